/**
 * Golden battle: The Mighty and the Cunning (table 2, roll 1), 2000 points.
 * Brokk (attacker, Kharadron Overlords, Demonstration of Strength) against Velka (defender, Soulblight Gravelords,
 * No Place for the Weak). Layout (not in the sources, given at set-up): attacker-objective, centre, defender-objective.
 * The same objective may be the proving ground again (On Their Terms); each enemy GALLETIAN VETERANS unit destroyed
 * is worth 2 VP at once, +1 if it was contesting an objective then (Shatter Their Strength).
 *
 * Hand count (default scoring + Shatter Their Strength; tactic 2; grand strategy 3).
 * R1 (no roll: Velka deployed first, so she goes first). Brokk picks the centre as proving ground.
 *   velka T1: This One's Mine! on the Grundstok Thunderers: the Vampire Lord destroys them (not veterans: no Shatter
 *     VP) → completed. Skeletons (veterans) take the centre, Zombies defender-objective: 2 vs 0 → +3 +2 = 5.
 *   brokk T1: An Eye for an Eye: the Thunderers died last turn, the Frigate destroys the Blood Knights → completed.
 *     Arkanauts take attacker-objective; the second company (10) loses the centre to 20 Skeletons: 1 vs 2 → +1 +2 = 3.
 * R2 rolls 4–2 → Brokk first. Velka picks the centre again.
 *   brokk T2: Outmuscle on the Skeletons (veterans on the proving ground); the second company destroys them →
 *     Shatter +2, +1 (they were contesting the centre), Outmuscle completed +2. The centre is Brokk's: 2 vs 1 → +3.
 *     3 + 2 + 3 = 8.
 *   velka T2: Head-to-Head on the second company: the Zombies (veterans) destroy it → Shatter +2 +1 (contesting the
 *     centre), Head-to-Head +2. Zombies take the centre: 2 vs 1 → +3. 3 + 2 + 3 = 8.
 * R3 rolls 3–5 → Velka first. Brokk picks attacker-objective.
 *   velka T3: An Eye for an Eye: the previous turn was her own and nothing of hers died → failed. The Vampire Lord
 *     destroys the first Arkanaut company → Shatter +2 +1 (it contested attacker-objective in the last report). Grave
 *     Guard and Lord are not veterans, so on the proving ground they do not count: Brokk keeps attacker-objective.
 *     2 vs 1 → +3. 3 + 3 = 6.
 *   brokk T3: Gaining Momentum on the Necromancer: the Frigate kills him, but 1 vs 2 → failed. +1 = 1.
 * R4 rolls 6–6: tie → Velka (first in R3). Brokk picks defender-objective.
 *   velka T4: Gaining Momentum on the Arkanaut Admiral: the Grave Guard kill him and take attacker-objective: 3 vs 0 →
 *     completed. +3 +2 = 5.
 *   brokk T4: Barge Through Enemy Lines: the Frigate is his only unit left → failed. The Frigate is not a veteran and
 *     defender-objective is the proving ground: no gain. 0.
 * R5 rolls 2–5 → Velka first. Brokk picks the centre once more.
 *   velka T5: Desecrate their Lands on the Skyport Dock: no terrain report, the players state it completed. 3 vs 0 →
 *     +3 +2 = 5.
 *   brokk T5: Against the Odds with the Frigate: it takes the empty defender-objective (1 vs 0), no enemy veterans
 *     there → completed. 1 vs 2 → +1 +2 = 3.
 * Grand strategies: No Place for the Weak — both Arkanaut companies destroyed → completed, +3. Demonstration of
 *   Strength — Brokk has no veterans left → not completed.
 * Totals: Brokk 3+8+1+0+3 = 15; Velka 5+8+6+5+5 = 29 +3 = 32. Velka wins a major victory.
 */
import { added, battleline, contest, deployed, destroyed, goldenLog, leader, other, phase, pick, priority, setUp, slain, stated, terrainT, turn, unitT, writeIfMain, zones, type Ev } from './helpers.js';

