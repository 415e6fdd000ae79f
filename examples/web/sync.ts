/**
 * The recorder's link to the table server (examples/server): one battle shared by two phones and any spectators.
 *
 * The server's log is the truth. This side keeps the events the server confirmed, and an outbox of the actions
 * recorded here and not yet confirmed (kept in local storage, so a reload or a phone going offline loses none). The
 * outbox is sent one action at a time, each with the version it was made against and an id of its own:
 * - accepted (201), or already stored by an earlier try whose answer was lost (200): confirmed;
 * - stale (409, the other phone recorded first): this side fetches what it missed and, if the action still makes
 *   sense on the new state, sends it again; if not, it is dropped and reported as refused;
 * - refused by the engine (422) or by the server (403…): dropped and reported as refused, with the server's reason;
 * - no answer (offline, server away): kept, and sent again when the browser is back online.
 * New events arrive by server-sent events (EventSource resumes after the last id it saw on its own).
 *
 * The confirmed log is also kept on this device (local storage, with who this link is), so a phone that reloads or
 * reopens the battle's link with no network shows the battle as it last knew it at once, records into the outbox, and
 * catches up when the server answers again (it asks every few seconds, and at once when the browser says it is online:
 * `navigator.onLine` is only a hint). The server's log is append-only, so the kept copy is always a prefix of it.
 * @module
 */

/** An event as stored: the envelope the engine reads. */
export interface WireEvent {
  readonly type: string;
  readonly data: unknown;
}

/** An action recorded here and not yet confirmed. */
export interface Pending {
  readonly batch: string;
  readonly action: string;
  /** the `data-testid` of the control that made it, where its refusal is shown */
  readonly control: string | null;
  readonly events: readonly WireEvent[];
  /** how many confirmed events this side had when the action was recorded */
  readonly madeAt: number;
}

/** A refusal of the server, in the engine's words where the engine refused. */
export interface ServerRefusal {
  readonly action: string;
  readonly control: string | null;
  readonly code: string;
  readonly message: string;
  /** whether the battle had moved on since it was recorded (offline, or the other phone was quicker) */
  readonly queued: boolean;
}

/** What the page is told. */
export interface SyncCallbacks {
  /** the confirmed log grew (from the stream, a catch-up, or an accepted append) */
  onConfirmed(events: readonly WireEvent[]): void;
  /** a queued action was refused and dropped */
  onRefused(refusal: ServerRefusal): void;
  /** the connection or the outbox changed */
  onStatus(): void;
  /** the server holds fewer events than this device kept (its storage was restored): the confirmed log starts again from nothing */
  onReset?(): void;
  /** the link was opened from this device's copy, and the server, reached at last, refuses it */
  onLinkRefused?(message: string): void;
  /** whether a queued action still applies to the confirmed log plus the actions before it (checked with the engine) */
  stillApplies(pending: Pending, before: readonly Pending[]): { ok: true } | { ok: false; code: string; message: string };
}

/** Where the link stands. */
export type LinkStatus = 'connecting' | 'live' | 'offline';

/** The server answered, and refused the link itself (unknown, malformed): not a network failure. */
export class LinkRefused extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'LinkRefused';
  }
}

/** What this device keeps of a shared battle between visits: who the link is and the confirmed log. */
interface KeptBattle {
  readonly role: 'player' | 'spectator';
  readonly seat: 1 | 2 | null;
  readonly title: string;
  readonly events: readonly WireEvent[];
  /** when it was last written (ms since the epoch): the oldest kept battle goes first when storage is full */
  readonly savedAt: number;
}

const outboxKey = (token: string): string => `battlepack-web/outbox/${token}`;
const KEPT_PREFIX = 'battlepack-web/battle/';
const keptKey = (token: string): string => `${KEPT_PREFIX}${token}`;
/** seconds between tries to reach the server while it does not answer */
const RETRY_MS = 2000;

