/**
 * The scoring sheet as a terminal table.
 * @module
 */
import type { ScoringSheet } from '../core/scoring-sheet.js';
import { grandStrategyName, headerFacts, objectivesCell, playerLabel, resultHeadline, resultReason, roleLabel, sheetTitle, tacticDone, tacticName, yesNo } from './format.js';
import { drawTextTable } from './table.js';

/** Renders a scoring sheet as plain-text tables for a terminal (no colour codes). */
export function renderSheetText(sheet: ScoringSheet): string {
  const out: string[] = [sheetTitle(sheet).toUpperCase(), ''];
  out.push(drawTextTable({ rows: headerFacts(sheet).map(([k, v]) => [k, v]) }), '');
  for (const p of sheet.players) {
    out.push(`${roleLabel(p.role)}: ${playerLabel(p)}`, `Grand strategy: ${grandStrategyName(p)}`);
    const rows = p.rounds.map((r) => [String(r.round), tacticName(r), tacticDone(r), objectivesCell(r), String(r.vp)]);
    const footer = (label: string, value: string) => [{ content: label, colSpan: 4 }, value];
    out.push(
      drawTextTable({
        head: ['Round', 'Battle tactic', 'Completed', 'Objectives controlled', 'VP'],
        align: ['right', 'left', 'left', 'left', 'right'],
        rows: [...rows, footer('Grand strategy completed', yesNo(p.grandStrategyCompleted)), footer('VP at the end of the battle', String(p.endOfBattleVp)), footer('Total VP', String(p.totalVp))],
      }),
      '',
    );
  }
  out.push(
    drawTextTable({
      head: ['', ...sheet.players.map((p) => `${roleLabel(p.role)}: ${p.name}`)],
      rows: [
        ['Battle tactics completed', ...sheet.players.map((p) => String(p.battleTacticsCompleted))],
        ['Grand strategy completed', ...sheet.players.map((p) => yesNo(p.grandStrategyCompleted))],
        ['Total VP', ...sheet.players.map((p) => String(p.totalVp))],
      ],
    }),
    '',
  );
  const reason = resultReason(sheet);
  out.push(`Result: ${resultHeadline(sheet)}`);
  if (reason !== '') out.push(`Why: ${reason}`);
  return `${out.join('\n')}\n`;
}
