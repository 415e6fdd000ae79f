/**
 * The random player of a generated battle: how it picks among the choices open to a player (a battle tactic or a kind
 * of choice at random, then one of its options), and the chooser a bot plugs in instead.
 * @module
 */
import type { AnyEventSchema, EventsOf, PackEventDef, PackIds } from '../../core/pack/battlepack.js';
import type { Rng } from '../../core/dice.js';
import type { BattleState } from '../../core/state/state.js';
import { listSource, type ChoiceSource } from '../choice-list.js';
import type { Decision } from '../decisions.js';

/** What a {@link Chooser} is asked: the choices open to one player now (every one accepted by the engine). */
export interface ChoiceRequest<X, E extends readonly PackEventDef<X, AnyEventSchema>[], I extends PackIds = PackIds> {
  /** The state now: the generator's own, not to be changed. */
  readonly state: BattleState<X>;
  readonly player: string;
  /** Never empty. */
  readonly options: readonly Decision<EventsOf<E, I>>[];
  /** Whether the battle cannot go on without one of them (a `null` answer is then replaced by a random pick). */
  readonly required: boolean;
  /** The battle's own dice: a chooser that draws from them changes the rest of the battle (a bot keeps its own). */
  readonly rng: Rng;
  /**
   * How likely the random player is to take the choice ({@link RandomBattleChances}): for who takes the first turn,
   * how likely the winner goes first.
   */
  readonly chance: number;
}

/**
 * The random player's choice: with the request's chance (always when required) a choice at random, the battle tactic
 * or kind first, then one of its options; who takes the first turn: the winner, with that chance. Draws from the
 * request's `rng`.
 */
export function randomChoice<X, E extends readonly PackEventDef<X, AnyEventSchema>[], I extends PackIds = PackIds>(request: ChoiceRequest<X, E, I>): Decision<EventsOf<E, I>> | null {
  return pickRandom(listSource(request.options), request.rng, request.player, request.chance, request.required);
}

/** {@link randomChoice} over a source of choices: asks it only what the pick needs (the generator's are checked lazily). @internal */
export function pickRandom<D extends Decision<unknown>>(source: ChoiceSource<D>, rng: Rng, player: string, p: number, required: boolean): D | null {
  // nothing taken whatever the choices (and no dice drawn): none is checked
  if (!required && p <= 0 && !source.couldBe('PriorityDetermined')) return null;
  const head = source.first();
  if (head === undefined) return null;
  if (head.kind === 'PriorityDetermined') {
    const options = source.all();
    const first = chance(rng, p) ? player : (options.find((o) => o.choice !== `first turn ${player}`)?.choice.slice('first turn '.length) ?? player);
    return options.find((o) => o.choice === `first turn ${first}`) ?? options[0] ?? null;
  }
  if (!required && !chance(rng, p)) return null;
  // a battle tactic (or a kind of choice) at random, then one of its options
  return source.decision(rng.pick(source.members(rng.pick(source.groups()))));
}

/** Makes a player's choices in a generated battle instead of the random player: one of the options, or `null` to pass. */
export type Chooser<X, E extends readonly PackEventDef<X, AnyEventSchema>[], I extends PackIds = PackIds> = (request: ChoiceRequest<X, E, I>) => Decision<EventsOf<E, I>> | null;

/** Whether an event of chance `p` happens: draws one number, none when `p` is 0 or less. @internal */
export function chance(rng: Rng, p: number): boolean {
  return p > 0 && rng.next() < p;
}
