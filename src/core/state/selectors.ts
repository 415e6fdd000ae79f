/**
 * Selectors: the read contract of a battle state. Apps read a state through these functions, which stay the same when
 * the state's raw shape changes (it will, in 0.2: see `docs/migrating-to-0.2.md`). Each one is a plain function of the
 * state: typed, memo-free (it computes its answer on every call, so keep the answer if you call it in a hot loop), and
 * it returns data, never a function. What may happen next is `engine.available(state)`, which needs the pack's rules.
 * @module
 */
import { historyItems } from './history.js';
import type { Battlepack } from '../pack/battlepack.js';
import { checkpointControlChanges } from '../fold/evolve.js';
import { turnKeyOf } from '../events/moments.js';
import { has } from '../rules/rules-of.js';
import type { BattlefieldRole, ContestEntry, Phase, Placement, Role, ZoneReport } from '../events/schema.js';
import { ZONES_STRIDE, entriesOf, zonesOf } from './reports.js';
import type { BattleResult, BattleState, BattleTable, BoardZonesReport, DestroyedRecord, Edition, FactMoment, PendingRoll, ReportedAt, RoundRecord, Stage, TacticRecord, TurnSummary, UnitStatus, VpLine } from './state.js';

/** One player's row of the scoreboard. */
export interface ScoreboardRow {
  readonly player: string;
  readonly name: string;
  readonly role: 'attacker' | 'defender';
  readonly vp: number;
  readonly commandPoints: number;
  readonly battleTacticsCompleted: number;
  readonly grandStrategy: string | null;
  readonly grandStrategyCompleted: boolean | null;
  readonly objectivesControlled: readonly string[];
}

/**
 * The scoreboard: one row per player, in set-up order.
 * @example
 * ```ts
 * import { selectScoreboard } from 'battlepack-engine';
 * import { randomBattle } from 'battlepack-engine/sim';
 * import { galletEngine } from 'battlepack-engine/gallet';
 *
 * const { state } = randomBattle(galletEngine, { seed: 3 });
 * for (const row of selectScoreboard(state)) console.log(row.name, row.vp, 'VP', row.objectivesControlled.length, 'objectives');
 * ```
 */
export function selectScoreboard(state: BattleState<unknown>): readonly ScoreboardRow[] {
  return state.setup.playerOrder.map((id) => {
    const p = state.players[id];
    return {
      player: id,
      name: p?.name ?? id,
      role: p?.role ?? 'attacker',
      vp: p?.vp ?? 0,
      commandPoints: p?.commandPoints ?? 0,
      battleTacticsCompleted: selectBattleTactics(state, id).filter((t) => t.status === 'completed').length,
      grandStrategy: p?.grandStrategy ?? null,
      grandStrategyCompleted: p?.grandStrategyCompleted ?? null,
      objectivesControlled: Object.values(state.board.objectives)
        .filter((o) => o.active && o.controller === id)
        .map((o) => o.id),
    };
  });
}

/**
 * The victory-point ledger, or one player's lines of it: every point with the rule that gave it and the event that
 * scored it.
 * @example
 * ```ts
 * import { selectLedger } from 'battlepack-engine';
 * import { randomBattle } from 'battlepack-engine/sim';
 * import { galletEngine } from 'battlepack-engine/gallet';
 *
 * const { state } = randomBattle(galletEngine, { seed: 3 });
 * for (const line of selectLedger(state, 'p1')) console.log(`round ${line.round}: +${line.amount} (${line.source})`);
 * ```
 */
export function selectLedger(state: BattleState<unknown>, player?: string): readonly VpLine[] {
  const ledger = historyItems(state.history.ledger);
  return player === undefined ? ledger : ledger.filter((l) => l.player === player);
}

/** VP scored per round and turn: `[round][turn] → { player: vp }`; turn 0 holds end-of-battle points. */
export interface VpByTurnRow {
  readonly round: number;
  readonly turn: number;
  /** Whose turn it was (null for end-of-battle lines). */
  readonly activePlayer: string | null;
  readonly vp: Readonly<Record<string, number>>;
  /** Running totals after this turn. */
  readonly cumulative: Readonly<Record<string, number>>;
}

