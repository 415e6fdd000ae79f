// covers: blighted-wilds/seizing-the-initiative
import { describe, expect, it } from 'vitest';
import { blightedWildsEngine } from '../../../src/blighted-wilds.js';
// the pack's own readers that are not in the package entry, as the other tests import them
import { blightedWildsUnderdog, seizedThisRound } from '../../../src/battlepack/blighted-wilds/index.js';
import { deployed, quietRounds, round } from './support.js';

describe('seizing the initiative: the readers outside a round', () => {
  it('nobody has seized before round 1, nor in round 1 (priority by deployment)', () => {
    expect(seizedThisRound(deployed())).toBeNull();
    expect(seizedThisRound(round(deployed(), 1, 'bob'))).toBeNull();
  });

  it('the last round’s second player who wins the roll-off and goes first has seized', () => {
    const r1 = quietRounds(deployed(), 1, ['ann']);
    expect(seizedThisRound(round(r1, 2, 'bob', { ann: 2, bob: 5 }))).toBe('bob');
    expect(seizedThisRound(round(r1, 2, 'ann', { ann: 5, bob: 2 }))).toBeNull();
  });

  it('no underdog before set-up (no players) nor at equal VP', () => {
    expect(blightedWildsUnderdog(blightedWildsEngine.initialState())).toBeNull();
    expect(blightedWildsUnderdog(deployed())).toBeNull();
  });
});
