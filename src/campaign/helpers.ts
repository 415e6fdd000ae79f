/**
 * What the campaign tells a new battle (ranks, who has the lowest-ranked general, the units that may rest, the
 * roster units to add) and the renown events after one.
 * @module
 */
import type { UnitDef } from '../core/index.js';
import { rankOf, RANK_THRESHOLDS, type Rank, type RankThreshold } from './ranks.js';
import type { CampaignEventInput } from './schema.js';
import type { CampaignState, RosterUnit } from './state.js';

/** A roster unit's rank, derived from its renown. */
export function unitRank(unit: Pick<RosterUnit, 'renown'>, thresholds: readonly RankThreshold[] = RANK_THRESHOLDS): Rank {
  return rankOf(unit.renown, thresholds);
}

/** The rank of a player's general, or null when they have none. */
export function generalRank(state: CampaignState, player: string, thresholds: readonly RankThreshold[] = RANK_THRESHOLDS): Rank | null {
  const p = state.players[player];
  const g = p?.general === null || p === undefined ? undefined : p.roster[p.general];
  return g === undefined ? null : unitRank(g, thresholds);
}

/** Both generals' ranks, and the player with the lower one (null when equal: then the players roll off). */
export interface LowestRankedGeneral {
  readonly ranks: Readonly<Record<string, Rank>>;
  readonly lowest: string | null;
}

/** Who has the lowest-ranked general for a battle between `players`. Throws if a player has no general. */
export function lowestRankedGeneral(state: CampaignState, players: readonly [string, string], thresholds: readonly RankThreshold[] = RANK_THRESHOLDS): LowestRankedGeneral {
  const [a, b] = players;
  const ra = generalRank(state, a, thresholds);
  const rb = generalRank(state, b, thresholds);
  if (ra === null || rb === null) throw new Error(`every player needs a general (GeneralSet) before a battle: missing for ${ra === null ? a : b}`);
  return { ranks: { [a]: ra, [b]: rb }, lowest: ra.level === rb.level ? null : ra.level < rb.level ? a : b };
}

/**
 * The battle event that tells a Blighted Wilds battle the generals' ranks (`GeneralRanksRecorded`); pass the
 * roll-off when the ranks are equal.
 */
export function generalRanksEvent(
  state: CampaignState,
  players: readonly [string, string],
  rollOff?: Readonly<Record<string, number>>,
  thresholds: readonly RankThreshold[] = RANK_THRESHOLDS,
): { type: 'GeneralRanksRecorded'; data: { generals: Record<string, { rank: string; level: number }>; rollOff?: Record<string, number> } } {
  const { ranks } = lowestRankedGeneral(state, players, thresholds);
  const generals = Object.fromEntries(Object.entries(ranks).map(([p, r]) => [p, { rank: r.name, level: r.level }]));
  return { type: 'GeneralRanksRecorded', data: { generals, ...(rollOff !== undefined ? { rollOff: { ...rollOff } } : {}) } };
}

/** Roster units a player may rest in the next battle: every roster unit except the general. */
export function restingOffer(state: CampaignState, player: string): readonly string[] {
  const p = state.players[player];
  if (p === undefined) return [];
  return Object.keys(p.roster).filter((id) => id !== p.general);
}

/** The `UnitsAdded` event that brings a player's whole roster into a battle (the general flagged). */
export function rosterUnitsAdded(state: CampaignState, player: string): { type: 'UnitsAdded'; data: { origin: 'roster'; units: UnitDef[] } } {
  const p = state.players[player];
  if (p === undefined) throw new Error(`"${player}" has no roster`);
  const units: UnitDef[] = Object.values(p.roster).map((u) => ({
    id: u.id,
    owner: player,
    name: u.name,
    keywords: [...u.keywords],
    roles: [...u.roles],
    wounds: u.wounds,
    models: u.models,
    mounted: u.mounted,
    points: u.points,
    reinforced: u.reinforced,
    unique: u.unique,
    ...(u.control !== null ? { control: u.control } : {}),
    ...(u.tags.length > 0 ? { tags: [...u.tags] } : {}),
    ...(p.general === u.id ? { general: true } : {}),
  }));
  return { type: 'UnitsAdded', data: { origin: 'roster', units } };
}

/** The dice for the renown after a battle: a D3 per surviving roster unit, and each player's favoured unit with its D6. */
export interface RenownDice {
  readonly survived: Readonly<Record<string, number>>;
  readonly favoured: Readonly<Record<string, { readonly unit: string; readonly roll: number }>>;
}

/**
 * The `RenownAwarded` events for a recorded battle: a D3 for every surviving roster unit, 1 for every destroyed one,
 * Purify the Land's renown, and the favoured units. Throws if a survivor's D3 is missing.
 */
export function renownAwardsFor(state: CampaignState, battle: string, dice: RenownDice): CampaignEventInput[] {
  const b = state.battles.find((x) => x.id === battle);
  if (b === undefined) throw new Error(`battle "${battle}" is not recorded`);
  const out: CampaignEventInput[] = [];
  const fought = b.summary.units.filter((u) => (u.origin === 'roster' || u.origin === 'reserve') && u.outcome !== 'resting' && state.players[u.owner]?.roster[u.id] !== undefined);
  const missing = fought.filter((u) => u.outcome === 'survived' && dice.survived[u.id] === undefined).map((u) => u.id);
  if (missing.length > 0) throw new Error(`a D3 of renown is needed for each survivor: missing ${missing.join(', ')}`);
  for (const u of fought) {
    if (u.outcome === 'survived') {
      const roll = dice.survived[u.id] ?? 1;
      out.push({ type: 'RenownAwarded', data: { battle, player: u.owner, unit: u.id, reason: 'survived', amount: roll, roll } });
    } else {
      out.push({ type: 'RenownAwarded', data: { battle, player: u.owner, unit: u.id, reason: 'destroyed', amount: 1 } });
    }
    if (u.renownGained > 0) out.push({ type: 'RenownAwarded', data: { battle, player: u.owner, unit: u.id, reason: 'purify-the-land', amount: u.renownGained } });
  }
  for (const [player, f] of Object.entries(dice.favoured)) out.push({ type: 'RenownAwarded', data: { battle, player, unit: f.unit, reason: 'favoured', amount: f.roll, roll: f.roll } });
  return out;
}
