/**
 * Battleplan "Close to the Chest" (table 2, roll 5): each objective belongs to a player; at the start of each turn the
 * active player's opponent names one of their own objectives the alpha objective; +1 VP for controlling it.
 * @module
 */
import { definePackEvent, type BattleplanDef, type Effect, type HookContext } from '../../../core/pack/battlepack.js';
import { violation, type RuleViolation } from '../../../core/errors.js';
import type { AlphaObjectiveNamed } from '../events.js';
import { galletSchema } from '../event-parsers.js';
import type { GalletExt } from '../ext.js';
import { scoreObjectives } from '../scoring.js';
import { findActiveObjective, isViolation, objectiveOwner, opponentOf, requirePlan, sourceId, type GalletState } from '../shared.js';
import { DEFAULT_MAX_VP, MAP_TERRITORIES, requireObjectives, type SetUpData } from './common.js';
import { alphaOwed, currentAlpha } from '../readings.js';

export { alphaOwed, currentAlpha, type AlphaOwed } from '../readings.js';

// Stryker disable all: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
const ID = 'close-to-the-chest';
const NAME = 'Close to the Chest';

// what the alpha check answers for every event it does not refuse: one frozen empty list, not a new one per event
const NONE: readonly RuleViolation[] = Object.freeze([]);
// Stryker restore all

/** `AlphaObjectiveNamed`: the opponent of the active player names one of their own objectives, before the hero phase. */
// Stryker disable next-line ObjectLiteral: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
export const alphaObjectiveNamed = definePackEvent<GalletExt, typeof AlphaObjectiveNamed>({
  // Stryker disable next-line StringLiteral: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
  schema: galletSchema<typeof AlphaObjectiveNamed>('AlphaObjectiveNamed'),
  // Stryker disable next-line ArrowFunction: module-load definition, built once at import before any mutant is switched on (docs/testing.md); the function's body is mutated
  decide: (state, e) => {
    const plan = requirePlan(state, ID, NAME, 'Naming the alpha objective');
    if (plan.length > 0) return plan;
    if (state.clock.turn === null || state.clock.turn.phase !== null)
      return [violation('gallet/alpha-timing', 'The alpha objective is named at the start of a turn, before its hero phase.', { path: ['type'] })];
    const out: RuleViolation[] = [];
    const namer = opponentOf(state, state.clock.turn.player);
    if (e.data.player !== namer)
      out.push(violation('gallet/alpha-player', `The opponent of the player whose turn it is (${namer}) names the alpha objective.`, { path: ['data', 'player'], ref: e.data.player }));
    if (currentAlpha(state) !== null) out.push(violation('gallet/alpha-already-named', 'The alpha objective of this turn has already been named.', { path: ['type'] }));
    const o = findActiveObjective(state, e.data.objective, ['data', 'objective']);
    if (isViolation(o)) out.push(o);
    else if (objectiveOwner(state, o) !== e.data.player)
      out.push(violation('gallet/alpha-not-own-objective', `${o.name} does not belong to ${e.data.player}; the alpha objective is one of the namer's own objectives.`, { path: ['data', 'objective'], ref: o.id }));
    return out;
  },
  // Stryker disable next-line ArrowFunction: module-load definition, built once at import before any mutant is switched on (docs/testing.md); the function's body is mutated
  effects: (state, e) => [
    {
      kind: 'ext',
      update: (x) => {
        x.alphas.push({ round: state.clock.round, turn: state.clock.turn?.number ?? 0, player: state.clock.turn?.player ?? '', namedBy: e.data.player, objective: e.data.objective });
      },
    },
  ],
});

/** The plan's scoring: the default lines plus the alpha objective. */
export function closeToTheChestScore(state: GalletState, _ctx: HookContext, player: string): Effect<GalletExt>[] {
  const alpha = currentAlpha(state);
  const o = alpha === null ? undefined : state.board.objectives[alpha];
  const out = scoreObjectives(state, player);
  if (o !== undefined && o.controller === player) out.push({ kind: 'award', player, amount: 1, source: ALPHA_SOURCE, reason: `controls the alpha objective ${o.name}` });
  return out;
}

// the ledger source of the alpha objective's point (made once, not per turn)
// Stryker disable next-line all: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
const ALPHA_SOURCE = sourceId('special-rule', 'alpha-objective');

/** Set-up check: the layout and its ownership are unknown, so objectives with owners (player ids or `attacker` / `defender`) must be given. */
export function closeToTheChestSetUp(data: SetUpData): RuleViolation[] {
  const out = requireObjectives(NAME, data);
  const ids = new Set(data.players.map((p) => p.id));
  (data.objectives ?? []).forEach((o, i) => {
    if (o.owner === undefined || !(ids.has(o.owner) || o.owner === 'attacker' || o.owner === 'defender'))
      out.push(
        violation('gallet/objective-owner-required', `In Close to the Chest every objective belongs to a player: give "owner" as a player id or "attacker" / "defender" for ${o.id}.`, {
          path: ['data', 'objectives', i, 'owner'],
          ref: o.id,
        }),
      );
  });
  return out;
}

// Stryker disable all: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
/** The battleplan. */
export const closeToTheChest: BattleplanDef<GalletExt> = {
  id: ID,
  name: NAME,
  table: 2,
  roll: 5,
  objectives: [],
  maxVp: { perTurn: DEFAULT_MAX_VP.perTurn + 1, perBattle: DEFAULT_MAX_VP.perBattle + 5 },
  hooks: {
    // Stryker restore all
    // Stryker disable next-line ArrowFunction: module-load definition, built once at import before any mutant is switched on (docs/testing.md); the function's body is mutated
    validate: (state, event) => {
      if (event.type !== 'PhaseStarted' && event.type !== 'TurnEnded') return NONE;
      const owed = alphaOwed(state);
      return owed === null || owed.objectives.length === 0
        ? []
        : [violation('gallet/alpha-required', `${owed.namer} must name the alpha objective (AlphaObjectiveNamed) at the start of this turn; their objectives: ${owed.objectives.join(', ')}.`, { path: ['type'] })];
    },
    scoreTurn: closeToTheChestScore,
  },
};
