/**
 * How a generated battle goes on: one step from wherever the state stands (set-up, deployment, a roll owed, the start of
 * a round or a turn, a phase), until the battle ends or the options stop it.
 * @module
 */
import type { AnyEventSchema, PackEventDef } from '../../core/pack/battlepack.js';
import { currentRound } from '../../core/rules/rules-of.js';
import type { Generator } from './generator.js';
import { newRound } from './battle-round.js';
import { deploy, setUp } from './set-up.js';
import { phaseStep } from './turn.js';

/** Plays `g`'s battle on until it ends, or until `stopAfter` events or round `stopAtRound` (see the options). @internal */
export function playOn<X, E extends readonly PackEventDef<X, AnyEventSchema>[]>(g: Generator<X, E>): void {
  const stop = g.options.stopAfter ?? Number.POSITIVE_INFINITY;
  const stopRound = g.options.stopAtRound ?? Number.POSITIVE_INFINITY;
  while (!g.ended && g.events.length < stop && g.s.clock.round < stopRound) {
    const before = g.s.eventCount;
    step(g);
    if (!g.ended && g.s.eventCount === before) throw new Error(`random battle: no progress at event ${before} (stage ${g.s.clock.stage})`);
  }
}

/** One step from wherever the state stands. */
function step<X, E extends readonly PackEventDef<X, AnyEventSchema>[]>(g: Generator<X, E>): void {
  const s = g.s;
  switch (s.clock.stage) {
    case 'awaiting-setup':
      setUp(g);
      return;
    case 'deployment':
      deploy(g);
      return;
    case 'battle':
      if (s.clock.pendingRoll !== null) {
        g.answerRolls();
        return;
      }
      if (s.clock.turn === null) {
        const cur = currentRound(g.view());
        if (cur === undefined || cur.turnsEnded >= 2) newRound(g);
        else g.must({ type: 'TurnStarted', data: { player: cur.turnsEnded === 0 ? cur.first : cur.second } });
        return;
      }
      phaseStep(g, s.clock.turn.player, s.clock.turn.phase);
      return;
    case 'ended':
      return;
  }
}

