import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as root from 'battlepack-engine';
import type { BattleState } from 'battlepack-engine';
import { randomBattle } from 'battlepack-engine/sim';
import { galletEngine, type GalletExt } from 'battlepack-engine/gallet';
import { blightedWildsEngine, type BlightedWildsExt } from 'battlepack-engine/blighted-wilds';
import { entryExports, sourceEntries, type EntryExports } from '../support/api-exports.js';

// docs/migrating-to-0.2.md covers every field and export that moved or went (issue 23), and the lists it is checked
// against come from code, not from the guide:
// - the fields: a state is rebuilt in 0.1's shape from the guide's tables alone (each 0.1 field taken from the 0.2
//   place the guide gives) and handed to the engine, whose reader of 0.1 states (src/core/state/state-shape.ts)
//   refuses a missing or unknown field and must give back the very state it came from;
// - the exports: 0.1's public surface, read by TypeScript from the sources of the last commit before issue 23
//   (test/fixtures/api/exports-0.1.json, made by scripts/api-exports.ts), against today's, read the same way.

const ROOT = resolve(import.meta.dirname, '../..');
const GUIDE = readFileSync(join(ROOT, 'docs/migrating-to-0.2.md'), 'utf8');

/** The lines of the section under a `## ` heading. */
function section(title: string): string[] {
  const lines = GUIDE.split(/\r?\n/);
  const start = lines.findIndex((l) => l.trim() === `## ${title}`);
  if (start < 0) throw new Error(`docs/migrating-to-0.2.md has no "## ${title}"`);
  const end = lines.findIndex((l, i) => i > start && l.startsWith('## '));
  return lines.slice(start + 1, end < 0 ? undefined : end);
}

/** The cells of each row of the Markdown tables in `lines` (header and rule rows left out). */
function rows(lines: readonly string[]): string[][] {
  return lines
    .filter((l) => l.startsWith('|') && !/^\|\s*-/.test(l))
    .map((l) =>
      l
        .slice(1, l.trimEnd().endsWith('|') ? l.trimEnd().length - 1 : undefined)
        .split(' | ')
        .map((c) => c.trim()),
    );
}

/** The `code` spans of a cell. */
const spans = (cell: string): string[] => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? '');

/** The names of a cell's code spans: a generic's name without its parameters (`EventsOf<E, I>` → `EventsOf`). */
const spanNames = (cell: string): string[] => spans(cell).map((s) => /^(\w+)</.exec(s)?.[1] ?? s);

// ---------------------------------------------------------------------------------------------------------------------
// the state's fields

/** A 0.2 history (a chunked list, as the guide describes it) as the plain list 0.1 kept. */
function plainHistory(list: unknown): unknown {
  if (!Array.isArray(list) || !Array.isArray(list[0])) return list;
  const [chunks, ...newest] = list as [unknown[][], ...unknown[]];
  return [...chunks.flat(), ...newest];
}

/** The value at a dotted path of the guide (`state.clock.round`), or `undefined`. */
function at(value: unknown, path: string): unknown {
  let v = value;
  for (const k of path.split('.').slice(1)) v = v !== null && typeof v === 'object' && Object.hasOwn(v, k) ? (v as Record<string, unknown>)[k] : undefined;
  return v;
}

const fieldRows = rows(section("The state's fields, one by one")).filter((r) => r[0]?.startsWith('`state.'));
const unitRows = rows(section("The state's fields, one by one")).filter((r) => (r[1] ?? '').startsWith('`state.units[id]'));

/** A 0.2 state in 0.1's shape, made from the guide's tables only. */
function asOldState(state: BattleState<unknown>): Record<string, unknown> {
  const s = JSON.parse(JSON.stringify(state)) as Record<string, unknown>;
  const old: Record<string, unknown> = {};
  const reports = JSON.parse(JSON.stringify(root.selectReports(state))) as Record<string, unknown>;
  for (const [was, place, read] of fieldRows) {
    const field = spans(was ?? '')[0]?.replace(/^state\./, '') ?? '';
    const path = spans(place ?? '')[0] ?? '';
    // the packed reports (the guide's "The reports"): their 0.1 form is what the row's selector gives
    const fromSelector = /^selectReports\(state\)\.(\w+)$/.exec(spans(read ?? '')[0] ?? '')?.[1];
    old[field] = field === 'units' ? {} : fromSelector !== undefined ? reports[fromSelector] : plainHistory(at(s, path));
  }
  const units = s['units'] as Record<string, Record<string, unknown>>;
  for (const [id, u] of Object.entries(units)) {
    const unit: Record<string, unknown> = {};
    for (const [names, place] of unitRows) {
      const from = (place ?? '').startsWith('`state.units[id].def.') ? (u['def'] as Record<string, unknown>) : u;
      for (const name of spans(names ?? '')) if (Object.hasOwn(from, name)) unit[name] = from[name];
    }
    (old['units'] as Record<string, unknown>)[id] = unit;
  }
  return old;
}

/** What the engine makes of a saved state: it read back, or the violations. */
type Read = (saved: unknown) => { readonly ok: true; readonly state: unknown } | { readonly ok: false; readonly violations: readonly { readonly message: string }[] };

