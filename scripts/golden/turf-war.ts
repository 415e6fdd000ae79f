/**
 * Golden battle: Turf War (table 2, roll 6), 2000 points.
 * Ragna (attacker, Blades of Khorne, Demonstration of Strength) against Sythe (defender, Stormcast Eternals, Tame the
 * Land). Default layout: objective-1 and objective-2 (no placement, so both lie outside either territory).
 * No Reserves: Ragna's Khorgoraths, set up in reserve, are destroyed when the battle begins. A summoned unit (the
 * second Bloodletters, added in round 2) is not part of the starting army but, being Battleline, is GALLETIAN VETERANS.
 *
 * Hand count (ghb 2022 s1, "Turf War": 1 VP for one objective, 1 for BOTH, 1 for more than the opponent; tactic 2;
 * grand strategy 3).
 * R1 (no roll: Ragna deployed first). Sythe picks objective-1 as proving ground.
 *   ragna T1: This One's Mine! on the Knight-Incantor: the Slaughterpriest fails to kill him → failed. Bloodreavers
 *     (veterans) take objective-1, Blood Warriors objective-2: both, 2 vs 0 → +1 +1 +1 = 3.
 *   sythe T1: Head-to-Head on the Bloodreavers: the Sequitors (veterans) destroy them → completed; Sequitors take
 *     objective-1. 1 vs 1 → +1 +2 = 3.
 * R2 rolls 4–5 → Sythe takes the first turn (a double turn). Ragna picks objective-2.
 *   sythe T2: An Eye for an Eye: the previous turn was her own and nothing of hers died → failed (the Castigators kill
 *     the Bloodletters all the same). 5 Liberators cannot beat 10 Blood Warriors on objective-2. 1 vs 1 → +1 = 1.
 *   ragna T2: An Eye for an Eye: the Bloodletters died last turn, the Blood Warriors kill the Liberators → completed.
 *     New Bloodletters are summoned and tie the Sequitors on objective-1 (Sythe keeps it). 1 vs 1 → +1 +2 = 3.
 * R3 rolls 2–2: tie → Sythe (first in R2). Both objectives have been the proving ground.
 *   sythe T3: Gaining Momentum on the summoned Bloodletters: the Lord-Celestant kills them, but 1 vs 1 → failed. +1 = 1.
 *   ragna T3: Barge Through Enemy Lines: Blood Warriors and Slaughterpriest (his whole starting army left) wholly in
 *     Sythe's territory → completed; one veteran → no bonus. 1 vs 1 → +1 +2 = 3.
 * R4 rolls 1–6 → Sythe first.
 *   sythe T4: This One's Mine! on the Slaughterpriest: the Lord-Celestant kills him → completed. 1 vs 1 → +1 +2 = 3.
 *   ragna T4: Head-to-Head on the Sequitors: 4 slain, 6 left → failed. 1 vs 1 → +1 = 1.
 * R5 rolls 3–4 → Sythe first.
 *   sythe T5: Against the Odds with the Sequitors on objective-1 (hers, no enemy veterans there) → completed. Gaze of
 *     Ghur halves the Blood Warriors to 5; Castigators 5 + Knight-Incantor + Lord-Celestant (7) take objective-2.
 *     Both, 2 vs 0 → +1 +1 +1 +2 = 5.
 *   ragna T5: Desecrate their Lands on the Stormkeep Ruins: no terrain report, the players state it completed. The Blood
 *     Warriors are still halved (5 vs 7): he holds nothing. 0 +2 = 2.
 * Grand strategies: Tame the Land — Sythe holds both objectives, which lie outside her territory → completed, +3.
 *   Demonstration of Strength — only the Blood Warriors are left of Ragna's starting veterans → not completed.
 * Totals: Ragna 3+3+3+1+2 = 12; Sythe 3+1+1+3+5 = 13 +3 = 16. Sythe wins a major victory.
 */
