/**
 * Shared pieces of the decision tests: the packs and their random-battle options, the run count, and probes: every
 * choice event of a kind the engine knows, built from the ids in a state, independently of `decisions`.
 */
import { isDeepStrictEqual } from 'node:util';
import type { BattleState, Engine } from '../../../src/index.js';
import type { AnyEventSchema, PackEventDef } from '../../../src/authoring.js';
import { galletRandomOptions, type RandomBattleOptions } from '../../../src/sim.js';
import { gallet, galletEngine } from '../../../src/gallet.js';
import { blightedWilds, blightedWildsEngine, blightedWildsRandomExtras, BLIGHTED_WILDS_SAMPLE_TERRAIN } from '../../../src/blighted-wilds.js';

/** Any pack's engine, its types erased. */
export type AnyEngine = Engine<unknown, readonly PackEventDef<unknown, AnyEventSchema>[]>;
/** An event as the probes build it. */
export interface Probe {
  readonly type: string;
  readonly data: Record<string, unknown>;
}

/** One pack under test: its engine, battleplans and generator options. */
export interface PackCase {
  readonly name: string;
  readonly engine: AnyEngine;
  readonly plans: readonly string[];
  readonly options: Omit<RandomBattleOptions<unknown, readonly PackEventDef<unknown, AnyEventSchema>[]>, 'seed'>;
}

/** Every pack and plan. */
export const PACKS: readonly PackCase[] = [
  { name: 'gallet', engine: galletEngine as unknown as AnyEngine, plans: Object.keys(gallet.battleplans), options: galletRandomOptions as PackCase['options'] },
  {
    name: 'blighted-wilds',
    engine: blightedWildsEngine as unknown as AnyEngine,
    plans: Object.keys(blightedWilds.battleplans),
    options: { extras: blightedWildsRandomExtras, terrain: BLIGHTED_WILDS_SAMPLE_TERRAIN } as PackCase['options'],
  },
];

/** Property runs: `PROPERTY_RUNS` when set, else `fallback`. */
export function runs(fallback: number): number {
  const raw = process.env['PROPERTY_RUNS'];
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`PROPERTY_RUNS must be a whole number of runs, not ${JSON.stringify(raw)}`);
  return n;
}

/** Dice fields of choice events: they are rolled, not chosen, so choices are compared without them. */
const DICE: Readonly<Record<string, readonly string[]>> = {
  PriorityDetermined: ['rolls', 'winner'],
  PurifyTheLandUsed: ['roll'],
  BoonOfVitalityUsed: ['roll', 'rally'],
  StrategicMasteryUsed: ['rolls'],
};

/** The choice an event records: without its dice, idols as a set, `continueBattle: false` as absent. */
export function choiceOf(e: { readonly type: string; readonly data: unknown }): unknown {
  const data: Record<string, unknown> = { ...(e.data as Record<string, unknown>) };
  for (const k of DICE[e.type] ?? []) delete data[k];
  if (e.type === 'IdolsChosen') data['units'] = [...(data['units'] as string[])].sort();
  if (e.type === 'PlayerWithdrew' && data['continueBattle'] === false) delete data['continueBattle'];
  return { type: e.type, data };
}

/** Whether `list` holds the choice of `e`. */
export function listed(list: readonly { readonly event: { readonly type: string; readonly data: unknown } }[], e: Probe): boolean {
  const c = choiceOf(e);
  return list.some((d) => isDeepStrictEqual(choiceOf(d.event), c));
}

function subsets(items: readonly string[], max: number): string[][] {
  const out: string[][] = [];
  const walk = (from: number, acc: string[]): void => {
    if (acc.length > 0) out.push([...acc]);
    if (acc.length === max) return;
    for (let i = from; i < items.length; i++) walk(i + 1, [...acc, items[i] as string]);
  };
  walk(0, []);
  return out;
}

/**
 * Every choice event of the engine's kinds over the ids of the state: players, units, objectives, terrain, tactics and
 * their target kinds. Dice are given fixed values (or those of a listed decision of the same kind, so that only the
 * choice differs).
 */
export function probes(engine: AnyEngine, state: BattleState<unknown>, listedEvents: readonly Probe[]): Probe[] {
  const pack = engine.pack;
  const players = state.setup.playerOrder;
  const units = Object.keys(state.units);
  const objectives = Object.keys(state.board.objectives);
  const terrain = Object.keys(state.board.terrain);
  const ids = { unit: units, objective: objectives, terrain } as const;
  const diceOf = (type: string): Record<string, unknown> => {
    const d = listedEvents.find((e) => e.type === type)?.data ?? {};
    return Object.fromEntries((DICE[type] ?? []).filter((k) => d[k] !== undefined).map((k) => [k, d[k]]));
  };
  const out: Probe[] = [];
  const round = state.clock.round + 1;
  for (const player of players) {
    for (const t of Object.values(pack.battleTactics)) {
      out.push({ type: 'BattleTacticPicked', data: { player, tactic: t.id } });
      if (t.target !== undefined) for (const id of ids[t.target.kind]) out.push({ type: 'BattleTacticPicked', data: { player, tactic: t.id, target: { kind: t.target.kind, id } } });
    }
    const [a, b] = players;
    const rolls = diceOf('PriorityDetermined')['rolls'] ?? (round === 1 ? undefined : { [a ?? '']: 2, [b ?? '']: 5 });
    out.push({ type: 'PriorityDetermined', data: { round, firstTurn: player, ...(rolls !== undefined ? { rolls } : {}) } });
    out.push({ type: 'InitiativeSeized', data: { round, player } });
    out.push({ type: 'PlayerWithdrew', data: { player } }, { type: 'PlayerWithdrew', data: { player, continueBattle: true } });
    if (pack.id === gallet.id) {
      for (const objective of objectives)
        for (const type of ['ProvingGroundPicked', 'ObjectiveActivated', 'AlphaObjectiveNamed']) out.push({ type, data: { player, objective } });
      const mine = units.filter((u) => state.units[u]?.def.owner === player);
      for (const set of subsets(mine, 3)) out.push({ type: 'IdolsChosen', data: { player, units: set } });
    }
    if (pack.id === blightedWilds.id) {
      for (const unit of [null, ...units]) out.push({ type: 'RestingUnitChosen', data: { player, unit } });
      for (const t of [null, ...terrain]) out.push({ type: 'ContaminationPicked', data: { player, terrain: t } });
      const opp = players.find((p) => p !== player) ?? '';
      out.push({ type: 'StrategicMasteryUsed', data: { player, rolls: Array.from({ length: state.players[opp]?.commandPoints ?? 0 }, () => 3) } });
      for (const unit of units)
        for (const t of terrain) {
          out.push({ type: 'PurifyTheLandUsed', data: { player, unit, terrain: t, roll: 4, ...diceOf('PurifyTheLandUsed') } });
          out.push({ type: 'BoonOfVitalityUsed', data: { player, unit, terrain: t, roll: 2 } });
        }
    }
  }
  return out;
}
