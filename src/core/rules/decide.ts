/**
 * Decide: whether an event may be folded into the state. Reads only; returns violations.
 * @module
 */
import { historyAt, historyFind, historyIndex } from '../state/history.js';
import type { AnyEvent, Battlepack, HookContext, Hooks } from '../pack/battlepack.js';
import { editionProfile } from './edition.js';
import { violation, type RuleViolation } from '../errors.js';
import { currentRound, has, hookTableOf, packEventOf, planOf } from './rules-of.js';
import type { CoreEventInput } from '../events/schema.js';
import type { BattleState } from '../state/state.js';
import { assignmentChecks, positionsChecks, setUpMapChecks } from '../table/positions.js';
import { misplacedStartOfHeroPhase, missingPick } from './tactic-window.js';
import { playerLabel } from './names.js';

type V = RuleViolation[];

/** The answer when nothing is wrong: one frozen empty list, not a new one per event (most events raise nothing). */
export const NO_VIOLATIONS: readonly RuleViolation[] = Object.freeze([]);
const NONE = NO_VIOLATIONS as V;

const data = (field: string): ['data', string] => ['data', field];

function needPlayer(state: BattleState<unknown>, player: string, field = 'player'): V {
  return has(state.players, player)
    ? NONE
    : [violation('setup/invalid-players', `"${player}" is not a player of this battle; the players are ${state.setup.playerOrder.join(' and ')}.`, { path: data(field), ref: player })];
}

/** `objective/unknown` or `objective/inactive` for an objective `id` named at `path` that is not on the battlefield (what it would be done to: `contested`, `controlled`); null if it is. */
function objectiveProblem(state: BattleState<unknown>, id: string, path: (string | number)[], action: string): RuleViolation | null {
  const o = state.board.objectives[id];
  if (o === undefined || !has(state.board.objectives, id)) return violation('objective/unknown', `No objective "${id}"; the objectives are ${Object.keys(state.board.objectives).join(', ') || 'none'}.`, { path, ref: id });
  if (!o.active) return violation('objective/inactive', `Objective "${id}" is not on the battlefield; only objectives on the battlefield (${activeObjectives(state)}) can be ${action}.`, { path, ref: id });
  return null;
}

function needUnit(state: BattleState<unknown>, unit: string, field = 'unit'): V {
  return has(state.units, unit)
    ? NONE
    : [violation('unit/unknown', `No unit "${unit}" has been added to this battle; add it with UnitsAdded first.`, { path: data(field), ref: unit })];
}

function needOnBattlefield(state: BattleState<unknown>, unit: string, field = 'unit'): V {
  const missing = needUnit(state, unit, field);
  if (missing.length > 0) return missing;
  const u = state.units[unit];
  return u !== undefined && u.status === 'battlefield'
    ? NONE
    : [violation('unit/not-on-battlefield', `Unit "${unit}" is ${u?.status ?? 'unknown'}, not on the battlefield; only units on the battlefield can do this.`, { path: data(field), ref: unit })];
}

function activeObjectives(state: BattleState<unknown>): string {
  return (
    Object.values(state.board.objectives)
      .filter((o) => o.active)
      .map((o) => o.id)
      .join(', ') || 'none'
  );
}

function needTurnOf(state: BattleState<unknown>, player: string): V {
  if (state.clock.turn === null)
    return [violation('turn/no-turn', 'No turn is under way; start one with TurnStarted first.', { path: data('player') })];
  if (state.clock.turn.player !== player)
    return [violation('turn/not-active-player', `It is ${playerLabel(state, state.clock.turn.player)}'s turn, not ${playerLabel(state, player)}'s; only the active player can do this.`, { path: data('player'), ref: player })];
  return NONE;
}

/**
 * Every violation that stops `event` from being folded into `state` under `pack`. Empty means accepted.
 * @internal Use `engine.check`, which parses the event first.
 */
export function decide<X>(pack: Battlepack<X>, state: BattleState<X>, event: AnyEvent, eventIndex: number): readonly RuleViolation[] {
  const base = decideCore(pack, state, event);
  if (base.length > 0) return base;
  // an effect stamped at the start of the hero phase comes only then (ruling core/tactic-window)
  const misplaced = misplacedStartOfHeroPhase(state, event);
  if (misplaced.length > 0) return misplaced;
  // a pack may require a battle tactic each hero phase: nothing closes the pick window until one is picked
  const owed = missingPick(pack, state, event);
  if (owed.length > 0) return owed;
  // only the hooks that validate (most events of most battles: one or two); a list is made only for violations
  const validators = hookTableOf(pack, state).validate;
  let out = NONE;
  if (validators.length === 0) return out;
  const ctx: HookContext = { eventIndex, edition: pack.edition };
  for (let i = 0; i < validators.length; i++) {
    const vs = (validators[i] as Hooks<X>).validate?.(state, event, ctx);
    if (vs !== undefined && vs.length > 0) out = [...out, ...vs];
  }
  return out;
}

