import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MM_PER_INCH, renderBattlefieldSvg, type TableUnit } from '../../src/table.js';
import { galletMaps } from '../../src/gallet-table.js';
import { browser, closeBrowser } from '../support/browser.js';

const OUT_DIR = resolve(import.meta.dirname, '../../test-output');
const SCALE = 12;

// The Prize of Gallet, mid-battle: a block of infantry on the centre, cavalry on ovals, a chariot near the east
const units: TableUnit[] = [
  { id: 'liberators', owner: 'ana', base: { kind: 'round', diameterMm: 32 }, models: [0, 1, 2, 3, 4].map((k) => ({ position: { x: 27 + k * 1.5, y: 24 } })) },
  { id: 'knights', owner: 'ana', base: { kind: 'oval', lengthMm: 90, widthMm: 52 }, models: [0, 1, 2].map((k) => ({ position: { x: 10 + k * 2.5, y: 8 }, rotation: 90 })) },
  { id: 'ardboyz', owner: 'ben', base: { kind: 'round', diameterMm: 32 }, models: [0, 1, 2, 3].map((k) => ({ position: { x: 43 + k * 1.5, y: 26 } })) },
  { id: 'chariot', owner: 'ben', models: [{ position: { x: 40, y: 36 }, base: { kind: 'rect', lengthMm: 120, widthMm: 60 }, rotation: 30 }] },
];
const map = galletMaps['the-prize-of-gallet'];
const svg = renderBattlefieldSvg(map, {
  scale: SCALE,
  players: [
    { id: 'ana', role: 'attacker', name: 'Ana' },
    { id: 'ben', role: 'defender', name: 'Ben' },
  ],
  controllers: { centre: 'ana', east: 'ben', 'attacker-border': 'ana' },
  units,
  ranges: true,
});
const html = `<!doctype html><html><head><meta charset="utf-8"><title>map</title></head><body style="margin:0">${svg}</body></html>`;

interface Box {
  readonly w: number;
  readonly h: number;
  readonly fill: string;
}

describe('the battlefield map in a real browser', () => {
  afterAll(closeBrowser);

  it('is well-formed SVG, fetches nothing, and draws markers, ranges and bases at their size in px', async () => {
    const page = await (await browser()).newPage({ viewport: { width: 800, height: 700 } });
    const requests: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith('data:') && r.url() !== 'about:blank') requests.push(r.url());
    });
    await page.setContent(html, { waitUntil: 'load' });
    // parsed by the browser's own XML parser: no parser error
    const parseErrors = (await page.evaluate(`new DOMParser().parseFromString(${JSON.stringify(svg)}, 'image/svg+xml').getElementsByTagName('parsererror').length`)) as number;
    expect(parseErrors).toBe(0);
    const boxes = async (selector: string): Promise<Box[]> =>
      (await page.evaluate(`Array.from(document.querySelectorAll(${JSON.stringify(selector)})).map((el) => {
        const r = el.getBoundingClientRect();
        return { w: r.width, h: r.height, fill: getComputedStyle(el).fill };
      })`)) as Box[];
    // one 40 mm marker per objective: 40 / 25.4 × 12 ≈ 18.9 px across
    const markers = await boxes('circle.marker');
    expect(markers).toHaveLength(map.objectives.length);
    for (const m of markers) {
      expect(m.w).toBeCloseTo((40 / MM_PER_INCH) * SCALE, 0); // the geometry: strokes are not counted
      expect(m.h).toBeCloseTo(m.w, 1);
    }
    // coloured by controller: attacker red, defender blue, nobody white
    const fill = async (id: string) => (await boxes(`g.objective[data-objective="${id}"] circle.marker`))[0]?.fill;
    expect(await fill('centre')).toBe('rgb(192, 57, 43)');
    expect(await fill('east')).toBe('rgb(36, 99, 166)');
    expect(await fill('west')).toBe('rgb(255, 255, 255)');
    // 3rd edition ranges: 6" from the centre = 144 px across
    const ranges = await boxes('circle.range');
    expect(ranges).toHaveLength(map.objectives.length);
    for (const r of ranges) expect(r.w).toBeCloseTo(2 * 6 * SCALE, 0);
    // bases: 32 mm round ≈ 15.1 px; ovals turned 90°: 52 mm across x, 90 mm down y
    const rounds = await boxes('g.unit circle.base');
    expect(rounds).toHaveLength(9);
    for (const r of rounds) expect(r.w).toBeCloseTo((32 / MM_PER_INCH) * SCALE, 0);
    const ovals = await boxes('g.unit ellipse.base');
    expect(ovals).toHaveLength(3);
    for (const o of ovals) {
      expect(o.w).toBeCloseTo((52 / MM_PER_INCH) * SCALE, 0);
      expect(o.h).toBeCloseTo((90 / MM_PER_INCH) * SCALE, 0);
    }
    expect(await boxes('g.unit polygon.base')).toHaveLength(1);
    // bases in their owner's colour (the group's fill, inherited)
    expect((await boxes('g.unit[data-unit="ardboyz"] circle.base'))[0]?.fill).toBe('rgb(36, 99, 166)');
    // the whole picture: battlefield 720×528 px inside the SVG
    const field = (await boxes('rect.battlefield'))[0];
    expect(field?.w).toBeCloseTo(60 * SCALE, 0);
    expect(field?.h).toBeCloseTo(44 * SCALE, 0);
    expect(await page.getByText('Contest range: 6" from the centre').count()).toBe(1);
    expect(requests).toEqual([]);
    await page.close();
  });

  it('saves a screenshot', async () => {
    const page = await (await browser()).newPage({ viewport: { width: 760, height: 660 } });
    await page.setContent(html, { waitUntil: 'load' });
    mkdirSync(OUT_DIR, { recursive: true });
    const png = resolve(OUT_DIR, 'map.png');
    await page.locator('svg').screenshot({ path: png });
    writeFileSync(resolve(OUT_DIR, 'map.svg'), svg);
    expect(existsSync(png)).toBe(true);
    await page.close();
  });
});
