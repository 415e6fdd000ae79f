import { selectLedger } from 'battlepack-engine';
import { describe, expect, it } from 'vitest';
import { BattleError, createEngine, type BattleState, type PackIds } from '../../src/index.js';
import { battleplanFromData, describeVpLine, parseBattleplanData, type BattleplanData, type VpLineData } from '../../src/authoring.js';
import { testPack, type TestExt } from '../support/test-pack.js';

// the core test pack (3rd edition: control by contesting models), with a data battleplan in place of its own
const base = {
  id: 'data-plan',
  name: 'Data plan',
  summary: 'A battleplan made of data for tests.',
  source: { document: 'test', section: 'battleplan data' },
  territories: 'halves',
  objectives: [
    { id: 'home-a', placement: 'attacker-territory', roles: ['home'] },
    { id: 'centre', placement: 'centre', roles: ['centre', 'prize'] },
    { id: 'home-d', placement: 'defender-territory', roles: ['home'], owner: 'defender' },
  ],
  length: { kind: 'fixed', rounds: 2 },
} as const satisfies Omit<BattleplanData, 'scoring'>;

type Facts = Parameters<typeof battleplanFromData<TestExt>>[1];

function engineWith(lines: VpLineData[], extra: Partial<BattleplanData> = {}, options: Facts = {}) {
  const plan = battleplanFromData<TestExt>({ ...base, scoring: { lines }, ...extra }, options);
  return createEngine<TestExt, typeof testPack.events, PackIds>({ ...testPack, battleplans: { [plan.id]: plan } });
}

type Step = { type: string; data: unknown };
const setUp: Step[] = [
  {
    type: 'BattleSetUp',
    data: { battlepack: { id: 'test-pack', version: '1.0.0' }, battleplan: 'data-plan', pointsLimit: 1000, players: [{ id: 'ann', role: 'attacker' }, { id: 'bob', role: 'defender' }] },
  },
  {
    type: 'UnitsAdded',
    data: {
      origin: 'roster',
      units: [
        { id: 'a1', owner: 'ann', name: 'A1', wounds: 1, models: 10 },
        { id: 'a2', owner: 'ann', name: 'A2', wounds: 1, models: 10 },
        { id: 'b1', owner: 'bob', name: 'B1', wounds: 1, models: 10, keywords: ['MONSTER'] },
        { id: 'b2', owner: 'bob', name: 'B2', wounds: 1, models: 10 },
        { id: 'b3', owner: 'bob', name: 'B3', wounds: 1, models: 10 },
      ],
    },
  },
  { type: 'DeploymentFinished', data: { firstFinished: 'ann' } },
  { type: 'PriorityDetermined', data: { round: 1, firstTurn: 'ann' } },
  { type: 'TurnStarted', data: { player: 'ann' } },
];
const hold = (...c: [string, string][]): Step => ({ type: 'ObjectiveContestReported', data: { contests: c.map(([unit, objective]) => ({ unit, objective, models: 5 })) } });
const endAnn: Step = { type: 'TurnEnded', data: { player: 'ann' } };

/** Ann's first turn with `steps` before its end; returns the ledger lines of the turn. */
function annTurn(engine: ReturnType<typeof engineWith>, ...steps: Step[]): BattleState<TestExt> {
  return engine.replayOrThrow([...setUp, ...steps, endAnn]);
}
const scored = (s: BattleState<TestExt>, player = 'ann') => selectLedger(s).filter((l) => l.player === player).map((l) => [l.source, l.amount]);

