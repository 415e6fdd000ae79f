import { describe, expect, it } from 'vitest';
import { type Engine, type RuleViolation } from '../../src/index.js';
import { isDeepFrozen, type AnyEventSchema, type PackEventDef } from '../../src/authoring.js';
import { battle3, battle4, bobHeroPhase3, engine3, engine4 } from '../support/core-fixtures.js';
import { expectRejected } from '../support/expect-rejected.js';

// Bad input: wrong field types, missing fields and unknown fields, tried on every field of every event of two whole
// battles, in the state where the untouched event is legal. Each is refused with schema/invalid at the field's path
// (or, for a missing optional field, judged by the rules), and never throws or touches the state.

type Path = (string | number)[];

/** Every path inside `value`, parents before children. */
function pathsIn(value: unknown, at: Path = []): Path[] {
  const out: Path[] = [at];
  if (Array.isArray(value)) value.forEach((v, i) => out.push(...pathsIn(v, [...at, i])));
  else if (value !== null && typeof value === 'object') for (const [k, v] of Object.entries(value)) out.push(...pathsIn(v, [...at, k]));
  return out;
}

function getAt(value: unknown, path: Path): unknown {
  return path.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)[k], value);
}

/** A copy of `value` with the thing at `path` replaced (or deleted when `to` is `deleteIt`). */
const deleteIt = Symbol('delete');
function changeAt(value: unknown, path: Path, to: unknown): unknown {
  const copy = structuredClone(value);
  const parent = getAt(copy, path.slice(0, -1)) as Record<string | number, unknown>;
  const key = path[path.length - 1];
  if (key === undefined) return to;
  if (to === deleteIt) {
    if (Array.isArray(parent) && typeof key === 'number') parent.splice(key, 1);
    else delete parent[key];
  } else parent[key] = to;
  return copy;
}

/** A value of another JSON type than `v`. */
function wrongType(v: unknown): unknown {
  if (typeof v === 'string') return 42;
  if (typeof v === 'number') return String(v);
  if (typeof v === 'boolean') return 'yes';
  if (v === null) return 5;
  if (Array.isArray(v)) return { length: 1 };
  return ['not', 'an', 'object'];
}

function tryEvent<X, E extends readonly PackEventDef<X, AnyEventSchema>[]>(engine: Engine<X, E>, given: readonly unknown[], event: unknown): readonly RuleViolation[] | 'accepted' {
  const state = engine.replayOrThrow(given);
  const before = structuredClone(state);
  let r: ReturnType<typeof engine.apply> | undefined;
  expect(() => {
    r = engine.apply(state, event as never);
  }).not.toThrow();
  expect(state).toStrictEqual(before);
  expect(isDeepFrozen(state)).toBe(true);
  if (r === undefined) throw new Error('unreachable');
  return r.ok ? 'accepted' : r.violations;
}

function everyField<X, E extends readonly PackEventDef<X, AnyEventSchema>[]>(engine: Engine<X, E>, battle: readonly unknown[]) {
  return battle.map((event, i) => {
    const given = battle.slice(0, i);
    return { name: `#${i} ${(event as { type: string }).type}`, given, event, tryIt: (bad: unknown) => tryEvent(engine, given, bad) };
  });
}

const cases = [...everyField(engine3, battle3), ...everyField(engine4, battle4)];

describe.each(cases)('every field of event $name', ({ given, event, tryIt }) => {
  const fields = pathsIn((event as { data: unknown }).data).map((p) => ['data', ...p]);

  it('of a wrong type → schema/invalid at that field', () => {
    let tried = 0;
    for (const path of fields) {
      const bad = changeAt(event, path, wrongType(getAt(event, path)));
      const out = tryIt(bad);
      expect(out, `field ${path.join('.')}`).not.toBe('accepted');
      if (out === 'accepted') continue;
      expect(out.map((v) => v.code)).toEqual(out.map(() => 'schema/invalid'));
      expect(
        out.map((v) => v.path),
        `field ${path.join('.')}`,
      ).toContainEqual(path);
      for (const v of out) expect(v.eventIndex).toBe(given.length);
      tried++;
    }
    expect(tried).toBe(fields.length);
  });

  it('missing → schema/invalid at that field when it is required; otherwise judged by the rules', () => {
    for (const path of fields.filter((p) => p.length > 1)) {
      const out = tryIt(changeAt(event, path, deleteIt));
      if (out === 'accepted') continue;
      const schema = out.filter((v) => v.code === 'schema/invalid');
      // an array that lost an element can fail on its length instead; anything else names the missing field
      const field = typeof path[path.length - 1] === 'number' ? path.slice(0, -1) : path;
      for (const v of schema) expect(v.path, `missing ${path.join('.')}`).toEqual(field);
      for (const v of out) expect(v.eventIndex).toBe(given.length);
    }
  });

  it('unknown → refused; in a fixed-shape object, schema/invalid at the unknown field', () => {
    for (const path of fields.filter((p) => {
      const v = getAt(event, p);
      return v !== null && typeof v === 'object' && !Array.isArray(v);
    })) {
      const out = tryIt(changeAt(event, [...path, 'colour'], 'red'));
      expect(out, `extra field under ${path.join('.')}`).not.toBe('accepted');
      if (out === 'accepted') continue;
      for (const v of out.filter((x) => x.code === 'schema/invalid')) expect(v.path).toEqual([...path, 'colour']);
    }
  });
});

describe('required fields, named', () => {
  it.each([
    ['data', bobHeroPhase3, { type: 'TurnEnded' }, ['data']],
    ['the player of TurnEnded', bobHeroPhase3, { type: 'TurnEnded', data: {} }, ['data', 'player']],
    ['the tactic of a pick', bobHeroPhase3, { type: 'BattleTacticPicked', data: { player: 'bob' } }, ['data', 'tactic']],
    ['the count of ModelsSlain', bobHeroPhase3, { type: 'ModelsSlain', data: { unit: 'a1' } }, ['data', 'count']],
    ['the wounds of a unit', bobHeroPhase3, { type: 'UnitsAdded', data: { origin: 'summoned', units: [{ id: 's1', owner: 'bob', name: 'Summoned', models: 1 }] } }, ['data', 'units', 0, 'wounds']],
    ['the kind of a target', bobHeroPhase3, { type: 'BattleTacticPicked', data: { player: 'bob', tactic: 'slay-the-foe', target: { id: 'a1' } } }, ['data', 'target', 'kind']],
    ['the contests of a report', bobHeroPhase3, { type: 'ObjectiveContestReported', data: {} }, ['data', 'contests']],
  ] as const)('%s', (_name, given, event, path) => {
    expectRejected(engine3, given, event, { code: 'schema/invalid', path, allowed: /expected/, viaLog: false });
  });

  it('the messages name the expected type and where', () => {
    const r = expectRejected(engine3, bobHeroPhase3, { type: 'ModelsSlain', data: { unit: 'a1', count: 'two' } }, { code: 'schema/invalid', path: ['data', 'count'] });
    expect(r.violation.message).toBe('Invalid input: expected number, received string at data.count.');
  });
});
