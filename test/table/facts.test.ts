/**
 * Deriving the facts of a snapshot: contests per edition, region objectives, objectives in range, zones (the
 * engine's names) wholly and partly, neutral ground, and bad input refused without throwing.
 */
import { describe, expect, it } from 'vitest';
import { BattleError } from '../../src/index.js';
import { controlScore, compileMap, contestFacts, defineMap, deriveTableFacts, deriveTableFactsOrThrow, MM_PER_INCH, rect, type BattlefieldMap, type TableUnit } from '../../src/table.js';
import { blightedWildsMaps } from '../../src/blighted-wilds.js';
import { galletMaps } from '../../src/gallet-table.js';

const BASE = { kind: 'round', diameterMm: 25.4 } as const;
const unit = (id: string, owner: string, ...xy: [number, number][]): TableUnit => ({ id, owner, base: BASE, models: xy.map(([x, y]) => ({ position: { x, y } })) });

// strips y 0–11 (attacker) and 33–44 (defender), objectives on the centre line
const prize = galletMaps['the-prize-of-gallet'];

function facts(map: BattlefieldMap, units: TableUnit[], edition?: 3 | 4) {
  return deriveTableFactsOrThrow(edition === undefined ? { map, units } : { map, units, edition });
}

describe('contesting models per unit and objective', () => {
  it('3rd edition: counts the models within 6" of each objective\'s centre', () => {
    // centre (30,22): one model at 6.00", one at 6.01", one on top of it
    const f = facts(prize, [unit('u', 'ana', [36.5, 22], [23.49, 22], [30, 22])]);
    expect(f.units['u']?.contesting).toEqual({ centre: 2 });
    expect(f.units['u']?.objectivesInRange).toEqual(['centre']);
  });

  it('a model between two objectives contests both (3rd edition: no limit on objectives per unit)', () => {
    // west (15,22) and centre (30,22): 7.5" from each, a 1" base reaches 7" from its edge… not enough; a 3" base is
    const f = facts(prize, [{ id: 'big', owner: 'ana', base: { kind: 'round', diameterMm: 3 * MM_PER_INCH }, models: [{ position: { x: 22.5, y: 22 } }] }]);
    expect(f.units['big']?.contesting).toEqual({ west: 1, centre: 1 });
    const g = facts(prize, [unit('small', 'ana', [22.5, 22])]);
    expect(g.units['small']?.contesting).toEqual({});
  });

  it('4th edition: within 3" of the marker; objectivesInRange lists every objective the unit reaches', () => {
    const bw = blightedWildsMaps['example-tainted-springs'];
    if (bw === undefined) throw new Error('no map');
    const reach = 3 + 20 / MM_PER_INCH + 0.5;
    // spring (30,22) and west-bank (14,22)
    const f = facts(bw, [unit('u', 'ana', [30 + reach, 22], [14 - reach, 22], [14, 22 + reach + 0.01])]);
    expect(f.edition).toBe(4);
    expect(f.units['u']?.contesting).toEqual({ spring: 1, 'west-bank': 1 });
    expect(f.units['u']?.objectivesInRange).toEqual(['spring', 'west-bank']);
    // the same snapshot measured by 3rd-edition rules (6" from the centre)
    const g = facts(bw, [unit('u', 'ana', [30 + reach, 22], [14 - reach, 22], [14, 22 + reach + 0.01])], 3);
    expect(g.units['u']?.contesting).toEqual({ spring: 1, 'west-bank': 2 });
  });

  it('region objectives (Battlelines Drawn\'s quarters) count only models wholly within', () => {
    const f = facts(galletMaps['battlelines-drawn'], [unit('u', 'ana', [10, 10], [29.8, 10], [40, 30])]);
    expect(f.units['u']?.contesting).toEqual({ q1: 1, q4: 1 });
    expect(contestFacts(f, galletMaps['battlelines-drawn'])).toEqual([
      { unit: 'u', owner: 'ana', objective: 'q1', models: 1, wholly: true },
      { unit: 'u', owner: 'ana', objective: 'q4', models: 1, wholly: true },
    ]);
  });

  it('the control score helper multiplies Control by contesting models', () => {
    expect(controlScore(3, 2)).toBe(6);
    expect(controlScore(0, 5)).toBe(0);
  });

  it('contest lines come objective by objective, then unit by unit', () => {
    const f = facts(prize, [unit('b', 'ben', [30, 27]), unit('a', 'ana', [30, 24], [15, 22])]);
    expect(contestFacts(f, prize).map((c) => `${c.objective}:${c.unit}:${c.models}`)).toEqual(['west:a:1', 'centre:b:1', 'centre:a:1', 'defender-border:b:1']);
  });
});