function decideCore<X>(pack: Battlepack<X>, state: BattleState<X>, event: AnyEvent): V {
  if (state.clock.stage === 'ended')
    return [violation('battle/already-over', `The battle has ended (${state.clock.result?.reason ?? 'ended'}); no event is accepted after the end.`, { path: ['type'] })];
  if (state.clock.pendingRoll !== null && !(event.type === 'DiceRolled' && (event.data as { rule?: unknown }).rule === state.clock.pendingRoll.rule))
    return [
      violation('battle/roll-required', `The engine is waiting for the "${state.clock.pendingRoll.rule}" roll (${state.clock.pendingRoll.reason}); send DiceRolled with rule "${state.clock.pendingRoll.rule}" first.`, { path: ['type'] }),
    ];
  if (state.clock.stage === 'awaiting-setup' && event.type !== 'BattleSetUp')
    return [violation('setup/not-set-up', 'The battle has not been set up; the first event must be BattleSetUp.', { path: ['type'] })];

  const packEvent = packEventOf(pack, event.type);
  if (packEvent !== undefined) {
    if (state.clock.stage === 'awaiting-setup') return [violation('setup/not-set-up', 'The battle has not been set up; the first event must be BattleSetUp.', { path: ['type'] })];
    const vs = packEvent.decide(state, event as never, { eventIndex: state.eventCount, edition: pack.edition });
    return vs.length === 0 ? NONE : [...vs];
  }

  const e = event as CoreEventInput;
  const edition = editionProfile(pack.edition);
  switch (e.type) {
    case 'BattleSetUp': {
      if (state.clock.stage !== 'awaiting-setup') return [violation('setup/already-set-up', 'The battle is already set up; BattleSetUp comes once, first.', { path: ['type'] })];
      const d = e.data;
      const out: V = [];
      if (d.battlepack.id !== pack.id)
        out.push(violation('setup/battlepack-mismatch', `This engine runs battlepack "${pack.id}", not "${d.battlepack.id}"; set battlepack.id to "${pack.id}".`, { path: ['data', 'battlepack', 'id'] }));
      if (!has(pack.battleplans, d.battleplan))
        out.push(violation('setup/unknown-battleplan', `Unknown battleplan "${d.battleplan}"; this pack has: ${Object.keys(pack.battleplans).join(', ')}.`, { path: data('battleplan'), ref: d.battleplan }));
      if (pack.pointsLimits.length > 0 && !pack.pointsLimits.includes(d.pointsLimit))
        out.push(violation('setup/invalid-points-limit', `A points limit of ${d.pointsLimit} is not allowed; it must be ${pack.pointsLimits.join(' or ')}.`, { path: data('pointsLimit') }));
      const [p1, p2] = d.players;
      if (p1 !== undefined && p2 !== undefined) {
        if (p1.id === p2.id) out.push(violation('setup/invalid-players', 'The two players need different ids.', { path: ['data', 'players', 1, 'id'] }));
        if (p1.role === p2.role) out.push(violation('setup/invalid-players', 'One player must be the attacker and the other the defender.', { path: ['data', 'players', 1, 'role'] }));
      }
      d.players.forEach((p, i) => {
        if (p.grandStrategy !== undefined && !has(pack.grandStrategies, p.grandStrategy))
          out.push(
            violation('setup/unknown-grand-strategy', `Unknown grand strategy "${p.grandStrategy}"; this pack has: ${Object.keys(pack.grandStrategies).join(', ') || 'none'}.`, {
              path: ['data', 'players', i, 'grandStrategy'],
              ref: p.grandStrategy,
            }),
          );
      });
      const ids = new Set<string>();
      (d.objectives ?? []).forEach((o, i) => {
        if (ids.has(o.id)) out.push(violation('setup/duplicate-id', `Objective id "${o.id}" is used twice; every objective needs its own id.`, { path: ['data', 'objectives', i, 'id'] }));
        ids.add(o.id);
      });
      const tids = new Set<string>();
      (d.terrain ?? []).forEach((t, i) => {
        if (tids.has(t.id)) out.push(violation('setup/duplicate-id', `Terrain id "${t.id}" is used twice; every terrain feature needs its own id.`, { path: ['data', 'terrain', i, 'id'] }));
        tids.add(t.id);
      });
      return out.length > 0 ? out : [...setUpMapChecks(pack, d)];
    }
    case 'UnitsAdded': {
      const out: V = [];
      const seen = new Set<string>();
      e.data.units.forEach((u, i) => {
        if (has(state.units, u.id) || seen.has(u.id))
          out.push(violation('unit/duplicate-id', `Unit id "${u.id}" is already in the battle; every unit needs its own id.`, { path: ['data', 'units', i, 'id'], ref: u.id }));
        seen.add(u.id);
        if (!has(state.players, u.owner))
          out.push(violation('unit/unknown-owner', `Unit "${u.id}" belongs to "${u.owner}", who is not a player; the players are ${state.setup.playerOrder.join(' and ')}.`, { path: ['data', 'units', i, 'owner'], ref: u.owner }));
      });
      return out;
    }
    case 'UnitArrived': {
      const v = needUnit(state, e.data.unit);
      if (v.length > 0) return v;
      if (state.clock.stage !== 'battle') return [violation('battle/not-started', 'Reserve units arrive during the battle, after deployment.', { path: ['type'] })];
      return state.units[e.data.unit]?.status === 'reserve'
        ? NONE
        : [violation('unit/not-in-reserve', `Unit "${e.data.unit}" is ${state.units[e.data.unit]?.status ?? 'unknown'}, not in reserve; only units in reserve can arrive.`, { path: data('unit'), ref: e.data.unit })];
    }
    case 'DeploymentFinished': {
      if (state.clock.stage !== 'deployment') return [violation('deployment/already-finished', 'Deployment has already finished; DeploymentFinished comes once, after set-up and before the first battle round.', { path: ['type'] })];
      return needPlayer(state, e.data.firstFinished, 'firstFinished');
    }
    case 'PriorityDetermined':
    case 'InitiativeSeized': {
      if (state.clock.stage !== 'battle') return [violation('deployment/not-finished', 'Deployment must finish (DeploymentFinished) before the first battle round.', { path: ['type'] })];
      if (state.clock.turn !== null) return [violation('turn/in-progress', `${playerLabel(state, state.clock.turn.player)}'s turn is still under way; end it first.`, { path: ['type'] })];
      const cur = currentRound(state);
      if (cur !== undefined && cur.turnsEnded < 2) return [violation('priority/round-in-progress', `Round ${state.clock.round} still has a turn to play; priority comes after both turns of this round have ended.`, { path: ['type'] })];
      const round = e.data.round;
      if (round !== state.clock.round + 1)
        return [violation('priority/wrong-round', `The next battle round is ${state.clock.round + 1}, not ${round}.`, { path: data('round') })];
      if (e.type === 'InitiativeSeized') {
        if (!pack.options.seizeInitiative)
          return [violation('initiative/not-allowed', `Seizing the initiative is not a rule of ${pack.name}; each round's turn order comes from PriorityDetermined.`, { path: ['type'] })];
        const v = needPlayer(state, e.data.player);
        if (v.length > 0) return v;
        const prev = historyAt(state.history.rounds, -1);
        if (prev === undefined || prev.second !== e.data.player)
          return [violation('initiative/not-second-player', 'Only the player who took the second turn in the previous round can seize the initiative.', { path: data('player'), ref: e.data.player })];
        // seizing is winning the round's priority roll-off and taking the first turn (ruling `core/seizure-needs-roll`)
        const rolls = e.data.rolls;
        if (rolls === undefined)
          return [
            violation('initiative/rolls-required', `Seizing the initiative is winning this round's priority roll-off: give "rolls" with one dice for each of ${state.setup.playerOrder.join(' and ')}.`, {
              path: data('rolls'),
            }),
          ];
        const stranger = Object.keys(rolls).find((p) => !has(state.players, p));
        if (stranger !== undefined)
          return [violation('setup/invalid-players', `"${stranger}" is not a player of this battle; rolls are given for ${state.setup.playerOrder.join(' and ')}.`, { path: ['data', 'rolls', stranger], ref: stranger })];
        const won = priorityWinner(pack, state, round, rolls);
        if (typeof won !== 'string') return [{ ...won, path: data('rolls') }];
        return won === e.data.player
          ? NONE
          : [
              violation('initiative/roll-lost', `${playerLabel(state, e.data.player)} did not win the priority roll-off (${state.setup.playerOrder.map((p) => `${playerLabel(state, p)} ${rolls[p] ?? '?'}`).join(', ')}), so they cannot seize the initiative; record the round with PriorityDetermined.`, {
                path: data('rolls'),
                ref: e.data.player,
              }),
            ];
      }
      const d = e.data;
      const v = [...needPlayer(state, d.firstTurn, 'firstTurn'), ...(d.winner !== undefined ? needPlayer(state, d.winner, 'winner') : [])];
      if (v.length > 0) return v;
      const expected = priorityWinner(pack, state, round, d.rolls);
      if (typeof expected !== 'string') return [expected];
      // rolls that do not decide priority (round 1 after deployment) are still recorded: only the players' own
      const stranger = Object.keys(d.rolls ?? {}).find((p) => !has(state.players, p));
      if (stranger !== undefined)
        return [violation('setup/invalid-players', `"${stranger}" is not a player of this battle; rolls are given for ${state.setup.playerOrder.join(' and ')}.`, { path: ['data', 'rolls', stranger], ref: stranger })];
      if (d.winner !== undefined && d.winner !== expected)
        return [violation('priority/winner-mismatch', `By the rules the priority goes to ${expected}, not ${d.winner}; leave "winner" out or set it to ${expected}.`, { path: data('winner'), ref: d.winner })];
      return NONE;
    }
    case 'TurnStarted': {
      if (state.clock.stage !== 'battle') return [violation('battle/not-started', 'Turns start once deployment has finished and a round has begun.', { path: ['type'] })];
      if (state.clock.turn !== null) return [violation('turn/in-progress', `${playerLabel(state, state.clock.turn.player)}'s turn is still under way; end it first.`, { path: ['type'] })];
      const cur = currentRound(state);
      if (cur === undefined || cur.turnsEnded >= 2)
        return [violation('turn/round-not-started', `Round ${state.clock.round + 1} has not begun; send PriorityDetermined first.`, { path: ['type'] })];
      const expected = cur.turnsEnded === 0 ? cur.first : cur.second;
      return e.data.player === expected
        ? NONE
        : [violation('turn/wrong-player', `The next turn of round ${cur.round} is ${playerLabel(state, expected)}'s, not ${playerLabel(state, e.data.player)}'s.`, { path: data('player'), ref: e.data.player })];
    }
    case 'TurnEnded':
      return needTurnOf(state, e.data.player);
    case 'PhaseStarted': {
      if (state.clock.turn === null) return [violation('turn/no-turn', 'Phases happen inside a turn; start one with TurnStarted.', { path: ['type'] })];
      const order = edition.phases;
      const next = order.indexOf(e.data.phase);
      if (next < 0)
        return [violation('phase/no-phase', `Edition ${edition.edition} turns have no ${e.data.phase} phase; the phases are ${order.join(', ')}.`, { path: data('phase') })];
      const now = state.clock.turn.phase === null ? -1 : order.indexOf(state.clock.turn.phase);
      return next > now
        ? NONE
        : [violation('phase/out-of-order', `The ${e.data.phase} phase cannot start after the ${state.clock.turn.phase ?? 'start'} of the turn; phases go ${order.join(', ')}.`, { path: data('phase') })];
    }
    case 'BattleTacticPicked': {
      const d = e.data;
      const v = needTurnOf(state, d.player);
      if (v.length > 0) return v;
      const def = pack.battleTactics[d.tactic];
      if (def === undefined || !has(pack.battleTactics, d.tactic))
        return [violation('battle-tactic/unknown', `Unknown battle tactic "${d.tactic}"; this pack has: ${Object.keys(pack.battleTactics).join(', ') || 'none'}.`, { path: data('tactic'), ref: d.tactic })];
      // the player's picks so far: one this turn, one of this tactic (one look over the list)
      let thisTurn = false;
      let used = false;
      // (read in place: no copy of the history)
      historyIndex(state.history.tactics, (t) => {
        if (t.player !== d.player) return false;
        if (t.round === state.clock.round && t.turn === state.clock.turn?.number) thisTurn = true;
        if (t.tactic === d.tactic) used = true;
        return false;
      });
      // checked before the window: a pick closes the window, and "one per turn" is the better answer to a second pick
      if (thisTurn)
        return [violation('battle-tactic/one-per-turn', 'You have already picked a battle tactic this turn; only one is allowed per turn.', { path: data('tactic'), ref: d.tactic })];
      if (state.clock.turn === null || state.clock.turn.phase !== 'hero' || !state.clock.turn.tacticWindow)
        return [violation('battle-tactic/not-hero-phase-start', 'A battle tactic is picked at the start of your hero phase, before other actions of that phase.', { path: ['type'], ref: d.tactic })];
      if (used)
        return [violation('battle-tactic/already-used', `${def.name} has already been picked in this battle; each battle tactic can be picked once.`, { path: data('tactic'), ref: d.tactic })];
      if (def.available !== undefined && !def.available(state, d.player))
        return [violation('battle-tactic/invalid-target', `${def.name} cannot be picked now: its conditions are not met.`, { path: data('tactic'), ref: d.tactic })];
      if (def.target === undefined)
        return d.target === undefined ? NONE : [violation('battle-tactic/invalid-target', `${def.name} takes no target.`, { path: data('target'), ref: d.tactic })];
      if (d.target === undefined)
        return [violation('battle-tactic/invalid-target', `${def.name} needs a target: ${def.target.describe}.`, { path: data('target'), ref: d.tactic })];
      if (d.target.kind !== def.target.kind)
        return [violation('battle-tactic/invalid-target', `${def.name} targets ${def.target.describe}, not a ${d.target.kind}.`, { path: ['data', 'target', 'kind'], ref: d.tactic })];
      return [...def.target.validate(state, d.player, d.target)];
    }
    case 'BattleTacticCompleted':
    case 'BattleTacticFailed': {
      const d = e.data;
      const v = needTurnOf(state, d.player);
      if (v.length > 0) return v;
      const pick = historyFind(state.history.tactics, (t) => t.player === d.player && t.tactic === d.tactic && t.round === state.clock.round && t.turn === state.clock.turn?.number);
      if (pick === undefined)
        return [violation('battle-tactic/not-picked', `${playerLabel(state, d.player)} did not pick "${d.tactic}" this turn; only this turn's tactic can be completed or failed.`, { path: data('tactic'), ref: d.tactic })];
      return pick.statement === null
        ? NONE
        : [violation('battle-tactic/already-resolved', `"${d.tactic}" was already stated as ${pick.statement}; a picked tactic is stated completed or failed once.`, { path: data('tactic'), ref: d.tactic })];
    }
    case 'GrandStrategyCompleted':
    case 'GrandStrategyFailed': {
      if (state.clock.stage !== 'battle') return [violation('battle/not-started', 'A grand strategy is stated during the battle, before it ends.', { path: ['type'] })];
      const v = needPlayer(state, e.data.player);
      if (v.length > 0) return v;
      const p = state.players[e.data.player];
      if (p === undefined || p.grandStrategy === null)
        return [violation('grand-strategy/none', `${playerLabel(state, e.data.player)} picked no grand strategy, so there is nothing to state.`, { path: data('player'), ref: e.data.player })];
      return p.grandStrategyStatement === undefined
        ? NONE
        : [violation('grand-strategy/already-stated', `${playerLabel(state, e.data.player)}'s grand strategy was already stated as ${p.grandStrategyStatement}; it is stated once.`, { path: data('player'), ref: e.data.player })];
    }
    case 'ObjectiveControlSet': {
      const bad = objectiveProblem(state, e.data.objective, data('objective'), 'controlled');
      if (bad !== null) return [bad];
      return e.data.player === null ? NONE : needPlayer(state, e.data.player);
    }
    case 'ObjectiveContestReported': {
      if (state.clock.stage !== 'battle') return [violation('battle/not-started', 'Objectives are contested once deployment has finished.', { path: ['type'] })];
      const out: V = [];
      const covered = e.data.objectives;
      if (covered !== undefined)
        for (let i = 0; i < covered.length; i++) {
          const bad = objectiveProblem(state, covered[i] as string, ['data', 'objectives', i], 'contested');
          if (bad !== null) out.push(bad);
        }
      // a unit appears once per objective in a report, and in 4th edition counts toward one objective only (seed
      // 32.1): its other entries are marked `counts: false`
      const contests = e.data.contests;
      const one = edition.unitContestsOneObjective;
      // what the entries before say of a unit, by a look back over them: no sets and no keys for the two or three entries
      // of most reports, and at most 500 × 499 / 2 comparisons for the longest the schema allows. The path of an
      // entry's field is made only for a violation
      for (let i = 0; i < contests.length; i++) {
        const c = contests[i] as (typeof contests)[number];
        const u = has(state.units, c.unit) ? state.units[c.unit] : undefined;
        if (u === undefined) out.push(violation('unit/unknown', `No unit "${c.unit}" has been added to this battle; add it with UnitsAdded first.`, { path: at(i, 'unit'), ref: c.unit }));
        else if (u.status !== 'battlefield') out.push(violation('unit/not-on-battlefield', `Unit "${c.unit}" is not on the battlefield, so it cannot contest objectives.`, { path: at(i, 'unit'), ref: c.unit }));
        else {
          const over = contestBounds(edition, { id: u.def.id, modelsRemaining: u.modelsRemaining, control: u.def.control }, c, i);
          if (over !== null) out.push(over);
        }
        const bad = objectiveProblem(state, c.objective, at(i, 'objective'), 'contested');
        if (bad !== null) out.push(bad);
        if (edition.control === 'models' && c.models === undefined) out.push(violation('contest/wrong-measure', `Edition ${edition.edition} counts contesting models: give "models" for each entry.`, { path: at(i, 'models') }));
        if (edition.control === 'control-score' && c.controlScore === undefined)
          out.push(violation('contest/wrong-measure', `Edition ${edition.edition} sums control scores: give "controlScore" for each entry.`, { path: at(i, 'controlScore') }));
        // whether the unit was listed for this objective before, and the objective its first counted entry named
        let twice = false;
        let before: string | undefined;
        for (let j = 0; j < i; j++) {
          const d = contests[j] as (typeof contests)[number];
          if (d.unit !== c.unit) continue;
          if (d.objective === c.objective) twice = true;
          if (before === undefined && one && d.counts !== false) before = d.objective;
        }
        if (twice)
          out.push(
            violation('contest/unit-counted-twice', `Unit "${c.unit}" is listed twice for objective "${c.objective}"; a report gives each unit once per objective, with all its contesting models.`, {
              path: at(i, 'unit'),
              ref: c.unit,
            }),
          );
        if (!one || c.counts === false) continue;
        if (before !== undefined && before !== c.objective)
          out.push(
            violation(
              'contest/unit-counted-twice',
              `Unit "${c.unit}" is counted toward two objectives ("${before}" and "${c.objective}"); in edition ${edition.edition} each unit counts toward one objective only: mark its other entries \`counts: false\` (core 32.1).`,
              { path: at(i, 'unit'), ref: c.unit },
            ),
          );
      }
      return out;
    }
    case 'ModelsSlain': {
      const v = needOnBattlefield(state, e.data.unit);
      if (v.length > 0) return v;
      const u = state.units[e.data.unit];
      if (u !== undefined && e.data.count > u.modelsRemaining)
        return [violation('unit/too-many-slain', `Unit "${u.def.id}" has ${u.modelsRemaining} models left, so ${e.data.count} cannot be slain; slay at most ${u.modelsRemaining}.`, { path: data('count'), ref: u.def.id })];
      if (u !== undefined && e.data.contesting !== undefined && e.data.count < u.modelsRemaining)
        return [
          violation('contest/not-destroyed', `"contesting" says what a unit was contesting when it was destroyed; slaying ${e.data.count} of ${u.modelsRemaining} models does not destroy "${u.def.id}", so leave it out.`, {
            path: data('contesting'),
            ref: u.def.id,
          }),
        ];
      return [...causeChecks(state, e.data.by), ...instantContestChecks(state, e.data.contesting)];
    }
    case 'UnitDestroyed':
      return [...needOnBattlefield(state, e.data.unit), ...causeChecks(state, e.data.by), ...instantContestChecks(state, e.data.contesting)];
    case 'UnitRemoved':
      return needOnBattlefield(state, e.data.unit);
    case 'ZonesReported': {
      const out: V = [];
      for (const id in e.data.units) {
        if (!has(state.units, id)) out.push(violation('unit/unknown', `No unit "${id}" has been added to this battle; zones are reported for units added with UnitsAdded.`, { path: ['data', 'units', id], ref: id }));
      }
      return out;
    }
    case 'PositionsReported':
      return [...positionsChecks(pack, state, e.data)];
    case 'ObjectiveAssigned':
      return [...assignmentChecks(pack, state, e.data)];
    case 'TerrainControlSet': {
      if (!has(state.board.terrain, e.data.terrain))
        return [violation('terrain/unknown', `No terrain feature "${e.data.terrain}"; the features are ${Object.keys(state.board.terrain).join(', ') || 'none'}.`, { path: data('terrain'), ref: e.data.terrain })];
      return e.data.player === null ? NONE : needPlayer(state, e.data.player);
    }
    case 'CommandPointsGained':
      return needPlayer(state, e.data.player);
    case 'CommandPointsSpent': {
      const v = needPlayer(state, e.data.player);
      if (v.length > 0) return v;
      const have = state.players[e.data.player]?.commandPoints ?? 0;
      return e.data.amount <= have
        ? NONE
        : [violation('command-points/insufficient', `${playerLabel(state, e.data.player)} has ${have} command points and cannot spend ${e.data.amount}; spend at most ${have}.`, { path: data('amount'), ref: e.data.player })];
    }
    case 'DiceRolled': {
      if (e.data.player !== undefined) {
        const v = needPlayer(state, e.data.player);
        if (v.length > 0) return v;
      }
      const pending = state.clock.pendingRoll;
      if (pending === null) return NONE;
      if (e.data.values.length !== pending.dice)
        return [violation('dice/unexpected', `The "${pending.rule}" roll takes ${pending.dice} dice, not ${e.data.values.length}.`, { path: data('values') })];
      const bad = e.data.values.findIndex((x) => x > 6);
      return bad < 0 ? NONE : [violation('dice/out-of-range', 'A six-sided dice shows 1 to 6.', { path: ['data', 'values', bad] })];
    }
    case 'PlayerWithdrew': {
      const v = needPlayer(state, e.data.player);
      if (v.length > 0) return v;
      const rule = pack.options.withdrawal;
      if (rule === undefined) return [violation('withdraw/not-allowed', `${pack.name} has no withdrawal rule; a battle of this pack ends by its rounds or by BattleEnded.`, { path: ['type'] })];
      if (state.players[e.data.player]?.withdrew === true)
        return [violation('withdraw/not-allowed', `${playerLabel(state, e.data.player)} has already withdrawn; a player withdraws once.`, { path: data('player'), ref: e.data.player })];
      if (state.clock.turn === null || state.clock.turn.player !== e.data.player || state.clock.turn.phase !== null)
        return [violation('withdraw/not-allowed', 'A player withdraws at the start of their own turn, before its first phase.', { path: data('player'), ref: e.data.player })];
      // a resting unit takes no part in the battle, so it is not part of the starting army that is counted
      const starting = Object.values(state.units).filter((u) => u.def.owner === e.data.player && u.def.startingArmy && u.status !== 'resting');
      const destroyed = starting.filter((u) => u.status === 'destroyed').length;
      return destroyed >= Math.ceil(starting.length * rule.destroyedFraction)
        ? NONE
        : [
            violation('withdraw/too-early', `${playerLabel(state, e.data.player)} may withdraw once ${Math.ceil(starting.length * rule.destroyedFraction)} of the ${starting.length} starting-army units are destroyed; ${destroyed} are.`, {
              path: data('player'),
              ref: e.data.player,
            }),
          ];
    }
    case 'BattleEnded': {
      // a concession names who conceded, and only a concession does: otherwise the result would be judged on VP
      if (e.data.reason === 'concession' && e.data.concededBy === undefined)
        return [violation('battle/not-allowed', 'A concession must name the player who conceded in "concededBy".', { path: data('concededBy') })];
      if (e.data.reason !== 'concession' && e.data.concededBy !== undefined)
        return [violation('battle/not-allowed', `"concededBy" is only given when the reason is "concession", not "${e.data.reason}".`, { path: data('concededBy') })];
      if (e.data.concededBy !== undefined) return needPlayer(state, e.data.concededBy, 'concededBy');
      return NONE;
    }
    default: {
      const t: string = (event as { type: string }).type;
      return [violation('event/unknown-type', `Unknown event type "${t}".`, { path: ['type'] })];
    }
  }
}

