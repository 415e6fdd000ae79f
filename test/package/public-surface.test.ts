import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as root from 'battlepack-engine';
import * as gallet from 'battlepack-engine/gallet';
import * as galletReference from 'battlepack-engine/gallet/reference';
import * as galletArmy from 'battlepack-engine/gallet/army';
import * as galletSchema from 'battlepack-engine/gallet/schema';
import * as blightedWilds from 'battlepack-engine/blighted-wilds';
import * as blightedWildsSchema from 'battlepack-engine/blighted-wilds/schema';
import * as blightedWildsReference from 'battlepack-engine/blighted-wilds/reference';
import * as blightedWildsCampaign from 'battlepack-engine/blighted-wilds/campaign';
import * as galletTable from 'battlepack-engine/gallet/table';
import * as table from 'battlepack-engine/table';
import * as sim from 'battlepack-engine/sim';
import * as sheet from 'battlepack-engine/sheet';
import * as authoring from 'battlepack-engine/authoring';
import * as simModel from 'battlepack-engine/sim/model';
import * as jsonSchema from 'battlepack-engine/json-schema';

// One name per idea (issue 23): the root entry stays small (what an app needs to record, replay and read battles), and
// what is marked @internal stays out of the published types (tsup.config.ts: dts stripInternal).

const ROOT = join(import.meta.dirname, '../..');

/** The most names the root entry exports at run time. */
const ROOT_LIMIT = 60;

describe('the root entry', () => {
  it(`exports at most ${ROOT_LIMIT} names`, () => {
    const names = Object.keys(root);
    expect(names.length, names.sort().join(', ')).toBeLessThanOrEqual(ROOT_LIMIT);
    // what an app needs is there
    for (const n of ['createEngine', 'createLog', 'parseLog', 'replayLog', 'replayLogChunks', 'BattleError', 'selectScoreboard', 'selectScoringSheet']) expect(names).toContain(n);
  });

  it('the built entry exports the same names as its source', async () => {
    const file = join(ROOT, 'dist/index.js');
    if (!existsSync(file)) throw new Error('dist/index.js is missing: run `npm run build` first (`npm test` builds before running vitest).');
    const built = (await import(file)) as Record<string, unknown>;
    expect(Object.keys(built).sort()).toEqual(Object.keys(root).sort());
  });
});

describe('the published types', () => {
  // functions the sources mark @internal, each with the entry whose bundle would carry it
  const internal: readonly (readonly [string, string])[] = [
    ['index', 'declare function hooksOf'],
    ['index', 'declare function decide'],
    ['index', 'declare function createInitialState'],
    ['index', 'declare function migrationFor'],
    ['index', 'declare function versionParts'],
    ['sim', 'declare function decide'],
  ];
  it.each(internal)('dist/%s.d.ts has no "%s"', (entry, text) => {
    const file = join(ROOT, `dist/${entry}.d.ts`);
    if (!existsSync(file)) throw new Error(`dist/${entry}.d.ts is missing: run \`npm run build\` first.`);
    const all = [file, ...chunksOf(file)].map((f) => readFileSync(f, 'utf8')).join('\n');
    expect(all).not.toContain(text);
  });
});

// Every entry's run-time exports, listed (issue 23, "one name per idea"): adding, moving or removing a name changes this
// list, so the change is deliberate and goes with docs/migrating-to-0.2.md and a changeset. Types are not listed (they
// have no run-time name); `npm run typecheck` covers the docs and examples that name them.
const ENTRIES: Readonly<Record<string, Record<string, unknown>>> = {
  '.': root,
  './gallet': gallet,
  './gallet/reference': galletReference,
  './gallet/army': galletArmy,
  './gallet/schema': galletSchema,
  './blighted-wilds': blightedWilds,
  './blighted-wilds/schema': blightedWildsSchema,
  './blighted-wilds/reference': blightedWildsReference,
  './blighted-wilds/campaign': blightedWildsCampaign,
  './gallet/table': galletTable,
  './table': table,
  './sim': sim,
  './sheet': sheet,
  './authoring': authoring,
  './sim/model': simModel,
  './json-schema': jsonSchema,
};

