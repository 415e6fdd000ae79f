/**
 * The checks of `deriveTableFacts`, whole: each violation of a snapshot (code, message, path), the quick check of a
 * model agreeing with `validateModel` on every bound, the cap on violations, snapshots and maps that cannot be read,
 * and the `TypeError`s of `contestFacts` and `controlScore`.
 */
import { describe, expect, it } from 'vitest';
import { compileMap, contestFacts, controlScore, deriveTableFacts, deriveTableFactsOrThrow, validateModel, type Base, type TableFacts, type TableSnapshot } from '../../src/table.js';
import { galletMaps } from '../../src/gallet-table.js';

const throwing = (): never => {
  throw new Error('boom');
};
const trap = new Proxy({}, { get: throwing, ownKeys: throwing, getOwnPropertyDescriptor: throwing, has: throwing, getPrototypeOf: throwing });
const prize = galletMaps['the-prize-of-gallet'];
const quarters = galletMaps['battlelines-drawn'];
const ROUND: Base = { kind: 'round', diameterMm: 25.4 };
const AT = { position: { x: 1, y: 1 } };
const UNIT_SHAPE = 'A unit is { id, owner, base?, models }.';
const POSITION = 'A model position is { x, y } in inches, each from 0 to 120 (origin top-left).';
const ROUND_SIZE = 'A round base needs diameterMm, more than 0 and at most 2000.';

const violations = (snapshot: unknown): unknown => {
  const r = deriveTableFacts(snapshot as TableSnapshot);
  return r.ok ? 'accepted' : r.violations;
};
const units = (...us: unknown[]): unknown => violations({ map: prize, units: us });
const v = (code: string, message: string, path: (string | number)[], ref?: string): unknown => (ref === undefined ? { code, message, path } : { code, message, path, ref });

