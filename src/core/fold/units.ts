/**
 * The fold of units: adding, casualties, destruction, withdrawal and timed effects. Part of the fold (`evolve`,
 * src/core/fold/evolve.ts).
 * @module
 */
import type { Battlepack, HookContext, Hooks } from '../pack/battlepack.js';
import { hookTableOf } from '../rules/rules-of.js';
import type { UnitDef, UnitFacts } from '../events/schema.js';
import type { BattleState, BoardContestReport, DestroyedRecord, Draft, EffectEnd, Mutable, UnitDefinition, UnitEffect, UnitState } from '../state/state.js';
import { withoutUnit } from '../state/reports.js';
import { type DataOf, type Fold, appendHistory, own, ownBoard, ownPlayer, ownUnit, setUnitStatus, view } from './write.js';
import { endBattle } from './clock.js';
import { applyEffects } from './effects.js';

// the event index before which the units record is rebuilt in one spread after an addition (see `unitsAdded`)
export const SPREAD_UNITS_BEFORE = 64;

export function unitsAdded<X>(f: Fold, pack: Battlepack<X>, s: Draft<X>, d: DataOf<'UnitsAdded'>, ctx: HookContext): void {
  const state = s as BattleState<X>;
  const table = hookTableOf(pack, state);
  const defs = d.units;
  if (defs.length === 0) return;
  const units = own(f, s, 'units');
  const added: UnitState[] = [];
  // one empty list for the empty lists of this event's new units (effects, tags, derived keywords): never written in
  // place (a change replaces the list), so sharing it is safe, and a kept state holds one, not three a unit
  const none: never[] = [];
  for (let i = 0; i < defs.length; i++) {
    const u = defs[i] as UnitDef;
    const unit = unitFrom(table.deriveKeywords, state, u, d.origin, none);
    units[u.id] = unit;
    added.push(unit);
  }
  // the record again, made in one spread: V8 keeps a record that had more than a dozen keys added one by one as a
  // slow dictionary, which every scan of the units (each turn and hero phase) then pays for; a spread is fast. Only for
  // the armies added at the start of the battle: spreading on every addition made a log of 10,000 one-unit additions
  // quadratic (a minute to replay), and a unit or two added later keeps a fast record fast. Not for a record of 16 units
  // or fewer, which V8 keeps fast (up to 19 keys added one by one, V8 11), so that the spread is not paid for nothing
  let count = 0;
  if (ctx.eventIndex < SPREAD_UNITS_BEFORE) for (const _ in units) count++;
  if (count > 16) s.units = { ...units };
  const onAdded = table.onUnitsAdded;
  for (let i = 0; i < onAdded.length; i++) {
    const effects = (onAdded[i] as Hooks<X>).onUnitsAdded?.(state, added, ctx);
    if (effects !== undefined) applyEffects(f, pack, s, effects, ctx);
  }
}

export function modelsSlain<X>(f: Fold, pack: Battlepack<X>, s: Draft<X>, d: DataOf<'ModelsSlain'>, ctx: HookContext): void {
  const u = s.units[d.unit];
  if (u === undefined) return;
  const before = u.modelsRemaining;
  const left = Math.max(0, before - d.count);
  if (left !== before) (ownUnit(f, s, d.unit) as Mutable<UnitState>).modelsRemaining = left;
  if (left === 0) destroyUnit(f, pack, s, u.def.id, d.by, ctx, instantContests(d.contesting, before));
}

export function playerWithdrew<X>(f: Fold, pack: Battlepack<X>, s: Draft<X>, d: DataOf<'PlayerWithdrew'>, ctx: HookContext): void {
  const p = s.players[d.player];
  if (p === undefined) return;
  if (!p.withdrew) (ownPlayer(f, s, d.player) as typeof p).withdrew = true;
  for (const u of Object.values(view(s.units))) {
    if (u.def.owner === d.player && (u.status === 'battlefield' || u.status === 'reserve')) {
      setUnitStatus(f, s, u.def.id, 'withdrawn');
      dropContests(f, s, u.def.id);
    }
  }
  if (d.continueBattle !== true) endBattle(f, pack, s, ctx, `${p.name} withdrew`);
}

export function hasGeneralOnBattlefield<X>(s: Draft<X>, player: string): boolean {
  const units = view(s.units);
  for (const id in units) {
    const u = units[id];
    if (u !== undefined && u.def.owner === player && u.def.general && u.status === 'battlefield') return true;
  }
  return false;
}

