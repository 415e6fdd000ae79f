/**
 * Bots for the model of a battle. A bot answers a {@link ModelRequest} with one of its options (or null to pass when
 * the choice may be declined), whatever the kind: the engine's own choices and the model's alike.
 * @module
 */
import { selectBattleTactics } from '../../core/state/scoring-selectors.js';
import { createRng, type Rng } from '../../core/dice.js';
import { CONTEST_RANGE } from '../../table/constants.js';
import type { Point } from '../../table/types.js';
import { centroid, hull, unitGap, unitWithin, type Body } from './geometry.js';
import { ModelGame, type ModelDecision, type ModelRequest } from './game.js';

/** A bot: picks one option of the request (or null to pass where that is allowed). It may read the game, never change it. */
export type ModelBot = (request: ModelRequest, game: ModelGame) => ModelDecision | null;

/** Makes a fresh bot for one game, seeded: the same seed gives the same bot. */
export type ModelBotFactory = (seed: number) => ModelBot;

function hash(seed: number, text: string): number {
  let h = (seed ^ 0x811c9dc5) >>> 0;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/**
 * The random bot: an option at random for every choice; a choice that may be declined is declined one time in three
 * (a charge, the pack's optional choices, seizing the initiative).
 */
export function randomModelBot(seed: number): ModelBot {
  const rng = createRng(seed);
  return (request) => {
    if (!request.required && rng.next() < 1 / 3) return null;
    return rng.pick(request.options);
  };
}

// Math.sqrt of the sum of squares, not Math.hypot: V8 inlines the one and boxes the other's arguments
const dist = (a: Point, b: Point): number => {
  const dx = a.x - b.x;
  const dy = a.y - b.y;
  return Math.sqrt(dx * dx + dy * dy);
};

/** The models of `player` (other than `except`) within `range` of a point, and the enemy's. */
function presence(game: ModelGame, at: Point, player: string, range: number, except?: string): { own: number; enemy: number } {
  let own = 0;
  let enemy = 0;
  for (const b of game.bodies()) {
    if (b.id === except) continue;
    // 3rd edition counts models, 4th Control × models
    const w = game.edition === 4 ? (game.profile(b.id)?.control ?? 1) : 1;
    const reach = range + b.r;
    // a unit whose every model is out of reach (its hull farther than reach, with a hair to spare) counts nothing
    const h = hull(b);
    if (Math.abs(h.x - at.x) - h.R > range + 1e-6 || Math.abs(h.y - at.y) - h.R > range + 1e-6) continue;
    for (const s of b.spots) {
      // a model farther than reach along either axis is out of range (an early-out before the distance)
      if (Math.abs(s.x - at.x) > reach || Math.abs(s.y - at.y) > reach) continue;
      if (dist(s, at) <= reach) {
        if (b.owner === player) own += w;
        else enemy += w;
      }
    }
  }
  return { own, enemy };
}

/** The battle tactic the player picked this turn, if it has a target. */
function tacticTarget(game: ModelGame, player: string): { kind: string; id: string } | null {
  const s = game.state;
  const t = selectBattleTactics(s).find((x) => x.player === player && x.round === s.clock.round && x.turn === s.clock.turn?.number);
  return t?.target ?? null;
}

/**
 * Whether the battle's plan scores no victory points at all (The Lurkers Below): its result is decided by objectives
 * held, then battle tactics completed, then a grand strategy, so the greedy bot plays for those instead.
 */
function scoresNoVp(game: ModelGame): boolean {
  const plan = game.state.setup.battleplan;
  const def = plan === null ? undefined : game.engine.pack.battleplans[plan];
  return def?.maxVp !== undefined && def.maxVp.perBattle === 0 && def.maxVp.perTurn === 0;
}

/** The distance from a unit to the nearest objective its player controls now (Infinity when none). */
function toControlled(game: ModelGame, b: Readonly<Body>, player: string): number {
  const here = centroid(b.spots);
  let d = Infinity;
  for (const o of game.objectivePoints()) if (game.state.board.objectives[o.id]?.controller === player) d = Math.min(d, dist(here, o.at));
  return d;
}

/**
 * The greedy bot, in a few rules:
 * - destinations: each unit in turn heads for the objective where its models (Control × models in 4th) turn the
 *   contest, nearer ones first, the battle tactic's target objective or unit above all, objectives the enemy controls
 *   a little more; a unit stays where leaving would lose the objective it stands on; a unit goes for an enemy standing
 *   on an objective when it can reach and charge it this turn (within Move + 6");
 * - battle tactics: the one whose target is nearest our army (a unit to destroy: near and with few wounds left; a
 *   tactic without a target counts as 12" away); grand strategies and the pack's choices: the first offered; priority:
 *   go first; seize the initiative when offered;
 * - on a plan that scores no victory points (The Lurkers Below: decided by holding every objective from round 3, else
 *   by battle tactics completed, else by a lone grand strategy), tactics come first: the tactic whose target is a unit
 *   of our own nearest an objective we control (20 minus that distance; none controlled counts as -12, like a tactic
 *   without a target), and that unit heads for, or stays on, an objective we control;
 * - shooting and fighting: the battle tactic's target unit first, then a unit contesting an objective, then the one
 *   with the fewest wounds left; charges: the tactic's target, else the nearest target, within 8" (a likely 2D6), else
 *   no charge.
 */
export function greedyModelBot(_seed = 0): ModelBot {
  return (request, game) => pickGreedy(request, game);
}

function wounds(game: ModelGame, b: Readonly<Body>): number {
  return b.spots.length * (game.profile(b.id)?.health ?? 1);
}

function pickGreedy(request: ModelRequest, game: ModelGame): ModelDecision | null {
  const opts = request.options;
  const first = opts[0] ?? null;
  const player = request.player;
  const all = game.bodies();
  const body = (id: string | undefined): Readonly<Body> | undefined => {
    for (const b of all) if (b.id === id) return b;
    return undefined;
  };
  // the best-scored option; the first one when every score is -Infinity (a side with no unit left, say)
  const best = (score: (o: ModelDecision) => number): ModelDecision | null => {
    let top: ModelDecision | null = first;
    let s = -Infinity;
    for (const o of opts) {
      const v = score(o);
      if (v > s) {
        s = v;
        top = o;
      }
    }
    return top;
  };
  const noVp = scoresNoVp(game);
  switch (request.kind) {
    case 'PriorityDetermined':
      return opts.find((o) => o.choice === `first turn ${player}`) ?? first;
    case 'InitiativeSeized':
      return first;
    case 'BattleTacticPicked': {
      const mine = game.bodies().filter((b) => b.owner === player);
      return best((o) => {
        const target = (o.event?.data as { target?: { kind: string; id: string } } | undefined)?.target;
        if (target === undefined) return -12;
        const at = target.kind === 'objective' ? game.objectivePoints().find((p) => p.id === target.id)?.at : target.kind === 'unit' ? centreOf(body(target.id)) : undefined;
        if (at === undefined) return -12;
        // a plan decided by tactics: a unit of our own to keep on an objective we control (Against the Odds) is the
        // likeliest completion; the one nearest such an objective
        const own = target.kind === 'unit' ? body(target.id) : undefined;
        if (noVp && own !== undefined && own.owner === player) {
          const d = toControlled(game, own, player);
          return d === Infinity ? -12 : 20 - d;
        }
        let d = Infinity;
        for (const b of mine) d = Math.min(d, dist(centroid(b.spots), at));
        // a unit to destroy: near, and with few wounds left
        const t = target.kind === 'unit' ? body(target.id) : undefined;
        return t === undefined ? -d : -d / 2 - wounds(game, t);
      });
    }
    case 'UnitDestination': {
      const unit = body(opts[0]?.unit);
      const profile = opts[0]?.unit === undefined ? undefined : game.profile(opts[0].unit);
      if (unit === undefined || profile === undefined) return first;
      const here = centroid(unit.spots);
      const range = CONTEST_RANGE[game.edition];
      const target = tacticTarget(game, player);
      const objectives = game.objectivePoints();
      const strength = unit.spots.length * (game.edition === 4 ? (profile.control ?? 1) : 1);
      // what an objective is worth to this unit: most where its models turn the contest, little where it is won already
      const worth = (at: Point): number => {
        const p = presence(game, at, player, range, unit.id);
        if (p.own > p.enemy + 1) return 0.3;
        return p.own + strength > p.enemy ? 3 : 1;
      };
      // a plan decided by tactics: the tactic's own unit goes to (or stays on) an objective we control
      const keeper = noVp && target?.kind === 'unit' && target.id === unit.id;
      const ours = (id: string): boolean => game.state.board.objectives[id]?.controller === player;
      return best((o) => {
        const d = o.destination;
        if (d === undefined || d.kind === 'hold') {
          const on = objectives.find((p) => dist(p.at, here) <= range);
          if (on === undefined) return -5;
          if (keeper && ours(on.id)) return 10;
          const p = presence(game, on.at, player, range, unit.id);
          // stay where leaving would lose the objective
          return p.own <= p.enemy ? 3.2 : 0.2;
        }
        if (d.kind === 'objective') {
          const at = objectives.find((p) => p.id === d.id)?.at;
          if (at === undefined) return -10;
          const bonus = (target?.kind === 'objective' && target.id === d.id ? 3 : 0) + (keeper && ours(d.id) ? 6 : 0);
          const theirs = game.state.board.objectives[d.id]?.controller;
          const swing = theirs !== undefined && theirs !== null && theirs !== player ? 0.5 : 0;
          return worth(at) + bonus + swing - (0.7 * dist(here, at)) / Math.max(1, profile.move * 2);
        }
        if (d.kind === 'unit') {
          const e = body(d.id);
          if (e === undefined) return -10;
          const gap = unitGap(unit as Body, e as Body, profile.move + 7);
          const bonus = target?.kind === 'unit' && target.id === d.id ? 3 : 0;
          const onObjective = objectives.some((p) => e.spots.some((s) => dist(s, p.at) <= range));
          return (gap <= profile.move + 6 && onObjective ? 2.5 : -1) + bonus - gap / 24;
        }
        return -6;
      });
    }
    case 'ShootingTarget':
    case 'FightTarget': {
      const range = CONTEST_RANGE[game.edition];
      const objectives = game.objectivePoints();
      const picked = tacticTarget(game, player);
      return best((o) => {
        const t = body(o.target);
        if (t === undefined) return -1e9;
        const contesting = objectives.some((p) => t.spots.some((s) => dist(s, p.at) <= range + t.r));
        return (picked?.kind === 'unit' && picked.id === t.id ? 5000 : 0) + (contesting ? 1000 : 0) - wounds(game, t);
      });
    }
    case 'ChargeTarget': {
      const unit = body(opts[0]?.unit);
      if (unit === undefined) return null;
      let top: ModelDecision | null = null;
      let g = 8;
      // the battle tactic's target first, when it is in reach of a likely charge
      const picked = tacticTarget(game, player);
      const aimed = opts.find((o) => picked?.kind === 'unit' && o.target === picked.id);
      const aimedAt = aimed === undefined ? undefined : body(aimed.target);
      if (aimed !== undefined && aimedAt !== undefined && unitWithin(unit as Body, aimedAt as Body, 8, 9)) return aimed;
      for (const o of opts) {
        const t = body(o.target);
        if (t === undefined) continue;
        const x = unitGap(unit as Body, t as Body, 9);
        if (x < g) {
          g = x;
          top = o;
        }
      }
      return top;
    }
    default:
      return request.required ? first : first;
  }
}

function centreOf(b: Readonly<Body> | undefined): Point | undefined {
  return b === undefined ? undefined : centroid(b.spots);
}

/** Options of {@link monteCarloModelBot}. */
export interface MonteCarloModelOptions {
  /** Rollouts per option (default 3). */
  readonly rollouts?: number;
  /** The most options compared in one choice, the greedy bot's pick always among them (default 4). */
  readonly maxOptions?: number;
  /** The kinds of choice judged by rollouts; the rest are the greedy bot's (default: destinations, battle tactics, charges). */
  readonly kinds?: readonly string[];
  /** Battle rounds a rollout plays past the current one (default 0: to the end of the current round). */
  readonly horizon?: number;
  /** Who plays the rollouts, both sides (default the greedy bot). */
  readonly rolloutBot?: ModelBotFactory;
}

/** What a game is worth to a player: the VP margin, a win or loss once it has ended, and a little for the wounds left on each side. */
export function modelValue(game: ModelGame, player: string): number {
  const vp = game.vp();
  let margin = 0;
  for (const [p, v] of Object.entries(vp)) margin += p === player ? v : -v;
  const r = game.state.clock.result;
  const outcome = r === null ? 0 : r.winner === null ? 0 : r.winner === player ? 20 : -20;
  let own = 0;
  let enemy = 0;
  for (const b of game.bodies()) {
    const w = wounds(game, b);
    if (b.owner === player) own += w;
    else enemy += w;
  }
  return outcome + margin + (own - enemy) / Math.max(1, own + enemy);
}

/**
 * The Monte Carlo bot: for the choices of `kinds`, each option (at most `maxOptions`, the greedy pick among them) is
 * played on in `rollouts` copies of the game by the rollout bot for both sides to the end of the round (plus
 * `horizon` rounds); the option with the best mean {@link modelValue} is chosen (common random numbers: the same dice
 * seeds for every option). Other choices are the greedy bot's. Seeded.
 */
export function monteCarloModelBot(options: MonteCarloModelOptions = {}): ModelBotFactory {
  const rollouts = Math.max(1, options.rollouts ?? 3);
  const maxOptions = Math.max(1, options.maxOptions ?? 4);
  const kinds = options.kinds ?? ['UnitDestination', 'BattleTacticPicked', 'ChargeTarget'];
  const horizon = options.horizon ?? 0;
  const rolloutBot = options.rolloutBot ?? greedyModelBot;
  return (seed: number) => {
    let calls = 0;
    return (request, game) => {
      const greedy = pickGreedy(request, game);
      if (!kinds.includes(request.kind) || request.options.length <= 1) return greedy;
      const rng: Rng = createRng(hash(seed, `${calls++} ${request.kind}`));
      const candidates: (ModelDecision | null)[] = [greedy];
      const rest = request.options.filter((o) => o !== greedy);
      while (candidates.length < maxOptions && rest.length > 0) candidates.push(rest.splice(rng.int(0, rest.length - 1), 1)[0] as ModelDecision);
      if (!request.required && !candidates.includes(null)) candidates.push(null);
      const seeds = Array.from({ length: rollouts }, () => rng.int(0, 0x7fffffff));
      const stop = game.state.clock.round + horizon;
      let top: ModelDecision | null = greedy;
      let topValue = -Infinity;
      for (const c of candidates) {
        let total = 0;
        for (const s of seeds) {
          const g = game.copy(s);
          g.choose(c);
          const bots = [rolloutBot(s), rolloutBot(s + 1)];
          const players = g.state.setup.playerOrder;
          while (!g.ended && g.state.clock.round <= stop) {
            const req = g.request;
            if (req === null) break;
            const bot = bots[players.indexOf(req.player) === 1 ? 1 : 0] as ModelBot;
            g.choose(bot(req, g));
          }
          total += modelValue(g, request.player);
        }
        if (total > topValue) {
          topValue = total;
          top = c;
        }
      }
      return top ?? (request.required ? (request.options[0] ?? null) : null);
    };
  };
}