describe('deriveTableFacts: each violation of the units', () => {
  it('units that are no list, and a unit that is no object (the next units are still checked)', () => {
    for (const bad of ['nope', { 0: 'u' }, null]) expect(violations({ map: prize, units: bad })).toEqual([v('table/invalid-unit', 'units is a list of { id, owner, base?, models }.', ['units'])]);
    expect(units(null, 3, { id: 'u', owner: '', base: ROUND, models: [AT] })).toEqual([
      v('table/invalid-unit', UNIT_SHAPE, ['units', 0]),
      v('table/invalid-unit', UNIT_SHAPE, ['units', 1]),
      v('table/invalid-id', 'A unit owner must be a valid player id.', ['units', 2, 'owner']),
    ]);
  });

  it('ids: valid, not reserved, each once; owners valid', () => {
    const ok = { owner: 'ana', base: ROUND, models: [AT] };
    expect(units({ ...ok, id: 'a' }, { ...ok, id: 'b' })).toBe('accepted');
    // ids close to the reserved ones are ordinary ids
    expect(units({ ...ok, id: 'nulls' }, { ...ok, id: 'Undefined' }, { ...ok, id: 'prototype' })).toBe('accepted');
    for (const id of [undefined, 3, '', 'a b', 'x'.repeat(65), 'constructor', 'null', 'undefined'])
      expect(units({ ...ok, id }), String(id)).toEqual([v('table/invalid-id', 'A unit id must be a valid id.', ['units', 0, 'id'])]);
    expect(units({ ...ok, id: 'a' }, { ...ok, id: 'b' }, { ...ok, id: 'a' }, { ...ok, id: 'b' })).toEqual([
      v('table/duplicate-id', 'The unit "a" is given twice.', ['units', 2, 'id'], 'a'),
      v('table/duplicate-id', 'The unit "b" is given twice.', ['units', 3, 'id'], 'b'),
    ]);
    // a bad id and a bad owner are both told
    expect(units({ ...ok, id: 7, owner: 7 })).toEqual([
      v('table/invalid-id', 'A unit id must be a valid id.', ['units', 0, 'id']),
      v('table/invalid-id', 'A unit owner must be a valid player id.', ['units', 0, 'owner']),
    ]);
  });

  it('models: a list of at most 1000; a bad list skips the rest of the unit', () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => ({ position: { x: 1 + (i % 50), y: 1 + Math.floor(i / 50) } }));
    expect(units({ id: 'u', owner: 'ana', base: ROUND, models: many(1000) })).toBe('accepted');
    expect(units({ id: 'u', owner: 'ana', base: ROUND, models: [] })).toBe('accepted');
    for (const models of [many(1001), 'x', undefined, { 0: AT }])
      expect(units({ id: 'u', owner: 'ana', base: { kind: 'hex' }, models }), JSON.stringify(models)?.slice(0, 40)).toEqual([
        v('table/invalid-unit', 'A unit has a list of at most 1000 models.', ['units', 0, 'models']),
      ]);
  });

  it("the unit's base is checked once, before its models (a bad one skips them)", () => {
    expect(units({ id: 'u', owner: 'ana', base: { kind: 'round', diameterMm: 0 }, models: [AT, { position: { x: -1, y: 1 } }] })).toEqual([
      v('table/invalid-base', ROUND_SIZE, ['units', 0, 'base', 'diameterMm']),
    ]);
    // a model's own base stands in for a missing unit base
    expect(units({ id: 'u', owner: 'ana', models: [{ ...AT, base: ROUND }] })).toBe('accepted');
    expect(units({ id: 'u', owner: 'ana', models: [AT] })).toEqual([v('table/invalid-base', 'This model has no base, and its unit gives none.', ['units', 0, 'models', 0, 'base'])]);
  });

  it('each model is refused exactly as validateModel refuses it, on every bound', () => {
    const bad: unknown[] = [
      null,
      3,
      {},
      { position: null },
      { position: 'x' },
      { position: { x: '1', y: 1 } },
      { position: { x: 1, y: '1' } },
      { position: { x: -0.001, y: 1 } },
      { position: { x: 120.001, y: 1 } },
      { position: { x: 1, y: -0.001 } },
      { position: { x: 1, y: 120.001 } },
      { position: { x: Number.NaN, y: 1 } },
      { position: { x: 1, y: Number.NaN } },
      { position: { x: 1, y: Infinity } },
      { ...AT, rotation: '90' },
      { ...AT, rotation: Number.NaN },
      { ...AT, rotation: -Infinity },
      { ...AT, rotation: null },
      { ...AT, base: { kind: 'round', diameterMm: -1 } },
      { ...AT, base: { kind: 'oval', lengthMm: 60 } },
      { ...AT, base: 'round' },
    ];
    for (const [withBase, fallback] of [[true, ROUND], [false, undefined]] as const)
      for (const model of bad) {
        const expected = validateModel(model, fallback, ['units', 0, 'models', 1]);
        expect(expected.length, JSON.stringify(model)).toBeGreaterThan(0);
        const unit = withBase ? { id: 'u', owner: 'ana', base: ROUND, models: [AT, model] } : { id: 'u', owner: 'ana', models: [{ ...AT, base: ROUND }, model] };
        expect(units(unit), JSON.stringify(model)).toEqual(expected);
      }
    for (const good of [{ position: { x: 0, y: 0 } }, { position: { x: 120, y: 120 } }, { ...AT, rotation: -720.5 }, { ...AT, base: { kind: 'oval', lengthMm: 60, widthMm: 35 } }])
      expect(units({ id: 'u', owner: 'ana', base: ROUND, models: [good] }), JSON.stringify(good)).toBe('accepted');
  });

  it('a bad base shared by many models is refused for each of them (the check of a base is remembered, not skipped)', () => {
    const hex = { kind: 'hex' };
    const kind = v('table/invalid-base', 'A base kind is round, oval, rect or footprint.', ['units', 0, 'models', 0, 'base', 'kind']);
    expect(units({ id: 'u', owner: 'ana', models: [{ ...AT, base: hex }, { ...AT, base: hex }, { ...AT, base: ROUND }, { ...AT, base: ROUND }] })).toEqual([
      kind,
      v('table/invalid-base', 'A base kind is round, oval, rect or footprint.', ['units', 0, 'models', 1, 'base', 'kind']),
    ]);
    // the same good base object under two units, then a bad model
    expect(units({ id: 'a', owner: 'ana', base: ROUND, models: [AT] }, { id: 'b', owner: 'ana', models: [{ ...AT, base: ROUND }, { position: { x: 200, y: 1 }, base: ROUND }] })).toEqual([
      v('table/invalid-position', POSITION, ['units', 1, 'models', 1, 'position']),
    ]);
  });

  it('stops after more than 20 violations, between units and between models', () => {
    const r1 = units(...Array.from({ length: 30 }, () => null)) as unknown[];
    expect(r1).toHaveLength(21);
    expect(r1[20]).toEqual(v('table/invalid-unit', UNIT_SHAPE, ['units', 20]));
    const r2 = units({ id: 'u', owner: 'ana', base: ROUND, models: Array.from({ length: 30 }, () => ({ position: { x: -1, y: 1 } })) }) as unknown[];
    expect(r2).toHaveLength(21);
    expect(r2[20]).toEqual(v('table/invalid-position', POSITION, ['units', 0, 'models', 20, 'position']));
    // 20 violations so far: the next one is still told, and nothing after it
    const twenty = Array.from({ length: 20 }, () => null);
    expect(units(...twenty, { id: 'u', owner: 'ana', base: ROUND, models: [{ position: { x: -1, y: 1 } }, { position: { x: -1, y: 1 } }] })).toHaveLength(21);
    expect(units(...twenty, null, null)).toHaveLength(21);
  });
});

