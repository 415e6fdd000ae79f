/**
 * The Gallet pack's own part of the battle state (`state.ext`): plain JSON, changed only by the pack's effects.
 * @module
 */

/** A moment of the battle: round and turn (turn 0 between turns). */
export interface TurnStamp {
  readonly round: number;
  readonly turn: number;
}

/** An objective picked at the start of a round (proving ground, activation). */
export interface RoundPick {
  readonly round: number;
  readonly player: string;
  readonly objective: string;
}

/** One Scuttling Horrors roll after a pillage. */
export interface HorrorRoll {
  readonly unit: string;
  readonly roll: readonly number[];
  readonly bravery: number;
  readonly mortalWounds: number;
  readonly slain: number;
}

/** A pillage declared in a turn of The Silksteel Nests; resolved after that turn's scoring. */
export interface Pillage extends TurnStamp {
  readonly player: string;
  readonly objective: string;
  readonly unit: string;
  readonly horrors: readonly HorrorRoll[];
  /** `pending` until the end of the turn; then `done`, or `lapsed` when the objective was no longer controlled. */
  readonly status: 'pending' | 'done' | 'lapsed';
}

/** A record of a pack action (spell, command, transfer). */
export interface ActionRecord extends TurnStamp {
  readonly player: string;
  readonly unit: string;
  readonly target: string | null;
  readonly phase: string | null;
  /** Free details (a roll, a threshold, models returned…). */
  readonly detail: Readonly<Record<string, number | string | boolean>>;
}

/** The Gallet pack's state. */
export interface GalletExt {
  /** Switches a battleplan sets at set-up. */
  readonly options: {
    /** The Mighty and the Cunning: an objective may be the proving ground again. */
    readonly provingGroundRepeats: boolean;
    /** Won't Back Down: rallies near a controlled objective succeed on 5+ (4+ for Galletian Veterans). */
    readonly rallyPoints: boolean;
  };
  /** The proving ground of the current round, if one was picked. */
  readonly provingGround: RoundPick | null;
  /** Every proving ground picked in the battle. */
  readonly provingGrounds: readonly RoundPick[];
  /** The Prize of Gallet: objectives activated, round by round. */
  readonly activations: readonly RoundPick[];
  /** The Realmstone Cache: the detonation (roll, the removed centre, the fragment ids). */
  readonly realmstone: { readonly roll: number; readonly removed: string; readonly fragments: readonly string[] } | null;
  /** In the Presence of Idols: each player's idol units. */
  readonly idols: Readonly<Record<string, readonly string[]>>;
  /** Close to the Chest: the alpha objective named for each turn. */
  readonly alphas: readonly (TurnStamp & { readonly player: string; readonly namedBy: string; readonly objective: string })[];
  /** The Silksteel Nests: pillages. */
  readonly pillages: readonly Pillage[];
  /** The Nidus Paths: transfers. */
  readonly nidus: readonly ActionRecord[];
  /** Gaze of Ghur casts. */
  readonly gazes: readonly ActionRecord[];
  /** Overwhelming Assault uses. */
  readonly assaults: readonly ActionRecord[];
  /** The Bonds of Battle uses. */
  readonly bonds: readonly ActionRecord[];
  /** Rally commands. */
  readonly rallies: readonly ActionRecord[];
  /** Wounds characteristics changed during the battle, by unit id (the keyword stays: seed FAQ). */
  readonly wounds: Readonly<Record<string, number>>;
  /**
   * The name of every unit ever added, by army, as the Unique limit compares them (`uniqueKey`: `owner:name`), each
   * once, sorted (by UTF-16 code units). Lets the Unique check of a `UnitsAdded` look up the names it adds (a binary
   * search), not scan the army.
   */
  readonly unitNames: readonly string[];
}

/** The Gallet state at set-up. */
export function initialGalletExt(): GalletExt {
  return {
    options: { provingGroundRepeats: false, rallyPoints: false },
    provingGround: null,
    provingGrounds: [],
    activations: [],
    realmstone: null,
    idols: {},
    alphas: [],
    pillages: [],
    nidus: [],
    gazes: [],
    assaults: [],
    bonds: [],
    rallies: [],
    wounds: {},
    unitNames: [],
  };
}
