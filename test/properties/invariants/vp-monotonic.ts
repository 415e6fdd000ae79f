/** Invariant 2: VP never decrease from one event to the next, and earlier ledger lines never change. */
import { selectLedger } from 'battlepack-engine';
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
      ok(selectLedger(s).length >= count, () => `the ledger shrank on event ${index} (${event.type})`);
      if (selectLedger(s).length !== count) {
        const earlier = JSON.stringify(selectLedger(s).slice(0, count));
        ok(earlier === lines, () => `earlier ledger lines changed on event ${index} (${event.type}): ${lines} → ${earlier}`);
        count = selectLedger(s).length;
        lines = JSON.stringify(selectLedger(s));
      }
    });
    ok(JSON.stringify(selectLedger(s)) === lines, 'the final ledger changed after its last line');
  });
}
