import { describe, it } from 'vitest';
import { bobHeroPhase3, deployed4, engine3, engine4, round1Begun3, setUp3, setUp4 } from '../support/core-fixtures.js';
import { expectRejected } from '../support/expect-rejected.js';

// Bad input: ids of units, objectives, terrain, tactics, strategies, battleplans or players that the battle does not have.

const inTurn3 = bobHeroPhase3;
const inTurn4 = [...deployed4, { type: 'PriorityDetermined', data: { round: 1, rolls: { cat: 6, dan: 1 }, firstTurn: 'cat' } }, { type: 'TurnStarted', data: { player: 'cat' } }, { type: 'PhaseStarted', data: { phase: 'hero' } }];

describe('an unknown unit id', () => {
  it.each([
    ['ModelsSlain', { type: 'ModelsSlain', data: { unit: 'ghost', count: 1 } }, ['data', 'unit']],
    ['UnitDestroyed', { type: 'UnitDestroyed', data: { unit: 'ghost' } }, ['data', 'unit']],
    ['UnitRemoved', { type: 'UnitRemoved', data: { unit: 'ghost' } }, ['data', 'unit']],
    ['UnitArrived', { type: 'UnitArrived', data: { unit: 'ghost' } }, ['data', 'unit']],
    ['the attacker of UnitDestroyed', { type: 'UnitDestroyed', data: { unit: 'b1', by: { unit: 'ghost' } } }, ['data', 'by', 'unit']],
    ['a contest entry', { type: 'ObjectiveContestReported', data: { contests: [{ unit: 'a1', objective: 'west', models: 3 }, { unit: 'ghost', objective: 'west', models: 3 }] } }, ['data', 'contests', 1, 'unit']],
    ['a zone report', { type: 'ZonesReported', data: { units: { a1: { wholly: ['q1'] }, ghost: { wholly: ['q2'] } } } }, ['data', 'units', 'ghost']],
  ] as const)('in %s → unit/unknown at its path', (_name, event, path) => {
    expectRejected(engine3, inTurn3, event, { code: 'unit/unknown', path, allowed: /UnitsAdded/ });
  });

  it('as a battle tactic target → the tactic refuses the target', () => {
    expectRejected(engine3, inTurn3, { type: 'BattleTacticPicked', data: { player: 'bob', tactic: 'slay-the-foe', target: { kind: 'unit', id: 'ghost' } } }, {
      code: 'battle-tactic/invalid-target',
      path: ['data', 'target', 'id'],
    });
  });
});

describe('an unknown objective id', () => {
  it.each([
    ['ObjectiveControlSet', { type: 'ObjectiveControlSet', data: { objective: 'north', player: 'ann' } }, ['data', 'objective']],
    ['a contest entry', { type: 'ObjectiveContestReported', data: { contests: [{ unit: 'a1', objective: 'north', models: 3 }] } }, ['data', 'contests', 0, 'objective']],
    ['the objectives a report covers', { type: 'ObjectiveContestReported', data: { objectives: ['west', 'north'], contests: [] } }, ['data', 'objectives', 1]],
  ] as const)('in %s → objective/unknown at its path', (_name, event, path) => {
    expectRejected(engine3, round1Begun3, event, { code: 'objective/unknown', path, allowed: /the objectives are west, centre, east/ });
  });

  it('as a battle tactic target → the tactic refuses the target', () => {
    expectRejected(engine4, inTurn4, { type: 'BattleTacticPicked', data: { player: 'cat', tactic: 'claim-ground', target: { kind: 'objective', id: 'west' } } }, {
      code: 'battle-tactic/invalid-target',
      path: ['data', 'target', 'id'],
      allowed: /Pick an objective on the battlefield/,
    });
  });
});

