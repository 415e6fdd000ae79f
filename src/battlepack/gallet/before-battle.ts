/**
 * Pure helpers for the steps before a Gallet Pitched Battle: the attacker/defender roll-off, picking the battleplan
 * from the two tables, alternating deployment, and who has priority in the first round.
 * @module
 */
import { violation, type Result, type RuleViolation } from '../../core/errors.js';
import { has } from '../../core/rules/rules-of.js';
import type { GalletBattleplanId } from './battleplans/index.js';

/** The battleplans of Battleplan Table 1 (table roll 1–3) and Table 2 (4–6), keyed by table, then by the plan roll. */
export const BATTLEPLAN_TABLES = {
  // ghb 2022 s1, "Pitched Battle Battleplans" + FACTS.md §5
  1: {
    1: 'the-prize-of-gallet',
    2: 'the-realmstone-cache',
    3: 'battlelines-drawn',
    4: 'the-lurkers-below',
    5: 'in-the-presence-of-idols',
    6: 'the-nidus-paths',
  },
  2: {
    1: 'the-mighty-and-the-cunning',
    2: 'head-on-collision',
    3: 'wont-back-down',
    4: 'the-silksteel-nests',
    5: 'close-to-the-chest',
    6: 'turf-war',
  },
} as const;

/** A battleplan table number. */
export type BattleplanTable = keyof typeof BATTLEPLAN_TABLES;
/** A face of a six-sided dice. */
export type D6Result = 1 | 2 | 3 | 4 | 5 | 6;
/** The battleplan ids the tables name: every Gallet battleplan ({@link GalletBattleplanId}), each once. */
type TableBattleplanId = (typeof BATTLEPLAN_TABLES)[BattleplanTable][D6Result];
// the tables and the battleplans name the same 12 ids (a compile-time check both ways)
// Stryker disable next-line all: module-load code (a compile-time check that runs once at import, before any mutant is switched on; docs/testing.md)
const tablesNameEveryPlan: [TableBattleplanId, GalletBattleplanId] extends [GalletBattleplanId, TableBattleplanId] ? true : never = true;
void tablesNameEveryPlan;

/** The battleplan a pair of rolls picked, with the table it came from. */
export interface BattleplanDetermination {
  readonly table: BattleplanTable;
  readonly tableRoll: D6Result;
  readonly planRoll: D6Result;
  readonly battleplan: GalletBattleplanId;
}

function isD6(n: number): n is D6Result {
  // a value that is not a number is not an integer either (from JavaScript callers)
  return Number.isInteger(n) && n >= 1 && n <= 6;
}

function badDie(field: string, value: unknown): RuleViolation {
  return violation('dice/out-of-range', `${field} must be a six-sided dice result, a whole number from 1 to 6, not ${String(value)}.`, { path: [field] });
}

/**
 * Picks the battleplan: the roll-off winner's `tableRoll` picks the table (1–3 Table 1, 4–6 Table 2),
 * then the opponent's `planRoll` picks the plan in it.
 */
export function determineBattleplan(rolls: { readonly tableRoll: number; readonly planRoll: number }): Result<BattleplanDetermination> {
  const v: RuleViolation[] = [];
  if (!isD6(rolls.tableRoll)) v.push(badDie('tableRoll', rolls.tableRoll));
  if (!isD6(rolls.planRoll)) v.push(badDie('planRoll', rolls.planRoll));
  if (!isD6(rolls.tableRoll) || !isD6(rolls.planRoll)) return { ok: false, violations: v };
  // ghb 2022 s1, "Pitched Battle Battleplans": 1-3 Table 1, 4-6 Table 2, then the opponent's dice picks the plan
  const table: BattleplanTable = rolls.tableRoll <= 3 ? 1 : 2;
  return { ok: true, value: { table, tableRoll: rolls.tableRoll, planRoll: rolls.planRoll, battleplan: BATTLEPLAN_TABLES[table][rolls.planRoll] } };
}

