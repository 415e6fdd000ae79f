/**
 * fast-check arbitraries of random legal battles, built on the core's seeded generator (`randomBattle`).
 * The arbitrary draws a seed (and a battleplan), so a failing case shrinks by shrinking the seed.
 */
import fc from 'fast-check';
import { type BattleState, type Engine } from '../../src/index.js';
import { randomBattle, type BattleSetUpData, type RandomBattleChances, type RandomBattleExtras, type RosterGenerator, type Rng } from '../../src/sim.js';
import { type AnyEventSchema, type PackEventDef } from '../../src/authoring.js';
import { type EventsOf } from '../../src/core/pack/battlepack.js';

/** A generated legal battle: how it was made (seed, battleplan), its events and its final state. */
export interface LegalBattle<X = unknown, E extends readonly PackEventDef<X, AnyEventSchema>[] = readonly PackEventDef<X, AnyEventSchema>[]> {
  readonly seed: number;
  readonly battleplan: string;
  readonly events: readonly EventsOf<E>[];
  /** The final state, folded on the trusted path while generating (a plain object). */
  readonly state: BattleState<X>;
}

/** Options besides the engine, the battleplans and the extras. */
export interface LegalBattleOptions {
  readonly roster?: RosterGenerator;
  readonly chances?: Partial<RandomBattleChances>;
  readonly setUp?: (data: BattleSetUpData, rng: Rng) => BattleSetUpData;
}

/** The battle of one seed and battleplan (what the arbitrary maps a drawn seed to). */
export function legalBattle<X, E extends readonly PackEventDef<X, AnyEventSchema>[]>(
  engine: Engine<X, E>,
  seed: number,
  battleplan: string,
  extras?: RandomBattleExtras<X, E>,
  options: LegalBattleOptions = {},
): LegalBattle<X, E> {
  const b = randomBattle(engine, {
    seed,
    battleplan,
    ...(extras !== undefined ? { extras } : {}),
    ...(options.roster !== undefined ? { roster: options.roster } : {}),
    ...(options.chances !== undefined ? { chances: options.chances } : {}),
    ...(options.setUp !== undefined ? { setUp: options.setUp } : {}),
  });
  const battle: LegalBattle<X, E> = { seed, battleplan, events: b.events, state: b.state };
  // counterexamples print as the seed and battleplan that rebuild them, not as hundreds of events
  Object.defineProperty(battle, fc.toStringMethod, {
    value: () => `legalBattle(engine, ${seed}, ${JSON.stringify(battleplan)}) /* ${b.events.length} events, ended: ${b.state.clock.result?.reason ?? 'no'} */`,
    enumerable: false,
  });
  return battle;
}

/** Random legal battles of `engine` over the given battleplans, with the pack's own events from `extras`. */
export function arbLegalBattle<X, E extends readonly PackEventDef<X, AnyEventSchema>[]>(
  engine: Engine<X, E>,
  battleplanIds: readonly string[],
  extras?: RandomBattleExtras<X, E>,
  options: LegalBattleOptions = {},
): fc.Arbitrary<LegalBattle<X, E>> {
  if (battleplanIds.length === 0) throw new Error('arbLegalBattle needs at least one battleplan');
  return fc
    .record({ seed: fc.integer({ min: 0, max: 0x7fffffff }), battleplan: fc.constantFrom(...battleplanIds) })
    .map(({ seed, battleplan }) => legalBattle(engine, seed, battleplan, extras, options));
}
