/**
 * The checks of the measuring functions, whole: each violation of `validateBase` and `validateModel` (code, message,
 * path), each bound of a base, a position, a distance, a marker and a region, and the `TypeError` each measuring
 * function throws, naming itself and the argument.
 */
import { describe, expect, it } from 'vitest';
import {
  baseArea,
  contestsObjective,
  distanceBetween,
  distanceToPoint,
  isUnitWithin,
  isWhollyWithin,
  isWhollyWithinDistance,
  isWithin,
  objectiveDistance,
  POSITIONS_LIMITS,
  rect,
  regionOverlap,
  unitDistance,
  unitRegionOverlap,
  validateBase,
  validateModel,
  WITHIN_SLACK,
  type Base,
  type PlacedModel,
  type Point,
  type TableUnit,
} from '../../src/table.js';

const throwing = (): never => {
  throw new Error('boom');
};
const trap = new Proxy({}, { get: throwing, ownKeys: throwing, getOwnPropertyDescriptor: throwing, has: throwing });
const round = (x: number, y: number, diameterMm = 25.4): PlacedModel => ({ position: { x, y }, base: { kind: 'round', diameterMm } });
const ROUND: Base = { kind: 'round', diameterMm: 25.4 };
/** A convex ring of `n` corners around (cx, cy). */
const ring = (n: number, cx = 0, cy = 0, r = 1): Point[] => Array.from({ length: n }, (_, k) => ({ x: cx + r * Math.cos((2 * Math.PI * k) / n), y: cy + r * Math.sin((2 * Math.PI * k) / n) }));
const base = (message: string, path: (string | number)[]): unknown => [{ code: 'table/invalid-base', message, path }];
const position = (message: string, path: (string | number)[]): unknown => ({ code: 'table/invalid-position', message, path });

const ROUND_SIZE = 'A round base needs diameterMm, more than 0 and at most 2000.';
const FOOTPRINT = `A footprint is 3–${POSITIONS_LIMITS.footprintCorners} points { x, y } in inches around the model.`;
const POSITION = 'A model position is { x, y } in inches, each from 0 to 120 (origin top-left).';
const REGION = 'a region { parts } of 1–64 convex polygons of 3–256 finite corners';
const MODEL = 'a model { position, base, rotation? }';

