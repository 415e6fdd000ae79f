// covers: blighted-wilds/damage-pool
import { selectDestroyed } from 'battlepack-engine';
import { describe, expect, it } from 'vitest';
import { damageOn } from '../../../src/battlepack/blighted-wilds/index.js';
import { deployed, engine, play, round, setUpOnly, turn, type Ev, type S } from './support.js';

const waters = (player: 'ann' | 'bob', unit: string, roll: number): Ev => ({ type: 'BlightedWatersResolved', data: { player, pick: 3, within: [unit], rolls: { [unit]: roll } } });

describe('mortal damage', () => {
  it('stays on a multi-wound model until it reaches its Wounds, then slays it', () => {
    // the blightkings have 3 wounds per model: three Blighted Waters 1s slay one
    let s: S = round(deployed(), 1, 'ann');
    s = turn(s, 'ann', [waters('ann', 'bob-blightkings', 1)]);
    s = turn(s, 'bob', [waters('bob', 'bob-blightkings', 1)]);
    expect(damageOn(s, 'bob-blightkings')).toBe(2);
    expect(s.units['bob-blightkings']?.modelsRemaining).toBe(5);
    s = turn(round(s, 2, 'ann', { ann: 3, bob: 3 }), 'ann', [waters('ann', 'bob-blightkings', 1)]);
    expect(damageOn(s, 'bob-blightkings')).toBe(0);
    expect(s.units['bob-blightkings']?.modelsRemaining).toBe(4);
  });

  it('slays a 1-wound model at once and destroys the unit with its last model', () => {
    let s: S = round(deployed(), 1, 'ann');
    s = play(s, { type: 'TurnStarted', data: { player: 'ann' } }, { type: 'ModelsSlain', data: { unit: 'bob-plaguebearers', count: 9 } }, waters('ann', 'bob-plaguebearers', 1));
    expect(s.units['bob-plaguebearers']?.status).toBe('destroyed');
    expect(selectDestroyed(s).at(-1)).toMatchObject({ unit: 'bob-plaguebearers', means: 'mortal' });
  });

  it('a 2+ inflicts none', () => {
    const s = play(round(deployed(), 1, 'ann'), { type: 'TurnStarted', data: { player: 'ann' } }, waters('ann', 'bob-blightkings', 2));
    expect(damageOn(s, 'bob-blightkings')).toBe(0);
    expect(play(s, { type: 'TurnEnded', data: { player: 'ann' } }).units['bob-blightkings']?.modelsRemaining).toBe(5);
  });
});

// core rules 4th ed, 14.5 (ruling blighted-wilds/one-damage-pool): attack damage and mortal damage share one pool
describe('one damage pool per model', () => {
  const attack = (unit: string, amount: number): Ev => ({ type: 'DamageAllocated', data: { unit, amount } });

  it('a model badly wounded by attacks is slain by one point of Blighted Waters', () => {
    // blightkings: 3 wounds a model; 2 points from attacks, then a Blighted Waters 1
    let s: S = play(round(deployed(), 1, 'ann'), { type: 'TurnStarted', data: { player: 'ann' } }, attack('bob-blightkings', 2));
    expect(damageOn(s, 'bob-blightkings')).toBe(2);
    expect(s.units['bob-blightkings']?.modelsRemaining).toBe(5);
    s = play(s, waters('ann', 'bob-blightkings', 1));
    expect(s.units['bob-blightkings']?.modelsRemaining).toBe(4);
    expect(damageOn(s, 'bob-blightkings')).toBe(0);
  });

  it('attack damage slays a model at its Wounds and carries the rest to the next; without enough damage none is slain', () => {
    let s: S = play(round(deployed(), 1, 'ann'), { type: 'TurnStarted', data: { player: 'ann' } }, attack('bob-blightkings', 7));
    expect(s.units['bob-blightkings']?.modelsRemaining).toBe(3);
    expect(damageOn(s, 'bob-blightkings')).toBe(1);
    expect(selectDestroyed(s)).toEqual([]);
    s = play(s, attack('bob-blightkings', 1));
    expect([s.units['bob-blightkings']?.modelsRemaining, damageOn(s, 'bob-blightkings')]).toEqual([3, 2]);
    // a unit off the battlefield takes none
    const r = play(s, { type: 'ModelsSlain', data: { unit: 'bob-plaguebearers', count: 10 } });
    expect(r.units['bob-plaguebearers']?.status).toBe('destroyed');
    expect(() => play(r, attack('bob-plaguebearers', 1))).toThrow(/unit\/not-on-battlefield/);
  });
});

