/**
 * Helpers of the table server's tests: a battle's events from the library's random play, a small client of the API,
 * an event-stream reader over `fetch`, PGlite in memory, embedded-postgres started once per test file, and the server
 * as a child process.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { dirname, join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { randomBattle } from 'battlepack-engine/sim';
import { pgliteDatabase, type Database } from '../../examples/server/db.js';
import { engine } from '../../examples/server/store.js';

export const ROOT = resolve(import.meta.dirname, '../..');

/**
 * PGlite in memory, empty (not migrated). A fresh PGlite runs initdb in WebAssembly, 5–10 s on a loaded machine; the
 * folder initdb makes is saved once under `node_modules/.cache/` (per PGlite version) and later runs start from it,
 * about 2 s. The migrations are applied by the test, from scratch, either way.
 */
export async function openMemoryPglite(): Promise<Database> {
  const version = (JSON.parse(readFileSync(join(ROOT, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')) as { version: string }).version;
  const saved = join(ROOT, 'node_modules/.cache/table-server-tests', `pglite-${version}-initdb.tar`);
  if (existsSync(saved)) {
    try {
      return await pgliteDatabase(new PGlite({ loadDataDir: new Blob([readFileSync(saved)]) }));
    } catch {
      // a damaged copy: made again below
      rmSync(saved, { force: true });
    }
  }
  const lite = new PGlite();
  await lite.waitReady;
  const dump = await lite.dumpDataDir('none');
  mkdirSync(dirname(saved), { recursive: true });
  // written whole, then renamed: a run that stops half-way leaves no half file behind
  const part = `${saved}.${process.pid}`;
  writeFileSync(part, Buffer.from(await dump.arrayBuffer()));
  renameSync(part, saved);
  return pgliteDatabase(lite);
}

/** The events of a whole random (legal) Gallet battle, as plain JSON. */
export function battleEvents(seed: number): { type: string; data: unknown }[] {
  const { events } = randomBattle(engine, { seed });
  return JSON.parse(JSON.stringify(events.map((e) => ({ type: e.type, data: e.data })))) as { type: string; data: unknown }[];
}

/** A response's status and parsed JSON body. */
export interface Reply {
  readonly status: number;
  readonly body: Record<string, unknown>;
  readonly headers: Headers;
}

/** Calls the API: JSON in, JSON out. */
export async function call(base: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Reply> {
  const res = await fetch(new URL(path, base), {
    method,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  const text = await res.text();
  let parsed: Record<string, unknown> = {};
  try {
    parsed = JSON.parse(text) as Record<string, unknown>;
  } catch {
    parsed = { text };
  }
  return { status: res.status, body: parsed, headers: res.headers };
}

/** The links a created battle hands out. */
export interface Links {
  readonly p1: string;
  readonly p2: string;
  readonly spectator: string;
  readonly codes: readonly string[];
}

export function linksOf(reply: Reply): Links {
  const links = reply.body['links'] as { role: string; seat: number | null; token: string; code: string }[];
  const find = (seat: number | null): string => links.find((l) => l.seat === seat)?.token ?? '';
  return { p1: find(1), p2: find(2), spectator: find(null), codes: links.map((l) => l.code) };
}

let batches = 0;
/** A fresh append id. */
export const batchId = (): string => `t${process.pid}-${Date.now().toString(36)}-${(batches++).toString(36)}`;

/** An open event stream and what it has received. */
export interface Stream {
  readonly events: { seq: number; type: string; at: number }[];
  /** resolves once `n` events have arrived (rejects after `ms`) */
  waitFor(n: number, ms?: number): Promise<void>;
  close(): void;
  readonly status: Promise<number>;
}

/** Subscribes to a battle's stream and parses its messages (a minimal EventSource). */
export function openStream(base: string, link: string, lastEventId?: number): Stream {
  const events: Stream['events'] = [];
  const controller = new AbortController();
  const waiters: (() => void)[] = [];
  let resolveStatus: (s: number) => void = () => undefined;
  const status = new Promise<number>((r) => (resolveStatus = r));
  void (async () => {
    try {
      const res = await fetch(new URL(`/api/b/${link}/stream`, base), {
        headers: lastEventId === undefined ? {} : { 'last-event-id': String(lastEventId) },
        signal: controller.signal,
      });
      resolveStatus(res.status);
      if (res.body === null || res.status !== 200) return;
      const decoder = new TextDecoder();
      let buffer = '';
      for await (const chunk of res.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const message = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const data = message
            .split('\n')
            .filter((l) => l.startsWith('data: '))
            .map((l) => l.slice(6))
            .join('\n');
          if (data === '') continue;
          const e = JSON.parse(data) as { seq: number; type: string };
          events.push({ seq: e.seq, type: e.type, at: Date.now() });
          for (const w of waiters.splice(0)) w();
        }
      }
    } catch {
      resolveStatus(0);
    }
  })();
  return {
    events,
    status,
    waitFor: (n, ms = 5000) =>
      new Promise<void>((done, fail) => {
        const timer = setTimeout(() => fail(new Error(`stream: ${events.length} of ${n} events after ${ms} ms`)), ms);
        const check = (): void => {
          if (events.length >= n) {
            clearTimeout(timer);
            done();
          } else waiters.push(check);
        };
        check();
      }),
    close: () => controller.abort(),
  };
}

/** A Postgres server from `embedded-postgres`, shared with the benchmark (bench/server.ts). */
export { startEmbeddedPostgres, type EmbeddedServer } from '../../scripts/embedded-postgres.js';

/** The server started as its own process (`examples/server/main.ts`, as `npm run table` does, without the web build). */
export interface ChildServer {
  readonly url: string;
  readonly child: ChildProcess;
  /** resolves when the process has exited */
  readonly exited: Promise<void>;
}

export function startChildServer(env: Record<string, string>): Promise<ChildServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'examples/server/main.ts')], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', SKIP_WEB_BUILD: '1', TABLE_LOG: '0', RATE_PER_SECOND: '10000', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  return new Promise((done, fail) => {
    let out = '';
    let err = '';
    const timer = setTimeout(() => fail(new Error(`the server did not start in 60 s: ${err}`)), 60_000);
    child.stderr?.on('data', (d: Buffer) => (err += d.toString()));
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m?.[1] !== undefined) {
        clearTimeout(timer);
        done({ url: m[1], child, exited });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`the server exited with ${code}: ${err}`));
    });
  });
}

