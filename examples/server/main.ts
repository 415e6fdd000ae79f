/**
 * Starts the table server: builds the web recorder, opens the database (PGlite in `DATA_DIR`, default
 * `.table-data/`, or the Postgres server at `DATABASE_URL`), applies the migrations, and serves the app and the API.
 *
 *   npm run table                                   # PGlite in .table-data/, http://127.0.0.1:5174/
 *   DATABASE_URL=postgres://… npm run table         # a Postgres server
 *   PORT=0 HOST=0.0.0.0 TRUST_PROXY=1 npm run table # behind a load balancer (see docs/server.md)
 *
 * Its first line on stdout is `listening on <url>` (tests read the port from it). Stops on SIGINT / SIGTERM.
 * @module
 */
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from './db.js';
import { printable, startTableServer } from './http.js';
import { BattleStore } from './store.js';

const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

async function main(): Promise<void> {
  const env = process.env;
  const databaseUrl = env['DATABASE_URL'];
  const dataDir = resolve(env['DATA_DIR'] ?? join(ROOT, '.table-data'));
  const port = Number(env['PORT'] ?? 5174);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error('PORT must be a port number (0 picks a free one).');
  if (env['SKIP_WEB_BUILD'] !== '1') {
    const { buildWebApp } = await import('../../scripts/serve-web.js');
    await buildWebApp();
  }
  const db = await openDatabase({ databaseUrl, dataDir });
  const store = new BattleStore(db);
  const quiet = env['TABLE_LOG'] === '0';
  const perSecond = Number(env['RATE_PER_SECOND'] ?? 20);
  const server = await startTableServer({
    store,
    staticDir: join(ROOT, 'examples/web'),
    port,
    host: env['HOST'] ?? '127.0.0.1',
    trustProxy: env['TRUST_PROXY'] === '1',
    rate: { perSecond, burst: perSecond * 3 },
    maxStreamsPerClient: Number(env['MAX_STREAMS_PER_CLIENT'] ?? 16),
    ...(quiet ? {} : { log: (line: string) => console.log(line) }),
  });
  console.log(`listening on ${server.url} (storage: ${db.kind === 'pg' ? 'Postgres server' : `PGlite in ${printable(dataDir, 200)}`})`);
  let stopping = false;
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    void server
      .close()
      .then(() => db.close())
      .then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err: unknown) => {
  console.error(printable(err instanceof Error ? err.message : String(err), 500));
  process.exit(1);
});
