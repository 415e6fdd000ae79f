import { describe, expect, it } from 'vitest';
import { createLog, parseLog, serializeLog } from '../../src/index.js';
import { bobHeroPhase3, engine3, setUp3 } from '../support/core-fixtures.js';
import { expectRejected } from '../support/expect-rejected.js';
import { selectReports } from '../../src/index.js';

// Bad input: NaN, negative, fractional or huge numbers where counts are expected.

const round1Played = [
  ...bobHeroPhase3,
  { type: 'TurnEnded', data: { player: 'bob' } },
  { type: 'TurnStarted', data: { player: 'ann' } },
  { type: 'TurnEnded', data: { player: 'ann' } },
];
const unit = (facts: Record<string, unknown>) => ({ type: 'UnitsAdded', data: { origin: 'summoned', units: [{ id: 's1', owner: 'bob', name: 'New', wounds: 1, models: 1, ...facts }] } });

// field, the events before, the event with the number put in, the field path, and whether 0 is allowed
const fields: readonly [string, readonly unknown[], (n: number) => unknown, (string | number)[], boolean][] = [
  ['ModelsSlain.count', bobHeroPhase3, (n) => ({ type: 'ModelsSlain', data: { unit: 'a1', count: n } }), ['data', 'count'], false],
  ['a unit’s models', bobHeroPhase3, (n) => unit({ models: n }), ['data', 'units', 0, 'models'], false],
  ['a unit’s wounds', bobHeroPhase3, (n) => unit({ wounds: n }), ['data', 'units', 0, 'wounds'], false],
  ['a unit’s points', bobHeroPhase3, (n) => unit({ points: n }), ['data', 'units', 0, 'points'], true],
  ['a unit’s reinforcements', bobHeroPhase3, (n) => unit({ reinforced: n }), ['data', 'units', 0, 'reinforced'], true],
  ['a unit’s control', bobHeroPhase3, (n) => unit({ control: n }), ['data', 'units', 0, 'control'], true],
  ['the points limit', [], (n) => ({ type: 'BattleSetUp', data: { ...setUp3.data, pointsLimit: n } }), ['data', 'pointsLimit'], false],
  ['command points gained', bobHeroPhase3, (n) => ({ type: 'CommandPointsGained', data: { player: 'bob', amount: n } }), ['data', 'amount'], false],
  ['command points spent', bobHeroPhase3, (n) => ({ type: 'CommandPointsSpent', data: { player: 'bob', amount: n } }), ['data', 'amount'], false],
  ['the battle round', round1Played, (n) => ({ type: 'PriorityDetermined', data: { round: n, rolls: { ann: 1, bob: 2 }, firstTurn: 'ann' } }), ['data', 'round'], false],
  ['a priority roll', round1Played, (n) => ({ type: 'PriorityDetermined', data: { round: 2, rolls: { ann: n, bob: 2 }, firstTurn: 'ann' } }), ['data', 'rolls', 'ann'], false],
  ['a dice value', bobHeroPhase3, (n) => ({ type: 'DiceRolled', data: { rule: 'rally', values: [n] } }), ['data', 'values', 0], false],
  ['contesting models', bobHeroPhase3, (n) => ({ type: 'ObjectiveContestReported', data: { contests: [{ unit: 'a1', objective: 'west', models: n }] } }), ['data', 'contests', 0, 'models'], true],
  ['a control score', bobHeroPhase3, (n) => ({ type: 'ObjectiveContestReported', data: { contests: [{ unit: 'a1', objective: 'west', models: 1, controlScore: n }] } }), ['data', 'contests', 0, 'controlScore'], true],
];

const badNumbers: readonly [string, number][] = [
  ['NaN', Number.NaN],
  ['negative', -1],
  ['fractional', 1.5],
  ['Infinity', Number.POSITIVE_INFINITY],
  ['-Infinity', Number.NEGATIVE_INFINITY],
  ['huge', 1e21],
  ['beyond safe integers', 2 ** 53 + 2],
  ['a million', 1_000_000],
];

describe.each(fields)('%s', (_name, given, make, path, zeroAllowed) => {
  it.each(badNumbers)('%s → schema/invalid at the field, state untouched', (_label, n) => {
    expectRejected(engine3, given, make(n), { code: 'schema/invalid', path, viaLog: false });
  });

  it(zeroAllowed ? '0 is allowed' : '0 → schema/invalid', () => {
    const s = engine3.replayOrThrow(given);
    const violations = engine3.check(s, make(0) as never);
    if (zeroAllowed) expect(violations.filter((v) => v.code === 'schema/invalid')).toEqual([]);
    else expect(violations[0]).toMatchObject({ code: 'schema/invalid', path });
  });

  it('the message says the bound', () => {
    const s = engine3.replayOrThrow(given);
    const [v] = engine3.check(s, make(1e21) as never);
    expect(v?.message).toMatch(/Too big: expected (number|int) to be <=?\s?\d+|expected int, received number/);
  });
});

describe('an objective position (inches, fractions allowed)', () => {
  const setUp = (x: number) => ({ type: 'BattleSetUp', data: { ...setUp3.data, objectives: [{ id: 'o1', position: { x, y: 10 } }] } });
  it.each(badNumbers.filter(([label]) => label !== 'fractional'))('%s → schema/invalid at the field', (_label, n) => {
    expectRejected(engine3, [], setUp(n), { code: 'schema/invalid', path: ['data', 'objectives', 0, 'position', 'x'], viaLog: false });
  });
  it('a fraction of an inch is accepted', () => {
    expect(engine3.can(engine3.initialState(), setUp(12.5) as never)).toBe(true);
  });
});

describe('numbers in a log file', () => {
  it('1e400 in the text reads as Infinity and is refused at its event and field', () => {
    const text = serializeLog(createLog(engine3.pack, [...bobHeroPhase3, { type: 'ModelsSlain', data: { unit: 'a1', count: 1 } }])).replace('"count": 1', '"count": 1e400');
    const log = parseLog(text);
    expect(log.ok).toBe(true);
    if (!log.ok) return;
    const r = engine3.replay(log.value.events);
    expect(!r.ok && r.violations[0]).toMatchObject({ code: 'schema/invalid', path: ['data', 'count'], eventIndex: bobHeroPhase3.length });
  });

  it('-0 where 0 is allowed is stored as 0, so the state survives a JSON round-trip', () => {
    const s = engine3.replayOrThrow(bobHeroPhase3);
    const next = engine3.applyOrThrow(s, { type: 'ObjectiveContestReported', data: { contests: [{ unit: 'a1', objective: 'west', models: -0 }] } });
    expect(Object.is(selectReports(next).contests['west']?.[0]?.models, 0)).toBe(true);
    const withUnit = engine3.applyOrThrow(s, unit({ points: -0, control: -0, reinforced: -0 }) as never);
    expect(JSON.parse(JSON.stringify(withUnit))).toStrictEqual(withUnit);
  });
});
