/**
 * The rally rolls of Boon of Vitality, in a module of their own: the event's schema (`events.ts`) and the rule
 * (`boon-of-vitality.ts`) share them.
 * @module
 */

/** Rally rolls of a normal Rally, and the extra ones a 6 on the Boon gives. */
export const RALLY_ROLLS = 6;
/** Extra rally rolls from a 6 on Boon of Vitality. */
export const BOON_EXTRA_RALLY_ROLLS = 3;
