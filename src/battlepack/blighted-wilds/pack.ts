/**
 * The Blighted Wilds battle rules as a 4th-edition battlepack: contamination, remediation per army, the campaign's
 * abilities, variable battle length, withdrawal, resting units, seizing the initiative and Glorious Victory.
 * @module
 */
import { createEngine, defineBattlepack, type AnyEvent, type EventOf, type BattleplanDef, type Effect, type Hooks, type RuleInfo, type RuleViolation } from '../../core/index.js';
import { blightedWildsChoices } from './choices.js';
import { exampleTaintedSprings } from './battleplans.js';
import { blightedWildsMaps } from './maps.js';
import { BW, initialBlightedWildsExt, type BlightedWildsExt, type BlightedWildsState } from './ext.js';
import { blightedWatersResolved, validateBlightedWatersUsed } from './rules/blighted-waters.js';
import { boonOfVitalityUsed, expireBoonEffects } from './rules/boon-of-vitality.js';
import { validateWarmasterGeneral } from './rules/general.js';
import { damageAllocated, damagePool } from './rules/damage.js';
import { contaminationPicked, contaminationRolled, generalRanksRecorded, validateContamination } from './rules/contamination.js';
import { gloriousVictory } from './rules/glorious-victory.js';
import { purifyTheLandUsed } from './rules/purify-the-land.js';
import { validateReplacementUnits } from './rules/replacement-units.js';
import { restingUnitChosen } from './rules/resting-units.js';
import { afterPriority, blightedWildsUnderdog, strategicMasteryUsed } from './rules/seizing-the-initiative.js';
import { BLIGHTED_WILDS_SAMPLE_TERRAIN, blightedWildsRandomExtras } from './random.js';

/** A battleplan with its map (the maps are built from the battleplans' data, so they are joined here). */
function withMap(plan: BattleplanDef<BlightedWildsExt>, map: BattleplanDef<BlightedWildsExt>['map']): BattleplanDef<BlightedWildsExt> {
  return map === undefined ? plan : { ...plan, map };
}

/** The rule id of the battle-length roll (`DiceRolled.rule`). */
export const BATTLE_LENGTH_RULE = 'battle-length';

const src = (section: string) => ({ document: 'blighted-wilds-table-side', section });

