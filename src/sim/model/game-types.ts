/**
 * The model's vocabulary: its choices and decisions, what a game asks of a bot, its options, its cursor and data, and
 * the distances of each edition it plays by. The game itself is `game.ts` (its parts: `game-turn.ts`, `game-setup.ts`,
 * `game-movement.ts`, `game-attacks.ts`).
 * @module
 */
import type { AnyEvent, PackIds } from '../../core/pack/battlepack.js';
import type { FightingUnit } from '../../core/rules/fight-order.js';
import type { Phase } from '../../core/events/schema.js';
import type { Draft, Edition } from '../../core/state/state.js';
import type { Body, Spot } from './geometry.js';
import type { ArmyProfile } from './profile.js';

/** Where a unit heads in the movement phase. */
export type Destination =
  | { readonly kind: 'objective'; readonly id: string }
  | { readonly kind: 'unit'; readonly id: string }
  | { readonly kind: 'territory'; readonly id: string }
  | { readonly kind: 'hold' };

/** The kinds of choice the model adds to the engine's. */
export const MODEL_CHOICE_KINDS = ['GrandStrategyChosen', 'UnitDestination', 'ShootingTarget', 'ChargeTarget', 'FightTarget'] as const;
/** One of {@link MODEL_CHOICE_KINDS}. */
export type ModelChoiceKind = (typeof MODEL_CHOICE_KINDS)[number];

/**
 * One choice open in a model game: who makes it, its kind (`UnitDestination`, `ChargeTarget`… or an engine event type
 * such as `BattleTacticPicked`), the choice in a few words and its key, like the engine's `Decision`. An engine choice
 * carries its `event`; a model choice its `unit` and `target`.
 */
export interface ModelDecision {
  readonly player: string;
  readonly kind: string;
  readonly choice: string;
  /** `kind` and `choice` together. */
  readonly key: string;
  /** The engine's event, for an engine choice. */
  readonly event?: AnyEvent;
  /** The unit the choice is for (destinations, targets). */
  readonly unit?: string;
  /** A destination, for `UnitDestination`. */
  readonly destination?: Destination;
  /** The target unit (shooting, charge, fight) or grand strategy id. */
  readonly target?: string;
}

/** What a game waits for: one player's choice among options (never empty); `required` when passing is not allowed. */
export interface ModelRequest {
  readonly player: string;
  readonly kind: string;
  readonly options: readonly ModelDecision[];
  readonly required: boolean;
}

/** A move the model made, for checks and pictures: the unit, the step, its models before and after, and the most it could move. */
export interface ModelMove {
  readonly unit: string;
  readonly step: 'move' | 'charge' | 'pile-in';
  readonly before: readonly Spot[];
  readonly after: readonly Spot[];
  /** The most any model could move in this step: Move, the charge roll, or 3" of pile-in. */
  readonly allowed: number;
}

/** Options of a model game. */
export interface ModelGameOptions<I extends PackIds = PackIds> {
  /** The game's seed: set-up, dice and deployment follow from it. */
  readonly seed: number;
  readonly battleplan: I['battleplan'];
  /** The two armies, in player order (`p1`, `p2`). Their edition must be the pack's. */
  readonly armies: readonly [ArmyProfile, ArmyProfile];
  /** The players' ids (default `p1`, `p2`); the first is the attacker unless `attacker` says otherwise. */
  readonly players?: readonly [string, string];
  /** Which player is the attacker (default: a roll of the game's dice). */
  readonly attacker?: 0 | 1;
  /** Points limit (default 2000). */
  readonly pointsLimit?: number;
  /** Record every move in {@link ModelGame.moves} (for tests). Default false. */
  readonly trace?: boolean;
}

/** Thrown when the model cannot go on: an event it needs was refused and no choice or pack event unblocked it. */
export class ModelGameStuck extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ModelGameStuck';
  }
}

/** Where a model game stands in its turn (opaque to callers). */
export type ModelCursor =
  | { at: 'gs'; i: number }
  | { at: 'setup' }
  | { at: 'unblock'; event: AnyEvent; next: ModelCursor; attempts: number }
  | { at: 'pack'; i: number; n: number; next: ModelCursor }
  | { at: 'seize' }
  | { at: 'priority' }
  | { at: 'turn-start' }
  | { at: 'phase'; phase: Phase; next: ModelCursor }
  | { at: 'tactic' }
  | { at: 'move'; queue: string[] | null }
  | { at: 'shoot'; queue: string[] | null }
  | { at: 'charge'; queue: string[] | null }
  | { at: 'fight'; units: FightingUnit[] | null; fought: string[] }
  | { at: 'report' }
  | { at: 'ended' };

/** Everything a model game holds that changes: plain data, copied for a rollout (`ModelGame.copy`). Opaque to callers. */
export interface ModelGameData {
  draft: Draft<unknown>;
  events: AnyEvent[];
  bodies: Body[];
  damage: Record<string, number>;
  rng: [number, number, number, number];
  cursor: ModelCursor;
  request: ModelRequest | null;
  strategies: (string | null)[];
  moves: ModelMove[];
}

/** How close a charge must end to its target, per edition (3rd: ½"; 4th: in combat range, 3"). */
export const CHARGE_END: Readonly<Record<Edition, number>> = { 3: 0.5, 4: 3 };
/** How far a unit stays from enemies after a normal move (3rd: more than 3"; 4th: outside combat range, 3"). */
export const KEEP_AWAY: Readonly<Record<Edition, number>> = { 3: 3, 4: 3 };
/** Units within this of an enemy are in combat (3rd: 3"; 4th: combat range, 3"). */
export const IN_COMBAT = 3;
/** Pile-in distance, both editions. */
export const PILE_IN = 3;
/** Charge range, both editions. */
export const CHARGE_RANGE = 12;
