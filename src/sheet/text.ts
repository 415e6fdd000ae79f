/**
 * The scoring sheet as a terminal table.
 * @module
 */
import Table from 'cli-table3';
import type { ScoringSheet } from '../core/scoring-sheet.js';
import { grandStrategyName, headerFacts, objectivesCell, playerLabel, resultHeadline, resultReason, roleLabel, sheetTitle, tacticDone, tacticName, yesNo } from './format.js';

// no colours: the output is the same in a terminal, a pipe and a test
const plain = (): { style: { head: string[]; border: string[] } } => ({ style: { head: [], border: [] } });

/** Renders a scoring sheet as plain-text tables for a terminal (no colour codes). */
export function renderSheetText(sheet: ScoringSheet): string {
  const out: string[] = [sheetTitle(sheet).toUpperCase(), ''];
  const header = new Table({ ...plain() });
  for (const [k, v] of headerFacts(sheet)) header.push({ [k]: v });
  out.push(header.toString(), '');
  for (const p of sheet.players) {
    out.push(`${roleLabel(p.role)}: ${playerLabel(p)}`, `Grand strategy: ${grandStrategyName(p)}`);
    const t = new Table({ ...plain(), head: ['Round', 'Battle tactic', 'Completed', 'Objectives controlled', 'VP'], colAligns: ['right', 'left', 'left', 'left', 'right'] });
    for (const r of p.rounds) t.push([String(r.round), tacticName(r), tacticDone(r), objectivesCell(r), String(r.vp)]);
    t.push([{ colSpan: 4, content: 'Grand strategy completed' }, yesNo(p.grandStrategyCompleted)]);
    t.push([{ colSpan: 4, content: 'VP at the end of the battle' }, String(p.endOfBattleVp)]);
    t.push([{ colSpan: 4, content: 'Total VP' }, String(p.totalVp)]);
    out.push(t.toString(), '');
  }
  const totals = new Table({ ...plain(), head: ['', ...sheet.players.map((p) => `${roleLabel(p.role)}: ${p.name}`)] });
  totals.push(['Battle tactics completed', ...sheet.players.map((p) => String(p.battleTacticsCompleted))]);
  totals.push(['Grand strategy completed', ...sheet.players.map((p) => yesNo(p.grandStrategyCompleted))]);
  totals.push(['Total VP', ...sheet.players.map((p) => String(p.totalVp))]);
  out.push(totals.toString(), '');
  const reason = resultReason(sheet);
  out.push(`Result: ${resultHeadline(sheet)}`);
  if (reason !== '') out.push(`Why: ${reason}`);
  return `${out.join('\n')}\n`;
}
