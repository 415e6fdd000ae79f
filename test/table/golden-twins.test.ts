/**
 * Golden twins (ruling table/positions-report): a golden Gallet battle recorded entirely by positions
 * (`test/fixtures/table/<id>.positions.log.json`, written by `scripts/positions-twins.ts`) gives exactly the scoring
 * sheet of its hand-reported twin (`test/fixtures/gallet/<id>.log.json`).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gallet } from '../../src/battlepack/gallet/index.js';
import { createEngine } from '../../src/core/create-engine.js';
import { galletTable } from '../../src/gallet-table.js';
import { parseLog, replayLog, selectScoringSheet, type BattleState } from '../../src/index.js';
import { renderSheet, SHEET_FORMATS } from '../../src/sheet/index.js';

/** Gallet measured on the table (positions reports). */
const tableEngine = createEngine(gallet, { table: galletTable });

const FIXTURES = join(import.meta.dirname, '../fixtures');
const TWINS = ['the-lurkers-below', 'turf-war'] as const;

function replay(file: string) {
  const parsed = parseLog(readFileSync(join(FIXTURES, file), 'utf8'));
  if (!parsed.ok) throw new Error(parsed.violations[0]?.message);
  const r = replayLog(tableEngine, parsed.value);
  if (!r.ok) throw new Error(r.violations[0]?.message);
  return { log: parsed.value, state: r.state as BattleState<unknown> };
}

describe.each(TWINS)('golden twin: %s', (id) => {
  const hand = replay(`gallet/${id}.log.json`);
  const byPositions = replay(`table/${id}.positions.log.json`);

  it('the positions log has no hand report', () => {
    const types = new Set(byPositions.log.events.map((e) => e.type));
    expect(types.has('ObjectiveContestReported')).toBe(false);
    expect(types.has('ZonesReported')).toBe(false);
    expect(byPositions.log.events.filter((e) => e.type === 'PositionsReported').length).toBeGreaterThan(3);
    expect(hand.log.events.some((e) => e.type === 'ObjectiveContestReported')).toBe(true);
  });

  it('gives exactly the sheet of its hand-reported twin, in every text format', () => {
    const a = selectScoringSheet(hand.state as never, gallet);
    const b = selectScoringSheet(byPositions.state as never, gallet);
    expect(b).toEqual(a);
    for (const format of SHEET_FORMATS.filter((f) => f !== 'html')) expect(renderSheet(b, format)).toBe(renderSheet(a, format));
    // and every objective ends with the same controller
    expect(Object.fromEntries(Object.values(byPositions.state.board.objectives).map((o) => [o.id, o.controller]))).toEqual(Object.fromEntries(Object.values(hand.state.board.objectives).map((o) => [o.id, o.controller])));
  });

  it('is measured, not copied: moving every model to the bottom edge changes the sheet', () => {
    const moved = structuredClone(byPositions.log);
    for (const e of moved.events)
      if (e.type === 'PositionsReported') for (const u of (e.data as { units: { models: { position: { y: number } }[] }[] }).units) for (const m of u.models) m.position.y = 43;
    const r = replayLog(tableEngine, moved);
    expect(r.ok).toBe(true);
    if (r.ok) expect(selectScoringSheet(r.state as never, gallet)).not.toEqual(selectScoringSheet(hand.state as never, gallet));
  });
});
