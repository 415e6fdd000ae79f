/**
 * Default end-of-turn scoring of the Gallet battleplans: 1 VP for holding at least one objective, 1 for two or more,
 * 1 for holding more than the opponent (the battle tactic's VP are given by the core when it is judged).
 * @module
 */
import type { Effect, RuleInfo } from '../../core/pack/battlepack.js';
import type { ObjectiveState } from '../../core/state/state.js';
import type { GalletExt } from './ext.js';
import { sourceId, type GalletState } from './shared.js';

// Stryker disable all: module-load data (evaluated once at import, before any mutant is switched on; see docs/testing.md)
/** Reference data of the default scoring. */
export const defaultScoring: RuleInfo = {
  id: 'victory-points',
  name: 'Victory points',
};
// Stryker restore all

/** Options of {@link scoreObjectives}. */
export interface ObjectiveScoringOptions {
  /** Which objectives count (e.g. activated ones only); default all. */
  readonly eligible?: (o: ObjectiveState) => boolean;
  /** What the objectives are called in the reasons, e.g. "activated objective", "quarter". */
  readonly noun?: string;
  /** Turf War: the second point needs every objective ("both") rather than two. */
  readonly secondNeedsAll?: boolean;
}

// the ledger sources of the three lines (made once, not per turn)
// Stryker disable all: module-load constants (see above); the sources are asserted in test/battlepack/gallet/scoring-lines.test.ts
const HOLD_ONE = sourceId('scoring', 'hold-one');
const HOLD_TWO = sourceId('scoring', 'hold-two');
const HOLD_MORE = sourceId('scoring', 'hold-more');
// Stryker restore all

/** The three objective lines of the default scoring for `player`, as award effects. */
export function scoreObjectives(state: GalletState, player: string, options: ObjectiveScoringOptions = {}): Effect<GalletExt>[] {
  const eligible = options.eligible;
  const noun = options.noun ?? 'objective';
  const [a, b] = state.setup.playerOrder;
  // as `opponentOf`: the other player of the two, '' if there is none
  const opponent = player === a ? (b ?? '') : (a ?? '');
  // one pass over the objectives: the eligible active ones, and how many of them each side controls
  let mine = 0;
  let theirs = 0;
  let total = 0;
  const objectives = state.board.objectives;
  for (const id in objectives) {
    const o = objectives[id];
    if (o === undefined || !o.active || (eligible !== undefined && !eligible(o))) continue;
    total++;
    if (o.controller === player) mine++;
    if (o.controller === opponent) theirs++;
  }
  const out: Effect<GalletExt>[] = [];
  if (mine >= 1) out.push({ kind: 'award', player, amount: 1, source: HOLD_ONE, reason: `controls at least one ${noun}` });
  if (options.secondNeedsAll === true ? mine >= 2 && mine === total : mine >= 2)
    out.push({ kind: 'award', player, amount: 1, source: HOLD_TWO, reason: options.secondNeedsAll === true ? `controls both ${noun}s` : `controls two or more ${noun}s` });
  if (mine > theirs) out.push({ kind: 'award', player, amount: 1, source: HOLD_MORE, reason: `controls more ${noun}s than the opponent (${mine} to ${theirs})` });
  return out;
}

/** The pack's `scoreTurn`: the default objective scoring for the player whose turn ends. */
export function defaultScoreTurn(state: GalletState): Effect<GalletExt>[] {
  const player = state.clock.turn?.player;
  return player === undefined ? [] : scoreObjectives(state, player);
}