describe('deriveTableFacts: the snapshot, the map and the edition', () => {
  it('a snapshot that is no object, or cannot be read', () => {
    for (const s of [null, 3, 'x']) expect(violations(s)).toEqual([v('table/invalid-unit', 'A snapshot is { map, edition?, units }.', [])]);
    expect(violations(trap)).toEqual([v('table/invalid-unit', 'The snapshot could not be read: The value could not be read as plain data (boom).', [])]);
    expect(violations({ map: prize, get units(): never { return throwing(); } })).toEqual([
      v('table/invalid-unit', 'The snapshot could not be read: The value could not be read as plain data (boom).', ['units']),
    ]);
    // a getter that throws once and then answers: the snapshot reads as plain data the second time, so the first error is told
    let reads = 0;
    const once = {
      get map() {
        if (reads++ === 0) throw new Error('once');
        return prize;
      },
      units: [],
    };
    expect(violations(once)).toEqual([v('table/invalid-unit', 'The snapshot could not be read: Error: once.', [])]);
  });

  it('units that cannot be read', () => {
    expect(violations({ map: prize, units: [{ id: 'u', owner: 'a', base: ROUND, models: [{ position: { get x(): never { return throwing(); }, y: 1 } }] }] })).toEqual([
      v('table/invalid-unit', 'The units could not be read: The value could not be read as plain data (boom).', ['units', 0, 'models', 0, 'position', 'x']),
    ]);
  });

  it('a map that is not compiled is checked, its violations under "map"; a map that cannot be read is one violation', () => {
    expect(violations({ map: 'x', units: [] })).toEqual([v('table/invalid-map', 'A map is an object with id, name, edition, width, height, regions, objectives and features.', ['map'])]);
    expect(violations({ map: { ...prize, id: 5 }, units: [] })).toEqual([v('table/invalid-id', 'The map id must be a valid id (the battleplan id).', ['map', 'id'])]);
    expect(violations({ map: trap, units: [] })).toEqual([v('table/invalid-map', 'The map could not be read: The value could not be read as plain data (boom).', ['map'])]);
  });

  it('the edition: the map\'s when none is given, else 3 or 4', () => {
    const compiled = compileMap(prize);
    if (!compiled.ok) throw new Error('map does not compile');
    const u = [{ id: 'u', owner: 'ana', base: ROUND, models: [{ position: { x: 35, y: 22 } }] }];
    for (const map of [prize, compiled.value]) {
      expect(deriveTableFactsOrThrow({ map, units: u }).edition).toBe(3);
      // 4.5" from the centre: within 6" of it in 3rd edition, not within 3" of the 40 mm marker's edge (3.79" from the centre) in 4th
      expect(deriveTableFactsOrThrow({ map, units: u }).units['u']?.contesting).toEqual({ centre: 1 });
      expect(deriveTableFactsOrThrow({ map, units: u, edition: 4 }).units['u']?.contesting).toEqual({});
      for (const edition of [2, 5, '3', 0]) expect(violations({ map, units: u, edition }), String(edition)).toEqual([v('table/invalid-map', 'The edition must be 3 or 4.', ['edition'])]);
    }
    expect(deriveTableFactsOrThrow({ map: prize, units: [] })).toEqual({ map: 'the-prize-of-gallet', edition: 3, units: {} });
  });
});

