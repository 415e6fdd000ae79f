import { describe, expect, it } from 'vitest';
import { createEngine } from '../../../src/index.js';
import { blightedWildsBattleplan, blightedWildsWith, type BlightedWildsState } from '../../../src/blighted-wilds.js';
import { gloriousVictory } from '../../../src/battlepack/blighted-wilds/index.js';
import { deployed, play, round, scenario, turn, type S } from './support.js';

/** A battleplan that scores nothing, so VP stay tied unless a test adds some. */
const quietPlan = blightedWildsBattleplan({
  id: 'test-quiet',
  name: 'Quiet (test)',
  summary: 'No VP lines.',
  source: { document: 'test', section: 'glorious victory' },
  territories: 'halves',
  objectives: [{ id: 'centre', placement: 'centre' }],
  scoring: { lines: [] },
});
/** Like the quiet plan, but with its own victory rule (more VP, no tie-break), as "Be It Purity or Putrescence" has. */
const ownVictoryPlan = blightedWildsBattleplan({
  id: 'test-own-victory',
  name: 'Own victory (test)',
  summary: 'No VP lines, most VP wins, no tie-break.',
  source: { document: 'test', section: 'glorious victory' },
  territories: 'halves',
  objectives: [{ id: 'centre', placement: 'centre' }],
  scoring: { lines: [] },
  victory: { kind: 'most-vp' },
});
const pack = blightedWildsWith({ [quietPlan.id]: quietPlan, [ownVictoryPlan.id]: ownVictoryPlan });
const engine = createEngine(pack);
const custom = scenario(engine);

/** ann remediates `annCleans` features in round 1 and bob `bobCleans`; then the players agree to end. */
function ended(battleplan: string, annCleans: number, bobCleans: number): BlightedWildsState {
  let s: S = custom.round(custom.deployed({ battleplan }), 1, 'ann');
  const purify = (player: 'ann' | 'bob', unit: string, terrain: string) => ({ type: 'PurifyTheLandUsed' as const, data: { player, unit, terrain, roll: 6 } });
  s = custom.turn(s, 'ann', annCleans > 0 ? [purify('ann', 'ann-lord', 'pool')] : []);
  s = custom.turn(s, 'bob', bobCleans > 0 ? [purify('bob', 'bob-lord', 'pool')] : []);
  return engine.applyOrThrow(s, { type: 'BattleEnded', data: { reason: 'agreement' } });
}

describe('Glorious Victory', () => {
  it('more victory points wins a major victory', () => {
    let s: S = round(deployed(), 1, 'ann');
    s = turn(s, 'ann', [{ type: 'ObjectiveContestReported', data: { contests: [{ unit: 'ann-lord', objective: 'spring', controlScore: 2 }] } }]);
    s = play(s, { type: 'BattleEnded', data: { reason: 'agreement' } });
    expect(s.clock.result).toMatchObject({ kind: 'major', winner: 'ann', source: 'blighted-wilds/glorious-victory' });
  });

  it('tied on VP, the army that remediated more terrain features wins a minor victory', () => {
    const s = ended('test-quiet', 1, 0);
    expect(s.players['ann']?.vp).toBe(s.players['bob']?.vp);
    expect(s.clock.result).toMatchObject({ kind: 'minor', winner: 'ann', source: 'blighted-wilds/glorious-victory' });
    expect(s.clock.result?.reason).toMatch(/^tied on \d+ VP; .+ remediated more terrain features \(1 to 0\)/);
  });

  it('tied on VP and on remediation: a draw', () => {
    expect(ended('test-quiet', 1, 1).clock.result).toMatchObject({ kind: 'draw', winner: null });
    expect(ended('test-quiet', 1, 1).clock.result?.reason).toMatch(/^tied on \d+ VP and on every tie-break/);
    expect(ended('test-quiet', 0, 0).clock.result).toMatchObject({ kind: 'draw', winner: null });
    expect(gloriousVictory(ended('test-quiet', 0, 0)).kind).toBe('draw');
  });

  it('a battleplan with its own victory conditions replaces it', () => {
    const s = ended('test-own-victory', 1, 0);
    expect(s.clock.result).toMatchObject({ kind: 'draw', winner: null, source: 'blighted-wilds/test-own-victory/victory' });
  });
});
