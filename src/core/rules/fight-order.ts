/**
 * Who may fight next in the combat phase: the alternation of core 4e 13.1 and STRIKE-FIRST / STRIKE-LAST of 19.0 (or
 * their 3rd-edition forms, ruling `sim/fight-order-editions`), as a pure function of the units in combat, those that
 * have fought (in order), the active player and the edition.
 * @module
 */
import { violation, type RuleViolation } from '../errors.js';

/** A unit that is (or was, this phase) in combat. */
export interface FightingUnit {
  /** The unit's id. */
  readonly id: string;
  /** Its owner. */
  readonly player: string;
  /** Whether it has STRIKE-FIRST. */
  readonly strikeFirst?: boolean;
  /** Whether it has STRIKE-LAST. */
  readonly strikeLast?: boolean;
  /** Pulled into combat after the phase began (e.g. by a pile-in): its STRIKE-FIRST has no effect (core 4e 19.0). */
  readonly pulledIntoCombat?: boolean;
  /** False when it can no longer fight (slain, out of combat): it neither fights nor holds others back. Default true. */
  readonly canFight?: boolean;
}

/** When a unit fights, by STRIKE-FIRST / STRIKE-LAST: `first`, `last` or `normal`. */
export type StrikeOrder = 'first' | 'last' | 'normal';

/** The combat phase so far: units in combat, the ids that have used a FIGHT ability (in order), and the active player. */
export interface FightOrderInput {
  /** Every unit in combat this phase, including those that have already fought. */
  readonly units: readonly FightingUnit[];
  /** Units that have used a FIGHT ability this phase, in the order they fought. */
  readonly fought: readonly string[];
  /** The player whose turn it is. */
  readonly activePlayer: string;
  /**
   * The edition of the rules: 4 (the default) or 3. In 3rd edition STRIKE-FIRST and STRIKE-LAST are the abilities to
   * fight at the start or at the end of the combat phase; the units that fight at the end alternate afresh, starting
   * with the active player, and a unit pulled into combat keeps its STRIKE-FIRST (ruling `sim/fight-order-editions`).
   */
  readonly edition?: 3 | 4;
}

/** Which part of the phase the next pick belongs to. */
export type FightStage = 'strike-first' | 'normal' | 'strike-last' | 'done';

/** Who picks the next unit to fight, and which of their units they may pick. */
export interface NextFight {
  /** The player who picks next, or null when no unit is left to fight. */
  readonly player: string | null;
  /** Ids of that player's units that may be picked now (empty when done). */
  readonly units: readonly string[];
  /** `strike-first` while STRIKE-FIRST units wait; `strike-last` when only STRIKE-LAST units are left; `done` at the end. */
  readonly stage: FightStage;
}

/** The outcome of {@link nextToFight}: the next pick, or why the input was refused. */
export type FightOrderResult = ({ readonly ok: true } & NextFight) | { readonly ok: false; readonly violations: readonly RuleViolation[] };

/**
 * How a unit's STRIKE-FIRST and STRIKE-LAST combine: a unit with both is treated as having neither (core 4e 19.0; the
 * same reading in 3rd edition). In 4th edition (the default) STRIKE-FIRST has no effect on a unit pulled into combat.
 * @example
 * ```ts
 * import { strikeOrder } from 'battlepack-engine/authoring';
 *
 * console.log(strikeOrder({ strikeFirst: true, strikeLast: true })); // 'normal'
 * ```
 */
export function strikeOrder(unit: { readonly strikeFirst?: boolean; readonly strikeLast?: boolean; readonly pulledIntoCombat?: boolean }, edition: 3 | 4 = 4): StrikeOrder {
  // core 4e 19.0: STRIKE-FIRST has no effect on a unit pulled into combat after the phase began (a 4th-edition rule)
  const first = unit.strikeFirst === true && (edition === 3 || unit.pulledIntoCombat !== true);
  const last = unit.strikeLast === true;
  if (first && last) return 'normal';
  return first ? 'first' : last ? 'last' : 'normal';
}

/**
 * The units that may be picked to fight now by STRIKE-FIRST / STRIKE-LAST alone (core 4e 19.0), whoever's pick it is:
 * while a STRIKE-FIRST unit waits only STRIKE-FIRST units may fight; a STRIKE-LAST unit waits for every unit without it.
 * Units that have fought or cannot fight are never eligible and hold no one back.
 * @example
 * ```ts
 * import { eligibleToFight } from 'battlepack-engine/authoring';
 *
 * console.log(eligibleToFight([{ id: 'a', player: 'ann' }, { id: 'b', player: 'bob', strikeLast: true }], [])); // ['a']
 * ```
 */
