/**
 * The playable model of a battle: two armies of profiles deployed on the battle's map, moving, shooting, charging and
 * fighting turn by turn in the edition's order, with every outcome sent to the engine as ordinary events (models
 * slain, units destroyed, positions at the end of each turn). The engine derives contests, zones, control and scores
 * from the positions, so where units go decides who wins. Every choice is a {@link ModelDecision}: the engine's own
 * choices (battle tactics, priority, the pack's choices) as `decisions` lists them, and the model's (destinations,
 * shooting, charge and fight targets, grand strategies). A game is a plain state machine: it can be copied at any
 * choice (a Monte Carlo bot's rollouts) and the same seed and the same choices give the same log byte for byte.
 * @module
 */
import type { AnyEvent, Battlepack, EventsOf, PackEventDef, AnyEventSchema } from '../../core/pack/battlepack.js';
import { decide } from '../../core/rules/decide.js';
import { createRng, type Rng } from '../../core/dice.js';
import { editionProfile } from '../../core/rules/edition.js';
import type { Engine } from '../../core/engine.js';
import { nextToFightTrusted, type FightingUnit } from '../../core/rules/fight-order.js';
import { clonePlain } from '../../core/state/freeze.js';
import { currentRound } from '../../core/rules/rules-of.js';
import type { ObjectiveDef, Phase, PlayerDef } from '../../core/events/schema.js';
import type { BattleState, Draft, Edition } from '../../core/state/state.js';
import { selectObjectives, selectPlayers, selectScoreboard, selectRounds } from '../../core/state/selectors.js';
import { deployArmy, mapFacts, placeObjective, regionBox } from './layout.js';
import type { BattlefieldMap, Point } from '../../table/types.js';
import { choiceList, coreChoices } from '../choice-list.js';
import type { Decision } from '../decisions.js';
import { centroid, chargeToward, closestPair, moveToward, pileIn, removeFarthest, unitGap, modelsInRange, type Body, type Field, type Spot } from './geometry.js';
import { modelAttack, unitDefOf, type UnitProfile } from './profile.js';
import { ModelGameStuck, CHARGE_END, KEEP_AWAY, IN_COMBAT, PILE_IN, CHARGE_RANGE, type Destination, type ModelDecision, type ModelRequest, type ModelMove, type ModelGameOptions, type ModelCursor, type ModelGameData } from './game-types.js';

export * from './game-types.js';

/** Where a charging or piling-in model stops short of its enemy, in inches. */
const CLOSE = 0.45;

const MM = 25.4;

/** After the battle tactic: the pack's choices, then the movement phase. */
const AFTER_TACTIC = (): ModelCursor => ({ at: 'pack', i: 0, n: 0, next: { at: 'phase', phase: 'movement', next: { at: 'move', queue: null } } });

/**
 * A model game of one battle: ask {@link ModelGame.request} what it waits for, answer with {@link ModelGame.choose},
 * until {@link ModelGame.ended}. `playModelGame` does the loop with bots.
 */
