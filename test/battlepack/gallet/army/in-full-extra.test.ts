// rosterToUnits' battalion tags, and the HERO keyword of an artefact's bearer (compared as names are).
import { describe, expect, it } from 'vitest';
import { normalizeName, parseRoster, rosterToUnits, validateRoster } from '../../../../src/battlepack/gallet/army.js';
import { legal, unit } from './_roster.js';

describe('rosterToUnits: the tags of core battalions', () => {
  it("a season battalion's units get its tag once; a battalion that is not the season's gives none", () => {
    const r = parseRoster(
      legal(2000, [unit('x', { roles: ['battleline'] }), unit('y', { roles: ['battleline'] }), unit('z')], {
        coreBattalions: [
          { battalion: 'bounty-hunters', units: ['x', 'y', 'x'] },
          { battalion: 'some-warscroll', units: ['z'] },
        ],
      }),
    );
    if (!r.ok) throw new Error(JSON.stringify(r.violations));
    const tags = Object.fromEntries(rosterToUnits(r.value, 'ann').map((u) => [u.id, u.tags]));
    expect(tags).toEqual({ hero: undefined, 'line-1': undefined, 'line-2': undefined, 'line-3': undefined, x: ['bounty-hunters'], y: ['bounty-hunters'], z: undefined });
  });
});

describe('an artefact goes to a HERO: the keyword, not any keyword', () => {
  it('refuses a bearer with other keywords only; accepts HERO in any case', () => {
    const bearer = (keywords: string[]) => legal(2000, [unit('b', { name: 'Bearer', keywords })], { enhancements: [{ kind: 'artefact', name: 'Amulet', unit: 'b' }] });
    expect(validateRoster(bearer(['INFANTRY', 'HEROIC']), { pointsLimit: 2000 })).toEqual([
      { code: 'army/artefact-not-hero', message: '"Amulet" is given to "Bearer", which is not a HERO; an artefact of power goes to a HERO of the army.', path: ['enhancements', 0, 'unit'], ref: 'b' },
    ]);
    expect(validateRoster(bearer(['INFANTRY', 'Hero']), { pointsLimit: 2000 })).toEqual([]);
  });
});

describe('names compared as the rules compare them: case folding beyond lower-casing', () => {
  it('a name with ß is the same name written in capitals (SS), a distinct name is not', () => {
    expect(normalizeName('Großer Drache')).toBe(normalizeName('GROSSER DRACHE'));
    expect(normalizeName('Großer Drache')).not.toBe(normalizeName('Grosse Drache'));
  });

  it('a name written wholly outside ASCII is compared in full too: composed and decomposed forms, case folding', () => {
    // every character above U+007E: none of it may take the ASCII shortcut
    expect(normalizeName('Ἀθηνᾶ'.normalize('NFD'))).toBe(normalizeName('ἀθηνᾶ'.normalize('NFC')));
    expect(normalizeName('ß')).toBe(normalizeName('SS'));
    expect(normalizeName('ß')).not.toBe(normalizeName('S'));
    // trimmed on the full path too (a name with a non-ASCII letter and a space at either end)
    expect(normalizeName('\u00a0Großer Drache ')).toBe(normalizeName('Großer Drache'));
  });
});
