/**
 * Every legal choice open now, as a ready event: what a player decides (battle tactics and their targets, who takes
 * the first turn, seizing the initiative, withdrawing, and the pack's own choices from its `choices` hook), each
 * checked by the engine's own decide. What the table reports (dice, contests, casualties, positions) is not a choice
 * and is not listed. See docs/getting-started-simulator.md, "Choices and facts".
 * @module
 */
import type { AnyEvent, AnyEventSchema, Battlepack, ChoiceCandidate, EventsOf, PackEventDef, PackIds } from '../core/battlepack.js';
import type { Rng } from '../core/dice.js';
import type { Engine } from '../core/engine.js';
import type { BattleState } from '../core/state.js';
import { badOption, engineOrThrow, isRng, readOptions } from './args.js';
import { choiceList } from './choice-list.js';

export { coreChoices } from './choice-list.js';

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

/**
 * Every choice open now, each a ready event the engine accepts: the core's and the pack's candidates, kept when the
 * engine's own decide (the code `engine.apply` runs, hooks included) finds nothing wrong. In the pack's order, core
 * choices first. Listing never changes the state. A state the engine refuses (`engine.available` gives violations: not a
 * battle state, another pack's) and arguments of the wrong kind are a `TypeError`: nothing is listed that `apply` would
 * then refuse.
 */
export function decisions<X, E extends readonly PackEventDef<X, AnyEventSchema>[], I extends PackIds = PackIds>(
  engine: Engine<X, E, I>,
  state: BattleState<X>,
  options: DecisionOptions = {},
): Decision<EventsOf<E, I>>[] {
  const fn = 'decisions';
  engineOrThrow(fn, engine);
  const o = readOptions(fn, options, ['dice', 'player', 'kinds', 'source']);
  if (o['dice'] !== undefined && !isRng(o['dice'])) badOption(fn, 'options.dice', 'a generator from createRng');
  if (o['player'] !== undefined && typeof o['player'] !== 'string') badOption(fn, 'options.player', 'a player id');
  const kinds = o['kinds'];
  if (kinds !== undefined && (!Array.isArray(kinds) || kinds.length > 1000 || !kinds.every((k) => typeof k === 'string'))) badOption(fn, 'options.kinds', 'a list of event types');
  if (o['source'] !== undefined && o['source'] !== 'all' && o['source'] !== 'core' && o['source'] !== 'pack') badOption(fn, 'options.source', '"all", "core" or "pack"');
  if (state === null || typeof state !== 'object') badOption(fn, 'state', 'a battle state');
  // the engine's own verdict on the state first: one it refuses lists nothing (what apply would refuse is never offered)
  const refused = engine.available(state).violations ?? [];
  const first = refused[0];
  if (first !== undefined) throw new TypeError(`decisions: the engine refuses this state (${first.code}: ${first.message})`);
  const read: DecisionOptions = {
    ...(o['dice'] !== undefined ? { dice: o['dice'] as Rng } : {}),
    ...(o['player'] !== undefined ? { player: o['player'] as string } : {}),
    ...(kinds !== undefined ? { kinds: [...(kinds as string[])] } : {}),
    ...(o['source'] !== undefined ? { source: o['source'] as DecisionOptions['source'] & string } : {}),
  };
  try {
    return choiceList<EventsOf<E, I>>(engine.pack as unknown as Battlepack<unknown>, state as BattleState<unknown>, read).all();
  } catch (e) {
    throw new TypeError(`decisions: the state could not be read (${e instanceof Error ? e.message.slice(0, 200) : 'an error'}).`);
  }
}
