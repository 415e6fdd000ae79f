/**
 * Shooting, charges and combat in a model game: the targets a unit may pick, the charge roll and move, pile-in, and
 * attacks rolled with the combat maths' seeded roller ({@link modelAttack}), their events sent to the engine and the
 * slain models removed farthest from the attacker first.
 * @module
 */
import type { AnyEvent } from '../../core/pack/battlepack.js';
import type { FightingUnit } from '../../core/rules/fight-order.js';
import type { ModelGame } from './game.js';
import { chargeToward, closestPair, modelsInRange, pileIn, removeFarthest, unitGap, unitWithin, type Body } from './geometry.js';
import { modelAttack, type UnitProfile } from './profile.js';
import { ModelGameStuck, CHARGE_END, IN_COMBAT, PILE_IN, CHARGE_RANGE, type ModelDecision } from './game-types.js';

/** Where a charging or piling-in model stops short of its enemy, in inches. */
const CLOSE = 0.45;

/** The longest range of a unit's weapons of a kind (0: none). */
function reach(p: UnitProfile, kind: 'melee' | 'ranged'): number {
  let r = 0;
  for (const w of p.weapons) if (w.kind === kind) r = Math.max(r, w.range);
  return r;
}

/** The enemy units a unit may shoot: those within its longest ranged weapon's range. */
export function shootingTargets<X>(g: ModelGame<X>, b: Body): ModelDecision[] {
  const p = g.profiles[b.id];
  if (p === undefined) return [];
  const range = reach(p, 'ranged');
  return g.enemies(b.owner)
    .filter((e) => unitWithin(b, e, range, range + 1))
    .map((e) => ({ player: b.owner, kind: 'ShootingTarget', choice: `${b.id} unit:${e.id}`, key: `ShootingTarget ${b.id} unit:${e.id}`, unit: b.id, target: e.id }));
}

/** The enemy units a unit may charge: those within 12". */
export function chargeTargets<X>(g: ModelGame<X>, b: Body): ModelDecision[] {
  return g.enemies(b.owner)
    .filter((e) => unitWithin(b, e, CHARGE_RANGE, CHARGE_RANGE + 1))
    .map((e) => ({ player: b.owner, kind: 'ChargeTarget', choice: `${b.id} unit:${e.id}`, key: `ChargeTarget ${b.id} unit:${e.id}`, unit: b.id, target: e.id }));
}

/** The enemy units a unit may fight, for `player` (within 3" plus its pile-in), or `none` when it has none. */
export function fightTargets<X>(g: ModelGame<X>, body: Body, player: string): ModelDecision[] {
  const id = body.id;
  const options: ModelDecision[] = [];
  const targets = g.enemies(body.owner).filter((e) => unitWithin(body, e, IN_COMBAT + PILE_IN, IN_COMBAT + PILE_IN + 1));
  if (targets.length === 0) options.push({ player, kind: 'FightTarget', choice: `${id} none`, key: `FightTarget ${id} none`, unit: id });
  for (const t of targets) options.push({ player, kind: 'FightTarget', choice: `${id} unit:${t.id}`, key: `FightTarget ${id} unit:${t.id}`, unit: id, target: t.id });
  return options;
}

/** A unit as the engine's fight order reads it (its STRIKE-FIRST or STRIKE-LAST). */
export function fighter<X>(g: ModelGame<X>, b: Body): FightingUnit {
  const p = g.profiles[b.id];
  return { id: b.id, player: b.owner, ...(p?.strikeFirst === true ? { strikeFirst: true } : {}), ...(p?.strikeLast === true ? { strikeLast: true } : {}) };
}

/** A unit shoots its target. */
export function shoot<X>(g: ModelGame<X>, id: string, target: string | null): void {
  const b = g.body(id);
  const t = target === null ? undefined : g.body(target);
  const p = g.profiles[id];
  if (b === undefined || t === undefined || p === undefined) return;
  resolve(g, b, t, p, 'ranged');
}

/** A unit charges its target: 2D6, then a move straight toward it that must end close enough (½" in 3rd, 3" in 4th), or it stays put. */
export function charge<X>(g: ModelGame<X>, id: string, target: string | null): void {
  const b = g.body(id);
  const t = target === null ? undefined : g.body(target);
  if (b === undefined || t === undefined) return;
  // 2D6 charge roll (3rd and 4th edition)
  const roll = g.rng.d6() + g.rng.d6();
  const pair = closestPair(b, t);
  if (pair === null || pair.gap - CHARGE_END[g.edition] > roll) return;
  const moved = chargeToward(b, t, roll, CLOSE, g.field());
  if (moved === null) return;
  const before = b.spots;
  const after = moved.spots;
  const still = { ...b, spots: after };
  if (unitGap(still, t) > CHARGE_END[g.edition] + 1e-9) return;
  b.spots = after;
  if (g.options.trace === true) g.d.moves.push({ unit: id, step: 'charge', before, after, allowed: roll });
}

/** A unit piles in toward its target (each model up to 3") and fights it. */
export function fight<X>(g: ModelGame<X>, id: string, target: string | null): void {
  const b = g.body(id);
  const t = target === null ? undefined : g.body(target);
  const p = g.profiles[id];
  if (b === undefined || t === undefined || p === undefined) return;
  const before = b.spots.map((s) => ({ x: s.x, y: s.y }));
  pileIn(b, [t], PILE_IN, CLOSE, g.field());
  if (g.options.trace === true) g.d.moves.push({ unit: id, step: 'pile-in', before, after: b.spots.map((s) => ({ x: s.x, y: s.y })), allowed: PILE_IN });
  resolve(g, b, t, p, 'melee');
}

/** Rolls an attack with the combat maths' seeded roller ({@link modelAttack}), sends its events to the engine and removes the slain models. */
function resolve<X>(g: ModelGame<X>, attacker: Body, target: Body, p: UnitProfile, kind: 'melee' | 'ranged'): void {
  const tp = g.profiles[target.id];
  if (tp === undefined) return;
  const r = modelAttack({ edition: g.edition, attacker: p, kind, models: (w) => modelsInRange(attacker, target, w.range), target: tp, targetModels: target.spots.length, damageTaken: g.d.damage[target.id] ?? 0, unit: target.id, by: { unit: attacker.id, player: attacker.owner } }, g.rng);
  if (r === null) return;
  if (!r.ok) throw new ModelGameStuck(`the combat maths refused an attack: ${r.violations.map((v) => v.message).join('; ')}`);
  // the slain models leave the table first, those farthest from the attacker: once the engine has folded the casualties,
  // the table already holds the models it has left (the fold's sync would otherwise take the last placed ones as well)
  removeFarthest(target, attacker, r.slain);
  for (const e of r.events) if (!g.emitOwn(e as AnyEvent)) throw new ModelGameStuck(`the engine refused ${e.type} for ${target.id}: ${g.check(e as AnyEvent).map((v) => `${v.code} ${v.message}`).join('; ')}`);
  g.d.damage[target.id] = r.after.damageTaken;
  if (target.spots.length === 0) g.d.bodies = g.d.bodies.filter((x) => x.id !== target.id);
}
