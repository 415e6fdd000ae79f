/**
 * The zod schemas of battleplans as data (see `battleplan-data.ts`): the definition the generated parser of
 * `parseBattleplanData` is made from (scripts/generate-parsers.ts), for validating with zod and for JSON Schema.
 * @module
 */
import * as z from 'zod/mini';
import { Id, Placement, Position, Text } from '../events/schema.js';

/** A kebab-case name: a role, a line id or a fact name. */
export const DataName = z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,47}$/, { error: 'names are kebab-case: a-z, 0-9 and -, up to 48 characters' }));

/** An objective of a battleplan: where it sits and the roles scoring lines refer to (e.g. `centre`, `spring`). */
export const BattleplanObjectiveData = z.strictObject({
  id: Id,
  name: z.optional(Text),
  /** Free role names the VP lines can select by. */
  roles: z.optional(z.array(DataName).check(z.maxLength(8))),
  placement: z.optional(Placement),
  /** The army role that owns it, if the plan gives objectives owners. */
  owner: z.optional(z.enum(['attacker', 'defender'])),
  position: z.optional(Position),
  /** Objectives that are not on the battlefield at the start. */
  active: z.optional(z.boolean()),
});
/** An objective of a battleplan, as written. */
export type BattleplanObjectiveData = z.input<typeof BattleplanObjectiveData>;

/**
 * Which objectives a VP line looks at. Every field given must match; an empty selector matches every objective on
 * the battlefield. `placement` may be relative to the scoring player (`own-territory`, `enemy-territory`).
 */
export const ObjectiveSelector = z.strictObject({
  objective: z.optional(Id),
  role: z.optional(DataName),
  placement: z.optional(z.union([Placement, z.enum(['own-territory', 'enemy-territory'])])),
  /** `self`: objectives the scoring player owns; `opponent`: objectives the opponent owns. */
  owner: z.optional(z.enum(['self', 'opponent'])),
  /** Objectives carrying this marker with a truthy value (e.g. `activated`). */
  marker: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
});
/** Which objectives a VP line looks at. */
export type ObjectiveSelector = z.input<typeof ObjectiveSelector>;

const Amount = z.int().check(z.minimum(1), z.maximum(20));
const lineBase = {
  /** Line id, unique in the plan; the ledger source is `<prefix>/scoring/<id>` unless `source` is given. */
  id: DataName,
  /** VP for the line (per unit or objective for the counting lines). */
  amount: Amount,
  /** Overrides the ledger source id. */
  source: z.optional(z.string().check(z.minLength(1), z.maxLength(128))),
  /** Overrides the ledger reason. */
  reason: z.optional(Text),
  /** Battle rounds in which the line scores (inclusive). */
  rounds: z.optional(z.strictObject({ from: z.optional(z.int().check(z.minimum(1), z.maximum(20))), to: z.optional(z.int().check(z.minimum(1), z.maximum(20))) })),
};

/** One VP line scored at the end of a turn, from a small vocabulary. */
export const VpLineData = z.discriminatedUnion('kind', [
  /** `amount` if the player controls at least `count` of the selected objectives. */
  z.strictObject({ kind: z.literal('hold-at-least'), ...lineBase, count: z.int().check(z.minimum(1), z.maximum(32)), of: z.optional(ObjectiveSelector) }),
  /** `amount` if the player controls every selected objective (and there is at least one). */
  z.strictObject({ kind: z.literal('hold-all'), ...lineBase, of: z.optional(ObjectiveSelector) }),
  /** `amount` if the player controls more of the selected objectives than the opponent. */
  z.strictObject({ kind: z.literal('hold-more-than-opponent'), ...lineBase, of: z.optional(ObjectiveSelector) }),
  /** `amount` if the player controls any objective matching `of` (a named objective or role). */
  z.strictObject({ kind: z.literal('hold'), ...lineBase, of: ObjectiveSelector }),
  /** `amount` for each selected objective the player controls. */
  z.strictObject({ kind: z.literal('hold-each'), ...lineBase, of: z.optional(ObjectiveSelector) }),
  /** `amount` for each enemy unit destroyed during this turn (optionally only units with `keyword`), up to `max` units. */
  z.strictObject({
    kind: z.literal('enemy-units-destroyed'),
    ...lineBase,
    keyword: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
    max: z.optional(z.int().check(z.minimum(1), z.maximum(100))),
  }),
  /**
   * A number the pack supplies (`facts[fact](state, player)`): `amount` per unit of it when `per` is true,
   * else `amount` once it reaches `atLeast` (default 1).
   */
  z.strictObject({
    kind: z.literal('fact'),
    ...lineBase,
    fact: DataName,
    per: z.optional(z.boolean()),
    atLeast: z.optional(z.int().check(z.minimum(1), z.maximum(100))),
    max: z.optional(z.int().check(z.minimum(1), z.maximum(100))),
  }),
]);
/** One VP line, as written. */
export type VpLineData = z.input<typeof VpLineData>;

