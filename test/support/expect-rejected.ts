/**
 * One assertion for every refused event: no exception escapes, the violation has the expected code, field path and
 * event index, the input state is the same object and unchanged, the event itself is unchanged, `check`/`can` agree,
 * and a replay of the same events stops at the bad one with the good part kept.
 */
import { expect } from 'vitest';
import { createLog, parseLog, replayLog, serializeLog, type BattleState, type Engine, type RuleViolation } from '../../src/index.js';
import { isDeepFrozen, type AnyEventSchema, type PackEventDef } from '../../src/authoring.js';

/** What a refused event must produce. */
export interface Expected {
  readonly code: string;
  readonly path: ReadonlyArray<string | number>;
  /** A fragment of the message that says what is allowed. */
  readonly allowed?: RegExp;
  /** Also send the bad event through a serialized log and `replayLog` (needs a JSON-safe event). Default true. */
  readonly viaLog?: boolean;
}

/** What {@link expectRejected} found, for further checks. */
export interface Rejection<X> {
  readonly violation: RuleViolation;
  readonly violations: readonly RuleViolation[];
  readonly state: BattleState<X>;
}

/** Replays `given`, sends `event`, and checks it is refused cleanly as `expected`. */
export function expectRejected<X, E extends readonly PackEventDef<X, AnyEventSchema>[]>(
  engine: Engine<X, E>,
  given: readonly unknown[],
  event: unknown,
  expected: Expected,
): Rejection<X> {
  const state = engine.replayOrThrow(given);
  const before = structuredClone(state);
  const eventBefore = structuredClone(event);
  const sent = event as never; // a hostile event: any value at all

  let result: ReturnType<typeof engine.apply> | undefined;
  expect(() => {
    result = engine.apply(state, sent);
  }).not.toThrow();
  if (result === undefined || result.ok) throw new Error(`expected ${expected.code}, but the event was accepted`);
  const violations = result.violations;
  expect(violations.length).toBeGreaterThan(0);
  expect('state' in result).toBe(false);
  const v = violations.find((x) => x.code === expected.code);
  expect(v, `codes returned: ${violations.map((x) => x.code).join(', ')}`).toBeDefined();
  if (v === undefined) throw new Error('unreachable');
  expect(v.path).toEqual(expected.path);
  expect(v.eventIndex).toBe(given.length);
  expect(typeof v.message).toBe('string');
  if (expected.allowed !== undefined) expect(v.message).toMatch(expected.allowed);
  for (const x of violations) expect(x.eventIndex).toBe(given.length);

  // the input state is untouched: still frozen, deep-equal to the snapshot taken before
  expect(isDeepFrozen(state)).toBe(true);
  expect(state).toStrictEqual(before);
  expect(event).toStrictEqual(eventBefore);

  // asking gives the same answer as acting
  expect(engine.check(state, sent)).toEqual(violations);
  expect(engine.can(state, sent)).toBe(false);

  // a replay stops at the bad event, keeps everything before it, and reports the same violations
  const replayed = engine.replay([...given, event]);
  expect(replayed.ok).toBe(false);
  expect(replayed.applied).toBe(given.length);
  expect(replayed.state).toStrictEqual(state);
  if (!replayed.ok) expect(replayed.violations).toEqual(violations);

  if (expected.viaLog !== false) {
    const text = serializeLog(createLog(engine.pack, [...given, event] as { type: string; data: unknown }[]));
    const parsed = parseLog(text);
    expect(parsed.ok).toBe(true);
    if (parsed.ok) {
      const fromLog = replayLog(engine, parsed.value);
      expect(fromLog.ok).toBe(false);
      expect(fromLog.applied).toBe(given.length);
      if (!fromLog.ok) expect(fromLog.violations.find((x) => x.code === expected.code)?.eventIndex).toBe(given.length);
    }
  }
  return { violation: v, violations, state };
}
