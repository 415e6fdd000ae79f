/**
 * A reference bot: flat Monte Carlo over the simulator. For each choice it is offered, it plays a few random battles
 * on from every option (the random player finishing the battle for both sides, on the trusted fast path) and keeps
 * the option that won most often. Seeded: the same seed and the same battle give the same choices.
 * @module
 */
import type { AnyEventSchema, Battlepack, EventsOf, PackEventDef, PackIds } from '../../core/pack/battlepack.js';
import { createRng, type Rng } from '../../core/dice.js';
import type { Engine } from '../../core/engine-types.js';
import { clonePlain } from '../../core/state/freeze.js';
import { opponentOf } from '../../core/rules/rules-of.js';
import type { BattleState, Draft } from '../../core/state/state.js';
import { badOption, engineOrThrow, readOptions, wholeOption } from '../args.js';
import { choiceList } from '../choice-list.js';
import type { Decision } from '../decisions.js';
import { finishRandomBattle, type Chooser, type ChoiceRequest, type RandomBattleOptions } from '../random-battle.js';

/** How the random player plays a rollout: the generator options of the pack (its extras, set-up, chances…). */
export type RolloutOptions<X, E extends readonly PackEventDef<X, AnyEventSchema>[], I extends PackIds = PackIds> = Omit<RandomBattleOptions<X, E, I>, 'seed' | 'battleplan' | 'choosers' | 'stopAfter' | 'stopAtRound'>;

/** Options of {@link monteCarloBot}. */
export interface MonteCarloBotOptions<X, E extends readonly PackEventDef<X, AnyEventSchema>[], I extends PackIds = PackIds> {
  readonly engine: Engine<X, E, I>;
  /** The bot's seed: its rollouts are seeded from it, the battle's event count and the options offered. */
  readonly seed: number;
  /** Random battles played on from each option (default 10). */
  readonly rollouts?: number;
  /** The most options compared in one choice; more are sampled down, seeded, one of each kind first (default 8). */
  readonly maxOptions?: number;
  /** How the random player finishes the battle in a rollout (default: the generator's defaults, no pack extras). */
  readonly random?: RolloutOptions<X, E, I>;
  /** What a finished battle is worth to `player` (default {@link outcomeValue}). */
  readonly value?: (state: BattleState<X>, player: string) => number;
  /**
   * Battle rounds a rollout plays before it stops, counted from the round the choice is made for (1: to the end of that
   * round); a rollout stopped before the battle ends is worth {@link marginValue}. `Infinity` plays every rollout to
   * the end. Default 1: a battle tactic is judged and scored in its own turn, and who goes first and a proving ground
   * last a round; what comes later is mostly noise that every option shares, so the short horizon tells the options
   * apart with far fewer rollouts (and costs less). `Infinity` in a battleplan that scores no victory points
   * (`maxVp.perBattle` 0).
   */
  readonly horizon?: number;
}

/** What a finished battle is worth to a player: 1 for a win, ½ for a draw, 0 for a loss, and a little for each VP of margin. */
export function outcomeValue(state: BattleState<unknown>, player: string): number {
  const r = state.clock.result;
  const base = r === null || r.winner === null ? 0.5 : r.winner === player ? 1 : 0;
  const margin = (state.players[player]?.vp ?? 0) - (state.players[opponentOf(state, player)]?.vp ?? 0);
  return base + margin / 1000;
}

/**
 * What an unfinished battle is worth to a player: ½, plus their victory-point margin over the most a player can score
 * in the battle (the battleplan's `maxVp.perBattle`), so a lead is worth more than a draw and less than a win.
 */
export function marginValue(state: BattleState<unknown>, player: string, maxVp: number): number {
  const margin = (state.players[player]?.vp ?? 0) - (state.players[opponentOf(state, player)]?.vp ?? 0);
  return 0.5 + margin / (2 * Math.max(1, maxVp));
}

/** The bounds of {@link monteCarloBot}'s options: rollouts per option and options compared per choice. */
export const MONTE_CARLO_LIMITS = { rollouts: 10_000, maxOptions: 100 } as const;

/** Choices the bot never declines when one is open: a battle tactic only adds to the VP a player can score. */
export const NEVER_PASSED: readonly string[] = ['BattleTacticPicked'];

