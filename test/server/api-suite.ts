/**
 * The table server's API, the same tests on each storage backend (test/server/pglite.test.ts, test/server/pg.test.ts).
 */
import { expect, it } from 'vitest';
import type { Database } from '../../examples/server/db.js';
import { printable, startTableServer, type TableServer, type TableServerOptions } from '../../examples/server/http.js';
import { BattleStore } from '../../examples/server/store.js';
import { batchId, battleEvents, call, linksOf, openStream, type Links } from './support.js';

/** Starts a server on `db` with test-friendly limits (overridable); stops it with the returned server's `close`. */
export function serverOn(db: Database, options: Partial<TableServerOptions> = {}): Promise<TableServer> {
  return startTableServer({ store: new BattleStore(db), rate: { perSecond: 10_000, burst: 10_000 }, ...options });
}

const SET_UP = 4; // BattleSetUp, two UnitsAdded, DeploymentFinished: the first four events of a random battle

async function created(base: string, seed = 1): Promise<{ links: Links; events: { type: string; data: unknown }[] }> {
  const events = battleEvents(seed);
  const r = await call(base, 'POST', '/api/battles', { title: 'Ana vs Ben', events: events.slice(0, SET_UP) });
  expect(r.status).toBe(201);
  expect(r.body['version']).toBe(SET_UP);
  return { links: linksOf(r), events };
}