import { added, battleline, contest, deployed, destroyed, goldenLog, leader, other, phase, pick, priority, setUp, slain, stated, terrainT, turn, unitT, writeIfMain, zones, type Ev } from './helpers.js';

const R = 'ragna';
const S = 'sythe';
const provingGround = (player: string, objective: string): Ev => ({ type: 'ProvingGroundPicked', data: { player, objective } });

const events: Ev[] = [
  setUp(
    'turf-war',
    [
      { id: R, name: 'Ragna', role: 'attacker', faction: 'Blades of Khorne', grandStrategy: 'demonstration-of-strength' },
      { id: S, name: 'Sythe', role: 'defender', faction: 'Stormcast Eternals', grandStrategy: 'tame-the-land' },
    ],
    {
      terrain: [
        { id: 'skull-altar', name: 'Skull Altar', placement: 'attacker-territory', kind: 'faction terrain' },
        { id: 'stormkeep-ruins', name: 'Stormkeep Ruins', placement: 'defender-territory', kind: 'ruins' },
      ],
    },
  ),
  added('roster', [
    leader('slaughterpriest', R, 'Slaughterpriest', 6, { general: true, keywords: ['HERO', 'PRIEST'], points: 100 }),
    battleline('bloodreavers', R, 'Bloodreavers', 1, 20, { reinforced: 1, points: 140 }),
    battleline('blood-warriors', R, 'Blood Warriors', 2, 10, { reinforced: 1, points: 260 }),
    battleline('bloodletters', R, 'Bloodletters', 1, 10, { points: 130 }),
    leader('lord-celestant', S, 'Lord-Celestant', 6, { general: true, points: 100 }),
    leader('knight-incantor', S, 'Knight-Incantor', 5, { keywords: ['HERO', 'WIZARD'], points: 130 }),
    battleline('liberators', S, 'Liberators', 2, 5, { points: 105 }),
    battleline('sequitors', S, 'Sequitors', 2, 10, { reinforced: 1, points: 290 }),
    battleline('castigators', S, 'Castigators', 2, 5, { points: 130 }),
  ]),
  // set up in reserve: No Reserves destroys them when deployment ends
  added('reserve', [other('khorgoraths', R, 'Khorgoraths', 5, 2, { points: 150 })]),
  deployed(R),

  // battle round 1
  priority(1, R),
  provingGround(S, 'objective-1'),
  ...turn(R, [
    pick(R, 'this-ones-mine', unitT('knight-incantor')),
    phase('movement'),
    phase('charge'),
    phase('combat'),
    phase('battleshock'),
    contest(['bloodreavers', 'objective-1', 20], ['blood-warriors', 'objective-2', 10]),
  ]),
  ...turn(S, [
    pick(S, 'head-to-head', unitT('bloodreavers')),
    phase('movement'),
    phase('charge'),
    phase('combat'),
    slain('bloodreavers', 20, 'sequitors'),
    phase('battleshock'),
    contest(['sequitors', 'objective-1', 10], ['liberators', 'objective-2', 5], ['blood-warriors', 'objective-2', 10]),
  ]),

  // battle round 2: Sythe wins the roll and takes the first turn
  priority(2, S, { [R]: 4, [S]: 5 }),
  provingGround(R, 'objective-2'),
  ...turn(S, [
    pick(S, 'an-eye-for-an-eye'),
    phase('movement'),
    phase('shooting'),
    destroyed('bloodletters', 'castigators'),
    phase('battleshock'),
    contest(['sequitors', 'objective-1', 10], ['liberators', 'objective-2', 5], ['blood-warriors', 'objective-2', 10]),
  ]),
  ...turn(R, [
    pick(R, 'an-eye-for-an-eye'),
    // a summoned unit: not in the starting army; Battleline with 1 wound, so GALLETIAN VETERANS (FAQ)
    added('summoned', [battleline('bloodletters-b', R, 'Bloodletters (summoned)', 1, 10)]),
    phase('movement'),
    phase('charge'),
    phase('combat'),
    slain('liberators', 5, 'blood-warriors'),
    phase('battleshock'),
    contest(['blood-warriors', 'objective-2', 10], ['bloodletters-b', 'objective-1', 10], ['sequitors', 'objective-1', 10]),
  ]),

  // battle round 3: a tied roll goes to Sythe, who went first in round 2
  priority(3, S, { [R]: 2, [S]: 2 }),
  ...turn(S, [
    pick(S, 'gaining-momentum', unitT('bloodletters-b')),
    phase('movement'),
    phase('charge'),
    phase('combat'),
    destroyed('bloodletters-b', 'lord-celestant'),
    phase('battleshock'),
    contest(['sequitors', 'objective-1', 10], ['castigators', 'objective-2', 5], ['blood-warriors', 'objective-2', 10]),
  ]),
  ...turn(R, [
    pick(R, 'barge-through-enemy-lines'),
    phase('movement'),
    zones({ 'blood-warriors': { wholly: ['defender-territory'] }, slaughterpriest: { wholly: ['defender-territory'] } }),
    phase('battleshock'),
    contest(['blood-warriors', 'objective-2', 10], ['sequitors', 'objective-1', 10]),
  ]),

  // battle round 4
  priority(4, S, { [R]: 1, [S]: 6 }),
  ...turn(S, [
    pick(S, 'this-ones-mine', unitT('slaughterpriest')),
    phase('movement'),
    phase('charge'),
    phase('combat'),
    destroyed('slaughterpriest', 'lord-celestant'),
    phase('battleshock'),
    contest(['sequitors', 'objective-1', 10], ['castigators', 'objective-2', 5], ['knight-incantor', 'objective-2', 1], ['blood-warriors', 'objective-2', 10]),
  ]),
  ...turn(R, [
    pick(R, 'head-to-head', unitT('sequitors')),
    phase('movement'),
    phase('charge'),
    phase('combat'),
    slain('sequitors', 4, 'blood-warriors'),
    phase('battleshock'),
    contest(['blood-warriors', 'objective-2', 10], ['sequitors', 'objective-1', 6]),
  ]),

  // battle round 5
  priority(5, S, { [R]: 3, [S]: 4 }),
  ...turn(S, [
    pick(S, 'against-the-odds', unitT('sequitors')),
    { type: 'GazeOfGhurCast', data: { caster: 'knight-incantor', target: 'blood-warriors', castingRoll: 8 } },
    phase('movement'),
    phase('battleshock'),
    contest(['sequitors', 'objective-1', 6], ['castigators', 'objective-2', 5], ['knight-incantor', 'objective-2', 1], ['lord-celestant', 'objective-2', 1], ['blood-warriors', 'objective-2', 10]),
  ]),
  ...turn(R, [
    pick(R, 'desecrate-their-lands', terrainT('stormkeep-ruins')),
    phase('movement'),
    phase('battleshock'),
    stated(R, 'desecrate-their-lands', 'completed'),
    contest(['blood-warriors', 'objective-2', 10], ['castigators', 'objective-2', 5], ['knight-incantor', 'objective-2', 1], ['lord-celestant', 'objective-2', 1], ['sequitors', 'objective-1', 6]),
  ]),
];

/** The golden log of Turf War. */
export const log = goldenLog(events, {
  title: 'Turf War: Ragna (Blades of Khorne, attacker) against Sythe (Stormcast Eternals, defender), 2000 points',
  note: 'Hand-checked: the second objective point needs both objectives; the Khorgoraths left in reserve are destroyed at the start. Ragna 3+3+3+1+2 = 12; Sythe 3+1+1+3+5 = 13 plus Tame the Land 3 = 16. Sythe wins a major victory.',
});

writeIfMain(import.meta.url, 'turf-war', log);
