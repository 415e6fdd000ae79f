/**
 * The battle state: plain JSON (records keyed by id, arrays, strings, numbers), deep-frozen on the public path.
 * @module
 */
import type { BattlefieldMap, TableUnit } from '../../table/types.js';
import type { BattlefieldRole, ContestEntry, Phase, Placement, Role, Target, UnitOrigin, Zone, ZoneReport } from '../events/schema.js';
import type { HistoryList } from './history.js';

/** Rules edition a battle is played under. */
export type Edition = 3 | 4;

/** Where the battle stands. */
export type Stage = 'awaiting-setup' | 'deployment' | 'battle' | 'ended';

/** One player's running state. */
export interface PlayerState {
  readonly id: string;
  readonly name: string;
  readonly role: Role;
  readonly faction: string | null;
  readonly grandStrategy: string | null;
  /** `null` until judged at the end of the battle. */
  readonly grandStrategyCompleted: boolean | null;
  /** What the players stated about the grand strategy (`GrandStrategyCompleted` / `GrandStrategyFailed`), if they did. */
  readonly grandStrategyStatement?: 'completed' | 'failed';
  readonly commandPoints: number;
  /** Total victory points; always the sum of this player's ledger lines. */
  readonly vp: number;
  readonly withdrew: boolean;
}

/** Status of a unit. */
export type UnitStatus = 'battlefield' | 'reserve' | 'destroyed' | 'removed' | 'withdrawn' | 'resting';

/** A timed effect on a unit (STRIKE-LAST, WARD (5+), Gaze of Ghur…). */
export interface UnitEffect {
  readonly id: string;
  readonly value: number | null;
  /** When the effect ends. */
  readonly until: EffectEnd;
  readonly source: string;
  readonly round: number;
}

/** When a timed effect ends. */
export type EffectEnd =
  | { readonly kind: 'end-of-turn' }
  | { readonly kind: 'end-of-round' }
  | { readonly kind: 'hero-phase'; readonly player: string }
  /** At the start of that player's next turn (`TurnStarted`). */
  | { readonly kind: 'turn-start'; readonly player: string }
  | { readonly kind: 'next-combat-phase-end' }
  | { readonly kind: 'battle' };

/**
 * What a unit is, fixed when it is added to the battle (its `UnitsAdded` entry with the defaults filled in): one frozen
 * object, shared by every later state of the battle.
 */
export interface UnitDefinition {
  readonly id: string;
  readonly owner: string;
  readonly name: string;
  readonly keywords: readonly string[];
  readonly roles: readonly BattlefieldRole[];
  readonly wounds: number;
  readonly models: number;
  readonly mounted: boolean;
  readonly points: number;
  readonly general: boolean;
  readonly ally: boolean;
  readonly coalition: boolean;
  readonly unique: boolean;
  readonly reinforced: number;
  readonly control: number | null;
  /**
   * 3rd edition: how many models each model counts as when contesting objectives, when its own rules fix it (e.g. 20
   * for a Mega-Gargant); absent otherwise. A pack applies it as a fixed value (ruling `core/counts-as`).
   */
  readonly countsAs?: number;
  readonly tags: readonly string[];
  readonly origin: UnitOrigin;
  /** Whether it belongs to the starting army (set up before round 1, reserves included). */
  readonly startingArmy: boolean;
  /** Round in which it was added (0 = before the battle). */
  readonly addedRound: number;
}

/**
 * A unit in the battle: its definition (`def`, fixed when it was added and shared by every later state) and its status,
 * the part events change. A casualty copies the status (five fields) and nothing else.
 */
export interface UnitState {
  readonly def: UnitDefinition;
  /** Keywords granted by the pack's rules (e.g. `GALLETIAN VETERANS`): derived when the unit was added, or granted later. */
  readonly derivedKeywords: readonly string[];
  readonly modelsRemaining: number;
  readonly status: UnitStatus;
  readonly effects: readonly UnitEffect[];
}

/** An objective and who controls it. */
export interface ObjectiveState {
  readonly id: string;
  readonly name: string;
  readonly placement: Placement | null;
  readonly owner: string | null;
  readonly position: { readonly x: number; readonly y: number } | null;
  /** On the battlefield (false once removed or before it is placed). */
  readonly active: boolean;
  readonly controller: string | null;
  /** When control last changed: round, turn, player whose turn it was (or null before round 1). */
  readonly controlChangedAt: { readonly round: number; readonly turn: number; readonly eventIndex: number } | null;
  /** Pack markers (activated, proving ground, pillaged…). */
  readonly markers: Readonly<Record<string, string | number | boolean>>;
}