describe('other unknown ids', () => {
  it('terrain → terrain/unknown', () => {
    expectRejected(engine3, round1Begun3, { type: 'TerrainControlSet', data: { terrain: 'forest', player: null } }, { code: 'terrain/unknown', path: ['data', 'terrain'], allowed: /the features are tower/ });
  });

  it('a battle tactic → battle-tactic/unknown', () => {
    expectRejected(engine3, inTurn3, { type: 'BattleTacticPicked', data: { player: 'bob', tactic: 'ravage' } }, {
      code: 'battle-tactic/unknown',
      path: ['data', 'tactic'],
      allowed: /this pack has: slay-the-foe, hold-fast/,
    });
  });

  it('a battle tactic stated completed that was never picked → battle-tactic/not-picked', () => {
    expectRejected(engine3, inTurn3, { type: 'BattleTacticCompleted', data: { player: 'bob', tactic: 'ravage' } }, { code: 'battle-tactic/not-picked', path: ['data', 'tactic'] });
  });

  it('a grand strategy → setup/unknown-grand-strategy', () => {
    const data = { ...setUp3.data, players: [{ id: 'ann', role: 'attacker', grandStrategy: 'conquer' }, { id: 'bob', role: 'defender', grandStrategy: 'hold-the-centre' }] };
    expectRejected(engine3, [], { type: 'BattleSetUp', data }, { code: 'setup/unknown-grand-strategy', path: ['data', 'players', 0, 'grandStrategy'], allowed: /hold-the-centre/ });
  });

  it('a grand strategy in a pack that has none → the message says so', () => {
    const data = { ...setUp4.data, players: [{ id: 'cat', role: 'attacker', grandStrategy: 'conquer' }, { id: 'dan', role: 'defender' }] };
    expectRejected(engine4, [], { type: 'BattleSetUp', data }, { code: 'setup/unknown-grand-strategy', path: ['data', 'players', 0, 'grandStrategy'], allowed: /this pack has: none/ });
  });

  it('a battleplan → setup/unknown-battleplan', () => {
    expectRejected(engine3, [], { type: 'BattleSetUp', data: { ...setUp3.data, battleplan: 'the-vice' } }, { code: 'setup/unknown-battleplan', path: ['data', 'battleplan'], allowed: /skirmish/ });
  });

  it('a battlepack → setup/battlepack-mismatch', () => {
    expectRejected(engine3, [], { type: 'BattleSetUp', data: { ...setUp3.data, battlepack: { id: 'gallet-2022-s1', version: '1.0.0' } } }, { code: 'setup/battlepack-mismatch', path: ['data', 'battlepack', 'id'] });
  });

  it.each([
    ['CommandPointsGained', { type: 'CommandPointsGained', data: { player: 'eve', amount: 1 } }, ['data', 'player']],
    ['ObjectiveControlSet', { type: 'ObjectiveControlSet', data: { objective: 'west', player: 'eve' } }, ['data', 'player']],
    ['TerrainControlSet', { type: 'TerrainControlSet', data: { terrain: 'tower', player: 'eve' } }, ['data', 'player']],
    ['DiceRolled', { type: 'DiceRolled', data: { rule: 'x', player: 'eve', values: [1] } }, ['data', 'player']],
    ['the killer of UnitDestroyed', { type: 'UnitDestroyed', data: { unit: 'a1', by: { player: 'eve' } } }, ['data', 'by', 'player']],
    ['BattleEnded', { type: 'BattleEnded', data: { reason: 'concession', concededBy: 'eve' } }, ['data', 'concededBy']],
  ] as const)('a player in %s → setup/invalid-players', (_name, event, path) => {
    expectRejected(engine3, round1Begun3, event, { code: 'setup/invalid-players', path, allowed: /the players are ann and bob/ });
  });

  it('a unit owner → unit/unknown-owner', () => {
    expectRejected(engine3, [setUp3], { type: 'UnitsAdded', data: { origin: 'roster', units: [{ id: 'x1', owner: 'eve', name: 'X', wounds: 1, models: 1 }] } }, {
      code: 'unit/unknown-owner',
      path: ['data', 'units', 0, 'owner'],
    });
  });
});
