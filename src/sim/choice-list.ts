/**
 * The legal choices among a list of candidates, found lazily: a candidate is checked by the engine's decide only when
 * a question needs it (is there any choice, which kinds of choice are open, which choices of one kind). `decisions`
 * lists every choice through it, and the random-battle generator asks it only what the random player's pick needs, so
 * that candidates it would never take are never checked. Either way a choice is a candidate the engine's own decide
 * accepts: there is no second copy of a rule here.
 * @module
 */
import { historyAt } from '../core/state/history.js';
import type { AnyEvent, Battlepack, ChoiceCandidate } from '../core/pack/battlepack.js';
import { decide, priorityWinner } from '../core/rules/decide.js';
import { createRng, type Rng } from '../core/dice.js';
import type { BattleState } from '../core/state/state.js';
import { pickableTactics, type PickableTactic } from '../core/rules/tactic-window.js';
import type { Target } from '../core/events/schema.js';
import type { Decision, DecisionOptions } from './decisions.js';
import { packChoicesOf } from './random-battle/library-plays.js';

/**
 * What the random player's pick asks of a list of choices (all of them legal), in the list's order: the first, every
 * one, the groups it picks among (a battle tactic, or else a kind of choice) and the choices of one group.
 * @internal
 */
export interface ChoiceSource<D> {
  /** The first choice, or `undefined` when there is none. */
  first(): D | undefined;
  /** Whether a choice of this kind could be among them (without checking any). */
  couldBe(kind: string): boolean;
  /** Every choice. */
  all(): readonly D[];
  /** The groups of the choices, in the order of their first choice. */
  groups(): readonly string[];
  /** The choices of one group, as ids for {@link ChoiceSource.decision} (a decision is made only for the one picked). */
  members(group: string): readonly number[];
  /** The choice of an id from {@link ChoiceSource.members}. */
  decision(id: number): D;
}

/** The group of a choice the random player picks among first: a battle tactic (whatever its target), else a kind. */
export function choiceGroup(kind: string, event: { readonly data?: unknown }): string {
  return kind === 'BattleTacticPicked' ? (event.data as { tactic: string }).tactic : kind;
}

/** A source over a ready list of choices. @internal */
export function listSource<D extends Decision<unknown>>(options: readonly D[]): ChoiceSource<D> {
  return {
    first: () => options[0],
    couldBe: (kind) => options.some((d) => d.kind === kind),
    all: () => options,
    groups: () => [...new Set(options.map((d) => choiceGroup(d.kind, d.event as AnyEvent)))],
    members: (g) => {
      const out: number[] = [];
      for (let i = 0; i < options.length; i++) if (choiceGroup((options[i] as D).kind, (options[i] as D).event as AnyEvent) === g) out.push(i);
      return out;
    },
    decision: (i) => options[i] as D,
  };
}

const UNKNOWN = 0;
const YES = 1;
const NO = 2;

/**
 * Candidates on one state, added in segments (a segment's duplicates, by event type and choice, are dropped: the first
 * accepted one stays), each checked by decide at most once and only when asked.
 * @internal
 */
export class ChoiceList<Ev> {
  private readonly candidates: ChoiceCandidate[] = [];
  private readonly segments: number[] = [];
  private readonly verdicts: number[] = [];
  private readonly made: (Decision<Ev> | undefined)[] = [];
  // the group of each candidate, made when first needed
  private groupOf: string[] | null = null;
  private segment = 0;

  constructor(
    private readonly pack: Battlepack<unknown>,
    private readonly state: BattleState<unknown>,
  ) {}

  /** How many candidates the list holds (choices or not). */
  get size(): number {
    return this.candidates.length;
  }

