/**
 * battlepack-engine/blighted-wilds/reference: the rules text of the Blighted Wilds battle rules — every battleplan and
 * campaign rule with its summary (in our words), timing, source and rulings — for documentation sites, rules sheets
 * and the command line. The engine (`battlepack-engine/blighted-wilds`) needs none of it.
 * @example
 * ```ts
 * import { blightedWildsReference, blightedWildsRule } from 'battlepack-engine/blighted-wilds/reference';
 *
 * console.log(blightedWildsReference.map((r) => r.id).join(', '));
 * console.log(blightedWildsRule(blightedWildsReference[0]?.id ?? '')?.name);
 * ```
 * @packageDocumentation
 */
import { blightedWilds } from './battlepack/blighted-wilds/pack.js';
import type { Battlepack } from './core/pack/battlepack.js';
import { findRule, ruleEntries, type RuleEntry } from './reference/rules.js';
import { blightedWildsRuleText } from './battlepack/blighted-wilds/reference.js';

export { RULE_KIND_NAMES, RULE_KIND_TITLES, describeLength, type PackRuleText, type RuleEntry, type RuleKind, type RuleText, type SpecialRuleEntry } from './reference/rules.js';
export { blightedWildsRuleText } from './battlepack/blighted-wilds/reference.js';

/** Every rule of the Blighted Wilds battle rules as a reference entry: battleplans first, then the other rules. */
export const blightedWildsReference: readonly RuleEntry[] = ruleEntries(blightedWilds as unknown as Battlepack<unknown>, blightedWildsRuleText);

/** One Blighted Wilds rule by id (a battleplan's special rules included), or `undefined`. */
export function blightedWildsRule(id: string): RuleEntry | undefined {
  return findRule(blightedWilds as unknown as Battlepack<unknown>, id, blightedWildsRuleText);
}
