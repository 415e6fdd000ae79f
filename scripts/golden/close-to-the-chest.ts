/**
 * Golden battle: Close to the Chest (table 2, roll 5), 2000 points.
 * Thalia (attacker, Idoneth Deepkin, Take What's Theirs) against Gnash (defender, Maggotkin of Nurgle, Defend What's
 * Ours). Layout (not in the sources, given at set-up): each player owns two objectives — the attacker's hoard (in her
 * territory) and cache (between the territories), the defender's hoard and cache likewise. At the start of each turn
 * the opponent of the active player names one of their own objectives as the alpha objective: +1 VP if the active
 * player controls it at the end of the turn.
 *
 * Hand count (default scoring: 1 for one objective, 1 for two or more, 1 for more; alpha 1; tactic 2; grand strategy 3).
 * R1 (no roll: Thalia deployed first). Gnash picks attacker-cache as proving ground.
 *   thalia T1 (alpha: defender-cache): Against the Odds with the Reavers on defender-cache (hers, no enemy veterans) →
 *     completed. Thralls take attacker-hoard: 2 vs 0 → +3, alpha +1, tactic +2 = 6.
 *   gnash T1 (alpha: attacker-cache): This One's Mine! on the Morrsarr Guard: the Lord of Plagues kills them →
 *     completed. Plaguebearers (veterans) take attacker-cache, the proving ground; Blightkings defender-hoard.
 *     2 vs 2 → +2, alpha +1, tactic +2 = 5.
 * R2 rolls 6–2 → Thalia first. Gnash picks defender-cache.
 *   thalia T2 (alpha: defender-hoard): An Eye for an Eye: the Morrsarr died last turn, the Reavers kill the Plague
 *     Drones → completed. 3 Ishlaen cannot beat 5 Blightkings on defender-hoard. 2 vs 2 → +2, no alpha, +2 = 4.
 *   gnash T2 (alpha: attacker-hoard): Gaining Momentum on the Reavers: the Blightkings destroy them and take
 *     defender-cache; the Ishlaen take the abandoned defender-hoard. 2 vs 2 → failed. +2, no alpha = 2.
 * R3 rolls 3–3: tie → Thalia (first in R2). Gnash picks attacker-hoard.
 *   thalia T3 (alpha: defender-cache): Head-to-Head on the Blightkings: the Thralls (veterans) destroy them →
 *     completed, and take defender-cache. 3 vs 1 → +3, alpha +1, tactic +2 = 6.
 *   gnash T3 (alpha: attacker-hoard): An Eye for an Eye: the Blightkings died last turn, the Pusgoyles kill the Ishlaen
 *     → completed. Pusgoyles take defender-hoard; Plaguebearers (veterans) take attacker-hoard, the proving ground,
 *     where the Tidecaster does not count. 3 vs 1 → +3, alpha +1, tactic +2 = 6.
 * R4 rolls 5–4 → Thalia first. Gnash picks defender-hoard.
 *   thalia T4 (alpha: defender-hoard): Barge Through Enemy Lines: Tidecaster and Thralls wholly in Gnash's territory
 *     (one veteran: no bonus) → completed. The Thralls retake defender-hoard (the Pusgoyles are no veterans on the
 *     proving ground). 2 vs 2 → +2, alpha +1, tactic +2 = 5.
 *   gnash T4 (alpha: attacker-hoard): Desecrate their Lands on the Gloomtide Shipwreck: no terrain report, the players
 *     state it completed. 2 vs 2 → +2, alpha +1, tactic +2 = 5.
 * R5 rolls 2–5 → Gnash first. No objective is left for the proving ground.
 *   gnash T5 (alpha: attacker-cache): Head-to-Head on the Thralls: 6 slain by the Pusgoyles, 4 left → failed.
 *     2 vs 2 → +2, alpha +1 = 3.
 *   thalia T5 (alpha: defender-cache): Gaining Momentum on the Pusgoyles: the Tidecaster's spell destroys them, but
 *     2 vs 2 → failed. +2, alpha +1 = 3.
 * Grand strategies: Take What's Theirs — Thralls and Tidecaster wholly in Gnash's territory, no Nurgle unit there →
 *   completed, +3. Defend What's Ours — two Idoneth units in his territory → not completed.
 * Totals: Thalia 6+4+6+5+3 = 24 +3 = 27; Gnash 5+2+6+5+3 = 21. Thalia wins a major victory.
 */
import { added, battleline, contest, deployed, destroyed, goldenLog, leader, other, phase, pick, priority, setUp, slain, stated, terrainT, turn, unitT, writeIfMain, zones, type Ev } from './helpers.js';

const T = 'thalia';
const G = 'gnash';
const provingGround = (player: string, objective: string): Ev => ({ type: 'ProvingGroundPicked', data: { player, objective } });
const alpha = (player: string, objective: string): Ev => ({ type: 'AlphaObjectiveNamed', data: { player, objective } });

