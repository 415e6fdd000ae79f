/**
 * The web recorder (examples/web) draws the table live when the battle has positions, and the HTML sheet shows it
 * round by round: in Chromium, the SVG is parsed without error, draws every base and colours the objectives by
 * controller; a screenshot is saved under test-output/.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gallet } from '../../src/battlepack/gallet/index.js';
import { createEngine } from '../../src/core/create-engine.js';
import { galletTable } from '../../src/gallet-table.js';
import { parseLog, replayLog, serializeLog, type BattleLog } from '../../src/index.js';
import { buildWebApp, serveStatic, type WebServer } from '../../scripts/serve-web.js';
import { browser, closeBrowser } from '../support/browser.js';

/** Gallet measured on the table (positions reports). */
const tableEngine = createEngine(gallet, { table: galletTable });

const ROOT = resolve(import.meta.dirname, '../..');
const OUT_DIR = join(ROOT, 'test-output');
const TWIN = join(ROOT, 'test/fixtures/table/turf-war.positions.log.json');
const HAND = join(ROOT, 'test/fixtures/gallet/turf-war.log.json');

function read(file: string): BattleLog {
  const parsed = parseLog(readFileSync(file, 'utf8'));
  if (!parsed.ok) throw new Error('bad fixture');
  return parsed.value;
}

/** The first `n` events of a log, written to test-output. */
function firstEvents(log: BattleLog, n: number, name: string): string {
  mkdirSync(OUT_DIR, { recursive: true });
  const path = join(OUT_DIR, name);
  writeFileSync(path, serializeLog({ ...log, events: log.events.slice(0, n) }));
  return path;
}

async function load(page: Page, file: string): Promise<void> {
  const n = read(file).events.length;
  await page.locator('[data-testid="load-log"]').setInputFiles(file);
  // the page says what it loaded
  await page.getByText(`${n} events replayed.`).waitFor();
}

describe('the web recorder draws the table from positions', () => {
  let server: WebServer | undefined;
  beforeAll(async () => {
    await buildWebApp();
    server = await serveStatic();
  });
  afterAll(async () => {
    await closeBrowser();
    await server?.close();
  });

  it('shows the map once positions exist, redraws it as the battle goes on, and saves a screenshot', async () => {
    if (server === undefined) throw new Error('the server did not start');
    const page = await (await browser()).newPage({ viewport: { width: 1280, height: 1000 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(server.url);
    const twin = read(TWIN);
    const first = twin.events.findIndex((e) => e.type === 'PositionsReported') + 1;

    // before the first positions report: no map
    await load(page, firstEvents(twin, first - 1, 'web-twin-before.json'));
    expect(await page.getByTestId('table-map').count()).toBe(0);

    // with it: the map, every base of the units on the battlefield
    await load(page, firstEvents(twin, first, 'web-twin-first.json'));
    const card = page.getByTestId('table-map-svg');
    await card.waitFor();
    const expected = replayLog(tableEngine, { ...twin, events: twin.events.slice(0, first) });
    if (!expected.ok) throw new Error('refused');
    const onTable = Object.values(expected.state.board.table.positions).filter((u) => expected.state.units[u.id]?.status === 'battlefield');
    expect(await card.locator('g.unit circle.base').count()).toBe(onTable.reduce((n, u) => n + u.models.length, 0));
    const svgText = await card.innerHTML();
    expect(svgText.startsWith('<svg')).toBe(true);
    expect(await page.evaluate(`Array.from(new DOMParser().parseFromString(${JSON.stringify(svgText)}, 'image/svg+xml').getElementsByTagName('parsererror')).map((e) => e.textContent)`)).toEqual([]);
    const box = await card.locator('svg').boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(300);

    // the whole battle: redrawn, objectives coloured by controller (attacker red, defender blue, nobody white)
    await load(page, TWIN);
    await card.waitFor();
    const end = replayLog(tableEngine, twin);
    if (!end.ok) throw new Error('refused');
    const colour = { attacker: 'rgb(192, 57, 43)', defender: 'rgb(36, 99, 166)' } as const;
    for (const o of Object.values(end.state.board.objectives)) {
      const selector = `[data-testid="table-map-svg"] g.objective[data-objective="${o.id}"] circle.marker`;
      const fill = await page.evaluate(`getComputedStyle(document.querySelector(${JSON.stringify(selector)})).fill`);
      const role = o.controller === null ? null : end.state.players[o.controller]?.role;
      expect(fill).toBe(role === null || role === undefined ? 'rgb(255, 255, 255)' : colour[role]);
    }
    mkdirSync(OUT_DIR, { recursive: true });
    await card.locator('svg').screenshot({ path: join(OUT_DIR, 'web-table-map.png') });

    // the sheet preview holds one map per round
    const rounds = end.state.board.table.rounds.length;
    expect(rounds).toBeGreaterThan(0);
    const srcdoc = await page.getByTestId('sheet-preview').getAttribute('srcdoc');
    expect((srcdoc?.match(/<figure class="map"/g) ?? []).length).toBe(rounds);

    // a battle recorded by hand: no map
    await load(page, HAND);
    expect(await page.getByTestId('table-map').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});
