/**
 * Evolve: fold one accepted event into a mutable state (an immer draft on the public path, a plain object on the
 * trusted fast path). The same code runs on both paths. Hooks are asked for effects; effects are applied here.
 * @module
 */
import type { AnyEvent, Battlepack, ControlChange, Effect, HookContext, Hooks } from './battlepack.js';
import { editionProfile } from './edition.js';
import { currentRound, has, hooksOf, opponentOf, planOf } from './rules-of.js';
import type { CoreEventInput, ObjectiveDef, UnitDef } from './schema.js';
import type { BattleResult, BattleState, DestroyedRecord, Draft, Mutable, ObjectiveState, UnitEffect, UnitState } from './state.js';
import { priorityWinner } from './decide.js';

/** The state before set-up. */
export function createInitialState<X>(pack: Battlepack<X>): BattleState<X> {
  return {
    stage: 'awaiting-setup',
    edition: pack.edition,
    battlepack: { id: pack.id, version: pack.version },
    battleplan: null,
    pointsLimit: null,
    playerOrder: [],
    players: {},
    deploymentFirst: null,
    round: 0,
    rounds: [],
    turn: null,
    units: {},
    objectives: {},
    terrain: {},
    contests: {},
    zones: {},
    tactics: [],
    destroyed: [],
    ledger: [],
    turnSummaries: [],
    pendingRoll: null,
    result: null,
    eventCount: 0,
    ext: pack.initialExt(),
  };
}

function objectiveFrom(def: ObjectiveDef): Mutable<ObjectiveState> {
  return {
    id: def.id,
    name: def.name ?? def.id,
    placement: def.placement ?? null,
    owner: def.owner ?? null,
    position: def.position === undefined ? null : { x: def.position.x, y: def.position.y },
    active: def.active ?? true,
    controller: null,
    controlChangedAt: null,
    markers: {},
  };
}

function run<X>(pack: Battlepack<X>, s: Draft<X>, ctx: HookContext, pick: (h: Hooks<X>) => readonly Effect<X>[] | undefined): void {
  for (const hooks of hooksOf(pack, s as BattleState<X>)) {
    const effects = pick(hooks);
    if (effects !== undefined) applyEffects(pack, s, effects, ctx);
  }
}

