/**
 * Live push: every subscriber of a battle gets each of its events once, in order, whichever process stored it.
 *
 * An append made in this process is handed to the hub with its rows and pushed at once. An append made by another
 * process arrives as a Postgres notification (`battle:version`, sent in the appending transaction, so only once it is
 * committed); the hub then reads the missing rows once for all of that battle's subscribers. Each subscriber keeps the
 * seq it was last sent: a row it already has is skipped, and a gap (a notification lost while the listening
 * connection reconnected) is filled from the database before anything later is sent.
 * @module
 */
import { CHANNEL, type BattleStore, type StoredEvent } from './store.js';

/** Where a subscriber's events go (an SSE response). */
export type Sink = (events: readonly StoredEvent[]) => void;

class Subscriber {
  private fetching = false;
  private target = 0;

  constructor(
    private readonly hub: Hub,
    readonly battle: string,
    public sent: number,
    private readonly sink: Sink,
  ) {}

  /** Sends what follows `sent` in `rows`, or fetches from the database when `rows` leave a gap. */
  offer(version: number, rows: readonly StoredEvent[]): void {
    if (version > this.target) this.target = version;
    if (this.fetching) return;
    const first = rows.find((r) => r.seq > this.sent);
    if (first !== undefined && first.seq === this.sent + 1) {
      const fresh = rows.filter((r) => r.seq > this.sent);
      this.sent = fresh[fresh.length - 1]?.seq ?? this.sent;
      this.sink(fresh);
    }
    if (this.target > this.sent) void this.catchUp();
  }

  async catchUp(): Promise<void> {
    if (this.fetching) return;
    this.fetching = true;
    try {
      for (let guard = 0; guard < 1000; guard++) {
        const rows = await this.hub.store.read(this.battle, this.sent, 500);
        if (rows.length > 0 && !this.hub.closed(this)) {
          this.sent = rows[rows.length - 1]?.seq ?? this.sent;
          if (this.sent > this.target) this.target = this.sent;
          this.sink(rows);
        }
        if (rows.length < 500 && this.sent >= this.target) break;
      }
    } catch {
      // the database is away: the next notification or the client's reconnect (with Last-Event-ID) catches up
    } finally {
      this.fetching = false;
    }
  }
}

/** The subscriptions of this process. */
export class Hub {
  private readonly battles = new Map<string, { subs: Set<Subscriber>; known: number; reading: boolean }>();
  private stopListening: (() => Promise<void>) | undefined;

  constructor(readonly store: BattleStore) {}

  /** Listens for the appends of other processes (a Postgres server only: PGlite is one process). */
  async start(): Promise<void> {
    if (this.store.db.kind !== 'pg') return;
    this.stopListening = await this.store.db.listen(CHANNEL, (payload) => this.notified(payload));
  }

  async stop(): Promise<void> {
    await this.stopListening?.();
    this.battles.clear();
  }

  /** How many subscribers are open. */
  get size(): number {
    let n = 0;
    for (const b of this.battles.values()) n += b.subs.size;
    return n;
  }

  /** Subscribes to the events of `battle` after `after`: those stored are sent at once, then each new one. */
  subscribe(battle: string, after: number, sink: Sink): () => void {
    let entry = this.battles.get(battle);
    if (entry === undefined) {
      entry = { subs: new Set(), known: 0, reading: false };
      this.battles.set(battle, entry);
    }
    const sub = new Subscriber(this, battle, after, sink);
    entry.subs.add(sub);
    void sub.catchUp();
    return () => {
      const e = this.battles.get(battle);
      if (e === undefined) return;
      e.subs.delete(sub);
      if (e.subs.size === 0) this.battles.delete(battle);
    };
  }

  closed(sub: Subscriber): boolean {
    return this.battles.get(sub.battle)?.subs.has(sub) !== true;
  }

  /** Pushes rows appended by this process. */
  published(battle: string, version: number, rows: readonly StoredEvent[]): void {
    const entry = this.battles.get(battle);
    if (entry === undefined) return;
    if (version > entry.known) entry.known = version;
    for (const sub of entry.subs) sub.offer(version, rows);
  }

  /** A notification: `battle:version` from an append in any process, or `*` after the listener (re)connected. */
  private notified(payload: string): void {
    if (payload === '*') {
      for (const entry of this.battles.values()) for (const sub of entry.subs) void sub.catchUp();
      return;
    }
    const at = payload.lastIndexOf(':');
    const battle = payload.slice(0, at);
    const version = Number(payload.slice(at + 1));
    const entry = this.battles.get(battle);
    if (entry === undefined || !Number.isInteger(version) || version <= entry.known) return;
    void this.readFor(battle, version);
  }

  // one read per battle for all its subscribers
  private async readFor(battle: string, version: number): Promise<void> {
    const entry = this.battles.get(battle);
    if (entry === undefined) return;
    if (entry.reading) {
      for (const sub of entry.subs) sub.offer(version, []);
      return;
    }
    entry.reading = true;
    try {
      const from = Math.min(...[...entry.subs].map((s) => s.sent), entry.known);
      const rows = await this.store.read(battle, from, version - from);
      const top = rows[rows.length - 1]?.seq ?? from;
      if (top > entry.known) entry.known = top;
      for (const sub of entry.subs) sub.offer(Math.max(version, top), rows);
    } catch {
      // the subscribers catch up on the next notification or when their client reconnects
    } finally {
      entry.reading = false;
    }
  }
}
