/**
 * Realm rule "Proving Grounds": each round the player taking the second turn may pick an objective that only
 * GALLETIAN VETERANS can contest until the end of the round.
 * @module
 */
import { definePackEvent, type Effect, type RuleInfo } from '../../../core/pack/battlepack.js';
import { violation, type RuleViolation } from '../../../core/errors.js';
import { currentRound } from '../../../core/rules/rules-of.js';
import type { ContestEntry } from '../../../core/events/schema.js';
import type { UnitState } from '../../../core/state/state.js';
import type { ProvingGroundPicked } from '../events.js';
import { galletSchema } from '../event-parsers.js';
import type { GalletExt } from '../ext.js';
import { atRoundStart, findActiveObjective, isVeteran, isViolation, type GalletState } from '../shared.js';
import { currentProvingGround, provingGroundRepeated } from '../readings.js';

export { currentProvingGround, provingGroundRepeated } from '../readings.js';

/** Reference data of the rule. */
// Stryker disable all: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
export const provingGrounds: RuleInfo = {
  id: 'proving-grounds',
  name: 'Proving Grounds',
};
// Stryker restore all

/** `canContest` part of the rule: only GALLETIAN VETERANS models contest the proving ground. */
export function provingGroundAllows(state: GalletState, entry: ContestEntry, unit: UnitState): boolean {
  return currentProvingGround(state) !== entry.objective || isVeteran(unit);
}

/** End-of-round part of the rule: the marker is lifted. */
export function clearProvingGround(state: GalletState): Effect<GalletExt>[] {
  const pg = state.ext.provingGround;
  if (pg === null) return [];
  return [
    { kind: 'objective-marker', objective: pg.objective, key: 'proving-ground', value: null },
    {
      kind: 'ext',
      update: (x) => {
        x.provingGround = null;
      },
    },
  ];
}

/** `ProvingGroundPicked`: checks timing, player and repeats; marks the objective. */
// Stryker disable next-line ObjectLiteral: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
export const provingGroundPicked = definePackEvent<GalletExt, typeof ProvingGroundPicked>({
  // Stryker disable next-line StringLiteral: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
  schema: galletSchema<typeof ProvingGroundPicked>('ProvingGroundPicked'),
  // Stryker disable next-line ArrowFunction: module-load definition, built once at import before any mutant is switched on (docs/testing.md); the function's body is mutated
  decide: (state, e) => {
    const out: RuleViolation[] = [];
    const cur = currentRound(state);
    if (!atRoundStart(state) || cur === undefined)
      return [violation('gallet/proving-ground-timing', 'The proving ground is picked at the start of a battle round, after the turn order is set and before the first turn.', { path: ['type'] })];
    if (e.data.player !== cur.second)
      out.push(violation('gallet/proving-ground-player', `Only the player taking the second turn (${cur.second}) picks the proving ground this round.`, { path: ['data', 'player'], ref: e.data.player }));
    const picked = currentProvingGround(state);
    if (picked !== null)
      out.push(violation('gallet/proving-ground-already-picked', `The proving ground of round ${state.clock.round} is already ${picked}.`, { path: ['type'] }));
    const o = findActiveObjective(state, e.data.objective, ['data', 'objective']);
    if (isViolation(o)) out.push(o);
    else if (provingGroundRepeated(state, o.id))
      // ghb 2022 s1, "Proving Grounds": never the same objective twice (The Mighty and the Cunning lifts this)
      out.push(violation('gallet/proving-ground-repeated', `${o.name} has already been the proving ground in this battle; pick an objective not picked before.`, { path: ['data', 'objective'], ref: o.id }));
    return out;
  },
  // Stryker disable next-line ArrowFunction: module-load definition, built once at import before any mutant is switched on (docs/testing.md); the function's body is mutated
  effects: (state, e) => [
    { kind: 'objective-marker', objective: e.data.objective, key: 'proving-ground', value: true },
    {
      kind: 'ext',
      update: (x) => {
        const pick = { round: state.clock.round, player: e.data.player, objective: e.data.objective };
        x.provingGround = pick;
        x.provingGrounds.push({ ...pick });
      },
    },
  ],
});
