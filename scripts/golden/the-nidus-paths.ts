/**
 * Golden battle: The Nidus Paths (table 1, roll 6), 2000 points.
 * Nefra (attacker, Ossiarch Bonereapers, Defend What's Ours) against Gorak (defender, Beasts of Chaos, Take What's
 * Theirs). Layout (not in the sources, given at set-up): attacker-objective, defender-objective in the territories,
 * west-flank and east-flank between. Four corner tunnels paired diagonally; one unit per movement phase may go through.
 *
 * Hand count (default scoring: 1 for one objective, 1 for two or more, 1 for more; tactic 2; grand strategy 3).
 * R1 (no roll: Nefra deployed first). Gorak picks west-flank as proving ground.
 *   nefra T1: Against the Odds with the Mortek Guard on attacker-objective (hers, no enemy veterans) → completed.
 *     Mortek Guard (second unit, veterans) take west-flank: 2 vs 0 → +3 +2 = 5.
 *   gorak T1: This One's Mine! on the Mortisan Soulmason: the Bullgors come out of a nidus path (bottom-left) and kill
 *     him — not the general → failed. Gors take defender-objective, Ungors east-flank: 2 vs 2 → +2 = 2.
 * R2 rolls 2–6 → Gorak first (a double turn). Nefra picks east-flank.
 *   gorak T2: An Eye for an Eye: the previous turn was his own, nothing of his died → failed (the Bestigors do kill the
 *     Deathriders). Bestigors 10 tie the Mortek Guard 10 on west-flank: Nefra keeps it. 2 vs 2 → +2 = 2.
 *   nefra T2: An Eye for an Eye: the Deathriders died last turn, the Mortek Guard destroy the Bullgors → completed.
 *     The second Mortek Guard go through the top-left path to defender-objective (10 vs 20: no gain); the Bestigors
 *     take the empty west-flank. 1 vs 3 → +1 +2 = 3.
 * R3 rolls 5–5: tie → Gorak (first in R2). Nefra picks defender-objective.
 *   gorak T3: Head-to-Head on the second Mortek Guard: the Gors (veterans) destroy them → completed. 3 vs 1 → +3 +2 = 5.
 *   nefra T3: Gaining Momentum on the Bestigors: the Liege-Kavalos kills them, the Mortek Guard retake west-flank —
 *     but 2 vs 2, not more → failed. +2 = 2.
 * R4 rolls 6–1 → Nefra first (her double turn). Gorak picks attacker-objective.
 *   nefra T4: This One's Mine! on the Beastlord: the Liege-Kavalos (through the bottom-left path) kills him, reported
 *     as "other", so the players' word decides: completed. 2 vs 2 → +2 +2 = 4.
 *   gorak T4: Gaining Momentum on the Liege-Kavalos: the Ungors kill him; the Gors (veterans) take attacker-objective,
 *     the proving ground: 3 vs 1 → completed. +3 +2 = 5.
 * R5 rolls 3–4 → Gorak first. No objective is left for the proving ground.
 *   gorak T5: Against the Odds with the Ungors on east-flank (his, no enemy veterans) → completed. The Gors pull back
 *     out of Nefra's territory. 3 vs 1 → +3 +2 = 5.
 *   nefra T5: Head-to-Head on the Gors: 5 slain, not destroyed → failed. The Mortek Guard retake the abandoned
 *     attacker-objective: 2 vs 2 → +2 = 2.
 * Grand strategies: Defend What's Ours — no Gorak unit wholly in Nefra's territory → completed, +3. Take What's Theirs
 *   — Gorak has no unit wholly in Nefra's territory, she has the Mortek Guard there → not completed.
 * Totals: Nefra 5+3+2+4+2 = 16 +3 = 19; Gorak 2+2+5+5+5 = 19. Tied on VP and on battle tactics (3 each); only Nefra
 * completed her grand strategy → Nefra wins a minor victory.
 */
import { added, battleline, contest, deployed, destroyed, goldenLog, leader, other, phase, pick, priority, setUp, slain, stated, turn, unitT, writeIfMain, zones, type Ev } from './helpers.js';

