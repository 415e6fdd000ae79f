import { describe, expect, it } from 'vitest';
import { ANN, BOB, general, given, unit } from './support.js';

function battle() {
  return given('turf-war').units([general('nagash', ANN, { name: 'Nagash', unique: true }), unit('a1', ANN)]).deploy(ANN).nextRound(ANN).turn(ANN);
}

describe('Unique units (also when added during the battle)', () => {
  it('refuses a second copy of a Unique unit, summoned or not, even after the first was destroyed', () => {
    battle().refuses({ type: 'UnitsAdded', data: { origin: 'summoned', units: [general('nagash-2', ANN, { name: 'Nagash', unique: true })] } }, 'army/unique-repeated');
    battle().destroy('nagash', { unit: 'a1' }).refuses({ type: 'UnitsAdded', data: { origin: 'replacement', units: [general('nagash-2', ANN, { name: 'nagash ', unique: true })] } }, 'army/unique-repeated');
    given('turf-war').refuses(
      { type: 'UnitsAdded', data: { origin: 'roster', units: [general('n1', ANN, { name: 'Nagash', unique: true }), general('n2', ANN, { name: 'Nagash', unique: true })] } },
      'army/unique-repeated',
    );
  });
  it('allows other Unique units, the opponent\'s copy, and extra non-unique units beyond any roster limit', () => {
    const b = battle().units([general('arkhan', ANN, { name: 'Arkhan', unique: true }), general('nagash-b', BOB, { name: 'Nagash', unique: true })], 'summoned');
    b.units([unit('beh1', ANN, { roles: ['behemoth'] }), unit('beh2', ANN, { roles: ['behemoth'] }), unit('beh3', ANN, { roles: ['behemoth'] }), unit('beh4', ANN, { roles: ['behemoth'] }), unit('beh5', ANN, { roles: ['behemoth'] })], 'summoned');
    expect(Object.keys(b.state.units)).toHaveLength(9);
  });
});
