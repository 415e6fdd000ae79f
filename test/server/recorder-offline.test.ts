/**
 * The recorder's link to the table server (examples/web/sync.ts) with no browser: what it keeps on the device for a
 * shared battle, and what it does with it when the server does not answer, answers with less, or refuses the link.
 * The browser's globals it uses (local storage, window events, EventSource, relative fetch) are stood in for here; the
 * server is real (PGlite in memory). The same flows run in Chromium in test/browser/web-table.test.ts.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { migrate, type Database } from '../../examples/server/db.js';
import { startTableServer, type TableServer } from '../../examples/server/http.js';
import { BattleStore } from '../../examples/server/store.js';
import { battleEvents, call, linksOf, openMemoryPglite } from './support.js';

// the module is typed for the DOM (examples/web/tsconfig.json); here it is reached through the little it is asked for
interface Wire {
  readonly type: string;
  readonly data: unknown;
}
interface Link {
  status: string;
  fromDevice: boolean;
  readonly confirmed: Wire[];
  outbox: unknown[];
  open(): Promise<void>;
  submit(action: string, control: string | null, events: readonly Wire[]): void;
  kick(): void;
  close(): void;
}
interface Callbacks {
  onConfirmed(events: readonly Wire[]): void;
  onRefused(r: { code: string; message: string }): void;
  onStatus(): void;
  onReset?(): void;
  stillApplies(): { ok: true };
}
interface SyncModule {
  TableLink: new (token: string, cb: Callbacks) => Link;
  LinkRefused: new (message: string, status: number) => Error;
}

/** Local storage in a Map, full past `quota` characters (keys and values), as a browser's throws when full. */
class MemoryStorage {
  readonly items = new Map<string, string>();
  constructor(public quota = Infinity) {}
  get length(): number {
    return this.items.size;
  }
  key(i: number): string | null {
    return [...this.items.keys()][i] ?? null;
  }
  getItem(k: string): string | null {
    return this.items.get(k) ?? null;
  }
  setItem(k: string, v: string): void {
    let size = k.length + v.length;
    for (const [key, value] of this.items) if (key !== k) size += key.length + value.length;
    if (size > this.quota) throw new Error('QuotaExceededError');
    this.items.set(k, v);
  }
  removeItem(k: string): void {
    this.items.delete(k);
  }
}

class NoEventSource {
  static readonly CLOSED = 2;
  readyState = 0;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onmessage: (() => void) | null = null;
  close(): void {
    this.readyState = 2;
  }
}

const realFetch = globalThis.fetch;
const g = globalThis as unknown as Record<string, unknown>;

