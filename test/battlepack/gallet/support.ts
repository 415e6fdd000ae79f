/**
 * Given / when / then helpers for Gallet battles played through the public API (`galletEngine`).
 * Players: `ann` (attacker) and `bob` (defender).
 */
import { selectRounds, selectLedger, selectBattleTactics } from 'battlepack-engine';
import type { EventOf, BattleState, RuleViolation, TacticRecord, VpLine } from '../../../src/index.js';
import { expect } from 'vitest';
import { createEngine } from '../../../src/index.js';
import { gallet, galletEngine, type GalletBattleplanId, type GalletBattleTacticId, type GalletExt, type GalletGrandStrategyId } from '../../../src/battlepack/gallet/index.js';
import type { ObjectiveDef, Phase, Target, TerrainDef, UnitDef } from '../../../src/authoring.js';

export const ANN = 'ann';
export const BOB = 'bob';
export const engine = galletEngine;
/**
 * The Gallet engine with the battle-tactic requirement switched off (engine option `battleTacticRequired: false`):
 * the scenarios of other rules play turns without recording their phases or picks. The requirement is tested with the
 * engine as shipped (`given(plan, { strict: true })`, `inHeroPhase`, `battle-tactic-required.test.ts`).
 */
export const scenarioEngine = createEngine(gallet, { battleTacticRequired: false });
/** Any event the Gallet engine accepts. */
export type Ev = EventOf<typeof galletEngine>;
export type GState = BattleState<GalletExt>;

/** A unit definition with defaults: 10 models of 1 wound, Battleline (so GALLETIAN VETERANS), not mounted. */
export function unit(id: string, owner: string, over: Partial<UnitDef> = {}): UnitDef {
  return { id, owner, name: id, wounds: 1, models: 10, roles: ['battleline'], ...over };
}
/** A general: a single-model Leader hero. */
export function general(id: string, owner: string, over: Partial<UnitDef> = {}): UnitDef {
  return unit(id, owner, { roles: ['leader'], wounds: 6, models: 1, general: true, keywords: ['HERO'], ...over });
}
/** A unit that is not GALLETIAN VETERANS (not Battleline). */
export function other(id: string, owner: string, over: Partial<UnitDef> = {}): UnitDef {
  return unit(id, owner, { roles: ['other'], ...over });
}

export interface SetUpOptions {
  readonly objectives?: ObjectiveDef[];
  readonly terrain?: TerrainDef[];
  readonly grand?: { readonly ann?: GalletGrandStrategyId; readonly bob?: GalletGrandStrategyId };
  readonly pointsLimit?: number;
  /** Plays with the Gallet engine as shipped (a battle tactic required each hero phase); by default the requirement is off. */
  readonly strict?: boolean;
}

/** A battle under way, with fluent helpers that throw on any violation. */
export class Battle {
  /** Every event applied so far, in order. */
  readonly events: Ev[] = [];
  constructor(
    public state: GState,
    /** The engine the helpers apply events with. */
    readonly engine: typeof galletEngine = scenarioEngine,
  ) {}

