/**
 * The maps the packs ship: one per Gallet battleplan and one for the Blighted Wilds example plan. Objective ids are
 * the plans' own, positions agree with the plans' data, placements agree with the geometry, and every guess is marked.
 */
import { describe, expect, it } from 'vitest';
import { regionOverlap, rotateMap180, validateMap, type BattlefieldMap, type MapRegion, type Point } from '../../src/table.js';
import { blightedWildsMap, blightedWildsMaps } from '../../src/blighted-wilds.js';
import { exampleTaintedSprings } from '../../src/battlepack/blighted-wilds/index.js';
import { galletBattleplans, NIDUS_TWINS } from '../../src/battlepack/gallet/index.js';
import { galletMap, galletMaps } from '../../src/gallet-table.js';

const region = (m: BattlefieldMap, id: string): MapRegion => {
  const r = m.regions.find((x) => x.id === id);
  if (r === undefined) throw new Error(`${m.id} has no region ${id}`);
  return r;
};
const marker = (p: Point) => ({ position: p, base: { kind: 'round', diameterMm: 40 } }) as const;
const key = (p: Point) => `${p.x},${p.y}`;
const corners = (r: MapRegion) => r.parts.map((part) => part.map(key).sort().join(' ')).sort();

describe('the Gallet maps', () => {
  const plans = Object.values(galletBattleplans);

  it('has one valid 60"×44" 3rd-edition map per battleplan', () => {
    expect(Object.keys(galletMaps).sort()).toEqual(Object.keys(galletBattleplans).sort());
    for (const m of Object.values(galletMaps)) {
      expect(validateMap(m), m.id).toEqual([]);
      expect([m.edition, m.width, m.height], m.id).toEqual([3, 60, 44]);
      expect(m.name).toBe(galletBattleplans[m.id as keyof typeof galletBattleplans].name);
    }
  });

  it('uses the objective ids each battleplan uses at set-up, in its order, with its positions', () => {
    for (const p of plans) {
      const m = galletMaps[p.id as keyof typeof galletMaps];
      expect(m.objectives.map((o) => o.id), p.id).toEqual(p.objectives.map((o) => o.id));
      for (const o of p.objectives) if (o.position !== undefined) expect(m.objectives.find((x) => x.id === o.id)?.position, `${p.id}/${o.id}`).toEqual(o.position);
      if (p.layoutConfidence === 'unknown') expect(m.objectives, p.id).toEqual([]);
    }
  });

  it('places objectives where their placement says', () => {
    for (const p of plans) {
      const m = galletMaps[p.id as keyof typeof galletMaps];
      for (const o of p.objectives) {
        const at = m.objectives.find((x) => x.id === o.id);
        const what = `${p.id}/${o.id} (${o.placement ?? 'none'})`;
        if (at?.position === undefined) {
          // a region objective: Battlelines Drawn's quarters, lying in the territory its placement names
          expect(at?.region, what).toBe(o.id);
          if (o.placement === 'attacker-territory' || o.placement === 'defender-territory') {
            const q = region(m, o.id).parts[0] ?? [];
            const middle = { x: (q[0]?.x ?? 0) / 2 + (q[2]?.x ?? 0) / 2, y: (q[0]?.y ?? 0) / 2 + (q[2]?.y ?? 0) / 2 };
            expect(regionOverlap(marker(middle), region(m, o.placement)), what).toBe('wholly');
          }
          continue;
        }
        const pos = at.position;
        switch (o.placement) {
          case 'attacker-territory':
          case 'defender-territory':
            expect(regionOverlap(marker(pos), region(m, o.placement)), what).toBe('wholly');
            break;
          case 'border-attacker':
          case 'border-defender':
            // on the border: a marker there straddles it
            expect(regionOverlap(marker(pos), region(m, o.placement === 'border-attacker' ? 'attacker-territory' : 'defender-territory')), what).toBe('partly');
            break;
          case 'centre':
            expect(pos, what).toEqual({ x: 30, y: 22 });
            break;
          default:
            expect(regionOverlap(marker(pos), region(m, 'attacker-territory')), what).not.toBe('wholly');
            expect(regionOverlap(marker(pos), region(m, 'defender-territory')), what).not.toBe('wholly');
        }
      }
    }
  });

  it('marks every coordinate with a confidence, and says why a guess is a guess', () => {
    for (const m of Object.values(galletMaps))
      for (const item of [...m.regions, ...m.objectives, ...m.features]) {
        expect(['high', 'medium', 'low', 'unknown'], `${m.id}/${item.id}`).toContain(item.confidence);
        if (item.confidence === 'low' || item.confidence === 'unknown') expect(item.note ?? '', `${m.id}/${item.id}`).not.toBe('');
      }
    // what FACTS.md §5 leaves open stays marked as such
    expect(region(galletMaps['head-on-collision'], 'attacker-territory').confidence).toBe('unknown');
    expect(galletMaps['turf-war'].objectives.map((o) => o.confidence)).toEqual(['unknown', 'unknown']);
    expect(galletMaps['the-lurkers-below'].objectives.find((o) => o.id === 'centre')?.confidence).toBe('high');
  });

  it('draws the territories the source text describes', () => {
    // The Lurkers Below: short-edge territories bordered by the objectives at x 15 and 45
    expect(corners(region(galletMaps['the-lurkers-below'], 'attacker-territory'))).toEqual(['0,0 0,44 15,0 15,44']);
    // The Prize of Gallet: long-edge strips, y 0–11 and 33–44
    expect(corners(region(galletMaps['the-prize-of-gallet'], 'defender-territory'))).toEqual(['0,33 0,44 60,33 60,44']);
    // Battlelines Drawn: halves, q1 and q2 in the attacker's (ruling gallet/quarters-territories)
    const bd = galletMaps['battlelines-drawn'];
    expect(corners(region(bd, 'attacker-territory'))).toEqual(['0,0 0,22 60,0 60,22']);
  });

  it('puts the four nidus paths on the corners, named after their twins', () => {
    const f = galletMaps['the-nidus-paths'].features;
    expect(f.map((x) => [x.id, x.points[0]])).toEqual([
      ['nidus-top-left', { x: 0, y: 0 }],
      ['nidus-top-right', { x: 60, y: 0 }],
      ['nidus-bottom-left', { x: 0, y: 44 }],
      ['nidus-bottom-right', { x: 60, y: 44 }],
    ]);
    for (const [from, to] of Object.entries(NIDUS_TWINS)) {
      const path = (c: string) => f.find((x) => x.id === `nidus-${c}`)?.name.match(/path ([AB])/)?.[1];
      expect(path(from), from).toBe(path(to));
    }
  });

  it('is the same under a half-turn with the territories swapped (every Gallet map is symmetric)', () => {
    for (const m of Object.values(galletMaps)) {
      const t = rotateMap180(m);
      expect(corners(region(t, 'attacker-territory')), m.id).toEqual(corners(region(m, 'defender-territory')));
      const positions = (x: BattlefieldMap) => x.objectives.flatMap((o) => (o.position === undefined ? [] : [key(o.position)])).sort();
      expect(positions(t), m.id).toEqual(positions(m));
    }
  });

  it('finds a map by battleplan id, and nothing for another id', () => {
    expect(galletMap('turf-war')).toBe(galletMaps['turf-war']);
    expect(galletMap('nope')).toBeUndefined();
    expect(galletMap('__proto__')).toBeUndefined();
  });
});

describe('the Blighted Wilds example map', () => {
  it('is a valid 4th-edition map with the example plan\'s objectives and positions', () => {
    const m = blightedWildsMap(exampleTaintedSprings.id);
    expect(m).toBe(blightedWildsMaps[exampleTaintedSprings.id]);
    if (m === undefined) return;
    expect(validateMap(m)).toEqual([]);
    expect(m.edition).toBe(4);
    expect(m.objectives.map((o) => [o.id, o.position])).toEqual(exampleTaintedSprings.objectives.map((o) => [o.id, o.position]));
    // the well of each side lies wholly within that side's half
    expect(regionOverlap(marker({ x: 30, y: 8 }), region(m, 'attacker-territory'))).toBe('wholly');
    expect(regionOverlap(marker({ x: 30, y: 36 }), region(m, 'defender-territory'))).toBe('wholly');
    expect(blightedWildsMap('toString')).toBeUndefined();
  });
});
