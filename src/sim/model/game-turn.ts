/**
 * The step machine of a model game's turn: from the game's cursor ({@link ModelCursor}), what comes next — grand
 * strategies and set-up, the pack's choices, priority, the turn's phases in the edition's order (hero phase and battle
 * tactic, movement, shooting, charges, combat in the engine's fight order), the positions reported at the end of the
 * turn — and what a choice does once made. The game calls {@link step} until it waits for a choice, and {@link apply}
 * with the choice made.
 * @module
 */
import type { AnyEvent } from '../../core/pack/battlepack.js';
import { editionProfile } from '../../core/rules/edition.js';
import { nextToFightTrusted, type FightingUnit } from '../../core/rules/fight-order.js';
import { currentRound } from '../../core/rules/rules-of.js';
import type { Phase } from '../../core/events/schema.js';
import type { BattleState } from '../../core/state/state.js';
import { selectRounds } from '../../core/state/battle-selectors.js';
import { coreChoices } from '../choice-list.js';
import type { ModelGame } from './game.js';
import { ModelGameStuck, type ModelCursor, type ModelDecision } from './game-types.js';
import { setUp } from './game-setup.js';
import { destinations, moveUnit } from './game-movement.js';
import { charge, chargeTargets, fight, fighter, fightTargets, shoot, shootingTargets } from './game-attacks.js';
import { randomPlayOf } from '../random-battle/library-plays.js';

/** After the battle tactic: the pack's choices, then the movement phase. */
const AFTER_TACTIC = (): ModelCursor => ({ at: 'pack', i: 0, n: 0, next: { at: 'phase', phase: 'movement', next: { at: 'move', queue: null } } });

/**
 * One step of the game from its cursor: asks a choice ({@link ModelGame.request}), folds an event the battle needs,
 * or moves the cursor on. Each case is one moment of the battle, in the edition's order.
 */
export function step<X>(g: ModelGame<X>): void {
  const c = g.d.cursor;
  switch (c.at) {
    case 'gs': {
      const ids = Object.keys(g.pack.grandStrategies);
      if (ids.length === 0 || c.i >= 2) return g.goto({ at: 'setup' });
      const player = g.players()[c.i] as string;
      return g.ask(player, 'GrandStrategyChosen', ids.map((id) => ({ player, kind: 'GrandStrategyChosen', choice: id, key: `GrandStrategyChosen ${id}`, target: id })), true);
    }
    case 'setup':
      return setUp(g);
    case 'unblock': {
      if (g.d.draft.clock.stage === 'ended') return g.goto({ at: 'ended' });
      if (g.check(c.event).length === 0) {
        g.fold(c.event);
        return g.goto(c.next);
      }
      if (c.attempts < 12) {
        const forced = g.list(undefined, undefined, 'pack');
        const tactics = g.d.draft.clock.turn !== null ? g.list(['BattleTacticPicked'], undefined, 'core') : [];
        const all = [...tactics, ...forced];
        if (all.length > 0) {
          const player = (all[0] as ModelDecision).player;
          c.attempts++;
          return g.ask(player, (all[0] as ModelDecision).kind, all.filter((o) => o.player === player), true);
        }
      }
      const extras = randomPlayOf(g.pack)?.extras;
      if (extras !== undefined && c.attempts < 20) {
        c.attempts += 4;
        const vs = g.check(c.event);
        for (const e of extras(g.state as BattleState<unknown>, g.rng, 'blocked', { event: c.event as never, violations: vs as never })) g.tryEmit(e as AnyEvent);
        return;
      }
      throw new ModelGameStuck(`${c.event.type} was refused: ${g.check(c.event).map((v) => `${v.code} ${v.message}`).join('; ')}`);
    }
    case 'pack': {
      const players = g.players();
      if (c.i >= players.length || c.n >= 6) return g.goto(c.next);
      const player = players[c.i] as string;
      const options = g.list(undefined, player, 'pack');
      if (options.length === 0) {
        c.i++;
        return;
      }
      c.n++;
      return g.ask(player, (options[0] as ModelDecision).kind, options, false);
    }
    case 'seize': {
      const prev = selectRounds(g.d.draft).at(-1);
      if (g.pack.options.seizeInitiative && prev !== undefined) {
        const options = g.list(['InitiativeSeized'], undefined, 'core');
        if (options.length > 0) return g.ask(prev.second, 'InitiativeSeized', options, false);
      }
      return g.goto({ at: 'priority' });
    }
    case 'priority': {
      const options = g.list(['PriorityDetermined'], undefined, 'core');
      if (options.length === 0) {
        const cand = coreChoices(g.pack, g.state as BattleState<unknown>, g.rng, ['PriorityDetermined'])[0];
        if (cand === undefined) throw new ModelGameStuck('no priority roll could be made');
        return g.goto({ at: 'unblock', event: cand.event, next: { at: 'turn-start' }, attempts: 0 });
      }
      return g.ask((options[0] as ModelDecision).player, 'PriorityDetermined', options, true);
    }
    case 'turn-start': {
      const cur = currentRound(g.state as BattleState<unknown>);
      if (cur === undefined || cur.turnsEnded >= 2) return g.goto({ at: 'seize' });
      const player = cur.turnsEnded === 0 ? cur.first : cur.second;
      return g.must({ type: 'TurnStarted', data: { player } }, { at: 'phase', phase: 'hero', next: { at: 'tactic' } });
    }
    case 'phase':
      return g.must({ type: 'PhaseStarted', data: { phase: c.phase } }, c.next);
    case 'tactic': {
      const player = g.active();
      const options = g.list(['BattleTacticPicked'], player, 'core');
      if (options.length > 0) return g.ask(player, 'BattleTacticPicked', options, g.pack.options.battleTacticRequired === true);
      return g.goto(AFTER_TACTIC());
    }
    case 'move': {
      if (c.queue === null) c.queue = g.mine(g.active()).filter((b) => !g.inCombat(b) && (g.profiles[b.id]?.move ?? 0) > 0).map((b) => b.id);
      const id = c.queue[0];
      if (id === undefined) return g.goto({ at: 'phase', phase: 'shooting', next: { at: 'shoot', queue: null } });
      const body = g.body(id);
      if (body === undefined || g.inCombat(body)) {
        c.queue.shift();
        return;
      }
      return g.ask(body.owner, 'UnitDestination', destinations(g, body), true);
    }
    case 'shoot': {
      if (c.queue === null) c.queue = g.mine(g.active()).filter((b) => g.profiles[b.id]?.weapons.some((w) => w.kind === 'ranged') === true && !g.inCombat(b)).map((b) => b.id);
      const id = c.queue[0];
      if (id === undefined) return g.goto({ at: 'phase', phase: 'charge', next: { at: 'charge', queue: null } });
      const body = g.body(id);
      const options = body === undefined ? [] : shootingTargets(g, body);
      if (body === undefined || options.length === 0) {
        c.queue.shift();
        return;
      }
      return g.ask(body.owner, 'ShootingTarget', options, true);
    }
    case 'charge': {
      if (c.queue === null) c.queue = g.mine(g.active()).filter((b) => !g.inCombat(b)).map((b) => b.id);
      const id = c.queue[0];
      if (id === undefined) return g.goto({ at: 'phase', phase: 'combat', next: { at: 'fight', units: null, fought: [] } });
      const body = g.body(id);
      const options = body === undefined || g.inCombat(body) ? [] : chargeTargets(g, body);
      if (body === undefined || options.length === 0) {
        c.queue.shift();
        return;
      }
      return g.ask(body.owner, 'ChargeTarget', options, false);
    }
    case 'fight': {
      if (c.units === null) c.units = g.d.bodies.filter((b) => g.inCombat(b)).map((b) => fighter(g, b));
      // a copy only once a unit in combat is gone (canFight false); until then every unit can fight, the default
      let units: FightingUnit[] = c.units;
      for (const u of c.units)
        if (g.body(u.id) === undefined) {
          units = c.units.map((x) => ({ ...x, canFight: g.body(x.id) !== undefined }));
          break;
        }
      // the engine's fight order, in the game's own edition (ruling sim/fight-order-editions; docs/game-model.md),
      // without re-checking the picks so far: every one was a pick it offered
      const next = nextToFightTrusted({ units, fought: c.fought, activePlayer: g.active(), edition: g.edition });
      if (next.player === null) {
        const last = editionProfile(g.edition).phases[editionProfile(g.edition).phases.length - 1] as Phase;
        return g.goto({ at: 'phase', phase: last, next: { at: 'report' } });
      }
      const options: ModelDecision[] = [];
      for (const id of next.units) {
        const body = g.body(id);
        if (body !== undefined) options.push(...fightTargets(g, body, next.player));
      }
      return g.ask(next.player, 'FightTarget', options, true);
    }
    case 'report': {
      const units = g.d.bodies.filter((b) => b.spots.length > 0);
      if (units.length > 0) g.emitOwn(g.positionsEvent(true));
      const player = g.active();
      return g.must({ type: 'TurnEnded', data: { player } }, { at: 'turn-start' });
    }
    case 'ended':
      return;
  }
}

