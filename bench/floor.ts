/**
 * The floor: a hand-written, plain mutable reducer of the default Gallet scoring, kept in bench/ only. It follows
 * what a battle of the cheap battleplan (core events only) needs to reach the final VP and result, and nothing more:
 * objective control from contest reports (models × 3 for Expert Conquerors, sticky on a tie), end-of-turn objective VP
 * (1 for one objective, 1 for two, 1 for more than the opponent), battle tactics judged from the facts or the players'
 * statement (2 VP, Barge's bonus), grand strategies at the end (3 VP), the battle's end and the Glorious Victory result.
 * No validation, no immutability, no hooks: the fastest code that gets the same numbers as the engine.
 */
import type { GalletEvent } from './battles.js';

interface FUnit {
  owner: string;
  status: string;
  modelsRemaining: number;
  starting: boolean;
  veteran: boolean;
  general: boolean;
  battleline: boolean;
  perModel: number;
}
interface FObjective {
  id: string;
  placement: string | null;
  controller: string | null;
  contests: readonly { readonly unit: string; readonly models?: number | undefined }[];
}
interface FDestroyed {
  unit: string;
  owner: string;
  byUnit: string | null;
  means: string;
  round: number;
  turn: number;
}
interface FPick {
  player: string;
  tactic: string;
  round: number;
  turn: number;
  target: string | null;
  statement: string | null;
  completed: boolean;
}
type Cause = { unit?: string; player?: string; means?: string } | undefined;
interface FZones {
  readonly wholly?: readonly string[] | undefined;
  readonly partly?: readonly string[] | undefined;
}

/** The floor's state. */
export interface FloorState {
  a: string;
  b: string;
  vpA: number;
  vpB: number;
  roleA: string;
  gsA: string | null;
  gsB: string | null;
  gsDoneA: boolean;
  gsDoneB: boolean;
  deploying: boolean;
  round: number;
  first: string;
  second: string;
  turnsEnded: number;
  turnPlayer: string | null;
  turnNumber: number;
  ended: boolean;
  withdrewA: boolean;
  withdrewB: boolean;
  units: Map<string, FUnit>;
  objectives: FObjective[];
  contested: boolean;
  terrain: Map<string, { placement: string | null; controller: string | null }>;
  zones: Map<string, FZones>;
  destroyed: FDestroyed[];
  picks: FPick[];
  result: { kind: string; winner: string | null } | null;
}

/** A fresh floor state. */
export function floorInitial(): FloorState {
  return {
    a: '',
    b: '',
    vpA: 0,
    vpB: 0,
    roleA: 'attacker',
    gsA: null,
    gsB: null,
    gsDoneA: false,
    gsDoneB: false,
    deploying: false,
    round: 0,
    first: '',
    second: '',
    turnsEnded: 0,
    turnPlayer: null,
    turnNumber: 0,
    ended: false,
    withdrewA: false,
    withdrewB: false,
    units: new Map(),
    objectives: [],
    contested: false,
    terrain: new Map(),
    zones: new Map(),
    destroyed: [],
    picks: [],
    result: null,
  };
}

/** An event's data, read field by field (the floor trusts its input, as the fast path does). */
type D = Record<string, unknown>;

const award = (s: FloorState, player: string, vp: number): void => {
  if (player === s.a) s.vpA += vp;
  else s.vpB += vp;
};
const roleOf = (s: FloorState, player: string): string => (player === s.a ? s.roleA : s.roleA === 'attacker' ? 'defender' : 'attacker');
const other = (s: FloorState, player: string): string => (player === s.a ? s.b : s.a);
const territory = (role: string): string => (role === 'attacker' ? 'attacker-territory' : 'defender-territory');
const wholly = (s: FloorState, unit: string, zone: string): boolean => s.zones.get(unit)?.wholly?.includes(zone) === true;
const partly = (s: FloorState, unit: string, zone: string): boolean => {
  const z = s.zones.get(unit);
  return z !== undefined && (z.wholly?.includes(zone) === true || z.partly?.includes(zone) === true);
};
const controlled = (s: FloorState, player: string): number => {
  let n = 0;
  for (const o of s.objectives) if (o.controller === player) n++;
  return n;
};

function destroy(s: FloorState, id: string, by: { unit?: string; player?: string; means?: string } | undefined): void {
  const u = s.units.get(id);
  if (u === undefined || u.status === 'destroyed') return;
  u.status = 'destroyed';
  u.modelsRemaining = 0;
  s.destroyed.push({ unit: id, owner: u.owner, byUnit: by?.unit ?? null, means: by?.means ?? (by === undefined ? 'other' : 'attack'), round: s.round, turn: s.turnNumber });
  dropContests(s, id);
}

function dropContests(s: FloorState, id: string): void {
  for (const o of s.objectives) if (o.contests.some((c) => c.unit === id)) o.contests = o.contests.filter((c) => c.unit !== id);
}

/** Models a contest entry counts for, as the pack counts them (0 unless on the battlefield). */
function counted(s: FloorState, c: { readonly unit: string; readonly models?: number | undefined }): number {
  const u = s.units.get(c.unit);
  return u === undefined || u.status !== 'battlefield' ? 0 : (c.models ?? 0) * u.perModel;
}