/** The campaign's battle rules, for the reference (summaries in our own words). */
export const blightedWildsRules: readonly RuleInfo[] = [
  { id: 'contamination', name: 'Contamination', summary: 'Lowest-ranked general first, each player contaminates a feature outside their territory; every other feature is contaminated on a 4+.', timing: 'set-up, after territories', source: src('Contamination and Remediation'), rulings: [`${BW}/ranks-as-data`, `${BW}/rank-roll-off`, `${BW}/contamination-picks`, `${BW}/territory`, `${BW}/contamination-required`] },
  { id: 'remediation', name: 'Remediation', summary: 'A feature one army remediated stays contaminated for the other army.', timing: 'battle', source: src('Contamination and Remediation'), rulings: [`${BW}/remediation-per-army`] },
  { id: 'blighted-waters', name: 'Blighted Waters', summary: 'Each turn the active player randomly picks a feature contaminated for their army and rolls a D3 for the units near it: 1 is a mortal damage, 2+ gives STRIKE-LAST this turn.', timing: 'each turn, mandatory', source: src('Blighted Waters'), rulings: [`${BW}/blighted-waters-pick`, `${BW}/blighted-waters-timing`, `${BW}/ward-on-mortal`, `${BW}/mortal-damage-tracking`], notModelled: ['terrain-proximity', 'random-pick'] },
  { id: 'purify-the-land', name: 'Purify the Land', summary: 'A unit near a feature contaminated for its army rolls a D6: on 3+ its army remediates it and the unit gains 2 renown.', timing: 'your turn', source: src('Purify the Land'), rulings: [`${BW}/ability-limits`], notModelled: ['terrain-proximity'] },
  { id: 'boon-of-vitality', name: 'Boon of Vitality', summary: 'A unit near a feature its army remediated rolls on a D6 table for a bonus that lasts until your next turn, or a free Rally on a 6.', timing: 'your turn', source: src('Boon of Vitality'), rulings: [`${BW}/ability-limits`, `${BW}/boon-durations`, `${BW}/rally-spend`], notModelled: ['terrain-proximity'] },
  { id: 'battle-length', name: 'Battle Length', summary: 'A dice after round 4 (1-2 ends) and after round 5 (1-4 ends); the battle never goes past round 6.', timing: 'end of rounds 4 and 5', source: src('Battle Length') },
  { id: 'withdrawing', name: 'Withdrawing from Battle', summary: 'Once half your starting army is destroyed you may withdraw at the start of your turn; your opponent wins a major victory.', timing: 'start of your turn', source: src('Withdrawing from Battle'), rulings: [`${BW}/withdraw-continue`, `${BW}/resting-starting-army`, `${BW}/withdrawn-survive`, 'core/withdraw-reserves'], notModelled: ['reserves-fourth-edition'] },
  { id: 'replacement-units', name: 'Replacement and Summoned Units', summary: 'They never join the roster after the battle.', timing: 'after the battle', source: src('Replacement Units and Summoned Units'), rulings: [`${BW}/replacement-tag`, `${BW}/summary-only`] },
  { id: 'resting-units', name: 'Resting Units', summary: 'Lowest-ranked general first, each player may rest one unit, which sits the battle out and costs no points.', timing: 'before the battle', source: src('Resting Units'), rulings: [`${BW}/resting-general`, `${BW}/resting-starting-army`, `${BW}/resting-no-renown`] },
  { id: 'glorious-victory', name: 'Glorious Victory', summary: 'More VP is a major victory; tied, the army that remediated more features wins a minor victory; else a draw.', timing: 'end of the battle', source: src('Glorious Victory'), rulings: [`${BW}/glorious-victory-remediated`] },
  { id: 'seizing-the-initiative', name: 'Seizing the Initiative', summary: 'Going first after going second is a seizure; from then on the underdog is the opponent of the latest seizer.', timing: 'start of a battle round', source: src('Seizing the Initiative'), rulings: [`${BW}/seizure-forms`, `${BW}/seizure-underdog-same-round`, 'core/seizure-needs-roll'] },
  { id: 'strategic-mastery', name: 'Strategic Mastery', summary: 'Once per battle, when the opponent seized this round and you never did, roll per opponent command point; each 5+ moves one to you.', timing: 'a round the opponent seized', source: src('Strategic Mastery'), rulings: [`${BW}/strategic-mastery-once`] },
  { id: 'objective-control', name: 'Objective control', summary: 'A unit contests an objective within its combat range and counts toward one objective only (the active player assigns first); the higher army control score gains control, kept until the other side gains it. Determined after deployment and at the end of each turn.', timing: 'after deployment and at the end of each turn', source: { document: 'core-rules-4th', section: '32.1 Contesting Objectives; 32.2 Objective Control' }, rulings: ['core/control-checkpoints', 'core/one-objective-per-unit', 'core/fact-moments', 'core/contest-bounds', 'core/contest-after-casualties'], notModelled: ['distances', 'objective-assignment-order'] },
  { id: 'general', name: 'The general', summary: 'When any unit of an army has the WARMASTER keyword, the general must be one of those units.', timing: 'army building', source: { document: 'core-rules-4th', section: '3.2 The General' }, rulings: [`${BW}/general-warmaster`], notModelled: ['army-building-fourth-edition'] },
  { id: 'command-points', name: 'Command points', summary: 'At the start of each round each player gains 4 command points and the underdog 1 more; unused points are lost at the end of the round.', timing: 'start of each round', source: { document: 'core-rules-4th', section: 'Command points (FACTS.md §4)' }, rulings: [`${BW}/seizure-underdog-same-round`] },
  damagePool,
];

type Check = (state: BlightedWildsState, event: AnyEvent) => readonly RuleViolation[];

/** One `validate` hook out of several checks. */
function composeValidate(...checks: Check[]): NonNullable<Hooks<BlightedWildsExt>['validate']> {
  return (state, event) => checks.flatMap((c) => [...c(state, event)]);
}

