/**
 * fast-check arbitraries of illegal mutations of a legal battle log: an event removed, duplicated, reordered, a field
 * changed, an unknown id, an event after the end. A mutation may happen to stay legal (a duplicated zones report is
 * still a legal zones report), so each one says whether it is certainly illegal; the properties check the others for
 * consistency instead of asserting a refusal.
 */
import fc from 'fast-check';

/** The kinds of mutation. */
export const MUTATION_KINDS = ['removed', 'duplicated', 'reordered', 'field-changed', 'unknown-id', 'after-end'] as const;
/** A kind of mutation. */
export type MutationKind = (typeof MUTATION_KINDS)[number];

/** A mutated log. */
export interface IllegalMutation {
  readonly kind: MutationKind;
  /** Index of the first event that differs from the legal log. */
  readonly index: number;
  readonly events: readonly unknown[];
  /** What was done, in a few words (for counterexamples). */
  readonly description: string;
  /**
   * True when the engine must refuse the event at `index`: an event after the end, or an unknown id where a core event
   * refers to a unit, objective, player, tactic, terrain feature, battleplan or grand strategy.
   */
  readonly certainlyIllegal: boolean;
}

/** The id that no battle uses. */
export const UNKNOWN_ID = 'zz-unknown-id';

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type Path = readonly (string | number)[];

interface EventLike {
  readonly type: string;
  readonly data: unknown;
}

function asEvent(e: unknown): EventLike {
  if (e !== null && typeof e === 'object' && typeof (e as { type?: unknown }).type === 'string') return e as EventLike;
  return { type: String((e as { type?: unknown } | null)?.type), data: (e as { data?: unknown } | null)?.data };
}

function clone<T>(x: T): T {
  return JSON.parse(JSON.stringify(x)) as T;
}

/** Every node under `value` (objects, arrays and leaves), with its path. */
function nodes(value: unknown, path: Path, out: { path: Path; value: unknown }[]): void {
  out.push({ path, value });
  if (Array.isArray(value)) value.forEach((v, i) => nodes(v, [...path, i], out));
  else if (value !== null && typeof value === 'object') for (const [k, v] of Object.entries(value)) nodes(v, [...path, k], out);
}

function setAt(root: unknown, path: Path, value: unknown, remove = false): unknown {
  if (path.length === 0) return value;
  const copy = clone(root) as Record<string | number, unknown>;
  let cur: Record<string | number, unknown> = copy;
  for (const p of path.slice(0, -1)) cur = cur[p] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (remove) {
    if (Array.isArray(cur) && typeof last === 'number') cur.splice(last, 1);
    else delete cur[last];
  } else cur[last] = value;
  return copy;
}

function renameKey(root: unknown, path: Path, from: string, to: string): unknown {
  const copy = clone(root) as Record<string, unknown>;
  let cur: Record<string, unknown> = copy;
  for (const p of path) cur = cur[p] as Record<string, unknown>;
  const entries = Object.entries(cur).map(([k, v]) => [k === from ? to : k, v] as const);
  for (const k of Object.keys(cur)) delete cur[k];
  for (const [k, v] of entries) cur[k] = v;
  return copy;
}

/** Replacement values for a node, by its kind. */
function replacements(value: unknown): Json[] {
  if (typeof value === 'number') return [value + 1, value - 1, -1, 0, 0.5, 1e9, String(value), null];
  if (typeof value === 'string') return ['', `${value}x`, 'x', 42, null, true];
  if (typeof value === 'boolean') return [!value, String(value), 1];
  if (Array.isArray(value)) return [[], 'list', null];
  if (value !== null && typeof value === 'object') return [{}, [], 'object', null];
  return [0, 'x', {}];
}

const OTHER_TYPES = ['NoSuchEvent', 'TurnStarted', 'TurnEnded', 'PhaseStarted', 'UnitDestroyed', 'BattleSetUp', 'DiceRolled', 'ObjectiveControlSet'];

/** Fields of core events whose string value names a thing of the battle. */
const ID_FIELDS = new Set(['unit', 'objective', 'player', 'tactic', 'terrain', 'firstFinished', 'firstTurn', 'winner', 'owner', 'battleplan', 'grandStrategy', 'concededBy', 'rule', 'id']);

