/**
 * Golden battle: In the Presence of Idols (table 1, roll 5), 2000 points.
 * Ingrid (attacker, Cities of Sigmar, Take What's Theirs) against Morg (defender, Ogor Mawtribes, Defend What's Ours).
 * Layout (not in the sources, given at set-up): attacker-home, defender-home in the territories, north and south between.
 * Idols, chosen after deployment (attacker first): Ingrid — Freeguild General, Steam Tank, Freeguild Guard;
 * Morg — Tyrant, Ironguts, Ogor Gluttons.
 *
 * Hand count (default scoring, plus 1 VP at the end of your turn for each enemy idol a friendly idol destroyed in it).
 * R1 (no roll: Ingrid deployed first). Morg picks north as proving ground.
 *   ingrid T1: This One's Mine! on the Ironguts: the General slays 2 of 4 → failed. Gaze of Ghur on the Gluttons.
 *     Guard on attacker-home, Handgunners on south, Crossbowmen (veterans) on north: 3 vs 0 → +3 = 3.
 *   morg T1: Gaining Momentum on the Handgunners: destroyed. The Gluttons count 3 (Gaze) against 10 Crossbowmen on
 *     north; Leadbelchers take south, the Tyrant defender-home: 2 vs 2 → failed. +2 = 2.
 * R2 rolls 5–2 → Ingrid first. Morg picks south.
 *   ingrid T2: An Eye for an Eye: the Handgunners died last turn, the Steam Tank (idol) finishes the Ironguts (idol)
 *     → completed, and +1 idol VP. Guard 20 (veterans) beat 4 Leadbelchers on the proving ground: 3 vs 1 → +3 +1 +2 = 6.
 *   morg T2: Head-to-Head on the Crossbowmen: the Gluttons (veterans) destroy them → completed (not an idol: no idol
 *     VP). Gluttons take north: 2 vs 2 → +2 +2 = 4.
 * R3 rolls 3–3: tie → Ingrid (first in R2). Morg picks attacker-home.
 *   ingrid T3: Gaining Momentum on the Tyrant: the General (idol) kills him (idol) → +1; the Steam Tank takes
 *     defender-home: 3 vs 1 → completed. +3 +1 +2 = 6.
 *   morg T3: Against the Odds with the Leadbelchers on north (his, no enemy veterans there) → completed. The Gluttons
 *     (veterans) take attacker-home, the proving ground, where the Battlemage does not count; the Butcher ties the
 *     Steam Tank on defender-home (Ingrid keeps it): 2 vs 2 → +2 +2 = 4.
 * R4 rolls 2–5 → Morg first. Ingrid picks defender-home.
 *   morg T4: Barge Through Enemy Lines: only the Gluttons are in Ingrid's territory, every unit is reported → failed.
 *     The Gluttons (idol) kill the General (idol) → +1. 2 vs 2 → +2 +1 = 3.
 *   ingrid T4: Desecrate their Lands on the Great Mawpot: no terrain report, the players state it completed.
 *     2 vs 2 → +2 +2 = 4.
 * R5 rolls 6–4 → Ingrid first. No objective is left for the proving ground.
 *   ingrid T5: Barge Through Enemy Lines: Guard, Steam Tank and Battlemage wholly in Morg's territory → completed; only
 *     the Guard is a veteran → no bonus. 2 vs 2 → +2 +2 = 4.
 *   morg T5: An Eye for an Eye: nothing of his died in Ingrid's turn → failed, though the Leadbelchers (not an idol)
 *     destroy the Steam Tank. The Butcher takes south: 3 vs 1 → +3 = 3.
 * Grand strategies: Take What's Theirs — Guard and Battlemage wholly in Morg's territory, no Morg unit there →
 *   completed, +3. Defend What's Ours — Ingrid's units are in Morg's territory → not completed.
 * Totals: Ingrid 3+6+6+4+4 = 23 +3 = 26; Morg 2+4+4+3+3 = 16. Ingrid wins a major victory.
 */
import { added, battleline, contest, deployed, destroyed, goldenLog, leader, other, phase, pick, priority, setUp, slain, stated, terrainT, turn, unitT, writeIfMain, zones, type Ev } from './helpers.js';

const I = 'ingrid';
const M = 'morg';
const provingGround = (player: string, objective: string): Ev => ({ type: 'ProvingGroundPicked', data: { player, objective } });

