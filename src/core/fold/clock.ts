/**
 * The fold of the battle's time: set-up, rounds and priority, turns and phases, battle tactics, dice, the end of a turn
 * and of the battle, and victory points. Part of the fold (`evolve`, src/core/fold/evolve.ts).
 * @module
 */
import type { Battlepack, HookContext } from '../pack/battlepack.js';
import { historyAt, historyLength } from '../state/history.js';
import { editionProfile } from '../rules/edition.js';
import { currentRound, hookTableOf, opponentOf, planOf } from '../rules/rules-of.js';
import { turnKeyOf } from '../events/moments.js';
import type { CoreEventInput } from '../events/schema.js';
import type { BattleResult, BattleState, Draft, Mutable, RoundRecord, TacticRecord, VpLine } from '../state/state.js';
import { priorityWinner } from '../rules/decide.js';
import { mostVictoryPoints } from '../rules/result.js';
import { setUpTable } from '../table/positions.js';
import { objectiveFrom } from './root.js';
import { type DataOf, type Fold, appendHistory, own, ownBoard, ownClock, ownPlayer, ownRound, ownTactic, ownTurn, pickIndex, run, setCommandPoints, view } from './write.js';
import { expireEffects, hasGeneralOnBattlefield } from './units.js';
import { determineControl } from './board.js';
import { applyEffects } from './effects.js';

export function battleSetUp<X>(f: Fold, pack: Battlepack<X>, s: Draft<X>, d: DataOf<'BattleSetUp'>, ctx: HookContext): void {
  const plan = pack.battleplans[d.battleplan];
  ownClock(f, s).stage = 'deployment';
  s.setup = {
    edition: s.setup.edition,
    battlepack: { id: d.battlepack.id, version: d.battlepack.version },
    battleplan: d.battleplan,
    pointsLimit: d.pointsLimit,
    playerOrder: d.players.map((p) => p.id),
  };
  for (const p of d.players) {
    own(f, s, 'players')[p.id] = {
      id: p.id,
      name: p.name ?? p.id,
      role: p.role,
      faction: p.faction ?? null,
      grandStrategy: p.grandStrategy ?? null,
      grandStrategyCompleted: null,
      commandPoints: 0,
      vp: 0,
      withdrew: false,
    };
  }
  for (const o of d.objectives ?? plan?.objectives ?? []) own(f, ownBoard(f, s), 'objectives')[o.id] = objectiveFrom(o);
  for (const t of d.terrain ?? []) own(f, ownBoard(f, s), 'terrain')[t.id] = { id: t.id, name: t.name ?? t.id, placement: t.placement ?? null, kind: t.kind ?? null, controller: null, markers: {} };
  setUpTable(pack, s, d);
  run(f, pack, s, ctx, 'onSetUp');
}

export function roundBegun<X>(f: Fold, pack: Battlepack<X>, s: Draft<X>, e: Extract<CoreEventInput, { readonly type: 'PriorityDetermined' | 'InitiativeSeized' }>, ctx: HookContext): void {
  const state = s as BattleState<X>;
  const round = e.data.round;
  let winner: string;
  let first: string;
  let rolls: Record<string, number> | null = null;
  let how: 'deployment' | 'roll' | 'tie' | 'seized' | 'declared';
  if (e.type === 'InitiativeSeized') {
    winner = e.data.player;
    first = e.data.player;
    how = 'seized';
    if (e.data.rolls !== undefined) rolls = copyRolls(e.data.rolls);
  } else {
    const w = priorityWinner(pack, state, round, e.data.rolls);
    winner = typeof w === 'string' ? w : (e.data.winner ?? e.data.firstTurn);
    first = e.data.firstTurn;
    if (e.data.rolls !== undefined) rolls = copyRolls(e.data.rolls);
    let tie = false;
    if (rolls !== null) {
      // a tie: exactly two rolls, equal (as `Object.values` would list them)
      let n = 0;
      let v0 = 0;
      let v1 = 0;
      for (const k in rolls) {
        if (n === 0) v0 = rolls[k] as number;
        else if (n === 1) v1 = rolls[k] as number;
        n++;
      }
      tie = n === 2 && v0 === v1;
    }
    how = round === 1 && pack.roundOnePriority === 'deployment-first' ? 'deployment' : tie ? 'tie' : typeof w === 'string' ? 'roll' : 'declared';
  }
  const ed = editionProfile(pack.edition);
  const underdogBefore = ed.edition === 4 ? underdogOf(pack, state) : null;
  // the control check after deployment (3rd ed, FACTS.md §3; 4th ed 32.2): from the reports made after deployment
  if (s.clock.round === 0) determineControl(f, pack, s, ctx, { round: 0, turn: 0 });
  ownClock(f, s).round = round;
  run(f, pack, s, ctx, 'beforePriority');
  const second = opponentOf(state, first);
  appendHistory(f, s, 'rounds', { round, first, second, priority: { winner, rolls, how }, turnsEnded: 0 });
  const order = s.setup.playerOrder;
  for (let i = 0; i < order.length; i++) {
    const id = order[i] as string;
    // unused command points were lost at the end of the previous round; this round's allowance
    if (s.players[id] !== undefined) setCommandPoints(f, s, id, ed.roundCommandPoints(id === first ? 'first' : 'second', id === underdogBefore));
  }
  run(f, pack, s, ctx, 'afterPriority');
}

