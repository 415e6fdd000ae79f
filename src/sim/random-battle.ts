/**
 * A seeded generator of random, legal battles for any battlepack: the property tests, the `simulate` command and the
 * benchmarks play with it. Every event it emits has been accepted by the engine's rules (the `decide` of
 * `engine.check`, without the schema parse: the events are the generator's own) on the state it was folded into, and
 * the battle is folded on the trusted fast path while it is generated. The same seed always gives the same battle.
 *
 * This file holds the entries; the generator's parts are in `random-battle/`: its options and defaults
 * (`options.ts`), the random player (`random-player.ts`), default rosters and terrain (`rosters.ts`), the generator
 * itself (`generator.ts`: checking and folding events, choices, the pack's extras) and one file per moment of the
 * battle (`set-up.ts`, `battle-round.ts`, `turn.ts`, `hero-phase.ts`, `battlefield-reports.ts`), stepped through by
 * `play.ts`.
 * @module
 */
import type { AnyEventSchema, EventsOf, PackEventDef, PackIds } from '../core/pack/battlepack.js';
import type { Engine } from '../core/engine-types.js';
import { clonePlain } from '../core/state/freeze.js';
import type { BattleState, Draft } from '../core/state/state.js';
import { badOption } from './args.js';
import { Generator } from './random-battle/generator.js';
import { checkedOptions, withPackPlay, type RandomBattle, type RandomBattleOptions } from './random-battle/options.js';
import { playOn } from './random-battle/play.js';

export type { BattleMoment, BattleSetUpData, BlockedEvent, PackRandomPlay, RandomBattleChances, RandomBattleExtras, RosterGenerator, RosterRequest, SetUpDataOf } from '../core/pack/random-play.js';
export { BATTLE_MOMENTS, CHOICE_MOMENTS, DEFAULT_CHANCES, type RandomBattle, type RandomBattleOptions } from './random-battle/options.js';
export { randomChoice, type Chooser, type ChoiceRequest } from './random-battle/random-player.js';
export { defaultRandomRoster, type DefaultRosterOptions } from './random-battle/rosters.js';
export { RandomBattleStuck } from './random-battle/generator.js';


/**
 * Plays a random legal battle to its end. Deterministic for a given seed (and the same extras and roster generator).
 * Every event was checked with the engine's rules (those of `engine.check`; with `rulesOnly: false`, its schema too) on the state it was folded into. The pack's own random play
 * (`pack.random`: its events, set-up, terrain) is used unless the options replace it. Options of the wrong kind, and a
 * set-up made from them that the engine refuses (a player id it does not take, too many terrain features…), are a
 * `TypeError`.
 * @example
 * ```ts
 * import { selectResult } from 'battlepack-engine';
 * import { randomBattle } from 'battlepack-engine/sim';
 * import { galletEngine } from 'battlepack-engine/gallet';
 *
 * const b = randomBattle(galletEngine, { seed: 42, battleplan: 'the-prize-of-gallet' });
 * const result = selectResult(b.state);
 * console.log(b.events.length, result?.kind, result?.winner);
 * // the same seed gives the same battle
 * console.log(JSON.stringify(randomBattle(galletEngine, { seed: 42, battleplan: 'the-prize-of-gallet' }).events) === JSON.stringify(b.events));
 * ```
 */
export function randomBattle<X, E extends readonly PackEventDef<X, AnyEventSchema>[], I extends PackIds = PackIds>(engine: Engine<X, E, I>, given: RandomBattleOptions<X, E, I>): RandomBattle<X, E, I> {
  const options = checkedOptions('randomBattle', engine, given);
  const g = new Generator(engine as Engine<X, E>, withPackPlay(engine, options), engine.trusted.initialState());
  playOn(g);
  return { events: g.events as EventsOf<E, I>[], state: g.view(), battleplan: g.s.setup.battleplan ?? '' };
}

/**
 * Plays a battle on from `state` (any state reached by legal events) to its end, with the same random choices
 * `randomBattle` makes. `state` is not modified. Returns only the new events and the final state.
 */
export function continueRandomBattle<X, E extends readonly PackEventDef<X, AnyEventSchema>[], I extends PackIds = PackIds>(
  engine: Engine<X, E, I>,
  state: BattleState<X>,
  given: RandomBattleOptions<X, E, I>,
): RandomBattle<X, E, I> {
  const options = checkedOptions('continueRandomBattle', engine, given);
  if (state === null || typeof state !== 'object') badOption('continueRandomBattle', 'state', 'a battle state');
  const refused = engine.available(state).violations?.[0];
  if (refused !== undefined) throw new TypeError(`continueRandomBattle: the engine refuses this state (${refused.code}: ${refused.message})`);
  // a plain deep copy of the (possibly frozen) state to fold into
  const g = new Generator(engine as Engine<X, E>, withPackPlay(engine, options), clonePlain(state) as unknown as Draft<X>);
  playOn(g);
  return { events: g.events as EventsOf<E, I>[], state: g.view(), battleplan: g.s.setup.battleplan ?? '' };
}

/**
 * Plays a battle on to its end from a mutable state (a `trusted.initialState()` or a copy the caller owns),
 * folding into it in place: the same choices as {@link continueRandomBattle}, without copying the state first. For
 * bots' rollouts. Returns the new events.
 */
export function finishRandomBattle<X, E extends readonly PackEventDef<X, AnyEventSchema>[], I extends PackIds = PackIds>(engine: Engine<X, E, I>, draft: Draft<X>, given: RandomBattleOptions<X, E, I>): readonly EventsOf<E, I>[] {
  const options = checkedOptions('finishRandomBattle', engine, given);
  if (draft === null || typeof draft !== 'object') badOption('finishRandomBattle', 'draft', 'a mutable battle state');
  const g = new Generator(engine as Engine<X, E>, withPackPlay(engine, options), draft);
  playOn(g);
  return g.events as EventsOf<E, I>[];
}