  /** Applies events (when). */
  do(...events: Ev[]): this {
    for (const e of events) {
      const r = this.engine.apply(this.state, e);
      if (!r.ok) throw new Error(`${e.type} refused: ${r.violations.map((v) => `${v.code}: ${v.message}`).join(' | ')}`);
      this.state = r.state;
      this.events.push(e);
    }
    return this;
  }
  /** The violations an event would raise now. */
  check(event: Ev): readonly RuleViolation[] {
    return this.engine.check(this.state, event);
  }
  /** The violation codes an event would raise now. */
  codes(event: Ev): string[] {
    return this.check(event).map((v) => v.code);
  }
  /** Expects the event to be refused with `code`, leaving the state alone. */
  refuses(event: Ev, code: string): this {
    const r = this.engine.apply(this.state, event);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.violations.map((v) => v.code)).toContain(code);
    return this;
  }

  units(list: UnitDef[], origin: 'roster' | 'reserve' | 'summoned' | 'replacement' = 'roster'): this {
    return this.do({ type: 'UnitsAdded', data: { origin, units: list } });
  }
  deploy(firstFinished: string = ANN): this {
    return this.do({ type: 'DeploymentFinished', data: { firstFinished } });
  }
  /** Starts the next round with `first` taking the first turn (round 1: `first` must have finished deploying first). */
  nextRound(first: string, opts: { before?: Ev[]; after?: Ev[] } = {}): this {
    for (const e of opts.before ?? []) this.do(e);
    const round = this.state.clock.round + 1;
    const second = first === ANN ? BOB : ANN;
    this.do(round === 1 ? { type: 'PriorityDetermined', data: { round, firstTurn: first } } : { type: 'PriorityDetermined', data: { round, rolls: { [first]: 5, [second]: 2 }, firstTurn: first } });
    for (const e of opts.after ?? []) this.do(e);
    return this;
  }
  turn(player: string): this {
    return this.do({ type: 'TurnStarted', data: { player } });
  }
  phase(phase: Phase): this {
    return this.do({ type: 'PhaseStarted', data: { phase } });
  }
  hero(): this {
    return this.phase('hero');
  }
  pick(tactic: GalletBattleTacticId, target?: Target): this {
    const player = this.active();
    return this.do({ type: 'BattleTacticPicked', data: target === undefined ? { player, tactic } : { player, tactic, target } });
  }
  /** Reports contests: `[unit, objective, models, wholly?]`. */
  contest(entries: readonly (readonly [string, string, number, boolean?])[], objectives?: string[]): this {
    const contests = entries.map(([u, o, models, wholly]) => (wholly === undefined ? { unit: u, objective: o, models } : { unit: u, objective: o, models, wholly }));
    return this.do({ type: 'ObjectiveContestReported', data: objectives === undefined ? { contests } : { objectives, contests } });
  }
  zones(units: Record<string, { wholly?: string[]; partly?: string[] }>): this {
    return this.do({ type: 'ZonesReported', data: { units } } as Ev);
  }
  destroy(unitId: string, by?: { unit?: string; player?: string; means?: 'attack' | 'ability' | 'spell' | 'mortal' | 'other' }): this {
    return this.do({ type: 'UnitDestroyed', data: by === undefined ? { unit: unitId } : { unit: unitId, by } });
  }
  state_(): GState {
    return this.state;
  }
  active(): string {
    const p = this.state.clock.turn?.player;
    if (p === undefined) throw new Error('no turn under way');
    return p;
  }
  endTurn(): this {
    return this.do({ type: 'TurnEnded', data: { player: this.active() } });
  }
  /** A whole turn: start, hero phase, the given events, end. */
  playTurn(player: string, ...events: Ev[]): this {
    this.turn(player).hero();
    for (const e of events) this.do(e);
    return this.endTurn();
  }
  /** A round of two empty turns. */
  emptyRound(first: string, opts: { before?: Ev[]; after?: Ev[] } = {}): this {
    this.nextRound(first, opts);
    const second = first === ANN ? BOB : ANN;
    return this.turn(first).endTurn().turn(second).endTurn();
  }
  /**
   * Plays empty turns until the last turn of the battle (round 5, its second turn) is under way, so that what is
   * reported next describes the moment the battle ends (turf-war-like plans without start-of-round duties).
   */
  toLastTurn(): this {
    return this.playUntil(() => this.state.clock.turn !== null && this.state.clock.round === 5 && this.state.clock.turn.number === 2);
  }
  /** Plays empty turns until the battle ends (turf-war-like plans without start-of-round duties). */
  toEnd(): this {
    return this.playUntil(() => false);
  }
  /** Plays empty turns, starting rounds and turns as needed, until `done()` or the battle's end. */
  private playUntil(done: () => boolean): this {
    for (let guard = 0; this.state.clock.stage !== 'ended' && guard < 40; guard++) {
      if (done()) return this;
      if (this.state.clock.turn !== null) {
        this.endTurn();
        continue;
      }
      const cur = selectRounds(this.state).at(-1);
      if (cur !== undefined && cur.round === this.state.clock.round && cur.turnsEnded < 2) {
        this.turn(cur.turnsEnded === 0 ? cur.first : cur.second);
        continue;
      }
      this.nextRound(this.state.clock.round === 0 ? (this.state.clock.deploymentFirst ?? ANN) : ANN);
    }
    return this;
  }
  vp(player: string): number {
    return this.state.players[player]?.vp ?? 0;
  }
  /** Ledger lines whose source ends with `suffix` (all when omitted). */
  lines(suffix?: string, player?: string): VpLine[] {
    return selectLedger(this.state).filter((l) => (suffix === undefined || l.source.endsWith(suffix)) && (player === undefined || l.player === player));
  }
  /** The targets `engine.available` lists for a tactic (null: the tactic takes none; undefined: not available). */
  options(tactic: string, player: string = ANN): string[] | null | undefined {
    const t = this.engine.available(this.state).battleTactics[player]?.find((x) => x.id === tactic);
    return t === undefined ? undefined : t.targets === null ? null : t.targets.map((x) => x.id);
  }
  tactic(player: string, tactic: string): TacticRecord | undefined {
    return selectBattleTactics(this.state).find((t) => t.player === player && t.tactic === tactic);
  }
}

