import { describe, expect, it } from 'vitest';
import { galletEngine } from '../../src/battlepack/gallet/index.js';
import { expectRejected } from '../support/expect-rejected.js';

// Bad input against the Gallet 2022 season 1 pack: unknown battleplan, grand strategy and battle tactic ids.

const pack = galletEngine.pack;
const setUp = (data: Record<string, unknown> = {}) => ({
  type: 'BattleSetUp',
  data: {
    battlepack: { id: pack.id, version: pack.version },
    battleplan: 'turf-war',
    pointsLimit: 2000,
    players: [
      { id: 'ann', role: 'attacker' },
      { id: 'bob', role: 'defender' },
    ],
    ...data,
  },
});
const heroPhase = [
  setUp(),
  {
    type: 'UnitsAdded',
    data: {
      origin: 'roster',
      units: [
        { id: 'a1', owner: 'ann', name: 'Liberators', wounds: 2, models: 5, roles: ['battleline'], general: true },
        { id: 'b1', owner: 'bob', name: 'Gore-gruntas', wounds: 5, models: 3, mounted: true },
      ],
    },
  },
  { type: 'DeploymentFinished', data: { firstFinished: 'bob' } },
  { type: 'PriorityDetermined', data: { round: 1, firstTurn: 'bob' } },
  { type: 'TurnStarted', data: { player: 'bob' } },
  { type: 'PhaseStarted', data: { phase: 'hero' } },
];
const listed = (ids: readonly string[]) => new RegExp(ids.map((id) => id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join(', '));

describe('Gallet: unknown ids', () => {
  it('a battleplan that is not in the season → setup/unknown-battleplan, listing the twelve', () => {
    const r = expectRejected(galletEngine, [], setUp({ battleplan: 'power-struggle' }), {
      code: 'setup/unknown-battleplan',
      path: ['data', 'battleplan'],
      allowed: listed(Object.keys(pack.battleplans)),
    });
    expect(Object.keys(pack.battleplans)).toHaveLength(12);
    expect(r.violation.ref).toBe('power-struggle');
  });

  it('a grand strategy that is not in the season → setup/unknown-grand-strategy, listing them', () => {
    expectRejected(galletEngine, [], setUp({ players: [{ id: 'ann', role: 'attacker', grandStrategy: 'world-domination' }, { id: 'bob', role: 'defender' }] }), {
      code: 'setup/unknown-grand-strategy',
      path: ['data', 'players', 0, 'grandStrategy'],
      allowed: listed(Object.keys(pack.grandStrategies)),
    });
  });

  it('a battle tactic that is not in the season → battle-tactic/unknown, listing them', () => {
    const given = heroPhase;
    expect(galletEngine.replay(given).ok).toBe(true);
    expectRejected(galletEngine, given, { type: 'BattleTacticPicked', data: { player: 'bob', tactic: 'ravage-the-realm' } }, {
      code: 'battle-tactic/unknown',
      path: ['data', 'tactic'],
      allowed: listed(Object.keys(pack.battleTactics)),
    });
  });

  it('a battle tactic id in another case is not the tactic', () => {
    const first = Object.keys(pack.battleTactics)[0] ?? '';
    expectRejected(galletEngine, heroPhase, { type: 'BattleTacticPicked', data: { player: 'bob', tactic: first.toUpperCase() } }, { code: 'battle-tactic/unknown', path: ['data', 'tactic'] });
  });

  it('an event of another pack → event/unknown-type', () => {
    expectRejected(galletEngine, heroPhase, { type: 'ContaminationRolled', data: {} }, { code: 'event/unknown-type', path: ['type'] });
  });

  it('another battlepack id in the set-up → setup/battlepack-mismatch', () => {
    expectRejected(galletEngine, [], setUp({ battlepack: { id: 'blighted-wilds', version: '1.0.0' } }), { code: 'setup/battlepack-mismatch', path: ['data', 'battlepack', 'id'] });
  });
});