/** Folds an accepted event into `s` (mutating it). */
export function evolve<X>(pack: Battlepack<X>, s: Draft<X>, event: AnyEvent): void {
  const eventIndex = s.eventCount;
  const ctx: HookContext = { eventIndex, edition: pack.edition };
  const st = (): BattleState<X> => s as BattleState<X>;
  s.eventCount = eventIndex + 1;

  const packEvent = pack.events.find((e) => e.schema.shape.type.value === event.type);
  if (packEvent !== undefined) {
    if (s.turn !== null && !packEvent.startOfHeroPhase) s.turn.tacticWindow = false;
    applyEffects(pack, s, packEvent.effects(st(), event as never, ctx), ctx);
    return;
  }
  const e = event as CoreEventInput;
  if (s.turn !== null && e.type !== 'PhaseStarted' && e.type !== 'CommandPointsGained' && e.type !== 'CommandPointsSpent' && e.type !== 'DiceRolled') {
    // ghb 2022 s1 FAQ: start-of-hero-phase effects may come before the pick; anything else closes the window
    s.turn.tacticWindow = false;
  }
  switch (e.type) {
    case 'BattleSetUp': {
      const d = e.data;
      const plan = pack.battleplans[d.battleplan];
      s.stage = 'deployment';
      s.battleplan = d.battleplan;
      s.pointsLimit = d.pointsLimit;
      s.battlepack = { id: d.battlepack.id, version: d.battlepack.version };
      s.playerOrder = d.players.map((p) => p.id);
      for (const p of d.players) {
        s.players[p.id] = {
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
      for (const o of d.objectives ?? plan?.objectives ?? []) s.objectives[o.id] = objectiveFrom(o);
      for (const t of d.terrain ?? [])
        s.terrain[t.id] = { id: t.id, name: t.name ?? t.id, placement: t.placement ?? null, kind: t.kind ?? null, controller: null, markers: {} };
      run(pack, s, ctx, (h) => h.onSetUp?.(st(), ctx));
      return;
    }
    case 'UnitsAdded': {
      for (const u of e.data.units) s.units[u.id] = unitFrom(pack, st(), u, e.data.origin);
      return;
    }
    case 'UnitArrived': {
      const u = s.units[e.data.unit];
      if (u !== undefined) u.status = 'battlefield';
      return;
    }
    case 'DeploymentFinished': {
      s.deploymentFirst = e.data.firstFinished;
      s.stage = 'battle';
      run(pack, s, ctx, (h) => h.onBattleStart?.(st(), ctx));
      return;
    }
    case 'PriorityDetermined':
    case 'InitiativeSeized': {
      const round = e.data.round;
      let winner: string;
      let first: string;
      let rolls: Record<string, number> | null = null;
      let how: 'deployment' | 'roll' | 'tie' | 'seized' | 'declared';
      if (e.type === 'InitiativeSeized') {
        winner = e.data.player;
        first = e.data.player;
        how = 'seized';
      } else {
        const w = priorityWinner(pack, st(), round, e.data.rolls);
        winner = typeof w === 'string' ? w : (e.data.winner ?? e.data.firstTurn);
        first = e.data.firstTurn;
        if (e.data.rolls !== undefined) rolls = { ...e.data.rolls };
        const vals = rolls === null ? [] : Object.values(rolls);
        how = round === 1 && pack.roundOnePriority === 'deployment-first' ? 'deployment' : vals.length === 2 && vals[0] === vals[1] ? 'tie' : typeof w === 'string' ? 'roll' : 'declared';
      }
      const underdogBefore = editionProfile(pack.edition).edition === 4 ? underdogOf(pack, st()) : null;
      s.round = round;
      run(pack, s, ctx, (h) => h.beforePriority?.(st(), ctx));
      const second = opponentOf(st(), first);
      s.rounds.push({ round, first, second, priority: { winner, rolls, how }, turnsEnded: 0 });
      const ed = editionProfile(pack.edition);
      for (const id of s.playerOrder) {
        const p = s.players[id];
        if (p === undefined) continue;
        // unused command points were lost at the end of the previous round; this round's allowance
        p.commandPoints = ed.roundCommandPoints(id === first ? 'first' : 'second', id === underdogBefore);
      }
      run(pack, s, ctx, (h) => h.afterPriority?.(st(), ctx));
      return;
    }
    case 'TurnStarted': {
      const cur = currentRound(st());
      s.turn = { player: e.data.player, number: (cur?.turnsEnded ?? 0) + 1, phase: null, tacticWindow: false };
      run(pack, s, ctx, (h) => h.onTurnStart?.(st(), ctx));
      return;
    }
    case 'PhaseStarted': {
      if (s.turn === null) return;
      s.turn.phase = e.data.phase;
      s.turn.tacticWindow = e.data.phase === 'hero';
      if (e.data.phase === 'hero') {
        const player = s.turn.player;
        expireEffects(s, (end) => end.kind === 'hero-phase' && end.player === player);
        const ed = editionProfile(pack.edition);
        const p = s.players[player];
        if (ed.heroPhaseGeneralCp > 0 && p !== undefined && Object.values(s.units).some((u) => u.owner === player && u.general && u.status === 'battlefield'))
          p.commandPoints += ed.heroPhaseGeneralCp;
        run(pack, s, ctx, (h) => h.onHeroPhaseStart?.(st(), ctx));
      }
      return;
    }
    case 'TurnEnded': {
      endTurn(pack, s, ctx);
      return;
    }
    case 'BattleTacticPicked': {
      const d = e.data;
      s.tactics.push({
        player: d.player,
        tactic: d.tactic,
        round: s.round,
        turn: s.turn?.number ?? 0,
        target: d.target === undefined ? null : { kind: d.target.kind, id: d.target.id },
        status: 'picked',
        statement: null,
      });
      return;
    }
    case 'BattleTacticCompleted':
    case 'BattleTacticFailed': {
      const d = e.data;
      const pick = s.tactics.find((t) => t.player === d.player && t.tactic === d.tactic && t.round === s.round && t.turn === s.turn?.number);
      if (pick !== undefined) pick.statement = e.type === 'BattleTacticCompleted' ? 'completed' : 'failed';
      return;
    }
    case 'ObjectiveControlSet': {
      setControl(s, e.data.objective, e.data.player, eventIndex);
      return;
    }
    case 'ObjectiveContestReported': {
      reportContest(pack, s, e.data.objectives, e.data.contests, ctx);
      return;
    }
    case 'ModelsSlain': {
      const u = s.units[e.data.unit];
      if (u === undefined) return;
      u.modelsRemaining = Math.max(0, u.modelsRemaining - e.data.count);
      if (u.modelsRemaining === 0) destroyUnit(pack, s, u.id, e.data.by, ctx);
      return;
    }
    case 'UnitDestroyed': {
      destroyUnit(pack, s, e.data.unit, e.data.by, ctx);
      return;
    }
    case 'UnitRemoved': {
      const u = s.units[e.data.unit];
      if (u === undefined) return;
      const reason = e.data.reason ?? 'other';
      u.status = reason === 'other' ? 'removed' : 'reserve';
      dropContests(s, u.id);
      return;
    }
    case 'ZonesReported': {
      for (const [id, z] of Object.entries(e.data.units)) s.zones[id] = { wholly: [...(z.wholly ?? [])], partly: [...(z.partly ?? [])] };
      return;
    }
    case 'TerrainControlSet': {
      const t = s.terrain[e.data.terrain];
      if (t !== undefined) t.controller = e.data.player;
      return;
    }
    case 'CommandPointsGained': {
      const p = s.players[e.data.player];
      if (p !== undefined) p.commandPoints += e.data.amount;
      return;
    }
    case 'CommandPointsSpent': {
      const p = s.players[e.data.player];
      if (p !== undefined) p.commandPoints -= e.data.amount;
      return;
    }
    case 'DiceRolled': {
      const pending = s.pendingRoll;
      if (pending !== null && pending.rule === e.data.rule) {
        s.pendingRoll = null;
        const length = lengthOf(pack, st());
        const roll = e.data.values[0] ?? 6;
        if (length.kind === 'variable' && pending.rule === length.rule) {
          const limit = length.endsOn[s.round] ?? 0;
          if (roll <= limit) endBattle(pack, s, ctx, `the battle-length roll of ${roll} at the end of round ${s.round} ended the battle`);
        }
      }
      const rolled = { rule: e.data.rule, player: e.data.player ?? null, values: [...e.data.values] };
      run(pack, s, ctx, (h) => h.onDiceRolled?.(st(), rolled, ctx));
      return;
    }
    case 'PlayerWithdrew': {
      const p = s.players[e.data.player];
      if (p === undefined) return;
      p.withdrew = true;
      for (const u of Object.values(s.units)) {
        if (u.owner === e.data.player && (u.status === 'battlefield' || u.status === 'reserve')) {
          u.status = 'withdrawn';
          dropContests(s, u.id);
        }
      }
      if (e.data.continueBattle !== true) endBattle(pack, s, ctx, `${p.name} withdrew`);
      return;
    }
    case 'BattleEnded': {
      const why = e.data.reason === 'concession' ? `${e.data.concededBy ?? 'a player'} conceded` : e.data.reason === 'time' ? 'time was called' : 'the players agreed to end the battle';
      endBattle(pack, s, ctx, why, e.data.reason === 'concession' ? e.data.concededBy : undefined);
      return;
    }
  }
}

function unitFrom<X>(pack: Battlepack<X>, state: BattleState<X>, u: UnitDef, origin: Mutable<UnitState>['origin']): Mutable<UnitState> {
  const facts = {
    id: u.id,
    owner: u.owner,
    name: u.name,
    keywords: [...(u.keywords ?? [])],
    roles: [...(u.roles ?? [])],
    wounds: u.wounds,
    models: u.models,
    mounted: u.mounted ?? false,
    points: u.points ?? 0,
    ...(u.general !== undefined ? { general: u.general } : {}),
    ...(u.ally !== undefined ? { ally: u.ally } : {}),
    ...(u.coalition !== undefined ? { coalition: u.coalition } : {}),
    ...(u.unique !== undefined ? { unique: u.unique } : {}),
    ...(u.reinforced !== undefined ? { reinforced: u.reinforced } : {}),
    ...(u.control !== undefined ? { control: u.control } : {}),
    ...(u.tags !== undefined ? { tags: [...u.tags] } : {}),
  };
  const derived: string[] = [];
  for (const hooks of hooksOf(pack, state)) {
    for (const k of hooks.deriveKeywords?.(facts, state) ?? []) if (!derived.includes(k)) derived.push(k);
  }
  const before = state.stage === 'deployment';
  return {
    id: u.id,
    owner: u.owner,
    name: u.name,
    keywords: facts.keywords,
    derivedKeywords: derived,
    roles: facts.roles,
    wounds: u.wounds,
    models: u.models,
    modelsRemaining: u.models,
    mounted: facts.mounted,
    points: facts.points,
    general: u.general ?? false,
    ally: u.ally ?? false,
    coalition: u.coalition ?? false,
    unique: u.unique ?? false,
    reinforced: u.reinforced ?? 0,
    control: u.control ?? null,
    tags: u.tags === undefined ? [] : [...u.tags],
    origin,
    status: origin === 'reserve' ? 'reserve' : 'battlefield',
    // core rules: the starting army is every unit set up before round 1, reserves included; summoned and replacement units are not
    startingArmy: before && (origin === 'roster' || origin === 'reserve'),
    addedRound: state.round,
    effects: [],
  };
}

function dropContests<X>(s: Draft<X>, unit: string): void {
  for (const [obj, entries] of Object.entries(s.contests)) {
    if (entries.some((c) => c.unit === unit)) s.contests[obj] = entries.filter((c) => c.unit !== unit);
  }
}

function destroyUnit<X>(
  pack: Battlepack<X>,
  s: Draft<X>,
  unit: string,
  by: { unit?: string | undefined; player?: string | undefined; means?: string | undefined } | undefined,
  ctx: HookContext,
): void {
  const u = s.units[unit];
  if (u === undefined || u.status === 'destroyed') return;
  u.status = 'destroyed';
  u.modelsRemaining = 0;
  const byPlayer = by?.player ?? (by?.unit !== undefined ? (s.units[by.unit]?.owner ?? null) : null);
  const record: DestroyedRecord = {
    unit,
    owner: u.owner,
    byUnit: by?.unit ?? null,
    byPlayer,
    means: by?.means ?? (by === undefined ? 'other' : 'attack'),
    round: s.round,
    turn: s.turn?.number ?? 0,
    phase: s.turn?.phase ?? null,
    eventIndex: ctx.eventIndex,
  };
  s.destroyed.push(record);
  // hooks see the contests as they were when the unit died (e.g. The Mighty and the Cunning's +1)
  run(pack, s, ctx, (h) => h.onUnitDestroyed?.(s as BattleState<X>, record, ctx));
  dropContests(s, unit);
}

function setControl<X>(s: Draft<X>, objective: string, player: string | null, eventIndex: number): void {
  const o = s.objectives[objective];
  if (o === undefined || o.controller === player) return;
  o.controller = player;
  o.controlChangedAt = { round: s.round, turn: s.turn?.number ?? 0, eventIndex };
}

/** Counts each player's contest on each covered objective and moves control where one side has more (sticky). */
function reportContest<X>(
  pack: Battlepack<X>,
  s: Draft<X>,
  covered: readonly string[] | undefined,
  contests: readonly { unit: string; objective: string; models?: number | undefined; controlScore?: number | undefined; wholly?: boolean | undefined }[],
  ctx: HookContext,
): void {
  const ed = editionProfile(pack.edition);
  const state = s as BattleState<X>;
  const ids = covered ?? Object.values(s.objectives).filter((o) => o.active).map((o) => o.id);
  const hooks = hooksOf(pack, state);
  for (const id of ids) s.contests[id] = [];
  for (const c of contests) {
    if (!ids.includes(c.objective)) continue;
    const entry = { unit: c.unit, objective: c.objective };
    const full = {
      ...entry,
      ...(c.models !== undefined ? { models: c.models } : {}),
      ...(c.controlScore !== undefined ? { controlScore: c.controlScore } : {}),
      ...(c.wholly !== undefined ? { wholly: c.wholly } : {}),
    };
    (s.contests[c.objective] ??= []).push(full);
  }
  const changes: ControlChange[] = [];
  for (const id of ids) {
    const o = s.objectives[id];
    if (o === undefined) continue;
    const totals: Record<string, number> = {};
    for (const c of s.contests[id] ?? []) {
      const u = s.units[c.unit] as UnitState | undefined;
      if (u === undefined) continue;
      if (hooks.some((h) => h.canContest !== undefined && !h.canContest(state, c, u))) continue;
      const reported = ed.control === 'models' ? (c.models ?? 0) : (c.controlScore ?? 0);
      let n = reported;
      for (const h of hooks) if (h.countContest !== undefined) n = h.countContest(state, c, u, n);
      // 4th ed 32.2: a contesting unit's control score is never reduced below 1
      if (ed.control === 'control-score' && reported > 0) n = Math.max(1, n);
      n = Math.max(0, Math.floor(n));
      totals[u.owner] = (totals[u.owner] ?? 0) + n;
    }
    const [a, b] = s.playerOrder;
    if (a === undefined || b === undefined) continue;
    const ta = totals[a] ?? 0;
    const tb = totals[b] ?? 0;
    // control is sticky: equal counts (including none) leave it where it was
    const to = ta > tb ? a : tb > ta ? b : o.controller;
    if (to !== o.controller) changes.push({ objective: id, from: o.controller, to });
  }
  let allowed: readonly ControlChange[] = changes;
  for (const h of hooks) if (h.filterControl !== undefined) allowed = h.filterControl(state, allowed);
  for (const c of allowed) setControl(s, c.objective, c.to, ctx.eventIndex);
}

function expireEffects<X>(s: Draft<X>, ends: (end: UnitEffect['until']) => boolean): void {
  for (const u of Object.values(s.units)) {
    if (u.effects.length > 0 && u.effects.some((f) => ends(f.until))) u.effects = u.effects.filter((f) => !ends(f.until));
  }
}

function lengthOf<X>(pack: Battlepack<X>, state: BattleState<X>) {
  return planOf(pack, state)?.length ?? pack.length;
}

function endTurn<X>(pack: Battlepack<X>, s: Draft<X>, ctx: HookContext): void {
  const state = s as BattleState<X>;
  const turn = s.turn;
  if (turn === null) return;
  const player = turn.player;
  // battle tactic: judged from the facts where the pack can, else the players' statement, else failed
  const pick = s.tactics.find((t) => t.player === player && t.round === s.round && t.turn === turn.number);
  if (pick !== undefined && pick.status === 'picked') {
    const def = pack.battleTactics[pick.tactic];
    const judged = def?.judge?.(state, pick) ?? 'unknown';
    const verdict = judged !== 'unknown' ? judged : (pick.statement ?? 'failed');
    pick.status = verdict;
    if (verdict === 'completed') {
      const awards = def?.score?.(state, pick) ?? [
        { player, amount: planOf(pack, state)?.battleTacticVp ?? pack.battleTacticVp, source: `${pack.id}/battle-tactic/${pick.tactic}`, reason: `completed ${def?.name ?? pick.tactic}` },
      ];
      applyEffects(pack, s, awards.map((a) => ({ kind: 'award' as const, ...a })), ctx);
    }
  }
  const plan = planOf(pack, state);
  const scorer = plan?.hooks?.scoreTurn ?? pack.hooks.scoreTurn;
  if (scorer !== undefined) applyEffects(pack, s, scorer(state, ctx), ctx);
  run(pack, s, ctx, (h) => h.onTurnEnd?.(state, ctx));
  s.turnSummaries.push({
    round: s.round,
    turn: turn.number,
    player,
    objectivesControlled: Object.values(s.objectives)
      .filter((o) => o.active && o.controller === player)
      .map((o) => o.id),
    vpAfter: Object.fromEntries(s.playerOrder.map((id) => [id, s.players[id]?.vp ?? 0])),
  });
  if (isEnded(s)) return;
  expireEffects(s, (end) => end.kind === 'end-of-turn');
  s.turn = null;
  const cur = s.rounds[s.rounds.length - 1];
  if (cur === undefined) return;
  cur.turnsEnded += 1;
  if (cur.turnsEnded < 2) return;
  // end of the battle round
  run(pack, s, ctx, (h) => h.onRoundEnd?.(state, ctx));
  if (isEnded(s)) return;
  expireEffects(s, (end) => end.kind === 'end-of-round');
  for (const id of s.playerOrder) {
    const p = s.players[id];
    if (p !== undefined) p.commandPoints = 0; // unused command points are lost at the end of the round
  }
  const length = lengthOf(pack, state);
  if (length.kind === 'fixed') {
    if (s.round >= length.rounds) endBattle(pack, s, ctx, `the ${length.rounds} battle rounds were played`);
  } else if (s.round >= length.maxRounds) {
    endBattle(pack, s, ctx, `the battle always ends after round ${length.maxRounds}`);
  } else if (length.endsOn[s.round] !== undefined) {
    s.pendingRoll = { rule: length.rule, reason: `at the end of round ${s.round}, a roll of ${length.endsOn[s.round]} or less ends the battle`, dice: 1 };
  }
}

function isEnded(s: { stage: string }): boolean {
  return s.stage === 'ended';
}

/** Ends the battle: grand strategies, end-of-battle hooks, then the result. */
function endBattle<X>(pack: Battlepack<X>, s: Draft<X>, ctx: HookContext, why: string, concededBy?: string, fixed?: BattleResult): void {
  if (isEnded(s)) return;
  const state = s as BattleState<X>;
  s.pendingRoll = null;
  s.turn = null; // end-of-battle points belong to no turn (turn 0)
  for (const id of s.playerOrder) {
    const p = s.players[id];
    if (p === undefined || p.grandStrategy === null) continue;
    const def = pack.grandStrategies[p.grandStrategy];
    const done = def?.judge(state, id) ?? false;
    p.grandStrategyCompleted = done;
    if (done && def !== undefined)
      applyEffects(pack, s, [{ kind: 'award', player: id, amount: planOf(pack, state)?.grandStrategyVp ?? pack.grandStrategyVp, source: `${pack.id}/grand-strategy/${def.id}`, reason: `completed ${def.name}` }], ctx);
  }
  run(pack, s, ctx, (h) => h.onBattleEnd?.(state, ctx));
  s.stage = 'ended';
  const withdrew = s.playerOrder.find((id) => s.players[id]?.withdrew === true);
  if (withdrew !== undefined) {
    const other = opponentOf(state, withdrew);
    s.result = { kind: 'major', winner: other, reason: `${s.players[withdrew]?.name ?? withdrew} withdrew, so ${s.players[other]?.name ?? other} wins a major victory`, source: 'core/withdrawal' };
  } else if (concededBy !== undefined) {
    const other = opponentOf(state, concededBy);
    s.result = { kind: 'major', winner: other, reason: `${s.players[concededBy]?.name ?? concededBy} conceded`, source: 'core/concession' };
  } else if (fixed !== undefined) {
    s.result = { ...fixed };
  } else {
    const plan = planOf(pack, state);
    const r = plan?.result?.(state) ?? pack.result?.(state) ?? defaultResult(state);
    s.result = { ...r, reason: `${r.reason} (${why})` };
  }
}

/** More victory points wins a major victory; equal points are a draw. */
export function defaultResult(state: BattleState<unknown>): BattleResult {
  const [a, b] = state.playerOrder;
  const va = a === undefined ? 0 : (state.players[a]?.vp ?? 0);
  const vb = b === undefined ? 0 : (state.players[b]?.vp ?? 0);
  if (va === vb || a === undefined || b === undefined) return { kind: 'draw', winner: null, reason: `both players have ${va} VP`, source: 'core/result' };
  const w = va > vb ? a : b;
  return { kind: 'major', winner: w, reason: `${state.players[w]?.name ?? w} has more victory points (${Math.max(va, vb)} to ${Math.min(va, vb)})`, source: 'core/result' };
}

function underdogOf<X>(pack: Battlepack<X>, state: BattleState<X>): string | null {
  if (pack.underdog !== undefined) return pack.underdog(state);
  const [a, b] = state.playerOrder;
  if (a === undefined || b === undefined) return null;
  const va = state.players[a]?.vp ?? 0;
  const vb = state.players[b]?.vp ?? 0;
  return va === vb ? null : va < vb ? a : b;
}

/** Applies hook effects in order. */
export function applyEffects<X>(pack: Battlepack<X>, s: Draft<X>, effects: readonly Effect<X>[], ctx: HookContext): void {
  for (const f of effects) {
    switch (f.kind) {
      case 'award': {
        if (f.amount <= 0) break;
        const p = s.players[f.player];
        if (p === undefined) break;
        p.vp += f.amount;
        s.ledger.push({ player: f.player, amount: f.amount, round: s.round, turn: s.turn?.number ?? 0, source: f.source, reason: f.reason, eventIndex: ctx.eventIndex });
        break;
      }
      case 'control':
        setControl(s, f.objective, f.player, ctx.eventIndex);
        break;
      case 'objective-added':
        s.objectives[f.objective.id] = objectiveFrom(f.objective);
        break;
      case 'objective-removed': {
        const o = s.objectives[f.objective];
        if (o !== undefined) {
          o.active = false;
          o.controller = null;
        }
        if (has(s.contests, f.objective)) s.contests[f.objective] = [];
        break;
      }
      case 'objective-marker': {
        const o = s.objectives[f.objective];
        if (o === undefined) break;
        if (f.value === null) delete o.markers[f.key];
        else o.markers[f.key] = f.value;
        break;
      }
      case 'terrain-marker': {
        const t = s.terrain[f.terrain];
        if (t === undefined) break;
        if (f.value === null) delete t.markers[f.key];
        else t.markers[f.key] = f.value;
        break;
      }
      case 'unit-status': {
        const u = s.units[f.unit];
        if (u !== undefined) u.status = f.status;
        break;
      }
      case 'destroy-unit':
        destroyUnit(pack, s, f.unit, { means: f.means }, ctx);
        break;
      case 'models-slain': {
        const u = s.units[f.unit];
        if (u === undefined || u.status === 'destroyed' || f.count <= 0) break;
        u.modelsRemaining = Math.max(0, u.modelsRemaining - f.count);
        if (u.modelsRemaining === 0) destroyUnit(pack, s, u.id, { means: f.means }, ctx);
        break;
      }
      case 'models-returned': {
        const u = s.units[f.unit];
        if (u === undefined || u.status === 'destroyed' || f.count <= 0) break;
        u.modelsRemaining = Math.min(u.models, u.modelsRemaining + f.count);
        break;
      }
      case 'terrain-control': {
        const t = s.terrain[f.terrain];
        if (t !== undefined) t.controller = f.player;
        break;
      }
      case 'unit-effect': {
        const u = s.units[f.unit];
        if (u === undefined) break;
        u.effects = u.effects.filter((x) => x.id !== f.effect.id);
        u.effects.push({ id: f.effect.id, value: f.effect.value ?? null, until: { ...f.effect.until }, source: f.effect.source, round: s.round });
        break;
      }
      case 'unit-effect-removed': {
        const u = s.units[f.unit];
        if (u !== undefined) u.effects = u.effects.filter((x) => x.id !== f.id);
        break;
      }
      case 'unit-keyword': {
        const u = s.units[f.unit];
        if (u !== undefined && !u.derivedKeywords.includes(f.keyword)) u.derivedKeywords.push(f.keyword);
        break;
      }
      case 'command-points': {
        const p = s.players[f.player];
        if (p !== undefined) p.commandPoints = Math.max(0, p.commandPoints + f.amount);
        break;
      }
      case 'pending-roll':
        s.pendingRoll = { ...f.roll };
        break;
      case 'end-battle':
        endBattle(pack, s, ctx, f.reason, undefined, f.result);
        break;
      case 'ext':
        f.update(s.ext as Mutable<X>);
        break;
    }
  }
}