const CORE_TYPES = new Set([
  'BattleSetUp',
  'UnitsAdded',
  'UnitArrived',
  'DeploymentFinished',
  'PriorityDetermined',
  'InitiativeSeized',
  'TurnStarted',
  'TurnEnded',
  'PhaseStarted',
  'BattleTacticPicked',
  'BattleTacticCompleted',
  'BattleTacticFailed',
  'ObjectiveControlSet',
  'ObjectiveContestReported',
  'ModelsSlain',
  'UnitDestroyed',
  'UnitRemoved',
  'ZonesReported',
  'TerrainControlSet',
  'CommandPointsGained',
  'CommandPointsSpent',
  'DiceRolled',
  'PlayerWithdrew',
  'BattleEnded',
]);

/** Ids the log defines or refers to: players, units, objectives, terrain, tactics, strategies, the battleplan. */
function knownIds(events: readonly EventLike[]): Set<string> {
  const ids = new Set<string>();
  for (const e of events) {
    const all: { path: Path; value: unknown }[] = [];
    nodes(e.data, [], all);
    for (const n of all) {
      const last = n.path[n.path.length - 1];
      if (typeof n.value === 'string' && typeof last === 'string' && ID_FIELDS.has(last) && last !== 'rule') ids.add(n.value);
    }
  }
  return ids;
}

interface IdSite {
  readonly index: number;
  /** Path inside `data`. */
  readonly path: Path;
  /** The id is a record key (rolls, zones) rather than a value. */
  readonly key: string | null;
  readonly definition: boolean;
  readonly core: boolean;
}

/** Where ids appear in the log, and whether each is a definition (a new unit, player, objective…) or a reference. */
function idSites(events: readonly EventLike[]): IdSite[] {
  const ids = knownIds(events);
  const out: IdSite[] = [];
  events.forEach((e, index) => {
    const core = CORE_TYPES.has(e.type);
    const all: { path: Path; value: unknown }[] = [];
    nodes(e.data, [], all);
    for (const n of all) {
      const last = n.path[n.path.length - 1];
      const parent = n.path[n.path.length - 2];
      if (typeof n.value === 'string') {
        const idField = typeof last === 'string' && ID_FIELDS.has(last);
        const listOfIds = typeof last === 'number' && parent === 'objectives' && e.type === 'ObjectiveContestReported';
        if (!(core ? idField || listOfIds : ids.has(n.value))) continue;
        if (core && last === 'rule') continue; // a roll's rule names a rule, not a thing of the battle
        if (!core && !ids.has(n.value)) continue;
        // a new unit's, player's, objective's or terrain feature's own id defines it
        const definition = last === 'id' && (parent === undefined || typeof parent === 'number') && (e.type === 'BattleSetUp' || e.type === 'UnitsAdded');
        // a tactic's target is checked by the pack's own rules
        const packChecked = n.path[0] === 'target';
        out.push({ index, path: n.path, key: null, definition, core: core && !packChecked });
      } else if (n.value !== null && typeof n.value === 'object' && !Array.isArray(n.value)) {
        const recordOfIds = core && ((e.type === 'PriorityDetermined' && last === 'rolls') || (e.type === 'ZonesReported' && last === 'units'));
        if (!recordOfIds) continue;
        for (const k of Object.keys(n.value)) out.push({ index, path: n.path, key: k, definition: false, core: true });
      }
    }
  });
  return out;
}

function withEvent(events: readonly unknown[], index: number, event: unknown): unknown[] {
  const out = [...events];
  out[index] = event;
  return out;
}

