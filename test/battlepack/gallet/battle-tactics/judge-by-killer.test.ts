// covers: gallet/battle-tactics
// This One's Mine! and Head-to-Head judged directly (before the end of the turn, so a players' statement cannot hide
// the difference between a settled 'failed' and an open 'unknown'): who destroyed the target, and how.
import { describe, expect, it } from 'vitest';
import { selectBattleTactics } from 'battlepack-engine';
import { galletBattleTactics } from '../../../../src/battlepack/gallet/battle-tactics/index.js';
import { ANN, inHeroPhase, inTurn, type Battle } from '../support.js';

type Means = 'attack' | 'ability' | 'spell' | 'mortal' | 'other';
const pickOf = (b: Battle, tactic: string) => {
  const pick = selectBattleTactics(b.state, ANN).find((t) => t.tactic === tactic);
  if (pick === undefined) throw new Error(`${tactic} not picked`);
  return pick;
};
/** The tactic's own judgment of the pick now. */
const judgeNow = (b: Battle, tactic: 'this-ones-mine' | 'head-to-head') => {
  const judge = galletBattleTactics[tactic].judge;
  if (judge === undefined) throw new Error(`${tactic} has no judge`);
  return judge(b.state, pickOf(b, tactic));
};

describe("This One's Mine!: destroyed by an attack of your general", () => {
  const T = 'this-ones-mine';
  const judge = (b: Battle) => judgeNow(b, T);
  const after = (by?: { unit?: string; means?: Means }) => {
    const b = inHeroPhase().pick(T, { kind: 'unit', id: 'b1' });
    return by === undefined ? b : b.destroy('b1', by);
  };
  it('is completed by an attack of the general', () => {
    expect(judge(after({ unit: 'ag', means: 'attack' }))).toBe('completed');
  });
  it('fails for a spell or an ability of the general', () => {
    expect(judge(after({ unit: 'ag', means: 'spell' }))).toBe('failed');
    expect(judge(after({ unit: 'ag', means: 'ability' }))).toBe('failed');
  });
  it('is unknown when the general destroyed it by other means, or nobody was named', () => {
    expect(judge(after({ unit: 'ag', means: 'other' }))).toBe('unknown');
    expect(judge(after({ unit: 'ag', means: 'mortal' }))).toBe('unknown');
    expect(judge(after({}))).toBe('unknown');
  });
  it("fails when another friendly unit or the enemy's general destroyed it, and when it survives", () => {
    expect(judge(after({ unit: 'a1', means: 'attack' }))).toBe('failed');
    expect(judge(after({ unit: 'bg', means: 'attack' }))).toBe('failed');
    expect(judge(after())).toBe('failed');
  });
  it('cannot target an enemy unit already destroyed', () => {
    inTurn().destroy('b2').hero().refuses({ type: 'BattleTacticPicked', data: { player: ANN, tactic: T, target: { kind: 'unit', id: 'b2' } } }, 'battle-tactic/invalid-target');
  });
});

describe('Head-to-Head: destroyed by a friendly GALLETIAN VETERANS unit', () => {
  const T = 'head-to-head';
  const judge = (b: Battle) => judgeNow(b, T);
  const after = (by?: { unit?: string; means?: Means }) => {
    const b = inHeroPhase().pick(T, { kind: 'unit', id: 'b1' });
    return by === undefined ? b : b.destroy('b1', by);
  };
  it('is completed by an attack or an ability of a friendly veteran unit', () => {
    expect(judge(after({ unit: 'a1', means: 'attack' }))).toBe('completed');
    expect(judge(after({ unit: 'a1', means: 'ability' }))).toBe('completed');
  });
  it('fails for a spell', () => {
    expect(judge(after({ unit: 'a1', means: 'spell' }))).toBe('failed');
  });
  it('is unknown for other means, or when nobody was named', () => {
    expect(judge(after({ unit: 'a1', means: 'other' }))).toBe('unknown');
    expect(judge(after({}))).toBe('unknown');
  });
  it('fails when a friendly unit that is not a veteran, or an enemy veteran, destroyed it, and when it survives', () => {
    expect(judge(after({ unit: 'ag', means: 'attack' }))).toBe('failed');
    expect(judge(after({ unit: 'b2', means: 'attack' }))).toBe('failed');
    expect(judge(after())).toBe('failed');
  });
  it('cannot target an enemy veteran unit already destroyed', () => {
    inTurn().destroy('b2').hero().refuses({ type: 'BattleTacticPicked', data: { player: ANN, tactic: T, target: { kind: 'unit', id: 'b2' } } }, 'battle-tactic/invalid-target');
  });
});
