import { describe, expect, it } from 'vitest';
import { createEngine, type BattleState } from '../../../src/index.js';
import type { ChoiceCandidate } from '../../../src/authoring.js';
import { decisions, randomBattle } from '../../../src/sim.js';
import { gallet, galletEngine } from '../../../src/gallet.js';
import type { AnyEngine } from './support.js';

const engine = galletEngine as unknown as AnyEngine;

/** The first state of a random In the Presence of Idols battle where the attacker's idol sets are listed. */
function idolsOwed(): BattleState<unknown> {
  const b = randomBattle(engine, { seed: 3, battleplan: 'in-the-presence-of-idols' });
  let state = engine.initialState() as BattleState<unknown>;
  for (const e of b.events) {
    if (decisions(engine, state).some((d) => d.kind === 'IdolsChosen')) return state;
    state = engine.applyOrThrow(state, e);
  }
  throw new Error('no state with idols to choose');
}

/** An engine of the Gallet pack whose own choices are `candidates`. */
function withChoices(candidates: readonly ChoiceCandidate[]): AnyEngine {
  return createEngine({ ...gallet, choices: () => candidates }) as unknown as AnyEngine;
}

describe('a candidate listed twice (same type and choice) is one decision: the first accepted stays', () => {
  const state = idolsOwed();
  const offered = decisions(engine, state, { kinds: ['IdolsChosen'] });
  const asCandidates: ChoiceCandidate[] = offered.map((d) => ({ player: d.player, choice: d.choice, event: d.event as ChoiceCandidate['event'] }));

  it.each([
    ['a short list', 8],
    ['a long list (every idol set)', Infinity],
  ])('%s', (_, n) => {
    const some = asCandidates.slice(0, n);
    // each choice first as a refused event (no units named), then as offered, then again
    const twice = some.flatMap((c) => [{ ...c, event: { type: 'IdolsChosen', data: { ...(c.event.data as object), units: [] } } }, c, c]);
    const listed = decisions(withChoices(twice), state, { kinds: ['IdolsChosen'] });
    expect(listed.map((d) => d.key)).toEqual(some.map((c) => `IdolsChosen ${c.choice}`));
    expect(listed.map((d) => d.event)).toEqual(some.map((c) => c.event));
  });

  it('the long list holds dozens of idol sets (3 of the attacker\'s units)', () => {
    expect(asCandidates.length).toBeGreaterThan(30);
  });
});
