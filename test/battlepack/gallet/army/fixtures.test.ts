import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseRoster, rosterCounts, validateRoster } from '../../../../src/battlepack/gallet/army.js';

const fixture = (name: string): unknown => JSON.parse(readFileSync(new URL(`../../../fixtures/rosters/${name}`, import.meta.url), 'utf8'));

describe('example rosters (test/fixtures/rosters)', () => {
  it('the 2000-point roster is legal at 2000 and too big for 1000', () => {
    expect(validateRoster(fixture('gallet-2000-valid.json'), { pointsLimit: 2000 })).toEqual([]);
    expect(validateRoster(fixture('gallet-2000-valid.json'), { pointsLimit: 1000 }).map((v) => v.code)).toContain('army/over-points');
  });

  it('the 1000-point roster is legal at 1000 (and at 2000, where the table is wider)', () => {
    expect(validateRoster(fixture('gallet-1000-valid.json'), { pointsLimit: 1000 })).toEqual([]);
    const at2000 = validateRoster(fixture('gallet-1000-valid.json'), { pointsLimit: 2000 }).map((v) => v.code);
    expect(at2000).toEqual([]);
  });

  it('counts the 2000-point roster as the table sees it', () => {
    const r = parseRoster(fixture('gallet-2000-valid.json'));
    if (!r.ok) throw new Error(JSON.stringify(r.violations));
    const c = rosterCounts(r.value);
    // hand count: 1965 in units + 30 endless spell; Krondys is Leader and Behemoth; Vindictors reinforced twice
    expect(c).toEqual({ points: 1995, alliesPoints: 130, leaders: 3, battleline: 3, behemoths: 1, artillery: 1, reinforced: 3, endlessSpells: 1 });
  });

  it('the invalid roster is refused', () => {
    expect(validateRoster(fixture('gallet-invalid.json'), { pointsLimit: 1000 }).length).toBeGreaterThan(0);
  });
});
