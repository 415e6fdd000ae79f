/**
 * The Blighted Wilds battle rules as a 4th-edition battlepack: contamination, remediation per army, the campaign's
 * abilities, variable battle length, withdrawal, resting units, seizing the initiative and Glorious Victory.
 * @module
 */
import { defineBattlepack, type AnyEvent, type EventOf, type BattleplanDef, type Effect, type Hooks, type RuleInfo, type RuleViolation } from '../../core/index.js';
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
import { buildEngine } from '../../core/engine.js';
import { freezeData } from '../../core/state/freeze.js';
import { generatedParsers } from '../../core/events/compiled.js';

// Stryker disable all: module-load definition, built once at import before any mutant is switched on (docs/testing.md) (the pack's data: the map joined at import, the battle-length rule id, the rules' names)
/** A battleplan with its map (the maps are built from the battleplans' data, so they are joined here). */
function withMap(plan: BattleplanDef<BlightedWildsExt>, map: BattleplanDef<BlightedWildsExt>['map']): BattleplanDef<BlightedWildsExt> {
  return map === undefined ? plan : { ...plan, map };
}

/** The rule id of the battle-length roll (`DiceRolled.rule`). */
export const BATTLE_LENGTH_RULE = 'battle-length';

/** The campaign's battle rules, for the reference (summaries in our own words). */
export const blightedWildsRules: readonly RuleInfo[] = [
  { id: 'contamination', name: 'Contamination' },
  { id: 'remediation', name: 'Remediation' },
  { id: 'blighted-waters', name: 'Blighted Waters' },
  { id: 'purify-the-land', name: 'Purify the Land' },
  { id: 'boon-of-vitality', name: 'Boon of Vitality' },
  { id: 'battle-length', name: 'Battle Length' },
  { id: 'withdrawing', name: 'Withdrawing from Battle' },
  { id: 'replacement-units', name: 'Replacement and Summoned Units' },
  { id: 'resting-units', name: 'Resting Units' },
  { id: 'glorious-victory', name: 'Glorious Victory' },
  { id: 'seizing-the-initiative', name: 'Seizing the Initiative' },
  { id: 'strategic-mastery', name: 'Strategic Mastery' },
  { id: 'objective-control', name: 'Objective control' },
  { id: 'general', name: 'The general' },
  { id: 'command-points', name: 'Command points' },
  damagePool,
];
// Stryker restore all

type Check = (state: BlightedWildsState, event: AnyEvent) => readonly RuleViolation[];

/** One `validate` hook out of several checks. */
// Stryker disable next-line BlockStatement: module-load definition, built once at import before any mutant is switched on (docs/testing.md) (composeValidate is called once, for `hooks`)
function composeValidate(...checks: Check[]): NonNullable<Hooks<BlightedWildsExt>['validate']> {
  // Stryker disable next-line ArrowFunction: module-load definition, built once at import before any mutant is switched on (docs/testing.md); the function's body is mutated
  return (state, event) =>
    checks.flatMap((c) => [...c(state, event)]);
}

// Stryker disable next-line ObjectLiteral: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
const hooks: Hooks<BlightedWildsExt> = {
  validate: composeValidate(
    // Stryker disable next-line ArrowFunction: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
    (s, e) => validateContamination(s, e.type),
    // Stryker disable next-line ArrowFunction: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
    (s, e) => validateBlightedWatersUsed(s, e.type),
    // Stryker disable next-line ArrowFunction: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
    (s, e) => validateReplacementUnits(s, e),
    // Stryker disable next-line ArrowFunction: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
    (s, e) => validateWarmasterGeneral(s, e),
  ),
  // Stryker disable next-line ArrowFunction: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
  afterPriority: (state) => afterPriority(state),
  // Stryker disable next-line ArrowFunction: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
  onTurnStart: (state) => expireBoonEffects(state),
  // Stryker disable next-line ArrowFunction: module-load definition, built once at import before any mutant is switched on (docs/testing.md); the function's body is mutated
  onUnitDestroyed: (_state, destroyed): Effect<BlightedWildsExt>[] => [
    { kind: 'ext', update: (x) => void delete x.damage[destroyed.unit] },
  ],
  // Stryker disable next-line ArrowFunction: module-load definition, built once at import before any mutant is switched on (docs/testing.md); the function's body is mutated
  onDiceRolled: (state, roll): Effect<BlightedWildsExt>[] => {
    if (roll.rule !== BATTLE_LENGTH_RULE) return [];
    const entry = { round: state.clock.round, value: roll.values[0] ?? 0, ended: state.clock.stage === 'ended' };
    return [{ kind: 'ext', update: (x) => void x.lengthRolls.push(entry) }];
  },
};

/** The Blighted Wilds pack's own events (their schemas and rules), in the pack's order. */
export const blightedWildsEvents = [generalRanksRecorded, restingUnitChosen, contaminationPicked, contaminationRolled, blightedWatersResolved, purifyTheLandUsed, boonOfVitalityUsed, strategicMasteryUsed, damageAllocated] as const;

/** The Blighted Wilds battle rules as a battlepack (4th edition). */
// frozen here, as its engine would freeze it (`createEngine`), so that it is frozen in every bundle, with or without the
// engine (which a bundle leaves out when it does not use it: the campaign entry)
// Stryker disable all: module-load definition, built once at import before any mutant is switched on (docs/testing.md) (the pack's data: its id, version, names, length, options and hooks)
export const blightedWilds = freezeData(
  defineBattlepack({
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
  }),
);
// Stryker restore all

/** The engine of the Blighted Wilds battle rules (pure: a bundle that does not use it leaves it out). */
export const blightedWildsEngine = /* @__PURE__ */ buildEngine(blightedWilds, {}, generatedParsers);

/**
 * Every event the Blighted Wilds engine accepts, as a caller writes it: the core events and the campaign's battle
 * events. Battleplan ids stay plain strings: the pack takes more battleplans at run time (`blightedWildsWith`).
 */
export type BlightedWildsEvent = EventOf<typeof blightedWildsEngine>;

/** The Blighted Wilds pack with more battleplans (e.g. your own, built with `blightedWildsBattleplan`). */
export function blightedWildsWith(battleplans: Readonly<Record<string, BattleplanDef<BlightedWildsExt>>>): typeof blightedWilds {
  return { ...blightedWilds, battleplans: { ...blightedWilds.battleplans, ...battleplans } };
}
