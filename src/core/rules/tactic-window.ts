/**
 * The battle-tactic pick window: which tactics a player may pick now, which events leave the window open, and whether a
 * pick is still owed before the window closes (a pack with `options.battleTacticRequired`). Read by the engine's
 * `decide` and by `engine.available`, so the two never disagree.
 * @module
 */
import { selectBattleTactics } from '../state/scoring-selectors.js';
import { historyIndex } from '../state/history.js';
import type { AnyEvent, Battlepack } from '../pack/battlepack.js';
import { NO_VIOLATIONS } from './decide.js';
import { violation, type RuleViolation } from '../errors.js';
import { playerLabel } from './names.js';
import { packEventOf } from './rules-of.js';
import type { Target } from '../events/schema.js';
import type { BattleState } from '../state/state.js';

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
  for (const t of selectBattleTactics(state)) if (t.player === player) used.add(t.tactic);
  const list: PickableTactic[] = [];
  for (const def of Object.values(pack.battleTactics)) {
    if (used.has(def.id)) continue;
    if (state.clock.stage !== 'ended' && def.available !== undefined && !def.available(state, player)) continue;
    const targets = def.target === undefined ? null : def.target.options(state, player);
    if (targets !== null && targets.length === 0) continue;
    list.push({ id: def.id, name: def.name, targets });
  }
  return list;
}

/**
 * Whether an event leaves the start of the hero phase open (ruling `core/tactic-window`; ghb 2022 s1 FAQ: every
 * ability and effect applied at the start of the hero phase may come before the battle-tactic pick): the pick itself,
 * command points gained or spent, dice rolled, positions reported (they record the table and do nothing else, ruling
 * `table/positions-report`), a casualty, arrival or removal stamped `at: 'start-of-hero-phase'`, and pack events marked
 * `startOfHeroPhase` (Rally). Anything else ends the start of the hero phase, a later phase's start included
 * (`PhaseStarted` opens the window when the hero phase starts). The fold (evolve) closes the window by the same test.
 */
export function keepsTacticWindow<X>(pack: Battlepack<X>, event: AnyEvent): boolean {
  const type = event.type;
  if (type === 'BattleTacticPicked' || type === 'CommandPointsGained' || type === 'CommandPointsSpent' || type === 'DiceRolled' || type === 'PositionsReported') return true;
  if (atStartOfHeroPhase(event)) return true;
  const packEvent = packEventOf(pack, type);
  return packEvent !== undefined && packEvent.startOfHeroPhase === true;
}

/** Whether a core event is stamped as a start-of-hero-phase effect (`data.at: 'start-of-hero-phase'`). */
function atStartOfHeroPhase(event: AnyEvent): boolean {
  const data = event.data as { readonly at?: unknown } | null | undefined;
  return typeof data === 'object' && data !== null && data.at === 'start-of-hero-phase';
}

/** Whether the start of the hero phase is under way: the hero phase has started and nothing else has happened yet. */
export function startOfHeroPhase(state: BattleState<unknown>): boolean {
  const turn = state.clock.turn;
  return turn !== null && turn.phase === 'hero' && turn.tacticWindow;
}

/** Why the start of the hero phase is not under way, for a refusal ("the turn is in the movement phase"…). */
export function pastStartOfHeroPhase(state: BattleState<unknown>): string {
  const turn = state.clock.turn;
  return turn === null ? 'no turn is under way' : turn.phase === null ? 'the hero phase has not started' : turn.phase !== 'hero' ? `the turn is in the ${turn.phase} phase` : 'the start of the hero phase is over';
}

/**
 * `phase/not-start-of-hero-phase` for an event stamped `at: 'start-of-hero-phase'` when the start of the hero phase is
 * not under way ({@link startOfHeroPhase}); nothing otherwise.
 */
