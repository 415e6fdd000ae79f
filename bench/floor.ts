/**
 * The floor: a hand-written, plain mutable reducer of the Gallet scoring, kept in bench/ only and written from the
 * pack's rules (not from the engine's code). It follows what the bench's two battleplans need to reach the final VP
 * and result, and nothing more:
 *
 * - *Won't Back Down* with core events only: objective control at the checkpoints (after deployment, the end of each
 *   turn) from the contest reports of that moment (models, × 3 for Expert Conquerors, sticky on a tie), end-of-turn
 *   objective VP (1 for one objective, 1 for two, 1 for more than the opponent), the 8 battle tactics judged from the
 *   facts of their turn or the players' statement (2 VP, Barge's bonus), the 6 grand strategies judged from the
 *   facts of the battle's last turn (3 VP), reserves destroyed at round 4, the end of the battle and the Glorious
 *   Victory result (withdrawal and concession first).
 * - *Close to the Chest* with the pack's own events besides: the alpha objective (+1 VP), proving grounds (only
 *   GALLETIAN VETERANS contest), Gaze of Ghur (halves a unit's count until its caster's next hero phase), fixed
 *   contesting counts (for the battle, the turn or the round), rallies (models back on 6s, capped by 10 wounds' worth
 *   of models, a changed Wounds characteristic counted: battle 696 of the check needs it), terrain contests (Desecrate
 *   their Lands).
 *
 * No validation, no immutability, no hooks, no ledger: the fastest code that gets the same numbers as the engine.
 * Every rule can be switched off ({@link FloorRule}), and each one switched off makes the floor disagree with the
 * engine in some of the 1,000 battles of the check (`bench/floor-check.ts`): no rule here is dead weight. The engine's
 * rules that these battles never exercise are left out: withdrawals (the generator's battles have none), control after
 * deployment (no contest is reported before round 1), reserves destroyed at round 4 (a reserve unit counts for
 * nothing until it arrives, and a legal log never brings one in after round 4), contests dropped when a unit is
 * destroyed (a destroyed unit counts for nothing anyway).
 */
import type { GalletEvent } from './battles.js';

/** A rule of the floor that the agreement check switches off, one at a time, to show that it matters. */
export type FloorRule = (typeof FLOOR_RULES)[number];

/** Every rule of the floor that can be switched off. */
export const FLOOR_RULES = [
  'score-hold-one',
  'score-hold-two',
  'score-hold-more',
  'control-sticky',
  'control-checkpoints',
  'fact-moments',
  'expert-conquerors',
  'veterans',
  'starting-army',
  'tactic-statements',
  'gaining-momentum',
  'an-eye-for-an-eye',
  'desecrate-their-lands',
  'this-ones-mine',
  'head-to-head',
  'outmuscle',
  'against-the-odds',
  'barge-through-enemy-lines',
  'barge-bonus',
  'no-place-for-the-weak',
  'tame-the-land',
  'defend-whats-ours',
  'take-whats-theirs',
  'demonstration-of-strength',
  'show-of-dominance',
  'tie-break-tactics',
  'tie-break-strategy',
  'concession',
  'alpha-objective',
  'proving-ground',
  'gaze-of-ghur',
  'fixed-models',
  'effect-expiry',
  'rally',
  'terrain-contests',
] as const;

interface FUnit {
  readonly id: string;
  readonly owner: string;
  status: string;
  readonly models: number;
  modelsRemaining: number;
  readonly starting: boolean;
  readonly veteran: boolean;
  readonly general: boolean;
  readonly battleline: boolean;
  /** Models each model counts as without effects: its own `countsAs`, else 3 for Expert Conquerors, else 1. */
  readonly perModel: number;
  wounds: number;
  /** A fixed count (ContestingModelsFixed), and when it ends: 0 battle, 1 end of turn, 2 end of round. */
  fixed: number | null;
  fixedUntil: number;
  /** Under Gaze of Ghur until this player's next hero phase (null: not). */
  gazeUntil: string | null;
}
interface FEntry {
  readonly unit: string;
  readonly models?: number | undefined;
  readonly counts?: boolean | undefined;
}
interface FObjective {
  readonly id: string;
  readonly placement: string | null;
  active: boolean;
  controller: string | null;
  /** The latest contest report's entries for it and the turn it describes (-1: none). */
  entries: FEntry[];
  reportRound: number;
  reportTurn: number;
}
interface FZones {
  readonly wholly: readonly string[];
  readonly partly: readonly string[];
  readonly round: number;
  readonly turn: number;
}
interface FDestroyed {
  readonly unit: string;
  readonly owner: string;
  readonly byUnit: string | null;
  readonly means: string;
  readonly round: number;
  readonly turn: number;
}
interface FPick {
  readonly player: string;
  readonly tactic: string;
  readonly round: number;
  readonly turn: number;
  readonly target: string | null;
  statement: string | null;
  completed: boolean;
}
type Cause = { unit?: string; player?: string; means?: string } | undefined;

