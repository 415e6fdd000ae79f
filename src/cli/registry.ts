/**
 * The one place where the command line registers battlepacks. Each entry hides its pack's own state and event
 * types behind closures, so commands can treat every pack alike.
 * @module
 */
import * as z from 'zod/mini';
const { compile } = z;
import { BLIGHTED_WILDS_SAMPLE_TERRAIN, blightedWilds, blightedWildsRandomExtras } from '../blighted-wilds.js';
import { validateRoster } from '../battlepack/gallet/army.js';
import { gallet, galletRandomOptions } from '../battlepack/gallet/index.js';
import { galletPackEventSchemas } from '../battlepack/gallet/event-schema.js';
import { blightedWildsPackEventSchemas } from '../battlepack/blighted-wilds/event-schema.js';
import type { AnyEventSchema, Battlepack, PackEventDef } from '../core/pack/battlepack.js';
import type { Engine, ReplayResult } from '../core/engine-types.js';
import { createEngine } from '../core/create-engine.js';
import { coreEventSchemas } from '../core/events/schema.js';
import { isCompiledSchema } from '../core/pack/battlepack.js';
import { tableRules } from '../table/engine-rules.js';
import type { TableRules } from '../core/table/table-rules.js';
import { galletTable } from '../gallet-table.js';
import type { RuleViolation } from '../core/errors.js';
import { logJsonSchema, replayLog, type BattleLog } from '../core/log/log.js';
import { randomBattle, type RandomBattleOptions } from '../sim/random-battle.js';
import { selectScoringSheet, type ScoringSheet } from '../core/state/scoring-sheet.js';
import type { BattleState } from '../core/state/state.js';
import type { PackRuleText } from '../reference/rules.js';
import { galletRuleText } from '../battlepack/gallet/reference.js';
import { blightedWildsRuleText } from '../battlepack/blighted-wilds/reference.js';

/** The outcome of replaying a log with a registered pack. */
export type PackReplay =
  | { readonly ok: true; readonly state: BattleState<unknown>; readonly sheet: ScoringSheet; readonly applied: number }
  | { readonly ok: false; readonly violations: readonly RuleViolation[]; readonly state: BattleState<unknown>; readonly applied: number };

/** An engine of some pack, its own types hidden. */
export type AnyEngine = Engine<unknown, readonly PackEventDef<unknown, AnyEventSchema>[]>;

/** A battlepack as the command line sees it. */
export interface PackEntry {
  /** Short name used on the command line (`gallet`). */
  readonly key: string;
  /** The pack itself, for its reference data. */
  readonly pack: Battlepack<unknown>;
  /** The pack's rules text (summaries, timing, sources, rulings) kept apart from the runtime pack; absent, its rules carry their own. */
  readonly text?: PackRuleText;
  /** This pack's engine (created on first use). */
  readonly engine: AnyEngine;
  /** The module the pack was loaded from with `--pack <module>` (a file URL), for simulation workers. */
  readonly module?: string;
  /** Replays a parsed log with this pack's engine and builds the scoring sheet. */
  replay(log: BattleLog): PackReplay;
  /** The scoring sheet of a state of this pack. */
  sheet(state: BattleState<unknown>): ScoringSheet;
  /** The JSON Schema of a log of this pack. */
  logSchema(): Record<string, unknown>;
  /** The zod schemas of this pack's own events. */
  readonly eventSchemas: readonly AnyEventSchema[];
  /** Army-building checks, when the pack has them. */
  readonly validateRoster?: (roster: unknown, pointsLimit: number) => readonly RuleViolation[];
  /** Plays one random legal battle on the trusted path (for `simulate`), when the pack can. */
  readonly playRandom?: (battleplan: string, seed: number) => BattleState<unknown>;
}

/** What a pack may add to its entry besides its rules. */
export interface PackExtras<X, E extends readonly PackEventDef<X, AnyEventSchema>[]> {
  readonly validateRoster?: (roster: unknown, pointsLimit: number) => readonly RuleViolation[];
  /** The pack's rules text, by rule id, when it is kept apart from the runtime pack. */
  readonly text?: PackRuleText;
  /** Options of the random-battle generator for `simulate` (the pack's own events, rosters…); `false` turns simulation off. */
  readonly random?: Omit<RandomBattleOptions<X, E>, 'seed' | 'battleplan'> | false;
  /** How the pack's engine measures positions (default: `tableRules`, each battleplan's own map). */
  readonly table?: TableRules;
  /** The zod schemas of the pack's own events, when the pack ships parsers generated from them (this library's packs). */
  readonly eventSchemas?: readonly AnyEventSchema[];
}

