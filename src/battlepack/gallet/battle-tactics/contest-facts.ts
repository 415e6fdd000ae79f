/**
 * What the battle tactics read about contests: a contest entry's count under every rule of the battle (the pack's and
 * the battleplan's), and who contests an objective in a picture of one moment (ruling `core/fact-moments`).
 * @module
 */
import { hookedContestCount } from '../../../core/fold/board.js';
import type { BattleplanDef } from '../../../core/pack/battlepack.js';
import type { ContestEntry } from '../../../core/events/schema.js';
import { galletBattleplans } from '../battleplans/index.js';
import type { GalletExt } from '../ext.js';
import { galletHooks } from '../hooks.js';
import type { GalletState } from '../shared.js';

// the battleplans by id (importing the pack itself here would make a cycle: the pack imports the battle tactics)
const plans: Readonly<Record<string, BattleplanDef<GalletExt> | undefined>> = galletBattleplans;

/**
 * The models a contest entry counts for under every rule of the battle; 0 when the unit cannot contest that objective.
 * The hooks combine as at a control checkpoint, by the core's own `hookedContestCount` (3rd edition: models): the unit
 * must be on the battlefield, every `canContest` of the pack and then of the battleplan must allow it, the reported
 * models are capped by the models left, then each `countContest` in the same order adjusts the count.
 */
export function contestCount(state: GalletState, entry: ContestEntry): number {
  const unit = state.units[entry.unit];
  if (unit === undefined || unit.status !== 'battlefield') return 0;
  // the pack's hooks, then the battleplan's (the core's `hooksOf`); contests are reported only after set-up, when the
  // battleplan is one of the Gallet plans
  const hooks = [galletHooks, plans[state.setup.battleplan ?? '']?.hooks ?? {}];
  return hookedContestCount(state, hooks, hooks, entry, unit, true);
}

/** Whether `unit` contests an objective in a contest picture of that objective (its count above 0). */
export function isContesting(state: GalletState, unit: string, entries: readonly ContestEntry[]): boolean {
  return entries.some((c) => c.unit === unit && contestCount(state, c) > 0);
}
