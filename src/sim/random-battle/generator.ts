/**
 * The generator of a random battle: its state (folded in place on the trusted path), dice and chances, and how an
 * event gets into the battle: checked by the engine's rules (or schema and rules), folded, any roll it asks for
 * answered; the choices open now, the random player's or a chooser's pick among them, and the pack's own events at
 * the battle's named moments. What happens at each moment is in the files named after it (set-up, battle round,
 * turn, hero phase, battlefield reports); `play.ts` steps from one to the next.
 * @module
 */
import type { AnyEvent, AnyEventSchema, Battlepack, EventsOf, PackEventDef } from '../../core/pack/battlepack.js';
import { decide } from '../../core/rules/decide.js';
import { createRng, type Rng } from '../../core/dice.js';
import { editionProfile } from '../../core/rules/edition.js';
import type { Engine } from '../../core/engine-types.js';
import type { RuleViolation } from '../../core/errors.js';
import type { CoreEventInput, Phase } from '../../core/events/schema.js';
import type { BattleState, Draft, UnitState } from '../../core/state/state.js';
import type { BattleMoment, BlockedEvent, RandomBattleChances } from '../../core/pack/random-play.js';
import { ChoiceList, choiceList, packCandidates, type ChoiceSource } from '../choice-list.js';
import type { Decision, DecisionOptions } from '../decisions.js';
import { CHOICE_MOMENT_SET, DEFAULT_CHANCES, type RandomBattleOptions } from './options.js';
import { pickRandom, randomChoice, type ChoiceRequest } from './random-player.js';

/** Thrown when a generated battle cannot go on: a needed event was refused and the pack's extras did not unblock it. */
export class RandomBattleStuck extends Error {
  /** The refused event and its violations. */
  readonly blocked: BlockedEvent;
  constructor(blocked: BlockedEvent, eventCount: number) {
    super(`random battle stuck at event ${eventCount}: ${blocked.event.type} ${JSON.stringify(blocked.event.data)} was refused: ${blocked.violations.map((v) => `${v.code} ${v.message}`).join('; ')}`);
    this.name = 'RandomBattleStuck';
    this.blocked = blocked;
  }
}

/** The units of `units` that `player` owns, in order. */
function ownedBy(units: readonly UnitState[], player: string): UnitState[] {
  const out: UnitState[] = [];
  for (let i = 0; i < units.length; i++) {
    const u = units[i] as UnitState;
    if (u.def.owner === player) out.push(u);
  }
  return out;
}

/** A choice made in a generated battle, and whether the engine's rules accepted its event on the state it was made in. @internal */
export interface Picked<Ev> {
  readonly decision: Decision<Ev>;
  readonly checked: boolean;
}

/**
 * One battle being generated (see the module summary). Not exported from the package.
 * @internal
 */
export class Generator<X, E extends readonly PackEventDef<X, AnyEventSchema>[]> {
  readonly events: EventsOf<E>[] = [];
  readonly rng: Rng;
  readonly chances: RandomBattleChances;
  readonly maxEvents: number;
  readonly phases: readonly Phase[];
  readonly edition: ReturnType<typeof editionProfile>;
  // the pack as decide takes it, and whether events are checked by the rules alone
  readonly pack: Battlepack<X>;
  readonly rulesOnly: boolean;
  // what the state holds now, listed once per event count (the state changes only by the events folded here)
  private fieldAt = -1;
  private field: readonly UnitState[] = [];
  // the first and second players' units of `field`, listed when first asked
  private fieldA: readonly UnitState[] | null = null;
  private fieldB: readonly UnitState[] | null = null;
  private objectivesAt = -1;
  private objectiveIds: readonly string[] = [];

  constructor(
    readonly engine: Engine<X, E>,
    readonly options: RandomBattleOptions<X, E>,
    readonly s: Draft<X>,
  ) {
    this.rng = typeof options.seed === 'number' ? createRng(options.seed) : options.seed;
    this.chances = { ...DEFAULT_CHANCES, ...options.chances };
    this.maxEvents = options.maxEvents ?? 20_000;
    this.edition = editionProfile(engine.pack.edition);
    this.pack = engine.pack as unknown as Battlepack<X>;
    this.rulesOnly = options.rulesOnly !== false;
    this.phases = this.edition.phases;
  }

  view(): BattleState<X> {
    return this.s as unknown as BattleState<X>;
  }