describe('validateBase: each kind and bound', () => {
  it('round: more than 0 and at most 2000 mm', () => {
    for (const d of [2000, 0.001, 25.4]) expect(validateBase({ kind: 'round', diameterMm: d })).toEqual([]);
    for (const d of [0, -1, 2000.001, Number.NaN, Infinity, '25', undefined])
      expect(validateBase({ kind: 'round', diameterMm: d }, ['units', 0, 'base']), String(d)).toEqual(base(ROUND_SIZE, ['units', 0, 'base', 'diameterMm']));
  });

  it('oval and rect: both sizes', () => {
    for (const kind of ['oval', 'rect']) {
      expect(validateBase({ kind, lengthMm: 2000, widthMm: 1 })).toEqual([]);
      const message = `An ${kind} base needs lengthMm and widthMm, each more than 0 and at most 2000.`;
      expect(validateBase({ kind, lengthMm: 60, widthMm: 0 }, ['b'])).toEqual(base(message, ['b']));
      expect(validateBase({ kind, lengthMm: 2001, widthMm: 35 }, ['b'])).toEqual(base(message, ['b']));
      expect(validateBase({ kind, lengthMm: 60 }, ['b'])).toEqual(base(message, ['b']));
    }
  });

  it(`footprint: 3 to ${POSITIONS_LIMITS.footprintCorners} finite corners within 120", a simple polygon`, () => {
    expect(validateBase({ kind: 'footprint', points: ring(3) })).toEqual([]);
    expect(validateBase({ kind: 'footprint', points: ring(POSITIONS_LIMITS.footprintCorners) })).toEqual([]);
    expect(validateBase({ kind: 'footprint', points: [{ x: -120, y: -120 }, { x: 120, y: -120 }, { x: 120, y: 120 }] })).toEqual([]);
    const bad: unknown[] = [
      'x',
      { length: 3 },
      ring(2),
      ring(POSITIONS_LIMITS.footprintCorners + 1),
      [null, { x: 1, y: 0 }, { x: 0, y: 1 }],
      [3, { x: 1, y: 0 }, { x: 0, y: 1 }],
      [{ x: 0, y: 0 }, { x: '1', y: 0 }, { x: 0, y: 1 }],
      [{ x: 0, y: 0 }, { x: 1, y: Number.NaN }, { x: 0, y: 1 }],
      [{ x: 0, y: 0 }, { x: 120.5, y: 0 }, { x: 0, y: 1 }],
      [{ x: 0, y: 0 }, { x: -120.5, y: 0 }, { x: 0, y: 1 }],
      [{ x: 0, y: 0 }, { x: 1, y: 120.5 }, { x: 0, y: 1 }],
      [{ x: 0, y: 0 }, { x: 1, y: -120.5 }, { x: 0, y: 1 }],
    ];
    for (const points of bad) expect(validateBase({ kind: 'footprint', points }, ['m']), JSON.stringify(points)).toEqual(base(FOOTPRINT, ['m', 'points']));
    const bowTie = [{ x: 0, y: 0 }, { x: 1, y: 1 }, { x: 1, y: 0 }, { x: 0, y: 1 }];
    expect(validateBase({ kind: 'footprint', points: bowTie }, ['m'])).toEqual(base('A footprint must be a simple polygon: its edges may not cross or touch.', ['m', 'points']));
  });

  it('an unknown kind, a value that is no object, an unreadable value', () => {
    expect(validateBase({ kind: 'hex', size: 3 }, ['m'])).toEqual(base('A base kind is round, oval, rect or footprint.', ['m', 'kind']));
    expect(validateBase({ diameterMm: 25 })).toEqual(base('A base kind is round, oval, rect or footprint.', ['kind']));
    for (const v of [null, 25, 'round'])
      expect(validateBase(v, ['m'])).toEqual(base('A base is { kind: "round" | "oval" | "rect" | "footprint", … }.', ['m']));
    const r = validateBase({ kind: 'round', get diameterMm(): never { return throwing(); } }, ['m']);
    expect(r).toHaveLength(1);
    expect(r[0]?.code).toBe('table/invalid-base');
    expect(r[0]?.message).toMatch(/^The base could not be read: .+\.$/);
    expect(r[0]?.path).toEqual(['m', 'diameterMm']);
  });

  it('a path that is not a list of keys is a TypeError', () => {
    const message = 'validateBase: path must be a list of keys (strings) and indices (numbers).';
    for (const path of ['units', [{}], [true], ['a', null]]) expect(() => validateBase(ROUND, path as never), JSON.stringify(path)).toThrow(new TypeError(message));
    expect(() => validateBase(ROUND, trap as never)).toThrow(/^validateBase: the argument path could not be read/);
    expect(validateBase({ kind: 'hex' }, ['a', 1])).toEqual(base('A base kind is round, oval, rect or footprint.', ['a', 1, 'kind']));
  });
});

