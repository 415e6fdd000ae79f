/**
 * Pictures of a battle's table: the battle's map with the models where the positions reports put them and the
 * objectives coloured by controller, now or at the end of each round (`state.table`). Browser-safe.
 * @module
 */
import type { BattleState, BattleTable, TableTurn } from '../core/state.js';
import { selectActivePlayer } from '../core/selectors.js';
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
    if (state.objectives[o.id]?.active !== false) objectives.push(o);
  }
  for (const o of Object.values(state.objectives))
    if (o.active && !onMap.has(o.id) && o.position !== null) objectives.push({ id: o.id, name: o.name, position: { x: o.position.x, y: o.position.y }, confidence: 'high' });
  return { ...map, objectives };
}

function playersOf(state: BattleState<unknown>): SvgPlayer[] {
  return Object.values(state.players).map((p) => ({ id: p.id, role: p.role, name: p.name }));
}

/** The moment a state is at, in words: the battle round and whose turn, or the stage before and after the rounds. */
export function battleMoment(state: BattleState<unknown>): string {
  if (state.stage === 'ended') return `the end of the battle (round ${state.round})`;
  if (state.stage === 'deployment') return 'deployment';
  if (state.stage !== 'battle') return 'before the battle';
  if (state.round === 0) return 'after deployment, before the first battle round';
  const active = selectActivePlayer(state);
  const who = active === null ? undefined : (state.players[active]?.name ?? active);
  return who === undefined ? `battle round ${state.round}, between turns` : `battle round ${state.round}, ${who}’s turn`;
}

/** The units on the battlefield where they stand now. */
function unitsNow(state: BattleState<unknown>, table: BattleTable): TableUnit[] {
  const out: TableUnit[] = [];
  for (const id in table.positions) if (state.units[id]?.status === 'battlefield') out.push(table.positions[id] as TableUnit);
  return out;
}

/**
 * The battle's table as an SVG picture: its map, the bases where the latest positions put them and the objectives
 * coloured by who controls them — now, or at the end of a round (`options.round`). `null` when the battle has no map
 * (not set up, or an engine without table rules) or the round asked for has no picture.
 * @example
 * ```ts
 * import { renderBattleMapSvg } from 'battlepack-engine/table';
 * import { galletEngine } from 'battlepack-engine/gallet';
 *
 * const state = galletEngine.replayOrThrow([]);
 * renderBattleMapSvg(state); // null: no battle set up yet
 * ```
 */
export function renderBattleMapSvg(state: BattleState<unknown>, options: BattleMapSvgOptions = {}): string | null {
  const table = state.table;
  if (table.map === null) return null;
  let turn: TableTurn | undefined;
  if (options.round !== undefined) {
    turn = table.rounds.find((r) => r.round === options.round);
    if (turn === undefined) return null;
  }
  const controllers: Record<string, string | null> = {};
  if (turn !== undefined) Object.assign(controllers, turn.controllers);
  else for (const o of Object.values(state.objectives)) if (o.active) controllers[o.id] = o.controller;
  const name = table.map.name;
  // the moment shown, named: a map of the state after the first n events (`battlepack map --at n`) says which round
  const title = options.title ?? (turn === undefined ? `${name}: ${battleMoment(state)}` : `${name}: end of round ${turn.round}`);
  return renderBattlefieldSvg(mapOfBattle(state, table.map), {
    title,
    controllers,
    players: playersOf(state),
    units: turn === undefined ? unitsNow(state, table) : turn.units,
    ranges: options.ranges ?? true,
    ...(options.scale !== undefined ? { scale: options.scale } : {}),
  });
}

/** One picture per round that had positions (the table at the end of the round's last turn), in round order. */
export function battleMapsByRound(state: BattleState<unknown>, options: Omit<BattleMapSvgOptions, 'round' | 'title'> = {}): RoundMap[] {
  const out: RoundMap[] = [];
  for (const r of state.table.rounds) {
    const svg = renderBattleMapSvg(state, { ...options, round: r.round });
    if (svg !== null) out.push({ round: r.round, svg });
  }
  return out;
}