describe('zones and regions', () => {
  it('gives the engine\'s zone names, wholly and partly (partly excludes wholly)', () => {
    const f = facts(prize, [unit('deep', 'ana', [5, 5], [6, 6]), unit('edge', 'ana', [20, 11]), unit('mid', 'ben', [40, 30])]);
    expect(f.units['deep']?.zones).toEqual({ wholly: ['attacker-territory', 'q1'], partly: [] });
    expect(f.units['edge']?.zones).toEqual({ wholly: ['q1'], partly: ['attacker-territory', 'neutral'] });
    expect(f.units['mid']?.zones).toEqual({ wholly: ['neutral', 'q4'], partly: [] });
  });

  it('a unit spread over two quarters is partly within each', () => {
    const f = facts(prize, [unit('u', 'ana', [25, 20], [35, 20])]);
    expect(f.units['u']?.zones.partly).toEqual(['q1', 'q2']);
    expect(f.units['u']?.zones.wholly).toEqual(['neutral', 'centre']);
    // one model out of the 12" centre square: partly within the centre
    expect(facts(prize, [unit('u', 'ana', [25, 20], [37, 20])]).units['u']?.zones.partly).toEqual(['q1', 'q2', 'centre']);
  });

  it('neutral ground is the battlefield less the territories; none when the territories are halves', () => {
    const f = facts(galletMaps['head-on-collision'], [unit('u', 'ana', [30, 22])]);
    expect(f.units['u']?.zones).toEqual({ wholly: ['centre'], partly: ['attacker-territory', 'defender-territory', 'q1', 'q2', 'q3', 'q4'] });
    expect(f.units['u']?.regions.partly).not.toContain('neutral');
  });

  it('an explicit neutral region is used as given', () => {
    const map = defineMap({
      id: 'explicit',
      name: 'Explicit neutral',
      edition: 3,
      source: 'test',
      territories: { attacker: { parts: [rect(0, 0, 60, 10)], confidence: 'high' }, defender: { parts: [rect(0, 34, 60, 44)], confidence: 'high' } },
      regions: [{ id: 'neutral', name: 'Neutral (left only)', parts: [rect(0, 10, 30, 34)], confidence: 'high' }],
    });
    const f = facts(map, [unit('u', 'ana', [40, 20])]);
    expect(f.units['u']?.zones.wholly).toEqual(['q2']);
    expect(f.units['u']?.zones.partly).toEqual([]);
  });

  it('lists every region of the map by id, features aside', () => {
    const f = facts(galletMaps['the-lurkers-below'], [unit('u', 'ana', [5, 5])]);
    expect(f.units['u']?.regions).toEqual({ wholly: ['attacker-territory', 'q1'], partly: [] });
  });

  it('a unit with no models on the table is in no zone and contests nothing', () => {
    const f = facts(prize, [{ id: 'gone', owner: 'ana', base: BASE, models: [] }]);
    expect(f.units['gone']).toEqual({ unit: 'gone', owner: 'ana', models: 0, contesting: {}, objectivesInRange: [], zones: { wholly: [], partly: [] }, regions: { wholly: [], partly: [] } });
  });
});

describe('the map may be compiled once', () => {
  it('gives the same facts from a compiled map', () => {
    const compiled = compileMap(prize);
    if (!compiled.ok) throw new Error('map does not compile');
    const units = [unit('a', 'ana', [30, 12], [15, 20]), unit('b', 'ben', [44, 33.4])];
    expect(deriveTableFactsOrThrow({ map: compiled.value, units })).toEqual(facts(prize, units));
  });
});

