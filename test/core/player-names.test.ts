import { describe, expect, it } from 'vitest';
import { galletEngine } from '../../src/gallet.js';

// refusal messages name players by the display name the set-up gave, else by id
type Ev = Parameters<typeof galletEngine.apply>[1];
const battle = (names: boolean): Ev[] => [
  {
    type: 'BattleSetUp',
    data: {
      battlepack: { id: 'gallet-2022-s1', version: '1.0.0' },
      battleplan: 'turf-war',
      pointsLimit: 2000,
      players: [
        { id: 'grukk', role: 'attacker', ...(names ? { name: 'Grukk the Bold' } : {}) },
        { id: 'elf', role: 'defender', ...(names ? { name: 'Lady Aeliss' } : {}) },
      ],
    },
  },
  {
    type: 'UnitsAdded',
    data: { origin: 'roster', units: [{ id: 'g1', owner: 'grukk', name: 'Ardboys', wounds: 1, models: 10, roles: ['battleline'] }, { id: 'e1', owner: 'elf', name: 'Sentinels', wounds: 1, models: 10, roles: ['battleline'] }] },
  },
  { type: 'DeploymentFinished', data: { firstFinished: 'grukk' } },
  { type: 'PriorityDetermined', data: { round: 1, firstTurn: 'grukk' } },
  { type: 'TurnStarted', data: { player: 'grukk' } },
  { type: 'PhaseStarted', data: { phase: 'hero' } },
];

describe('players in refusal messages', () => {
  it('are named by their display name when the set-up gave one (the ref keeps the id)', () => {
    const s = galletEngine.replayOrThrow(battle(true));
    const owed = galletEngine.check(s, { type: 'PhaseStarted', data: { phase: 'movement' } });
    expect(owed[0]?.message).toMatch(/^Grukk the Bold must pick a battle tactic/);
    expect(owed[0]?.ref).toBe('grukk');
    const notYours = galletEngine.check(s, { type: 'TurnEnded', data: { player: 'elf' } });
    expect(notYours[0]?.message).toMatch(/It is Grukk the Bold's turn, not Lady Aeliss's/);
    const cp = galletEngine.check(s, { type: 'CommandPointsSpent', data: { player: 'elf', amount: 20 } });
    expect(cp[0]?.message).toMatch(/^Lady Aeliss has \d+ command points/);
  });

  it('are named by id when the set-up gave no name', () => {
    const s = galletEngine.replayOrThrow(battle(false));
    expect(galletEngine.check(s, { type: 'PhaseStarted', data: { phase: 'movement' } })[0]?.message).toMatch(/^grukk must pick a battle tactic/);
    expect(galletEngine.check(s, { type: 'TurnEnded', data: { player: 'elf' } })[0]?.message).toMatch(/It is grukk's turn, not elf's/);
  });
});
