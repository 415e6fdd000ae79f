/**
 * The Rally command (core rules, 3rd edition) as Gallet records it: 1 CP at the start of a hero phase, a dice per
 * slain model, a model back per 6 (Won't Back Down: 5+, or 4+ for GALLETIAN VETERANS, wholly within 6" of a controlled
 * objective), at most 10 wounds' worth of models.
 * @module
 */
import { definePackEvent, type RuleInfo } from '../../core/pack/battlepack.js';
import { violation, type RuleViolation } from '../../core/errors.js';
import { pastStartOfHeroPhase, startOfHeroPhase } from '../../core/rules/tactic-window.js';
import type { UnitRallied } from './events.js';
import { galletSchema } from './event-parsers.js';
import type { GalletExt } from './ext.js';
import { currentWounds } from './realm-rules/masters-of-the-splintered-land.js';
import { findActiveObjective, findUnit, isVeteran, isViolation, type GalletState } from './shared.js';
import { lacksRallyPoint, ralliedThisPhase } from './readings.js';

/** Reference data of the command as the pack records it. */
// Stryker disable all: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
export const rally: RuleInfo = {
  id: 'rally',
  name: 'Rally',
};
// Stryker restore all

/** The roll a rally dice needs for this unit (6, or Won't Back Down's 5+ / 4+ near a controlled objective). */
export function rallyThreshold(state: GalletState, unit: string, objective: string | undefined): number {
  const u = state.units[unit];
  if (!state.ext.options.rallyPoints || objective === undefined || u === undefined) return 6;
  if (state.board.objectives[objective]?.controller !== u.def.owner) return 6;
  // ghb 2022 s1, "Won't Back Down": 5+, or 4+ for GALLETIAN VETERANS
  return isVeteran(u) ? 4 : 5;
}

/** How many models a rally returns: dice at or above the threshold, capped by the slain models and by 10 wounds' worth. */
export function rallyReturns(state: GalletState, unit: string, rolls: readonly number[], objective: string | undefined): number {
  const u = state.units[unit];
  if (u === undefined) return 0;
  const need = rallyThreshold(state, unit, objective);
  const hits = rolls.filter((r) => r >= need).length;
  const cap = Math.floor(10 / Math.max(1, currentWounds(state, unit)));
  return Math.min(hits, cap, u.def.models - u.modelsRemaining);
}

/** `UnitRallied`: checks the command's conditions, spends 1 CP and returns models. */
// Stryker disable next-line ObjectLiteral: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
export const unitRallied = definePackEvent<GalletExt, typeof UnitRallied>({
  // Stryker disable next-line StringLiteral: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
  schema: galletSchema<typeof UnitRallied>('UnitRallied'),
  // Stryker disable next-line BooleanLiteral: module-load definition, built once at import before any mutant is switched on (docs/testing.md); tested in test/battlepack/gallet/rally.test.ts (Rally does not close the battle-tactic window)
  startOfHeroPhase: true,
  // Stryker disable next-line ArrowFunction: module-load definition, built once at import before any mutant is switched on (docs/testing.md); the function's body is mutated
  decide: (state, e) => {
    const u = findUnit(state, e.data.unit, ['data', 'unit']);
    if (isViolation(u)) return [u];
    const out: RuleViolation[] = [];
    // core rules 3rd ed, Rally: "at the start of the hero phase" (the same window as the battle-tactic pick)
    if (!startOfHeroPhase(state))
      out.push(
        violation(
          'gallet/wrong-phase',
          `Rally is used at the start of a hero phase, before any action that is not a start-of-hero-phase effect; ${pastStartOfHeroPhase(state)}.`,
          { path: ['type'] },
        ),
      );
    if (u.status !== 'battlefield') out.push(violation('unit/not-on-battlefield', `${u.def.name} is not on the battlefield, so it cannot rally.`, { path: ['data', 'unit'], ref: u.def.id }));
    const slain = u.def.models - u.modelsRemaining;
    if (e.data.rolls.length !== slain)
      out.push(violation('gallet/rally-dice', `Rally rolls one dice per slain model: ${u.def.name} has ${slain} slain, ${e.data.rolls.length} dice were given.`, { path: ['data', 'rolls'] }));
    if (lacksRallyPoint(state, u.def.owner))
      out.push(violation('command-points/insufficient', `${u.def.owner} has no command point to spend on Rally.`, { path: ['type'], ref: u.def.owner }));
    if (ralliedThisPhase(state, u.def.owner))
      out.push(violation('gallet/command-once-per-phase', `${u.def.owner} has already used Rally in this phase; a command ability is used once per phase.`, { path: ['type'] }));
    if (e.data.objective !== undefined) {
      const o = findActiveObjective(state, e.data.objective, ['data', 'objective']);
      if (isViolation(o)) out.push(o);
      else if (o.controller !== u.def.owner)
        out.push(violation('gallet/objective-not-controlled', `${u.def.owner} does not control ${o.name}, so it gives no rally bonus.`, { path: ['data', 'objective'], ref: o.id }));
    }
    return out;
  },
  // Stryker disable next-line ArrowFunction: module-load definition, built once at import before any mutant is switched on (docs/testing.md); the function's body is mutated
  effects: (state, e) => {
    const u = state.units[e.data.unit];
    const owner = u?.def.owner ?? '';
    const threshold = rallyThreshold(state, e.data.unit, e.data.objective);
    const returned = rallyReturns(state, e.data.unit, e.data.rolls, e.data.objective);
    return [
      { kind: 'command-points', player: owner, amount: -1 },
      { kind: 'models-returned', unit: e.data.unit, count: returned },
      {
        kind: 'ext',
        update: (x) => {
          x.rallies.push({
            round: state.clock.round,
            turn: state.clock.turn?.number ?? 0,
            player: owner,
            unit: e.data.unit,
            target: e.data.objective ?? null,
            phase: 'hero',
            detail: { threshold, returned },
          });
        },
      },
    ];
  },
});