/** The outcome of the attacker/defender roll-off. */
export type RoleRollOff =
  | { readonly kind: 'invalid'; readonly violations: readonly RuleViolation[] }
  /** A tie: both players roll again. */
  | { readonly kind: 'reroll'; readonly tiedOn: D6Result; readonly reason: string }
  /** A winner; `roles` is set once the winner's choice is known. */
  | {
      readonly kind: 'decided';
      readonly winner: string;
      readonly loser: string;
      readonly roles: { readonly attacker: string; readonly defender: string } | null;
    };

/**
 * Resolves the roll-off for attacker and defender from one dice per player. A tie asks for a re-roll;
 * the winner chooses a role, and `winnerChooses` (if given) fills in both roles.
 */
export function rollOffForRoles(rolls: Readonly<Record<string, number>>, winnerChooses?: 'attacker' | 'defender'): RoleRollOff {
  const entries = Object.entries(rolls);
  const v: RuleViolation[] = [];
  if (entries.length !== 2)
    v.push(violation('before-battle/roll-off-players', `A roll-off takes one dice for each of the two players; got ${entries.length}.`, { path: ['rolls'] }));
  for (const [player, value] of entries) if (!isD6(value)) v.push(violation('dice/out-of-range', `${player}'s roll-off dice must be a whole number from 1 to 6, not ${value}.`, { path: ['rolls', player], ref: player }));
  if (v.length > 0) return { kind: 'invalid', violations: v };
  // exactly two entries here (any other number was refused above)
  const [[pa, ra], [pb, rb]] = entries as [[string, number], [string, number]];
  // core rules, "Roll-off": a tie is rolled again until there is a winner
  if (ra === rb) return { kind: 'reroll', tiedOn: ra as D6Result, reason: `Both players rolled ${ra}; a tied roll-off is rolled again.` };
  const winner = ra > rb ? pa : pb;
  const loser = winner === pa ? pb : pa;
  // ghb 2022 s1, battleplans "The Armies": the winner chooses who is the attacker and who is the defender
  const roles =
    winnerChooses === undefined ? null : winnerChooses === 'attacker' ? { attacker: winner, defender: loser } : { attacker: loser, defender: winner };
  return { kind: 'decided', winner, loser, roles };
}

/**
 * Who sets up the next unit in alternating deployment: the attacker starts, then the players alternate;
 * a player with no units left is skipped, so the other sets up the rest. `null` once both are done.
 * `deployedSoFar` lists the player of each unit set up so far, in order; `unitsLeft` maps each player to units still to set up.
 */
export function nextToDeploy(attacker: string, defender: string, deployedSoFar: readonly string[], unitsLeft: Readonly<Record<string, number>>): string | null {
  if (attacker === defender) throw new RangeError('nextToDeploy: the attacker and the defender must be different players');
  const left = (p: string) => {
    const n = has(unitsLeft, p) ? (unitsLeft[p] ?? 0) : 0;
    if (!Number.isInteger(n) || n < 0) throw new RangeError(`nextToDeploy: units left for ${p} must be a whole number of 0 or more`);
    return n;
  };
  const la = left(attacker);
  const ld = left(defender);
  // ghb 2022 s1, "Alternating Deployment": one unit at a time; whoever still has units sets them all up once the other is done
  if (la === 0 && ld === 0) return null;
  if (la === 0) return defender;
  if (ld === 0) return attacker;
  const last = deployedSoFar[deployedSoFar.length - 1];
  // battleplans "Deployment": alternating deployment starts with the attacker
  return last === attacker ? defender : attacker;
}

/** Priority in the first battle round: no roll; the player who finished deploying first has it. */
export interface RoundOnePriority {
  readonly round: 1;
  /** The player with priority, who chooses who takes the first turn. */
  readonly winner: string;
  readonly rolled: false;
  readonly reason: string;
}

/** Gives priority in round 1 to the player who finished deploying first (no roll-off in this pack). */
export function roundOnePriority(firstFinished: string): RoundOnePriority {
  // ghb 2022 s1, "Stealing the Initiative"
  return { round: 1, winner: firstFinished, rolled: false, reason: `${firstFinished} finished deploying first, so they have priority in the first battle round without a roll.` };
}
