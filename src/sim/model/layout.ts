/**
 * Where things stand at the start of a model game: the facts of the battle's map the model reads again and again
 * (objective points, territories, region boxes), positions for objectives the set-up leaves unplaced, and armies
 * deployed in their territories.
 * @module
 */
import type { Rng } from '../../core/dice.js';
import type { ObjectiveDef } from '../../core/events/schema.js';
import type { BattlefieldMap, Point } from '../../table/types.js';
import { formation, type Body } from './geometry.js';
import type { ArmyProfile } from './profile.js';

const MM = 25.4;

/**
 * The bodies of an army deployed in its territory (`role`: `attacker` or `defender`), unit by unit along its own
 * battlefield edge (the territory's edge farther from the centre), each unit in ranks of up to five facing the enemy,
 * further units in a second line. Unit ids are `prefix` and the unit's place in the army, from 1.
 */
export function deployArmy(army: ArmyProfile, role: string, player: string, prefix: string, map: BattlefieldMap): Body[] {
  const out: Body[] = [];
  const box = regionBox(map, `${role}-territory`) ?? (role === 'attacker' ? { x0: 0, y0: 0, x1: map.width, y1: 12 } : { x0: 0, y0: map.height - 12, x1: map.width, y1: map.height });
  // a territory along a short edge (taller than wide) is laid out with x and y swapped
  const tall = box.x1 - box.x0 < box.y1 - box.y0;
  const [a0, a1, b0, b1, mid] = tall ? [box.y0, box.y1, box.x0, box.x1, map.width / 2] : [box.x0, box.x1, box.y0, box.y1, map.height / 2];
  const fromLow = Math.abs(b0 - mid) > Math.abs(b1 - mid);
  const dir: 1 | -1 = fromLow ? 1 : -1;
  let along = a0 + 1;
  let depth = fromLow ? b0 + 1 : b1 - 1;
  let lineDepth = 0;
  army.units.forEach((u, j) => {
    const r = u.baseMm / MM / 2;
    const perRow = Math.max(1, Math.min(u.models, 5));
    const width = perRow * (2 * r + 0.25);
    const deep = Math.ceil(u.models / perRow) * (2 * r + 0.25);
    if (along + width > a1 - 0.5 && along > a0 + 1) {
      along = a0 + 1;
      depth += dir * (lineDepth + 1);
      lineDepth = 0;
    }
    const local = formation(u.models, r, { x: along + width / 2, y: depth + dir * r }, dir, perRow);
    const spots = local.map((s) => (tall ? { x: s.y, y: s.x } : s));
    // keep it on the battlefield whatever the territory's size (a crowded army overflows toward the middle)
    for (const s of spots) {
      s.x = Math.min(Math.max(s.x, r), map.width - r);
      s.y = Math.min(Math.max(s.y, r), map.height - r);
    }
    out.push({ id: `${prefix}${j + 1}`, owner: player, r, spots });
    along += width + 1;
    lineDepth = Math.max(lineDepth, deep);
  });
return out;
}

/** What the model reads of a map again and again, measured once per map object: objective points and territories. */
export interface MapFacts {
  /** Every objective the map places: its marker, or the centre of its region. */
  readonly points: readonly { readonly id: string; readonly at: Point }[];
  /** The territories the map has, of `attacker-territory` and `defender-territory`. */
  readonly territories: readonly string[];
}

const MAP_FACTS = new WeakMap<BattlefieldMap, MapFacts>();

/** The {@link MapFacts} of a map (a battle's map is not changed once set up; a new map object is measured afresh). */
export function mapFacts(map: BattlefieldMap): MapFacts {
  const kept = MAP_FACTS.get(map);
  if (kept !== undefined) return kept;
  const points: { id: string; at: Point }[] = [];
  for (const o of map.objectives) {
    if (o.position !== undefined) points.push({ id: o.id, at: o.position });
    else if (o.region !== undefined) {
      const b = regionBox(map, o.region);
      if (b !== null) points.push({ id: o.id, at: { x: (b.x0 + b.x1) / 2, y: (b.y0 + b.y1) / 2 } });
    }
  }
  const facts: MapFacts = { points, territories: ['attacker-territory', 'defender-territory'].filter((t) => regionBox(map, t) !== null) };
  MAP_FACTS.set(map, facts);
  return facts;
}

/** The bounding box of a region of the map, or null. */
export function regionBox(map: BattlefieldMap, id: string): { x0: number; y0: number; x1: number; y1: number } | null {
  const r = map.regions.find((x) => x.id === id);
  if (r === undefined) return null;
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const part of r.parts)
    for (const p of part) {
      x0 = Math.min(x0, p.x);
      y0 = Math.min(y0, p.y);
      x1 = Math.max(x1, p.x);
      y1 = Math.max(y1, p.y);
    }
  return Number.isFinite(x0) ? { x0, y0, x1, y1 } : null;
}

/** A position for an objective that neither the set-up nor the map places, from its placement (project default). */
export function placeObjective(map: BattlefieldMap, o: ObjectiveDef, rng: Rng): Point {
  const W = map.width;
  const H = map.height;
  const jitter = (): number => rng.int(-12, 12);
  const inBox = (id: string, fallbackY: number): Point => {
    const b = regionBox(map, id);
    const y = b === null ? fallbackY : (b.y0 + b.y1) / 2;
    return { x: W / 2 + jitter(), y };
  };
  switch (o.placement) {
    case 'attacker-territory':
      return inBox('attacker-territory', H / 6);
    case 'defender-territory':
      return inBox('defender-territory', (5 * H) / 6);
    case 'border-attacker':
      return { x: W / 2 + jitter(), y: regionBox(map, 'attacker-territory')?.y1 ?? H / 4 };
    case 'border-defender':
      return { x: W / 2 + jitter(), y: regionBox(map, 'defender-territory')?.y0 ?? (3 * H) / 4 };
    case 'centre':
      return { x: W / 2, y: H / 2 };
    default:
      return { x: W / 2 + jitter(), y: H / 2 + rng.int(-4, 4) };
  }
}
