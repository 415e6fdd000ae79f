/**
 * Target specifications the battle tactics share: validation plus the list of valid targets.
 * @module
 */
import { selectDestroyed } from '../../../core/state/scoring-selectors.js';
import type { BattleTacticDef } from '../../../core/pack/battlepack.js';
import { violation } from '../../../core/errors.js';
import type { Target } from '../../../core/events/schema.js';
import type { DestroyedRecord, UnitState } from '../../../core/state/state.js';
import type { GalletExt } from '../ext.js';
import type { GalletState } from '../shared.js';

/** When every Gallet battle tactic is picked and judged (each tactic's `timing`). */
// Stryker disable next-line StringLiteral: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
export const JUDGED_AT_TURN_END = 'picked at the start of your hero phase; judged at the end of that turn';

/** A target spec of a battle tactic. */
export type TargetSpec = NonNullable<BattleTacticDef<GalletExt>['target']>;

// Stryker disable all: called once per tactic when the tactics are defined at import, before any mutant is switched on
// (docs/testing.md); the bodies of `validate` and `options` run at play and are mutated
/** A unit target spec: `eligible` decides which units qualify; `describe` says so in words. */
export function unitTarget(describe: string, eligible: (state: GalletState, player: string, unit: UnitState) => boolean): TargetSpec {
  return {
    kind: 'unit',
    describe,
    // Stryker restore all
    validate: (state, player, target) => {
      // the schema refuses ids that name a member of Object.prototype (`constructor`, `toString`…), so a look-up in
      // the unit record finds a unit of the battle or nothing
      const u = state.units[target.id];
      return u !== undefined && eligible(state, player, u)
        ? []
        : [violation('battle-tactic/invalid-target', `"${target.id}" is not a valid target: pick ${describe}.`, { path: ['data', 'target', 'id'], ref: target.id })];
    },
    // Stryker disable next-line ArrowFunction: module-load definition, built once at import before any mutant is switched on (docs/testing.md); the function's body is mutated
    options: (state, player) => {
      // one pass over the units (Object.values and an indexed loop, as the generator lists them), no list between
      const out: Target[] = [];
      const units = Object.values(state.units);
      for (let i = 0; i < units.length; i++) {
        const u = units[i] as UnitState;
        if (eligible(state, player, u)) out.push({ kind: 'unit', id: u.def.id });
      }
      return out;
    },
  };
}

/**
 * The destruction of the pick's target in the turn of the pick, if it happened (`unit` undefined, no target, finds
 * nothing: every destruction record names its unit).
 */
export function destroyedInTurn(state: GalletState, unit: string | undefined, round: number, turn: number): DestroyedRecord | undefined {
  return selectDestroyed(state).find((d) => d.unit === unit && d.round === round && d.turn === turn);
}
