/**
 * Selectors, the read contract of a battle state: what is on the battlefield (the objectives, the terrain, the units,
 * the latest contest and zone reports, the table). Where the battle stands is read by `battle-selectors.ts`, the score
 * and control of the objectives by `scoring-selectors.ts`.
 *
 * Apps read a state through the selectors, which stay the same when the state's raw shape changes (it will, in 0.2:
 * see `docs/migrating-to-0.2.md`). Each one is a plain function of the state: typed, memo-free (it computes its answer
 * on every call, so keep the answer if you call it in a hot loop), and it returns data, never a function. What may
 * happen next is `engine.available(state)`, which needs the pack's rules.
 * @module
 */
import type { BattlefieldRole, ContestEntry, Placement, ZoneReport } from '../events/schema.js';
import { has } from '../rules/rules-of.js';
import { ZONES_STRIDE, entriesOf, zonesOf } from './reports.js';
import type { BattleState, BattleTable, BoardContestReport, BoardZonesReport, FactMoment, ReportedAt, UnitStatus } from './state.js';

/** An objective: where it is and who controls it. */
export interface ObjectiveView {
  readonly id: string;
  readonly name: string;
  readonly placement: Placement | null;
  /** The player it belongs to, for objectives that belong to one. */
  readonly owner: string | null;
  /** On the battlefield (false once removed, or before it is placed). */
  readonly active: boolean;
  readonly controller: string | null;
  /** The pack's markers on it (activated, pillaged…). */
  readonly markers: Readonly<Record<string, string | number | boolean>>;
}

/**
 * Every objective of the battle, in the order of the battleplan's layout.
 * @example
 * ```ts
 * import { selectObjectives } from 'battlepack-engine';
 * import { randomBattle } from 'battlepack-engine/sim';
 * import { galletEngine } from 'battlepack-engine/gallet';
 *
 * for (const o of selectObjectives(randomBattle(galletEngine, { seed: 3 }).state)) console.log(o.id, o.controller ?? 'nobody');
 * ```
 */
export function selectObjectives(state: BattleState<unknown>): readonly ObjectiveView[] {
  return Object.values(state.board.objectives).map((o) => ({ id: o.id, name: o.name, placement: o.placement, owner: o.owner, active: o.active, controller: o.controller, markers: o.markers }));
}

/**
 * One objective of the battle (where it is, who controls it, its markers), or `null` when the battle has no objective
 * with that id (see {@link selectObjectives} for all of them).
 * @example
 * ```ts
 * import { selectObjective } from 'battlepack-engine';
 * import { randomBattle } from 'battlepack-engine/sim';
 * import { galletEngine } from 'battlepack-engine/gallet';
 *
 * const { state } = randomBattle(galletEngine, { seed: 3, battleplan: 'turf-war' });
 * const o = selectObjective(state, 'objective-1');
 * console.log(o?.name, o?.active, o?.controller ?? 'nobody');
 * ```
 */
export function selectObjective(state: BattleState<unknown>, id: string): ObjectiveView | null {
  const o = Object.prototype.hasOwnProperty.call(state.board.objectives, id) ? state.board.objectives[id] : undefined;
  return o === undefined ? null : { id: o.id, name: o.name, placement: o.placement, owner: o.owner, active: o.active, controller: o.controller, markers: o.markers };
}

/** A terrain feature and who controls it. */
export interface TerrainView {
  readonly id: string;
  readonly name: string;
  readonly placement: Placement | null;
  readonly kind: string | null;
  readonly controller: string | null;
}

/**
 * The battle's terrain features and who controls each.
 * @example
 * ```ts
 * import { selectTerrain } from 'battlepack-engine';
 * import { galletEngine } from 'battlepack-engine/gallet';
 *
 * console.log(selectTerrain(galletEngine.initialState())); // []: no terrain before set-up
 * ```
 */
export function selectTerrain(state: BattleState<unknown>): readonly TerrainView[] {
  return Object.values(state.board.terrain).map((t) => ({ id: t.id, name: t.name, placement: t.placement, kind: t.kind, controller: t.controller }));
}

/** A unit: what it is and how it stands. */
export interface UnitView {
  readonly id: string;
  readonly owner: string;
  readonly name: string;
  readonly status: UnitStatus;
  readonly models: number;
  readonly modelsRemaining: number;
  readonly wounds: number;
  readonly roles: readonly BattlefieldRole[];
  /** Its own keywords and those the pack's rules gave it. */
  readonly keywords: readonly string[];
  readonly general: boolean;
  readonly points: number;
  /** Whether it belongs to the starting army. */
  readonly startingArmy: boolean;
}

/** Which units {@link selectUnits} returns. */
export interface UnitFilter {
  /** Only this player's units. */
  readonly owner?: string;
  /** Only units with one of these statuses (`battlefield`, `reserve`, `destroyed`…). */
  readonly status?: UnitStatus | readonly UnitStatus[];
}

