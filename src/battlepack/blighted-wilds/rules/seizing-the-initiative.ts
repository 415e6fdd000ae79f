/**
 * Seizing the initiative: the player who went second last round wins priority and goes first. From the first seizure
 * on, the underdog is the opponent of whoever seized most recently. Strategic Mastery: once per battle, if the
 * opponent seized this round and you have not seized this battle, a dice per command point they have; each 5+ moves
 * one point to you. blighted wilds table-side, "Seizing the Initiative" and "Strategic Mastery".
 * @module
 */
import { selectRounds } from '../../../core/state/battle-selectors.js';
import { currentRound, definePackEvent, opponentOf, violation, type Effect } from '../../../core/index.js';
import { BW, type BlightedWildsExt, type BlightedWildsState } from '../ext.js';
import { needPlayer } from './common.js';
import type { StrategicMasteryUsed } from '../events.js';
import { bwSchema } from '../event-parsers.js';

/** A Strategic Mastery roll at or above this moves a command point. */
export const STRATEGIC_MASTERY_ON = 5;

/** The 4th-edition underdog (fewer VP at the start of the round, none when tied), changed once someone has seized. */
export function blightedWildsUnderdog(state: BlightedWildsState): string | null {
  const last = state.ext.seizures[state.ext.seizures.length - 1];
  if (last !== undefined) return opponentOf(state, last.player);
  const [a, b] = state.setup.playerOrder;
  if (a === undefined || b === undefined) return null;
  const va = state.players[a]?.vp ?? 0;
  const vb = state.players[b]?.vp ?? 0;
  return va === vb ? null : va < vb ? a : b;
}

/** The player who seized the initiative this round, or null. Both InitiativeSeized and a won roll-off count. */
export function seizedThisRound(state: BlightedWildsState): string | null {
  const cur = currentRound(state);
  const prev = selectRounds(state).at(-2);
  if (cur === undefined || prev === undefined) return null;
  if (cur.priority.how === 'seized') return cur.first;
  // the second player of the last round won the priority roll and chose to go first
  return cur.priority.how === 'roll' && cur.priority.winner === prev.second && cur.first === prev.second ? cur.first : null;
}

/**
 * After priority: records a seizure and, when it changes who the underdog is, moves the underdog's extra command
 * point for this round (rulings: blighted-wilds/seizure-underdog-same-round).
 */
export function afterPriority(state: BlightedWildsState): Effect<BlightedWildsExt>[] {
  const seizer = seizedThisRound(state);
  if (seizer === null) return [];
  const before = blightedWildsUnderdog(state);
  const after = opponentOf(state, seizer);
  const out: Effect<BlightedWildsExt>[] = [{ kind: 'ext', update: (x) => void x.seizures.push({ round: state.clock.round, player: seizer }) }];
  if (before !== after) {
    if (before !== null) out.push({ kind: 'command-points', player: before, amount: -1 });
    out.push({ kind: 'command-points', player: after, amount: 1 });
  }
  return out;
}

/**
 * Whether the battle round is still under way: its priority is set and its second turn has not ended (after that the
 * command points are gone and the next round's seizure is another round's; ruling `blighted-wilds/strategic-mastery-once`).
 */
export function roundUnderWay(state: BlightedWildsState): boolean {
  const cur = currentRound(state);
  return state.clock.stage === 'battle' && cur !== undefined && cur.turnsEnded < 2;
}

/** Whether a player may use Strategic Mastery now. */
export function canUseStrategicMastery(state: BlightedWildsState, player: string): boolean {
  const opp = opponentOf(state, player);
  return (
    roundUnderWay(state) &&
    state.ext.seizures.some((s) => s.round === state.clock.round && s.player === opp) &&
    !state.ext.seizures.some((s) => s.player === player) &&
    !state.ext.strategicMastery.some((s) => s.player === player)
  );
}

/** StrategicMasteryUsed: once per battle, in a round the opponent seized, if you never seized. */
// Stryker disable next-line ObjectLiteral: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
export const strategicMasteryUsed = definePackEvent<BlightedWildsExt, typeof StrategicMasteryUsed>({
  // Stryker disable next-line StringLiteral: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
  schema: bwSchema<typeof StrategicMasteryUsed>('StrategicMasteryUsed'),
  // Stryker disable next-line ArrowFunction: module-load definition, built once at import before any mutant is switched on (docs/testing.md); the function's body is mutated
  decide: (state, e) => {
    const d = e.data;
    const base = needPlayer(state, d.player);
    if (base.length > 0) return base;
    const opp = opponentOf(state, d.player);
    if (!roundUnderWay(state))
      return [
        violation(`${BW}/strategic-mastery-not-now`, 'Strategic Mastery is used during the battle round the opponent seized, before its second turn ends (then the command points are gone).', {
          path: ['type'],
        }),
      ];
    if (state.ext.strategicMastery.some((s) => s.player === d.player))
      return [violation(`${BW}/strategic-mastery-used`, `${d.player} has already used Strategic Mastery this battle.`, { path: ['type'] })];
    if (!state.ext.seizures.some((s) => s.round === state.clock.round && s.player === opp))
      return [violation(`${BW}/strategic-mastery-no-seizure`, `${opp} has not seized the initiative this battle round, so Strategic Mastery cannot be used.`, { path: ['type'] })];
    if (state.ext.seizures.some((s) => s.player === d.player))
      return [violation(`${BW}/strategic-mastery-seized`, `${d.player} has seized the initiative this battle, so Strategic Mastery is not open to them.`, { path: ['type'] })];
    const cp = state.players[opp]?.commandPoints ?? 0;
    if (d.rolls.length !== cp)
      return [violation(`${BW}/strategic-mastery-rolls`, `Roll one dice per command point ${opp} has: ${cp}, not ${d.rolls.length}.`, { path: ['data', 'rolls'] })];
    return [];
  },
  // Stryker disable next-line ArrowFunction: module-load definition, built once at import before any mutant is switched on (docs/testing.md); the function's body is mutated
  effects: (state, e) => {
    const d = e.data;
    const opp = opponentOf(state, d.player);
    const moved = d.rolls.filter((r) => r >= STRATEGIC_MASTERY_ON).length;
    const out: Effect<BlightedWildsExt>[] = [{ kind: 'ext', update: (x) => void x.strategicMastery.push({ player: d.player, round: state.clock.round, rolls: [...d.rolls], moved }) }];
    if (moved > 0) out.push({ kind: 'command-points', player: opp, amount: -moved }, { kind: 'command-points', player: d.player, amount: moved });
    return out;
  },
});
