/**
 * Writes the golden twins (ruling `table/positions-report`): for a hand-reported golden battle
 * (`test/fixtures/gallet/<id>.log.json`), the same battle recorded by positions only
 * (`test/fixtures/table/<id>.positions.log.json`). Every hand contest report becomes a full positions snapshot
 * (`replace: true`) that places each unit on the battlefield so that it has exactly the models the hand report gives
 * within range of each objective, wholly within the zone a zone report of the same turn gives it; the zone reports are
 * folded into those snapshots. The models are placed on a grid of spots measured once with `deriveTableFacts`; the
 * engine then measures them again on its own when the twin is replayed (`test/table/golden-twins.test.ts`).
 *
 * Run with `npx tsx scripts/positions-twins.ts`.
 * @module
 */
import type { EventOf } from '../src/index.js';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gallet } from '../src/battlepack/gallet/index.js';
import { createEngine } from '../src/core/create-engine.js';
import { galletTable } from '../src/gallet-table.js';
import { createLog, parseLog, replayLog, serializeLog, type BattleLog, type BattleState } from '../src/index.js';
import { turnKeyOf } from '../src/authoring.js';
import { deriveTableFactsOrThrow, type BattlefieldMap, type TableUnit } from '../src/table.js';

/** Gallet measured on the table (positions reports). */
const tableEngine = createEngine(gallet, { table: galletTable });

type Ev = EventOf<typeof tableEngine>;

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The battleplans that have a twin. */
export const TWINS = ['the-lurkers-below', 'turf-war'] as const;
const BASE = { kind: 'round', diameterMm: 25 } as const;
const SPACING = 1.1;

interface Spot {
  readonly x: number;
  readonly y: number;
  /** The objectives a model here contests, in map order. */
  readonly objectives: readonly string[];
  readonly wholly: readonly string[];
}

/** Every spot of the grid, with what a model standing there contests and the zones it is wholly within. */
function spotsOf(map: BattlefieldMap): Spot[] {
  const units: TableUnit[] = [];
  for (let x = SPACING / 2 + 0.3; x < map.width - 0.5; x += SPACING)
    for (let y = SPACING / 2 + 0.3; y < map.height - 0.5; y += SPACING) units.push({ id: `s${units.length}`, owner: 'p', base: BASE, models: [{ position: { x: round(x), y: round(y) } }] });
  const facts = deriveTableFactsOrThrow({ map, units });
  return units.map((u) => {
    const f = facts.units[u.id];
    const p = u.models[0]?.position ?? { x: 0, y: 0 };
    return { x: p.x, y: p.y, objectives: f?.objectivesInRange ?? [], wholly: f?.zones.wholly ?? [] };
  });
}

const round = (v: number) => Math.round(v * 1000) / 1000;

/** The zone each unit is wholly within, per turn, from the log's zone reports (the first zone each names). */
function zonesByTurn(events: readonly Ev[], keys: readonly string[]): Map<string, Map<string, string>> {
  const out = new Map<string, Map<string, string>>();
  events.forEach((e, i) => {
    if (e.type !== 'ZonesReported') return;
    const k = keys[i] as string;
    const m = out.get(k) ?? new Map<string, string>();
    for (const [unit, z] of Object.entries(e.data.units)) if (z.wholly?.[0] !== undefined) m.set(unit, z.wholly[0]);
    out.set(k, m);
  });
  return out;
}