describe('bad input is refused, never thrown', () => {
  const bad = (snapshot: unknown) => {
    const r = deriveTableFacts(snapshot as Parameters<typeof deriveTableFacts>[0]);
    expect(r.ok).toBe(false);
    return r.ok ? [] : r.violations.map((v) => v.code);
  };
  it('refuses NaN positions, missing bases, duplicate and reserved ids', () => {
    expect(bad({ map: prize, units: [{ id: 'u', owner: 'a', base: BASE, models: [{ position: { x: Number.NaN, y: 2 } }] }] })).toEqual(['table/invalid-position']);
    expect(bad({ map: prize, units: [{ id: 'u', owner: 'a', models: [{ position: { x: 1, y: 2 } }] }] })).toEqual(['table/invalid-base']);
    expect(bad({ map: prize, units: [unit('u', 'a', [1, 1]), unit('u', 'a', [2, 2])] })).toEqual(['table/duplicate-id']);
    expect(bad({ map: prize, units: [unit('__proto__', 'a', [1, 1])] })).toEqual(['table/invalid-id']);
    expect(bad({ map: prize, units: 'nope' })).toEqual(['table/invalid-unit']);
    expect(bad(null)).toEqual(['table/invalid-unit']);
  });
  it('refuses a broken map, with paths under "map"', () => {
    const broken = { ...prize, objectives: [{ id: 'x', name: 'X', position: { x: 70, y: 2 }, confidence: 'high' }] };
    const r = deriveTableFacts({ map: broken as BattlefieldMap, units: [] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.violations[0]).toMatchObject({ code: 'table/off-battlefield', path: ['map', 'objectives', 0, 'position'] });
  });
  it('the throwing twin throws a BattleError carrying the violations', () => {
    expect(() => deriveTableFactsOrThrow({ map: prize, units: [unit('u', 'a', [200, 1])] })).toThrow(BattleError);
  });
});

describe('neutral ground at the edges of the table', () => {
  // 60" x 44": the defender's territory listed first (y 33-44), the attacker's after it (y 0-11)
  const map = (regions: BattlefieldMap['regions']): BattlefieldMap => ({
    id: 'edges',
    name: 'Edges',
    edition: 3,
    width: 60,
    height: 44,
    regions,
    objectives: [{ id: 'o', name: 'O', position: { x: 30, y: 22 }, confidence: 'high' }],
    features: [],
    source: 'test',
    notes: [],
  });
  const territories = map([
    { id: 'defender-territory', name: 'D', parts: [rect(0, 33, 60, 44)], confidence: 'high' },
    { id: 'attacker-territory', name: 'A', parts: [rect(0, 0, 60, 11)], confidence: 'high' },
  ]);

  it('a base partly in a territory and partly off the table is in no neutral ground, whichever territory is listed first', () => {
    // a 1" round base 0.2" from the left edge: part of it off the table, the rest in a territory
    for (const y of [40, 4]) {
      const f = facts(territories, [unit('u', 'ana', [0.2, y])]);
      const own = y > 22 ? 'defender-territory' : 'attacker-territory';
      expect(f.units['u']?.zones, String(y)).toEqual({ wholly: [], partly: [own] });
    }
    // on the line between the territory and neutral ground, at the edge: partly in both
    const line = facts(territories, [unit('u', 'ana', [0.2, 33])]).units['u'];
    expect(line?.zones).toEqual({ wholly: [], partly: ['defender-territory', 'neutral'] });
    // the regions: the map's in its order, then the derived neutral ground
    expect(line?.regions).toEqual({ wholly: [], partly: ['defender-territory', 'neutral'] });
  });

  it('a model wholly on the table whose bounding circle crosses the edge is wholly within neutral ground', () => {
    // a 100 x 20 mm base turned lengthwise along the edge: 0.39" wide each side of its centre, 2.01" to its corners
    const bar = { id: 'bar', owner: 'ana', base: { kind: 'rect', lengthMm: 100, widthMm: 20 }, models: [{ position: { x: 1, y: 22 }, rotation: 90 }] } as const;
    expect(facts(territories, [bar]).units['bar']?.zones).toEqual({ wholly: ['neutral'], partly: [] });
    // the same base across the edge is partly within it
    expect(facts(territories, [{ ...bar, models: [{ position: { x: 1, y: 22 }, rotation: 0 }] }]).units['bar']?.zones).toEqual({ wholly: [], partly: ['neutral'] });
  });

  it('a region objective whose region is the first of the map is contested by the models wholly within it', () => {
    const first = { ...map([{ id: 'zone', name: 'Z', parts: [rect(20, 15, 40, 30)], confidence: 'high' }]), objectives: [{ id: 'z', name: 'Z', region: 'zone', confidence: 'high' as const }] };
    expect(facts(first, [unit('u', 'ana', [30, 22], [25, 20], [45, 22])]).units['u']).toMatchObject({ contesting: { z: 2 }, objectivesInRange: ['z'], regions: { wholly: ['neutral'], partly: ['zone'] } });
  });

  it('a map with no regions: the whole battlefield is neutral ground', () => {
    const bare = map([]);
    expect(facts(bare, [unit('u', 'ana', [30, 22])]).units['u']).toMatchObject({ zones: { wholly: ['neutral'], partly: [] }, regions: { wholly: ['neutral'], partly: [] }, contesting: { o: 1 } });
    expect(facts(bare, [unit('u', 'ana', [0.2, 22])]).units['u']?.zones).toEqual({ wholly: [], partly: ['neutral'] });
  });
});
