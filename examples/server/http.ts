/**
 * The table server's HTTP API and live push, on `node:http` (no framework: eight routes, and every limit is visible).
 *
 *   POST /api/battles                { title?, events? }                     → 201 { links, version }
 *   GET  /api/b/:link                                                        → { role, seat, title, version, links }
 *   GET  /api/b/:link/events?after=N                                         → { version, events: [{ seq, type, data }] }
 *   POST /api/b/:link/events         { expectedVersion, batch, events }      → 201 { version, first } (200 if a retry)
 *   GET  /api/b/:link/stream         (Last-Event-ID or ?after=N)             → text/event-stream, one message per event
 *   GET  /api/health                                                         → { ok, storage }
 *   anything else: the web recorder's files (GET, HEAD)
 *
 * `:link` is a player's or the spectator's token, or its short code. A spectator link reads and subscribes; an append
 * with it is refused with 403. Live push is server-sent events (see docs/server.md for why not WebSocket).
 * @module
 */
import { createReadStream, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, resolve, sep } from 'node:path';
import { Hub } from './hub.js';
import { formatCode, LIMITS, type Access, type BattleStore, type LinkSecret, type StoredEvent } from './store.js';
import { TYPES } from '../../scripts/serve-web.js';

/** The server's limits and settings; every one has a default. */
export interface TableServerOptions {
  readonly store: BattleStore;
  /** the web recorder's folder (none: the API alone) */
  readonly staticDir?: string;
  /** bytes of a request body (default 64 KiB) */
  readonly maxBody?: number;
  /** requests per second a client may make on average (default 20), and in a burst (default 60) */
  readonly rate?: { readonly perSecond: number; readonly burst: number };
  /** event streams a client may hold open at once (default 16) */
  readonly maxStreamsPerClient?: number;
  /** read the client's address from the first `X-Forwarded-For` entry (behind a load balancer you run; default false) */
  readonly trustProxy?: boolean;
  /** seconds between keep-alive comments on an event stream (default 15) */
  readonly heartbeatSeconds?: number;
  /** one line per request; every client-sent value in it is escaped first (default: none) */
  readonly log?: (line: string) => void;
}

/** A running table server. */
export interface TableServer {
  readonly url: string;
  readonly server: Server;
  readonly hub: Hub;
  close(): Promise<void>;
}

/** Makes a string safe for a terminal or a log line: control and bidirectional characters escaped, at most `max` characters. */
export function printable(value: string, max = 80): string {
  const cut = value.length > max ? `${value.slice(0, max)}…` : value;
  // eslint-disable-next-line no-control-regex
  return cut.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}


// the page loads only its own files; the sheet preview is a sandboxed srcdoc frame and the printable sheet a blob: window
const CSP = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; frame-src 'self' blob:; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Readonly<Record<string, unknown>> = {},
    /** seconds a refused client should wait (429 only) */
    readonly retryAfter = 1,
  ) {
    super(message);
  }
}

function send(res: ServerResponse, status: number, body: unknown, headers: Readonly<Record<string, string>> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff', 'content-length': Buffer.byteLength(text), ...headers });
  res.end(text);
}

/** Reads a JSON body of at most `max` bytes. */
async function readJson(req: IncomingMessage, max: number): Promise<unknown> {
  const type = req.headers['content-type'] ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) throw new HttpError(415, 'request/content-type', 'Send the body as JSON (Content-Type: application/json).');
  const declared = Number(req.headers['content-length'] ?? NaN);
  if (declared > max) throw new HttpError(413, 'request/too-large', `The body is ${declared} bytes; at most ${max} are accepted.`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > max) throw new HttpError(413, 'request/too-large', `The body is over ${max} bytes; at most ${max} are accepted.`);
    chunks.push(chunk);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch {
    throw new HttpError(400, 'request/json', 'The body is not valid JSON.');
  }
}

