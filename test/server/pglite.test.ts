import { afterAll, beforeAll, describe, expect } from 'vitest';
import { migrate, type Database } from '../../examples/server/db.js';
import { apiSuite } from './api-suite.js';
import { openMemoryPglite } from './support.js';

// The table server on its default storage: PGlite (Postgres in WebAssembly) in this process, in memory (PGlite in a
// folder, the default of `npm run table`, is what test/server/pglite-kill.test.ts runs on), one instance for the file.
describe('the table server on PGlite', () => {
  let db: Database | undefined;
  beforeAll(async () => {
    db = await openMemoryPglite();
    expect(await migrate(db)).toEqual(['001_battles.sql']);
  });
  afterAll(async () => {
    await db?.close();
  });
  apiSuite(() => {
    if (db === undefined) throw new Error('PGlite did not open');
    return db;
  });
});