/** The path of field `field` of entry `i` of a contest report. */
const at = (i: number, field: string): (string | number)[] => ['data', 'contests', i, field];

/** The objectives a destroyed unit was contesting at that instant: objectives on the battlefield. */
function instantContestChecks(state: BattleState<unknown>, contesting: readonly string[] | undefined): V {
  const out: V = [];
  (contesting ?? []).forEach((id, i) => {
    const bad = objectiveProblem(state, id, ['data', 'contesting', i], 'contested');
    if (bad !== null) out.push(bad);
  });
  return out;
}

function causeChecks(state: BattleState<unknown>, by: { unit?: string | undefined; player?: string | undefined } | undefined): V {
  if (by === undefined) return NONE;
  const out: V = [];
  if (by.unit !== undefined && !has(state.units, by.unit)) out.push(violation('unit/unknown', `No unit "${by.unit}" (the attacker) has been added to this battle; name a unit added with UnitsAdded.`, { path: ['data', 'by', 'unit'], ref: by.unit }));
  if (by.player !== undefined && !has(state.players, by.player))
    out.push(violation('setup/invalid-players', `"${by.player}" is not a player; the players are ${state.setup.playerOrder.join(' and ')}.`, { path: ['data', 'by', 'player'], ref: by.player }));
  if (out.length > 0 || by.unit === undefined || by.player === undefined) return out;
  // the record credits the unit's owner (a tactic such as Slay the Foe reads it): a unit and a player that disagree
  // would credit one player and record another
  const owner = state.units[by.unit]?.def.owner;
  if (owner !== undefined && owner !== by.player)
    out.push(
      violation('unit/cause-mismatch', `Unit "${by.unit}" belongs to ${owner}, not ${by.player}; give by.player as ${owner}, or leave it out (the unit's owner is taken).`, {
        path: ['data', 'by', 'player'],
        ref: by.player,
      }),
    );
  return out;
}

