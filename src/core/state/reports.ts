/**
 * The board's contest and zones reports (`state.board.contests`, `state.board.zones`): one object per report, shared by
 * every objective or unit it covers, its entries packed into one flat list of ids and whole numbers (the encoding is
 * documented on `BoardContestReport` and `BoardZonesReport`). What the fold writes and what the readers
 * (`contestsAtEndOf`, `zonesAtEndOf`, `selectReports`) unpack, in one place.
 * @module
 */
import type { ContestEntry, Zone, ZoneReport } from '../events/schema.js';
import type { BoardContestReport, BoardZonesReport } from './state.js';

/** The zones in the order of the `Zone` enum: zone `i` is digit `i + 1` of a packed zone list. */
export const ZONE_ORDER: readonly Zone[] = ['attacker-territory', 'defender-territory', 'neutral', 'q1', 'q2', 'q3', 'q4', 'centre'];

/** Items a packed contest entry takes in `BoardContestReport.entries`. */
export const CONTEST_STRIDE = 4;
/** Items a unit takes in `BoardZonesReport.units`. */
export const ZONES_STRIDE = 3;

const NO_ENTRIES: readonly ContestEntry[] = Object.freeze([]);

/** A zone list (at most 8 zones, as events allow) as a whole number of base-9 digits, the first zone in the lowest. */
export function packZoneList(zones: readonly Zone[] | undefined): number {
  if (zones === undefined) return 0;
  let code = 0;
  for (let k = zones.length - 1; k >= 0; k--) code = code * 9 + ZONE_ORDER.indexOf(zones[k] as Zone) + 1;
  return code;
}

/** A zone list from its packed number. */
export function unpackZoneList(code: number): Zone[] {
  const out: Zone[] = [];
  for (let c = code; c > 0; c = Math.floor(c / 9)) out.push(ZONE_ORDER[(c % 9) - 1] as Zone);
  return out;
}

const flag = (v: boolean | undefined): number => (v === undefined ? 0 : v ? 2 : 1);
const unflag = (n: number): boolean | undefined => (n === 0 ? undefined : n === 2);

/** Appends a contest entry, packed (four items), to `out` at `at`; returns the next place. */
export function packEntry(out: (string | number)[], at: number, c: { readonly unit: string; readonly objective: string; readonly models?: number | undefined; readonly controlScore?: number | undefined; readonly wholly?: boolean | undefined; readonly counts?: boolean | undefined }): number {
  out[at] = c.unit;
  out[at + 1] = c.objective;
  out[at + 2] = c.models ?? -1;
  out[at + 3] = ((c.controlScore ?? -1) + 1) * 9 + flag(c.wholly) * 3 + flag(c.counts);
  return at + CONTEST_STRIDE;
}

/** The contest entry packed at `at` of `entries`, as the event gave it (only the fields it gave). */
export function unpackEntry(entries: readonly (string | number)[], at: number): ContestEntry {
  const c: { -readonly [K in keyof ContestEntry]: ContestEntry[K] } = { unit: entries[at] as string, objective: entries[at + 1] as string };
  const models = entries[at + 2] as number;
  const rest = entries[at + 3] as number;
  if (models >= 0) c.models = models;
  const score = Math.floor(rest / 9) - 1;
  if (score >= 0) c.controlScore = score;
  const wholly = unflag(Math.floor(rest / 3) % 3);
  if (wholly !== undefined) c.wholly = wholly;
  const counts = unflag(rest % 3);
  if (counts !== undefined) c.counts = counts;
  return c;
}

/** The entries of a contest report, packed, without those of `unit` (the same list when it has none). */
export function withoutUnit(entries: readonly (string | number)[], unit: string): readonly (string | number)[] {
  const out = entries.filter((_, i) => entries[i - (i % CONTEST_STRIDE)] !== unit);
  return out.length === entries.length ? entries : out;
}

/** The entries of `objective` in a contest report, unpacked (in report order). */
export function entriesOf(report: BoardContestReport | undefined, objective: string): readonly ContestEntry[] {
  if (report === undefined) return NO_ENTRIES;
  const e = report.entries;
  let out: ContestEntry[] | undefined;
  for (let i = 0; i < e.length; i += CONTEST_STRIDE) if (e[i + 1] === objective) (out ??= []).push(unpackEntry(e, i));
  return out ?? NO_ENTRIES;
}

/**
 * The zones reports in force (`board.zones`, oldest first) once `report` is added: a new list, `report` last; an
 * earlier report stays while one of its units is named by no later report.
 */
export function withZonesReport(reports: readonly BoardZonesReport[], report: BoardZonesReport): BoardZonesReport[] {
  const named = new Set<unknown>();
  const kept: BoardZonesReport[] = [];
  // newest first, `report` before them all (past the list's end)
  for (let i = reports.length; i >= 0; i--) {
    const r = reports[i] ?? report;
    const u = r.units;
    let fresh = false;
    for (let j = 0; j < u.length; j += ZONES_STRIDE) if (!named.has(u[j])) (fresh = true), named.add(u[j]);
    if (fresh) kept.push(r);
  }
  return kept.reverse();
}

/** The newest of the zones reports in force (`board.zones`) that names `unit`; `undefined` when none does. */
export function latestZones(reports: readonly BoardZonesReport[], unit: string): BoardZonesReport | undefined {
  for (let i = reports.length - 1; i >= 0; i--) if (zonesOf(reports[i], unit) !== undefined) return reports[i];
  return undefined;
}

/** The zones of `unit` in a zones report, as lists; `undefined` when the report does not name it. */
export function zonesOf(report: BoardZonesReport | undefined, unit: string): ZoneReport | undefined {
  if (report === undefined) return undefined;
  const u = report.units;
  for (let i = 0; i < u.length; i += ZONES_STRIDE) if (u[i] === unit) return { wholly: unpackZoneList(u[i + 1] as number), partly: unpackZoneList(u[i + 2] as number) };
  return undefined;
}
