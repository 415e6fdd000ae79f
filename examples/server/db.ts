/**
 * The table server's storage: one small interface over two Postgres clients, so the same SQL runs on both.
 *
 * - **PGlite** (Postgres compiled to WebAssembly, in this process, its data in a folder): the default, no set-up.
 * - **pg** (a Postgres server at `DATABASE_URL`): for several server processes, a managed Postgres, backups.
 *
 * Migrations are the `.sql` files of `migrations/`, applied in name order at start, each in one transaction under an
 * advisory lock (two processes starting together do not both apply one), and recorded in `schema_migrations`.
 * @module
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** Runs one statement with `$1…` parameters and returns its rows. */
export interface Sql {
  query<R extends object>(text: string, params?: readonly unknown[]): Promise<R[]>;
}

/** A database the server can use: statements, transactions, notifications. */
export interface Database extends Sql {
  readonly kind: 'pglite' | 'pg';
  /** Runs `fn` in one transaction: committed if it resolves, rolled back if it throws. */
  transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T>;
  /** Calls `onPayload` for each `NOTIFY` on `channel` (from any connection, any process); resolves to a stop function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** The folder of the migration files. */
export const MIGRATIONS_DIR = join(fileURLToPath(new URL('.', import.meta.url)), 'migrations');

// any fixed number: the key of the advisory lock the migrations take
const MIGRATION_LOCK = 26_2026;

/** Applies the migrations not yet applied; returns the names it applied. */
export async function migrate(db: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.query('CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
    const done = new Set((await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
    const applied: string[] = [];
    for (const file of files) {
      if (done.has(file)) continue;
      // a migration file is several statements: split on the semicolons that end a line (the files are ours)
      const statements = readFileSync(join(dir, file), 'utf8')
        .split(/;\s*$/m)
        .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
        .filter((s) => s !== '');
      for (const s of statements) await tx.query(s);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      applied.push(file);
    }
    return applied;
  });
}

/** Opens PGlite with its data in `dataDir` (created if missing), or in memory when `dataDir` is undefined. */
export async function openPglite(dataDir?: string): Promise<Database> {
  return pgliteDatabase(dataDir === undefined ? new PGlite() : new PGlite(dataDir));
}

/** The server's interface over a PGlite instance made by the caller (tests start one from a saved data folder). */
export async function pgliteDatabase(lite: PGlite): Promise<Database> {
  await lite.waitReady;
  const query = async <R extends object>(text: string, params: readonly unknown[] = []): Promise<R[]> => (await lite.query<R>(text, [...params])).rows;
  return {
    kind: 'pglite',
    query,
    transaction: (fn) => lite.transaction((tx) => fn({ query: async <R extends object>(text: string, params: readonly unknown[] = []) => (await tx.query<R>(text, [...params])).rows })),
    listen: async (channel, onPayload) => {
      const stop = await lite.listen(channel, onPayload);
      return async () => stop();
    },
    close: () => lite.close(),
  };
}

/** Connects to the Postgres server at `url` through a `pg` pool (`max` connections, default 10). */
export async function openPg(url: string, options: { readonly max?: number } = {}): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  // an idle client that loses its server is reported here; the next query gets a fresh client
  pool.on('error', () => undefined);
  const listeners = new Set<pg.Client>();
  const query = async <R extends object>(text: string, params: readonly unknown[] = []): Promise<R[]> => (await pool.query<R & pg.QueryResultRow>(text, [...params])).rows;
  // check the URL now, not at the first request
  await query('SELECT 1');
  return {
    kind: 'pg',
    query,
    transaction: async (fn) => {
      const client = await pool.connect();
      let broken = false;
      try {
        await client.query('BEGIN');
        const result = await fn({ query: async <R extends object>(text: string, params: readonly unknown[] = []) => (await client.query<R & pg.QueryResultRow>(text, [...params])).rows });
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => {
          broken = true;
        });
        throw err;
      } finally {
        client.release(broken);
      }
    },
    // LISTEN needs a connection of its own that stays open: one per channel, reconnected if it drops
    listen: async (channel, onPayload) => {
      if (!/^[a-z_]+$/.test(channel)) throw new Error('listen: a channel is lower-case letters and underscores');
      let stopped = false;
      let client: pg.Client | undefined;
      const connect = async (): Promise<void> => {
        const c = new pg.Client({ connectionString: url });
        c.on('notification', (n) => {
          if (n.channel === channel && n.payload !== undefined) onPayload(n.payload);
        });
        c.on('error', () => {
          listeners.delete(c);
          if (!stopped) setTimeout(() => void connect().catch(() => undefined), 500);
        });
        await c.connect();
        await c.query(`LISTEN ${channel}`);
        client = c;
        listeners.add(c);
        // a reconnect may have missed notifications: the subscriber catches up from the log (see hub.ts)
        onPayload('*');
      };
      await connect();
      return async () => {
        stopped = true;
        if (client !== undefined) {
          listeners.delete(client);
          await client.end().catch(() => undefined);
        }
      };
    },
    close: async () => {
      for (const c of listeners) await c.end().catch(() => undefined);
      listeners.clear();
      await pool.end();
    },
  };
}

/** PGlite in `dataDir` unless `databaseUrl` is set; migrated. */
export async function openDatabase(options: { readonly databaseUrl?: string | undefined; readonly dataDir?: string | undefined; readonly max?: number }): Promise<Database> {
  const db = options.databaseUrl !== undefined && options.databaseUrl !== '' ? await openPg(options.databaseUrl, options.max === undefined ? {} : { max: options.max }) : await openPglite(options.dataDir);
  await migrate(db);
  return db;
}
