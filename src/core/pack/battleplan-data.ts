/**
 * Battleplans as data: a typed, JSON-serialisable battleplan definition (objectives with roles, the VP lines scored at
 * the end of a turn from a small vocabulary, battle length, victory rule) and {@link battleplanFromData}, which turns
 * it into a core {@link BattleplanDef} with a `scoreTurn` hook. Rules-agnostic: a pack adds its own numbers ("facts").
 * @module
 */
import { selectDestroyed, selectBattleTactics } from '../state/scoring-selectors.js';
import type { Award, BattleLength, BattleplanDef, Effect, HookContext, Hooks, RuleInfo } from './battlepack.js';
import { BattleError, violation, type Result } from '../errors.js';
import { mostVictoryPoints, type Tiebreak } from '../rules/result.js';
import { opponentOf } from '../rules/rules-of.js';
import type { BattleResult, BattleState, ObjectiveState } from '../state/state.js';

export * from './battleplan-data-schema.js';
import type { BattleplanData, ObjectiveSelector, ParsedBattleplanData, TiebreakData, VpLineData } from './battleplan-data-schema.js';
import type { output as Out } from 'zod/v4/core';
import * as z from 'zod/mini';
import { BattleplanData as BattleplanDataSchema } from './battleplan-data-schema.js';
import { Refused } from '../events/compiled.js';
import { PARSE_OPTIONS, zodIssues } from '../events/issues.js';

/**
 * A parse of battleplan data: the parsed data, or {@link Refused} with zod's issues. zod's own here; the parser generated
 * from the schema at build time (`battleplan-data-generated.ts`) where a bundle carries no zod (Blighted Wilds).
 * @internal
 */
export type DataParse = (value: unknown) => unknown;

const zodParse: DataParse = (value) => {
  const r = z.safeParse(BattleplanDataSchema, value, PARSE_OPTIONS);
  return r.success ? r.data : new Refused(zodIssues(r.error));
};

/** A number a pack computes for a player (e.g. terrain features remediated), used by `fact` lines and tie-breaks. */
export type BattleplanFact<X> = (state: BattleState<X>, player: string) => number;

/** Options of {@link battleplanFromData}. */
export interface BattleplanFromDataOptions<X> {
  /** The facts `fact` lines and tie-breaks may name. */
  readonly facts?: Readonly<Record<string, BattleplanFact<X>>>;
  /** Ledger source prefix; default: the plan's id. */
  readonly sourcePrefix?: string;
  /** Extra hooks for special rules the vocabulary does not cover (their `scoreTurn` is ignored). */
  readonly hooks?: Hooks<X>;
  /** Rounds the pack plays at most, used for `maxVp` when the plan gives neither `maxVp` nor a length; default 5. */
  readonly maxRounds?: number;
}

/** Parses battleplan data (from JSON or an object) without throwing. */
export function parseBattleplanData(input: unknown): Result<ParsedBattleplanData> {
  return parseBattleplanDataWith(zodParse, input);
}

/** {@link parseBattleplanData} with the given parse. @internal */
export function parseBattleplanDataWith(parseData: DataParse, input: unknown): Result<ParsedBattleplanData> {
  let value = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input);
    } catch (err) {
      return { ok: false, violations: [violation('battleplan-data/invalid', `The battleplan is not valid JSON: ${err instanceof Error ? err.message : String(err)}.`)] };
    }
  }
  const r = parseData(value);
  if (r instanceof Refused)
    return {
      ok: false,
      violations: r.issues.map((i) => violation('battleplan-data/invalid', `${i.message} at ${i.path.join('.') || 'the top level'}.`, { path: i.path })),
    };
  const d = r as ParsedBattleplanData;
  const out = [];
  const lineIds = new Set<string>();
  for (const [i, l] of d.scoring.lines.entries()) {
    if (lineIds.has(l.id)) out.push(violation('battleplan-data/duplicate-id', `VP line id "${l.id}" is used twice; each line needs its own id.`, { path: ['scoring', 'lines', i, 'id'] }));
    lineIds.add(l.id);
  }
  const objIds = new Set<string>();
  for (const [i, o] of d.objectives.entries()) {
    if (objIds.has(o.id)) out.push(violation('battleplan-data/duplicate-id', `Objective id "${o.id}" is used twice.`, { path: ['objectives', i, 'id'] }));
    objIds.add(o.id);
  }
  for (const [i, l] of d.scoring.lines.entries()) {
    const id = 'of' in l ? l.of?.objective : undefined;
    if (id !== undefined && !objIds.has(id))
      out.push(violation('battleplan-data/unknown-objective', `VP line "${l.id}" names objective "${id}", which the plan does not have.`, { path: ['scoring', 'lines', i, 'of', 'objective'] }));
  }
  return out.length > 0 ? { ok: false, violations: out } : { ok: true, value: d };
}

