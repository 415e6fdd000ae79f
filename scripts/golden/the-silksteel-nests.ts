/**
 * Golden battle: The Silksteel Nests (table 2, roll 4), 2000 points.
 * Vorn (attacker, Flesh-eater Courts, Demonstration of Strength) against Tzal (defender, Disciples of Tzeentch, Tame the
 * Land). Layout (the sources only know one nest wholly within each territory; the full layout is given at set-up):
 * attacker-nest, defender-nest in the territories, north-nest and south-nest between.
 * Pillaging: from round 2, after scoring, a player may pillage one objective they control wholly within enemy
 * territory: +1 VP, Scuttling Horrors rolls (2D6 against Bravery, D3 mortal wounds) for units within 9", then it is
 * removed. One per turn.
 *
 * Hand count (default scoring: 1 for one objective, 1 for two or more, 1 for more; tactic 2; pillage 1; grand strategy 3).
 * R1 (no roll: Vorn deployed first). Tzal picks north-nest as proving ground.
 *   vorn T1: This One's Mine! on the Screamers: the Ghoul King kills them with mortal wounds; the players state it
 *     completed. Ghouls take attacker-nest, the second Ghouls (veterans) north-nest: 2 vs 0 → +3 +2 = 5.
 *   tzal T1: An Eye for an Eye: the Screamers died last turn, the Magister's spell kills the Crypt Flayers → completed.
 *     Acolytes take defender-nest, Pink Horrors south-nest; the Tzaangors are no veterans on the proving ground.
 *     2 vs 2 → +2 +2 = 4.
 * R2 rolls 1–6 → Tzal first (a double turn). Vorn picks south-nest.
 *   tzal T2: Head-to-Head on the second Ghouls: the Pink Horrors (veterans) destroy them → completed; the Tzaangors take
 *     north-nest. 3 vs 1 → +3 +2 = 5.
 *   vorn T2: An Eye for an Eye: the Ghouls died last turn, the Crypt Horrors kill the Tzaangors → completed; Horrors
 *     take north-nest. 2 vs 2 → +2 +2 = 4.
 * R3 rolls 4–4: tie → Tzal (first in R2). Vorn picks defender-nest.
 *   tzal T3: Barge Through Enemy Lines: Acolytes and Pink Horrors wholly in Vorn's territory, both veterans → 2 + 1.
 *     They slay 12 Ghouls and take attacker-nest (30 vs 8): 3 vs 1 → +3. Then, after scoring, Tzal pillages
 *     attacker-nest (+1): Scuttling Horrors — Ghouls roll 11 against Bravery 10: 2 mortal wounds, 2 slain (6 left);
 *     Acolytes 4 and Pink Horrors 7 miss. The nest is removed. 3 + 3 + 1 = 7.
 *   vorn T3: Gaining Momentum on the Magister: the Ghoul King kills him and takes the empty south-nest: 2 vs 1 →
 *     completed. +3 +2 = 5.
 * R4 rolls 2–5 → Tzal first. Every remaining nest has been the proving ground.
 *   tzal T4: Gaining Momentum on the Crypt Horrors: the Acolytes kill them and take north-nest; the Pink Horrors take
 *     south-nest from the Ghoul King. 3 vs 0 → completed. +3 +2 = 5.
 *   vorn T4: Head-to-Head on the Pink Horrors: 4 slain, 6 left → failed; 6 Ghouls tie them on south-nest (Tzal keeps
 *     it). The Ghoul King takes the undefended defender-nest: 1 vs 2 → +1, then pillages it (+1; his own horror roll
 *     of 7 misses). 2.
 * R5 rolls 3–6 → Tzal first.
 *   tzal T5: Against the Odds with the Acolytes on north-nest (his, no enemy veterans) → completed. 2 vs 0 → +3 +2 = 5.
 *   vorn T5: Desecrate their Lands on the Arcanite Pillar: the Ghoul King contests it alone → Vorn controls it,
 *     completed. He holds no nest: 0 +2 = 2.
 * Grand strategies: Tame the Land — the nests left (north, south) lie outside Tzal's territory and are both his →
 *   completed, +3. Demonstration of Strength — Vorn has one veteran unit left → not completed.
 * Totals: Vorn 5+4+5+2+2 = 18; Tzal 4+5+7+5+5 = 26 +3 = 29. Tzal wins a major victory.
 */
import { added, battleline, contest, deployed, destroyed, goldenLog, leader, other, phase, pick, priority, setUp, slain, stated, terrainT, turn, unitT, writeIfMain, zones, type Ev } from './helpers.js';

const V = 'vorn';
const T = 'tzal';
const provingGround = (player: string, objective: string): Ev => ({ type: 'ProvingGroundPicked', data: { player, objective } });

