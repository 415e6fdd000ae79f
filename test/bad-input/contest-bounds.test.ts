import type { EventOf, RuleViolation } from '../../src/index.js';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { deployed as bwDeployed, play as bwPlay, round as bwRound, type S as BwState } from '../battlepack/blighted-wilds/support.js';
import { ANN, BOB, inTurn, other, type Ev as GalletEv } from '../battlepack/gallet/support.js';
import { blightedWildsEngine } from '../../src/blighted-wilds.js';
import { deployed4, engine3, engine4, round1Begun3, type Ev3, type Ev4 } from '../support/core-fixtures.js';
import { expectRejected } from '../support/expect-rejected.js';

// Finding: contest reports accepted impossible counts that change control. A 1-model unit reporting 6 models flipped
// an objective; the same unit listed twice in one report counted twice; in Blighted Wilds a control score of 100000 for
// a 9-model unit was accepted. Now a report is checked against what the battle knows (ruling `core/contest-bounds`).

const round1Begun4: readonly Ev4[] = [...deployed4, { type: 'PriorityDetermined', data: { round: 1, rolls: { cat: 5, dan: 1 }, firstTurn: 'cat' } }];

const bobsTurn: Ev3 = { type: 'TurnStarted', data: { player: 'bob' } };
const bobsTurnEnds: Ev3 = { type: 'TurnEnded', data: { player: 'bob' } };

const report3 = (contests: { unit: string; objective: string; models: number }[], objectives?: string[]): Ev3 => ({
  type: 'ObjectiveContestReported',
  data: objectives === undefined ? { contests } : { objectives, contests },
});

describe('3rd edition: reported models never exceed the models a unit has left', () => {
  it('a 1-model unit reporting 6 models is refused (it would have flipped the centre)', () => {
    // a2 (Dracoth) is 1 model; b1 (Orruks) 5
    const { state } = expectRejected(engine3, round1Begun3, report3([{ unit: 'a2', objective: 'centre', models: 6 }, { unit: 'b1', objective: 'centre', models: 5 }]), {
      code: 'contest/too-many-models',
      path: ['data', 'contests', 0, 'models'],
      allowed: /has 1 model left, so 6 cannot contest; report at most 1/,
    });
    expect(state.board.objectives['centre']?.controller).toBeNull();
  });

  it('where it does not apply: the unit’s real count is accepted, and the bigger unit wins at the end of the turn', () => {
    const s = engine3.replayOrThrow([...round1Begun3, bobsTurn, report3([{ unit: 'a2', objective: 'centre', models: 1 }, { unit: 'b1', objective: 'centre', models: 5 }]), bobsTurnEnds]);
    expect(s.board.objectives['centre']?.controller).toBe('bob');
  });

  it('the bound follows the models slain', () => {
    const given: Ev3[] = [...round1Begun3, { type: 'ModelsSlain', data: { unit: 'b1', count: 3 } }];
    expectRejected(engine3, given, report3([{ unit: 'b1', objective: 'east', models: 3 }]), { code: 'contest/too-many-models', path: ['data', 'contests', 0, 'models'], allowed: /report at most 2/ });
    expect(engine3.can(engine3.replayOrThrow(given), report3([{ unit: 'b1', objective: 'east', models: 2 }]))).toBe(true);
  });
});

describe('a unit appears once per objective in a report', () => {
  it('3rd edition: the same unit listed twice for one objective is refused (it counted twice)', () => {
    expectRejected(engine3, round1Begun3, report3([{ unit: 'b1', objective: 'centre', models: 5 }, { unit: 'a1', objective: 'centre', models: 6 }, { unit: 'b1', objective: 'centre', models: 5 }]), {
      code: 'contest/unit-counted-twice',
      path: ['data', 'contests', 2, 'unit'],
      allowed: /listed twice for objective "centre"/,
    });
  });

  it('3rd edition, where it does not apply: one unit toward two objectives is allowed (ruling core/contest-bounds)', () => {
    const s = engine3.replayOrThrow([...round1Begun3, bobsTurn, report3([{ unit: 'b1', objective: 'centre', models: 5 }, { unit: 'b1', objective: 'east', models: 5 }]), bobsTurnEnds]);
    expect(s.board.objectives['centre']?.controller).toBe('bob');
    expect(s.board.objectives['east']?.controller).toBe('bob');
  });

  it('4th edition: the same unit listed twice for one objective is refused with its own message', () => {
    const e: Ev4 = { type: 'ObjectiveContestReported', data: { contests: [{ unit: 'c2', objective: 'north', controlScore: 3 }, { unit: 'c2', objective: 'north', controlScore: 3 }] } };
    expectRejected(engine4, round1Begun4, e, { code: 'contest/unit-counted-twice', path: ['data', 'contests', 1, 'unit'], allowed: /listed twice for objective "north"/ });
  });
});