/**
 * The bounds of entry `i` of a report, for a unit on the battlefield: the models it reports never exceed the models it
 * has left (3rd edition; a unit whose models count as more, `countsAs` or a pack's fixed value, has that applied by the
 * pack), and its control score never exceeds Control × models left where its Control characteristic is known (4th).
 * The violation, or null.
 */
function contestBounds(
  edition: ReturnType<typeof editionProfile>,
  u: { readonly id: string; readonly modelsRemaining: number; readonly control: number | null },
  c: { readonly models?: number | undefined; readonly controlScore?: number | undefined },
  i: number,
): RuleViolation | null {
  if (edition.control === 'models' && c.models !== undefined && c.models > u.modelsRemaining)
    return violation(
      'contest/too-many-models',
      `Unit "${u.id}" has ${u.modelsRemaining} model${u.modelsRemaining === 1 ? '' : 's'} left, so ${c.models} cannot contest; report at most ${u.modelsRemaining}.`,
      { path: ['data', 'contests', i, 'models'], ref: u.id },
    );
  if (edition.control === 'control-score' && c.controlScore !== undefined && u.control !== null && c.controlScore > u.control * u.modelsRemaining)
    return violation(
      'contest/control-score-too-high',
      `Unit "${u.id}" has ${u.modelsRemaining} model${u.modelsRemaining === 1 ? '' : 's'} left with Control ${u.control}, so its control score is at most ${u.control * u.modelsRemaining}, not ${c.controlScore} (the rules add the pack's modifiers).`,
      { path: ['data', 'contests', i, 'controlScore'], ref: u.id },
    );
  return null;
}