describe('the recorder keeps a shared battle on the device', () => {
  let db: Database | undefined;
  let server: TableServer | undefined;
  let sync: SyncModule | undefined;
  let storage = new MemoryStorage();
  /** whether the stand-in network answers */
  let online = true;
  const links: Link[] = [];

  beforeAll(async () => {
    db = await openMemoryPglite();
    await migrate(db);
    server = await startTableServer({ store: new BattleStore(db), rate: { perSecond: 10_000, burst: 10_000 } });
    const base = server.url;
    g['window'] = new EventTarget();
    g['EventSource'] = NoEventSource;
    g['fetch'] = (url: string, init?: RequestInit): Promise<Response> => (online ? realFetch(new URL(url, base), init) : Promise.reject(new TypeError('Failed to fetch')));
    // a specifier held in a variable: the root type-check (no DOM types) does not follow it into the module
    const specifier = '../../examples/web/sync.js';
    sync = (await import(specifier)) as SyncModule;
  });
  afterEach(() => {
    for (const l of links.splice(0)) l.close();
    online = true;
  });
  afterAll(async () => {
    g['fetch'] = realFetch;
    for (const k of ['window', 'EventSource', 'localStorage']) Reflect.deleteProperty(g, k);
    await server?.close();
    await db?.close();
  });

  const fresh = (quota = Infinity): MemoryStorage => {
    storage = new MemoryStorage(quota);
    g['localStorage'] = storage;
    return storage;
  };
  const link = (token: string, resets: { n: number } = { n: 0 }): Link => {
    if (sync === undefined) throw new Error('not loaded');
    const l = new sync.TableLink(token, { onConfirmed: () => undefined, onRefused: () => undefined, onStatus: () => undefined, onReset: () => resets.n++, stillApplies: () => ({ ok: true }) });
    links.push(l);
    return l;
  };
  const until = async (test: () => boolean, what: string): Promise<void> => {
    for (let i = 0; i < 200 && !test(); i++) await new Promise((r) => setTimeout(r, 25));
    if (!test()) throw new Error(`not reached: ${what}`);
  };
  const battle = async (seed: number, n: number): Promise<{ token: string; events: Wire[] }> => {
    const events = battleEvents(seed);
    const r = await call(server?.url ?? '', 'POST', '/api/battles', { title: 't', events: events.slice(0, n) });
    expect(r.status).toBe(201);
    return { token: linksOf(r).p1, events };
  };
  const append = async (token: string, version: number, e: Wire): Promise<void> => {
    const r = await call(server?.url ?? '', 'POST', `/api/b/${token}/events`, { expectedVersion: version, batch: `b${version}-${Date.now()}`, events: [e] });
    expect(r.status).toBe(201);
  };

  it('opens from the kept log with no network, queues what is recorded, and catches up and sends it when the server answers', async () => {
    fresh();
    const { token, events } = await battle(11, 4);
    const first = link(token);
    await first.open();
    expect(first.confirmed.length).toBe(4);
    first.close();
    // the other phone records two events meanwhile
    await append(token, 4, events[4] as Wire);
    await append(token, 5, events[5] as Wire);

    online = false;
    const again = link(token);
    await again.open();
    expect(again.fromDevice).toBe(true);
    expect(again.status).toBe('offline');
    expect(again.confirmed).toEqual(events.slice(0, 4));
    again.submit('next', null, [events[6] as Wire]);
    expect(again.outbox.length).toBe(1);

    online = true;
    again.kick();
    await until(() => again.outbox.length === 0 && again.confirmed.length === 7, 'caught up and sent');
    expect(again.fromDevice).toBe(false);
    const stored = await call(server?.url ?? '', 'GET', `/api/b/${token}/events`);
    expect((stored.body['events'] as Wire[]).map((e) => e.type)).toEqual(events.slice(0, 7).map((e) => e.type));
  });

  it('with no network and nothing kept, rejects with the network error (the page waits for the server)', async () => {
    fresh();
    const { token } = await battle(12, 4);
    online = false;
    await expect(link(token).open()).rejects.toBeInstanceOf(TypeError);
  });

  it('starts again from the server when the server holds fewer events than the phone kept', async () => {
    fresh();
    const { token, events } = await battle(13, 4);
    await link(token).open();
    // the phone kept six (the server's storage was restored from an older backup since)
    const key = `battlepack-web/battle/${token}`;
    const kept = JSON.parse(storage.getItem(key) ?? '{}') as { events: Wire[] };
    storage.setItem(key, JSON.stringify({ ...kept, events: events.slice(0, 6) }));
    const resets = { n: 0 };
    const l = link(token, resets);
    await l.open();
    expect(resets.n).toBe(1);
    expect(l.confirmed).toEqual(events.slice(0, 4));
    expect((JSON.parse(storage.getItem(key) ?? '{}') as { events: Wire[] }).events.length).toBe(4);
  });

  it('drops the kept log of a link the server refuses, and keeps its outbox', async () => {
    fresh();
    const token = 'A'.repeat(22);
    storage.setItem(`battlepack-web/battle/${token}`, JSON.stringify({ role: 'player', seat: 1, title: 't', events: [], savedAt: 1 }));
    storage.setItem(`battlepack-web/outbox/${token}`, JSON.stringify([{ batch: 'x', action: 'a', control: null, events: [], madeAt: 0 }]));
    await expect(link(token).open()).rejects.toBeInstanceOf(sync?.LinkRefused ?? Error);
    expect(storage.getItem(`battlepack-web/battle/${token}`)).toBeNull();
    expect(storage.getItem(`battlepack-web/outbox/${token}`)).not.toBeNull();
  });

  it('when storage is full, drops the battle kept longest ago to keep this one', async () => {
    const { token } = await battle(14, 4);
    // how much this battle takes kept
    const roomy = fresh();
    await link(token).open();
    const mine = `battlepack-web/battle/${token}`;
    const size = mine.length + (roomy.getItem(mine) ?? '').length;
    // room for it and one other battle: of the two kept earlier, the older one goes
    const other = (title: string, savedAt: number): string => JSON.stringify({ role: 'player', seat: 1, title, events: [{ type: 'X', data: 'x'.repeat(1500) }], savedAt });
    const s = fresh(size + 'battlepack-web/battle/newer'.length + other('newer', 2).length + 200);
    s.setItem('battlepack-web/battle/old', other('old', 1));
    s.setItem('battlepack-web/battle/newer', other('newer', 2));
    await link(token).open();
    expect(s.getItem(mine)).not.toBeNull();
    expect(s.getItem('battlepack-web/battle/old')).toBeNull();
    expect(s.getItem('battlepack-web/battle/newer')).not.toBeNull();
  });
});