/** Applies a choice (null: passed) to the cursor it was asked at: an engine event folded, or a unit moved, shooting, charging or fighting. */
export function apply<X>(g: ModelGame<X>, d: ModelDecision | null): void {
  const c = g.d.cursor;
  switch (c.at) {
    case 'gs':
      g.d.strategies[c.i] = d?.target ?? null;
      c.i++;
      return;
    case 'tactic':
      if (d?.event !== undefined) emitChoice(g, d.event);
      g.goto(AFTER_TACTIC());
      return;
    case 'unblock':
    case 'priority':
      if (d?.event !== undefined) emitChoice(g, d.event);
      return;
    case 'pack':
      if (d?.event !== undefined) emitChoice(g, d.event);
      else c.i++;
      return;
    case 'seize':
      if (d?.event !== undefined) {
        emitChoice(g, d.event);
        g.goto({ at: 'turn-start' });
      } else g.goto({ at: 'priority' });
      return;
    case 'move':
      moveUnit(g, c.queue?.shift() ?? '', d?.destination ?? { kind: 'hold' });
      return;
    case 'shoot':
      shoot(g, c.queue?.shift() ?? '', d?.target ?? null);
      return;
    case 'charge':
      charge(g, c.queue?.shift() ?? '', d?.target ?? null);
      return;
    case 'fight':
      if (d?.unit === undefined) return;
      c.fought.push(d.unit);
      fight(g, d.unit, d.target ?? null);
      return;
    default:
      return;
  }
}

/** Folds an engine event a player chose (the engine offered it, so a refusal is the model's bug). */
function emitChoice<X>(g: ModelGame<X>, event: AnyEvent): void {
  if (!g.tryEmit(event)) throw new ModelGameStuck(`the chosen ${event.type} was refused`);
  if (g.d.cursor.at === 'priority') g.goto({ at: 'turn-start' });
}