// an event's SSE message, made once and shared by every subscriber it is pushed to (the hub hands them one row object)
const frames = new WeakMap<StoredEvent, string>();
function frame(e: StoredEvent): string {
  let text = frames.get(e);
  if (text === undefined) {
    // JSON has no raw newline, so each event is one `data:` line; its seq is the id a reconnect resumes after
    text = `id: ${e.seq}\ndata: ${JSON.stringify({ seq: e.seq, type: e.type, data: e.data })}\n\n`;
    frames.set(e, text);
  }
  return text;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function linkView(l: LinkSecret): { role: string; seat: number | null; token: string; code: string; path: string } {
  return { role: l.role, seat: l.seat, token: l.token, code: formatCode(l.code), path: `/#b=${l.token}` };
}

/** Starts the table server on `host:port` (port 0: a free one). */
export async function startTableServer(options: TableServerOptions & { readonly port?: number; readonly host?: string }): Promise<TableServer> {
  const { store } = options;
  const hub = new Hub(store);
  await hub.start();
  const maxBody = options.maxBody ?? 64 * 1024;
  const rate = options.rate ?? { perSecond: 20, burst: 60 };
  const maxStreams = options.maxStreamsPerClient ?? 16;
  const heartbeat = (options.heartbeatSeconds ?? 15) * 1000;
  const log = options.log;
  const staticDir = options.staticDir === undefined ? undefined : resolve(options.staticDir);

  // token buckets per client; forgotten after a minute without requests
  const buckets = new Map<string, { tokens: number; at: number }>();
  const streams = new Map<string, number>();
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [k, b] of buckets) if (now - b.at > 60_000) buckets.delete(k);
  }, 30_000);
  sweep.unref();

  const clientOf = (req: IncomingMessage): string => {
    const forwarded = options.trustProxy === true ? req.headers['x-forwarded-for'] : undefined;
    const first = typeof forwarded === 'string' ? forwarded.split(',')[0]?.trim() : undefined;
    return first !== undefined && first !== '' ? first : (req.socket.remoteAddress ?? 'unknown');
  };

  const take = (client: string, cost = 1): number => {
    const now = Date.now();
    const b = buckets.get(client) ?? { tokens: rate.burst, at: now };
    b.tokens = Math.min(rate.burst, b.tokens + ((now - b.at) / 1000) * rate.perSecond);
    b.at = now;
    buckets.set(client, b);
    if (b.tokens < cost) return Math.ceil((cost - b.tokens) / rate.perSecond);
    b.tokens -= cost;
    return 0;
  };

  const access = async (credential: string): Promise<Access> => {
    const a = await store.open(credential);
    // one answer for a malformed link and an unknown one: nothing to learn by guessing
    if (a === null) throw new HttpError(404, 'link/unknown', 'This link opens no battle. Check it with the player who shared it.');
    return a;
  };

  const numberParam = (value: string | null | undefined, name: string): number => {
    if (value === null || value === undefined || value === '') return 0;
    const n = Number(value);
    if (!Number.isSafeInteger(n) || n < 0) throw new HttpError(400, 'request/parameter', `${name} must be a whole number ≥ 0.`);
    return n;
  };

  async function createBattle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await readJson(req, maxBody);
    if (!isRecord(body)) throw new HttpError(400, 'request/body', 'The body must be an object: { title?, events? }.');
    const title = body['title'] ?? '';
    const events = body['events'] ?? [];
    if (typeof title !== 'string' || title.length > LIMITS.title) throw new HttpError(400, 'request/title', `title must be text of at most ${LIMITS.title} characters.`);
    if (!Array.isArray(events) || events.length > LIMITS.eventsPerAppend) throw new HttpError(400, 'request/events', `events must be a list of at most ${LIMITS.eventsPerAppend} events.`);
    const made = await store.create(title, events);
    if (made.append !== null && !made.append.ok) {
      const a = made.append;
      if (a.reason === 'refused') throw new HttpError(422, 'append/refused', a.violations[0]?.message ?? 'The set-up was refused.', { index: a.index, violations: a.violations, version: 0 });
      throw new HttpError(400, 'append/refused', 'The set-up was refused.');
    }
    send(res, 201, { version: made.append?.ok === true ? made.append.version : 0, links: made.links.map(linkView) });
  }

  async function battleInfo(a: Access, res: ServerResponse): Promise<void> {
    const info = await store.info(a.battle);
    if (info === null) throw new HttpError(404, 'link/unknown', 'This link opens no battle.');
    send(res, 200, { role: a.role, seat: a.seat, title: info.title, version: info.version });
  }

  async function readEvents(a: Access, url: URL, res: ServerResponse): Promise<void> {
    const after = numberParam(url.searchParams.get('after'), 'after');
    const info = await store.info(a.battle);
    const events = await store.read(a.battle, after);
    send(res, 200, { version: info?.version ?? 0, events });
  }

  async function appendEvents(a: Access, req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (a.role !== 'player') throw new HttpError(403, 'link/read-only', 'This is a spectator link: it can follow the battle but not record in it.');
    const body = await readJson(req, maxBody);
    if (!isRecord(body)) throw new HttpError(400, 'request/body', 'The body must be an object: { expectedVersion, batch, events }.');
    const { expectedVersion, batch, events } = body;
    if (typeof expectedVersion !== 'number' || !Number.isSafeInteger(expectedVersion) || expectedVersion < 0)
      throw new HttpError(400, 'request/expected-version', 'expectedVersion must be the number of events your copy of the battle holds (a whole number ≥ 0).');
    if (typeof batch !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(batch))
      throw new HttpError(400, 'request/batch', `batch must be an id you make for this append: 1 to ${LIMITS.batchId} letters, digits, - or _.`);
    if (!Array.isArray(events) || events.length === 0 || events.length > LIMITS.eventsPerAppend)
      throw new HttpError(400, 'request/events', `events must be a list of 1 to ${LIMITS.eventsPerAppend} events.`);
    let r;
    try {
      r = await store.append(a, expectedVersion, batch, events);
    } catch (err) {
      if (err instanceof TypeError) throw new HttpError(400, 'request/events', 'Each event must be an object with a type (text) and data.');
      throw err;
    }
    if (r.ok) {
      if (!r.duplicate) hub.published(a.battle, r.version, r.events);
      send(res, r.duplicate ? 200 : 201, { version: r.version, first: r.first, duplicate: r.duplicate });
      return;
    }
    if (r.reason === 'stale')
      throw new HttpError(409, 'append/stale', `The battle has ${r.version} events; your append was made against ${expectedVersion}. Catch up and try again.`, { version: r.version });
    if (r.reason === 'full') throw new HttpError(409, 'append/full', `A battle holds at most ${LIMITS.eventsPerBattle} events.`, { version: r.version });
    throw new HttpError(422, 'append/refused', r.violations[0]?.message ?? 'Refused.', { version: r.version, index: r.index, violations: r.violations });
  }

  function stream(a: Access, client: string, req: IncomingMessage, url: URL, res: ServerResponse): void {
    const open = streams.get(client) ?? 0;
    if (open >= maxStreams) throw new HttpError(429, 'rate/streams', `At most ${maxStreams} event streams per client.`, {}, );
    const lastId = req.headers['last-event-id'];
    const after = numberParam(typeof lastId === 'string' && lastId !== '' ? lastId : url.searchParams.get('after'), 'Last-Event-ID');
    streams.set(client, open + 1);
    res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', 'x-accel-buffering': 'no', 'x-content-type-options': 'nosniff', connection: 'keep-alive' });
    // a comment of 2 KiB first: some browsers and proxies hold the start of a response until they have that much
    res.write(`:${' '.repeat(2048)}\nretry: 1000\n\n`);
    const sink = (events: readonly StoredEvent[]): void => {
      let out = '';
      for (const e of events) out += frame(e);
      res.write(out);
    };
    const unsubscribe = hub.subscribe(a.battle, after, sink);
    const beat = setInterval(() => res.write(': keep-alive\n\n'), heartbeat);
    let done = false;
    const end = (): void => {
      if (done) return;
      done = true;
      clearInterval(beat);
      unsubscribe();
      const n = (streams.get(client) ?? 1) - 1;
      if (n <= 0) streams.delete(client);
      else streams.set(client, n);
    };
    req.on('close', end);
    res.on('close', end);
  }

  function serveFile(req: IncomingMessage, url: URL, res: ServerResponse): number {
    if (staticDir === undefined) throw new HttpError(404, 'route/unknown', 'Not found.');
    if (req.method !== 'GET' && req.method !== 'HEAD') throw new HttpError(405, 'route/method', 'Only GET and HEAD here.');
    let path: string;
    try {
      path = decodeURIComponent(url.pathname);
    } catch {
      throw new HttpError(400, 'request/path', 'Bad path.');
    }
    const file = resolve(staticDir, `.${path.endsWith('/') ? `${path}index.html` : path}`);
    if (!file.startsWith(staticDir + sep)) throw new HttpError(404, 'route/unknown', 'Not found.');
    let size: number;
    try {
      const st = statSync(file);
      if (!st.isFile()) throw new Error('not a file');
      size = st.size;
    } catch {
      throw new HttpError(404, 'route/unknown', 'Not found.');
    }
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    res.writeHead(200, {
      'content-type': type,
      'content-length': size,
      // the service worker keeps the app for offline use; the network is asked first
      'cache-control': 'no-cache',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      ...(type.startsWith('text/html') ? { 'content-security-policy': CSP } : {}),
    });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
    return 200;
  }

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<string> => {
    const url = new URL(req.url ?? '/', 'http://server.invalid');
    const client = clientOf(req);
    const m = /^\/api\/b\/([^/]{1,64})(\/events|\/stream)?$/.exec(url.pathname);
    const isApi = url.pathname.startsWith('/api/');
    if (isApi) {
      // appends and creations cost more than reads
      const cost = req.method === 'POST' ? (url.pathname === '/api/battles' ? 10 : 2) : 1;
      const wait = take(client, cost);
      if (wait > 0) throw new HttpError(429, 'rate/limited', `Too many requests from your address; try again in ${wait} s.`, {}, wait);
    }
    if (url.pathname === '/api/health' && req.method === 'GET') {
      send(res, 200, { ok: true, storage: store.db.kind });
      return 'health';
    }
    if (url.pathname === '/api/battles') {
      if (req.method !== 'POST') throw new HttpError(405, 'route/method', 'POST to create a battle.');
      await createBattle(req, res);
      return 'create';
    }
    if (m !== null) {
      const a = await access(m[1] ?? '');
      const what = m[2];
      if (what === undefined && req.method === 'GET') return battleInfo(a, res).then(() => 'info');
      if (what === '/events' && req.method === 'GET') return readEvents(a, url, res).then(() => 'read');
      if (what === '/events' && req.method === 'POST') return appendEvents(a, req, res).then(() => 'append');
      if (what === '/stream' && req.method === 'GET') {
        stream(a, client, req, url, res);
        return 'stream';
      }
      throw new HttpError(405, 'route/method', 'Method not allowed here.');
    }
    if (isApi) throw new HttpError(404, 'route/unknown', 'No such API route.');
    serveFile(req, url, res);
    return 'file';
  };

  const server = createServer((req, res) => {
    const started = Date.now();
    const client = clientOf(req);
    handle(req, res)
      .then((route) => log?.(`${printable(req.method ?? '?', 8)} ${route} ${res.statusCode} ${Date.now() - started}ms ${printable(client, 46)}`))
      .catch((err: unknown) => {
        const e = err instanceof HttpError ? err : new HttpError(500, 'server/error', 'The server failed; nothing was recorded by this request.');
        if (!(err instanceof HttpError)) log?.(`error ${printable(err instanceof Error ? err.message : String(err), 200)}`);
        if (!res.headersSent) send(res, e.status, { error: { code: e.code, message: e.message }, ...e.extra }, e.status === 429 ? { 'retry-after': String(e.retryAfter) } : {});
        else res.end();
        // a body past the limit is not read to its end
        if (e.status === 413) req.destroy();
        log?.(`${printable(req.method ?? '?', 8)} ${e.code} ${e.status} ${Date.now() - started}ms ${printable(client, 46)}`);
      });
  });
  server.headersTimeout = 10_000;
  server.requestTimeout = 30_000;
  // an idle kept-alive connection is closed after 65 s, not Node's 5 s: a load balancer (idle timeout 60 s is common)
  // or a client reusing a connection the server has just closed would get a reset
  server.keepAliveTimeout = 65_000;

  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => done());
  });
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  const host = options.host ?? '127.0.0.1';
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}/`,
    server,
    hub,
    close: async () => {
      clearInterval(sweep);
      await hub.stop();
      server.closeAllConnections();
      await new Promise<void>((closed) => server.close(() => closed()));
    },
  };
}