/** A tie-break: whoever has more of it wins a minor victory. */
export const TiebreakData = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('battle-tactics-completed') }),
  /** Only one player completed their grand strategy. */
  z.strictObject({ kind: z.literal('grand-strategy-completed') }),
  z.strictObject({ kind: z.literal('fact'), fact: DataName, describe: z.optional(Text) }),
]);
/** A tie-break, as written. */
export type TiebreakData = z.input<typeof TiebreakData>;

/** How the battle is won: the pack's own rule, or more VP (major) then tie-breaks (minor), else a draw. */
export const VictoryRuleData = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('pack') }),
  z.strictObject({ kind: z.literal('most-vp'), tiebreaks: z.optional(z.array(TiebreakData).check(z.maxLength(8))) }),
]);
/** A victory rule, as written. */
export type VictoryRuleData = z.input<typeof VictoryRuleData>;

/** Battle length as data (JSON object keys are strings: `{ "4": 2, "5": 4 }`). */
export const BattleLengthData = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('fixed'), rounds: z.int().check(z.minimum(1), z.maximum(20)) }),
  z.strictObject({
    kind: z.literal('variable'),
    maxRounds: z.int().check(z.minimum(1), z.maximum(20)),
    endsOn: z.record(z.string().check(z.regex(/^[0-9]{1,2}$/)), z.int().check(z.minimum(0), z.maximum(6))),
    rule: Id,
  }),
]);

/** A whole battleplan as data: plain JSON. */
export const BattleplanData = z.strictObject({
  id: Id,
  name: Text,
  /** One line, in your own words. */
  summary: Text,
  timing: z.optional(Text),
  source: z.strictObject({ document: Text, section: Text }),
  /** Marks a made-up plan shipped to show the mechanism (not an official battleplan). */
  example: z.optional(z.boolean()),
  table: z.optional(z.int().check(z.minimum(1), z.maximum(6))),
  roll: z.optional(z.int().check(z.minimum(1), z.maximum(6))),
  territories: Text,
  layoutConfidence: z.optional(z.enum(['high', 'medium', 'low', 'unknown'])),
  objectives: z.array(BattleplanObjectiveData).check(z.maxLength(32)),
  scoring: z.strictObject({
    /** Who scores at the end of a turn: the player whose turn it was (default), or both players. */
    scorer: z.optional(z.enum(['active-player', 'both-players'])),
    lines: z.array(VpLineData).check(z.maxLength(32)),
  }),
  /** Absent: the pack's battle length. */
  length: z.optional(BattleLengthData),
  /** Absent: the pack's rule. */
  victory: z.optional(VictoryRuleData),
  specialRules: z.optional(z.array(z.strictObject({ id: Id, name: Text, summary: Text })).check(z.maxLength(16))),
  maxVp: z.optional(z.strictObject({ perTurn: z.int().check(z.minimum(0), z.maximum(1000)), perBattle: z.int().check(z.minimum(0), z.maximum(10_000)) })),
  rulings: z.optional(z.array(Id).check(z.maxLength(16))),
});
/** A battleplan as written (defaults optional). */
export type BattleplanData = z.input<typeof BattleplanData>;
/** A battleplan after parsing. */
export type ParsedBattleplanData = z.output<typeof BattleplanData>;