describe('validateModel: position, rotation, base', () => {
  it('a position from 0 to 120 on each axis', () => {
    for (const p of [{ x: 0, y: 0 }, { x: 120, y: 120 }]) expect(validateModel({ position: p, base: ROUND })).toEqual([]);
    for (const p of [{ x: -0.001, y: 3 }, { x: 120.001, y: 3 }, { x: 3, y: -0.001 }, { x: 3, y: 120.001 }, { x: '3', y: 3 }, { x: 3, y: Number.NaN }, { x: 3 }, null, 'x', undefined])
      expect(validateModel({ position: p, base: ROUND }, undefined, ['u', 2]), JSON.stringify(p)).toEqual([position(POSITION, ['u', 2, 'position'])]);
    // no path given: the paths start at the model
    expect(validateModel({ position: { x: -1, y: 1 }, base: { kind: 'hex' } })).toEqual([position(POSITION, ['position']), { code: 'table/invalid-base', message: 'A base kind is round, oval, rect or footprint.', path: ['base', 'kind'] }]);
  });

  it('a finite rotation when one is given', () => {
    expect(validateModel({ position: { x: 1, y: 1 }, base: ROUND, rotation: -45 })).toEqual([]);
    for (const rotation of ['90', Number.NaN, Infinity, null])
      expect(validateModel({ position: { x: 1, y: 1 }, base: ROUND, rotation }, undefined, ['m']), String(rotation)).toEqual([position('rotation is a finite number of degrees.', ['m', 'rotation'])]);
  });

  it("its own base, else its unit's; its own is checked first", () => {
    const at = { position: { x: 1, y: 1 } };
    expect(validateModel(at, undefined, ['m'])).toEqual(base('This model has no base, and its unit gives none.', ['m', 'base']));
    expect(validateModel(at, ROUND)).toEqual([]);
    expect(validateModel(at, { kind: 'round', diameterMm: 0 }, ['m'])).toEqual(base(ROUND_SIZE, ['m', 'base', 'diameterMm']));
    expect(validateModel({ ...at, base: { kind: 'round', diameterMm: 0 } }, ROUND, ['m'])).toEqual(base(ROUND_SIZE, ['m', 'base', 'diameterMm']));
    expect(validateModel({ ...at, base: ROUND }, { kind: 'round', diameterMm: 0 })).toEqual([]);
  });

  it('every problem at once, in order', () => {
    expect(validateModel({ position: { x: -1, y: 1 }, rotation: 'x' }, undefined, ['m'])).toEqual([
      position(POSITION, ['m', 'position']),
      position('rotation is a finite number of degrees.', ['m', 'rotation']),
      { code: 'table/invalid-base', message: 'This model has no base, and its unit gives none.', path: ['m', 'base'] },
    ]);
  });

  it('a value that is no object, and unreadable values', () => {
    for (const v of [null, 3, 'm']) expect(validateModel(v, undefined, ['m'])).toEqual([position('A model is { position: { x, y }, base?, rotation? }.', ['m'])]);
    const model = validateModel({ position: { get x(): never { return throwing(); }, y: 1 }, base: ROUND }, undefined, ['m']);
    expect(model).toHaveLength(1);
    expect(model[0]?.code).toBe('table/invalid-position');
    expect(model[0]?.message).toMatch(/^The model could not be read: .+\.$/);
    expect(model[0]?.path).toEqual(['m', 'position', 'x']);
    const fallback = validateModel({ position: { x: 1, y: 1 } }, { kind: 'round', get diameterMm(): never { return throwing(); } } as never, ['m']);
    expect(fallback).toHaveLength(1);
    expect(fallback[0]?.code).toBe('table/invalid-base');
    expect(fallback[0]?.message).toMatch(/^The fallback base could not be read: .+\.$/);
    expect(fallback[0]?.path).toEqual(['m', 'base', 'diameterMm']);
    expect(() => validateModel(round(1, 1), undefined, 'm' as never)).toThrow(new TypeError('validateModel: path must be a list of keys (strings) and indices (numbers).'));
  });
});

