/**
 * Moments of the battle and the facts reported at them (ruling `core/fact-moments`). Every reported fact (a contest
 * report, a zone report; later positions) is stamped with the moment it describes, and a rule reads the facts of the
 * moment it names: "at the end of this turn" reads the reports of this turn, "when the battle ends" those of the last
 * turn, "when destroyed" the picture at that instant. A fact of another moment is stale and is not read.
 * @module
 */
import { historyAt } from '../state/history.js';
import type { ContestEntry, ReportMoment, ZoneReport } from './schema.js';
import type { BattleState, FactMoment, TurnKey } from '../state/state.js';
import { entriesOf, latestZones, zonesOf } from '../state/reports.js';

/** The turn a battle is in: the turn under way, else the turn that ended last (`{ round: 0, turn: 0 }` before any). */
export function turnKeyOf(state: BattleState<unknown>): TurnKey {
  if (state.clock.turn !== null) return { round: state.clock.round, turn: state.clock.turn.number };
  const last = historyAt(state.history.rounds, -1);
  if (last === undefined) return { round: 0, turn: 0 };
  if (last.turnsEnded > 0) return { round: last.round, turn: last.turnsEnded };
  // a round has begun but none of its turns has: the last turn was the previous round's second (none before round 1)
  return last.round > 1 ? { round: last.round - 1, turn: 2 } : { round: 0, turn: 0 };
}

/** The turn before `key` (`{ round: 0, turn: 0 }` — after deployment — before the first turn of round 1). */
export function previousTurnKey(key: TurnKey): TurnKey {
  if (key.turn === 2) return { round: key.round, turn: 1 };
  return key.round > 1 ? { round: key.round - 1, turn: 2 } : { round: 0, turn: 0 };
}

/** Whether two turn keys name the same turn. */
export function sameTurn(a: TurnKey, b: TurnKey): boolean {
  return a.round === b.round && a.turn === b.turn;
}

/**
 * The moment a report folded now describes: inside a turn, that turn and its phase (the end of it with `at:
 * 'end-of-turn'`); between turns, the end of the turn that ended last; after deployment, round 0.
 */
export function momentOf(state: BattleState<unknown>, eventIndex: number, at?: ReportMoment): FactMoment {
  const key = turnKeyOf(state);
  if (state.clock.turn !== null) return { round: key.round, turn: key.turn, phase: at === 'end-of-turn' ? null : state.clock.turn.phase, endOfTurn: at === 'end-of-turn', eventIndex };
  return { round: key.round, turn: key.turn, phase: null, endOfTurn: key.turn > 0, eventIndex };
}

/** Whether a fact's moment belongs to the turn `key` (any phase of it, or its end). */
export function isOfTurn(moment: FactMoment | null | undefined, key: TurnKey): boolean {
  return moment !== undefined && moment !== null && moment.round === key.round && moment.turn === key.turn;
}

/**
 * The contest report of `objective` that describes the end of the turn `key` (a report made during that turn, the
 * latest standing for its end), or `undefined` when none was made then: the facts of that moment are unknown.
 */
export function contestsAtEndOf(state: BattleState<unknown>, objective: string, key: TurnKey): readonly ContestEntry[] | undefined {
  const report = state.board.contests[objective];
  return isOfTurn(report?.at, key) ? entriesOf(report, objective) : undefined;
}

/** The zone report of `unit` that describes the end of the turn `key`, or `undefined` when none was made then. */
export function zonesAtEndOf(state: BattleState<unknown>, unit: string, key: TurnKey): ZoneReport | undefined {
  const report = latestZones(state.board.zones, unit);
  return isOfTurn(report?.at, key) ? zonesOf(report, unit) : undefined;
}

/**
 * The contest report of `objective` that shows the table now, during the turn `key` (a report of this turn, else one
 * of the end of the turn before), or `undefined` when the latest report is older: what was contesting when a unit
 * was destroyed, what contests an objective when a tactic is picked.
 */
export function contestsNow(state: BattleState<unknown>, objective: string, key: TurnKey = turnKeyOf(state)): readonly ContestEntry[] | undefined {
  const report = state.board.contests[objective];
  const m = report?.at;
  return isOfTurn(m, key) || isOfTurn(m, previousTurnKey(key)) ? entriesOf(report, objective) : undefined;
}