export function eligibleToFight(units: readonly FightingUnit[], fought: readonly string[], edition: 3 | 4 = 4): string[] {
  return eligibleAt(units, fought, new Set(), edition);
}

/** {@link eligibleToFight}, counting the units of `fightsLater` as able (they did fight, later in the phase). */
function eligibleAt(units: readonly FightingUnit[], fought: readonly string[], fightsLater: ReadonlySet<string>, edition: 3 | 4): string[] {
  const done = new Set(fought);
  const waiting = units.filter((u) => (u.canFight !== false || fightsLater.has(u.id)) && !done.has(u.id));
  const orders = waiting.map((u) => strikeOrder(u, edition));
  // core 4e 19.0: other units cannot be picked until the STRIKE-FIRST units have been
  if (orders.includes('first')) return waiting.filter((_, i) => orders[i] === 'first').map((u) => u.id);
  // core 4e 19.0: STRIKE-LAST units wait while any unit without STRIKE-LAST has still to fight
  if (orders.some((o) => o !== 'last')) return waiting.filter((_, i) => orders[i] !== 'last').map((u) => u.id);
  return waiting.map((u) => u.id);
}

/** The next pick after `fought` (trusted input: ids known, no repeats). */
function nextAfter(
  units: readonly FightingUnit[],
  byId: ReadonlyMap<string, FightingUnit>,
  fought: readonly string[],
  active: string,
  other: string | null,
  fightsLater: ReadonlySet<string>,
  edition: 3 | 4,
): NextFight {
  const eligible = eligibleAt(units, fought, fightsLater, edition);
  if (eligible.length === 0) return { player: null, units: [], stage: 'done' };
  const owner = (id: string): string => byId.get(id)?.player ?? '';
  const order = (id: string): StrikeOrder => strikeOrder(byId.get(id) ?? { id, player: '' }, edition);
  const orders = eligible.map(order);
  const stage: FightStage = orders.includes('first') ? 'strike-first' : orders.every((o) => o === 'last') ? 'strike-last' : 'normal';
  const last = fought.length === 0 ? undefined : byId.get(fought[fought.length - 1] as string);
  let preferred: string;
  if (last === undefined) preferred = active; // core 4e 13.1: alternate, starting with the active player
  else if (stage !== 'strike-first' && strikeOrder(last, edition) === 'first' && fought.every((id) => order(id) === 'first'))
    preferred = active; // core 4e 19.0: after all STRIKE-FIRST units have fought, the active player picks next
  else if (edition === 3 && stage === 'strike-last' && strikeOrder(last, edition) !== 'last')
    preferred = active; // ruling sim/fight-order-editions: 3rd ed, the units that fight at the end alternate afresh from the active player
  else preferred = last.player === active ? (other ?? active) : active; // core 4e 13.1: the other player picks
  const mine = eligible.filter((id) => owner(id) === preferred);
  // core 4e 13.1: a player with no eligible unit left passes; the other picks one after another
  const player = mine.length > 0 ? preferred : owner(eligible[0] as string);
  return { player, units: mine.length > 0 ? mine : eligible.filter((id) => owner(id) === player), stage };
}

/**
 * Who may pick the next unit to fight, and which units they may pick: players alternate picking one eligible unit,
 * starting with the active player, and a player with none left passes (core 4e 13.1); STRIKE-FIRST units fight first,
 * then the active player picks next; STRIKE-LAST units fight after every unit without it (core 4e 19.0). The `fought`
 * order is checked pick by pick: a pick the rules did not allow is refused with `fight-order/out-of-order`.
 * @example
 * ```ts
 * import { nextToFight } from 'battlepack-engine/authoring';
 *
 * const next = nextToFight({
 *   units: [{ id: 'ann-hunters', player: 'ann' }, { id: 'bob-lord', player: 'bob', strikeFirst: true }],
 *   fought: [],
 *   activePlayer: 'ann',
 * });
 * console.log(next); // { ok: true, player: 'bob', units: ['bob-lord'], stage: 'strike-first' }
 *
 * // 3rd edition: after bob's last normal unit, the units that fight at the end start again with the active player
 * const third = nextToFight({
 *   units: [{ id: 'a1', player: 'ann' }, { id: 'b1', player: 'bob' }, { id: 'a2', player: 'ann', strikeLast: true }, { id: 'b2', player: 'bob', strikeLast: true }],
 *   fought: ['a1', 'b1'],
 *   activePlayer: 'ann',
 *   edition: 3,
 * });
 * console.log(third); // { ok: true, player: 'ann', units: ['a2'], stage: 'strike-last' }
 * ```
 */