function readKept(token: string): KeptBattle | null {
  try {
    const text = localStorage.getItem(keptKey(token));
    if (text === null) return null;
    const kept = JSON.parse(text) as Partial<KeptBattle>;
    if ((kept.role !== 'player' && kept.role !== 'spectator') || !Array.isArray(kept.events)) return null;
    return { role: kept.role, seat: kept.seat === 1 || kept.seat === 2 ? kept.seat : null, title: typeof kept.title === 'string' ? kept.title : '', events: kept.events, savedAt: Number(kept.savedAt) || 0 };
  } catch {
    return null;
  }
}

/** Keeps `kept`; when storage is full, drops the other kept battles, oldest first, until it fits. */
function writeKept(token: string, kept: KeptBattle): void {
  const text = JSON.stringify(kept);
  for (;;) {
    try {
      localStorage.setItem(keptKey(token), text);
      return;
    } catch {
      let oldest: { key: string; at: number } | null = null;
      for (let i = 0; i < localStorage.length; i++) {
        const key = localStorage.key(i);
        if (key === null || !key.startsWith(KEPT_PREFIX) || key === keptKey(token)) continue;
        const at = readKept(key.slice(KEPT_PREFIX.length))?.savedAt ?? 0;
        if (oldest === null || at < oldest.at) oldest = { key, at };
      }
      // nothing left to drop: this battle is not kept (the server still has it)
      if (oldest === null) return;
      localStorage.removeItem(oldest.key);
    }
  }
}

