/**
 * Battleplan "The Nidus Paths" (table 1, roll 6): four corner tunnels paired diagonally; at the end of their movement
 * phase a player may send one unit wholly within 6" of a path out of its twin.
 * @module
 */
import { definePackEvent, type BattleplanDef } from '../../../core/pack/battlepack.js';
import { violation, type RuleViolation } from '../../../core/errors.js';
import type { NidusPathTraversed, NidusCorner } from '../events.js';
import { galletSchema } from '../event-parsers.js';
import type { GalletExt } from '../ext.js';
import { findUnit, isViolation, requirePlan, requireTurnPhase } from '../shared.js';
import { DEFAULT_MAX_VP, MAP_TERRITORIES, requireObjectives, type SetUpData } from './common.js';

// Stryker disable all: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
const ID = 'the-nidus-paths';
const NAME = 'The Nidus Paths';

/** Each corner's twin: path A joins top-right and bottom-left, path B top-left and bottom-right. */
export const NIDUS_TWINS: Readonly<Record<NidusCorner, NidusCorner>> = {
  'top-left': 'bottom-right',
  'bottom-right': 'top-left',
  'top-right': 'bottom-left',
  'bottom-left': 'top-right',
};
// Stryker restore all

/** `NidusPathTraversed`: one friendly unit per movement phase, in the player's own movement phase. */
// Stryker disable next-line ObjectLiteral: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
export const nidusPathTraversed = definePackEvent<GalletExt, typeof NidusPathTraversed>({
  // Stryker disable next-line StringLiteral: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
  schema: galletSchema<typeof NidusPathTraversed>('NidusPathTraversed'),
  // Stryker disable next-line ArrowFunction: module-load definition, built once at import before any mutant is switched on (docs/testing.md); the function's body is mutated
  decide: (state, e) => {
    const plan = requirePlan(state, ID, NAME, 'A nidus path transfer');
    if (plan.length > 0) return plan;
    const out: RuleViolation[] = [...requireTurnPhase(state, e.data.player, 'movement', 'A nidus path transfer')];
    const u = findUnit(state, e.data.unit, ['data', 'unit']);
    if (isViolation(u)) out.push(u);
    else if (u.def.owner !== e.data.player || u.status !== 'battlefield')
      out.push(violation('gallet/invalid-target', `${u.def.name} must be a friendly unit on the battlefield to take a nidus path.`, { path: ['data', 'unit'], ref: u.def.id }));
    // a round's turn is one player's (their own movement phase is required above), so the round and turn say whose it is
    if (state.ext.nidus.some((n) => n.round === state.clock.round && n.turn === (state.clock.turn?.number ?? 0)))
      out.push(violation('gallet/nidus-once-per-phase', 'Only one unit takes a nidus path at the end of a movement phase.', { path: ['type'] }));
    return out;
  },
  // Stryker disable next-line ArrowFunction: module-load definition, built once at import before any mutant is switched on (docs/testing.md); the function's body is mutated
  effects: (state, e) => [
    {
      kind: 'ext',
      update: (x) => {
        x.nidus.push({
          round: state.clock.round,
          turn: state.clock.turn?.number ?? 0,
          player: e.data.player,
          unit: e.data.unit,
          target: null,
          phase: 'movement',
          detail: { entrance: e.data.entrance, exit: NIDUS_TWINS[e.data.entrance] },
        });
      },
    },
  ],
});

/** Set-up check: the objective layout is unknown, so objectives must be given. */
export function theNidusPathsSetUp(data: SetUpData): RuleViolation[] {
  return requireObjectives(NAME, data);
}

// Stryker disable all: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
/** The battleplan. */
export const theNidusPaths: BattleplanDef<GalletExt> = {
  id: ID,
  name: NAME,
  table: 1,
  roll: 6,
  objectives: [],
  maxVp: DEFAULT_MAX_VP,
};
// Stryker restore all
