/**
 * The embedded example battle that `battlepack demo` replays: a complete five-round Gallet Pitched Battle
 * (Head-on Collision, 2000 points) between a Stormcast Eternals army and an Orruk Warclans army. Every event is
 * accepted by the Gallet engine (a test replays it); the points come from the rules, not from the log.
 * @module
 */
import { createLog, type BattleLog } from '../core/log/log.js';
import { gallet } from '../battlepack/gallet/pack.js';
import type { GalletEvent } from '../battlepack/gallet/index.js';

type GalletEventInput = GalletEvent;

const ANA = 'aelwen';
const GRUKK = 'grukk';

const hero = { type: 'PhaseStarted', data: { phase: 'hero' } } as const;
const phase = (p: 'movement' | 'shooting' | 'charge' | 'combat' | 'battleshock') => ({ type: 'PhaseStarted', data: { phase: p } }) as const;
const turn = (player: string, body: readonly GalletEventInput[]): GalletEventInput[] => [
  { type: 'TurnStarted', data: { player } },
  hero,
  ...body,
  { type: 'TurnEnded', data: { player } },
];

/** The events of the example battle, in order. */
export const DEMO_EVENTS: readonly GalletEventInput[] = [
  {
    type: 'BattleSetUp',
    data: {
      battlepack: { id: gallet.id, version: gallet.version },
      battleplan: 'head-on-collision',
      pointsLimit: 2000,
      players: [
        { id: ANA, name: 'Aelwen', faction: 'Stormcast Eternals', role: 'attacker', grandStrategy: 'take-whats-theirs' },
        { id: GRUKK, name: 'Grukk', faction: 'Orruk Warclans', role: 'defender', grandStrategy: 'no-place-for-the-weak' },
      ],
      terrain: [
        { id: 'ruined-watchtower', name: 'Ruined Watchtower', placement: 'defender-territory', kind: 'ruins' },
        { id: 'amberbone-outcrop', name: 'Amberbone Outcrop', placement: 'attacker-territory', kind: 'obstacle' },
      ],
    },
  },
  {
    type: 'UnitsAdded',
    data: {
      origin: 'roster',
      units: [
        { id: 'lord-vindicator', owner: ANA, name: 'Lord-Vindicator', roles: ['leader'], keywords: ['HERO', 'STORMCAST ETERNAL'], wounds: 6, models: 1, general: true, points: 140 },
        { id: 'liberators', owner: ANA, name: 'Liberators', roles: ['battleline'], keywords: ['STORMCAST ETERNAL'], wounds: 2, models: 10, reinforced: 1, points: 220 },
        { id: 'vindictors', owner: ANA, name: 'Vindictors', roles: ['battleline'], keywords: ['STORMCAST ETERNAL'], wounds: 2, models: 5, points: 130 },
        { id: 'praetors', owner: ANA, name: 'Praetors', roles: ['other'], keywords: ['STORMCAST ETERNAL'], wounds: 3, models: 3, points: 140 },
        { id: 'megaboss', owner: GRUKK, name: 'Orruk Megaboss', roles: ['leader'], keywords: ['HERO', 'ORRUK'], wounds: 7, models: 1, general: true, points: 140 },
        { id: 'ardboyz', owner: GRUKK, name: 'Orruk Ardboyz', roles: ['battleline'], keywords: ['ORRUK'], wounds: 2, models: 10, points: 170 },
        { id: 'brutes', owner: GRUKK, name: 'Orruk Brutes', roles: ['battleline'], keywords: ['ORRUK'], wounds: 3, models: 5, points: 150 },
        { id: 'gore-gruntas', owner: GRUKK, name: 'Orruk Gore-gruntas', roles: ['other'], keywords: ['ORRUK'], wounds: 5, models: 3, mounted: true, points: 150 },
      ],
    },
  },
  { type: 'DeploymentFinished', data: { firstFinished: ANA } },

  // battle round 1: Aelwen finished deploying first, so she has priority and goes first; nothing can be held yet
  { type: 'PriorityDetermined', data: { round: 1, firstTurn: ANA } },
  { type: 'ProvingGroundPicked', data: { player: GRUKK, objective: 'centre' } },
  ...turn(ANA, [
    { type: 'BattleTacticPicked', data: { player: ANA, tactic: 'this-ones-mine', target: { kind: 'unit', id: 'gore-gruntas' } } },
    phase('movement'),
    {
      type: 'ZonesReported',
      data: {
        units: {
          'lord-vindicator': { wholly: ['neutral'] },
          liberators: { wholly: ['neutral'] },
          vindictors: { wholly: ['neutral'] },
          praetors: { wholly: ['attacker-territory'] },
        },
      },
    },
    phase('charge'),
    phase('combat'),
    { type: 'ModelsSlain', data: { unit: 'gore-gruntas', count: 1, by: { unit: 'lord-vindicator' } } },
    phase('battleshock'),
    { type: 'ObjectiveContestReported', data: { contests: [{ unit: 'liberators', objective: 'centre', models: 10 }, { unit: 'praetors', objective: 'attacker-objective', models: 3 }] } },
  ]),
  ...turn(GRUKK, [
    { type: 'BattleTacticPicked', data: { player: GRUKK, tactic: 'head-to-head', target: { kind: 'unit', id: 'vindictors' } } },
    phase('movement'),
    { type: 'ZonesReported', data: { units: { megaboss: { wholly: ['neutral'] }, ardboyz: { wholly: ['neutral'] }, brutes: { wholly: ['defender-territory'] }, 'gore-gruntas': { wholly: ['neutral'] } } } },
    phase('charge'),
    phase('combat'),
    { type: 'ModelsSlain', data: { unit: 'vindictors', count: 5, by: { unit: 'ardboyz' } } },
    { type: 'ModelsSlain', data: { unit: 'ardboyz', count: 2, by: { unit: 'vindictors' } } },
    phase('battleshock'),
    { type: 'ObjectiveContestReported', data: { contests: [{ unit: 'liberators', objective: 'centre', models: 10 }, { unit: 'brutes', objective: 'defender-objective', models: 5 }] } },
  ]),

  // battle round 2: objectives can now be controlled
  { type: 'PriorityDetermined', data: { round: 2, rolls: { [ANA]: 4, [GRUKK]: 2 }, firstTurn: ANA } },
  { type: 'ProvingGroundPicked', data: { player: GRUKK, objective: 'defender-objective' } },
  ...turn(ANA, [
    { type: 'BattleTacticPicked', data: { player: ANA, tactic: 'an-eye-for-an-eye' } },
    phase('movement'),
    phase('shooting'),
    phase('charge'),
    phase('combat'),
    { type: 'CommandPointsSpent', data: { player: ANA, amount: 1, ability: 'All-out Attack' } },
    { type: 'ModelsSlain', data: { unit: 'gore-gruntas', count: 2, by: { unit: 'lord-vindicator' } } },
    phase('battleshock'),
    {
      type: 'ObjectiveContestReported',
      data: {
        contests: [
          { unit: 'liberators', objective: 'centre', models: 10 },
          { unit: 'ardboyz', objective: 'centre', models: 6 },
          { unit: 'praetors', objective: 'attacker-objective', models: 3 },
          { unit: 'brutes', objective: 'defender-objective', models: 5 },
        ],
      },
    },
  ]),
  ...turn(GRUKK, [
    { type: 'BattleTacticPicked', data: { player: GRUKK, tactic: 'gaining-momentum', target: { kind: 'unit', id: 'praetors' } } },
    phase('movement'),
    { type: 'ZonesReported', data: { units: { megaboss: { wholly: ['attacker-territory'] } } } },
    phase('charge'),
    phase('combat'),
    { type: 'UnitDestroyed', data: { unit: 'praetors', by: { unit: 'megaboss' } } },
    phase('battleshock'),
    {
      type: 'ObjectiveContestReported',
      data: {
        contests: [
          { unit: 'liberators', objective: 'centre', models: 9 },
          { unit: 'ardboyz', objective: 'centre', models: 8 },
          { unit: 'megaboss', objective: 'attacker-objective', models: 1 },
          { unit: 'brutes', objective: 'defender-objective', models: 5 },
        ],
      },
    },
  ]),

  // battle round 3: Grukk wins the roll and goes first
  { type: 'PriorityDetermined', data: { round: 3, rolls: { [ANA]: 3, [GRUKK]: 5 }, firstTurn: GRUKK } },
  { type: 'ProvingGroundPicked', data: { player: ANA, objective: 'attacker-objective' } },
  ...turn(GRUKK, [
    { type: 'BattleTacticPicked', data: { player: GRUKK, tactic: 'against-the-odds', target: { kind: 'unit', id: 'brutes' } } },
    phase('movement'),
    phase('combat'),
    { type: 'ModelsSlain', data: { unit: 'liberators', count: 3, by: { unit: 'ardboyz' } } },
    phase('battleshock'),
    {
      type: 'ObjectiveContestReported',
      data: {
        contests: [
          { unit: 'liberators', objective: 'centre', models: 6 },
          { unit: 'ardboyz', objective: 'centre', models: 6 },
          { unit: 'brutes', objective: 'defender-objective', models: 5 },
        ],
      },
    },
  ]),
  ...turn(ANA, [
    { type: 'BattleTacticPicked', data: { player: ANA, tactic: 'gaining-momentum', target: { kind: 'unit', id: 'ardboyz' } } },
    phase('movement'),
    phase('charge'),
    phase('combat'),
    { type: 'ModelsSlain', data: { unit: 'ardboyz', count: 8, by: { unit: 'liberators' } } },
    { type: 'UnitDestroyed', data: { unit: 'megaboss', by: { unit: 'lord-vindicator' } } },
    phase('battleshock'),
    {
      type: 'ObjectiveContestReported',
      data: {
        contests: [
          { unit: 'liberators', objective: 'centre', models: 7 },
          { unit: 'lord-vindicator', objective: 'attacker-objective', models: 1 },
          { unit: 'brutes', objective: 'defender-objective', models: 5 },
        ],
      },
    },
  ]),

  // battle round 4: every objective has been the proving ground once, so none is picked
  { type: 'PriorityDetermined', data: { round: 4, rolls: { [ANA]: 6, [GRUKK]: 1 }, firstTurn: ANA } },
  ...turn(ANA, [
    { type: 'BattleTacticPicked', data: { player: ANA, tactic: 'barge-through-enemy-lines' } },
    phase('movement'),
    { type: 'ZonesReported', data: { units: { 'lord-vindicator': { wholly: ['defender-territory'] }, liberators: { wholly: ['defender-territory'] } } } },
    phase('combat'),
    { type: 'ModelsSlain', data: { unit: 'brutes', count: 2, by: { unit: 'liberators' } } },
    phase('battleshock'),
    {
      type: 'ObjectiveContestReported',
      data: {
        contests: [
          { unit: 'liberators', objective: 'defender-objective', models: 7 },
          { unit: 'brutes', objective: 'defender-objective', models: 3 },
        ],
      },
    },
  ]),
  ...turn(GRUKK, [
    { type: 'BattleTacticPicked', data: { player: GRUKK, tactic: 'desecrate-their-lands', target: { kind: 'terrain', id: 'amberbone-outcrop' } } },
    // a unit added during the battle: it is not part of Grukk's starting army
    { type: 'UnitsAdded', data: { origin: 'replacement', units: [{ id: 'warchanter', owner: GRUKK, name: 'Orruk Warchanter', roles: ['leader'], keywords: ['HERO', 'ORRUK', 'PRIEST'], wounds: 6, models: 1 }] } },
    phase('movement'),
    { type: 'TerrainContestReported', data: { terrain: 'amberbone-outcrop', contests: [{ unit: 'warchanter', models: 1 }] } },
    phase('combat'),
    { type: 'ModelsSlain', data: { unit: 'liberators', count: 7, by: { unit: 'brutes' } } },
    phase('battleshock'),
    { type: 'ObjectiveContestReported', data: { contests: [{ unit: 'brutes', objective: 'defender-objective', models: 3 }] } },
  ]),

  // battle round 5: a tied roll goes to the player who went first in round 4
  { type: 'PriorityDetermined', data: { round: 5, rolls: { [ANA]: 2, [GRUKK]: 2 }, firstTurn: ANA } },
  ...turn(ANA, [
    { type: 'BattleTacticPicked', data: { player: ANA, tactic: 'desecrate-their-lands', target: { kind: 'terrain', id: 'ruined-watchtower' } } },
    phase('movement'),
    { type: 'TerrainContestReported', data: { terrain: 'ruined-watchtower', contests: [{ unit: 'lord-vindicator', models: 1 }] } },
    phase('battleshock'),
  ]),
  ...turn(GRUKK, [
    { type: 'BattleTacticPicked', data: { player: GRUKK, tactic: 'barge-through-enemy-lines' } },
    phase('movement'),
    // only the Brutes come from the starting army (the Warchanter joined in round 4), so this tactic fails
    { type: 'ZonesReported', data: { units: { brutes: { wholly: ['attacker-territory'] }, warchanter: { wholly: ['attacker-territory'] } } } },
    phase('battleshock'),
    // the end of the battle: the Lord-Vindicator is still in Grukk's territory (the grand strategies read this moment)
    { type: 'ZonesReported', data: { units: { 'lord-vindicator': { wholly: ['defender-territory'] } }, at: 'end-of-turn' } },
  ]),
];

/** The example battle as a battle log (what `battlepack demo` replays and prints). */
export const DEMO_LOG: BattleLog = createLog(gallet, DEMO_EVENTS, { title: 'Demo: Aelwen (Stormcast Eternals) against Grukk (Orruk Warclans), Head-on Collision' });
