import { describe, expect, it } from 'vitest';
import { createEngine } from '../../src/index.js';
import { gallet, galletEngine } from '../../src/gallet.js';
import { bobHeroPhase3, engine3, type Ev3 } from '../support/core-fixtures.js';
import { testPack } from '../support/test-pack.js';

// engine option `battleTacticRequired`: the pack's requirement switched on or off without copying the pack
describe('the battle-tactic requirement as an engine option', () => {
  it('switches a pack requirement off: the pack as shipped refuses, the engine with the option lets the turn go on', () => {
    const casual = createEngine(gallet, { battleTacticRequired: false });
    expect(casual.pack.options.battleTacticRequired).toBe(false);
    expect(gallet.options.battleTacticRequired).toBe(true);
    const events = [
      { type: 'BattleSetUp', data: { battlepack: { id: 'gallet-2022-s1', version: '1.0.0' }, battleplan: 'turf-war', pointsLimit: 2000, players: [{ id: 'ann', role: 'attacker' }, { id: 'bob', role: 'defender' }] } },
      { type: 'UnitsAdded', data: { origin: 'roster', units: [{ id: 'a1', owner: 'ann', name: 'a1', wounds: 1, models: 10, roles: ['battleline'] }, { id: 'b1', owner: 'bob', name: 'b1', wounds: 1, models: 10, roles: ['battleline'] }] } },
      { type: 'DeploymentFinished', data: { firstFinished: 'ann' } },
      { type: 'PriorityDetermined', data: { round: 1, firstTurn: 'ann' } },
      { type: 'TurnStarted', data: { player: 'ann' } },
      { type: 'PhaseStarted', data: { phase: 'hero' } },
    ] as const;
    const strict = galletEngine.replayOrThrow(events);
    const loose = casual.replayOrThrow(events);
    const next = { type: 'PhaseStarted', data: { phase: 'movement' } } as const;
    expect(galletEngine.check(strict, next).map((v) => v.code)).toEqual(['battle-tactic/required']);
    expect(casual.check(loose, next)).toEqual([]);
    expect(casual.available(loose).mustPickBattleTactic).toBe(false);
    expect(galletEngine.available(strict).mustPickBattleTactic).toBe(true);
  });

  it('switches a requirement on for a pack that has none, and leaves the pack alone when the option matches it', () => {
    const required = createEngine(testPack, { battleTacticRequired: true });
    const hero = required.replayOrThrow(bobHeroPhase3);
    const end: Ev3 = { type: 'TurnEnded', data: { player: 'bob' } };
    expect(required.check(hero, end).map((v) => v.code)).toEqual(['battle-tactic/required']);
    expect(engine3.check(engine3.replayOrThrow(bobHeroPhase3), end)).toEqual([]);
    expect(createEngine(gallet, { battleTacticRequired: true }).pack).toBe(gallet);
    expect(createEngine(gallet).pack).toBe(gallet);
  });
});