describe('battleplans as data: VP lines', () => {
  it('hold-at-least: scores at N objectives, not below', () => {
    const e = engineWith([{ kind: 'hold-at-least', id: 'two', count: 2, amount: 1 }]);
    expect(scored(annTurn(e, hold(['a1', 'centre'], ['a2', 'home-a'])))).toEqual([['data-plan/scoring/two', 1]]);
    expect(scored(annTurn(e, hold(['a1', 'centre'])))).toEqual([]);
  });

  it('hold-all: every selected objective, and there must be one', () => {
    const e = engineWith([{ kind: 'hold-all', id: 'homes', of: { role: 'home' }, amount: 2 }]);
    expect(scored(annTurn(e, hold(['a1', 'home-a'], ['a2', 'home-d'])))).toEqual([['data-plan/scoring/homes', 2]]);
    expect(scored(annTurn(e, hold(['a1', 'home-a'])))).toEqual([]);
    const none = engineWith([{ kind: 'hold-all', id: 'none', of: { role: 'nothing' }, amount: 2 }]);
    expect(scored(annTurn(none, hold(['a1', 'home-a'])))).toEqual([]);
  });

  it('hold-more-than-opponent: strictly more', () => {
    const e = engineWith([{ kind: 'hold-more-than-opponent', id: 'more', amount: 1 }]);
    expect(scored(annTurn(e, hold(['a1', 'centre'])))).toEqual([['data-plan/scoring/more', 1]]);
    expect(scored(annTurn(e, hold(['a1', 'centre'], ['b1', 'home-d'])))).toEqual([]);
  });

  it('hold: a named objective or a role', () => {
    const named = engineWith([{ kind: 'hold', id: 'prize', of: { objective: 'centre' }, amount: 3 }]);
    expect(scored(annTurn(named, hold(['a1', 'centre'])))).toEqual([['data-plan/scoring/prize', 3]]);
    expect(scored(annTurn(named, hold(['a1', 'home-a'])))).toEqual([]);
    const role = engineWith([{ kind: 'hold', id: 'prize', of: { role: 'prize' }, amount: 3 }]);
    expect(scored(annTurn(role, hold(['a1', 'centre'])))).toEqual([['data-plan/scoring/prize', 3]]);
  });

  it('hold-each: per objective held', () => {
    const e = engineWith([{ kind: 'hold-each', id: 'each', amount: 2 }]);
    expect(scored(annTurn(e, hold(['a1', 'centre'], ['a2', 'home-d'])))).toEqual([['data-plan/scoring/each', 4]]);
    expect(scored(annTurn(e))).toEqual([]);
  });

  it('placement relative to the scoring player, and ownership', () => {
    const enemy = engineWith([{ kind: 'hold', id: 'raid', of: { placement: 'enemy-territory' }, amount: 4 }]);
    expect(scored(annTurn(enemy, hold(['a1', 'home-d'])))).toEqual([['data-plan/scoring/raid', 4]]);
    expect(scored(annTurn(enemy, hold(['a1', 'home-a'])))).toEqual([]);
    const own = engineWith([{ kind: 'hold', id: 'home', of: { placement: 'own-territory' }, amount: 1 }]);
    expect(scored(annTurn(own, hold(['a1', 'home-a'])))).toEqual([['data-plan/scoring/home', 1]]);
    const theirs = engineWith([{ kind: 'hold', id: 'theirs', of: { owner: 'opponent' }, amount: 1 }]);
    expect(scored(annTurn(theirs, hold(['a1', 'home-d'])))).toEqual([['data-plan/scoring/theirs', 1]]);
    expect(scored(annTurn(theirs, hold(['a1', 'centre'])))).toEqual([]);
  });

  it('enemy-units-destroyed: per enemy unit destroyed this turn, by keyword, up to a maximum', () => {
    const kill = (u: string): Step => ({ type: 'UnitDestroyed', data: { unit: u, by: { unit: 'a1' } } });
    const e = engineWith([{ kind: 'enemy-units-destroyed', id: 'slay', amount: 1, max: 2 }]);
    expect(scored(annTurn(e, kill('b1'), kill('b2'), kill('b3')))).toEqual([['data-plan/scoring/slay', 2]]);
    expect(scored(annTurn(e))).toEqual([]);
    const monsters = engineWith([{ kind: 'enemy-units-destroyed', id: 'monsters', keyword: 'monster', amount: 2 }]);
    expect(scored(annTurn(monsters, kill('b1'), kill('b2')))).toEqual([['data-plan/scoring/monsters', 2]]);
    // a friendly unit destroyed is not an enemy unit
    expect(scored(annTurn(e, { type: 'UnitDestroyed', data: { unit: 'a2' } }))).toEqual([]);
  });

  it('fact lines use the numbers the pack supplies', () => {
    const facts = { facts: { beacons: (s: BattleState<TestExt>) => s.ext.beacons.length } };
    const per = engineWith([{ kind: 'fact', id: 'lit', fact: 'beacons', per: true, amount: 1 }], {}, facts);
    const once = engineWith([{ kind: 'fact', id: 'lit', fact: 'beacons', atLeast: 2, amount: 3 }], {}, facts);
    const lit = (o: string): Step => ({ type: 'BeaconLit', data: { player: 'ann', objective: o } });
    expect(scored(annTurn(per, lit('centre'), lit('home-a')))).toEqual([['data-plan/scoring/lit', 2]]);
    expect(scored(annTurn(once, lit('centre'), lit('home-a')))).toEqual([['data-plan/scoring/lit', 3]]);
    expect(scored(annTurn(once, lit('centre')))).toEqual([]);
    expect(() => engineWith([{ kind: 'fact', id: 'lit', fact: 'beacons', amount: 1 }])).toThrow(BattleError);
  });

  it('rounds limit a line; a custom source and reason replace the defaults', () => {
    const later = engineWith([{ kind: 'hold-at-least', id: 'late', count: 1, amount: 1, rounds: { from: 2 } }]);
    expect(scored(annTurn(later, hold(['a1', 'centre'])))).toEqual([]);
    const named = engineWith([{ kind: 'hold-at-least', id: 'one', count: 1, amount: 1, source: 'my-pack/scoring/hold-one', reason: 'held one' }]);
    const s = annTurn(named, hold(['a1', 'centre']));
    expect(selectLedger(s)[0]).toMatchObject({ source: 'my-pack/scoring/hold-one', reason: 'held one' });
  });

  it('the active player scores by default; both players when the plan says so', () => {
    const lines: VpLineData[] = [{ kind: 'hold-at-least', id: 'one', count: 1, amount: 1 }];
    expect(scored(annTurn(engineWith(lines), hold(['a1', 'centre'], ['b1', 'home-d'])), 'bob')).toEqual([]);
    expect(scored(annTurn(engineWith(lines, { scoring: { scorer: 'both-players', lines } }), hold(['a1', 'centre'], ['b1', 'home-d'])), 'bob')).toEqual([['data-plan/scoring/one', 1]]);
  });
});