/** VP by round and turn, with running totals, for every turn played. */
export function selectVpByTurn(state: BattleState<unknown>): readonly VpByTurnRow[] {
  const rows: VpByTurnRow[] = [];
  const ledger = selectLedger(state);
  const running: Record<string, number> = Object.fromEntries(state.setup.playerOrder.map((p) => [p, 0]));
  const add = (round: number, turn: number, activePlayer: string | null): void => {
    const vp: Record<string, number> = Object.fromEntries(state.setup.playerOrder.map((p) => [p, 0]));
    for (const l of ledger) if (l.round === round && l.turn === turn) vp[l.player] = (vp[l.player] ?? 0) + l.amount;
    for (const p of state.setup.playerOrder) running[p] = (running[p] ?? 0) + (vp[p] ?? 0);
    rows.push({ round, turn, activePlayer, vp, cumulative: { ...running } });
  };
  for (const r of selectRounds(state)) {
    if (r.turnsEnded >= 1 || (state.clock.round === r.round && state.clock.turn !== null)) add(r.round, 1, r.first);
    if (r.turnsEnded >= 2 || (state.clock.round === r.round && state.clock.turn?.number === 2)) add(r.round, 2, r.second);
  }
  if (ledger.some((l) => l.turn === 0)) {
    const rounds = new Set(ledger.filter((l) => l.turn === 0).map((l) => l.round));
    for (const round of [...rounds].sort((a, b) => a - b)) add(round, 0, null);
  }
  return rows;
}

/**
 * The result, or null while the battle goes on.
 * @example
 * ```ts
 * import { selectResult } from 'battlepack-engine';
 * import { randomBattle } from 'battlepack-engine/sim';
 * import { galletEngine } from 'battlepack-engine/gallet';
 *
 * const result = selectResult(randomBattle(galletEngine, { seed: 3 }).state);
 * console.log(result?.kind, result?.winner, result?.reason);
 * ```
 */
export function selectResult(state: BattleState<unknown>): BattleResult | null {
  return state.clock.result;
}

/** Whose turn it is, or null between turns (see also {@link selectTurn}). */
export function selectActivePlayer(state: BattleState<unknown>): string | null {
  return state.clock.turn?.player ?? null;
}

/**
 * Where the battle stands: `awaiting-setup`, `deployment`, `battle` or `ended`.
 * @example
 * ```ts
 * import { selectStage } from 'battlepack-engine';
 * import { galletEngine } from 'battlepack-engine/gallet';
 *
 * console.log(selectStage(galletEngine.initialState())); // awaiting-setup
 * ```
 */
export function selectStage(state: BattleState<unknown>): Stage {
  return state.clock.stage;
}

/** What the battle was set up with: the battlepack and its version, the edition, the battleplan and the points limit. */
export interface BattleSetUpView {
  readonly battlepack: { readonly id: string; readonly version: string };
  readonly edition: Edition;
  /** `null` before set-up. */
  readonly battleplan: string | null;
  readonly pointsLimit: number | null;
  /** The player who finished deploying first, once deployment is over. */
  readonly deploymentFirst: string | null;
}

/**
 * What the battle was set up with (battlepack, edition, battleplan, points limit).
 * @example
 * ```ts
 * import { selectSetUp } from 'battlepack-engine';
 * import { randomBattle } from 'battlepack-engine/sim';
 * import { galletEngine } from 'battlepack-engine/gallet';
 *
 * const { state } = randomBattle(galletEngine, { seed: 3, battleplan: 'turf-war' });
 * console.log(selectSetUp(state).battleplan); // turf-war
 * ```
 */
export function selectSetUp(state: BattleState<unknown>): BattleSetUpView {
  return { battlepack: state.setup.battlepack, edition: state.setup.edition, battleplan: state.setup.battleplan, pointsLimit: state.setup.pointsLimit, deploymentFirst: state.clock.deploymentFirst };
}

