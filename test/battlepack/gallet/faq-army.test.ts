import { describe, expect, it } from 'vitest';
import { rosterToUnits, parseRoster, validateRoster, validateUnitsAddedDuringBattle, PITCHED_BATTLE_LIMITS } from '../../../src/battlepack/gallet/army.js';
import { legal, unit } from './army/_roster.js';

// ghb 2022 s1, FAQ: the two army-building questions
describe('FAQ (army building)', () => {
  it('Q1: If I add units to a Pitched Battle army after the battle has started, may I exceed the limits (e.g. summon extra Behemoths)?', () => {
    // an army already at the 1000-point Behemoth maximum
    const behemoths = Array.from({ length: PITCHED_BATTLE_LIMITS[1000].behemothsMax }, (_, i) => unit(`m${i}`, { roles: ['behemoth'], models: 1, wounds: 12 }));
    const roster = legal(1000, [...behemoths, unit('unique-hero', { name: 'Gordrakk', roles: ['leader', 'behemoth'], unique: true, models: 1, wounds: 18 })]);
    roster.units = roster.units.filter((x) => x.id !== 'm1');
    expect(validateRoster(roster, { pointsLimit: 1000 })).toEqual([]);
    const parsed = parseRoster(roster);
    if (!parsed.ok) throw new Error('parse');
    const army = rosterToUnits(parsed.value, 'ann');
    // yes: Leaders, Behemoths and Artillery beyond the table may be added…
    const summoned = [
      { id: 's1', owner: 'ann', name: 'Summoned Beast', roles: ['behemoth'] },
      { id: 's2', owner: 'ann', name: 'Summoned Beast', roles: ['behemoth'] },
      { id: 's3', owner: 'ann', name: 'Summoned Hero', roles: ['leader'] },
    ];
    expect(validateUnitsAddedDuringBattle(army, summoned)).toEqual([]);
    // …but never a second copy of a Unique unit
    expect(validateUnitsAddedDuringBattle(army, [{ id: 's4', owner: 'ann', name: 'Gordrakk', unique: true }]).map((v) => v.code)).toEqual(['army/unique-repeated']);
    // the same extra Behemoth on the roster itself is refused
    const over = legal(1000, [...behemoths, unit('m9', { roles: ['behemoth'], models: 1, wounds: 12 })]);
    expect(validateRoster(over, { pointsLimit: 1000 }).map((v) => v.code)).toEqual(['army/behemoths-max']);
  });

  it('Q2: May a unit with a Pitched Battle profile be used even if it is not listed in a faction table?', () => {
    // yes: the validator never looks units up in faction tables; any warscroll of the army's faction is accepted
    const r = legal(2000, [unit('odd', { name: 'A Warscroll No Faction Table Lists', faction: 'Stormcast Eternals', points: 180 })]);
    expect(validateRoster(r, { pointsLimit: 2000 })).toEqual([]);
    // the faction rule still applies: the unit must be of the army's faction (or an ally / coalition unit)
    const other = legal(2000, [unit('odd', { name: 'A Warscroll No Faction Table Lists', faction: 'Seraphon', points: 180 })]);
    expect(validateRoster(other, { pointsLimit: 2000 }).map((v) => v.code)).toEqual(['army/single-faction']);
  });
});
