/**
 * The campaign state: rosters with renown, generals, recorded battle summaries and the renown ledger. Plain JSON.
 * @module
 */
import type { BattlefieldRole } from '../core/index.js';
import type { BattleSummary } from '../battlepack/blighted-wilds/summary.js';
import type { RenownReason } from './schema.js';

/** A unit on a roster. Its rank is derived from `renown` (see `rankOf`), never stored. */
export interface RosterUnit {
  readonly id: string;
  readonly name: string;
  readonly keywords: readonly string[];
  readonly roles: readonly BattlefieldRole[];
  readonly wounds: number;
  readonly models: number;
  readonly mounted: boolean;
  readonly points: number;
  readonly control: number | null;
  readonly reinforced: number;
  readonly unique: boolean;
  readonly tags: readonly string[];
  readonly renown: number;
  /** Battles it took part in (ids), resting excluded. */
  readonly battles: readonly string[];
}

/** A player of the campaign and their roster. */
export interface CampaignPlayer {
  readonly id: string;
  readonly name: string;
  readonly faction: string | null;
  readonly general: string | null;
  readonly roster: Readonly<Record<string, RosterUnit>>;
  /** Units that left the roster, by id. */
  readonly removed: readonly string[];
}

/** A battle as the campaign knows it: its id and final summary. */
export interface RecordedBattle {
  readonly id: string;
  readonly summary: BattleSummary;
}

/** One line of the renown ledger. */
export interface RenownLine {
  readonly battle: string;
  readonly player: string;
  readonly unit: string;
  readonly reason: RenownReason;
  readonly amount: number;
  readonly roll: number | null;
  readonly eventIndex: number;
}

/** The whole campaign. */
export interface CampaignState {
  readonly playerOrder: readonly string[];
  readonly players: Readonly<Record<string, CampaignPlayer>>;
  readonly battles: readonly RecordedBattle[];
  readonly renown: readonly RenownLine[];
  readonly eventCount: number;
}
