// covers: gallet/terrain-features
import { describe, expect, it } from 'vitest';
import { gallet } from '../../../src/battlepack/gallet/index.js';
import { galletRule } from 'battlepack-engine/gallet/reference';
import { ANN, given, unit } from './support.js';

// ghb 2022 s1, "Terrain Features" and "Mysterious Terrain": left to the players (docs/not-modelled.md, terrain-set-up and
// mysterious-terrain); the engine takes the terrain the set-up lists and records the rolls as dice
describe('terrain features (set-up distances and Mysterious Terrain are the players\')', () => {
  it('takes the terrain features a set-up lists as given, and records a Mysterious Terrain roll as dice', () => {
    const b = given('turf-war', { terrain: [{ id: 'ruin', placement: 'neutral', kind: 'ruins' }, { id: 'wood', placement: 'attacker-territory' }] }).units([unit('a1', ANN)]).deploy(ANN);
    expect(Object.keys(b.state.board.terrain)).toEqual(['ruin', 'wood']);
    b.do({ type: 'DiceRolled', data: { rule: 'mysterious-terrain', player: 'bob', values: [4] } });
    expect(b.state.eventCount).toBe(4);
  });

  it('says in the rules reference what it leaves to the players, so the reference links it to docs/not-modelled.md', () => {
    expect(galletRule('terrain-features')?.kind).toBe('rule');
    expect(galletRule('terrain-features')?.notModelled).toEqual(['terrain-set-up', 'mysterious-terrain']);
    // where the pack does model a rule, it says nothing is left out
    expect(galletRule('reserve-units')?.notModelled).toEqual([]);
  });
});
