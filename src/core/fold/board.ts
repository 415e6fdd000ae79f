/**
 * The fold of the battlefield: contest and zone reports, and objective control at each checkpoint. Part of the fold
 * (`evolve`, src/core/fold/evolve.ts).
 * @module
 */
import type { Battlepack, ControlChange, HookContext, Hooks } from '../pack/battlepack.js';
import { editionProfile } from '../rules/edition.js';
import { has, hookTableOf } from '../rules/rules-of.js';
import { contestsAtEndOf, momentOf } from '../events/moments.js';
import type { ContestEntry, ReportMoment } from '../events/schema.js';
import type { BattleState, BoardContestReport, BoardZonesReport, Draft, FactMoment, Mutable, ObjectiveState, TurnKey, UnitState } from '../state/state.js';
import { CONTEST_STRIDE, ZONES_STRIDE, packEntry, packZoneList, withZonesReport } from '../state/reports.js';
import { type DataOf, type Fold, own, ownBoard, ownObjective, view } from './write.js';

/**
 * Records a zones report: one report object for the whole report (its moment and each unit's zones, packed;
 * src/core/state/reports.ts), added to the reports in force; an earlier report whose every unit a later one names is
 * dropped.
 */
export function zonesReported<X>(f: Fold, s: Draft<X>, d: DataOf<'ZonesReported'>, eventIndex: number): void {
  const units = d.units;
  let n = 0;
  for (const _ in units) n++;
  if (n === 0) return;
  const packed = new Array<string | number>(n * ZONES_STRIDE);
  let k = 0;
  for (const id in units) {
    const z = units[id] as (typeof units)[string] & object;
    packed[k++] = id;
    packed[k++] = packZoneList(z.wholly);
    packed[k++] = packZoneList(z.partly);
  }
  const report: Mutable<BoardZonesReport> = { at: momentOf(s as BattleState<X>, eventIndex, d.at), units: packed };
  ownBoard(f, s).zones = withZonesReport(s.board.zones, report) as Mutable<BoardZonesReport>[];
}

export function setControl<X>(f: Fold, s: Draft<X>, objective: string, player: string | null, eventIndex: number): void {
  const current = s.board.objectives[objective];
  if (current === undefined || current.controller === player) return;
  const o = ownObjective(f, s, objective) as Mutable<ObjectiveState>;
  o.controller = player;
  o.controlChangedAt = { round: s.clock.round, turn: s.clock.turn?.number ?? 0, eventIndex };
}

/**
 * Records a contest report: for each objective it covers, its entries replace the earlier ones and are stamped with
 * the moment the report describes. Control does not move here (ruling `core/control-checkpoints`).
 */
export function recordContest<X>(
  f: Fold,
  s: Draft<X>,
  covered: readonly string[] | undefined,
  contests: readonly { unit: string; objective: string; models?: number | undefined; controlScore?: number | undefined; wholly?: boolean | undefined; counts?: boolean | undefined }[],
  at: ReportMoment | undefined,
  eventIndex: number,
): void {
  const objectives = view(s.board.objectives);
  let ids: readonly string[];
  if (covered !== undefined) ids = covered;
  else {
    const active: string[] = [];
    for (const id in objectives) if ((objectives[id] as ObjectiveState).active) active.push(id);
    ids = active;
  }
  // the entries of the covered objectives, in report order (entries for other objectives are dropped), in one list
  // of its exact length, shared with every covered objective through one report object
  const n = ids.length;
  let k = 0;
  for (let j = 0; j < contests.length; j++) if (ids.includes((contests[j] as (typeof contests)[number]).objective)) k++;
  const entries = new Array<string | number>(k * CONTEST_STRIDE);
  k = 0;
  for (let j = 0; j < contests.length; j++) {
    const c = contests[j] as (typeof contests)[number];
    if (ids.includes(c.objective)) k = packEntry(entries, k, c);
  }
  const report: Mutable<BoardContestReport> = { at: momentOf(s as BattleState<X>, eventIndex, at), entries };
  const reported = own(f, ownBoard(f, s), 'contests');
  for (let i = 0; i < n; i++) reported[ids[i] as string] = report;
}

/**
 * The objective each unit counts toward in a 4th-edition picture of several objectives (core 32.1): the one entry of
 * its latest report not marked `counts: false` (ruling `core/one-objective-per-unit`). Maps unit → objective.
 */
export function countedObjectives<X>(s: Draft<X>, ids: readonly string[], lists: readonly (readonly ContestEntry[])[]): Map<string, string> {
  const reports = view(s.board.contests);
  const chosen = new Map<string, { objective: string; at: number }>();
  for (let k = 0; k < ids.length; k++) {
    const objective = ids[k] as string;
    // an objective of `ids` has a report of the checkpoint's moment
    const at = ((reports[objective] as BoardContestReport).at as FactMoment).eventIndex;
    for (const c of lists[k] as readonly ContestEntry[]) {
      if (c.counts === false) continue;
      const was = chosen.get(c.unit);
      if (was === undefined || at > was.at) chosen.set(c.unit, { objective, at });
    }
  }
  const out = new Map<string, string>();
  for (const [unit, c] of chosen) out.set(unit, c.objective);
  return out;
}

