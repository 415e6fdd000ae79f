/**
 * Golden battle: Head-on Collision (table 2, roll 2), 2000 points.
 * Xiltep (attacker, Seraphon, Take What's Theirs) against Morrak (defender, Skaven, Demonstration of Strength).
 * Default layout: attacker-objective, centre, defender-objective.
 *
 * Hand count (ghb 2022 s1, "Head-on Collision": end of your turn, 1 VP for the objective in your territory, 2 for the
 * centre, 4 for the one in enemy territory, +1 if you gained an objective this turn with friendly GALLETIAN VETERANS
 * within 6" (a contest entry of theirs), 2 for the tactic; no control after set-up nor in round 1).
 * R1 (no roll: Xiltep deployed first). Morrak picks the centre as proving ground.
 *   xiltep T1: This One's Mine! on the Warp Lightning Cannon: the Stegadon destroys it, not the general → failed.
 *     Saurus Warriors on the centre, but nothing can be controlled in round 1: 0.
 *   morrak T1: An Eye for an Eye: the Cannon died last turn, the Stormvermin destroy the Saurus Guard → completed.
 *     Still no control: +2 = 2.
 * R2 rolls 5–3 → Xiltep first. Morrak picks attacker-objective.
 *   xiltep T2: Head-to-Head on the Plague Monks: the Saurus Warriors (veterans) destroy them → completed. Skinks
 *     (veterans) gain attacker-objective, the proving ground; 40 Clanrats take the centre from 20 Warriors.
 *     Own objective +1, gained with veterans +1, tactic +2 = 4.
 *   morrak T2: Gaining Momentum on the Skinks: destroyed; the Grey Seer gains defender-objective (not a veteran: no
 *     +1). Holds 2 vs 1 → completed. Own +1, centre +2, tactic +2 = 5.
 * R3 rolls 2–2: tie → Xiltep (first in R2). Morrak picks defender-objective.
 *   xiltep T3: Barge Through Enemy Lines: only the Saurus Warriors are reported in Morrak's territory, the rest of the
 *     army has no zone report, so the players' statement decides: completed (+2; no bonus, one veteran reported).
 *     The Warriors (veterans) gain defender-objective, the proving ground, where the Seer and the Stegadon do not
 *     count. Own +1, enemy territory +4, gained with veterans +1, tactic +2 = 8.
 *   morrak T3: Head-to-Head on the Saurus Warriors: 12 slain, 8 left → failed. The Stormvermin (veterans) retake
 *     defender-objective, 20 vs 8. Own +1, centre +2, gained with veterans +1 = 4.
 * R4 rolls 6–1 → Xiltep first. Every objective has been the proving ground.
 *   xiltep T4: Gaining Momentum on the Stormvermin: the Stegadon destroys them; Warriors 8 + Stegadon gain
 *     defender-objective: 2 vs 1 → completed. Own +1, enemy +4, gained with veterans +1, tactic +2 = 8.
 *   morrak T4: Against the Odds with the Clanrats on the centre (his, no enemy veterans there) → completed. Gaze of
 *     Ghur halves the Warriors to 4, but 4 + 1 still beat the Seer. Centre +2, tactic +2 = 4.
 * R5 rolls 3–5 → Morrak takes the first turn (a double turn).
 *   morrak T5: This One's Mine! on the Stegadon: the Grey Seer (general) destroys it with a spell → failed (it must be
 *     an attack). Centre +2 = 2.
 *   xiltep T5: An Eye for an Eye: the Stegadon died last turn, the Oldblood kills the Grey Seer → completed.
 *     Own +1, enemy +4, tactic +2 = 7.
 * Grand strategies: Take What's Theirs — the Saurus Warriors are wholly in Morrak's territory, no Skaven unit there
 *   → completed, +3. Demonstration of Strength — only the Clanrats are left of Morrak's veterans → not completed.
 * Totals: Xiltep 0+4+8+8+7 = 27 +3 = 30; Morrak 2+5+4+4+2 = 17. Xiltep wins a major victory.
 */
