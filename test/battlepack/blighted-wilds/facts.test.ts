// covers: blighted-wilds/remediation blighted-wilds/purify-the-land
import { selectLedger } from 'battlepack-engine';
import { describe, expect, it } from 'vitest';
import { type BattleplanData } from '../../../src/authoring.js';
import { blightedWildsBattleplan, blightedWildsWith } from '../../../src/blighted-wilds.js';
// the facts and the example's data are the pack's internals (read by data battleplans), as the other tests import them
import { blightedWildsFacts, exampleTaintedSpringsData } from '../../../src/battlepack/blighted-wilds/index.js';
import { createEngine } from '../../../src/index.js';
import { deployed, play, round, scenario, type S } from './support.js';

const fact = (id: string, s: S, player: string): number => {
  const f = blightedWildsFacts[id];
  if (f === undefined) throw new Error(`no fact ${id}`);
  return f(s, player);
};

/** Round 1, ann's turn: ann's lord tries to purify the wood (her own pick, contaminated) with `roll`. */
function annPurifies(roll: number): S {
  return play(
    round(deployed(), 1, 'ann'),
    { type: 'TurnStarted', data: { player: 'ann' } },
    { type: 'PurifyTheLandUsed', data: { player: 'ann', unit: 'ann-lord', terrain: 'wood', roll } },
  );
}
const endTurn = (s: S, player: 'ann' | 'bob'): S =>
  play(s, { type: 'BlightedWatersResolved', data: { player, pick: 1, within: [], rolls: {} } }, { type: 'TurnEnded', data: { player } });

describe('the Blighted Wilds facts (numbers for data battleplans)', () => {
  it('features-remediated counts the player’s own army’s remediations only', () => {
    const s = annPurifies(4);
    expect(fact('features-remediated', s, 'ann')).toBe(1);
    expect(fact('features-remediated', s, 'bob')).toBe(0);
    expect(fact('features-remediated', annPurifies(2), 'ann')).toBe(0);
  });

  it('features-contaminated counts the features still contaminated for that army (wood, ruins and pool at set-up)', () => {
    const before = play(round(deployed(), 1, 'ann'), { type: 'TurnStarted', data: { player: 'ann' } });
    expect(fact('features-contaminated', before, 'ann')).toBe(3);
    const s = annPurifies(4);
    expect(fact('features-contaminated', s, 'ann')).toBe(2);
    expect(fact('features-contaminated', s, 'bob')).toBe(3);
  });

  it('features-remediated-this-turn counts a success in the player’s current turn', () => {
    expect(fact('features-remediated-this-turn', annPurifies(3), 'ann')).toBe(1);
  });

  it('features-remediated-this-turn does not count another player’s remediation', () => {
    expect(fact('features-remediated-this-turn', annPurifies(3), 'bob')).toBe(0);
  });

  it('features-remediated-this-turn does not count a failed attempt', () => {
    expect(fact('features-remediated-this-turn', annPurifies(2), 'ann')).toBe(0);
  });

  it('features-remediated-this-turn is 0 between turns and in the next turn', () => {
    const ended = endTurn(annPurifies(4), 'ann');
    expect(ended.clock.turn).toBeNull();
    expect(fact('features-remediated-this-turn', ended, 'ann')).toBe(0);
    const bobs = play(ended, { type: 'TurnStarted', data: { player: 'bob' } });
    expect(fact('features-remediated-this-turn', bobs, 'ann')).toBe(0);
  });

  it('features-remediated-this-turn does not count the same turn number of an earlier round', () => {
    // ann has the first turn (turn 1) of rounds 1 and 2; she remediated in round 1
    const s1 = endTurn(play(endTurn(annPurifies(4), 'ann'), { type: 'TurnStarted', data: { player: 'bob' } }), 'bob');
    const s2 = play(round(s1, 2, 'ann', { ann: 5, bob: 2 }), { type: 'TurnStarted', data: { player: 'ann' } });
    expect(s2.clock.turn?.number).toBe(1);
    expect(fact('features-remediated', s2, 'ann')).toBe(1);
    expect(fact('features-remediated-this-turn', s2, 'ann')).toBe(0);
  });
});

/** A small battleplan of our own: 2 VP per feature the army has remediated, 3 rounds. */
const ownData: BattleplanData = {
  ...exampleTaintedSpringsData,
  id: 'own-cleansing',
  name: 'Own cleansing',
  example: true,
  scoring: { lines: [{ kind: 'fact', id: 'cleansed-total', fact: 'features-remediated', per: true, amount: 2 }] },
  specialRules: [],
};

describe('blightedWildsBattleplan (battleplans as data)', () => {
  it('builds a playable battleplan whose VP lines read the campaign’s facts, under blighted-wilds/<id>/', () => {
    const plan = blightedWildsBattleplan(ownData);
    expect(plan.id).toBe('own-cleansing');
    const { play: playOwn, deployed: deployedOwn, round: roundOwn } = scenario(createEngine(blightedWildsWith({ [plan.id]: plan })));
    let s = playOwn(
      roundOwn(deployedOwn({ battleplan: 'own-cleansing' }), 1, 'ann'),
      { type: 'TurnStarted', data: { player: 'ann' } },
      { type: 'PurifyTheLandUsed', data: { player: 'ann', unit: 'ann-lord', terrain: 'wood', roll: 5 } },
    );
    s = playOwn(s, { type: 'BlightedWatersResolved', data: { player: 'ann', pick: 1, within: [], rolls: {} } }, { type: 'TurnEnded', data: { player: 'ann' } });
    expect(selectLedger(s).map((l) => [l.player, l.source, l.amount])).toEqual([['ann', 'blighted-wilds/own-cleansing/scoring/cleansed-total', 2]]);
    expect(s.players['ann']?.vp).toBe(2);
  });

  it('bounds the plan’s VP by the campaign’s 6 rounds at most', () => {
    // one line of at most 2 VP a turn (one feature a turn: Purify the Land once a turn) is not bounded here: read the plan's maxVp
    const plan = blightedWildsBattleplan({ ...ownData, scoring: { lines: [{ kind: 'hold-at-least', id: 'hold-one', count: 1, amount: 1 }] } });
    expect(plan.maxVp).toEqual({ perTurn: 1, perBattle: 6 });
  });
});
