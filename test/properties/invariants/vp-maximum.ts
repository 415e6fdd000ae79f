/** Invariant 3: VP per turn and per battle stay within the battleplan's `maxVp`. */
import { selectLedger } from 'battlepack-engine';
import fc from 'fast-check';
import { arbBattleOf, type PackEntry } from '../../arbitraries/index.js';
import { ok } from '../support.js';

/** The property of invariant 3 for one pack. */
export function vpMaximumProperty(entry: PackEntry) {
  const { engine } = entry;
  return fc.property(arbBattleOf(entry), (battle) => {
    const s = battle.state;
    const plan = engine.pack.battleplans[battle.battleplan];
    ok(plan !== undefined, `no battleplan ${battle.battleplan}`);
    const perTurn = new Map<string, number>();
    for (const line of selectLedger(s)) {
      // turn 0 holds end-of-battle points, scored outside any turn
      if (line.turn === 0) continue;
      const key = `${line.player} in round ${line.round}, turn ${line.turn}`;
      perTurn.set(key, (perTurn.get(key) ?? 0) + line.amount);
    }
    for (const [key, vp] of perTurn) ok(vp <= plan.maxVp.perTurn, () => `${vp} VP scored by ${key}; ${plan.name} allows ${plan.maxVp.perTurn} a turn`);
    for (const id of s.setup.playerOrder) {
      const vp = s.players[id]?.vp ?? 0;
      ok(vp <= plan.maxVp.perBattle, () => `${id} scored ${vp} VP; ${plan.name} allows ${plan.maxVp.perBattle} a battle`);
    }
  });
}
