/**
 * A pack entry: one pack the properties run across, with the battleplans to play, the pack's own random events and
 * its set-up adjustments.
 */
import fc from 'fast-check';
import { type Engine } from '../../src/index.js';
import { type BattleSetUpData, type RandomBattleChances, type RandomBattleExtras, type RandomBattleOptions, type RosterGenerator, type Rng } from '../../src/sim.js';
import { type AnyEventSchema, type PackEventDef } from '../../src/authoring.js';
import { arbLegalBattle, type LegalBattle } from './legal-battle.js';

/** Any pack's engine, with its types erased (entries of different packs share one list). */
export type AnyEngine = Engine<unknown, readonly PackEventDef<unknown, AnyEventSchema>[]>;

/** One pack the properties run across. */
export interface PackEntry {
  readonly name: string;
  readonly engine: AnyEngine;
  /** Battleplans the battles are drawn from (every one of the pack's by default). */
  readonly battleplans: readonly string[];
  readonly extras?: RandomBattleExtras<unknown, readonly PackEventDef<unknown, AnyEventSchema>[]>;
  readonly roster?: RosterGenerator;
  readonly chances?: Partial<RandomBattleChances>;
  /** Adjusts the generated set-up (objectives for plans whose layout the pack leaves to the battle…). */
  readonly setUp?: (data: BattleSetUpData, rng: Rng) => BattleSetUpData;
  /** Battleplans in which a battle may end early by an immediate victory (a pack rule, not a withdrawal). */
  readonly immediateVictory?: readonly string[];
}

/** Builds an entry from a typed engine and extras. */
export function packEntry<X, E extends readonly PackEventDef<X, AnyEventSchema>[]>(entry: {
  readonly name: string;
  readonly engine: Engine<X, E>;
  readonly battleplans?: readonly string[];
  readonly extras?: RandomBattleExtras<X, E>;
  readonly roster?: RosterGenerator;
  readonly chances?: Partial<RandomBattleChances>;
  readonly setUp?: (data: BattleSetUpData, rng: Rng) => BattleSetUpData;
  readonly immediateVictory?: readonly string[];
}): PackEntry {
  const battleplans = entry.battleplans ?? Object.keys(entry.engine.pack.battleplans);
  // the entry is used through the erased engine type only; the pack's own types stay inside its extras
  return { ...entry, battleplans } as unknown as PackEntry;
}

/** The generator options an entry carries (extras, roster, chances, set-up), to pass to `randomBattle` and its kin. */
export function generatorOptionsOf(entry: PackEntry): Pick<RandomBattleOptions<unknown, readonly PackEventDef<unknown, AnyEventSchema>[]>, 'extras' | 'roster' | 'chances' | 'setUp'> {
  return {
    ...(entry.extras !== undefined ? { extras: entry.extras } : {}),
    ...(entry.roster !== undefined ? { roster: entry.roster } : {}),
    ...(entry.chances !== undefined ? { chances: entry.chances } : {}),
    ...(entry.setUp !== undefined ? { setUp: entry.setUp } : {}),
  };
}

/** Random legal battles of one pack entry. */
export function arbBattleOf(entry: PackEntry): fc.Arbitrary<LegalBattle> {
  const { extras, ...options } = generatorOptionsOf(entry);
  return arbLegalBattle(entry.engine, entry.battleplans, extras, options);
}
