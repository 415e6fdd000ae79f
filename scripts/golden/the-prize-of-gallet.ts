/**
 * Golden battle: The Prize of Gallet (table 1, roll 1), 2000 points.
 * Aelwen (attacker, Stormcast Eternals, No Place for the Weak) against Skrag (defender, Gloomspite Gitz,
 * Demonstration of Strength). Default layout: attacker-border, west, centre, east, defender-border.
 *
 * Hand count (ghb 2022 s1, "The Prize of Gallet": only ACTIVATED objectives score 1 / 1 / 1; tactic 2; grand strategy 3).
 * Activated: R1 centre (Skrag), R2 east (Skrag), R3 west (Skrag), R4 attacker-border (Aelwen), R5 defender-border (Skrag).
 *
 * R1 (no roll: Aelwen deployed first). Skrag activates centre, proving ground west.
 *   aelwen T1: This One's Mine! on the Squig Hoppers; the general kills them with mortal wounds, so the engine cannot
 *     tell and the players state it completed (+2). Liberators on centre, Vindictors on west (veterans on the proving
 *     ground). Holds centre+west; activated: centre 1 vs 0 → +1 (one), +1 (more) = 4.
 *   skrag T1: An Eye for an Eye: Squig Hoppers died last turn, Stabbas kill the Praetors → completed (+2). Stabbas 20
 *     beat Liberators 10 on centre; Shootas take east. Activated: centre 1 vs 0 → +1 +1 = 4.
 * R2 rolls 4–4: tie → Aelwen (first in R1) goes first. Skrag activates east, proving ground centre.
 *   aelwen T2: Outmuscle on the Stabbas (veterans on the proving ground); Liberators destroy them → completed (+2).
 *     Overwhelming Assault on the Stabbas rolls 3, not above 20 models: no effect. Centre back to Aelwen (8 veterans).
 *     Activated centre+east: Aelwen 1, Skrag 1 → +1 only = 3.
 *   skrag T2: Head-to-Head on the Vindictors; Rockgut Troggoths (veterans) destroy them → completed (+2). Rockguts take
 *     west. Activated: Skrag east 1, Aelwen centre 1 → +1 = 3.
 * R3 rolls 5–2 → Aelwen first. Skrag activates west; no proving ground.
 *   aelwen T3: An Eye for an Eye (Vindictors died last turn); the general destroys the Rockguts → completed (+2).
 *     Lord on west, Liberators on centre, Sequitors 10 vs Shootas 20 on east. Activated west, centre, east:
 *     Aelwen 2 (west, centre) vs 1 → +1 +1 +1 +2 = 5.
 *   skrag T3: Gaining Momentum on the Sequitors: destroyed, but Skrag holds 1 (east) vs 2 (west is a 1–1 tie, kept by
 *     Aelwen) → failed. +1 = 1.
 * R4 rolls 2–6 → Skrag first. Aelwen activates attacker-border, proving ground east.
 *   skrag T4: Desecrate their Lands on the Sigmarite Shrine; no terrain control reported, the players say it failed.
 *     Gaze of Ghur on the Liberators; Shootas shoot 5 of them: 3 left, halved to 1 vs Loonboss + Shaman 2 → Skrag takes
 *     centre. Activated held: Skrag centre+east 2, Aelwen west+attacker-border 2 → +1 +1 = 2.
 *   aelwen T4: Barge Through Enemy Lines: all three of her units are reported, none in enemy territory → failed. The Lord
 *     kills the Fungoid Shaman; Liberators (still under Gaze: 1) beat nobody on centre → Aelwen takes it. Knight-Arcanum
 *     on attacker-border. Activated: Aelwen west, centre, attacker-border 3 vs east 1 → +1 +1 +1 = 3.
 * R5 rolls 3–1 → Aelwen first. Skrag activates defender-border, proving ground defender-border.
 *   aelwen T5: Gaining Momentum on the Shootas: destroyed; the Lord takes east, the Loonboss takes west. Aelwen centre,
 *     east, attacker-border 3 vs 1 → completed. +1 +1 +1 +2 = 5.
 *   skrag T5: Against the Odds with the Loonboss: he holds west and no enemy veterans contest it → completed. Skrag
 *     1 vs 3 → +1 +2 = 3.
 * Grand strategies: No Place for the Weak — Stabbas, Rockguts and Shootas (all Skrag's Battleline) destroyed → +3.
 *   Demonstration of Strength — Skrag has no veterans left → not completed.
 * Totals: Aelwen 4+3+5+3+5 = 20 +3 = 23; Skrag 4+3+1+2+3 = 13. Aelwen wins a major victory.
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

const A = 'aelwen';
const S = 'skrag';
const activate = (player: string, objective: string): Ev => ({ type: 'ObjectiveActivated', data: { player, objective } });
const provingGround = (player: string, objective: string): Ev => ({ type: 'ProvingGroundPicked', data: { player, objective } });

const events: Ev[] = [
  setUp(
    'the-prize-of-gallet',
    [
      { id: A, name: 'Aelwen', role: 'attacker', faction: 'Stormcast Eternals', grandStrategy: 'no-place-for-the-weak' },
      { id: S, name: 'Skrag', role: 'defender', faction: 'Gloomspite Gitz', grandStrategy: 'demonstration-of-strength' },
    ],
    {
      terrain: [
        { id: 'sigmarite-shrine', name: 'Sigmarite Shrine', placement: 'attacker-territory', kind: 'faction terrain' },
        { id: 'moonclan-lair', name: 'Bad Moon Loonshrine', placement: 'defender-territory', kind: 'faction terrain' },
      ],
    },
  ),
  added('roster', [
    leader('lord-imperatant', A, 'Lord-Imperatant', 7, { general: true, points: 190 }),
    leader('knight-arcanum', A, 'Knight-Arcanum', 5, { keywords: ['HERO', 'WIZARD'], points: 155 }),
    battleline('liberators', A, 'Liberators', 2, 10, { reinforced: 1, points: 210 }),
    battleline('vindictors', A, 'Vindictors', 2, 10, { reinforced: 1, points: 250 }),
    battleline('sequitors', A, 'Sequitors', 2, 10, { reinforced: 1, points: 290 }),
    other('praetors', A, 'Praetors', 3, 3, { points: 140 }),
    leader('loonboss', S, 'Loonboss', 5, { general: true, points: 80 }),
    leader('fungoid-shaman', S, 'Fungoid Cave-Shaman', 4, { keywords: ['HERO', 'WIZARD'], points: 80 }),
    battleline('stabbas', S, 'Moonclan Stabbas', 1, 20, { reinforced: 1, points: 260 }),
    battleline('shootas', S, 'Moonclan Shootas', 1, 20, { reinforced: 1, points: 260 }),
    battleline('rockguts', S, 'Rockgut Troggoths', 4, 3, { points: 170 }),
    other('squig-hoppers', S, 'Squig Hoppers', 2, 5, { mounted: true, points: 140 }),
  ]),
  deployed(A),

  // battle round 1
  priority(1, A),
  activate(S, 'centre'),
  provingGround(S, 'west'),
  ...turn(A, [
    pick(A, 'this-ones-mine', unitT('squig-hoppers')),
    phase('movement'),
    phase('shooting'),
    phase('charge'),
    phase('combat'),
    destroyed('squig-hoppers', 'lord-imperatant', 'mortal'),
    stated(A, 'this-ones-mine', 'completed'),
    phase('battleshock'),
    contest(['liberators', 'centre', 10], ['vindictors', 'west', 10]),
  ]),
  ...turn(S, [
    pick(S, 'an-eye-for-an-eye'),
    phase('movement'),
    phase('charge'),
    phase('combat'),
    destroyed('praetors', 'stabbas'),
    phase('battleshock'),
    contest(['stabbas', 'centre', 20], ['liberators', 'centre', 10], ['shootas', 'east', 20], ['vindictors', 'west', 10]),
  ]),

  // battle round 2: a tied roll goes to Aelwen, who went first in round 1
  priority(2, A, { [A]: 4, [S]: 4 }),
  activate(S, 'east'),
  provingGround(S, 'centre'),
  ...turn(A, [
    pick(A, 'outmuscle', unitT('stabbas')),
    phase('movement'),
    phase('charge'),
    { type: 'OverwhelmingAssaultUsed', data: { unit: 'liberators', target: 'stabbas', roll: 3 } },
    phase('combat'),
    { type: 'BondsOfBattleUsed', data: { unit: 'liberators', target: 'stabbas' } },
    slain('liberators', 2, 'stabbas'),
    slain('stabbas', 20, 'liberators'),
    phase('battleshock'),
    contest(['liberators', 'centre', 8], ['vindictors', 'west', 10], ['shootas', 'east', 20]),
  ]),
  ...turn(S, [
    pick(S, 'head-to-head', unitT('vindictors')),
    phase('movement'),
    phase('charge'),
    phase('combat'),
    destroyed('vindictors', 'rockguts'),
    phase('battleshock'),
    contest(['rockguts', 'west', 3], ['shootas', 'east', 20], ['liberators', 'centre', 8]),
  ]),

  // battle round 3
  priority(3, A, { [A]: 5, [S]: 2 }),
  activate(S, 'west'),
  ...turn(A, [
    pick(A, 'an-eye-for-an-eye'),
    phase('movement'),
    phase('charge'),
    phase('combat'),
    destroyed('rockguts', 'lord-imperatant'),
    phase('battleshock'),
    contest(['lord-imperatant', 'west', 1], ['liberators', 'centre', 8], ['sequitors', 'east', 10], ['shootas', 'east', 20]),
  ]),
  ...turn(S, [
    pick(S, 'gaining-momentum', unitT('sequitors')),
    phase('movement'),
    phase('shooting'),
    slain('sequitors', 10, 'shootas'),
    phase('battleshock'),
    contest(['shootas', 'east', 20], ['loonboss', 'west', 1], ['lord-imperatant', 'west', 1], ['liberators', 'centre', 8]),
  ]),

  // battle round 4: Skrag wins the roll and goes first; Aelwen, going second, activates and picks
  priority(4, S, { [A]: 2, [S]: 6 }),
  activate(A, 'attacker-border'),
  provingGround(A, 'east'),
  ...turn(S, [
    pick(S, 'desecrate-their-lands', terrainT('sigmarite-shrine')),
    { type: 'GazeOfGhurCast', data: { caster: 'fungoid-shaman', target: 'liberators', castingRoll: 8 } },
    phase('movement'),
    phase('shooting'),
    slain('liberators', 5, 'shootas'),
    phase('battleshock'),
    stated(S, 'desecrate-their-lands', 'failed'),
    contest(['shootas', 'east', 20], ['liberators', 'centre', 3], ['loonboss', 'centre', 1], ['fungoid-shaman', 'centre', 1], ['lord-imperatant', 'west', 1], ['knight-arcanum', 'attacker-border', 1]),
  ]),
  ...turn(A, [
    pick(A, 'barge-through-enemy-lines'),
    phase('movement'),
    zones({
      'lord-imperatant': { wholly: ['neutral'] },
      liberators: { wholly: ['neutral'] },
      'knight-arcanum': { wholly: ['attacker-territory'] },
    }),
    phase('charge'),
    phase('combat'),
    destroyed('fungoid-shaman', 'lord-imperatant'),
    phase('battleshock'),
    contest(['liberators', 'centre', 3], ['lord-imperatant', 'west', 1], ['knight-arcanum', 'attacker-border', 1], ['shootas', 'east', 20]),
  ]),

  // battle round 5
  priority(5, A, { [A]: 3, [S]: 1 }),
  activate(S, 'defender-border'),
  provingGround(S, 'defender-border'),
  ...turn(A, [
    pick(A, 'gaining-momentum', unitT('shootas')),
    phase('movement'),
    phase('charge'),
    phase('combat'),
    slain('shootas', 12, 'liberators'),
    slain('shootas', 8, 'lord-imperatant'),
    phase('battleshock'),
    contest(['liberators', 'centre', 3], ['lord-imperatant', 'east', 1], ['knight-arcanum', 'attacker-border', 1], ['loonboss', 'west', 1]),
  ]),
  ...turn(S, [
    pick(S, 'against-the-odds', unitT('loonboss')),
    phase('movement'),
    phase('battleshock'),
    contest(['loonboss', 'west', 1]),
  ]),
];

/** The golden log of The Prize of Gallet. */
export const log = goldenLog(events, {
  title: 'The Prize of Gallet: Aelwen (Stormcast Eternals, attacker) against Skrag (Gloomspite Gitz, defender), 2000 points',
  note: 'Hand-checked: only activated objectives score (centre, east, west, attacker-border, defender-border in that order). Aelwen 4+3+5+3+5 = 20 plus No Place for the Weak 3 = 23; Skrag 4+3+1+2+3 = 13. Aelwen wins a major victory.',
});

writeIfMain(import.meta.url, 'the-prize-of-gallet', log);
