/**
 * Invariant 10: a JSON round-trip of the state or the log after any event changes nothing: the parsed state is
 * deep-equal, the battle played on from it ends the same, and the parsed log replays to the same state.
 */
import fc from 'fast-check';
import { createLog, parseLog, replayLog, serializeLog, type BattleState } from '../../../src/index.js';
import { arbBattleOf, type PackEntry } from '../../arbitraries/index.js';
import { arbFractions, cutPoints, expectSame, jsonCopy, ok } from '../support.js';

/** The property of invariant 10 for one pack. */
export function jsonRoundTripProperty(entry: PackEntry) {
  const { engine } = entry;
  return fc.property(arbBattleOf(entry), arbFractions(4), fc.nat(), (battle, fractions, which) => {
    const n = battle.events.length;
    const cuts = [...new Set([...cutPoints(fractions, n), n - 1])];
    // one of the points also plays the battle on from the parsed state, and replays the parsed log
    const deep = cuts[which % cuts.length];
    const s = engine.trusted.initialState();
    battle.events.forEach((event, i) => {
      engine.trusted.apply(s, event);
      if (!cuts.includes(i)) return;
      const count = i + 1;
      const parsed = jsonCopy(s);
      expectSame(parsed, s, `the state after ${count} events, through JSON`);
      if (i !== deep) return;
      const rest = engine.replay(battle.events.slice(count), parsed as BattleState<unknown>);
      ok(rest.ok, () => `the rest of the battle was refused after a JSON round-trip at ${count}`);
      expectSame(rest.state, battle.state, `the battle played on from the JSON state after ${count} events`);
      const log = parseLog(serializeLog(createLog(engine.pack, battle.events.slice(0, count))));
      ok(log.ok, 'the serialized log did not parse');
      const replayed = replayLog(engine, log.value);
      ok(replayed.ok, 'the parsed log was refused');
      expectSame(replayed.state, s, `the replay of the JSON log of ${count} events`);
    });
  });
}
