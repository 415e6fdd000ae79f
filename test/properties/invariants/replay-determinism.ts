/**
 * Invariant 8: the same log gives deep-equal states on the safe path (twice), on the trusted path, and as the
 * generator folded it (serialized logs: invariant 10).
 */
import fc from 'fast-check';
import { arbBattleOf, type PackEntry } from '../../arbitraries/index.js';
import { expectSame, ok } from '../support.js';

/** The property of invariant 8 for one pack. */
export function replayDeterminismProperty(entry: PackEntry) {
  const { engine } = entry;
  return fc.property(arbBattleOf(entry), (battle) => {
    const one = engine.replay(battle.events);
    const two = engine.replay(battle.events);
    ok(one.ok && two.ok, () => `a legal log was refused: ${one.ok ? '' : JSON.stringify(one.violations)}`);
    ok(one.applied === battle.events.length, 'not every event was applied');
    ok(one.state !== two.state, 'two replays returned one object');
    expectSame(one.state, two.state, 'two safe replays');
    expectSame(engine.trusted.replay(battle.events), one.state, 'the trusted replay and the safe replay');
    expectSame(battle.state, one.state, 'the state the generator folded and the safe replay');
  });
}