describe('the measuring functions name themselves and the argument in a TypeError', () => {
  const m = round(10, 10);
  const noBase = { position: { x: 1, y: 1 } } as PlacedModel;
  const off = { position: { x: -1, y: 1 }, base: ROUND } as PlacedModel;
  const why = (fn: string, name: string, what: string): TypeError => new TypeError(`${fn}: ${name} must be ${what}.`);
  const modelWhy = (fn: string, name: string, message: string): TypeError => why(fn, name, `${MODEL} (${message})`);
  const noBaseWhy = 'This model has no base, and its unit gives none.';

  it('models', () => {
    expect(() => distanceBetween(noBase, m)).toThrow(modelWhy('distanceBetween', 'a', noBaseWhy));
    expect(() => distanceBetween(m, off)).toThrow(modelWhy('distanceBetween', 'b', POSITION));
    expect(() => distanceBetween(trap as never, m)).toThrow(/^distanceBetween: the argument a could not be read/);
    expect(() => distanceBetween(m, trap as never)).toThrow(/^distanceBetween: the argument b could not be read/);
    expect(() => isWithin(noBase, m, 1)).toThrow(modelWhy('isWithin', 'a', noBaseWhy));
    expect(() => isWithin(m, noBase, 1)).toThrow(modelWhy('isWithin', 'b', noBaseWhy));
    expect(() => distanceToPoint(noBase, { x: 1, y: 1 })).toThrow(modelWhy('distanceToPoint', 'model', noBaseWhy));
    expect(() => isWhollyWithinDistance(noBase, { x: 1, y: 1 }, 1)).toThrow(modelWhy('isWhollyWithinDistance', 'model', noBaseWhy));
    expect(() => objectiveDistance(noBase, { position: { x: 1, y: 1 } }, 3)).toThrow(modelWhy('objectiveDistance', 'model', noBaseWhy));
    expect(() => regionOverlap(noBase, { parts: [rect(0, 0, 5, 5)] })).toThrow(modelWhy('regionOverlap', 'model', noBaseWhy));
    expect(() => isWhollyWithin(noBase, { parts: [rect(0, 0, 5, 5)] })).toThrow(modelWhy('isWhollyWithin', 'model', noBaseWhy));
    expect(() => contestsObjective(noBase, { position: { x: 1, y: 1 } }, 3)).toThrow(modelWhy('contestsObjective', 'model', noBaseWhy));
  });

  it('distances in inches: finite, 0 or more', () => {
    for (const inches of [-0.001, Number.NaN, Infinity, '1']) {
      expect(() => isWithin(m, m, inches as never)).toThrow(why('isWithin', 'inches', 'a finite number of inches, 0 or more'));
      expect(() => isWhollyWithinDistance(m, { x: 1, y: 1 }, inches as never)).toThrow(why('isWhollyWithinDistance', 'inches', 'a finite number of inches, 0 or more'));
    }
    expect(isWithin(m, round(11, 10), 0)).toBe(true);
    expect(isWithin(m, round(12, 10), 0)).toBe(false);
    expect(isWithin(m, round(12, 10), 1)).toBe(true);
  });

  it('points', () => {
    for (const p of [{ x: '1', y: 1 }, { x: 1, y: Infinity }, { x: 1 }, [1, 1], null]) {
      expect(() => distanceToPoint(m, p as never)).toThrow(why('distanceToPoint', 'point', 'a point { x, y } of finite numbers'));
      expect(() => isWhollyWithinDistance(m, p as never, 1)).toThrow(why('isWhollyWithinDistance', 'point', 'a point { x, y } of finite numbers'));
    }
  });

  it('editions and objectives', () => {
    const o = { position: { x: 10, y: 10 } };
    for (const edition of [2, 5, '3', undefined]) {
      expect(() => objectiveDistance(m, o, edition as never)).toThrow(why('objectiveDistance', 'edition', '3 or 4'));
      expect(() => contestsObjective(m, o, edition as never)).toThrow(why('contestsObjective', 'edition', '3 or 4'));
    }
    for (const bad of [null, 3, [o]]) {
      expect(() => objectiveDistance(m, bad as never, 3)).toThrow(why('objectiveDistance', 'objective', 'an objective { position, markerMm? }'));
      expect(() => contestsObjective(m, bad as never, 3)).toThrow(why('contestsObjective', 'objective', 'an objective { position, markerMm? }'));
    }
    expect(() => objectiveDistance(m, {} as never, 3)).toThrow(why('objectiveDistance', 'objective', 'an objective with a position'));
    expect(() => objectiveDistance(m, { parts: [rect(0, 0, 5, 5)] } as never, 3)).toThrow(why('objectiveDistance', 'objective', 'an objective with a position'));
    expect(() => contestsObjective(m, {} as never, 3)).toThrow(why('contestsObjective', 'objective', 'an objective with a position or parts'));
    expect(() => contestsObjective(m, { parts: [] } as never, 3)).toThrow(why('contestsObjective', 'objective', REGION));
    expect(() => objectiveDistance(m, { position: { x: 'a', y: 1 } } as never, 3)).toThrow(why('objectiveDistance', 'objective.position', 'a point { x, y } of finite numbers'));
    expect(() => contestsObjective(m, { position: null } as never, 3)).toThrow(why('contestsObjective', 'objective.position', 'a point { x, y } of finite numbers'));
    expect(() => objectiveDistance(m, trap as never, 3)).toThrow(/^objectiveDistance: the argument objective could not be read/);
    expect(() => contestsObjective(m, trap as never, 3)).toThrow(/^contestsObjective: the argument objective could not be read/);
    for (const markerMm of [0, -1, 200.5, Number.NaN, '40']) {
      expect(() => objectiveDistance(m, { ...o, markerMm } as never, 4)).toThrow(why('objectiveDistance', 'objective.markerMm', 'a diameter in mm, more than 0 and at most 200'));
      expect(() => contestsObjective(m, { ...o, markerMm } as never, 4)).toThrow(why('contestsObjective', 'objective.markerMm', 'a diameter in mm, more than 0 and at most 200'));
    }
    // a 200 mm marker, the largest: its edge is 100 mm from its centre
    expect(objectiveDistance(round(20, 10), { ...o, markerMm: 200 }, 4)).toBeCloseTo(10 - 0.5 - 100 / 25.4, 12);
  });

  it('regions: 1 to 64 convex parts of 3 to 256 finite corners', () => {
    const square = rect(0, 0, 20, 20);
    for (const region of [{ parts: [square] }, { parts: Array.from({ length: 64 }, () => square) }, { parts: [ring(256, 10, 10, 5)] }, { parts: [ring(3, 10, 10, 8)] }]) {
      expect(regionOverlap(m, region)).toBe('wholly');
      expect(isWhollyWithin(m, region)).toBe(true);
    }
    const bad: unknown[] = [
      null,
      { parts: 'x' },
      { parts: [] },
      { parts: Array.from({ length: 65 }, () => square) },
      { parts: [ring(2, 10, 10, 5)] },
      { parts: [[]] },
      { parts: [square, { length: 3 }] },
      { parts: [ring(257, 10, 10, 5)] },
      { parts: [square, 'x'] },
      { parts: [[{ x: 0, y: 0 }, { x: 20, y: 0 }, { x: 20, y: Number.NaN }]] },
      { parts: [[{ x: 0, y: 0 }, { x: 20, y: 0 }, { x: '20', y: 20 }]] },
      { parts: [[{ x: 0, y: 0 }, { x: 20, y: 0 }, null]] },
      // an L is not convex
      { parts: [[{ x: 0, y: 0 }, { x: 20, y: 0 }, { x: 20, y: 5 }, { x: 5, y: 5 }, { x: 5, y: 20 }, { x: 0, y: 20 }]] },
    ];
    for (const region of bad) {
      expect(() => regionOverlap(m, region as never), JSON.stringify(region)).toThrow(why('regionOverlap', 'region', REGION));
      expect(() => isWhollyWithin(m, region as never)).toThrow(why('isWhollyWithin', 'region', REGION));
      expect(() => unitRegionOverlap({ id: 'u', owner: 'p', base: ROUND, models: [] }, region as never)).toThrow(why('unitRegionOverlap', 'region', REGION));
    }
  });

  it('units: at most 1000 models, a valid base, valid models', () => {
    const unit = (models: unknown[], b?: unknown): TableUnit => ({ id: 'u', owner: 'p', ...(b === undefined ? {} : { base: b }), models }) as unknown as TableUnit;
    const good = unit([{ position: { x: 1, y: 1 } }], ROUND);
    const unitWhat = 'a unit { id, owner, base?, models } of at most 1000 models';
    for (const bad of [null, [good], unit('x' as never), unit(Array.from({ length: 1001 }, () => ({ position: { x: 1, y: 1 } })), ROUND)]) {
      expect(() => unitDistance(bad as never, good)).toThrow(why('unitDistance', 'a', unitWhat));
      expect(() => unitDistance(good, bad as never)).toThrow(why('unitDistance', 'b', unitWhat));
      expect(() => isUnitWithin(bad as never, good, 1)).toThrow(why('isUnitWithin', 'a', unitWhat));
      expect(() => isUnitWithin(good, bad as never, 1)).toThrow(why('isUnitWithin', 'b', unitWhat));
      expect(() => unitRegionOverlap(bad as never, { parts: [rect(0, 0, 5, 5)] })).toThrow(why('unitRegionOverlap', 'unit', unitWhat));
    }
    const thousand = unit(Array.from({ length: 1000 }, (_, i) => ({ position: { x: 1 + (i % 50), y: 1 + Math.floor(i / 50) } })), ROUND);
    expect(unitDistance(thousand, good)).toBe(0);
    expect(() => unitDistance(unit([{ position: { x: 1, y: 1 } }], { kind: 'round', diameterMm: 0 }), good)).toThrow(why('unitDistance', 'a.base', 'a valid base'));
    expect(() => isUnitWithin(good, unit([], { kind: 'hex' }), 1)).toThrow(why('isUnitWithin', 'b.base', 'a valid base'));
    expect(() => unitRegionOverlap(unit([], { kind: 'hex' }), { parts: [rect(0, 0, 5, 5)] })).toThrow(why('unitRegionOverlap', 'unit.base', 'a valid base'));
    const second = unit([{ position: { x: 1, y: 1 } }, { position: { x: 1, y: 130 } }], ROUND);
    expect(() => unitDistance(second, good)).toThrow(why('unitDistance', 'a.models[1]', `a model (${POSITION})`));
    expect(() => isUnitWithin(good, unit([{ position: { x: 1, y: 1 } }]), 1)).toThrow(why('isUnitWithin', 'b.models[0]', 'a model (This model has no base, and its unit gives none.)'));
    expect(() => unitRegionOverlap(second, { parts: [rect(0, 0, 5, 5)] })).toThrow(why('unitRegionOverlap', 'unit.models[1]', `a model (${POSITION})`));
    expect(() => isUnitWithin(good, good, -1)).toThrow(why('isUnitWithin', 'inches', 'a finite number of inches, 0 or more'));
    // a model's own base wins over its unit's
    expect(unitDistance(unit([{ position: { x: 10, y: 10 }, base: { kind: 'round', diameterMm: 50.8 } }], ROUND), unit([{ position: { x: 13, y: 10 } }], ROUND))).toBeCloseTo(1.5, 12);
  });

  it('baseArea', () => {
    expect(() => baseArea({ kind: 'round', diameterMm: 0 })).toThrow(why('baseArea', 'base', `a valid base (${ROUND_SIZE})`));
    expect(() => baseArea(trap as never)).toThrow(/^baseArea: the argument base could not be read/);
    expect(baseArea({ kind: 'footprint', points: [{ x: 0, y: 0 }, { x: 2, y: 0 }, { x: 0, y: 3 }] })).toBeCloseTo(3, 12);
    expect(baseArea({ kind: 'oval', lengthMm: 50.8, widthMm: 25.4 })).toBeCloseTo(Math.PI / 2, 12);
  });
});

