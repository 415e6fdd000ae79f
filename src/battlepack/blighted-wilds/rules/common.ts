/**
 * Small shared pieces of the Blighted Wilds rules: checks and mortal damage (the events' schemas are in `../events.ts`).
 * @module
 */
import { violation, type Effect, type RuleViolation } from '../../../core/index.js';
import { BW, type BlightedWildsExt, type BlightedWildsState } from '../ext.js';

// The checks below look ids up in the state's records directly: the events' schema refuses an id that names a member
// of Object.prototype (`Id`, test/battlepack/blighted-wilds/common-checks.test.ts), so no such name reaches them.

/** Violations if `player` is not a player of the battle. */
export function needPlayer(state: BlightedWildsState, player: string, field = 'player'): RuleViolation[] {
  return state.players[player] !== undefined
    ? []
    : [violation('setup/invalid-players', `"${player}" is not a player of this battle; the players are ${state.setup.playerOrder.join(' and ')}.`, { path: ['data', field], ref: player })];
}

/** Violations unless the battle is in its set-up (after BattleSetUp, before DeploymentFinished). */
export function needSetUp(state: BlightedWildsState, what: string): RuleViolation[] {
  return state.clock.stage === 'deployment' ? [] : [violation(`${BW}/not-set-up-step`, `${what} happens before the battle, between BattleSetUp and DeploymentFinished.`, { path: ['type'] })];
}

/** Violations unless it is `player`'s turn. */
export function needOwnTurn(state: BlightedWildsState, player: string, what: string): RuleViolation[] {
  // no turn before the battle; after its end the engine refuses every event first (`battle/already-over`)
  if (state.clock.turn === null)
    return [violation('turn/no-turn', `${what} is used during a turn; start one with TurnStarted first.`, { path: ['type'] })];
  if (state.clock.turn.player !== player)
    return [violation('turn/not-active-player', `${what} is used in your own turn; it is ${state.clock.turn.player}'s turn, not ${player}'s.`, { path: ['data', 'player'], ref: player })];
  return [];
}

/** Violations unless `unit` is one of `player`'s units on the battlefield. */
export function needOwnUnitOnBattlefield(state: BlightedWildsState, player: string, unit: string, field = 'unit'): RuleViolation[] {
  const u = state.units[unit];
  if (u === undefined) return [violation('unit/unknown', `No unit "${unit}" has been added to this battle.`, { path: ['data', field], ref: unit })];
  if (u.def.owner !== player) return [violation(`${BW}/not-friendly`, `Unit "${unit}" belongs to ${u.def.owner}; ${player} can only pick a friendly unit.`, { path: ['data', field], ref: unit })];
  if (u.status !== 'battlefield')
    return [violation('unit/not-on-battlefield', `Unit "${unit}" is ${u.status}, not on the battlefield.`, { path: ['data', field], ref: unit })];
  return [];
}

/** Violations unless `terrain` is a terrain feature of the battle. */
export function needTerrain(state: BlightedWildsState, terrain: string, field = 'terrain'): RuleViolation[] {
  return state.board.terrain[terrain] !== undefined
    ? []
    : [violation('terrain/unknown', `No terrain feature "${terrain}"; the features are ${Object.keys(state.board.terrain).join(', ') || 'none'}.`, { path: ['data', field], ref: terrain })];
}

/** The turn number (1 or 2) under way, or 0. */
export function turnNumber(state: BlightedWildsState): number {
  return state.clock.turn?.number ?? 0;
}

/**
 * Effects of `amount` mortal damage on a unit: damage points go on one model until it is slain (its Wounds
 * characteristic), then the next; leftover points stay on the unit, in the same pool as attack damage (core 14.5).
 */
export function mortalDamage(state: BlightedWildsState, unit: string, amount: number): Effect<BlightedWildsExt>[] {
  return allocateDamage(state, unit, amount, 'mortal');
}

/**
 * Effects of `amount` damage points on a unit, from attacks or mortal damage alike (core rules 4th ed, 14.5: one
 * damage pool per model, ruling `blighted-wilds/one-damage-pool`): the points add to those already on its wounded
 * model, a model is slain each time they reach its Wounds characteristic, and the rest stays on the next model.
 */
export function allocateDamage(state: BlightedWildsState, unit: string, amount: number, means: string): Effect<BlightedWildsExt>[] {
  // every caller passes a unit on the battlefield and at least 1 point: DamageAllocated's check and schema (amount 1 to
  // 1,000), Blighted Waters' check of the units within 3" (test/battlepack/blighted-wilds/mortal-damage.test.ts,
  // blighted-waters.test.ts)
  const u = state.units[unit] as NonNullable<BlightedWildsState['units'][string]>;
  const total = (state.ext.damage[unit] ?? 0) + amount;
  const slain = Math.min(u.modelsRemaining, Math.floor(total / u.def.wounds));
  // points past the last model stay in `left` for a moment: the unit's destruction clears its damage (`onUnitDestroyed`
  // in pack.ts; common-checks.test.ts, "damage past the last model leaves nothing on the destroyed unit")
  const left = total - slain * u.def.wounds;
  const out: Effect<BlightedWildsExt>[] = [
    {
      kind: 'ext',
      update: (x) => {
        if (left === 0) delete x.damage[unit];
        else x.damage[unit] = left;
      },
    },
  ];
  if (slain > 0) out.push({ kind: 'models-slain', unit, count: slain, means });
  return out;
}
