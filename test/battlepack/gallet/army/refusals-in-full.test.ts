// Every refusal of validateRoster asserted in full: code, message, path and ref (the tests by rule check the codes and
// the parts of the message that carry numbers; these fix the whole violation an app shows).
import { describe, expect, it } from 'vitest';
import { validateRoster } from '../../../../src/battlepack/gallet/army.js';
import { legal, unit, type UnitInput } from './_roster.js';

const at = (limit: number, r: unknown) => validateRoster(r, { pointsLimit: limit });
/** A troops unit that would be Galletian Veterans (Battleline, 2 wounds, no mount). */
const troops = (id: string, over: Partial<UnitInput> = {}) => unit(id, { name: `T ${id}`, roles: ['battleline'], ...over });
const hero = (id: string) => unit(id, { name: `H ${id}`, roles: ['leader'], wounds: 5, models: 1, keywords: ['HERO'] });

describe('the army limits, each refusal in full', () => {
  it('army/points-limit: only the limit is refused; the table checks need a limit of the table', () => {
    expect(at(1500, legal(1000))).toEqual([
      {
        code: 'army/points-limit',
        message: 'A points limit of 1500 is not allowed: Gallet Pitched Battles are played at 1000 or 2000 points. Agree on one of those.',
        path: ['pointsLimit'],
      },
    ]);
  });

  it('army/duplicate-unit-id', () => {
    expect(at(1000, legal(1000, [unit('line-1')]))).toEqual([
      { code: 'army/duplicate-unit-id', message: 'Unit id "line-1" is used by more than one unit; every unit on the roster needs its own id.', path: ['units', 3, 'id'], ref: 'line-1' },
    ]);
  });

  it('army/over-points', () => {
    expect(at(1000, legal(1000, [unit('big', { points: 800 })]))).toEqual([
      {
        code: 'army/over-points',
        message: 'The army costs 1100 points, 100 more than the 1000-point limit; units, endless spells and invocations must fit within it.',
        path: ['units'],
      },
    ]);
  });

  it("a warscroll battalion's points count toward the limit (and the battalion is refused on its own)", () => {
    const warscroll = { name: 'Hammerstrike Force', points: 100 };
    const refused = {
      code: 'army/warscroll-battalion',
      message: '"Hammerstrike Force" is a warscroll battalion; Pitched Battle armies may include core battalions but no warscroll battalions.',
      path: ['warscrollBattalions', 0],
    };
    // 300 + 600 + 100 = 1000: at the limit
    expect(at(1000, legal(1000, [unit('big', { points: 600 })], { warscrollBattalions: [warscroll] }))).toEqual([refused]);
    // 300 + 601 + 100 = 1001: one over
    expect(at(1000, legal(1000, [unit('big', { points: 601 })], { warscrollBattalions: [warscroll] }))).toEqual([
      {
        code: 'army/over-points',
        message: 'The army costs 1001 points, 1 more than the 1000-point limit; units, endless spells and invocations must fit within it.',
        path: ['units'],
      },
      refused,
    ]);
  });

  it('army/allies-points', () => {
    expect(at(1000, legal(1000, [unit('al', { ally: true, points: 201 })]))).toEqual([
      { code: 'army/allies-points', message: 'Allied units cost 201 points, but at 1000 points at most 200 may be spent on allies.', path: ['units'] },
    ]);
  });

  it('army/single-faction', () => {
    expect(at(1000, legal(1000, [unit('f', { faction: 'Ogor Mawtribes' })]))).toEqual([
      {
        code: 'army/single-faction',
        message: `"f" is from Ogor Mawtribes, not Stormcast Eternals: every unit must come from the army's one faction unless it is marked as an ally or a coalition unit.`,
        path: ['units', 3, 'faction'],
        ref: 'f',
      },
    ]);
  });

  it('army/leaders-min and army/general-missing', () => {
    const r = legal(1000);
    expect(at(1000, { ...r, units: r.units.slice(1), general: undefined })).toEqual([
      { code: 'army/leaders-min', message: 'The army has 0 Leader units; at 1000 points it needs at least 1.', path: ['units'] },
      { code: 'army/general-missing', message: 'The roster names no general; pick one of your Leader units as the general.', path: ['general'] },
    ]);
  });

  it('army/leaders-max', () => {
    const leaders = ['l1', 'l2', 'l3'].map((id) => unit(id, { roles: ['leader'] }));
    expect(at(1000, legal(1000, leaders))).toEqual([
      { code: 'army/leaders-max', message: 'The army has 4 Leader units (allies and coalition units included); at 1000 points at most 3 are allowed.', path: ['units'] },
    ]);
  });

  it('army/general-unknown and army/general-not-leader', () => {
    expect(at(1000, legal(1000, [], { general: 'nobody' }))).toEqual([
      { code: 'army/general-unknown', message: 'The general "nobody" is not a unit on the roster; name the id of one of your Leader units.', path: ['general'], ref: 'nobody' },
    ]);
    expect(at(1000, legal(1000, [], { general: 'line-1' }))).toEqual([
      { code: 'army/general-not-leader', message: 'The general "Liberators" does not have the Leader battlefield role; the general must be a Leader.', path: ['general'], ref: 'line-1' },
    ]);
  });

  it('army/battleline-min', () => {
    const r = legal(1000);
    expect(at(1000, { ...r, units: r.units.slice(0, 2) })).toEqual([
      { code: 'army/battleline-min', message: 'The army has 1 Battleline units (allies and coalition units do not count); at 1000 points it needs at least 2.', path: ['units'] },
    ]);
  });

  it('army/behemoths-max and army/artillery-max', () => {
    const three = (role: 'behemoth' | 'artillery') => ['1', '2', '3'].map((n) => unit(`${role}-${n}`, { roles: [role] }));
    expect(at(1000, legal(1000, three('behemoth')))).toEqual([
      {
        code: 'army/behemoths-max',
        message: 'The army has 3 Behemoth units (allies and coalition units included, Battleline-Behemoths not); at 1000 points at most 2 are allowed.',
        path: ['units'],
      },
    ]);
    expect(at(1000, legal(1000, three('artillery')))).toEqual([
      { code: 'army/artillery-max', message: 'The army has 3 Artillery units (allies and coalition units included); at 1000 points at most 2 are allowed.', path: ['units'] },
    ]);
  });

  it('army/reinforced-max, army/single-model-reinforced, army/reinforced-twice-not-battleline, army/understrength', () => {
    expect(at(1000, legal(1000, [troops('r1', { reinforced: 2, models: 15 }), unit('r2', { reinforced: 1, models: 10 })]))).toEqual([
      { code: 'army/reinforced-max', message: 'The army has 3 reinforcements (a unit reinforced twice counts as 2); at 1000 points at most 2 are allowed.', path: ['units'] },
    ]);
    expect(at(1000, legal(1000, [unit('s', { reinforced: 1, models: 2 })]))).toEqual([
      {
        code: 'army/single-model-reinforced',
        message: '"s" has a minimum unit size of 1, so it cannot be reinforced; field it at its normal size.',
        path: ['units', 3, 'reinforced'],
        ref: 's',
      },
    ]);
    expect(at(1000, legal(1000, [unit('t', { reinforced: 2, models: 15 })]))).toEqual([
      {
        code: 'army/reinforced-twice-not-battleline',
        message: '"t" is reinforced twice, but only Battleline units may be; reinforce it at most once.',
        path: ['units', 3, 'reinforced'],
        ref: 't',
      },
    ]);
    expect(at(1000, legal(1000, [unit('u', { understrength: true })]))).toEqual([
      {
        code: 'army/understrength',
        message: '"u" is understrength; Pitched Battle armies cannot include understrength units. Field it at full size or leave it out.',
        path: ['units', 3, 'understrength'],
        ref: 'u',
      },
    ]);
  });

  it('army/unique-repeated (names compared as the rules compare them; the message names the unit as written)', () => {
    expect(at(1000, legal(1000, [unit('k1', { name: 'Kragnos', unique: true }), unit('k2', { name: 'kragnos', unique: true })]))).toEqual([
      {
        code: 'army/unique-repeated',
        message: '"kragnos" is a Unique unit and is already on the roster; an army can include each Unique unit only once.',
        path: ['units', 4],
        ref: 'k2',
      },
    ]);
  });

  it('army/endless-spells-max and army/endless-spell-duplicate', () => {
    const spells = ['A', 'B', 'C', 'a'].map((name) => ({ name, points: 1 }));
    expect(at(1000, legal(1000, [], { endlessSpells: spells }))).toEqual([
      { code: 'army/endless-spells-max', message: 'The army has 4 endless spells and invocations; at 1000 points at most 2 are allowed.', path: ['endlessSpells'] },
      { code: 'army/endless-spell-duplicate', message: '"a" is already on the roster; each endless spell or invocation may be included only once.', path: ['endlessSpells', 3, 'name'] },
    ]);
  });

  it('army/grand-strategy, missing and unknown', () => {
    const pick = 'pick one of: no-place-for-the-weak, tame-the-land, defend-whats-ours, take-whats-theirs, demonstration-of-strength, show-of-dominance.';
    expect(at(1000, legal(1000, [], { grandStrategy: undefined }))).toEqual([{ code: 'army/grand-strategy', message: `The roster names no grand strategy; ${pick}`, path: ['grandStrategy'] }]);
    expect(at(1000, legal(1000, [], { grandStrategy: 'win' }))).toEqual([{ code: 'army/grand-strategy', message: `"win" is not a grand strategy of this pack; ${pick}`, path: ['grandStrategy'] }]);
  });
});

