import { describe, expect, it } from 'vitest';
import { parseRoster, validateRoster } from '../../../../src/battlepack/gallet/army.js';
import { legal, unit } from './_roster.js';

// the roster's shape is checked by its schema before any rule
describe('army/invalid-roster', () => {
  it('reports malformed fields with their paths', () => {
    const bad = legal(1000, [unit('x', { wounds: 0, reinforced: 3 as 2 })]);
    const vs = validateRoster(bad, { pointsLimit: 1000 });
    expect(vs.every((v) => v.code === 'army/invalid-roster')).toBe(true);
    expect(vs.map((v) => v.path)).toEqual([
      ['units', 3, 'wounds'],
      ['units', 3, 'reinforced'],
    ]);
  });

  it('reports unknown fields instead of ignoring a typo', () => {
    const vs = validateRoster({ ...legal(1000), genral: 'hero' }, { pointsLimit: 1000 });
    expect(vs.map((v) => v.code)).toEqual(['army/invalid-roster']);
  });

  it('reports a non-object input, and the points limit too', () => {
    expect(validateRoster('not a roster', { pointsLimit: 3000 }).map((v) => v.code)).toEqual(['army/points-limit', 'army/invalid-roster']);
  });

  it('parses a well-formed roster with defaults applied', () => {
    const r = parseRoster(legal(1000));
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.value.units[0]?.reinforced).toBe(0);
      expect(r.value.coreBattalions).toEqual([]);
    }
  });
});
