/**
 * Edition profiles: what differs between Age of Sigmar 3rd and 4th edition core rules.
 * @module
 */
import type { Phase } from '../events/schema.js';
import type { Edition } from '../state/state.js';

/** The core-rule facts that depend on the edition. */
export interface EditionProfile {
  readonly edition: Edition;
  /** Phases of a turn, in order. */
  readonly phases: readonly Phase[];
  /** How objective control is measured: contesting models (3rd) or control scores (4th). */
  readonly control: 'models' | 'control-score';
  /** Whether one unit may count toward several objectives at once. */
  readonly unitContestsOneObjective: boolean;
  /** Command points given at the start of a round. */
  roundCommandPoints(position: 'first' | 'second', underdog: boolean): number;
  /** Command points at the start of the player's hero phase when their general is on the battlefield. */
  readonly heroPhaseGeneralCp: number;
}

// core rules 3rd ed (FACTS.md §3): first-turn player +1, second +2, +1 each hero phase with the general on the battlefield
const third: EditionProfile = {
  edition: 3,
  phases: ['hero', 'movement', 'shooting', 'charge', 'combat', 'battleshock'],
  control: 'models',
  unitContestsOneObjective: false,
  roundCommandPoints: (position) => (position === 'first' ? 1 : 2),
  heroPhaseGeneralCp: 1,
};

// core rules 4th ed (FACTS.md §4, seed 32.1-32.2): 4 CP each round, +1 underdog; control scores, one objective per unit
const fourth: EditionProfile = {
  edition: 4,
  phases: ['hero', 'movement', 'shooting', 'charge', 'combat', 'end'],
  control: 'control-score',
  unitContestsOneObjective: true,
  roundCommandPoints: (_position, underdog) => 4 + (underdog ? 1 : 0),
  heroPhaseGeneralCp: 0,
};

/** The profile of an edition. */
export function editionProfile(edition: Edition): EditionProfile {
  return edition === 3 ? third : fourth;
}