const EXPORTS: Readonly<Record<string, readonly string[]>> = {
  '.': [
    'BattleError', 'CORE_VIOLATION_CODES', 'ENGINE_VERSION', 'LOG_FORMAT_VERSION', 'LOG_LIMITS', 'createEngine',
    'createLog', 'createLogReader', 'entryOf', 'formatViolation', 'isIdOf', 'packVersionViolation', 'parseLog',
    'parseLogOrThrow', 'replayLog', 'replayLogChunks', 'selectActivePlayer', 'selectBattleTactics', 'selectControl',
    'selectControlledBy', 'selectDestroyed', 'selectEventCount', 'selectLedger', 'selectNextCheckpointControl',
    'selectObjective', 'selectObjectives', 'selectPackState', 'selectPendingRoll', 'selectPlayer', 'selectPlayers',
    'selectReports', 'selectResult',
    'selectRounds', 'selectScore', 'selectScoreboard', 'selectScoringSheet', 'selectSetUp', 'selectStage',
    'selectTable', 'selectTerrain', 'selectTurn', 'selectTurnSummaries', 'selectUnit', 'selectUnits',
    'selectVpByTurn', 'serializeLog',
  ],
  './gallet': [
    'currentProvingGround', 'currentWounds', 'gallet', 'galletEngine',
  ],
  './gallet/reference': [
    'RULE_KIND_NAMES', 'RULE_KIND_TITLES', 'describeLength', 'galletReference', 'galletRule', 'galletRuleText',
  ],
  './gallet/army': [
    'BATTLEPLAN_TABLES', 'CORE_BATTALIONS', 'ENHANCEMENT_KINDS', 'GalletRosterSchema', 'PITCHED_BATTLE_LIMITS',
    'POINTS_LIMITS', 'ROSTER_GRAND_STRATEGY_IDS', 'RosterCoreBattalionSchema', 'RosterEndlessSpellSchema',
    'RosterEnhancementSchema', 'RosterUnitSchema', 'RosterWarscrollBattalionSchema', 'determineBattleplan',
    'isPointsLimit', 'nextToDeploy', 'parseRoster', 'rollOffForRoles', 'rosterCounts', 'rosterToUnits',
    'roundOnePriority', 'validateRoster', 'validateUnitsAddedDuringBattle',
  ],
  './gallet/schema': [
    'galletEventSchema', 'galletPackEventSchemas',
  ],
  './blighted-wilds': [
    'BATTLE_LENGTH_RULE', 'BLIGHTED_WILDS_SAMPLE_TERRAIN', 'blightedWatersCandidates', 'blightedWilds',
    'blightedWildsBattleplan', 'blightedWildsEngine', 'blightedWildsMap', 'blightedWildsMaps',
    'blightedWildsRandomExtras', 'blightedWildsWith', 'contaminatedFor', 'isContaminatedFor', 'lowestRankedPlayer',
    'remediatedBy',
  ],
  './blighted-wilds/schema': [
    'blightedWildsEventSchema', 'blightedWildsPackEventSchemas',
  ],
  './blighted-wilds/reference': [
    'RULE_KIND_NAMES', 'RULE_KIND_TITLES', 'blightedWildsReference', 'blightedWildsRule', 'blightedWildsRuleText',
    'describeLength',
  ],
  './blighted-wilds/campaign': [
    'BattleEnding', 'BattleRecorded', 'BattleSummary', 'CampaignEvent', 'GeneralSet', 'RANK_THRESHOLDS',
    'RenownAwarded', 'RenownReason', 'RosterCreated', 'RosterUnitAdded', 'RosterUnitDef', 'RosterUnitRemoved',
    'SUMMARY_BATTLEPACK', 'UnitOutcome', 'blightedWildsCampaign', 'campaignEventSchemas', 'generalRank',
    'generalRanksEvent', 'initialCampaignState', 'lowestRankedGeneral', 'rankOf', 'renownAwardsFor', 'restingOffer',
    'rosterUnitsAdded', 'summarizeBattle', 'unitRank',
  ],
  './gallet/table': [
    'galletMap', 'galletMaps', 'galletTable',
  ],
  './table': [
    'CENTRE_ZONE_SIZE', 'CONFIDENCE_LEVELS', 'CONTEST_RANGE', 'CompiledMap', 'DEFAULT_BATTLEFIELD', 'MAP_LIMITS',
    'MM_PER_INCH', 'OBJECTIVE_MARKER_MM', 'OVAL_TOLERANCE', 'POSITIONS_LIMITS', 'TABLE_ZONES', 'UNIT_LABELS_MAX',
    'UNIT_LABEL_MAX', 'WITHIN_SLACK', 'baseArea', 'battleMapsByRound', 'battlefieldSize', 'centreRegion',
    'compileMap', 'contestFacts', 'contestsObjective', 'controlScore', 'defineMap', 'deriveTableFacts',
    'deriveTableFactsOrThrow', 'distanceBetween', 'distanceToPoint', 'isTableId', 'isUnitWithin', 'isWhollyWithin',
    'isWhollyWithinDistance', 'isWithin', 'objectiveDistance', 'overrideMap', 'quarterRegions', 'rect',
    'regionOverlap', 'renderBattleMapSvg', 'renderBattlefieldSvg', 'rotateMap180', 'tableRules',
    'tableRulesWithMaps', 'translateMap', 'unitDistance', 'unitRegionOverlap', 'validateBase', 'validateMap',
    'validateModel',
  ],
  './sim': [
    'BATTLE_MOMENTS', 'CHOICE_MOMENTS', 'DEFAULT_CHANCES', 'MAX_DICE_TEXT', 'MONTE_CARLO_LIMITS', 'NEVER_PASSED',
    'PLAYER_CHOICES', 'RandomBattleStuck', 'STATS_LIMITS', 'StatsMismatch', 'allPlans', 'allocateDamage',
    'attackDistribution', 'checkSimulationStats', 'choicesTable', 'combatTargetOf', 'continueRandomBattle',
    'coreChoices', 'createRng', 'decisions', 'defaultRandomRoster', 'failedGame', 'finishRandomBattle', 'formatDice',
    'galletRandomOptions', 'gameResult', 'gameSeed', 'healUnit', 'histogramSpread', 'marginValue', 'mergeCheckedStats',
    'mergeSimulationStats', 'monteCarloBot', 'outcomeValue', 'parseDice', 'parseShard', 'playSimulationGame',
    'randomBattle', 'randomChoice', 'reportNames', 'rollAttack', 'rollOff', 'shardGames', 'simulationGames',
    'simulationHtml', 'simulationStats', 'simulationTable', 'wilson',
  ],
  './sheet': [
    'SHEET_FORMATS', 'TEXT_SHEET_COLUMNS', 'escapeControlChars', 'escapeHtml', 'escapeMarkdown', 'renderSheet',
    'renderSheetHtml', 'renderSheetJson', 'renderSheetMarkdown', 'renderSheetText', 'renderVpChartSvg',
    'sheetDetailsFromLog',
  ],
  './authoring': [
    'BattleEnded', 'BattleLengthData', 'BattleSetUp', 'BattleTacticCompleted', 'BattleTacticFailed',
    'BattleTacticPicked', 'BattlefieldRole', 'BattleplanData', 'BattleplanObjectiveData', 'Cause',
    'CommandPointsGained', 'CommandPointsSpent', 'ContestEntry', 'CoreEvent', 'Count', 'D6', 'DataName',
    'DeploymentFinished', 'DiceRolled', 'ECHO_LIMIT', 'GrandStrategyCompleted', 'GrandStrategyFailed', 'Id',
    'InitiativeSeized', 'MESSAGE_LIMIT', 'MapOverridesDef', 'ModelBase', 'ModelPosition', 'ModelsSlain',
    'ObjectiveAssigned', 'ObjectiveContestReported', 'ObjectiveControlSet', 'ObjectiveDef', 'ObjectiveSelector',
    'Phase', 'PhaseStarted', 'Placement', 'PlayerDef', 'PlayerWithdrew', 'Position', 'PositionsReported',
    'PriorityDetermined', 'ReportMoment', 'Role', 'Target', 'TerrainControlSet', 'TerrainDef', 'Text',
    'TiebreakData', 'TurnEnded', 'TurnStarted', 'UnitArrived', 'UnitDef', 'UnitDestroyed', 'UnitOrigin',
    'UnitPositions', 'UnitRemoved', 'UnitsAdded', 'VictoryRuleData', 'VpLineData', 'Zone', 'ZoneReport',
    'ZonesReported', 'battleplanFromData', 'contestsAtEndOf', 'contestsNow', 'controlledBy', 'controls',
    'coreEventSchemas', 'currentRound', 'defaultResult', 'defineBattlepack', 'definePackEvent', 'describeVpLine',
    'echo', 'editionProfile', 'eligibleToFight', 'eventTypeOf', 'hasKeyword', 'isDeepFrozen', 'isOfTurn', 'momentOf',
    'mostVictoryPoints', 'nextToFight', 'nextToFightTrusted', 'opponentOf', 'parseBattleplanData', 'planOf',
    'previousTurnKey', 'priorityWinner', 'sameTurn', 'strikeOrder', 'turnKeyOf', 'unitsOf', 'violation',
    'zonesAtEndOf',
  ],
  './sim/model': [
    'ArmyProfile', 'CHARGE_END', 'CHARGE_RANGE', 'IN_COMBAT', 'KEEP_AWAY', 'MODEL_CHOICE_KINDS', 'ModelGame',
    'ModelGameStuck', 'PILE_IN', 'UnitProfile', 'WeaponProfile', 'attackProfiles', 'eloRatings', 'greedyModelBot',
    'modelAttack', 'modelValue', 'monteCarloModelBot', 'pairResult', 'parseArmy', 'playModelGame',
    'playRoundRobinGame', 'randomModelBot', 'regionBox', 'roundRobin', 'roundRobinSpecs', 'sampleArmies',
    'summarizeRoundRobin', 'targetOf', 'uniformArmy', 'unitDefOf',
  ],
  './json-schema': [
    'logJsonSchema',
  ],
};

