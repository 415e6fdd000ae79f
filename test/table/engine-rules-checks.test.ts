/**
 * The table rules' checks and folds, each refusal in full (code, message, path, ref): a `PositionsReported` refused
 * (`positionsChecks`), an `ObjectiveAssigned` refused or folded (4th edition, seed 32.1: a unit counts toward one
 * objective; ruling `table/objective-assignment`), the table pictures kept at the end of each turn, and the map and
 * bases of a saved state read back (`tableRulesWithMaps`). Gallet is the 3rd edition, Blighted Wilds the 4th.
 */
import { describe, expect, it } from 'vitest';
import { createEngine, selectReports, selectTable, type RuleViolation } from 'battlepack-engine';
import { gallet } from 'battlepack-engine/gallet';
import { blightedWilds, blightedWildsMaps } from 'battlepack-engine/blighted-wilds';
import { galletMaps } from 'battlepack-engine/gallet/table';
import { tableRules, tableRulesWithMaps } from 'battlepack-engine/table';
import { ANN, BOB, scenario, setUpEvent, TERRAIN, type S } from '../battlepack/blighted-wilds/support.js';

const BASE = { kind: 'round', diameterMm: 32 } as const;
/** `n` models in a row from (x, y), `dx` inches apart. */
const row = (n: number, x: number, y: number, dx = 1.5) => Array.from({ length: n }, (_, i) => ({ position: { x: x + i * dx, y } }));
/** Violations without the event index the engine adds. */
const bare = (vs: readonly RuleViolation[]) => vs.map(({ eventIndex: _, ...v }) => v);

// ---------------------------------------------------------------------------------------------------------------
// 3rd edition: Gallet measured on the bare battlefield (battlelines-drawn, on the bare 60"×44" battlefield)
// ---------------------------------------------------------------------------------------------------------------

const g = createEngine(gallet, { table: tableRules, battleTacticRequired: false });
type G = Parameters<typeof g.check>[1];
type GS = ReturnType<typeof g.replayOrThrow>;
const gSetUp: G = {
  type: 'BattleSetUp',
  data: {
    battlepack: { id: gallet.id, version: gallet.version },
    battleplan: 'battlelines-drawn',
    pointsLimit: 2000,
    players: [
      { id: 'ann', name: 'Ann', role: 'attacker' },
      { id: 'ben', name: 'Ben', role: 'defender' },
    ],
  },
};
const gUnits: G[] = [
  {
    type: 'UnitsAdded',
    data: {
      origin: 'roster',
      units: [
        { id: 'grots', owner: 'ann', name: 'Grots', wounds: 1, models: 5 },
        { id: 'boss', owner: 'ann', name: 'Boss', wounds: 6, models: 1 },
        { id: 'orks', owner: 'ben', name: 'Orks', wounds: 2, models: 10 },
      ],
    },
  },
  { type: 'UnitsAdded', data: { origin: 'reserve', units: [{ id: 'squigs', owner: 'ben', name: 'Squigs', wounds: 3, models: 3 }] } },
];
const gDeployed: G[] = [gSetUp, ...gUnits, { type: 'DeploymentFinished', data: { firstFinished: 'ann' } }];
const gInTurn: G[] = [...gDeployed, { type: 'PriorityDetermined', data: { round: 1, firstTurn: 'ann' } }, { type: 'TurnStarted', data: { player: 'ann' } }];
const gPlay = (...events: unknown[]): GS => g.replayOrThrow([...gInTurn, ...(events as G[])]);
const report = (units: unknown[], extra: Record<string, unknown> = {}): G => ({ type: 'PositionsReported', data: { units, ...extra } }) as G;
const gRefusal = (s: GS, e: G) => bare(g.check(s, e));