/**
 * A copy of the priority rolls, key by key. Not a spread: V8 gave each spread copy here a hidden class of its own
 * (84 maps for 84 records over 20 battles, ~150 bytes each, retained by every later state of the battle), where a copy
 * key by key shares one for the same players (bench/kept-by-type.ts, docs/performance-log.md).
 */
function copyRolls(rolls: Readonly<Record<string, number>>): Record<string, number> {
  const c: Record<string, number> = {};
  for (const k in rolls) c[k] = rolls[k] as number;
  return c;
}

export function turnStarted<X>(f: Fold, pack: Battlepack<X>, s: Draft<X>, d: DataOf<'TurnStarted'>, ctx: HookContext): void {
  const cur = currentRound(s as BattleState<X>);
  const player = d.player;
  ownClock(f, s).turn = { player, number: (cur?.turnsEnded ?? 0) + 1, phase: null, tacticWindow: false };
  expireEffects(f, s, 'turn-start', player);
  run(f, pack, s, ctx, 'onTurnStart');
}

export function phaseStarted<X>(f: Fold, pack: Battlepack<X>, s: Draft<X>, d: DataOf<'PhaseStarted'>, ctx: HookContext): void {
  const turn = s.clock.turn;
  if (turn === null) return;
  const phase = d.phase;
  const open = phase === 'hero';
  if (turn.phase !== phase || turn.tacticWindow !== open) {
    const w = ownTurn(f, s);
    w.phase = phase;
    w.tacticWindow = open;
  }
  if (!open) return;
  const player = turn.player;
  expireEffects(f, s, 'hero-phase', player);
  const cp = editionProfile(pack.edition).heroPhaseGeneralCp;
  // 3rd ed (FACTS.md §3): each player, in every hero phase (their own and the opponent's), while their general is on the battlefield
  if (cp > 0) {
    const order = s.setup.playerOrder;
    for (let i = 0; i < order.length; i++) {
      const id = order[i] as string;
      const p = s.players[id];
      if (p !== undefined && hasGeneralOnBattlefield(s, id)) setCommandPoints(f, s, id, p.commandPoints + cp);
    }
  }
  run(f, pack, s, ctx, 'onHeroPhaseStart');
}

export function tacticPicked<X>(f: Fold, s: Draft<X>, d: DataOf<'BattleTacticPicked'>): void {
  appendHistory(f, s, 'tactics', {
    player: d.player,
    tactic: d.tactic,
    round: s.clock.round,
    turn: s.clock.turn?.number ?? 0,
    target: d.target === undefined ? null : { kind: d.target.kind, id: d.target.id },
    status: 'picked',
    statement: null,
  });
}

export function tacticStatement<X>(f: Fold, s: Draft<X>, d: DataOf<'BattleTacticCompleted'>, statement: 'completed' | 'failed'): void {
  const i = pickIndex(s, d.player, s.clock.round, s.clock.turn?.number, d.tactic);
  const pick = i < 0 ? undefined : historyAt(s.history.tactics, i);
  if (pick !== undefined && pick.statement !== statement) (ownTactic(f, s, i) as typeof pick).statement = statement;
}

export function diceRolled<X>(f: Fold, pack: Battlepack<X>, s: Draft<X>, d: DataOf<'DiceRolled'>, ctx: HookContext): void {
  const state = s as BattleState<X>;
  const pending = s.clock.pendingRoll;
  if (pending !== null && pending.rule === d.rule) {
    ownClock(f, s).pendingRoll = null;
    const length = lengthOf(pack, state);
    const roll = d.values[0] ?? 6;
    if (length.kind === 'variable' && pending.rule === length.rule) {
      const limit = length.endsOn[s.clock.round] ?? 0;
      if (roll <= limit) endBattle(f, pack, s, ctx, `the battle-length roll of ${roll} at the end of round ${s.clock.round} ended the battle`);
    }
  }
  const rolled = { rule: d.rule, player: d.player ?? null, values: [...d.values] };
  for (const h of hookTableOf(pack, state).onDiceRolled) {
    const effects = h.onDiceRolled?.(state, rolled, ctx);
    if (effects !== undefined) applyEffects(f, pack, s, effects, ctx);
  }
}