/**
 * What a contest entry says a unit brings to its objective, capped by what the unit has left now (ruling
 * `core/contest-after-casualties`): reported models, at most the models left (3rd ed); a control score, at most Control
 * × models left when the unit's Control is known (4th ed).
 */
export function contestAmountNow(c: ContestEntry, u: UnitState, byModels: boolean): number {
  if (byModels) return Math.min(c.models ?? 0, u.modelsRemaining);
  const score = c.controlScore ?? 0;
  return u.def.control === null ? score : Math.min(score, u.def.control * u.modelsRemaining);
}

/**
 * The count a contest entry brings to its objective under the battle's hooks, for a unit on the battlefield: 0 when a
 * `canContest` (in `canContest`'s order) refuses it; else what it reports, capped by the unit now
 * ({@link contestAmountNow}), adjusted by each `countContest` in order, never below 1 for a contesting unit in 4th
 * edition (32.2), floored, never below 0. The one combination of the hooks: the control checkpoint uses it, and so do
 * the Gallet battle tactics that read contests (`contestCount`).
 * @internal
 */
export function hookedContestCount<X>(state: BattleState<X>, canContest: readonly Hooks<X>[], countContest: readonly Hooks<X>[], c: ContestEntry, u: UnitState, byModels: boolean): number {
  // indexed loops over the hook lists, each hook of which defines its point (the table's lists)
  for (let h = 0; h < canContest.length; h++) if ((canContest[h] as Hooks<X>).canContest?.(state, c, u) === false) return 0;
  // ruling core/contest-after-casualties: models slain since the report no longer contest; the count is capped by
  // the models the unit has at the checkpoint (3rd ed) or their Control (4th ed)
  const count = contestAmountNow(c, u, byModels);
  let n = count;
  for (let h = 0; h < countContest.length; h++) n = (countContest[h] as Hooks<X>).countContest?.(state, c, u, n) ?? n;
  // 4th ed 32.2: a contesting unit's control score is never reduced below 1
  if (!byModels && count > 0) n = Math.max(1, n);
  return Math.max(0, Math.floor(n));
}

/**
 * The changes a control checkpoint (after deployment, the end of a turn) makes: for each objective on the battlefield
 * with a contest report of the moment `key`, each player's counted contest, and control moves where one side has more
 * (sticky). Objectives without a report of that moment keep their control (ruling `core/control-checkpoints`). Reads
 * the state only: the fold applies the changes, `selectNextCheckpointControl` shows them.
 * @internal
 */
export function checkpointControlChanges<X>(pack: Battlepack<X>, state: BattleState<X>, key: TurnKey): readonly ControlChange[] {
  const s = state as Draft<X>;
  // read from views: the objectives and units do not change until control moves at the end
  const objectives = view(s.board.objectives);
  const units = view(s.units);
  const now = view(state);
  // the objectives with a picture of that moment, and their entries (none: nothing to count)
  const ids: string[] = [];
  const lists: (readonly ContestEntry[])[] = [];
  for (const id in objectives) {
    if (!(objectives[id] as ObjectiveState).active) continue;
    const entries = contestsAtEndOf(now, id, key);
    if (entries === undefined) continue;
    ids.push(id);
    lists.push(entries);
  }
  if (ids.length === 0) return [];
  const ed = editionProfile(pack.edition);
  const counted = ed.unitContestsOneObjective ? countedObjectives(s, ids, lists) : null;
  const byModels = ed.control === 'models';
  const table = hookTableOf(pack, state);
  const canContest = table.canContest;
  const countContest = table.countContest;
  const changes: ControlChange[] = [];
  // objectives come with the set-up, which names two players
  const a = s.setup.playerOrder[0] as string;
  const b = s.setup.playerOrder[1] as string;
  for (let k = 0; k < ids.length; k++) {
    const id = ids[k] as string;
    const o = objectives[id] as ObjectiveState;
    const entries = lists[k] as readonly ContestEntry[];
    // each player's total (only the two players' units count)
    let ta = 0;
    let tb = 0;
    for (let j = 0; j < entries.length; j++) {
      const c = entries[j] as ContestEntry;
      if (c.counts === false || (counted !== null && counted.get(c.unit) !== id)) continue;
      // a contest entry names a unit of the battle (the engine refuses others), and units are never deleted
      const u = units[c.unit] as UnitState;
      if (u.status !== 'battlefield') continue;
      const n = hookedContestCount(state, canContest, countContest, c, u, byModels);
      if (u.def.owner === a) ta += n;
      if (u.def.owner === b) tb += n;
    }
    // control is sticky: equal counts (including none) leave it where it was
    const to = ta > tb ? a : tb > ta ? b : o.controller;
    if (to !== o.controller) changes.push({ objective: id, from: o.controller, to });
  }
  let allowed: readonly ControlChange[] = changes;
  for (const h of table.filterControl) if (h.filterControl !== undefined) allowed = h.filterControl(state, allowed);
  return allowed;
}

export function determineControl<X>(f: Fold, pack: Battlepack<X>, s: Draft<X>, ctx: HookContext, key: TurnKey): void {
  const allowed = checkpointControlChanges(pack, s as BattleState<X>, key);
  for (let i = 0; i < allowed.length; i++) {
    const c = allowed[i] as ControlChange;
    setControl(f, s, c.objective, c.to, ctx.eventIndex);
  }
}
