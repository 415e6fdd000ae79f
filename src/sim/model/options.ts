/**
 * What the model makes again and again, made once: its own options (destinations, shooting, charge and fight targets)
 * per game, shared by the game's copies, and each unit's entry of the positions report while the unit has not moved.
 * The same option is the same object from one request to the next: a bot reads options, never changes them.
 * @module
 */
import type { Body, Spot } from './geometry.js';
import type { Destination, ModelDecision } from './game-types.js';

/** The kinds of target the model offers. */
export type TargetKind = 'ShootingTarget' | 'ChargeTarget' | 'FightTarget';

type ByUnit = Map<string, Map<string, ModelDecision>>;

/**
 * The model's own options of one game and its copies, made when first offered: by kind, unit and target (or
 * destination). An option names its player; one offered for another player is made afresh.
 */
export class ModelOptions {
  private readonly destinations: Record<Destination['kind'], ByUnit> = { hold: new Map(), objective: new Map(), unit: new Map(), territory: new Map() };
  private readonly targets: Record<TargetKind, ByUnit> = { ShootingTarget: new Map(), ChargeTarget: new Map(), FightTarget: new Map() };
  private readonly noFight = new Map<string, ModelDecision>();

  /** `UnitDestination` of `unit` (owned by `player`): hold, or toward an objective, unit or territory `id`. */
  destination(player: string, unit: string, kind: Destination['kind'], id: string): ModelDecision {
    const m = slot(this.destinations[kind], unit);
    const kept = m.get(id);
    if (kept !== undefined && kept.player === player) return kept;
    const choice = kind === 'hold' ? `${unit} hold` : `${unit} ${kind}:${id}`;
    const destination: Destination = kind === 'hold' ? { kind: 'hold' } : { kind, id };
    const made: ModelDecision = { player, kind: 'UnitDestination', choice, key: `UnitDestination ${choice}`, unit, destination };
    m.set(id, made);
    return made;
  }

  /** A shooting, charge or fight target `target` of `unit`, picked by `player`. */
  target(kind: TargetKind, player: string, unit: string, target: string): ModelDecision {
    const m = slot(this.targets[kind], unit);
    const kept = m.get(target);
    if (kept !== undefined && kept.player === player) return kept;
    const choice = `${unit} unit:${target}`;
    const made: ModelDecision = { player, kind, choice, key: `${kind} ${choice}`, unit, target };
    m.set(target, made);
    return made;
  }

  /** A unit picked to fight with no enemy in reach. */
  fightNone(player: string, unit: string): ModelDecision {
    const kept = this.noFight.get(unit);
    if (kept !== undefined && kept.player === player) return kept;
    const made: ModelDecision = { player, kind: 'FightTarget', choice: `${unit} none`, key: `FightTarget ${unit} none`, unit };
    this.noFight.set(unit, made);
    return made;
  }
}

function slot(byUnit: ByUnit, unit: string): Map<string, ModelDecision> {
  let m = byUnit.get(unit);
  if (m === undefined) {
    m = new Map();
    byUnit.set(unit, m);
  }
  return m;
}

const MM = 25.4;

/** One unit of a positions report. */
export type ReportedUnit = {
  readonly unit: string;
  readonly base: { readonly kind: 'round'; readonly diameterMm: number };
  readonly models: readonly { readonly position: { readonly x: number; readonly y: number } }[];
};

// a unit's entry of the last report made of a list of spots: a unit that has not moved since is reported with the same
// entry (lists of spots are replaced, never edited, once placed: geometry.ts)
const REPORTED = new WeakMap<readonly Spot[], ReportedUnit>();

/** A unit's entry of a positions report: its base and its models' centres, to the hundredth of an inch. */
export function reportedUnit(b: Readonly<Body>): ReportedUnit {
  const kept = REPORTED.get(b.spots);
  const diameterMm = round2(b.r * 2 * MM);
  if (kept !== undefined && kept.unit === b.id && kept.base.diameterMm === diameterMm) return kept;
  const entry: ReportedUnit = { unit: b.id, base: { kind: 'round', diameterMm }, models: b.spots.map((s) => ({ position: { x: round2(s.x), y: round2(s.y) } })) };
  REPORTED.set(b.spots, entry);
  return entry;
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}
