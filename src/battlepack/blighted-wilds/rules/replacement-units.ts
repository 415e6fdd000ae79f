/**
 * Replacement units (core rules 24.2) where they touch the roster: a replacement names the unit it replaces with a
 * `replaces:<unit id>` tag; each unit is replaced at most once and a replacement is never replaced. Replacement and
 * summoned units never join the roster (blighted wilds table-side, "Replacement Units and Summoned Units"): see
 * `summarizeBattle` and the campaign's `BattleRecorded`.
 * @module
 */
import { violation, type AnyEvent, type RuleViolation, type UnitDef } from '../../../core/index.js';
import { BW, type BlightedWildsState } from '../ext.js';

/** The tag prefix a replacement unit uses to name the unit it replaces. */
// Stryker disable next-line StringLiteral: module-load constant, evaluated once at import before any mutant is switched on (docs/testing.md)
export const REPLACES_TAG = 'replaces:';

/** The unit a replacement unit replaces, from its tags, or null. */
export function replacedUnitOf(tags: readonly string[]): string | null {
  const t = tags.find((x) => x.startsWith(REPLACES_TAG));
  return t === undefined ? null : t.slice(REPLACES_TAG.length);
}

/** Checks `replaces:` tags on UnitsAdded with origin `replacement`. */
export function validateReplacementUnits(state: BlightedWildsState, event: AnyEvent): RuleViolation[] {
  if (event.type !== 'UnitsAdded') return [];
  const d = event.data as { origin: string; units: readonly UnitDef[] };
  const out: RuleViolation[] = [];
  // the units already replaced, gathered only for a batch that names one (a long log of other additions scans nothing)
  if (!d.units.some((u) => u.tags !== undefined && replacedUnitOf(u.tags) !== null)) return out;
  const claimed = new Set(
    Object.values(state.units)
      .map((u) => replacedUnitOf(u.def.tags))
      .filter((x): x is string => x !== null),
  );
  d.units.forEach((u, i) => {
    const target = replacedUnitOf(u.tags ?? []);
    if (target === null) return;
    const path = ['data', 'units', i, 'tags'];
    if (d.origin !== 'replacement') {
      out.push(violation(`${BW}/not-a-replacement`, `Unit "${u.id}" names a unit it replaces but is added as "${d.origin}"; add it with origin "replacement".`, { path }));
      return;
    }
    const orig = Object.prototype.hasOwnProperty.call(state.units, target) ? state.units[target] : undefined;
    if (orig === undefined) out.push(violation('unit/unknown', `Unit "${u.id}" replaces "${target}", which is not in this battle.`, { path, ref: target }));
    else if (orig.def.owner !== u.owner) out.push(violation(`${BW}/replace-enemy`, `Unit "${u.id}" cannot replace "${target}": it belongs to ${orig.def.owner}.`, { path, ref: target }));
    else if (orig.def.origin === 'replacement') out.push(violation(`${BW}/replace-replacement`, `"${target}" is itself a replacement unit; replacement units cannot be replaced (core rules 24.2).`, { path, ref: target }));
    else if (claimed.has(target)) out.push(violation(`${BW}/already-replaced`, `"${target}" has already been replaced; each unit is replaced once at most (core rules 24.2).`, { path, ref: target }));
    claimed.add(target);
  });
  return out;
}