  /** Adds a segment: the candidates of `player` (when given) whose type is one of `kinds` (when given). */
  add(candidates: readonly ChoiceCandidate[], player?: string, kinds?: readonly string[]): this {
    const seg = this.segment++;
    for (let i = 0; i < candidates.length; i++) {
      const c = candidates[i] as ChoiceCandidate;
      if (player !== undefined && c.player !== player) continue;
      if (kinds !== undefined && !kinds.includes(c.event.type)) continue;
      this.candidates.push(c);
      this.segments.push(seg);
      this.verdicts.push(UNKNOWN);
      this.made.push(undefined);
    }
    this.groupOf = null;
    return this;
  }

  /** Whether candidate `i` is a choice: accepted by decide, and no earlier choice of its segment has its type and choice. */
  isChoice(i: number): boolean {
    const v = this.verdicts[i];
    if (v !== UNKNOWN) return v === YES;
    const candidates = this.candidates;
    const segments = this.segments;
    const c = candidates[i] as ChoiceCandidate;
    const seg = segments[i];
    const choice = c.choice;
    const n = choice.length;
    let ok = true;
    for (let j = 0; j < i && ok; j++) {
      if (segments[j] !== seg || this.verdicts[j] === NO) continue;
      const o = candidates[j] as ChoiceCandidate;
      if (o.choice.length === n && o.choice === choice && o.event.type === c.event.type && this.isChoice(j)) ok = false;
    }
    if (ok) ok = decide(this.pack, this.state, c.event, this.state.eventCount).length === 0;
    this.verdicts[i] = ok ? YES : NO;
    return ok;
  }

  /** The player of candidate `i`. */
  playerOf(i: number): string {
    return (this.candidates[i] as ChoiceCandidate).player;
  }

  /** The type of candidate `i`'s event. */
  kindOf(i: number): string {
    return (this.candidates[i] as ChoiceCandidate).event.type;
  }

  /** The group of candidate `i` (see {@link choiceGroup}). */
  groupAt(i: number): string {
    let groups = this.groupOf;
    if (groups === null) {
      groups = [];
      for (const c of this.candidates) groups.push(choiceGroup(c.event.type, c.event));
      this.groupOf = groups;
    }
    return groups[i] as string;
  }

  /** Candidate `i` as a decision (made once). */
  decision(i: number): Decision<Ev> {
    const made = this.made[i];
    if (made !== undefined) return made;
    const d = decisionOf<Ev>(this.candidates[i] as ChoiceCandidate);
    this.made[i] = d;
    return d;
  }

  /** Every choice (of `player`, when given), in order. */
  all(player?: string): Decision<Ev>[] {
    const out: Decision<Ev>[] = [];
    for (let i = 0; i < this.candidates.length; i++) if ((player === undefined || this.playerOf(i) === player) && this.isChoice(i)) out.push(this.decision(i));
    return out;
  }

  /** Whether there is any choice (of `player`, when given). */
  any(player?: string): boolean {
    return this.firstIndex(player) >= 0;
  }

  /** The index of the first choice (of `player`, when given), or -1. */
  firstIndex(player: string | undefined): number {
    for (let i = 0; i < this.candidates.length; i++) if ((player === undefined || this.playerOf(i) === player) && this.isChoice(i)) return i;
    return -1;
  }

  /** The choices of `player` (every player's when not given) as a source for the random player's pick. */
  source(player?: string): ChoiceSource<Decision<Ev>> {
    return new PlayerSource(this, player);
  }
}

/** The choices of one player (or every player's) in a {@link ChoiceList}, as the random player's pick asks them. */
class PlayerSource<Ev> implements ChoiceSource<Decision<Ev>> {
  constructor(
    private readonly list: ChoiceList<Ev>,
    private readonly player: string | undefined,
  ) {}

  private mine(i: number): boolean {
    return this.player === undefined || this.list.playerOf(i) === this.player;
  }

  first(): Decision<Ev> | undefined {
    const i = this.list.firstIndex(this.player);
    return i < 0 ? undefined : this.list.decision(i);
  }

  couldBe(kind: string): boolean {
    const n = this.list.size;
    for (let i = 0; i < n; i++) if (this.mine(i) && this.list.kindOf(i) === kind) return true;
    return false;
  }

