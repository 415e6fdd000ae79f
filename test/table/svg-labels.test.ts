/**
 * Unit labels on the battlefield SVG (issue 28): each unit named beside its models, never over an objective marker
 * (on the sample positions logs and on random positions), escaped, cut to a bounded length, and the picture still
 * within 4× its log (+64 KiB) with hundreds of units.
 *
 * Runs of the property: SVG_LABEL_RUNS, else PROPERTY_RUNS, else 60.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createEngine, parseLog, replayLog, type BattleState } from 'battlepack-engine';
import { gallet } from 'battlepack-engine/gallet';
import { galletMaps, galletTable } from 'battlepack-engine/gallet/table';
import { renderBattleMapSvg, renderBattlefieldSvg, UNIT_LABEL_MAX, UNIT_LABELS_MAX, type TableUnit } from 'battlepack-engine/table';
import { manyModelsLog } from '../support/hostile-logs.js';

const RUNS = ((): number => {
  const raw = process.env['SVG_LABEL_RUNS'] ?? process.env['PROPERTY_RUNS'];
  const n = raw === undefined || raw.trim() === '' ? 60 : Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`bad run count ${JSON.stringify(raw)}`);
  return n;
})();

const tableEngine = createEngine(gallet, { table: galletTable });
const fixture = (file: string): BattleState<unknown> => {
  const parsed = parseLog(readFileSync(join(import.meta.dirname, '../fixtures/table', file), 'utf8'));
  if (!parsed.ok) throw new Error(`${file}: not a log`);
  const r = replayLog(tableEngine, parsed.value);
  if (!r.ok) throw new Error(`${file}: refused`);
  return r.state as BattleState<unknown>;
};

interface Box {
  readonly unit: string;
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
  readonly text: string;
}
const attr = (tag: string, name: string): number => Number(tag.match(new RegExp(`\\b${name}="([^"]*)"`))?.[1] ?? Number.NaN);
/** The label boxes as drawn (pixels), read back from the SVG. */
function labels(svg: string): Box[] {
  return [...svg.matchAll(/<g class="unit-label" data-unit="([^"]*)">(<rect class="label-box"[^>]*>)<text[^>]*>([^<]*)<\/text><\/g>/g)].map((m) => {
    const rect = m[2] ?? '';
    return { unit: m[1] ?? '', x: attr(rect, 'x'), y: attr(rect, 'y'), w: attr(rect, 'width'), h: attr(rect, 'height'), text: m[3] ?? '' };
  });
}
/** The objective markers as drawn (pixels). */
const markers = (svg: string) => [...svg.matchAll(/<circle class="marker"[^>]*>/g)].map((m) => ({ cx: attr(m[0], 'cx'), cy: attr(m[0], 'cy'), r: attr(m[0], 'r') }));
/** Whether a box and a circle share any point (touching counts). */
function meets(b: Box, c: { cx: number; cy: number; r: number }): boolean {
  const dx = c.cx - Math.max(b.x, Math.min(c.cx, b.x + b.w));
  const dy = c.cy - Math.max(b.y, Math.min(c.cy, b.y + b.h));
  return dx * dx + dy * dy <= c.r * c.r;
}
const overlapsAMarker = (svg: string): Box[] => {
  const ms = markers(svg);
  return labels(svg).filter((b) => ms.some((m) => meets(b, m)));
};

const map = galletMaps['turf-war'];
const players = [
  { id: 'ana', role: 'attacker', name: 'Ana' },
  { id: 'ben', role: 'defender', name: 'Ben' },
] as const;
const unit = (id: string, owner: string, x: number, y: number, n = 1): TableUnit => ({ id, owner, base: { kind: 'round', diameterMm: 32 }, models: Array.from({ length: n }, (_, k) => ({ position: { x: x + k * 1.3, y } })) });

