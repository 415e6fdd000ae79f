/**
 * The meaning of a battle state the engine did not make (issue 25), checked after its shape (`state-shape.ts`): every
 * reference resolves (units, players, objectives, winners), counts are within their bounds (models left at most the
 * unit's models, wounds at least 1, victory and command points not negative), and every position is on the table. Run
 * once per state read (`readState`); a state the engine made never pays for it.
 * @module
 */
import { echo } from '../errors.js';
import { has } from '../rules/rules-of.js';
import { CONTEST_STRIDE, ZONES_STRIDE } from './reports.js';
import type { BoardZonesReport } from './state.js';

type Obj = Record<string, unknown>;
type Path = readonly (string | number)[];

/** Where the meaning of a state is wrong, and how. */
export interface MeaningProblem {
  readonly path: Path;
  readonly message: string;
}

/** The largest battlefield side the engine measures (inches): a position beyond it is on no table. */
const TABLE_MAX = 120;

const q = (v: unknown): string => `"${echo(String(v), 40)}"`;

/**
 * The first place where a state (already of the right shape, see `readState`) means something no battle can reach, or
 * null. Linear in the state's size.
 */
export function meaningProblem(s: Obj): MeaningProblem | null {
  const players = s['players'] as Record<string, Obj>;
  const units = s['units'] as Record<string, Obj>;
  const objectives = s['objectives'] as Record<string, Obj>;
  const isPlayer = (v: unknown): boolean => typeof v === 'string' && has(players, v);
  const isUnit = (v: unknown): boolean => typeof v === 'string' && has(units, v);
  const notA = (path: Path, v: unknown, what: string): MeaningProblem => ({ path, message: `${q(v)} is not ${what}` });

  for (const id of Object.keys(players)) {
    const p = players[id] as Obj;
    for (const k of ['vp', 'commandPoints'] as const) if ((p[k] as number) < 0) return { path: ['players', id, k], message: `expected 0 or more, found ${String(p[k])}` };
  }
  for (const id of Object.keys(units)) {
    const u = units[id] as Obj;
    if ((u['wounds'] as number) < 1) return { path: ['units', id, 'wounds'], message: `expected 1 or more, found ${String(u['wounds'])}` };
    if ((u['models'] as number) < 1) return { path: ['units', id, 'models'], message: `expected 1 or more, found ${String(u['models'])}` };
    if ((u['modelsRemaining'] as number) > (u['models'] as number))
      return { path: ['units', id, 'modelsRemaining'], message: `expected at most the unit's ${String(u['models'])} models, found ${String(u['modelsRemaining'])}` };
    if ((u['points'] as number) < 0) return { path: ['units', id, 'points'], message: `expected 0 or more, found ${String(u['points'])}` };
  }
  for (const id of Object.keys(objectives)) {
    const o = objectives[id] as Obj;
    if (o['controller'] !== null && !isPlayer(o['controller'])) return notA(['objectives', id, 'controller'], o['controller'], 'a player');
    const pos = o['position'] as Obj | null;
    if (pos !== null) {
      const bad = offTable(pos, TABLE_MAX, TABLE_MAX);
      if (bad !== null) return { path: ['objectives', id, 'position', bad], message: `expected 0 to ${TABLE_MAX} inches, found ${String(pos[bad])}` };
    }
  }
  if (s['deploymentFirst'] !== null && !isPlayer(s['deploymentFirst'])) return notA(['deploymentFirst'], s['deploymentFirst'], 'a player');
  const result = s['result'] as Obj | null;
  if (result !== null && result['winner'] !== null && !isPlayer(result['winner'])) return notA(['result', 'winner'], result['winner'], 'a player of this battle');
  const rounds = s['rounds'] as Obj[];
  for (let i = 0; i < rounds.length; i++) {
    const r = rounds[i] as Obj;
    for (const k of ['first', 'second'] as const) if (!isPlayer(r[k])) return notA(['rounds', i, k], r[k], 'a player');
    const winner = (r['priority'] as Obj)['winner'];
    if (!isPlayer(winner)) return notA(['rounds', i, 'priority', 'winner'], winner, 'a player');
  }
  const lists: readonly [string, string, (v: unknown) => boolean, string][] = [
    ['tactics', 'player', isPlayer, 'a player'],
    ['ledger', 'player', isPlayer, 'a player'],
    ['turnSummaries', 'player', isPlayer, 'a player'],
    ['destroyed', 'unit', isUnit, 'a unit of this battle'],
    ['destroyed', 'owner', isPlayer, 'a player'],
  ];
  for (const [list, field, ok, what] of lists) {
    const items = s[list] as Obj[];
    for (let i = 0; i < items.length; i++) if (!ok((items[i] as Obj)[field])) return notA([list, i, field], (items[i] as Obj)[field], what);
  }
  // the packed reports (src/core/state/reports.ts): entries of units of this battle, each zones report naming its unit
  const contests = s['contests'] as Record<string, { entries: unknown[] }>;
  for (const id of Object.keys(contests)) {
    if (!has(objectives, id)) return notA(['contests', id], id, 'an objective of this battle');
    const entries = (contests[id] as { entries: unknown[] }).entries;
    for (let i = 0; i < entries.length; i += CONTEST_STRIDE) if (!isUnit(entries[i])) return notA(['contests', id, 'entries', i], entries[i], 'a unit of this battle');
  }
  const zones = s['zones'] as BoardZonesReport[];
  for (let i = 0; i < zones.length; i++) {
    const u = (zones[i] as BoardZonesReport).units;
    for (let j = 0; j < u.length; j += ZONES_STRIDE) if (!isUnit(u[j])) return notA(['zones', i, 'units', j], u[j], 'a unit of this battle');
  }
  return tableProblem(s['table'] as Obj, units, isPlayer);
}

