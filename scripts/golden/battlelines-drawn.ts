/**
 * Golden battle: Battlelines Drawn (table 1, roll 3), 2000 points.
 * Brakka (attacker, Orruk Warclans, Show of Dominance) against Sylla (defender, Lumineth Realm-lords, Take What's
 * Theirs). The four quarters are the objectives (q1, q2 in the attacker's half, q3, q4 in the defender's); only models
 * wholly within a quarter contest it (an entry marked `wholly: false` does not count). Quarters can be the proving ground.
 *
 * Hand count (default scoring per quarter: 1 for one, 1 for two or more, 1 for more; tactic 2).
 * R1 (no roll: Sylla deployed first, so she goes first). Brakka picks q3 as proving ground.
 *   sylla T1: Desecrate their Lands on the Crumbling Arch; no terrain control reported, the players state it completed.
 *     Wardens take q3 (veterans on the proving ground), Sentinels q4; Brutes + Gore-gruntas 8 beat the Dawnriders 5
 *     on q2 and the Ardboyz take q1. 2 vs 2 → +1 +1 +2 = 4.
 *   brakka T1: This One's Mine! on the Dawnriders: the Megaboss kills them with an attack → completed. 2 vs 2 → 4.
 * R2 rolls 5–3 → Brakka takes the first turn (a double turn); the Ardboyz slay 2 Wardens. Sylla picks q2.
 *   brakka T2: Barge Through Enemy Lines: Ardboyz (q3) and Brutes (q4) wholly in Sylla's half, both veterans →
 *     2 + 1 = 3. q2 is the proving ground: Megaboss and Gore-gruntas are not veterans, nobody counts, Brakka keeps it.
 *     2 vs 2 → +2 +3 = 5.
 *   sylla T2: An Eye for an Eye: the Sentinels kill the Brutes, but no unit of hers died in the previous turn (Brakka's
 *     own turn) → failed from the facts, although the players state it completed. Stoneguard (veterans) take q2.
 *     3 vs 1 → +3 = 3.
 * R3 rolls 3–6 → Sylla first (her double turn). Brakka picks q4.
 *   sylla T3: Gaining Momentum on the Weirdnob Shaman: shot dead; Stoneguard take q1, Brakka's Megaboss and
 *     Gore-gruntas take q2 back. 3 vs 1 → completed. +3 +2 = 5.
 *   brakka T3: An Eye for an Eye: the Shaman died last turn, the Gore-gruntas destroy the Stoneguard → completed.
 *     Megaboss + Gore-gruntas retake q1; q2 stays his. 2 vs 2 → +2 +2 = 4.
 * R4 rolls 4–4: tie → Sylla (first in R3). Brakka picks q1.
 *   sylla T4: Head-to-Head on the Ardboyz: the Wardens (veterans) destroy them → completed. q1 is the proving ground
 *     and nobody there is a veteran: Brakka keeps it. 2 vs 2 → +2 +2 = 4.
 *   brakka T4: Gaining Momentum on the Scinari Calligrave: she survives (the Megaboss only slays a Warden) → failed.
 *     2 vs 2 → +2 = 2.
 * R5 rolls 6–1 → Brakka first. No quarter is left for the proving ground.
 *   brakka T5: Against the Odds with the Gore-gruntas on q2 (his, no enemy veterans) → completed. 2 vs 2 → +2 +2 = 4.
 *   sylla T5: This One's Mine! on the Gore-gruntas: the Calligrave slays one, two remain → failed. Wardens 17 take
 *     q1; the Sentinels straddle q2/q3 (not wholly within q2, so they do not count) and Brakka keeps q2 with the
 *     2 Gore-gruntas. 3 vs 1 → +3 = 3.
 * Grand strategies: Show of Dominance — Brakka has no veterans left → not completed. Take What's Theirs — Wardens and
 *   Calligrave wholly in Brakka's half against his Megaboss and Gore-gruntas there: 2 vs 2, not more → not completed.
 * Totals: Brakka 4+5+4+2+4 = 19; Sylla 4+3+5+4+3 = 19. Tied: Brakka completed 4 battle tactics, Sylla 3 → Brakka
 * wins a minor victory.
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

const B = 'brakka';
const S = 'sylla';
const provingGround = (player: string, objective: string): Ev => ({ type: 'ProvingGroundPicked', data: { player, objective } });

const events: Ev[] = [
  setUp(
    'battlelines-drawn',
    [
      { id: B, name: 'Brakka', role: 'attacker', faction: 'Orruk Warclans', grandStrategy: 'show-of-dominance' },
      { id: S, name: 'Sylla', role: 'defender', faction: 'Lumineth Realm-lords', grandStrategy: 'take-whats-theirs' },
    ],
    {
      terrain: [
        { id: 'crumbling-arch', name: 'Crumbling Arch', placement: 'attacker-territory', kind: 'ruins' },
        { id: 'shrine-luminor', name: 'Shrine Luminor', placement: 'defender-territory', kind: 'faction terrain' },
      ],
    },
  ),
  added('roster', [
    leader('megaboss', B, 'Orruk Megaboss', 7, { general: true, points: 140 }),
    leader('weirdnob-shaman', B, 'Weirdnob Shaman', 5, { keywords: ['HERO', 'WIZARD'], points: 100 }),
    battleline('ardboyz', B, 'Orruk Ardboyz', 2, 10, { points: 170 }),
    battleline('brutes', B, 'Orruk Brutes', 3, 5, { points: 150 }),
    battleline('gore-gruntas', B, 'Orruk Gore-gruntas', 5, 3, { mounted: true, points: 150 }),
    leader('scinari-calligrave', S, 'Scinari Calligrave', 5, { general: true, keywords: ['HERO', 'WIZARD'], points: 125 }),
    battleline('vanari-wardens', S, 'Vanari Auralan Wardens', 1, 20, { reinforced: 1, points: 250 }),
    battleline('vanari-sentinels', S, 'Vanari Auralan Sentinels', 1, 20, { reinforced: 1, points: 280 }),
    battleline('alarith-stoneguard', S, 'Alarith Stoneguard', 2, 5, { points: 140 }),
    other('vanari-dawnriders', S, 'Vanari Dawnriders', 3, 5, { mounted: true, points: 160 }),
  ]),
  deployed(S),

  // battle round 1: Sylla finished deploying first
  priority(1, S),
  provingGround(B, 'q3'),
  ...turn(S, [
    pick(S, 'desecrate-their-lands', terrainT('crumbling-arch')),
    phase('movement'),
    phase('shooting'),
    phase('battleshock'),
    stated(S, 'desecrate-their-lands', 'completed'),
    contest(
      ['vanari-wardens', 'q3', 20, true],
      ['vanari-sentinels', 'q4', 20, true],
      ['vanari-dawnriders', 'q2', 5, true],
      ['ardboyz', 'q1', 10, true],
      ['brutes', 'q2', 5, true],
      ['gore-gruntas', 'q2', 3, true],
    ),
  ]),
  ...turn(B, [
    pick(B, 'this-ones-mine', unitT('vanari-dawnriders')),
    phase('movement'),
    phase('charge'),
    phase('combat'),
    destroyed('vanari-dawnriders', 'megaboss'),
    phase('battleshock'),
    contest(
      ['ardboyz', 'q1', 10, true],
      ['brutes', 'q2', 5, true],
      ['gore-gruntas', 'q2', 3, true],
      ['megaboss', 'q2', 1, true],
      ['vanari-wardens', 'q3', 20, true],
      ['vanari-sentinels', 'q4', 20, true],
    ),
  ]),

  // battle round 2: Brakka wins the roll and takes the first turn
  priority(2, B, { [B]: 5, [S]: 3 }),
  provingGround(S, 'q2'),
  ...turn(B, [
    pick(B, 'barge-through-enemy-lines'),
    phase('movement'),
    zones({
      ardboyz: { wholly: ['defender-territory', 'q3'] },
      brutes: { wholly: ['defender-territory', 'q4'] },
      megaboss: { wholly: ['attacker-territory', 'q2'] },
      'gore-gruntas': { wholly: ['attacker-territory', 'q2'] },
      'weirdnob-shaman': { wholly: ['attacker-territory', 'q1'] },
    }),
    phase('charge'),
    phase('combat'),
    slain('vanari-wardens', 2, 'ardboyz'),
    phase('battleshock'),
    contest(
      ['ardboyz', 'q3', 10, true],
      ['vanari-wardens', 'q3', 18, true],
      ['brutes', 'q4', 5, true],
      ['vanari-sentinels', 'q4', 20, true],
      ['gore-gruntas', 'q2', 3, true],
      ['megaboss', 'q2', 1, true],
      ['weirdnob-shaman', 'q1', 1, true],
    ),
  ]),
  ...turn(S, [
    pick(S, 'an-eye-for-an-eye'),
    phase('movement'),
    phase('shooting'),
    destroyed('brutes', 'vanari-sentinels'),
    phase('battleshock'),
    stated(S, 'an-eye-for-an-eye', 'completed'),
    contest(
      ['vanari-wardens', 'q3', 18, true],
      ['ardboyz', 'q3', 10, true],
      ['vanari-sentinels', 'q4', 20, true],
      ['alarith-stoneguard', 'q2', 5, true],
      ['gore-gruntas', 'q2', 3, true],
      ['megaboss', 'q2', 1, true],
      ['weirdnob-shaman', 'q1', 1, true],
    ),
  ]),

  // battle round 3: Sylla wins the roll and takes the first turn
  priority(3, S, { [B]: 3, [S]: 6 }),
  provingGround(B, 'q4'),
  ...turn(S, [
    pick(S, 'gaining-momentum', unitT('weirdnob-shaman')),
    phase('movement'),
    phase('shooting'),
    destroyed('weirdnob-shaman', 'vanari-sentinels'),
    phase('battleshock'),
    contest(
      ['alarith-stoneguard', 'q1', 5, true],
      ['gore-gruntas', 'q2', 3, true],
      ['megaboss', 'q2', 1, true],
      ['vanari-wardens', 'q3', 18, true],
      ['ardboyz', 'q3', 10, true],
      ['vanari-sentinels', 'q4', 20, true],
    ),
  ]),
  ...turn(B, [
    pick(B, 'an-eye-for-an-eye'),
    phase('movement'),
    phase('charge'),
    phase('combat'),
    destroyed('alarith-stoneguard', 'gore-gruntas'),
    phase('battleshock'),
    contest(['megaboss', 'q1', 1, true], ['gore-gruntas', 'q1', 3, true], ['ardboyz', 'q3', 10, true], ['vanari-wardens', 'q3', 18, true], ['vanari-sentinels', 'q4', 20, true]),
  ]),

  // battle round 4: a tied roll goes to Sylla, who went first in round 3
  priority(4, S, { [B]: 4, [S]: 4 }),
  provingGround(B, 'q1'),
  ...turn(S, [
    pick(S, 'head-to-head', unitT('ardboyz')),
    phase('movement'),
    phase('charge'),
    phase('combat'),
    slain('ardboyz', 10, 'vanari-wardens'),
    phase('battleshock'),
    contest(['vanari-wardens', 'q3', 18, true], ['vanari-sentinels', 'q4', 20, true], ['megaboss', 'q1', 1, true], ['gore-gruntas', 'q1', 3, true]),
  ]),
  ...turn(B, [
    pick(B, 'gaining-momentum', unitT('scinari-calligrave')),
    phase('movement'),
    phase('charge'),
    phase('combat'),
    slain('vanari-wardens', 1, 'megaboss'),
    phase('battleshock'),
    contest(['megaboss', 'q1', 1, true], ['gore-gruntas', 'q2', 3, true], ['vanari-wardens', 'q3', 17, true], ['vanari-sentinels', 'q4', 20, true]),
  ]),

  // battle round 5: every quarter has been the proving ground
  priority(5, B, { [B]: 6, [S]: 1 }),
  ...turn(B, [
    pick(B, 'against-the-odds', unitT('gore-gruntas')),
    phase('movement'),
    zones({ megaboss: { wholly: ['attacker-territory', 'q1'] }, 'gore-gruntas': { wholly: ['attacker-territory', 'q2'] } }),
    phase('battleshock'),
    contest(['gore-gruntas', 'q2', 3, true], ['megaboss', 'q1', 1, true], ['vanari-wardens', 'q3', 17, true], ['vanari-sentinels', 'q4', 20, true]),
  ]),
  ...turn(S, [
    pick(S, 'this-ones-mine', unitT('gore-gruntas')),
    phase('movement'),
    zones({
      'vanari-wardens': { wholly: ['attacker-territory', 'q1'] },
      'vanari-sentinels': { wholly: [], partly: ['attacker-territory', 'defender-territory', 'q2', 'q3'] },
      'scinari-calligrave': { wholly: ['attacker-territory', 'q2'] },
    }),
    phase('charge'),
    phase('combat'),
    slain('gore-gruntas', 1, 'scinari-calligrave'),
    phase('battleshock'),
    contest(['vanari-wardens', 'q1', 17, true], ['megaboss', 'q1', 1, true], ['vanari-sentinels', 'q2', 20, false], ['gore-gruntas', 'q2', 2, true]),
  ]),
];

/** The golden log of Battlelines Drawn. */
export const log = goldenLog(events, {
  title: 'Battlelines Drawn: Brakka (Orruk Warclans, attacker) against Sylla (Lumineth Realm-lords, defender), 2000 points',
  note: 'Hand-checked: quarters q1-q4 are the objectives, contested only wholly within. Brakka 4+5+4+2+4 = 19, Sylla 4+3+5+4+3 = 19, neither grand strategy completed; tied on VP, Brakka completed 4 battle tactics to 3 and wins a minor victory.',
});

writeIfMain(import.meta.url, 'battlelines-drawn', log);
