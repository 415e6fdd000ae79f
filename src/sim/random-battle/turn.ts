/**
 * A turn of a generated battle, phase by phase: its start (withdrawal, an early end), what happens in each phase (the
 * hero phase's picks, arrivals from reserve, battlefield reports, casualties, the pack's events), the next phase
 * (sometimes skipping one), and the end of the turn (battle tactics completed or failed, objectives set by hand).
 * @module
 */
import { historyFind } from '../../core/state/history.js';
import type { AnyEventSchema, PackEventDef } from '../../core/pack/battlepack.js';
import type { Phase, UnitOrigin } from '../../core/events/schema.js';
import type { UnitState } from '../../core/state/state.js';
import type { Generator } from './generator.js';
import { casualties, contest, zones } from './battlefield-reports.js';
import { commandPoints, pickTactic } from './hero-phase.js';
import { chance } from './random-player.js';
import { defaultRandomRoster } from './rosters.js';

/** One step of the turn under way: its start (phase `null`) or one phase, then the next phase or the end of the turn. @internal */
export function phaseStep<X, E extends readonly PackEventDef<X, AnyEventSchema>[]>(g: Generator<X, E>, player: string, phase: Phase | null): void {
  const rng = g.rng;
  const c = g.chances;
  if (phase === null) {
    // a pack without a withdrawal rule offers no withdrawal: nothing to list (and no dice drawn, no chooser asked)
    const withdraw = g.engine.pack.options.withdrawal === undefined ? null : g.choose(player, g.list({ dice: rng, source: 'core', kinds: ['PlayerWithdrew'] }).source(), false, c.withdraw);
    if (withdraw !== null) {
      g.emitChoice(withdraw);
      if (g.ended || g.s.clock.turn?.phase !== null) return;
    }
    if (chance(rng, c.endEarly)) {
      const reason = rng.pick(['time', 'concession', 'agreement'] as const);
      g.tryEmit({ type: 'BattleEnded', data: reason === 'concession' ? { reason, concededBy: player } : { reason } });
      if (g.ended) return;
    }
    g.extras('turn-start');
    if (g.ended || g.s.clock.turn === null || g.s.clock.turn.phase !== null) return;
    g.must({ type: 'PhaseStarted', data: { phase: 'hero' } });
    return;
  }
  switch (phase) {
    case 'hero':
      g.extras('hero-phase-start');
      pickTactic(g, player);
      commandPoints(g, player);
      g.extras('hero-phase');
      if (chance(rng, c.contest * 0.3)) contest(g);
      break;
    case 'movement':
      arrivals(g, player);
      if (chance(rng, c.zones)) zones(g);
      if (chance(rng, c.contest)) contest(g);
      g.extras('movement-end');
      break;
    case 'shooting':
      casualties(g, player);
      g.extras('shooting');
      break;
    case 'charge':
      if (chance(rng, c.zones * 0.3)) zones(g);
      g.extras('charge');
      break;
    case 'combat':
      casualties(g, player);
      if (chance(rng, c.contest * 0.5)) contest(g);
      g.extras('combat');
      break;
    default:
      break;
  }
  if (g.ended || g.s.clock.turn === null || g.s.clock.turn.phase !== phase) return;
  // the next phase (sometimes skipping one), or the end of the turn after the last
  const i = g.phases.indexOf(phase);
  let next = i + 1;
  while (next < g.phases.length && chance(rng, c.skipPhase)) next++;
  const nextPhase = g.phases[next];
  if (nextPhase !== undefined) {
    g.must({ type: 'PhaseStarted', data: { phase: nextPhase } });
    return;
  }
  endTurn(g, player);
}

/** Ends the turn of `player`: last reports, sometimes a battle tactic completed or failed, then `TurnEnded`. @internal */
export function endTurn<X, E extends readonly PackEventDef<X, AnyEventSchema>[]>(g: Generator<X, E>, player: string): void {
  const rng = g.rng;
  const c = g.chances;
  if (chance(rng, c.casualties * 0.3)) casualties(g, player);
  if (chance(rng, c.contest)) contest(g);
  if (chance(rng, c.controlSet)) {
    const objectives = g.activeObjectives();
    if (objectives.length > 0) {
      const o = rng.pick(objectives);
      g.tryEmit({ type: 'ObjectiveControlSet', data: { objective: o, player: chance(rng, 0.2) ? null : rng.pick(g.players()), reason: 'set by hand' } });
    }
  }
  const turn = g.s.clock.turn;
  if (turn !== null && chance(rng, c.stateTactic)) {
    const pick = historyFind(g.s.history.tactics, (t) => t.player === player && t.round === g.s.clock.round && t.turn === turn.number && t.statement === null);
    if (pick !== undefined) g.tryEmit({ type: chance(rng, 0.5) ? 'BattleTacticCompleted' : 'BattleTacticFailed', data: { player, tactic: pick.tactic } });
  }
  g.extras('turn-end');
  if (g.ended || g.s.clock.turn === null) return;
  g.must({ type: 'TurnEnded', data: { player } });
}

/** The movement phase's arrivals: units from reserve, sometimes a unit summoned or replaced, rarely one removed. @internal */
export function arrivals<X, E extends readonly PackEventDef<X, AnyEventSchema>[]>(g: Generator<X, E>, player: string): void {
  const rng = g.rng;
  for (const u of Object.values(g.s.units) as UnitState[]) {
    if (u.def.owner === player && u.status === 'reserve' && chance(rng, 0.4)) g.tryEmit({ type: 'UnitArrived', data: { unit: u.def.id } });
  }
  if (chance(rng, g.chances.summon)) {
    const origin: UnitOrigin = chance(rng, 0.6) ? 'summoned' : 'replacement';
    const base = defaultRandomRoster(rng, { player, index: 0, edition: g.engine.pack.edition, idPrefix: 'tmp', pointsLimit: 0 }, { min: 2, max: 2 })[1];
    if (base !== undefined) g.tryEmit({ type: 'UnitsAdded', data: { origin, units: [{ ...base, id: `s${g.s.eventCount}`, general: false }] } });
  }
  if (chance(rng, 0.03)) {
    const mine = g.onBattlefield(player);
    if (mine.length > 1) g.tryEmit({ type: 'UnitRemoved', data: { unit: rng.pick(mine).def.id, reason: rng.pick(['garrison', 'set-up-again', 'other'] as const) } });
  }
}
