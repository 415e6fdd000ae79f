/**
 * The Gallet pack's own choices as candidate events (the `choices` hook of the pack): the proving ground, the
 * activated objective (The Prize of Gallet), the idols (In the Presence of Idols) and the alpha objective (Close to the
 * Chest). Candidates are cheap and generous; the engine's decide keeps the legal ones. The alpha objectives are only
 * those the rule lets the namer name now (`alphaOwed`, the rule's own reading), and the proving grounds only those the
 * rule's check accepts for its round and repeats (`currentProvingGround`, `provingGroundRepeated`), since the others
 * are refused anyway.
 * @module
 */
import type { ChoiceCandidate } from '../../core/battlepack.js';
import type { Rng } from '../../core/dice.js';
import type { BattleState } from '../../core/state.js';
import type { GalletExt } from './ext.js';
import { alphaOwed } from './battleplans/close-to-the-chest.js';
import { activeObjectives } from './shared.js';
import { currentProvingGround, provingGroundRepeated } from './realm-rules/proving-grounds.js';

type G = BattleState<GalletExt>;

/** Every subset of `items` of size `k`, in the order of `items`. */
function combinations<T>(items: readonly T[], k: number): T[][] {
  const out: T[][] = [];
  const pick = (from: number, acc: T[]): void => {
    if (acc.length === k) {
      out.push([...acc]);
      return;
    }
    for (let i = from; i <= items.length - (k - acc.length); i++) {
      acc.push(items[i] as T);
      pick(i + 1, acc);
      acc.pop();
    }
  };
  if (k >= 0 && k <= items.length) pick(0, []);
  return out;
}

/** The idol sets a player could name: 1 to 3 of their units on the battlefield. */
function idolSets(s: G, player: string): string[][] {
  const mine = Object.values(s.units)
    .filter((u) => u.owner === player && u.status === 'battlefield')
    .map((u) => u.id);
  const out: string[][] = [];
  for (let k = Math.min(3, mine.length); k >= 1; k--) out.push(...combinations(mine, k));
  return out;
}

/** The Gallet choices open now, or more (see the module summary); Gallet's choices carry no dice. */
export function galletChoices(s: G, _dice: Rng): ChoiceCandidate[] {
  if (s.stage !== 'battle') return [];
  const out: ChoiceCandidate[] = [];
  if (s.turn === null) {
    // between rounds: the player going second picks the proving ground and, in The Prize of Gallet, activates one
    const second = s.rounds[s.rounds.length - 1]?.second;
    if (second !== undefined && s.rounds[s.rounds.length - 1]?.round === s.round) {
      // the proving ground once a round, each objective once (the rule's own readings): the others would only be refused
      const picked = currentProvingGround(s) !== null;
      for (const { id: objective } of activeObjectives(s)) {
        if (!picked && !provingGroundRepeated(s, objective)) out.push({ player: second, choice: `proving ground ${objective}`, event: { type: 'ProvingGroundPicked', data: { player: second, objective } } });
        if (s.battleplan === 'the-prize-of-gallet') out.push({ player: second, choice: `activate ${objective}`, event: { type: 'ObjectiveActivated', data: { player: second, objective } } });
      }
    }
    if (s.battleplan === 'in-the-presence-of-idols' && s.round === 0)
      for (const player of s.playerOrder) {
        if (s.ext.idols[player] !== undefined) continue;
        for (const units of idolSets(s, player)) out.push({ player, choice: `idols ${units.join(' ')}`, event: { type: 'IdolsChosen', data: { player, units } } });
      }
  } else if (s.battleplan === 'close-to-the-chest' && s.turn.phase === null) {
    // the objectives the rule lets the namer name now (none once named): the others would only be refused
    const owed = alphaOwed(s);
    if (owed !== null) {
      const namer = owed.namer;
      for (const objective of owed.objectives) out.push({ player: namer, choice: `alpha ${objective}`, event: { type: 'AlphaObjectiveNamed', data: { player: namer, objective } } });
    }
  }
  return out;
}
