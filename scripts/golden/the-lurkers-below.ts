/**
 * Golden battle: The Lurkers Below (table 1, roll 4), 2000 points.
 * Kaeth (attacker, Hedonites of Slaanesh, Tame the Land) against Grimnir (defender, Fyreslayers, No Place for the Weak).
 * Layout: attacker-border, centre, defender-border on the centre line.
 *
 * Hand count. This battleplan scores no victory points at all: no objective VP, battle tactics 0, grand strategy 0
 * (ghb 2022 s1, "The Lurkers Below": it has no VP section). It is won by holding every objective from round 3, else by
 * battle tactics, then a lone grand strategy. Control: none in round 1; your border before the centre, the centre
 * before the enemy border; at most one objective gained per turn (FAQ).
 * R1 (no roll: Kaeth deployed first). Grimnir picks the centre as proving ground.
 *   kaeth T1: This One's Mine! on the Grimwrath Berzerker: the Lord of Pain kills him → completed (0 VP). Daemonettes
 *     on Kaeth's border: no control in round 1.
 *   grimnir T1: An Eye for an Eye: the Grimwrath died last turn, the Vulkites kill the Seekers → completed (0 VP).
 *     Vulkites on Grimnir's border: no control in round 1.
 * R2 rolls 3–5 → Grimnir first. Kaeth picks defender-border as proving ground.
 *   grimnir T2: Gaining Momentum on the Blissbarb Archers: destroyed; the Vulkites (veterans) gain Grimnir's border:
 *     1 vs 0 → completed (0 VP).
 *   kaeth T2: Against the Odds with the Daemonettes: they gain Kaeth's border, no enemy veterans there → completed.
 * R3 rolls 4–4: tie → Grimnir (first in R2).
 *   grimnir T3: Head-to-Head on the Daemonettes: 6 slain, 4 survive → failed. Holding his border, Grimnir may contest
 *     the centre: the Hearthguard Berzerkers gain it. He holds 2 of 3: no victory yet.
 *   kaeth T3: Desecrate their Lands on the Magmic Forge: no terrain report, the players say completed. Holding his own
 *     border, Kaeth contests the centre with the Lord of Pain (1 vs 10): Grimnir keeps it.
 * R4 rolls 2–6 → Grimnir first.
 *   grimnir T4: Barge Through Enemy Lines: Vulkites and Runefather wholly in Kaeth's territory → completed (0 VP).
 *     The Vulkites destroy the Daemonettes; holding the centre, Grimnir may contest Kaeth's border: 20 vs 1 → gained.
 *     Grimnir now holds all three objectives in round 4 → immediate major victory, the battle ends.
 * Grand strategies (0 VP here, still judged): Tame the Land — Kaeth holds neither the centre nor the defender's border
 *   → not completed. No Place for the Weak — Daemonettes, Archers and Seekers all destroyed → completed.
 * Totals: 0 VP each; battle tactics completed 3 (Kaeth) and 3 (Grimnir). Result: Grimnir, major victory.
 */
import { added, battleline, contest, deployed, destroyed, goldenLog, leader, other, phase, pick, priority, setUp, slain, stated, terrainT, turn, unitT, writeIfMain, zones, type Ev } from './helpers.js';

const K = 'kaeth';
const G = 'grimnir';
const provingGround = (player: string, objective: string): Ev => ({ type: 'ProvingGroundPicked', data: { player, objective } });

