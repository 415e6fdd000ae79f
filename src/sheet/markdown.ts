/**
 * The scoring sheet as Markdown.
 * @module
 */
import type { ScoringSheet } from '../core/state/scoring-sheet.js';
import { escapeControlChars } from './text.js';
import { grandStrategyName, headerFacts, objectivesCell, type SheetDetails, playerLabel, resultHeadline, resultReason, roleLabel, sheetTitle, tacticDone, tacticName, yesNo } from './format.js';

/**
 * Escapes text for a Markdown table cell or line: Markdown punctuation, pipes and HTML are made literal, a line
 * break becomes a space, and other control characters are made visible (`\x1b`).
 */
export function escapeMarkdown(text: string): string {
  return escapeControlChars(
    text
      .replace(/&/g, '&amp;')
      .replace(/[\\`*_[\]|<>~]/g, (c) => `\\${c}`)
      .replace(/\r?\n/g, ' '),
  );
}

const row = (cells: readonly string[]): string => `| ${cells.join(' | ')} |`;

/**
 * Renders a scoring sheet as GitHub-flavoured Markdown, with a line per player to sign. Everything that came from a
 * log is escaped.
 */
export function renderSheetMarkdown(sheet: ScoringSheet, details: SheetDetails = {}): string {
  const e = escapeMarkdown;
  const out: string[] = [`# ${e(sheetTitle(sheet))}`, '', row(['', '']), row(['---', '---'])];
  for (const [k, v] of headerFacts(sheet, details)) out.push(row([`**${k}**`, e(v)]));
  for (const p of sheet.players) {
    out.push('', `## ${roleLabel(p.role)}: ${e(playerLabel(p))}`, '', `Grand strategy: **${e(grandStrategyName(p))}**`, '');
    out.push(row(['Round', 'Battle tactic', 'Completed', 'Objectives controlled', 'VP']), row(['---:', '---', '---', '---', '---:']));
    for (const r of p.rounds) out.push(row([String(r.round), e(tacticName(r)), tacticDone(r), e(objectivesCell(r, details)), String(r.vp)]));
    out.push('', `Grand strategy completed: **${yesNo(p.grandStrategyCompleted)}** · VP at the end of the battle: **${p.endOfBattleVp}** · Total: **${p.totalVp} VP**`);
  }
  out.push('', '## Totals', '', row(['', ...sheet.players.map((p) => `${roleLabel(p.role)}: ${e(p.name)}`)]), row(['---', ...sheet.players.map(() => '---:')]));
  out.push(row(['Battle tactics completed', ...sheet.players.map((p) => String(p.battleTacticsCompleted))]));
  out.push(row(['Grand strategy completed', ...sheet.players.map((p) => yesNo(p.grandStrategyCompleted))]));
  out.push(row(['**Total VP**', ...sheet.players.map((p) => `**${p.totalVp}**`)]));
  const reason = resultReason(sheet);
  out.push('', `## Result`, '', `**${e(resultHeadline(sheet))}**${reason === '' ? '' : `: ${e(reason)}`}`);
  out.push('', '## Signatures', '', row(sheet.players.map((p) => `${roleLabel(p.role)}: ${e(p.name)}`)), row(sheet.players.map(() => '---')), row(sheet.players.map(() => '<br><br>')));
  return `${out.join('\n')}\n`;
}