describe('DamageAllocated: refusals in full (code, message, where), and the means recorded', () => {
  const refusal = (s: S, e: Ev) => engine.check(s, e).map(({ eventIndex: _, ...v }) => v);
  const attack = (unit: string, amount: number, means?: 'attack' | 'ability' | 'spell' | 'mortal'): Ev => ({ type: 'DamageAllocated', data: { unit, amount, ...(means !== undefined ? { means } : {}) } });
  const inTurn = (): S => play(round(deployed(), 1, 'ann'), { type: 'TurnStarted', data: { player: 'ann' } });

  it('before the battle, and of a unit not in it, both at once', () => {
    expect(refusal(setUpOnly(), attack('bob-lord', 1))).toEqual([{ code: 'battle/not-started', message: 'Damage is allocated during the battle.', path: ['type'] }]);
    expect(refusal(setUpOnly(), attack('nobody', 1))).toEqual([
      { code: 'battle/not-started', message: 'Damage is allocated during the battle.', path: ['type'] },
      { code: 'unit/unknown', message: 'No unit "nobody" has been added to this battle.', path: ['data', 'unit'], ref: 'nobody' },
    ]);
  });

  // ruling blighted-wilds/one-damage-pool: damage, like casualties, may be recorded from the end of deployment (round 0)
  it('after deployment, before round 1, as casualties may be', () => {
    const afterDeployment = deployed();
    expect([afterDeployment.clock.stage, afterDeployment.clock.round]).toEqual(['battle', 0]);
    expect(refusal(afterDeployment, attack('bob-blightkings', 2))).toEqual([]);
    expect(damageOn(play(afterDeployment, attack('bob-blightkings', 2)), 'bob-blightkings')).toBe(2);
    expect(refusal(afterDeployment, { type: 'ModelsSlain', data: { unit: 'bob-blightkings', count: 1 } })).toEqual([]);
  });

  it('of a unit off the battlefield', () => {
    const s = play(inTurn(), { type: 'UnitDestroyed', data: { unit: 'bob-lord' } });
    expect(refusal(s, attack('bob-lord', 1))).toEqual([
      { code: 'unit/not-on-battlefield', message: 'Unit "bob-lord" is destroyed, not on the battlefield, so it takes no damage.', path: ['data', 'unit'], ref: 'bob-lord' },
    ]);
  });

  it('slays with the means given, attack by default', () => {
    expect(selectDestroyed(play(inTurn(), attack('bob-lord', 6))).at(-1)).toMatchObject({ unit: 'bob-lord', means: 'attack' });
    expect(selectDestroyed(play(inTurn(), attack('bob-lord', 6, 'spell'))).at(-1)).toMatchObject({ unit: 'bob-lord', means: 'spell' });
  });
});

describe('DamageAllocated: the amount', () => {
  it('is 1 to 1,000 points (the schema): no damage of 0 reaches the pool', () => {
    const s = play(round(deployed(), 1, 'ann'), { type: 'TurnStarted', data: { player: 'ann' } });
    for (const amount of [0, -1, 1001]) expect(engine.check(s, { type: 'DamageAllocated', data: { unit: 'bob-lord', amount } }).map((v) => [v.code, v.path])).toEqual([['schema/invalid', ['data', 'amount']]]);
    expect(engine.check(s, { type: 'DamageAllocated', data: { unit: 'bob-lord', amount: 1000 } })).toEqual([]);
  });
});