/** A player as set up, with the running figures an app shows. */
export interface PlayerView {
  readonly id: string;
  readonly name: string;
  readonly role: Role;
  readonly faction: string | null;
  readonly grandStrategy: string | null;
  /** `null` until judged at the end of the battle. */
  readonly grandStrategyCompleted: boolean | null;
  readonly vp: number;
  readonly commandPoints: number;
  readonly withdrew: boolean;
}

/**
 * The players in set-up order.
 * @example
 * ```ts
 * import { selectPlayers } from 'battlepack-engine';
 * import { randomBattle } from 'battlepack-engine/sim';
 * import { galletEngine } from 'battlepack-engine/gallet';
 *
 * for (const p of selectPlayers(randomBattle(galletEngine, { seed: 3 }).state)) console.log(p.id, p.role, p.vp);
 * ```
 */
export function selectPlayers(state: BattleState<unknown>): readonly PlayerView[] {
  const out: PlayerView[] = [];
  for (const id of state.setup.playerOrder) {
    const p = state.players[id];
    if (p !== undefined)
      out.push({ id, name: p.name, role: p.role, faction: p.faction, grandStrategy: p.grandStrategy, grandStrategyCompleted: p.grandStrategyCompleted, vp: p.vp, commandPoints: p.commandPoints, withdrew: p.withdrew });
  }
  return out;
}

/**
 * Each player's victory points, by player id.
 * @example
 * ```ts
 * import { selectScore } from 'battlepack-engine';
 * import { randomBattle } from 'battlepack-engine/sim';
 * import { galletEngine } from 'battlepack-engine/gallet';
 *
 * const score = selectScore(randomBattle(galletEngine, { seed: 3 }).state);
 * console.log(score['p1'], 'to', score['p2']);
 * ```
 */
export function selectScore(state: BattleState<unknown>): Readonly<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const id of state.setup.playerOrder) out[id] = state.players[id]?.vp ?? 0;
  return out;
}

/** The battle round (0 before the first), the turn under way and its phase. */
export interface TurnView {
  readonly round: number;
  /** Whose turn it is, or null between turns. */
  readonly player: string | null;
  /** 1 or 2 during a turn, null between turns. */
  readonly turn: number | null;
  readonly phase: Phase | null;
}

/**
 * The battle round, whose turn it is and its phase.
 * @example
 * ```ts
 * import { selectTurn } from 'battlepack-engine';
 * import { randomBattle } from 'battlepack-engine/sim';
 * import { galletEngine } from 'battlepack-engine/gallet';
 *
 * const { state } = randomBattle(galletEngine, { seed: 3, stopAfter: 20 });
 * const t = selectTurn(state);
 * console.log(`round ${t.round}, ${t.player ?? 'between turns'}, ${t.phase ?? 'no phase'}`);
 * ```
 */
export function selectTurn(state: BattleState<unknown>): TurnView {
  const t = state.clock.turn;
  return { round: state.clock.round, player: t?.player ?? null, turn: t?.number ?? null, phase: t?.phase ?? null };
}

/**
 * The turn order of every battle round so far: who went first and second, and how priority was settled.
 * @example
 * ```ts
 * import { selectRounds } from 'battlepack-engine';
 * import { randomBattle } from 'battlepack-engine/sim';
 * import { galletEngine } from 'battlepack-engine/gallet';
 *
 * for (const r of selectRounds(randomBattle(galletEngine, { seed: 3 }).state)) console.log(r.round, r.first, r.priority.how);
 * ```
 */
export function selectRounds(state: BattleState<unknown>): readonly RoundRecord[] {
  return historyItems(state.history.rounds);
}

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
 * Who controls each objective on the battlefield (`null`: nobody), by objective id; with `player`, the ids of the
 * objectives that player controls.
 * @example
 * ```ts
 * import { selectControl, selectControlledBy } from 'battlepack-engine';
 * import { randomBattle } from 'battlepack-engine/sim';
 * import { galletEngine } from 'battlepack-engine/gallet';
 *
 * const { state } = randomBattle(galletEngine, { seed: 3 });
 * console.log(selectControl(state), selectControlledBy(state, 'p1'));
 * ```
 */
