/**
 * Three more 4th-edition battleplans for the model's bot bench, defined as user data (issue 27). Blighted Wilds ships
 * one battleplan, an example, because the sources name no other (FACTS.md §6: battleplans can be defined as data by
 * users); to compare bots on more than one 4th-edition layout, the bench defines these. They are ILLUSTRATIVE layouts
 * made up for this bench: NOT from any source, no rules text, only objectives, territories and the data battleplans'
 * own scoring lines (hold at least n, hold more than the opponent, hold each). Not part of the library.
 * @module
 */
import { blightedWildsBattleplan, blightedWildsWith, type blightedWilds } from '../src/blighted-wilds.js';
import type { BattleplanData } from '../src/authoring.js';
import { defineMap, rect, type BattlefieldMap } from '../src/table.js';

const W = 60;
const H = 44;
const NOTE = 'illustrative bench layout made up for battlepack-engine (not from any source)';
const SOURCE = { document: 'battlepack-engine bench', section: 'illustrative layout for the bot bench (not from any source)' } as const;

type Territories = 'north-south' | 'west-east';

function plan(id: string, name: string, summary: string, territories: Territories, objectives: BattleplanData['objectives'], lines: BattleplanData['scoring']['lines']): { data: BattleplanData; map: BattlefieldMap } {
  const data: BattleplanData = {
    id,
    name: `${name} (bench, illustrative)`,
    summary,
    source: SOURCE,
    example: true,
    territories: territories === 'north-south' ? 'Long-edge halves: the attacker the north half, the defender the south half.' : 'Short-edge halves: the attacker the west half, the defender the east half.',
    layoutConfidence: 'high',
    objectives,
    scoring: { lines },
    victory: { kind: 'pack' },
  };
  const [att, def] = territories === 'north-south' ? [rect(0, 0, W, H / 2), rect(0, H / 2, W, H)] : [rect(0, 0, W / 2, H), rect(W / 2, 0, W, H)];
  const map = defineMap({
    id,
    name: data.name,
    edition: 4,
    source: SOURCE.document,
    territories: {
      attacker: { name: "Attacker's territory", parts: [att], confidence: 'high', note: NOTE },
      defender: { name: "Defender's territory", parts: [def], confidence: 'high', note: NOTE },
    },
    objectives: objectives.map((o) => ({ id: o.id, name: o.name ?? o.id, position: o.position as { x: number; y: number }, confidence: 'high' as const, note: NOTE })),
  });
  return { data, map };
}

/** The bench's illustrative 4th-edition layouts (data and map). */
export const BENCH_PLANS_4E = [
  // five objectives: the centre and one in each quarter
  plan('bench-crossroads', 'Crossroads', 'Five objectives, the centre and one in each quarter; score for holding one, two, and more than the opponent.', 'north-south', [
    { id: 'centre', name: 'Centre', roles: ['centre'], placement: 'centre', position: { x: 30, y: 22 } },
    { id: 'north-west', name: 'North-west', placement: 'attacker-territory', position: { x: 12, y: 11 } },
    { id: 'north-east', name: 'North-east', placement: 'attacker-territory', position: { x: 48, y: 11 } },
    { id: 'south-west', name: 'South-west', placement: 'defender-territory', position: { x: 12, y: 33 } },
    { id: 'south-east', name: 'South-east', placement: 'defender-territory', position: { x: 48, y: 33 } },
  ], [
    { kind: 'hold-at-least', id: 'hold-one', count: 1, amount: 1 },
    { kind: 'hold-at-least', id: 'hold-two', count: 2, amount: 1 },
    { kind: 'hold-more-than-opponent', id: 'hold-more', amount: 1 },
  ]),
  // short-edge territories, three objectives along the centre line
  plan('bench-flanks', 'Flanks', 'Armies on the short edges; three objectives down the centre line; 1 VP for each held, 1 more for holding more than the opponent.', 'west-east', [
    { id: 'north-flank', name: 'North flank', roles: ['flank'], placement: 'neutral', position: { x: 30, y: 8 } },
    { id: 'middle', name: 'Middle', roles: ['centre'], placement: 'centre', position: { x: 30, y: 22 } },
    { id: 'south-flank', name: 'South flank', roles: ['flank'], placement: 'neutral', position: { x: 30, y: 36 } },
  ], [
    { kind: 'hold-each', id: 'hold-each', amount: 1 },
    { kind: 'hold-more-than-opponent', id: 'hold-more', amount: 1 },
  ]),
  // four objectives on a diagonal, two in each territory
  plan('bench-diagonal', 'Diagonal', 'Four objectives on a diagonal, two in each territory; score for holding one, two, and the two in enemy territory.', 'north-south', [
    { id: 'far-north', name: 'Far north', placement: 'attacker-territory', position: { x: 10, y: 8 } },
    { id: 'near-north', name: 'Near north', placement: 'attacker-territory', position: { x: 24, y: 17 } },
    { id: 'near-south', name: 'Near south', placement: 'defender-territory', position: { x: 36, y: 27 } },
    { id: 'far-south', name: 'Far south', placement: 'defender-territory', position: { x: 50, y: 36 } },
  ], [
    { kind: 'hold-at-least', id: 'hold-one', count: 1, amount: 1 },
    { kind: 'hold-at-least', id: 'hold-two', count: 2, amount: 1 },
    { kind: 'hold-at-least', id: 'hold-enemy', count: 1, of: { placement: 'enemy-territory' }, amount: 1 },
  ]),
] as const;

/** The Blighted Wilds pack with the bench's illustrative layouts beside its own example plan. */
export function blightedWildsBench(): typeof blightedWilds {
  return blightedWildsWith(Object.fromEntries(BENCH_PLANS_4E.map((p) => [p.data.id, { ...blightedWildsBattleplan(p.data), map: p.map }])));
}