export function lengthOf<X>(pack: Battlepack<X>, state: BattleState<X>) {
  return planOf(pack, state)?.length ?? pack.length;
}

export function endTurn<X>(f: Fold, pack: Battlepack<X>, s: Draft<X>, ctx: HookContext): void {
  const state = s as BattleState<X>;
  const turn = s.clock.turn;
  if (turn === null) return;
  const player = turn.player;
  const number = turn.number;
  // the control check at the end of the turn, before the tactic (which may read control) and the scoring
  determineControl(f, pack, s, ctx, { round: s.clock.round, turn: number });
  // battle tactic: judged from the facts where the pack can, else the players' statement, else failed
  const i = pickIndex(s, player, s.clock.round, number);
  const seen = i < 0 ? undefined : historyAt(s.history.tactics, i);
  if (seen !== undefined && seen.status === 'picked') {
    const def = pack.battleTactics[seen.tactic];
    // judge and score answer at once from the state as it is now, so they read a view of it
    const judged = def?.judge?.(view(state), seen) ?? 'unknown';
    const verdict = judged !== 'unknown' ? judged : (seen.statement ?? 'failed');
    if (historyAt(s.history.tactics, i)?.status !== verdict) (ownTactic(f, s, i) as Mutable<TacticRecord>).status = verdict;
    if (verdict === 'completed') {
      const now = view(state);
      const mine = historyAt(now.history.tactics, i);
      const awards = (mine === undefined ? undefined : def?.score?.(now, mine)) ?? [
        { player, amount: planOf(pack, state)?.battleTacticVp ?? pack.battleTacticVp, source: `${pack.id}/battle-tactic/${seen.tactic}`, reason: `completed ${def?.name ?? seen.tactic}` },
      ];
      for (let k = 0; k < awards.length; k++) {
        const a = awards[k] as (typeof awards)[number];
        award(f, s, a.player, a.amount, a.source, a.reason, ctx.eventIndex);
      }
    }
  }
  const plan = planOf(pack, state);
  const scorer = plan?.hooks?.scoreTurn ?? pack.hooks.scoreTurn;
  if (scorer !== undefined) applyEffects(f, pack, s, scorer(state, ctx, player), ctx);
  // the objectives held when the turn was scored (an objective pillaged after scoring still counts for this turn)
  const held: string[] = [];
  const objectives = view(s.board.objectives);
  for (const id in objectives) {
    const o = objectives[id];
    if (o !== undefined && o.active && o.controller === player) held.push(o.id);
  }
  run(f, pack, s, ctx, 'onTurnEnd');
  const vpAfter: Record<string, number> = {};
  const players = view(s.players);
  const order = s.setup.playerOrder;
  for (let k = 0; k < order.length; k++) {
    const id = order[k] as string;
    vpAfter[id] = players[id]?.vp ?? 0;
  }
  appendHistory(f, s, 'turnSummaries', { round: s.clock.round, turn: number, player, objectivesControlled: held, vpAfter });
  if (isEnded(s)) return;
  expireEffects(f, s, 'end-of-turn', null);
  ownClock(f, s).turn = null;
  const last = historyLength(s.history.rounds) - 1;
  if (historyAt(s.history.rounds, last) === undefined) return;
  const cur = ownRound(f, s, last) as Mutable<RoundRecord>;
  cur.turnsEnded += 1;
  if (cur.turnsEnded < 2) return;
  // end of the battle round
  run(f, pack, s, ctx, 'onRoundEnd');
  if (isEnded(s)) return;
  expireEffects(f, s, 'end-of-round', null);
  // unused command points are lost at the end of the round
  for (let k = 0; k < order.length; k++) setCommandPoints(f, s, order[k] as string, 0);
  const length = lengthOf(pack, state);
  if (length.kind === 'fixed') {
    if (s.clock.round >= length.rounds) endBattle(f, pack, s, ctx, `the ${length.rounds} battle rounds were played`);
  } else if (s.clock.round >= length.maxRounds) {
    endBattle(f, pack, s, ctx, `the battle always ends after round ${length.maxRounds}`);
  } else if (length.endsOn[s.clock.round] !== undefined) {
    ownClock(f, s).pendingRoll = { rule: length.rule, reason: `at the end of round ${s.clock.round}, a roll of ${length.endsOn[s.clock.round]} or less ends the battle`, dice: 1 };
  }
}

export function isEnded(s: { readonly clock: { readonly stage: string } }): boolean {
  return s.clock.stage === 'ended';
}

