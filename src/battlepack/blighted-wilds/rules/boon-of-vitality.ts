/**
 * Boon of Vitality: a friendly unit not in combat, within 3" of a feature its army remediated, rolls on a D6 table:
 * 1-2 nothing; 3 +1 to run and charge rolls; 4 -1 to wound rolls against it; 5 WARD (5+) — each until the start of
 * your next turn; 6 a free Rally with 3 extra rally rolls. blighted wilds table-side, "Boon of Vitality";
 * rally: FACTS.md §4 (6 rolls, each 4+ a rally point, spent to heal or to return models).
 * @module
 */
import { D6, definePackEvent, violation, type Effect, type EffectEnd, type RuleViolation } from '../../../core/index.js';
import { BW, damageOn, remediatedBy, type BlightedWildsExt, type BlightedWildsState } from '../ext.js';
import { needOwnTurn, needOwnUnitOnBattlefield, needTerrain, turnNumber } from './common.js';
import type { BoonOfVitalityUsed } from '../events.js';
import { bwSchema } from '../event-parsers.js';

/** Uses of Boon of Vitality per player per turn (rulings: blighted-wilds/ability-limits). */
export const BOON_USES_PER_TURN = 1;
import { BOON_EXTRA_RALLY_ROLLS, RALLY_ROLLS } from './rally-rolls.js';
export { BOON_EXTRA_RALLY_ROLLS, RALLY_ROLLS };
/** A rally roll at or above this is a rally point. */
export const RALLY_POINT_ON = 4;
/** The source id of the Boon's effects. */
// Stryker disable next-line StringLiteral: module-load constant, evaluated once at import before any mutant is switched on (docs/testing.md); the source is asserted in boon-of-vitality-mutation.test.ts
export const BOON_SOURCE = `${BW}/boon-of-vitality`;

/** Unit-effect ids the Boon gives. */
export const BOON_EFFECTS = {
  3: 'run-charge-bonus',
  4: 'wound-rolls-against',
  5: 'ward:boon-of-vitality',
} as const;

/** Rally points in a set of rally rolls. */
export function rallyPoints(rolls: readonly number[]): number {
  return rolls.filter((r) => r >= RALLY_POINT_ON).length;
}

function rallyViolations(state: BlightedWildsState, unit: string, rally: { rolls: readonly number[]; heal: number; returned: number }): RuleViolation[] {
  const u = state.units[unit];
  if (u === undefined) return [];
  const out: RuleViolation[] = [];
  if (rally.rolls.length !== RALLY_ROLLS && rally.rolls.length !== RALLY_ROLLS + BOON_EXTRA_RALLY_ROLLS)
    out.push(violation(`${BW}/rally-rolls`, `A rally is ${RALLY_ROLLS} rolls, or ${RALLY_ROLLS + BOON_EXTRA_RALLY_ROLLS} with the Boon's extra rolls.`, { path: ['data', 'rally', 'rolls'] }));
  const points = rallyPoints(rally.rolls);
  const cost = rally.heal + rally.returned * u.def.wounds;
  if (cost > points)
    out.push(violation(`${BW}/rally-points`, `The rolls give ${points} rally points; healing ${rally.heal} and returning ${rally.returned} model(s) of ${u.def.wounds} wounds costs ${cost}.`, { path: ['data', 'rally'] }));
  if (rally.heal > damageOn(state, unit))
    out.push(violation(`${BW}/rally-heal`, `Unit "${unit}" has ${damageOn(state, unit)} damage points to heal, not ${rally.heal}.`, { path: ['data', 'rally', 'heal'] }));
  if (rally.returned > u.def.models - u.modelsRemaining)
    out.push(violation(`${BW}/rally-return`, `Unit "${unit}" has ${u.def.models - u.modelsRemaining} slain model(s) to return, not ${rally.returned}.`, { path: ['data', 'rally', 'returned'] }));
  return out;
}