describe('core battalions, each refusal in full', () => {
  const composition = (unitId: string, name: string, battalion = 'Bounty Hunters') => ({
    code: 'army/core-battalion-composition',
    message: `"${name}" is a Leader, Behemoth or Artillery unit, so it cannot fill a troops slot of ${battalion}.`,
    path: ['coreBattalions', 0, 'units', 1],
    ref: unitId,
  });

  it('a Leader, a Behemoth or an Artillery unit fills no troops slot; a unit with none of those roles does', () => {
    for (const role of ['leader', 'behemoth', 'artillery'] as const) {
      const r = legal(2000, [troops('x'), unit('other', { roles: [role] })], { coreBattalions: [{ battalion: 'bounty-hunters', units: ['x', 'other'] }] });
      expect(at(2000, r), role).toEqual([composition('other', 'other')]);
    }
    const r = legal(2000, [troops('x'), unit('other', { roles: ['other'] })], { coreBattalions: [{ battalion: 'bounty-hunters', units: ['x', 'other'] }] });
    expect(at(2000, r)).toEqual([]);
  });

  it('Expert Conquerors takes only units that would be Galletian Veterans', () => {
    const r = legal(2000, [troops('x'), troops('big', { wounds: 5 })], { coreBattalions: [{ battalion: 'expert-conquerors', units: ['x', 'big'] }] });
    expect(at(2000, r)).toEqual([
      {
        code: 'army/core-battalion-composition',
        message: '"T big" would not be Galletian Veterans (Battleline, Wounds 4 or less, no mount), and Expert Conquerors takes only Galletian Veterans units.',
        path: ['coreBattalions', 0, 'units', 1],
        ref: 'big',
      },
    ]);
  });

  it('too few units, the same battalion twice', () => {
    expect(at(2000, legal(2000, [troops('x')], { coreBattalions: [{ battalion: 'bounty-hunters', units: ['x'] }] }))).toEqual([
      { code: 'army/core-battalion-composition', message: 'Bounty Hunters has 1 units; it takes 2 to 3 troop units.', path: ['coreBattalions', 0, 'units'], ref: 'bounty-hunters' },
    ]);
    const twice = legal(2000, [troops('x'), troops('y'), troops('z'), troops('w')], {
      coreBattalions: [
        { battalion: 'bounty-hunters', units: ['x', 'y'] },
        { battalion: 'bounty-hunters', units: ['z', 'w'] },
      ],
    });
    expect(at(2000, twice)).toEqual([
      {
        code: 'army/core-battalion-repeated',
        message: "Bounty Hunters is already on the roster; each of the season's core battalions may be included at most once.",
        path: ['coreBattalions', 1, 'battalion'],
        ref: 'bounty-hunters',
      },
    ]);
  });

  it('a unit listed twice in a battalion, in two battalions, or not on the roster', () => {
    expect(at(2000, legal(2000, [troops('x'), troops('y')], { coreBattalions: [{ battalion: 'bounty-hunters', units: ['x', 'y', 'x'] }] }))).toEqual([
      {
        code: 'army/battalion-unit-repeated',
        message: 'Unit "x" is listed twice in battalion "bounty-hunters"; list each unit once (a unit fills one slot).',
        path: ['coreBattalions', 0, 'units', 2],
        ref: 'x',
      },
    ]);
    const inTwo = legal(2000, [troops('x'), troops('y'), troops('z')], {
      coreBattalions: [
        { battalion: 'bounty-hunters', units: ['x', 'y'] },
        { battalion: 'expert-conquerors', units: ['z', 'x'] },
      ],
    });
    expect(at(2000, inTwo)).toEqual([
      {
        code: 'army/unit-in-two-battalions',
        message: '"T x" is already in battalion "bounty-hunters" (core battalion 1); a unit can belong to only one battalion.',
        path: ['coreBattalions', 1, 'units', 1],
        ref: 'x',
      },
    ]);
    expect(at(2000, legal(2000, [troops('x'), troops('y')], { coreBattalions: [{ battalion: 'bounty-hunters', units: ['x', 'y', 'ghost'] }] }))).toEqual([
      {
        code: 'army/battalion-unknown-unit',
        message: 'Battalion "bounty-hunters" lists unit "ghost", which is not on the roster; list the ids of units on the roster.',
        path: ['coreBattalions', 0, 'units', 2],
        ref: 'ghost',
      },
    ]);
  });

  it("a battalion that is not one of the season's: its slots are not checked, but its units are the roster's", () => {
    // a Leader in it fills no troops slot of a season battalion, but this one is not checked
    expect(at(2000, legal(2000, [troops('x')], { coreBattalions: [{ battalion: 'some-warscroll', units: ['x', 'hero'] }] }))).toEqual([]);
    expect(at(2000, legal(2000, [troops('x')], { coreBattalions: [{ battalion: 'some-warscroll', units: ['x', 'ghost'] }] }))).toEqual([
      {
        code: 'army/battalion-unknown-unit',
        message: 'Battalion "some-warscroll" lists unit "ghost", which is not on the roster; list the ids of units on the roster.',
        path: ['coreBattalions', 0, 'units', 1],
        ref: 'ghost',
      },
    ]);
  });
});

