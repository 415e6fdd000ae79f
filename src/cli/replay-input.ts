/**
 * Battle logs read for a command: a file replayed while it is read, its first events only (`map --at`), or the
 * embedded demo battle. Split from `main.ts`.
 * @module
 */
import { replayLogChunks } from '../core/log/log-replay.js';
import type { BattleState } from '../core/state/state.js';
import { createLogReader, type LogHeader, type LogStreamEvent } from '../core/log/log-stream.js';
import { DEMO_LOG } from './demo-battle.js';
import { inputError, openInput, usageError } from './io.js';
import { findPack, type PackEntry } from './registry.js';
import { VIOLATIONS_SHOWN } from './report.js';
import { packList, q, ViolationsError, type Ctx } from './context.js';

/** A log replayed: its pack, final state, events accepted, and what its header said. */
export interface Replayed {
  readonly meta?: LogHeader['meta'];
  readonly entry: PackEntry;
  readonly state: BattleState<unknown>;
  readonly applied: number;
  readonly engineVersion: string;
}

/** Reads a log file in chunks and replays it while reading. */
export function replayFile(ctx: Ctx, file: string, all: boolean, only: PackEntry | undefined): Replayed {
  const input = openInput(ctx.fs, ctx.io.cwd, file, 'battle log', ctx.io.stdinFd);
  const packs = only === undefined ? ctx.packs : [only];
  let chosen: PackEntry | undefined;
  try {
    const r = replayLogChunks((bp) => (chosen = findPack(packs, bp.id))?.engine, input.chunks, { maxViolations: all ? Number.POSITIVE_INFINITY : VIOLATIONS_SHOWN });
    if (r.ok) {
      if (chosen === undefined) throw inputError(`${file}: no pack was chosen.`);
      return { entry: chosen, state: r.state, applied: r.applied, engineVersion: r.header.engineVersion, ...(r.header.meta !== undefined ? { meta: r.header.meta } : {}) };
    }
    if (r.problem === 'log') throw new ViolationsError(`${file} is not a valid battle log:`, r.violations, r.violationCount, r.eventAt);
    if (r.problem === 'battlepack' && r.violations[0]?.code === 'log/pack-version') throw new ViolationsError(`${file} was recorded with a version of its battlepack that this one does not replay:`, r.violations, r.violationCount);
    if (r.problem === 'battlepack') {
      const id = r.battlepack?.id ?? '';
      if (only !== undefined) throw inputError(`This log was recorded with battlepack ${q(id)}, but --pack gave ${q(only.pack.id)}.`);
      throw inputError(`This log was recorded with battlepack ${q(id)}, which this command line does not know; it knows ${packList(ctx.packs)}. Give its pack with --pack <module>.`);
    }
    const broken = new ViolationsError(`${file} breaks the rules at event ${r.violations[0]?.eventIndex ?? r.applied} (${r.applied} of ${r.events} events were accepted):`, r.violations, r.violationCount, r.eventAt);
    broken.entry = chosen;
    broken.applied = r.applied;
    throw broken;
  } finally {
    input.chunks.return(undefined);
    input.close();
  }
}

/** Reads a whole log and replays its first `n` events (`map --at`): the log must be valid to its end. */
export function replayFirst(ctx: Ctx, file: string, n: number, only: PackEntry | undefined): BattleState<unknown> {
  const input = openInput(ctx.fs, ctx.io.cwd, file, 'battle log', ctx.io.stdinFd);
  const reader = createLogReader({ maxViolations: VIOLATIONS_SHOWN });
  const kept: LogStreamEvent[] = [];
  let total = 0;
  const take = (events: readonly LogStreamEvent[]): void => {
    total += events.length;
    for (const e of events) if (e.index < n) kept.push(e);
  };
  try {
    for (const chunk of input.chunks) {
      take(reader.push(chunk));
      if (reader.stopped) break;
    }
    take(reader.end());
  } finally {
    input.chunks.return(undefined);
    input.close();
  }
  if (reader.violationCount > 0 || reader.header === null) throw new ViolationsError(`${file} is not a valid battle log:`, reader.violations, reader.violationCount, (i) => reader.eventAt(i));
  if (n > total) throw usageError(`--at ${n} is past the end of ${file}, which has ${total} event${total === 1 ? '' : 's'}.`);
  const id = reader.header.battlepack.id;
  const entry = only ?? findPack(ctx.packs, id);
  if (entry === undefined) throw inputError(`This log was recorded with battlepack ${q(id)}, which this command line does not know; it knows ${packList(ctx.packs)}. Give its pack with --pack <module>.`);
  if (entry.pack.id !== id) throw inputError(`This log was recorded with battlepack ${q(id)}, but --pack gave ${q(entry.pack.id)}.`);
  const r = entry.replay({ ...reader.header, events: kept.map((e) => e.event) });
  if (!r.ok) throw new ViolationsError(`${file} breaks the rules at event ${r.violations[0]?.eventIndex ?? r.applied} (${r.applied} of ${n} events were accepted):`, r.violations, r.violations.length, (i) => kept[i]?.event);
  return r.state;
}

export function replayDemo(ctx: Ctx): Replayed {
  const entry = findPack(ctx.packs, DEMO_LOG.battlepack.id);
  if (entry === undefined) throw inputError(`The demo battle is a ${DEMO_LOG.battlepack.id} battle, which this command line does not know; it knows ${packList(ctx.packs)}.`);
  const r = entry.replay(DEMO_LOG);
  if (!r.ok) throw new ViolationsError(`The demo battle breaks the rules at event ${r.violations[0]?.eventIndex ?? r.applied}:`, r.violations, r.violations.length, (i) => DEMO_LOG.events[i]);
  return { entry, state: r.state, applied: r.applied, engineVersion: DEMO_LOG.engineVersion, ...(DEMO_LOG.meta !== undefined ? { meta: DEMO_LOG.meta } : {}) };
}