function hash(seed: number, text: string): number {
  let h = (seed ^ 0x811c9dc5) >>> 0;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/**
 * At most `max` of the options, in their listed order: when there are more, one of each kind of choice first (each
 * battle tactic, whatever its targets), drawn at random, then others at random.
 */
function sample<T extends { readonly kind: string; readonly choice: string }>(options: readonly T[], max: number, rng: Rng): T[] {
  if (options.length <= max) return [...options];
  const group = (o: T): string => `${o.kind} ${o.choice.split(' ')[0] ?? ''}`;
  const groups = new Map<string, T[]>();
  for (const o of options) groups.set(group(o), [...(groups.get(group(o)) ?? []), o]);
  const keep = new Set<T>();
  for (const members of groups.values()) if (keep.size < max) keep.add(rng.pick(members));
  const rest = options.filter((o) => !keep.has(o));
  while (keep.size < max && rest.length > 0) keep.add(rest.splice(rng.int(0, rest.length - 1), 1)[0] as T);
  return options.filter((o) => keep.has(o));
}

/**
 * The flat Monte Carlo bot as a {@link Chooser} for `randomBattle`'s `choosers`: for each option (and passing, when
 * the choice may be declined), random battles are played on from the state after it — half of `rollouts` for every
 * option, then `rollouts` more for the two best — with the same dice for every option (common random numbers); the
 * option with the best mean value is chosen, the first listed on a tie. Dice an event
 * rolls after the choice (Purify the Land…) are rolled afresh in each rollout, so the bot never sees them before it
 * chooses. Options of the wrong kind or out of bounds ({@link MONTE_CARLO_LIMITS}: `rollouts` and `maxOptions` whole
 * numbers, `horizon` a whole number of rounds or `Infinity`) are a `TypeError`.
 */
export function monteCarloBot<X, E extends readonly PackEventDef<X, AnyEventSchema>[], I extends PackIds = PackIds>(given: MonteCarloBotOptions<X, E, I>): Chooser<X, E, I> {
  // one argument check: the options read once, each of its kind and within its bounds, or a TypeError
  const fn = 'monteCarloBot';
  const o = readOptions(fn, given, ['engine', 'seed', 'rollouts', 'maxOptions', 'random', 'value', 'horizon'], true);
  engineOrThrow(fn, o['engine']);
  if (typeof o['seed'] !== 'number' || !Number.isSafeInteger(o['seed'])) badOption(fn, 'options.seed', 'a whole number');
  if (o['value'] !== undefined && typeof o['value'] !== 'function') badOption(fn, 'options.value', 'a function (state, player) => number');
  if (o['random'] !== undefined && (o['random'] === null || typeof o['random'] !== 'object')) badOption(fn, 'options.random', 'the options of a random battle');
  const h = o['horizon'];
  if (h !== undefined && h !== Number.POSITIVE_INFINITY) wholeOption(fn, 'options.horizon', h, 1, 100);
  const options = { engine: o['engine'], seed: o['seed'], random: o['random'], value: o['value'], horizon: h } as MonteCarloBotOptions<X, E, I>;
  const { engine } = options;
  const rollouts = wholeOption(fn, 'options.rollouts', o['rollouts'], 1, MONTE_CARLO_LIMITS.rollouts) ?? 10;
  const maxOptions = wholeOption(fn, 'options.maxOptions', o['maxOptions'], 1, MONTE_CARLO_LIMITS.maxOptions) ?? 8;
  const value = options.value ?? outcomeValue;
  const random = options.random ?? {};
  const pack = engine.pack as unknown as Battlepack<X>;
  return (request: ChoiceRequest<X, E, I>): Decision<EventsOf<E, I>> | null => {
    const { state, player } = request;
    const seed = hash(options.seed, `${state.eventCount} ${player} ${request.options.map((o) => o.key).join('|')}`);
    const rng = createRng(seed);
    const candidates: (Decision<EventsOf<E, I>> | null)[] = sample(request.options, maxOptions, rng);
    // passing is an option too when the choice may be declined (a proving ground can cost its picker more than it
    // gains); a battle tactic only adds VP, so one is always picked
    if (!request.required && !request.options.every((o) => NEVER_PASSED.includes(o.kind))) candidates.push(null);
    if (candidates.length === 1) return candidates[0] ?? null;
    // two stages: every option gets half the rollouts; the two best get the full number more (the same seeds for
    // every option: common random numbers), and the best mean over all its rollouts wins
    const first = Math.max(1, Math.ceil(rollouts / 2));
    const seeds = Array.from({ length: first + rollouts }, () => rng.int(0, 0x7fffffff));
    const maxVp = state.setup.battleplan === null ? 0 : (pack.battleplans[state.setup.battleplan]?.maxVp.perBattle ?? 0);
    const horizon = options.horizon ?? (maxVp > 0 ? 1 : Number.POSITIVE_INFINITY);
    const rollout = (c: Decision<EventsOf<E, I>> | null, s: number): number => {
      const draft = clonePlain(state) as unknown as Draft<X>;
      if (c !== null) {
        let event = c.event;
        if (c.diceAfterChoice) {
          const again = choiceList<EventsOf<E, I>>(pack as unknown as Battlepack<unknown>, state as BattleState<unknown>, { dice: createRng(s ^ 0x5bd1e995), player, kinds: [c.kind] })
            .all()
            .find((d) => d.key === c.key);
          if (again !== undefined) event = again.event;
        }
        engine.trusted.apply(draft, event);
      }
      // the horizon counts from the round the choice is made for (a priority's round, once it is determined)
      const stopAtRound = draft.clock.round + Math.max(1, horizon);
      if (draft.clock.stage !== 'ended') finishRandomBattle(engine, draft, { ...random, seed: s, rulesOnly: true, ...(Number.isFinite(stopAtRound) ? { stopAtRound } : {}) });
      const after = draft as unknown as BattleState<X>;
      return after.clock.stage === 'ended' ? value(after, player) : marginValue(after, player, maxVp);
    };
    const scored = candidates.map((c, i) => ({ c, i, total: seeds.slice(0, first).reduce((n, s) => n + rollout(c, s), 0), n: first }));
    const top = [...scored].sort((x, y) => y.total - x.total || x.i - y.i).slice(0, 2);
    for (const t of top) {
      for (const s of seeds.slice(first)) t.total += rollout(t.c, s);
      t.n += rollouts;
    }
    const best = top.sort((x, y) => y.total / y.n - x.total / x.n || x.i - y.i)[0]?.c ?? null;
    return best;
  };
}