export function nextToFight(input: FightOrderInput): FightOrderResult {
  const v = checkInput(input);
  if (v.length > 0) return { ok: false, violations: v };
  const edition = input.edition ?? 4;
  const byId = new Map(input.units.map((u) => [u.id, u] as const));
  const players = new Set([input.activePlayer, ...input.units.map((u) => u.player)]);
  const other = [...players].find((p) => p !== input.activePlayer) ?? null;
  // a unit that fought was able to, even if it cannot fight any more (slain since)
  const fightsLater = new Set(input.fought);
  for (let i = 0; i < input.fought.length; i++) {
    const id = input.fought[i] as string;
    const next = nextAfter(input.units, byId, input.fought.slice(0, i), input.activePlayer, other, fightsLater, edition);
    if (!next.units.includes(id)) {
      const allowed = next.player === null ? 'no unit could fight' : `${next.player} was to pick one of ${next.units.join(', ')}`;
      return { ok: false, violations: [violation('fight-order/out-of-order', `"${id}" could not be picked to fight as pick ${i + 1}: ${allowed} (alternation, STRIKE-FIRST and STRIKE-LAST).`, { path: ['fought', i], ref: id })] };
    }
  }
  return { ok: true, ...nextAfter(input.units, byId, input.fought, input.activePlayer, other, fightsLater, edition) };
}

/**
 * {@link nextToFight} for trusted input: the same next pick, without checking the input or replaying the picks made so
 * far (every one of them must have been a pick `nextToFight` offered). For a simulator that asks after every pick.
 * @internal
 */
export function nextToFightTrusted(input: FightOrderInput): NextFight {
  const byId = new Map<string, FightingUnit>();
  const players = new Set<string>([input.activePlayer]);
  for (const u of input.units) {
    byId.set(u.id, u);
    players.add(u.player);
  }
  let other: string | null = null;
  for (const p of players)
    if (p !== input.activePlayer) {
      other = p;
      break;
    }
  return nextAfter(input.units, byId, input.fought, input.activePlayer, other, new Set(input.fought), input.edition ?? 4);
}

function checkInput(input: FightOrderInput): RuleViolation[] {
  const out: RuleViolation[] = [];
  const bad = (msg: string, path: (string | number)[], ref?: string): void => void out.push(violation('fight-order/invalid', msg, { path, ...(ref !== undefined ? { ref } : {}) }));
  if (typeof input !== 'object' || input === null || !Array.isArray(input.units) || !Array.isArray(input.fought) || typeof input.activePlayer !== 'string') {
    bad('The combat phase is described as { units: [{ id, player, strikeFirst?, strikeLast?, … }], fought: [ids in order], activePlayer }.', []);
    return out;
  }
  if (input.edition !== undefined && input.edition !== 3 && input.edition !== 4) bad(`The edition is 3 or 4, not ${String(input.edition)}.`, ['edition']);
  const ids = new Set<string>();
  const players = new Set<string>([input.activePlayer]);
  input.units.forEach((u, i) => {
    if (typeof u !== 'object' || u === null || typeof u.id !== 'string' || typeof u.player !== 'string') return bad('A unit in combat is { id, player, strikeFirst?, strikeLast?, pulledIntoCombat?, canFight? }.', ['units', i]);
    if (ids.has(u.id)) bad(`Unit "${u.id}" is listed twice; list each unit in combat once.`, ['units', i, 'id'], u.id);
    ids.add(u.id);
    players.add(u.player);
  });
  if (players.size > 2) bad(`The fight alternates between two players, not ${[...players].join(', ')}.`, ['units']);
  const seen = new Set<string>();
  input.fought.forEach((id, i) => {
    if (typeof id !== 'string' || !ids.has(id)) bad(`"${String(id)}" has fought but is not among the units; list every unit in combat this phase, including those that have fought.`, ['fought', i], typeof id === 'string' ? id : undefined);
    else if (seen.has(id)) bad(`"${id}" is listed as having fought twice; each unit uses one FIGHT ability per phase here.`, ['fought', i], id);
    seen.add(id);
  });
  return out;
}