describe('unit labels', () => {
  it('names each unit with its display name, else its id; none with labels: false', () => {
    const units = [unit('liberators', 'ana', 10, 8, 5), unit('vindictors', 'ben', 40, 36, 3)];
    const svg = renderBattlefieldSvg(map, { players, units, unitNames: { liberators: 'Liberators' } });
    expect(labels(svg).map((l) => [l.unit, l.text])).toEqual([
      ['liberators', 'Liberators'],
      ['vindictors', 'vindictors'],
    ]);
    expect(renderBattlefieldSvg(map, { players, units, labels: false })).not.toContain('unit-label');
  });

  it('a unit just above an objective is labelled where the label misses the marker, not under the unit', () => {
    const o = map.objectives.find((x) => x.position !== undefined);
    const at = o?.position ?? { x: 30, y: 22 };
    const u = unit('near', 'ana', at.x, at.y - 1.5);
    const svg = renderBattlefieldSvg(map, { players, units: [u], unitNames: { near: 'A unit with quite a long name' } });
    const [l] = labels(svg);
    expect(overlapsAMarker(svg)).toEqual([]);
    // the first choice, under the unit's models, would have sat on the marker: the label went elsewhere (above)
    const unitY = 16 + 28 + (at.y - 1.5) * 12;
    expect((l?.y ?? 0) + (l?.h ?? 0)).toBeLessThan(unitY);
    const under = { unit: 'x', x: l?.x ?? 0, y: unitY + 12, w: l?.w ?? 0, h: l?.h ?? 0, text: '' };
    expect(markers(svg).some((m) => meets(under, m))).toBe(true);
  });

  it('escapes the names and cuts them to a bounded length (whole characters, with …)', () => {
    const hostile = '<script>&"\'\u001b' + '😀'.repeat(40);
    const svg = renderBattlefieldSvg(map, { players, units: [unit('u<1>', 'ana', 10, 20)], unitNames: { 'u<1>': hostile } });
    const [l] = labels(svg);
    expect(l?.unit).toBe('u&lt;1&gt;');
    expect(l?.text.startsWith('&lt;script&gt;&amp;&quot;&#39;\\x1b')).toBe(true);
    expect(svg).not.toContain('<script');
    expect(svg).not.toContain('\u001b');
    expect(l?.text.endsWith('😀…')).toBe(true);
    // 23 characters kept, then …: no surrogate split
    const shown = l?.text.replace('&lt;', '<').replace('&gt;', '>').replace('&amp;', '&').replace('&quot;', '"').replace('&#39;', "'").replace('\\x1b', '\u001b') ?? '';
    expect(Array.from(shown)).toHaveLength(UNIT_LABEL_MAX);
    expect(shown).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });

  it('a label with no free room is left off, and the legend says how many were', () => {
    // at 2 px per inch the font's minimum size makes a 24-character label wider than the battlefield
    const svg = renderBattlefieldSvg(map, { players, scale: 2, units: [unit('a', 'ana', 30, 10)], unitNames: { a: 'A name far too wide here' } });
    expect(labels(svg)).toEqual([]);
    expect(svg).toContain('1 unit label left off: no free room beside the unit');
    expect(renderBattlefieldSvg(map, { players, units: [unit('a', 'ana', 30, 10)] })).not.toContain('left off');
  });

  it('options of the wrong kind are a TypeError', () => {
    expect(() => renderBattlefieldSvg(map, { labels: 'yes' as unknown as boolean })).toThrow(TypeError);
    expect(() => renderBattlefieldSvg(map, { unitNames: { a: 1 } as unknown as Record<string, string> })).toThrow(TypeError);
  });

  it('on the sample positions logs: every unit on the battlefield labelled with its name, none over a marker', () => {
    for (const file of ['turf-war.positions.log.json', 'the-lurkers-below.positions.log.json']) {
      const state = fixture(file);
      const svg = renderBattleMapSvg(state) ?? '';
      const drawn = [...svg.matchAll(/<g class="unit" data-unit="([^"]*)"/g)].map((m) => m[1]);
      expect(drawn.length).toBeGreaterThan(0);
      const ls = labels(svg);
      expect(ls.length + Number(svg.match(/(\d+) unit labels? left off/)?.[1] ?? 0)).toBe(drawn.length);
      expect(ls.length).toBeGreaterThan(0);
      for (const l of ls) expect(l.text).toBe(state.units[l.unit]?.def.name);
      expect(overlapsAMarker(svg)).toEqual([]);
    }
  });

  it('on random positions reports: no label box meets an objective marker', () => {
    const coord = (max: number) => fc.integer({ min: 0, max: max * 4 }).map((n) => n / 4);
    const arbUnit = fc.record({ x: coord(map.width), y: coord(map.height), n: fc.integer({ min: 1, max: 6 }), name: fc.string({ maxLength: 40 }) });
    fc.assert(
      fc.property(fc.array(arbUnit, { minLength: 1, maxLength: 25 }), fc.constantFrom(...Object.values(galletMaps)), fc.constantFrom(6, 12, 20), (us, m, scale) => {
        const units = us.map((u, i) => unit(`u${i}`, i % 2 === 0 ? 'ana' : 'ben', u.x, u.y, u.n));
        const unitNames = Object.fromEntries(us.map((u, i) => [`u${i}`, u.name]));
        const svg = renderBattlefieldSvg(m, { players, units, unitNames, scale });
        expect(overlapsAMarker(svg)).toEqual([]);
        const left = Number(svg.match(/(\d+) unit labels? left off/)?.[1] ?? 0);
        expect(labels(svg).length + left).toBe(units.length);
      }),
      { numRuns: RUNS },
    );
  });

  it('hundreds of units: at most UNIT_LABELS_MAX labels, the rest counted, the picture within 4× the log (+64 KiB)', () => {
    const log = manyModelsLog({ perUnit: 1, corners: 3, reports: 1, unitsPerPlayer: 95 });
    const first = log.events.findIndex((e) => e.type === 'PositionsReported');
    const events = log.events.slice(0, first + 2);
    const state = tableEngine.replayOrThrow(events as never);
    const svg = renderBattleMapSvg(state) ?? '';
    expect(labels(svg)).toHaveLength(UNIT_LABELS_MAX);
    expect(svg).toMatch(/\d+ unit labels left off/);
    expect(svg.length).toBeLessThanOrEqual(4 * JSON.stringify({ ...log, events }).length + 64 * 1024);
  });
});
