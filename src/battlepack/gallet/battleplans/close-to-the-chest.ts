/**
 * Battleplan "Close to the Chest" (table 2, roll 5): each objective belongs to a player; at the start of each turn the
 * active player's opponent names one of their own objectives the alpha objective; +1 VP for controlling it.
 * @module
 */
import { definePackEvent, type BattleplanDef, type Effect, type RuleInfo } from '../../../core/pack/battlepack.js';
import { violation, type RuleViolation } from '../../../core/errors.js';
import type { AlphaObjectiveNamed } from '../events.js';
import { galletSchema } from '../event-parsers.js';
import type { GalletExt } from '../ext.js';
import { scoreObjectives } from '../scoring.js';
import { activeObjectives, findActiveObjective, isViolation, objectiveOwner, opponentOf, requirePlan, sourceId, type GalletState } from '../shared.js';
import { DEFAULT_MAX_VP, MAP_TERRITORIES, requireObjectives, type SetUpData } from './common.js';

const ID = 'close-to-the-chest';
const NAME = 'Close to the Chest';

/** The special rule "Alpha Objective". */
export const alphaObjective: RuleInfo = {
  id: 'alpha-objective',
  name: 'Alpha Objective',
};

/** The alpha objective named for the current turn, if any. */
export function currentAlpha(state: GalletState): string | null {
  const turn = state.clock.turn?.number ?? 0;
  const round = state.clock.round;
  const alphas = state.ext.alphas;
  for (let i = 0; i < alphas.length; i++) {
    const a = alphas[i];
    if (a !== undefined && a.round === round && a.turn === turn) return a.objective;
  }
  return null;
}

function ownedBy(state: GalletState, player: string): string[] {
  const out: string[] = [];
  for (const o of activeObjectives(state)) if (objectiveOwner(state, o) === player) out.push(o.id);
  return out;
}

/** Who owes this turn's alpha objective, and the objectives they may name. */
export interface AlphaOwed {
  /** The opponent of the player whose turn it is. */
  readonly namer: string;
  /** The namer's own objectives on the battlefield, in the state's order. */
  readonly objectives: readonly string[];
}

/**
 * Who owes this turn's alpha objective and which objectives they may name, or `null` when none is owed (between
 * turns, or already named this turn). The one reading of the rule behind the `gallet/alpha-required` check and the
 * pack's alpha choices: at the start of a turn, `AlphaObjectiveNamed` is accepted for exactly these objectives.
 */
export function alphaOwed(state: GalletState): AlphaOwed | null {
  if (state.clock.turn === null || currentAlpha(state) !== null) return null;
  const namer = opponentOf(state, state.clock.turn.player);
  return { namer, objectives: ownedBy(state, namer) };
}

// what the alpha check answers for every event it does not refuse: one frozen empty list, not a new one per event
const NONE: readonly RuleViolation[] = Object.freeze([]);

/** `AlphaObjectiveNamed`: the opponent of the active player names one of their own objectives, before the hero phase. */
export const alphaObjectiveNamed = definePackEvent<GalletExt, typeof AlphaObjectiveNamed>({
  schema: galletSchema<typeof AlphaObjectiveNamed>('AlphaObjectiveNamed'),
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
export function closeToTheChestScore(state: GalletState): Effect<GalletExt>[] {
  const player = state.clock.turn?.player;
  if (player === undefined) return [];
  const alpha = currentAlpha(state);
  const o = alpha === null ? undefined : state.board.objectives[alpha];
  const out = scoreObjectives(state, player);
  if (o !== undefined && o.active && o.controller === player) out.push({ kind: 'award', player, amount: 1, source: ALPHA_SOURCE, reason: `controls the alpha objective ${o.name}` });
  return out;
}

// the ledger source of the alpha objective's point (made once, not per turn)
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

/** The battleplan. */
export const closeToTheChest: BattleplanDef<GalletExt> = {
  id: ID,
  name: NAME,
  table: 2,
  roll: 5,
  objectives: [],
  maxVp: { perTurn: DEFAULT_MAX_VP.perTurn + 1, perBattle: DEFAULT_MAX_VP.perBattle + 5 },
  hooks: {
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