describe('4th edition: a control score never exceeds Control × models left, where Control is known', () => {
  const bw = (): BwState => bwPlay(bwRound(bwDeployed(), 1, 'ann'), { type: 'TurnStarted', data: { player: 'ann' } }, { type: 'ModelsSlain', data: { unit: 'ann-dryads', count: 1 } });
  const score = (controlScore: number): EventOf<typeof blightedWildsEngine> => ({
    type: 'ObjectiveContestReported',
    data: { contests: [{ unit: 'ann-dryads', objective: 'spring', controlScore }, { unit: 'bob-beast', objective: 'spring', controlScore: 5 }] },
  });

  it('Blighted Wilds: a control score of 100000 for 9 Dryads (Control 1) is refused', () => {
    const s = bw();
    expect(s.units['ann-dryads']?.modelsRemaining).toBe(9);
    const r = blightedWildsEngine.apply(s, score(100_000));
    expect(!r.ok && r.violations[0]).toMatchObject({ code: 'contest/control-score-too-high', path: ['data', 'contests', 0, 'controlScore'] });
    expect(!r.ok && r.violations[0]?.message).toMatch(/at most 9, not 100000/);
    expect(blightedWildsEngine.check(s, score(10)).map((v) => v.code)).toEqual(['contest/control-score-too-high']);
  });

  it('where it does not apply: 9 is accepted and wins against the Beast’s 5', () => {
    const s = bwPlay(bw(), score(9), { type: 'BlightedWatersResolved', data: { player: 'ann', pick: 1, within: [], rolls: {} } }, { type: 'TurnEnded', data: { player: 'ann' } });
    expect(s.board.objectives['spring']?.controller).toBe('ann');
  });

  it('where Control is not known (the unit data has none), the score is not bounded', () => {
    // d3 (Bats, 2 models) has no Control characteristic; it arrives from reserve
    const arrived = engine4.applyOrThrow(engine4.replayOrThrow(round1Begun4), { type: 'UnitArrived', data: { unit: 'd3' } });
    expect(arrived.units['d3']?.def.control).toBeNull();
    expect(engine4.check(arrived, { type: 'ObjectiveContestReported', data: { contests: [{ unit: 'd3', objective: 'south', controlScore: 50 }] } })).toEqual([]);
    // and a unit whose Control is known is bounded in the same battle
    expect(engine4.check(arrived, { type: 'ObjectiveContestReported', data: { contests: [{ unit: 'd1', objective: 'south', controlScore: 4 }] } }).map((v) => v.code)).toEqual([
      'contest/control-score-too-high',
    ]);
  });
});

