/**
 * Battleplan "The Lurkers Below" (table 1, roll 4): no control in round 1; control must be won in a chain (your border,
 * then the centre, then the enemy border), at most one objective gained per turn (FAQ); from round 3 holding every
 * objective wins at once. No victory points are scored.
 * @module
 */
import type { BattleplanDef, ControlChange } from '../../../core/pack/battlepack.js';
import { violation } from '../../../core/errors.js';
import type { CoreEventInput } from '../../../core/events/schema.js';
import type { ObjectiveState } from '../../../core/state/state.js';
import type { GalletExt } from '../ext.js';
import { tieBreakResult } from '../result.js';
import { activeObjectives, otherRole, roleOf, sourceId, type GalletState } from '../shared.js';

/** The round from which holding every objective wins at once. */
export const LURKERS_VICTORY_ROUND = 3;

// Stryker disable next-line ArrowFunction: module-load definition, built once at import before any mutant is switched on (docs/testing.md); the function's body is mutated
const border = (role: 'attacker' | 'defender'): ObjectiveState['placement'] => (role === 'attacker' ? 'border-attacker' : 'border-defender');

function controlsPlacement(state: GalletState, player: string, placement: ObjectiveState['placement']): boolean | null {
  const os = activeObjectives(state).filter((o) => o.placement === placement);
  return os.length === 0 ? null : os.some((o) => o.controller === player);
}

/** Whether `player` may contest `objective` under the chain rule (true when the chain does not apply to it). */
export function chainAllows(state: GalletState, player: string, objective: string): boolean {
  // an objective the battle does not have is outside the chain
  const placement = state.board.objectives[objective]?.placement;
  const role = roleOf(state, player);
  if (placement === 'centre') return controlsPlacement(state, player, border(role)) !== false;
  if (placement === border(otherRole(role))) return controlsPlacement(state, player, 'centre') !== false;
  return true;
}

function chainRank(state: GalletState, player: string, objective: string): number {
  const p = state.board.objectives[objective]?.placement;
  const role = roleOf(state, player);
  return p === border(role) ? 0 : p === 'centre' ? 1 : p === border(otherRole(role)) ? 2 : 3;
}

/** Whether `player` already gained an objective in the current turn (read from when control last changed). */
export function gainedThisTurn(state: GalletState, player: string): boolean {
  const turn = state.clock.turn?.number ?? 0;
  return Object.values(state.board.objectives).some((o) => o.controller === player && o.controlChangedAt?.round === state.clock.round && o.controlChangedAt.turn === turn);
}

/** Filters a report's control changes: none in rounds 0–1; at most one gain per player per turn, the first in chain order. */
export function lurkersFilterControl(state: GalletState, changes: readonly ControlChange[]): ControlChange[] {
  if (state.clock.round <= 1) return [];
  const out: ControlChange[] = [];
  const byPlayer = new Map<string, ControlChange[]>();
  for (const c of changes) {
    if (c.to === null) {
      out.push(c);
      continue;
    }
    byPlayer.set(c.to, [...(byPlayer.get(c.to) ?? []), c]);
  }
  for (const [player, gains] of byPlayer) {
    if (gainedThisTurn(state, player)) continue;
    const first = [...gains].sort((a, b) => chainRank(state, player, a.objective) - chainRank(state, player, b.objective) || a.objective.localeCompare(b.objective))[0];
    if (first !== undefined) out.push(first);
  }
  return out;
}

/** The player who holds every objective on the battlefield, if one does. */
export function holdsEverything(state: GalletState): string | null {
  const os = activeObjectives(state);
  // no objective: `c` is null
  const c = os[0]?.controller ?? null;
  return c !== null && os.every((o) => o.controller === c) ? c : null;
}

// Stryker disable all: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
/** The battleplan. */
export const theLurkersBelow: BattleplanDef<GalletExt> = {
  id: 'the-lurkers-below',
  name: 'The Lurkers Below',
  table: 1,
  roll: 4,
  // FACTS.md §5: 3 on the centre line (each territory's border and the centre), short-edge territories
  objectives: [
    { id: 'attacker-border', name: "Attacker's border", placement: 'border-attacker', position: { x: 15, y: 22 } },
    { id: 'centre', name: 'Centre', placement: 'centre', position: { x: 30, y: 22 } },
    { id: 'defender-border', name: "Defender's border", placement: 'border-defender', position: { x: 45, y: 22 } },
  ],
  maxVp: { perTurn: 0, perBattle: 0 },
  // ghb 2022 s1, "The Lurkers Below": the plan has no victory points at all
  battleTacticVp: 0,
  grandStrategyVp: 0,
  hooks: {
    // Stryker restore all
    // Stryker disable next-line ArrowFunction: module-load definition, built once at import before any mutant is switched on (docs/testing.md); the function's body is mutated
    canContest: (state, entry, unit) => chainAllows(state, unit.def.owner, entry.objective),
    filterControl: lurkersFilterControl,
    // Stryker disable next-line ArrowFunction: module-load definition, built once at import before any mutant is switched on (docs/testing.md); the function's body is mutated
    validate: (state, event) => {
      const e = event as CoreEventInput;
      if (e.type !== 'ObjectiveControlSet' || e.data.player === null || state.clock.round > 1) return [];
      return [violation('gallet/no-control-round-one', 'In The Lurkers Below nobody can take an objective during round 1; set control from round 2 on.', { path: ['data', 'player'] })];
    },
    // Stryker disable next-line ArrowFunction: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
    scoreTurn: () => [],
    // Stryker disable next-line ArrowFunction: module-load definition, built once at import before any mutant is switched on (docs/testing.md); the function's body is mutated
    onTurnEnd: (state) => {
      if (state.clock.round < LURKERS_VICTORY_ROUND) return [];
      const w = holdsEverything(state);
      if (w === null) return [];
      const reason = `${state.players[w]?.name ?? w} controls every objective in round ${state.clock.round}`;
      return [{ kind: 'end-battle', reason, result: { kind: 'major', winner: w, reason, source: sourceId('special-rule', 'lurkers-glorious-victory') } }];
    },
  },
  // no VP: most battle tactics, then a lone grand strategy, else a draw
  // Stryker disable next-line all: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
  result: tieBreakResult,
};