const B = 'brokk';
const V = 'velka';
const provingGround = (player: string, objective: string): Ev => ({ type: 'ProvingGroundPicked', data: { player, objective } });

const events: Ev[] = [
  setUp(
    'the-mighty-and-the-cunning',
    [
      { id: B, name: 'Brokk', role: 'attacker', faction: 'Kharadron Overlords', grandStrategy: 'demonstration-of-strength' },
      { id: V, name: 'Velka', role: 'defender', faction: 'Soulblight Gravelords', grandStrategy: 'no-place-for-the-weak' },
    ],
    {
      objectives: [
        { id: 'attacker-objective', name: "Attacker's objective", placement: 'attacker-territory' },
        { id: 'centre', name: 'Centre', placement: 'centre' },
        { id: 'defender-objective', name: "Defender's objective", placement: 'defender-territory' },
      ],
      terrain: [
        { id: 'skyport-dock', name: 'Skyport Dock', placement: 'attacker-territory', kind: 'ruins' },
        { id: 'cursed-mausoleum', name: 'Cursed Mausoleum', placement: 'defender-territory', kind: 'ruins' },
      ],
    },
  ),
  added('roster', [
    leader('arkanaut-admiral', B, 'Arkanaut Admiral', 6, { general: true, points: 130 }),
    battleline('arkanaut-company', B, 'Arkanaut Company', 1, 10, { points: 130 }),
    battleline('arkanaut-company-b', B, 'Arkanaut Company (second)', 1, 10, { points: 130 }),
    other('grundstok-thunderers', B, 'Grundstok Thunderers', 2, 5, { points: 130 }),
    { ...other('arkanaut-frigate', B, 'Arkanaut Frigate', 10, 1, { points: 230 }), roles: ['behemoth'] },
    leader('vampire-lord', V, 'Vampire Lord', 5, { general: true, points: 140 }),
    leader('necromancer', V, 'Necromancer', 5, { keywords: ['HERO', 'WIZARD'], points: 110 }),
    battleline('deathrattle-skeletons', V, 'Deathrattle Skeletons', 1, 20, { reinforced: 1, points: 170 }),
    battleline('deadwalker-zombies', V, 'Deadwalker Zombies', 1, 20, { points: 105 }),
    other('grave-guard', V, 'Grave Guard', 1, 10, { points: 150 }),
    other('blood-knights', V, 'Blood Knights', 3, 5, { mounted: true, points: 210 }),
  ]),
  deployed(V),

  // battle round 1: Velka finished deploying first
  priority(1, V),
  provingGround(B, 'centre'),
  ...turn(V, [
    pick(V, 'this-ones-mine', unitT('grundstok-thunderers')),
    phase('movement'),
    phase('charge'),
    phase('combat'),
    destroyed('grundstok-thunderers', 'vampire-lord'),
    phase('battleshock'),
    contest(['deathrattle-skeletons', 'centre', 20], ['deadwalker-zombies', 'defender-objective', 20]),
  ]),
  ...turn(B, [
    pick(B, 'an-eye-for-an-eye'),
    phase('movement'),
    phase('shooting'),
    destroyed('blood-knights', 'arkanaut-frigate'),
    phase('battleshock'),
    contest(['arkanaut-company', 'attacker-objective', 10], ['arkanaut-company-b', 'centre', 10], ['deathrattle-skeletons', 'centre', 20], ['deadwalker-zombies', 'defender-objective', 20]),
  ]),

  // battle round 2: the centre is the proving ground again (On Their Terms)
  priority(2, B, { [B]: 4, [V]: 2 }),
  provingGround(V, 'centre'),
  ...turn(B, [
    pick(B, 'outmuscle', unitT('deathrattle-skeletons')),
    phase('movement'),
    phase('shooting'),
    slain('deathrattle-skeletons', 20, 'arkanaut-company-b'),
    phase('battleshock'),
    contest(['arkanaut-company-b', 'centre', 10], ['arkanaut-company', 'attacker-objective', 10], ['deadwalker-zombies', 'defender-objective', 20]),
  ]),
  ...turn(V, [
    pick(V, 'head-to-head', unitT('arkanaut-company-b')),
    phase('movement'),
    phase('charge'),
    phase('combat'),
    slain('arkanaut-company-b', 10, 'deadwalker-zombies'),
    phase('battleshock'),
    contest(['deadwalker-zombies', 'centre', 20], ['grave-guard', 'defender-objective', 10], ['arkanaut-company', 'attacker-objective', 10]),
  ]),

  // battle round 3
  priority(3, V, { [B]: 3, [V]: 5 }),
  provingGround(B, 'attacker-objective'),
  ...turn(V, [
    pick(V, 'an-eye-for-an-eye'),
    phase('movement'),
    phase('charge'),
    phase('combat'),
    destroyed('arkanaut-company', 'vampire-lord'),
    phase('battleshock'),
    contest(['deadwalker-zombies', 'centre', 20], ['grave-guard', 'attacker-objective', 10], ['vampire-lord', 'attacker-objective', 1]),
  ]),
  ...turn(B, [
    pick(B, 'gaining-momentum', unitT('necromancer')),
    phase('movement'),
    phase('shooting'),
    destroyed('necromancer', 'arkanaut-frigate'),
    phase('battleshock'),
    contest(['arkanaut-admiral', 'attacker-objective', 1], ['grave-guard', 'attacker-objective', 10], ['vampire-lord', 'attacker-objective', 1], ['deadwalker-zombies', 'centre', 20]),
  ]),

  // battle round 4: a tied roll goes to Velka, who went first in round 3
  priority(4, V, { [B]: 6, [V]: 6 }),
  provingGround(B, 'defender-objective'),
  ...turn(V, [
    pick(V, 'gaining-momentum', unitT('arkanaut-admiral')),
    phase('movement'),
    phase('charge'),
    phase('combat'),
    destroyed('arkanaut-admiral', 'grave-guard'),
    phase('battleshock'),
    contest(['grave-guard', 'attacker-objective', 10], ['deadwalker-zombies', 'centre', 20]),
  ]),
  ...turn(B, [
    pick(B, 'barge-through-enemy-lines'),
    phase('movement'),
    zones({ 'arkanaut-frigate': { wholly: ['defender-territory'] } }),
    phase('battleshock'),
    contest(['arkanaut-frigate', 'defender-objective', 1], ['deadwalker-zombies', 'centre', 20], ['grave-guard', 'attacker-objective', 10]),
  ]),

  // battle round 5: the centre is the proving ground a third time
  priority(5, V, { [B]: 2, [V]: 5 }),
  provingGround(B, 'centre'),
  ...turn(V, [
    pick(V, 'desecrate-their-lands', terrainT('skyport-dock')),
    phase('movement'),
    phase('battleshock'),
    stated(V, 'desecrate-their-lands', 'completed'),
    contest(['deadwalker-zombies', 'centre', 20], ['grave-guard', 'attacker-objective', 10]),
  ]),
  ...turn(B, [
    pick(B, 'against-the-odds', unitT('arkanaut-frigate')),
    phase('movement'),
    phase('battleshock'),
    contest(['arkanaut-frigate', 'defender-objective', 1], ['deadwalker-zombies', 'centre', 20], ['grave-guard', 'attacker-objective', 10]),
  ]),
];

/** The golden log of The Mighty and the Cunning. */
export const log = goldenLog(events, {
  title: 'The Mighty and the Cunning: Brokk (Kharadron Overlords, attacker) against Velka (Soulblight Gravelords, defender), 2000 points',
  note: 'Hand-checked: default scoring plus Shatter Their Strength (2 VP per enemy veteran unit destroyed, +1 when it was contesting): Brokk R2 Skeletons +3; Velka R2 second Arkanauts +3, R3 first Arkanauts +3. Brokk 3+8+1+0+3 = 15; Velka 5+8+6+5+5 = 29 plus No Place for the Weak 3 = 32. Velka wins a major victory.',
});

writeIfMain(import.meta.url, 'the-mighty-and-the-cunning', log);