function unitView(u: BattleState<unknown>['units'][string]): UnitView {
  return {
    id: u.def.id,
    owner: u.def.owner,
    name: u.def.name,
    status: u.status,
    models: u.def.models,
    modelsRemaining: u.modelsRemaining,
    wounds: u.def.wounds,
    roles: u.def.roles,
    keywords: u.derivedKeywords.length === 0 ? u.def.keywords : [...u.def.keywords, ...u.derivedKeywords],
    general: u.def.general,
    points: u.def.points,
    startingArmy: u.def.startingArmy,
  };
}

/**
 * The units of the battle in the order they were added, all of them or those `filter` picks.
 * @example
 * ```ts
 * import { selectUnits } from 'battlepack-engine';
 * import { randomBattle } from 'battlepack-engine/sim';
 * import { galletEngine } from 'battlepack-engine/gallet';
 *
 * const { state } = randomBattle(galletEngine, { seed: 3 });
 * const standing = selectUnits(state, { owner: 'p1', status: 'battlefield' });
 * console.log(standing.map((u) => `${u.name} (${u.modelsRemaining}/${u.models})`).join(', '));
 * ```
 */
export function selectUnits(state: BattleState<unknown>, filter: UnitFilter = {}): readonly UnitView[] {
  const statuses = filter.status === undefined ? null : typeof filter.status === 'string' ? [filter.status] : filter.status;
  const out: UnitView[] = [];
  for (const u of Object.values(state.units)) {
    if (filter.owner !== undefined && u.def.owner !== filter.owner) continue;
    if (statuses !== null && !statuses.includes(u.status)) continue;
    out.push(unitView(u));
  }
  return out;
}

/**
 * One unit, or `null` when the battle has no unit with that id.
 * @example
 * ```ts
 * import { selectUnit } from 'battlepack-engine';
 * import { galletEngine } from 'battlepack-engine/gallet';
 *
 * console.log(selectUnit(galletEngine.initialState(), 'liberators')); // null
 * ```
 */
export function selectUnit(state: BattleState<unknown>, id: string): UnitView | null {
  const u = Object.prototype.hasOwnProperty.call(state.units, id) ? state.units[id] : undefined;
  return u === undefined ? null : unitView(u);
}

/** The latest reports of the table: contests per objective and zones per unit (see `docs/table.md`). */
export interface ReportsView {
  /** The latest contest report per objective. */
  readonly contests: Readonly<Record<string, readonly ContestEntry[]>>;
  /** The latest zone report per unit. */
  readonly zones: Readonly<Record<string, ZoneReport>>;
  /** The moment each of those reports describes (ruling `core/fact-moments`). */
  readonly reportedAt: ReportedAt;
}

/**
 * The latest contest and zone reports (by hand, or measured from positions), per objective and per unit: unpacked from
 * the board's shared report objects on every call (each objective's entries, each unit's zone lists).
 * @example
 * ```ts
 * import { selectReports } from 'battlepack-engine';
 * import { randomBattle } from 'battlepack-engine/sim';
 * import { galletEngine } from 'battlepack-engine/gallet';
 *
 * const { contests } = selectReports(randomBattle(galletEngine, { seed: 3 }).state);
 * for (const [objective, entries] of Object.entries(contests)) console.log(objective, entries.length, 'units contesting');
 * ```
 */
export function selectReports(state: BattleState<unknown>): ReportsView {
  const contests: Record<string, readonly ContestEntry[]> = {};
  const contestsAt: Record<string, FactMoment> = {};
  const board = state.board;
  for (const id in board.contests) {
    const report = board.contests[id] as BoardContestReport;
    contests[id] = entriesOf(report, id);
    if (report.at !== null) contestsAt[id] = report.at;
  }
  const zones: Record<string, ZoneReport> = {};
  const zonesAt: Record<string, FactMoment> = {};
  // the reports in force, newest first: each unit's zones from the newest report that names it
  for (let i = board.zones.length - 1; i >= 0; i--) {
    const report = board.zones[i] as BoardZonesReport;
    const u = report.units;
    for (let j = 0; j < u.length; j += ZONES_STRIDE) {
      const id = u[j] as string;
      if (has(zones, id)) continue;
      zones[id] = zonesOf(report, id) as ZoneReport;
      if (report.at !== null) zonesAt[id] = report.at;
    }
  }
  return { contests, zones, reportedAt: { contests: contestsAt, zones: zonesAt } };
}

/**
 * The table as the engine knows it: the battle's map, where each unit's models stand, and a picture of each round
 * (an engine created with table rules; empty otherwise).
 * @example
 * ```ts
 * import { selectTable } from 'battlepack-engine';
 * import { galletEngine } from 'battlepack-engine/gallet';
 *
 * console.log(selectTable(galletEngine.initialState()).map); // null: no map before set-up
 * ```
 */
export function selectTable(state: BattleState<unknown>): BattleTable {
  return state.board.table;
}
