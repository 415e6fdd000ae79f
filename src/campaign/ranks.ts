/**
 * Renown ranks, kept as data. FACTS.md §6 (fan source, medium-low confidence): none below 5 renown,
 * Aspiring 5–14, Elite 15–29, Mighty 30–44, Legendary 45+.
 * @module
 */

/** One rank: its id, display name and the renown it starts at. */
export interface RankThreshold {
  readonly id: string;
  readonly name: string;
  /** Lowest renown of the rank. */
  readonly minRenown: number;
}

/** The default rank thresholds, lowest first. Override them by passing your own list to {@link rankOf}. */
export const RANK_THRESHOLDS: readonly RankThreshold[] = [
  { id: 'none', name: 'No rank', minRenown: 0 },
  { id: 'aspiring', name: 'Aspiring', minRenown: 5 },
  { id: 'elite', name: 'Elite', minRenown: 15 },
  { id: 'mighty', name: 'Mighty', minRenown: 30 },
  { id: 'legendary', name: 'Legendary', minRenown: 45 },
];

/** A unit's rank: the threshold it reached and its level (0 = the first threshold). */
export interface Rank {
  readonly id: string;
  readonly name: string;
  readonly level: number;
}

/** The rank that `renown` reaches under `thresholds` (sorted by `minRenown`). */
export function rankOf(renown: number, thresholds: readonly RankThreshold[] = RANK_THRESHOLDS): Rank {
  const sorted = [...thresholds].sort((a, b) => a.minRenown - b.minRenown);
  let level = 0;
  for (const [i, t] of sorted.entries()) if (renown >= t.minRenown) level = i;
  const t = sorted[level];
  return { id: t?.id ?? 'none', name: t?.name ?? 'No rank', level };
}
