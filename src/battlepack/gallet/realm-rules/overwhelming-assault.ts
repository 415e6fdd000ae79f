/**
 * Realm command "Overwhelming Assault": at the end of your charge phase, a GALLETIAN VETERANS unit of 10+ models picks an
 * enemy unit within 1" with Wounds 4 or less; a dice roll above its model count makes it strike last in the next combat phase.
 * @module
 */
import { definePackEvent, type RuleInfo } from '../../../core/pack/battlepack.js';
import { violation, type RuleViolation } from '../../../core/errors.js';
import type { OverwhelmingAssaultUsed } from '../events.js';
import { galletSchema } from '../event-parsers.js';
import type { GalletExt } from '../ext.js';
import { findUnit, isVeteran, isViolation, requireTurnPhase, sourceId } from '../shared.js';
import { currentWounds } from './masters-of-the-splintered-land.js';

/** The id of the unit effect a successful assault leaves on its target. */
// Stryker disable next-line StringLiteral: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
export const STRIKE_LAST_EFFECT = 'strike-last';

/** Reference data of the rule. */
// Stryker disable all: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
export const overwhelmingAssault: RuleInfo = {
  id: 'overwhelming-assault',
  name: 'Overwhelming Assault',
};
// Stryker restore all

/** `OverwhelmingAssaultUsed`: validates the conditions, spends 1 CP, and applies strike-last when the roll beats the model count. */
// Stryker disable next-line ObjectLiteral: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
export const overwhelmingAssaultUsed = definePackEvent<GalletExt, typeof OverwhelmingAssaultUsed>({
  // Stryker disable next-line StringLiteral: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
  schema: galletSchema<typeof OverwhelmingAssaultUsed>('OverwhelmingAssaultUsed'),
  // Stryker disable next-line ArrowFunction: module-load definition, built once at import before any mutant is switched on (docs/testing.md); the function's body is mutated
  decide: (state, e) => {
    const unit = findUnit(state, e.data.unit, ['data', 'unit']);
    if (isViolation(unit)) return [unit];
    const out: RuleViolation[] = [...requireTurnPhase(state, unit.def.owner, 'charge', 'Overwhelming Assault')];
    if (unit.status !== 'battlefield' || !isVeteran(unit) || unit.modelsRemaining < 10)
      out.push(
        violation('gallet/invalid-command', `Overwhelming Assault is received by a GALLETIAN VETERANS unit on the battlefield with 10 or more models; ${unit.def.name} ${unit.status === 'battlefield' ? `has ${unit.modelsRemaining}` : 'is not on the battlefield'}${isVeteran(unit) ? '' : ' and is not GALLETIAN VETERANS'}.`, {
          path: ['data', 'unit'],
          ref: unit.def.id,
        }),
      );
    const target = findUnit(state, e.data.target, ['data', 'target']);
    if (isViolation(target)) out.push(target);
    else if (target.def.owner === unit.def.owner || target.status !== 'battlefield' || currentWounds(state, target.def.id) > 4)
      out.push(violation('gallet/invalid-target', `Overwhelming Assault picks an enemy unit on the battlefield with a Wounds characteristic of 4 or less; ${target.def.name} is not one.`, { path: ['data', 'target'], ref: target.def.id }));
    const cp = state.players[unit.def.owner]?.commandPoints ?? 0;
    if (cp < 1) out.push(violation('command-points/insufficient', `${unit.def.owner} has no command point to spend on Overwhelming Assault.`, { path: ['type'], ref: unit.def.owner }));
    // core rules 3rd ed, 6.0: the same command ability once per phase (it is used in its player's own turn, and a round's
    // turn is one player's: the round and the turn name the player)
    if (state.ext.assaults.some((a) => a.round === state.clock.round && a.turn === (state.clock.turn?.number ?? 0)))
      out.push(violation('gallet/command-once-per-phase', 'Overwhelming Assault has already been used in this phase; a command ability is used once per phase.', { path: ['type'] }));
    return out;
  },
  // Stryker disable next-line ArrowFunction: module-load definition, built once at import before any mutant is switched on (docs/testing.md); the function's body is mutated
  effects: (state, e) => {
    const owner = state.units[e.data.unit]?.def.owner ?? '';
    const models = state.units[e.data.target]?.modelsRemaining ?? 0;
    const success = e.data.roll > models;
    return [
      { kind: 'command-points', player: owner, amount: -1 },
      ...(success
        ? [
            {
              kind: 'unit-effect' as const,
              unit: e.data.target,
              effect: { id: STRIKE_LAST_EFFECT, until: { kind: 'end-of-turn' as const }, source: sourceId('realm-rule', 'overwhelming-assault') },
            },
          ]
        : []),
      {
        kind: 'ext',
        update: (x) => {
          x.assaults.push({ round: state.clock.round, turn: state.clock.turn?.number ?? 0, player: owner, unit: e.data.unit, target: e.data.target, phase: 'charge', detail: { roll: e.data.roll, success } });
        },
      },
    ];
  },
});
