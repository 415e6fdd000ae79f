/**
 * The map of the example Blighted Wilds battleplan as data (60"×44", origin top-left, inches), from the plan's own
 * objectives and territories. The campaign's real battleplans are not in the sources; define their maps with
 * `defineMap`.
 * @module
 */
import { defineMap, rect, type BattlefieldMap } from '../../table/index.js';
import { exampleTaintedSpringsData } from './battleplans.js';

const W = 60;
const H = 44;
const OWN = 'the example plan\'s own layout (made up for this library)';

/** The maps of the Blighted Wilds battleplans shipped here, keyed by battleplan id. */
export const blightedWildsMaps: Readonly<Record<string, BattlefieldMap>> = {
  [exampleTaintedSpringsData.id]: defineMap({
    id: exampleTaintedSpringsData.id,
    name: exampleTaintedSpringsData.name,
    edition: 4,
    source: 'battlepack-engine, example battleplan (not from the campaign book)',
    territories: {
      attacker: { name: "Attacker's territory (north)", parts: [rect(0, 0, W, H / 2)], confidence: 'high', note: OWN },
      defender: { name: "Defender's territory (south)", parts: [rect(0, H / 2, W, H)], confidence: 'high', note: OWN },
    },
    objectives: exampleTaintedSpringsData.objectives.map((o) => ({ id: o.id, name: o.name, position: o.position, confidence: 'high', note: OWN })),
  }),
};

/** The map of a Blighted Wilds battleplan shipped here, or undefined. */
export function blightedWildsMap(battleplan: string): BattlefieldMap | undefined {
  return Object.prototype.hasOwnProperty.call(blightedWildsMaps, battleplan) ? blightedWildsMaps[battleplan] : undefined;
}
