/**
 * Invariant 11: a rejected event returns violations, leaves the state object untouched, and the next legal event
 * still applies. Events come from illegal mutations of legal logs; a mutation that stays legal must be accepted the
 * same way on the safe and the trusted path.
 */
import fc from 'fast-check';
import { type BattleState } from '../../../src/index.js';
import { continueRandomBattle, RandomBattleStuck } from '../../../src/sim.js';
import { isDeepFrozen, type AnyEvent } from '../../../src/authoring.js';
import { arbBattleOf, arbIllegalMutation, generatorOptionsOf, type PackEntry } from '../../arbitraries/index.js';
import { expectSame, ok } from '../support.js';

/**
 * A legal event from `s`: the generator's next one, or, where a mutated log led to a state the generator cannot play
 * on from (e.g. In the Presence of Idols with a player who has no unit left to name), a unit joining the battle.
 */
function nextLegalEvent(entry: PackEntry, s: BattleState<unknown>, seed: number): AnyEvent | undefined {
  try {
    return continueRandomBattle(entry.engine, s, { seed: seed ^ 0x5bd1e995, stopAfter: 1, ...generatorOptionsOf(entry) }).events[0];
  } catch (err) {
    if (!(err instanceof RandomBattleStuck)) throw err;
    const player = s.setup.playerOrder[0] ?? 'p1';
    return { type: 'UnitsAdded', data: { origin: 'summoned', units: [{ id: 'zz-next', owner: player, name: 'Next', wounds: 1, models: 1 }] } };
  }
}

/** The property of invariant 11 for one pack. */
export function rejectedEventsProperty(entry: PackEntry) {
  const { engine } = entry;
  const arb = arbBattleOf(entry).chain((battle) => fc.tuple(fc.constant(battle), arbIllegalMutation(battle.events)));
  return fc.property(arb, ([battle, mutation]) => {
    const events = mutation.events as readonly (typeof battle.events)[number][];
    const replayed = engine.replay(events);
    if (replayed.ok) {
      // the mutation stayed legal: the paths must agree on it
      ok(!mutation.certainlyIllegal, () => `${mutation.kind} (${mutation.description}) was accepted`);
      expectSame(engine.trusted.replay(events), replayed.state, 'the trusted replay of the accepted mutated log');
      return;
    }
    const at = replayed.applied;
    const s = replayed.state;
    // the events before the mutation are the legal log's own; a certain illegality is refused where it is
    ok(at >= mutation.index, () => `event ${at}, of the legal prefix, was refused`);
    if (mutation.certainlyIllegal) ok(at === mutation.index, () => `${mutation.kind} (${mutation.description}) was refused at ${at}, not ${mutation.index}`);
    ok(s.eventCount === at && isDeepFrozen(s), 'the replay stopped at an odd state');

    // the refused event, applied to the last good state: violations, and the state untouched
    const event = events[at] as (typeof events)[number];
    const snapshot = JSON.stringify(s);
    const asked = engine.check(s, event);
    const r = engine.apply(s, event);
    ok(!r.ok, () => `apply accepted event ${at}, which the replay refused: ${JSON.stringify(replayed.violations)}`);
    ok(r.violations.length > 0, 'a refusal without violations');
    for (const v of r.violations) {
      ok(/^[a-z0-9-]+\/[a-z0-9-]+$/.test(v.code), () => `violation code ${v.code}`);
      ok(v.message.length > 0, 'a violation without a message');
      ok(v.eventIndex === at, () => `violation ${v.code} says event ${v.eventIndex}, not ${at}`);
    }
    expectSame(r.violations, asked, 'the violations of check and of apply');
    expectSame(r.violations, replayed.violations, 'the violations of apply and of replay');
    ok(JSON.stringify(s) === snapshot && isDeepFrozen(s), 'the refused event changed the state');

    if (s.clock.stage === 'ended') {
      ok(r.violations.some((v) => v.code === 'battle/already-over'), 'an event after the end was refused for another reason');
      return;
    }
    // the next legal event, from the generator playing on from here, still applies
    const next = nextLegalEvent(entry, s, battle.seed);
    ok(next !== undefined, 'no legal event follows');
    const after = engine.apply(s, next as (typeof events)[number]);
    ok(after.ok, () => `the next legal event ${JSON.stringify(next)} was refused: ${after.ok ? '' : JSON.stringify(after.violations)}`);
    ok(JSON.stringify(s) === snapshot, 'applying the next event changed the earlier state');
  });
}