describe('measuring at the limits', () => {
  it('a model on a 4th-edition marker is 0" from it, never less', () => {
    expect(objectiveDistance(round(10, 10), { position: { x: 10, y: 10 } }, 4)).toBe(0);
    expect(objectiveDistance(round(10, 10), { position: { x: 10, y: 10 } }, 3)).toBe(0);
    expect(objectiveDistance(round(10.6, 10), { position: { x: 10, y: 10 } }, 4)).toBe(0);
    expect(objectiveDistance(round(10.6, 10), { position: { x: 10, y: 10 } }, 3)).toBeCloseTo(0.1, 12);
  });

  it('within and wholly within a distance hold at exactly the distance', () => {
    expect(isWithin(round(10, 10), round(13, 10), 2)).toBe(true);
    expect(isWithin(round(10, 10), round(13, 10), 1.999)).toBe(false);
    expect(isWhollyWithinDistance(round(10, 10), { x: 10, y: 10 }, 0.5)).toBe(true);
    expect(isWhollyWithinDistance(round(10, 10), { x: 10, y: 10 }, 0.499)).toBe(false);
    expect(distanceToPoint(round(10, 10), { x: 13, y: 14 })).toBeCloseTo(4.5, 12);
  });

  it('a unit is as far as its closest pair of models, and partly within a region when one model is', () => {
    const a: TableUnit = { id: 'a', owner: 'p', base: ROUND, models: [{ position: { x: 5, y: 5 } }, { position: { x: 5, y: 30 } }, { position: { x: 5, y: 8 } }] };
    const b: TableUnit = { id: 'b', owner: 'q', base: ROUND, models: [{ position: { x: 5, y: 40 } }, { position: { x: 5, y: 12 } }] };
    expect(unitDistance(a, b)).toBeCloseTo(3, 12);
    expect(isUnitWithin(a, b, 3)).toBe(true);
    expect(isUnitWithin(a, b, 2.99)).toBe(false);
    expect(unitDistance(a, { ...b, models: [] })).toBe(Infinity);
    const top = { parts: [rect(0, 0, 60, 12)] };
    expect(unitRegionOverlap(a, top)).toBe('partly');
    expect(unitRegionOverlap({ ...a, models: [{ position: { x: 5, y: 30 } }, { position: { x: 5, y: 5 } }] }, top)).toBe('partly');
    expect(unitRegionOverlap({ ...a, models: [{ position: { x: 5, y: 30 } }, { position: { x: 5, y: 12 } }] }, top)).toBe('partly');
    expect(unitRegionOverlap({ ...a, models: [{ position: { x: 5, y: 5 } }, { position: { x: 5, y: 8 } }] }, top)).toBe('wholly');
    expect(unitRegionOverlap({ ...a, models: [{ position: { x: 5, y: 30 } }, { position: { x: 5, y: 40 } }] }, top)).toBe('none');
  });

  it('"within" gives exactly WITHIN_SLACK of slack, no more', () => {
    // bases 1" apart exactly (centres 2" apart, 0.5" radii), a base whose farthest point is 0.5" from its centre
    expect(distanceBetween(round(10, 10), round(12, 10))).toBe(1);
    expect(isWithin(round(10, 10), round(12, 10), 1 - WITHIN_SLACK)).toBe(true);
    expect(isWithin(round(10, 10), round(12, 10), 1 - 2 * WITHIN_SLACK)).toBe(false);
    expect(isWhollyWithinDistance(round(10, 10), { x: 10, y: 10 }, 0.5 - WITHIN_SLACK)).toBe(true);
    expect(isWhollyWithinDistance(round(10, 10), { x: 10, y: 10 }, 0.5 - 2 * WITHIN_SLACK)).toBe(false);
    const a: TableUnit = { id: 'a', owner: 'p', base: ROUND, models: [{ position: { x: 10, y: 10 } }] };
    const b: TableUnit = { id: 'b', owner: 'q', base: ROUND, models: [{ position: { x: 12, y: 10 } }] };
    expect(isUnitWithin(a, b, 1 - WITHIN_SLACK)).toBe(true);
    expect(isUnitWithin(a, b, 1 - 2 * WITHIN_SLACK)).toBe(false);
    // contesting: 6" + WITHIN_SLACK from the centre (3rd edition), 3" + WITHIN_SLACK from a 1"-wide marker's edge (4th)
    const o = { position: { x: 10, y: 10 } };
    expect(objectiveDistance(round(16.5 + WITHIN_SLACK, 10), o, 3)).toBe(6 + WITHIN_SLACK);
    expect(contestsObjective(round(16.5 + WITHIN_SLACK, 10), o, 3)).toBe(true);
    expect(contestsObjective(round(16.5 + 2 * WITHIN_SLACK, 10), o, 3)).toBe(false);
    const marker = { position: { x: 10, y: 10 }, markerMm: 50.8 };
    expect(objectiveDistance(round(14.5 + WITHIN_SLACK, 10), marker, 4)).toBe(3 + WITHIN_SLACK);
    expect(contestsObjective(round(14.5 + WITHIN_SLACK, 10), marker, 4)).toBe(true);
    expect(contestsObjective(round(14.5 + 2 * WITHIN_SLACK, 10), marker, 4)).toBe(false);
  });

  it('a unit with no models is in no region', () => {
    const empty: TableUnit = { id: 'a', owner: 'p', base: ROUND, models: [] };
    expect(unitRegionOverlap(empty, { parts: [rect(0, 0, 60, 44)] })).toBe('none');
  });

  it('contesting: a marker at exactly the range, and a region objective', () => {
    const o = { position: { x: 10, y: 10 } };
    expect(contestsObjective(round(16.5, 10), o, 3)).toBe(true);
    expect(contestsObjective(round(16.501, 10), o, 3)).toBe(false);
    const region = { parts: [rect(0, 0, 20, 20)] };
    expect(contestsObjective(round(10, 10), region, 4)).toBe(true);
    expect(contestsObjective(round(19.6, 10), region, 4)).toBe(false);
  });
});
