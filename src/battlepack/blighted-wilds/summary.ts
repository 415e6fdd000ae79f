/**
 * The final summary of a Blighted Wilds battle: the only thing a campaign reads from a battle (never its internals).
 * @module
 */
import { selectRounds } from '../../core/state/battle-selectors.js';
import * as z from 'zod/mini';
import { Id, planOf, Text, UnitOrigin, type Battlepack } from '../../core/index.js';
import { BW, remediatedBy, type BlightedWildsExt, type BlightedWildsState } from './ext.js';
import { blightedWilds } from './pack.js';
import { replacedUnitOf } from './rules/replacement-units.js';

// Stryker disable all: module-load definition, built once at import before any mutant is switched on (docs/testing.md) (the summary's schemas: zod, built at import, as the events' schemas are left out of the slice)
/** What became of a unit in a battle. Withdrawn units were not destroyed, so they count as survivors. */
export const UnitOutcome = z.enum(['survived', 'destroyed', 'resting']);
/** What became of a unit in a battle. */
export type UnitOutcome = z.infer<typeof UnitOutcome>;

/** How a battle ended. */
export const BattleEnding = z.enum(['length-roll', 'last-round', 'withdrawal', 'concession', 'called']);
/** How a battle ended. */
export type BattleEnding = z.infer<typeof BattleEnding>;

/** The final summary of a battle, as a campaign records it. */
export const BattleSummary = z.strictObject({
  battlepack: z.strictObject({ id: Id, version: z.string().check(z.maxLength(32)) }),
  battleplan: z.nullable(Id),
  roundsPlayed: z.int().check(z.minimum(0), z.maximum(20)),
  ending: BattleEnding,
  result: z.strictObject({ kind: z.enum(['major', 'minor', 'draw']), winner: z.nullable(Id), reason: Text, source: z.string().check(z.maxLength(128)) }),
  players: z
    .array(
      z.strictObject({
        id: Id,
        name: Text,
        vp: z.int().check(z.minimum(0), z.maximum(1000)),
        withdrew: z.boolean(),
        /** Terrain features this player's army remediated. */
        remediated: z.array(Id).check(z.maxLength(64)),
      }),
    )
    .check(z.length(2)),
  units: z
    .array(
      z.strictObject({
        id: Id,
        owner: Id,
        name: Text,
        origin: UnitOrigin,
        outcome: UnitOutcome,
        /** Successful Purify the Land uses by this unit. */
        purified: z.int().check(z.minimum(0), z.maximum(100)),
        /** Renown gained during the battle (Purify the Land). */
        renownGained: z.int().check(z.minimum(0), z.maximum(1000)),
        /** For a replacement unit, the unit it replaced. */
        replaces: z.nullable(Id),
      }),
    )
    .check(z.maxLength(400)),
});
// Stryker restore all
/** The final summary of a battle. */
export type BattleSummary = z.infer<typeof BattleSummary>;

function endingOf(state: BlightedWildsState, pack: Battlepack<BlightedWildsExt>): BattleEnding {
  if (state.setup.playerOrder.some((p) => state.players[p]?.withdrew === true)) return 'withdrawal';
  if (state.clock.result?.source === 'core/concession') return 'concession';
  if (state.ext.lengthRolls.some((r) => r.ended)) return 'length-roll';
  const last = selectRounds(state).at(-1);
  const length = planOf(pack, state)?.length ?? pack.length;
  const lastRound = length.kind === 'fixed' ? length.rounds : length.maxRounds;
  return last !== undefined && last.turnsEnded >= 2 && state.clock.round >= lastRound ? 'last-round' : 'called';
}

/**
 * The final summary of an ended Blighted Wilds battle: result, VP, remediation, and each unit's outcome and renown
 * gained. Pass the pack if you played with extra battleplans (`blightedWildsWith`). Throws if the battle has not
 * ended (a programmer error).
 */
export function summarizeBattle(state: BlightedWildsState, pack: Battlepack<BlightedWildsExt> = blightedWilds as Battlepack<BlightedWildsExt>): BattleSummary {
  if (state.clock.stage !== 'ended' || state.clock.result === null) throw new Error('summarizeBattle needs a battle that has ended');
  return {
    battlepack: { id: state.setup.battlepack.id, version: state.setup.battlepack.version },
    battleplan: state.setup.battleplan,
    roundsPlayed: state.clock.round,
    ending: endingOf(state, pack),
    result: { kind: state.clock.result.kind, winner: state.clock.result.winner, reason: state.clock.result.reason, source: state.clock.result.source },
    players: state.setup.playerOrder.map((id) => ({
      id,
      name: state.players[id]?.name ?? id,
      vp: state.players[id]?.vp ?? 0,
      withdrew: state.players[id]?.withdrew === true,
      remediated: [...remediatedBy(state, id)],
    })),
    units: Object.values(state.units).map((u) => ({
      id: u.def.id,
      owner: u.def.owner,
      name: u.def.name,
      origin: u.def.origin,
      outcome: u.status === 'destroyed' ? 'destroyed' : u.status === 'resting' ? 'resting' : 'survived',
      purified: state.ext.purifications.filter((p) => p.unit === u.def.id && p.success).length,
      renownGained: state.ext.renown[u.def.id] ?? 0,
      replaces: u.def.origin === 'replacement' ? replacedUnitOf(u.def.tags) : null,
    })),
  };
}

/** The source id of summaries (the pack they come from). */
export const SUMMARY_BATTLEPACK = BW;
