/**
 * Replaying a battle log a piece at a time: {@link replayLogChunks} reads the log with the streaming reader of
 * `log-stream.ts` and folds each event as it is read, so a 100 MB log is checked and replayed without being held whole.
 * Browser-safe.
 * @module
 */
import type { Engine, ReplayResult } from '../engine-types.js';
import type { AnyEventSchema, PackEventDef } from '../pack/battlepack.js';
import { violation, type RuleViolation } from '../errors.js';
import { migrationFor, packVersionViolation } from './log.js';
import { createLogReader, type LogHeader, type LogReaderOptions, type LogStreamEvent } from './log-stream.js';
import { readerLimits } from './reader-limits.js';
import type { BattleState } from '../state/state.js';

/** The outcome of {@link replayLogChunks}. */
export type LogChunksReplay<X> =
  | {
      readonly ok: true;
      readonly header: LogHeader;
      readonly state: BattleState<X>;
      /** Events applied: every event of the log. */
      readonly applied: number;
      readonly events: number;
    }
  | {
      readonly ok: false;
      /**
       * What failed: the document (`log`), finding an engine for its battlepack or one that replays its version
       * (`battlepack`, with `log/battlepack-mismatch` or `log/pack-version`), or an event (`rules`).
       */
      readonly problem: 'log' | 'battlepack' | 'rules';
      readonly header: LogHeader | null;
      /** The battlepack the header names, when it names one. */
      readonly battlepack: { readonly id: string; readonly version: string } | null;
      readonly violations: readonly RuleViolation[];
      /** How many violations there were (more than `violations` holds when the reader's cap was reached). */
      readonly violationCount: number;
      /** The state after the events applied before the refused one. */
      readonly state: BattleState<X> | null;
      readonly applied: number;
      /** Events in the log (all of them are read, even after a refused one). */
      readonly events: number;
      /** The parsed event a violation points at, when kept. */
      eventAt(index: number): unknown;
    };

/** Picks the engine for a log from the battlepack its header names; `undefined` when there is none. */
export type EngineSelector<X, E extends readonly PackEventDef<X, AnyEventSchema>[]> = (battlepack: { readonly id: string; readonly version: string }) => Engine<X, E> | undefined;

/**
 * Reads a log from `chunks` (strings or bytes, in any sizes) and replays it with `engine` (or the engine `engine`
 * picks for the log's battlepack) while reading: the log is never held whole. Checks what `parseLog` and `replayLog`
 * check, reports the document's problems first, then the first refused event. Never throws for bad input (an error
 * thrown by the chunk source itself is passed on); `chunks` that are not iterable, or limits that are not numbers more
 * than 0, are a `TypeError`.
 */
export function replayLogChunks<X, E extends readonly PackEventDef<X, AnyEventSchema>[]>(
  engine: Engine<X, E> | EngineSelector<X, E>,
  chunks: Iterable<string | Uint8Array>,
  options: LogReaderOptions = {},
): LogChunksReplay<X> {
  const reader = createLogReader(readerLimits('replayLogChunks', options));
  let it: Iterator<string | Uint8Array>;
  try {
    it = chunks[Symbol.iterator]();
  } catch {
    throw new TypeError('replayLogChunks: chunks must be an iterable of strings or bytes.');
  }
  if (it === null || typeof it !== 'object' || typeof (it as { next?: unknown }).next !== 'function') throw new TypeError('replayLogChunks: chunks must be an iterable of strings or bytes.');
  let queue: readonly LogStreamEvent[] = [];
  let qi = 0;
  let exhausted = false;
  const pull = (): boolean => {
    // a reader that stopped reads nothing more: an endless source (a device, a socket) is left alone
    if (exhausted || reader.stopped) return false;
    const n = it.next();
    if (n.done === true) {
      exhausted = true;
      queue = reader.end();
    } else queue = reader.push(n.value);
    qi = 0;
    return true;
  };
  const drain = (): void => {
    while (pull()) queue = [];
  };
  const failed = (problem: 'log' | 'battlepack' | 'rules', violations: readonly RuleViolation[], count: number, state: BattleState<X> | null, applied: number, at?: LogStreamEvent): LogChunksReplay<X> => ({
    ok: false,
    problem,
    header: reader.header,
    battlepack: reader.battlepack,
    violations,
    violationCount: count,
    state,
    applied,
    events: reader.eventCount,
    eventAt: (i) => (at !== undefined && at.index === i ? at.event : reader.eventAt(i)),
  });

  while (!reader.ready && !reader.stopped && pull());
  const bp = reader.battlepack;
  let picked: Engine<X, E> | undefined;
  if (reader.ready && reader.violationCount === 0 && bp !== null) picked = typeof engine === 'function' ? engine(bp) : engine.pack.id === bp.id ? engine : undefined;
  if (picked === undefined) {
    drain();
    if (reader.violationCount > 0) return failed('log', reader.violations, reader.violationCount, null, 0);
    const id = bp?.id ?? '';
    const message =
      typeof engine === 'function'
        ? `This log was recorded with battlepack "${id}", for which there is no engine here.`
        : `This log was recorded with battlepack "${id}"; the engine runs "${engine.pack.id}", so replay it with an engine for "${id}".`;
    return failed('battlepack', [violation('log/battlepack-mismatch', message, { path: ['battlepack', 'id'] })], 1, null, 0);
  }
  // the pack's version rule, before any event is replayed (bp is the header's battlepack: picked implies it)
  const versionRefused = bp === null ? null : packVersionViolation(bp, picked.pack);
  if (versionRefused !== null) {
    drain();
    if (reader.violationCount > 0) return failed('log', reader.violations, reader.violationCount, null, 0);
    return failed('battlepack', [versionRefused], 1, null, 0);
  }
  const rewrite = bp === null ? undefined : migrationFor(picked.pack, bp.version)?.event;
  let last: LogStreamEvent | undefined;
  const events = function* (): Generator<unknown> {
    for (;;) {
      while (qi < queue.length) {
        const e = queue[qi++] as LogStreamEvent;
        last = e;
        yield rewrite === undefined ? e.event : rewrite(e.event, e.index);
      }
      if (reader.violationCount > 0 || !pull()) return;
    }
  };
  const r: ReplayResult<X> = picked.replay(events());
  queue = [];
  drain();
  if (reader.violationCount > 0) return failed('log', reader.violations, reader.violationCount, r.state, r.applied);
  if (!r.ok) return failed('rules', r.violations, r.violations.length, r.state, r.applied, last);
  const header = reader.header;
  if (header === null) return failed('log', [violation('log/invalid', 'The log has no valid header.', { path: [] })], 1, r.state, r.applied);
  return { ok: true, header, state: r.state, applied: r.applied, events: reader.eventCount };
}
