/** Invariant 2: VP never decrease from one event to the next, and earlier ledger lines never change. */
import fc from 'fast-check';
import { arbBattleOf, type PackEntry } from '../../arbitraries/index.js';
import { ok } from '../support.js';

/** The property of invariant 2 for one pack. */
export function vpMonotonicProperty(entry: PackEntry) {
  const { engine } = entry;
  return fc.property(arbBattleOf(entry), (battle) => {
    const s = engine.trusted.initialState();
    const before: Record<string, number> = {};
    let lines = '[]';
    let count = 0;
    battle.events.forEach((event, index) => {
      engine.trusted.apply(s, event);
      for (const id of s.setup.playerOrder) {
        const vp = s.players[id]?.vp ?? 0;
        ok(vp >= (before[id] ?? 0), () => `${id}'s VP went from ${before[id]} to ${vp} on event ${index} (${event.type})`);
        before[id] = vp;
      }
      ok(s.history.ledger.length >= count, () => `the ledger shrank on event ${index} (${event.type})`);
      if (s.history.ledger.length !== count) {
        const earlier = JSON.stringify(s.history.ledger.slice(0, count));
        ok(earlier === lines, () => `earlier ledger lines changed on event ${index} (${event.type}): ${lines} → ${earlier}`);
        count = s.history.ledger.length;
        lines = JSON.stringify(s.history.ledger);
      }
    });
    ok(JSON.stringify(s.history.ledger) === lines, 'the final ledger changed after its last line');
  });
}
