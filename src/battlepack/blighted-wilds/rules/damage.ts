/**
 * Damage points from attacks (core rules 4th ed, 14.5): recorded with `DamageAllocated`, they go into the same pool as
 * mortal damage (Blighted Waters), so a wounded model is slain by whichever point reaches its Wounds, and the Boon of
 * Vitality's Rally heals either (ruling `blighted-wilds/one-damage-pool`).
 * @module
 */
import { definePackEvent, violation, type RuleInfo, type RuleViolation } from '../../../core/index.js';
import { type BlightedWildsExt } from '../ext.js';
import { allocateDamage } from './common.js';
import type { DamageAllocated } from '../events.js';
import { bwSchema } from '../event-parsers.js';

/** Reference data of the rule. */
// Stryker disable all: module-load data, built once at import before any mutant is switched on (docs/testing.md)
export const damagePool: RuleInfo = {
  id: 'damage-pool',
  name: 'Damage points',
};
// Stryker restore all

/** `DamageAllocated`: damage points on a unit on the battlefield, in the unit's one damage pool. */
// Stryker disable next-line ObjectLiteral: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
export const damageAllocated = definePackEvent<BlightedWildsExt, typeof DamageAllocated>({
  // Stryker disable next-line StringLiteral: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
  schema: bwSchema<typeof DamageAllocated>('DamageAllocated'),
  // Stryker disable next-line ArrowFunction: module-load definition, built once at import before any mutant is switched on (docs/testing.md); the function's body is mutated
  decide: (state, e) => {
    const out: RuleViolation[] = [];
    if (state.clock.stage !== 'battle') out.push(violation('battle/not-started', 'Damage is allocated during the battle.', { path: ['type'] }));
    // the schema refuses an id that names a member of Object.prototype (test/battlepack/blighted-wilds/common-checks.test.ts)
    const u = state.units[e.data.unit];
    if (u === undefined) out.push(violation('unit/unknown', `No unit "${e.data.unit}" has been added to this battle.`, { path: ['data', 'unit'], ref: e.data.unit }));
    else if (u.status !== 'battlefield') out.push(violation('unit/not-on-battlefield', `Unit "${u.def.id}" is ${u.status}, not on the battlefield, so it takes no damage.`, { path: ['data', 'unit'], ref: u.def.id }));
    return out;
  },
  // Stryker disable next-line ArrowFunction: module-load definition, built once at import before any mutant is switched on (docs/testing.md); the function's body is mutated
  effects: (state, e) => allocateDamage(state, e.data.unit, e.data.amount, e.data.means ?? 'attack'),
});
