/**
 * How messages name a player: by the display name the set-up gave (`PlayerDef.name`), else by id.
 * @module
 */
import type { BattleState } from '../state/state.js';

/**
 * The name a message uses for `player`: the display name the set-up gave it, else its id (an unknown id as it is).
 * @internal
 */
export function playerLabel(state: BattleState<unknown>, player: string): string {
  const p = Object.prototype.hasOwnProperty.call(state.players, player) ? state.players[player] : undefined;
  return p !== undefined && typeof p.name === 'string' && p.name.trim() !== '' ? p.name : player;
}
