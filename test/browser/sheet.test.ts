import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { renderSheetHtml } from '../../src/sheet.js';
import { browser, closeBrowser } from '../support/browser.js';
import { goldenSheet } from './golden.js';

// A4 is 210 mm wide: 794 CSS px at 96 dpi; the sheet's @page margin is 12 mm on each side
const A4_WIDTH_PX = Math.round((210 / 25.4) * 96);
const MARGIN_PX = (12 / 25.4) * 96;
const PRINTABLE_WIDTH_PX = Math.floor(A4_WIDTH_PX - 2 * MARGIN_PX);

const OUT_DIR = resolve(import.meta.dirname, '../../test-output');

describe('the HTML scoring sheet in a real browser', () => {
  const { sheet, expected } = goldenSheet();
  const html = renderSheetHtml(sheet);

  afterAll(closeBrowser);

  it('pins the golden battle’s score (the sheet the browser gets)', () => {
    expect(sheet.players.map((p) => [p.role, p.totalVp])).toEqual([
      ['attacker', expected.attackerVp],
      ['defender', expected.defenderVp],
    ]);
  });

  it('shows the totals and the result of the battle', async () => {
    const page = await (await browser()).newPage({ viewport: { width: A4_WIDTH_PX, height: 1123 } });
    const requests: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith('data:') && r.url() !== 'about:blank') requests.push(r.url());
    });
    await page.setContent(html, { waitUntil: 'load' });
    for (const id of ['total-attacker', 'total-defender', 'result', 'totals', 'fact-battleplan', 'fact-points-limit'])
      expect(await page.getByTestId(id).isVisible(), `${id} is visible`).toBe(true);
    expect(await page.getByTestId('total-attacker').innerText()).toBe(String(expected.attackerVp));
    expect(await page.getByTestId('total-defender').innerText()).toBe(String(expected.defenderVp));
    expect(await page.getByTestId('totals').innerText()).toMatch(new RegExp(`Total VP\\s+${expected.attackerVp}\\s+${expected.defenderVp}`));
    const result = await page.getByTestId('result').innerText();
    expect(result).toContain(expected.resultHeadline);
    expect(await page.getByTestId('fact-battleplan').innerText()).toBe(expected.battleplan);
    expect(await page.getByTestId('fact-points-limit').innerText()).toBe(String(expected.pointsLimit));
    await expect(page.locator('svg.vp-chart polyline').count()).resolves.toBe(2);
    // one row per battle round in each section
    await expect(page.locator('[data-testid="player-attacker"] tbody tr').count()).resolves.toBe(sheet.rounds);
    // self-contained: nothing was fetched
    expect(requests).toEqual([]);
    await page.close();
  });

  it('fits the width of an A4 page when printed, and saves a screenshot', async () => {
    const page = await (await browser()).newPage({ viewport: { width: PRINTABLE_WIDTH_PX, height: 1000 } });
    await page.emulateMedia({ media: 'print' });
    await page.setContent(html, { waitUntil: 'load' });
    // measured in the page (a string, so this file needs no DOM typings)
    const m = (await page.evaluate(`(() => {
      const doc = document.documentElement;
      let widest = 0;
      let culprit = '';
      for (const el of Array.from(document.querySelectorAll('body *'))) {
        const r = el.getBoundingClientRect();
        if (r.right > widest) {
          widest = r.right;
          culprit = el.tagName.toLowerCase() + '.' + (el.getAttribute('class') || '');
        }
      }
      return { scrollWidth: doc.scrollWidth, bodyScrollWidth: document.body.scrollWidth, widest, culprit };
    })()`)) as { scrollWidth: number; bodyScrollWidth: number; widest: number; culprit: string };
    expect(m.scrollWidth, `the page is ${m.scrollWidth}px wide when printed; A4 leaves ${PRINTABLE_WIDTH_PX}px`).toBeLessThanOrEqual(PRINTABLE_WIDTH_PX);
    expect(m.bodyScrollWidth).toBeLessThanOrEqual(PRINTABLE_WIDTH_PX);
    expect(m.widest, `${m.culprit} reaches ${m.widest}px`).toBeLessThanOrEqual(PRINTABLE_WIDTH_PX + 0.5);
    // a real print: chromium lays the sheet out on A4 pages
    const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true, printBackground: true });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    mkdirSync(OUT_DIR, { recursive: true });
    const png = resolve(OUT_DIR, 'sheet.png');
    await page.screenshot({ path: png, fullPage: true });
    writeFileSync(resolve(OUT_DIR, 'sheet.html'), html);
    expect(existsSync(png)).toBe(true);
    expect(dirname(png)).toBe(OUT_DIR);
    await page.close();
  });
});