function destroyedIn(s: FloorState, unit: string | null, round: number, turn: number): FDestroyed | undefined {
  if (unit === null) return undefined;
  for (const d of s.destroyed) if (d.unit === unit && d.round === round && d.turn === turn) return d;
  return undefined;
}

/** The battle tactics of the pack that can come up in these battles, judged as the pack judges them. */
function judge(s: FloorState, p: FPick): 'completed' | 'failed' | 'unknown' {
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
    case 'against-the-odds': {
      const u = p.target === null ? undefined : s.units.get(p.target);
      if (u === undefined) return 'unknown';
      if (u.status !== 'battlefield') return 'failed';
      if (!s.contested) return 'unknown';
      for (const o of s.objectives) {
        if (o.controller !== p.player) continue;
        let mine = false;
        let enemyVeteran = false;
        for (const c of o.contests) {
          if (counted(s, c) <= 0) continue;
          if (c.unit === p.target) mine = true;
          const e = s.units.get(c.unit);
          if (e !== undefined && e.owner !== p.player && e.veteran) enemyVeteran = true;
        }
        if (mine && !enemyVeteran) return 'completed';
      }
      return 'failed';
    }
    case 'barge-through-enemy-lines': {
      const zone = territory(roleOf(s, p.player) === 'attacker' ? 'defender' : 'attacker');
      let n = 0;
      let all = true;
      for (const [id, u] of s.units) {
        if (u.owner !== p.player || !u.starting || u.status !== 'battlefield') continue;
        if (wholly(s, id, zone)) n++;
        if (!s.zones.has(id)) all = false;
      }
      return n >= 2 ? 'completed' : all ? 'failed' : 'unknown';
    }
    default:
      return 'unknown';
  }
}

function bargeBonus(s: FloorState, player: string): number {
  const zone = territory(roleOf(s, player) === 'attacker' ? 'defender' : 'attacker');
  let veterans = 0;
  for (const [id, u] of s.units) if (u.owner === player && u.starting && u.status === 'battlefield' && u.veteran && wholly(s, id, zone)) veterans++;
  return veterans >= 2 ? 1 : 0;
}

/** The grand strategies, judged as the pack judges them at the end of the battle. */
function grandStrategy(s: FloorState, gs: string, player: string): boolean {
  const role = roleOf(s, player);
  switch (gs) {
    case 'no-place-for-the-weak':
      for (const u of s.units.values()) if (u.owner !== player && u.starting && u.battleline && u.status === 'battlefield') return false;
      return true;
    case 'tame-the-land': {
      let outside = 0;
      for (const o of s.objectives) {
        const out = o.placement === 'attacker-territory' || o.placement === 'border-attacker' ? role !== 'attacker' : o.placement === 'defender-territory' || o.placement === 'border-defender' ? role !== 'defender' : true;
        if (!out) continue;
        outside++;
        if (o.controller !== player) return false;
      }
      return outside > 0;
    }
    case 'defend-whats-ours': {
      const zone = territory(role);
      for (const [id, u] of s.units) if (u.owner !== player && u.status === 'battlefield' && wholly(s, id, zone)) return false;
      return true;
    }
    case 'take-whats-theirs': {
      const zone = territory(role === 'attacker' ? 'defender' : 'attacker');
      let mine = 0;
      let theirs = 0;
      for (const [id, u] of s.units) {
        if (u.status !== 'battlefield' || !wholly(s, id, zone)) continue;
        if (u.owner === player) mine++;
        else theirs++;
      }
      return mine > theirs;
    }
    case 'demonstration-of-strength': {
      let n = 0;
      for (const u of s.units.values()) if (u.owner === player && u.starting && u.status === 'battlefield' && u.veteran) n++;
      return n >= 3;
    }
    case 'show-of-dominance': {
      for (const q of ['q1', 'q2', 'q3', 'q4']) {
        let held = false;
        for (const [id, u] of s.units) {
          if (u.owner === player && u.status === 'battlefield' && u.veteran && partly(s, id, q)) {
            held = true;
            break;
          }
        }
        if (!held) return false;
      }
      return true;
    }
    default:
      return false;
  }
}

function endBattle(s: FloorState, concededBy?: string): void {
  if (s.ended) return;
  s.turnPlayer = null;
  s.turnNumber = 0;
  if (s.gsA !== null && grandStrategy(s, s.gsA, s.a)) {
    s.gsDoneA = true;
    s.vpA += 3;
  }
  if (s.gsB !== null && grandStrategy(s, s.gsB, s.b)) {
    s.gsDoneB = true;
    s.vpB += 3;
  }
  s.ended = true;
  // the first player (in set-up order) who withdrew loses, else the one who conceded
  const lost = s.withdrewA ? s.a : s.withdrewB ? s.b : concededBy;
  if (lost !== undefined) {
    s.result = { kind: 'major', winner: other(s, lost) };
    return;
  }
  if (s.vpA !== s.vpB) {
    s.result = { kind: 'major', winner: s.vpA > s.vpB ? s.a : s.b };
    return;
  }
  let ta = 0;
  let tb = 0;
  for (const p of s.picks) if (p.completed) p.player === s.a ? ta++ : tb++;
  if (ta !== tb) s.result = { kind: 'minor', winner: ta > tb ? s.a : s.b };
  else if (s.gsDoneA !== s.gsDoneB) s.result = { kind: 'minor', winner: s.gsDoneA ? s.a : s.b };
  else s.result = { kind: 'draw', winner: null };
}

