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
  /** whether a queued action still applies to the confirmed log plus the actions before it (checked with the engine) */
  stillApplies(pending: Pending, before: readonly Pending[]): { ok: true } | { ok: false; code: string; message: string };
}

/** Where the link stands. */
export type LinkStatus = 'connecting' | 'live' | 'offline';

const outboxKey = (token: string): string => `battlepack-web/outbox/${token}`;

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
  private source: EventSource | null = null;
  private sending = false;
  private retry: ReturnType<typeof setTimeout> | null = null;

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

  /** Opens the battle: who this link is, the log so far, then the stream. Rejects with the server's message if the link opens nothing. */
  async open(): Promise<void> {
    const info = await fetch(this.api, { cache: 'no-store' });
    const body = (await info.json()) as { role?: 'player' | 'spectator'; seat?: 1 | 2 | null; title?: string; error?: { message?: string } };
    if (!info.ok) throw new Error(body.error?.message ?? `The server answered ${info.status}.`);
    this.role = body.role ?? 'spectator';
    this.seat = body.seat ?? null;
    this.title = body.title ?? '';
    await this.catchUp();
    this.listen();
    window.addEventListener('online', () => this.kick());
    void this.flush();
  }

  close(): void {
    this.source?.close();
    this.source = null;
    if (this.retry !== null) clearTimeout(this.retry);
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

  private addConfirmed(events: readonly WireEvent[]): void {
    if (events.length === 0) return;
    this.confirmed.push(...events);
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
    if (this.retry !== null) clearTimeout(this.retry);
    this.retry = null;
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
    if (this.sending) return;
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
