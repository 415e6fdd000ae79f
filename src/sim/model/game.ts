/**
 * The playable model of a battle: two armies of profiles deployed on the battle's map, moving, shooting, charging and
 * fighting turn by turn in the edition's order, with every outcome sent to the engine as ordinary events (models
 * slain, units destroyed, positions at the end of each turn). The engine derives contests, zones, control and scores
 * from the positions, so where units go decides who wins. Every choice is a {@link ModelDecision}: the engine's own
 * choices (battle tactics, priority, the pack's choices) as `decisions` lists them, and the model's (destinations,
 * shooting, charge and fight targets, grand strategies). A game is a plain state machine: it can be copied at any
 * choice (a Monte Carlo bot's rollouts) and the same seed and the same choices give the same log byte for byte.
 *
 * This file holds the game itself: what it waits for and the choices it takes, its link to the engine (every event
 * checked or folded here) and its reads of the table. The rest of the game, by concern: `game-turn.ts` (the step
 * machine of a turn: what comes next, what a choice does), `game-setup.ts` (grand strategies, the battle's set-up,
 * armies and deployment), `game-movement.ts` (the movement phase), `game-attacks.ts` (shooting, charges and combat)
 * and `game-types.ts` (the vocabulary).
 * @module
 */
import type { AnyEvent, Battlepack, EventsOf, PackEventDef, AnyEventSchema } from '../../core/pack/battlepack.js';
import { decide } from '../../core/rules/decide.js';
import { createRng, type Rng } from '../../core/dice.js';
import type { Engine } from '../../core/engine-types.js';
import { clonePlain } from '../../core/state/freeze.js';
import type { BattleState, Draft, Edition } from '../../core/state/state.js';
import { selectScoreboard } from '../../core/state/scoring-selectors.js';
import { selectObjectives } from '../../core/state/board-selectors.js';
import { mapFacts, regionBox } from './layout.js';
import type { BattlefieldMap, Point } from '../../table/types.js';
import { choiceList } from '../choice-list.js';
import type { Decision } from '../decisions.js';
import { centroid, removeFarthest, returnModels, unitWithin, type Body, type Field, type Spot } from './geometry.js';
import type { UnitProfile } from './profile.js';
import { ModelGameStuck, IN_COMBAT, KEEP_AWAY, type Destination, type ModelDecision, type ModelRequest, type ModelMove, type ModelGameOptions, type ModelCursor, type ModelGameData } from './game-types.js';
import { apply, step } from './game-turn.js';

export * from './game-types.js';

const MM = 25.4;

/**
 * A model game of one battle: ask {@link ModelGame.request} what it waits for, answer with {@link ModelGame.choose},
 * until {@link ModelGame.ended}. `playModelGame` does the loop with bots.
 */
export class ModelGame<X = unknown> {
  readonly edition: Edition;
  /** Everything the game holds that changes (`game-types.ts`). @internal */
  readonly d: ModelGameData;
  /** The profile of each unit, by id. @internal */
  readonly profiles: Record<string, UnitProfile>;
  private rngObj: Rng;
  /** The objective points, kept until the next event is folded. */
  private pointsAt = -1;
  private pointsKept: readonly { readonly id: string; readonly at: Point }[] = [];

  constructor(
    readonly engine: Engine<X, readonly PackEventDef<X, AnyEventSchema>[]>,
    readonly options: ModelGameOptions,
    data?: ModelGameData,
    profiles?: Record<string, UnitProfile>,
  ) {
    this.edition = engine.pack.edition;
    if (data !== undefined && profiles !== undefined) {
      this.d = data;
      this.profiles = profiles;
    } else {
      for (const a of options.armies) if (a.edition !== this.edition) throw new RangeError(`army "${a.name}" is written for edition ${a.edition}; the pack plays edition ${this.edition}`);
      this.profiles = {};
      this.d = {
        draft: engine.trusted.initialState() as unknown as Draft<unknown>,
        events: [],
        bodies: [],
        damage: {},
        rng: createRng(options.seed).state(),
        cursor: { at: 'gs', i: 0 },
        request: null,
        strategies: [],
        moves: [],
      };
    }
    this.rngObj = createRng(this.d.rng);
    this.advance();
  }