/** The floor's state. */
export interface FloorState {
  a: string;
  b: string;
  roleA: string;
  vpA: number;
  vpB: number;
  gsA: string | null;
  gsB: string | null;
  gsSaidA: string | null;
  gsSaidB: string | null;
  gsDoneA: boolean;
  gsDoneB: boolean;
  deploying: boolean;
  round: number;
  /** Whether the current round has begun (its priority determined). */
  roundStarted: boolean;
  first: string;
  second: string;
  turnsEnded: number;
  turnPlayer: string | null;
  turnNumber: number;
  ended: boolean;
  units: Map<string, FUnit>;
  objectives: FObjective[];
  terrain: Map<string, { readonly placement: string | null; controller: string | null }>;
  zones: Map<string, FZones>;
  destroyed: FDestroyed[];
  picks: FPick[];
  provingGround: { readonly round: number; readonly objective: string } | null;
  provingGrounds: { readonly round: number; readonly objective: string }[];
  alphas: { readonly round: number; readonly turn: number; readonly objective: string }[];
  result: { kind: string; winner: string | null } | null;
}

/** A floor: a fresh state, one event folded, a whole battle. */
export interface Floor {
  initial(): FloorState;
  apply(s: FloorState, event: GalletEvent): void;
  replay(events: Iterable<GalletEvent>): FloorState;
}

/** An event's data, read field by field (the floor trusts its input, as the fast path does). */
type D = Record<string, unknown>;

const QUARTERS = ['q1', 'q2', 'q3', 'q4'];

