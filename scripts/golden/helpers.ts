/**
 * Helpers the golden-battle generators share: small builders for Gallet events and the writer of
 * `test/fixtures/gallet/<battleplan-id>.log.json`. A generator only writes the log; the expected scoring sheet next to
 * it is worked out by hand from the rules (see the comment block of each generator).
 *
 * Run one with `npx tsx scripts/golden/<battleplan-id>.ts`.
 * @module
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gallet, galletEngine } from '../../src/battlepack/gallet/index.js';
import { createLog, parseLog, replayLog, serializeLog, type BattleLog } from '../../src/index.js';
import { type ObjectiveDef, type PlayerDef, type TerrainDef, type UnitDef } from '../../src/authoring.js';
import { type EventsOf } from '../../src/core/pack/battlepack.js';

/** Any event the Gallet engine accepts, as written in a log. */
export type Ev = EventsOf<typeof gallet.events>;

/** The repository root. */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Where the golden logs and sheets live. */
export const FIXTURES = join(ROOT, 'test/fixtures/gallet');

/** `BattleSetUp` for a 2000-point Gallet battle (attacker first in `players`). */
export function setUp(battleplan: string, players: readonly [PlayerDef, PlayerDef], opts: { objectives?: ObjectiveDef[]; terrain?: TerrainDef[]; pointsLimit?: number } = {}): Ev {
  return {
    type: 'BattleSetUp',
    data: {
      battlepack: { id: gallet.id, version: gallet.version },
      battleplan,
      pointsLimit: opts.pointsLimit ?? 2000,
      players: [...players],
      ...(opts.objectives !== undefined ? { objectives: opts.objectives } : {}),
      ...(opts.terrain !== undefined ? { terrain: opts.terrain } : {}),
    },
  };
}

/** A Battleline unit (GALLETIAN VETERANS when its Wounds are 4 or less and it is not mounted). */
export function battleline(id: string, owner: string, name: string, wounds: number, models: number, over: Partial<UnitDef> = {}): UnitDef {
  return { id, owner, name, roles: ['battleline'], keywords: [], wounds, models, mounted: false, ...over };
}

/** A Leader (a single-model HERO); `general: true` for the army's general. */
export function leader(id: string, owner: string, name: string, wounds: number, over: Partial<UnitDef> = {}): UnitDef {
  return { id, owner, name, roles: ['leader'], keywords: ['HERO'], wounds, models: 1, mounted: false, ...over };
}

/** A unit with no role the rules look at. */
export function other(id: string, owner: string, name: string, wounds: number, models: number, over: Partial<UnitDef> = {}): UnitDef {
  return { id, owner, name, roles: ['other'], keywords: [], wounds, models, mounted: false, ...over };
}

/** Units join an army. */
export function added(origin: 'roster' | 'reserve' | 'summoned' | 'replacement', units: UnitDef[]): Ev {
  return { type: 'UnitsAdded', data: { origin, units } };
}

/** Deployment is over. */
export function deployed(firstFinished: string): Ev {
  return { type: 'DeploymentFinished', data: { firstFinished } };
}

/** A round begins: round 1 without rolls (the player who finished deploying first), later rounds with the roll-off. */
export function priority(round: number, firstTurn: string, rolls?: Record<string, number>): Ev {
  return { type: 'PriorityDetermined', data: rolls === undefined ? { round, firstTurn } : { round, rolls, firstTurn } };
}

/** The start of a phase. */
export function phase(p: 'hero' | 'movement' | 'shooting' | 'charge' | 'combat' | 'battleshock'): Ev {
  return { type: 'PhaseStarted', data: { phase: p } };
}

/** A whole turn: `TurnStarted`, the events before the hero phase (alpha objective), the hero phase, the body, `TurnEnded`. */
export function turn(player: string, body: readonly Ev[], beforeHero: readonly Ev[] = []): Ev[] {
  return [{ type: 'TurnStarted', data: { player } }, ...beforeHero, phase('hero'), ...body, { type: 'TurnEnded', data: { player } }];
}

