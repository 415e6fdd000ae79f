/**
 * battlepack-engine/gallet/reference: the rules text of the Gallet pack — every battleplan, battle tactic, grand
 * strategy and realm rule with its summary (in our words), timing, scoring, source and rulings — for documentation
 * sites, rules sheets and the command line. The engine (`battlepack-engine/gallet`) needs none of it.
 * @example
 * ```ts
 * import { galletReference, galletRule } from 'battlepack-engine/gallet/reference';
 *
 * console.log(galletReference.filter((r) => r.kind === 'battle-tactic').length, 'battle tactics');
 * console.log(galletRule('turf-war')?.summary);
 * ```
 * @packageDocumentation
 */
import { gallet } from './battlepack/gallet/pack.js';
import type { Battlepack } from './core/pack/battlepack.js';
import { findRule, ruleEntries, type RuleEntry } from './reference/rules.js';
import { galletRuleText } from './battlepack/gallet/reference.js';

export { RULE_KIND_NAMES, RULE_KIND_TITLES, describeLength, type PackRuleText, type RuleEntry, type RuleKind, type RuleText, type SpecialRuleEntry } from './reference/rules.js';
export { galletRuleText } from './battlepack/gallet/reference.js';

/** Every rule of the Gallet pack as a reference entry: battleplans, battle tactics, grand strategies, then other rules. */
export const galletReference: readonly RuleEntry[] = ruleEntries(gallet as unknown as Battlepack<unknown>, galletRuleText);

/** One Gallet rule by id (a battleplan's special rules included), or `undefined`. */
export function galletRule(id: string): RuleEntry | undefined {
  return findRule(gallet as unknown as Battlepack<unknown>, id, galletRuleText);
}