/** Who wins priority for `round`: the round-1 rule, the roll, or the tie rule. Returns a violation when rolls are missing. */
export function priorityWinner<X>(pack: Battlepack<X>, state: BattleState<X>, round: number, rolls: Readonly<Record<string, number>> | undefined): string | RuleViolation {
  if (round === 1 && pack.roundOnePriority === 'deployment-first') {
    // ghb 2022 s1 / core 4th ed: round 1 has no roll; the player who finished deploying first has priority
    return state.clock.deploymentFirst ?? '';
  }
  const [a, b] = state.setup.playerOrder;
  const ra = a === undefined ? undefined : rolls?.[a];
  const rb = b === undefined ? undefined : rolls?.[b];
  if (a === undefined || b === undefined || ra === undefined || rb === undefined || Object.keys(rolls ?? {}).length !== 2)
    return violation('priority/rolls-required', `Round ${round} priority is a roll-off: give "rolls" with one dice for each of ${state.setup.playerOrder.join(' and ')}.`, { path: ['data', 'rolls'] });
  if (ra !== rb) return ra > rb ? a : b;
  // a tie is not re-rolled: it goes to the player who took the first turn in the previous round (3rd and 4th ed)
  const prev = historyAt(state.history.rounds, -1);
  return prev?.first ?? a;
}

export { planOf };
