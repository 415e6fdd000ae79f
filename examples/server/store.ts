/**
 * Battles in the database: created with their capability links, opened by a link, read, and appended to.
 *
 * An append is judged here and nowhere else: inside one transaction the battle's row is locked (the same statement
 * finds a retried append by its id), the client's version compared with the stored one (optimistic concurrency), the
 * battle's state taken from this process's cache when it is at the stored version, brought forward by folding only the
 * rows it lacks when another process appended since, or replayed from the rows when it is not cached; every new event
 * is folded by the engine, and the rows, the new version and the notification are written in one statement. A
 * client's own state is never read. An append costs four round trips (begin, lock, write, commit), and the engine
 * folds its own events only: the stored log is not replayed while the battle's state is cached.
 * @module
 */
import { createHash, randomBytes } from 'node:crypto';
import { createEngine, type BattleState, type RuleViolation } from 'battlepack-engine';
import { gallet, type GalletExt } from 'battlepack-engine/gallet';
import { galletTable } from 'battlepack-engine/gallet/table';
import type { Database, Sql } from './db.js';

/** The engine the server judges with: Gallet, measuring the table too (as the web recorder does). */
export const engine = createEngine(gallet, { table: galletTable });
type State = BattleState<GalletExt>;

/** The limits of one battle's log. */
export const LIMITS = {
  /** events in one append */
  eventsPerAppend: 64,
  /** events in one battle */
  eventsPerBattle: 10_000,
  /** characters of a battle's title */
  title: 120,
  /** characters of an append's id */
  batchId: 64,
} as const;

/** The channel the server notifies on after each append (payload `battle:version`). */
export const CHANNEL = 'battle_events';

export type Role = 'player' | 'spectator';

/** What a link opens. */
export interface Access {
  readonly battle: string;
  readonly role: Role;
  /** 1 or 2 for a player link, null for the spectator link */
  readonly seat: 1 | 2 | null;
}

/** One link's secrets, as handed to its holder once (only their hashes are stored). */
export interface LinkSecret {
  readonly role: Role;
  readonly seat: 1 | 2 | null;
  /** 22 URL-safe characters (128 random bits) */
  readonly token: string;
  /** 10 characters of Crockford base32 (50 random bits), shown as `XXXXX-XXXXX` */
  readonly code: string;
}

/** A stored event. */
export interface StoredEvent {
  readonly seq: number;
  readonly type: string;
  readonly data: unknown;
}

/** The result of an append. */
export type AppendResult =
  | { readonly ok: true; readonly version: number; readonly first: number; readonly duplicate: boolean; readonly events: readonly StoredEvent[] }
  | { readonly ok: false; readonly reason: 'stale'; readonly version: number }
  | { readonly ok: false; readonly reason: 'refused'; readonly version: number; readonly index: number; readonly violations: readonly RuleViolation[] }
  | { readonly ok: false; readonly reason: 'full'; readonly version: number };

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

const sha256 = (s: string): string => createHash('sha256').update(s).digest('hex');

function newCode(): string {
  const bytes = randomBytes(10);
  let out = '';
  for (const b of bytes) out += CROCKFORD[b & 31];
  return out;
}

/** The credential in a URL or typed at the table, normalised; null if it cannot be one. */
export function normaliseCredential(raw: string): { readonly kind: 'token' | 'code'; readonly value: string } | null {
  if (/^[A-Za-z0-9_-]{22}$/.test(raw)) return { kind: 'token', value: raw };
  const code = raw
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  return /^[0-9A-HJKMNP-TV-Z]{10}$/.test(code) ? { kind: 'code', value: code } : null;
}

/** A short code as shown to people: `XXXXX-XXXXX`. */
export const formatCode = (code: string): string => `${code.slice(0, 5)}-${code.slice(5)}`;

/** Whether `value` is a list of `{ type: string, data }` objects (the engine judges the rest). */
function eventShapes(value: unknown): value is { type: string; data: unknown }[] {
  return Array.isArray(value) && value.every((e) => typeof e === 'object' && e !== null && !Array.isArray(e) && typeof (e as { type?: unknown }).type === 'string' && 'data' in e);
}

/** The battles of one database, with a cache of the latest state of the battles this process has judged. */
export class BattleStore {
  // battle → the state after `version` events; only ever read at that version
  private readonly cache = new Map<string, { version: number; state: State }>();
  private readonly cacheSize: number;
  // normalised credential → what it opens (links are never changed or reused)
  private readonly links = new Map<string, Access>();

  constructor(
    readonly db: Database,
    options: { readonly cacheSize?: number } = {},
  ) {
    this.cacheSize = options.cacheSize ?? 5_000;
  }

