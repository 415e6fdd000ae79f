/**
 * Every legal choice open now, as a ready event: what a player decides (battle tactics and their targets, who takes
 * the first turn, seizing the initiative, withdrawing, and the pack's own choices from its `choices` hook), each
 * checked by the engine's own decide. What the table reports (dice, contests, casualties, positions) is not a choice
 * and is not listed. See docs/getting-started-simulator.md, "Choices and facts".
 * @module
 */
import type { AnyEvent, AnyEventSchema, Battlepack, ChoiceCandidate, EventsOf, PackEventDef, PackIds } from '../core/pack/battlepack.js';
import type { Rng } from '../core/dice.js';
import type { Engine } from '../core/engine-types.js';
import type { BattleState } from '../core/state/state.js';
import { badOption, engineOrThrow, isRng, readOptions } from './args.js';
import { choiceList } from './choice-list.js';

export { coreChoices } from './choice-list.js';

/** One legal choice: who makes it, what it is in a few words, and the event that records it. */
export interface Decision<Ev = AnyEvent> {
  /** The player who makes the choice. */
  readonly player: string;
  /** The event type, e.g. `BattleTacticPicked`. */
  readonly kind: string;
  /** The choice in a few words without its dice (`outmuscle unit:b2`, `first turn p1`): the same from call to call. */
  readonly choice: string;
  /** `kind` and `choice` together: compare decisions of two calls by their key. */
  readonly key: string;
  /** The ready event: `engine.apply(state, event)` accepts it. */
  readonly event: Ev;
  /** Whether the event carries dice rolled after the choice (see {@link ChoiceCandidate}): a fair bot re-rolls them. */
  readonly diceAfterChoice: boolean;
}

/** Options of {@link decisions}. */
export interface DecisionOptions {
  /**
   * The dice for choices whose event carries a roll (priority rolls, Purify the Land…). Default: a generator seeded
   * with the state's event count, so the same state lists the same decisions.
   */
  readonly dice?: Rng;
  /** Only choices of this player. */
  readonly player?: string;
  /** Only these event types. */
  readonly kinds?: readonly string[];
  /** Only the core's choices, or only the pack's (default: both). */
  readonly source?: 'all' | 'core' | 'pack';
}

/**
 * Every choice open now, each a ready event the engine accepts: the core's and the pack's candidates, kept when the
 * engine's own decide (the code `engine.apply` runs, hooks included) finds nothing wrong. In the pack's order, core
 * choices first. Listing never changes the state. A state the engine refuses (`engine.available` gives violations: not a
 * battle state, another pack's) and arguments of the wrong kind are a `TypeError`: nothing is listed that `apply` would
 * then refuse.
 */
export function decisions<X, E extends readonly PackEventDef<X, AnyEventSchema>[], I extends PackIds = PackIds>(
  engine: Engine<X, E, I>,
  state: BattleState<X>,
  options: DecisionOptions = {},
): Decision<EventsOf<E, I>>[] {
  const fn = 'decisions';
  engineOrThrow(fn, engine);
  const o = readOptions(fn, options, ['dice', 'player', 'kinds', 'source']);
  if (o['dice'] !== undefined && !isRng(o['dice'])) badOption(fn, 'options.dice', 'a generator from createRng');
  if (o['player'] !== undefined && typeof o['player'] !== 'string') badOption(fn, 'options.player', 'a player id');
  const kinds = o['kinds'];
  if (kinds !== undefined && (!Array.isArray(kinds) || kinds.length > 1000 || !kinds.every((k) => typeof k === 'string'))) badOption(fn, 'options.kinds', 'a list of event types');
  if (o['source'] !== undefined && o['source'] !== 'all' && o['source'] !== 'core' && o['source'] !== 'pack') badOption(fn, 'options.source', '"all", "core" or "pack"');
  if (state === null || typeof state !== 'object') badOption(fn, 'state', 'a battle state');
  // the engine's own verdict on the state first: one it refuses lists nothing (what apply would refuse is never offered)
  const refused = engine.available(state).violations ?? [];
  const first = refused[0];
  if (first !== undefined) throw new TypeError(`decisions: the engine refuses this state (${first.code}: ${first.message})`);
  const read: DecisionOptions = {
    ...(o['dice'] !== undefined ? { dice: o['dice'] as Rng } : {}),
    ...(o['player'] !== undefined ? { player: o['player'] as string } : {}),
    ...(kinds !== undefined ? { kinds: [...(kinds as string[])] } : {}),
    ...(o['source'] !== undefined ? { source: o['source'] as DecisionOptions['source'] & string } : {}),
  };
  try {
    return choiceList<EventsOf<E, I>>(engine.pack as unknown as Battlepack<unknown>, state as BattleState<unknown>, read).all();
  } catch (e) {
    throw new TypeError(`decisions: the state could not be read (${e instanceof Error ? e.message.slice(0, 200) : 'an error'}).`);
  }
}