type Line = Out<typeof VpLineData>;
type Selector = Out<typeof ObjectiveSelector>;

/** Describes a VP line in a short sentence, e.g. for a reference page or a printed summary. */
export function describeVpLine(line: VpLineData): string {
  const vp = `${line.amount} VP`;
  const of = 'of' in line && line.of !== undefined ? describeSelector(line.of) : 'objectives';
  const when = line.rounds === undefined ? '' : ` (rounds ${line.rounds.from ?? 1}–${line.rounds.to ?? '∞'})`;
  switch (line.kind) {
    case 'hold-at-least':
      return `${vp} for holding at least ${line.count} ${of}${when}`;
    case 'hold-all':
      return `${vp} for holding all ${of}${when}`;
    case 'hold-more-than-opponent':
      return `${vp} for holding more ${of} than the opponent${when}`;
    case 'hold':
      return `${vp} for holding ${describeSelector(line.of, true)}${when}`;
    case 'hold-each':
      return `${vp} for each of the ${of} held${when}`;
    case 'enemy-units-destroyed':
      return `${vp} for each enemy ${line.keyword ?? ''}${line.keyword === undefined ? '' : ' '}unit destroyed this turn${line.max === undefined ? '' : ` (at most ${line.max})`}${when}`;
    case 'fact':
      return line.per === true ? `${vp} per ${line.fact}${line.max === undefined ? '' : ` (at most ${line.max})`}${when}` : `${vp} once ${line.fact} reaches ${line.atLeast ?? 1}${when}`;
  }
}

function describeSelector(s: ObjectiveSelector, single = false): string {
  const parts: string[] = [];
  if (s.objective !== undefined) return `objective ${s.objective}`;
  if (s.marker !== undefined) parts.push(s.marker);
  if (s.role !== undefined) parts.push(`${s.role}`);
  let text = `${parts.join(' ')}${parts.length > 0 ? ' ' : ''}objective${single ? '' : 's'}`;
  if (s.placement !== undefined) text += ` (${s.placement})`;
  if (s.owner !== undefined) text += s.owner === 'self' ? ' you own' : ' your opponent owns';
  return single ? `a ${text}` : text;
}

function matches(sel: Selector | undefined, o: ObjectiveState, roles: ReadonlyMap<string, readonly string[]>, owners: ReadonlyMap<string, string>, state: BattleState<unknown>, player: string): boolean {
  if (!o.active) return false;
  if (sel === undefined) return true;
  if (sel.objective !== undefined && sel.objective !== o.id) return false;
  if (sel.role !== undefined && !(roles.get(o.id) ?? []).includes(sel.role) && o.markers[`role:${sel.role}`] !== true) return false;
  if (sel.marker !== undefined && !o.markers[sel.marker]) return false;
  if (sel.placement !== undefined) {
    const role = state.players[player]?.role;
    const foe = role === 'attacker' ? 'defender' : 'attacker';
    const want = sel.placement === 'own-territory' ? `${role}-territory` : sel.placement === 'enemy-territory' ? `${foe}-territory` : sel.placement;
    if (o.placement !== want) return false;
  }
  if (sel.owner !== undefined) {
    const ownerRole = owners.get(o.id);
    const ownerId = o.owner ?? (ownerRole === undefined ? null : (state.setup.playerOrder.find((p) => state.players[p]?.role === ownerRole) ?? null));
    const want = sel.owner === 'self' ? player : opponentOf(state, player);
    if (ownerId !== want) return false;
  }
  return true;
}

function inRounds(line: Line, round: number): boolean {
  return (line.rounds?.from ?? 1) <= round && round <= (line.rounds?.to ?? Number.MAX_SAFE_INTEGER);
}

function lineMax(line: Line, objectives: number): number {
  switch (line.kind) {
    case 'hold-each':
      return line.amount * Math.max(1, objectives);
    case 'enemy-units-destroyed':
      return line.amount * (line.max ?? 10);
    case 'fact':
      return line.per === true ? line.amount * (line.max ?? 10) : line.amount;
    default:
      return line.amount;
  }
}

