/**
 * Pictures of a battle's table (`renderBattleMapSvg`, `battleMapsByRound`) and the HTML sheet's maps, one per round,
 * when the battle has positions.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gallet } from '../../src/battlepack/gallet/index.js';
import { createEngine } from '../../src/core/create-engine.js';
import { galletTable } from '../../src/gallet-table.js';
import { parseLog, replayLog, selectScoringSheet, type BattleState } from '../../src/index.js';
import { renderSheetHtml } from '../../src/sheet.js';
import { battleMapsByRound, renderBattleMapSvg } from '../../src/table.js';

/** Gallet measured on the table (positions reports). */
const tableEngine = createEngine(gallet, { table: galletTable });

function replay(file: string): BattleState<unknown> {
  const parsed = parseLog(readFileSync(join(import.meta.dirname, '../fixtures', file), 'utf8'));
  if (!parsed.ok) throw new Error('bad log');
  const r = replayLog(tableEngine, parsed.value);
  if (!r.ok) throw new Error('refused');
  return r.state as BattleState<unknown>;
}

const twin = replay('table/turf-war.positions.log.json');
const hand = replay('gallet/turf-war.log.json');
const circles = (svg: string | null) => (svg?.match(/<circle/g) ?? []).length;

describe('renderBattleMapSvg', () => {
  it('is null before set-up', () => {
    expect(renderBattleMapSvg(tableEngine.replayOrThrow([]) as BattleState<unknown>)).toBeNull();
  });

  it('draws the table now: the bases of the units on the battlefield, objectives by controller', () => {
    const svg = renderBattleMapSvg(twin);
    expect(svg).toContain('Turf War: the end of the battle (round 5)');
    const models = Object.values(twin.board.table.positions).filter((u) => twin.units[u.id]?.status === 'battlefield').reduce((n, u) => n + u.models.length, 0);
    expect(models).toBeGreaterThan(0);
    expect(circles(svg)).toBeGreaterThanOrEqual(models);
    // a battle without positions: the map and objectives, no bases
    expect(circles(renderBattleMapSvg(hand))).toBeLessThan(models);
  });

  it('draws a round from state.table.rounds, null for a round without a picture', () => {
    expect(twin.board.table.rounds.map((r) => r.round)).toEqual([1, 2, 3, 4, 5].slice(0, twin.board.table.rounds.length));
    const r1 = renderBattleMapSvg(twin, { round: 1 });
    expect(r1).toContain('end of round 1');
    expect(r1).not.toBe(renderBattleMapSvg(twin, { round: twin.board.table.rounds.length }));
    expect(renderBattleMapSvg(twin, { round: 99 })).toBeNull();
    expect(hand.board.table.rounds).toEqual([]);
  });
});

describe('the HTML sheet shows one map per round when positions exist', () => {
  it('with positions: a figure per round', () => {
    const maps = battleMapsByRound(twin);
    expect(maps.length).toBe(twin.board.table.rounds.length);
    const html = renderSheetHtml(selectScoringSheet(twin as never, gallet), { maps });
    for (const m of maps) expect(html).toContain(`data-testid="map-round-${m.round}"`);
    expect((html.match(/<figure class="map"/g) ?? []).length).toBe(maps.length);
  });

  it('without positions: no maps section, and the sheet is the same as before', () => {
    expect(battleMapsByRound(hand)).toEqual([]);
    const sheet = selectScoringSheet(hand as never, gallet);
    expect(renderSheetHtml(sheet, { maps: battleMapsByRound(hand) })).toBe(renderSheetHtml(sheet));
    expect(renderSheetHtml(sheet)).not.toContain('data-testid="maps"');
  });
});
