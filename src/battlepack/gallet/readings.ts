/**
 * Readings of a Gallet state that the rules' checks and the pack's choices share (the proving ground, the alpha
 * objective owed, who may name idols): one reading of each rule, in a module without the rules' event definitions, so that
 * `battlepack-engine/sim` (which lists the pack's choices) bundles them without the rules.
 * @module
 */
import { hasKeyword } from '../../core/rules/rules-of.js';
import type { UnitState } from '../../core/state/state.js';
import { activeObjectives, objectiveOwner, opponentOf, roleOf, type GalletState } from './shared.js';

/** The objective marked as the proving ground right now, if any. */
export function currentProvingGround(state: GalletState): string | null {
  const pg = state.ext.provingGround;
  // the marker is lifted at the end of its round (clearProvingGround), so a marker present is this round's
  return pg === null ? null : pg.objective;
}

/**
 * Whether `objective` has been the proving ground before in this battle and so may not be picked again (The Mighty and
 * the Cunning lifts this). The one reading behind the `gallet/proving-ground-repeated` check and the pack's choices.
 */
export function provingGroundRepeated(state: GalletState, objective: string): boolean {
  return !state.ext.options.provingGroundRepeats && state.ext.provingGrounds.some((p) => p.objective === objective);
}

/** The alpha objective named for the current turn, if any. */
export function currentAlpha(state: GalletState): string | null {
  const turn = state.clock.turn?.number ?? 0;
  const round = state.clock.round;
  for (const a of state.ext.alphas) if (a.round === round && a.turn === turn) return a.objective;
  return null;
}

function ownedBy(state: GalletState, player: string): string[] {
  const out: string[] = [];
  for (const o of activeObjectives(state)) if (objectiveOwner(state, o) === player) out.push(o.id);
  return out;
}

/** Who owes this turn's alpha objective, and the objectives they may name. */
export interface AlphaOwed {
  /** The opponent of the player whose turn it is. */
  readonly namer: string;
  /** The namer's own objectives on the battlefield, in the state's order. */
  readonly objectives: readonly string[];
}

/**
 * Who owes this turn's alpha objective and which objectives they may name, or `null` when none is owed (between
 * turns, or already named this turn). The one reading of the rule behind the `gallet/alpha-required` check and the
 * pack's alpha choices: at the start of a turn, `AlphaObjectiveNamed` is accepted for exactly these objectives.
 */
export function alphaOwed(state: GalletState): AlphaOwed | null {
  if (state.clock.turn === null || currentAlpha(state) !== null) return null;
  const namer = opponentOf(state, state.clock.turn.player);
  return { namer, objectives: ownedBy(state, namer) };
}

/**
 * Whether `player` has already used Rally in this hero phase (a command ability is used once per phase). The one reading
 * behind the `gallet/command-once-per-phase` check of Rally and the pack's rally choices.
 */
export function ralliedThisPhase(state: GalletState, player: string): boolean {
  const round = state.clock.round;
  const turn = state.clock.turn?.number ?? 0;
  return state.ext.rallies.some((r) => r.player === player && r.round === round && r.turn === turn);
}

/** Whether `player` lacks the command point Rally costs. The one reading behind Rally's `command-points/insufficient` check and the pack's rally choices. */
export function lacksRallyPoint(state: GalletState, player: string): boolean {
  return (state.players[player]?.commandPoints ?? 0) < 1;
}

/**
 * Whether `player` has already attempted Gaze of Ghur in this hero phase (cast, failed or unbound): core rules 19.1, a
 * spell is attempted once per hero phase, even by another wizard. The one reading behind the
 * `gallet/spell-already-cast` check and the pack's Gaze of Ghur choices.
 */
export function gazeAttempted(state: GalletState, player: string): boolean {
  const round = state.clock.round;
  const turn = state.clock.turn?.number ?? 0;
  return state.ext.gazes.some((g) => g.player === player && g.round === round && g.turn === turn);
}

/** How many idols each player names (In the Presence of Idols). */
export const IDOLS_PER_PLAYER = 3;

/** Whether `u` can be an idol of `player`: theirs, on the battlefield, not LORD KROAK or INCARNATE. */
export function canBeIdol(u: UnitState, player: string): boolean {
  return u.def.owner === player && u.status === 'battlefield' && !hasKeyword(u, 'LORD KROAK') && !hasKeyword(u, 'INCARNATE');
}

/** The units of `player` that can be idols now. */
export function idolCandidates(state: GalletState, player: string): UnitState[] {
  return Object.values(state.units).filter((u) => canBeIdol(u, player));
}

/** Whether `player` must wait for the attacker to name their idols first (an attacker with no unit that can be an idol has nothing to name). */
export function waitsForAttacker(state: GalletState, player: string): boolean {
  const attacker = opponentOf(state, player);
  return roleOf(state, player) !== 'attacker' && state.ext.idols[attacker] === undefined && idolCandidates(state, attacker).length > 0;
}
