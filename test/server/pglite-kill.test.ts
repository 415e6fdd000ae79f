import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { killDuringAppends } from './support.js';

// SIGKILL during a stream of appends, the server on its default storage (PGlite in a folder): after a restart on
// the same folder no acknowledged append is lost and none is applied twice.
it('loses no acknowledged append and applies none twice when the server (PGlite) is killed mid-stream', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'table-lite-'));
  try {
    const r = await killDuringAppends({ DATA_DIR: join(dir, 'data') }, 11);
    expect(r.acked).toBeGreaterThanOrEqual(10);
  } finally {
    rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
});
