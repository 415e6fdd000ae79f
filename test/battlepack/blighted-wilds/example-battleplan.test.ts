// covers: blighted-wilds/example-tainted-springs blighted-wilds/tainted-springs
import { selectLedger } from 'battlepack-engine';
import { describe, expect, it } from 'vitest';
import { BattleplanData, parseBattleplanData } from '../../../src/authoring.js';
import { blightedWilds, blightedWildsMaps } from '../../../src/blighted-wilds.js';
import { exampleTaintedSprings, exampleTaintedSpringsData } from '../../../src/battlepack/blighted-wilds/index.js';
import { deployed, play, round, type Ev, type S } from './support.js';

const annsTurn = (): S => play(round(deployed(), 1, 'ann'), { type: 'TurnStarted', data: { player: 'ann' } });
const endAnn = (s: S, ...events: Ev[]): S => play(s, ...events, { type: 'BlightedWatersResolved', data: { player: 'ann', pick: 1, within: [], rolls: {} } }, { type: 'TurnEnded', data: { player: 'ann' } });
const lines = (s: S) => selectLedger(s).map((l) => [l.source.replace('blighted-wilds/example-tainted-springs/scoring/', ''), l.amount]);

describe('the example battleplan, The Tainted Springs', () => {
  it('is labelled as an example and is plain, valid JSON data', () => {
    expect(exampleTaintedSpringsData.example).toBe(true);
    expect(exampleTaintedSprings.name).toMatch(/example/i);
    expect(parseBattleplanData(JSON.stringify(exampleTaintedSpringsData)).ok).toBe(true);
    expect(BattleplanData.safeParse(exampleTaintedSpringsData).success).toBe(true);
    // the pack's battleplan is the example with its map joined (`blightedWildsMaps`)
    expect(blightedWilds.battleplans['example-tainted-springs']).toStrictEqual({ ...exampleTaintedSprings, map: blightedWildsMaps['example-tainted-springs'] });
  });

  it('scores holding one, two, more than the opponent and the spring', () => {
    const s = endAnn(annsTurn(), { type: 'ObjectiveContestReported', data: { contests: [{ unit: 'ann-treelord', objective: 'spring', controlScore: 5 }, { unit: 'ann-dryads', objective: 'west-bank', controlScore: 10 }] } });
    expect(lines(s)).toEqual([
      ['hold-one', 1],
      ['hold-two', 1],
      ['hold-more', 1],
      ['hold-spring', 1],
    ]);
  });

  it('scores nothing for holding nothing, and no spring point for another objective', () => {
    expect(lines(endAnn(annsTurn()))).toEqual([]);
    const s = endAnn(annsTurn(), { type: 'ObjectiveContestReported', data: { contests: [{ unit: 'ann-dryads', objective: 'west-bank', controlScore: 10 }] } });
    expect(lines(s)).toEqual([
      ['hold-one', 1],
      ['hold-more', 1],
    ]);
  });

  it('scores 1 VP per feature the army remediated this turn, only for successful attempts', () => {
    const ok = endAnn(annsTurn(), { type: 'PurifyTheLandUsed', data: { player: 'ann', unit: 'ann-lord', terrain: 'wood', roll: 3 } });
    expect(lines(ok)).toEqual([['cleansed', 1]]);
    const failed = endAnn(annsTurn(), { type: 'PurifyTheLandUsed', data: { player: 'ann', unit: 'ann-lord', terrain: 'wood', roll: 2 } });
    expect(lines(failed)).toEqual([]);
  });
});
