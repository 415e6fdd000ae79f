import { describe, expect, it } from 'vitest';
import { createEngine, selectScoringSheet, type ScoringSheet } from 'battlepack-engine';
import { testBattleEvents } from '../sheet/fixture.js';
import { testPack } from '../support/test-pack.js';
import { battle3, engine3 } from '../support/core-fixtures.js';

// The scoring sheet (selectScoringSheet) read field by field: a whole two-round battle, a battle under way, one ended
// by a concession, the attacker listed first whatever the set-up order, and the planned length of the battle.

const engine = createEngine(testPack);
const events = testBattleEvents();
const sheetAfter = (n: number): ScoringSheet => selectScoringSheet(engine.replayOrThrow(events.slice(0, n)), testPack);
const noTurn = { turn: null, battleTactic: null, objectivesControlled: [], vp: 0 };

describe('selectScoringSheet', () => {
  it('a whole battle: every field of the sheet', () => {
    const sheet = sheetAfter(events.length);
    expect(sheet).toEqual({
      battlepack: { id: 'test-pack', name: 'Test Pack', version: '1.0.0' },
      battleplan: { id: 'skirmish', name: 'Skirmish' },
      pointsLimit: 1000,
      rounds: 2,
      roundsPlayed: 2,
      players: [
        {
          id: 'ann',
          name: 'Ann',
          role: 'attacker',
          faction: 'Stormcast Eternals',
          grandStrategy: { id: 'hold-the-centre', name: 'Hold the Centre' },
          grandStrategyCompleted: true,
          rounds: [
            { round: 1, turn: 1, battleTactic: { id: 'slay-the-foe', name: 'Slay the Foe', completed: true }, objectivesControlled: ['west', 'centre'], vp: 4 },
            { round: 2, turn: 2, battleTactic: { id: 'hold-fast', name: 'Hold Fast', completed: false }, objectivesControlled: ['west', 'centre'], vp: 2 },
          ],
          endOfBattleVp: 3,
          battleTacticsCompleted: 1,
          totalVp: 9,
        },
        {
          id: 'bob',
          name: 'Bob',
          role: 'defender',
          faction: 'Orruk Warclans',
          grandStrategy: { id: 'hold-the-centre', name: 'Hold the Centre' },
          grandStrategyCompleted: false,
          rounds: [
            { round: 1, turn: 2, battleTactic: { id: 'hold-fast', name: 'Hold Fast', completed: true }, objectivesControlled: ['east'], vp: 3 },
            { round: 2, turn: 1, battleTactic: { id: 'slay-the-foe', name: 'Slay the Foe', completed: false }, objectivesControlled: ['east'], vp: 1 },
          ],
          endOfBattleVp: 0,
          battleTacticsCompleted: 1,
          totalVp: 4,
        },
      ],
      result: { kind: 'major', winner: 'ann', reason: 'Ann has more victory points (9 to 4); the 2 battle rounds were played', source: 'core/result' },
      vpByTurn: [
        { round: 1, turn: 1, activePlayer: 'ann', vp: { ann: 4, bob: 0 }, cumulative: { ann: 4, bob: 0 } },
        { round: 1, turn: 2, activePlayer: 'bob', vp: { ann: 0, bob: 3 }, cumulative: { ann: 4, bob: 3 } },
        { round: 2, turn: 1, activePlayer: 'bob', vp: { ann: 0, bob: 1 }, cumulative: { ann: 4, bob: 4 } },
        { round: 2, turn: 2, activePlayer: 'ann', vp: { ann: 2, bob: 0 }, cumulative: { ann: 6, bob: 4 } },
        { round: 2, turn: 0, activePlayer: null, vp: { ann: 3, bob: 0 }, cumulative: { ann: 9, bob: 4 } },
      ],
    });
    // the per-round VP and the end-of-battle VP add up to the total
    for (const p of sheet.players) expect(p.rounds.reduce((n, r) => n + r.vp, p.endOfBattleVp)).toBe(p.totalVp);
  });

  it('a battle under way: a pick not judged yet, the second turn of the round begun, rounds to come with no turn', () => {
    // ann has picked Slay the Foe in her first turn
    const picked = sheetAfter(7);
    expect([picked.rounds, picked.roundsPlayed, picked.result, picked.vpByTurn.length]).toEqual([2, 1, null, 1]);
    expect(picked.players.map((p) => p.rounds)).toEqual([
      [{ round: 1, turn: 1, battleTactic: { id: 'slay-the-foe', name: 'Slay the Foe', completed: null }, objectivesControlled: [], vp: 0 }, { round: 2, ...noTurn }],
      // bob's turn of round 1 is known (he goes second) before he takes it
      [{ round: 1, ...noTurn, turn: 2 }, { round: 2, ...noTurn }],
    ]);
    expect(picked.players.map((p) => [p.grandStrategyCompleted, p.battleTacticsCompleted, p.endOfBattleVp, p.totalVp])).toEqual([
      [null, 0, 0, 0],
      [null, 0, 0, 0],
    ]);
    // bob's turn started: ann's is scored
    const second = sheetAfter(11);
    expect(second.players.map((p) => p.rounds[0])).toEqual([
      { round: 1, turn: 1, battleTactic: { id: 'slay-the-foe', name: 'Slay the Foe', completed: true }, objectivesControlled: ['west', 'centre'], vp: 4 },
      { round: 1, ...noTurn, turn: 2 },
    ]);
  });

  it('each round its own objectives held; a player with no grand strategy; completed tactics counted per player', () => {
    const sheet = selectScoringSheet(engine3.replayOrThrow(battle3), testPack);
    expect(sheet.players.map((p) => [p.id, p.grandStrategy, p.rounds.map((r) => r.objectivesControlled)])).toEqual([
      ['ann', { id: 'hold-the-centre', name: 'Hold the Centre' }, [['west', 'centre'], ['west', 'centre']]],
      ['bob', null, [['east'], ['centre', 'east']]],
    ]);
    // ann's tactic is completed at the end of her turn, bob's not picked yet
    expect(sheetAfter(10).players.map((p) => p.battleTacticsCompleted)).toEqual([1, 0]);
  });

  it('a battle ended before a player took their turn: that turn is no turn at all', () => {
    const conceded = engine.replayOrThrow([...events.slice(0, 9), { type: 'BattleEnded', data: { reason: 'concession', concededBy: 'bob' } }]);
    const sheet = selectScoringSheet(conceded, testPack);
    expect(sheet.players[1]?.rounds).toEqual([
      { round: 1, ...noTurn },
      { round: 2, ...noTurn },
    ]);
    expect(sheet.result).toEqual({ kind: 'major', winner: 'ann', reason: 'Bob conceded', source: 'core/concession' });
  });

  it('a battle ended during a turn whose tactic was picked: that turn was taken, its tactic neither completed nor failed', () => {
    // bob conceded in his hero phase of round 1, after picking Hold Fast
    const conceded = engine.replayOrThrow([...events.slice(0, 13), { type: 'BattleEnded', data: { reason: 'concession', concededBy: 'bob' } }]);
    expect(conceded.clock.turn).toBeNull();
    const sheet = selectScoringSheet(conceded, testPack);
    expect(sheet.players[1]?.rounds).toEqual([
      { round: 1, turn: 2, battleTactic: { id: 'hold-fast', name: 'Hold Fast', completed: null }, objectivesControlled: [], vp: 0 },
      { round: 2, ...noTurn },
    ]);
    // ended before his pick: the state keeps no record of a turn started and not ended, so no turn is shown
    const early = engine.replayOrThrow([...events.slice(0, 11), { type: 'BattleEnded', data: { reason: 'concession', concededBy: 'bob' } }]);
    expect(selectScoringSheet(early, testPack).players[1]?.rounds[0]).toEqual({ round: 1, ...noTurn });
  });

  it('lists the attacker first whatever the set-up order, and names from the pack (the id when the pack does not know it)', () => {
    const setUp = events[0];
    if (setUp?.type !== 'BattleSetUp') throw new Error('the fixture starts with its set-up');
    const swapped = { ...setUp, data: { ...setUp.data, players: [...setUp.data.players].reverse() } };
    const s = engine.replayOrThrow([swapped, ...events.slice(1)]);
    expect(s.setup.playerOrder).toEqual(['bob', 'ann']);
    const sheet = selectScoringSheet(s, testPack);
    expect(sheet.players.map((p) => [p.id, p.role])).toEqual([
      ['ann', 'attacker'],
      ['bob', 'defender'],
    ]);
    // the same sheet as with the set-up order ann, bob
    expect(sheet.players).toEqual(sheetAfter(events.length).players);
    // a pack that does not know the ids names them by id
    const bare = selectScoringSheet(s, { ...testPack, battleTactics: {}, grandStrategies: {} } as unknown as typeof testPack);
    expect(bare.players[0]?.grandStrategy).toEqual({ id: 'hold-the-centre', name: 'hold-the-centre' });
    expect(bare.players[0]?.rounds.map((r) => r.battleTactic?.name)).toEqual(['slay-the-foe', 'hold-fast']);
  });

  it('the rounds on the sheet: the battleplan\'s length, else the pack\'s; a variable length counts its most rounds', () => {
    const s = engine.replayOrThrow(events.slice(0, 3));
    const variable = { kind: 'variable', maxRounds: 4, endsOn: { 3: 2 }, rule: 'test/length' } as const;
    const skirmish = testPack.battleplans.skirmish;
    expect(selectScoringSheet(s, { ...testPack, length: variable }).rounds).toBe(4);
    expect(selectScoringSheet(s, { ...testPack, length: variable, battleplans: { skirmish: { ...skirmish, length: { kind: 'fixed', rounds: 3 } } } }).rounds).toBe(3);
    expect(selectScoringSheet(s, { ...testPack, battleplans: { skirmish: { ...skirmish, length: variable } } }).rounds).toBe(4);
    // before set-up: no battleplan, the pack's length
    const initial = selectScoringSheet(engine.initialState(), testPack);
    expect([initial.battleplan, initial.rounds, initial.roundsPlayed, initial.pointsLimit, initial.players]).toEqual([null, 2, 0, null, []]);
  });
});
