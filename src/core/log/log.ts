/**
 * The battle log: a versioned header plus events with sequence numbers. See `docs/battle-log.md`.
 * @module
 */
import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import type { AnyEventSchema, Battlepack, LogMigration, PackEventDef } from '../pack/battlepack.js';
import { PROTO_KEY_MESSAGE, protoKeyPath } from '../engine.js';
import type { Engine, ReplayResult } from '../engine-types.js';
import { BattleError, violation, type Result, type RuleViolation } from '../errors.js';
import { PARSE_OPTIONS, pathText, zodIssues } from '../events/issues.js';
import { unreadable } from '../events/plain.js';
import { Id, Text } from '../events/schema.js';
import { ENGINE_VERSION, LOG_FORMAT_VERSION, versionMatches, versionParts } from './version.js';

/** The envelope of one event in a log: `seq`, `type` and `data` (the data is checked by the engine when replayed). */
export const LogEventEnvelopeSchema = z.looseObject({
  seq: z.int().check(z.minimum(1)),
  type: z.string().check(z.maxLength(64)),
  data: z.unknown(),
});

/** The header fields and the event list of a battle log (format version 1). */
export const BattleLogSchema = z.strictObject({
  format: z.literal('battlepack-log'),
  formatVersion: z.literal(LOG_FORMAT_VERSION),
  engineVersion: z.string().check(z.maxLength(32)),
  battlepack: z.strictObject({ id: Id, version: z.string().check(z.maxLength(32)) }),
  meta: z.optional(
    z.strictObject({
      title: z.optional(Text),
      recordedAt: z.optional(z.iso.datetime()),
      note: z.optional(Text),
      // the occasion, for the scoring sheet (issue 28): the same length limit as every other name
      event: z.optional(Text),
      table: z.optional(Text),
    }),
  ),
  events: z.array(LogEventEnvelopeSchema),
});

/** What a log says about its battle besides the events: all optional, none read by the rules. */
export interface BattleLogMeta {
  /** A title for the battle. */
  readonly title?: string;
  /** When it was recorded: an ISO 8601 date-time with a time zone. */
  readonly recordedAt?: string;
  /** A free note. */
  readonly note?: string;
  /** The event it was played at (a tournament, a league night); the scoring sheet prints it. */
  readonly event?: string;
  /** The table it was played on (`12`, `Table 3`); the scoring sheet prints it. */
  readonly table?: string;
}

/** A battle log. Events are checked by the engine when replayed. */
export interface BattleLog {
  readonly format: 'battlepack-log';
  readonly formatVersion: typeof LOG_FORMAT_VERSION;
  readonly engineVersion: string;
  readonly battlepack: { readonly id: string; readonly version: string };
  readonly meta?: BattleLogMeta;
  readonly events: readonly { readonly seq: number; readonly type: string; readonly data: unknown }[];
}

/** Upgrades a log from format version `n` to `n + 1`. Pure; throws nothing. */
export type LogUpgrade = (old: Record<string, unknown>) => Record<string, unknown>;

/** Upgrades one event of a log from format version `n` to `n + 1`, given its 0-based index. Pure; throws nothing. */
export type LogEventUpgrade = (event: unknown, index: number) => unknown;

/**
 * The per-event part of each step of {@link LOG_UPGRADES}, keyed by the version it upgrades from, so that a log read
 * one event at a time (`createLogReader`) is upgraded exactly like a whole one.
 */
export const LOG_EVENT_UPGRADES: Readonly<Record<number, LogEventUpgrade>> = {
  // version 0 events had no seq: number them by position (a seq they did have is kept, and checked)
  0: (e, i) => (e !== null && typeof e === 'object' && !Array.isArray(e) ? { seq: i + 1, ...e } : e),
};

/**
 * Upgrades from older format versions, keyed by the version they upgrade from.
 * Version 0 (pre-release) had `pack: "id@version"` and events without `seq`. Every other field is carried over as it
 * is (ruling `core/log-upgrade-keeps-fields`): `meta` is kept, and a field format 1 does not know is then refused
 * by the check that follows instead of being dropped without a word.
 */