export class ModelGame<X = unknown> {
  readonly edition: Edition;
  private d: ModelGameData;
  private readonly profiles: Record<string, UnitProfile>;
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
      d = req.options.find((o) => o.key === decision.key) ?? null;
      if (d === null) throw new RangeError(`"${decision.key}" is not one of the options: ${req.options.map((o) => o.key).join(', ')}`);
    } else if (req.required) throw new RangeError(`a choice of ${req.kind} is required here`);
    this.d.request = null;
    this.apply(d);
    this.advance();
  }

  // ---- the engine side ----

  private get rng(): Rng {
    return this.rngObj;
  }

  private get pack(): Battlepack<unknown> {
    return this.engine.pack as unknown as Battlepack<unknown>;
  }

  private check(event: AnyEvent): readonly { code: string; message: string }[] {
    return decide(this.pack, this.state as BattleState<unknown>, event, this.d.draft.clock.eventCount);
  }

  private fold(event: AnyEvent): void {
    this.engine.trusted.apply(this.d.draft as unknown as Draft<X>, event as EventsOf<readonly PackEventDef<X, AnyEventSchema>[]>);
    this.d.events.push(event);
    // units the engine takes off the battlefield (resting, destroyed by a rule) leave the model's table too
    // and models the engine's rules slay (Blighted Waters…) leave it too, the last placed first
    const units = this.d.draft.units;
    if (this.d.bodies.some((b) => units[b.id]?.status !== 'battlefield')) this.d.bodies = this.d.bodies.filter((b) => units[b.id]?.status === 'battlefield');
    for (const b of this.d.bodies) {
      const left = units[b.id]?.modelsRemaining ?? b.spots.length;
      if (left < b.spots.length) removeFarthest(b, null, b.spots.length - left);
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

  private tryEmit(event: AnyEvent): boolean {
    if (this.d.draft.clock.stage === 'ended') return false;
    if (this.check(event).length > 0) return false;
    this.fold(event);
    return true;
  }

  /**
   * Folds an event the model itself made from its own table (positions, an attack's casualties) without asking the
   * engine first: the model makes only legal ones, and the trusted path applies without validating. Every game still
   * replays on the validated public path to the same result (test/sim/model/games.test.ts proves it).
   */
  private emitOwn(event: AnyEvent): boolean {
    if (this.d.draft.clock.stage === 'ended') return false;
    this.fold(event);
    return true;
  }

  /** An event the battle needs: folded now, or the game goes to unblocking it (forced pack choices, then the pack's extras). */
  private must(event: AnyEvent, next: ModelCursor): void {
    if (this.d.draft.clock.stage === 'ended') return this.goto({ at: 'ended' });
    if (this.check(event).length === 0) {
      this.fold(event);
      this.goto(next);
      return;
    }
    this.goto({ at: 'unblock', event, next, attempts: 0 });
  }

  private goto(c: ModelCursor): void {
    this.d.cursor = this.d.draft.clock.stage === 'ended' && this.d.cursor.at !== 'gs' && this.d.cursor.at !== 'setup' ? { at: 'ended' } : c;
  }

  private ask(player: string, kind: string, options: readonly ModelDecision[], required: boolean): void {
    this.d.request = { player, kind, options, required };
  }

  private engineOptions(list: readonly Decision<unknown>[]): ModelDecision[] {
    return list.map((x) => ({ player: x.player, kind: x.kind, choice: x.choice, key: x.key, event: x.event as AnyEvent }));
  }

  private list(kinds: readonly string[] | undefined, player: string | undefined, source: 'all' | 'core' | 'pack' = 'all'): ModelDecision[] {
    // the list `decisions` gives, without re-reading the whole state first: the game's draft is the engine's own
    // (trusted path), so the check `decisions` makes on a caller's state (`engine.available`) would only cost time
    return this.engineOptions(choiceList<AnyEvent>(this.pack, this.state as BattleState<unknown>, { dice: this.rng, source, ...(kinds !== undefined ? { kinds } : {}), ...(player !== undefined ? { player } : {}) }).all());
  }

  private advance(): void {
    let guard = 0;
    while (this.d.request === null && this.d.cursor.at !== 'ended') {
      if (++guard > 100_000) throw new ModelGameStuck('the model made no progress');
      this.step();
    }
    this.d.rng = this.rngObj.state();
  }

  private players(): readonly string[] {
    return this.options.players ?? ['p1', 'p2'];
  }

  private active(): string {
    return this.d.draft.clock.turn?.player ?? '';
  }

  private step(): void {
    const c = this.d.cursor;
    switch (c.at) {
      case 'gs': {
        const ids = Object.keys(this.pack.grandStrategies);
        if (ids.length === 0 || c.i >= 2) return this.goto({ at: 'setup' });
        const player = this.players()[c.i] as string;
        return this.ask(player, 'GrandStrategyChosen', ids.map((id) => ({ player, kind: 'GrandStrategyChosen', choice: id, key: `GrandStrategyChosen ${id}`, target: id })), true);
      }
      case 'setup':
        return this.setUp();
      case 'unblock': {
        if (this.d.draft.clock.stage === 'ended') return this.goto({ at: 'ended' });
        if (this.check(c.event).length === 0) {
          this.fold(c.event);
          return this.goto(c.next);
        }
        if (c.attempts < 12) {
          const forced = this.list(undefined, undefined, 'pack');
          const tactics = this.d.draft.clock.turn !== null ? this.list(['BattleTacticPicked'], undefined, 'core') : [];
          const all = [...tactics, ...forced];
          if (all.length > 0) {
            const player = (all[0] as ModelDecision).player;
            c.attempts++;
            return this.ask(player, (all[0] as ModelDecision).kind, all.filter((o) => o.player === player), true);
          }
        }
        const extras = this.pack.random?.extras;
        if (extras !== undefined && c.attempts < 20) {
          c.attempts += 4;
          const vs = this.check(c.event);
          for (const e of extras(this.state as BattleState<unknown>, this.rng, 'blocked', { event: c.event as never, violations: vs as never })) this.tryEmit(e as AnyEvent);
          return;
        }
        throw new ModelGameStuck(`${c.event.type} was refused: ${this.check(c.event).map((v) => `${v.code} ${v.message}`).join('; ')}`);
      }
      case 'pack': {
        const players = this.players();
        if (c.i >= players.length || c.n >= 6) return this.goto(c.next);
        const player = players[c.i] as string;
        const options = this.list(undefined, player, 'pack');
        if (options.length === 0) {
          c.i++;
          return;
        }
        c.n++;
        return this.ask(player, (options[0] as ModelDecision).kind, options, false);
      }
      case 'seize': {
        const prev = selectRounds(this.d.draft).at(-1);
        if (this.pack.options.seizeInitiative && prev !== undefined) {
          const options = this.list(['InitiativeSeized'], undefined, 'core');
          if (options.length > 0) return this.ask(prev.second, 'InitiativeSeized', options, false);
        }
        return this.goto({ at: 'priority' });
      }
      case 'priority': {
        const options = this.list(['PriorityDetermined'], undefined, 'core');
        if (options.length === 0) {
          const cand = coreChoices(this.pack, this.state as BattleState<unknown>, this.rng, ['PriorityDetermined'])[0];
          if (cand === undefined) throw new ModelGameStuck('no priority roll could be made');
          return this.goto({ at: 'unblock', event: cand.event, next: { at: 'turn-start' }, attempts: 0 });
        }
        return this.ask((options[0] as ModelDecision).player, 'PriorityDetermined', options, true);
      }
      case 'turn-start': {
        const cur = currentRound(this.state as BattleState<unknown>);
        if (cur === undefined || cur.turnsEnded >= 2) return this.goto({ at: 'seize' });
        const player = cur.turnsEnded === 0 ? cur.first : cur.second;
        return this.must({ type: 'TurnStarted', data: { player } }, { at: 'phase', phase: 'hero', next: { at: 'tactic' } });
      }
      case 'phase':
        return this.must({ type: 'PhaseStarted', data: { phase: c.phase } }, c.next);
      case 'tactic': {
        const player = this.active();
        const options = this.list(['BattleTacticPicked'], player, 'core');
        if (options.length > 0) return this.ask(player, 'BattleTacticPicked', options, this.pack.options.battleTacticRequired === true);
        return this.goto(AFTER_TACTIC());
      }
      case 'move': {
        if (c.queue === null) c.queue = this.mine(this.active()).filter((b) => !this.inCombat(b) && (this.profiles[b.id]?.move ?? 0) > 0).map((b) => b.id);
        const id = c.queue[0];
        if (id === undefined) return this.goto({ at: 'phase', phase: 'shooting', next: { at: 'shoot', queue: null } });
        const body = this.body(id);
        if (body === undefined || this.inCombat(body)) {
          c.queue.shift();
          return;
        }
        return this.ask(body.owner, 'UnitDestination', this.destinations(body), true);
      }
      case 'shoot': {
        if (c.queue === null) c.queue = this.mine(this.active()).filter((b) => this.profiles[b.id]?.weapons.some((w) => w.kind === 'ranged') === true && !this.inCombat(b)).map((b) => b.id);
        const id = c.queue[0];
        if (id === undefined) return this.goto({ at: 'phase', phase: 'charge', next: { at: 'charge', queue: null } });
        const body = this.body(id);
        const options = body === undefined ? [] : this.shootingTargets(body);
        if (body === undefined || options.length === 0) {
          c.queue.shift();
          return;
        }
        return this.ask(body.owner, 'ShootingTarget', options, true);
      }
      case 'charge': {
        if (c.queue === null) c.queue = this.mine(this.active()).filter((b) => !this.inCombat(b)).map((b) => b.id);
        const id = c.queue[0];
        if (id === undefined) return this.goto({ at: 'phase', phase: 'combat', next: { at: 'fight', units: null, fought: [] } });
        const body = this.body(id);
        const options = body === undefined || this.inCombat(body) ? [] : this.chargeTargets(body);
        if (body === undefined || options.length === 0) {
          c.queue.shift();
          return;
        }
        return this.ask(body.owner, 'ChargeTarget', options, false);
      }
      case 'fight': {
        if (c.units === null) c.units = this.d.bodies.filter((b) => this.inCombat(b)).map((b) => this.fighter(b));
        const units = c.units.map((u) => ({ ...u, canFight: this.body(u.id) !== undefined }));
        // the engine's fight order, in the game's own edition (ruling sim/fight-order-editions; docs/game-model.md),
        // without re-checking the picks so far: every one was a pick it offered
        const next = nextToFightTrusted({ units, fought: c.fought, activePlayer: this.active(), edition: this.edition });
        if (next.player === null) {
          const last = editionProfile(this.edition).phases[editionProfile(this.edition).phases.length - 1] as Phase;
          return this.goto({ at: 'phase', phase: last, next: { at: 'report' } });
        }
        const options: ModelDecision[] = [];
        for (const id of next.units) {
          const body = this.body(id);
          if (body === undefined) continue;
          const targets = this.enemies(body.owner).filter((e) => unitGap(body, e, IN_COMBAT + PILE_IN + 1) <= IN_COMBAT + PILE_IN);
          if (targets.length === 0) options.push({ player: next.player, kind: 'FightTarget', choice: `${id} none`, key: `FightTarget ${id} none`, unit: id });
          for (const t of targets) options.push({ player: next.player, kind: 'FightTarget', choice: `${id} unit:${t.id}`, key: `FightTarget ${id} unit:${t.id}`, unit: id, target: t.id });
        }
        return this.ask(next.player, 'FightTarget', options, true);
      }
      case 'report': {
        const units = this.d.bodies.filter((b) => b.spots.length > 0);
        if (units.length > 0) this.emitOwn(this.positionsEvent(true));
        const player = this.active();
        return this.must({ type: 'TurnEnded', data: { player } }, { at: 'turn-start' });
      }
      case 'ended':
        return;
    }
  }

  /** Applies a choice (null: passed) to the cursor it was asked at. */
  private apply(d: ModelDecision | null): void {
    const c = this.d.cursor;
    switch (c.at) {
      case 'gs':
        this.d.strategies[c.i] = d?.target ?? null;
        c.i++;
        return;
      case 'tactic':
        if (d?.event !== undefined) this.emitChoice(d.event);
        this.goto(AFTER_TACTIC());
        return;
      case 'unblock':
      case 'priority':
        if (d?.event !== undefined) this.emitChoice(d.event);
        return;
      case 'pack':
        if (d?.event !== undefined) this.emitChoice(d.event);
        else c.i++;
        return;
      case 'seize':
        if (d?.event !== undefined) {
          this.emitChoice(d.event);
          this.goto({ at: 'turn-start' });
        } else this.goto({ at: 'priority' });
        return;
      case 'move':
        this.moveUnit(c.queue?.shift() ?? '', d?.destination ?? { kind: 'hold' });
        return;
      case 'shoot':
        this.shoot(c.queue?.shift() ?? '', d?.target ?? null);
        return;
      case 'charge':
        this.charge(c.queue?.shift() ?? '', d?.target ?? null);
        return;
      case 'fight':
        if (d?.unit === undefined) return;
        c.fought.push(d.unit);
        this.fight(d.unit, d.target ?? null);
        return;
      default:
        return;
    }
  }

  private emitChoice(event: AnyEvent): void {
    if (!this.tryEmit(event)) throw new ModelGameStuck(`the chosen ${event.type} was refused`);
    if (this.d.cursor.at === 'priority') this.goto({ at: 'turn-start' });
  }

  // ---- set-up ----

  private setUp(): void {
    const rng = this.rng;
    const [p1, p2] = this.players() as [string, string];
    const attacker = this.options.attacker ?? (rng.next() < 0.5 ? 0 : 1);
    const mk = (id: string, i: number): PlayerDef => {
      const s = this.d.strategies[i] ?? null;
      return { id, role: i === attacker ? 'attacker' : 'defender', ...(s !== null ? { grandStrategy: s } : {}) };
    };
    let data: { battlepack: { id: string; version: string }; battleplan: string; pointsLimit: number; players: PlayerDef[]; terrain?: unknown[]; objectives?: ObjectiveDef[] } = {
      battlepack: { id: this.pack.id, version: this.pack.version },
      battleplan: this.options.battleplan,
      pointsLimit: this.options.pointsLimit ?? 2000,
      players: [mk(p1, 0), mk(p2, 1)],
    };
    const play = this.pack.random;
    if (play?.terrain !== undefined) data.terrain = [...play.terrain];
    if (play?.setUp !== undefined) data = play.setUp(data as never, rng) as typeof data;
    // objectives the map cannot place get a position from their placement, on a trial set-up's map
    if (data.objectives !== undefined && data.objectives.some((o) => o.position === undefined)) {
      const trial = this.engine.trusted.initialState();
      this.engine.trusted.apply(trial, { type: 'BattleSetUp', data } as never);
      const map = (trial as unknown as BattleState<unknown>).board.table.map;
      if (map !== null) data = { ...data, objectives: data.objectives.map((o) => (o.position !== undefined || map.objectives.some((m) => m.id === o.id && (m.position !== undefined || m.region !== undefined)) ? o : { ...o, position: placeObjective(map, o, rng) })) };
    }
    const setUp: AnyEvent = { type: 'BattleSetUp', data };
    const vs = this.check(setUp);
    if (vs.length > 0) throw new ModelGameStuck(`the set-up was refused: ${vs.map((v) => v.message).join('; ')}`);
    this.fold(setUp);
    const map = this.map();
    if (map === null) throw new RangeError('the model needs an engine that measures the table: createEngine(pack, { table })');
    this.options.armies.forEach((army, i) => {
      const player = this.players()[i] as string;
      const prefix = i === 0 ? 'a' : 'b';
      const units = army.units.map((u, j) => {
        const id = `${prefix}${j + 1}`;
        this.profiles[id] = u;
        return unitDefOf(u, id, player, this.edition, j === 0);
      });
      const added: AnyEvent = { type: 'UnitsAdded', data: { origin: 'roster', units } };
      const refused = this.check(added);
      if (refused.length > 0) throw new ModelGameStuck(`the army of ${player} was refused: ${refused.map((v) => v.message).join('; ')}`);
      this.fold(added);
      const role = selectPlayers(this.state as BattleState<unknown>).find((x) => x.id === player)?.role ?? 'attacker';
      this.d.bodies.push(...deployArmy(army, role, player, prefix, map));
    });
    // checked: the engine may refuse a deployment it measures out of its territory (the game goes on without it)
    this.tryEmit(this.positionsEvent(false));
    this.goto({ at: 'pack', i: 0, n: 0, next: { at: 'unblock', event: { type: 'DeploymentFinished', data: { firstFinished: rng.pick([p1, p2]) } }, next: { at: 'seize' }, attempts: 0 } });
  }

  private map(): BattlefieldMap | null {
    return (this.state as BattleState<unknown>).board.table.map;
  }

  private field(): Field {
    const map = this.map();
    return { width: map?.width ?? 60, height: map?.height ?? 44, bodies: this.d.bodies };
  }

  private positionsEvent(endOfTurn: boolean): AnyEvent {
    const units = this.d.bodies
      .filter((b) => b.spots.length > 0)
      .map((b) => ({ unit: b.id, base: { kind: 'round' as const, diameterMm: round2(b.r * 2 * MM) }, models: b.spots.map((s) => ({ position: { x: round2(s.x), y: round2(s.y) } })) }));
    return { type: 'PositionsReported', data: { units, replace: true, ...(endOfTurn ? { at: 'end-of-turn' as const } : {}) } };
  }

  // ---- the table ----

  private body(id: string): Body | undefined {
    for (const b of this.d.bodies) if (b.id === id && b.spots.length > 0) return b;
    return undefined;
  }

  private mine(player: string): Body[] {
    return this.d.bodies.filter((b) => b.owner === player && b.spots.length > 0);
  }

  private enemies(player: string): Body[] {
    return this.d.bodies.filter((b) => b.owner !== player && b.spots.length > 0);
  }

  private inCombat(b: Body): boolean {
    // a loop over the table rather than a filtered list: asked for every unit at every step of the turn
    for (const e of this.d.bodies) if (e.owner !== b.owner && e.spots.length > 0 && unitGap(b, e, IN_COMBAT + 1) <= IN_COMBAT + 1e-9) return true;
    return false;
  }

  private fighter(b: Body): FightingUnit {
    const p = this.profiles[b.id];
    return { id: b.id, player: b.owner, ...(p?.strikeFirst === true ? { strikeFirst: true } : {}), ...(p?.strikeLast === true ? { strikeLast: true } : {}) };
  }

  /** The objective points of the battle: an objective's marker, or the centre of a region objective. */
  objectivePoints(): { readonly id: string; readonly at: Point }[] {
    return this.points().slice();
  }

  /** {@link ModelGame.objectivePoints}, measured once per event folded (only an event takes an objective off the battlefield). */
  private points(): readonly { readonly id: string; readonly at: Point }[] {
    const at = this.d.draft.clock.eventCount;
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

  private destinations(b: Body): ModelDecision[] {
    const mk = (destination: Destination, choice: string): ModelDecision => ({ player: b.owner, kind: 'UnitDestination', choice: `${b.id} ${choice}`, key: `UnitDestination ${b.id} ${choice}`, unit: b.id, destination });
    const out: ModelDecision[] = [mk({ kind: 'hold' }, 'hold')];
    for (const o of this.points()) out.push(mk({ kind: 'objective', id: o.id }, `objective:${o.id}`));
    for (const e of this.enemies(b.owner)) out.push(mk({ kind: 'unit', id: e.id }, `unit:${e.id}`));
    const map = this.map();
    if (map !== null) for (const t of mapFacts(map).territories) out.push(mk({ kind: 'territory', id: t }, `territory:${t}`));
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

  private moveUnit(id: string, dest: Destination): void {
    const b = this.body(id);
    const p = this.profiles[id];
    if (b === undefined || p === undefined) return;
    const to = this.destinationPoint(dest);
    if (to === null) return;
    const before = b.spots;
    const spots = moveToward(b, to, p.move, this.field(), KEEP_AWAY[this.edition]);
    if (spots === null) return;
    b.spots = spots;
    if (this.options.trace === true) this.d.moves.push({ unit: id, step: 'move', before, after: spots, allowed: p.move });
  }

  private reach(p: UnitProfile, kind: 'melee' | 'ranged'): number {
    let r = 0;
    for (const w of p.weapons) if (w.kind === kind) r = Math.max(r, w.range);
    return r;
  }

  private shootingTargets(b: Body): ModelDecision[] {
    const p = this.profiles[b.id];
    if (p === undefined) return [];
    const range = this.reach(p, 'ranged');
    return this.enemies(b.owner)
      .filter((e) => unitGap(b, e, range + 1) <= range)
      .map((e) => ({ player: b.owner, kind: 'ShootingTarget', choice: `${b.id} unit:${e.id}`, key: `ShootingTarget ${b.id} unit:${e.id}`, unit: b.id, target: e.id }));
  }

  private chargeTargets(b: Body): ModelDecision[] {
    return this.enemies(b.owner)
      .filter((e) => unitGap(b, e, CHARGE_RANGE + 1) <= CHARGE_RANGE)
      .map((e) => ({ player: b.owner, kind: 'ChargeTarget', choice: `${b.id} unit:${e.id}`, key: `ChargeTarget ${b.id} unit:${e.id}`, unit: b.id, target: e.id }));
  }

  private shoot(id: string, target: string | null): void {
    const b = this.body(id);
    const t = target === null ? undefined : this.body(target);
    const p = this.profiles[id];
    if (b === undefined || t === undefined || p === undefined) return;
    this.resolve(b, t, p, 'ranged');
  }

  private charge(id: string, target: string | null): void {
    const b = this.body(id);
    const t = target === null ? undefined : this.body(target);
    if (b === undefined || t === undefined) return;
    // 2D6 charge roll (3rd and 4th edition)
    const roll = this.rng.d6() + this.rng.d6();
    const pair = closestPair(b, t);
    if (pair === null || pair.gap - CHARGE_END[this.edition] > roll) return;
    const moved = chargeToward(b, t, roll, CLOSE, this.field());
    if (moved === null) return;
    const before = b.spots;
    const after = moved.spots;
    const still = { ...b, spots: after };
    if (unitGap(still, t) > CHARGE_END[this.edition] + 1e-9) return;
    b.spots = after;
    if (this.options.trace === true) this.d.moves.push({ unit: id, step: 'charge', before, after, allowed: roll });
  }

  private fight(id: string, target: string | null): void {
    const b = this.body(id);
    const t = target === null ? undefined : this.body(target);
    const p = this.profiles[id];
    if (b === undefined || t === undefined || p === undefined) return;
    const before = b.spots.map((s) => ({ x: s.x, y: s.y }));
    pileIn(b, [t], PILE_IN, CLOSE, this.field());
    if (this.options.trace === true) this.d.moves.push({ unit: id, step: 'pile-in', before, after: b.spots.map((s) => ({ x: s.x, y: s.y })), allowed: PILE_IN });
    this.resolve(b, t, p, 'melee');
  }

  /** Rolls an attack with the combat maths' seeded roller ({@link modelAttack}), sends its events to the engine and removes the slain models. */
  private resolve(attacker: Body, target: Body, p: UnitProfile, kind: 'melee' | 'ranged'): void {
    const tp = this.profiles[target.id];
    if (tp === undefined) return;
    const r = modelAttack({ edition: this.edition, attacker: p, kind, models: (w) => modelsInRange(attacker, target, w.range), target: tp, targetModels: target.spots.length, damageTaken: this.d.damage[target.id] ?? 0, unit: target.id, by: { unit: attacker.id, player: attacker.owner } }, this.rng);
    if (r === null) return;
    if (!r.ok) throw new ModelGameStuck(`the combat maths refused an attack: ${r.violations.map((v) => v.message).join('; ')}`);
    for (const e of r.events) if (!this.emitOwn(e as AnyEvent)) throw new ModelGameStuck(`the engine refused ${e.type} for ${target.id}: ${this.check(e as AnyEvent).map((v) => `${v.code} ${v.message}`).join('; ')}`);
    this.d.damage[target.id] = r.after.damageTaken;
    removeFarthest(target, attacker, r.slain);
    if (target.spots.length === 0) this.d.bodies = this.d.bodies.filter((x) => x.id !== target.id);
  }

  /** Each player's victory points now. */
  vp(): Readonly<Record<string, number>> {
    return Object.fromEntries(selectScoreboard(this.state as BattleState<unknown>).map((r) => [r.player, r.vp]));
  }
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}
