/**
 * How Gallet counts contesting models: a fixed per-model value first (a `fixed-models` unit effect, else the unit's
 * `countsAs`, else Expert Conquerors' 3, else 1), then modifiers (Gaze of Ghur halves). Also the terrain contest report.
 * @module
 */
import { definePackEvent, type Effect, type RuleInfo } from '../../core/pack/battlepack.js';
import { violation, type RuleViolation } from '../../core/errors.js';
import { has } from '../../core/rules/rules-of.js';
import type { ContestEntry } from '../../core/events/schema.js';
import type { EffectEnd, UnitState } from '../../core/state/state.js';
import type { ContestingModelsFixed, TerrainContestReported } from './events.js';
import { galletSchema } from './event-parsers.js';
import type { GalletExt } from './ext.js';
import { expertConquerorsPerModel } from './realm-rules/expert-conquerors.js';
import { applyGaze } from './realm-rules/gaze-of-ghur.js';
import { provingGroundAllows } from './realm-rules/proving-grounds.js';
import { findUnit, isViolation, sourceId, type GalletState } from './shared.js';

/** The id of the unit effect that fixes how many models each model counts as. */
// Stryker disable next-line StringLiteral: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
export const FIXED_MODELS_EFFECT = 'fixed-models';

// Stryker disable all: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
/** Reference data of the counting order (the seed's designer's note). */
export const contestingModels: RuleInfo = {
  id: 'contesting-models',
  name: 'Counting contesting models',
};
// Stryker restore all

/**
 * How many models each model of the unit counts as before modifiers: a `fixed-models` effect, else the unit's own
 * `countsAs`, else Expert Conquerors' 3, else 1 (ruling `gallet/fixed-before-modifiers`).
 */
export function fixedPerModel(unit: UnitState): number {
  const effects = unit.effects;
  for (let i = 0; i < effects.length; i++) {
    const f = effects[i] as UnitState['effects'][number];
    // the first such effect decides
    if (f.id === FIXED_MODELS_EFFECT) {
      if (f.value !== null) return f.value;
      break;
    }
  }
  if (unit.def.countsAs !== undefined) return unit.def.countsAs;
  return expertConquerorsPerModel(unit);
}

/** The pack's count of a contest entry: reported models × fixed value, then Gaze of Ghur. */
export function countContestingModels(_state: GalletState, _entry: ContestEntry, unit: UnitState, reported: number): number {
  // ghb 2022 s1, Gaze of Ghur designer's note: fixed values first, then modifiers
  return applyGaze(unit, reported * fixedPerModel(unit));
}

/**
 * What a contest entry counts for under the pack's own rules (proving ground, fixed values, Gaze of Ghur); 0 if it
 * cannot contest. `anyStatus` counts a unit that has just left the battlefield (e.g. as it is destroyed).
 */
export function packContestCount(state: GalletState, entry: ContestEntry, anyStatus = false): number {
  const unit = state.units[entry.unit];
  if (unit === undefined || (!anyStatus && unit.status !== 'battlefield') || !provingGroundAllows(state, entry, unit)) return 0;
  // ruling core/contest-after-casualties: models slain since the report no longer contest (a unit counted as it is
  // destroyed keeps what the report saw at that instant)
  const reported = entry.models ?? 0;
  return countContestingModels(state, entry, unit, anyStatus ? reported : Math.min(reported, unit.modelsRemaining));
}

function until(kind: 'battle' | 'end-of-turn' | 'end-of-round'): EffectEnd {
  return kind === 'battle' ? { kind: 'battle' } : kind === 'end-of-turn' ? { kind: 'end-of-turn' } : { kind: 'end-of-round' };
}