function endTurn(s: FloorState): void {
  const player = s.turnPlayer;
  if (player === null) return;
  for (const p of s.picks) {
    if (p.player !== player || p.round !== s.round || p.turn !== s.turnNumber) continue;
    const j = judge(s, p);
    const verdict = j !== 'unknown' ? j : (p.statement ?? 'failed');
    if (verdict === 'completed') {
      p.completed = true;
      award(s, player, 2 + (p.tactic === 'barge-through-enemy-lines' ? bargeBonus(s, player) : 0));
    }
    break;
  }
  const mine = controlled(s, player);
  const theirs = controlled(s, other(s, player));
  award(s, player, (mine >= 1 ? 1 : 0) + (mine >= 2 ? 1 : 0) + (mine > theirs ? 1 : 0));
  s.turnPlayer = null;
  s.turnNumber = 0;
  if (++s.turnsEnded < 2) return;
  if (s.round >= 5) endBattle(s);
}

/** Folds one event into the floor state (mutating it). */
export function floorApply(s: FloorState, event: GalletEvent): void {
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
      for (const o of d['objectives'] as readonly { id: string; placement?: string }[]) s.objectives.push({ id: o.id, placement: o.placement ?? null, controller: null, contests: [] });
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
        tags?: readonly string[];
      }[]) {
        const battleline = u.roles?.includes('battleline') === true;
        s.units.set(u.id, {
          owner: u.owner,
          status: origin === 'reserve' ? 'reserve' : 'battlefield',
          modelsRemaining: u.models,
          starting,
          // Masters of the Splintered Land, or the keyword given outright
          veteran: (battleline && u.wounds <= 4 && u.mounted !== true) || u.keywords?.some((k) => k.toUpperCase() === 'GALLETIAN VETERANS') === true,
          general: u.general === true,
          battleline,
          perModel: u.tags?.includes('expert-conquerors') === true ? 3 : 1,
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
      s.first = d['firstTurn'] as string;
      s.second = other(s, s.first);
      s.turnsEnded = 0;
      return;
    }
    case 'TurnStarted':
      s.turnPlayer = d['player'] as string;
      s.turnNumber = s.turnsEnded + 1;
      return;
    case 'BattleTacticPicked': {
      const target = d['target'] as { id: string } | undefined;
      s.picks.push({ player: d['player'] as string, tactic: d['tactic'] as string, round: s.round, turn: s.turnNumber, target: target?.id ?? null, statement: null, completed: false });
      return;
    }
    case 'BattleTacticCompleted':
    case 'BattleTacticFailed': {
      const last = s.picks[s.picks.length - 1];
      if (last !== undefined) last.statement = event.type === 'BattleTacticCompleted' ? 'completed' : 'failed';
      return;
    }
    case 'ObjectiveControlSet': {
      const id = d['objective'] as string;
      for (const o of s.objectives) if (o.id === id) o.controller = d['player'] as string | null;
      return;
    }
    case 'ObjectiveContestReported': {
      const covered = d['objectives'] as readonly string[] | undefined;
      const contests = d['contests'] as readonly { unit: string; objective: string; models?: number }[];
      for (const o of s.objectives) {
        if (covered !== undefined && !covered.includes(o.id)) continue;
        s.contested = true;
        let ta = 0;
        let tb = 0;
        const mine: (typeof contests)[number][] = [];
        for (const c of contests) {
          if (c.objective !== o.id) continue;
          mine.push(c);
          const n = counted(s, c);
          if (s.units.get(c.unit)?.owner === s.a) ta += n;
          else tb += n;
        }
        o.contests = mine;
        if (ta !== tb) o.controller = ta > tb ? s.a : s.b;
      }
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
      const units = d['units'] as Record<string, FZones>;
      for (const id in units) s.zones.set(id, units[id] as FZones);
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
    case 'PlayerWithdrew': {
      const player = d['player'] as string;
      if (player === s.a) s.withdrewA = true;
      else s.withdrewB = true;
      for (const [id, u] of s.units) {
        if (u.owner === player && (u.status === 'battlefield' || u.status === 'reserve')) {
          u.status = 'withdrawn';
          dropContests(s, id);
        }
      }
      if (d['continueBattle'] !== true) endBattle(s);
      return;
    }
    case 'BattleEnded':
      endBattle(s, d['reason'] === 'concession' ? (d['concededBy'] as string) : undefined);
      return;
    default:
      return;
  }
}

/** Replays a battle on the floor. */
export function floorReplay(events: readonly GalletEvent[]): FloorState {
  const s = floorInitial();
  for (const e of events) floorApply(s, e);
  return s;
}
