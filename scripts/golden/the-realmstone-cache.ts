/**
 * Golden battle: The Realmstone Cache (table 1, roll 2), 2000 points.
 * Vexa (attacker, Slaves to Darkness, Take What's Theirs) against Thorn (defender, Sylvaneth, Defend What's Ours).
 * Layout: the pack's default, one objective at the centre; at the start of round 3 (before priority) Thorn removes it
 * and places two fragments where her roll of 4 says (west and east of the centre line, in no territory).
 *
 * Hand count (default scoring: 1 for one objective, 1 for two or more, 1 for more than the opponent, 2 for the tactic).
 * R1 (no roll: Vexa deployed first). Thorn picks the centre as proving ground.
 *   vexa T1: This One's Mine! on the Kurnoth Hunters: the Chaos Lord only slays one → failed. Chaos Warriors
 *     (veterans) hold the centre: 1 vs 0 → +1 +1 = 2.
 *   thorn T1: Head-to-Head on the Splintered Fang: the Dryads (veterans) destroy them → completed. Dryads 20 beat the
 *     Warriors 10 on the centre: 1 vs 0 → +1 +1 +2 = 4.
 * R2 rolls 6–3 → Vexa first. No proving ground left (the centre was picked in round 1).
 *   vexa T2: An Eye for an Eye: the Fang died last turn, the Chaos Knights destroy the Tree-Revenants → completed.
 *     Warriors 10 beat 8 Dryads: centre 1 vs 0 → +1 +1 +2 = 4.
 *   thorn T2: Gaining Momentum on the Chosen: the Kurnoth Hunters destroy them; Dryads 8 + Spite-Revenants 10 retake
 *     the centre: 1 vs 0 → completed. +1 +1 +2 = 4.
 * Start of R3: the cache detonates (roll 4): the centre is removed, fragment-west and fragment-east are placed.
 * R3 rolls 2–2: tie → Vexa (first in R2). Thorn picks fragment-west as proving ground.
 *   vexa T3: Barge Through Enemy Lines: the Chaos Lord and the Chaos Knights are reported wholly in Thorn's territory
 *     → completed from the zones; neither is GALLETIAN VETERANS (a Leader; a mounted unit) → no bonus, +2. Warriors
 *     take fragment-east; the Spite-Revenants take fragment-west: 1 vs 1 → +1 +2 = 3.
 *   thorn T3: Against the Odds with the Dryads on fragment-west (hers, no enemy veterans there) → completed. 1 vs 1 →
 *     +1 +2 = 3.
 * R4 rolls 1–5 → Thorn first. Vexa picks fragment-east as proving ground.
 *   thorn T4: Outmuscle on the Chaos Warriors (veterans on the proving ground). Gaze of Ghur on them, 6 slain: 4 left,
 *     counted as 2 — still contesting → failed. Dryads 8 take fragment-east: 2 vs 0 → +1 +1 +1 = 3.
 *   vexa T4: Gaining Momentum on the Branchwych: the Chaos Lord kills her, but Vexa holds nothing → failed. 0.
 * R5 rolls 4–3 → Vexa first. No proving ground left.
 *   vexa T5: Head-to-Head on the Spite-Revenants: destroyed, but who did it was not reported, so the players' word
 *     decides: completed. Knights 5 + Warriors 4 (still under Gaze: 2) take fragment-west: 1 vs 1 → +1 +2 = 3.
 *   thorn T5: Desecrate their Lands on the Darkoath Altar: the Kurnoth Hunters contest it alone → Thorn controls it,
 *     completed. 1 vs 1 → +1 +2 = 3.
 * Grand strategies (last zone reports): Take What's Theirs — Vexa has no unit wholly in Thorn's territory, Thorn has
 *   the Dryads there → not completed. Defend What's Ours — no Vexa unit wholly in Thorn's territory (the Lord has left
 *   it) → completed, +3.
 * Totals: Vexa 2+4+3+0+3 = 12; Thorn 4+4+3+3+3 = 17 +3 = 20. Thorn wins a major victory.
 */
import {
  added,
  battleline,
  contest,
  deployed,
  destroyed,
  goldenLog,
  leader,
  other,
  phase,
  pick,
  priority,
  setUp,
  slain,
  stated,
  terrainT,
  turn,
  unitT,
  writeIfMain,
  zones,
  type Ev,
} from './helpers.js';

