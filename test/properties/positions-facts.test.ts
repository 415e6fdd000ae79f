/**
 * Properties of the facts the engine derives from `PositionsReported` (ruling table/positions-report), through the
 * public engine: the contest and zone reports of the state, in 3rd and 4th edition. The geometry-level versions are in
 * `test/table/properties.test.ts`; these go through the set-up's map, the report and the fold.
 *
 * - translating everything (territories, objectives, models) leaves every derived fact unchanged;
 * - a half-turn of the table about its centre, with the players' roles swapped, gives the mirrored facts;
 * - moving a model straight toward an objective it contests never stops it contesting;
 * - wholly within implies within: a unit is wholly within a zone exactly when each of its models is.
 *
 * Runs: PROPERTY_RUNS, else 40 per property and edition. Coordinates are multiples of 1/16".
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BattleState } from '../../src/index.js';
import { engine3, engine4, setUp3, setUp4, type Ev3, type Ev4 } from '../support/core-fixtures.js';
import { selectReports } from '../../src/index.js';

const RUNS = ((): number => {
  const raw = process.env['PROPERTY_RUNS'];
  const n = raw === undefined || raw.trim() === '' ? 40 : Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`PROPERTY_RUNS must be a whole number, not ${JSON.stringify(raw)}`);
  return n;
})();
const params = { numRuns: RUNS };

type P = { readonly x: number; readonly y: number };
const sixteenth = (lo: number, hi: number) => fc.integer({ min: lo * 16, max: hi * 16 }).map((n) => n / 16);
const point = (x0: number, x1: number, y0: number, y1: number): fc.Arbitrary<P> => fc.record({ x: sixteenth(x0, x1), y: sixteenth(y0, y1) });
const BASES = [{ kind: 'round', diameterMm: 25 }, { kind: 'round', diameterMm: 32 }, { kind: 'round', diameterMm: 60 }, { kind: 'oval', lengthMm: 90, widthMm: 52 }, { kind: 'rect', lengthMm: 50, widthMm: 50 }] as const;
type ModelBase = (typeof BASES)[number];

/** A table inside the box [12, 48]×[12, 32]: two territory strips, objectives, units of 1–5 models. */
interface Table {
  readonly top: number;
  readonly bottom: number;
  readonly objectives: readonly P[];
  readonly units: readonly { readonly base: ModelBase; readonly models: readonly { readonly p: P; readonly rotation: number }[] }[];
}
const tableArb = (objectives: number): fc.Arbitrary<Table> =>
  fc.record({
    top: sixteenth(14, 18),
    bottom: sixteenth(26, 30),
    objectives: fc.array(point(14, 46, 14, 30), { minLength: objectives, maxLength: objectives }),
    units: fc.array(fc.record({ base: fc.constantFrom(...BASES), models: fc.array(fc.record({ p: point(12, 48, 12, 32), rotation: fc.integer({ min: 0, max: 359 }) }), { minLength: 1, maxLength: 5 }) }), {
      minLength: 4,
      maxLength: 4,
    }),
  });

const rect = (x0: number, y0: number, x1: number, y1: number) => [
  { x: x0, y: y0 },
  { x: x1, y: y0 },
  { x: x1, y: y1 },
  { x: x0, y: y1 },
];

interface Edition {
  readonly name: string;
  readonly ids: readonly string[];
  readonly unitIds: readonly string[];
  /** Replays the set-up, the armies and a positions report (at the start of the first turn); null if refused. */
  play(t: Table, opts: { readonly swapRoles?: boolean; readonly move?: (p: P, i: number) => P }): BattleState<unknown>;
}

