/**
 * Invariant 5: a grand strategy scores at most once and only at the end of the battle: from the event that ended it,
 * outside any turn, and only for a player whose strategy was judged completed.
 */
import { selectLedger } from 'battlepack-engine';
import fc from 'fast-check';
import { arbBattleOf, type PackEntry } from '../../arbitraries/index.js';
import { ok } from '../support.js';

/** The property of invariant 5 for one pack. */
export function grandStrategyProperty(entry: PackEntry) {
  const { engine } = entry;
  return fc.property(arbBattleOf(entry), (battle) => {
    const s = engine.trusted.initialState();
    let lines = 0;
    battle.events.forEach((event, index) => {
      engine.trusted.apply(s, event);
      if (s.clock.stage === 'ended') return;
      for (const id of s.setup.playerOrder) ok(s.players[id]?.grandStrategyCompleted === null, () => `${id}'s grand strategy was judged before the end (event ${index})`);
      for (; lines < selectLedger(s).length; lines++) ok(!selectLedger(s)[lines]?.source.includes('/grand-strategy/'), () => `grand strategy VP before the end (event ${index})`);
    });
    const final = battle.state;
    const last = battle.events.length - 1;
    ok(final.clock.stage === 'ended', 'the battle did not end');
    for (const id of final.setup.playerOrder) {
      const p = final.players[id];
      const mine = selectLedger(final).filter((l) => l.player === id && l.source.includes('/grand-strategy/'));
      ok(mine.length <= 1, () => `${id}'s grand strategy scored ${mine.length} times`);
      if (p?.grandStrategy == null) {
        ok(p?.grandStrategyCompleted == null && mine.length === 0, () => `${id} has no grand strategy but it was judged or scored`);
        continue;
      }
      ok(typeof p.grandStrategyCompleted === 'boolean', () => `${id}'s grand strategy was not judged at the end`);
      // a plan may give no VP at all (The Lurkers Below); otherwise a completed strategy scores
      if (p.grandStrategyCompleted === true && engine.pack.grandStrategyVp > 0 && (engine.pack.battleplans[battle.battleplan]?.maxVp.perBattle ?? 1) > 0) {
        ok(mine.length === 1 && mine[0]?.amount === engine.pack.grandStrategyVp, () => `${id}'s completed strategy scored ${JSON.stringify(mine)}`);
        ok(mine[0]?.source === `${engine.pack.id}/grand-strategy/${p.grandStrategy}`, () => `${id}'s strategy line names ${mine[0]?.source}`);
      } else if (p.grandStrategyCompleted !== true) ok(mine.length === 0, () => `${id}'s strategy was not completed but scored`);
      for (const l of mine) ok(l.eventIndex === last && l.turn === 0, () => `${id}'s strategy scored at event ${l.eventIndex}, turn ${l.turn}; the battle ended at event ${last}`);
    }
  });
}
