import type { EventOf } from '../../src/index.js';
import { describe, expect, it } from 'vitest';
import { galletEngine } from '../../src/battlepack/gallet/index.js';
import { blightedWildsEngine } from '../../src/blighted-wilds.js';
import type { UnitDef } from '../../src/authoring.js';
import { setUpEvent, unit, type Ev } from '../battlepack/gallet/support.js';

// Finding: the Unique check on `UnitsAdded` rescanned every unit in the battle, so a 1.5 MB log of 10,000 one-unit
// events took 44 s to validate (3 MB: 198 s). Now the names already in each army are kept in the pack's state
// (`ext.unitNames`, a sorted list), and the check of an addition looks up the names it adds (a binary search): it never
// lists the army's units.

const oneUnit = (i: number, over: Partial<UnitDef> = {}): Ev => ({ type: 'UnitsAdded', data: { origin: 'roster', units: [unit(`u${i}`, i % 2 === 0 ? 'ann' : 'bob', { models: 1, ...over })] } });

/** Wraps `units` of a trusted-path draft so that every listing of its keys is counted. */
function countListings<T extends { units: object }>(draft: T): { count: () => number } {
  let n = 0;
  draft.units = new Proxy(draft.units, {
    ownKeys(t) {
      n++;
      return Reflect.ownKeys(t);
    },
  });
  return { count: () => n };
}

describe('the Unique check of UnitsAdded costs what is added, not the army', () => {
  it('Gallet: checking an addition to a 2,000-unit battle never lists the battle’s units', () => {
    const events: Ev[] = [setUpEvent('turf-war')];
    for (let i = 0; i < 2000; i++) events.push(oneUnit(i, { name: `Unit ${i}`, unique: i % 3 === 0 }));
    const draft = galletEngine.trusted.replay(events);
    const listings = countListings(draft);
    // a new Unique unit, a repeat of an existing Unique name (refused), and a plain unit
    expect(galletEngine.trusted.check(draft, oneUnit(5000, { name: 'Someone New', unique: true }))).toEqual([]);
    expect(galletEngine.trusted.check(draft, oneUnit(5002, { name: 'unit 6', unique: true })).map((v) => v.code)).toEqual(['army/unique-repeated']);
    expect(galletEngine.trusted.check(draft, oneUnit(5004))).toEqual([]);
    expect(listings.count()).toBe(0);
  });

  it('Blighted Wilds: an addition that replaces nothing never lists the battle’s units either', () => {
    type BwEv = EventOf<typeof blightedWildsEngine>;
    const setUp: BwEv = {
      type: 'BattleSetUp',
      data: {
        battlepack: { id: 'blighted-wilds', version: '1.0.0' },
        battleplan: 'example-tainted-springs',
        pointsLimit: 1000,
        players: [
          { id: 'ann', role: 'attacker' },
          { id: 'bob', role: 'defender' },
        ],
      },
    };
    const add = (i: number): BwEv => ({ type: 'UnitsAdded', data: { origin: 'roster', units: [{ id: `u${i}`, owner: 'ann', name: `Unit ${i}`, wounds: 1, models: 1, control: 1 }] } });
    const draft = blightedWildsEngine.trusted.replay([setUp, ...Array.from({ length: 500 }, (_, i) => add(i))]);
    const listings = countListings(draft);
    expect(blightedWildsEngine.trusted.check(draft, add(9999))).toEqual([]);
    expect(listings.count()).toBe(0);
  });

  it('folding an addition late in a long log never lists the battle’s units (a log of additions stays linear)', () => {
    const events: Ev[] = [setUpEvent('turf-war')];
    for (let i = 0; i < 2000; i++) events.push(oneUnit(i, { name: `Unit ${i}` }));
    const draft = galletEngine.trusted.replay(events);
    const listings = countListings(draft);
    galletEngine.trusted.apply(draft, oneUnit(9000, { name: 'Late' }));
    expect(draft.units['u9000']?.def.name).toBe('Late');
    expect(listings.count()).toBe(0);
    // while the armies are added at the start, the record is rebuilt in one spread (which lists it): the bound is on
    // where in the log, not on whether it ever happens
    const early = galletEngine.trusted.replay(events.slice(0, 3));
    const earlyListings = countListings(early);
    galletEngine.trusted.apply(early, oneUnit(9001));
    expect(earlyListings.count()).toBeGreaterThan(0);
  });

  it('a log of 10,000 one-unit additions validates, with every name in the index', () => {
    const events: Ev[] = [setUpEvent('turf-war')];
    for (let i = 0; i < 10_000; i++) events.push(oneUnit(i, { name: `Unit ${i}`, unique: true }));
    const r = galletEngine.replay(events);
    expect(r.ok && r.applied).toBe(events.length);
    expect(r.state.ext.unitNames).toHaveLength(10_000);
    // …and the next repeat is still caught
    expect(galletEngine.check(r.state, oneUnit(10_002, { name: 'UNIT  42', unique: true })).map((v) => v.code)).toEqual(['army/unique-repeated']);
  });

  it('the index keeps each name once, per army, sorted; apply, replay and the trusted path agree', () => {
    const events: Ev[] = [setUpEvent('turf-war'), oneUnit(0, { name: 'Liberators' }), oneUnit(2, { name: 'liberators ' }), oneUnit(1, { name: 'Liberators' }), oneUnit(4, { name: 'Aaa' })];
    const replayed = galletEngine.replayOrThrow(events);
    expect(replayed.ext.unitNames).toEqual(['ann:aaa', 'ann:liberators', 'bob:liberators']);
    let s = galletEngine.initialState();
    for (const e of events) s = galletEngine.applyOrThrow(s, e);
    expect(s).toStrictEqual(replayed);
    expect(galletEngine.trusted.replay(events)).toStrictEqual(JSON.parse(JSON.stringify(replayed)));
  });
});
