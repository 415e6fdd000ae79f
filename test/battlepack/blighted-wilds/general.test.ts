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

describe('the 4th-edition general: the refusal in full, and the cases around it', () => {
  const refusal = (s: S, e: Ev) => engine.check(s, e).map(({ eventIndex: _, ...v }) => v);
  const king = (id = 'king', over: Partial<UnitDef> = {}) => hero(id, { keywords: ['HERO', 'WARMASTER'], ...over });

  it('names the army, its WARMASTER units and the general, and points at the general', () => {
    expect(refusal(setUp(), add(king('k1'), hero('lord', { general: true }), king('k2')))).toEqual([
      { code: 'blighted-wilds/general-not-warmaster', message: `ann's army has WARMASTER units (k1, k2), so the general must be one of them, not "lord" (core rules 3.2).`, path: ['data', 'units', 1, 'general'], ref: 'lord' },
    ]);
  });

  it('points at the first WARMASTER added when the general came before, and lists the army’s earlier WARMASTER units first', () => {
    const s = play(setUp(), add(hero('lord', { general: true }), hero('plain', { keywords: [] })));
    expect(refusal(s, add(hero('other'), king('k1'), king('k2')))).toEqual([
      { code: 'blighted-wilds/general-not-warmaster', message: `ann's army has WARMASTER units (k1, k2), so the general must be one of them, not "lord" (core rules 3.2).`, path: ['data', 'units', 1, 'keywords'], ref: 'lord' },
    ]);
    const withKing = play(setUp(), add(king('k0', { general: true })));
    // a second WARMASTER joins an army whose general is one: fine
    expect(refusal(withKing, add(king('k1')))).toEqual([]);
    // a new general who is not a WARMASTER: the army's WARMASTER units, earlier ones first
    expect(refusal(withKing, add(king('k1'), hero('lord', { general: true })))).toEqual([
      { code: 'blighted-wilds/general-not-warmaster', message: `ann's army has WARMASTER units (k0, k1), so the general must be one of them, not "lord" (core rules 3.2).`, path: ['data', 'units', 1, 'general'], ref: 'lord' },
    ]);
  });

  it('each army on its own: both armies wrong in one event give two refusals', () => {
    const bob = (u: UnitDef): UnitDef => ({ ...u, owner: 'bob', id: `b-${u.id}` });
    expect(refusal(setUp(), add(hero('lord', { general: true }), king(), bob(hero('lord', { general: true })), bob(king()))).map((v) => [v.ref, v.path])).toEqual([
      ['lord', ['data', 'units', 0, 'general']],
      ['b-lord', ['data', 'units', 2, 'general']],
    ]);
    // bob's WARMASTER, added earlier, says nothing about ann's general added later
    expect(refusal(play(setUp(), add(bob(king()))), add(hero('lord', { general: true })))).toEqual([]);
    // bob's army right, ann's wrong: only ann's
    expect(refusal(setUp(), add(bob(king('k', { general: true })), hero('lord', { general: true }), king())).map((v) => v.ref)).toEqual(['lord']);
  });

  it('units without keywords, an army with no general yet, units of other origins', () => {
    const bare: UnitDef = { id: 'bare', owner: 'ann', name: 'Bare', wounds: 1, models: 10 };
    expect(refusal(setUp(), add(bare, hero('lord', { general: true })))).toEqual([]);
    expect(refusal(play(setUp(), add(bare)), add(hero('lord', { general: true })))).toEqual([]);
    // a WARMASTER and no general named yet: nothing to refuse
    expect(refusal(setUp(), add(king(), bare))).toEqual([]);
    // a WARMASTER summoned earlier is not part of the army the general is picked from
    const summoned = play(setUp(), { type: 'UnitsAdded', data: { origin: 'summoned', units: [king()] } });
    expect(refusal(summoned, add(hero('lord', { general: true })))).toEqual([]);
    // nor a replacement unit
    expect(refusal(setUp(), { type: 'UnitsAdded', data: { origin: 'replacement', units: [hero('lord', { general: true }), king()] } })).toEqual([]);
  });

  it('a unit set up in reserve is in the army: a WARMASTER there claims the general too', () => {
    const reserve = (...units: UnitDef[]): Ev => ({ type: 'UnitsAdded', data: { origin: 'reserve', units } });
    const notWarmaster = (ws: string, at: (string | number)[]) => [
      { code: 'blighted-wilds/general-not-warmaster', message: `ann's army has WARMASTER units (${ws}), so the general must be one of them, not "lord" (core rules 3.2).`, path: at, ref: 'lord' },
    ];
    // the WARMASTER waits in reserve, the general is on the roster: either order
    expect(refusal(play(setUp(), add(hero('lord', { general: true }))), reserve(king()))).toEqual(notWarmaster('king', ['data', 'units', 0, 'keywords']));
    expect(refusal(play(setUp(), reserve(king())), add(hero('lord', { general: true })))).toEqual(notWarmaster('king', ['data', 'units', 0, 'general']));
    expect(refusal(setUp(), reserve(hero('lord', { general: true }), king()))).toEqual(notWarmaster('king', ['data', 'units', 0, 'general']));
    // a WARMASTER general in reserve, or no WARMASTER at all: fine
    expect(refusal(play(setUp(), reserve(king('king', { general: true }))), add(hero('lord'), king('k2')))).toEqual([]);
    expect(refusal(play(setUp(), reserve(hero('other'))), add(hero('lord', { general: true })))).toEqual([]);
  });
});