  /** The engine state now (the game's own: read it, do not change it). */
  get state(): BattleState<X> {
    return this.d.draft as unknown as BattleState<X>;
  }

  /** The events so far: an ordinary battle log's events. */
  get events(): readonly AnyEvent[] {
    return this.d.events;
  }

  /** The moves made so far (only with `trace: true`). */
  get moves(): readonly ModelMove[] {
    return this.d.moves;
  }

  /** Whether the battle is over. */
  get ended(): boolean {
    return this.d.cursor.at === 'ended';
  }

  /** What the game waits for, or null once it has ended. */
  get request(): ModelRequest | null {
    return this.d.request;
  }

  /** The profile of a unit of the battle. */
  profile(unit: string): UnitProfile | undefined {
    return this.profiles[unit];
  }

  /** Where the models of a unit stand now (inches), or an empty list once it is gone. */
  positions(unit: string): readonly Spot[] {
    return this.d.bodies.find((b) => b.id === unit)?.spots ?? [];
  }

  /** The units on the table now: id, owner, base radius (inches) and models. */
  bodies(): readonly Readonly<Body>[] {
    return this.d.bodies;
  }

  /** An independent copy of the game, at the same point (for rollouts); the copy's dice are reseeded when `reseed` is given. */
  copy(reseed?: number): ModelGame<X> {
    const d = this.d;
    const data: ModelGameData = {
      draft: clonePlain(d.draft),
      events: [...d.events],
      bodies: d.bodies.map((b) => ({ id: b.id, owner: b.owner, r: b.r, spots: b.spots })),
      damage: { ...d.damage },
      rng: reseed === undefined ? this.rngObj.state() : createRng(reseed).state(),
      cursor: clonePlain(d.cursor),
      request: d.request,
      strategies: [...d.strategies],
      moves: [],
    };
    return new ModelGame<X>(this.engine, { ...this.options, trace: false }, data, this.profiles);
  }

  /**
   * Makes the choice the game waits for: one of the request's options (by key), or null to pass when it is not
   * required. Throws a RangeError for anything else (a bot's bug).
   */
  choose(decision: ModelDecision | null): void {
    const req = this.d.request;
    if (req === null) throw new RangeError('the game waits for no choice');
    let d: ModelDecision | null = null;
    if (decision !== null) {
      // a bot's pick is one of the options themselves: found without comparing keys (strings built of parts, which a
      // comparison flattens); a decision made elsewhere (a copy's request, a log) by its key
      d = req.options.includes(decision) ? decision : (req.options.find((o) => o.key === decision.key) ?? null);
      if (d === null) throw new RangeError(`"${decision.key}" is not one of the options: ${req.options.map((o) => o.key).join(', ')}`);
    } else if (req.required) throw new RangeError(`a choice of ${req.kind} is required here`);
    this.d.request = null;
    apply(this, d);
    this.advance();
  }

  // ---- the engine side (@internal: for the game's own files, not part of the API) ----

  /** The game's dice. @internal */
  get rng(): Rng {
    return this.rngObj;
  }

  /** The game's pack. @internal */
  get pack(): Battlepack<unknown> {
    return this.engine.pack as unknown as Battlepack<unknown>;
  }

  /** What the engine says against an event, on the state now. @internal */
  check(event: AnyEvent): readonly { code: string; message: string }[] {
    return decide(this.pack, this.state as BattleState<unknown>, event, this.d.draft.eventCount);
  }