/** The coordinate of `p` off a `w`×`h` table (0 to `w`, 0 to `h`), or null. */
function offTable(p: Obj, w: number, h: number): 'x' | 'y' | null {
  const x = p['x'] as number;
  const y = p['y'] as number;
  if (!(x >= 0 && x <= w)) return 'x';
  if (!(y >= 0 && y <= h)) return 'y';
  return null;
}

/** Positions of units that exist, owned by their unit's owner, on the battle's table; assignments of units and players. */
function tableProblem(table: Obj, units: Record<string, Obj>, isPlayer: (v: unknown) => boolean): MeaningProblem | null {
  const map = table['map'] as Obj | null;
  const w = map === null ? TABLE_MAX : (map['width'] as number);
  const h = map === null ? TABLE_MAX : (map['height'] as number);
  const placed = (list: Obj[], path: Path): MeaningProblem | null => {
    for (let i = 0; i < list.length; i++) {
      const t = list[i] as Obj;
      const u = has(units, t['id'] as string) ? units[t['id'] as string] : undefined;
      if (u === undefined) return { path: [...path, i, 'id'], message: `${q(t['id'])} is not a unit of this battle` };
      if (t['owner'] !== u['owner']) return { path: [...path, i, 'owner'], message: `expected ${q(u['owner'])}, the unit's owner, found ${q(t['owner'])}` };
      const models = t['models'] as Obj[];
      // a positions report places at least one model of each unit it names
      if (models.length === 0) return { path: [...path, i, 'models'], message: 'expected at least 1 model placed, found none' };
      if (models.length > (u['models'] as number)) return { path: [...path, i, 'models'], message: `expected at most the unit's ${String(u['models'])} models, found ${models.length}` };
      for (let k = 0; k < models.length; k++) {
        const pos = (models[k] as Obj)['position'] as Obj;
        const bad = offTable(pos, w, h);
        if (bad !== null) return { path: [...path, i, 'models', k, 'position', bad], message: `expected a position on the ${w}"×${h}" table, found ${String(pos[bad])}` };
      }
    }
    return null;
  };
  const positions = table['positions'] as Record<string, Obj>;
  const now = placed(
    Object.keys(positions).map((k) => positions[k] as Obj),
    ['table', 'positions'],
  );
  if (now !== null) return { ...now, path: now.path.map((p, i) => (i === 2 ? (Object.keys(positions)[p as number] ?? p) : p)) };
  const rounds = table['rounds'] as Obj[];
  for (let i = 0; i < rounds.length; i++) {
    const r = rounds[i] as Obj;
    if (!isPlayer(r['player'])) return { path: ['table', 'rounds', i, 'player'], message: `${q(r['player'])} is not a player` };
    const bad = placed(r['units'] as Obj[], ['table', 'rounds', i, 'units']);
    if (bad !== null) return bad;
  }
  const assignments = table['assignments'] as Record<string, Obj>;
  for (const id of Object.keys(assignments)) {
    if (!has(units, id)) return { path: ['table', 'assignments', id], message: `${q(id)} is not a unit of this battle` };
    if (!isPlayer((assignments[id] as Obj)['player'])) return { path: ['table', 'assignments', id, 'player'], message: `${q((assignments[id] as Obj)['player'])} is not a player` };
  }
  return null;
}
