import { describe, expect, it } from 'vitest';
import { EXIT } from '../../src/cli/main.js';
import { cli, hasStackTrace, tempJson } from './run.js';

describe('battlepack validate-roster', () => {
  it('accepts a legal army at its points limit', async () => {
    const r = await cli(['validate-roster', 'test/fixtures/rosters/gallet-2000-valid.json', '--pack', 'gallet', '--points', '2000']);
    expect(r.code).toBe(EXIT.ok);
    expect(r.stdout).toContain('is a legal 2000-point army for');
    const small = await cli(['validate-roster', 'test/fixtures/rosters/gallet-1000-valid.json', '--points', '1000']);
    expect(small.code).toBe(EXIT.ok);
  });

  it('lists every problem of an illegal army with its field path, and exits 1', async () => {
    const r = await cli(['validate-roster', 'test/fixtures/rosters/gallet-invalid.json', '--pack', 'gallet', '--points', '2000']);
    expect(r.code).toBe(EXIT.invalid);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/is not a legal 2000-point .* army \(\d+ problems\):/);
    expect(r.stderr).toMatch(/✗ at units\.4: .* \[army\/unique-repeated\]/);
    expect(r.stderr).toMatch(/✗ at warscrollBattalions\.0: .* \[army\/warscroll-battalion\]/);
    expect(hasStackTrace(r.stderr)).toBe(false);
  });

  it('refuses a points limit the pack does not allow', async () => {
    const r = await cli(['validate-roster', 'test/fixtures/rosters/gallet-2000-valid.json', '--points', '1500']);
    expect(r.code).toBe(EXIT.invalid);
    expect(r.stderr).toContain('[army/points-limit]');
  });

  it('reports a roster that is not well formed, field by field', async () => {
    const r = await cli(['validate-roster', tempJson({ faction: 'Seraphon', units: [{ id: 'x', name: 'X', points: -5, wounds: 1, models: 1 }] }), '--points', '1000']);
    expect(r.code).toBe(EXIT.invalid);
    expect(r.stderr).toMatch(/at units\.0\.points: The roster is not well formed/);
  });

  it('usage errors exit 2: no --points, a pack without army rules, an unknown pack', async () => {
    const a = await cli(['validate-roster', 'test/fixtures/rosters/gallet-2000-valid.json']);
    expect(a.code).toBe(EXIT.usage);
    expect(a.stderr).toBe('battlepack: Give the agreed points limit with --points, e.g. --points 2000.\n');
    const b = await cli(['validate-roster', 'test/fixtures/rosters/gallet-2000-valid.json', '--pack', 'blighted-wilds', '--points', '1000']);
    expect(b.code).toBe(EXIT.usage);
    expect(b.stderr).toContain('has no army-building checks; try --pack gallet');
    const c = await cli(['validate-roster', 'x.json', '--pack', 'nope', '--points', '1000']);
    expect(c.code).toBe(EXIT.usage);
    const d = await cli(['validate-roster', 'test/fixtures/rosters/gallet-2000-valid.json', '--points', 'lots']);
    expect(d.code).toBe(EXIT.usage);
    expect(d.stderr).toBe('battlepack: --points must be a whole number from 1 to 100000, not "lots".\n');
  });
});