describe('positionsChecks: a PositionsReported refused in full', () => {
  it('before deployment has finished: battle/not-started, whatever the report', () => {
    const s = g.replayOrThrow([gSetUp, ...gUnits]);
    expect(gRefusal(s, report([{ unit: 'grots', base: BASE, models: row(1, 10, 10) }]))).toEqual([
      { code: 'battle/not-started', message: 'Positions are reported once deployment has finished (the table after deployment is the moment before round 1).', path: ['type'] },
    ]);
    // after deployment (round 0, before any turn) the same report is folded
    expect(gRefusal(g.replayOrThrow(gDeployed), report([{ unit: 'grots', base: BASE, models: row(1, 10, 10) }]))).toEqual([]);
  });

  it('a battle set up by an engine without table rules: positions/no-map', () => {
    const plain = createEngine(gallet, { battleTacticRequired: false });
    const saved = JSON.parse(JSON.stringify(plain.replayOrThrow(gInTurn))) as GS;
    expect(gRefusal(saved, report([{ unit: 'grots', base: BASE, models: row(1, 10, 10) }]))).toEqual([
      {
        code: 'positions/no-map',
        message:
          'This battle was set up by an engine without table rules, so it has no map to measure positions on; replay its log on an engine with table rules, or report contests and zones by hand.',
        path: ['type'],
      },
    ]);
  });

  it('more than 2,000 models in one report: positions/too-large, before any unit is looked at; 2,000 are looked at', () => {
    const s = gPlay();
    const many = (n: number, unit: string) => ({ unit, base: BASE, models: row(n, 1, 1, 0) });
    expect(gRefusal(s, report([many(1000, 'x1'), many(1000, 'x2'), many(1, 'x3')]))).toEqual([
      { code: 'positions/too-large', message: 'This report places 2,001 models; a report places at most 2,000 (split it into several reports).', path: ['data', 'units'] },
    ]);
    // at the limit, the units are checked (unknown here)
    expect(gRefusal(s, report([many(1000, 'x1'), many(1000, 'x2')])).map((v) => v.code)).toEqual(['unit/unknown', 'unit/unknown']);
  });

  it('an unknown unit, a unit not on the battlefield, a unit listed twice: each named at its place in the list', () => {
    const s = gPlay();
    expect(
      gRefusal(
        s,
        report([
          { unit: 'grots', base: BASE, models: row(1, 10, 10) },
          { unit: 'nobody', base: BASE, models: row(1, 10, 12) },
          { unit: 'squigs', base: BASE, models: row(1, 10, 14) },
          { unit: 'grots', base: BASE, models: row(1, 10, 16) },
        ]),
      ),
    ).toEqual([
      { code: 'unit/unknown', message: 'No unit "nobody" has been added to this battle; add it with UnitsAdded first.', path: ['data', 'units', 1, 'unit'], ref: 'nobody' },
      { code: 'unit/not-on-battlefield', message: 'Unit "squigs" is reserve, not on the battlefield; only units on the battlefield have positions.', path: ['data', 'units', 2, 'unit'], ref: 'squigs' },
      { code: 'positions/duplicate-unit', message: 'Unit "grots" is listed twice; a report gives each unit once, with all its models.', path: ['data', 'units', 3, 'unit'], ref: 'grots' },
    ]);
  });

  it('a unit not on the battlefield is not checked further (no models, base or duplicate refusal for it)', () => {
    const s = gPlay();
    // squigs (3 models, in reserve) given 4 models, no base, off the battlefield, and twice
    expect(
      gRefusal(
        s,
        report([
          { unit: 'squigs', models: row(4, 70, 10) },
          { unit: 'squigs', models: row(4, 70, 10) },
        ]),
      ).map((v) => [v.code, v.path]),
    ).toEqual([
      ['unit/not-on-battlefield', ['data', 'units', 0, 'unit']],
      ['unit/not-on-battlefield', ['data', 'units', 1, 'unit']],
    ]);
  });

  it('more models than the unit has left: positions/too-many-models, "model" for one and "models" for more', () => {
    const s = gPlay();
    expect(gRefusal(s, report([{ unit: 'boss', base: BASE, models: row(2, 10, 10) }]))).toEqual([
      { code: 'positions/too-many-models', message: 'Unit "boss" has 1 model left, so 2 cannot be placed; place at most 1.', path: ['data', 'units', 0, 'models'], ref: 'boss' },
    ]);
    expect(gRefusal(s, report([{ unit: 'grots', base: BASE, models: row(6, 10, 10) }]))).toEqual([
      { code: 'positions/too-many-models', message: 'Unit "grots" has 5 models left, so 6 cannot be placed; place at most 5.', path: ['data', 'units', 0, 'models'], ref: 'grots' },
    ]);
    // as many as it has: folded
    expect(gRefusal(s, report([{ unit: 'grots', base: BASE, models: row(5, 10, 10) }]))).toEqual([]);
    // after casualties, the models left count
    const slain = g.applyOrThrow(s, { type: 'ModelsSlain', data: { unit: 'grots', count: 4 } } as G);
    expect(gRefusal(slain, report([{ unit: 'grots', base: BASE, models: row(2, 10, 10) }]))[0]?.message).toBe('Unit "grots" has 1 model left, so 2 cannot be placed; place at most 1.');
  });

  it('3rd edition: a unit without a Control characteristic is placed (models are counted, not control scores)', () => {
    expect(gRefusal(gPlay(), report([{ unit: 'orks', base: BASE, models: row(10, 10, 10) }]))).toEqual([]);
  });

  it("a base that is not a valid base: its problem at the unit's base, or at the model's", () => {
    const s = gPlay();
    const crossed = { kind: 'footprint', points: [{ x: 0, y: 0 }, { x: 1, y: 1 }, { x: 1, y: 0 }, { x: 0, y: 1 }] };
    const simple = 'A footprint must be a simple polygon: its edges may not cross or touch.';
    expect(gRefusal(s, report([{ unit: 'grots', base: crossed, models: row(2, 10, 10) }]))).toEqual([
      { code: 'table/invalid-base', message: simple, path: ['data', 'units', 0, 'base', 'points'] },
    ]);
    expect(gRefusal(s, report([{ unit: 'orks', base: BASE, models: row(1, 10, 10) }, { unit: 'grots', models: [{ position: { x: 5, y: 5 }, base: BASE }, { position: { x: 7, y: 5 }, base: crossed }] }]))).toEqual([
      { code: 'table/invalid-base', message: simple, path: ['data', 'units', 1, 'models', 1, 'base', 'points'] },
    ]);
    // the same bad base on two models: refused at each
    expect(gRefusal(s, report([{ unit: 'grots', models: [{ position: { x: 5, y: 5 }, base: crossed }, { position: { x: 7, y: 5 }, base: crossed }] }])).map((v) => v.path)).toEqual([
      ['data', 'units', 0, 'models', 0, 'base', 'points'],
      ['data', 'units', 0, 'models', 1, 'base', 'points'],
    ]);
    // a model's own base stands in for the unit's
    expect(gRefusal(s, report([{ unit: 'grots', models: [{ position: { x: 5, y: 5 }, base: BASE }] }]))).toEqual([]);
  });

  it('a model with no base of its own, its unit none and no earlier report: positions/no-base, once per unit', () => {
    const s = gPlay();
    expect(gRefusal(s, report([{ unit: 'grots', models: row(3, 10, 10) }, { unit: 'orks', models: [{ position: { x: 5, y: 5 }, base: BASE }, { position: { x: 7, y: 5 } }, { position: { x: 9, y: 5 } }] }]))).toEqual([
      { code: 'positions/no-base', message: 'Model 0 of unit "grots" has no base: give the unit\'s "base" (or each model\'s), once; later reports may leave it out.', path: ['data', 'units', 0, 'models', 0, 'base'], ref: 'grots' },
      { code: 'positions/no-base', message: 'Model 1 of unit "orks" has no base: give the unit\'s "base" (or each model\'s), once; later reports may leave it out.', path: ['data', 'units', 1, 'models', 1, 'base'], ref: 'orks' },
    ]);
    // an earlier report's base is the fallback
    const placed = g.applyOrThrow(s, report([{ unit: 'grots', base: BASE, models: row(3, 10, 10) }]));
    expect(gRefusal(placed, report([{ unit: 'grots', models: row(3, 10, 20) }]))).toEqual([]);
  });

  it('a model off the battlefield: positions/off-battlefield; on its far edges it is on it', () => {
    const s = gPlay();
    expect(gRefusal(s, report([{ unit: 'grots', base: BASE, models: [{ position: { x: 60, y: 44 } }, { position: { x: 60.5, y: 3 } }, { position: { x: 3, y: 44.25 } }] }]))).toEqual([
      { code: 'positions/off-battlefield', message: 'A model of unit "grots" stands at (60.5, 3), off the 60"×44" battlefield; x runs 0–60, y 0–44.', path: ['data', 'units', 0, 'models', 1, 'position'], ref: 'grots' },
      { code: 'positions/off-battlefield', message: 'A model of unit "grots" stands at (3, 44.25), off the 60"×44" battlefield; x runs 0–60, y 0–44.', path: ['data', 'units', 0, 'models', 2, 'position'], ref: 'grots' },
    ]);
  });

  it('at most 20 violations: across units, and within one unit', () => {
    const s = gPlay();
    const unknown = Array.from({ length: 25 }, (_, i) => ({ unit: `ghost-${i}`, base: BASE, models: row(1, 1, 1) }));
    const vs = gRefusal(s, report(unknown));
    expect(vs).toHaveLength(20);
    expect(vs.at(-1)?.ref).toBe('ghost-19');
    // one unit's 25 models off the battlefield (after its too-many-models): 20
    const off = gRefusal(s, report([{ unit: 'orks', base: BASE, models: row(25, 61, 1, 0) }]));
    expect(off).toHaveLength(20);
    expect(off.map((v) => v.code)).toEqual(['positions/too-many-models', ...Array.from({ length: 19 }, () => 'positions/off-battlefield')]);
    // 19 unknown units, then a unit whose models are all off: the 20th is its first model, and the check stops there
    const mixed = gRefusal(s, report([...unknown.slice(0, 19), { unit: 'grots', base: BASE, models: row(3, 61, 1, 0) }, { unit: 'nobody', base: BASE, models: row(1, 1, 1) }]));
    expect(mixed).toHaveLength(20);
    expect(mixed.at(-1)).toMatchObject({ code: 'positions/off-battlefield', path: ['data', 'units', 19, 'models', 0, 'position'] });
  });

  it("at most 20 violations when the last unit checked adds several at once (its models, its base), cut after the 20th", () => {
    const s = gPlay();
    const unknown = Array.from({ length: 19 }, (_, i) => ({ unit: `ghost-${i}`, base: BASE, models: row(1, 1, 1) }));
    // orks: 11 models placed of 10 (too-many-models), then a footprint whose edges cross: two violations after the 19th
    const crossed = { kind: 'footprint', points: [{ x: 0, y: 0 }, { x: 10, y: 10 }, { x: 10, y: 0 }, { x: 0, y: 10 }] };
    const vs = gRefusal(s, report([...unknown, { unit: 'orks', base: crossed, models: row(11, 10, 10) }]));
    expect(vs.map((v) => v.code)).toEqual([...Array.from({ length: 19 }, () => 'unit/unknown'), 'positions/too-many-models']);
    // where it does not apply: 18 unknown units leave room for both of orks' violations
    const fewer = gRefusal(s, report([...unknown.slice(0, 18), { unit: 'orks', base: crossed, models: row(11, 10, 10) }]));
    expect(fewer.slice(18).map((v) => [v.code, v.path?.slice(0, 4)])).toEqual([
      ['positions/too-many-models', ['data', 'units', 18, 'models']],
      ['table/invalid-base', ['data', 'units', 18, 'base']],
    ]);
  });

  it('at most 20 stale-unit violations, however many units a report leaves stale', () => {
    const many = Array.from({ length: 22 }, (_, i) => ({ id: `u${i}`, owner: i % 2 === 0 ? 'ann' : 'ben', name: `Unit ${i}`, wounds: 1, models: 2 }));
    const placed = g.replayOrThrow([
      gSetUp,
      { type: 'UnitsAdded', data: { origin: 'roster', units: many } } as G,
      { type: 'DeploymentFinished', data: { firstFinished: 'ann' } } as G,
      { type: 'PriorityDetermined', data: { round: 1, firstTurn: 'ann' } } as G,
      { type: 'TurnStarted', data: { player: 'ann' } } as G,
      report(many.map((u, i) => ({ unit: u.id, base: BASE, models: row(2, 2 + i * 2, 10) }))),
      ...many.map((u) => ({ type: 'ModelsSlain', data: { unit: u.id, count: 1 } }) as G),
    ]);
    // u0 reported again: the 21 others are stale, 20 named
    const vs = gRefusal(placed, report([{ unit: 'u0', models: row(1, 2, 10) }]));
    expect(vs.map((v) => v.ref)).toEqual(Array.from({ length: 20 }, (_, i) => `u${i + 1}`));
    // where the cap is not reached: u0 and u1 reported, 20 stale, all named
    expect(gRefusal(placed, report([{ unit: 'u0', models: row(1, 2, 10) }, { unit: 'u1', models: row(1, 4, 10) }])).map((v) => v.ref)).toEqual(Array.from({ length: 20 }, (_, i) => `u${i + 2}`));
  });

  it('a unit the report leaves where it was with more placed models than it has left: positions/stale-unit', () => {
    const s = gPlay(report([{ unit: 'grots', base: BASE, models: row(5, 10, 10) }, { unit: 'boss', base: BASE, models: row(1, 20, 10) }, { unit: 'orks', base: BASE, models: row(10, 10, 30) }]));
    const slain = g.applyOrThrow(g.applyOrThrow(s, { type: 'ModelsSlain', data: { unit: 'grots', count: 4 } } as G), { type: 'ModelsSlain', data: { unit: 'orks', count: 2 } } as G);
    const boss = report([{ unit: 'boss', base: BASE, models: row(1, 22, 10) }]);
    expect(gRefusal(slain, boss)).toEqual([
      {
        code: 'positions/stale-unit',
        message: 'Unit "grots" has 1 model left, but its last positions place 5; report where its models stand now (or send a full snapshot with "replace": true).',
        path: ['data', 'units'],
        ref: 'grots',
      },
      {
        code: 'positions/stale-unit',
        message: 'Unit "orks" has 8 models left, but its last positions place 10; report where its models stand now (or send a full snapshot with "replace": true).',
        path: ['data', 'units'],
        ref: 'orks',
      },
    ]);
    // a full snapshot leaves nothing where it was
    expect(gRefusal(slain, report([{ unit: 'boss', base: BASE, models: row(1, 22, 10) }], { replace: true }))).toEqual([]);
    // reporting the stale units again settles them
    expect(gRefusal(slain, report([{ unit: 'grots', models: row(1, 10, 10) }, { unit: 'orks', models: row(8, 10, 30) }]))).toEqual([]);
    // a report refused for its own units gives only those refusals
    expect(gRefusal(slain, report([{ unit: 'nobody', base: BASE, models: row(1, 1, 1) }])).map((v) => v.code)).toEqual(['unit/unknown']);
    expect(gRefusal(slain, report([{ unit: 'nobody', base: BASE, models: row(1, 1, 1) }], { replace: true })).map((v) => v.code)).toEqual(['unit/unknown']);
  });

  it('no stale-unit for a unit that left the battlefield, nor for one with all its placed models left', () => {
    const s = gPlay(report([{ unit: 'grots', base: BASE, models: row(5, 10, 10) }, { unit: 'orks', base: BASE, models: row(4, 10, 30) }]));
    const gone = g.applyOrThrow(s, { type: 'UnitDestroyed', data: { unit: 'grots' } } as G);
    // orks: 4 placed of 10 left
    expect(gRefusal(gone, report([{ unit: 'boss', base: BASE, models: row(1, 22, 10) }]))).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// 4th edition: Blighted Wilds, its example battleplan (objectives: spring (30, 22), west-bank (14, 22),
// north-well (30, 8), south-well (30, 36)); a unit contests within 3" of a marker's edge
// ---------------------------------------------------------------------------------------------------------------

const bw = createEngine(blightedWilds, { table: tableRules, battleTacticRequired: false });
const { play, deployed, round, setUpOnly, quietWaters } = scenario(bw);
/** Ends `player`'s turn under way (after the Blighted Waters the turn owes). */
const endTurn = (s: S, player: 'ann' | 'bob'): S => play(s, quietWaters(player), { type: 'TurnEnded', data: { player } });
type E = Parameters<typeof bw.check>[1];
const bwRefusal = (s: S, e: E) => bare(bw.check(s, e));
const assign = (unit: string, objective: string): E => ({ type: 'ObjectiveAssigned', data: { unit, objective } });
const positions = (units: unknown[]): E => ({ type: 'PositionsReported', data: { units } }) as E;
// ann's dryads: 4 models by the spring, 6 by the west bank (both, not north-well); ann's hunters: 2 by the spring, 1 by
// the west bank; bob's plaguebearers: 3 by the spring, 3 by the west bank (a tie: the first, the spring, by default)
const spread = positions([
  { unit: 'ann-dryads', base: BASE, models: [...row(4, 27, 24, 1.2), ...row(6, 11, 24, 1.2)] },
  { unit: 'ann-hunters', base: BASE, models: [...row(2, 32, 20, 1.2), ...row(1, 16, 20)] },
  { unit: 'bob-plaguebearers', base: BASE, models: [...row(3, 28, 20, 1.2), ...row(3, 12, 20, 1.2)] },
  { unit: 'bob-lord', base: BASE, models: row(1, 30, 10) },
]);
/** Ann's turn 1 of round 1 has started. */
const annsTurn = (): S => play(round(deployed(), 1, 'ann'), { type: 'TurnStarted', data: { player: 'ann' } });

describe('assignmentChecks: an ObjectiveAssigned refused in full', () => {
  it('3rd edition: assignment/not-this-edition', () => {
    expect(gRefusal(gPlay(), { type: 'ObjectiveAssigned', data: { unit: 'grots', objective: 'objective-1' } } as G)).toEqual([
      { code: 'assignment/not-this-edition', message: 'In edition 3 a unit counts toward every objective it contests; there is nothing to pick.', path: ['type'] },
    ]);
  });

  it('before deployment has finished: battle/not-started', () => {
    expect(bwRefusal(setUpOnly(), assign('ann-dryads', 'spring'))).toEqual([{ code: 'battle/not-started', message: 'Objectives are contested once deployment has finished.', path: ['type'] }]);
  });

  it('an unknown unit, a unit not on the battlefield', () => {
    const s = play(annsTurn(), spread);
    expect(bwRefusal(s, assign('nobody', 'spring'))).toEqual([
      { code: 'unit/unknown', message: 'No unit "nobody" has been added to this battle; add it with UnitsAdded first.', path: ['data', 'unit'], ref: 'nobody' },
    ]);
    const gone = play(s, { type: 'UnitDestroyed', data: { unit: 'ann-dryads' } });
    expect(bwRefusal(gone, assign('ann-dryads', 'spring'))).toEqual([
      { code: 'unit/not-on-battlefield', message: 'Unit "ann-dryads" is destroyed, not on the battlefield, so it contests nothing.', path: ['data', 'unit'], ref: 'ann-dryads' },
    ]);
  });

  it('an unknown objective, naming the objectives', () => {
    expect(bwRefusal(play(annsTurn(), spread), assign('ann-dryads', 'nowhere'))).toEqual([
      { code: 'objective/unknown', message: 'No objective "nowhere"; the objectives are spring, west-bank, north-well, south-well.', path: ['data', 'objective'], ref: 'nowhere' },
    ]);
  });

  it('a unit contesting no objective or only one: assignment/not-needed', () => {
    const s = play(annsTurn(), spread);
    expect(bwRefusal(s, assign('ann-lord', 'spring'))).toEqual([
      {
        code: 'assignment/not-needed',
        message: 'Unit "ann-lord" contests no objective in this turn\'s reports; a pick is made for a unit contesting two or more objectives.',
        path: ['data', 'unit'],
        ref: 'ann-lord',
      },
    ]);
    expect(bwRefusal(s, assign('bob-lord', 'north-well'))).toEqual([
      {
        code: 'assignment/not-needed',
        message: 'Unit "bob-lord" contests only "north-well" in this turn\'s reports; a pick is made for a unit contesting two or more objectives.',
        path: ['data', 'unit'],
        ref: 'bob-lord',
      },
    ]);
  });

  it("reports of an earlier turn are not this turn's: not-needed, until the unit is reported again", () => {
    const s = play(annsTurn(), spread);
    const next = play(endTurn(s, 'ann'), { type: 'TurnStarted', data: { player: 'bob' } });
    expect(bwRefusal(next, assign('ann-dryads', 'spring')).map((v) => v.message)).toEqual([
      'Unit "ann-dryads" contests no objective in this turn\'s reports; a pick is made for a unit contesting two or more objectives.',
    ]);
    expect(bwRefusal(play(next, spread), assign('ann-dryads', 'spring'))).toEqual([]);
  });

  it('an objective the unit does not contest: assignment/not-contesting, naming those it does', () => {
    expect(bwRefusal(play(annsTurn(), spread), assign('ann-dryads', 'north-well'))).toEqual([
      {
        code: 'assignment/not-contesting',
        message: 'Unit "ann-dryads" does not contest "north-well"; it contests "spring", "west-bank".',
        path: ['data', 'objective'],
        ref: 'north-well',
      },
    ]);
  });

  it("the active player's pick after the opponent's in the same turn: assignment/out-of-order", () => {
    const s = play(annsTurn(), spread, assign('bob-plaguebearers', 'west-bank'));
    expect(bwRefusal(s, assign('ann-dryads', 'spring'))).toEqual([
      {
        code: 'assignment/out-of-order',
        message: "ann is the active player and picks first (seed 32.1); bob has already picked this turn, so ann's picks are made.",
        path: ['data', 'unit'],
        ref: 'ann-dryads',
      },
    ]);
  });

  it('where out-of-order does not apply: the active player again, the opponent again, an earlier turn, between turns', () => {
    // ann picks twice, then bob twice
    const s = play(annsTurn(), spread, assign('ann-dryads', 'spring'), assign('ann-hunters', 'west-bank'), assign('bob-plaguebearers', 'west-bank'));
    expect(bwRefusal(s, assign('bob-plaguebearers', 'spring'))).toEqual([]);
    expect(bwRefusal(play(annsTurn(), spread, assign('bob-plaguebearers', 'west-bank')), assign('bob-plaguebearers', 'spring'))).toEqual([]);
    // bob picked in ann's turn; in bob's turn ann's picks are not late
    const bobs = play(endTurn(play(annsTurn(), spread, assign('bob-plaguebearers', 'west-bank')), 'ann'), { type: 'TurnStarted', data: { player: 'bob' } }, spread);
    expect(bwRefusal(bobs, assign('ann-dryads', 'spring'))).toEqual([]);
    // and with ann's picks of an earlier turn on record, bob (the active player now) picks
    const bobsAfterAnn = play(endTurn(play(annsTurn(), spread, assign('ann-dryads', 'west-bank')), 'ann'), { type: 'TurnStarted', data: { player: 'bob' } }, spread);
    expect(bwRefusal(bobsAfterAnn, assign('bob-plaguebearers', 'west-bank'))).toEqual([]);
    // bob's pick in the first turn of round 1 does not make ann late in the first turn of round 2
    const r2 = play(endTurn(play(endTurn(play(annsTurn(), spread, assign('bob-plaguebearers', 'west-bank')), 'ann'), { type: 'TurnStarted', data: { player: 'bob' } }), 'bob'), { type: 'PriorityDetermined', data: { round: 2, firstTurn: 'ann', rolls: { ann: 5, bob: 2 } } }, { type: 'TurnStarted', data: { player: 'ann' } }, spread);
    expect(bwRefusal(r2, assign('ann-dryads', 'spring'))).toEqual([]);
    // after deployment, before round 1: no active player, both pick in any order
    const before = play(deployed(), spread, assign('bob-plaguebearers', 'west-bank'));
    expect(bwRefusal(before, assign('ann-dryads', 'spring'))).toEqual([]);
  });
});

/** The contest entries of every objective, as `selectReports` gives them. */
const contests = (s: S) => selectReports(s).contests;

describe('assignObjective: the pick re-marks the unit’s entries in this turn’s reports', () => {
  it('with no pick: each unit counts toward the objective it has the most models contesting, the first on a tie', () => {
    const s = play(annsTurn(), spread);
    expect(contests(s)).toEqual({
      spring: [
        { unit: 'ann-dryads', objective: 'spring', controlScore: 4, counts: false },
        { unit: 'ann-hunters', objective: 'spring', controlScore: 2 },
        { unit: 'bob-plaguebearers', objective: 'spring', controlScore: 3 },
      ],
      'west-bank': [
        { unit: 'ann-dryads', objective: 'west-bank', controlScore: 6 },
        { unit: 'ann-hunters', objective: 'west-bank', controlScore: 1, counts: false },
        { unit: 'bob-plaguebearers', objective: 'west-bank', controlScore: 3, counts: false },
      ],
      'north-well': [{ unit: 'bob-lord', objective: 'north-well', controlScore: 2 }],
      'south-well': [],
    });
  });

  it("a pick moves only that unit's counting entry, in the one report every objective shares", () => {
    const s = play(annsTurn(), spread);
    const picked = play(s, assign('ann-dryads', 'spring'));
    expect(contests(picked)).toEqual({
      spring: [
        { unit: 'ann-dryads', objective: 'spring', controlScore: 4 },
        { unit: 'ann-hunters', objective: 'spring', controlScore: 2 },
        { unit: 'bob-plaguebearers', objective: 'spring', controlScore: 3 },
      ],
      'west-bank': [
        { unit: 'ann-dryads', objective: 'west-bank', controlScore: 6, counts: false },
        { unit: 'ann-hunters', objective: 'west-bank', controlScore: 1, counts: false },
        { unit: 'bob-plaguebearers', objective: 'west-bank', controlScore: 3, counts: false },
      ],
      'north-well': [{ unit: 'bob-lord', objective: 'north-well', controlScore: 2 }],
      'south-well': [],
    });
    // still one report for the four objectives, with its moment
    const c = picked.board.contests;
    expect(c['west-bank']).toBe(c['spring']);
    expect(c['north-well']).toBe(c['spring']);
    expect(c['spring']?.at).toEqual(s.board.contests['spring']?.at);
    expect(selectTable(picked).assignments).toEqual({ 'ann-dryads': { objective: 'spring', player: 'ann', round: 1, turn: 1, eventIndex: s.eventCount } });
    // and the end of the turn counts it so: the spring is ann's (4 + 2 against 3); at the west bank nothing counts
    const ended = endTurn(picked, 'ann');
    expect(ended.board.objectives['spring']?.controller).toBe('ann');
    expect(ended.board.objectives['west-bank']?.controller).toBeNull();
    // without the pick, the dryads' 6 hold the west bank and the spring is bob's (3 against the hunters' 2)
    const unpicked = endTurn(s, 'ann');
    expect(unpicked.board.objectives['spring']?.controller).toBe('bob');
    expect(unpicked.board.objectives['west-bank']?.controller).toBe('ann');
  });

  it("a pick of the objective the unit already counts toward changes no report", () => {
    const s = play(annsTurn(), spread);
    const picked = play(s, assign('ann-dryads', 'west-bank'));
    expect(picked.board.contests).toBe(s.board.contests);
    expect(contests(picked)).toEqual(contests(s));
    expect(selectTable(picked).assignments['ann-dryads']).toEqual({ objective: 'west-bank', player: 'ann', round: 1, turn: 1, eventIndex: s.eventCount });
  });

  it("only this turn's reports are re-marked: an older one stays as it was", () => {
    // turn 1: positions (all objectives); turn 2: a hand report of the spring and the west bank only
    const s = play(annsTurn(), spread);
    const bobs = play(endTurn(s, 'ann'), { type: 'TurnStarted', data: { player: 'bob' } }, {
      type: 'ObjectiveContestReported',
      data: {
        objectives: ['spring', 'west-bank'],
        contests: [
          { unit: 'ann-dryads', objective: 'spring', controlScore: 4, counts: false },
          { unit: 'ann-dryads', objective: 'west-bank', controlScore: 6 },
        ],
      },
    });
    // the turn-1 report, kept for the two wells, names the dryads counting toward the west bank
    const older = bobs.board.contests['north-well'];
    expect(bobs.board.contests['south-well']).toBe(older);
    const picked = play(bobs, assign('ann-dryads', 'spring'));
    expect(contests(picked)['spring']).toEqual([{ unit: 'ann-dryads', objective: 'spring', controlScore: 4 }]);
    expect(contests(picked)['west-bank']).toEqual([{ unit: 'ann-dryads', objective: 'west-bank', controlScore: 6, counts: false }]);
    expect(picked.board.contests['north-well']).toBe(older);
    expect(picked.board.contests['south-well']).toBe(older);
  });

  it('the trusted fold (no checks) places a unit it does not know, and then leaves it out of the stale-unit check and the picture', () => {
    type D = Parameters<typeof bw.trusted.apply>[0];
    const draft = structuredClone(annsTurn()) as D;
    bw.trusted.apply(draft, positions([{ unit: 'ghost', base: BASE, models: row(2, 5, 5) }, { unit: 'ann-lord', base: BASE, models: row(1, 9, 5) }]));
    expect(Object.keys(draft.board.table.positions)).toEqual(['ghost', 'ann-lord']);
    // a unit the battle does not have has no owner to record
    expect(draft.board.table.positions['ghost']?.owner).toBe('');
    expect(bw.trusted.check(draft, positions([{ unit: 'ann-dryads', base: BASE, models: row(1, 5, 9) }]))).toEqual([]);
    bw.trusted.apply(draft, quietWaters('ann'));
    bw.trusted.apply(draft, { type: 'TurnEnded', data: { player: 'ann' } });
    expect(draft.board.table.rounds.map((r) => r.units.map((u) => u.id))).toEqual([['ann-lord']]);
  });

  it('a later report leaves a unit the trusted fold placed without knowing it out, with its placing moment', () => {
    type D = Parameters<typeof bw.trusted.apply>[0];
    const draft = structuredClone(annsTurn()) as D;
    bw.trusted.apply(draft, positions([{ unit: 'ghost', base: BASE, models: row(2, 5, 5) }, { unit: 'ann-lord', base: BASE, models: row(1, 9, 5) }]));
    bw.trusted.apply(draft, positions([{ unit: 'ann-dryads', base: BASE, models: row(1, 5, 9) }]));
    expect(Object.keys(draft.board.table.positions)).toEqual(['ann-lord', 'ann-dryads']);
    expect(Object.keys(draft.board.table.reportedAt)).toEqual(['ann-lord', 'ann-dryads']);
  });

  it('the trusted fold takes a pick for a unit it does not know as nothing', () => {
    const draft = structuredClone(play(annsTurn(), spread)) as Parameters<typeof bw.trusted.apply>[0];
    const { eventCount: _, ...before } = structuredClone(draft);
    bw.trusted.apply(draft, assign('nobody', 'spring'));
    const { eventCount: __, ...after } = draft;
    expect(after).toEqual(before);
  });
});

/** A Blighted Wilds battle of the example plan, its set-up's `objectives` given, deployed (round 0). */
const bwBattle = (objectives?: readonly { id: string; active?: boolean }[]): S =>
  bw.replayOrThrow([
    setUpEvent({ terrain: TERRAIN.slice(0, 3), ...(objectives !== undefined ? { objectives } : {}) }),
    { type: 'UnitsAdded', data: { origin: 'roster', units: [...ANN, ...BOB] } },
    { type: 'GeneralRanksRecorded', data: { generals: { ann: { rank: 'No rank', level: 0 }, bob: { rank: 'Aspiring', level: 1 } } } },
    { type: 'ContaminationPicked', data: { player: 'ann', terrain: 'wood' } },
    { type: 'ContaminationPicked', data: { player: 'bob', terrain: 'ruins' } },
    { type: 'ContaminationRolled', data: { rolls: { pool: 4 } } },
    { type: 'DeploymentFinished', data: { firstFinished: 'ann' } },
  ] as E[]);

describe('assignmentChecks: objectives the battle does not have, or has off the battlefield', () => {
  it('an objective not on the battlefield: objective/inactive', () => {
    const s = play(bwBattle([{ id: 'spring', active: false }, { id: 'west-bank' }]), spread);
    expect(bwRefusal(s, assign('ann-dryads', 'spring'))).toEqual([
      { code: 'objective/inactive', message: 'Objective "spring" is not on the battlefield.', path: ['data', 'objective'], ref: 'spring' },
    ]);
  });

  it('a battle with no objectives names none', () => {
    expect(bwRefusal(play(bwBattle([]), spread), assign('ann-dryads', 'spring'))).toEqual([
      { code: 'objective/unknown', message: 'No objective "spring"; the objectives are none.', path: ['data', 'objective'], ref: 'spring' },
    ]);
  });
});

describe('positionsChecks, 4th edition: a unit without a Control characteristic', () => {
  it('positions/control-unknown, at the unit, with its other refusals', () => {
    const s = play(round(deployed({ extra: [{ id: 'ann-spites', owner: 'ann', name: 'Spites', wounds: 1, models: 2 }] }), 1, 'ann'), { type: 'TurnStarted', data: { player: 'ann' } });
    expect(bwRefusal(s, positions([{ unit: 'ann-dryads', base: BASE, models: row(2, 5, 5) }, { unit: 'ann-spites', base: BASE, models: row(3, 5, 8) }]))).toEqual([
      { code: 'positions/too-many-models', message: 'Unit "ann-spites" has 2 models left, so 3 cannot be placed; place at most 2.', path: ['data', 'units', 1, 'models'], ref: 'ann-spites' },
      {
        code: 'positions/control-unknown',
        message: 'Unit "ann-spites" has no Control characteristic, so the engine cannot work out its control score; give "control" when the unit is added.',
        path: ['data', 'units', 1, 'unit'],
        ref: 'ann-spites',
      },
    ]);
  });
});

describe('recordTableTurn: a picture of the table at the end of each round’s last ended turn', () => {
  it('no positions reported: no pictures', () => {
    const s = endTurn(annsTurn(), 'ann');
    expect(selectTable(s).rounds).toEqual([]);
  });

  it('the units on the battlefield where they stand, and who controls each objective on the battlefield', () => {
    // the south well is not on the battlefield
    const objectives = [{ id: 'spring' }, { id: 'west-bank' }, { id: 'north-well' }, { id: 'south-well', active: false }];
    const start = play(bwBattle(objectives), { type: 'PriorityDetermined', data: { round: 1, firstTurn: 'ann' } }, { type: 'TurnStarted', data: { player: 'ann' } }, spread);
    const placed = selectTable(start).positions;
    // bob's lord is slain after the report: off the battlefield, not in the picture
    const s = endTurn(play(start, { type: 'UnitDestroyed', data: { unit: 'bob-lord' } }), 'ann');
    const units = [placed['ann-dryads'], placed['ann-hunters'], placed['bob-plaguebearers']];
    expect(selectTable(s).rounds).toEqual([{ round: 1, turn: 1, player: 'ann', units, controllers: { spring: 'bob', 'west-bank': 'ann', 'north-well': null } }]);
    // bob's turn ends: the round's picture is the one of its last ended turn
    const bob = endTurn(play(s, { type: 'TurnStarted', data: { player: 'bob' } }), 'bob');
    expect(selectTable(bob).rounds).toEqual([{ round: 1, turn: 2, player: 'bob', units, controllers: { spring: 'bob', 'west-bank': 'ann', 'north-well': null } }]);
    // round 2: one more picture, round 1's kept
    const r2 = endTurn(play(bob, { type: 'PriorityDetermined', data: { round: 2, firstTurn: 'bob', rolls: { ann: 2, bob: 5 } } }, { type: 'TurnStarted', data: { player: 'bob' } }), 'bob');
    expect(selectTable(r2).rounds.map((r) => [r.round, r.turn, r.player])).toEqual([
      [1, 2, 'bob'],
      [2, 1, 'bob'],
    ]);
  });
});

describe('tableRulesWithMaps: the maps it knows, and a saved state’s map and bases read back', () => {
  it("a battleplan without a map of its own takes the one given for it; without one, the bare battlefield", () => {
    // (the table rules are made in the test: rules made once at import are never run with a mutant switched on)
    const withMaps = createEngine(gallet, { table: tableRulesWithMaps(galletMaps), battleTacticRequired: false });
    const setUp = { ...gSetUp, data: { ...(gSetUp as Extract<G, { type: 'BattleSetUp' }>).data, battleplan: 'turf-war' } } as G;
    expect(selectTable(withMaps.replayOrThrow([setUp])).map).toEqual(expect.objectContaining({ id: 'turf-war', objectives: [expect.objectContaining({ id: 'objective-1' }), expect.objectContaining({ id: 'objective-2' })] }));
    const bare = createEngine(gallet, { table: tableRulesWithMaps({}), battleTacticRequired: false });
    expect(selectTable(bare.replayOrThrow([setUp])).map).toEqual(expect.objectContaining({ id: 'turf-war', objectives: [], source: 'the battleplan has no map: the battlefield, its quarters and the centre zone' }));
  });

  it("a saved state's map is checked when it is read, and compiled then: the next report keeps the same map", () => {
    const engine = createEngine(blightedWilds, { table: tableRulesWithMaps({}), battleTacticRequired: false });
    const s = scenario(engine).play(scenario(engine).deployed(), positions([{ unit: 'ann-dryads', base: BASE, models: row(1, 5, 5) }]));
    const saved = JSON.parse(JSON.stringify(s)) as S;
    const read = engine.replay([], saved);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    const after = engine.applyOrThrow(read.state, positions([{ unit: 'ann-lord', base: BASE, models: row(1, 8, 5) }]));
    expect(selectTable(after).map).toBe(selectTable(read.state).map);
    // a map that is not one: the state is refused, naming the field
    const broken = structuredClone(saved) as unknown as { board: { table: { map: { width: number } } } };
    broken.board.table.map.width = -3;
    expect(bare(engine.check(broken as unknown as S, positions([{ unit: 'ann-lord', base: BASE, models: row(1, 8, 5) }])))).toEqual([
      {
        code: 'state/invalid',
        message: 'This is not a battle state: expected a battlefield map: Width and height are inches, more than 0 and at most 120. at board.table.map.width. Pass a state the engine returned, or one saved from it as JSON.',
        path: ['board', 'table', 'map', 'width'],
      },
    ]);
  });

  it("a saved state's bases are read as bases: a valid one is taken, one that is not refuses the state", () => {
    const engine = createEngine(blightedWilds, { table: tableRulesWithMaps({}), battleTacticRequired: false });
    const s = scenario(engine).play(scenario(engine).deployed(), positions([{ unit: 'ann-dryads', base: BASE, models: row(1, 5, 5) }]));
    const saved = JSON.parse(JSON.stringify(s)) as S;
    expect(engine.check(saved, positions([{ unit: 'ann-dryads', models: row(1, 8, 5) }]))).toEqual([]);
    const broken = structuredClone(saved) as unknown as { board: { table: { positions: Record<string, { base: unknown }> } } };
    (broken.board.table.positions['ann-dryads'] as { base: unknown }).base = { kind: 'round', diameterMm: 0 };
    expect(bare(engine.check(broken as unknown as S, positions([{ unit: 'ann-dryads', models: row(1, 8, 5) }])))).toEqual([
      {
        code: 'state/invalid',
        message: 'This is not a battle state: expected a base (round, oval, rect or footprint), found an object at board.table.positions.ann-dryads.base. Pass a state the engine returned, or one saved from it as JSON.',
        path: ['board', 'table', 'positions', 'ann-dryads', 'base'],
      },
    ]);
  });
});
