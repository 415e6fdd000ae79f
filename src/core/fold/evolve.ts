/**
 * Evolve: fold one accepted event into a mutable state (on the public path a copy of the root whose frozen parts are
 * copied before they are written; a plain object on the trusted fast path and in a validated replay). The same code
 * runs on all paths. Hooks are asked for effects; effects are applied here.
 * @module
 */
import type { AnyEvent, Battlepack, HookContext } from '../pack/battlepack.js';
import { packEventOf } from '../rules/rules-of.js';
import type { CoreEventInput } from '../events/schema.js';
import type { BattleState, Draft } from '../state/state.js';
import { assignObjective, recordPositions, recordTableTurn } from '../table/positions.js';
import { keepsTacticWindow } from '../rules/tactic-window.js';
import { copyRoot } from './root.js';
import { type Fold, PRIVATE_FOLD, SHARED_FOLD, closeTacticWindow, ownClock, ownPlayer, ownTerrain, run, setCommandPoints, setUnitStatus } from './write.js';
import { battleSetUp, diceRolled, endBattle, endTurn, phaseStarted, roundBegun, tacticPicked, tacticStatement, turnStarted } from './clock.js';
import { destroyUnit, dropContests, instantContests, modelsSlain, playerWithdrew, unitsAdded } from './units.js';
import { recordContest, setControl, zonesReported } from './board.js';
import { applyEffects } from './effects.js';
export { copyRoot, createInitialState, freezeRoot } from './root.js';
export { PRIVATE_FOLD, SHARED_FOLD, type Fold } from './write.js';
export { checkpointControlChanges, contestAmountNow } from './board.js';
export { defaultResult } from './clock.js';
export { applyEffects } from './effects.js';

/**
 * Folds an accepted event into `s` (mutating it). With `shared`, `s` is a copy of a deep-frozen state's root (see
 * {@link copyRoot}): every frozen object is copied before it is written.
 *
 * The state keeps references to parts of the event instead of copies where the part is stored as it is (a unit's
 * keywords, roles and tags, a zones report's lists): the fold never writes into such a part (a list that changes is
 * replaced, never pushed into or spliced), so sharing it is safe for the engine. On the public path the event is
 * zod's fresh copy of the caller's, so the caller's objects are never kept; on the trusted path they are (see
 * docs/concepts.md, "Trusted path").
 */
export function evolve<X>(pack: Battlepack<X>, s: Draft<X>, event: AnyEvent, shared = false): void {
  // the fold's mode travels with the call (see `Fold`)
  foldEvent(shared ? SHARED_FOLD : PRIVATE_FOLD, pack, s, event);
}