/** A floor with every rule on, or with the rules in `off` switched off. */
export function createFloor(off: ReadonlySet<FloorRule> = new Set()): Floor {
  const on = (r: FloorRule): boolean => !off.has(r);
  const holdOne = on('score-hold-one');
  const holdTwo = on('score-hold-two');
  const holdMore = on('score-hold-more');
  const sticky = on('control-sticky');
  const checkpoints = on('control-checkpoints');
  const moments = on('fact-moments');
  const expertConquerors = on('expert-conquerors');
  const veterans = on('veterans');
  const startingArmy = on('starting-army');
  const statements = on('tactic-statements');
  const bargeBonusOn = on('barge-bonus');
  const tieTactics = on('tie-break-tactics');
  const tieStrategy = on('tie-break-strategy');
  const concession = on('concession');
  const alphaOn = on('alpha-objective');
  const provingOn = on('proving-ground');
  const gazeOn = on('gaze-of-ghur');
  const fixedOn = on('fixed-models');
  const expiry = on('effect-expiry');
  const rallyOn = on('rally');
  const terrainOn = on('terrain-contests');

  const initial = (): FloorState => ({
    a: '',
    b: '',
    roleA: 'attacker',
    vpA: 0,
    vpB: 0,
    gsA: null,
    gsB: null,
    gsSaidA: null,
    gsSaidB: null,
    gsDoneA: false,
    gsDoneB: false,
    deploying: false,
    round: 0,
    roundStarted: false,
    first: '',
    second: '',
    turnsEnded: 0,
    turnPlayer: null,
    turnNumber: 0,
    ended: false,
    units: new Map(),
    objectives: [],
    terrain: new Map(),
    zones: new Map(),
    destroyed: [],
    picks: [],
    provingGround: null,
    provingGrounds: [],
    alphas: [],
    result: null,
  });

  const award = (s: FloorState, player: string, vp: number): void => {
    if (player === s.a) s.vpA += vp;
    else s.vpB += vp;
  };
  const other = (s: FloorState, player: string): string => (player === s.a ? s.b : s.a);
  const roleOf = (s: FloorState, player: string): string => (player === s.a ? s.roleA : s.roleA === 'attacker' ? 'defender' : 'attacker');
  const territory = (role: string): string => (role === 'attacker' ? 'attacker-territory' : 'defender-territory');
  const enemyTerritory = (s: FloorState, player: string): string => (roleOf(s, player) === 'attacker' ? 'defender-territory' : 'attacker-territory');

  // the turn a fact reported now describes: the turn under way, else the one that ended last (round 0 before any)
  const nowRound = (s: FloorState): number => (s.turnPlayer !== null || s.turnsEnded > 0 ? s.round : s.round > 1 ? s.round - 1 : 0);
  const nowTurn = (s: FloorState): number => (s.turnPlayer !== null ? s.turnNumber : s.turnsEnded > 0 ? s.turnsEnded : s.round > 1 ? 2 : 0);
  const ofTurn = (round: number, turn: number, r: number, t: number): boolean => !moments || (round === r && turn === t);

  const controlled = (s: FloorState, player: string): number => {
    let n = 0;
    for (const o of s.objectives) if (o.active && o.controller === player) n++;
    return n;
  };
  const provingGroundNow = (s: FloorState): string | null => (provingOn && s.provingGround !== null && s.provingGround.round === s.round ? s.provingGround.objective : null);

  /** What a contest entry counts for now: 0 unless on the battlefield and allowed; × the fixed or own count; Gaze halves. */
  const counted = (s: FloorState, objective: string, c: FEntry): number => {
    const u = s.units.get(c.unit);
    if (u === undefined || u.status !== 'battlefield') return 0;
    if (!u.veteran && provingGroundNow(s) === objective) return 0;
    const per = u.fixed !== null ? u.fixed : u.perModel;
    // ruling core/contest-after-casualties: no more models than the unit has left at the checkpoint
    const n = Math.min(c.models ?? 0, u.modelsRemaining) * per;
    return u.gazeUntil !== null ? Math.floor(n / 2) : n;
  };

  /** A control checkpoint: objectives with a report of the turn (round, turn) move to the side with more. */
  const checkpoint = (s: FloorState, round: number, turn: number): void => {
    for (const o of s.objectives) {
      if (!o.active || o.reportRound < 0 || !ofTurn(o.reportRound, o.reportTurn, round, turn)) continue;
      let ta = 0;
      let tb = 0;
      for (const c of o.entries) {
        if (c.counts === false) continue;
        const n = counted(s, o.id, c);
        if (n <= 0) continue;
        const owner = s.units.get(c.unit)?.owner;
        if (owner === s.a) ta += n;
        else if (owner === s.b) tb += n;
      }
      if (ta > tb) o.controller = s.a;
      else if (tb > ta) o.controller = s.b;
      else if (!sticky) o.controller = null;
    }
  };

  const dropContests = (s: FloorState, unit: string): void => {
    for (const o of s.objectives) {
      const e = o.entries;
      for (let i = 0; i < e.length; i++)
        if ((e[i] as FEntry).unit === unit) {
          o.entries = e.filter((c) => c.unit !== unit);
          break;
        }
    }
  };

  const destroy = (s: FloorState, id: string, by: Cause): void => {
    const u = s.units.get(id);
    if (u === undefined || u.status === 'destroyed') return;
    u.status = 'destroyed';
    u.modelsRemaining = 0;
    s.destroyed.push({ unit: id, owner: u.owner, byUnit: by?.unit ?? null, means: by?.means ?? (by === undefined ? 'other' : 'attack'), round: s.round, turn: s.turnPlayer === null ? 0 : s.turnNumber });
  };

  const destroyedIn = (s: FloorState, unit: string | null, round: number, turn: number): FDestroyed | undefined => {
    if (unit === null) return undefined;
    for (const d of s.destroyed) if (d.unit === unit && d.round === round && d.turn === turn) return d;
    return undefined;
  };

  /** Whether a unit is reported wholly within a zone at the end of (round, turn): true, false, or null (no report). */
  const whollyIn = (s: FloorState, unit: string, zone: string, round: number, turn: number): boolean | null => {
    const z = s.zones.get(unit);
    if (z === undefined || !ofTurn(z.round, z.turn, round, turn)) return null;
    return z.wholly.includes(zone);
  };

  const objectiveEntries = (s: FloorState, o: FObjective, round: number, turn: number): FEntry[] | null =>
    o.reportRound >= 0 && ofTurn(o.reportRound, o.reportTurn, round, turn) ? o.entries : null;

  /** The battle tactics, judged at the end of their turn as the pack's rules put them. */
  const judge = (s: FloorState, p: FPick): 'completed' | 'failed' | 'unknown' => {
    if (off.has(p.tactic as FloorRule)) return 'unknown';
    switch (p.tactic) {
      case 'gaining-momentum':
        return destroyedIn(s, p.target, p.round, p.turn) !== undefined && controlled(s, p.player) > controlled(s, other(s, p.player)) ? 'completed' : 'failed';
      case 'an-eye-for-an-eye': {
        const pr = p.turn === 2 ? p.round : p.round - 1;
        const pt = p.turn === 2 ? 1 : 2;
        let lost = false;
        let avenged = false;
        for (const d of s.destroyed) {
          if (pr >= 1 && d.owner === p.player && d.round === pr && d.turn === pt) lost = true;
          if (d.owner !== p.player && d.round === p.round && d.turn === p.turn) avenged = true;
        }
        return lost && avenged ? 'completed' : 'failed';
      }
      case 'desecrate-their-lands': {
        const t = p.target === null ? undefined : s.terrain.get(p.target);
        if (t === undefined || t.controller === null) return 'unknown';
        return t.controller === p.player ? 'completed' : t.controller === other(s, p.player) ? 'failed' : 'unknown';
      }
      case 'this-ones-mine':
      case 'head-to-head': {
        const d = destroyedIn(s, p.target, p.round, p.turn);
        if (d === undefined) return 'failed';
        if (d.byUnit === null) return 'unknown';
        const by = s.units.get(d.byUnit);
        if (p.tactic === 'this-ones-mine') {
          if (by === undefined || by.owner !== p.player || !by.general) return 'failed';
          return d.means === 'attack' ? 'completed' : d.means === 'spell' || d.means === 'ability' ? 'failed' : 'unknown';
        }
        if (by === undefined || by.owner !== p.player || !by.veteran || d.means === 'spell') return 'failed';
        return d.means === 'other' ? 'unknown' : 'completed';
      }
      case 'outmuscle': {
        let pg: string | undefined;
        for (const x of s.provingGrounds)
          if (x.round === p.round) {
            pg = x.objective;
            break;
          }
        const u = p.target === null ? undefined : s.units.get(p.target);
        if (pg === undefined || u === undefined) return 'unknown';
        const o = s.objectives.find((x) => x.id === pg);
        if (u.status !== 'battlefield' || o === undefined || !o.active) return 'completed';
        const entries = objectiveEntries(s, o, p.round, p.turn);
        if (entries === null) return 'unknown';
        for (const c of entries) if (c.unit === u.id && counted(s, o.id, c) > 0) return 'failed';
        return 'completed';
      }
      case 'against-the-odds': {
        const u = p.target === null ? undefined : s.units.get(p.target);
        if (u === undefined) return 'unknown';
        if (u.status !== 'battlefield') return 'failed';
        let unknown = false;
        for (const o of s.objectives) {
          if (!o.active || o.controller !== p.player) continue;
          const entries = objectiveEntries(s, o, p.round, p.turn);
          if (entries === null) {
            unknown = true;
            continue;
          }
          let mine = false;
          let enemyVeteran = false;
          for (const c of entries) {
            if (counted(s, o.id, c) <= 0) continue;
            if (c.unit === u.id) mine = true;
            const e = s.units.get(c.unit);
            if (e !== undefined && e.owner !== p.player && e.veteran) enemyVeteran = true;
          }
          if (mine && !enemyVeteran) return 'completed';
        }
        return unknown ? 'unknown' : 'failed';
      }
      case 'barge-through-enemy-lines': {
        const zone = enemyTerritory(s, p.player);
        let n = 0;
        let unknown = 0;
        for (const u of s.units.values()) {
          if (u.owner !== p.player || !u.starting || u.status !== 'battlefield') continue;
          const w = whollyIn(s, u.id, zone, p.round, p.turn);
          if (w === true) n++;
          else if (w === null) unknown++;
        }
        return n >= 2 ? 'completed' : n + unknown < 2 ? 'failed' : 'unknown';
      }
      default:
        return 'unknown';
    }
  };

  const bargeBonus = (s: FloorState, p: FPick): number => {
    if (!bargeBonusOn) return 0;
    const zone = enemyTerritory(s, p.player);
    let n = 0;
    for (const u of s.units.values()) if (u.owner === p.player && u.starting && u.status === 'battlefield' && u.veteran && whollyIn(s, u.id, zone, p.round, p.turn) === true) n++;
    return n >= 2 ? 1 : 0;
  };

  /** The grand strategies, judged when the battle ends from the facts of its last turn (null: the facts do not settle it). */
  const strategy = (s: FloorState, gs: string, player: string, round: number, turn: number): boolean | null => {
    if (off.has(gs as FloorRule)) return null;
    const role = roleOf(s, player);
    switch (gs) {
      case 'no-place-for-the-weak':
        for (const u of s.units.values()) if (u.owner !== player && u.starting && u.battleline && u.status === 'battlefield') return false;
        return true;
      case 'tame-the-land': {
        let outside = 0;
        for (const o of s.objectives) {
          if (!o.active) continue;
          const p = o.placement;
          const out = p === 'attacker-territory' || p === 'border-attacker' ? role !== 'attacker' : p === 'defender-territory' || p === 'border-defender' ? role !== 'defender' : true;
          if (!out) continue;
          outside++;
          if (o.controller !== player) return false;
        }
        return outside > 0;
      }
      case 'defend-whats-ours': {
        const zone = territory(role);
        let unknown = false;
        for (const u of s.units.values()) {
          if (u.owner === player || u.status !== 'battlefield') continue;
          const w = whollyIn(s, u.id, zone, round, turn);
          if (w === true) return false;
          if (w === null) unknown = true;
        }
        return unknown ? null : true;
      }
      case 'take-whats-theirs': {
        const zone = territory(role === 'attacker' ? 'defender' : 'attacker');
        let mine = 0;
        let theirs = 0;
        let mineUnknown = 0;
        let theirsUnknown = 0;
        for (const u of s.units.values()) {
          if (u.status !== 'battlefield') continue;
          const w = whollyIn(s, u.id, zone, round, turn);
          if (u.owner === player) {
            if (w === true) mine++;
            else if (w === null) mineUnknown++;
          } else if (w === true) theirs++;
          else if (w === null) theirsUnknown++;
        }
        return mine > theirs + theirsUnknown ? true : mine + mineUnknown <= theirs ? false : null;
      }
      case 'demonstration-of-strength': {
        let n = 0;
        for (const u of s.units.values()) if (u.owner === player && u.starting && u.status === 'battlefield' && u.veteran) n++;
        return n >= 3;
      }
      case 'show-of-dominance': {
        let unreported = false;
        let all = true;
        for (const q of QUARTERS) {
          let held = false;
          for (const u of s.units.values()) {
            if (u.owner !== player || u.status !== 'battlefield' || !u.veteran) continue;
            const z = s.zones.get(u.id);
            if (z === undefined || !ofTurn(z.round, z.turn, round, turn)) {
              unreported = true;
              continue;
            }
            if (z.wholly.includes(q) || z.partly.includes(q)) held = true;
          }
          if (!held) all = false;
        }
        return all ? true : unreported ? null : false;
      }
      default:
        return false;
    }
  };

  const endBattle = (s: FloorState, concededBy?: string): void => {
    if (s.ended) return;
    const round = nowRound(s);
    const turn = nowTurn(s);
    s.turnPlayer = null;
    s.turnNumber = 0;
    if (s.gsA !== null) {
      const j = strategy(s, s.gsA, s.a, round, turn);
      s.gsDoneA = j === null ? s.gsSaidA === 'completed' : j;
      if (s.gsDoneA) s.vpA += 3;
    }
    if (s.gsB !== null) {
      const j = strategy(s, s.gsB, s.b, round, turn);
      s.gsDoneB = j === null ? s.gsSaidB === 'completed' : j;
      if (s.gsDoneB) s.vpB += 3;
    }
    s.ended = true;
    if (concession && concededBy !== undefined) {
      s.result = { kind: 'major', winner: other(s, concededBy) };
      return;
    }
    if (s.vpA !== s.vpB) {
      s.result = { kind: 'major', winner: s.vpA > s.vpB ? s.a : s.b };
      return;
    }
    let ta = 0;
    let tb = 0;
    for (const p of s.picks) if (p.completed) p.player === s.a ? ta++ : tb++;
    if (tieTactics && ta !== tb) s.result = { kind: 'minor', winner: ta > tb ? s.a : s.b };
    else if (tieStrategy && s.gsDoneA !== s.gsDoneB) s.result = { kind: 'minor', winner: s.gsDoneA ? s.a : s.b };
    else s.result = { kind: 'draw', winner: null };
  };

  const expire = (s: FloorState, until: number): void => {
    if (!expiry) return;
    for (const u of s.units.values()) if (u.fixed !== null && u.fixedUntil === until) u.fixed = null;
  };

  const endTurn = (s: FloorState): void => {
    const player = s.turnPlayer;
    if (player === null) return;
    const round = s.round;
    const turn = s.turnNumber;
    if (checkpoints) checkpoint(s, round, turn);
    for (const p of s.picks) {
      if (p.player !== player || p.round !== round || p.turn !== turn) continue;
      const j = judge(s, p);
      const verdict = j !== 'unknown' ? j : statements ? (p.statement ?? 'failed') : 'failed';
      if (verdict === 'completed') {
        p.completed = true;
        award(s, player, 2 + (p.tactic === 'barge-through-enemy-lines' ? bargeBonus(s, p) : 0));
      }
      break;
    }
    const mine = controlled(s, player);
    const theirs = controlled(s, other(s, player));
    award(s, player, (holdOne && mine >= 1 ? 1 : 0) + (holdTwo && mine >= 2 ? 1 : 0) + (holdMore && mine > theirs ? 1 : 0));
    if (alphaOn)
      for (const x of s.alphas)
        if (x.round === round && x.turn === turn) {
          const o = s.objectives.find((y) => y.id === x.objective);
          if (o !== undefined && o.active && o.controller === player) award(s, player, 1);
          break;
        }
    expire(s, 1);
    s.turnPlayer = null;
    s.turnNumber = 0;
    if (++s.turnsEnded < 2) return;
    // the end of the round: the proving ground is lifted, round effects end; the battle ends after round 5
    s.provingGround = null;
    expire(s, 2);
    if (s.round >= 5) endBattle(s);
  };

  const apply = (s: FloorState, event: GalletEvent): void => {
    const d = event.data as unknown as D;
    switch (event.type) {
      case 'BattleSetUp': {
        const players = d['players'] as readonly { id: string; role: string; grandStrategy?: string }[];
        const [p1, p2] = players;
        if (p1 === undefined || p2 === undefined) return;
        s.a = p1.id;
        s.b = p2.id;
        s.roleA = p1.role;
        s.gsA = p1.grandStrategy ?? null;
        s.gsB = p2.grandStrategy ?? null;
        s.deploying = true;
        for (const o of d['objectives'] as readonly { id: string; placement?: string }[])
          s.objectives.push({ id: o.id, placement: o.placement ?? null, active: true, controller: null, entries: [], reportRound: -1, reportTurn: -1 });
        for (const t of (d['terrain'] ?? []) as readonly { id: string; placement?: string }[]) s.terrain.set(t.id, { placement: t.placement ?? null, controller: null });
        return;
      }
      case 'UnitsAdded': {
        const origin = d['origin'] as string;
        const starting = s.deploying && (origin === 'roster' || origin === 'reserve');
        for (const u of d['units'] as readonly {
          id: string;
          owner: string;
          wounds: number;
          models: number;
          keywords?: readonly string[];
          roles?: readonly string[];
          mounted?: boolean;
          general?: boolean;
          countsAs?: number;
          tags?: readonly string[];
        }[]) {
          const battleline = u.roles?.includes('battleline') === true;
          s.units.set(u.id, {
            id: u.id,
            owner: u.owner,
            status: origin === 'reserve' ? 'reserve' : 'battlefield',
            models: u.models,
            modelsRemaining: u.models,
            starting: startingArmy ? starting : true,
            // Masters of the Splintered Land, or the keyword given outright
            veteran: (veterans && battleline && u.wounds <= 4 && u.mounted !== true) || u.keywords?.some((k) => k.toUpperCase() === 'GALLETIAN VETERANS') === true,
            general: u.general === true,
            battleline,
            perModel: u.countsAs ?? (expertConquerors && u.tags?.includes('expert-conquerors') === true ? 3 : 1),
            wounds: u.wounds,
            fixed: null,
            fixedUntil: 0,
            gazeUntil: null,
          });
        }
        return;
      }
      case 'UnitArrived': {
        const u = s.units.get(d['unit'] as string);
        if (u !== undefined) u.status = 'battlefield';
        return;
      }
      case 'DeploymentFinished':
        s.deploying = false;
        return;
      case 'PriorityDetermined': {
        s.round = d['round'] as number;
        s.roundStarted = true;
        s.first = d['firstTurn'] as string;
        s.second = other(s, s.first);
        s.turnsEnded = 0;
        return;
      }
      case 'TurnStarted':
        s.turnPlayer = d['player'] as string;
        s.turnNumber = s.turnsEnded + 1;
        return;
      case 'PhaseStarted':
        // Gaze of Ghur lasts until its caster's next hero phase
        if (d['phase'] === 'hero' && s.turnPlayer !== null) for (const u of s.units.values()) if (u.gazeUntil === s.turnPlayer) u.gazeUntil = null;
        return;
      case 'BattleTacticPicked': {
        const target = d['target'] as { id: string } | undefined;
        s.picks.push({ player: d['player'] as string, tactic: d['tactic'] as string, round: s.round, turn: s.turnNumber, target: target?.id ?? null, statement: null, completed: false });
        return;
      }
      case 'BattleTacticCompleted':
      case 'BattleTacticFailed': {
        const player = d['player'] as string;
        const tactic = d['tactic'] as string;
        for (const p of s.picks)
          if (p.player === player && p.tactic === tactic && p.round === s.round && p.turn === s.turnNumber) {
            p.statement = event.type === 'BattleTacticCompleted' ? 'completed' : 'failed';
            break;
          }
        return;
      }
      case 'GrandStrategyCompleted':
      case 'GrandStrategyFailed': {
        const said = event.type === 'GrandStrategyCompleted' ? 'completed' : 'failed';
        if (d['player'] === s.a) s.gsSaidA = said;
        else s.gsSaidB = said;
        return;
      }
      case 'ObjectiveControlSet': {
        const id = d['objective'] as string;
        for (const o of s.objectives) if (o.id === id) o.controller = d['player'] as string | null;
        return;
      }
      case 'ObjectiveContestReported': {
        const covered = d['objectives'] as readonly string[] | undefined;
        const contests = d['contests'] as readonly (FEntry & { objective: string })[];
        const round = nowRound(s);
        const turn = nowTurn(s);
        for (const o of s.objectives) {
          if (covered === undefined ? !o.active : !covered.includes(o.id)) continue;
          const mine: FEntry[] = [];
          for (const c of contests) if (c.objective === o.id) mine.push(c);
          o.entries = mine;
          o.reportRound = round;
          o.reportTurn = turn;
        }
        // without checkpoints, control follows every report
        if (!checkpoints) checkpoint(s, round, turn);
        return;
      }
      case 'ModelsSlain': {
        const id = d['unit'] as string;
        const u = s.units.get(id);
        if (u === undefined) return;
        u.modelsRemaining = Math.max(0, u.modelsRemaining - (d['count'] as number));
        if (u.modelsRemaining === 0) destroy(s, id, d['by'] as Cause);
        return;
      }
      case 'UnitDestroyed':
        destroy(s, d['unit'] as string, d['by'] as Cause);
        return;
      case 'UnitRemoved': {
        const id = d['unit'] as string;
        const u = s.units.get(id);
        if (u === undefined) return;
        u.status = (d['reason'] ?? 'other') === 'other' ? 'removed' : 'reserve';
        dropContests(s, id);
        return;
      }
      case 'ZonesReported': {
        const units = d['units'] as Record<string, { wholly?: readonly string[]; partly?: readonly string[] }>;
        const round = nowRound(s);
        const turn = nowTurn(s);
        for (const id in units) {
          const z = units[id] as { wholly?: readonly string[]; partly?: readonly string[] };
          s.zones.set(id, { wholly: z.wholly ?? [], partly: z.partly ?? [], round, turn });
        }
        return;
      }
      case 'TerrainControlSet': {
        const t = s.terrain.get(d['terrain'] as string);
        if (t !== undefined) t.controller = d['player'] as string | null;
        return;
      }
      case 'TurnEnded':
        endTurn(s);
        return;
      case 'BattleEnded':
        endBattle(s, d['reason'] === 'concession' ? (d['concededBy'] as string) : undefined);
        return;
      // the pack's own events (Close to the Chest battles)
      case 'AlphaObjectiveNamed':
        s.alphas.push({ round: s.round, turn: s.turnNumber, objective: d['objective'] as string });
        return;
      case 'ProvingGroundPicked': {
        const pick = { round: s.round, objective: d['objective'] as string };
        s.provingGround = pick;
        s.provingGrounds.push(pick);
        return;
      }
      case 'GazeOfGhurCast': {
        const caster = s.units.get(d['caster'] as string);
        const target = s.units.get(d['target'] as string);
        // core rules 19.1: a failed or unbound attempt is recorded but has no effect
        const outcome = (d['outcome'] as string | undefined) ?? 'cast';
        if (gazeOn && outcome === 'cast' && caster !== undefined && target !== undefined) target.gazeUntil = caster.owner;
        return;
      }
      case 'ContestingModelsFixed': {
        const u = s.units.get(d['unit'] as string);
        if (u === undefined || !fixedOn) return;
        const until = d['until'];
        u.fixed = d['countsAs'] as number;
        u.fixedUntil = until === 'end-of-turn' ? 1 : until === 'end-of-round' ? 2 : 0;
        return;
      }
      case 'WoundsCharacteristicChanged': {
        // the changed Wounds characteristic caps a rally (10 wounds' worth of models); the keyword stays (seed FAQ)
        const u = s.units.get(d['unit'] as string);
        if (u !== undefined) u.wounds = d['wounds'] as number;
        return;
      }
      case 'UnitRallied': {
        const u = s.units.get(d['unit'] as string);
        if (u === undefined || u.status === 'destroyed' || !rallyOn) return;
        let hits = 0;
        for (const r of d['rolls'] as readonly number[]) if (r >= 6) hits++;
        const back = Math.min(hits, Math.floor(10 / Math.max(1, u.wounds)), u.models - u.modelsRemaining);
        u.modelsRemaining += back;
        return;
      }
      case 'TerrainContestReported': {
        const t = s.terrain.get(d['terrain'] as string);
        if (t === undefined || !terrainOn) return;
        let ta = 0;
        let tb = 0;
        for (const c of d['contests'] as readonly { unit: string; models: number }[]) {
          const u = s.units.get(c.unit);
          if (u === undefined || u.status !== 'battlefield') continue;
          const n = c.models * (u.fixed !== null ? u.fixed : u.perModel);
          if (u.owner === s.a) ta += n;
          else tb += n;
        }
        if (ta !== tb) t.controller = ta > tb ? s.a : s.b;
        return;
      }
      default:
        return;
    }
  };

  const replay = (events: Iterable<GalletEvent>): FloorState => {
    const s = initial();
    for (const e of events) apply(s, e);
    return s;
  };

  return { initial, apply, replay };
}

/** The floor with every rule on. */
export const floor: Floor = createFloor();