/** A fresh id for an append. */
export function newBatchId(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** One battle on the table server, seen through one link. */
export class TableLink {
  role: 'player' | 'spectator' | null = null;
  seat: 1 | 2 | null = null;
  title = '';
  status: LinkStatus = 'connecting';
  /** the confirmed log */
  readonly confirmed: WireEvent[] = [];
  outbox: Pending[] = [];
  /** whether the confirmed log came from this device's copy and the server has not answered since */
  fromDevice = false;
  private source: EventSource | null = null;
  private sending = false;
  private retry: ReturnType<typeof setTimeout> | null = null;
  private reconnect: ReturnType<typeof setTimeout> | null = null;
  /** whether the server has answered this link's first request (who it is, the log so far) */
  private reached = false;
  private closed = false;
  private readonly onOnline = (): void => this.kick();

  constructor(
    readonly token: string,
    private readonly cb: SyncCallbacks,
  ) {
    try {
      const saved = localStorage.getItem(outboxKey(token));
      if (saved !== null) this.outbox = JSON.parse(saved) as Pending[];
    } catch {
      this.outbox = [];
    }
  }

  private get api(): string {
    return `api/b/${encodeURIComponent(this.token)}`;
  }

  /**
   * Opens the battle: who this link is, the log so far, then the stream. A copy kept on this device is handed to the
   * page at once (`onConfirmed`); if the server does not answer (offline), it resolves with that copy and keeps trying
   * every few seconds. Rejects with
   * {@link LinkRefused} when the server answers that the link opens nothing, and with the network's error when there
   * is no network and no copy.
   */
  async open(): Promise<void> {
    window.addEventListener('online', this.onOnline);
    const kept = readKept(this.token);
    if (kept !== null) {
      this.role = kept.role;
      this.seat = kept.seat;
      this.title = kept.title;
      this.fromDevice = true;
      this.addConfirmed(kept.events, false);
    }
    try {
      await this.hello();
    } catch (err) {
      if (kept === null || err instanceof LinkRefused) {
        window.removeEventListener('online', this.onOnline);
        if (err instanceof LinkRefused && err.status === 404) this.forget();
        throw err;
      }
      // no answer: the battle as this device last saw it; what is recorded waits in the outbox
      this.setStatus('offline');
      this.tryAgainLater();
    }
  }

  private asking: Promise<void> | null = null;

  /** Asks the server who this link is and what it missed, then subscribes and sends the outbox (one ask at a time). */
  private hello(): Promise<void> {
    this.asking ??= this.ask().finally(() => {
      this.asking = null;
    });
    return this.asking;
  }

  private async ask(): Promise<void> {
    // while offline the badge stays "Offline" through each try (no flicker every few seconds)
    if (this.status !== 'offline') this.setStatus('connecting');
    const info = await fetch(this.api, { cache: 'no-store' });
    const body = (await info.json().catch(() => ({}))) as { role?: 'player' | 'spectator'; seat?: 1 | 2 | null; title?: string; version?: number; error?: { message?: string } };
    if (!info.ok) throw new LinkRefused(body.error?.message ?? `The server answered ${info.status}.`, info.status);
    if (this.closed) return;
    this.role = body.role ?? 'spectator';
    this.seat = body.seat ?? null;
    this.title = body.title ?? '';
    // the server holds fewer events than this device saw (its storage was restored from an older copy): start over from it
    if (typeof body.version === 'number' && body.version < this.confirmed.length) {
      this.confirmed.length = 0;
      this.cb.onReset?.();
    }
    await this.catchUp();
    this.reached = true;
    this.fromDevice = false;
    this.keep();
    this.listen();
    void this.flush();
  }

  /** Tries the server again in a few seconds, until it answers. */
  private tryAgainLater(): void {
    if (this.closed || this.reconnect !== null) return;
    this.reconnect = setTimeout(() => {
      this.reconnect = null;
      if (this.closed || this.reached) return;
      this.hello().catch((err: unknown) => {
        if (err instanceof LinkRefused) {
          // the server now refuses the link: say so, keep the outbox (it is shown, never dropped silently)
          this.cb.onLinkRefused?.(err.message);
          return;
        }
        this.setStatus('offline');
        this.tryAgainLater();
      });
    }, RETRY_MS);
  }

  close(): void {
    this.closed = true;
    this.source?.close();
    this.source = null;
    if (this.retry !== null) clearTimeout(this.retry);
    if (this.reconnect !== null) clearTimeout(this.reconnect);
    window.removeEventListener('online', this.onOnline);
  }

  /** Keeps the confirmed log and who this link is on this device. */
  private keep(): void {
    if (this.role === null) return;
    writeKept(this.token, { role: this.role, seat: this.seat, title: this.title, events: this.confirmed, savedAt: Date.now() });
  }

  /** Drops this device's copy (the server says the link opens nothing). */
  private forget(): void {
    try {
      localStorage.removeItem(keptKey(this.token));
    } catch {
      // nothing kept
    }
  }

  /** Queues an action and sends it when its turn comes. */
  submit(action: string, control: string | null, events: readonly WireEvent[]): void {
    this.outbox.push({ batch: newBatchId(), action, control, events, madeAt: this.confirmed.length });
    this.saveOutbox();
    this.cb.onStatus();
    void this.flush();
  }

  private saveOutbox(): void {
    try {
      if (this.outbox.length === 0) localStorage.removeItem(outboxKey(this.token));
      else localStorage.setItem(outboxKey(this.token), JSON.stringify(this.outbox));
    } catch {
      // storage full or disabled: the outbox lives as long as the page
    }
  }

  private setStatus(s: LinkStatus): void {
    if (this.status === s) return;
    this.status = s;
    this.cb.onStatus();
  }

  private listen(): void {
    this.source?.close();
    const source = new EventSource(`${this.api}/stream?after=${this.confirmed.length}`);
    this.source = source;
    source.onopen = () => {
      this.setStatus('live');
      void this.flush();
    };
    source.onerror = () => this.setStatus('offline');
    source.onmessage = (m: MessageEvent<string>) => {
      const e = JSON.parse(m.data) as { seq: number; type: string; data: unknown };
      if (e.seq === this.confirmed.length + 1) this.addConfirmed([{ type: e.type, data: e.data }]);
      else if (e.seq > this.confirmed.length + 1) void this.catchUp();
    };
  }

  private addConfirmed(events: readonly WireEvent[], keep = true): void {
    if (events.length === 0) return;
    this.confirmed.push(...events);
    if (keep) this.keep();
    this.cb.onConfirmed(events);
  }

  /** Fetches the events after the confirmed ones. */
  private async catchUp(): Promise<void> {
    const res = await fetch(`${this.api}/events?after=${this.confirmed.length}`, { cache: 'no-store' });
    if (!res.ok) throw new Error(`The server answered ${res.status}.`);
    const body = (await res.json()) as { events: { seq: number; type: string; data: unknown }[] };
    const fresh = body.events.filter((e) => e.seq > this.confirmed.length).map((e) => ({ type: e.type, data: e.data }));
    this.addConfirmed(fresh);
  }

  /** Sends again now (back online). */
  kick(): void {
    if (this.closed) return;
    if (this.retry !== null) clearTimeout(this.retry);
    this.retry = null;
    if (!this.reached) {
      // never reached the server since this page opened: ask who this link is and what was missed first
      if (this.reconnect !== null) clearTimeout(this.reconnect);
      this.reconnect = null;
      this.hello().catch((err: unknown) => {
        if (err instanceof LinkRefused) this.cb.onLinkRefused?.(err.message);
        else {
          this.setStatus('offline');
          this.tryAgainLater();
        }
      });
      return;
    }
    if (this.source === null || this.source.readyState === EventSource.CLOSED) this.listen();
    void this.flush();
  }

  private later(): void {
    if (this.retry !== null) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      void this.flush();
    }, 2000);
  }

  /** Sends the outbox, oldest first, one action at a time. */
  async flush(): Promise<void> {
    // before the server has said who this link is and what was missed, nothing is sent (hello sends the outbox)
    if (this.sending || !this.reached) return;
    this.sending = true;
    try {
      while (this.outbox.length > 0) {
        const head = this.outbox[0] as Pending;
        let res: Response;
        try {
          res = await fetch(`${this.api}/events`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ expectedVersion: this.confirmed.length, batch: head.batch, events: head.events }),
          });
        } catch {
          this.setStatus('offline');
          this.later();
          return;
        }
        // the server answered: the link is up again (the stream reconnects on its own)
        this.setStatus('live');
        const body = (await res.json().catch(() => ({}))) as { version?: number; first?: number; error?: { code?: string; message?: string }; violations?: { code: string; message: string }[] };
        if (res.status === 201 || res.status === 200) {
          this.outbox.shift();
          this.saveOutbox();
          // the stream may have brought them already
          if (body.first !== undefined && this.confirmed.length === body.first - 1) this.addConfirmed(head.events);
          else await this.catchUp().catch(() => undefined);
          this.setStatus('live');
          this.cb.onStatus();
          continue;
        }
        if (res.status === 409 && body.error?.code === 'append/stale') {
          // the other phone recorded first: catch up, then judge the action again on the new state
          await this.catchUp().catch(() => undefined);
          const still = this.cb.stillApplies(head, []);
          if (still.ok) continue;
          this.drop({ action: head.action, control: head.control, code: still.code, message: still.message, queued: true });
          continue;
        }
        if (res.status === 429 || res.status >= 500) {
          this.later();
          return;
        }
        const v = body.violations?.[0];
        this.drop({ action: head.action, control: head.control, code: v?.code ?? body.error?.code ?? `http/${res.status}`, message: v?.message ?? body.error?.message ?? `The server answered ${res.status}.`, queued: head.madeAt !== this.confirmed.length });
      }
    } finally {
      this.sending = false;
    }
  }

  private drop(r: ServerRefusal): void {
    this.outbox.shift();
    this.saveOutbox();
    this.cb.onRefused(r);
    this.cb.onStatus();
  }
}

/** Asks the server whether it is there (the page is served by the table server, not as static files). */
export async function serverAvailable(): Promise<boolean> {
  try {
    const res = await fetch('api/health', { cache: 'no-store' });
    if (!res.ok) return false;
    const body = (await res.json()) as { ok?: boolean };
    return body.ok === true;
  } catch {
    return false;
  }
}

/** The links a created battle hands out. */
export interface CreatedLinks {
  readonly links: readonly { role: 'player' | 'spectator'; seat: 1 | 2 | null; token: string; code: string; path: string }[];
}

/** Creates a battle on the server with its set-up events; rejects with the server's message. */
export async function createOnServer(title: string, events: readonly WireEvent[]): Promise<CreatedLinks> {
  const res = await fetch('api/battles', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ title, events }) });
  const body = (await res.json()) as CreatedLinks & { error?: { message?: string } };
  if (!res.ok) throw new Error(body.error?.message ?? `The server answered ${res.status}.`);
  return body;
}