/** A terrain feature. */
export interface TerrainState {
  readonly id: string;
  readonly name: string;
  readonly placement: Placement | null;
  readonly kind: string | null;
  readonly controller: string | null;
  readonly markers: Readonly<Record<string, string | number | boolean>>;
}

/** One line of the victory-point ledger: every point names the rule that gave it. */
export interface VpLine {
  readonly player: string;
  readonly amount: number;
  readonly round: number;
  /** 1 or 2 for a turn of the round; 0 at the end of the battle outside a turn. */
  readonly turn: number;
  /** Id of the source rule, e.g. `gallet/scoring/hold-one`. */
  readonly source: string;
  readonly reason: string;
  /** Index of the event whose folding produced the line. */
  readonly eventIndex: number;
}

/** A battle tactic picked by a player. */
export interface TacticRecord {
  readonly player: string;
  readonly tactic: string;
  readonly round: number;
  readonly turn: number;
  readonly target: Target | null;
  readonly status: 'picked' | 'completed' | 'failed';
  /** What the players stated, if they did. */
  readonly statement: 'completed' | 'failed' | null;
}

/** One battle round's turn order. */
export interface RoundRecord {
  readonly round: number;
  readonly first: string;
  readonly second: string;
  /** Who won priority, and how. */
  readonly priority: {
    readonly winner: string;
    readonly rolls: Readonly<Record<string, number>> | null;
    readonly how: 'deployment' | 'roll' | 'tie' | 'seized' | 'declared';
  };
  /** Turns ended so far in this round (0, 1 or 2). */
  readonly turnsEnded: number;
}

/** The turn under way. */
export interface TurnState {
  readonly player: string;
  /** 1 or 2. */
  readonly number: number;
  readonly phase: Phase | null;
  /** True from the start of the hero phase until the first event that is not a battle-tactic pick. */
  readonly tacticWindow: boolean;
}

/** A destroyed unit: who, by whom, when. */
export interface DestroyedRecord {
  readonly unit: string;
  readonly owner: string;
  readonly byUnit: string | null;
  readonly byPlayer: string | null;
  readonly means: string;
  readonly round: number;
  readonly turn: number;
  readonly phase: Phase | null;
  readonly eventIndex: number;
  /**
   * The objectives it was contesting at that instant, as the destroying event reported them (`contesting`), each with
   * the models it had then; absent when the event did not say.
   */
  readonly contesting?: readonly { readonly objective: string; readonly models: number }[];
}

/** A round and a turn of it (1 or 2; 0 before the first turn of the battle). */
export interface TurnKey {
  readonly round: number;
  readonly turn: number;
}

/**
 * The moment of the battle a reported fact describes (ruling `core/fact-moments`): the round and turn it belongs to,
 * the phase it was made in, and whether it describes the table at the end of its turn.
 */
export interface FactMoment extends TurnKey {
  /** The phase under way when it was reported (`null` at the start of a turn, between turns and after deployment). */
  readonly phase: Phase | null;
  /**
   * Whether it describes the end of its turn: reported with `at: 'end-of-turn'`, or between turns (nothing moves
   * between turns, so such a report belongs to the end of the turn that ended last).
   */
  readonly endOfTurn: boolean;
  /** Index of the event that reported it. */
  readonly eventIndex: number;
}

/** When each reported fact was reported: per kind of fact, the moment of the latest report of each thing. */
export interface ReportedAt {
  /** Per objective: the moment of its latest contest report. */
  readonly contests: Readonly<Record<string, FactMoment>>;
  /** Per unit: the moment of its latest zone report. */
  readonly zones: Readonly<Record<string, FactMoment>>;
}

/**
 * A contest report as the board keeps it: one object for the whole report, shared by every objective it covers, its
 * entries packed into one flat list. Read it through `selectReports`, `contestsAtEndOf` or `contestsNow`, which give
 * each objective its own list of {@link ContestEntry} objects (src/core/state/reports.ts unpacks it).
 */