const events: Ev[] = [
  setUp(
    'in-the-presence-of-idols',
    [
      { id: I, name: 'Ingrid', role: 'attacker', faction: 'Cities of Sigmar', grandStrategy: 'take-whats-theirs' },
      { id: M, name: 'Morg', role: 'defender', faction: 'Ogor Mawtribes', grandStrategy: 'defend-whats-ours' },
    ],
    {
      objectives: [
        { id: 'attacker-home', name: "Attacker's home", placement: 'attacker-territory' },
        { id: 'north', name: 'North', placement: 'neutral' },
        { id: 'south', name: 'South', placement: 'neutral' },
        { id: 'defender-home', name: "Defender's home", placement: 'defender-territory' },
      ],
      terrain: [
        { id: 'great-mawpot', name: 'Great Mawpot', placement: 'defender-territory', kind: 'faction terrain' },
        { id: 'freeguild-watchtower', name: 'Freeguild Watchtower', placement: 'attacker-territory', kind: 'ruins' },
      ],
    },
  ),
  added('roster', [
    leader('freeguild-general', I, 'Freeguild General', 5, { general: true, points: 100 }),
    leader('battlemage', I, 'Battlemage', 5, { keywords: ['HERO', 'WIZARD'], points: 90 }),
    battleline('freeguild-guard', I, 'Freeguild Guard', 1, 20, { reinforced: 1, points: 200 }),
    battleline('handgunners', I, 'Freeguild Handgunners', 1, 10, { points: 100 }),
    battleline('crossbowmen', I, 'Freeguild Crossbowmen', 1, 10, { points: 100 }),
    { ...other('steam-tank', I, 'Steam Tank', 12, 1, { points: 230 }), roles: ['behemoth'] },
    leader('tyrant', M, 'Tyrant', 8, { general: true, points: 160 }),
    leader('butcher', M, 'Butcher', 7, { keywords: ['HERO', 'WIZARD'], points: 130 }),
    battleline('ogor-gluttons', M, 'Ogor Gluttons', 4, 6, { points: 280 }),
    battleline('leadbelchers', M, 'Leadbelchers', 4, 4, { points: 160 }),
    other('ironguts', M, 'Ironguts', 4, 4, { points: 190 }),
  ]),
  deployed(I),
  // after deployment, before the first turn order: idols, the attacker first
  { type: 'IdolsChosen', data: { player: I, units: ['freeguild-general', 'steam-tank', 'freeguild-guard'] } },
  { type: 'IdolsChosen', data: { player: M, units: ['tyrant', 'ironguts', 'ogor-gluttons'] } },

  // battle round 1
  priority(1, I),
  provingGround(M, 'north'),
  ...turn(I, [
    pick(I, 'this-ones-mine', unitT('ironguts')),
    { type: 'GazeOfGhurCast', data: { caster: 'battlemage', target: 'ogor-gluttons', castingRoll: 9 } },
    phase('movement'),
    phase('shooting'),
    phase('charge'),
    phase('combat'),
    slain('ironguts', 2, 'freeguild-general'),
    phase('battleshock'),
    contest(['freeguild-guard', 'attacker-home', 20], ['handgunners', 'south', 10], ['crossbowmen', 'north', 10]),
  ]),
  ...turn(M, [
    pick(M, 'gaining-momentum', unitT('handgunners')),
    phase('movement'),
    phase('shooting'),
    slain('handgunners', 10, 'leadbelchers'),
    phase('battleshock'),
    contest(['ogor-gluttons', 'north', 6], ['crossbowmen', 'north', 10], ['leadbelchers', 'south', 4], ['tyrant', 'defender-home', 1], ['freeguild-guard', 'attacker-home', 20]),
  ]),

  // battle round 2
  priority(2, I, { [I]: 5, [M]: 2 }),
  provingGround(M, 'south'),
  ...turn(I, [
    pick(I, 'an-eye-for-an-eye'),
    phase('movement'),
    phase('shooting'),
    slain('ironguts', 2, 'steam-tank'),
    phase('battleshock'),
    contest(
      ['freeguild-guard', 'south', 20],
      ['leadbelchers', 'south', 4],
      ['crossbowmen', 'north', 10],
      ['ogor-gluttons', 'north', 6],
      ['battlemage', 'attacker-home', 1],
      ['tyrant', 'defender-home', 1],
    ),
  ]),
  ...turn(M, [
    pick(M, 'head-to-head', unitT('crossbowmen')),
    phase('movement'),
    phase('charge'),
    phase('combat'),
    slain('crossbowmen', 10, 'ogor-gluttons'),
    phase('battleshock'),
    contest(['ogor-gluttons', 'north', 6], ['leadbelchers', 'south', 4], ['freeguild-guard', 'south', 20], ['tyrant', 'defender-home', 1], ['battlemage', 'attacker-home', 1]),
  ]),

  // battle round 3: a tied roll goes to Ingrid, who went first in round 2
  priority(3, I, { [I]: 3, [M]: 3 }),
  provingGround(M, 'attacker-home'),
  ...turn(I, [
    pick(I, 'gaining-momentum', unitT('tyrant')),
    phase('movement'),
    phase('charge'),
    phase('combat'),
    destroyed('tyrant', 'freeguild-general'),
    phase('battleshock'),
    contest(['steam-tank', 'defender-home', 1], ['freeguild-guard', 'south', 20], ['battlemage', 'attacker-home', 1], ['ogor-gluttons', 'north', 6], ['leadbelchers', 'north', 4]),
  ]),
  ...turn(M, [
    pick(M, 'against-the-odds', unitT('leadbelchers')),
    phase('movement'),
    phase('charge'),
    phase('combat'),
    phase('battleshock'),
    contest(['leadbelchers', 'north', 4], ['ogor-gluttons', 'attacker-home', 6], ['battlemage', 'attacker-home', 1], ['butcher', 'defender-home', 1], ['steam-tank', 'defender-home', 1], ['freeguild-guard', 'south', 20]),
  ]),

  // battle round 4
  priority(4, M, { [I]: 2, [M]: 5 }),
  provingGround(I, 'defender-home'),
  ...turn(M, [
    pick(M, 'barge-through-enemy-lines'),
    phase('movement'),
    zones({ 'ogor-gluttons': { wholly: ['attacker-territory'] }, leadbelchers: { wholly: ['neutral'] }, butcher: { wholly: ['defender-territory'] } }),
    phase('charge'),
    phase('combat'),
    destroyed('freeguild-general', 'ogor-gluttons'),
    phase('battleshock'),
    contest(['ogor-gluttons', 'attacker-home', 6], ['leadbelchers', 'north', 4], ['butcher', 'defender-home', 1], ['steam-tank', 'defender-home', 1], ['freeguild-guard', 'south', 20]),
  ]),
  ...turn(I, [
    pick(I, 'desecrate-their-lands', terrainT('great-mawpot')),
    phase('movement'),
    phase('battleshock'),
    stated(I, 'desecrate-their-lands', 'completed'),
    contest(['freeguild-guard', 'south', 20], ['steam-tank', 'defender-home', 1], ['butcher', 'defender-home', 1], ['ogor-gluttons', 'attacker-home', 6], ['leadbelchers', 'north', 4]),
  ]),

  // battle round 5: every objective has been the proving ground
  priority(5, I, { [I]: 6, [M]: 4 }),
  ...turn(I, [
    pick(I, 'barge-through-enemy-lines'),
    phase('movement'),
    zones({ 'freeguild-guard': { wholly: ['defender-territory'] }, 'steam-tank': { wholly: ['defender-territory'] }, battlemage: { wholly: ['defender-territory'] } }),
    phase('battleshock'),
    contest(['freeguild-guard', 'defender-home', 20], ['steam-tank', 'defender-home', 1], ['butcher', 'defender-home', 1], ['ogor-gluttons', 'attacker-home', 6], ['leadbelchers', 'north', 4]),
  ]),
  ...turn(M, [
    pick(M, 'an-eye-for-an-eye'),
    phase('movement'),
    zones({ butcher: { wholly: ['neutral'] }, 'ogor-gluttons': { wholly: ['attacker-territory'] }, leadbelchers: { wholly: ['neutral'] } }),
    phase('shooting'),
    destroyed('steam-tank', 'leadbelchers'),
    phase('battleshock'),
    contest(['ogor-gluttons', 'attacker-home', 6], ['leadbelchers', 'north', 4], ['butcher', 'south', 1], ['freeguild-guard', 'defender-home', 20]),
    // the end of the battle: Ingrid's units have not moved since her turn (the grand strategies read this moment)
    zones({ 'freeguild-guard': { wholly: ['defender-territory'] }, battlemage: { wholly: ['defender-territory'] } }, 'end-of-turn'),
  ]),
];

/** The golden log of In the Presence of Idols. */
export const log = goldenLog(events, {
  title: 'In the Presence of Idols: Ingrid (Cities of Sigmar, attacker) against Morg (Ogor Mawtribes, defender), 2000 points',
  note: 'Hand-checked: default scoring plus 1 VP per enemy idol killed by a friendly idol in your turn (Ingrid R2 Ironguts, R3 Tyrant; Morg R4 General). Ingrid 3+6+6+4+4 = 23 plus Take What\'s Theirs 3 = 26; Morg 2+4+4+3+3 = 16. Ingrid wins a major victory.',
});

writeIfMain(import.meta.url, 'in-the-presence-of-idols', log);
