import { describe, expect, it } from 'vitest';
import type { UnitDef } from '../../../src/authoring.js';
import { engine, play, type Ev, type S } from './support.js';

// core rules 4th ed, 3.2 (ruling blighted-wilds/general-warmaster): with a WARMASTER in the army, the general is one
const setUp = (): S =>
  play(engine.initialState(), {
    type: 'BattleSetUp',
    data: { battlepack: { id: 'blighted-wilds', version: '1.0.0' }, battleplan: 'example-tainted-springs', pointsLimit: 1000, players: [{ id: 'ann', role: 'attacker' }, { id: 'bob', role: 'defender' }] },
  });
const add = (...units: UnitDef[]): Ev => ({ type: 'UnitsAdded', data: { origin: 'roster', units } });
const hero = (id: string, over: Partial<UnitDef> = {}): UnitDef => ({ id, owner: 'ann', name: id, wounds: 5, models: 1, control: 2, keywords: ['HERO'], ...over });

describe('the 4th-edition general and WARMASTER (core rules 3.2)', () => {
  it('refuses a general who is not a WARMASTER when the army has one, in one event or added later, either way round', () => {
    const same = engine.check(setUp(), add(hero('lord', { general: true }), hero('king', { keywords: ['HERO', 'WARMASTER'] })));
    expect(same.map((v) => v.code)).toEqual(['blighted-wilds/general-not-warmaster']);
    expect(same[0]?.path).toEqual(['data', 'units', 0, 'general']);
    expect(same[0]?.message).toMatch(/ann's army has WARMASTER units \(king\), so the general must be one of them, not "lord"/);
    // the WARMASTER joins an army whose general is already named
    const later = engine.check(play(setUp(), add(hero('lord', { general: true }))), add(hero('king', { keywords: ['HERO', 'Warmaster'] })));
    expect(later.map((v) => v.code)).toEqual(['blighted-wilds/general-not-warmaster']);
    expect(later[0]?.path).toEqual(['data', 'units', 0, 'keywords']);
    // the general joins an army that already has a WARMASTER
    expect(engine.check(play(setUp(), add(hero('king', { keywords: ['HERO', 'WARMASTER'] }))), add(hero('lord', { general: true }))).map((v) => v.code)).toEqual(['blighted-wilds/general-not-warmaster']);
  });

  it('accepts a WARMASTER general, any general in an army without one, and units summoned later', () => {
    const s = play(setUp(), add(hero('king', { keywords: ['HERO', 'WARMASTER'], general: true }), hero('lord')));
    expect(s.units['king']?.def.general).toBe(true);
    play(setUp(), add(hero('lord', { general: true }), hero('other')));
    // the opponent's WARMASTER says nothing about ann's general
    play(setUp(), add(hero('lord', { general: true }), { ...hero('bking', { keywords: ['HERO', 'WARMASTER'] }), owner: 'bob' }));
    // a WARMASTER summoned later does not take the generalship
    const summoned: Ev = { type: 'UnitsAdded', data: { origin: 'summoned', units: [hero('king', { keywords: ['HERO', 'WARMASTER'] })] } };
    expect(engine.check(play(setUp(), add(hero('lord', { general: true }))), summoned)).toEqual([]);
  });
});