describe('battleplans as data: the plan', () => {
  it('sets role markers on its objectives at set-up', () => {
    const s = annTurn(engineWith([]));
    expect(s.board.objectives['centre']?.markers).toMatchObject({ 'role:centre': true, 'role:prize': true });
  });

  it('a most-VP victory rule with tie-breaks replaces the pack’s result', () => {
    const lines: VpLineData[] = [];
    const e = engineWith(lines, { victory: { kind: 'most-vp', tiebreaks: [{ kind: 'battle-tactics-completed' }] } });
    const s = e.replayOrThrow([
      ...setUp.slice(0, 4),
      { type: 'TurnStarted', data: { player: 'ann' } },
      { type: 'PhaseStarted', data: { phase: 'hero' } },
      { type: 'BattleTacticPicked', data: { player: 'ann', tactic: 'hold-fast' } },
      { type: 'BattleTacticCompleted', data: { player: 'ann', tactic: 'hold-fast' } },
      endAnn,
      { type: 'TurnStarted', data: { player: 'bob' } },
      { type: 'PhaseStarted', data: { phase: 'hero' } },
      { type: 'BattleTacticPicked', data: { player: 'bob', tactic: 'hold-fast' } },
      { type: 'BattleTacticCompleted', data: { player: 'bob', tactic: 'hold-fast' } },
      { type: 'TurnEnded', data: { player: 'bob' } },
      { type: 'BattleEnded', data: { reason: 'agreement' } },
    ]);
    expect(s.clock.result).toMatchObject({ kind: 'draw', source: 'data-plan/victory' });
    const t = e.replayOrThrow([
      ...setUp.slice(0, 4),
      { type: 'TurnStarted', data: { player: 'ann' } },
      { type: 'PhaseStarted', data: { phase: 'hero' } },
      { type: 'BattleTacticPicked', data: { player: 'ann', tactic: 'hold-fast' } },
      { type: 'BattleTacticCompleted', data: { player: 'ann', tactic: 'hold-fast' } },
      endAnn,
      { type: 'TurnStarted', data: { player: 'bob' } },
      { type: 'PhaseStarted', data: { phase: 'hero' } },
      { type: 'BattleTacticPicked', data: { player: 'bob', tactic: 'slay-the-foe', target: { kind: 'unit', id: 'a1' } } },
      { type: 'TurnEnded', data: { player: 'bob' } },
      { type: 'BattleEnded', data: { reason: 'agreement' } },
    ]);
    // ann has 2 VP from her tactic, bob none: major
    expect(t.clock.result).toMatchObject({ kind: 'major', winner: 'ann', source: 'data-plan/victory' });
  });

  it('without a victory rule the pack decides', () => {
    const s = engineWith([{ kind: 'hold-at-least', id: 'one', count: 1, amount: 1 }]).replayOrThrow([...setUp, hold(['a1', 'centre']), endAnn, { type: 'BattleEnded', data: { reason: 'agreement' } }]);
    expect(s.clock.result).toMatchObject({ kind: 'major', winner: 'ann', source: 'core/result' });
  });

  it('its battle length replaces the pack’s', () => {
    const e = engineWith([], { length: { kind: 'fixed', rounds: 1 } });
    const s = e.replayOrThrow([...setUp, endAnn, { type: 'TurnStarted', data: { player: 'bob' } }, { type: 'TurnEnded', data: { player: 'bob' } }]);
    expect(s.clock.stage).toBe('ended');
    expect(engineWith([]).replayOrThrow([...setUp, endAnn, { type: 'TurnStarted', data: { player: 'bob' } }, { type: 'TurnEnded', data: { player: 'bob' } }]).clock.stage).toBe('battle');
  });

  it('computes the most VP per turn when the data does not give it', () => {
    const plan = battleplanFromData({ ...base, scoring: { lines: [{ kind: 'hold-at-least', id: 'one', count: 1, amount: 1 }, { kind: 'hold-each', id: 'each', amount: 2 }] } });
    expect(plan.maxVp).toEqual({ perTurn: 1 + 2 * 3, perBattle: (1 + 2 * 3) * 2 });
  });

  it('is plain JSON: it parses from text and round-trips', () => {
    const data: BattleplanData = { ...base, scoring: { lines: [{ kind: 'hold', id: 'prize', of: { role: 'prize' }, amount: 3 }] } };
    const r = parseBattleplanData(JSON.stringify(data));
    expect(r.ok).toBe(true);
    if (r.ok) expect(JSON.parse(JSON.stringify(r.value))).toEqual(r.value);
  });

  it('reports invalid data as violations', () => {
    const bad = (x: unknown) => {
      const r = parseBattleplanData(x);
      return r.ok ? [] : r.violations.map((v) => v.code);
    };
    expect(bad('{ not json')).toEqual(['battleplan-data/invalid']);
    expect(bad({ ...base, scoring: { lines: [{ kind: 'hold-at-least', id: 'x', amount: 1 }] } })).toEqual(['battleplan-data/invalid']);
    const twice = { kind: 'hold-each', id: 'x', amount: 1 } as const;
    expect(bad({ ...base, scoring: { lines: [twice, twice] } })).toEqual(['battleplan-data/duplicate-id']);
    expect(bad({ ...base, scoring: { lines: [{ kind: 'hold', id: 'x', amount: 1, of: { objective: 'nowhere' } }] } })).toEqual(['battleplan-data/unknown-objective']);
  });

  it('describes its lines in words', () => {
    expect(describeVpLine({ kind: 'hold-at-least', id: 'one', count: 1, amount: 1 })).toBe('1 VP for holding at least 1 objectives');
    expect(describeVpLine({ kind: 'hold', id: 'p', of: { role: 'spring' }, amount: 1 })).toBe('1 VP for holding a spring objective');
    expect(describeVpLine({ kind: 'enemy-units-destroyed', id: 'k', amount: 1, max: 2 })).toBe('1 VP for each enemy unit destroyed this turn (at most 2)');
  });
});
