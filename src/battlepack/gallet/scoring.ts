/**
 * Default end-of-turn scoring of the Gallet battleplans: 1 VP for holding at least one objective, 1 for two or more,
 * 1 for holding more than the opponent (the battle tactic's VP are given by the core when it is judged).
 * @module
 */
import type { Effect, RuleInfo } from '../../core/battlepack.js';
import type { ObjectiveState } from '../../core/state.js';
import type { GalletExt } from './ext.js';
import { controlledObjectives, ghb, opponentOf, sourceId, type GalletState } from './shared.js';

/** Reference data of the default scoring. */
export const defaultScoring: RuleInfo = {
  id: 'victory-points',
  name: 'Victory points',
  summary: 'At the end of each of your turns: 1 VP for holding at least one objective, 1 for two or more, 1 for more than your opponent, 2 for completing your battle tactic.',
  timing: 'end of each of your turns',
  source: ghb('Battleplans: Victory Points'),
};

/** Options of {@link scoreObjectives}. */
export interface ObjectiveScoringOptions {
  /** Which objectives count (e.g. activated ones only); default all. */
  readonly eligible?: (o: ObjectiveState) => boolean;
  /** What the objectives are called in the reasons, e.g. "activated objective", "quarter". */
  readonly noun?: string;
  /** Turf War: the second point needs every objective ("both") rather than two. */
  readonly secondNeedsAll?: boolean;
}

/** The three objective lines of the default scoring for `player`, as award effects. */
export function scoreObjectives(state: GalletState, player: string, options: ObjectiveScoringOptions = {}): Effect<GalletExt>[] {
  const eligible = options.eligible ?? (() => true);
  const noun = options.noun ?? 'objective';
  const mine = controlledObjectives(state, player, eligible).length;
  const theirs = controlledObjectives(state, opponentOf(state, player), eligible).length;
  const total = Object.values(state.objectives).filter((o) => o.active && eligible(o)).length;
  const out: Effect<GalletExt>[] = [];
  const award = (id: string, reason: string): void => void out.push({ kind: 'award', player, amount: 1, source: sourceId('scoring', id), reason });
  if (mine >= 1) award('hold-one', `controls at least one ${noun}`);
  if (options.secondNeedsAll === true ? mine >= 2 && mine === total : mine >= 2) award('hold-two', options.secondNeedsAll === true ? `controls both ${noun}s` : `controls two or more ${noun}s`);
  if (mine > theirs) award('hold-more', `controls more ${noun}s than the opponent (${mine} to ${theirs})`);
  return out;
}

/** The pack's `scoreTurn`: the default objective scoring for the player whose turn ends. */
export function defaultScoreTurn(state: GalletState): Effect<GalletExt>[] {
  const player = state.turn?.player;
  return player === undefined ? [] : scoreObjectives(state, player);
}
