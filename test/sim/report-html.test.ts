import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { galletRandomOptions, playSimulationGame, reportNames, simulationGames, simulationHtml, simulationStats, simulationTable } from '../../src/sim.js';
import { gallet, galletEngine } from '../../src/gallet.js';
import { browser, closeBrowser } from '../support/browser.js';

const OUT_DIR = resolve(import.meta.dirname, '../../test-output');
const PLANS = Object.keys(gallet.battleplans);
const stats = simulationStats(
  simulationGames(11, 3 * PLANS.length, PLANS).map((g) => playSimulationGame(galletEngine, galletRandomOptions, g)),
  { pack: gallet.id, seed: 11 },
);
const names = reportNames(gallet);

describe('simulation reports', () => {
  afterAll(closeBrowser);

  it('the text table names every battleplan, tactic and strategy, with rates', () => {
    const text = simulationTable(stats, names);
    for (const id of PLANS) expect(text).toContain(names.battleplan(id));
    expect(names.battleplan("turf-war")).toBe("Turf War");
    expect(text).toMatch(/First turn of round 1: that player won \d+\.\d%/);
    expect(text).toContain(`${stats.games} games of ${gallet.id}, seed 11`);
  });

  it('the HTML report shows its charts in Chromium, fetches nothing, and escapes names', async () => {
    const html = simulationHtml(stats, { names, title: 'Gallet <simulation>' });
    expect(html).toContain('Gallet &lt;simulation&gt;');
    expect(html).not.toContain('<script');
    const page = await (await browser()).newPage({ viewport: { width: 860, height: 1000 } });
    const requests: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith('data:') && r.url() !== 'about:blank') requests.push(r.url());
    });
    await page.setContent(html, { waitUntil: 'load' });
    await expect(page.locator('svg.results-chart').isVisible()).resolves.toBe(true);
    // three segments (attacker wins, draws, defender wins) per battleplan
    await expect(page.locator('svg.results-chart rect[width] title').count()).resolves.toBe(3 * PLANS.length);
    await expect(page.locator('[data-testid="plans"] tbody tr').count()).resolves.toBe(PLANS.length);
    expect(await page.locator('svg.vp-distribution rect.vp-bar').count()).toBeGreaterThan(2);
    const picked = Object.values(stats.plans).flatMap((p) => Object.keys(p.tactics));
    await expect(page.locator('svg.tactics-chart rect.rate-bar').count()).resolves.toBe(new Set(picked).size);
    await expect(page.locator('svg.first-turn-chart rect.rate-bar').count()).resolves.toBe(4);
    // the charts fit the page: nothing wider than the viewport
    const overflow = (await page.evaluate('document.documentElement.scrollWidth > window.innerWidth')) as boolean;
    expect(overflow).toBe(false);
    expect(requests).toEqual([]);
    mkdirSync(OUT_DIR, { recursive: true });
    await page.screenshot({ path: resolve(OUT_DIR, 'simulation.png'), fullPage: true });
    await page.close();
  });
});