/** The positions snapshot that gives the facts of one hand contest report. */
function snapshotFor(state: BattleState<unknown>, contests: readonly { unit: string; objective: string; models?: number | undefined }[], zones: ReadonlyMap<string, string>, spots: readonly Spot[], map: BattlefieldMap, at: 'end-of-turn' | undefined): Ev {
  const used = new Set<number>();
  const home = (owner: string) => {
    const role = state.players[owner]?.role;
    return map.regions.some((r) => r.id === 'neutral') || neutralExists(spots) ? 'neutral' : role === 'attacker' ? 'attacker-territory' : 'defender-territory';
  };
  const take = (n: number, objective: string | null, zone: string, unit: string) => {
    const target = objective === null ? null : map.objectives.find((o) => o.id === objective)?.position;
    const fits = spots
      .map((s, i) => ({ s, i }))
      .filter(({ s, i }) => !used.has(i) && s.wholly.includes(zone) && (objective === null ? s.objectives.length === 0 : s.objectives.length === 1 && s.objectives[0] === objective));
    if (target !== undefined && target !== null) fits.sort((a, b) => Math.hypot(a.s.x - target.x, a.s.y - target.y) - Math.hypot(b.s.x - target.x, b.s.y - target.y));
    else fits.sort((a, b) => a.s.y - b.s.y || a.s.x - b.s.x);
    if (fits.length < n) throw new Error(`no room for ${n} models of ${unit} ${objective === null ? 'away from the objectives' : `on ${objective}`} wholly within ${zone}`);
    return fits.slice(0, n).map(({ s, i }) => {
      used.add(i);
      return { position: { x: s.x, y: s.y } };
    });
  };
  const units: { unit: string; base: typeof BASE; models: { position: { x: number; y: number } }[] }[] = [];
  for (const u of Object.values(state.units)) {
    if (u.status !== 'battlefield') continue;
    const zone = zones.get(u.def.id) ?? home(u.def.owner);
    const mine = contests.filter((c) => c.unit === u.def.id);
    const models = mine.flatMap((c) => take(c.models ?? 0, c.objective, zone, u.def.id));
    const rest = u.modelsRemaining - models.length;
    if (rest < 0) throw new Error(`${u.def.id} contests with more models than it has`);
    models.push(...take(rest, null, zone, u.def.id));
    units.push({ unit: u.def.id, base: BASE, models });
  }
  return { type: 'PositionsReported', data: at === undefined ? { units, replace: true } : { units, replace: true, at } } as Ev;
}

function neutralExists(spots: readonly Spot[]): boolean {
  return spots.some((s) => s.wholly.includes('neutral'));
}

/** The twin of one golden battle: its events with every hand report replaced by positions. */
export function positionsTwin(id: string): BattleLog {
  const parsed = parseLog(readFileSync(join(ROOT, 'test/fixtures/gallet', `${id}.log.json`), 'utf8'));
  if (!parsed.ok) throw new Error(`${id}: ${parsed.violations[0]?.message ?? 'invalid log'}`);
  const events = parsed.value.events.map(({ seq: _seq, ...e }) => e as Ev);
  const map = (gallet.battleplans as Readonly<Record<string, { readonly map?: BattlefieldMap }>>)[id]?.map;
  if (map === undefined) throw new Error(`${id} has no map`);
  const spots = spotsOf(map);
  // the turn each event is folded in, and the state before it
  const states: BattleState<unknown>[] = [];
  const keys: string[] = [];
  let s = tableEngine.replayOrThrow([]) as BattleState<unknown>;
  for (const e of events) {
    states.push(s);
    s = tableEngine.applyOrThrow(s as never, e) as BattleState<unknown>;
    const k = turnKeyOf(s);
    keys.push(`${k.round}.${k.turn}`);
  }
  const zones = zonesByTurn(events, keys);
  const contestTurns = new Set(events.flatMap((e, i) => (e.type === 'ObjectiveContestReported' ? [keys[i]] : [])));
  const out: Ev[] = [];
  events.forEach((e, i) => {
    if (e.type === 'ZonesReported') {
      if (!contestTurns.has(keys[i])) throw new Error(`${id}: a zone report in a turn without a contest report (event ${i + 1})`);
      return;
    }
    if (e.type !== 'ObjectiveContestReported') {
      out.push(e);
      return;
    }
    if (e.data.objectives !== undefined) throw new Error(`${id}: a contest report covering some objectives only (event ${i + 1})`);
    out.push(snapshotFor(states[i] as BattleState<unknown>, e.data.contests, zones.get(keys[i] as string) ?? new Map(), spots, map, e.data.at));
  });
  const log = createLog(gallet, out, { title: `${parsed.value.meta?.title ?? id} (recorded by positions)`, note: `The golden battle ${id} with every hand report replaced by positions (scripts/positions-twins.ts).` });
  const check = replayLog(tableEngine, log);
  if (!check.ok) throw new Error(`${id}: event ${check.applied + 1} refused: ${check.violations.map((v) => `${v.code}: ${v.message}`).join(' | ')}`);
  return log;
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = join(ROOT, 'test/fixtures/table');
  mkdirSync(dir, { recursive: true });
  for (const id of TWINS) {
    const file = join(dir, `${id}.positions.log.json`);
    writeFileSync(file, serializeLog(positionsTwin(id)) + '\n');
    console.log(`wrote ${file}`);
  }
}