describe('Gallet: a model that counts as more is counted by the rules, from the unit data', () => {
  const gargant = other('gargant', ANN, { name: 'Mega-Gargant', models: 1, wounds: 35, countsAs: 20 });
  const battle = () => inTurn('turf-war', {}, [gargant]);
  const objective = (b: ReturnType<typeof battle>): string => Object.keys(b.state.board.objectives)[0] ?? '';
  const contest = (b: ReturnType<typeof battle>, models: number): GalletEv => ({
    type: 'ObjectiveContestReported',
    data: { contests: [{ unit: 'gargant', objective: objective(b), models }, { unit: 'b1', objective: objective(b), models: 10 }] },
  });

  it('a Mega-Gargant reported as its 1 model counts as 20 and beats 10 veterans', () => {
    const b = battle();
    const s = b.do(contest(b, 1)).endTurn().state;
    expect(s.board.objectives[objective(b)]?.controller).toBe(ANN);
  });

  it('reporting its 20 as models is refused: the unit has 1 model', () => {
    const b = battle();
    expect(b.codes(contest(b, 20))).toEqual(['contest/too-many-models']);
  });

  it('the terrain contest report is bounded the same way, and lists a unit once', () => {
    const b = inTurn('turf-war', { terrain: [{ id: 'altar' }] });
    const terrain = (contests: { unit: string; models: number }[]): GalletEv => ({ type: 'TerrainContestReported', data: { terrain: 'altar', contests } });
    expect(b.codes(terrain([{ unit: 'b1', models: 11 }]))).toEqual(['contest/too-many-models']);
    expect(b.codes(terrain([{ unit: 'b1', models: 5 }, { unit: 'b1', models: 5 }]))).toEqual(['contest/unit-counted-twice']);
    expect(b.codes(terrain([{ unit: 'b1', models: 10 }, { unit: 'a1', models: 9 }]))).toEqual([]);
    expect(b.do(terrain([{ unit: 'b1', models: 10 }, { unit: 'a1', models: 9 }])).state.board.terrain['altar']?.controller).toBe(BOB);
  });
});

describe('a unit listed twice, or counted toward two objectives: long and short reports alike', () => {
  // the rule as stated: an entry is refused as listed twice when an entry before it names the same unit and objective;
  // in 4th edition an entry that counts is refused when the first counted entry before it of the same unit named
  // another objective. Reports of 1 to 14 entries: each entry is checked by a look back over the entries before it.
  type Entry = { unit: string; objective: string; counts?: boolean };
  const expected = (entries: readonly Entry[], oneObjective: boolean): { path: (string | number)[]; message: RegExp }[] =>
    entries.flatMap((c, i) => {
      const before = entries.slice(0, i).filter((d) => d.unit === c.unit);
      const out: { path: (string | number)[]; message: RegExp }[] = [];
      if (before.some((d) => d.objective === c.objective)) out.push({ path: ['data', 'contests', i, 'unit'], message: /listed twice/ });
      const first = before.find((d) => d.counts !== false);
      if (oneObjective && c.counts !== false && first !== undefined && first.objective !== c.objective) out.push({ path: ['data', 'contests', i, 'unit'], message: /counted toward two objectives/ });
      return out;
    });
  const twice = (vs: readonly RuleViolation[]) => vs.filter((v) => v.code === 'contest/unit-counted-twice');

  it('3rd edition', () => {
    const s = engine3.replayOrThrow(round1Begun3);
    fc.assert(
      fc.property(fc.array(fc.record({ unit: fc.constantFrom('a1', 'b1', 'b2'), objective: fc.constantFrom('centre', 'east') }), { minLength: 1, maxLength: 14 }), (entries) => {
        const got = twice(engine3.check(s, { type: 'ObjectiveContestReported', data: { contests: entries.map((c) => ({ ...c, models: 1 })) } }));
        const want = expected(entries, false);
        expect(got.map((v) => v.path)).toEqual(want.map((w) => w.path));
        got.forEach((v, i) => expect(v.message).toMatch(want[i]?.message ?? /never/));
      }),
      { numRuns: 200 },
    );
  });

  it('4th edition, with entries that do not count', () => {
    const s = engine4.replayOrThrow(round1Begun4);
    const entry = fc.record({ unit: fc.constantFrom('c1', 'c2', 'd1'), objective: fc.constantFrom('north', 'south'), counts: fc.constantFrom(true, false, undefined) });
    fc.assert(
      fc.property(fc.array(entry, { minLength: 1, maxLength: 14 }), (raw) => {
        const entries: Entry[] = raw.map(({ counts, ...c }) => (counts === undefined ? c : { ...c, counts }));
        const got = twice(engine4.check(s, { type: 'ObjectiveContestReported', data: { contests: entries.map((c) => ({ ...c, controlScore: 1 })) } }));
        const want = expected(entries, true);
        expect(got.map((v) => v.path)).toEqual(want.map((w) => w.path));
        got.forEach((v, i) => expect(v.message).toMatch(want[i]?.message ?? /never/));
      }),
      { numRuns: 200 },
    );
  });
});