/** BoonOfVitalityUsed: in your own turn, near a feature your army remediated. */
// Stryker disable next-line ObjectLiteral: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
export const boonOfVitalityUsed = definePackEvent<BlightedWildsExt, typeof BoonOfVitalityUsed>({
  // Stryker disable next-line StringLiteral: module-load definition (see above)
  schema: bwSchema<typeof BoonOfVitalityUsed>('BoonOfVitalityUsed'),
  decide: (state, e) => {
    const d = e.data;
    const base = [...needOwnTurn(state, d.player, 'Boon of Vitality'), ...needOwnUnitOnBattlefield(state, d.player, d.unit), ...needTerrain(state, d.terrain)];
    if (base.length > 0) return base;
    // a round's turn belongs to one player, and it is d.player's (needOwnTurn): the round and the turn name the player
    const used = state.ext.boons.filter((b) => b.round === state.clock.round && b.turn === turnNumber(state)).length;
    if (used >= BOON_USES_PER_TURN) return [violation(`${BW}/boon-used`, `${d.player} has already used Boon of Vitality this turn.`, { path: ['type'] })];
    if (!remediatedBy(state, d.player).includes(d.terrain))
      return [violation(`${BW}/not-remediated`, `"${d.terrain}" has not been remediated by ${d.player}'s army; Boon of Vitality needs a feature your army remediated.`, { path: ['data', 'terrain'], ref: d.terrain })];
    if (d.rally !== undefined && d.roll !== 6) return [violation(`${BW}/rally-not-allowed`, 'Only a roll of 6 gives the free Rally.', { path: ['data', 'rally'] })];
    return d.rally === undefined ? [] : rallyViolations(state, d.unit, d.rally);
  },
  effects: (state, e) => {
    const d = e.data;
    // "until the start of your next turn": removed when the player's next turn starts, not at a hero phase (a Boon
    // used before this turn's hero phase would otherwise end at it)
    const until: EffectEnd = { kind: 'turn-start', player: d.player };
    const out: Effect<BlightedWildsExt>[] = [];
    const round = state.clock.round;
    const turn = turnNumber(state);
    const healed = d.rally?.heal ?? 0;
    const returned = d.rally?.returned ?? 0;
    out.push({ kind: 'ext', update: (x) => void x.boons.push({ player: d.player, unit: d.unit, terrain: d.terrain, roll: d.roll, round, turn, healed, returned }) });
    if (d.roll === 3) out.push({ kind: 'unit-effect', unit: d.unit, effect: { id: BOON_EFFECTS[3], value: 1, until, source: BOON_SOURCE } });
    if (d.roll === 4) out.push({ kind: 'unit-effect', unit: d.unit, effect: { id: BOON_EFFECTS[4], value: -1, until, source: BOON_SOURCE } });
    if (d.roll === 5) out.push({ kind: 'unit-effect', unit: d.unit, effect: { id: BOON_EFFECTS[5], value: 5, until, source: BOON_SOURCE } });
    // a Rally is taken only on a 6 (decide); without one, nothing is healed or returned
    if (healed > 0) {
      const left = damageOn(state, d.unit) - healed;
      out.push({
        kind: 'ext',
        update: (x) => {
          if (left <= 0) delete x.damage[d.unit];
          else x.damage[d.unit] = left;
        },
      });
    }
    if (returned > 0) out.push({ kind: 'models-returned', unit: d.unit, count: returned });
    return out;
  },
});

/**
 * The Boon's effects last until the start of the player's next turn: the core removes them when that turn starts
 * (`until: turn-start`). This hook also removes Boon effects of a state made before (`until: hero-phase`) then.
 */
export function expireBoonEffects(state: BlightedWildsState): Effect<BlightedWildsExt>[] {
  const player = state.clock.turn?.player;
  if (player === undefined) return [];
  return Object.values(state.units).flatMap((u) =>
    u.def.owner !== player ? [] : u.effects.filter((f) => f.source === BOON_SOURCE).map((f) => ({ kind: 'unit-effect-removed' as const, unit: u.def.id, id: f.id })),
  );
}