  /** Folds an event on the trusted path; the table follows the engine, and the game's dice answer its rolls. @internal */
  fold(event: AnyEvent): void {
    this.engine.trusted.apply(this.d.draft as unknown as Draft<X>, event as EventsOf<readonly PackEventDef<X, AnyEventSchema>[]>);
    this.d.events.push(event);
    // units the engine takes off the battlefield (resting, destroyed by a rule) leave the model's table too
    // and models the engine's rules slay (Blighted Waters…) leave it too, the last placed first
    const units = this.d.draft.units;
    if (this.d.bodies.some((b) => units[b.id]?.status !== 'battlefield')) this.d.bodies = this.d.bodies.filter((b) => units[b.id]?.status === 'battlefield');
    for (const b of this.d.bodies) {
      const left = units[b.id]?.modelsRemaining ?? b.spots.length;
      if (left < b.spots.length) removeFarthest(b, null, b.spots.length - left);
      // and models the engine returns (a rally) are set up beside the unit
      else if (left > b.spots.length && b.spots.length > 0) returnModels(b, left - b.spots.length, this.field(), KEEP_AWAY[this.edition]);
    }
    // the engine may wait for dice (battle length…): the game's dice answer
    let guard = 0;
    while (this.d.draft.clock.pendingRoll !== null && this.d.draft.clock.stage !== 'ended' && guard++ < 50) {
      const roll = this.d.draft.clock.pendingRoll;
      const e: AnyEvent = { type: 'DiceRolled', data: { rule: roll.rule, values: this.rng.d6s(roll.dice) } };
      if (this.check(e).length > 0) throw new ModelGameStuck(`the engine refused the dice for ${roll.rule}`);
      this.engine.trusted.apply(this.d.draft as unknown as Draft<X>, e as EventsOf<readonly PackEventDef<X, AnyEventSchema>[]>);
      this.d.events.push(e);
    }
  }

  /** Folds an event the engine accepts (false: refused, or the battle is over). @internal */
  tryEmit(event: AnyEvent): boolean {
    if (this.d.draft.clock.stage === 'ended') return false;
    if (this.check(event).length > 0) return false;
    this.fold(event);
    return true;
  }

  /**
   * Folds an event the model itself made from its own table (positions, an attack's casualties) without asking the
   * engine first: the model makes only legal ones, and the trusted path applies without validating. Every game still
   * replays on the validated public path to the same result (test/sim/model/games.test.ts proves it).
   * @internal
   */
  emitOwn(event: AnyEvent): boolean {
    if (this.d.draft.clock.stage === 'ended') return false;
    this.fold(event);
    return true;
  }

  /** An event the battle needs: folded now, or the game goes to unblocking it (forced pack choices, then the pack's extras). @internal */
  must(event: AnyEvent, next: ModelCursor): void {
    if (this.d.draft.clock.stage === 'ended') return this.goto({ at: 'ended' });
    if (this.check(event).length === 0) {
      this.fold(event);
      this.goto(next);
      return;
    }
    this.goto({ at: 'unblock', event, next, attempts: 0 });
  }

  /** Moves the cursor (to `ended` once the battle is over, set-up aside). @internal */
  goto(c: ModelCursor): void {
    this.d.cursor = this.d.draft.clock.stage === 'ended' && this.d.cursor.at !== 'gs' && this.d.cursor.at !== 'setup' ? { at: 'ended' } : c;
  }

  /** Asks a player to choose. @internal */
  ask(player: string, kind: string, options: readonly ModelDecision[], required: boolean): void {
    this.d.request = { player, kind, options, required };
  }

  private engineOptions(list: readonly Decision<unknown>[]): ModelDecision[] {
    return list.map((x) => ({ player: x.player, kind: x.kind, choice: x.choice, key: x.key, event: x.event as AnyEvent }));
  }

  /** The engine's choices open now, as the model's. @internal */
  list(kinds: readonly string[] | undefined, player: string | undefined, source: 'all' | 'core' | 'pack' = 'all'): ModelDecision[] {
    // the list `decisions` gives, without re-reading the whole state first: the game's draft is the engine's own
    // (trusted path), so the check `decisions` makes on a caller's state (`engine.available`) would only cost time
    return this.engineOptions(choiceList<AnyEvent>(this.pack, this.state as BattleState<unknown>, { dice: this.rng, source, ...(kinds !== undefined ? { kinds } : {}), ...(player !== undefined ? { player } : {}) }).all());
  }

  /** Takes steps until the game waits for a choice or has ended. */
  private advance(): void {
    let guard = 0;
    while (this.d.request === null && this.d.cursor.at !== 'ended') {
      if (++guard > 100_000) throw new ModelGameStuck('the model made no progress');
      step(this);
    }
    this.d.rng = this.rngObj.state();
  }