/** Registers the API tests; `db()` is the backend the file opened (read when a test runs). */
export function apiSuite(db: () => Database): void {
  it('creates a battle with two player links and a spectator link, each opening that battle only', async () => {
    const server = await serverOn(db());
    try {
      const a = await created(server.url, 1);
      const b = await created(server.url, 2);
      for (const [link, role, seat] of [
        [a.links.p1, 'player', 1],
        [a.links.p2, 'player', 2],
        [a.links.spectator, 'spectator', null],
      ] as const) {
        const r = await call(server.url, 'GET', `/api/b/${link}`);
        expect(r.status).toBe(200);
        expect(r.body).toMatchObject({ role, seat, title: 'Ana vs Ben', version: SET_UP });
      }
      // the links are unguessable and distinct; the short codes open the same battle as their tokens
      const all = [a.links.p1, a.links.p2, a.links.spectator, b.links.p1, b.links.p2, b.links.spectator];
      expect(new Set(all).size).toBe(6);
      for (const t of all) expect(t).toMatch(/^[A-Za-z0-9_-]{22}$/);
      const byCode = await call(server.url, 'GET', `/api/b/${(a.links.codes[2] ?? '').toLowerCase()}`);
      expect(byCode.body).toMatchObject({ role: 'spectator' });
      // an append through one battle's link lands in that battle only
      const next = a.events[SET_UP];
      expect((await call(server.url, 'POST', `/api/b/${a.links.p1}/events`, { expectedVersion: SET_UP, batch: batchId(), events: [next] })).status).toBe(201);
      expect((await call(server.url, 'GET', `/api/b/${a.links.spectator}/events`)).body['version']).toBe(SET_UP + 1);
      expect((await call(server.url, 'GET', `/api/b/${b.links.spectator}/events`)).body['version']).toBe(SET_UP);
      // a link that is not one: the same 404 for malformed and unknown
      for (const bad of ['x'.repeat(22), 'nope', 'ZZZZZ-ZZZZZ', '%3Cscript%3E']) {
        const r = await call(server.url, 'GET', `/api/b/${bad}/events`);
        expect(r.status, bad).toBe(404);
        expect(r.body['error']).toMatchObject({ code: 'link/unknown' });
      }
    } finally {
      await server.close();
    }
  });

  it('appends with optimistic concurrency: a stale append is refused with the current version, a retried one is not applied twice', async () => {
    const server = await serverOn(db());
    try {
      const { links, events } = await created(server.url, 3);
      const first = { expectedVersion: SET_UP, batch: batchId(), events: [events[SET_UP]] };
      const ok = await call(server.url, 'POST', `/api/b/${links.p1}/events`, first);
      expect(ok.status).toBe(201);
      expect(ok.body).toMatchObject({ version: SET_UP + 1, first: SET_UP + 1, duplicate: false });
      // player 2 made an append against the old version: refused, told the current one
      const stale = await call(server.url, 'POST', `/api/b/${links.p2}/events`, { expectedVersion: SET_UP, batch: batchId(), events: [events[SET_UP + 1]] });
      expect(stale.status).toBe(409);
      expect(stale.body).toMatchObject({ error: { code: 'append/stale' }, version: SET_UP + 1 });
      // the first append sent again (its answer was lost): answered from the log, not applied again
      const again = await call(server.url, 'POST', `/api/b/${links.p1}/events`, first);
      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({ version: SET_UP + 1, first: SET_UP + 1, duplicate: true });
      // player 2 catches up and appends against the new version
      const log = await call(server.url, 'GET', `/api/b/${links.p2}/events?after=${SET_UP}`);
      expect((log.body['events'] as { seq: number }[]).map((e) => e.seq)).toEqual([SET_UP + 1]);
      const caught = await call(server.url, 'POST', `/api/b/${links.p2}/events`, { expectedVersion: SET_UP + 1, batch: batchId(), events: [events[SET_UP + 1]] });
      expect(caught.status).toBe(201);
      const all = await call(server.url, 'GET', `/api/b/${links.spectator}/events`);
      const stored = all.body['events'] as { seq: number; type: string; data: unknown }[];
      expect(stored.map((e) => e.seq)).toEqual([1, 2, 3, 4, 5, 6]);
      expect(stored.map((e) => ({ type: e.type, data: e.data }))).toEqual(events.slice(0, SET_UP + 2));
    } finally {
      await server.close();
    }
  });

  it('judges every append with the engine from the stored log: an illegal event is refused with its violation and nothing is stored', async () => {
    const server = await serverOn(db());
    try {
      const { links, events } = await created(server.url, 4);
      // a battle round before set-up is finished is fine, but ending a turn that never started is not
      const player = ((events[0]?.data as { players: { id: string }[] }).players[0]?.id ?? '') as string;
      const bad = await call(server.url, 'POST', `/api/b/${links.p1}/events`, { expectedVersion: SET_UP, batch: batchId(), events: [events[SET_UP], { type: 'TurnEnded', data: { player } }] });
      expect(bad.status).toBe(422);
      expect(bad.body['index']).toBe(1);
      const violations = bad.body['violations'] as { code: string; message: string }[];
      expect(violations[0]?.code).toMatch(/\//);
      expect(violations[0]?.message.length).toBeGreaterThan(10);
      // all or nothing: the legal first event of that batch is not stored either
      expect((await call(server.url, 'GET', `/api/b/${links.p1}`)).body['version']).toBe(SET_UP);
      // what is not an event at all
      for (const junk of [[1], [{ type: 3, data: {} }], [{ type: 'Nope', data: {} }], [{ type: 'TurnEnded' }]]) {
        const r = await call(server.url, 'POST', `/api/b/${links.p1}/events`, { expectedVersion: SET_UP, batch: batchId(), events: junk });
        expect([400, 422], JSON.stringify(junk)).toContain(r.status);
      }
      // a set-up the engine refuses creates no battle
      const refused = await call(server.url, 'POST', '/api/battles', { title: 'x', events: [{ type: 'TurnEnded', data: { player: 'a' } }] });
      expect(refused.status).toBe(422);
      expect(refused.body['links']).toBeUndefined();
    } finally {
      await server.close();
    }
  });

  it('lets a spectator read and subscribe but not append (403)', async () => {
    const server = await serverOn(db());
    try {
      const { links, events } = await created(server.url, 5);
      const r = await call(server.url, 'POST', `/api/b/${links.spectator}/events`, { expectedVersion: SET_UP, batch: batchId(), events: [events[SET_UP]] });
      expect(r.status).toBe(403);
      expect(r.body['error']).toMatchObject({ code: 'link/read-only' });
      expect((await call(server.url, 'GET', `/api/b/${links.spectator}`)).body['version']).toBe(SET_UP);
      const s = openStream(server.url, links.spectator);
      await s.waitFor(SET_UP);
      s.close();
    } finally {
      await server.close();
    }
  });

  it('pushes each event to every subscriber once, in order, and resumes a stream after its Last-Event-ID', async () => {
    const server = await serverOn(db());
    try {
      const { links, events } = await created(server.url, 6);
      const a = openStream(server.url, links.p2);
      const b = openStream(server.url, links.spectator);
      await Promise.all([a.waitFor(SET_UP), b.waitFor(SET_UP)]);
      let version = SET_UP;
      for (const e of events.slice(SET_UP, SET_UP + 6)) {
        const sent = Date.now();
        const r = await call(server.url, 'POST', `/api/b/${links.p1}/events`, { expectedVersion: version, batch: batchId(), events: [e] });
        expect(r.status).toBe(201);
        version++;
        await Promise.all([a.waitFor(version, 1000), b.waitFor(version, 1000)]);
        expect(a.events[version - 1]?.at ?? Infinity).toBeLessThan(sent + 1000);
      }
      expect(a.events.map((e) => e.seq)).toEqual(Array.from({ length: version }, (_, i) => i + 1));
      expect(b.events.map((e) => e.type)).toEqual(events.slice(0, version).map((e) => e.type));
      a.close();
      // a reconnect after seq 7 gets 8 onwards only
      const resumed = openStream(server.url, links.p2, 7);
      await resumed.waitFor(version - 7);
      expect(resumed.events.map((e) => e.seq)).toEqual(Array.from({ length: version - 7 }, (_, i) => i + 8));
      resumed.close();
      b.close();
    } finally {
      await server.close();
    }
  });

  it('limits body size, content type, request rate and open streams per client; refuses bad parameters', async () => {
    const server = await serverOn(db(), { maxBody: 2048, rate: { perSecond: 0.5, burst: 24 }, maxStreamsPerClient: 1 });
    try {
      const { links } = await created(server.url, 7);
      const huge = await call(server.url, 'POST', `/api/b/${links.p1}/events`, { expectedVersion: 4, batch: batchId(), events: [{ type: 'X', data: 'x'.repeat(4000) }] });
      expect(huge.status).toBe(413);
      expect(huge.body['error']).toMatchObject({ code: 'request/too-large' });
      const text = await call(server.url, 'POST', `/api/b/${links.p1}/events`, 'hello', { 'content-type': 'text/plain' });
      expect(text.status).toBe(415);
      const broken = await call(server.url, 'POST', `/api/b/${links.p1}/events`, '{"expectedVersion": 4,', {});
      expect(broken.status).toBe(400);
      const noBatch = await call(server.url, 'POST', `/api/b/${links.p1}/events`, { expectedVersion: 4, batch: 'a b', events: [] });
      expect(noBatch.status).toBe(400);
      expect((await call(server.url, 'GET', `/api/b/${links.p1}/events?after=-1`)).status).toBe(400);
      const first = openStream(server.url, links.p1);
      expect(await first.status).toBe(200);
      const second = openStream(server.url, links.p1);
      expect(await second.status).toBe(429);
      first.close();
      // the burst of 24 is nearly spent by now (creation costs 10, an append 2): the next reads are refused until the bucket refills
      let limited: Awaited<ReturnType<typeof call>> | undefined;
      for (let i = 0; i < 10 && limited === undefined; i++) {
        const r = await call(server.url, 'GET', `/api/b/${links.p1}`);
        if (r.status === 429) limited = r;
      }
      expect(limited?.body['error']).toMatchObject({ code: 'rate/limited' });
      // the header says the wait the message gives
      const wait = /try again in (\d+) s/.exec(String((limited?.body['error'] as { message?: string } | undefined)?.message))?.[1];
      expect(wait).toBeDefined();
      expect(limited?.headers.get('retry-after')).toBe(wait);
    } finally {
      await server.close();
    }
  });

  it('keeps a request budget per client: one client at its limit is refused while another is served; a forwarded address counts only behind a trusted proxy; a second process has a budget of its own', async () => {
    // loopback only, bounded: a burst of 5, one more a second, at most 12 requests a client
    const rate = { perSecond: 1, burst: 5 };
    const proxied = await serverOn(db(), { rate, trustProxy: true });
    const direct = await serverOn(db(), { rate });
    try {
      const from = (ip: string): Record<string, string> => ({ 'x-forwarded-for': `${ip}, 10.0.0.9` });
      const health = (base: string, headers: Record<string, string> = {}): Promise<number> => call(base, 'GET', '/api/health', undefined, headers).then((r) => r.status);
      /** Requests until the first 429: how many were served, and whether one was refused (the bucket refills while they run) */
      const untilRefused = async (base: string, headers: (i: number) => Record<string, string>): Promise<{ served: number; refused: boolean; allowed: number }> => {
        const started = Date.now();
        let served = 0;
        for (let i = 0; i < 12; i++) {
          const status = await health(base, headers(i));
          if (status === 429) return { served, refused: true, allowed: rate.burst + Math.ceil(((Date.now() - started) / 1000) * rate.perSecond) };
          expect(status).toBe(200);
          served++;
        }
        return { served, refused: false, allowed: rate.burst };
      };
      // behind a proxy that sets X-Forwarded-For: client one spends its burst and is refused
      const one = await untilRefused(proxied.url, () => from('203.0.113.1'));
      expect(one.refused).toBe(true);
      expect(one.served).toBeGreaterThanOrEqual(rate.burst);
      expect(one.served).toBeLessThanOrEqual(one.allowed);
      // client two, through the same process, is still served: the budget is per client, not per process
      expect(await health(proxied.url, from('203.0.113.2'))).toBe(200);
      // without a trusted proxy the header is ignored: a new address in it each time buys no fresh budget
      const spoofed = await untilRefused(direct.url, (i) => from(`198.51.100.${i}`));
      expect(spoofed.refused).toBe(true);
      expect(spoofed.served).toBeLessThanOrEqual(spoofed.allowed);
      // the bucket refills at its rate: a request is allowed again a second later
      await new Promise((r) => setTimeout(r, 1100));
      expect(await health(proxied.url, from('203.0.113.1'))).toBe(200);
      // a second process keeps its own budget (limits are per process, docs/server.md "Limits across processes")
      const other = await serverOn(db(), { rate, trustProxy: true });
      try {
        expect(await health(other.url, from('203.0.113.1'))).toBe(200);
      } finally {
        await other.close();
      }
    } finally {
      await proxied.close();
      await direct.close();
    }
  });

  it('never lets what a client sends reach a log line or a page unescaped', async () => {
    const lines: string[] = [];
    const server = await serverOn(db(), { log: (l) => lines.push(l), trustProxy: true });
    try {
      const title = '<img src=x onerror=alert(1)>\u001b[2J\u202e';
      const r = await call(server.url, 'POST', '/api/battles', { title }, { 'x-forwarded-for': '<b>\u00e9vil</b>' });
      const links = linksOf(r);
      const info = await call(server.url, 'GET', `/api/b/${links.p1}`);
      // the title comes back as JSON data, never as HTML
      expect(info.body['title']).toBe(title);
      expect(info.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(info.headers.get('x-content-type-options')).toBe('nosniff');
      // the log holds the route, never the link or the title; client values are escaped
      expect(lines.length).toBeGreaterThan(0);
      for (const l of lines) {
        expect(l).not.toContain(links.p1);
        expect(l).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u202e]/);
      }
      expect(printable('a\u001b[31mb\u202ec\nd')).toBe('a\\u001b[31mb\\u202ec\\u000ad');
      expect(printable('x'.repeat(100), 10)).toBe(`${'x'.repeat(10)}…`);
      // the page is served with a content security policy that allows no inline or foreign script
      const api404 = await call(server.url, 'GET', '/api/nope');
      expect(api404.status).toBe(404);
    } finally {
      await server.close();
    }
  });

  it('stores an append sent several times at once exactly once: one 201, the copies answered as duplicates', async () => {
    const server = await serverOn(db());
    try {
      const { links, events } = await created(server.url, 9);
      // a phone retrying while its first try is still in flight: the copies wait for the battle's lock, and find
      // the append stored by the first one
      const body = { expectedVersion: SET_UP, batch: batchId(), events: [events[SET_UP], events[SET_UP + 1]] };
      const results = await Promise.all(Array.from({ length: 4 }, () => call(server.url, 'POST', `/api/b/${links.p1}/events`, body)));
      expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 201]);
      for (const r of results) expect(r.body).toMatchObject({ version: SET_UP + 2, first: SET_UP + 1 });
      expect(results.filter((r) => r.body['duplicate'] === true)).toHaveLength(3);
      const log = await call(server.url, 'GET', `/api/b/${links.p1}/events`);
      expect((log.body['events'] as { seq: number }[]).map((e) => e.seq)).toEqual([1, 2, 3, 4, 5, 6]);
      // the next append is judged on the state those two events made
      const next = await call(server.url, 'POST', `/api/b/${links.p2}/events`, { expectedVersion: SET_UP + 2, batch: batchId(), events: [events[SET_UP + 2]] });
      expect(next.status).toBe(201);
    } finally {
      await server.close();
    }
  });

  it('judges on the stored log when another process appended meanwhile, and when its cached state was dropped', async () => {
    // two servers on one database, as two processes behind a load balancer; B keeps one battle's state at most
    const a = await serverOn(db());
    const b = await serverOn(db(), { store: new BattleStore(db(), { cacheSize: 1 }) });
    try {
      const one = await created(a.url, 10);
      const two = await created(a.url, 11);
      let version = SET_UP;
      for (let i = 0; i < 6; i++) {
        // alternate the process, and on B alternate the battle, so that each append finds the state it last judged
        // for this battle behind the log (or dropped) and must read the missing rows
        const through = i % 2 === 0 ? b : a;
        const r = await call(through.url, 'POST', `/api/b/${one.links.p1}/events`, { expectedVersion: version, batch: batchId(), events: [one.events[version]] });
        expect(r.status, `append ${version + 1} through ${i % 2 === 0 ? 'B' : 'A'}`).toBe(201);
        const other = await call(b.url, 'POST', `/api/b/${two.links.p1}/events`, { expectedVersion: version, batch: batchId(), events: [two.events[version]] });
        expect(other.status).toBe(201);
        version++;
      }
      // an event the stored log makes illegal is refused by either process (a second set-up)
      for (const s of [a, b]) {
        const r = await call(s.url, 'POST', `/api/b/${one.links.p1}/events`, { expectedVersion: version, batch: batchId(), events: [{ type: 'BattleSetUp', data: one.events[0]?.data }] });
        expect(r.status).toBe(422);
      }
      const log = await call(a.url, 'GET', `/api/b/${one.links.spectator}/events`);
      expect((log.body['events'] as { type: string; data: unknown }[]).map((e) => ({ type: e.type, data: e.data }))).toEqual(one.events.slice(0, version));
    } finally {
      await b.close();
      await a.close();
    }
  });

  it('judges concurrent appends one at a time: of two made against one version, exactly one is stored', async () => {
    const server = await serverOn(db());
    try {
      const { links, events } = await created(server.url, 8);
      const results = await Promise.all(
        [links.p1, links.p2, links.p1, links.p2].map((l) => call(server.url, 'POST', `/api/b/${l}/events`, { expectedVersion: SET_UP, batch: batchId(), events: [events[SET_UP]] })),
      );
      expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
      const log = await call(server.url, 'GET', `/api/b/${links.p1}/events`);
      expect((log.body['events'] as unknown[]).length).toBe(SET_UP + 1);
    } finally {
      await server.close();
    }
  });
}