const events: Ev[] = [
  setUp(
    'the-lurkers-below',
    [
      { id: K, name: 'Kaeth', role: 'attacker', faction: 'Hedonites of Slaanesh', grandStrategy: 'tame-the-land' },
      { id: G, name: 'Grimnir', role: 'defender', faction: 'Fyreslayers', grandStrategy: 'no-place-for-the-weak' },
    ],
    {
      terrain: [
        { id: 'magmic-forge', name: 'Magmic Battleforge', placement: 'defender-territory', kind: 'faction terrain' },
        { id: 'fallen-statue', name: 'Fallen Statue', placement: 'attacker-territory', kind: 'obstacle' },
      ],
    },
  ),
  added('roster', [
    leader('lord-of-pain', K, 'Lord of Pain', 6, { general: true, points: 140 }),
    battleline('daemonettes', K, 'Daemonettes', 1, 10, { points: 130 }),
    battleline('blissbarb-archers', K, 'Blissbarb Archers', 1, 10, { points: 130 }),
    battleline('seekers', K, 'Seekers', 2, 5, { mounted: true, points: 150 }),
    leader('auric-runefather', G, 'Auric Runefather', 6, { general: true, points: 120 }),
    leader('grimwrath-berzerker', G, 'Grimwrath Berzerker', 6, { points: 100 }),
    battleline('vulkite-berzerkers', G, 'Vulkite Berzerkers', 1, 20, { reinforced: 1, points: 260 }),
    battleline('hearthguard-berzerkers', G, 'Hearthguard Berzerkers', 2, 10, { reinforced: 1, points: 280 }),
    other('auric-hearthguard', G, 'Auric Hearthguard', 2, 5, { points: 120 }),
  ]),
  deployed(K),

  // battle round 1: nobody can gain control
  priority(1, K),
  provingGround(G, 'centre'),
  ...turn(K, [
    pick(K, 'this-ones-mine', unitT('grimwrath-berzerker')),
    phase('movement'),
    phase('charge'),
    phase('combat'),
    destroyed('grimwrath-berzerker', 'lord-of-pain'),
    phase('battleshock'),
    contest(['daemonettes', 'attacker-border', 10]),
  ]),
  ...turn(G, [
    pick(G, 'an-eye-for-an-eye'),
    phase('movement'),
    phase('charge'),
    phase('combat'),
    destroyed('seekers', 'vulkite-berzerkers'),
    phase('battleshock'),
    contest(['vulkite-berzerkers', 'defender-border', 20], ['daemonettes', 'attacker-border', 10]),
  ]),

  // battle round 2
  priority(2, G, { [K]: 3, [G]: 5 }),
  provingGround(K, 'defender-border'),
  ...turn(G, [
    pick(G, 'gaining-momentum', unitT('blissbarb-archers')),
    phase('movement'),
    phase('charge'),
    phase('combat'),
    destroyed('blissbarb-archers', 'hearthguard-berzerkers'),
    phase('battleshock'),
    contest(['vulkite-berzerkers', 'defender-border', 20]),
  ]),
  ...turn(K, [
    pick(K, 'against-the-odds', unitT('daemonettes')),
    phase('movement'),
    phase('battleshock'),
    contest(['daemonettes', 'attacker-border', 10], ['vulkite-berzerkers', 'defender-border', 20]),
  ]),

  // battle round 3: a tied roll goes to Grimnir, who went first in round 2
  priority(3, G, { [K]: 4, [G]: 4 }),
  ...turn(G, [
    pick(G, 'head-to-head', unitT('daemonettes')),
    phase('movement'),
    phase('charge'),
    phase('combat'),
    slain('daemonettes', 6, 'hearthguard-berzerkers'),
    phase('battleshock'),
    contest(['hearthguard-berzerkers', 'centre', 10], ['vulkite-berzerkers', 'defender-border', 20], ['daemonettes', 'attacker-border', 4]),
  ]),
  ...turn(K, [
    pick(K, 'desecrate-their-lands', terrainT('magmic-forge')),
    phase('movement'),
    phase('battleshock'),
    stated(K, 'desecrate-their-lands', 'completed'),
    contest(['lord-of-pain', 'centre', 1], ['hearthguard-berzerkers', 'centre', 10], ['daemonettes', 'attacker-border', 4], ['vulkite-berzerkers', 'defender-border', 20]),
  ]),

  // battle round 4: Grimnir's turn ends the battle
  priority(4, G, { [K]: 2, [G]: 6 }),
  ...turn(G, [
    pick(G, 'barge-through-enemy-lines'),
    phase('movement'),
    zones({
      'vulkite-berzerkers': { wholly: ['attacker-territory'] },
      'auric-runefather': { wholly: ['attacker-territory'] },
      'hearthguard-berzerkers': { wholly: ['neutral'] },
      'auric-hearthguard': { wholly: ['defender-territory'] },
    }),
    phase('charge'),
    phase('combat'),
    slain('daemonettes', 4, 'vulkite-berzerkers'),
    phase('battleshock'),
    contest(['vulkite-berzerkers', 'attacker-border', 20], ['lord-of-pain', 'attacker-border', 1], ['hearthguard-berzerkers', 'centre', 10]),
  ]),
];

/** The golden log of The Lurkers Below. */
export const log = goldenLog(events, {
  title: 'The Lurkers Below: Kaeth (Hedonites of Slaanesh, attacker) against Grimnir (Fyreslayers, defender), 2000 points',
  note: 'Hand-checked: no VP in this battleplan; control chain border → centre → enemy border, one gain per turn, none in round 1. Grimnir gains his border (R2), the centre (R3) and Kaeth\'s border (R4): holding all three from round 3 is an immediate major victory.',
});

writeIfMain(import.meta.url, 'the-lurkers-below', log);