export const LOG_UPGRADES: Readonly<Record<number, LogUpgrade>> = {
  0: (old) => {
    const { pack, version, formatVersion, events, ...rest } = old;
    const out: Record<string, unknown> = { ...rest };
    // `version: 0` was the version marker of some version-0 logs; beside a formatVersion it is an unknown field
    if (formatVersion !== undefined && version !== undefined) out['version'] = version;
    out['format'] = rest['format'] ?? 'battlepack-log';
    out['formatVersion'] = 1;
    out['engineVersion'] = rest['engineVersion'] ?? '0.0.0';
    if (typeof pack === 'string') {
      const at = pack.lastIndexOf('@');
      out['battlepack'] = { id: at > 0 ? pack.slice(0, at) : pack, version: at > 0 ? pack.slice(at + 1) : '0.0.0' };
    } else if (pack !== undefined) out['pack'] = pack;
    const up = LOG_EVENT_UPGRADES[0] as LogEventUpgrade;
    // a non-array "events" is kept as it is so that validation refuses it instead of losing it
    out['events'] = Array.isArray(events) ? events.map((e: unknown, i: number) => up(e, i)) : events;
    return out;
  },
};

/**
 * Creates a log for `events`, numbering them from 1, with the metadata given (title, recording time, note, event and
 * table).
 */
export function createLog(
  battlepack: { readonly id: string; readonly version: string },
  events: readonly { readonly type: string; readonly data: unknown }[],
  meta?: BattleLog['meta'],
): BattleLog {
  return {
    format: 'battlepack-log',
    formatVersion: LOG_FORMAT_VERSION,
    engineVersion: ENGINE_VERSION,
    battlepack: { id: battlepack.id, version: battlepack.version },
    ...(meta !== undefined ? { meta } : {}),
    events: events.map((e, i) => ({ seq: i + 1, type: e.type, data: e.data })),
  };
}

/** Serializes a log as pretty JSON. */
export function serializeLog(log: BattleLog): string {
  return `${JSON.stringify(log, null, 2)}\n`;
}

function isRecord(x: unknown): x is Record<string, unknown> {
  return x !== null && typeof x === 'object' && !Array.isArray(x);
}

/**
 * The format version a log header declares (`formatVersion`, or `version` in some version-0 logs), or the violation
 * that refuses it: not a whole number (`log/invalid`), newer than this engine reads or with no upgrade path
 * (`log/unsupported-version`).
 */
export function logFormatVersion(header: Readonly<Record<string, unknown>>): number | RuleViolation {
  let version = header['formatVersion'];
  if (version === undefined && typeof header['version'] === 'number') version = header['version'];
  if (typeof version !== 'number' || !Number.isInteger(version)) return violation('log/invalid', '"formatVersion" must be a whole number.', { path: ['formatVersion'] });
  if (version > LOG_FORMAT_VERSION)
    return violation('log/unsupported-version', `This log has format version ${version}; this engine (${ENGINE_VERSION}) reads versions 0 to ${LOG_FORMAT_VERSION}. Upgrade battlepack-engine.`, { path: ['formatVersion'] });
  for (let v = version; v < LOG_FORMAT_VERSION; v++)
    if (LOG_UPGRADES[v] === undefined || LOG_EVENT_UPGRADES[v] === undefined)
      return violation('log/unsupported-version', `No upgrade from log format version ${v}; readable versions are 0 to ${LOG_FORMAT_VERSION}.`, { path: ['formatVersion'] });
  return version;
}

/** What {@link parseLog} checks besides the format. */
export interface ParseLogOptions {
  /**
   * The battlepack the log is for: the header must name its id (`log/battlepack-mismatch`) and a version it replays
   * (`log/pack-version`, see {@link packVersionViolation}).
   */
  readonly pack?: Pick<Battlepack, 'id' | 'version' | 'migrations'>;
}

/**
 * Parses a log from JSON text or an already-parsed value: checks the header, upgrades older format versions,
 * and checks the sequence numbers; with `options.pack`, also that the log is of that pack and of a version it replays.
 * Never throws (a value whose getters or Proxy traps throw is refused with `log/invalid`); event contents are checked
 * by {@link replayLog}.
 * @example
 * ```ts
 * import { parseLog } from 'battlepack-engine';
 * import { gallet } from 'battlepack-engine/gallet';
 *
 * const header = { format: 'battlepack-log', formatVersion: 1, engineVersion: '0.2.0', events: [] };
 * const r = parseLog({ ...header, battlepack: { id: gallet.id, version: '9.0.0' } }, { pack: gallet });
 * if (!r.ok) console.log(r.violations[0]?.code); // log/pack-version
 * ```
 */
