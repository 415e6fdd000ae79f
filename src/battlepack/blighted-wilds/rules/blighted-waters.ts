/**
 * Blighted Waters: every turn the active player picks at random a feature contaminated for their army; if the
 * opponent's army remediated it, only the active player's units within 3" are targets, else every unit within 3";
 * a D3 per target: 1 → 1 mortal damage, 2+ → STRIKE-LAST for the rest of the turn.
 * blighted wilds table-side, "Blighted Waters".
 * @module
 */
import { definePackEvent, opponentOf, violation, type Effect, type RuleViolation } from '../../../core/index.js';
import { blightedWatersCandidates, blightedWatersUsedThisTurn, BW, remediatedBy, wardValue, type BlightedWildsExt, type BlightedWildsState } from '../ext.js';
import { mortalDamage, needOwnTurn, turnNumber } from './common.js';
import type { BlightedWatersResolved } from '../events.js';
import { bwSchema } from '../event-parsers.js';

/** The D3 result at or above which a target gets STRIKE-LAST instead of mortal damage. */
export const STRIKE_LAST_FROM = 2;
/** The unit-effect id of STRIKE-LAST. */
// Stryker disable next-line StringLiteral: module-load constant, evaluated once at import before any mutant is switched on (docs/testing.md); the id is asserted in blighted-waters-mutation.test.ts
export const STRIKE_LAST = 'strike-last';

/** The targets Blighted Waters would have on `terrain` for `player`, from the units within 3" of it. */
export function blightedWatersTargets(state: BlightedWildsState, player: string, terrain: string, within: readonly string[]): { friendlyOnly: boolean; targets: string[] } {
  const friendlyOnly = remediatedBy(state, opponentOf(state, player)).includes(terrain);
  const targets = within.filter((id) => {
    const u = state.units[id];
    return u !== undefined && u.status === 'battlefield' && (!friendlyOnly || u.def.owner === player);
  });
  return { friendlyOnly, targets };
}

