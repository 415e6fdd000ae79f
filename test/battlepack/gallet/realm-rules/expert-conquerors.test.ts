import { describe, expect, it } from 'vitest';
import { EXPERT_CONQUERORS_TAG } from '../../../../src/battlepack/gallet/index.js';
import { ANN, BOB, given, unit } from '../support.js';

function battle(tagged: boolean) {
  return given('turf-war')
    .units([unit('ec', ANN, { models: 4, ...(tagged ? { tags: [EXPERT_CONQUERORS_TAG] } : {}) }), unit('mob', BOB, { models: 11 })])
    .deploy(ANN)
    .nextRound(ANN)
    .turn(ANN);
}

describe('core battalion: Expert Conquerors', () => {
  it('counts each model as 3 when contesting (4 models count as 12)', () => {
    const b = battle(true).contest([
      ['ec', 'objective-1', 4],
      ['mob', 'objective-1', 11],
    ]).endTurn();
    expect(b.state.board.objectives['objective-1']?.controller).toBe(ANN);
  });
  it('without the battalion 4 models are 4', () => {
    const b = battle(false).contest([
      ['ec', 'objective-1', 4],
      ['mob', 'objective-1', 11],
    ]).endTurn();
    expect(b.state.board.objectives['objective-1']?.controller).toBe(BOB);
  });
});
