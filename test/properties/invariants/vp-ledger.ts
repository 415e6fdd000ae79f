/** Invariant 1: a player's VP total is the sum of their ledger lines; every line names its rule; none is negative. */
import { selectLedger } from 'battlepack-engine';
import fc from 'fast-check';
import { arbBattleOf, type PackEntry } from '../../arbitraries/index.js';
import { ok } from '../support.js';

// a source rule id is namespaced: `<pack or core>/<rule…>`
const SOURCE = /^[a-z0-9][a-z0-9-]*(\/[A-Za-z0-9][A-Za-z0-9_.:-]*)+$/;

/** The property of invariant 1 for one pack, checked after every event. */
export function vpLedgerProperty(entry: PackEntry) {
  const { engine } = entry;
  return fc.property(arbBattleOf(entry), (battle) => {
    const s = engine.trusted.initialState();
    const totals: Record<string, number> = {};
    let seen = 0;
    battle.events.forEach((event, index) => {
      engine.trusted.apply(s, event);
      for (; seen < selectLedger(s).length; seen++) {
        const line = selectLedger(s)[seen];
        ok(line !== undefined, 'hole in the ledger');
        const at = (): string => `ledger line ${seen} ${JSON.stringify(line)} (event ${index}, ${event.type})`;
        ok(Number.isInteger(line.amount) && line.amount > 0, () => `${at()}: the amount is not a positive whole number`);
        ok(SOURCE.test(line.source), () => `${at()}: the source does not name a rule`);
        ok(line.reason.length > 0, () => `${at()}: no reason`);
        ok(s.setup.playerOrder.includes(line.player), () => `${at()}: not a player's`);
        ok(line.eventIndex === index, () => `${at()}: produced by event ${index}, says ${line.eventIndex}`);
        ok(line.round === s.clock.round, () => `${at()}: round ${line.round}, the battle is in round ${s.clock.round}`);
        totals[line.player] = (totals[line.player] ?? 0) + line.amount;
      }
      for (const id of s.setup.playerOrder) {
        const vp = s.players[id]?.vp;
        ok(vp === (totals[id] ?? 0), () => `${id} has ${vp} VP after event ${index} (${event.type}); the ledger sums to ${totals[id] ?? 0}`);
      }
    });
    // the whole ledger once more, from scratch, on the final state the generator returned
    for (const id of battle.state.setup.playerOrder) {
      const sum = selectLedger(battle.state).filter((l) => l.player === id).reduce((a, l) => a + l.amount, 0);
      ok(battle.state.players[id]?.vp === sum, () => `${id}'s final VP ${battle.state.players[id]?.vp} ≠ ledger ${sum}`);
    }
  });
}