import { added, battleline, contest, deployed, destroyed, goldenLog, leader, other, phase, pick, priority, setUp, slain, stated, turn, unitT, writeIfMain, zones, type Ev } from './helpers.js';

const X = 'xiltep';
const M = 'morrak';
const provingGround = (player: string, objective: string): Ev => ({ type: 'ProvingGroundPicked', data: { player, objective } });

const events: Ev[] = [
  setUp(
    'head-on-collision',
    [
      { id: X, name: 'Xiltep', role: 'attacker', faction: 'Seraphon', grandStrategy: 'take-whats-theirs' },
      { id: M, name: 'Morrak', role: 'defender', faction: 'Skaven', grandStrategy: 'demonstration-of-strength' },
    ],
    {
      terrain: [
        { id: 'realmshaper-engine', name: 'Realmshaper Engine', placement: 'attacker-territory', kind: 'faction terrain' },
        { id: 'gnawhole', name: 'Gnawhole', placement: 'defender-territory', kind: 'faction terrain' },
      ],
    },
  ),
  added('roster', [
    leader('saurus-oldblood', X, 'Saurus Oldblood', 7, { general: true, points: 110 }),
    battleline('saurus-warriors', X, 'Saurus Warriors', 1, 20, { reinforced: 1, points: 200 }),
    battleline('skinks', X, 'Skinks', 1, 20, { reinforced: 1, points: 150 }),
    other('saurus-guard', X, 'Saurus Guard', 1, 10, { points: 140 }),
    { ...other('stegadon', X, 'Stegadon', 10, 1, { points: 270 }), roles: ['behemoth'] },
    leader('grey-seer', M, 'Grey Seer', 5, { general: true, keywords: ['HERO', 'WIZARD'], points: 120 }),
    battleline('clanrats', M, 'Clanrats', 1, 40, { reinforced: 2, points: 300 }),
    battleline('stormvermin', M, 'Stormvermin', 1, 20, { reinforced: 1, points: 250 }),
    battleline('plague-monks', M, 'Plague Monks', 1, 20, { reinforced: 1, points: 140 }),
    { ...other('warp-lightning-cannon', M, 'Warp Lightning Cannon', 5, 1, { points: 150 }), roles: ['artillery'] },
  ]),
  deployed(X),

  // battle round 1: nothing can be controlled
  priority(1, X),
  provingGround(M, 'centre'),
  ...turn(X, [
    pick(X, 'this-ones-mine', unitT('warp-lightning-cannon')),
    phase('movement'),
    phase('charge'),
    phase('combat'),
    destroyed('warp-lightning-cannon', 'stegadon'),
    phase('battleshock'),
    contest(['saurus-warriors', 'centre', 20]),
  ]),
  ...turn(M, [
    pick(M, 'an-eye-for-an-eye'),
    phase('movement'),
    phase('charge'),
    phase('combat'),
    destroyed('saurus-guard', 'stormvermin'),
    phase('battleshock'),
    contest(['clanrats', 'centre', 40], ['saurus-warriors', 'centre', 20]),
  ]),

  // battle round 2
  priority(2, X, { [X]: 5, [M]: 3 }),
  provingGround(M, 'attacker-objective'),
  ...turn(X, [
    pick(X, 'head-to-head', unitT('plague-monks')),
    phase('movement'),
    phase('charge'),
    phase('combat'),
    slain('plague-monks', 20, 'saurus-warriors'),
    phase('battleshock'),
    contest(['saurus-warriors', 'centre', 20], ['clanrats', 'centre', 40], ['skinks', 'attacker-objective', 20]),
  ]),
  ...turn(M, [
    pick(M, 'gaining-momentum', unitT('skinks')),
    phase('movement'),
    phase('charge'),
    phase('combat'),
    slain('skinks', 20, 'stormvermin'),
    phase('battleshock'),
    contest(['clanrats', 'centre', 40], ['grey-seer', 'defender-objective', 1], ['saurus-warriors', 'centre', 20]),
  ]),

  // battle round 3: a tied roll goes to Xiltep, who went first in round 2
  priority(3, X, { [X]: 2, [M]: 2 }),
  provingGround(M, 'defender-objective'),
  ...turn(X, [
    pick(X, 'barge-through-enemy-lines'),
    phase('movement'),
    zones({ 'saurus-warriors': { wholly: ['defender-territory'] } }),
    phase('battleshock'),
    stated(X, 'barge-through-enemy-lines', 'completed'),
    contest(['saurus-warriors', 'defender-objective', 20], ['stegadon', 'defender-objective', 1], ['grey-seer', 'defender-objective', 1], ['saurus-oldblood', 'attacker-objective', 1], ['clanrats', 'centre', 40]),
  ]),
  ...turn(M, [
    pick(M, 'head-to-head', unitT('saurus-warriors')),
    phase('movement'),
    phase('charge'),
    phase('combat'),
    slain('saurus-warriors', 12, 'clanrats'),
    phase('battleshock'),
    contest(['stormvermin', 'defender-objective', 20], ['saurus-warriors', 'defender-objective', 8], ['clanrats', 'centre', 40], ['saurus-oldblood', 'attacker-objective', 1]),
  ]),

  // battle round 4: no objective is left for the proving ground
  priority(4, X, { [X]: 6, [M]: 1 }),
  ...turn(X, [
    pick(X, 'gaining-momentum', unitT('stormvermin')),
    phase('movement'),
    phase('charge'),
    phase('combat'),
    destroyed('stormvermin', 'stegadon'),
    phase('battleshock'),
    contest(['saurus-warriors', 'defender-objective', 8], ['stegadon', 'defender-objective', 1], ['saurus-oldblood', 'attacker-objective', 1], ['clanrats', 'centre', 40]),
  ]),
  ...turn(M, [
    pick(M, 'against-the-odds', unitT('clanrats')),
    { type: 'GazeOfGhurCast', data: { caster: 'grey-seer', target: 'saurus-warriors', castingRoll: 7 } },
    phase('movement'),
    phase('battleshock'),
    contest(['clanrats', 'centre', 40], ['grey-seer', 'defender-objective', 1], ['saurus-warriors', 'defender-objective', 8], ['stegadon', 'defender-objective', 1]),
  ]),

  // battle round 5: Morrak wins the roll and takes the first turn
  priority(5, M, { [X]: 3, [M]: 5 }),
  ...turn(M, [
    pick(M, 'this-ones-mine', unitT('stegadon')),
    phase('movement'),
    phase('shooting'),
    destroyed('stegadon', 'grey-seer', 'spell'),
    phase('battleshock'),
    contest(['clanrats', 'centre', 40], ['grey-seer', 'defender-objective', 1], ['saurus-warriors', 'defender-objective', 8]),
  ]),
  ...turn(X, [
    pick(X, 'an-eye-for-an-eye'),
    phase('movement'),
    zones({ 'saurus-warriors': { wholly: ['defender-territory'] }, 'saurus-oldblood': { wholly: ['attacker-territory'] }, clanrats: { wholly: ['neutral'] } }),
    phase('charge'),
    phase('combat'),
    destroyed('grey-seer', 'saurus-oldblood'),
    phase('battleshock'),
    contest(['saurus-warriors', 'defender-objective', 8], ['saurus-oldblood', 'attacker-objective', 1], ['clanrats', 'centre', 40]),
  ]),
];

/** The golden log of Head-on Collision. */
export const log = goldenLog(events, {
  title: 'Head-on Collision: Xiltep (Seraphon, attacker) against Morrak (Skaven, defender), 2000 points',
  note: 'Hand-checked: 1 / 2 / 4 VP for the objective in your territory / the centre / enemy territory, +1 for a gain with veterans near, no control in round 1. Xiltep 0+4+8+8+7 = 27 plus Take What\'s Theirs 3 = 30; Morrak 2+5+4+4+2 = 17. Xiltep wins a major victory.',
});

writeIfMain(import.meta.url, 'head-on-collision', log);
