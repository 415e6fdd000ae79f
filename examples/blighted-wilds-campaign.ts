/**
 * A complete two-battle Path to Glory: Blighted Wilds campaign, played through the public API.
 *
 *   npx tsx examples/blighted-wilds-campaign.ts
 *
 * Battle 1: contamination, Ann's army remediates a feature (Bob's never does), Blighted Waters on both kinds of
 * target, a Boon of Vitality, a seized initiative answered by Strategic Mastery, and Bob withdraws.
 * Battle 2: the renown from battle 1 makes Ann's general Aspiring, so Bob has the lowest-ranked general and goes
 * first; the battle-length roll ends it after round 4.
 *
 * It imports the package by its name, as your code would: in this repository the name resolves to the sources
 * (tsconfig `paths`, and an alias in vitest.config.ts), so it runs without a build.
 */
import { pathToFileURL } from 'node:url';
import { selectPackState, selectPendingRoll, selectPlayer, selectScoreboard, selectUnit, type RuleViolation } from 'battlepack-engine';
import {
  blightedWilds,
  BATTLE_LENGTH_RULE,
  blightedWatersCandidates,
  blightedWildsEngine,
  type BlightedWildsState,
  type BlightedWildsEvent as BattleEvent,
} from 'battlepack-engine/blighted-wilds';
import {
  blightedWildsCampaign,
  generalRanksEvent,
  lowestRankedGeneral,
  renownAwardsFor,
  rosterUnitsAdded,
  summarizeBattle,
  unitRank,
  type CampaignEventInput,
  type CampaignState,
  type RosterUnitDef,
} from 'battlepack-engine/blighted-wilds/campaign';

/** What the example produces: the campaign, both battles' final states and the printed story. */
export interface CampaignRun {
  readonly campaign: CampaignState;
  readonly battles: readonly BlightedWildsState[];
  readonly story: readonly string[];
}

const ANN_ROSTER: RosterUnitDef[] = [
  { id: 'ann-lord', name: 'Branchwych', keywords: ['HERO', 'WIZARD'], wounds: 5, models: 1, control: 2, points: 120 },
  { id: 'ann-dryads', name: 'Dryads', wounds: 1, models: 10, control: 1, points: 100 },
  { id: 'ann-hunters', name: 'Kurnoth Hunters', wounds: 5, models: 3, control: 1, points: 200 },
  { id: 'ann-treelord', name: 'Treelord', keywords: ['MONSTER'], wounds: 12, models: 1, control: 5, points: 250 },
];
const BOB_ROSTER: RosterUnitDef[] = [
  { id: 'bob-lord', name: 'Lord of Plagues', keywords: ['HERO'], wounds: 6, models: 1, control: 2, points: 140 },
  { id: 'bob-blightkings', name: 'Putrid Blightkings', wounds: 3, models: 5, control: 1, points: 220 },
  { id: 'bob-plaguebearers', name: 'Plaguebearers', wounds: 1, models: 10, control: 1, points: 150 },
  { id: 'bob-beast', name: 'Beast of Nurgle', keywords: ['MONSTER'], wounds: 7, models: 1, control: 5, points: 160 },
];
const TERRAIN = [
  { id: 'ruins', name: 'Overgrown Ruins', placement: 'attacker-territory' as const },
  { id: 'wood', name: 'Whispering Wood', placement: 'defender-territory' as const },
  { id: 'pool', name: 'Stagnant Pool', placement: 'neutral' as const },
  { id: 'well', name: 'Old Well', placement: 'neutral' as const },
  { id: 'tower', name: 'Fallen Tower', placement: 'neutral' as const },
];