/** Random mutations of a legal log (which must not be empty). */
export function arbIllegalMutation(legalEvents: readonly unknown[]): fc.Arbitrary<IllegalMutation> {
  const n = legalEvents.length;
  if (n === 0) throw new Error('arbIllegalMutation needs a non-empty log');
  const events = legalEvents.map(asEvent);

  const removed = fc.nat({ max: n - 1 }).map(
    (i): IllegalMutation => ({
      kind: 'removed',
      index: i,
      events: [...legalEvents.slice(0, i), ...legalEvents.slice(i + 1)],
      description: `event ${i} (${events[i]?.type}) removed`,
      certainlyIllegal: false,
    }),
  );

  const duplicated = fc.nat({ max: n - 1 }).map(
    (i): IllegalMutation => ({
      kind: 'duplicated',
      index: i + 1,
      events: [...legalEvents.slice(0, i + 1), clone(legalEvents[i]), ...legalEvents.slice(i + 1)],
      description: `event ${i} (${events[i]?.type}) duplicated`,
      certainlyIllegal: false,
    }),
  );

  const reordered = fc.tuple(fc.nat({ max: Math.max(0, n - 2) }), fc.integer({ min: 1, max: 6 })).map(([i, d]): IllegalMutation => {
    const j = Math.min(n - 1, i + d);
    const out = [...legalEvents];
    const a = out[i];
    out[i] = out[j];
    out[j] = a;
    return { kind: 'reordered', index: i, events: out, description: `events ${i} (${events[i]?.type}) and ${j} (${events[j]?.type}) swapped`, certainlyIllegal: false };
  });

  const fieldChanged = fc.tuple(fc.nat({ max: n - 1 }), fc.nat(), fc.nat(), fc.boolean()).map(([i, which, how, drop]): IllegalMutation => {
    const e = events[i] as EventLike;
    const all: { path: Path; value: unknown }[] = [];
    nodes(e.data, [], all);
    const targets = all.slice(1); // not the whole data object
    if (targets.length === 0 || which % (targets.length + 1) === targets.length) {
      const types = OTHER_TYPES.filter((t) => t !== e.type);
      const type = types[how % types.length] as string;
      return {
        kind: 'field-changed',
        index: i,
        events: withEvent(legalEvents, i, { ...clone(e), type }),
        description: `event ${i} type ${e.type} changed to ${type}`,
        certainlyIllegal: type === 'NoSuchEvent',
      };
    }
    const t = targets[which % targets.length] as { path: Path; value: unknown };
    if (drop) {
      return {
        kind: 'field-changed',
        index: i,
        events: withEvent(legalEvents, i, { ...clone(e), data: setAt(e.data, t.path, undefined, true) }),
        description: `event ${i} (${e.type}) data.${t.path.join('.')} removed`,
        certainlyIllegal: false,
      };
    }
    const options = replacements(t.value).filter((v) => JSON.stringify(v) !== JSON.stringify(t.value));
    const value = options[how % options.length] ?? null;
    return {
      kind: 'field-changed',
      index: i,
      events: withEvent(legalEvents, i, { ...clone(e), data: setAt(e.data, t.path, value) }),
      description: `event ${i} (${e.type}) data.${t.path.join('.')} changed from ${JSON.stringify(t.value)} to ${JSON.stringify(value)}`,
      certainlyIllegal: false,
    };
  });

  // where ids appear is worked out only when an unknown-id mutation is drawn
  let sites: IdSite[] | null = null;
  const unknownId = fc.nat().map((k): IllegalMutation => {
    sites ??= idSites(events);
    const site = sites[k % Math.max(1, sites.length)];
    if (site === undefined) return { kind: 'unknown-id', index: n, events: [...legalEvents], description: 'no id in the log', certainlyIllegal: false };
    const e = events[site.index] as EventLike;
    const data = site.key === null ? setAt(e.data, site.path, UNKNOWN_ID) : renameKey(e.data, site.path, site.key, UNKNOWN_ID);
    return {
      kind: 'unknown-id',
      index: site.index,
      events: withEvent(legalEvents, site.index, { ...clone(e), data }),
      description: `event ${site.index} (${e.type}) data.${[...site.path, ...(site.key === null ? [] : [site.key])].join('.')} set to an unknown id`,
      certainlyIllegal: site.core && !site.definition,
    };
  });

  const afterEnd = fc.tuple(fc.nat({ max: n - 1 }), fc.boolean()).map(([i, copy]): IllegalMutation => {
    const players = (events[0]?.data as { players?: { id: string }[] } | undefined)?.players ?? [];
    const extra = copy ? clone(legalEvents[i]) : { type: 'TurnStarted', data: { player: players[i % Math.max(1, players.length)]?.id ?? 'p1' } };
    return { kind: 'after-end', index: n, events: [...legalEvents, extra], description: `${asEvent(extra).type} appended after the end`, certainlyIllegal: true };
  });

  return fc.oneof(removed, duplicated, reordered, fieldChanged, unknownId, afterEnd).map((m) => {
    Object.defineProperty(m, fc.toStringMethod, { value: () => `${m.kind}: ${m.description}${m.certainlyIllegal ? ' (certainly illegal)' : ''}`, enumerable: false });
    return m;
  });
}