/** A battle tactic picked, with an optional target. */
export function pick(player: string, tactic: string, target?: { kind: 'unit' | 'terrain' | 'objective'; id: string }): Ev {
  return { type: 'BattleTacticPicked', data: target === undefined ? { player, tactic } : { player, tactic, target } };
}

/** A unit target. */
export const unitT = (id: string) => ({ kind: 'unit' as const, id });
/** A terrain target. */
export const terrainT = (id: string) => ({ kind: 'terrain' as const, id });

/** The players' statement about this turn's battle tactic. */
export function stated(player: string, tactic: string, how: 'completed' | 'failed'): Ev {
  return how === 'completed' ? { type: 'BattleTacticCompleted', data: { player, tactic } } : { type: 'BattleTacticFailed', data: { player, tactic } };
}

/** A contest report: `[unit, objective, models, wholly?]` entries; it covers every objective on the battlefield. */
export function contest(...entries: readonly (readonly [string, string, number, boolean?])[]): Ev {
  return {
    type: 'ObjectiveContestReported',
    data: { contests: entries.map(([unit, objective, models, wholly]) => (wholly === undefined ? { unit, objective, models } : { unit, objective, models, wholly })) },
  };
}

type Means = 'attack' | 'ability' | 'spell' | 'mortal' | 'other';

/** Models slain, by a unit. */
export function slain(unit: string, count: number, byUnit?: string, means: Means = 'attack'): Ev {
  return { type: 'ModelsSlain', data: byUnit === undefined ? { unit, count } : { unit, count, by: { unit: byUnit, means } } };
}

/** A unit destroyed, by a unit (or with no cause reported). */
export function destroyed(unit: string, byUnit?: string, means: Means = 'attack'): Ev {
  return { type: 'UnitDestroyed', data: byUnit === undefined ? { unit } : { unit, by: { unit: byUnit, means } } };
}

/**
 * Zones: unit id → zones it is wholly within (and, optionally, partly within). With `at: 'end-of-turn'` the report
 * describes the table at the end of the turn (grand strategies read the zones of the battle's last turn).
 */
export function zones(units: Record<string, { wholly: string[]; partly?: string[] }>, at?: 'end-of-turn'): Ev {
  const out: Record<string, { wholly: string[]; partly: string[] }> = {};
  for (const [id, z] of Object.entries(units)) out[id] = { wholly: z.wholly, partly: z.partly ?? [] };
  return { type: 'ZonesReported', data: at === undefined ? { units: out } : { units: out, at } } as Ev;
}

/** Builds the log and checks that every event is accepted (a generator never writes a log the engine refuses). */
export function goldenLog(events: readonly Ev[], meta: { title: string; note: string }): BattleLog {
  const log = createLog(gallet, events, meta);
  const parsed = parseLog(serializeLog(log));
  if (!parsed.ok) throw new Error(`log refused: ${parsed.violations.map((v) => v.message).join('; ')}`);
  const r = replayLog(galletEngine, parsed.value);
  if (!r.ok) throw new Error(`event ${r.applied + 1} (${JSON.stringify(events[r.applied])}) refused: ${r.violations.map((v) => `${v.code}: ${v.message}`).join(' | ')}`);
  return log;
}

/** Writes `test/fixtures/gallet/<id>.log.json` when the calling module is the script being run. */
export function writeIfMain(moduleUrl: string, id: string, log: BattleLog): void {
  const main = process.argv[1];
  if (main === undefined || pathToFileURL(resolve(main)).href !== moduleUrl) return;
  mkdirSync(FIXTURES, { recursive: true });
  const path = join(FIXTURES, `${id}.log.json`);
  writeFileSync(path, serializeLog(log));
  console.log(`wrote ${path} (${log.events.length} events)`);
}
