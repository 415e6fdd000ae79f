import { describe, expect, it } from 'vitest';
import {
  selectBattleTactics,
  selectControl,
  selectControlledBy,
  selectDestroyed,
  selectEventCount,
  selectLedger,
  selectObjective,
  selectObjectives,
  selectPackState,
  selectPendingRoll,
  selectPlayer,
  selectPlayers,
  selectReports,
  selectRounds,
  selectScore,
  selectScoreboard,
  selectSetUp,
  selectStage,
  selectTable,
  selectTerrain,
  selectTurn,
  selectTurnSummaries,
  selectUnit,
  selectUnits,
  type BattleState,
} from 'battlepack-engine';
import { randomBattle } from 'battlepack-engine/sim';
import { contestsNow, zonesAtEndOf } from 'battlepack-engine/authoring';
import { galletEngine } from 'battlepack-engine/gallet';
import { battle3, bobHeroPhase3, engine3 } from '../support/core-fixtures.js';

// Selectors are the read contract (issue 23): each answer is checked against the facts of a known battle, and against
// the other selectors where they overlap (a score is the sum of the ledger, control agrees with the scoreboard…).

describe('selectors on a battle in its first hero phase', () => {
  const s = engine3.replayOrThrow(bobHeroPhase3);

  it('stage, set-up, turn and rounds', () => {
    expect(selectStage(s)).toBe('battle');
    expect(selectSetUp(s)).toEqual({ battlepack: { id: 'test-pack', version: '1.0.0' }, edition: 3, battleplan: 'skirmish', pointsLimit: 2000, deploymentFirst: 'bob' });
    expect(selectTurn(s)).toEqual({ round: 1, player: 'bob', turn: 1, phase: 'hero' });
    expect(selectRounds(s).map((r) => [r.round, r.first, r.second])).toEqual([[1, 'bob', 'ann']]);
    expect(selectEventCount(s)).toBe(bobHeroPhase3.length);
    expect(selectPendingRoll(s)).toBeNull();
  });

  it('players in set-up order, with their figures', () => {
    expect(selectPlayers(s).map((p) => [p.id, p.name, p.role, p.grandStrategy])).toEqual([
      ['ann', 'Ann', 'attacker', 'hold-the-centre'],
      ['bob', 'Bob', 'defender', null],
    ]);
    expect(selectScore(s)).toEqual({ ann: 0, bob: 0 });
  });

  it('one player by id, as selectPlayers lists it; an unknown or inherited id is null', () => {
    expect(selectPlayer(s, 'bob')).toEqual(selectPlayers(s)[1]);
    expect(selectPlayer(s, 'ann')?.name).toBe('Ann');
    expect(selectPlayer(s, 'bob')?.role).toBe('defender');
    expect(selectPlayer(s, 'carol')).toBeNull();
    expect(selectPlayer(s, 'constructor')).toBeNull();
    expect(selectPlayer(galletEngine.initialState(), 'p1')).toBeNull();
  });

  it('one objective by id, as selectObjectives lists it; an unknown or inherited id is null', () => {
    const all = selectObjectives(s);
    for (const o of all) expect(selectObjective(s, o.id)).toEqual(o);
    expect(selectObjective(s, 'no-such-objective')).toBeNull();
    expect(selectObjective(s, 'toString')).toBeNull();
  });

  it('units, filtered by owner and status; one unit by id; an unknown or inherited id is null', () => {
    const all = selectUnits(s);
    expect(all.length).toBeGreaterThan(0);
    const anns = selectUnits(s, { owner: 'ann' });
    expect(anns.length).toBeGreaterThan(0);
    expect(anns.every((u) => u.owner === 'ann')).toBe(true);
    expect(selectUnits(s, { status: 'destroyed' })).toEqual([]);
    expect(selectUnits(s, { status: ['battlefield', 'reserve'] })).toHaveLength(all.length);
    const first = all[0];
    if (first === undefined) throw new Error('no unit');
    expect(selectUnit(s, first.id)).toEqual(first);
    expect(selectUnit(s, 'no-such-unit')).toBeNull();
    expect(selectUnit(s, 'constructor')).toBeNull();
  });

  it('objectives and terrain as set up, nobody controlling anything yet', () => {
    expect(selectObjectives(s).length).toBeGreaterThan(0);
    expect(Object.values(selectControl(s)).every((c) => c === null)).toBe(true);
    expect(selectTerrain(s).map((t) => [t.id, t.name, t.controller])).toEqual([['tower', 'Tower', null]]);
  });
});