/** Wraps a pack for the command line. */
export function packEntry<X, E extends readonly PackEventDef<X, AnyEventSchema>[]>(
  key: string,
  pack: Battlepack<X, E>,
  extra: PackExtras<X, E> = {},
): PackEntry {
  let engine: Engine<X, E> | undefined;
  const eventSchemas = extra.eventSchemas ?? pack.events.map((e) => e.schema).filter((s): s is AnyEventSchema => !isCompiledSchema(s));
  // the command line runs in Node: event schemas compiled ahead of time parse long logs about twice as fast
  const get = (): Engine<X, E> => (engine ??= createEngine(pack, { compile, table: extra.table ?? tableRules }));
  return {
    key,
    pack: pack as unknown as Battlepack<unknown>,
    get engine(): AnyEngine {
      return get() as unknown as AnyEngine;
    },
    sheet: (state) => selectScoringSheet(state as BattleState<X>, pack as unknown as Battlepack<X>),
    replay: (log) => {
      const r: ReplayResult<X> = replayLog(get(), log);
      const state = r.state as BattleState<unknown>;
      return r.ok
        ? { ok: true, state, sheet: selectScoringSheet(r.state, pack as unknown as Battlepack<X>), applied: r.applied }
        : { ok: false, violations: r.violations, state, applied: r.applied };
    },
    logSchema: () => logJsonSchema(z.discriminatedUnion('type', [...coreEventSchemas, ...eventSchemas] as unknown as [(typeof coreEventSchemas)[0]])),
    eventSchemas,
    ...(extra.validateRoster !== undefined ? { validateRoster: extra.validateRoster } : {}),
    ...(extra.text !== undefined ? { text: extra.text } : {}),
    ...(extra.random !== false
      ? { playRandom: (battleplan: string, seed: number) => randomBattle(get(), { ...(extra.random ?? {}), seed, battleplan }).state as BattleState<unknown> }
      : {}),
  };
}

/** Every pack the command line knows, in the order `battlepack rules` lists them. Register a pack here, once. */
export const PACKS: readonly PackEntry[] = [
  packEntry('gallet', gallet, { eventSchemas: galletPackEventSchemas, validateRoster: (roster, pointsLimit) => validateRoster(roster, { pointsLimit }), random: galletRandomOptions, table: galletTable, text: galletRuleText }),
  packEntry('blighted-wilds', blightedWilds, { eventSchemas: blightedWildsPackEventSchemas, text: blightedWildsRuleText, random: { extras: blightedWildsRandomExtras, terrain: BLIGHTED_WILDS_SAMPLE_TERRAIN } }),
];

/** Finds a pack by its command-line key or its id. */
export function findPack(packs: readonly PackEntry[], keyOrId: string): PackEntry | undefined {
  return packs.find((p) => p.key === keyOrId || p.pack.id === keyOrId);
}

function isRecord(x: unknown): x is Record<string, unknown> {
  return x !== null && typeof x === 'object' && !Array.isArray(x);
}

/** Whether a value has the shape of a battlepack (what `defineBattlepack` returns). */
export function isBattlepack(x: unknown): x is Battlepack<unknown> {
  return (
    isRecord(x) &&
    typeof x['id'] === 'string' &&
    typeof x['version'] === 'string' &&
    typeof x['name'] === 'string' &&
    (x['edition'] === 3 || x['edition'] === 4) &&
    isRecord(x['battleplans']) &&
    isRecord(x['battleTactics']) &&
    isRecord(x['grandStrategies']) &&
    Array.isArray(x['rules']) &&
    Array.isArray(x['events'])
  );
}

/**
 * Makes a command-line entry of a module that exports a battlepack: its default export or its export named
 * `battlepack`; an export named `validateRoster` (`(roster, pointsLimit) => RuleViolation[]`) adds army checks.
 * Throws an `Error` saying what is missing.
 */
export function packFromModule(mod: Record<string, unknown>, where: string, module?: string): PackEntry {
  const def = mod['default'];
  const pack = isBattlepack(def) ? def : isBattlepack(mod['battlepack']) ? mod['battlepack'] : isRecord(def) && isBattlepack(def['battlepack']) ? def['battlepack'] : undefined;
  if (pack === undefined)
    throw new Error(`${where} does not export a battlepack: export the object defineBattlepack returns as the default export, or as an export named "battlepack"`);
  const vr = mod['validateRoster'];
  const entry = packEntry(pack.id, pack as unknown as Battlepack<unknown, readonly PackEventDef<unknown, AnyEventSchema>[]>, {
    ...(typeof vr === 'function' ? { validateRoster: (roster: unknown, points: number) => (vr as (r: unknown, p: number) => readonly RuleViolation[])(roster, points) } : {}),
  });
  // the engine checks the pack's shape: a broken pack fails here, with its own message
  void entry.engine.initialState();
  return module === undefined ? entry : { ...entry, module };
}