/** BlightedWatersResolved: once per turn, by the active player. */
// Stryker disable next-line ObjectLiteral: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
export const blightedWatersResolved = definePackEvent<BlightedWildsExt, typeof BlightedWatersResolved>({
  // Stryker disable next-line StringLiteral: module-load definition (see above)
  schema: bwSchema<typeof BlightedWatersResolved>('BlightedWatersResolved'),
  decide: (state, e) => {
    const d = e.data;
    const base = needOwnTurn(state, d.player, 'Blighted Waters');
    if (base.length > 0) return base;
    if (blightedWatersUsedThisTurn(state)) return [violation(`${BW}/blighted-waters-used`, 'Blighted Waters is used once each turn, and it has been used this turn.', { path: ['type'] })];
    const candidates = blightedWatersCandidates(state);
    if (candidates.length === 0)
      return [violation(`${BW}/nothing-contaminated`, `No terrain feature is contaminated for ${d.player}'s army, so Blighted Waters has nothing to pick.`, { path: ['type'] })];
    const terrain = candidates[d.pick - 1];
    if (terrain === undefined)
      return [violation(`${BW}/pick-out-of-range`, `The random pick is a roll of 1 to ${candidates.length} (features contaminated for ${d.player}: ${candidates.join(', ')}), not ${d.pick}.`, { path: ['data', 'pick'] })];
    if (d.terrain !== undefined && d.terrain !== terrain)
      return [violation(`${BW}/pick-mismatch`, `A pick of ${d.pick} lands on "${terrain}", not "${d.terrain}".`, { path: ['data', 'terrain'], ref: d.terrain })];
    const out: RuleViolation[] = [];
    const seen = new Set<string>();
    d.within.forEach((id, i) => {
      // the schema refuses ids that name a member of Object.prototype, so a plain lookup finds only units
      const u = state.units[id];
      if (u === undefined) out.push(violation('unit/unknown', `No unit "${id}".`, { path: ['data', 'within', i], ref: id }));
      else if (u.status !== 'battlefield') out.push(violation('unit/not-on-battlefield', `Unit "${id}" is ${u.status}, not on the battlefield.`, { path: ['data', 'within', i], ref: id }));
      if (seen.has(id)) out.push(violation(`${BW}/duplicate-unit`, `Unit "${id}" is listed twice.`, { path: ['data', 'within', i], ref: id }));
      seen.add(id);
    });
    if (out.length > 0) return out;
    const { friendlyOnly, targets } = blightedWatersTargets(state, d.player, terrain, d.within);
    for (const t of targets)
      if (d.rolls[t] === undefined) out.push(violation(`${BW}/roll-missing`, `Unit "${t}" is a target: give its contamination roll (a D3).`, { path: ['data', 'rolls', t], ref: t }));
    for (const id of Object.keys(d.rolls))
      if (!targets.includes(id))
        out.push(
          violation(
            `${BW}/not-a-target`,
            friendlyOnly
              ? `"${terrain}" was remediated by the opponent's army, so only ${d.player}'s own units within 3" are targets; "${id}" is not.`
              : `"${id}" is not a target: the targets are the units listed within 3" of "${terrain}".`,
            { path: ['data', 'rolls', id], ref: id },
          ),
        );
    const wards = d.wardRolls ?? {};
    for (const t of targets) {
      const u = state.units[t];
      const needsWard = d.rolls[t] === 1 && u !== undefined && wardValue(u) !== null;
      if (needsWard && wards[t] === undefined)
        out.push(violation(`${BW}/ward-roll-missing`, `Unit "${t}" has WARD (${wardValue(u)}+): give a ward roll for its mortal damage.`, { path: ['data', 'wardRolls', t], ref: t }));
    }
    for (const id of Object.keys(wards)) {
      const u = state.units[id];
      if (!targets.includes(id) || d.rolls[id] !== 1 || u === undefined || wardValue(u) === null)
        out.push(violation(`${BW}/ward-roll-unexpected`, `Unit "${id}" takes no mortal damage it could ward, so it makes no ward roll.`, { path: ['data', 'wardRolls', id], ref: id }));
    }
    return out;
  },
  effects: (state, e) => {
    const d = e.data;
    const terrain = blightedWatersCandidates(state)[d.pick - 1] ?? '';
    const { friendlyOnly, targets } = blightedWatersTargets(state, d.player, terrain, d.within);
    const round = state.clock.round;
    const turn = turnNumber(state);
    const out: Effect<BlightedWildsExt>[] = [
      {
        kind: 'ext',
        update: (x) =>
          void x.blightedWaters.push({ player: d.player, round, turn, pick: d.pick, terrain, friendlyOnly, targets: [...targets], rolls: Object.fromEntries(targets.map((t) => [t, d.rolls[t] ?? 0])) }),
      },
    ];
    for (const t of targets) {
      const roll = d.rolls[t] ?? 0;
      if (roll >= STRIKE_LAST_FROM) {
        out.push({ kind: 'unit-effect', unit: t, effect: { id: STRIKE_LAST, until: { kind: 'end-of-turn' }, source: `${BW}/blighted-waters` } });
        continue;
      }
      const u = state.units[t];
      const ward = u === undefined ? null : wardValue(u);
      const saved = ward !== null && (d.wardRolls?.[t] ?? 0) >= ward; // core rules 18.1: a ward roll per damage point
      if (!saved) out.push(...mortalDamage(state, t, 1));
    }
    return out;
  },
});

/** Blighted Waters is mandatory: a turn cannot end until the active player has used it (when something is contaminated for them). */
export function validateBlightedWatersUsed(state: BlightedWildsState, type: string): RuleViolation[] {
  if (type !== 'TurnEnded' || state.clock.turn === null) return [];
  if (blightedWatersUsedThisTurn(state) || blightedWatersCandidates(state).length === 0) return [];
  return [
    violation(`${BW}/blighted-waters-required`, `${state.clock.turn.player} must use Blighted Waters this turn (BlightedWatersResolved) before it ends: features ${blightedWatersCandidates(state).join(', ')} are contaminated for their army.`, {
      path: ['type'],
    }),
  ];
}