describe('selectors agree with each other over a whole battle', () => {
  const states: BattleState<unknown>[] = [engine3.replayOrThrow(battle3), randomBattle(galletEngine, { seed: 3 }).state];

  it.each(states.map((s, i) => [i, s] as const))('battle %i: score = ledger sums = scoreboard; control = scoreboard objectives', (_i, s) => {
    expect(selectStage(s)).toBe('ended');
    for (const p of selectPlayers(s)) {
      expect(selectScore(s)[p.id]).toBe(selectLedger(s, p.id).reduce((n, l) => n + l.amount, 0));
      const row = selectScoreboard(s).find((r) => r.player === p.id);
      expect(row?.vp).toBe(p.vp);
      expect([...selectControlledBy(s, p.id)].sort()).toEqual([...(row?.objectivesControlled ?? [])].sort());
      expect(selectBattleTactics(s, p.id).every((t) => t.player === p.id)).toBe(true);
    }
    const control = selectControl(s);
    for (const o of selectObjectives(s)) if (o.active) expect(control[o.id]).toBe(o.controller);
    for (const id of Object.keys(control)) expect(selectObjective(s, id)?.controller).toBe(control[id]);
    for (const [id, vp] of Object.entries(selectScore(s))) expect(selectPlayer(s, id)?.vp).toBe(vp);
    // every destroyed unit is destroyed, and every destroyed unit is in the record
    const destroyed = selectUnits(s, { status: 'destroyed' }).map((u) => u.id).sort();
    expect(selectDestroyed(s).map((d) => d.unit).sort()).toEqual(destroyed);
    expect(selectTurnSummaries(s).length).toBeGreaterThan(0);
    expect(selectTurn(s).player).toBeNull();
  });

  it('the pack state, reports and table are the state\'s own', () => {
    const g = randomBattle(galletEngine, { seed: 3 }).state;
    expect(selectPackState(g)).toBe(g.ext);
    // the board's shared, packed reports, unpacked: each objective's entries and moment, each unit's zones and moment
    const reports = selectReports(g);
    expect(Object.keys(reports.contests)).toEqual(Object.keys(g.board.contests));
    for (const id of Object.keys(g.board.contests)) {
      expect(reports.contests[id]).toEqual(contestsNow(g, id, g.board.contests[id]?.at ?? { round: -1, turn: -1 }) ?? []);
      expect(reports.reportedAt.contests[id]).toBe(g.board.contests[id]?.at);
    }
    // the zones reports in force, oldest first: each unit's zones from the newest report naming it
    const named = (r: (typeof g.board.zones)[number]): string[] => r.units.filter((_, i) => i % 3 === 0) as string[];
    expect(g.board.zones.length).toBeGreaterThan(0);
    expect(new Set(Object.keys(reports.zones))).toEqual(new Set(g.board.zones.flatMap(named)));
    for (const id of Object.keys(reports.zones)) {
      const newest = [...g.board.zones].reverse().find((r) => named(r).includes(id));
      expect(reports.reportedAt.zones[id]).toBe(newest?.at);
      expect(reports.zones[id]).toEqual(zonesAtEndOf(g, id, newest?.at ?? { round: -1, turn: -1 }));
    }
    expect(selectTable(g)).toBe(g.board.table);
  });
});