export function unitFrom<X>(deriving: readonly Hooks<X>[], state: BattleState<X>, u: UnitDef, origin: UnitDefinition['origin'], none: never[]): Mutable<UnitState> {
  // each field of the definition read once (definitions come in many shapes, so every read of one is a slow look-up)
  const id = u.id;
  const owner = u.owner;
  const name = u.name;
  // the event's lists themselves, never copied: they are never written in place (see `evolve`)
  const keywords = u.keywords ?? none;
  const roles = u.roles ?? none;
  const wounds = u.wounds;
  const models = u.models;
  const mounted = u.mounted ?? false;
  const points = u.points ?? 0;
  const general = u.general;
  const ally = u.ally;
  const coalition = u.coalition;
  const unique = u.unique;
  const reinforced = u.reinforced;
  const control = u.control;
  const countsAs = u.countsAs;
  const tags = u.tags;
  const derived: string[] = [];
  // the hooks that define `deriveKeywords` (the hook table's list); none: no facts to build
  if (deriving.length > 0) {
    // the unit's facts as the schema gives them (defaults filled in, optional fields only when present)
    const facts: { -readonly [K in keyof UnitFacts]: UnitFacts[K] } = { id, owner, name, keywords, roles, wounds, models, mounted, points };
    if (general !== undefined) facts.general = general;
    if (ally !== undefined) facts.ally = ally;
    if (coalition !== undefined) facts.coalition = coalition;
    if (unique !== undefined) facts.unique = unique;
    if (reinforced !== undefined) facts.reinforced = reinforced;
    if (control !== undefined) facts.control = control;
    if (countsAs !== undefined) facts.countsAs = countsAs;
    if (tags !== undefined) facts.tags = tags;
    for (let i = 0; i < deriving.length; i++) {
      const keywords = (deriving[i] as Hooks<X>).deriveKeywords?.(facts, state) ?? [];
      for (let j = 0; j < keywords.length; j++) if (!derived.includes(keywords[j] as string)) derived.push(keywords[j] as string);
    }
  }
  const before = state.clock.stage === 'deployment';
  const def: Mutable<UnitDefinition> = {
    id,
    owner,
    name,
    keywords,
    roles,
    wounds,
    models,
    mounted,
    points,
    general: general ?? false,
    ally: ally ?? false,
    coalition: coalition ?? false,
    unique: unique ?? false,
    reinforced: reinforced ?? 0,
    control: control ?? null,
    tags: tags ?? none,
    origin,
    // core rules: the starting army is every unit set up before round 1, reserves included; summoned and replacement units are not
    startingArmy: before && (origin === 'roster' || origin === 'reserve'),
    addedRound: state.clock.round,
  };
  // only when given: the states of units without it keep their shape
  if (countsAs !== undefined) def.countsAs = countsAs;
  return { def, derivedKeywords: derived.length === 0 ? none : derived, modelsRemaining: models, status: origin === 'reserve' ? 'reserve' : 'battlefield', effects: none };
}

/**
 * Drops a unit's entries from the contest reports: each report naming it is replaced, for every objective pointing at
 * it, by one copy without them (the same moment).
 */
export function dropContests<X>(f: Fold, s: Draft<X>, unit: string): void {
  const contests = view(s.board.contests);
  let from: BoardContestReport | undefined;
  let to: Mutable<BoardContestReport> | undefined;
  for (const obj in contests) {
    const report = contests[obj] as BoardContestReport | undefined;
    if (report === undefined) continue;
    // the last report replaced (objectives of one report are usually listed together): its copy again
    if (report !== from) {
      const entries = withoutUnit(report.entries, unit);
      if (entries === report.entries) continue;
      from = report;
      to = { at: report.at, entries: entries as (string | number)[] };
    }
    own(f, ownBoard(f, s), 'contests')[obj] = to as Mutable<BoardContestReport>;
  }
}

export function destroyUnit<X>(
  f: Fold,
  pack: Battlepack<X>,
  s: Draft<X>,
  unit: string,
  by: { unit?: string | undefined; player?: string | undefined; means?: string | undefined } | undefined,
  ctx: HookContext,
  contesting?: NonNullable<DestroyedRecord['contesting']>,
): void {
  if (s.units[unit] === undefined || s.units[unit].status === 'destroyed') return;
  const u = ownUnit(f, s, unit) as Mutable<UnitState>;
  u.status = 'destroyed';
  if (u.modelsRemaining !== 0) u.modelsRemaining = 0;
  const byPlayer = by?.player ?? (by?.unit !== undefined ? (s.units[by.unit]?.def.owner ?? null) : null);
  const record: Mutable<DestroyedRecord> = {
    unit,
    owner: u.def.owner,
    byUnit: by?.unit ?? null,
    byPlayer,
    means: by?.means ?? (by === undefined ? 'other' : 'attack'),
    round: s.clock.round,
    turn: s.clock.turn?.number ?? 0,
    phase: s.clock.turn?.phase ?? null,
    eventIndex: ctx.eventIndex,
  };
  // only when the event said: the records of other destructions keep their shape
  if (contesting !== undefined) record.contesting = contesting.map((c) => ({ objective: c.objective, models: c.models }));
  appendHistory(f, s, 'destroyed', record);
  // hooks see the contests as they were when the unit died (e.g. The Mighty and the Cunning's +1)
  for (const h of hookTableOf(pack, s as BattleState<X>).onUnitDestroyed) {
    const effects = h.onUnitDestroyed?.(s as BattleState<X>, record, ctx);
    if (effects !== undefined) applyEffects(f, pack, s, effects, ctx);
  }
  dropContests(f, s, unit);
}

/** The instant contests a destroying event reported (`contesting`), each with the models the unit had then. */
export function instantContests(objectives: readonly string[] | undefined, models: number): NonNullable<DestroyedRecord['contesting']> | undefined {
  return objectives === undefined ? undefined : [...new Set(objectives)].map((objective) => ({ objective, models }));
}

/** Whether an effect ends at a moment of kind `kind` (of `player`, for the moments that name one). */
export function endsAt(end: EffectEnd, kind: EffectEnd['kind'], player: string | null): boolean {
  return end.kind === kind && (player === null || (end as { readonly player?: string }).player === player);
}

/** Removes the unit effects that end at a moment of kind `kind` (of `player`, for the moments that name one). */
export function expireEffects<X>(f: Fold, s: Draft<X>, kind: EffectEnd['kind'], player: string | null): void {
  const units = view(s.units);
  for (const id in units) {
    const u = units[id];
    if (u === undefined) continue;
    const effects = u.effects;
    if (effects.length === 0) continue;
    let ending = false;
    for (let i = 0; i < effects.length; i++) {
      if (endsAt((effects[i] as UnitEffect).until, kind, player)) {
        ending = true;
        break;
      }
    }
    if (!ending) continue;
    const w = ownUnit(f, s, id);
    if (w !== undefined) w.effects = effects.filter((f) => !endsAt(f.until, kind, player));
  }
}
