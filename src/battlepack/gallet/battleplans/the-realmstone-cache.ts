/**
 * Battleplan "The Realmstone Cache" (table 1, roll 2): at the start of round 3, before the turn order is set, the centre
 * objective is removed and two fragment objectives are placed where the defender's roll says (positions arrive as data).
 * @module
 */
import { definePackEvent, type BattleplanDef } from '../../../core/pack/battlepack.js';
import { violation, type RuleViolation } from '../../../core/errors.js';
import { currentRound, has } from '../../../core/rules/rules-of.js';
import type { ObjectiveState } from '../../../core/state/state.js';
import type { RealmstoneFragmentsPlaced } from '../events.js';
import { galletSchema } from '../event-parsers.js';
import type { GalletExt } from '../ext.js';
import { activeObjectives, requirePlan, type GalletState } from '../shared.js';
import { DEFAULT_MAX_VP } from './common.js';

// Stryker disable all: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
const ID = 'the-realmstone-cache';
const NAME = 'The Realmstone Cache';
/** The round at whose start the cache detonates. */
export const DETONATION_ROUND = 3;
// Stryker restore all

/** The objective at the centre of the battlefield (placement `centre`), if one is on the battlefield. */
export function centreObjective(state: GalletState): ObjectiveState | undefined {
  return activeObjectives(state).find((o) => o.placement === 'centre');
}

// both turns of round 2 ended: no turn is under way then, and the core refuses every event once the battle has ended
function betweenRounds2And3(state: GalletState): boolean {
  return state.clock.round === DETONATION_ROUND - 1 && currentRound(state)?.turnsEnded === 2;
}

/** `RealmstoneFragmentsPlaced`: the defender's detonation: centre removed, the two fragments added. */
// Stryker disable next-line ObjectLiteral: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
export const realmstoneFragmentsPlaced = definePackEvent<GalletExt, typeof RealmstoneFragmentsPlaced>({
  // Stryker disable next-line StringLiteral: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
  schema: galletSchema<typeof RealmstoneFragmentsPlaced>('RealmstoneFragmentsPlaced'),
  // Stryker disable next-line ArrowFunction: module-load definition, built once at import before any mutant is switched on (docs/testing.md); the function's body is mutated
  decide: (state, e) => {
    const plan = requirePlan(state, ID, NAME, 'The realmstone detonation');
    if (plan.length > 0) return plan;
    const out: RuleViolation[] = [];
    if (state.ext.realmstone !== null) return [violation('gallet/realmstone-already-detonated', 'The cache has already detonated.', { path: ['type'] })];
    if (!betweenRounds2And3(state))
      out.push(violation('gallet/realmstone-timing', 'The cache detonates at the start of round 3, before its priority is determined.', { path: ['type'] }));
    if (state.players[e.data.player]?.role !== 'defender')
      out.push(violation('gallet/realmstone-player', 'The defender removes the centre objective and places the fragments.', { path: ['data', 'player'], ref: e.data.player }));
    if (centreObjective(state) === undefined)
      out.push(violation('gallet/no-centre-objective', 'There is no objective at the centre of the battlefield (placement "centre") to remove.', { path: ['type'] }));
    const ids = new Set<string>();
    e.data.fragments.forEach((f, i) => {
      if (has(state.board.objectives, f.id) || ids.has(f.id))
        out.push(violation('setup/duplicate-id', `Objective id "${f.id}" is already used; each fragment needs a new id.`, { path: ['data', 'fragments', i, 'id'], ref: f.id }));
      ids.add(f.id);
    });
    return out;
  },
  // Stryker disable next-line ArrowFunction: module-load definition, built once at import before any mutant is switched on (docs/testing.md); the function's body is mutated
  effects: (state, e) => {
    const centre = centreObjective(state)?.id ?? '';
    return [
      { kind: 'objective-removed', objective: centre },
      ...e.data.fragments.map((f) => ({ kind: 'objective-added' as const, objective: { ...f, active: true } })),
      {
        kind: 'ext',
        update: (x) => {
          x.realmstone = { roll: e.data.roll, removed: centre, fragments: e.data.fragments.map((f) => f.id) };
        },
      },
    ];
  },
});

// Stryker disable all: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
/** The battleplan. */
export const theRealmstoneCache: BattleplanDef<GalletExt> = {
  id: ID,
  name: NAME,
  table: 1,
  roll: 2,
  // FACTS.md §5: one objective at the centre until round 3; the roll → fragment positions table is unknown
  objectives: [{ id: 'centre', name: 'Realmstone Cache', placement: 'centre', position: { x: 30, y: 22 } }],
  maxVp: DEFAULT_MAX_VP,
  hooks: {
    // Stryker restore all
    // Stryker disable next-line ArrowFunction: module-load definition, built once at import before any mutant is switched on (docs/testing.md); the function's body is mutated
    validate: (state, event) => {
      if ((event.type !== 'PriorityDetermined' && event.type !== 'InitiativeSeized') || (event.data as { round?: unknown }).round !== DETONATION_ROUND || state.ext.realmstone !== null || centreObjective(state) === undefined) return [];
      return [
        violation('gallet/realmstone-detonation-required', 'The Realmstone Cache detonates before the turn order of round 3 is set: send RealmstoneFragmentsPlaced first.', {
          path: ['type'],
        }),
      ];
    },
  },
};