describe('enhancements, each refusal in full', () => {
  it('army/enhancement-unknown-unit', () => {
    expect(at(1000, legal(1000, [], { enhancements: [{ kind: 'artefact', name: 'Amulet', unit: 'ghost' }] }))).toEqual([
      {
        code: 'army/enhancement-unknown-unit',
        message: '"Amulet" is given to "ghost", which is not a unit on the roster; name the id of the unit that has it.',
        path: ['enhancements', 0, 'unit'],
        ref: 'ghost',
      },
    ]);
  });

  it('army/artefact-not-hero, army/artefact-per-hero, army/artefact-duplicate', () => {
    expect(at(2000, legal(2000, [], { enhancements: [{ kind: 'artefact', name: 'Amulet', unit: 'line-1' }] }))).toEqual([
      {
        code: 'army/artefact-not-hero',
        message: '"Amulet" is given to "Liberators", which is not a HERO; an artefact of power goes to a HERO of the army.',
        path: ['enhancements', 0, 'unit'],
        ref: 'line-1',
      },
    ]);
    const perHero = legal(2000, [hero('h1')], {
      enhancements: [
        { kind: 'artefact', name: 'Amulet', unit: 'h1' },
        { kind: 'artefact', name: 'Blade', unit: 'h1' },
      ],
    });
    expect(at(2000, perHero)).toEqual([
      {
        code: 'army/artefact-per-hero',
        message: '"H h1" already has an artefact of power ("Amulet"); a HERO cannot have more than one.',
        path: ['enhancements', 1, 'unit'],
        ref: 'h1',
      },
    ]);
    const duplicate = legal(2000, [hero('h1'), hero('h2')], {
      enhancements: [
        { kind: 'artefact', name: 'Amulet', unit: 'h1' },
        { kind: 'artefact', name: 'AMULET', unit: 'h2' },
      ],
    });
    expect(at(2000, duplicate)).toEqual([
      { code: 'army/artefact-duplicate', message: '"AMULET" is already in the army; an army cannot include the same artefact of power twice.', path: ['enhancements', 1, 'name'] },
    ]);
  });

  it('army/command-trait-max, army/command-trait-not-general, army/command-trait-not-hero', () => {
    const base = legal(2000);
    const twoTraits = {
      ...base,
      general: 'h1',
      units: [hero('h1'), ...base.units.slice(1)],
      enhancements: [
        { kind: 'command-trait' as const, name: 'Fierce', unit: 'h1' },
        { kind: 'command-trait' as const, name: 'Cunning', unit: 'h1' },
      ],
    };
    expect(at(2000, twoTraits)).toEqual([
      { code: 'army/command-trait-max', message: 'The army already has a command trait ("Fierce"); an army never has more than one.', path: ['enhancements', 1] },
    ]);
    expect(at(2000, legal(2000, [hero('h1')], { enhancements: [{ kind: 'command-trait', name: 'Fierce', unit: 'h1' }] }))).toEqual([
      {
        code: 'army/command-trait-not-general',
        message: '"Fierce" is given to "H h1", who is not the general; a command trait goes to the general.',
        path: ['enhancements', 0, 'unit'],
        ref: 'h1',
      },
    ]);
    expect(at(2000, legal(2000, [], { enhancements: [{ kind: 'command-trait', name: 'Fierce', unit: 'hero' }] }))).toEqual([
      { code: 'army/command-trait-not-hero', message: 'The general "Lord-Vigilant" is not a HERO, so it cannot be given a command trait.', path: ['enhancements', 0, 'unit'], ref: 'hero' },
    ]);
  });
});

describe('army/invalid-roster in full', () => {
  it('a field the schema does not know: its path and the schema\'s reason', () => {
    expect(at(1000, { ...legal(1000), genral: 'hero' })).toEqual([
      {
        code: 'army/invalid-roster',
        message: 'The roster is not well formed: Unknown field "genral"; only the fields of the schema are allowed, so remove it or fix its spelling. Fix the field and validate again.',
        path: ['genral'],
      },
    ]);
  });

  it('a roster whose getter throws: one refusal at the root, nothing thrown', () => {
    const hostile = Object.defineProperty({ ...legal(1000) }, 'units', {
      get: () => {
        throw new Error('boom');
      },
      enumerable: true,
    });
    expect(at(1000, hostile)).toEqual([{ code: 'army/invalid-roster', message: 'The roster could not be read as plain data (boom).', path: [] }]);
  });
});