describe('every entry\'s exports', () => {
  it('are listed for every JavaScript entry of package.json "exports"', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { exports: Record<string, unknown> };
    const js = Object.entries(pkg.exports).filter(([, t]) => typeof t !== 'string').map(([k]) => k);
    expect(Object.keys(EXPORTS).sort()).toEqual(js.sort());
    expect(Object.keys(ENTRIES).sort()).toEqual(js.sort());
  });

  it.each(Object.keys(EXPORTS))('%s exports exactly its listed names', (entry) => {
    expect(Object.keys(ENTRIES[entry] ?? {}).sort()).toEqual([...(EXPORTS[entry] ?? [])].sort());
  });

  it('./gallet and ./blighted-wilds keep what a run time needs: the pack, its engine, its readers of a state', () => {
    // army building, the campaign, the rules as data and the pack's plumbing live elsewhere or stay internal
    expect(EXPORTS['./gallet']).toEqual(expect.arrayContaining(['gallet', 'galletEngine']));
    expect(EXPORTS['./gallet']).not.toContain('validateRoster');
    expect(EXPORTS['./gallet']).not.toContain('galletHooks');
    expect(EXPORTS['./blighted-wilds']).toEqual(expect.arrayContaining(['blightedWilds', 'blightedWildsEngine']));
    expect(EXPORTS['./blighted-wilds']).not.toContain('blightedWildsCampaign');
    expect(EXPORTS['.']).not.toContain('logJsonSchema');
  });
});

/** The declaration chunks an entry's .d.ts imports (tsup splits shared declarations into chunks). */
function chunksOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/from '\.\/([^']+)\.js'/g)].map((m) => join(ROOT, 'dist', `${m[1]}.d.ts`)).filter((f) => existsSync(f));
}
