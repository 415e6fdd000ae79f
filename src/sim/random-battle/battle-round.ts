/**
 * The start of a battle round in a generated battle: the last round's second player may seize the initiative, else the
 * priority roll's winner chooses who takes the first turn.
 * @module
 */
import { historyAt } from '../../core/state/history.js';
import type { AnyEventSchema, Battlepack, EventsOf, PackEventDef } from '../../core/pack/battlepack.js';
import type { CoreEventInput } from '../../core/events/schema.js';
import { coreChoices, listSource } from '../choice-list.js';
import type { Decision } from '../decisions.js';
import { RandomBattleStuck, type Generator } from './generator.js';
import { chance } from './random-player.js';

/** Starts the next battle round: the initiative seized, or priority determined (when the pack's rules allow it now). @internal */
export function newRound<X, E extends readonly PackEventDef<X, AnyEventSchema>[]>(g: Generator<X, E>): void {
  const { pack } = g.engine;
  const rng = g.rng;
  const s = g.s;
  const round = s.clock.round + 1;
  g.extras('round-start');
  if (g.ended || s.clock.round >= round) return;
  const prev = historyAt(s.history.rounds, -1);
  if (pack.options.seizeInitiative && prev !== undefined) {
    const seize = g.list({ dice: rng, source: 'core', kinds: ['InitiativeSeized'] });
    const d = g.choose(prev.second, seize.source(), false, g.chances.seize);
    if (d !== null && g.emitChoice(d)) {
      g.extras('priority');
      return;
    }
  }
  // the rolls (a fact) come with the options; the winner chooses who takes the first turn
  const list = (): Decision<EventsOf<E>>[] => g.list({ dice: rng, source: 'core', kinds: ['PriorityDetermined'] }).all();
  let options = list();
  // refused outright (a pack rule that wants something done first): the pack's choices and extras may unblock it
  for (let attempt = 0; options.length === 0 && attempt < 3 && !g.ended; attempt++) {
    const candidate = coreChoices(pack as unknown as Battlepack<X>, g.view(), rng, ['PriorityDetermined'])[0];
    if (candidate === undefined) break;
    g.packChoices(true);
    g.extrasOnly('blocked', { event: candidate.event, violations: g.check(candidate.event as EventsOf<E>) });
    options = list();
  }
  if (g.ended) return;
  const winner = options[0]?.player ?? '';
  const d = g.choose(winner, listSource(options), true, g.chances.goFirst)?.decision ?? null;
  if (d === null) {
    const candidate = coreChoices(pack as unknown as Battlepack<X>, g.view(), rng, ['PriorityDetermined'])[0];
    const event = candidate?.event ?? { type: 'PriorityDetermined', data: { round, firstTurn: g.players()[0] ?? '' } };
    throw new RandomBattleStuck({ event, violations: g.check(event as EventsOf<E>) }, g.s.eventCount);
  }
  const chosen = d.event as Extract<CoreEventInput, { type: 'PriorityDetermined' }>;
  // the same choice in the other forms a log may hold: the winner named, round 1 rolls that do not decide it
  const [a, b] = g.players();
  // a copy with the fields added in this order (the draws too), without spreads
  const form: { -readonly [K in keyof typeof chosen.data]: (typeof chosen.data)[K] } = { ...chosen.data };
  if (round === 1 && chosen.data.rolls === undefined && chance(rng, 0.2)) form.rolls = { [a ?? '']: rng.d6(), [b ?? '']: rng.d6() };
  if (chance(rng, 0.5)) form.winner = winner;
  const event: CoreEventInput = { type: 'PriorityDetermined', data: form };
  g.must(event);
  g.extras('priority');
}
