/**
 * Golden battle: Won't Back Down (table 2, roll 3), 2000 points.
 * Elspeth (attacker, Daughters of Khaine, Defend What's Ours) against Ulgrim (defender, Nighthaunt, Defend What's Ours).
 * Layout (not in the sources, given at set-up): attacker-objective, defender-objective in the territories, north and
 * south between. Rally Points: a unit rallied wholly within 6" of an objective its army controls gets a model back on
 * each 5+, or 4+ for GALLETIAN VETERANS (instead of 6s).
 *
 * Hand count (default scoring: 1 for one objective, 1 for two or more, 1 for more; tactic 2; grand strategy 3).
 * R1 (no roll: Elspeth deployed first). Ulgrim picks north as proving ground.
 *   elspeth T1: Against the Odds with the Witch Aelves on attacker-objective (hers, no enemy veterans) → completed.
 *     Sisters of Slaughter (veterans) take north: 2 vs 0 → +3 +2 = 5.
 *   ulgrim T1: This One's Mine! on the Doomfire Warlocks: the Knight of Shrouds kills them → completed. Chainrasps
 *     take defender-objective, Grimghast Reapers south; 3 Spirit Hosts cannot beat 10 Sisters on north. 2 vs 2 → +2 +2 = 4.
 * R2 rolls 3–4 → Ulgrim first (a double turn). Elspeth picks south.
 *   ulgrim T2: Gaining Momentum on the Sisters of Slaughter: 6 slain, 4 left → failed. 2 vs 2 → +2 = 2.
 *   elspeth T2: at the start of her hero phase, before her pick (FAQ), she rallies the Sisters on north (hers):
 *     veterans return a model on 4+: rolls 4 5 2 6 1 3 → 3 back (7). Head-to-Head on the Grimghast Reapers: the Witch
 *     Aelves (veterans) destroy them → completed, and take south. 3 vs 1 → +3 +2 = 5.
 * R3 rolls 5–5: tie → Ulgrim (first in R2). Elspeth picks defender-objective.
 *   ulgrim T3: An Eye for an Eye: the Reapers died last turn, the Bladegheists kill the Blood Sisters → completed.
 *     1 vs 3 → +1 +2 = 3.
 *   elspeth T3: Barge Through Enemy Lines: every unit reported, none in Ulgrim's territory → failed. 3 vs 1 → +3 = 3.
 * R4 rolls 2–6 → Ulgrim first. Elspeth picks attacker-objective.
 *   ulgrim T4: Head-to-Head on the Sisters: the Spirit Hosts (veterans) destroy them → completed. Spirit Hosts take
 *     north; Chainrasps 20 + Bladegheists 10 take south from 20 Witch Aelves. 3 vs 1 → +3 +2 = 5.
 *   elspeth T4: Gaining Momentum on the Chainrasps: 8 slain, 12 left → failed; south stays Ulgrim's (22 vs 20).
 *     1 vs 3 → +1 = 1.
 * R5 rolls 4–1 → Elspeth first. No objective is left for the proving ground.
 *   elspeth T5: This One's Mine! on the Spirit Hosts: the Hag Queen kills them with mortal wounds; the players state it
 *     completed. 1 vs 3 → +1 +2 = 3.
 *   ulgrim T5: rallies the Chainrasps on south (his, veterans: 4+): rolls 1 4 6 2 3 5 4 1 → 4 back (16). Desecrate
 *     their Lands on the Bloodwrack Shrine: no terrain report, the players say it failed. 3 vs 1 → +3 = 3.
 * Grand strategies: both Defend What's Ours; at the end no enemy unit is wholly within either territory → both
 *   completed, +3 each.
 * Totals: Elspeth 5+5+3+1+3 = 17 +3 = 20; Ulgrim 4+2+3+5+3 = 17 +3 = 20. Tied on VP, on battle tactics (3 each) and
 * both completed their grand strategy → a draw.
 */
import { added, battleline, contest, deployed, destroyed, goldenLog, leader, other, phase, pick, priority, setUp, slain, stated, terrainT, turn, unitT, writeIfMain, zones, type Ev } from './helpers.js';

const E = 'elspeth';
const U = 'ulgrim';
const provingGround = (player: string, objective: string): Ev => ({ type: 'ProvingGroundPicked', data: { player, objective } });
const rallied = (unit: string, rolls: number[], objective: string): Ev => ({ type: 'UnitRallied', data: { unit, rolls, objective } });