  all(): readonly Decision<Ev>[] {
    return this.list.all(this.player);
  }

  groups(): readonly string[] {
    // each group's first choice: its candidates in order until one is a choice (few groups: plain arrays)
    const list = this.list;
    const n = list.size;
    const names: string[] = [];
    const firsts: number[] = [];
    for (let i = 0; i < n; i++) {
      if (!this.mine(i)) continue;
      const g = list.groupAt(i);
      const k = names.indexOf(g);
      if (k >= 0 && (firsts[k] as number) >= 0) continue;
      const at = list.isChoice(i) ? i : -1;
      if (k < 0) {
        names.push(g);
        firsts.push(at);
      } else firsts[k] = at;
    }
    // in the order of their first choice
    const order: number[] = [];
    for (let k = 0; k < names.length; k++) if ((firsts[k] as number) >= 0) order.push(k);
    order.sort((a, b) => (firsts[a] as number) - (firsts[b] as number));
    const out: string[] = [];
    for (const k of order) out.push(names[k] as string);
    return out;
  }

  members(g: string): readonly number[] {
    const list = this.list;
    const n = list.size;
    const out: number[] = [];
    for (let i = 0; i < n; i++) if (this.mine(i) && list.groupAt(i) === g && list.isChoice(i)) out.push(i);
    return out;
  }

  decision(i: number): Decision<Ev> {
    return this.list.decision(i);
  }
}

/** A candidate as a decision. */
function decisionOf<Ev>(c: ChoiceCandidate): Decision<Ev> {
  return { player: c.player, kind: c.event.type, choice: c.choice, key: `${c.event.type} ${c.choice}`, event: c.event as Ev, diceAfterChoice: c.diceAfterChoice === true };
}

/** The candidate of picking a battle tactic, with a target or none. */
function tacticCandidate(player: string, def: PickableTactic, target: Target | null): ChoiceCandidate {
  return target === null
    ? { player, choice: def.id, event: { type: 'BattleTacticPicked', data: { player, tactic: def.id } } }
    : { player, choice: `${def.id} ${target.kind}:${target.id}`, event: { type: 'BattleTacticPicked', data: { player, tactic: def.id, target: { kind: target.kind, id: target.id } } } };
}

/**
 * The battle tactics `player` may pick now as a source for the random player's pick: the same choices in the same
 * order as a {@link ChoiceList} of the tactic candidates of {@link coreChoices}, without making a candidate of every
 * target (one is made when it is checked). `null` where that list is needed instead: a tactic id with a space could
 * make two tactics' choices alike, which the list's duplicate check would drop.
 * @internal
 */
export function tacticSource<Ev>(pack: Battlepack<unknown>, state: BattleState<unknown>, player: string): ChoiceSource<Decision<Ev>> | null {
  const turn = state.clock.turn;
  if (state.clock.stage !== 'battle' || turn === null || turn.phase !== 'hero' || turn.player !== player) return new TacticSource<Ev>(pack, state, player, []);
  const tactics = pickableTactics(pack, state, player);
  for (const t of tactics) if (t.id.includes(' ')) return null;
  return new TacticSource<Ev>(pack, state, player, tactics);
}

/**
 * See {@link tacticSource}. The choices are numbered in the list's order: tactic `t`'s targets (its one choice when it
 * takes none) from `offsets[t]` on.
 */
class TacticSource<Ev> implements ChoiceSource<Decision<Ev>> {
  private readonly offsets: number[] = [];
  // per choice: UNKNOWN, YES or NO, and its candidate once made
  private readonly verdicts: Uint8Array;
  private readonly candidates: (ChoiceCandidate | undefined)[];