  /** Creates a battle and its three links (two players, one spectator); its set-up events, if any, are appended as its first batch. */
  async create(title: string, events: readonly unknown[] = [], batch = 'create'): Promise<{ battle: string; links: LinkSecret[]; append: AppendResult | null }> {
    const battle = randomBytes(9).toString('base64url');
    const links: LinkSecret[] = [
      { role: 'player', seat: 1, token: randomBytes(16).toString('base64url'), code: newCode() },
      { role: 'player', seat: 2, token: randomBytes(16).toString('base64url'), code: newCode() },
      { role: 'spectator', seat: null, token: randomBytes(16).toString('base64url'), code: newCode() },
    ];
    const made: { append: Judged | null } = { append: null };
    try {
      await this.db.transaction(async (tx) => {
        await tx.query('INSERT INTO battles (id, title) VALUES ($1, $2)', [battle, title.slice(0, LIMITS.title)]);
        for (const l of links) await tx.query('INSERT INTO links (token_hash, code_hash, battle, role, seat) VALUES ($1, $2, $3, $4, $5)', [sha256(l.token), sha256(l.code), battle, l.role, l.seat]);
        if (events.length > 0) {
          if (!eventShapes(events)) throw new TypeError('events: a list of { type, data } objects');
          made.append = await this.appendIn(tx, battle, 1, 0, batch, events);
          // a refused set-up creates nothing
          if (!made.append.result.ok) throw new Refused(made.append.result);
        }
      });
    } catch (err) {
      if (err instanceof Refused) return { battle: '', links: [], append: err.result };
      throw err;
    }
    const judged = made.append;
    if (judged === null) return { battle, links, append: null };
    this.remember(battle, judged);
    return { battle, links, append: judged.result };
  }

  /** What a token or short code opens, or null. */
  async open(credential: string): Promise<Access | null> {
    const c = normaliseCredential(credential);
    if (c === null) return null;
    const key = `${c.kind}:${c.value}`;
    // a link never changes what it opens: once found it is answered from memory (misses are not kept)
    const known = this.links.get(key);
    if (known !== undefined) {
      this.links.delete(key);
      this.links.set(key, known);
      return known;
    }
    const column = c.kind === 'token' ? 'token_hash' : 'code_hash';
    const rows = await this.db.query<{ battle: string; role: Role; seat: number | null }>(`SELECT battle, role, seat FROM links WHERE ${column} = $1`, [sha256(c.value)]);
    const row = rows[0];
    if (row === undefined) return null;
    const access: Access = { battle: row.battle, role: row.role, seat: row.seat === 1 || row.seat === 2 ? row.seat : null };
    this.links.set(key, access);
    if (this.links.size > this.cacheSize * 3) {
      const oldest = this.links.keys().next().value;
      if (oldest !== undefined) this.links.delete(oldest);
    }
    return access;
  }

  /** The battle's title and version. */
  async info(battle: string): Promise<{ title: string; version: number } | null> {
    const rows = await this.db.query<{ title: string; version: number }>('SELECT title, version FROM battles WHERE id = $1', [battle]);
    return rows[0] ?? null;
  }

  /** The events after `after`, in order, at most `limit`. */
  async read(battle: string, after = 0, limit: number = LIMITS.eventsPerBattle, sql: Sql = this.db): Promise<StoredEvent[]> {
    return sql.query<StoredEvent>('SELECT seq, type, data FROM events WHERE battle = $1 AND seq > $2 ORDER BY seq LIMIT $3', [battle, after, limit]);
  }

  /**
   * Appends `events` made against `expectedVersion`, in one transaction: all or none. `batch` is the client's id of
   * this append: an append whose id is already stored is answered with the stored events, not applied again.
   */
  async append(access: Access, expectedVersion: number, batch: string, events: unknown): Promise<AppendResult> {
    if (access.role !== 'player') throw new Error('only a player link appends');
    if (!eventShapes(events)) throw new TypeError('events: a list of { type, data } objects');
    let judged: Judged;
    try {
      judged = await this.db.transaction((tx) => this.appendIn(tx, access.battle, access.seat ?? 0, expectedVersion, batch, events));
    } catch (err) {
      // the same batch id committed by another transaction between our read and our write (see appendIn): nothing
      // of ours was stored; judged again, the stored append is found and answered
      if (!isUniqueViolation(err)) throw err;
      judged = await this.db.transaction((tx) => this.appendIn(tx, access.battle, access.seat ?? 0, expectedVersion, batch, events));
    }
    // cached only once committed: a state for a version the database never reached would be read later as that version
    this.remember(access.battle, judged);
    return judged.result;
  }

