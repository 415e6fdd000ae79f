import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateRoster } from '../../../../src/battlepack/gallet/army.js';
import { legal, unit } from './_roster.js';

const fixture = (name: string): unknown => JSON.parse(readFileSync(new URL(`../../../fixtures/rosters/${name}`, import.meta.url), 'utf8'));

describe('validateRoster returns every violation at once', () => {
  it('lists each broken rule of the invalid fixture, each with a path and a message', () => {
    const vs = validateRoster(fixture('gallet-invalid.json'), { pointsLimit: 1000 });
    // worked out by hand from test/fixtures/rosters/gallet-invalid.json at 1000 points
    expect(vs.map((v) => [v.code, v.path?.join('.')])).toEqual([
      ['army/over-points', 'units'], // 2150 in units + 140 warscroll battalion + 160 endless spells
      ['army/allies-points', 'units'], // Ironguts 240 > 200
      ['army/single-faction', 'units.6.faction'], // Gutbusters are Ogor Mawtribes, not allied
      ['army/general-not-leader', 'general'], // the Mancrusher is Battleline only
      ['army/battleline-min', 'units'], // 1 < 2
      ['army/behemoths-max', 'units'], // Kraken-Eater, Warstomper, 2 × King Brodd = 4 > 2
      ['army/reinforced-max', 'units'], // 1 + 2 = 3 > 2
      ['army/single-model-reinforced', 'units.1.reinforced'],
      ['army/reinforced-twice-not-battleline', 'units.5.reinforced'],
      ['army/understrength', 'units.5.understrength'],
      ['army/unique-repeated', 'units.4'],
      ['army/warscroll-battalion', 'warscrollBattalions.0'],
      ['army/core-battalion-repeated', 'coreBattalions.1.battalion'],
      // the repeated battalion lists the same two units: a unit belongs to one battalion only
      ['army/unit-in-two-battalions', 'coreBattalions.1.units.0'],
      ['army/unit-in-two-battalions', 'coreBattalions.1.units.1'],
      ['army/endless-spells-max', 'endlessSpells'],
      ['army/endless-spell-duplicate', 'endlessSpells.1.name'],
      ['army/grand-strategy', 'grandStrategy'],
    ]);
    for (const v of vs) expect(v.message.length).toBeGreaterThan(20);
  });

  it('reports the table limits of the agreed points limit: the same roster at 2000 breaks fewer', () => {
    const codes = validateRoster(fixture('gallet-invalid.json'), { pointsLimit: 2000 }).map((v) => v.code);
    expect(codes).not.toContain('army/allies-points'); // 240 <= 400
    expect(codes).not.toContain('army/behemoths-max'); // 4 <= 4
    expect(codes).toContain('army/over-points'); // 2450 > 2000 still
    expect(codes).toContain('army/battleline-min');
  });

  it('collects violations from several units and sections of a hand-built roster', () => {
    const r = legal(1000, [
      unit('a', { understrength: true }),
      unit('b', { understrength: true }),
      unit('c', { models: 1, reinforced: 1 }),
    ], { grandStrategy: 'x', endlessSpells: [{ name: 'A' }, { name: 'A' }] });
    const vs = validateRoster(r, { pointsLimit: 1000 });
    expect(vs.map((v) => v.code)).toEqual(['army/understrength', 'army/understrength', 'army/single-model-reinforced', 'army/endless-spell-duplicate', 'army/grand-strategy']);
    expect(vs.map((v) => v.ref)).toEqual(['a', 'b', 'c', undefined, undefined]);
  });
});