/**
 * Appends a battle's events one by one to a server process, kills it with SIGKILL while an append is in flight,
 * starts it again on the same storage, and checks the log: every acknowledged append is there once, in order; the
 * one in flight is there at most once, and sending it again (same id, same version) stores it exactly once.
 */
export const timings: string[] = [];
export async function killDuringAppends(env: Record<string, string>, seed: number): Promise<{ acked: number; inFlightCommitted: boolean }> {
  const events = battleEvents(seed);
  const t0 = Date.now();
  let server = await startChildServer(env);
  timings.push(`start ${Date.now() - t0} ms`);
  const created = await call(server.url, 'POST', '/api/battles', { title: 'kill test', events: events.slice(0, 4) });
  if (created.status !== 201) throw new Error(`create: ${created.status}`);
  const links = linksOf(created);
  let version = 4;
  let acked = 0;
  const killAfter = 10 + (seed % 7);
  let inFlight: { expectedVersion: number; batch: string; events: unknown[] } | undefined;
  for (let i = 4; i < events.length; i++) {
    const body = { expectedVersion: version, batch: `kill-${seed}-${i}`, events: [events[i]] };
    inFlight = body;
    const sent = call(server.url, 'POST', `/api/b/${links.p1}/events`, body);
    sent.catch(() => undefined);
    if (acked === killAfter) {
      // the append is on its way (or being committed) when the process dies
      await new Promise((r) => setTimeout(r, seed % 4));
      server.child.kill('SIGKILL');
      await server.exited;
      await sent.catch(() => undefined);
      break;
    }
    const r = await sent;
    if (r.status !== 201) throw new Error(`append ${i}: ${r.status} ${JSON.stringify(r.body)}`);
    version++;
    acked++;
    inFlight = undefined;
  }
  if (inFlight === undefined) throw new Error('the battle ended before the kill');
  const restarted = Date.now();
  server = await startChildServer(env);
  timings.push(`restart ${Date.now() - restarted} ms`);
  try {
    const after = await call(server.url, 'GET', `/api/b/${links.spectator}/events`);
    const stored = after.body['events'] as { seq: number; type: string; data: unknown }[];
    // no acknowledged event lost; the one in flight at most once; nothing else
    const n = stored.length;
    if (n !== version && n !== version + 1) throw new Error(`after the restart the log has ${n} events; ${version} were acknowledged`);
    const expected = events.slice(0, n);
    // (jsonb keeps an object's keys in its own order: compared as values)
    const same = isDeepStrictEqual(stored.map((e) => ({ type: e.type, data: e.data })), expected);
    const contiguous = stored.every((e, i) => e.seq === i + 1);
    if (!same || !contiguous) throw new Error('after the restart the log differs from what was appended');
    // the client retries what it never heard back about: stored exactly once either way
    const retry = await call(server.url, 'POST', `/api/b/${links.p1}/events`, inFlight);
    const inFlightCommitted = n === version + 1;
    if (retry.status !== (inFlightCommitted ? 200 : 201)) throw new Error(`retry: ${retry.status} ${JSON.stringify(retry.body)}`);
    const final = await call(server.url, 'GET', `/api/b/${links.spectator}/events`);
    const finalEvents = final.body['events'] as { seq: number; type: string; data: unknown }[];
    if (finalEvents.length !== version + 1 || !isDeepStrictEqual(finalEvents.map((e) => ({ type: e.type, data: e.data })), events.slice(0, version + 1)))
      throw new Error('after the retry the log is not every append once');
    return { acked, inFlightCommitted };
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
}
