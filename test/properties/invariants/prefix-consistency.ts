/**
 * Invariant 9: the state after the first n events, applied one at a time on the public path, equals the replay of
 * those n events (safe and trusted), for n drawn at random in every battle.
 */
import fc from 'fast-check';
import type { BattleState } from '../../../src/index.js';
import { arbBattleOf, type PackEntry } from '../../arbitraries/index.js';
import { arbFractions, cutPoints, expectSame, ok } from '../support.js';

/** The property of invariant 9 for one pack. */
export function prefixConsistencyProperty(entry: PackEntry) {
  const { engine } = entry;
  return fc.property(arbBattleOf(entry), arbFractions(4), (battle, fractions) => {
    // prefix lengths 1..length
    const cuts = new Set(cutPoints(fractions, battle.events.length).map((i) => i + 1));
    const last = Math.max(...cuts);
    let s: BattleState<unknown> = engine.initialState();
    for (let n = 1; n <= last; n++) {
      const r = engine.apply(s, battle.events[n - 1] as (typeof battle.events)[number]);
      ok(r.ok, () => `event ${n - 1} of a legal log was refused`);
      s = r.state;
      if (!cuts.has(n)) continue;
      const prefix = battle.events.slice(0, n);
      const replayed = engine.replay(prefix);
      ok(replayed.ok && s.eventCount === n, 'the prefix replay failed');
      expectSame(s, replayed.state, `the state after ${n} events applied one by one, and their replay`);
      expectSame(engine.trusted.replay(prefix), replayed.state, `the trusted replay of ${n} events`);
    }
  });
}