/** The set-up data of a table: its objectives where it puts them, its territories, the quarters and centre removed. */
function setUpData(base: Ev3 | Ev4, ids: readonly string[], t: Table, move: (p: P) => P, swapRoles: boolean, attackerTop: boolean) {
  const d = (base as Extract<Ev3, { type: 'BattleSetUp' }>).data;
  const players = swapRoles ? d.players.map((p) => ({ ...p, role: p.role === 'attacker' ? ('defender' as const) : ('attacker' as const) })) : d.players;
  const strip = (y0: number, y1: number) => [rect(12, y0, 48, y1).map(move)];
  const topId = attackerTop ? 'attacker-territory' : 'defender-territory';
  const bottomId = attackerTop ? 'defender-territory' : 'attacker-territory';
  return {
    ...d,
    players,
    objectives: ids.map((id, i) => ({ id, position: move(t.objectives[i] as P) })),
    map: {
      removeRegions: ['q1', 'q2', 'q3', 'q4', 'centre'],
      regions: [
        { id: topId, name: topId, parts: strip(12, t.top) },
        { id: bottomId, name: bottomId, parts: strip(t.bottom, 32) },
      ],
    },
  };
}

function positions(t: Table, unitIds: readonly string[], move: (p: P, i: number) => P, turn: number) {
  let k = 0;
  return {
    type: 'PositionsReported' as const,
    data: {
      units: t.units.map((u, i) => ({
        unit: unitIds[i] as string,
        base: u.base,
        models: u.models.map((m) => ({ position: move(m.p, k++), rotation: (m.rotation + turn) % 360 })),
      })),
    },
  };
}

const UNITS = ['u0', 'u1', 'u2', 'u3'];
const owners = ['ann', 'bob', 'ann', 'bob'];

const third: Edition = {
  name: '3rd edition',
  ids: ['west', 'centre', 'east'],
  unitIds: UNITS,
  play(t, { swapRoles = false, move }) {
    const half = move !== undefined && (move as { half?: boolean }).half === true;
    const m = move ?? ((p: P) => p);
    const setUp = { type: 'BattleSetUp', data: setUpData(setUp3, this.ids, t, (p) => m(p, -1), swapRoles, !(half && swapRoles)) } as Ev3;
    return engine3.replayOrThrow([
      setUp,
      { type: 'UnitsAdded', data: { origin: 'roster', units: UNITS.map((id, i) => ({ id, owner: owners[i] as string, name: id, wounds: 1, models: 5 })) } },
      { type: 'DeploymentFinished', data: { firstFinished: 'bob' } },
      positions(t, UNITS, m, half ? 180 : 0) as Ev3,
    ]) as BattleState<unknown>;
  },
};

const fourth: Edition = {
  name: '4th edition',
  ids: ['north', 'south'],
  unitIds: UNITS,
  play(t, { swapRoles = false, move }) {
    const half = move !== undefined && (move as { half?: boolean }).half === true;
    const m = move ?? ((p: P) => p);
    const setUp = { type: 'BattleSetUp', data: setUpData(setUp4, this.ids, t, (p) => m(p, -1), swapRoles, !(half && swapRoles)) } as unknown as Ev4;
    return engine4.replayOrThrow([
      setUp,
      { type: 'UnitsAdded', data: { origin: 'roster', units: UNITS.map((id, i) => ({ id, owner: owners[i] === 'ann' ? 'cat' : 'dan', name: id, wounds: 1, models: 5, control: 1 + i })) } },
      { type: 'DeploymentFinished', data: { firstFinished: 'dan' } },
      positions(t, UNITS, m, half ? 180 : 0) as Ev4,
    ]) as BattleState<unknown>;
  },
};

/** The facts a state holds: every contest report and every zone report, with their moments. */
const facts = (s: BattleState<unknown>) => selectReports(s);

const swapZone = (z: string) => (z === 'attacker-territory' ? 'defender-territory' : z === 'defender-territory' ? 'attacker-territory' : z);