const events: Ev[] = [
  setUp(
    'close-to-the-chest',
    [
      { id: T, name: 'Thalia', role: 'attacker', faction: 'Idoneth Deepkin', grandStrategy: 'take-whats-theirs' },
      { id: G, name: 'Gnash', role: 'defender', faction: 'Maggotkin of Nurgle', grandStrategy: 'defend-whats-ours' },
    ],
    {
      objectives: [
        { id: 'attacker-hoard', name: "Attacker's hoard", placement: 'attacker-territory', owner: 'attacker' },
        { id: 'attacker-cache', name: "Attacker's cache", placement: 'neutral', owner: 'attacker' },
        { id: 'defender-cache', name: "Defender's cache", placement: 'neutral', owner: 'defender' },
        { id: 'defender-hoard', name: "Defender's hoard", placement: 'defender-territory', owner: 'defender' },
      ],
      terrain: [
        { id: 'gloomtide-shipwreck', name: 'Gloomtide Shipwreck', placement: 'attacker-territory', kind: 'faction terrain' },
        { id: 'feculent-gnarlmaw', name: 'Feculent Gnarlmaw', placement: 'defender-territory', kind: 'faction terrain' },
      ],
    },
  ),
  added('roster', [
    leader('isharann-tidecaster', T, 'Isharann Tidecaster', 5, { general: true, keywords: ['HERO', 'WIZARD'], points: 100 }),
    battleline('namarti-thralls', T, 'Namarti Thralls', 1, 10, { points: 130 }),
    battleline('namarti-reavers', T, 'Namarti Reavers', 1, 10, { points: 130 }),
    battleline('akhelian-ishlaen-guard', T, 'Akhelian Ishlaen Guard', 4, 3, { mounted: true, points: 170 }),
    other('akhelian-morrsarr-guard', T, 'Akhelian Morrsarr Guard', 4, 3, { mounted: true, points: 180 }),
    leader('lord-of-plagues', G, 'Lord of Plagues', 7, { general: true, points: 120 }),
    battleline('putrid-blightkings', G, 'Putrid Blightkings', 4, 5, { points: 160 }),
    battleline('plaguebearers', G, 'Plaguebearers', 1, 20, { reinforced: 1, points: 300 }),
    other('pusgoyle-blightlords', G, 'Pusgoyle Blightlords', 7, 2, { mounted: true, points: 210 }),
    other('plague-drones', G, 'Plague Drones', 5, 3, { mounted: true, points: 200 }),
  ]),
  deployed(T),

  // battle round 1
  priority(1, T),
  provingGround(G, 'attacker-cache'),
  ...turn(
    T,
    [
      pick(T, 'against-the-odds', unitT('namarti-reavers')),
      phase('movement'),
      phase('battleshock'),
      contest(['namarti-thralls', 'attacker-hoard', 10], ['namarti-reavers', 'defender-cache', 10]),
    ],
    [alpha(G, 'defender-cache')],
  ),
  ...turn(
    G,
    [
      pick(G, 'this-ones-mine', unitT('akhelian-morrsarr-guard')),
      phase('movement'),
      phase('charge'),
      phase('combat'),
      destroyed('akhelian-morrsarr-guard', 'lord-of-plagues'),
      phase('battleshock'),
      contest(
        ['plaguebearers', 'attacker-cache', 20],
        ['putrid-blightkings', 'defender-hoard', 5],
        ['plague-drones', 'defender-cache', 3],
        ['namarti-reavers', 'defender-cache', 10],
        ['namarti-thralls', 'attacker-hoard', 10],
      ),
    ],
    [alpha(T, 'attacker-cache')],
  ),

  // battle round 2
  priority(2, T, { [T]: 6, [G]: 2 }),
  provingGround(G, 'defender-cache'),
  ...turn(
    T,
    [
      pick(T, 'an-eye-for-an-eye'),
      phase('movement'),
      phase('charge'),
      phase('combat'),
      destroyed('plague-drones', 'namarti-reavers'),
      phase('battleshock'),
      contest(
        ['namarti-reavers', 'defender-cache', 10],
        ['namarti-thralls', 'attacker-hoard', 10],
        ['akhelian-ishlaen-guard', 'defender-hoard', 3],
        ['putrid-blightkings', 'defender-hoard', 5],
        ['plaguebearers', 'attacker-cache', 20],
      ),
    ],
    [alpha(G, 'defender-hoard')],
  ),
  ...turn(
    G,
    [
      pick(G, 'gaining-momentum', unitT('namarti-reavers')),
      phase('movement'),
      phase('charge'),
      phase('combat'),
      slain('namarti-reavers', 10, 'putrid-blightkings'),
      phase('battleshock'),
      contest(['putrid-blightkings', 'defender-cache', 5], ['plaguebearers', 'attacker-cache', 20], ['akhelian-ishlaen-guard', 'defender-hoard', 3], ['namarti-thralls', 'attacker-hoard', 10]),
    ],
    [alpha(T, 'attacker-hoard')],
  ),

  // battle round 3: a tied roll goes to Thalia, who went first in round 2
  priority(3, T, { [T]: 3, [G]: 3 }),
  provingGround(G, 'attacker-hoard'),
  ...turn(
    T,
    [
      pick(T, 'head-to-head', unitT('putrid-blightkings')),
      phase('movement'),
      phase('charge'),
      phase('combat'),
      slain('putrid-blightkings', 5, 'namarti-thralls'),
      phase('battleshock'),
      contest(['namarti-thralls', 'defender-cache', 10], ['akhelian-ishlaen-guard', 'defender-hoard', 3], ['isharann-tidecaster', 'attacker-hoard', 1], ['plaguebearers', 'attacker-cache', 20]),
    ],
    [alpha(G, 'defender-cache')],
  ),
  ...turn(
    G,
    [
      pick(G, 'an-eye-for-an-eye'),
      phase('movement'),
      phase('charge'),
      phase('combat'),
      destroyed('akhelian-ishlaen-guard', 'pusgoyle-blightlords'),
      phase('battleshock'),
      contest(
        ['pusgoyle-blightlords', 'defender-hoard', 2],
        ['plaguebearers', 'attacker-hoard', 20],
        ['isharann-tidecaster', 'attacker-hoard', 1],
        ['lord-of-plagues', 'attacker-cache', 1],
        ['namarti-thralls', 'defender-cache', 10],
      ),
    ],
    [alpha(T, 'attacker-hoard')],
  ),

  // battle round 4
  priority(4, T, { [T]: 5, [G]: 4 }),
  provingGround(G, 'defender-hoard'),
  ...turn(
    T,
    [
      pick(T, 'barge-through-enemy-lines'),
      phase('movement'),
      zones({ 'isharann-tidecaster': { wholly: ['defender-territory'] }, 'namarti-thralls': { wholly: ['defender-territory'] } }),
      phase('battleshock'),
      contest(
        ['namarti-thralls', 'defender-hoard', 10],
        ['isharann-tidecaster', 'defender-hoard', 1],
        ['pusgoyle-blightlords', 'defender-hoard', 2],
        ['plaguebearers', 'attacker-hoard', 20],
        ['lord-of-plagues', 'attacker-cache', 1],
      ),
    ],
    [alpha(G, 'defender-hoard')],
  ),
  ...turn(
    G,
    [
      pick(G, 'desecrate-their-lands', terrainT('gloomtide-shipwreck')),
      phase('movement'),
      phase('battleshock'),
      stated(G, 'desecrate-their-lands', 'completed'),
      contest(['plaguebearers', 'attacker-hoard', 20], ['lord-of-plagues', 'attacker-cache', 1], ['namarti-thralls', 'defender-hoard', 10], ['pusgoyle-blightlords', 'defender-hoard', 2]),
    ],
    [alpha(T, 'attacker-hoard')],
  ),

  // battle round 5: Gnash wins the roll and goes first
  priority(5, G, { [T]: 2, [G]: 5 }),
  ...turn(
    G,
    [
      pick(G, 'head-to-head', unitT('namarti-thralls')),
      phase('movement'),
      zones({ plaguebearers: { wholly: ['attacker-territory'] }, 'lord-of-plagues': { wholly: ['neutral'] } }),
      phase('charge'),
      phase('combat'),
      slain('namarti-thralls', 6, 'pusgoyle-blightlords'),
      phase('battleshock'),
      contest(['plaguebearers', 'attacker-hoard', 20], ['lord-of-plagues', 'attacker-cache', 1], ['namarti-thralls', 'defender-hoard', 4], ['pusgoyle-blightlords', 'defender-hoard', 2]),
    ],
    [alpha(T, 'attacker-cache')],
  ),
  ...turn(
    T,
    [
      pick(T, 'gaining-momentum', unitT('pusgoyle-blightlords')),
      destroyed('pusgoyle-blightlords', 'isharann-tidecaster', 'spell'),
      phase('movement'),
      zones({ 'isharann-tidecaster': { wholly: ['defender-territory'] }, 'namarti-thralls': { wholly: ['defender-territory'] } }),
      phase('battleshock'),
      contest(['namarti-thralls', 'defender-hoard', 4], ['isharann-tidecaster', 'defender-hoard', 1], ['plaguebearers', 'attacker-hoard', 20], ['lord-of-plagues', 'attacker-cache', 1]),
      // the end of the battle: Gnash's units have not moved since his turn (the grand strategies read this moment)
      zones({ plaguebearers: { wholly: ['attacker-territory'] }, 'lord-of-plagues': { wholly: ['neutral'] } }, 'end-of-turn'),
    ],
    [alpha(G, 'defender-cache')],
  ),
];

/** The golden log of Close to the Chest. */
export const log = goldenLog(events, {
  title: 'Close to the Chest: Thalia (Idoneth Deepkin, attacker) against Gnash (Maggotkin of Nurgle, defender), 2000 points',
  note: 'Hand-checked: default scoring plus 1 VP for the alpha objective the opponent names each turn. Thalia 6+4+6+5+3 = 24 plus Take What\'s Theirs 3 = 27; Gnash 5+2+6+5+3 = 21. Thalia wins a major victory.',
});

writeIfMain(import.meta.url, 'close-to-the-chest', log);
