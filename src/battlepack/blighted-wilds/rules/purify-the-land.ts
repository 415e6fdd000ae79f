/**
 * Purify the Land: a friendly unit within 3" of a feature contaminated for its army makes a remediation roll; on a
 * 3+ the feature is remediated for that army for the rest of the battle and the unit gains 2 renown.
 * blighted wilds table-side, "Purify the Land".
 * @module
 */
import { definePackEvent, violation } from '../../../core/index.js';
import { BW, isContaminatedFor, type BlightedWildsExt } from '../ext.js';
import { needOwnTurn, needOwnUnitOnBattlefield, needTerrain, turnNumber } from './common.js';
import type { PurifyTheLandUsed } from '../events.js';
import { bwSchema } from '../event-parsers.js';

/** The remediation roll that succeeds. */
export const REMEDIATION_ROLL = 3;
/** Renown the unit gains when it remediates a feature. */
export const PURIFY_RENOWN = 2;
/** Uses of Purify the Land per player per turn (rulings: blighted-wilds/ability-limits). */
export const PURIFY_USES_PER_TURN = 1;

/** PurifyTheLandUsed: in your own turn, on a feature still contaminated for your army. */
// Stryker disable next-line ObjectLiteral: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
export const purifyTheLandUsed = definePackEvent<BlightedWildsExt, typeof PurifyTheLandUsed>({
  // Stryker disable next-line StringLiteral: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
  schema: bwSchema<typeof PurifyTheLandUsed>('PurifyTheLandUsed'),
  // Stryker disable next-line ArrowFunction: module-load definition, built once at import before any mutant is switched on (docs/testing.md); the function's body is mutated
  decide: (state, e) => {
    const d = e.data;
    const base = [...needOwnTurn(state, d.player, 'Purify the Land'), ...needOwnUnitOnBattlefield(state, d.player, d.unit), ...needTerrain(state, d.terrain)];
    if (base.length > 0) return base;
    // a round's turn number names its player (the player's own turn is required above)
    const used = state.ext.purifications.filter((p) => p.round === state.clock.round && p.turn === turnNumber(state)).length;
    if (used >= PURIFY_USES_PER_TURN) return [violation(`${BW}/purify-used`, `${d.player} has already used Purify the Land this turn.`, { path: ['type'] })];
    if (!isContaminatedFor(state, d.terrain, d.player))
      return [
        violation(
          `${BW}/not-contaminated`,
          state.ext.contaminated.includes(d.terrain)
            ? `"${d.terrain}" is already remediated by ${d.player}'s army.`
            : `"${d.terrain}" is not contaminated, so there is nothing to purify.`,
          { path: ['data', 'terrain'], ref: d.terrain },
        ),
      ];
    return [];
  },
  // Stryker disable next-line ArrowFunction: module-load definition, built once at import before any mutant is switched on (docs/testing.md); the function's body is mutated
  effects: (state, e) => {
    const d = e.data;
    const success = d.roll >= REMEDIATION_ROLL;
    const round = state.clock.round;
    const turn = turnNumber(state);
    return [
      {
        kind: 'ext',
        update: (x) => {
          x.purifications.push({ player: d.player, unit: d.unit, terrain: d.terrain, roll: d.roll, success, round, turn });
          if (!success) return;
          (x.remediated[d.player] ??= []).push(d.terrain);
          x.renown[d.unit] = (x.renown[d.unit] ?? 0) + PURIFY_RENOWN;
        },
      },
      ...(success ? [{ kind: 'terrain-marker' as const, terrain: d.terrain, key: `remediated:${d.player}`, value: true }] : []),
    ];
  },
});
