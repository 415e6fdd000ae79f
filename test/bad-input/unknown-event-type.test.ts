import { describe, expect, it } from 'vitest';
import { createLog, parseLogOrThrow, replayLog } from '../../src/index.js';
import { bobHeroPhase3, engine3 } from '../support/core-fixtures.js';
import { expectRejected } from '../support/expect-rejected.js';

// Bad input: an event type the engine does not know (core or pack).

describe('an unknown event type', () => {
  it.each([
    ['an invented name', 'UnitTeleported'],
    ['another case', 'battleSetUp'],
    ['a present-tense name', 'PickBattleTactic'],
    ['an empty string', ''],
    ['__proto__', '__proto__'],
    ['constructor', 'constructor'],
    ['toString', 'toString'],
    ['a pack event of another pack', 'ProvingGroundPicked'],
  ])('%s → event/unknown-type at "type", listing the known types', (_name, type) => {
    const r = expectRejected(engine3, bobHeroPhase3, { type, data: {} }, { code: 'event/unknown-type', path: ['type'], allowed: /the known types are BattleSetUp, UnitsAdded, .*BeaconLit/ });
    expect(r.violations).toHaveLength(1);
  });

  it.each([
    ['missing', { data: {} }],
    ['a number', { type: 3, data: {} }],
    ['null', { type: null, data: {} }],
    ['an object', { type: { name: 'TurnEnded' }, data: {} }],
    ['a BigInt', { type: 10n, data: {} }],
    ['an object that contains itself', (() => {
      const type: Record<string, unknown> = {};
      type['self'] = type;
      return { type, data: {} };
    })()],
  ])('a type that is %s → event/unknown-type', (_name, event) => {
    expectRejected(engine3, bobHeroPhase3, event, { code: 'event/unknown-type', path: ['type'], viaLog: false });
  });

  it('inside a log, the replay stops at that event with its index, and keeps the ones before', () => {
    const events = [...bobHeroPhase3, { type: 'Teleported', data: {} }, { type: 'TurnEnded', data: { player: 'bob' } }];
    const r = replayLog(engine3, parseLogOrThrow(createLog(engine3.pack, events)));
    expect(r.ok).toBe(false);
    expect(r.applied).toBe(bobHeroPhase3.length);
    expect(!r.ok && r.violations[0]).toMatchObject({ code: 'event/unknown-type', eventIndex: bobHeroPhase3.length, path: ['type'] });
    expect(r.state).toStrictEqual(engine3.replayOrThrow(bobHeroPhase3));
  });
});