describe('contestFacts and controlScore', () => {
  const why = (fn: string, name: string, what: string): TypeError => new TypeError(`${fn}: ${name} must be ${what}.`);
  const f = deriveTableFactsOrThrow({
    map: quarters,
    units: [
      { id: 'b', owner: 'ben', base: ROUND, models: [{ position: { x: 10, y: 10 } }, { position: { x: 12, y: 10 } }] },
      { id: 'a', owner: 'ana', base: ROUND, models: [{ position: { x: 50, y: 10 } }, { position: { x: 10, y: 12 } }] },
      { id: 'c', owner: 'ana', base: ROUND, models: [{ position: { x: 30, y: 40 } }] },
    ],
  });

  it('lines objective by objective in map order, then unit by unit; region objectives marked wholly; no line for none', () => {
    const lines = contestFacts(f, quarters);
    const order = quarters.objectives.map((o) => o.id);
    expect(lines.length).toBeGreaterThan(2);
    for (const l of lines) {
      expect(l.models, JSON.stringify(l)).toBe(f.units[l.unit]?.contesting[l.objective]);
      expect(l.owner).toBe(f.units[l.unit]?.owner);
      expect('wholly' in l).toBe(quarters.objectives.find((o) => o.id === l.objective)?.region !== undefined);
      if ('wholly' in l) expect(l.wholly).toBe(true);
    }
    const keys = lines.map((l) => [order.indexOf(l.objective), ['b', 'a', 'c'].indexOf(l.unit)] as const);
    expect([...keys].sort((x, y) => x[0] - y[0] || x[1] - y[1])).toEqual(keys);
    const expected = order.flatMap((o) => ['b', 'a', 'c'].filter((u) => (f.units[u]?.contesting[o] ?? 0) > 0).map((u) => `${o}:${u}`));
    expect(lines.map((l) => `${l.objective}:${l.unit}`)).toEqual(expected);
    const compiled = compileMap(quarters);
    if (!compiled.ok) throw new Error('map does not compile');
    expect(contestFacts(f, compiled.value)).toEqual(lines);
  });

  it('marker objectives: plain lines, no "wholly"', () => {
    const g = deriveTableFactsOrThrow({ map: prize, units: [{ id: 'u', owner: 'ana', base: ROUND, models: [{ position: { x: 30, y: 22 } }, { position: { x: 31, y: 22 } }] }] });
    expect(contestFacts(g, prize)).toEqual([{ unit: 'u', owner: 'ana', objective: 'centre', models: 2 }]);
  });

  it('a count of 0 gives no line', () => {
    const u = f.units['b'];
    if (u === undefined) throw new Error('no unit b');
    const zero: TableFacts = { ...f, units: { b: { ...u, contesting: Object.fromEntries(Object.keys(u.contesting).map((k) => [k, 0])) } } };
    expect(Object.keys(u.contesting).length).toBeGreaterThan(0);
    expect(contestFacts(zero, quarters)).toEqual([]);
  });

  it('bad facts and maps are TypeErrors naming the argument', () => {
    const facts = why('contestFacts', 'facts', 'the facts of deriveTableFacts');
    for (const bad of [null, [], { units: null }, { units: [] }, { units: { u: null } }, { units: { u: { contesting: 3 } } }, { units: { u: {} } }])
      expect(() => contestFacts(bad as never, quarters), JSON.stringify(bad)).toThrow(facts);
    expect(() => contestFacts(trap as never, quarters)).toThrow(/^contestFacts: the argument facts could not be read/);
    const map = why('contestFacts', 'map', 'a map or a compiled map');
    for (const bad of [null, [], {}, { objectives: 'x' }, { objectives: [null] }, { objectives: [{ id: 3 }] }, { objectives: [{ name: 'x' }] }])
      expect(() => contestFacts(f, bad as never), JSON.stringify(bad)).toThrow(map);
    expect(() => contestFacts(f, trap as never)).toThrow(/^contestFacts: the argument map could not be read/);
    expect(contestFacts({ ...f, units: {} }, { objectives: [] } as never)).toEqual([]);
  });

  it('controlScore: contesting models times Control, finite numbers only', () => {
    expect(controlScore(3, 2)).toBe(6);
    expect(controlScore(0, 5)).toBe(0);
    for (const bad of [Number.NaN, Infinity, '2', undefined]) {
      expect(() => controlScore(bad as never, 2)).toThrow(why('controlScore', 'contestingModels', 'a finite number'));
      expect(() => controlScore(2, bad as never)).toThrow(why('controlScore', 'control', 'a finite number'));
    }
  });
});
