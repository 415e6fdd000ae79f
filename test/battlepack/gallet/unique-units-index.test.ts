// The Unique check during the battle reads the pack's index of names (`unitNames`, sorted, no repeats): a name is
// found wherever it sorts among many, the index gains each new name once, and the refusal in full.
import { describe, expect, it } from 'vitest';
import { ANN, BOB, general, given, unit, type Ev } from './support.js';

const NAMES = ['Alarielle', 'Belakor', 'Celestant', 'Drycha', 'Eltharion', 'Fulminator', 'Gotrek', 'Hellstrider', 'Ironjawz', 'Jabberslythe'];

/** Ann's army of ten units, one of each name; Bob's of one. */
function battle() {
  return given('turf-war')
    .units([...NAMES.map((name, i) => unit(`a${i}`, ANN, { name })), general('ag', ANN, { name: 'Zephyr' }), general('bg', BOB, { name: 'Bob General' })])
    .deploy(ANN)
    .nextRound(ANN)
    .turn(ANN);
}
const summon = (id: string, name: string, owner = ANN): Ev => ({ type: 'UnitsAdded', data: { origin: 'summoned', units: [unit(id, owner, { name, unique: true, models: 1 })] } });

describe('the index of names behind the Unique check', () => {
  it('finds each name of the army wherever it sorts, the first, the last and those between', () => {
    for (const name of [...NAMES, 'Zephyr']) expect(battle().codes(summon('u', name)), name).toEqual(['army/unique-repeated']);
  });

  it('finds no name the army does not have, whether it sorts before, between or after the others', () => {
    for (const name of ['Aaron', 'Bz', 'Hellstrider2', 'Zzz', 'Bob General']) expect(battle().codes(summon('u', name)), name).toEqual([]);
    // the opponent's names are another army's
    expect(battle().codes(summon('u', 'Alarielle', BOB))).toEqual([]);
  });

  it('gains each new name once, sorted, and nothing for a name it holds', () => {
    const b = battle();
    const before = b.state.ext.unitNames;
    expect(before).toEqual([...[...NAMES, 'Zephyr'].map((n) => `ann:${n.toLowerCase()}`), 'bob:bob general'].sort());
    b.do({ type: 'UnitsAdded', data: { origin: 'summoned', units: [unit('x1', ANN, { name: 'Alarielle' })] } });
    expect(b.state.ext.unitNames).toBe(before);
    b.do({ type: 'UnitsAdded', data: { origin: 'summoned', units: [unit('x2', ANN, { name: 'Kurnoth' }), unit('x3', ANN, { name: 'KURNOTH' }), unit('x4', ANN, { name: 'Alarielle' })] } });
    expect(b.state.ext.unitNames).toEqual([...before, 'ann:kurnoth'].sort());
  });

  it('refuses a Unique unit the army already has, in full', () => {
    const b = battle();
    const e: Ev = { type: 'UnitsAdded', data: { origin: 'summoned', units: [unit('ok', ANN, { name: 'Kurnoth' }), unit('again', ANN, { name: 'gotrek', unique: true, models: 1 })] } };
    // (eventIndex: where the event would go in the log)
    expect(b.check(e).map(({ eventIndex: _, ...v }) => v)).toEqual([
      {
        code: 'army/unique-repeated',
        message: `"gotrek" is a Unique unit and ann's army already has one, and a Unique unit is never repeated.`,
        path: ['data', 'units', 1],
        ref: 'again',
      },
    ]);
  });
});
