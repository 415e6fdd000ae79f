/**
 * Battleplan "The Prize of Gallet" (table 1, roll 1): only activated objectives score; each round the player going
 * second activates one; border objectives not before round 2.
 * @module
 */
import { definePackEvent, type BattleplanDef } from '../../../core/pack/battlepack.js';
import { violation, type RuleViolation } from '../../../core/errors.js';
import { currentRound } from '../../../core/rules/rules-of.js';
import type { ObjectiveState } from '../../../core/state/state.js';
import type { ObjectiveActivated } from '../events.js';
import { galletSchema } from '../event-parsers.js';
import type { GalletExt } from '../ext.js';
import { scoreObjectives } from '../scoring.js';
import { activeObjectives, atRoundStart, findActiveObjective, isViolation, requirePlan, type GalletState } from '../shared.js';
import { DEFAULT_MAX_VP } from './common.js';

// Stryker disable all: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
const ID = 'the-prize-of-gallet';
const NAME = 'The Prize of Gallet';
// Stryker restore all

/** Whether an objective has been activated. */
export function isActivated(o: ObjectiveState): boolean {
  return o.markers['activated'] === true;
}

/** Whether an objective on the battlefield may be activated now (not yet activated, a border one only from round 2). */
export function canActivate(state: GalletState, o: ObjectiveState): boolean {
  const border = o.placement === 'border-attacker' || o.placement === 'border-defender';
  return !isActivated(o) && !(border && state.clock.round < 2);
}

/** `ObjectiveActivated`: the second-turn player activates an objective at the start of the round. */
// Stryker disable next-line ObjectLiteral: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
export const objectiveActivated = definePackEvent<GalletExt, typeof ObjectiveActivated>({
  // Stryker disable next-line StringLiteral: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
  schema: galletSchema<typeof ObjectiveActivated>('ObjectiveActivated'),
  // Stryker disable next-line ArrowFunction: module-load definition, built once at import before any mutant is switched on (docs/testing.md); the function's body is mutated
  decide: (state, e) => {
    const plan = requirePlan(state, ID, NAME, 'Activating objectives');
    if (plan.length > 0) return plan;
    const cur = currentRound(state);
    if (!atRoundStart(state) || cur === undefined)
      return [violation('gallet/activation-timing', 'Objectives are activated at the start of a battle round, after the turn order is set and before the first turn.', { path: ['type'] })];
    const out: RuleViolation[] = [];
    if (e.data.player !== cur.second)
      out.push(violation('gallet/activation-player', `The player taking the second turn (${cur.second}) activates the objective this round.`, { path: ['data', 'player'], ref: e.data.player }));
    if (state.ext.activations.some((a) => a.round === state.clock.round))
      out.push(violation('gallet/activation-already-made', `An objective has already been activated in round ${state.clock.round}; one per round.`, { path: ['type'] }));
    const o = findActiveObjective(state, e.data.objective, ['data', 'objective']);
    if (isViolation(o)) out.push(o);
    else if (isActivated(o)) out.push(violation('gallet/activation-repeated', `${o.name} is already activated; pick one that is not.`, { path: ['data', 'objective'], ref: o.id }));
    else if (!canActivate(state, o))
      // ghb 2022 s1, "Amberbone Deposits": border objectives cannot be activated before round 2
      out.push(violation('gallet/activation-border-too-early', `${o.name} is on the border of a territory and cannot be activated before the second battle round.`, { path: ['data', 'objective'], ref: o.id }));
    return out;
  },
  // Stryker disable next-line ArrowFunction: module-load definition, built once at import before any mutant is switched on (docs/testing.md); the function's body is mutated
  effects: (state, e) => [
    { kind: 'objective-marker', objective: e.data.objective, key: 'activated', value: true },
    {
      kind: 'ext',
      update: (x) => {
        x.activations.push({ round: state.clock.round, player: e.data.player, objective: e.data.objective });
      },
    },
  ],
});

// Stryker disable all: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
/** The battleplan. */
export const thePrizeOfGallet: BattleplanDef<GalletExt> = {
  id: ID,
  name: NAME,
  table: 1,
  roll: 1,
  // FACTS.md §5: centre, two on the centre line towards the short edges, one on each territory border (60"×44" reconstruction)
  objectives: [
    { id: 'attacker-border', name: "Attacker's border", placement: 'border-attacker', position: { x: 30, y: 11 } },
    { id: 'west', name: 'West', placement: 'neutral', position: { x: 15, y: 22 } },
    { id: 'centre', name: 'Centre', placement: 'centre', position: { x: 30, y: 22 } },
    { id: 'east', name: 'East', placement: 'neutral', position: { x: 45, y: 22 } },
    { id: 'defender-border', name: "Defender's border", placement: 'border-defender', position: { x: 30, y: 33 } },
  ],
  maxVp: DEFAULT_MAX_VP,
  hooks: {
    // Stryker restore all
    // Stryker disable next-line ArrowFunction: module-load definition, built once at import before any mutant is switched on (docs/testing.md); the function's body is mutated
    validate: (state, event) => {
      if (event.type !== 'TurnStarted' || state.ext.activations.some((a) => a.round === state.clock.round)) return [];
      const eligible = activeObjectives(state).filter((o) => canActivate(state, o));
      const cur = currentRound(state);
      return eligible.length === 0 || cur === undefined
        ? []
        : [
            violation('gallet/activation-required', `${cur.second} must activate an objective (ObjectiveActivated) before the first turn of round ${state.clock.round}; eligible: ${eligible.map((o) => o.id).join(', ')}.`, {
              path: ['type'],
            }),
          ];
    },
    // Stryker disable next-line ArrowFunction: module-load definition, built once at import before any mutant is switched on (docs/testing.md); the function's body is mutated
    scoreTurn: (state, _ctx, player) => scoreObjectives(state, player, { eligible: isActivated, noun: 'activated objective' }),
  },
};