  private async appendIn(tx: Sql, battle: string, seat: number, expectedVersion: number, batch: string, events: readonly unknown[]): Promise<Judged> {
    // the lock: appends to one battle are judged one at a time, whichever process receives them. The same round trip
    // reads the rows of an append with this batch id, if one is stored (a retry)
    const locked = await tx.query<{ version: number; seq: number | null; type: string | null; data: unknown }>(
      'SELECT b.version, e.seq, e.type, e.data FROM battles b LEFT JOIN events e ON e.battle = b.id AND e.batch = $2 WHERE b.id = $1 ORDER BY e.seq FOR UPDATE OF b',
      [battle, batch],
    );
    const version = locked[0]?.version;
    if (version === undefined) throw new Error('no such battle');
    let seen: StoredEvent[] = locked.flatMap((r) => (r.seq === null || r.type === null ? [] : [{ seq: r.seq, type: r.type, data: r.data }]));
    // Postgres reads the joined rows as they were when the statement began, the battle's row as it is once locked:
    // an append with this id committed while this one waited for the lock moved the version, so when the version is
    // not the expected one the batch is looked up again, now
    if (seen.length === 0 && expectedVersion !== version) seen = await tx.query<StoredEvent>('SELECT seq, type, data FROM events WHERE battle = $1 AND batch = $2 ORDER BY seq', [battle, batch]);
    if (seen.length > 0) return { result: { ok: true, version, first: seen[0]?.seq ?? 0, duplicate: true, events: seen } };
    if (expectedVersion !== version) return { result: { ok: false, reason: 'stale', version } };
    if (version + events.length > LIMITS.eventsPerBattle) return { result: { ok: false, reason: 'full', version } };
    let state = await this.stateAt(tx, battle, version);
    for (const [index, e] of events.entries()) {
      // the engine parses the event (it is the client's JSON): the type is what it checks, not what it assumes
      const r = engine.apply(state, e as Parameters<typeof engine.apply>[1]);
      if (!r.ok) return { result: { ok: false, reason: 'refused', version, index, violations: r.violations } };
      state = r.state;
    }
    const stored: StoredEvent[] = events.map((e, i) => {
      const { type, data } = e as { type: string; data: unknown };
      return { seq: version + 1 + i, type, data };
    });
    const next = version + events.length;
    // one statement for the rows, the new version and the notification (delivered to every listening process when,
    // and only if, the transaction commits): the append is one transaction either way, this keeps it one round trip
    const params: unknown[] = [battle, batch, seat, next, CHANNEL, `${battle}:${next}`];
    const values = stored.map((e, i) => {
      params.push(e.seq, i, e.type, JSON.stringify(e.data));
      const at = 7 + i * 4;
      return `($1, $${at}, $2, $${at + 1}, $${at + 2}, $${at + 3}::jsonb, $3)`;
    });
    await tx.query(
      `WITH added AS (INSERT INTO events (battle, seq, batch, part, type, data, seat) VALUES ${values.join(', ')} RETURNING seq), ` +
        'moved AS (UPDATE battles SET version = $4 WHERE id = $1 RETURNING version) SELECT pg_notify($5, $6) FROM moved',
      params,
    );
    return { result: { ok: true, version: next, first: version + 1, duplicate: false, events: stored }, state };
  }

  /** The battle's state after `version` events: the cached one if it is at that version, else replayed from the rows. */
  private async stateAt(tx: Sql, battle: string, version: number): Promise<State> {
    const cached = this.cache.get(battle);
    let from: State = engine.initialState();
    let at = 0;
    if (cached !== undefined && cached.version <= version) {
      this.cache.delete(battle);
      this.cache.set(battle, cached);
      from = cached.state;
      at = cached.version;
    }
    if (at === version) return from;
    const rows = await this.read(battle, at, version - at, tx);
    const r = engine.replay(
      rows.map((e) => ({ type: e.type, data: e.data })),
      at === 0 ? undefined : from,
    );
    // the stored log was judged when it was written: a refusal now means the rules changed under it
    if (!r.ok) throw new Error(`battle ${battle} no longer replays at event ${at + r.applied + 1}: ${r.violations[0]?.code ?? ''}`);
    return r.state;
  }

  private remember(battle: string, judged: Judged): void {
    if (judged.state === undefined || !judged.result.ok) return;
    // two appends of one battle may finish out of order: keep the later state
    if ((this.cache.get(battle)?.version ?? -1) > judged.result.version) return;
    this.cache.delete(battle);
    this.cache.set(battle, { version: judged.result.version, state: judged.state });
    if (this.cache.size > this.cacheSize) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
  }
}

/** An append's result, and the state it led to when it was applied. */
interface Judged {
  readonly result: AppendResult;
  readonly state?: State;
}

/** Whether `err` is Postgres's unique_violation (both clients report the SQLSTATE as `code`). */
const isUniqueViolation = (err: unknown): boolean => typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';

class Refused extends Error {
  constructor(readonly result: AppendResult) {
    super('refused');
  }
}