/** Ends the battle: grand strategies, end-of-battle hooks, then the result. */
export function endBattle<X>(f: Fold, pack: Battlepack<X>, s: Draft<X>, ctx: HookContext, why: string, concededBy?: string, fixed?: BattleResult): void {
  if (isEnded(s)) return;
  const state = s as BattleState<X>;
  ownClock(f, s).pendingRoll = null;
  // "when the battle ends": the facts of the battle's last turn (the one under way, else the one that ended last)
  const at = turnKeyOf(state);
  ownClock(f, s).turn = null; // end-of-battle points belong to no turn (turn 0)
  const order = s.setup.playerOrder;
  for (let k = 0; k < order.length; k++) {
    const id = order[k] as string;
    const p = s.players[id];
    if (p === undefined || p.grandStrategy === null) continue;
    const def = pack.grandStrategies[p.grandStrategy];
    // a judge answers at once: it reads a view of the state as it is now; where the facts do not settle it, the
    // players' statement decides, and with none the strategy was not completed (ruling `core/strategy-judging`)
    const judged = def === undefined ? 'unknown' : def.judge(view(state), id, at);
    const done = judged === 'unknown' ? p.grandStrategyStatement === 'completed' : judged;
    if (p.grandStrategyCompleted !== done) (ownPlayer(f, s, id) as typeof p).grandStrategyCompleted = done;
    if (done && def !== undefined)
      award(f, s, id, planOf(pack, state)?.grandStrategyVp ?? pack.grandStrategyVp, `${pack.id}/grand-strategy/${def.id}`, `completed ${def.name}`, ctx.eventIndex);
  }
  run(f, pack, s, ctx, 'onBattleEnd');
  ownClock(f, s).stage = 'ended';
  let withdrew: string | undefined;
  for (let k = 0; k < order.length; k++) {
    if (s.players[order[k] as string]?.withdrew === true) {
      withdrew = order[k];
      break;
    }
  }
  if (withdrew !== undefined) {
    const other = opponentOf(state, withdrew);
    ownClock(f, s).result = { kind: 'major', winner: other, reason: `${s.players[withdrew]?.name ?? withdrew} withdrew, so ${s.players[other]?.name ?? other} wins a major victory`, source: 'core/withdrawal' };
  } else if (concededBy !== undefined) {
    const other = opponentOf(state, concededBy);
    ownClock(f, s).result = { kind: 'major', winner: other, reason: `${s.players[concededBy]?.name ?? concededBy} conceded`, source: 'core/concession' };
  } else if (fixed !== undefined) {
    ownClock(f, s).result = resultOf(fixed, fixed.reason);
  } else {
    const plan = planOf(pack, state);
    const now = view(state);
    const r = plan?.result?.(now) ?? pack.result?.(now) ?? defaultResult(now);
    ownClock(f, s).result = resultOf(r, `${r.reason}; ${why}`);
  }
}

/**
 * A copy of a result with its reason, key by key: a spread with a key written after it (`{ ...r, reason }`) got a
 * hidden class of its own in V8 for every battle, which every later state of the battle retained.
 */
function resultOf(r: BattleResult, reason: string): BattleResult {
  return { kind: r.kind, winner: r.winner, reason, source: r.source };
}

/**
 * Awards victory points (none for an amount of 0 or less, or an unknown player) and writes the ledger line. A source or
 * reason equal to one of the ledger's newest lines is that line's string: hooks build their texts with template
 * strings, a new string for every line (a V8 cons string of 32 bytes or more, retained by every later state), and a
 * battle's texts repeat from turn to turn.
 */
export function award<X>(f: Fold, s: Draft<X>, player: string, amount: number, source: string, reason: string, eventIndex: number): void {
  if (amount <= 0) return;
  const p = ownPlayer(f, s, player);
  if (p === undefined) return;
  p.vp += amount;
  const l = s.history.ledger;
  // only where a state is kept per event (a private draft makes one state, so the search would cost and save nothing)
  if (f.shared)
    for (let i = 1; i < l.length; i++) {
      const x = l[i] as VpLine;
      if (x.source === source) source = x.source;
      if (x.reason === reason) reason = x.reason;
    }
  appendHistory(f, s, 'ledger', { player, amount, round: s.clock.round, turn: s.clock.turn?.number ?? 0, source, reason, eventIndex });
}

/** More victory points wins a major victory; equal points are a draw (the core's result, without tie-breaks). */
export function defaultResult(state: BattleState<unknown>): BattleResult {
  return mostVictoryPoints(state, [], 'core/result');
}

export function underdogOf<X>(pack: Battlepack<X>, state: BattleState<X>): string | null {
  if (pack.underdog !== undefined) return pack.underdog(state);
  const [a, b] = state.setup.playerOrder;
  if (a === undefined || b === undefined) return null;
  const va = state.players[a]?.vp ?? 0;
  const vb = state.players[b]?.vp ?? 0;
  return va === vb ? null : va < vb ? a : b;
}