export interface BoardContestReport {
  /** The moment it describes (ruling `core/fact-moments`); `null` for a report of a 0.1 state saved before fact moments. */
  readonly at: FactMoment | null;
  /**
   * Its entries for every objective it covers, in report order, four items an entry: the unit's id, the objective's id,
   * the models (`-1`: not given) and a whole number packing the rest, `(controlScore + 1) × 9 + wholly × 3 + counts`
   * (`controlScore` -1 when not given; `wholly` and `counts` 0 when not given, 1 for false, 2 for true). An
   * objective's entries are the ones that name it.
   */
  readonly entries: readonly (string | number)[];
}

/**
 * A zones report as the board keeps it: one object for the whole report, each unit's zones packed into two whole
 * numbers. Read it through `selectReports` or `zonesAtEndOf`, which give each unit its
 * `{ wholly, partly }` lists (src/core/state/reports.ts unpacks it).
 */
export interface BoardZonesReport {
  /** The moment it describes (ruling `core/fact-moments`); `null` for a report of a 0.1 state saved before fact moments. */
  readonly at: FactMoment | null;
  /**
   * Its units, three items a unit: the unit's id, its `wholly` list and its `partly` list, each packed into a whole
   * number of base-9 digits, the first zone in the lowest: digit 1 for the first zone of the `Zone` enum
   * (`attacker-territory`) … 8 for the last (`centre`); 0 for the empty list. The order and repeats are kept.
   */
  readonly units: readonly (string | number)[];
}

/** What the end of one turn looked like, kept for the scoring sheet. */
export interface TurnSummary {
  readonly round: number;
  /** 1 or 2. */
  readonly turn: number;
  readonly player: string;
  /**
   * Objectives the active player controlled when the turn was scored (after the end-of-turn control check; an objective
   * pillaged after scoring is still listed).
   */
  readonly objectivesControlled: readonly string[];
  /** VP each player had after the turn. */
  readonly vpAfter: Readonly<Record<string, number>>;
}

/** A roll the engine waits for before anything else may happen. */
export interface PendingRoll {
  readonly rule: string;
  readonly reason: string;
  readonly dice: number;
}

/** The outcome of a battle. */
export interface BattleResult {
  readonly kind: 'major' | 'minor' | 'draw';
  readonly winner: string | null;
  /** Why, in a sentence. */
  readonly reason: string;
  /** Rule id that decided it. */
  readonly source: string;
}

/** 4th edition (seed 32.1): the objective a player picked for one of their units contesting several (`ObjectiveAssigned`). */
export interface TableAssignment {
  readonly objective: string;
  /** The unit's owner, who picked. */
  readonly player: string;
  /** The turn whose control check it is for (round 0, turn 0: after deployment). */
  readonly round: number;
  readonly turn: number;
  readonly eventIndex: number;
}

/** The table at the end of a turn, kept for pictures: where the models stood and who controlled each objective. */
export interface TableTurn {
  readonly round: number;
  /** 1 or 2. */
  readonly turn: number;
  readonly player: string;
  /** The units on the battlefield with known positions, in the order they were first placed. */
  readonly units: readonly TableUnit[];
  /** Who controlled each objective on the battlefield after the turn's control check. */
  readonly controllers: Readonly<Record<string, string | null>>;
}

/**
 * What the engine knows of the table (ruling `table/positions-report`): the battle's map, where the models of each unit
 * stand as last reported, the objective picks of 4th-edition units, and a picture of each round.
 */
export interface BattleTable {
  /**
   * The map of the battle: the battleplan's map with the set-up's overrides, stored once per battle without its notes
   * (`null` before set-up). Objectives on it are measured where it puts them.
   */
  readonly map: BattlefieldMap | null;
  /** Per unit: its models where they stand, as the latest positions report gave them. */
  readonly positions: Readonly<Record<string, TableUnit>>;
  /** Per unit: the moment of the positions report that last placed it. */
  readonly reportedAt: Readonly<Record<string, FactMoment>>;
  /** Per unit: its latest objective pick (4th edition), honoured for the turn it names. */
  readonly assignments: Readonly<Record<string, TableAssignment>>;
  /** The table at the end of each round that had positions (the round's last ended turn), in round order. */
  readonly rounds: readonly TableTurn[];
}