export function parseLog(input: unknown, options: ParseLogOptions = {}): Result<BattleLog> {
  let r: Result<BattleLog>;
  try {
    r = parseLogValue(input);
  } catch (e) {
    return { ok: false, violations: [violation('log/invalid', `${unreadable(e, 'log')}.`, { path: [] })] };
  }
  if (!r.ok || options.pack === undefined) return r;
  const wrong = packMismatch(r.value.battlepack, options.pack) ?? packVersionViolation(r.value.battlepack, options.pack);
  return wrong === null ? r : { ok: false, violations: [wrong] };
}

function packMismatch(logged: { readonly id: string }, pack: { readonly id: string }): RuleViolation | null {
  return logged.id === pack.id
    ? null
    : violation('log/battlepack-mismatch', `This log was recorded with battlepack "${logged.id}"; the engine runs "${pack.id}", so replay it with an engine for "${logged.id}".`, {
        path: ['battlepack', 'id'],
      });
}

/**
 * The migration of `pack` that covers a log recorded with pack version `version`, if any.
 * @internal
 */
export function migrationFor(pack: Pick<Battlepack, 'migrations'>, version: string): LogMigration | undefined {
  return pack.migrations?.find((m) => versionMatches(m.from, version));
}

/**
 * Whether a log recorded with `logged.version` of a pack replays with `pack` (same id assumed): the same major and an
 * older or equal minor do (the patch is not read), and so does any version one of the pack's migrations names;
 * otherwise the `log/pack-version` violation that refuses it, naming both versions. Used by `parseLog` (with a pack),
 * `replayLog` and `replayLogChunks`.
 * @example
 * ```ts
 * import { packVersionViolation } from 'battlepack-engine';
 * import { gallet } from 'battlepack-engine/gallet';
 *
 * console.log(packVersionViolation({ version: '1.0.0' }, gallet)); // null: an older minor replays
 * console.log(packVersionViolation({ version: '2.0.0' }, gallet)?.code); // log/pack-version
 * ```
 */
export function packVersionViolation(logged: { readonly version: string }, pack: Pick<Battlepack, 'id' | 'version' | 'migrations'>): RuleViolation | null {
  const path = ['battlepack', 'version'];
  const was = versionParts(logged.version);
  const now = versionParts(pack.version);
  if (migrationFor(pack, logged.version) !== undefined) return null;
  if (was === null) return violation('log/pack-version', `This log names battlepack version "${logged.version}", which is not a version number; this engine runs ${pack.id} ${pack.version} and reads logs written major.minor.patch.`, { path });
  // a pack whose own version is not major.minor.patch compares versions as text: only its own version replays
  if (now === null ? logged.version === pack.version : was.major === now.major && was.minor <= now.minor) return null;
  const reads = now === null ? pack.version : `${now.major}.0.0 to ${now.major}.${now.minor}.x`;
  const why = now !== null && was.major === now.major ? 'a newer minor version may record rules this version does not know' : 'another major version plays by other rules';
  return violation(
    'log/pack-version',
    `This log was recorded with ${pack.id} ${logged.version}; this engine runs ${pack.id} ${pack.version}, which replays logs of versions ${reads} (${why}). Replay it with ${pack.id} ${logged.version} or a later ${was.major}.x, or with a version that declares a migration from it.`,
    { path },
  );
}

