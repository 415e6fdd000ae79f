/**
 * The Gallet roster's schema (GHB 2022-23 Season 1 army building): units, battalions, endless spells and
 * enhancements as a list-building tool or a hand-written JSON file gives them. The checks of a parsed roster are in
 * `army.ts`.
 * @module
 */
import * as z from 'zod/mini';
import { BattlefieldRole, Id, Text } from '../../core/events/schema.js';

const Name = Text.check(z.minLength(1));
const Keyword = z.string().check(z.minLength(1), z.maxLength(64));
const Points = z.int().check(z.minimum(0), z.maximum(10_000));

/** One unit on a roster. `name` is the warscroll's name (it identifies Unique units). */
export const RosterUnitSchema = z.strictObject({
  id: Id,
  /** Warscroll name; two Unique units with the same name are the same unit type. */
  name: Name,
  roles: z._default(z.array(BattlefieldRole).check(z.maxLength(5)), []),
  /** Points the unit costs as fielded (reinforcements included). */
  points: Points,
  /** Wounds characteristic of its models. */
  wounds: z.int().check(z.minimum(1), z.maximum(100)),
  /** Number of models as fielded. */
  models: z.int().check(z.minimum(1), z.maximum(1000)),
  /** Whether the warscroll's minimum unit size is 1; if absent, `models / (reinforced + 1) <= 1`. */
  singleModel: z.optional(z.boolean()),
  /** Times reinforced: 0, 1 or 2. */
  reinforced: z._default(z.int().check(z.minimum(0), z.maximum(2)), 0),
  understrength: z._default(z.boolean(), false),
  ally: z._default(z.boolean(), false),
  coalition: z._default(z.boolean(), false),
  unique: z._default(z.boolean(), false),
  mounted: z._default(z.boolean(), false),
  /** The unit's faction if it differs from the army's (allies, coalition units). */
  faction: z.optional(Name),
  keywords: z._default(z.array(Keyword).check(z.maxLength(64)), []),
  notes: z.optional(Text),
});

/** A core battalion on a roster: which battalion and the ids of its units. */
export const RosterCoreBattalionSchema = z.strictObject({
  /** Battalion id, e.g. `expert-conquerors`, `bounty-hunters` or a core-rules battalion such as `battle-regiment`. */
  battalion: Id,
  units: z._default(z.array(Id).check(z.maxLength(20)), []),
});

/** A warscroll battalion on a roster (never allowed in Pitched Battles; recorded so the validator can say so). */
export const RosterWarscrollBattalionSchema = z.strictObject({
  name: Name,
  points: z._default(Points, 0),
  units: z._default(z.array(Id).check(z.maxLength(20)), []),
});

/** An endless spell or invocation on a roster. */
export const RosterEndlessSpellSchema = z.strictObject({
  name: Name,
  kind: z._default(z.enum(['endless-spell', 'invocation']), 'endless-spell'),
  points: z._default(Points, 0),
});

/** The kinds of enhancement a roster gives, whose limits the seed quotes (core rules 27.3.2–27.3.3). */
export const ENHANCEMENT_KINDS = ['artefact', 'command-trait'] as const;

/**
 * An enhancement on a roster: an artefact of power given to a HERO (`artefact`), or the command trait given to the
 * general (`command-trait`), by name, with the id of the unit that has it.
 */
export const RosterEnhancementSchema = z.strictObject({
  kind: z.enum(ENHANCEMENT_KINDS),
  /** The artefact's or trait's name (two with the same name are the same enhancement). */
  name: Name,
  /** Id of the roster unit given it (the bearer of an artefact; the general for a command trait). */
  unit: Id,
});

/** An army roster for a Gallet Pitched Battle. Rule limits are checked by `validateRoster`, not by the schema. */
export const GalletRosterSchema = z.strictObject({
  /** A name for the list. */
  name: z.optional(Text),
  /** Who plays it. */
  player: z.optional(Text),
  faction: Name,
  /** Id of the unit whose model is the general. */
  general: z.optional(Id),
  /** The one grand strategy picked, by id. */
  grandStrategy: z.optional(z.string().check(z.maxLength(64))),
  units: z.array(RosterUnitSchema).check(z.maxLength(200)),
  coreBattalions: z._default(z.array(RosterCoreBattalionSchema).check(z.maxLength(20)), []),
  warscrollBattalions: z._default(z.array(RosterWarscrollBattalionSchema).check(z.maxLength(20)), []),
  endlessSpells: z._default(z.array(RosterEndlessSpellSchema).check(z.maxLength(20)), []),
  /** Artefacts of power and the command trait (core rules 27.3.2–27.3.3, quoted in the seed). */
  enhancements: z._default(z.array(RosterEnhancementSchema).check(z.maxLength(50)), []),
  notes: z.optional(Text),
});

/** A parsed roster (defaults applied). */
export type GalletRoster = z.output<typeof GalletRosterSchema>;
/** A roster as written by hand or in JSON (defaults optional). */
export type GalletRosterInput = z.input<typeof GalletRosterSchema>;
/** One parsed roster unit. */
export type GalletRosterUnit = z.output<typeof RosterUnitSchema>;