/**
 * What is fixed when the battle is set up (`BattleSetUp`): one frozen branch, shared by every later state of the battle.
 */
export interface BattleSetup {
  readonly edition: Edition;
  readonly battlepack: { readonly id: string; readonly version: string };
  readonly battleplan: string | null;
  readonly pointsLimit: number | null;
  /** Player ids in set-up order. */
  readonly playerOrder: readonly string[];
}

/**
 * Where the battle stands in time: stage, round, turn, the roll awaited and, once it has ended, its result. Copied only
 * by the events that change one of these (the count of events folded is on the root).
 */
export interface BattleClock {
  readonly stage: Stage;
  readonly round: number;
  readonly turn: TurnState | null;
  /** The player who finished deploying first (`DeploymentFinished`), or `null` before. */
  readonly deploymentFirst: string | null;
  readonly pendingRoll: PendingRoll | null;
  /** The result, set when the battle ends (stage `ended`); `null` while it goes on. */
  readonly result: BattleResult | null;
}

/** The battlefield: objectives, terrain, the latest reported facts and the table (map and positions). */
export interface BattleBoard {
  readonly objectives: Readonly<Record<string, ObjectiveState>>;
  readonly terrain: Readonly<Record<string, TerrainState>>;
  /**
   * Per objective: the latest contest report that covers it, with the moment it describes (one report object shared by
   * every objective it covers).
   */
  readonly contests: Readonly<Record<string, BoardContestReport>>;
  /**
   * The zones reports still in force, oldest first: a unit's zones are in the newest report that names it (read them
   * through `selectReports` or `zonesAtEndOf`), and a report no unit reads any more is dropped. A list, not a record
   * keyed by unit ids, so that a battle's own ids make no hidden classes of their own in V8.
   */
  readonly zones: readonly BoardZonesReport[];
  /** The battle's map and the models' positions (`PositionsReported`). */
  readonly table: BattleTable;
}

/**
 * What happened so far, in order: rounds, battle tactics, destroyed units, the VP ledger and turn summaries. Each is a
 * chunked list ({@link HistoryList}) that an event appends to without copying it whole; read them through the
 * selectors (`selectRounds`, `selectBattleTactics`, `selectDestroyed`, `selectLedger`, `selectTurnSummaries`).
 */
export interface BattleHistory {
  readonly rounds: HistoryList<RoundRecord>;
  readonly tactics: HistoryList<TacticRecord>;
  readonly destroyed: HistoryList<DestroyedRecord>;
  readonly ledger: HistoryList<VpLine>;
  /** One entry per ended turn. */
  readonly turnSummaries: HistoryList<TurnSummary>;
}

/**
 * The whole battle (the 0.2 shape: eight keys). `X` is the battlepack's or campaign's own state. Apps read it through
 * the exported selectors (`selectScore`, `selectLedger`, `selectUnits`…), which stay stable across shape changes.
 */
export interface BattleState<X = unknown> {
  /** Fixed at set-up: pack, edition, battleplan, points limit, player order. */
  readonly setup: BattleSetup;
  /** Stage, round, turn, pending roll, result. */
  readonly clock: BattleClock;
  /** Per player: name, role, faction, VP, CP, grand strategy, withdrawal. */
  readonly players: Readonly<Record<string, PlayerState>>;
  readonly units: Readonly<Record<string, UnitState>>;
  /** Objectives, terrain, reported facts and the table. */
  readonly board: BattleBoard;
  /** Rounds, tactics, destroyed units, ledger, turn summaries. */
  readonly history: BattleHistory;
  /** The pack's (or campaign's) own state. */
  readonly ext: X;
  /**
   * Number of events folded so far. On the root, which every event copies anyway, so that an event that leaves the
   * clock alone does not copy it.
   */
  readonly eventCount: number;
}

/** A deeply mutable view of a type: what the fold works on (an immer draft or a plain clone). */
export type Mutable<T> = T extends HistoryList<infer U>
  ? [Mutable<U>[][], ...Mutable<U>[]]
  : T extends readonly (infer U)[]
  ? Mutable<U>[]
  : T extends object
    ? { -readonly [K in keyof T]: Mutable<T[K]> }
    : T;

/** The state as the fold mutates it. */
export type Draft<X = unknown> = Mutable<BattleState<X>>;

export type { HistoryList, Zone };