/** The BattleSetUp event for `plan` with ann as attacker and bob as defender. */
export function setUpEvent(plan: GalletBattleplanId, opts: SetUpOptions = {}): Ev {
  return {
    type: 'BattleSetUp',
    data: {
      battlepack: { id: 'gallet-2022-s1', version: '1.0.0' },
      battleplan: plan,
      pointsLimit: opts.pointsLimit ?? 2000,
      players: [
        { id: ANN, role: 'attacker', ...(opts.grand?.ann !== undefined ? { grandStrategy: opts.grand.ann } : {}) },
        { id: BOB, role: 'defender', ...(opts.grand?.bob !== undefined ? { grandStrategy: opts.grand.bob } : {}) },
      ],
      ...(opts.objectives !== undefined ? { objectives: opts.objectives } : {}),
      ...(opts.terrain !== undefined ? { terrain: opts.terrain } : {}),
    },
  };
}

/** The violation codes of setting up `plan`. */
export function setUpCodes(plan: GalletBattleplanId, opts: SetUpOptions = {}): string[] {
  return engine.check(engine.initialState(), setUpEvent(plan, opts)).map((v) => v.code);
}

/** Given a battle of `plan` set up with ann as attacker and bob as defender. */
export function given(plan: GalletBattleplanId, opts: SetUpOptions = {}): Battle {
  return new Battle(engine.initialState(), opts.strict === true ? galletEngine : scenarioEngine).do(setUpEvent(plan, opts));
}

/** `value` with every string equal to `from` written as `to`, all the way down. */
function renamed(value: unknown, from: string, to: string): unknown {
  if (value === from) return to;
  if (Array.isArray(value)) return value.map((x) => renamed(x, from, to));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, x]) => [k === from ? to : k, renamed(x, from, to)]));
}

/**
 * The battle's events with the id `from` renamed `to`, folded on the trusted path with the battle's engine: for an id
 * the events' schema refuses (`null`, `undefined`), to show what the rule code does with it all the same (the trusted
 * path has no schema). Returns the trusted state, typed as a state for the readers.
 */
export function renamedTrusted(b: Battle, from: string, to: string): GState {
  return b.engine.trusted.replay(b.events.map((e) => renamed(e, from, to)) as Ev[]) as unknown as GState;
}

/** Three generic objectives for plans whose layout the sources do not give. */
export const THREE_OBJECTIVES: ObjectiveDef[] = [
  { id: 'home', placement: 'attacker-territory' },
  { id: 'middle', placement: 'centre' },
  { id: 'away', placement: 'defender-territory' },
];

/** Given a battle in round 1 at the start of ann's turn (before her hero phase): ann's a1, a2, ag (general) and bob's b1, b2, bg. */
export function inTurn(plan: GalletBattleplanId = 'turf-war', opts: SetUpOptions = {}, extraUnits: UnitDef[] = []): Battle {
  return given(plan, opts)
    .units([unit('a1', ANN), unit('a2', ANN), general('ag', ANN), unit('b1', BOB), unit('b2', BOB), general('bg', BOB), ...extraUnits])
    .deploy(ANN)
    .nextRound(ANN)
    .turn(ANN);
}

/** Like {@link inTurn}, in ann's hero phase (the battle-tactic window open), with the engine as shipped (unless `strict: false`). */
export function inHeroPhase(plan: GalletBattleplanId = 'turf-war', opts: SetUpOptions = {}, extraUnits: UnitDef[] = []): Battle {
  return inTurn(plan, { strict: true, ...opts }, extraUnits).hero();
}

/**
 * For every player and objective of `state`, asserts that the engine's own check accepts `event(player, objective)`
 * exactly when `expected(player, objective)` says so (a rule's predicate against the rule's check). Returns how many
 * pairs were compared.
 */
export function expectCheckAgrees(state: Parameters<typeof galletEngine.trusted.check>[0], event: (player: string, objective: string) => Ev, expected: (player: string, objective: string) => boolean): number {
  let compared = 0;
  for (const player of state.setup.playerOrder)
    for (const objective of Object.keys(state.board.objectives)) {
      const accepted = galletEngine.trusted.check(state, event(player, objective)).length === 0;
      expect(accepted, `${player} ${objective}`).toBe(expected(player, objective));
      compared++;
    }
  return compared;
}
