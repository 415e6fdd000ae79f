/**
 * "Glorious Victory": most VP wins a major victory; tied VP → most battle tactics completed wins a minor victory;
 * still tied → the only player who completed their grand strategy wins a minor victory; otherwise a draw.
 * @module
 */
import { selectBattleTactics } from '../../core/state/scoring-selectors.js';
import type { RuleInfo } from '../../core/pack/battlepack.js';
import type { BattleResult } from '../../core/state/state.js';
import { sourceId, type GalletState } from './shared.js';

/** Reference data of the result rule. */
// Stryker disable all: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
export const gloriousVictory: RuleInfo = {
  id: 'glorious-victory',
  name: 'Glorious Victory',
};
// Stryker restore all

// Stryker disable next-line ArrowFunction: module-load definition, built once at import before any mutant is switched on (docs/testing.md); the function's body is mutated
const name = (state: GalletState, id: string): string => state.players[id]?.name ?? id;

// a player of the battle (every id of the set-up's player order has its record)
// Stryker disable next-line ArrowFunction: module-load definition, built once at import before any mutant is switched on (docs/testing.md); the function's body is mutated
const player = (state: GalletState, id: string): GalletState['players'][string] => state.players[id] as GalletState['players'][string];

/** The tie-breaks after victory points: battle tactics completed, then a lone grand strategy, else a draw. */
export function tieBreakResult(state: GalletState): BattleResult {
  // a battle has two players once set up (the schema requires them), none before
  if (state.setup.playerOrder.length < 2) return { kind: 'draw', winner: null, reason: 'no players', source: sourceId('result', 'draw') };
  const [a, b] = state.setup.playerOrder as readonly [string, string];
  const tactics = (p: string): number => selectBattleTactics(state).filter((t) => t.player === p && t.status === 'completed').length;
  const ta = tactics(a);
  const tb = tactics(b);
  if (ta !== tb) {
    const w = ta > tb ? a : b;
    return { kind: 'minor', winner: w, reason: `${name(state, w)} completed more battle tactics (${Math.max(ta, tb)} to ${Math.min(ta, tb)})`, source: sourceId('result', 'most-battle-tactics') };
  }
  const ga = player(state, a).grandStrategyCompleted === true;
  const gb = player(state, b).grandStrategyCompleted === true;
  if (ga !== gb) {
    const w = ga ? a : b;
    return { kind: 'minor', winner: w, reason: `${name(state, w)} alone completed their grand strategy`, source: sourceId('result', 'grand-strategy') };
  }
  return {
    kind: 'draw',
    winner: null,
    reason: `tied on battle tactics (${ta} each) and ${ga ? 'both' : 'neither'} completed their grand strategy`,
    source: sourceId('result', 'draw'),
  };
}

/** The pack's result: VP first, then the tie-breaks. */
export function galletResult(state: GalletState): BattleResult {
  // before set-up there are no players: no VP either side, and the tie-breaks say so
  const [a, b] = state.setup.playerOrder as readonly [string, string];
  const va = state.players[a]?.vp ?? 0;
  const vb = state.players[b]?.vp ?? 0;
  if (va !== vb) {
    const w = va > vb ? a : b;
    return { kind: 'major', winner: w, reason: `${name(state, w)} has the most victory points (${Math.max(va, vb)} to ${Math.min(va, vb)})`, source: sourceId('result', 'most-victory-points') };
  }
  const r = tieBreakResult(state);
  return { ...r, reason: `tied on ${va} VP; ${r.reason}` };
}
