/**
 * Pictures of a battle's table: the battle's map with the models where the positions reports put them and the
 * objectives coloured by controller, now or at the end of each round (`state.table`). Browser-safe.
 * @module
 */
import type { BattleState, BattleTable, TableTurn } from '../core/state/state.js';
import { argOrThrow, badArg, isRecord } from './args.js';
import { validateMap } from './map.js';
import { selectActivePlayer } from '../core/state/battle-selectors.js';
import { selectUnit } from '../core/state/board-selectors.js';
import { renderBattlefieldSvg, type SvgPlayer } from './svg.js';
import type { BattlefieldMap, MapObjective, TableUnit } from './types.js';

/** Options of {@link renderBattleMapSvg}. */
export interface BattleMapSvgOptions {
  /** The table at the end of this round (one of `state.table.rounds`) instead of the table now. */
  readonly round?: number;
  /** Draw each objective's contest range (default true). */
  readonly ranges?: boolean;
  /** Pixels per inch (default 12). */
  readonly scale?: number;
  /** The heading; by default the battleplan's name and the moment shown (`end of round 2`, `battle round 3, Ann’s turn`). */
  readonly title?: string;
}

/** One round's picture (see {@link battleMapsByRound}). */
export interface RoundMap {
  readonly round: number;
  readonly svg: string;
}

/** The map with the objectives of the battle: those on the battlefield, where the battle puts them. */
function mapOfBattle(state: BattleState<unknown>, map: BattlefieldMap): BattlefieldMap {
  const objectives: MapObjective[] = [];
  const onMap = new Set<string>();
  for (const o of map.objectives) {
    onMap.add(o.id);
    if (state.board.objectives[o.id]?.active !== false) objectives.push(o);
  }
  for (const o of Object.values(state.board.objectives))
    if (o.active && !onMap.has(o.id) && o.position !== null) objectives.push({ id: o.id, name: o.name, position: { x: o.position.x, y: o.position.y }, confidence: 'high' });
  return { ...map, objectives };
}

function playersOf(state: BattleState<unknown>): SvgPlayer[] {
  return Object.values(state.players).map((p) => ({ id: p.id, role: p.role, name: p.name }));
}

/** The moment a state is at, in words: the battle round and whose turn, or the stage before and after the rounds. */
export function battleMoment(state: BattleState<unknown>): string {
  if (state.clock.stage === 'ended') return `the end of the battle (round ${state.clock.round})`;
  if (state.clock.stage === 'deployment') return 'deployment';
  if (state.clock.stage !== 'battle') return 'before the battle';
  if (state.clock.round === 0) return 'after deployment, before the first battle round';
  const active = selectActivePlayer(state);
  const who = active === null ? undefined : (state.players[active]?.name ?? active);
  return who === undefined ? `battle round ${state.clock.round}, between turns` : `battle round ${state.clock.round}, ${who}’s turn`;
}

/** The units on the battlefield where they stand now. */
function unitsNow(state: BattleState<unknown>, table: BattleTable): TableUnit[] {
  const out: TableUnit[] = [];
  for (const id in table.positions) if (state.units[id]?.status === 'battlefield') out.push(table.positions[id] as TableUnit);
  return out;
}

/**
 * The battle's table as an SVG picture: its map, the bases where the latest positions put them (each unit labelled with
 * its name, never over an objective marker) and the objectives
 * coloured by who controls them — now, or at the end of a round (`options.round`). `null` when the battle has no map
 * (not set up, or an engine without table rules) or the round asked for has no picture. A state or options that are not
 * of their kind (or cannot be read) are a `TypeError`.
 * @example
 * ```ts
 * import { renderBattleMapSvg } from 'battlepack-engine/table';
 * import { galletEngine } from 'battlepack-engine/gallet';
 *
 * const state = galletEngine.replayOrThrow([]);
 * renderBattleMapSvg(state); // null: no battle set up yet
 * ```
 */
export function renderBattleMapSvg(given: BattleState<unknown>, givenOptions: BattleMapSvgOptions = {}): string | null {
  const state = readBattle('renderBattleMapSvg', given);
  const options = readMapOptions('renderBattleMapSvg', givenOptions, ['round', 'ranges', 'scale', 'title']);
  return pictureOf(state, options);
}