/** One player choice the rules sources give, and whether {@link decisions} offers it (and why not, when it does not). */
export interface PlayerChoice {
  /** The battlepack whose battles have it (`core` for both). */
  readonly pack: 'core' | 'gallet-2022-s1' | 'blighted-wilds';
  /** The choice, in a few words. */
  readonly name: string;
  /** Where the rule is (a source and section). */
  readonly source: string;
  /** The event that records it. */
  readonly event: string;
  /** `offered`: `decisions` lists it when it is open; `ruled-out`: it does not, for `reason`. */
  readonly status: 'offered' | 'ruled-out';
  /** Why it is ruled out, or a note on how it is offered. */
  readonly reason: string;
}

/**
 * Every player choice of the three rules sources, each offered by {@link decisions} or ruled out with the reason
 * (docs/choices.md is generated from it by `npm run choices:generate`; a test checks both against what `decisions`
 * offers in random battles).
 * @example
 * ```ts
 * import { PLAYER_CHOICES } from 'battlepack-engine/sim';
 *
 * console.log(PLAYER_CHOICES.filter((c) => c.status === 'ruled-out').map((c) => c.name));
 * ```
 */
export const PLAYER_CHOICES: readonly PlayerChoice[] = [
  { pack: 'core', name: 'Who takes the first turn', source: 'core rules (priority), FACTS.md §3–4', event: 'PriorityDetermined', status: 'offered', reason: 'The winner of the roll-off (round 1: who finished deploying first) picks.' },
  { pack: 'core', name: 'Withdraw from the battle', source: 'blighted wilds table-side, "Withdrawing from Battle"', event: 'PlayerWithdrew', status: 'offered', reason: 'Only in a pack with a withdrawal rule (Blighted Wilds).' },
  { pack: 'core', name: 'Concede, or end the battle by agreement', source: 'matched play', event: 'BattleEnded', status: 'ruled-out', reason: 'Ends the battle outside the rules; a simulator decides when to stop, not a bot.' },
  { pack: 'core', name: 'Deploy units and bring reserves on', source: 'core rules (deployment, reserves)', event: 'UnitArrived', status: 'ruled-out', reason: 'Where models are set up is a fact of the table (not-modelled `deployment-order`); random battles report it.' },
  { pack: 'core', name: 'Command abilities and spells of warscrolls (All-out Attack…)', source: 'core rules 3rd/4th ed, warscrolls', event: 'CommandPointsSpent', status: 'ruled-out', reason: 'Their effects are warscroll rules the engine does not hold (not-modelled `warscrolls`); only the points spent are recorded.' },
  { pack: 'core', name: 'Which objective a 4th-edition unit counts toward', source: 'core rules 4th ed, 32.1', event: 'ObjectiveAssigned', status: 'ruled-out', reason: 'Which objectives a unit is in range of is a table fact; without a pick the engine assigns the default (ruling `table/objective-assignment`).' },
  { pack: 'gallet-2022-s1', name: 'Pick a battle tactic and its target', source: 'ghb 2022 s1, Battle Tactics', event: 'BattleTacticPicked', status: 'offered', reason: 'Every tactic that may be picked now, with each valid target.' },
  { pack: 'gallet-2022-s1', name: 'Pick a grand strategy', source: 'ghb 2022 s1, Grand Strategies', event: 'BattleSetUp', status: 'ruled-out', reason: 'Picked on the roster before the battle: part of the set-up, not of a battle state.' },
  { pack: 'gallet-2022-s1', name: 'Attacker or defender, and territories', source: 'ghb 2022 s1, battleplans ("The Armies", "Deployment")', event: 'BattleSetUp', status: 'ruled-out', reason: 'Decided before the battle and given in the set-up.' },
  { pack: 'gallet-2022-s1', name: 'Pick the proving ground', source: 'ghb 2022 s1, realm rule "Proving Grounds"', event: 'ProvingGroundPicked', status: 'offered', reason: 'By the player going second, once a round, each objective once.' },
  { pack: 'gallet-2022-s1', name: 'Activate an objective (The Prize of Gallet)', source: 'ghb 2022 s1, "Amberbone Deposits"', event: 'ObjectiveActivated', status: 'offered', reason: 'By the player going second, at the start of each round.' },
  { pack: 'gallet-2022-s1', name: 'Pick the idols (In the Presence of Idols)', source: 'ghb 2022 s1, In the Presence of Idols', event: 'IdolsChosen', status: 'offered', reason: 'Each player, before the first round: 1 to 3 of their units.' },
  { pack: 'gallet-2022-s1', name: 'Name the alpha objective (Close to the Chest)', source: 'ghb 2022 s1, "Alpha Objective"', event: 'AlphaObjectiveNamed', status: 'offered', reason: 'The opponent of the active player, at the start of the turn.' },
  { pack: 'gallet-2022-s1', name: 'Pillage an objective (The Silksteel Nests)', source: 'ghb 2022 s1, "Pillaging Objectives"', event: 'ObjectivePillaged', status: 'offered', reason: 'From round 2, once a turn, with each friendly unit; the Scuttling Horrors rolls are the table\'s.' },
  { pack: 'gallet-2022-s1', name: 'Rally', source: 'core rules 3rd ed, Rally', event: 'UnitRallied', status: 'offered', reason: 'Either player, at the start of a hero phase, for a unit with slain models; near an objective its army controls too (Won\'t Back Down).' },
  { pack: 'gallet-2022-s1', name: 'Cast Gaze of Ghur', source: 'ghb 2022 s1, "Gaze of Ghur"; core rules 19.1', event: 'GazeOfGhurCast', status: 'offered', reason: 'A WIZARD of the active player in their hero phase, on each enemy unit; a failed roll is recorded as an attempt.' },
  { pack: 'gallet-2022-s1', name: 'Overwhelming Assault', source: 'ghb 2022 s1, "Overwhelming Assault"', event: 'OverwhelmingAssaultUsed', status: 'offered', reason: 'The active player in the charge phase: a unit of 10+ models against each enemy unit (the decide checks Wounds and CP).' },
  { pack: 'gallet-2022-s1', name: 'The Bonds of Battle', source: 'ghb 2022 s1, "The Bonds of Battle"', event: 'BondsOfBattleUsed', status: 'ruled-out', reason: 'Which attacks a unit makes is combat, outside the battle state (not-modelled `combat-sequence`).' },
  { pack: 'gallet-2022-s1', name: 'Traverse a Nidus path', source: 'ghb 2022 s1, The Nidus Paths', event: 'NidusPathTraversed', status: 'ruled-out', reason: 'A move: where the unit stands is a table fact (not-modelled `nidus-distances`).' },
  { pack: 'blighted-wilds', name: 'Rest a unit', source: 'blighted wilds table-side, "Resting Units"', event: 'RestingUnitChosen', status: 'offered', reason: 'Each player before the battle, or none.' },
  { pack: 'blighted-wilds', name: 'Contaminate a terrain feature', source: 'blighted wilds table-side, "Contamination"', event: 'ContaminationPicked', status: 'offered', reason: 'Each player, a feature outside their territory, or none.' },
  { pack: 'blighted-wilds', name: 'Seize the initiative', source: 'blighted wilds table-side, "Seizing the Initiative"', event: 'InitiativeSeized', status: 'offered', reason: 'The roll-off winner who went second in the previous round.' },
  { pack: 'blighted-wilds', name: 'Strategic Mastery', source: 'blighted wilds table-side, "Strategic Mastery"', event: 'StrategicMasteryUsed', status: 'offered', reason: 'Once per battle, in a round the opponent seized.' },
  { pack: 'blighted-wilds', name: 'Purify the Land', source: 'blighted wilds table-side, "Purify the Land"', event: 'PurifyTheLandUsed', status: 'offered', reason: 'The active player, each unit and feature (the 3" is the players\').' },
  { pack: 'blighted-wilds', name: 'Boon of Vitality, and on a 6 how to spend the Rally', source: 'blighted wilds table-side, "Boon of Vitality"', event: 'BoonOfVitalityUsed', status: 'offered', reason: 'Each unit and feature; on a 6: decline the Rally, heal first, or return models first.' },
  { pack: 'blighted-wilds', name: 'Blighted Waters\' feature', source: 'blighted wilds table-side, "Blighted Waters"', event: 'BlightedWatersResolved', status: 'ruled-out', reason: 'Not a choice: the feature is picked at random and its targets are the units near it.' },
];

/** docs/choices.md: the table of {@link PLAYER_CHOICES} as Markdown (what `npm run choices:generate` writes). */
export function choicesTable(): string {
  const esc = (s: string): string => s.replace(/\|/g, '\\|');
  const lines = [
    '# Player choices',
    '',
    '<!-- generated by `npm run choices:generate` from PLAYER_CHOICES in src/sim/decisions.ts; a test checks it -->',
    '',
    'Every choice the three rules sources give a player, and whether `decisions` (and so the bots and random battles)',
    'offers it. A choice that is ruled out says why.',
    '',
    '| pack | choice | event | offered | why / how | source |',
    '|---|---|---|---|---|---|',
    ...PLAYER_CHOICES.map((c) => `| ${c.pack} | ${esc(c.name)} | \`${c.event}\` | ${c.status === 'offered' ? 'yes' : 'no'} | ${esc(c.reason)} | ${esc(c.source)} |`),
    '',
  ];
  return lines.join('\n');
}