function foldEvent<X>(f: Fold, pack: Battlepack<X>, s: Draft<X>, event: AnyEvent): void {
  const eventIndex = s.eventCount;
  const ctx: HookContext = { eventIndex, edition: pack.edition };
  s.eventCount = eventIndex + 1;
  const type = event.type;

  const packEvent = packEventOf(pack, type);
  if (packEvent !== undefined) {
    if (!packEvent.startOfHeroPhase) closeTacticWindow(f, s);
    // the same object, read as a state by the pack (a cast, not a copy)
    applyEffects(f, pack, s, packEvent.effects(s as BattleState<X>, event as never, ctx), ctx);
    return;
  }
  // ghb 2022 s1 FAQ: start-of-hero-phase effects may come before the pick; anything else closes the window (the same
  // list decide reads for the required pick: `keepsTacticWindow`, asked only while the window is open); `PhaseStarted`
  // sets it itself
  const turn = s.clock.turn;
  if (turn !== null && turn.tacticWindow && type !== 'PhaseStarted' && !keepsTacticWindow(pack, event)) closeTacticWindow(f, s);
  const e = event as CoreEventInput;
  // one function per event type; the most frequent first
  switch (e.type) {
    case 'PhaseStarted':
      return phaseStarted(f, pack, s, e.data, ctx);
    case 'ObjectiveContestReported':
      return recordContest(f, s, e.data.objectives, e.data.contests, e.data.at, eventIndex);
    case 'TurnStarted':
      return turnStarted(f, pack, s, e.data, ctx);
    case 'TurnEnded': {
      const number = turn?.number ?? 0;
      endTurn(f, pack, s, ctx);
      return recordTableTurn(pack, s, number, e.data.player);
    }
    case 'BattleTacticPicked':
      return tacticPicked(f, s, e.data);
    case 'ModelsSlain':
      return modelsSlain(f, pack, s, e.data, ctx);
    case 'ZonesReported':
      return zonesReported(f, s, e.data, eventIndex);
    case 'PriorityDetermined':
    case 'InitiativeSeized':
      return roundBegun(f, pack, s, e, ctx);
    case 'UnitDestroyed': {
      const u = s.units[e.data.unit];
      return destroyUnit(f, pack, s, e.data.unit, e.data.by, ctx, instantContests(e.data.contesting, u?.modelsRemaining ?? 0));
    }
    case 'BattleTacticCompleted':
    case 'BattleTacticFailed':
      return tacticStatement(f, s, e.data, e.type === 'BattleTacticCompleted' ? 'completed' : 'failed');
    case 'UnitsAdded':
      return unitsAdded(f, pack, s, e.data, ctx);
    case 'CommandPointsSpent': {
      const p = s.players[e.data.player];
      if (p !== undefined) setCommandPoints(f, s, e.data.player, p.commandPoints - e.data.amount);
      return;
    }
    case 'CommandPointsGained': {
      const p = s.players[e.data.player];
      if (p !== undefined) setCommandPoints(f, s, e.data.player, p.commandPoints + e.data.amount);
      return;
    }
    case 'UnitArrived':
      return setUnitStatus(f, s, e.data.unit, 'battlefield');
    case 'BattleSetUp':
      return battleSetUp(f, pack, s, e.data, ctx);
    case 'DeploymentFinished': {
      const clock = ownClock(f, s);
      clock.deploymentFirst = e.data.firstFinished;
      clock.stage = 'battle';
      return run(f, pack, s, ctx, 'onBattleStart');
    }
    case 'ObjectiveControlSet':
      return setControl(f, s, e.data.objective, e.data.player, eventIndex);
    case 'GrandStrategyCompleted':
    case 'GrandStrategyFailed': {
      const p = s.players[e.data.player];
      const statement = e.type === 'GrandStrategyCompleted' ? 'completed' : 'failed';
      if (p !== undefined && p.grandStrategyStatement !== statement) (ownPlayer(f, s, e.data.player) as typeof p).grandStrategyStatement = statement;
      return;
    }
    case 'UnitRemoved': {
      const u = s.units[e.data.unit];
      if (u === undefined) return;
      const reason = e.data.reason ?? 'other';
      setUnitStatus(f, s, e.data.unit, reason === 'other' ? 'removed' : 'reserve');
      return dropContests(f, s, u.def.id);
    }
    case 'PositionsReported':
      return recordPositions(pack, s, e.data, eventIndex);
    case 'ObjectiveAssigned':
      return assignObjective(pack, s, e.data, eventIndex);
    case 'TerrainControlSet': {
      const t = s.board.terrain[e.data.terrain];
      if (t !== undefined && t.controller !== e.data.player) (ownTerrain(f, s, e.data.terrain) as typeof t).controller = e.data.player;
      return;
    }
    case 'DiceRolled':
      return diceRolled(f, pack, s, e.data, ctx);
    case 'PlayerWithdrew':
      return playerWithdrew(f, pack, s, e.data, ctx);
    case 'BattleEnded': {
      const why = e.data.reason === 'concession' ? `${e.data.concededBy ?? 'a player'} conceded` : e.data.reason === 'time' ? 'time was called' : 'the players agreed to end the battle';
      return endBattle(f, pack, s, ctx, why, e.data.reason === 'concession' ? e.data.concededBy : undefined);
    }
  }
}