export function misplacedStartOfHeroPhase(state: BattleState<unknown>, event: AnyEvent): readonly RuleViolation[] {
  if (!atStartOfHeroPhase(event) || startOfHeroPhase(state)) return NO_VIOLATIONS;
  return [
    violation(
      'phase/not-start-of-hero-phase',
      `${event.type} is stamped at the start of the hero phase, but ${pastStartOfHeroPhase(state)}; it comes after PhaseStarted hero and before any other action of that phase.`,
      { path: ['data', 'at'] },
    ),
  ];
}

/** Whether the active player's pick window is open and they have not picked this turn. */
export function pickWindowOpen(state: BattleState<unknown>): boolean {
  const turn = state.clock.turn;
  return turn !== null && turn.phase === 'hero' && turn.tacticWindow && state.clock.pendingRoll === null && !pickedThisTurn(state, turn.player);
}

/**
 * Whether the active player must pick a battle tactic before the pick window closes: the pack requires a pick
 * (`options.battleTacticRequired`), the window is open with no pick made, and they have a tactic they may pick now.
 */
export function pickRequired<X>(pack: Battlepack<X>, state: BattleState<X>): boolean {
  // a turn is under way only in the battle stage (the end of the battle ends the turn)
  if (pack.options.battleTacticRequired !== true || !pickWindowOpen(state)) return false;
  return pickableTactics(pack, state, (state.clock.turn as NonNullable<BattleState<X>['clock']['turn']>).player).length > 0;
}

/**
 * `battle-tactic/required` when `event` would close the active player's pick window while they still owe a pick
 * ({@link pickRequired}), or would move past a hero phase the turn never recorded (the first phase recorded is a later
 * one, or the turn ends with no phase recorded) while they have not picked this turn and have a tactic they may pick
 * (ruling `gallet/battle-tactic-required`); nothing otherwise. The pick itself, and an event that ends the battle, are
 * never refused here.
 */
export function missingPick<X>(pack: Battlepack<X>, state: BattleState<X>, event: AnyEvent): readonly RuleViolation[] {
  // cheap tests first: this runs for every event the engine decides
  const turn = state.clock.turn;
  if (pack.options.battleTacticRequired !== true || turn === null) return NO_VIOLATIONS;
  const type = event.type;
  if (turn.tacticWindow) {
    // a concession, time or an agreement ends the battle whatever is owed
    if (type === 'BattleEnded' || keepsTacticWindow(pack, event)) return NO_VIOLATIONS;
    if (!pickRequired(pack, state)) return NO_VIOLATIONS;
    return [owed(pack, state, turn.player, `before ${type} closes the pick window`)];
  }
  // no hero phase recorded yet: the turn still owes its pick when it moves past where the hero phase would be (no
  // pick was made: a pick needs the start of the hero phase)
  if (turn.phase !== null) return NO_VIOLATIONS;
  const skips = type === 'TurnEnded' || (type === 'PhaseStarted' && (event.data as { readonly phase?: unknown } | undefined)?.phase !== 'hero');
  if (!skips || pickableTactics(pack, state, turn.player).length === 0) return NO_VIOLATIONS;
  return [owed(pack, state, turn.player, `but this turn recorded no hero phase; record PhaseStarted (hero) and the pick before ${type}`)];
}

/** Whether `player` has picked a battle tactic in the turn under way (the history searched in place, not copied). */
function pickedThisTurn(state: BattleState<unknown>, player: string): boolean {
  const turn = state.clock.turn;
  return historyIndex(state.history.tactics, (t) => t.player === player && t.round === state.clock.round && t.turn === turn?.number) >= 0;
}

/** The `battle-tactic/required` violation, naming the tactics `player` may pick now. */
function owed<X>(pack: Battlepack<X>, state: BattleState<X>, player: string, when: string): RuleViolation {
  const names = pickableTactics(pack, state, player).map((t) => `${t.name} (${t.id})`);
  return violation('battle-tactic/required', `${playerLabel(state, player)} must pick a battle tactic at the start of their hero phase, ${when}; they may pick: ${names.join(', ')}.`, {
    path: ['type'],
    ref: player,
  });
}
