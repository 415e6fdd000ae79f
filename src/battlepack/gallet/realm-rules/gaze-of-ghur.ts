/**
 * Realmsphere spell "Gaze of Ghur" (casting value 7, range 12"): until the caster's next hero phase, the target's
 * contesting model count is halved, rounding down, after any fixed value.
 * @module
 */
import { definePackEvent, type RuleInfo } from '../../../core/pack/battlepack.js';
import { violation, type RuleViolation } from '../../../core/errors.js';
import { hasKeyword } from '../../../core/rules/rules-of.js';
import type { UnitState } from '../../../core/state/state.js';
import type { GazeOfGhurCast } from '../events.js';
import { galletSchema } from '../event-parsers.js';
import type { GalletExt } from '../ext.js';
import { findUnit, isViolation, requireTurnPhase, sourceId, type GalletState } from '../shared.js';
import { gazeAttempted } from '../readings.js';

/** The spell's casting value. */
export const GAZE_OF_GHUR_CASTING_VALUE = 7;
/** The spell's range in inches (checked by the players). */
export const GAZE_OF_GHUR_RANGE = 12;
/** The id of the unit effect the spell leaves on its target. */
// Stryker disable next-line StringLiteral: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
export const GAZE_OF_GHUR_EFFECT = 'gaze-of-ghur';

/** Reference data of the rule. */
// Stryker disable all: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
export const gazeOfGhur: RuleInfo = {
  id: 'gaze-of-ghur',
  name: 'Gaze of Ghur',
};
// Stryker restore all

/** Halves a contesting count, rounding down, when the unit is under Gaze of Ghur. */
export function applyGaze(unit: UnitState, count: number): number {
  const effects = unit.effects;
  for (let i = 0; i < effects.length; i++) if ((effects[i] as UnitState['effects'][number]).id === GAZE_OF_GHUR_EFFECT) return Math.floor(count / 2);
  return count;
}

/** `GazeOfGhurCast`: a WIZARD of the active player casts it in their hero phase on an enemy unit on the battlefield. */
// Stryker disable next-line ObjectLiteral: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
export const gazeOfGhurCast = definePackEvent<GalletExt, typeof GazeOfGhurCast>({
  // Stryker disable next-line StringLiteral: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
  schema: galletSchema<typeof GazeOfGhurCast>('GazeOfGhurCast'),
  // Stryker disable next-line ArrowFunction: module-load definition, built once at import before any mutant is switched on (docs/testing.md); the function's body is mutated
  decide: (state, e) => {
    const caster = findUnit(state, e.data.caster, ['data', 'caster']);
    if (isViolation(caster)) return [caster];
    const out: RuleViolation[] = [...requireTurnPhase(state, caster.def.owner, 'hero', 'Casting Gaze of Ghur')];
    if (caster.status !== 'battlefield' || !hasKeyword(caster, 'WIZARD'))
      out.push(violation('gallet/not-a-wizard', `${caster.def.name} must be a WIZARD on the battlefield to cast Gaze of Ghur.`, { path: ['data', 'caster'], ref: caster.def.id }));
    const target = findUnit(state, e.data.target, ['data', 'target']);
    if (isViolation(target)) out.push(target);
    else if (target.def.owner === caster.def.owner || target.status !== 'battlefield')
      out.push(violation('gallet/invalid-target', `Gaze of Ghur targets an enemy unit on the battlefield; ${target.def.name} is not one.`, { path: ['data', 'target'], ref: target.def.id }));
    const failed = e.data.outcome === 'failed';
    const roll = e.data.castingRoll;
    if (roll !== undefined && !failed && roll < GAZE_OF_GHUR_CASTING_VALUE)
      out.push(
        violation('gallet/spell-not-cast', `A casting roll of ${roll} does not reach the casting value of ${GAZE_OF_GHUR_CASTING_VALUE}; record the attempt with outcome "failed".`, { path: ['data', 'castingRoll'] }),
      );
    if (roll !== undefined && failed && roll >= GAZE_OF_GHUR_CASTING_VALUE)
      out.push(violation('gallet/spell-not-cast', `A casting roll of ${roll} reaches the casting value of ${GAZE_OF_GHUR_CASTING_VALUE}, so the attempt did not fail; record it as "cast" or "unbound".`, { path: ['data', 'outcome'] }));
    // core rules 19.1: the same spell is not attempted twice in one hero phase, even by another wizard
    if (gazeAttempted(state, caster.def.owner))
      out.push(violation('gallet/spell-already-cast', 'Gaze of Ghur was already attempted this hero phase (cast, failed or unbound); it is attempted once per hero phase.', { path: ['type'] }));
    return out;
  },
  // Stryker disable next-line ArrowFunction: module-load definition, built once at import before any mutant is switched on (docs/testing.md); the function's body is mutated
  effects: (state, e) => {
    const owner = state.units[e.data.caster]?.def.owner ?? '';
    const outcome = e.data.outcome ?? 'cast';
    // core rules 19.1: the attempt is recorded whatever its outcome (it uses up the spell for the phase); only a cast
    // that is not unbound halves the target
    const detail: Record<string, number | string> = {};
    if (e.data.castingRoll !== undefined) detail['castingRoll'] = e.data.castingRoll;
    if (outcome !== 'cast') detail['outcome'] = outcome;
    return [
      ...(outcome === 'cast'
        ? [
            {
              kind: 'unit-effect' as const,
              unit: e.data.target,
              effect: { id: GAZE_OF_GHUR_EFFECT, until: { kind: 'hero-phase' as const, player: owner }, source: sourceId('realm-rule', 'gaze-of-ghur') },
            },
          ]
        : []),
      {
        kind: 'ext',
        update: (x) => {
          x.gazes.push({
            round: state.clock.round,
            turn: state.clock.turn?.number ?? 0,
            player: owner,
            unit: e.data.caster,
            target: e.data.target,
            phase: 'hero',
            detail,
          });
        },
      },
    ];
  },
});
