import { afterAll, beforeAll, describe } from 'vitest';
import { openPglite, migrate, type Database } from '../../examples/server/db.js';
import { apiSuite } from './api-suite.js';

// The table server on its default storage: PGlite (Postgres in WebAssembly) in this process, in memory.
describe('the table server on PGlite', () => {
  let db: Database | undefined;
  beforeAll(async () => {
    db = await openPglite();
    await migrate(db);
  });
  afterAll(async () => {
    await db?.close();
  });
  apiSuite(() => {
    if (db === undefined) throw new Error('PGlite did not open');
    return db;
  });
});