const hooks: Hooks<BlightedWildsExt> = {
  validate: composeValidate(
    (s, e) => validateContamination(s, e.type),
    (s, e) => validateBlightedWatersUsed(s, e.type),
    (s, e) => validateReplacementUnits(s, e),
    (s, e) => validateWarmasterGeneral(s, e),
  ),
  afterPriority: (state) => afterPriority(state),
  onTurnStart: (state) => expireBoonEffects(state),
  onUnitDestroyed: (_state, destroyed): Effect<BlightedWildsExt>[] => [{ kind: 'ext', update: (x) => void delete x.damage[destroyed.unit] }],
  onDiceRolled: (state, roll): Effect<BlightedWildsExt>[] => {
    if (roll.rule !== BATTLE_LENGTH_RULE) return [];
    const entry = { round: state.round, value: roll.values[0] ?? 0, ended: state.stage === 'ended' };
    return [{ kind: 'ext', update: (x) => void x.lengthRolls.push(entry) }];
  },
};

/** The Blighted Wilds pack's own events (their schemas and rules), in the pack's order. */
export const blightedWildsEvents = [generalRanksRecorded, restingUnitChosen, contaminationPicked, contaminationRolled, blightedWatersResolved, purifyTheLandUsed, boonOfVitalityUsed, strategicMasteryUsed, damageAllocated] as const;

/** The Blighted Wilds battle rules as a battlepack (4th edition). */
export const blightedWilds = defineBattlepack({
  id: BW,
  version: '1.1.0',
  name: 'Path to Glory: Blighted Wilds',
  edition: 4,
  summary: 'Battles of the Blighted Wilds campaign (Thyria, Ghyran): contaminated terrain, remediation per army, variable battle length, withdrawal and seizing the initiative.',
  battleplans: { [exampleTaintedSprings.id]: withMap(exampleTaintedSprings, blightedWildsMaps[exampleTaintedSprings.id]) } as Readonly<Record<string, BattleplanDef<BlightedWildsExt>>>,
  battleTactics: {},
  grandStrategies: {},
  rules: blightedWildsRules,
  battleTacticVp: 0,
  grandStrategyVp: 0,
  // blighted wilds table-side, "Battle Length": end of round 4, 1-2 ends; end of round 5, 1-4 ends; never past 6
  length: { kind: 'variable', maxRounds: 6, endsOn: { 4: 2, 5: 4 }, rule: BATTLE_LENGTH_RULE },
  pointsLimits: [],
  // core rules 4th ed (FACTS.md §4): round 1 goes to the player who finished deploying first
  roundOnePriority: 'deployment-first',
  // blighted wilds table-side, "Withdrawing from Battle": at least half of the starting army destroyed
  options: { seizeInitiative: true, withdrawal: { destroyedFraction: 0.5 } },
  initialExt: initialBlightedWildsExt,
  hooks,
  events: blightedWildsEvents,
  underdog: blightedWildsUnderdog,
  result: gloriousVictory,
  // random battles: the campaign's own events and a terrain set-up with features to contaminate
  random: { extras: blightedWildsRandomExtras, terrain: BLIGHTED_WILDS_SAMPLE_TERRAIN },
  choices: blightedWildsChoices,
});

/** The engine of the Blighted Wilds battle rules. */
export const blightedWildsEngine = createEngine(blightedWilds);

/**
 * Every event the Blighted Wilds engine accepts, as a caller writes it: the core events and the campaign's battle
 * events. Battleplan ids stay plain strings: the pack takes more battleplans at run time (`blightedWildsWith`).
 */
export type BlightedWildsEvent = EventOf<typeof blightedWildsEngine>;

/** The Blighted Wilds pack with more battleplans (e.g. your own, built with `blightedWildsBattleplan`). */
export function blightedWildsWith(battleplans: Readonly<Record<string, BattleplanDef<BlightedWildsExt>>>): typeof blightedWilds {
  return { ...blightedWilds, battleplans: { ...blightedWilds.battleplans, ...battleplans } };
}