/** States of both packs at several moments (set-up, a turn under way, the end), so that no two fields agree by chance. */
function states(): [string, Read, BattleState<unknown>][] {
  const out: [string, Read, BattleState<unknown>][] = [];
  for (const stopAfter of [3, 40, undefined]) {
    const options = { seed: 11, ...(stopAfter === undefined ? {} : { stopAfter }) };
    const when = `after ${stopAfter ?? 'all'} events`;
    out.push([`gallet ${when}`, (saved) => galletEngine.replay([], saved as BattleState<GalletExt>), randomBattle(galletEngine, options).state]);
    out.push([`blighted-wilds ${when}`, (saved) => blightedWildsEngine.replay([], saved as BattleState<BlightedWildsExt>), randomBattle(blightedWildsEngine, options).state]);
  }
  return out;
}

describe('docs/migrating-to-0.2.md: the state\'s fields', () => {
  it('the tables list the root fields and the unit fields', () => {
    expect(fieldRows.length).toBeGreaterThan(20);
    expect(unitRows).toHaveLength(2);
  });

  it.each(states())('%s, rebuilt in 0.1\'s shape from the tables, reads back as itself', (_name, read, state) => {
    const r = read(asOldState(state));
    if (!r.ok) throw new Error(`the engine refuses the 0.1 state made from the guide's tables: ${r.violations.map((v) => v.message).join('; ')}`);
    // the packed reports of a 0.1 state are packed per objective and per unit (0.1 kept no record of which report
    // covered which), so they are compared as the selectors read them; every other field byte for byte
    const plain = (x: unknown) => JSON.parse(JSON.stringify(x)) as { board: Record<string, unknown> };
    const [back, made] = [plain(r.state), plain(state)];
    expect(root.selectReports(r.state as BattleState<unknown>)).toEqual(root.selectReports(state));
    for (const x of [back, made]) {
      delete x.board['contests'];
      delete x.board['zones'];
    }
    expect(back).toEqual(made);
  });

  it('every selector the guide names is exported by battlepack-engine', () => {
    const named = new Set([...GUIDE.matchAll(/\b(select[A-Z]\w*)\(/g)].map((m) => m[1] ?? ''));
    expect(named.size).toBeGreaterThan(20);
    for (const n of named) expect(Object.keys(root), `${n} is named by the guide`).toContain(n);
    // and every selector is in the guide's table of what to read with what
    for (const n of Object.keys(root).filter((k) => k.startsWith('select'))) expect(named.has(n), `${n} is not in docs/migrating-to-0.2.md`).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------------------------------
// the exports

const OLD = JSON.parse(readFileSync(join(ROOT, 'test/fixtures/api/exports-0.1.json'), 'utf8')) as { commit: string; entries: EntryExports };
const PKG = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { exports: Record<string, unknown> };

/** `battlepack-engine/sheet` → `./sheet`; `battlepack-engine` → `.`. */
const entryOfSpecifier = (s: string): string | null => (s === 'battlepack-engine' ? '.' : s.startsWith('battlepack-engine/') ? `./${s.slice('battlepack-engine/'.length)}` : null);

/** Whether a code span of the guide names `name`: the name itself, or a pattern such as `GAZE_OF_GHUR_*`. */
const names = (span: string, name: string): boolean => span === name || (span.endsWith('*') && /^\w+\*$/.test(span) && name.startsWith(span.slice(0, -1)));

describe('docs/migrating-to-0.2.md: the exports', () => {
  const now = entryExports(ROOT, sourceEntries(PKG.exports));
  const moved = rows(section('Exports that moved')).slice(1);
  const went = rows(section('Exports that went')).slice(1);

  it('0.1\'s surface is the fixture\'s, and today\'s is read the same way', () => {
    expect(OLD.entries['.']?.length).toBeGreaterThan(200);
    expect(now['.']).toEqual(expect.arrayContaining(['createEngine', 'selectScore', 'BattleState']));
  });

  it('every name an entry exported in 0.1 and no longer exports is in the guide: moved (to an entry that exports it) or gone', () => {
    const problems: string[] = [];
    for (const [entry, list] of Object.entries(OLD.entries))
      for (const name of list) {
        if (now[entry]?.includes(name) === true) continue;
        const where = Object.keys(now).filter((e) => now[e]?.includes(name) === true);
        const movedRows = moved.filter((r) => spanNames(r[0] ?? '').some((s) => names(s, name)));
        const wentRows = went.filter((r) => spanNames(r[0] ?? '').some((s) => names(s, name)));
        const from = `battlepack-engine${entry === '.' ? '' : entry.slice(1)}`;
        if (movedRows.length === 0 && wentRows.length === 0) {
          problems.push(`${name} (${from} in 0.1; now ${where.length === 0 ? 'in no entry' : where.join(', ')}) is in neither "Exports that moved" nor "Exports that went"`);
          continue;
        }
        if (wentRows.length > 0) continue;
        const to = movedRows.flatMap((r) => spans(r[2] ?? '').map(entryOfSpecifier)).filter((e): e is string => e !== null);
        if (!to.some((e) => where.includes(e))) problems.push(`${name} (${from} in 0.1) moved to ${to.join(', ')} says the guide, but it is exported by ${where.length === 0 ? 'no entry' : where.join(', ')}`);
      }
    expect(problems.join('\n'), problems.join('\n')).toBe('');
  });
});
