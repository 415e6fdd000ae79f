/**
 * Small shared helpers the fold and the packs use to read the state.
 * @module
 */
import { historyAt } from '../state/history.js';
import { eventTypeOf, type AnyEventSchema, type Battlepack, type BattleplanDef, type Hooks, type PackEventDef } from '../pack/battlepack.js';
import type { BattleState, RoundRecord, UnitState } from '../state/state.js';

// the hook lists of each pack, per battleplan id (`null` before set-up): built once instead of on every call, which the
// fold makes several times per event
const hookLists = new WeakMap<object, Map<string | null, readonly Hooks<never>[]>>();

/**
 * What the fold asked a pack last, kept on the pack (one memo per pack object, in a WeakMap keyed by it): a fold asks
 * for the same battle's hooks and the same pack events again and again. Nothing here is a module-level variable, so
 * two packs (or engines) used in turn each keep their own.
 */
interface PackMemo {
  planId: string | null;
  list: readonly Hooks<never>[] | null;
  // whether the pack, its battleplans and the memo's battleplan are frozen (an engine's pack is): then none of their
  // hooks can have been replaced since, and the list is handed out again without looking the battleplan up
  frozen: boolean;
  tableList: readonly Hooks<never>[] | null;
  table: HookTable<never> | null;
  events: readonly unknown[] | null;
  eventIndex: PackEventIndex | undefined;
}
const memos = new WeakMap<object, PackMemo>();

function memoOf(pack: object): PackMemo {
  let m = memos.get(pack);
  if (m === undefined) memos.set(pack, (m = { planId: null, list: null, frozen: false, tableList: null, table: null, events: null, eventIndex: undefined }));
  return m;
}

/**
 * The hooks that apply to a battle: the pack's, then the battleplan's. The same (frozen) list is returned each time.
 * @internal
 */
export function hooksOf<X>(pack: Battlepack<X, readonly never[]> | Battlepack<X>, state: BattleState<X>): readonly Hooks<X>[] {
  // the last list handed out for this pack, without the look-ups (a fold asks for the same battle's hooks again and again)
  const m = memoOf(pack);
  const last = m.list;
  if (last !== null && m.frozen && state.setup.battleplan === m.planId) return last as readonly Hooks<X>[];
  const plan = planOf(pack, state);
  if (last !== null && state.setup.battleplan === m.planId && last[0] === pack.hooks && last[1] === plan?.hooks) return last as readonly Hooks<X>[];
  let byPlan = hookLists.get(pack);
  if (byPlan === undefined) hookLists.set(pack, (byPlan = new Map()));
  const cached = byPlan.get(state.setup.battleplan) as readonly Hooks<X>[] | undefined;
  // still the pack's and the plan's hooks objects (a pack is plain data; this keeps a replaced `hooks` honoured)
  const list: readonly Hooks<X>[] =
    cached !== undefined && cached[0] === pack.hooks && cached[1] === plan?.hooks ? cached : Object.freeze(plan?.hooks !== undefined ? [pack.hooks, plan.hooks] : [pack.hooks]);
  if (list !== cached) byPlan.set(state.setup.battleplan, list as readonly Hooks<never>[]);
  m.planId = state.setup.battleplan;
  m.list = list as readonly Hooks<never>[];
  m.frozen = Object.isFrozen(pack) && Object.isFrozen(pack.battleplans) && (plan === undefined || Object.isFrozen(plan));
  return list;
}

/** For each hook point, the hooks of a battle (the pack's, then the battleplan's) that define it, in that order. */
export type HookTable<X> = { readonly [K in keyof Hooks<X>]-?: readonly Hooks<X>[] };

// every hook point of `Hooks`: the check below fails to compile if one is missing
const HOOK_KEYS = [
  'validate',
  'deriveKeywords',
  'onUnitsAdded',
  'onSetUp',
  'onBattleStart',
  'beforePriority',
  'afterPriority',
  'onTurnStart',
  'onHeroPhaseStart',
  'onUnitDestroyed',
  'scoreTurn',
  'onTurnEnd',
  'onRoundEnd',
  'onBattleEnd',
  'onDiceRolled',
  'canContest',
  'countContest',
  'filterControl',
] as const;
const hookKeysCovered: Exclude<keyof Hooks<never>, (typeof HOOK_KEYS)[number]> extends never ? true : never = true;
void hookKeysCovered;

// the table of each hook list handed out by `hooksOf` (built once per list, so per pack and battleplan)
const hookTables = new WeakMap<readonly Hooks<never>[], HookTable<never>>();

/**
 * The hook table of a battle: for each hook point, only the hooks that define it (the list of {@link hooksOf},
 * filtered), built once per pack and battleplan, so that a hook point nobody defines costs no dispatch.
 */