  /** The players' ids, in order. @internal */
  players(): readonly string[] {
    return this.options.players ?? ['p1', 'p2'];
  }

  /** The player whose turn it is. @internal */
  active(): string {
    return this.d.draft.clock.turn?.player ?? '';
  }

  /** The battle's map (null without a table). @internal */
  map(): BattlefieldMap | null {
    return (this.state as BattleState<unknown>).board.table.map;
  }

  /** The table as the geometry measures it. @internal */
  field(): Field {
    const map = this.map();
    return { width: map?.width ?? 60, height: map?.height ?? 44, bodies: this.d.bodies };
  }

  /** The units' positions, as the event that reports them to the engine (at the end of a turn, or deployed). @internal */
  positionsEvent(endOfTurn: boolean): AnyEvent {
    const units = this.d.bodies
      .filter((b) => b.spots.length > 0)
      .map((b) => ({ unit: b.id, base: { kind: 'round' as const, diameterMm: round2(b.r * 2 * MM) }, models: b.spots.map((s) => ({ position: { x: round2(s.x), y: round2(s.y) } })) }));
    return { type: 'PositionsReported', data: { units, replace: true, ...(endOfTurn ? { at: 'end-of-turn' as const } : {}) } };
  }

  // ---- the table (@internal) ----

  /** A unit on the table, or undefined once it is gone. @internal */
  body(id: string): Body | undefined {
    for (const b of this.d.bodies) if (b.id === id && b.spots.length > 0) return b;
    return undefined;
  }

  /** A player's units on the table. @internal */
  mine(player: string): Body[] {
    return this.d.bodies.filter((b) => b.owner === player && b.spots.length > 0);
  }

  /** The units on the table of a player's enemy. @internal */
  enemies(player: string): Body[] {
    return this.d.bodies.filter((b) => b.owner !== player && b.spots.length > 0);
  }

  /** Whether a unit is within 3" of an enemy unit. @internal */
  inCombat(b: Body): boolean {
    // a loop over the table rather than a filtered list: asked for every unit at every step of the turn
    for (const e of this.d.bodies) if (e.owner !== b.owner && e.spots.length > 0 && unitWithin(b, e, IN_COMBAT + 1e-9, IN_COMBAT + 1)) return true;
    return false;
  }

  /** The objective points of the battle: an objective's marker, or the centre of a region objective. */
  objectivePoints(): { readonly id: string; readonly at: Point }[] {
    return this.points().slice();
  }

  /** {@link ModelGame.objectivePoints}, measured once per event folded (only an event takes an objective off the battlefield). @internal */
  points(): readonly { readonly id: string; readonly at: Point }[] {
    const at = this.d.draft.eventCount;
    if (at === this.pointsAt) return this.pointsKept;
    const map = this.map();
    const out: { id: string; at: Point }[] = [];
    if (map !== null) {
      // objectives taken off the battlefield are no destination (read through the selector: the state's shape is migrating)
      const off = new Set<string>();
      for (const o of selectObjectives(this.state as BattleState<unknown>)) if (!o.active) off.add(o.id);
      for (const o of mapFacts(map).points) if (!off.has(o.id)) out.push(o);
    }
    this.pointsAt = at;
    this.pointsKept = out;
    return out;
  }

  /** Where a destination lies now (null: hold, or gone). */
  destinationPoint(d: Destination): Point | null {
    switch (d.kind) {
      case 'hold':
        return null;
      case 'objective':
        return this.points().find((o) => o.id === d.id)?.at ?? null;
      case 'unit': {
        const b = this.body(d.id);
        return b === undefined ? null : centroid(b.spots);
      }
      case 'territory': {
        const map = this.map();
        const box = map === null ? null : regionBox(map, d.id);
        return box === null ? null : { x: (box.x0 + box.x1) / 2, y: (box.y0 + box.y1) / 2 };
      }
    }
  }

  /** Each player's victory points now. */
  vp(): Readonly<Record<string, number>> {
    return Object.fromEntries(selectScoreboard(this.state as BattleState<unknown>).map((r) => [r.player, r.vp]));
  }
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}
