import { describe, expect, it } from 'vitest';
import { GALLETIAN_VETERANS, gallet } from '../../../../src/battlepack/gallet/index.js';
import { currentWounds } from 'battlepack-engine/gallet';
import { galletRule } from 'battlepack-engine/gallet/reference';
import { ANN, BOB, given, unit } from '../support.js';

describe('realm rule: Masters of the Splintered Land', () => {
  const b = given('turf-war').units([
    unit('line', ANN, { wounds: 4 }),
    unit('heavy', ANN, { wounds: 5 }),
    unit('riders', ANN, { wounds: 2, mounted: true }),
    unit('elite', BOB, { roles: ['other'], wounds: 1 }),
    unit('ally', BOB, { ally: true, wounds: 2 }),
  ]);
  const kw = (id: string) => b.state.units[id]?.derivedKeywords ?? [];

  it('gives GALLETIAN VETERANS to a Battleline unit of Wounds 4 or less without mounts', () => {
    expect(kw('line')).toEqual([GALLETIAN_VETERANS]);
  });
  it('gives an allied Battleline unit the keyword too', () => {
    expect(kw('ally')).toEqual([GALLETIAN_VETERANS]);
  });
  it('does not give it above Wounds 4, to mounted units, or to units that are not Battleline', () => {
    expect(kw('heavy')).toEqual([]);
    expect(kw('riders')).toEqual([]);
    expect(kw('elite')).toEqual([]);
  });
  it('is in the pack reference with a summary and a source', () => {
    expect(galletRule('masters-of-the-splintered-land')?.kind).toBe('rule');
    const r = galletRule('masters-of-the-splintered-land');
    expect(r?.source.document).toBe('ghb-2022-s1');
    expect(r?.summary.length).toBeGreaterThan(20);
  });
  it('reads a unit\'s Wounds characteristic now: as added, as changed, 0 for a unit not in the battle', () => {
    const after = given('turf-war').units([unit('line', ANN, { wounds: 4 }), unit('b1', BOB, { wounds: 2 })]).deploy(ANN).do({ type: 'WoundsCharacteristicChanged', data: { unit: 'line', wounds: 6 } });
    expect([currentWounds(after.state, 'line'), currentWounds(after.state, 'b1'), currentWounds(after.state, 'ghost')]).toEqual([6, 2, 0]);
  });
  it('records a changed Wounds characteristic without taking the keyword away', () => {
    const after = b.deploy(ANN).do({ type: 'WoundsCharacteristicChanged', data: { unit: 'line', wounds: 6 } });
    expect(after.state.ext.wounds['line']).toBe(6);
    expect(after.state.units['line']?.derivedKeywords).toContain(GALLETIAN_VETERANS);
  });
});