/** The parts of a battle state a picture reads, each read once as plain data; a `TypeError` when one is not of its kind. */
function readBattle(fn: string, given: unknown): BattleState<unknown> {
  let parts: Record<string, unknown>;
  try {
    if (!isRecord(given)) badArg(fn, 'state', 'a battle state');
    // (and what the title's moment reads: the stage, the round and whose turn it is)
    const board = given['board'];
    const clock = given['clock'];
    if (!isRecord(board) || !isRecord(clock)) badArg(fn, 'state', 'a battle state (its board and clock)');
    parts = { table: board['table'], objectives: board['objectives'], players: given['players'], units: given['units'], stage: clock['stage'], round: clock['round'], turn: clock['turn'] };
  } catch (e) {
    if (e instanceof TypeError && e.message.startsWith(fn)) throw e;
    return badArg(fn, 'state', 'a battle state that can be read');
  }
  const s = argOrThrow(fn, 'state', parts) as Record<string, unknown>;
  const table = s['table'];
  const ok =
    isRecord(table) &&
    (table['map'] === null || validateMap(table['map']).length === 0) &&
    isRecord(table['positions']) &&
    Array.isArray(table['rounds']) &&
    table['rounds'].every((r: unknown) => isRecord(r) && typeof r['round'] === 'number' && Array.isArray(r['units']) && isRecord(r['controllers'])) &&
    isRecord(s['objectives']) &&
    Object.values(s['objectives']).every((o) => isRecord(o) && typeof o['id'] === 'string' && typeof o['active'] === 'boolean') &&
    isRecord(s['players']) &&
    Object.values(s['players']).every((p) => isRecord(p) && typeof p['id'] === 'string' && (p['role'] === 'attacker' || p['role'] === 'defender')) &&
    isRecord(s['units']) &&
    typeof s['stage'] === 'string' &&
    typeof s['round'] === 'number' &&
    (s['turn'] === null || s['turn'] === undefined || (isRecord(s['turn']) && typeof s['turn']['player'] === 'string'));
  if (!ok) badArg(fn, 'state', 'a battle state (its table, objectives, players and units)');
  const flat = s as Record<string, unknown>;
  const view = {
    players: flat['players'],
    units: flat['units'],
    board: { table: flat['table'], objectives: flat['objectives'] },
    clock: { stage: flat['stage'], round: flat['round'], turn: flat['turn'] ?? null },
  };
  return view as unknown as BattleState<unknown>;
}

/** The options read once and checked, or a `TypeError`. */
function readMapOptions(fn: string, given: unknown, keys: readonly string[]): BattleMapSvgOptions {
  const o = argOrThrow(fn, 'options', given ?? {});
  if (!isRecord(o)) badArg(fn, 'options', 'an object');
  for (const k of Object.keys(o)) if (!keys.includes(k)) badArg(fn, `options.${k}`, `absent: the options are ${keys.join(', ')}`);
  if (o['round'] !== undefined && (typeof o['round'] !== 'number' || !Number.isInteger(o['round']))) badArg(fn, 'options.round', 'a whole number');
  if (o['ranges'] !== undefined && typeof o['ranges'] !== 'boolean') badArg(fn, 'options.ranges', 'true or false');
  if (o['scale'] !== undefined && typeof o['scale'] !== 'number') badArg(fn, 'options.scale', 'a number of pixels per inch');
  if (o['title'] !== undefined && typeof o['title'] !== 'string') badArg(fn, 'options.title', 'a text');
  return o as BattleMapSvgOptions;
}

function pictureOf(state: BattleState<unknown>, options: BattleMapSvgOptions): string | null {
  const table = state.board.table;
  if (table.map === null) return null;
  let turn: TableTurn | undefined;
  if (options.round !== undefined) {
    turn = table.rounds.find((r) => r.round === options.round);
    if (turn === undefined) return null;
  }
  const controllers: Record<string, string | null> = {};
  if (turn !== undefined) Object.assign(controllers, turn.controllers);
  else for (const o of Object.values(state.board.objectives)) if (o.active) controllers[o.id] = o.controller;
  const name = table.map.name;
  // the moment shown, named: a map of the state after the first n events (`battlepack map --at n`) says which round
  const title = options.title ?? (turn === undefined ? `${name}: ${battleMoment(state)}` : `${name}: end of round ${turn.round}`);
  const units = turn === undefined ? unitsNow(state, table) : turn.units;
  // each unit labelled with its name from the roster it was declared with (its id when the battle does not know it)
  const unitNames: Record<string, string> = {};
  for (const u of units) {
    const name = selectUnit(state, u.id)?.name;
    if (name !== undefined && name !== '') unitNames[u.id] = name;
  }
  return renderBattlefieldSvg(mapOfBattle(state, table.map), {
    title,
    controllers,
    players: playersOf(state),
    units,
    unitNames,
    ranges: options.ranges ?? true,
    ...(options.scale !== undefined ? { scale: options.scale } : {}),
  });
}

/** One picture per round that had positions (the table at the end of the round's last turn), in round order. */
export function battleMapsByRound(given: BattleState<unknown>, givenOptions: Omit<BattleMapSvgOptions, 'round' | 'title'> = {}): RoundMap[] {
  const state = readBattle('battleMapsByRound', given);
  const options = readMapOptions('battleMapsByRound', givenOptions, ['ranges', 'scale']);
  const out: RoundMap[] = [];
  for (const r of state.board.table.rounds) {
    const svg = pictureOf(state, { ...options, round: r.round });
    if (svg !== null) out.push({ round: r.round, svg });
  }
  return out;
}