/** Plays the whole campaign and returns it with the story. */
export function runCampaign(): CampaignRun {
  const story: string[] = [];
  const say = (line: string): void => void story.push(line);
  const fail = (vs: readonly RuleViolation[]): never => {
    throw new Error(vs.map((v) => `${v.code}: ${v.message}`).join('\n'));
  };

  // ---- the campaign log --------------------------------------------------------------------------------------
  let campaign = blightedWildsCampaign.initialState();
  const record = (...events: CampaignEventInput[]): void => {
    for (const e of events) {
      const r = blightedWildsCampaign.apply(campaign, e);
      campaign = r.ok ? r.state : fail(r.violations);
    }
  };
  record(
    { type: 'RosterCreated', data: { player: 'ann', name: 'Ann', faction: 'Sylvaneth', units: ANN_ROSTER, general: 'ann-lord' } },
    { type: 'RosterCreated', data: { player: 'bob', name: 'Bob', faction: 'Maggotkin of Nurgle', units: BOB_ROSTER, general: 'bob-lord' } },
  );

  // ---- a battle runner -----------------------------------------------------------------------------------------
  let battle = blightedWildsEngine.initialState();
  const play = (...events: BattleEvent[]): void => {
    for (const e of events) {
      const r = blightedWildsEngine.apply(battle, e);
      battle = r.ok ? r.state : fail(r.violations);
    }
  };
  const name = (unit: string): string => selectUnit(battle, unit)?.name ?? unit;
  const cp = (player: string): number => selectPlayer(battle, player)?.commandPoints ?? 0;
  const own = () => selectPackState(battle);
  const vp = (): string => selectScoreboard(battle).map((r) => `${r.name} ${r.vp}`).join(', ');
  const waters = (player: string, pick: number, rolls: Record<string, number> = {}, within = Object.keys(rolls)): void => {
    const feature = blightedWatersCandidates(battle)[pick - 1] ?? '?';
    play({ type: 'BlightedWatersResolved', data: { player, pick, within, rolls } });
    const last = own().blightedWaters.at(-1);
    const hits = (last?.targets ?? []).map((t) => `${name(t)} rolls ${rolls[t]}, ${rolls[t] === 1 ? '1 mortal damage' : 'STRIKE-LAST this turn'}`);
    say(`  Blighted Waters (${player}): the random pick lands on ${feature}${last?.friendlyOnly === true ? ' — remediated by the enemy, so only friendly units are hit' : ''}${hits.length > 0 ? `: ${hits.join('; ')}` : ': nobody is near'}`);
  };
  const contest = (...c: [string, string, number][]): BattleEvent => ({ type: 'ObjectiveContestReported', data: { contests: c.map(([unit, objective, controlScore]) => ({ unit, objective, controlScore })) } });
  const setUp = (title: string, rollOff?: { ann: number; bob: number }): void => {
    battle = blightedWildsEngine.initialState();
    const ranks = lowestRankedGeneral(campaign, ['ann', 'bob']);
    say('');
    say(`== ${title} ==`);
    say(`Generals: Ann's is ${ranks.ranks['ann']?.name}, Bob's is ${ranks.ranks['bob']?.name}${ranks.lowest === null ? ' — equal ranks, so they roll off' : ` — ${ranks.lowest} has the lowest-ranked general`}`);
    play(
      {
        type: 'BattleSetUp',
        data: {
          battlepack: { id: blightedWilds.id, version: blightedWilds.version },
          battleplan: 'example-tainted-springs',
          pointsLimit: 1000,
          players: [
            { id: 'ann', name: 'Ann', role: 'attacker', faction: 'Sylvaneth' },
            { id: 'bob', name: 'Bob', role: 'defender', faction: 'Maggotkin of Nurgle' },
          ],
          terrain: TERRAIN,
        },
      },
      rosterUnitsAdded(campaign, 'ann'),
      rosterUnitsAdded(campaign, 'bob'),
      generalRanksEvent(campaign, ['ann', 'bob'], rollOff),
    );
    say(`Order for resting and contamination: ${own().generals?.order.join(', then ')}`);
  };

  // ---- battle 1 --------------------------------------------------------------------------------------------------
  setUp('Battle 1: The Tainted Springs (example battleplan)', { ann: 5, bob: 2 });
  play(
    { type: 'RestingUnitChosen', data: { player: 'ann', unit: null } },
    { type: 'RestingUnitChosen', data: { player: 'bob', unit: 'bob-beast' } },
    { type: 'ContaminationPicked', data: { player: 'ann', terrain: 'wood' } },
    { type: 'ContaminationPicked', data: { player: 'bob', terrain: 'ruins' } },
    { type: 'ContaminationRolled', data: { player: 'ann', rolls: { pool: 4, well: 2, tower: 5 } } },
    { type: 'DeploymentFinished', data: { firstFinished: 'bob' } },
  );
  say('Bob rests the Beast of Nurgle. Ann contaminates the wood, Bob the ruins; the dice add the pool and the tower.');
  say(`Contaminated: ${own().contaminated.join(', ')}`);

  say('Round 1');
  play({ type: 'PriorityDetermined', data: { round: 1, firstTurn: 'bob' } }, { type: 'TurnStarted', data: { player: 'bob' } });
  play({ type: 'UnitsAdded', data: { origin: 'summoned', units: [{ id: 'bob-nurglings', owner: 'bob', name: 'Nurglings', wounds: 4, models: 3, control: 1 }] } });
  say('  Bob summons Nurglings (they will never join his roster).');
  waters('bob', 3, { 'ann-dryads': 1, 'bob-plaguebearers': 2 });
  play(contest(['bob-plaguebearers', 'west-bank', 10]), { type: 'TurnEnded', data: { player: 'bob' } });
  play({ type: 'TurnStarted', data: { player: 'ann' } }, { type: 'PurifyTheLandUsed', data: { player: 'ann', unit: 'ann-lord', terrain: 'wood', roll: 4 } });
  say('  Ann purifies the wood (a 4): remediated for her army only, and her Branchwych gains 2 renown.');
  waters('ann', 1, { 'ann-hunters': 3 });
  play({ type: 'BoonOfVitalityUsed', data: { player: 'ann', unit: 'ann-dryads', terrain: 'wood', roll: 5 } });
  say('  Boon of Vitality on the Dryads: a 5, WARD (5+) until Ann’s next turn.');
  play({ type: 'UnitDestroyed', data: { unit: 'bob-blightkings', by: { unit: 'ann-treelord' } } }, contest(['ann-treelord', 'spring', 5], ['bob-plaguebearers', 'west-bank', 10]), { type: 'TurnEnded', data: { player: 'ann' } });
  say(`  The Treelord destroys the Blightkings. VP: ${vp()}`);

  say('Round 2');
  play({ type: 'PriorityDetermined', data: { round: 2, rolls: { ann: 6, bob: 2 }, firstTurn: 'ann' } });
  say(`  Ann went second and now goes first: she seizes the initiative; Bob becomes the underdog. CP: Ann ${cp('ann')}, Bob ${cp('bob')}`);
  play({ type: 'StrategicMasteryUsed', data: { player: 'bob', rolls: [5, 1, 6, 2] } });
  say(`  Bob answers with Strategic Mastery (5, 1, 6, 2): two points move. CP: Ann ${cp('ann')}, Bob ${cp('bob')}`);
  play({ type: 'TurnStarted', data: { player: 'ann' } });
  waters('ann', 2, { 'bob-plaguebearers': 2 });
  play({ type: 'UnitDestroyed', data: { unit: 'bob-plaguebearers', by: { unit: 'ann-hunters' } } }, { type: 'TurnEnded', data: { player: 'ann' } });
  play({ type: 'TurnStarted', data: { player: 'bob' } });
  waters('bob', 2, { 'bob-lord': 1 }, ['ann-dryads', 'bob-lord']);
  play({ type: 'TurnEnded', data: { player: 'bob' } });
  say(`  VP: ${vp()}`);

  say('Round 3');
  play({ type: 'PriorityDetermined', data: { round: 3, rolls: { ann: 3, bob: 3 }, firstTurn: 'ann' } }, { type: 'TurnStarted', data: { player: 'ann' } });
  waters('ann', 3);
  play({ type: 'TurnEnded', data: { player: 'ann' } }, { type: 'TurnStarted', data: { player: 'bob' } }, { type: 'PlayerWithdrew', data: { player: 'bob' } });
  say('  Half of Bob’s starting army is destroyed: he withdraws at the start of his turn.');
  const battle1 = battle;
  const summary1 = summarizeBattle(battle1);
  say(`Result: ${summary1.result.kind} victory for ${summary1.result.winner} — ${summary1.result.reason} (${summary1.ending})`);

  record({ type: 'BattleRecorded', data: { battle: 'battle-1', summary: summary1 } });
  record(
    ...renownAwardsFor(campaign, 'battle-1', {
      survived: { 'ann-lord': 3, 'ann-dryads': 1, 'ann-hunters': 2, 'ann-treelord': 2, 'bob-lord': 1 },
      favoured: { ann: { unit: 'ann-treelord', roll: 3 }, bob: { unit: 'bob-plaguebearers', roll: 4 } },
    }),
  );
  record({ type: 'RosterUnitAdded', data: { player: 'bob', unit: { id: 'bob-flies', name: 'Pusgoyle Blightlords', wounds: 4, models: 2, control: 1, points: 200 } } });
  say('Between battles: renown is awarded and Bob adds Pusgoyle Blightlords to his roster.');

  // ---- battle 2 --------------------------------------------------------------------------------------------------
  setUp('Battle 2: The Tainted Springs again');
  play(
    { type: 'RestingUnitChosen', data: { player: 'bob', unit: null } },
    { type: 'RestingUnitChosen', data: { player: 'ann', unit: 'ann-hunters' } },
    { type: 'ContaminationPicked', data: { player: 'bob', terrain: 'pool' } },
    { type: 'ContaminationPicked', data: { player: 'ann', terrain: 'wood' } },
    { type: 'ContaminationRolled', data: { rolls: { ruins: 6, well: 1, tower: 2 } } },
    { type: 'DeploymentFinished', data: { firstFinished: 'ann' } },
  );
  say(`Ann rests the Kurnoth Hunters. Contaminated: ${own().contaminated.join(', ')}`);
  play({ type: 'PriorityDetermined', data: { round: 1, firstTurn: 'ann' } }, { type: 'TurnStarted', data: { player: 'ann' } });
  waters('ann', 1, { 'ann-treelord': 2, 'bob-blightkings': 1 });
  play(contest(['ann-treelord', 'spring', 5]), { type: 'TurnEnded', data: { player: 'ann' } }, { type: 'TurnStarted', data: { player: 'bob' } });
  waters('bob', 2);
  play(contest(['ann-treelord', 'spring', 5], ['bob-beast', 'spring', 5], ['bob-blightkings', 'north-well', 5]), { type: 'TurnEnded', data: { player: 'bob' } });
  say(`Round 1 — VP: ${vp()}`);
  for (const round of [2, 3, 4]) {
    play({ type: 'PriorityDetermined', data: { round, rolls: { ann: 4, bob: 4 }, firstTurn: 'ann' } }, { type: 'TurnStarted', data: { player: 'ann' } });
    if (round === 2) {
      play(
        { type: 'UnitDestroyed', data: { unit: 'ann-dryads', by: { unit: 'bob-beast' } } },
        { type: 'UnitsAdded', data: { origin: 'replacement', units: [{ id: 'ann-dryads-r', owner: 'ann', name: 'Dryads (replacement)', wounds: 1, models: 5, control: 1, tags: ['replaces:ann-dryads'] }] } },
      );
      say('  The Dryads fall and a replacement unit takes their place (it will not join the roster).');
    }
    play({ type: 'BlightedWatersResolved', data: { player: 'ann', pick: 3, within: [], rolls: {} } }, { type: 'TurnEnded', data: { player: 'ann' } });
    play({ type: 'TurnStarted', data: { player: 'bob' } }, { type: 'BlightedWatersResolved', data: { player: 'bob', pick: 1, within: [], rolls: {} } }, { type: 'TurnEnded', data: { player: 'bob' } });
    say(`Round ${round} — VP: ${vp()}`);
  }
  say(`End of round 4: the engine waits for the "${selectPendingRoll(battle)?.rule}" roll; it is a 2, so the battle ends.`);
  play({ type: 'DiceRolled', data: { rule: BATTLE_LENGTH_RULE, values: [2] } });
  const battle2 = battle;
  const summary2 = summarizeBattle(battle2);
  say(`Result: ${summary2.result.kind} victory for ${summary2.result.winner} — ${summary2.result.reason} (${summary2.ending})`);

  record({ type: 'BattleRecorded', data: { battle: 'battle-2', summary: summary2 } });
  record(
    ...renownAwardsFor(campaign, 'battle-2', {
      survived: { 'ann-lord': 2, 'ann-treelord': 1, 'bob-lord': 3, 'bob-blightkings': 1, 'bob-plaguebearers': 2, 'bob-beast': 2, 'bob-flies': 1 },
      favoured: { ann: { unit: 'ann-lord', roll: 6 }, bob: { unit: 'bob-lord', roll: 5 } },
    }),
  );

  // ---- the rosters after two battles -------------------------------------------------------------------------------
  say('');
  say('== Rosters after two battles ==');
  for (const p of campaign.playerOrder) {
    const player = campaign.players[p];
    if (player === undefined) continue;
    say(`${player.name} (${player.faction ?? '?'}), general ${player.general ?? 'none'}:`);
    for (const u of Object.values(player.roster)) {
      say(`  ${u.name.padEnd(22)} renown ${String(u.renown).padStart(2)}  ${unitRank(u).name.padEnd(9)} battles: ${u.battles.join(', ') || '—'}`);
    }
  }
  say(`Battles: ${campaign.battles.map((b) => `${b.id} won by ${b.summary.result.winner ?? 'nobody'} (${b.summary.ending})`).join('; ')}`);
  return { campaign, battles: [battle1, battle2], story };
}

// run as a script: print the story
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const line of runCampaign().story) console.log(line);
}
