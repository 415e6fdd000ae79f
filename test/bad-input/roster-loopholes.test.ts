import { describe, expect, it } from 'vitest';
import { validateRoster, validateUnitsAddedDuringBattle, normalizeName } from '../../src/battlepack/gallet/army.js';
import { codes, legal, unit } from '../battlepack/gallet/army/_roster.js';
import { ANN, given, unit as battleUnit, type Ev } from '../battlepack/gallet/support.js';

// Findings (validateRoster and the in-battle Unique check): the same unit listed twice in one core battalion met its
// 2-unit minimum; one unit in two core battalions passed; a Unique name in NFC vs NFD form, or with a zero-width space,
// passed as a different unit (on a roster and in UnitsAdded).

const troops = (id: string) => unit(id, { name: 'Vanguard-Hunters' });

describe('core battalions', () => {
  it('the same unit listed twice in one battalion does not meet its 2-unit minimum', () => {
    const r = legal(2000, [troops('t1')], { coreBattalions: [{ battalion: 'bounty-hunters', units: ['t1', 't1'] }] });
    const vs = validateRoster(r, { pointsLimit: 2000 });
    expect(vs.map((v) => [v.code, v.path?.join('.')])).toEqual([
      ['army/core-battalion-composition', 'coreBattalions.0.units'],
      ['army/battalion-unit-repeated', 'coreBattalions.0.units.1'],
    ]);
    expect(vs[0]?.message).toMatch(/has 1 units; it takes 2 to 3/);
  });

  it('one unit in two battalions is refused (a unit belongs to one battalion)', () => {
    const r = legal(2000, [troops('t1'), troops('t2'), troops('t3')], {
      coreBattalions: [
        { battalion: 'bounty-hunters', units: ['t1', 't2'] },
        { battalion: 'battle-regiment', units: ['t2', 't3'] },
      ],
    });
    const vs = validateRoster(r, { pointsLimit: 2000 });
    expect(vs.map((v) => [v.code, v.path?.join('.')])).toEqual([['army/unit-in-two-battalions', 'coreBattalions.1.units.0']]);
    expect(vs[0]?.message).toMatch(/already in battalion "bounty-hunters"/);
  });

  it('where it does not apply: two distinct units in one battalion, other units in another', () => {
    const r = legal(2000, [troops('t1'), troops('t2'), troops('t3')], {
      coreBattalions: [
        { battalion: 'bounty-hunters', units: ['t1', 't2'] },
        { battalion: 'battle-regiment', units: ['t3'] },
      ],
    });
    expect(codes(r, 2000)).toEqual([]);
  });
});

describe('Unique names are compared as the same text, whatever its Unicode form', () => {
  const nfc = 'Gotrek Gurnisson\u00e9'.normalize('NFC');
  const nfd = nfc.normalize('NFD');

  it('normalizeName folds composed and decomposed forms, invisible characters, spaces and case', () => {
    expect(nfc).not.toBe(nfd);
    expect(normalizeName(nfc)).toBe(normalizeName(nfd));
    expect(normalizeName('Kragnos,\u200b the End of Empires')).toBe(normalizeName('KRAGNOS,  the end of\u00a0empires'));
    expect(normalizeName('\ufeffNagash')).toBe('nagash');
    expect(normalizeName('Morathi')).not.toBe(normalizeName('Morathi-Khaine'));
  });

  it('an ASCII name (the quick way) comes out as the full Unicode steps make it', () => {
    const full = (s: string): string => s.normalize('NFKC').replace(/[\p{Cf}\p{DI}]/gu, '').replace(/\s+/gu, ' ').trim().toUpperCase().toLowerCase().normalize('NFC');
    const ascii = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join('') + '\t\n\v\f\r';
    for (let seed = 1; seed <= 500; seed++) {
      let x = seed;
      let name = '';
      for (let i = 0; i < 1 + (seed % 24); i++) {
        x = (x * 1103515245 + 12345) % 2147483648;
        name += ascii[x % ascii.length];
      }
      expect(normalizeName(name)).toBe(full(name));
    }
    expect(normalizeName('  Lord-Celestant\t on  Dracoth ')).toBe('lord-celestant on dracoth');
    // not ASCII: the full steps
    expect(normalizeName('FIre\u00a0Lord')).toBe('fire lord');
  });

  it.each([
    ['NFC and NFD', nfc, nfd],
    ['a zero-width space', 'Gotrek Gurnisson', 'Gotrek\u200b Gurnisson'],
    ['a zero-width joiner inside a word', 'Gotrek Gurnisson', 'Got\u200drek Gurnisson'],
    // found in the audit of issue 11: default-ignorable characters that are not format characters (\p{Cf}) passed
    ['a variation selector', 'Gotrek Gurnisson', 'Gotrek\ufe0f Gurnisson'],
    ['a combining grapheme joiner', 'Gotrek Gurnisson', 'Got\u034frek Gurnisson'],
    ['a Hangul filler', 'Gotrek Gurnisson', 'Gotrek\u3164 Gurnisson'],
  ])('on a roster: the same Unique unit written with %s is repeated', (_name, a, b) => {
    const r = legal(2000, [unit('g1', { name: a, unique: true, roles: ['leader'] }), unit('g2', { name: b, unique: true, roles: ['leader'] })]);
    expect(codes(r, 2000)).toContain('army/unique-repeated');
  });

  it('in validateUnitsAddedDuringBattle', () => {
    const vs = validateUnitsAddedDuringBattle([{ id: 'g1', owner: 'ann', name: nfc, unique: true }], [{ id: 'g2', owner: 'ann', name: nfd, unique: true }]);
    expect(vs.map((v) => v.code)).toEqual(['army/unique-repeated']);
  });

  it('in the battle: UnitsAdded with the NFD form of a Unique unit the army has is refused', () => {
    const b = given('turf-war').units([battleUnit('g1', ANN, { name: nfc, unique: true, models: 1 })]);
    const add = (name: string): Ev => ({ type: 'UnitsAdded', data: { origin: 'summoned', units: [battleUnit('g2', ANN, { name, unique: true, models: 1 })] } });
    expect(b.codes(add(nfd))).toEqual(['army/unique-repeated']);
    expect(b.codes(add('Gotrek\u200b Gurnisson\u00e9'))).toEqual(['army/unique-repeated']);
    // where it does not apply: another name, or the other army
    expect(b.codes(add('Grombrindal'))).toEqual([]);
    expect(b.codes({ type: 'UnitsAdded', data: { origin: 'summoned', units: [battleUnit('g3', 'bob', { name: nfd, unique: true, models: 1 })] } })).toEqual([]);
  });
});
