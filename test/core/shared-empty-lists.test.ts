import { describe, expect, it } from 'vitest';
import { createEngine, selectUnits, type BattleState } from '../../src/index.js';
import { testPack } from '../support/test-pack.js';
import { deployed3, type Ev3 } from '../support/core-fixtures.js';

// The units of one `UnitsAdded` share one empty list for their empty effects, tags and derived keywords (a kept state
// holds one list, not three a unit). A keyword granted to one of them must reach that unit alone, on every path.
const engine = createEngine({ ...testPack, hooks: { ...testPack.hooks, onBattleStart: () => [{ kind: 'unit-keyword' as const, unit: 'b1', keyword: 'BLESSED' }] } });

describe('units added together share their empty lists, and a granted keyword stays with its unit', () => {
  const events = deployed3 as readonly Ev3[];
  const keywordsOf = (s: BattleState<unknown>) => Object.fromEntries(selectUnits(s).map((u) => [u.id, u.keywords]));

  it('apply, replay and the trusted path agree, and only b1 has the keyword', () => {
    let s = engine.initialState();
    for (const e of events) s = engine.applyOrThrow(s, e);
    const trusted = engine.trusted.replay(events);
    expect(s).toStrictEqual(engine.replayOrThrow(events));
    expect(JSON.parse(JSON.stringify(trusted))).toEqual(JSON.parse(JSON.stringify(s)));
    for (const st of [s, trusted]) {
      const kw = keywordsOf(st);
      expect(kw['b1']).toContain('BLESSED');
      expect(kw['b2']).not.toContain('BLESSED');
      expect(kw['a1']).not.toContain('BLESSED');
    }
  });
});