const V = 'vexa';
const T = 'thorn';
const provingGround = (player: string, objective: string): Ev => ({ type: 'ProvingGroundPicked', data: { player, objective } });

const events: Ev[] = [
  setUp(
    'the-realmstone-cache',
    [
      { id: V, name: 'Vexa', role: 'attacker', faction: 'Slaves to Darkness', grandStrategy: 'take-whats-theirs' },
      { id: T, name: 'Thorn', role: 'defender', faction: 'Sylvaneth', grandStrategy: 'defend-whats-ours' },
    ],
    {
      terrain: [
        { id: 'darkoath-altar', name: 'Darkoath Altar', placement: 'attacker-territory', kind: 'ruins' },
        { id: 'awakened-wyldwood', name: 'Awakened Wyldwood', placement: 'defender-territory', kind: 'faction terrain' },
      ],
    },
  ),
  added('roster', [
    leader('chaos-lord', V, 'Chaos Lord', 7, { general: true, points: 135 }),
    battleline('chaos-warriors', V, 'Chaos Warriors', 2, 10, { reinforced: 1, points: 380 }),
    battleline('chaos-knights', V, 'Chaos Knights', 3, 5, { mounted: true, points: 230 }),
    battleline('splintered-fang', V, 'Splintered Fang', 1, 10, { points: 120 }),
    other('chosen', V, 'Chosen', 3, 5, { points: 290 }),
    leader('branchwych', T, 'Branchwych', 5, { general: true, keywords: ['HERO', 'WIZARD'], points: 90 }),
    battleline('dryads', T, 'Dryads', 1, 20, { reinforced: 1, points: 200 }),
    battleline('tree-revenants', T, 'Tree-Revenants', 1, 10, { reinforced: 1, points: 200 }),
    battleline('spite-revenants', T, 'Spite-Revenants', 1, 10, { reinforced: 1, points: 180 }),
    other('kurnoth-hunters', T, 'Kurnoth Hunters', 5, 3, { points: 230 }),
  ]),
  deployed(V),

  // battle round 1
  priority(1, V),
  provingGround(T, 'centre'),
  ...turn(V, [
    pick(V, 'this-ones-mine', unitT('kurnoth-hunters')),
    phase('movement'),
    phase('charge'),
    phase('combat'),
    slain('kurnoth-hunters', 1, 'chaos-lord'),
    phase('battleshock'),
    contest(['chaos-warriors', 'centre', 10]),
  ]),
  ...turn(T, [
    pick(T, 'head-to-head', unitT('splintered-fang')),
    phase('movement'),
    phase('charge'),
    phase('combat'),
    destroyed('splintered-fang', 'dryads'),
    phase('battleshock'),
    contest(['dryads', 'centre', 20], ['chaos-warriors', 'centre', 10]),
  ]),

  // battle round 2
  priority(2, V, { [V]: 6, [T]: 3 }),
  ...turn(V, [
    pick(V, 'an-eye-for-an-eye'),
    phase('movement'),
    phase('charge'),
    phase('combat'),
    destroyed('tree-revenants', 'chaos-knights'),
    slain('dryads', 12, 'chaos-warriors'),
    phase('battleshock'),
    contest(['chaos-warriors', 'centre', 10], ['dryads', 'centre', 8]),
  ]),
  ...turn(T, [
    pick(T, 'gaining-momentum', unitT('chosen')),
    phase('movement'),
    phase('charge'),
    phase('combat'),
    destroyed('chosen', 'kurnoth-hunters'),
    phase('battleshock'),
    contest(['dryads', 'centre', 8], ['spite-revenants', 'centre', 10], ['chaos-warriors', 'centre', 10]),
  ]),

  // start of battle round 3: the Realmstone Cache detonates before the turn order is set
  {
    type: 'RealmstoneFragmentsPlaced',
    data: {
      player: T,
      roll: 4,
      fragments: [
        { id: 'fragment-west', name: 'Realmstone fragment (west)', placement: 'neutral', position: { x: 15, y: 22 } },
        { id: 'fragment-east', name: 'Realmstone fragment (east)', placement: 'neutral', position: { x: 45, y: 22 } },
      ],
    },
  },
  // a tied roll goes to Vexa, who went first in round 2
  priority(3, V, { [V]: 2, [T]: 2 }),
  provingGround(T, 'fragment-west'),
  ...turn(V, [
    pick(V, 'barge-through-enemy-lines'),
    phase('movement'),
    zones({ 'chaos-lord': { wholly: ['defender-territory'] }, 'chaos-knights': { wholly: ['defender-territory'] } }),
    phase('charge'),
    phase('combat'),
    phase('battleshock'),
    contest(['chaos-warriors', 'fragment-east', 10], ['spite-revenants', 'fragment-west', 10]),
  ]),
  ...turn(T, [
    pick(T, 'against-the-odds', unitT('dryads')),
    phase('movement'),
    phase('battleshock'),
    contest(['dryads', 'fragment-west', 8], ['spite-revenants', 'fragment-west', 10], ['chaos-warriors', 'fragment-east', 10], ['kurnoth-hunters', 'fragment-east', 2]),
  ]),

  // battle round 4
  priority(4, T, { [V]: 1, [T]: 5 }),
  provingGround(V, 'fragment-east'),
  ...turn(T, [
    pick(T, 'outmuscle', unitT('chaos-warriors')),
    { type: 'GazeOfGhurCast', data: { caster: 'branchwych', target: 'chaos-warriors', castingRoll: 8 } },
    phase('movement'),
    phase('charge'),
    phase('combat'),
    slain('chaos-warriors', 6, 'spite-revenants'),
    phase('battleshock'),
    contest(['chaos-warriors', 'fragment-east', 4], ['dryads', 'fragment-east', 8], ['spite-revenants', 'fragment-west', 10]),
  ]),
  ...turn(V, [
    pick(V, 'gaining-momentum', unitT('branchwych')),
    phase('movement'),
    phase('charge'),
    phase('combat'),
    destroyed('branchwych', 'chaos-lord'),
    phase('battleshock'),
    contest(['chaos-warriors', 'fragment-east', 4], ['dryads', 'fragment-east', 8], ['chaos-knights', 'fragment-west', 5], ['spite-revenants', 'fragment-west', 10]),
  ]),

  // battle round 5
  priority(5, V, { [V]: 4, [T]: 3 }),
  ...turn(V, [
    pick(V, 'head-to-head', unitT('spite-revenants')),
    phase('movement'),
    zones({ 'chaos-lord': { wholly: ['neutral'] }, 'chaos-knights': { wholly: ['neutral'] }, 'chaos-warriors': { wholly: ['neutral'] } }),
    phase('charge'),
    phase('combat'),
    destroyed('spite-revenants'),
    stated(V, 'head-to-head', 'completed'),
    phase('battleshock'),
    contest(['chaos-knights', 'fragment-west', 5], ['chaos-warriors', 'fragment-west', 4], ['dryads', 'fragment-east', 8]),
  ]),
  ...turn(T, [
    pick(T, 'desecrate-their-lands', terrainT('darkoath-altar')),
    phase('movement'),
    zones({ dryads: { wholly: ['defender-territory'] }, 'kurnoth-hunters': { wholly: ['attacker-territory'] } }),
    { type: 'TerrainContestReported', data: { terrain: 'darkoath-altar', contests: [{ unit: 'kurnoth-hunters', models: 2 }] } },
    phase('battleshock'),
    contest(['dryads', 'fragment-east', 8]),
    // the end of the battle: Vexa's units have not moved since her turn (the grand strategies read this moment)
    zones({ 'chaos-lord': { wholly: ['neutral'] }, 'chaos-knights': { wholly: ['neutral'] }, 'chaos-warriors': { wholly: ['neutral'] } }, 'end-of-turn'),
  ]),
];

/** The golden log of The Realmstone Cache. */
export const log = goldenLog(events, {
  title: 'The Realmstone Cache: Vexa (Slaves to Darkness, attacker) against Thorn (Sylvaneth, defender), 2000 points',
  note: 'Hand-checked: one centre objective in rounds 1-2, two realmstone fragments from round 3. Vexa 2+4+3+0+3 = 12; Thorn 4+4+3+3+3 = 17 plus Defend What\'s Ours 3 = 20. Thorn wins a major victory.',
});

writeIfMain(import.meta.url, 'the-realmstone-cache', log);
