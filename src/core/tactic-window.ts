/**
 * The battle-tactic pick window: which tactics a player may pick now, which events leave the window open, and whether a
 * pick is still owed before the window closes (a pack with `options.battleTacticRequired`). Read by the engine's
 * `decide` and by `engine.available`, so the two never disagree.
 * @module
 */
import type { AnyEvent, Battlepack } from './battlepack.js';
import { violation, type RuleViolation } from './errors.js';
import { packEventOf } from './rules-of.js';
import type { Target } from './schema.js';
import type { BattleState } from './state.js';

/** A battle tactic a player may pick now, with its valid targets (`null` when it takes none). */
export interface PickableTactic {
  readonly id: string;
  readonly name: string;
  readonly targets: readonly Target[] | null;
}

/**
 * The battle tactics `player` may pick in this battle now: not picked before, available (the tactic's own
 * conditions), and with at least one valid target when it needs one. In an ended battle the conditions are not asked.
 * @internal Use `engine.available(state).battleTactics`.
 */
export function pickableTactics<X>(pack: Battlepack<X>, state: BattleState<X>, player: string): PickableTactic[] {
  const used = new Set<string>();
  for (const t of state.tactics) if (t.player === player) used.add(t.tactic);
  const list: PickableTactic[] = [];
  for (const def of Object.values(pack.battleTactics)) {
    if (used.has(def.id)) continue;
    if (state.stage !== 'ended' && def.available !== undefined && !def.available(state, player)) continue;
    const targets = def.target === undefined ? null : def.target.options(state, player);
    if (targets !== null && targets.length === 0) continue;
    list.push({ id: def.id, name: def.name, targets });
  }
  return list;
}

/**
 * Whether an event leaves an open battle-tactic window open: command points gained or spent, dice rolled, positions
 * reported, and pack
 * events marked `startOfHeroPhase` (ghb 2022 s1 FAQ: start-of-hero-phase effects may come before the pick). The pick
 * closes the window, and so does anything else, a later phase's start included (`PhaseStarted` opens the window when
 * the hero phase starts). The fold (evolve) closes the window by the same list.
 */
export function keepsTacticWindow<X>(pack: Battlepack<X>, type: string): boolean {
  // a positions report records the table and does nothing else (ruling `table/positions-report`)
  if (type === 'CommandPointsGained' || type === 'CommandPointsSpent' || type === 'DiceRolled' || type === 'PositionsReported') return true;
  const packEvent = packEventOf(pack, type);
  return packEvent !== undefined && packEvent.startOfHeroPhase === true;
}

/** Whether the active player's pick window is open and they have not picked this turn. */
export function pickWindowOpen(state: BattleState<unknown>): boolean {
  const turn = state.turn;
  if (turn === null || turn.phase !== 'hero' || !turn.tacticWindow || state.pendingRoll !== null) return false;
  for (const t of state.tactics) if (t.player === turn.player && t.round === state.round && t.turn === turn.number) return false;
  return true;
}

/**
 * Whether the active player must pick a battle tactic before the pick window closes: the pack requires a pick
 * (`options.battleTacticRequired`), the window is open with no pick made, and they have a tactic they may pick now.
 */
export function pickRequired<X>(pack: Battlepack<X>, state: BattleState<X>): boolean {
  if (pack.options.battleTacticRequired !== true || state.stage !== 'battle' || !pickWindowOpen(state)) return false;
  return pickableTactics(pack, state, (state.turn as NonNullable<BattleState<X>['turn']>).player).length > 0;
}

/**
 * `battle-tactic/required` when `event` would close the active player's pick window while they still owe a pick
 * ({@link pickRequired}); nothing otherwise. The pick itself, and an event that ends the battle, are never refused here.
 */
export function missingPick<X>(pack: Battlepack<X>, state: BattleState<X>, event: AnyEvent): RuleViolation[] {
  // cheap tests first: this runs for every event the engine decides
  if (pack.options.battleTacticRequired !== true || state.turn === null || !state.turn.tacticWindow) return [];
  const type = event.type;
  // a concession, time or an agreement ends the battle whatever is owed
  if (type === 'BattleTacticPicked' || type === 'BattleEnded' || keepsTacticWindow(pack, type)) return [];
  if (!pickRequired(pack, state)) return [];
  const player = (state.turn as NonNullable<BattleState<X>['turn']>).player;
  const names = pickableTactics(pack, state, player).map((t) => `${t.name} (${t.id})`);
  return [
    violation(
      'battle-tactic/required',
      `${player} must pick a battle tactic at the start of their hero phase, before ${type} closes the pick window; they may pick: ${names.join(', ')}.`,
      { path: ['type'], ref: player },
    ),
  ];
}