export function hookTableOf<X>(pack: Battlepack<X, readonly never[]> | Battlepack<X>, state: BattleState<X>): HookTable<X> {
  const list = hooksOf(pack, state) as readonly Hooks<never>[];
  const m = memoOf(pack);
  if (list === m.tableList && m.table !== null) return m.table as HookTable<X>;
  let table = hookTables.get(list);
  if (table === undefined) {
    const built: Record<string, readonly Hooks<never>[]> = {};
    for (const k of HOOK_KEYS) built[k] = Object.freeze(list.filter((h) => h[k] !== undefined));
    table = Object.freeze(built) as HookTable<never>;
    hookTables.set(list, table);
  }
  m.tableList = list;
  m.table = table;
  return table as HookTable<X>;
}

// each pack's own events by type, built once: finding them with `events.find` read two zod getters per event and pack
// event; with the lengths of their types (below 64 characters), so that most core events are told apart by their
// type's length alone, without a look-up in the map
interface PackEventIndex {
  readonly length: number;
  readonly byType: ReadonlyMap<string, PackEventDef<never, AnyEventSchema>>;
  /** `lengths[n]` is 1 when a pack event's type has `n` characters (n < 64). */
  readonly lengths: Uint8Array;
  /** Whether a pack event's type has 64 characters or more. */
  readonly long: boolean;
}
const packEventMaps = new WeakMap<readonly unknown[], PackEventIndex>();

/** The pack event definition of an event type, or undefined for a core event. */
export function packEventOf<X>(pack: Battlepack<X>, type: string): PackEventDef<X, AnyEventSchema> | undefined {
  const events = pack.events;
  // the pack's events asked about last, without a second look-up (a fold asks for the same pack event after event)
  const m = memoOf(pack);
  let entry = events === m.events ? m.eventIndex : packEventMaps.get(events);
  if (entry === undefined || entry.length !== events.length) {
    const byType = new Map<string, PackEventDef<never, AnyEventSchema>>();
    const lengths = new Uint8Array(64);
    let long = false;
    // the first definition of a type wins, as with `find`
    for (const e of events) {
      const type = eventTypeOf(e.schema);
      if (!byType.has(type)) byType.set(type, e as PackEventDef<never, AnyEventSchema>);
      if (type.length < 64) lengths[type.length] = 1;
      else long = true;
    }
    packEventMaps.set(events, (entry = { length: events.length, byType, lengths, long }));
  }
  m.events = events;
  m.eventIndex = entry;
  // (a type that is no string names no pack event: a trusted caller's event is not checked)
  if (typeof type !== 'string') return undefined;
  const n = type.length;
  if (n < 64 ? entry.lengths[n] === 0 : !entry.long) return undefined;
  return entry.byType.get(type) as PackEventDef<X, AnyEventSchema> | undefined;
}

/** The battleplan of the battle, if set up. */
export function planOf<X>(pack: Battlepack<X, readonly never[]> | Battlepack<X>, state: BattleState<X>): BattleplanDef<X> | undefined {
  return state.setup.battleplan === null ? undefined : pack.battleplans[state.setup.battleplan];
}

/** The other player. */
export function opponentOf(state: BattleState<unknown>, player: string): string {
  const order = state.setup.playerOrder;
  const a = order[0];
  return player === a ? (order[1] ?? '') : (a ?? '');
}

/** The current round's record, if a round has started. */
export function currentRound(state: BattleState<unknown>): RoundRecord | undefined {
  const r = historyAt(state.history.rounds, -1);
  return r !== undefined && r.round === state.clock.round ? r : undefined;
}

/** Units of a player. */
export function unitsOf(state: BattleState<unknown>, player: string): UnitState[] {
  return Object.values(state.units).filter((u) => u.def.owner === player);
}

/** Whether a unit has a keyword, its own or derived (case-insensitive). */
export function hasKeyword(unit: UnitState, keyword: string): boolean {
  const k = keyword.toUpperCase();
  return listsKeyword(unit.def.keywords, k) || listsKeyword(unit.derivedKeywords, k);
}

/** Whether `list` holds upper-case keyword `k`, in any case (a plain loop: no closure per call; an equal keyword is not upper-cased). */
function listsKeyword(list: readonly string[], k: string): boolean {
  for (const x of list) if (x === k || x.toUpperCase() === k) return true;
  return false;
}

/** Whether a player controls an objective. */
export function controls(state: BattleState<unknown>, player: string, objective: string): boolean {
  return state.board.objectives[objective]?.controller === player;
}

/** Active objectives a player controls. */
export function controlledBy(state: BattleState<unknown>, player: string): string[] {
  return Object.values(state.board.objectives)
    .filter((o) => o.active && o.controller === player)
    .map((o) => o.id);
}

/** Has own property, safe for records keyed by user ids. */
export function has(record: object, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(record, key);
}
