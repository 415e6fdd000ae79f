/**
 * Battleplan "Battlelines Drawn" (table 1, roll 3): the four quarters are the objectives, contested only by models
 * wholly within them; units cannot be removed to be set up again later (garrisons excepted, seed FAQ).
 * @module
 */
import type { BattleplanDef } from '../../../core/pack/battlepack.js';
import { violation } from '../../../core/errors.js';
import type { CoreEventInput } from '../../../core/events/schema.js';
import type { GalletExt } from '../ext.js';
import { scoreObjectives } from '../scoring.js';
import { DEFAULT_MAX_VP } from './common.js';

// Stryker disable all: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
/** The battleplan. */
export const battlelinesDrawn: BattleplanDef<GalletExt> = {
  id: 'battlelines-drawn',
  name: 'Battlelines Drawn',
  table: 1,
  roll: 3,
  // FACTS.md §5: no markers, the four quarters are the objectives. Which territory each quarter lies in is our reading
  // (territories are halves, so each quarter lies wholly in one); ids match the zone names q1–q4.
  objectives: [
    { id: 'q1', name: 'Quarter 1', placement: 'attacker-territory' },
    { id: 'q2', name: 'Quarter 2', placement: 'attacker-territory' },
    { id: 'q3', name: 'Quarter 3', placement: 'defender-territory' },
    { id: 'q4', name: 'Quarter 4', placement: 'defender-territory' },
  ],
  maxVp: DEFAULT_MAX_VP,
  hooks: {
    // Stryker restore all
    // ghb 2022 s1, "Hold Fast": only models wholly within a quarter contest it; an entry marked `wholly: false` does not count
    // Stryker disable next-line ArrowFunction: module-load definition, built once at import before any mutant is switched on (docs/testing.md); the function's body is mutated
    canContest: (_state, entry) => entry.wholly !== false,
    // Stryker disable next-line ArrowFunction: module-load definition, built once at import before any mutant is switched on (docs/testing.md); the function's body is mutated
    validate: (_state, event) => {
      const e = event as CoreEventInput;
      if (e.type !== 'UnitRemoved' || e.data.reason !== 'set-up-again') return [];
      // ghb 2022 s1, "Confined Caverns"; FAQ: entering a garrison (reason "garrison") is allowed
      return [
        violation('gallet/confined-caverns', 'In Battlelines Drawn units cannot be removed from the battlefield to be set up again later (entering a garrison is allowed).', {
          path: ['data', 'reason'],
          ref: e.data.unit,
        }),
      ];
    },
    // Stryker disable next-line ArrowFunction: module-load definition, built once at import before any mutant is switched on (docs/testing.md); the function's body is mutated
    scoreTurn: (state, _ctx, player) => scoreObjectives(state, player, { noun: 'quarter' }),
  },
};
