import { describe, expect, it } from 'vitest';
import { ANN, BOB, inHeroPhase, inTurn, type Ev } from '../support.js';

// The unit targets the battle tactics share (targets.ts), through Gaining Momentum ("an enemy unit on the battlefield")
// and This One's Mine!, whose judges read the destruction of the target in the turn of the pick.
const T = 'gaining-momentum';
const pick = (id: string): Ev => ({ type: 'BattleTacticPicked', data: { player: ANN, tactic: T, target: { kind: 'unit', id } } });

describe('battle tactics: unit targets', () => {
  it('offers exactly the units the tactic allows, as unit targets', () => {
    const b = inHeroPhase();
    expect(b.options(T)).toEqual(['b1', 'b2', 'bg']);
    expect(b.options(T, BOB)).toEqual(['a1', 'a2', 'ag']);
    const offered = b.engine.available(b.state).battleTactics[ANN]?.find((x) => x.id === T)?.targets;
    expect(offered).toEqual([{ kind: 'unit', id: 'b1' }, { kind: 'unit', id: 'b2' }, { kind: 'unit', id: 'bg' }]);
  });
  it('stops offering a unit once it is no longer on the battlefield', () => {
    const b = inTurn().destroy('b2').hero();
    expect(b.options(T)).toEqual(['b1', 'bg']);
    b.refuses(pick('b2'), 'battle-tactic/invalid-target');
  });
  it('accepts an allowed unit', () => {
    const b = inHeroPhase();
    expect(b.codes(pick('b1'))).toEqual([]);
  });
  it('refuses a friendly unit, saying which unit, where, and what may be picked', () => {
    const v = inHeroPhase().check(pick('a1'));
    expect(v).toHaveLength(1);
    expect(v[0]?.code).toBe('battle-tactic/invalid-target');
    expect(v[0]?.path).toEqual(['data', 'target', 'id']);
    expect(v[0]?.ref).toBe('a1');
    expect(v[0]?.message).toContain('"a1"');
    expect(v[0]?.message).toContain('an enemy unit on the battlefield');
  });
  it('refuses a unit that is not in the battle', () => {
    inHeroPhase().refuses(pick('zz'), 'battle-tactic/invalid-target');
  });
  it('judges the destruction of the target only, not of another enemy unit in that turn', () => {
    const other = inHeroPhase().pick('this-ones-mine', { kind: 'unit', id: 'b1' }).destroy('b2', { unit: 'ag', means: 'attack' }).endTurn();
    expect(other.tactic(ANN, 'this-ones-mine')?.status).toBe('failed');
    const target = inHeroPhase().pick('this-ones-mine', { kind: 'unit', id: 'b1' }).destroy('b1', { unit: 'ag', means: 'attack' }).endTurn();
    expect(target.tactic(ANN, 'this-ones-mine')?.status).toBe('completed');
  });
});