function parseLogValue(input: unknown): Result<BattleLog> {
  let value: unknown = input;
  if (typeof input === 'string') {
    // a byte-order mark is how some editors save UTF-8, not part of the log
    const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
    if (text.trim() === '') return { ok: false, violations: [violation('log/invalid-json', 'The log is empty: there is no text to read. A log is one JSON object with a header and "events" (see docs/battle-log.md).', { path: [] })] };
    try {
      value = JSON.parse(text);
    } catch (err) {
      return { ok: false, violations: [violation('log/invalid-json', `The log is not valid JSON (${err instanceof Error ? err.message : String(err)}); a log is one JSON object with a header and "events" (see docs/battle-log.md).`, { path: [] })] };
    }
  }
  if (!isRecord(value)) return { ok: false, violations: [violation('log/invalid', 'A battle log is a JSON object with a header and "events".', { path: [] })] };
  const version = logFormatVersion(value);
  if (typeof version !== 'number') return { ok: false, violations: [version] };
  let current: Record<string, unknown> = value;
  for (let v = version; v < LOG_FORMAT_VERSION; v++) current = (LOG_UPGRADES[v] as LogUpgrade)(current);
  const proto = protoKeyPath(current);
  if (proto !== null) {
    const eventIndex = proto[0] === 'events' && typeof proto[1] === 'number' ? proto[1] : undefined;
    return { ok: false, violations: [violation('log/invalid', `${PROTO_KEY_MESSAGE} at ${proto.join('.')}.`, { path: proto, ...(eventIndex !== undefined ? { eventIndex } : {}) })] };
  }
  const r = BattleLogSchema.safeParse(current, PARSE_OPTIONS);
  if (!r.success) {
    return {
      ok: false,
      violations: zodIssues(r.error).map((i) => {
        const path = i.path;
        const eventIndex = path[0] === 'events' && typeof path[1] === 'number' ? path[1] : undefined;
        return violation('log/invalid', `${i.message} at ${pathText(path) || 'the top level'}.`, { path, ...(eventIndex !== undefined ? { eventIndex } : {}) });
      }),
    };
  }
  const bad = r.data.events.findIndex((e, i) => e.seq !== i + 1);
  if (bad >= 0)
    return {
      ok: false,
      violations: [
        violation('log/sequence', `Event ${bad} has seq ${r.data.events[bad]?.seq}; sequence numbers run 1, 2, 3… without gaps, so it should be ${bad + 1}.`, {
          path: ['events', bad, 'seq'],
          eventIndex: bad,
        }),
      ],
    };
  return { ok: true, value: r.data as BattleLog };
}

/** Like {@link parseLog}, but throws a {@link BattleError}. */
export function parseLogOrThrow(input: unknown, options: ParseLogOptions = {}): BattleLog {
  const r = parseLog(input, options);
  if (!r.ok) throw new BattleError(r.violations);
  return r.value;
}

/**
 * Replays a parsed log with an engine: checks the battlepack (its id, then its version: `log/pack-version`), then every
 * event, rewritten first by the pack's migration for the log's version when it has one.
 */
export function replayLog<X, E extends readonly PackEventDef<X, AnyEventSchema>[]>(engine: Engine<X, E>, log: BattleLog): ReplayResult<X> {
  const v = packMismatch(log.battlepack, engine.pack) ?? packVersionViolation(log.battlepack, engine.pack);
  if (v !== null) return { ok: false, violations: [v], state: engine.initialState(), applied: 0 };
  const rewrite = migrationFor(engine.pack, log.battlepack.version)?.event;
  return engine.replay(rewrite === undefined ? log.events : log.events.map((e, i) => rewrite(e, i)));
}

/**
 * The JSON Schema of a battle log: its header, and its events as `events` describes them — the zod schema of every
 * event (`galletEventSchema` of `battlepack-engine/gallet/schema`, `blightedWildsEventSchema` of
 * `battlepack-engine/blighted-wilds/schema`), or an engine whose events all have zod schemas (`engine.eventSchema`, a
 * pack of your own). Left out, the header alone.
 * @example
 * ```ts
 * import { logJsonSchema } from 'battlepack-engine/json-schema';
 * import { galletEventSchema } from 'battlepack-engine/gallet/schema';
 *
 * const schema = logJsonSchema(galletEventSchema);
 * console.log(typeof schema['$schema']); // string
 * ```
 */
export function logJsonSchema(events?: $ZodType | { readonly eventSchema?: $ZodType; readonly pack: { readonly id: string } }): Record<string, unknown> {
  const schema = events === undefined || '_zod' in events ? events : events.eventSchema;
  if (events !== undefined && schema === undefined)
    throw new TypeError(`The engine of ${'pack' in events ? events.pack.id : 'this pack'} has no zod event schema: pass the pack's own (galletEventSchema of battlepack-engine/gallet/schema, blightedWildsEventSchema of battlepack-engine/blighted-wilds/schema).`);
  const header = schema === undefined ? BattleLogSchema : z.extend(BattleLogSchema, { events: z.array(schema) });
  return z.toJSONSchema(header, { unrepresentable: 'any', io: 'input' }) as Record<string, unknown>;
}
