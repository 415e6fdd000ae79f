/**
 * Blighted Wilds battleplans, defined as data. The campaign's real battleplans are not in the sources (FACTS.md §6),
 * so the one shipped here is an EXAMPLE, made up to show the mechanism; define your own with
 * {@link blightedWildsBattleplan} and play them with `blightedWildsWith`.
 * @module
 */
import type { BattleplanData, BattleplanDef, BattleplanFact } from '../../core/index.js';
import { battleplanFromDataGenerated } from '../../core/pack/battleplan-data-generated.js';
import { BW, remediatedBy, type BlightedWildsExt } from './ext.js';

/** Numbers the Blighted Wilds rules give data battleplans, for `fact` VP lines and tie-breaks. */
// Stryker disable next-line ObjectLiteral: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
export const blightedWildsFacts: Readonly<Record<string, BattleplanFact<BlightedWildsExt>>> = {
  /** Terrain features the player's army has remediated this battle. */
  // Stryker disable next-line ArrowFunction: module-load definition, built once at import before any mutant is switched on (docs/testing.md); the function's body is mutated
  'features-remediated': (state, player) => remediatedBy(state, player).length,
  /** Terrain features the player's army remediated during the current turn. */
  // Stryker disable next-line ArrowFunction: module-load definition, built once at import before any mutant is switched on (docs/testing.md); the function's body is mutated
  'features-remediated-this-turn': (state, player) =>
    state.ext.purifications.filter((p) => p.player === player && p.success && p.round === state.clock.round && p.turn === (state.clock.turn?.number ?? 0)).length,
  /** Terrain features still contaminated for the player's army. */
  // Stryker disable next-line ArrowFunction: module-load definition, built once at import before any mutant is switched on (docs/testing.md); the function's body is mutated
  'features-contaminated': (state, player) =>
    state.ext.contaminated.filter((t) => !remediatedBy(state, player).includes(t)).length,
};

/** Turns battleplan data into a Blighted Wilds battleplan: the campaign's facts are available, sources are `blighted-wilds/<id>/…`. */
export function blightedWildsBattleplan(data: BattleplanData): BattleplanDef<BlightedWildsExt> {
  // blighted wilds table-side, "Battle Length": at most 6 rounds
  return battleplanFromDataGenerated<BlightedWildsExt>(data, { facts: blightedWildsFacts, sourcePrefix: `${BW}/${data.id}`, maxRounds: 6 });
}

/**
 * EXAMPLE battleplan, "The Tainted Springs" (made up for this library, not from the campaign book): four objectives,
 * the centre one is the spring; at the end of each of your turns score for holding objectives and for every feature
 * your army remediated that turn. Glorious Victory decides the result.
 */
export const exampleTaintedSpringsData = {
  id: 'example-tainted-springs',
  name: 'The Tainted Springs (example)',
  summary: 'An example battleplan made to show battleplans as data: hold objectives, the central spring and cleanse terrain.',
  source: { document: 'battlepack-engine', section: 'example battleplan (not from the campaign book)' },
  example: true,
  territories: 'Long-edge halves: the attacker the north half, the defender the south half.',
  layoutConfidence: 'high',
  objectives: [
    { id: 'spring', name: 'The Spring', roles: ['spring', 'centre'], placement: 'centre', position: { x: 30, y: 22 } },
    { id: 'west-bank', name: 'West Bank', roles: ['bank'], placement: 'neutral', position: { x: 14, y: 22 } },
    { id: 'north-well', name: 'North Well', roles: ['well'], placement: 'attacker-territory', position: { x: 30, y: 8 } },
    { id: 'south-well', name: 'South Well', roles: ['well'], placement: 'defender-territory', position: { x: 30, y: 36 } },
  ],
  scoring: {
    lines: [
      { kind: 'hold-at-least', id: 'hold-one', count: 1, amount: 1 },
      { kind: 'hold-at-least', id: 'hold-two', count: 2, amount: 1 },
      { kind: 'hold-more-than-opponent', id: 'hold-more', amount: 1 },
      { kind: 'hold', id: 'hold-spring', of: { role: 'spring' }, amount: 1 },
      { kind: 'fact', id: 'cleansed', fact: 'features-remediated-this-turn', per: true, amount: 1, max: 2 },
    ],
  },
  victory: { kind: 'pack' },
  specialRules: [{ id: 'tainted-springs', name: 'Tainted Springs', summary: 'Scores 1 VP for each terrain feature your army remediates in your turn (at most 2).' }],
} as const satisfies BattleplanData;

/** The example battleplan, built from {@link exampleTaintedSpringsData}. */
export const exampleTaintedSprings = blightedWildsBattleplan(exampleTaintedSpringsData);