describe.each([third, fourth])('facts from positions, $name', (ed) => {
  it('translating everything leaves every derived fact unchanged', () => {
    fc.assert(
      fc.property(tableArb(ed.ids.length), sixteenth(-10, 10), sixteenth(-10, 10), (t, dx, dy) => {
        const moved = ed.play(t, { move: (p) => ({ x: p.x + dx, y: p.y + dy }) });
        expect(facts(moved)).toEqual(facts(ed.play(t, {})));
      }),
      params,
    );
  });

  it('a half-turn of the table about its centre with the roles swapped gives the mirrored facts', () => {
    fc.assert(
      fc.property(tableArb(ed.ids.length), (t) => {
        const before = ed.play(t, {});
        // the table turned: every point p goes to (60 − x, 44 − y), bases turned with it; the attacker's territory is
        // again the top strip, now held by the other player
        const turn = Object.assign((p: P) => ({ x: 60 - p.x, y: 44 - p.y }), { half: true });
        const after = ed.play(t, { swapRoles: true, move: turn });
        expect(selectReports(after).contests).toEqual(selectReports(before).contests);
        const mirrored: Record<string, { wholly: string[]; partly: string[] }> = {};
        for (const [id, z] of Object.entries(selectReports(before).zones)) mirrored[id] = { wholly: z.wholly.map(swapZone).sort(), partly: z.partly.map(swapZone).sort() };
        const got: Record<string, { wholly: string[]; partly: string[] }> = {};
        for (const [id, z] of Object.entries(selectReports(after).zones)) got[id] = { wholly: [...z.wholly].sort(), partly: [...z.partly].sort() };
        expect(got).toEqual(mirrored);
      }),
      params,
    );
  });

  it('moving a model straight toward an objective it contests never stops it contesting', () => {
    fc.assert(
      fc.property(tableArb(ed.ids.length), fc.nat(), fc.integer({ min: 0, max: 16 }), (t, pick, step) => {
        const before = ed.play(t, {});
        // a model of u0, and an objective u0 contests (skip the case where it contests none)
        const contested = ed.ids.filter((id) => (selectReports(before).contests[id] ?? []).some((c) => c.unit === 'u0'));
        fc.pre(contested.length > 0);
        const target = contested[pick % contested.length] as string;
        const o = t.objectives[ed.ids.indexOf(target)] as P;
        // every model of u0 moves a fraction step/16 of the way to the objective's centre (on the 1/256" grid)
        const f = step / 16;
        const n0 = t.units[0]?.models.length ?? 0;
        const after = ed.play(t, { move: (p, i) => (i >= 0 && i < n0 ? { x: p.x + (o.x - p.x) * f, y: p.y + (o.y - p.y) * f } : p) });
        expect((selectReports(after).contests[target] ?? []).some((c) => c.unit === 'u0')).toBe(true);
      }),
      params,
    );
  });

  it('wholly within implies within: a unit is wholly within a zone exactly when each of its models is', () => {
    fc.assert(
      fc.property(tableArb(ed.ids.length), (t) => {
        const all = ed.play(t, {});
        for (let i = 0; i < t.units.length; i++) {
          const u = t.units[i] as Table['units'][number];
          const id = UNITS[i] as string;
          const z = selectReports(all).zones[id];
          expect(z).toBeDefined();
          if (z === undefined) continue;
          // each model alone, as a table of one-model units (the other units' models are not reported)
          const per = u.models.map((m) => selectReports(ed.play({ ...t, units: [{ base: u.base, models: [m] }] }, {})).zones['u0'] as { readonly wholly: readonly string[]; readonly partly: readonly string[] } | undefined);
          const whollyEach = ['attacker-territory', 'defender-territory', 'neutral'].filter((zone) => per.every((p) => p?.wholly.includes(zone)));
          const withinAny = ['attacker-territory', 'defender-territory', 'neutral'].filter((zone) => per.some((p) => p?.wholly.includes(zone) || p?.partly.includes(zone)));
          expect([...z.wholly].sort()).toEqual(whollyEach.sort());
          // wholly ⇒ within; partly is within but not wholly; nothing is in both lists
          for (const w of z.wholly) expect(withinAny).toContain(w);
          expect([...z.wholly, ...z.partly].sort()).toEqual(withinAny.sort());
          expect(z.wholly.filter((w) => z.partly.includes(w))).toEqual([]);
        }
      }),
      { numRuns: Math.max(1, Math.round(RUNS / 4)) },
    );
  });
});
