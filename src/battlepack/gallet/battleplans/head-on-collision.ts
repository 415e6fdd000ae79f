/**
 * Battleplan "Head-on Collision" (table 2, roll 2): no control in round 1 or after set-up; 1 / 2 / 4 VP for the
 * objective in your territory / the centre / the enemy territory, +1 for gaining one this turn with friendly
 * GALLETIAN VETERANS within 6".
 * @module
 */
import type { BattleplanDef, Effect, HookContext } from '../../../core/pack/battlepack.js';
import { violation } from '../../../core/errors.js';
import { contestsAtEndOf } from '../../../core/events/moments.js';
import type { CoreEventInput } from '../../../core/events/schema.js';
import type { GalletExt } from '../ext.js';
import { controlledObjectives, isVeteran, otherRole, roleOf, sourceId, whollyWithinTerritory, type GalletState } from '../shared.js';
import { STANDARD_TERRITORIES } from './common.js';

/** The plan's scoring for the player whose turn ends. */
export function headOnScore(state: GalletState, _ctx: HookContext, player: string): Effect<GalletExt>[] {
  const role = roleOf(state, player);
  const mine = controlledObjectives(state, player);
  const out: Effect<GalletExt>[] = [];
  const award = (id: string, amount: number, reason: string): void => void out.push({ kind: 'award', player, amount, source: sourceId('scoring', id), reason });
  if (mine.some((o) => whollyWithinTerritory(o, role))) award('head-on-own-territory', 1, 'controls the objective in their own territory');
  if (mine.some((o) => o.placement === 'centre')) award('head-on-centre', 2, 'controls the centre objective');
  if (mine.some((o) => whollyWithinTerritory(o, otherRole(role)))) award('head-on-enemy-territory', 4, "controls the objective in the opponent's territory");
  const turn = state.clock.turn?.number ?? 0;
  const gained = mine.filter((o) => o.controlChangedAt?.round === state.clock.round && o.controlChangedAt.turn === turn);
  // "within 6"" at the end of the turn: the contest report of this turn (ruling `gallet/within-6-is-contest-entry`)
  const withVeterans = gained.find((o) =>
    (contestsAtEndOf(state, o.id, { round: state.clock.round, turn }) ?? []).some((c) => {
      const u = state.units[c.unit];
      return u !== undefined && u.def.owner === player && u.status === 'battlefield' && isVeteran(u) && (c.models ?? 0) > 0;
    }),
  );
  if (withVeterans !== undefined) award('head-on-veterans', 1, `gained ${withVeterans.name} this turn with GALLETIAN VETERANS within 6"`);
  return out;
}

// Stryker disable all: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
/** The battleplan. */
export const headOnCollision: BattleplanDef<GalletExt> = {
  id: 'head-on-collision',
  name: 'Head-on Collision',
  table: 2,
  roll: 2,
  // FACTS.md §5: one wholly within each territory and one at the centre
  objectives: [
    { id: 'attacker-objective', name: "Attacker's objective", placement: 'attacker-territory' },
    { id: 'centre', name: 'Centre', placement: 'centre' },
    { id: 'defender-objective', name: "Defender's objective", placement: 'defender-territory' },
  ],
  maxVp: { perTurn: 1 + 2 + 4 + 1 + 3, perBattle: 5 * 8 + 5 * 2 + 1 + 3 },
  hooks: {
    // Stryker restore all
    // ghb 2022 s1, "Deadly Denizens": no control after set-up (round 0) nor in round 1
    // Stryker disable next-line ArrowFunction: module-load definition, built once at import before any mutant is switched on (docs/testing.md); the function's body is mutated
    filterControl: (state, changes) => (state.clock.round <= 1 ? [] : changes),
    // Stryker disable next-line ArrowFunction: module-load definition, built once at import before any mutant is switched on (docs/testing.md); the function's body is mutated
    validate: (state, event) => {
      const e = event as CoreEventInput;
      if (e.type !== 'ObjectiveControlSet' || e.data.player === null || state.clock.round > 1) return [];
      return [violation('gallet/no-control-round-one', 'In Head-on Collision nobody can take an objective after set-up or during round 1; set control from round 2 on.', { path: ['data', 'player'] })];
    },
    scoreTurn: headOnScore,
  },
};