export function selectControl(state: BattleState<unknown>): Readonly<Record<string, string | null>> {
  const out: Record<string, string | null> = {};
  for (const o of Object.values(state.board.objectives)) if (o.active) out[o.id] = o.controller;
  return out;
}

/** The ids of the objectives on the battlefield that `player` controls (see {@link selectControl}). */
export function selectControlledBy(state: BattleState<unknown>, player: string): readonly string[] {
  return Object.values(state.board.objectives)
    .filter((o) => o.active && o.controller === player)
    .map((o) => o.id);
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

/**
 * The units destroyed so far, in order: who, by whom, when, and what they were contesting.
 * @example
 * ```ts
 * import { selectDestroyed } from 'battlepack-engine';
 * import { randomBattle } from 'battlepack-engine/sim';
 * import { galletEngine } from 'battlepack-engine/gallet';
 *
 * for (const d of selectDestroyed(randomBattle(galletEngine, { seed: 3 }).state)) console.log(d.unit, 'in round', d.round);
 * ```
 */
export function selectDestroyed(state: BattleState<unknown>): readonly DestroyedRecord[] {
  return historyItems(state.history.destroyed);
}

/**
 * The battle tactics picked so far (each with its status: `picked`, `completed`, `failed`), or one player's.
 * @example
 * ```ts
 * import { selectBattleTactics } from 'battlepack-engine';
 * import { randomBattle } from 'battlepack-engine/sim';
 * import { galletEngine } from 'battlepack-engine/gallet';
 *
 * const { state } = randomBattle(galletEngine, { seed: 3 });
 * for (const t of selectBattleTactics(state, 'p2')) console.log(t.round, t.tactic, t.status);
 * ```
 */
export function selectBattleTactics(state: BattleState<unknown>, player?: string): readonly TacticRecord[] {
  const tactics = historyItems(state.history.tactics);
  return player === undefined ? tactics : tactics.filter((t) => t.player === player);
}

/**
 * What the end of each turn looked like: whose turn, the objectives they held when it was scored, and the VP after it.
 * @example
 * ```ts
 * import { selectTurnSummaries } from 'battlepack-engine';
 * import { randomBattle } from 'battlepack-engine/sim';
 * import { galletEngine } from 'battlepack-engine/gallet';
 *
 * for (const t of selectTurnSummaries(randomBattle(galletEngine, { seed: 3 }).state)) console.log(t.round, t.turn, t.player, t.vpAfter);
 * ```
 */
export function selectTurnSummaries(state: BattleState<unknown>): readonly TurnSummary[] {
  return historyItems(state.history.turnSummaries);
}

/**
 * The roll the engine waits for before anything else may happen (a `DiceRolled` event), or null.
 * @example
 * ```ts
 * import { selectPendingRoll } from 'battlepack-engine';
 * import { galletEngine } from 'battlepack-engine/gallet';
 *
 * console.log(selectPendingRoll(galletEngine.initialState())); // null
 * ```
 */
export function selectPendingRoll(state: BattleState<unknown>): PendingRoll | null {
  return state.clock.pendingRoll;
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
    const report = board.contests[id];
    if (report === undefined) continue;
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

/**
 * The pack's (or campaign's) own state: Gallet's picks and pillages, Blighted Wilds' contamination…
 * @example
 * ```ts
 * import { selectPackState } from 'battlepack-engine';
 * import { randomBattle } from 'battlepack-engine/sim';
 * import { galletEngine } from 'battlepack-engine/gallet';
 *
 * const ext = selectPackState(randomBattle(galletEngine, { seed: 3 }).state); // typed GalletExt
 * console.log(Object.keys(ext));
 * ```
 */
export function selectPackState<X>(state: BattleState<X>): X {
  return state.ext;
}

/**
 * How many events have been folded into the state (the index the next event will have).
 * @example
 * ```ts
 * import { selectEventCount } from 'battlepack-engine';
 * import { galletEngine } from 'battlepack-engine/gallet';
 *
 * console.log(selectEventCount(galletEngine.initialState())); // 0
 * ```
 */
export function selectEventCount(state: BattleState<unknown>): number {
  return state.eventCount;
}

/**
 * Who would control each objective on the battlefield if the next control checkpoint came now, from the facts recorded
 * so far (ruling `core/control-checkpoints`): the contest reports and positions of the turn under way (after
 * deployment, of the deployment), counted by the pack's rules, capped by the models left (ruling
 * `core/contest-after-casualties`), sticky where no side has more, and filtered by the battleplan's own limits. Between
 * turns, with no facts for the next checkpoint yet, it is the control as it stands. Nothing is ended or folded: an app
 * can show "if the turn ended now" without ending it.
 * @example
 * ```ts
 * import { selectControl, selectNextCheckpointControl } from 'battlepack-engine';
 * import { galletEngine } from 'battlepack-engine/gallet';
 *
 * const state = galletEngine.replayOrThrow([
 *   { type: 'BattleSetUp', data: { battlepack: { id: 'gallet-2022-s1', version: '1.0.0' }, battleplan: 'turf-war', pointsLimit: 2000,
 *     players: [{ id: 'ann', role: 'attacker' }, { id: 'bob', role: 'defender' }] } },
 *   { type: 'UnitsAdded', data: { origin: 'roster', units: [{ id: 'a1', owner: 'ann', name: 'Liberators', wounds: 2, models: 10 }] } },
 *   { type: 'DeploymentFinished', data: { firstFinished: 'ann' } },
 *   { type: 'PriorityDetermined', data: { round: 1, firstTurn: 'ann' } },
 *   { type: 'TurnStarted', data: { player: 'ann' } },
 *   { type: 'ObjectiveContestReported', data: { contests: [{ unit: 'a1', objective: 'objective-1', models: 5 }] } },
 * ]);
 * console.log(selectNextCheckpointControl(galletEngine.pack, state)); // { 'objective-1': 'ann', 'objective-2': null }
 * console.log(selectControl(state)['objective-1']); // null: nothing changes until the turn ends
 * ```
 */
export function selectNextCheckpointControl<X>(pack: Battlepack<X>, state: BattleState<X>): Readonly<Record<string, string | null>> {
  const out: Record<string, string | null> = {};
  for (const o of Object.values(state.board.objectives)) if (o.active) out[o.id] = o.controller;
  // the next checkpoint: the end of the turn under way, or the one after deployment; between turns, none has facts yet
  const key = state.clock.turn !== null ? turnKeyOf(state) : state.clock.round === 0 ? { round: 0, turn: 0 } : null;
  if (key === null || state.clock.stage === 'ended' || state.clock.stage === 'awaiting-setup') return out;
  for (const c of checkpointControlChanges(pack, state, key)) if (c.objective in out) out[c.objective] = c.to;
  return out;
}

/**
 * One player as set up, with the running figures an app shows (name, role, VP, command points…), or `null` when the
 * battle has no player with that id (see {@link selectPlayers} for all of them).
 * @example
 * ```ts
 * import { selectPlayer } from 'battlepack-engine';
 * import { randomBattle } from 'battlepack-engine/sim';
 * import { galletEngine } from 'battlepack-engine/gallet';
 *
 * const { state } = randomBattle(galletEngine, { seed: 3 });
 * const p1 = selectPlayer(state, 'p1');
 * console.log(p1?.name, p1?.role, p1?.commandPoints, 'CP'); // p1 attacker … CP
 * console.log(selectPlayer(state, 'nobody')); // null
 * ```
 */
export function selectPlayer(state: BattleState<unknown>, id: string): PlayerView | null {
  const p = Object.prototype.hasOwnProperty.call(state.players, id) ? state.players[id] : undefined;
  if (p === undefined) return null;
  return { id, name: p.name, role: p.role, faction: p.faction, grandStrategy: p.grandStrategy, grandStrategyCompleted: p.grandStrategyCompleted, vp: p.vp, commandPoints: p.commandPoints, withdrew: p.withdrew };
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