const N = 'nefra';
const G = 'gorak';
const provingGround = (player: string, objective: string): Ev => ({ type: 'ProvingGroundPicked', data: { player, objective } });
const nidus = (player: string, unit: string, entrance: 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right'): Ev => ({ type: 'NidusPathTraversed', data: { player, unit, entrance } });

const events: Ev[] = [
  setUp(
    'the-nidus-paths',
    [
      { id: N, name: 'Nefra', role: 'attacker', faction: 'Ossiarch Bonereapers', grandStrategy: 'defend-whats-ours' },
      { id: G, name: 'Gorak', role: 'defender', faction: 'Beasts of Chaos', grandStrategy: 'take-whats-theirs' },
    ],
    {
      objectives: [
        { id: 'attacker-objective', name: "Attacker's objective", placement: 'attacker-territory' },
        { id: 'west-flank', name: 'West flank', placement: 'neutral' },
        { id: 'east-flank', name: 'East flank', placement: 'neutral' },
        { id: 'defender-objective', name: "Defender's objective", placement: 'defender-territory' },
      ],
    },
  ),
  added('roster', [
    leader('liege-kavalos', N, 'Liege-Kavalos', 7, { general: true, mounted: true, points: 170 }),
    leader('mortisan-soulmason', N, 'Mortisan Soulmason', 5, { keywords: ['HERO', 'WIZARD'], points: 130 }),
    battleline('mortek-guard', N, 'Mortek Guard', 1, 20, { reinforced: 1, points: 270 }),
    battleline('mortek-guard-b', N, 'Mortek Guard (second unit)', 1, 10, { points: 135 }),
    battleline('kavalos-deathriders', N, 'Kavalos Deathriders', 3, 5, { mounted: true, points: 170 }),
    leader('beastlord', G, 'Beastlord', 6, { general: true, points: 85 }),
    battleline('gors', G, 'Gors', 1, 20, { reinforced: 1, points: 180 }),
    battleline('ungors', G, 'Ungors', 1, 20, { reinforced: 1, points: 160 }),
    other('bestigors', G, 'Bestigors', 2, 10, { points: 150 }),
    other('bullgors', G, 'Bullgors', 4, 3, { points: 140 }),
  ]),
  deployed(N),

  // battle round 1
  priority(1, N),
  provingGround(G, 'west-flank'),
  ...turn(N, [
    pick(N, 'against-the-odds', unitT('mortek-guard')),
    phase('movement'),
    phase('battleshock'),
    contest(['mortek-guard', 'attacker-objective', 20], ['mortek-guard-b', 'west-flank', 10]),
  ]),
  ...turn(G, [
    pick(G, 'this-ones-mine', unitT('mortisan-soulmason')),
    phase('movement'),
    nidus(G, 'bullgors', 'bottom-left'),
    phase('charge'),
    phase('combat'),
    destroyed('mortisan-soulmason', 'bullgors'),
    phase('battleshock'),
    contest(['gors', 'defender-objective', 20], ['ungors', 'east-flank', 20], ['bullgors', 'attacker-objective', 3], ['mortek-guard', 'attacker-objective', 20], ['mortek-guard-b', 'west-flank', 10]),
  ]),

  // battle round 2: Gorak wins the roll and takes the first turn
  priority(2, G, { [N]: 2, [G]: 6 }),
  provingGround(N, 'east-flank'),
  ...turn(G, [
    pick(G, 'an-eye-for-an-eye'),
    phase('movement'),
    phase('charge'),
    phase('combat'),
    destroyed('kavalos-deathriders', 'bestigors'),
    phase('battleshock'),
    contest(
      ['ungors', 'east-flank', 20],
      ['gors', 'defender-objective', 20],
      ['bestigors', 'west-flank', 10],
      ['mortek-guard-b', 'west-flank', 10],
      ['bullgors', 'attacker-objective', 3],
      ['mortek-guard', 'attacker-objective', 20],
    ),
  ]),
  ...turn(N, [
    pick(N, 'an-eye-for-an-eye'),
    phase('movement'),
    nidus(N, 'mortek-guard-b', 'top-left'),
    phase('charge'),
    phase('combat'),
    destroyed('bullgors', 'mortek-guard'),
    phase('battleshock'),
    contest(['mortek-guard', 'attacker-objective', 20], ['mortek-guard-b', 'defender-objective', 10], ['gors', 'defender-objective', 20], ['bestigors', 'west-flank', 10], ['ungors', 'east-flank', 20]),
  ]),

  // battle round 3: a tied roll goes to Gorak, who went first in round 2
  priority(3, G, { [N]: 5, [G]: 5 }),
  provingGround(N, 'defender-objective'),
  ...turn(G, [
    pick(G, 'head-to-head', unitT('mortek-guard-b')),
    phase('movement'),
    phase('charge'),
    phase('combat'),
    slain('mortek-guard-b', 10, 'gors'),
    phase('battleshock'),
    contest(['gors', 'defender-objective', 20], ['ungors', 'east-flank', 20], ['bestigors', 'west-flank', 10], ['mortek-guard', 'attacker-objective', 20]),
  ]),
  ...turn(N, [
    pick(N, 'gaining-momentum', unitT('bestigors')),
    phase('movement'),
    phase('charge'),
    phase('combat'),
    destroyed('bestigors', 'liege-kavalos'),
    phase('battleshock'),
    contest(['mortek-guard', 'west-flank', 20], ['liege-kavalos', 'attacker-objective', 1], ['gors', 'defender-objective', 20], ['ungors', 'east-flank', 20]),
  ]),

  // battle round 4: Nefra wins the roll and takes the first turn
  priority(4, N, { [N]: 6, [G]: 1 }),
  provingGround(G, 'attacker-objective'),
  ...turn(N, [
    pick(N, 'this-ones-mine', unitT('beastlord')),
    phase('movement'),
    nidus(N, 'liege-kavalos', 'bottom-left'),
    phase('charge'),
    phase('combat'),
    destroyed('beastlord', 'liege-kavalos', 'other'),
    stated(N, 'this-ones-mine', 'completed'),
    phase('battleshock'),
    contest(['mortek-guard', 'west-flank', 20], ['liege-kavalos', 'east-flank', 1], ['ungors', 'east-flank', 20], ['gors', 'defender-objective', 20]),
  ]),
  ...turn(G, [
    pick(G, 'gaining-momentum', unitT('liege-kavalos')),
    phase('movement'),
    phase('charge'),
    phase('combat'),
    destroyed('liege-kavalos', 'ungors'),
    phase('battleshock'),
    contest(['gors', 'attacker-objective', 20], ['ungors', 'east-flank', 20], ['mortek-guard', 'west-flank', 20]),
  ]),

  // battle round 5: every objective has been the proving ground
  priority(5, G, { [N]: 3, [G]: 4 }),
  ...turn(G, [
    pick(G, 'against-the-odds', unitT('ungors')),
    phase('movement'),
    zones({ gors: { wholly: ['neutral'] }, ungors: { wholly: ['neutral'] } }),
    phase('battleshock'),
    contest(['ungors', 'east-flank', 20], ['mortek-guard', 'west-flank', 20]),
  ]),
  ...turn(N, [
    pick(N, 'head-to-head', unitT('gors')),
    phase('movement'),
    zones({ 'mortek-guard': { wholly: ['attacker-territory'] } }),
    phase('charge'),
    phase('combat'),
    slain('gors', 5, 'mortek-guard'),
    phase('battleshock'),
    contest(['mortek-guard', 'attacker-objective', 20], ['ungors', 'east-flank', 20]),
    // the end of the battle: Gorak's units have not moved since his turn (the grand strategies read this moment)
    zones({ gors: { wholly: ['neutral'] }, ungors: { wholly: ['neutral'] } }, 'end-of-turn'),
  ]),
];

/** The golden log of The Nidus Paths. */
export const log = goldenLog(events, {
  title: 'The Nidus Paths: Nefra (Ossiarch Bonereapers, attacker) against Gorak (Beasts of Chaos, defender), 2000 points',
  note: 'Hand-checked: default scoring; three nidus transfers (bottom-left, top-left, bottom-left). Nefra 5+3+2+4+2 = 16 plus Defend What\'s Ours 3 = 19; Gorak 2+2+5+5+5 = 19. Tied on VP and on battle tactics (3 each); only Nefra completed her grand strategy, so she wins a minor victory.',
});

writeIfMain(import.meta.url, 'the-nidus-paths', log);