  get ended(): boolean {
    return this.s.clock.stage === 'ended';
  }

  /** The engine's verdict on an event: the rules alone (the default), or `engine.trusted.check` (schema and rules) with `rulesOnly: false`. */
  check(event: EventsOf<E> | CoreEventInput | { readonly type: string; readonly data: unknown }): readonly RuleViolation[] {
    if (this.rulesOnly) return decide(this.pack, this.s as unknown as BattleState<X>, event as AnyEvent, this.s.eventCount);
    return this.engine.trusted.check(this.s, event as EventsOf<E>);
  }

  /** Checks and folds one event; answers any roll the engine then waits for. Returns whether it was accepted. */
  tryEmit(event: EventsOf<E> | CoreEventInput): boolean {
    if (this.ended) return false;
    const vs = this.check(event as EventsOf<E>);
    if (vs.length > 0) return false;
    this.fold(event as EventsOf<E>);
    return true;
  }

  fold(event: EventsOf<E>): void {
    if (this.events.length >= this.maxEvents) throw new Error(`random battle: more than ${this.maxEvents} events`);
    this.engine.trusted.apply(this.s, event);
    this.events.push(event);
    this.answerRolls();
  }

  answerRolls(): void {
    let guard = 0;
    while (this.s.clock.pendingRoll !== null && !this.ended) {
      const roll = this.s.clock.pendingRoll;
      const ok = this.tryEmit({ type: 'DiceRolled', data: { rule: roll.rule, values: this.rng.d6s(roll.dice) } });
      if (!ok || ++guard > 100) {
        const vs = this.check({ type: 'DiceRolled', data: { rule: roll.rule, values: [1] } } as EventsOf<E>);
        throw new RandomBattleStuck({ event: { type: 'DiceRolled', data: { rule: roll.rule } }, violations: vs }, this.s.eventCount);
      }
    }
  }

  /** An event the battle needs: when refused, the pack's extras get one chance (moment `blocked`) to unblock it. */
  must(event: CoreEventInput): void {
    if (this.ended) return;
    const first = this.check(event as EventsOf<E>);
    if (first.length === 0) {
      this.fold(event as EventsOf<E>);
      return;
    }
    const blocked: BlockedEvent = { event, violations: first };
    for (let attempt = 0; attempt < 3 && !this.ended; attempt++) {
      this.packChoices(true);
      if (this.ended) return;
      if (this.check(event as EventsOf<E>).length === 0) {
        this.fold(event as EventsOf<E>);
        return;
      }
      this.extras('blocked', blocked);
      if (this.ended) return;
      const vs = this.check(event as EventsOf<E>);
      if (vs.length === 0) {
        this.fold(event as EventsOf<E>);
        return;
      }
    }
    if (this.ended) return;
    throw new RandomBattleStuck({ event, violations: this.check(event as EventsOf<E>) }, this.s.eventCount);
  }

  /** The choices open now (see `decisions`), checked only as far as a pick needs. */
  list(options: DecisionOptions, into?: ChoiceList<EventsOf<E>>): ChoiceList<EventsOf<E>> {
    return choiceList<EventsOf<E>>(this.engine.pack as unknown as Battlepack<unknown>, this.view() as BattleState<unknown>, options, into);
  }

  /**
   * The choice of `player` among `options`: their chooser's (handed every option), or the random player's (a kind at
   * random, then one of it), which asks the list only what it needs.
   */
  choose(player: string, options: ChoiceSource<Decision<EventsOf<E>>>, required: boolean, p: number): Picked<EventsOf<E>> | null {
    const chooser = this.options.choosers?.[player];
    if (chooser !== undefined) {
      const all = options.all();
      if (all.length === 0) return null;
      const request: ChoiceRequest<X, E> = { state: this.view(), player, options: all, required, rng: this.rng, chance: p };
      const d = chooser(request);
      // a chooser's answer may be an event of its own: checked again when emitted
      if (d !== null || !required) return d === null ? null : { decision: d, checked: false };
      const r = randomChoice(request);
      return r === null ? null : { decision: r, checked: true };
    }
    const d = pickRandom(options, this.rng, player, p, required);
    return d === null ? null : { decision: d, checked: true };
  }

