/**
 * Realm rule "The Bonds of Battle": a GALLETIAN VETERANS model may attack in melee through a chain of its own unit's models.
 * Recorded only: reach is measured on the table.
 * @module
 */
import { definePackEvent, type RuleInfo } from '../../../core/pack/battlepack.js';
import { violation, type RuleViolation } from '../../../core/errors.js';
import type { BondsOfBattleUsed } from '../events.js';
import { galletSchema } from '../event-parsers.js';
import type { GalletExt } from '../ext.js';
import { findUnit, isVeteran, isViolation } from '../shared.js';

/** Reference data of the rule. */
// Stryker disable all: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
export const theBondsOfBattle: RuleInfo = {
  id: 'the-bonds-of-battle',
  name: 'The Bonds of Battle',
};
// Stryker restore all

/** `BondsOfBattleUsed`: records the use; checks the attacker is GALLETIAN VETERANS and the target an enemy, both on the battlefield, in a combat phase. */
// Stryker disable next-line ObjectLiteral: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
export const bondsOfBattleUsed = definePackEvent<GalletExt, typeof BondsOfBattleUsed>({
  // Stryker disable next-line StringLiteral: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
  schema: galletSchema<typeof BondsOfBattleUsed>('BondsOfBattleUsed'),
  // Stryker disable next-line ArrowFunction: module-load definition, built once at import before any mutant is switched on (docs/testing.md); the function's body is mutated
  decide: (state, e) => {
    const out: RuleViolation[] = [];
    if (state.clock.turn?.phase !== 'combat')
      out.push(violation('gallet/wrong-phase', 'The Bonds of Battle is used when attacking in melee, in the combat phase.', { path: ['type'] }));
    const unit = findUnit(state, e.data.unit, ['data', 'unit']);
    if (isViolation(unit)) return [...out, unit];
    if (unit.status !== 'battlefield' || !isVeteran(unit))
      out.push(violation('gallet/not-galletian-veterans', `Only GALLETIAN VETERANS units on the battlefield use The Bonds of Battle; ${unit.def.name} is not one.`, { path: ['data', 'unit'], ref: unit.def.id }));
    const target = findUnit(state, e.data.target, ['data', 'target']);
    if (isViolation(target)) out.push(target);
    else if (target.def.owner === unit.def.owner || target.status !== 'battlefield')
      out.push(violation('gallet/invalid-target', `The target must be an enemy unit on the battlefield; ${target.def.name} is not one.`, { path: ['data', 'target'], ref: target.def.id }));
    return out;
  },
  // Stryker disable next-line ArrowFunction: module-load definition, built once at import before any mutant is switched on (docs/testing.md); the function's body is mutated
  effects: (state, e) => [
    {
      kind: 'ext',
      update: (x) => {
        x.bonds.push({
          round: state.clock.round,
          turn: state.clock.turn?.number ?? 0,
          player: state.units[e.data.unit]?.def.owner ?? '',
          unit: e.data.unit,
          target: e.data.target,
          phase: 'combat',
          detail: {},
        });
      },
    },
  ],
});
