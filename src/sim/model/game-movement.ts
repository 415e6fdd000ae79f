/**
 * The movement phase of a model game: where a unit may head (hold, an objective, an enemy unit, a territory) and its
 * move there, up to its Move, staying on the battlefield, off other bases and away from the enemy (`geometry.ts`).
 * @module
 */
import type { ModelGame } from './game.js';
import { mapFacts } from './layout.js';
import { moveToward, type Body } from './geometry.js';
import { KEEP_AWAY, type Destination, type ModelDecision } from './game-types.js';

/** The destinations a unit may pick: hold, then the objectives, the enemy units and the territories. */
export function destinations<X>(g: ModelGame<X>, b: Body): ModelDecision[] {
  const mk = (destination: Destination, choice: string): ModelDecision => ({ player: b.owner, kind: 'UnitDestination', choice: `${b.id} ${choice}`, key: `UnitDestination ${b.id} ${choice}`, unit: b.id, destination });
  const out: ModelDecision[] = [mk({ kind: 'hold' }, 'hold')];
  for (const o of g.points()) out.push(mk({ kind: 'objective', id: o.id }, `objective:${o.id}`));
  for (const e of g.enemies(b.owner)) out.push(mk({ kind: 'unit', id: e.id }, `unit:${e.id}`));
  const map = g.map();
  if (map !== null) for (const t of mapFacts(map).territories) out.push(mk({ kind: 'territory', id: t }, `territory:${t}`));
  return out;
}

/** Moves a unit up to its Move toward a destination ({@link ModelGame.destinationPoint}); it stays put when no legal move gets closer. */
export function moveUnit<X>(g: ModelGame<X>, id: string, dest: Destination): void {
  const b = g.body(id);
  const p = g.profiles[id];
  if (b === undefined || p === undefined) return;
  const to = g.destinationPoint(dest);
  if (to === null) return;
  const before = b.spots;
  const spots = moveToward(b, to, p.move, g.field(), KEEP_AWAY[g.edition]);
  if (spots === null) return;
  b.spots = spots;
  if (g.options.trace === true) g.d.moves.push({ unit: id, step: 'move', before, after: spots, allowed: p.move });
}
