/**
 * The general (core rules 4th ed, 3.2): when any unit of an army has the WARMASTER keyword, the general must be one of
 * those units. Checked as the army is added (`UnitsAdded` with origin `roster` or `reserve`: a unit set up in reserve is
 * in the army too), in either order: a general that is not a WARMASTER in an army that has one, or a WARMASTER joining
 * an army whose general is not one.
 * @module
 */
import { violation, type AnyEvent, type RuleViolation, type UnitDef } from '../../../core/index.js';
import { BW, type BlightedWildsState } from '../ext.js';

/** The keyword that claims the general (core rules 4th ed, 3.2). */
// Stryker disable next-line StringLiteral: module-load constant, evaluated once at import before any mutant is switched on (docs/testing.md)
export const WARMASTER = 'WARMASTER';

// Stryker disable next-line ArrowFunction: module-load definition, built once at import before any mutant is switched on (docs/testing.md); the function's body is mutated
const isWarmaster = (keywords: readonly string[] | undefined): boolean => keywords !== undefined && keywords.some((k) => k.toUpperCase() === WARMASTER);
// the army: units of its roster, including those set up in reserve (summoned and replacement units join later)
// Stryker disable next-line ArrowFunction: module-load definition, built once at import before any mutant is switched on (docs/testing.md); the function's body is mutated
const inArmy = (origin: string): boolean => origin === 'roster' || origin === 'reserve';

/** `blighted-wilds/general-not-warmaster` for an addition to an army (roster or reserve) that leaves an army with a WARMASTER and a general who is not one. */
export function validateWarmasterGeneral(state: BlightedWildsState, event: AnyEvent): RuleViolation[] {
  if (event.type !== 'UnitsAdded') return [];
  const d = event.data as { readonly origin: string; readonly units: readonly UnitDef[] };
  // only an addition that brings a general or a WARMASTER can break the rule: others never list the army (a long log
  // of additions stays linear)
  if (!inArmy(d.origin) || !d.units.some((u) => u.general === true || isWarmaster(u.keywords))) return [];
  const out: RuleViolation[] = [];
  const owners = new Set(d.units.map((u) => u.owner));
  for (const owner of owners) {
    // the army so far and this addition
    const before = Object.values(state.units).filter((u) => u.def.owner === owner && inArmy(u.def.origin));
    const added = d.units.map((u, i) => ({ u, i })).filter((x) => x.u.owner === owner);
    const warmasters = [...before.filter((u) => isWarmaster(u.def.keywords)).map((u) => u.def.id), ...added.filter((x) => isWarmaster(x.u.keywords)).map((x) => x.u.id)];
    if (warmasters.length === 0) continue;
    const generalBefore = before.find((u) => u.def.general);
    const generalAdded = added.find((x) => x.u.general === true);
    const general = generalAdded !== undefined ? { id: generalAdded.u.id, warmaster: isWarmaster(generalAdded.u.keywords) } : generalBefore !== undefined ? { id: generalBefore.def.id, warmaster: isWarmaster(generalBefore.def.keywords) } : undefined;
    if (general === undefined || general.warmaster) continue;
    // point at the unit of this event that breaks the rule: the general itself, or the first WARMASTER added
    const at = generalAdded !== undefined ? ['data', 'units', generalAdded.i, 'general'] : ['data', 'units', added.find((x) => isWarmaster(x.u.keywords))?.i ?? 0, 'keywords'];
    out.push(
      violation(
        `${BW}/general-not-warmaster`,
        `${owner}'s army has WARMASTER units (${warmasters.join(', ')}), so the general must be one of them, not "${general.id}" (core rules 3.2).`,
        { path: at, ref: general.id },
      ),
    );
  }
  return out;
}