const events: Ev[] = [
  setUp(
    'wont-back-down',
    [
      { id: E, name: 'Elspeth', role: 'attacker', faction: 'Daughters of Khaine', grandStrategy: 'defend-whats-ours' },
      { id: U, name: 'Ulgrim', role: 'defender', faction: 'Nighthaunt', grandStrategy: 'defend-whats-ours' },
    ],
    {
      objectives: [
        { id: 'attacker-objective', name: "Attacker's objective", placement: 'attacker-territory' },
        { id: 'north', name: 'North', placement: 'neutral' },
        { id: 'south', name: 'South', placement: 'neutral' },
        { id: 'defender-objective', name: "Defender's objective", placement: 'defender-territory' },
      ],
      terrain: [
        { id: 'bloodwrack-shrine', name: 'Bloodwrack Shrine', placement: 'attacker-territory', kind: 'faction terrain' },
        { id: 'shyish-reaper', name: 'Shyish Reaper Tomb', placement: 'defender-territory', kind: 'ruins' },
      ],
    },
  ),
  added('roster', [
    leader('hag-queen', E, 'Hag Queen', 5, { general: true, keywords: ['HERO', 'PRIEST'], points: 90 }),
    battleline('witch-aelves', E, 'Witch Aelves', 1, 20, { reinforced: 1, points: 210 }),
    battleline('sisters-of-slaughter', E, 'Sisters of Slaughter', 1, 10, { points: 130 }),
    other('blood-sisters', E, 'Blood Sisters', 2, 5, { points: 150 }),
    other('doomfire-warlocks', E, 'Doomfire Warlocks', 2, 5, { mounted: true, points: 150 }),
    leader('knight-of-shrouds', U, 'Knight of Shrouds', 5, { general: true, points: 100 }),
    battleline('chainrasps', U, 'Chainrasps', 1, 20, { reinforced: 1, points: 180 }),
    battleline('grimghast-reapers', U, 'Grimghast Reapers', 1, 10, { points: 150 }),
    battleline('spirit-hosts', U, 'Spirit Hosts', 3, 3, { points: 120 }),
    other('bladegheist-revenants', U, 'Bladegheist Revenants', 1, 10, { points: 160 }),
  ]),
  deployed(E),

  // battle round 1
  priority(1, E),
  provingGround(U, 'north'),
  ...turn(E, [
    pick(E, 'against-the-odds', unitT('witch-aelves')),
    phase('movement'),
    phase('battleshock'),
    contest(['witch-aelves', 'attacker-objective', 20], ['sisters-of-slaughter', 'north', 10]),
  ]),
  ...turn(U, [
    pick(U, 'this-ones-mine', unitT('doomfire-warlocks')),
    phase('movement'),
    phase('charge'),
    phase('combat'),
    destroyed('doomfire-warlocks', 'knight-of-shrouds'),
    phase('battleshock'),
    contest(['chainrasps', 'defender-objective', 20], ['grimghast-reapers', 'south', 10], ['spirit-hosts', 'north', 3], ['sisters-of-slaughter', 'north', 10], ['witch-aelves', 'attacker-objective', 20]),
  ]),

  // battle round 2: Ulgrim wins the roll and takes the first turn
  priority(2, U, { [E]: 3, [U]: 4 }),
  provingGround(E, 'south'),
  ...turn(U, [
    pick(U, 'gaining-momentum', unitT('sisters-of-slaughter')),
    phase('movement'),
    phase('charge'),
    phase('combat'),
    slain('sisters-of-slaughter', 6, 'grimghast-reapers'),
    phase('battleshock'),
    contest(['grimghast-reapers', 'south', 10], ['chainrasps', 'defender-objective', 20], ['spirit-hosts', 'north', 3], ['sisters-of-slaughter', 'north', 4], ['witch-aelves', 'attacker-objective', 20]),
  ]),
  ...turn(E, [
    // ghb 2022 s1 FAQ: start-of-hero-phase effects may come before the battle tactic is picked
    rallied('sisters-of-slaughter', [4, 5, 2, 6, 1, 3], 'north'),
    pick(E, 'head-to-head', unitT('grimghast-reapers')),
    phase('movement'),
    phase('charge'),
    phase('combat'),
    slain('grimghast-reapers', 10, 'witch-aelves'),
    phase('battleshock'),
    contest(['witch-aelves', 'south', 20], ['sisters-of-slaughter', 'north', 7], ['hag-queen', 'attacker-objective', 1], ['spirit-hosts', 'north', 3], ['chainrasps', 'defender-objective', 20]),
  ]),

  // battle round 3: a tied roll goes to Ulgrim, who went first in round 2
  priority(3, U, { [E]: 5, [U]: 5 }),
  provingGround(E, 'defender-objective'),
  ...turn(U, [
    pick(U, 'an-eye-for-an-eye'),
    phase('movement'),
    phase('charge'),
    phase('combat'),
    destroyed('blood-sisters', 'bladegheist-revenants'),
    phase('battleshock'),
    contest(
      ['bladegheist-revenants', 'south', 10],
      ['witch-aelves', 'south', 20],
      ['spirit-hosts', 'north', 3],
      ['sisters-of-slaughter', 'north', 7],
      ['chainrasps', 'defender-objective', 20],
      ['knight-of-shrouds', 'attacker-objective', 1],
      ['hag-queen', 'attacker-objective', 1],
    ),
  ]),
  ...turn(E, [
    pick(E, 'barge-through-enemy-lines'),
    phase('movement'),
    zones({ 'hag-queen': { wholly: ['attacker-territory'] }, 'witch-aelves': { wholly: ['neutral'] }, 'sisters-of-slaughter': { wholly: ['neutral'] } }),
    phase('battleshock'),
    contest(
      ['witch-aelves', 'south', 20],
      ['sisters-of-slaughter', 'north', 7],
      ['hag-queen', 'attacker-objective', 1],
      ['bladegheist-revenants', 'south', 10],
      ['spirit-hosts', 'north', 3],
      ['chainrasps', 'defender-objective', 20],
    ),
  ]),

  // battle round 4
  priority(4, U, { [E]: 2, [U]: 6 }),
  provingGround(E, 'attacker-objective'),
  ...turn(U, [
    pick(U, 'head-to-head', unitT('sisters-of-slaughter')),
    phase('movement'),
    phase('charge'),
    phase('combat'),
    slain('sisters-of-slaughter', 7, 'spirit-hosts'),
    phase('battleshock'),
    contest(
      ['spirit-hosts', 'north', 3],
      ['chainrasps', 'south', 20],
      ['bladegheist-revenants', 'south', 10],
      ['witch-aelves', 'south', 20],
      ['knight-of-shrouds', 'attacker-objective', 1],
      ['hag-queen', 'attacker-objective', 1],
    ),
  ]),
  ...turn(E, [
    pick(E, 'gaining-momentum', unitT('chainrasps')),
    phase('movement'),
    phase('charge'),
    phase('combat'),
    slain('chainrasps', 8, 'witch-aelves'),
    phase('battleshock'),
    contest(
      ['witch-aelves', 'south', 20],
      ['chainrasps', 'south', 12],
      ['bladegheist-revenants', 'south', 10],
      ['spirit-hosts', 'north', 3],
      ['hag-queen', 'attacker-objective', 1],
      ['knight-of-shrouds', 'attacker-objective', 1],
    ),
  ]),

  // battle round 5: every objective has been the proving ground
  priority(5, E, { [E]: 4, [U]: 1 }),
  ...turn(E, [
    pick(E, 'this-ones-mine', unitT('spirit-hosts')),
    phase('movement'),
    zones({ 'hag-queen': { wholly: ['attacker-territory'] }, 'witch-aelves': { wholly: ['neutral'] } }),
    phase('charge'),
    phase('combat'),
    destroyed('spirit-hosts', 'hag-queen', 'mortal'),
    stated(E, 'this-ones-mine', 'completed'),
    phase('battleshock'),
    contest(['hag-queen', 'attacker-objective', 1], ['knight-of-shrouds', 'attacker-objective', 1], ['witch-aelves', 'south', 20], ['chainrasps', 'south', 12], ['bladegheist-revenants', 'south', 10]),
  ]),
  ...turn(U, [
    rallied('chainrasps', [1, 4, 6, 2, 3, 5, 4, 1], 'south'),
    pick(U, 'desecrate-their-lands', terrainT('bloodwrack-shrine')),
    phase('movement'),
    zones({ 'knight-of-shrouds': { wholly: ['neutral'] }, chainrasps: { wholly: ['neutral'] }, 'bladegheist-revenants': { wholly: ['neutral'] } }),
    phase('battleshock'),
    stated(U, 'desecrate-their-lands', 'failed'),
    contest(['chainrasps', 'south', 16], ['bladegheist-revenants', 'south', 10], ['witch-aelves', 'south', 20]),
    // the end of the battle: Elspeth's units have not moved since her turn (the grand strategies read this moment)
    zones({ 'hag-queen': { wholly: ['attacker-territory'] }, 'witch-aelves': { wholly: ['neutral'] } }, 'end-of-turn'),
  ]),
];

/** The golden log of Won't Back Down. */
export const log = goldenLog(events, {
  title: "Won't Back Down: Elspeth (Daughters of Khaine, attacker) against Ulgrim (Nighthaunt, defender), 2000 points",
  note: 'Hand-checked: default scoring; two rallies next to controlled objectives at 4+ (veterans): Sisters 3 back, Chainrasps 4 back. Elspeth 5+5+3+1+3 = 17, Ulgrim 4+2+3+5+3 = 17, both complete Defend What\'s Ours (+3): 20 each, 3 battle tactics each → a draw.',
});

writeIfMain(import.meta.url, 'wont-back-down', log);
