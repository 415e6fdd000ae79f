/**
 * Every legal choice open now, as a ready event: what a player decides (battle tactics and their targets, who takes
 * the first turn, seizing the initiative, withdrawing, and the pack's own choices from its `choices` hook), each
 * checked by the engine's own decide. What the table reports (dice, contests, casualties, positions) is not a choice
 * and is not listed. See docs/getting-started-simulator.md, "Choices and facts".
 * @module
 */
import type { AnyEvent, AnyEventSchema, Battlepack, ChoiceCandidate, EventsOf, PackEventDef, PackIds } from '../core/battlepack.js';
import { decide, priorityWinner } from '../core/decide.js';
import { createRng, type Rng } from '../core/dice.js';
import type { Engine } from '../core/engine.js';
import type { BattleState } from '../core/state.js';

/** One legal choice: who makes it, what it is in a few words, and the event that records it. */
export interface Decision<Ev = AnyEvent> {
  /** The player who makes the choice. */
  readonly player: string;
  /** The event type, e.g. `BattleTacticPicked`. */
  readonly kind: string;
  /** The choice in a few words without its dice (`outmuscle unit:b2`, `first turn p1`): the same from call to call. */
  readonly choice: string;
  /** `kind` and `choice` together: compare decisions of two calls by their key. */
  readonly key: string;
  /** The ready event: `engine.apply(state, event)` accepts it. */
  readonly event: Ev;
  /** Whether the event carries dice rolled after the choice (see {@link ChoiceCandidate}): a fair bot re-rolls them. */
  readonly diceAfterChoice: boolean;
}

/** Options of {@link decisions}. */
export interface DecisionOptions {
  /**
   * The dice for choices whose event carries a roll (priority rolls, Purify the Land…). Default: a generator seeded
   * with the state's event count, so the same state lists the same decisions.
   */
  readonly dice?: Rng;
  /** Only choices of this player. */
  readonly player?: string;
  /** Only these event types. */
  readonly kinds?: readonly string[];
  /** Only the core's choices, or only the pack's (default: both). */
  readonly source?: 'all' | 'core' | 'pack';
}

/** The core choices as candidates: battle tactics with each target, first turn, seizing the initiative, withdrawal. */
export function coreChoices<X>(pack: Battlepack<X>, state: BattleState<X>, dice: Rng, kinds?: readonly string[]): ChoiceCandidate[] {
  const out: ChoiceCandidate[] = [];
  const want = (kind: string): boolean => kinds === undefined || kinds.includes(kind);
  if (state.stage !== 'battle') return out;
  const turn = state.turn;
  if (turn !== null) {
    const player = turn.player;
    if (turn.phase === 'hero' && want('BattleTacticPicked'))
      for (const def of Object.values(pack.battleTactics)) {
        if (def.target === undefined) {
          out.push({ player, choice: def.id, event: { type: 'BattleTacticPicked', data: { player, tactic: def.id } } });
          continue;
        }
        for (const target of def.target.options(state, player))
          out.push({ player, choice: `${def.id} ${target.kind}:${target.id}`, event: { type: 'BattleTacticPicked', data: { player, tactic: def.id, target: { kind: target.kind, id: target.id } } } });
      }
    if (turn.phase === null && pack.options.withdrawal !== undefined && want('PlayerWithdrew')) {
      out.push({ player, choice: 'withdraw', event: { type: 'PlayerWithdrew', data: { player } } });
      out.push({ player, choice: 'withdraw, the battle goes on', event: { type: 'PlayerWithdrew', data: { player, continueBattle: true } } });
    }
    return out;
  }
  if (state.pendingRoll !== null) return out;
  const round = state.round + 1;
  const prev = state.rounds[state.rounds.length - 1];
  if (prev !== undefined && prev.round === state.round && prev.turnsEnded < 2) return out;
  // priority: the rolls are made first (a fact), then the winner chooses who takes the first turn
  const [a, b] = state.playerOrder;
  if (a === undefined || b === undefined) return out;
  const rolled = !(round === 1 && pack.roundOnePriority === 'deployment-first');
  const rolls = rolled ? { [a]: dice.d6(), [b]: dice.d6() } : undefined;
  const w = priorityWinner(pack, state, round, rolls);
  const winner = typeof w === 'string' ? w : a;
  // seizing the initiative is the last round's second player winning the roll and going first (ruling
  // core/seizure-needs-roll): offered with the same rolls, when they won them
  if (pack.options.seizeInitiative && prev !== undefined && rolls !== undefined && winner === prev.second && want('InitiativeSeized'))
    out.push({ player: prev.second, choice: 'seize the initiative', event: { type: 'InitiativeSeized', data: { round, player: prev.second, rolls } } });
  if (!want('PriorityDetermined')) return out;
  for (const firstTurn of [winner, winner === a ? b : a])
    out.push({ player: winner, choice: `first turn ${firstTurn}`, event: { type: 'PriorityDetermined', data: { round, ...(rolls !== undefined ? { rolls } : {}), firstTurn } } });
  return out;
}

/**
 * Every choice open now, each a ready event the engine accepts: the core's and the pack's candidates, kept when the
 * engine's own decide (the code `engine.apply` runs, hooks included) finds nothing wrong. In the pack's order, core
 * choices first. Listing never changes the state.
 */
export function decisions<X, E extends readonly PackEventDef<X, AnyEventSchema>[], I extends PackIds = PackIds>(
  engine: Engine<X, E, I>,
  state: BattleState<X>,
  options: DecisionOptions = {},
): Decision<EventsOf<E, I>>[] {
  const pack = engine.pack as unknown as Battlepack<X>;
  if (state.stage === 'ended' || state.stage === 'awaiting-setup') return [];
  const dice = options.dice ?? createRng(state.eventCount);
  const source = options.source ?? 'all';
  const candidates = [...(source !== 'pack' ? coreChoices(pack, state, dice, options.kinds) : []), ...(source !== 'core' ? (pack.choices?.(state, dice) ?? []) : [])];
  const out: Decision<EventsOf<E, I>>[] = [];
  // the choices taken so far, by event type: a Set of `type choice` keys hashed a freshly joined string per candidate
  const seen = new Map<string, string[]>();
  for (const c of candidates) {
    if (options.player !== undefined && c.player !== options.player) continue;
    if (options.kinds !== undefined && !options.kinds.includes(c.event.type)) continue;
    const taken = seen.get(c.event.type);
    if (taken !== undefined && taken.includes(c.choice)) continue;
    if (decide(pack, state, c.event, state.eventCount).length > 0) continue;
    if (taken === undefined) seen.set(c.event.type, [c.choice]);
    else taken.push(c.choice);
    const key = `${c.event.type} ${c.choice}`;
    out.push({ player: c.player, kind: c.event.type, choice: c.choice, key, event: c.event as EventsOf<E, I>, diceAfterChoice: c.diceAfterChoice === true });
  }
  return out;
}