/**
 * Turns battleplan data into a core {@link BattleplanDef}: objectives, length, a `scoreTurn` hook built from the VP
 * lines and, unless the victory rule is `pack`, a `result`. Throws a {@link BattleError} on invalid data or an
 * unknown fact (a programmer error: check user data with {@link parseBattleplanData} first).
 */
export function battleplanFromData<X = unknown>(input: BattleplanData, options: BattleplanFromDataOptions<X> = {}): BattleplanDef<X> {
  return battleplanFromDataWith(zodParse, input, options);
}

/** {@link battleplanFromData} with the given parse. @internal */
export function battleplanFromDataWith<X = unknown>(parseData: DataParse, input: BattleplanData, options: BattleplanFromDataOptions<X> = {}): BattleplanDef<X> {
  const parsed = parseBattleplanDataWith(parseData, input);
  if (!parsed.ok) throw new BattleError(parsed.violations);
  const data = parsed.value;
  const facts = options.facts ?? {};
  const named = [
    ...data.scoring.lines.flatMap((l) => (l.kind === 'fact' ? [l.fact] : [])),
    ...(data.victory?.kind === 'most-vp' ? (data.victory.tiebreaks ?? []).flatMap((t) => (t.kind === 'fact' ? [t.fact] : [])) : []),
  ];
  const missing = named.filter((f) => facts[f] === undefined);
  if (missing.length > 0)
    throw new BattleError([
      violation('battleplan-data/unknown-fact', `Battleplan "${data.id}" uses fact(s) ${missing.join(', ')}; pass them in options.facts (known: ${Object.keys(facts).join(', ') || 'none'}).`),
    ]);
  const prefix = options.sourcePrefix ?? data.id;
  const roles = new Map<string, readonly string[]>(data.objectives.map((o) => [o.id, o.roles ?? []]));
  const owners = new Map<string, string>(data.objectives.flatMap((o) => (o.owner === undefined ? [] : [[o.id, o.owner] as const])));
  const lines = data.scoring.lines;
  const fact = (name: string, state: BattleState<X>, player: string): number => facts[name]?.(state, player) ?? 0;

  const score = (state: BattleState<X>, player: string): Award[] => {
    const awards: Award[] = [];
    const st = state as BattleState<unknown>;
    const opp = opponentOf(st, player);
    const held = (sel: Selector | undefined, who: string): number =>
      Object.values(state.board.objectives).filter((o) => o.controller === who && matches(sel, o, roles, owners, st, player)).length;
    const pool = (sel: Selector | undefined): number => Object.values(state.board.objectives).filter((o) => matches(sel, o, roles, owners, st, player)).length;
    const turn = state.clock.turn;
    for (const line of lines) {
      if (!inRounds(line, state.clock.round)) continue;
      let amount = 0;
      let why = '';
      switch (line.kind) {
        case 'hold-at-least': {
          const n = held(line.of, player);
          if (n >= line.count) [amount, why] = [line.amount, `holds ${n} (at least ${line.count})`];
          break;
        }
        case 'hold-all': {
          const total = pool(line.of);
          if (total > 0 && held(line.of, player) === total) [amount, why] = [line.amount, `holds all ${total}`];
          break;
        }
        case 'hold-more-than-opponent': {
          const mine = held(line.of, player);
          const theirs = held(line.of, opp);
          if (mine > theirs) [amount, why] = [line.amount, `holds more (${mine} to ${theirs})`];
          break;
        }
        case 'hold': {
          if (held(line.of, player) > 0) [amount, why] = [line.amount, `holds ${describeSelector(line.of, true)}`];
          break;
        }
        case 'hold-each': {
          const n = held(line.of, player);
          if (n > 0) [amount, why] = [line.amount * n, `holds ${n}`];
          break;
        }
        case 'enemy-units-destroyed': {
          if (turn === null) break;
          const kw = line.keyword?.toUpperCase();
          const n = selectDestroyed(state).filter((d) => {
            if (d.owner === player || d.round !== state.clock.round || d.turn !== turn.number) return false;
            if (kw === undefined) return true;
            const u = state.units[d.unit];
            return u !== undefined && [...u.def.keywords, ...u.derivedKeywords].some((k) => k.toUpperCase() === kw);
          }).length;
          const counted = Math.min(n, line.max ?? n);
          if (counted > 0) [amount, why] = [line.amount * counted, `${counted} enemy unit${counted === 1 ? '' : 's'} destroyed this turn`];
          break;
        }
        case 'fact': {
          const n = Math.max(0, Math.floor(fact(line.fact, state, player)));
          if (line.per === true) {
            const counted = Math.min(n, line.max ?? n);
            if (counted > 0) [amount, why] = [line.amount * counted, `${line.fact}: ${counted}`];
          } else if (n >= (line.atLeast ?? 1)) [amount, why] = [line.amount, `${line.fact}: ${n}`];
          break;
        }
      }
      if (amount > 0) awards.push({ player, amount, source: line.source ?? `${prefix}/scoring/${line.id}`, reason: line.reason ?? why });
    }
    return awards;
  };

  const scoreTurn = (state: BattleState<X>, _ctx: HookContext, active: string): readonly Effect<X>[] => {
    const scorers = data.scoring.scorer === 'both-players' ? [active, opponentOf(state as BattleState<unknown>, active)] : [active];
    return scorers.flatMap((p) => score(state, p)).map((a) => ({ kind: 'award' as const, ...a }));
  };

  const roleMarkers = (): readonly Effect<X>[] =>
    data.objectives.flatMap((o) => (o.roles ?? []).map((r) => ({ kind: 'objective-marker' as const, objective: o.id, key: `role:${r}`, value: true })));
  const extra = options.hooks;
  const hooks: Hooks<X> = {
    ...extra,
    onSetUp: (state, ctx) => [...roleMarkers(), ...(extra?.onSetUp?.(state, ctx) ?? [])],
    scoreTurn,
  };

  const length: BattleLength | undefined = data.length === undefined ? undefined : data.length.kind === 'fixed' ? { kind: 'fixed', rounds: data.length.rounds } : { ...data.length };
  const rounds = length === undefined ? (options.maxRounds ?? 5) : length.kind === 'fixed' ? length.rounds : length.maxRounds;
  const perTurn = lines.reduce((a, l) => a + lineMax(l, data.objectives.length), 0) * (data.scoring.scorer === 'both-players' ? 2 : 1);
  const maxVp = data.maxVp ?? { perTurn, perBattle: perTurn * rounds * (data.scoring.scorer === 'both-players' ? 2 : 1) };

  const victory = data.victory;
  const tiebreaks = victory?.kind === 'most-vp' ? tiebreaksOf<X>(victory.tiebreaks ?? [], fact) : [];
  const result =
    victory === undefined || victory.kind === 'pack'
      ? undefined
      : (state: BattleState<X>): BattleResult => mostVictoryPoints(state, tiebreaks, `${prefix}/victory`);

  const specialRules: RuleInfo[] = (data.specialRules ?? []).map((r) => ({ ...r, timing: 'battle', source: data.source }));
  return {
    id: data.id,
    name: data.name,
    summary: data.summary,
    timing: data.timing ?? 'end of each turn',
    source: { document: data.source.document, section: data.source.section },
    ...(data.rulings !== undefined ? { rulings: data.rulings } : {}),
    ...(data.table !== undefined ? { table: data.table } : {}),
    ...(data.roll !== undefined ? { roll: data.roll } : {}),
    objectives: data.objectives.map((o) => ({
      id: o.id,
      ...(o.name !== undefined ? { name: o.name } : {}),
      ...(o.placement !== undefined ? { placement: o.placement } : {}),
      ...(o.position !== undefined ? { position: o.position } : {}),
      ...(o.active !== undefined ? { active: o.active } : {}),
    })),
    layoutConfidence: data.layoutConfidence ?? 'unknown',
    territories: data.territories,
    specialRules,
    maxVp,
    hooks,
    ...(length !== undefined ? { length } : {}),
    ...(result !== undefined ? { result } : {}),
  };
}

/** The data's tie-breaks as the core's (`mostVictoryPoints`): battle tactics completed, a lone grand strategy, a named fact. */
function tiebreaksOf<X>(tiebreaks: readonly Out<typeof TiebreakData>[], fact: (name: string, state: BattleState<X>, player: string) => number): Tiebreak<X>[] {
  return tiebreaks.map((t): Tiebreak<X> => {
    if (t.kind === 'battle-tactics-completed') return { count: (s, p) => selectBattleTactics(s).filter((x) => x.player === p && x.status === 'completed').length, won: 'completed more battle tactics' };
    if (t.kind === 'grand-strategy-completed') return { count: (s, p) => (s.players[p]?.grandStrategyCompleted === true ? 1 : 0), won: 'alone completed their grand strategy' };
    return { count: (s, p) => fact(t.fact, s, p), won: t.describe ?? `has more ${t.fact}` };
  });
}