  constructor(
    private readonly pack: Battlepack<unknown>,
    private readonly state: BattleState<unknown>,
    private readonly player: string,
    private readonly tactics: readonly PickableTactic[],
  ) {
    let at = 0;
    for (let t = 0; t < tactics.length; t++) {
      this.offsets.push(at);
      const targets = (tactics[t] as PickableTactic).targets;
      at += targets === null ? 1 : targets.length;
    }
    this.offsets.push(at);
    this.verdicts = new Uint8Array(at);
    this.candidates = new Array<ChoiceCandidate | undefined>(at);
  }

  /** The tactic of choice `i`. */
  private tacticOf(i: number): number {
    let t = 0;
    while ((this.offsets[t + 1] as number) <= i) t++;
    return t;
  }

  private candidate(i: number): ChoiceCandidate {
    let c = this.candidates[i];
    if (c === undefined) {
      const t = this.tacticOf(i);
      const def = this.tactics[t] as PickableTactic;
      c = tacticCandidate(this.player, def, def.targets === null ? null : (def.targets[i - (this.offsets[t] as number)] as Target));
      this.candidates[i] = c;
    }
    return c;
  }

  /** Whether choice `i` is a choice: accepted by decide, and no earlier choice of its tactic has its target. */
  private isChoice(i: number): boolean {
    const v = this.verdicts[i];
    if (v !== UNKNOWN) return v === YES;
    const t = this.tacticOf(i);
    const targets = (this.tactics[t] as PickableTactic).targets;
    let ok = true;
    if (targets !== null) {
      const from = this.offsets[t] as number;
      const target = targets[i - from] as Target;
      for (let j = from; j < i && ok; j++) {
        const o = targets[j - from] as Target;
        if (o.id === target.id && o.kind === target.kind && this.isChoice(j)) ok = false;
      }
    }
    if (ok) ok = decide(this.pack, this.state, this.candidate(i).event, this.state.eventCount).length === 0;
    this.verdicts[i] = ok ? YES : NO;
    return ok;
  }

  decision(i: number): Decision<Ev> {
    return decisionOf<Ev>(this.candidate(i));
  }

  first(): Decision<Ev> | undefined {
    for (let i = 0; i < this.verdicts.length; i++) if (this.isChoice(i)) return this.decision(i);
    return undefined;
  }

  couldBe(kind: string): boolean {
    return kind === 'BattleTacticPicked' && this.verdicts.length > 0;
  }

  all(): readonly Decision<Ev>[] {
    const out: Decision<Ev>[] = [];
    for (let i = 0; i < this.verdicts.length; i++) if (this.isChoice(i)) out.push(this.decision(i));
    return out;
  }

  groups(): readonly string[] {
    // a tactic's choices all come before the next tactic's: the groups in the order of their first choice
    const out: string[] = [];
    for (let t = 0; t < this.tactics.length; t++)
      for (let i = this.offsets[t] as number, end = this.offsets[t + 1] as number; i < end; i++)
        if (this.isChoice(i)) {
          out.push((this.tactics[t] as PickableTactic).id);
          break;
        }
    return out;
  }

  members(group: string): readonly number[] {
    const out: number[] = [];
    for (let t = 0; t < this.tactics.length; t++) {
      if ((this.tactics[t] as PickableTactic).id !== group) continue;
      for (let i = this.offsets[t] as number, end = this.offsets[t + 1] as number; i < end; i++) if (this.isChoice(i)) out.push(i);
    }
    return out;
  }
}

