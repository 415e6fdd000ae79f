/**
 * Reserve units (core rules 3rd edition, 3.1, quoted in the seed; FACTS.md §3): units still in reserve at the start of
 * the fourth battle round are destroyed.
 * @module
 */
import type { Effect, RuleInfo } from '../../core/pack/battlepack.js';
import type { GalletExt } from './ext.js';
import type { GalletState } from './shared.js';

/** The battle round at whose start units still in reserve are destroyed. */
export const RESERVES_DESTROYED_ROUND = 4;

/** Reference data of the rule. */
// Stryker disable all: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
export const reserveUnits: RuleInfo = {
  id: 'reserve-units',
  name: 'Reserve units',
};
// Stryker restore all

/**
 * At the start of round 4 (the core's `beforePriority`: `state.round` is already the new round): every unit set up in
 * reserve (origin `reserve`) still waiting is destroyed. Units taken off the battlefield later (a garrison, an ability
 * that sets them up again) are not reserve units in this sense (ruling `gallet/reserves-round-four`).
 */
export function destroyLateReserves(state: GalletState): Effect<GalletExt>[] {
  if (state.clock.round !== RESERVES_DESTROYED_ROUND) return [];
  return Object.values(state.units)
    .filter((u) => u.def.origin === 'reserve' && u.status === 'reserve')
    .map((u) => ({ kind: 'destroy-unit' as const, unit: u.def.id, means: 'reserves-round-four' }));
}
