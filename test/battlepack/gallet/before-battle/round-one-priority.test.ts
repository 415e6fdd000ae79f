// covers: gallet/stealing-the-initiative
import { describe, expect, it } from 'vitest';
import { nextToDeploy, roundOnePriority } from '../../../../src/battlepack/gallet/before-battle.js';
import { createEngine } from '../../../../src/index.js';
import { testPack } from '../../../support/test-pack.js';

// ghb 2022 s1, "Stealing the Initiative": no roll in round 1; whoever finished deploying first has priority
describe('roundOnePriority', () => {
  it('gives round-1 priority to the player who finished deploying first, without a roll', () => {
    expect(roundOnePriority('bob')).toMatchObject({ round: 1, winner: 'bob', rolled: false });
    expect(roundOnePriority('ann').winner).toBe('ann');
  });

  it('agrees with the deployment order: the smaller army finishes first', () => {
    const order: string[] = [];
    const left: Record<string, number> = { ann: 5, bob: 2 };
    let firstFinished: string | null = null;
    for (let p = nextToDeploy('ann', 'bob', order, left); p !== null; p = nextToDeploy('ann', 'bob', order, left)) {
      order.push(p);
      left[p] = (left[p] ?? 0) - 1;
      if (left[p] === 0 && firstFinished === null) firstFinished = p;
    }
    expect(firstFinished).toBe('bob');
    expect(roundOnePriority(firstFinished ?? '').winner).toBe('bob');
  });

  it('matches what the engine accepts as round-1 priority in a deployment-first pack', () => {
    const engine = createEngine(testPack);
    let s = engine.applyOrThrow(engine.initialState(), {
      type: 'BattleSetUp',
      data: { battlepack: { id: 'test-pack', version: '1.0.0' }, battleplan: 'skirmish', pointsLimit: 1000, players: [{ id: 'ann', role: 'attacker' }, { id: 'bob', role: 'defender' }] },
    });
    s = engine.applyOrThrow(s, { type: 'DeploymentFinished', data: { firstFinished: 'bob' } });
    const p = roundOnePriority('bob');
    expect(engine.apply(s, { type: 'PriorityDetermined', data: { round: p.round, winner: p.winner, firstTurn: 'ann' } }).ok).toBe(true);
    expect(engine.apply(s, { type: 'PriorityDetermined', data: { round: 1, winner: roundOnePriority('ann').winner, firstTurn: 'ann' } }).ok).toBe(false);
  });
});