/** The core choices as candidates: battle tactics that may be picked now (see `engine.available`) with each target, first turn, seizing the initiative, withdrawal. */
export function coreChoices<X>(pack: Battlepack<X>, state: BattleState<X>, dice: Rng, kinds?: readonly string[]): ChoiceCandidate[] {
  const out: ChoiceCandidate[] = [];
  const want = (kind: string): boolean => kinds === undefined || kinds.includes(kind);
  if (state.clock.stage !== 'battle') return out;
  const turn = state.clock.turn;
  if (turn !== null) {
    const player = turn.player;
    // the tactics the engine's own pick window says may be picked (not picked before, available, with a target):
    // every other pick would be refused, so it is not made a candidate
    if (turn.phase === 'hero' && want('BattleTacticPicked'))
      for (const def of pickableTactics(pack, state, player)) {
        if (def.targets === null) out.push(tacticCandidate(player, def, null));
        else for (const target of def.targets) out.push(tacticCandidate(player, def, target));
      }
    if (turn.phase === null && pack.options.withdrawal !== undefined && want('PlayerWithdrew')) {
      out.push({ player, choice: 'withdraw', event: { type: 'PlayerWithdrew', data: { player } } });
      out.push({ player, choice: 'withdraw, the battle goes on', event: { type: 'PlayerWithdrew', data: { player, continueBattle: true } } });
    }
    return out;
  }
  if (state.clock.pendingRoll !== null) return out;
  const round = state.clock.round + 1;
  const prev = historyAt(state.history.rounds, -1);
  if (prev !== undefined && prev.round === state.clock.round && prev.turnsEnded < 2) return out;
  // priority: the rolls are made first (a fact), then the winner chooses who takes the first turn
  const [a, b] = state.setup.playerOrder;
  if (a === undefined || b === undefined) return out;
  const rolled = !(round === 1 && pack.roundOnePriority === 'deployment-first');
  const rolls = rolled ? { [a]: dice.d6(), [b]: dice.d6() } : undefined;
  const w = priorityWinner(pack, state, round, rolls);
  const winner = typeof w === 'string' ? w : a;
  // seizing the initiative is the last round's second player winning the roll and going first (ruling
  // core/seizure-needs-roll): offered with the same rolls, when they won them
  if (pack.options.seizeInitiative && prev !== undefined && rolls !== undefined && winner === prev.second && want('InitiativeSeized'))
    out.push({ player: prev.second, choice: 'seize the initiative', event: { type: 'InitiativeSeized', data: { round, player: prev.second, rolls } } });
  if (!want('PriorityDetermined')) return out;
  for (const firstTurn of [winner, winner === a ? b : a])
    out.push({ player: winner, choice: `first turn ${firstTurn}`, event: { type: 'PriorityDetermined', data: { round, ...(rolls !== undefined ? { rolls } : {}), firstTurn } } });
  return out;
}

/**
 * The pack's own candidates (its `choices` hook) as {@link choiceList} lists them with `source: 'pack'`: none before
 * the set-up or after the end. Nothing is checked.
 * @internal
 */
export function packCandidates(pack: Battlepack<unknown>, state: BattleState<unknown>, dice: Rng): readonly ChoiceCandidate[] {
  if (state.clock.stage === 'ended' || state.clock.stage === 'awaiting-setup') return [];
  return packChoicesOf(pack)?.(state, dice) ?? [];
}

/**
 * The candidates `decisions` checks, with its options: the core's (unless `source` is `pack`) then the pack's (unless
 * `core`), drawing their dice as `decisions` does. Nothing is checked yet. With `into`, they are added to that list (of
 * the same state) as a segment of their own.
 * @internal
 */
export function choiceList<Ev>(pack: Battlepack<unknown>, state: BattleState<unknown>, options: DecisionOptions = {}, into?: ChoiceList<Ev>): ChoiceList<Ev> {
  const list = into ?? new ChoiceList<Ev>(pack, state);
  if (state.clock.stage === 'ended' || state.clock.stage === 'awaiting-setup') return list;
  const dice = options.dice ?? createRng(state.eventCount);
  const source = options.source ?? 'all';
  const core = source !== 'pack' ? coreChoices(pack, state, dice, options.kinds) : [];
  const own: readonly ChoiceCandidate[] = source !== 'core' ? packCandidates(pack, state, dice) : [];
  // one segment: a duplicate is dropped across the core's and the pack's candidates alike
  return list.add(own.length === 0 ? core : core.length === 0 ? own : [...core, ...own], options.player, options.kinds);
}
