import { describe, expect, it } from 'vitest';
import { createEngine, selectBattleTactics, selectDestroyed, selectLedger, selectRounds, selectTurnSummaries, type BattleState, type HistoryList } from 'battlepack-engine';
import { gallet, galletEngine } from 'battlepack-engine/gallet';
import { galletRandomOptions, randomBattle } from 'battlepack-engine/sim';
import { engine3, round1Begun3, type Ev3 } from '../support/core-fixtures.js';

// The histories (ledger, destroyed units, battle tactics, turn summaries, rounds) are chunked lists: one list whose first
// item holds the earlier entries in full chunks of 8, shared by every later state, then the 7 or fewer newest entries.
// An append copies that short list, never the whole history; the selectors read them as plain lists.

type Line = ReturnType<typeof selectLedger>[number];
const earlier = (l: HistoryList<Line>): readonly (readonly Line[])[] => l[0];
const newest = (l: HistoryList<Line>): readonly Line[] => l.slice(1) as Line[];

type G = BattleState<unknown>;
const { events } = randomBattle(galletEngine, { ...galletRandomOptions, seed: 11, battleplan: 'wont-back-down' });

function states(): G[] {
  const out: G[] = [galletEngine.initialState()];
  for (const e of events) {
    const r = galletEngine.apply(out[out.length - 1] as never, e as never);
    if (!r.ok) throw new Error(JSON.stringify(r.violations));
    out.push(r.state as G);
  }
  return out;
}

describe('history lists', () => {
  const all = states();
  const last = all[all.length - 1] as G;

  it('hold full chunks of 8 and a tail of fewer, and the selectors read them in order', () => {
    const l = last.history.ledger;
    expect(earlier(l).length).toBeGreaterThan(0);
    expect(earlier(l).every((c) => c.length === 8)).toBe(true);
    expect(newest(l).length).toBeLessThan(8);
    expect(selectLedger(last)).toEqual([...earlier(l).flat(), ...newest(l)]);
    // the trusted replay folds the same lists in place on its draft
    const trusted = galletEngine.replayOrThrow(events as never) as G;
    expect(trusted.history).toStrictEqual(last.history);
    expect(selectBattleTactics(trusted)).toEqual(selectBattleTactics(last));
    expect(selectDestroyed(trusted)).toEqual(selectDestroyed(last));
    expect(selectTurnSummaries(trusted)).toEqual(selectTurnSummaries(last));
    expect(selectRounds(trusted)).toEqual(selectRounds(last));
  });

  it('an append shares every full chunk of the state before (nothing but the tail is copied)', () => {
    let appends = 0;
    for (let i = 1; i < all.length; i++) {
      const a = (all[i - 1] as G).history.ledger;
      const b = (all[i] as G).history.ledger;
      if (b === a) continue;
      if (earlier(a).length > 0) appends++;
      for (let k = 0; k < earlier(a).length; k++) expect(earlier(b)[k]).toBe(earlier(a)[k]);
      // the entries already there are the same objects
      const items = [...earlier(b).flat(), ...newest(b)];
      for (let k = 0; k < newest(a).length; k++) expect(items[earlier(a).length * 8 + k]).toBe(newest(a)[k]);
    }
    // appends after the first chunk filled, each of which shared it
    expect(appends).toBeGreaterThan(0);
  });

  it('states handed out are deeply frozen, lists and chunks included', () => {
    const l = last.history.ledger;
    expect(Object.isFrozen(l) && Object.isFrozen(l[0]) && l[0].every(Object.isFrozen)).toBe(true);
  });

  it('with freeze: false the states are equal in value and no earlier state changes', () => {
    const open = createEngine(gallet, { freeze: false });
    let st = open.initialState() as G;
    const seen: [G, string][] = [];
    for (const e of events) {
      seen.push([st, JSON.stringify(st.history)]);
      const r = open.apply(st as never, e as never);
      expect(r.ok).toBe(true);
      if (r.ok) st = r.state as G;
    }
    expect(JSON.stringify(st)).toBe(JSON.stringify(last));
    for (const [x, json] of seen) expect(JSON.stringify(x.history)).toBe(json);
  });
});

describe('a restored state with its histories', () => {
  const next: Ev3 = { type: 'TurnStarted', data: { player: 'bob' } };
  const good = (): Record<string, Record<string, unknown>> => JSON.parse(JSON.stringify(engine3.replayOrThrow(round1Begun3))) as Record<string, Record<string, unknown>>;

  it('is read when its lists are chunked lists', () => {
    const r = engine3.apply(good() as never, next);
    expect(r.ok).toBe(true);
    if (r.ok) expect(selectRounds(r.state)).toEqual(selectRounds(engine3.replayOrThrow(round1Begun3)));
  });

  it('is refused (state/invalid, at the list) when a list is not a list or its chunks are not of 8', () => {
    const plain = good();
    plain['history'] = { ...plain['history'], rounds: {} };
    const r = engine3.apply(plain as never, next);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.violations[0]).toMatchObject({ code: 'state/invalid', path: ['history', 'rounds'] });
    const short = good();
    const rounds = short['history']?.['rounds'] as HistoryList<unknown>;
    short['history'] = { ...short['history'], rounds: [[rounds.slice(1)]] };
    const s = engine3.apply(short as never, next);
    expect(s.ok).toBe(false);
    if (!s.ok) expect(s.violations[0]?.message).toMatch(/chunks of 8/);
  });

  it('saved by 0.1 (plain lists on a flat root) is read into chunked lists', () => {
    const s = engine3.replayOrThrow(round1Begun3);
    const { setup, clock, board, history, units, ...rest } = JSON.parse(JSON.stringify(s)) as Record<string, Record<string, unknown>>;
    void history;
    const flatUnits = Object.fromEntries(Object.entries(units as Record<string, { def: object }>).map(([id, { def, ...status }]) => [id, { ...def, ...status }]));
    const lists = { rounds: selectRounds(s), tactics: selectBattleTactics(s), destroyed: selectDestroyed(s), ledger: selectLedger(s), turnSummaries: selectTurnSummaries(s) };
    // 0.1 kept the zones reports in a record by unit id
    const old = JSON.parse(JSON.stringify({ ...setup, ...clock, ...board, zones: {}, ...lists, ...rest, units: flatUnits })) as unknown;
    const r = engine3.apply(old as never, next);
    const want = engine3.apply(s, next);
    expect(r.ok && want.ok).toBe(true);
    if (r.ok && want.ok) expect(r.state.history).toStrictEqual(want.state.history);
  });
});
