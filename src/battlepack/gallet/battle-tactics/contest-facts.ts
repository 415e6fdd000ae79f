/**
 * What the battle tactics read about contests: a contest entry's count under every rule of the battle (the pack's and
 * the battleplan's), and who contests an objective in a picture of one moment (ruling `core/fact-moments`).
 * @module
 */
import { has } from '../../../core/rules/rules-of.js';
import type { ContestEntry } from '../../../core/events/schema.js';
import { galletBattleplans } from '../battleplans/index.js';
import { packContestCount } from '../contesting.js';
import type { GalletState } from '../shared.js';

/** The models a contest entry counts for under every rule of the battle; 0 when the unit cannot contest that objective. */
export function contestCount(state: GalletState, entry: ContestEntry): number {
  let n = packContestCount(state, entry);
  const unit = state.units[entry.unit];
  if (n <= 0 || unit === undefined) return 0;
  const hooks = state.setup.battleplan !== null && has(galletBattleplans, state.setup.battleplan) ? galletBattleplans[state.setup.battleplan as keyof typeof galletBattleplans].hooks : undefined;
  if (hooks?.canContest !== undefined && !hooks.canContest(state, entry, unit)) return 0;
  if (hooks?.countContest !== undefined) n = hooks.countContest(state, entry, unit, n);
  return Math.max(0, Math.floor(n));
}

/** Whether `unit` contests an objective in a contest picture of that objective (its count above 0). */
export function isContesting(state: GalletState, unit: string, entries: readonly ContestEntry[]): boolean {
  return entries.some((c) => c.unit === unit && contestCount(state, c) > 0);
}
