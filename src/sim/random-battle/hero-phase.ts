/**
 * The hero phase of a generated battle: the active player's battle tactic pick (from the tactics open to them, each
 * target checked only when the pick needs it) and command points gained or spent.
 * @module
 */
import type { AnyEventSchema, Battlepack, EventsOf, PackEventDef } from '../../core/pack/battlepack.js';
import type { BattleState } from '../../core/state/state.js';
import { tacticSource } from '../choice-list.js';
import type { Generator } from './generator.js';
import { chance } from './random-player.js';

/** The battle tactic `player` picks, if any (always where the pack requires a pick). @internal */
export function pickTactic<X, E extends readonly PackEventDef<X, AnyEventSchema>[]>(g: Generator<X, E>, player: string): void {
  if (g.ended) return;
  // the tactics open to the player, each target made a candidate and checked only when the pick asks
  const options = tacticSource<EventsOf<E>>(g.engine.pack as unknown as Battlepack<unknown>, g.view() as BattleState<unknown>, player) ?? g.list({ dice: g.rng, source: 'core', kinds: ['BattleTacticPicked'], player }).source();
  // the random player picks a tactic at random, then one of its targets; always where the pack requires a pick
  const required = g.engine.pack.options.battleTacticRequired === true;
  const d = g.choose(player, options, required, g.chances.pickTactic);
  if (d !== null) g.emitChoice(d);
}

/** Command points gained or spent, by the active player or (less often) their opponent. @internal */
export function commandPoints<X, E extends readonly PackEventDef<X, AnyEventSchema>[]>(g: Generator<X, E>, player: string): void {
  const rng = g.rng;
  if (!chance(rng, g.chances.commandPoints)) return;
  const who = chance(rng, 0.8) ? player : g.other(player);
  const have = g.s.players[who]?.commandPoints ?? 0;
  if (have > 0 && chance(rng, 0.8)) g.tryEmit({ type: 'CommandPointsSpent', data: { player: who, amount: rng.int(1, Math.min(have, 20)), ability: 'all-out attack' } });
  else g.tryEmit({ type: 'CommandPointsGained', data: { player: who, amount: rng.int(1, 2), source: 'an ability' } });
}