  /**
   * Emits a chosen event. One the random player took from the list was accepted by the engine's rules on this very
   * state, so with rules-only checks it is folded without asking them again; anything else is checked as any event.
   */
  emitChoice(picked: Picked<EventsOf<E>>): boolean {
    if (!picked.checked || !this.rulesOnly || this.ended) return this.tryEmit(picked.decision.event);
    this.fold(picked.decision.event);
    return true;
  }

  /**
   * Offers the pack's open choices (listed as `decisions` does) to each player; `force` when the battle cannot go on
   * without, and then an open battle tactic too (a pack or edition may require one before the phase goes on).
   */
  packChoices(force: boolean): void {
    for (let n = 0; n < 12 && !this.ended; n++) {
      const tactics = force ? this.list({ dice: this.rng, source: 'core', kinds: ['BattleTacticPicked'] }) : undefined;
      const view = this.view() as BattleState<unknown>;
      const own = packCandidates(this.pack as unknown as Battlepack<unknown>, view, this.rng);
      // no candidate: every player passes (nothing drawn, no chooser asked)
      if (own.length === 0 && (tactics === undefined || tactics.size === 0)) return;
      // nothing the random player would take (and no chooser to ask): every player passes, nothing drawn
      if (tactics === undefined && this.chances.packChoice <= 0 && !this.anyChooser() && !own.some((c) => c.event.type === 'PriorityDetermined')) return;
      const list = (tactics ?? new ChoiceList<EventsOf<E>>(this.pack as unknown as Battlepack<unknown>, view)).add(own);
      let emitted = false;
      for (const player of this.players()) {
        const d = this.choose(player, list.source(player), force, this.chances.packChoice);
        if (d !== null && this.emitChoice(d)) {
          emitted = true;
          break;
        }
      }
      if (!emitted) return;
    }
  }

  /** Whether a chooser makes either player's choices. */
  anyChooser(): boolean {
    const choosers = this.options.choosers;
    if (choosers === undefined) return false;
    for (const p of this.players()) if (choosers[p] !== undefined) return true;
    return false;
  }

  extras(moment: BattleMoment, blocked?: BlockedEvent): void {
    if (blocked === undefined && CHOICE_MOMENT_SET.has(moment)) {
      this.extrasOnly(moment);
      this.packChoices(false);
      return;
    }
    this.extrasOnly(moment, blocked);
  }

  extrasOnly(moment: BattleMoment, blocked?: BlockedEvent): void {
    const fn = this.options.extras;
    if (fn === undefined || this.ended) return;
    const list = blocked === undefined ? fn(this.view(), this.rng, moment) : fn(this.view(), this.rng, moment, blocked);
    for (const e of list) {
      if (this.ended) return;
      this.tryEmit(e);
    }
  }

  players(): readonly string[] {
    return this.s.setup.playerOrder;
  }

  other(player: string): string {
    const [a, b] = this.s.setup.playerOrder;
    return player === a ? (b ?? '') : (a ?? '');
  }

  /** The units on the battlefield (of `player`, when given), in the state's order: listed once per state (event count). */
  onBattlefield(player?: string): readonly UnitState[] {
    if (this.fieldAt !== this.s.eventCount) {
      const all: UnitState[] = [];
      // Object.values and an indexed loop: faster here than for…in and a keyed load per unit
      const units = Object.values(this.s.units) as UnitState[];
      for (let i = 0; i < units.length; i++) {
        const u = units[i] as UnitState;
        if (u.status === 'battlefield') all.push(u);
      }
      this.field = all;
      this.fieldA = null;
      this.fieldB = null;
      this.fieldAt = this.s.eventCount;
    }
    if (player === undefined) return this.field;
    const order = this.s.setup.playerOrder;
    if (player === order[0]) return (this.fieldA ??= ownedBy(this.field, player));
    if (player === order[1]) return (this.fieldB ??= ownedBy(this.field, player));
    return ownedBy(this.field, player);
  }

  /** The ids of the objectives on the battlefield, in the state's order: listed once per state (event count). */
  activeObjectives(): readonly string[] {
    if (this.objectivesAt !== this.s.eventCount) {
      const ids: string[] = [];
      const objectives = Object.values(this.s.board.objectives);
      for (let i = 0; i < objectives.length; i++) {
        const o = objectives[i] as (typeof objectives)[number];
        if (o.active) ids.push(o.id);
      }
      this.objectiveIds = ids;
      this.objectivesAt = this.s.eventCount;
    }
    return this.objectiveIds;
  }
}