/** `ContestingModelsFixed`: leaves a `fixed-models` effect on the unit (e.g. a Mega-Gargant counting as 20). */
// Stryker disable next-line ObjectLiteral: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
export const contestingModelsFixed = definePackEvent<GalletExt, typeof ContestingModelsFixed>({
  schema: galletSchema<typeof ContestingModelsFixed>('ContestingModelsFixed'),
  decide: (state, e) => {
    const u = findUnit(state, e.data.unit, ['data', 'unit']);
    if (isViolation(u)) return [u];
    return u.status === 'destroyed' ? [violation('unit/not-on-battlefield', `${u.def.name} is destroyed.`, { path: ['data', 'unit'], ref: u.def.id })] : [];
  },
  // Stryker disable next-line ArrowFunction: module-load definition, built once at import before any mutant is switched on (docs/testing.md); the function's body is mutated
  effects: (_state, e) => [
    {
      kind: 'unit-effect',
      unit: e.data.unit,
      effect: { id: FIXED_MODELS_EFFECT, value: e.data.countsAs, until: until(e.data.until ?? 'battle'), source: sourceId('pitched-battle', 'contesting-models') },
    },
  ],
});

/** Counts a terrain contest: fixed values and Expert Conquerors apply (seed FAQ); Gaze of Ghur does not (it speaks of objectives). */
export function terrainContestTotals(state: GalletState, contests: readonly { readonly unit: string; readonly models: number }[]): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const c of contests) {
    const u = state.units[c.unit];
    if (u === undefined || u.status !== 'battlefield') continue;
    totals[u.def.owner] = (totals[u.def.owner] ?? 0) + c.models * fixedPerModel(u);
  }
  return totals;
}

/** `TerrainContestReported`: the side with more counted models gains control of the terrain feature; equal counts keep it. */
// Stryker disable next-line ObjectLiteral: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
export const terrainContestReported = definePackEvent<GalletExt, typeof TerrainContestReported>({
  schema: galletSchema<typeof TerrainContestReported>('TerrainContestReported'),
  decide: (state, e) => {
    const out: RuleViolation[] = [];
    if (state.clock.stage !== 'battle') out.push(violation('battle/not-started', 'Terrain features are contested once deployment has finished.', { path: ['type'] }));
    if (!has(state.board.terrain, e.data.terrain))
      out.push(
        violation('terrain/unknown', `No terrain feature "${e.data.terrain}"; the features are ${Object.keys(state.board.terrain).join(', ') || 'none'}.`, {
          path: ['data', 'terrain'],
          ref: e.data.terrain,
        }),
      );
    // as for objectives: each unit once, with no more models than it has left (ruling `core/contest-bounds`)
    const seen = new Set<string>();
    e.data.contests.forEach((c, i) => {
      const u = findUnit(state, c.unit, ['data', 'contests', i, 'unit']);
      if (isViolation(u)) out.push(u);
      else if (u.status !== 'battlefield')
        out.push(violation('unit/not-on-battlefield', `Unit "${u.def.id}" is not on the battlefield, so it cannot contest terrain.`, { path: ['data', 'contests', i, 'unit'], ref: u.def.id }));
      else if (c.models > u.modelsRemaining)
        out.push(
          violation('contest/too-many-models', `Unit "${u.def.id}" has ${u.modelsRemaining} models left, so ${c.models} cannot contest the terrain feature; report at most ${u.modelsRemaining}.`, {
            path: ['data', 'contests', i, 'models'],
            ref: u.def.id,
          }),
        );
      if (seen.has(c.unit))
        out.push(violation('contest/unit-counted-twice', `Unit "${c.unit}" is listed twice; a report gives each unit once, with all its contesting models.`, { path: ['data', 'contests', i, 'unit'], ref: c.unit }));
      seen.add(c.unit);
    });
    return out;
  },
  effects: (state, e): Effect<GalletExt>[] => {
    const totals = terrainContestTotals(state, e.data.contests);
    const [a, b] = state.setup.playerOrder;
    if (a === undefined || b === undefined) return [];
    const ta = totals[a] ?? 0;
    const tb = totals[b] ?? 0;
    if (ta === tb) return [];
    return [{ kind: 'terrain-control', terrain: e.data.terrain, player: ta > tb ? a : b }];
  },
});
