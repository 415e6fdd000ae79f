/**
 * Hostile battle logs built from a golden one (issue 25): many models on one many-cornered footprint base, repeated
 * positions reports, a map override of many large regions. For the regression tests and the measurements of
 * docs/security.md; every log is under the 1 MiB event limit per event.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const GOLDEN = join(import.meta.dirname, '../fixtures/table/turf-war.positions.log.json');

interface LogEvent {
  seq: number;
  type: string;
  data: Record<string, unknown>;
}
interface LogFile {
  events: LogEvent[];
  [k: string]: unknown;
}

/** A regular polygon of `corners` corners and radius `r` inches around the origin (a footprint). */
export function ring(corners: number, r = 1): { x: number; y: number }[] {
  return Array.from({ length: corners }, (_, i) => ({ x: r * Math.cos((2 * Math.PI * i) / corners), y: r * Math.sin((2 * Math.PI * i) / corners) }));
}

/**
 * The golden Turf War log with two more units of `perUnit` models each (one per player), placed `reports` times on one
 * `corners`-cornered footprint base in the first battle round (each report after the golden one of that turn).
 */
export function manyModelsLog(options: { perUnit: number; corners: number; reports: number; unitsPerPlayer?: number }): LogFile {
  const log = JSON.parse(readFileSync(GOLDEN, 'utf8')) as LogFile;
  const owners = (log.events[0]?.data['players'] as { id: string }[]).map((p) => p.id);
  const adds = log.events.find((e) => e.type === 'UnitsAdded') as LogEvent;
  const ids: string[] = [];
  owners.forEach((owner, i) => {
    for (let j = 0; j < (options.unitsPerPlayer ?? 1); j++) {
      const id = j === 0 ? `horde-${i}` : `horde-${i}-${j}`;
      ids.push(id);
      (adds.data['units'] as unknown[]).push({ id, owner, name: 'Horde', roles: [], keywords: [], wounds: 1, models: options.perUnit, mounted: false, points: 10 });
    }
  });
  const first = log.events.findIndex((e) => e.type === 'PositionsReported');
  const base = { kind: 'footprint', points: ring(options.corners) };
  const models = Array.from({ length: options.perUnit }, (_, k) => ({ position: { x: 2 + (k % 56), y: 2 + (Math.floor(k / 56) % 40) } }));
  const report = (): LogEvent => ({ seq: 0, type: 'PositionsReported', data: { units: ids.map((unit) => ({ unit, base, models })) } });
  log.events.splice(first + 1, 0, ...Array.from({ length: options.reports }, report));
  log.events.forEach((e, i) => (e.seq = i + 1));
  return log;
}

/** The golden Turf War log whose set-up adds `regions` regions of `parts` parts × `corners` corners each. */
export function bigMapLog(options: { regions: number; parts: number; corners: number }): LogFile {
  const log = JSON.parse(readFileSync(GOLDEN, 'utf8')) as LogFile;
  const setUp = log.events[0] as LogEvent;
  // thin convex slivers side by side: each part a polygon of `corners` corners inside its own box
  const regions = Array.from({ length: options.regions }, (_, r) => ({
    id: `big-${r}`,
    parts: Array.from({ length: options.parts }, (_, p) => {
      const cx = 0.5 + ((r * options.parts + p) % 59);
      const cy = 0.5 + Math.floor((r * options.parts + p) / 59) * 1.0;
      return ring(options.corners, 0.45).map((q) => ({ x: Number((cx + q.x).toFixed(5)), y: Number((cy + q.y).toFixed(5)) }));
    }),
  }));
  setUp.data['map'] = { regions };
  return log;
}