const events: Ev[] = [
  setUp(
    'the-silksteel-nests',
    [
      { id: V, name: 'Vorn', role: 'attacker', faction: 'Flesh-eater Courts', grandStrategy: 'demonstration-of-strength' },
      { id: T, name: 'Tzal', role: 'defender', faction: 'Disciples of Tzeentch', grandStrategy: 'tame-the-land' },
    ],
    {
      objectives: [
        { id: 'attacker-nest', name: "Attacker's nest", placement: 'attacker-territory' },
        { id: 'north-nest', name: 'North nest', placement: 'neutral' },
        { id: 'south-nest', name: 'South nest', placement: 'neutral' },
        { id: 'defender-nest', name: "Defender's nest", placement: 'defender-territory' },
      ],
      terrain: [
        { id: 'charnel-throne', name: 'Charnel Throne', placement: 'attacker-territory', kind: 'faction terrain' },
        { id: 'arcanite-pillar', name: 'Arcanite Pillar', placement: 'defender-territory', kind: 'obstacle' },
      ],
    },
  ),
  added('roster', [
    leader('abhorrant-ghoul-king', V, 'Abhorrant Ghoul King', 7, { general: true, points: 160 }),
    battleline('crypt-ghouls', V, 'Crypt Ghouls', 1, 20, { reinforced: 1, points: 200 }),
    battleline('crypt-ghouls-b', V, 'Crypt Ghouls (second unit)', 1, 10, { points: 100 }),
    other('crypt-horrors', V, 'Crypt Horrors', 4, 3, { points: 140 }),
    other('crypt-flayers', V, 'Crypt Flayers', 4, 3, { points: 160 }),
    leader('magister', T, 'Magister', 5, { general: true, keywords: ['HERO', 'WIZARD'], points: 110 }),
    battleline('kairic-acolytes', T, 'Kairic Acolytes', 1, 20, { reinforced: 1, points: 200 }),
    battleline('pink-horrors', T, 'Pink Horrors', 1, 10, { points: 180 }),
    other('tzaangor-enlightened', T, 'Tzaangor Enlightened', 4, 3, { mounted: true, points: 180 }),
    other('screamers', T, 'Screamers of Tzeentch', 3, 3, { points: 100 }),
  ]),
  deployed(V),

  // battle round 1
  priority(1, V),
  provingGround(T, 'north-nest'),
  ...turn(V, [
    pick(V, 'this-ones-mine', unitT('screamers')),
    phase('movement'),
    phase('charge'),
    phase('combat'),
    destroyed('screamers', 'abhorrant-ghoul-king', 'mortal'),
    stated(V, 'this-ones-mine', 'completed'),
    phase('battleshock'),
    contest(['crypt-ghouls', 'attacker-nest', 20], ['crypt-ghouls-b', 'north-nest', 10]),
  ]),
  ...turn(T, [
    pick(T, 'an-eye-for-an-eye'),
    phase('movement'),
    phase('shooting'),
    destroyed('crypt-flayers', 'magister', 'spell'),
    phase('battleshock'),
    contest(
      ['kairic-acolytes', 'defender-nest', 20],
      ['pink-horrors', 'south-nest', 10],
      ['tzaangor-enlightened', 'north-nest', 3],
      ['crypt-ghouls-b', 'north-nest', 10],
      ['crypt-ghouls', 'attacker-nest', 20],
    ),
  ]),

  // battle round 2: Tzal wins the roll and takes the first turn; pillaging is now allowed
  priority(2, T, { [V]: 1, [T]: 6 }),
  provingGround(V, 'south-nest'),
  ...turn(T, [
    pick(T, 'head-to-head', unitT('crypt-ghouls-b')),
    phase('movement'),
    phase('shooting'),
    slain('crypt-ghouls-b', 10, 'pink-horrors'),
    phase('battleshock'),
    contest(['pink-horrors', 'south-nest', 10], ['kairic-acolytes', 'defender-nest', 20], ['tzaangor-enlightened', 'north-nest', 3], ['crypt-ghouls', 'attacker-nest', 20]),
  ]),
  ...turn(V, [
    pick(V, 'an-eye-for-an-eye'),
    phase('movement'),
    phase('charge'),
    phase('combat'),
    destroyed('tzaangor-enlightened', 'crypt-horrors'),
    phase('battleshock'),
    contest(['crypt-horrors', 'north-nest', 3], ['crypt-ghouls', 'attacker-nest', 20], ['pink-horrors', 'south-nest', 10], ['kairic-acolytes', 'defender-nest', 20]),
  ]),

  // battle round 3: a tied roll goes to Tzal, who went first in round 2
  priority(3, T, { [V]: 4, [T]: 4 }),
  provingGround(V, 'defender-nest'),
  ...turn(T, [
    pick(T, 'barge-through-enemy-lines'),
    phase('movement'),
    zones({ 'kairic-acolytes': { wholly: ['attacker-territory'] }, 'pink-horrors': { wholly: ['attacker-territory'] }, magister: { wholly: ['neutral'] } }),
    phase('charge'),
    phase('combat'),
    slain('crypt-ghouls', 12, 'kairic-acolytes'),
    phase('battleshock'),
    contest(['kairic-acolytes', 'attacker-nest', 20], ['pink-horrors', 'attacker-nest', 10], ['crypt-ghouls', 'attacker-nest', 8], ['crypt-horrors', 'north-nest', 3]),
    {
      type: 'ObjectivePillaged',
      data: {
        player: T,
        objective: 'attacker-nest',
        unit: 'kairic-acolytes',
        horrors: [
          { unit: 'crypt-ghouls', roll: [6, 5], bravery: 10, mortalWounds: 2, slain: 2 },
          { unit: 'kairic-acolytes', roll: [2, 2], bravery: 5 },
          { unit: 'pink-horrors', roll: [3, 4], bravery: 10 },
        ],
      },
    },
  ]),
  ...turn(V, [
    pick(V, 'gaining-momentum', unitT('magister')),
    phase('movement'),
    phase('charge'),
    phase('combat'),
    destroyed('magister', 'abhorrant-ghoul-king'),
    phase('battleshock'),
    contest(['crypt-horrors', 'north-nest', 3], ['abhorrant-ghoul-king', 'south-nest', 1]),
  ]),

  // battle round 4: no nest is left for the proving ground
  priority(4, T, { [V]: 2, [T]: 5 }),
  ...turn(T, [
    pick(T, 'gaining-momentum', unitT('crypt-horrors')),
    phase('movement'),
    phase('charge'),
    phase('combat'),
    destroyed('crypt-horrors', 'kairic-acolytes'),
    phase('battleshock'),
    contest(['kairic-acolytes', 'north-nest', 20], ['pink-horrors', 'south-nest', 10], ['abhorrant-ghoul-king', 'south-nest', 1]),
  ]),
  ...turn(V, [
    pick(V, 'head-to-head', unitT('pink-horrors')),
    phase('movement'),
    phase('charge'),
    phase('combat'),
    slain('pink-horrors', 4, 'crypt-ghouls'),
    phase('battleshock'),
    contest(['crypt-ghouls', 'south-nest', 6], ['pink-horrors', 'south-nest', 6], ['abhorrant-ghoul-king', 'defender-nest', 1], ['kairic-acolytes', 'north-nest', 20]),
    { type: 'ObjectivePillaged', data: { player: V, objective: 'defender-nest', unit: 'abhorrant-ghoul-king', horrors: [{ unit: 'abhorrant-ghoul-king', roll: [2, 5], bravery: 10 }] } },
  ]),

  // battle round 5
  priority(5, T, { [V]: 3, [T]: 6 }),
  ...turn(T, [
    pick(T, 'against-the-odds', unitT('kairic-acolytes')),
    phase('movement'),
    zones({ 'kairic-acolytes': { wholly: ['neutral'] }, 'pink-horrors': { wholly: ['neutral'] } }),
    phase('battleshock'),
    contest(['kairic-acolytes', 'north-nest', 20], ['pink-horrors', 'south-nest', 6], ['crypt-ghouls', 'south-nest', 6]),
  ]),
  ...turn(V, [
    pick(V, 'desecrate-their-lands', terrainT('arcanite-pillar')),
    phase('movement'),
    { type: 'TerrainContestReported', data: { terrain: 'arcanite-pillar', contests: [{ unit: 'abhorrant-ghoul-king', models: 1 }] } },
    phase('battleshock'),
    contest(['crypt-ghouls', 'south-nest', 6], ['pink-horrors', 'south-nest', 6], ['kairic-acolytes', 'north-nest', 20]),
  ]),
];

/** The golden log of The Silksteel Nests. */
export const log = goldenLog(events, {
  title: 'The Silksteel Nests: Vorn (Flesh-eater Courts, attacker) against Tzal (Disciples of Tzeentch, defender), 2000 points',
  note: 'Hand-checked: default scoring plus 1 VP per pillage (Tzal R3 attacker-nest, Vorn R4 defender-nest; Scuttling Horrors slay 2 Ghouls). Vorn 5+4+5+2+2 = 18; Tzal 4+5+7+5+5 = 26 plus Tame the Land 3 = 29. Tzal wins a major victory.',
});

writeIfMain(import.meta.url, 'the-silksteel-nests', log);
