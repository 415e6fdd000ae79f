import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CORE_BATTALIONS, parseRoster, rosterToUnits, type GalletRoster } from '../../../../src/battlepack/gallet/army.js';
import { createEngine } from '../../../../src/index.js';
import { UnitsAdded } from '../../../../src/authoring.js';
import { testPack } from '../../../support/test-pack.js';

const load = (name: string): GalletRoster => {
  const r = parseRoster(JSON.parse(readFileSync(new URL(`../../../fixtures/rosters/${name}`, import.meta.url), 'utf8')));
  if (!r.ok) throw new Error(JSON.stringify(r.violations));
  return r.value;
};

describe('rosterToUnits', () => {
  const roster = load('gallet-2000-valid.json');
  const units = rosterToUnits(roster, 'ann');
  const byId = (id: string) => units.find((u) => u.id === id);

  it('gives one UnitDef per roster unit, owned by the player', () => {
    expect(units.map((u) => u.id)).toEqual(roster.units.map((u) => u.id));
    expect(units.every((u) => u.owner === 'ann')).toBe(true);
  });

  it('tags Expert Conquerors and Bounty Hunters units, and no others', () => {
    expect(byId('sce-liberators-1')?.tags).toEqual([CORE_BATTALIONS['expert-conquerors'].tag]);
    expect(byId('sce-vindictors')?.tags).toEqual(['expert-conquerors']);
    expect(byId('sce-praetors')?.tags).toEqual(['bounty-hunters']);
    expect(byId('sce-lord-imperatant')?.tags).toBeUndefined();
  });

  it('marks the general, allies, Unique and reinforced units, and keeps roles and keywords', () => {
    expect(units.filter((u) => u.general === true).map((u) => u.id)).toEqual(['sce-lord-imperatant']);
    expect(byId('sce-ally-sisters')?.ally).toBe(true);
    expect(byId('sce-lord-imperatant')?.ally).toBeUndefined();
    expect(byId('sce-krondys')?.unique).toBe(true);
    expect(byId('sce-krondys')?.roles).toEqual(['leader', 'behemoth']);
    expect(byId('sce-vindictors')?.reinforced).toBe(2);
    expect(byId('sce-praetors')?.reinforced).toBeUndefined();
    expect(byId('sce-knight-arcanum')?.keywords).toContain('WIZARD');
  });

  it('marks coalition units and gives role-less units the role "other"', () => {
    const r = parseRoster({ faction: 'F', units: [{ id: 'c', name: 'C', points: 1, wounds: 1, models: 1, coalition: true }] });
    if (!r.ok) throw new Error('parse');
    const [u] = rosterToUnits(r.value, 'p');
    expect(u?.coalition).toBe(true);
    expect(u?.roles).toEqual(['other']);
  });

  it('prefixes ids on request', () => {
    expect(rosterToUnits(roster, 'ann', { idPrefix: 'ann:' }).map((u) => u.id)[0]).toBe('ann:sce-lord-imperatant');
  });

  it('feeds a UnitsAdded event the core engine accepts', () => {
    expect(UnitsAdded.safeParse({ type: 'UnitsAdded', data: { origin: 'roster', units } }).success).toBe(true);
    const engine = createEngine(testPack);
    const set = engine.applyOrThrow(engine.initialState(), {
      type: 'BattleSetUp',
      data: { battlepack: { id: 'test-pack', version: '1.0.0' }, battleplan: 'skirmish', pointsLimit: 2000, players: [{ id: 'ann', role: 'attacker' }, { id: 'bob', role: 'defender' }] },
    });
    const bob = rosterToUnits(load('gallet-1000-valid.json'), 'bob');
    const s = engine.applyOrThrow(set, { type: 'UnitsAdded', data: { origin: 'roster', units: [...units, ...bob] } });
    expect(s.units['sce-vindictors']?.def.tags).toEqual(['expert-conquerors']);
    expect(s.units['sce-lord-imperatant']?.def.general).toBe(true);
    expect(s.units['ork-killaboss']?.def.mounted).toBe(true);
    expect(Object.keys(s.units)).toHaveLength(units.length + bob.length);
  });
});
