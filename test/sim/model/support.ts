import { createEngine, type Engine } from 'battlepack-engine';
import type { AnyEventSchema, PackEventDef } from 'battlepack-engine/authoring';
import { blightedWilds } from 'battlepack-engine/blighted-wilds';
import { gallet } from 'battlepack-engine/gallet';
import { galletTable } from 'battlepack-engine/gallet/table';
import { tableRules } from 'battlepack-engine/table';
import type { ModelGame } from 'battlepack-engine/sim/model';

/** An engine of some pack, its own types hidden. */
export type AnyEngine = Engine<unknown, readonly PackEventDef<unknown, AnyEventSchema>[]>;

/** The engines the model plays on: each pack measuring the table. */
export const MODEL_PACKS: readonly { readonly name: string; readonly edition: 3 | 4; readonly engine: AnyEngine }[] = [
  { name: 'gallet', edition: 3, engine: createEngine(gallet, { table: galletTable }) as unknown as AnyEngine },
  { name: 'blighted-wilds', edition: 4, engine: createEngine(blightedWilds, { table: tableRules }) as unknown as AnyEngine },
];

/** Runs of the property tests: `PROPERTY_RUNS` when set, else `fallback`. */
export function runs(fallback: number): number {
  const raw = process.env['PROPERTY_RUNS'];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`PROPERTY_RUNS must be a whole number of runs, not ${JSON.stringify(raw)}`);
  return n;
}

/** The battleplans of a pack's engine. */
export function plansOf(engine: { pack: { battleplans: Readonly<Record<string, unknown>> } }): string[] {
  return Object.keys(engine.pack.battleplans);
}

/** Every base of the game's table, as circles. */
export function circles(game: ModelGame): { unit: string; owner: string; x: number; y: number; r: number }[] {
  return game.bodies().flatMap((b) => b.spots.map((s) => ({ unit: b.id, owner: b.owner, x: s.x, y: s.y, r: b.r })));
}
