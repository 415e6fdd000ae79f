import { describe, expect, it } from 'vitest';
import { createEngine } from '../../src/index.js';
import { gallet } from '../../src/gallet.js';
import { galletTable } from '../../src/gallet-table.js';
import { blightedWildsEngine } from '../../src/blighted-wilds.js';
import { deployed, play, quietWaters, round, type Ev as BwEv } from '../battlepack/blighted-wilds/support.js';

// Ruling core/contest-after-casualties: a contest report (by hand or from positions) says what it saw; at a checkpoint
// no unit counts more models (3rd ed) or more control (4th ed) than it has left then.

// Gallet with table rules; the battles record no phases, so the battle-tactic requirement is off (engine option)
const engine = createEngine(gallet, { table: galletTable, battleTacticRequired: false });
type Ev = Parameters<typeof engine.apply>[1];
const row = (n: number, x: number, y: number, dx = 1) => Array.from({ length: n }, (_, i) => ({ position: { x: x + i * dx, y } }));

const start: Ev[] = [
  {
    type: 'BattleSetUp',
    data: { battlepack: { id: 'gallet-2022-s1', version: '1.0.0' }, battleplan: 'turf-war', pointsLimit: 2000, players: [{ id: 'ann', role: 'attacker' }, { id: 'bob', role: 'defender' }] },
  },
  {
    type: 'UnitsAdded',
    data: {
      origin: 'roster',
      units: [
        { id: 'lib', owner: 'ann', name: 'Liberators', wounds: 1, models: 10, roles: ['battleline'] },
        { id: 'orks', owner: 'bob', name: 'Orruks', wounds: 1, models: 9, roles: ['battleline'] },
      ],
    },
  },
  { type: 'DeploymentFinished', data: { firstFinished: 'ann' } },
  { type: 'PriorityDetermined', data: { round: 1, firstTurn: 'ann' } },
  { type: 'TurnStarted', data: { player: 'ann' } },
];
const hand: Ev = {
  type: 'ObjectiveContestReported',
  data: { contests: [{ unit: 'lib', objective: 'objective-1', models: 10 }, { unit: 'orks', objective: 'objective-1', models: 9 }] },
};
// Turf War's objective-1 stands at (15, 22): every model of both units within 6" of it
const positions: Ev = {
  type: 'PositionsReported',
  data: {
    units: [
      { unit: 'lib', base: { kind: 'round', diameterMm: 25 }, models: row(10, 11, 20) },
      { unit: 'orks', base: { kind: 'round', diameterMm: 25 }, models: row(9, 11, 24) },
    ],
  },
};
const slay = (unit: string, count: number): Ev => ({ type: 'ModelsSlain', data: { unit, count } });
const end: Ev = { type: 'TurnEnded', data: { player: 'ann' } };

describe('3rd edition (Gallet): a report made before casualties counts at most the models left', () => {
  for (const [name, report] of [
    ['a hand contest report', hand],
    ['a positions report', positions],
  ] as const) {
    it(`${name}: 10 Liberators against 9 Orruks, then 9 Liberators slain: the Orruks gain the objective`, () => {
      const s = engine.replayOrThrow([...start, report, slay('lib', 9), end]);
      expect(s.board.objectives['objective-1']?.controller).toBe('bob');
    });

    it(`${name}: without the casualties (or with casualties the unit can spare) the Liberators keep the count`, () => {
      expect(engine.replayOrThrow([...start, report, end]).board.objectives['objective-1']?.controller).toBe('ann');
      // the Orruks lose 1 of 9 after the report: 10 against 8, still ann's
      expect(engine.replayOrThrow([...start, report, slay('orks', 1), end]).board.objectives['objective-1']?.controller).toBe('ann');
    });
  }

  it('a fresh report after the casualties is read as it is', () => {
    const fresh: Ev = { type: 'ObjectiveContestReported', data: { contests: [{ unit: 'lib', objective: 'objective-1', models: 1 }, { unit: 'orks', objective: 'objective-1', models: 0 }] } };
    expect(engine.replayOrThrow([...start, hand, slay('lib', 9), fresh, end]).board.objectives['objective-1']?.controller).toBe('ann');
  });
});

describe('4th edition (Blighted Wilds): a report made before casualties counts at most Control × the models left', () => {
  const annsTurn = () => play(round(deployed(), 1, 'ann'), { type: 'TurnStarted', data: { player: 'ann' } });
  const report: BwEv = {
    type: 'ObjectiveContestReported',
    data: { contests: [{ unit: 'ann-dryads', objective: 'spring', controlScore: 10 }, { unit: 'bob-plaguebearers', objective: 'spring', controlScore: 9 }] },
  };
  const endAnn: BwEv[] = [quietWaters('ann'), { type: 'TurnEnded', data: { player: 'ann' } }];

  it('10 Dryads (Control 1) against 9 Plaguebearers, then 9 Dryads slain: bob gains the objective', () => {
    const s = play(annsTurn(), report, { type: 'ModelsSlain', data: { unit: 'ann-dryads', count: 9 } }, ...endAnn);
    expect(s.board.objectives['spring']?.controller).toBe('bob');
  });

  it('without the casualties the Dryads gain it; a score within Control × models left is not touched', () => {
    expect(play(annsTurn(), report, ...endAnn).board.objectives['spring']?.controller).toBe('ann');
    // 1 Dryad slain: at most 9, equal to bob's 9: control stays where it was (nobody)
    const s = play(annsTurn(), report, { type: 'ModelsSlain', data: { unit: 'ann-dryads', count: 1 } }, ...endAnn);
    expect(s.board.objectives['spring']?.controller).toBeNull();
    expect(blightedWildsEngine.pack.edition).toBe(4);
  });
});
