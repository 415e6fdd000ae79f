/**
 * The scoring sheet as a self-contained, printable HTML page.
 * @module
 */
import type { ScoringSheet, ScoringSheetPlayer } from '../core/state/scoring-sheet.js';
import { renderVpChartSvg } from './chart.js';
import { escapeHtml } from './escape.js';
import { grandStrategyName, objectiveName, occasionFacts, resultHeadline, type SheetDetails, resultReason, roleLabel, sheetTitle, tacticDone, tacticName, yesNo } from './format.js';

/** Options of {@link renderSheetHtml}. */
export interface SheetHtmlOptions {
  /** The page title; defaults to the battleplan's name and "scoring sheet". */
  readonly title?: string;
  /**
   * Pictures of the table, one per round (`battleMapsByRound(state)` for a battle with positions): shown after the VP
   * chart, each as its inline SVG. None by default.
   */
  readonly maps?: readonly { readonly round: number; readonly svg: string }[];
  /** The event, table and date, and the objectives' names (see {@link SheetDetails}). */
  readonly details?: SheetDetails;
}

// laid out like the GHB 2022 s1 scoring sheet: a header band (battleplan, points limit), a ruled section per role with
// a row per battle round, grand strategy and totals at the foot, the result at the bottom; sized to one A4 page
const CSS = `
@page { size: A4; margin: 12mm; }
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { margin: 0; font: 12.5px/1.35 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; color: #1b1b1b; background: #fff; }
.maps { break-before: page; }
.maps h2 { font-size: 15px; margin: 10px 0 6px; }
.map svg { max-width: 100%; height: auto; }
main { max-width: 210mm; margin: 0 auto; padding: 16px; }
h1, h2 { margin: 0; }
.sheet-head { border: 2px solid #1b1b1b; margin-bottom: 10px; }
.band { display: flex; justify-content: space-between; gap: 12px; align-items: baseline; background: #1b1b1b; color: #fff; padding: 5px 10px; }
.band .pack { font-size: 11.5px; letter-spacing: .02em; min-width: 0; overflow-wrap: anywhere; }
.band .doc { font-size: 11px; font-weight: 700; text-transform: uppercase; letter-spacing: .14em; white-space: nowrap; }
.sheet-head h1 { font-size: 22px; line-height: 1.15; letter-spacing: .01em; font-weight: 800; overflow-wrap: anywhere; }
.facts { display: grid; grid-template-columns: minmax(0, 2.4fr) minmax(0, 1fr) minmax(0, 1fr) minmax(0, 1.3fr); margin: 0; align-items: end; }
.facts div { padding: 4px 10px 6px; min-width: 0; }
.facts div + div { border-left: 1px solid #bbb; }
.facts dt { font-size: 9.5px; text-transform: uppercase; letter-spacing: .08em; color: #555; }
.facts dd { margin: 0; font-weight: 650; font-size: 15px; overflow-wrap: anywhere; border-bottom: 1px dotted #888; min-height: 1.4em; }
.facts dd.small { font-size: 11.5px; font-weight: 500; }
.sections { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 10px; align-items: stretch; }
.player { border: 2px solid var(--c); display: flex; flex-direction: column; min-width: 0; }
.player.attacker { --c: #a1231b; --bg: #fbeceb; --bg2: #f6d9d6; }
.player.defender { --c: #1c46b8; --bg: #eaf0fd; --bg2: #d5e0fa; }
.player > header { background: var(--c); color: #fff; padding: 5px 10px; display: flex; justify-content: space-between; align-items: center; gap: 8px; }
.player .who { min-width: 0; }
.player .role { font-size: 9.5px; text-transform: uppercase; letter-spacing: .14em; opacity: .9; display: block; }
.player .name { font-size: 17px; overflow-wrap: anywhere; }
.player .badge { background: #fff; color: var(--c); font-weight: 800; font-size: 18px; line-height: 1; padding: 5px 8px; white-space: nowrap; font-variant-numeric: tabular-nums; }
.player .badge small { font-size: 10px; font-weight: 700; margin-left: 2px; }
.player .meta { margin: 0; padding: 5px 10px; background: var(--bg); border-bottom: 1px solid var(--c); display: grid; grid-template-columns: auto minmax(0, 1fr); gap: 1px 8px; }
.player .meta dt { font-size: 9.5px; text-transform: uppercase; letter-spacing: .08em; color: #555; padding-top: 2px; }
.player .meta dd { margin: 0; font-weight: 650; overflow-wrap: anywhere; }
table { width: 100%; border-collapse: collapse; table-layout: fixed; }
th, td { border: 1px solid #c4c4c4; padding: 4px 6px; text-align: left; vertical-align: middle; overflow-wrap: break-word; }
.player table { flex: 1 1 auto; }
.player th, .player td { border-color: color-mix(in srgb, var(--c) 28%, #fff); }
.player tr > :first-child { border-left: 0; }
.player tr > :last-child { border-right: 0; }
.player tfoot tr:last-child > * { border-bottom: 0; }
thead th { font-size: 9px; font-weight: 700; text-transform: uppercase; letter-spacing: .03em; background: var(--bg, #f1f1f1); color: #333; vertical-align: bottom; }
.rounds col.round { width: 3.4em; } .rounds col.done { width: 3.3em; } .rounds col.obj { width: 33%; } .rounds col.vp { width: 3.3em; }
.rounds thead th { padding: 4px; letter-spacing: 0; font-size: 8px; white-space: nowrap; overflow: hidden; text-overflow: clip; }
.rounds td.tactic { overflow-wrap: normal; hyphens: auto; }
.rounds tbody td.round { font-weight: 800; font-size: 15px; text-align: center; background: var(--bg); }
.rounds tbody tr { height: 2.9em; }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
.rounds tbody td.vp { font-weight: 700; font-size: 14px; }
.done { text-align: center; font-weight: 700; }
.done.yes { color: #17803d; } .done.no { color: #8a8a8a; font-weight: 500; }
.obj b { font-size: 14px; margin-right: 3px; }
.obj .ids { font-size: 9.5px; color: #555; line-height: 1.15; overflow-wrap: anywhere; }
.none { color: #999; }
tfoot th { font-weight: 600; text-align: right; }
tfoot td { font-weight: 700; }
tfoot tr.total > * { font-size: 15px; font-weight: 800; background: var(--bg2); }
.summary { margin-top: 10px; display: grid; grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); gap: 10px; align-items: stretch; }
.totals { border: 2px solid #1b1b1b; }
.totals th, .totals td { font-size: 12.5px; }
.totals thead th { font-size: 9.5px; background: #f1f1f1; }
.totals thead th.attacker { color: #a1231b; } .totals thead th.defender { color: #1c46b8; }
.totals tr.total > * { font-size: 15px; font-weight: 800; background: #f1f1f1; }
.result { border: 2px solid #1b1b1b; padding: 8px 10px; min-width: 0; display: flex; flex-direction: column; justify-content: center; border-left: 8px solid var(--c, #1b1b1b); }
.result.attacker { --c: #a1231b; } .result.defender { --c: #1c46b8; }
.result .label { font-size: 9.5px; text-transform: uppercase; letter-spacing: .08em; color: #555; display: block; }
.result strong { font-size: 18px; display: block; overflow-wrap: anywhere; color: var(--c, #1b1b1b); }
.result .reason { color: #333; font-size: 11.5px; overflow-wrap: anywhere; }
figure { margin: 10px 0 0; border: 1px solid #bbb; padding: 6px 8px; break-inside: avoid; }
figcaption { font-size: 9.5px; font-weight: 700; text-transform: uppercase; letter-spacing: .08em; color: #333; }
.vp-chart { display: block; width: 100%; height: auto; }
.map svg { display: block; max-width: 100%; height: auto; }
footer { margin-top: 6px; font-size: 9.5px; color: #666; }
.signatures { margin-top: 10px; display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 10px; break-inside: avoid; }
.signature { border: 2px solid #1b1b1b; min-height: 5.5em; padding: 4px 8px; display: flex; flex-direction: column; justify-content: space-between; }
.signature .label { font-size: 9.5px; font-weight: 700; text-transform: uppercase; letter-spacing: .08em; color: #333; }
.signature .line { border-bottom: 1px solid #999; height: 2.2em; }
@media print { main { max-width: none; padding: 0; } .player, .summary, figure { break-inside: avoid; } }
@media screen and (max-width: 600px) { .sections, .summary, .signatures { grid-template-columns: minmax(0, 1fr); } .facts { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
`;

function playerSection(p: ScoringSheetPlayer, details: SheetDetails): string {
  const e = escapeHtml;
  const rows = p.rounds
    .map((r) => {
      const done = tacticDone(r);
      const objectives =
        r.turn === null
          ? '<span class="none">–</span>'
          : `<b>${r.objectivesControlled.length}</b>${r.objectivesControlled.length === 0 ? '' : `<span class="ids">${e(r.objectivesControlled.map((id) => objectiveName(id, details)).join(', '))}</span>`}`;
      return `<tr data-round="${r.round}"><td class="round">${r.round}</td><td class="tactic">${r.battleTactic === null ? '<span class="none">–</span>' : e(tacticName(r))}</td><td class="done ${done === 'yes' ? 'yes' : done === 'no' ? 'no' : 'none'}">${done}</td><td class="obj">${objectives}</td><td class="num vp">${r.vp}</td></tr>`;
    })
    .join('\n');
  return `<section class="player ${p.role}" data-testid="player-${p.role}" aria-label="${e(roleLabel(p.role))}">
<header><div class="who"><span class="role">${roleLabel(p.role)}</span><h2 class="name">${e(p.name)}</h2></div><div class="badge" aria-hidden="true">${p.totalVp}<small>VP</small></div></header>
<dl class="meta">${p.faction === null ? '' : `<dt>Faction</dt><dd>${e(p.faction)}</dd>`}<dt>Grand strategy</dt><dd>${e(grandStrategyName(p))}</dd></dl>
<table class="rounds">
<colgroup><col class="round"><col class="tactic"><col class="done"><col class="obj"><col class="vp"></colgroup>
<thead><tr><th>Round</th><th>Battle tactic</th><th class="done">Done</th><th>Objectives</th><th class="num">VP</th></tr></thead>
<tbody>
${rows}
</tbody>
<tfoot>
<tr><th colspan="4">Grand strategy completed</th><td class="num" data-testid="gs-${p.role}">${yesNo(p.grandStrategyCompleted)}</td></tr>
<tr><th colspan="4">VP at the end of the battle</th><td class="num">${p.endOfBattleVp}</td></tr>
<tr class="total"><th colspan="4">Total VP</th><td class="num" data-testid="total-${p.role}">${p.totalVp}</td></tr>
</tfoot>
</table>
</section>`;
}

/**
 * Renders a scoring sheet as one self-contained HTML page, printable on A4: no scripts and no network assets
 * (a content security policy forbids them), the VP chart as inline SVG. Everything from the log is escaped.
 */
export function renderSheetHtml(sheet: ScoringSheet, options: SheetHtmlOptions = {}): string {
  const e = escapeHtml;
  const title = options.title ?? sheetTitle(sheet);
  const plan = sheet.battleplan?.name ?? 'not set';
  const details = options.details ?? {};
  const facts = (
    [
      ...occasionFacts(details).map(([k, v]) => [k, e(v), ''] as const),
      ['Battleplan', `<h1>${e(plan)}</h1>`, 'plan'],
      ['Points limit', e(sheet.pointsLimit === null ? 'not set' : String(sheet.pointsLimit)), ''],
      ['Battle rounds', e(`${sheet.roundsPlayed} of ${sheet.rounds}`), ''],
      ['Battlepack', e(`${sheet.battlepack.id} ${sheet.battlepack.version}`), 'small'],
    ] as const
  )
    .map(([k, v, cls]) => `<div><dt>${k}</dt><dd${cls === '' ? '' : ` class="${cls}"`} data-testid="fact-${k.toLowerCase().replace(/\s+/g, '-')}">${v}</dd></div>`)
    .join('');
  const totalsHead = sheet.players.map((p) => `<th class="num ${p.role}">${e(roleLabel(p.role))}<br>${e(p.name)}</th>`).join('');
  const totalsRow = (label: string, cells: (p: ScoringSheetPlayer) => string, cls = ''): string =>
    `<tr${cls === '' ? '' : ` class="${cls}"`}><th>${e(label)}</th>${sheet.players.map((p) => `<td class="num">${cells(p)}</td>`).join('')}</tr>`;
  const reason = resultReason(sheet);
  const winner = sheet.result?.winner === null || sheet.result?.winner === undefined ? undefined : sheet.players.find((p) => p.id === sheet.result?.winner);
  const maps = options.maps ?? [];
  const mapSection =
    maps.length === 0
      ? ''
      : `<section class="maps" data-testid="maps">\n<h2>The table, round by round</h2>\n${maps
          .map((m) => `<figure class="map" data-testid="map-round-${Math.trunc(m.round)}">\n<figcaption>${e(`End of round ${Math.trunc(m.round)}`)}</figcaption>\n${m.svg}\n</figure>`)
          .join('\n')}\n</section>\n`;
  const chart = sheet.vpByTurn.length === 0 ? '<p>No turn has been played yet.</p>' : renderVpChartSvg(sheet);
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">
<title>${e(title)}</title>
<style>${CSS}</style>
</head>
<body>
<main>
<header class="sheet-head">
<div class="band"><span class="pack">${e(sheet.battlepack.name)}</span><span class="doc">Scoring sheet</span></div>
<dl class="facts">${facts}</dl>
</header>
<div class="sections">
${sheet.players.map((p) => playerSection(p, details)).join('\n')}
</div>
<div class="summary">
<table class="totals" data-testid="totals">
<thead><tr><th>Totals</th>${totalsHead}</tr></thead>
<tbody>
${totalsRow('Battle tactics completed', (p) => String(p.battleTacticsCompleted))}
${totalsRow('Grand strategy completed', (p) => yesNo(p.grandStrategyCompleted))}
${totalsRow('Total VP', (p) => String(p.totalVp), 'total')}
</tbody>
</table>
<div class="result${winner === undefined ? '' : ` ${winner.role}`}" data-testid="result"><span class="label">Result</span><strong>${e(resultHeadline(sheet))}</strong>${reason === '' ? '' : `<span class="reason">${e(reason)}</span>`}</div>
</div>
<figure>
<figcaption>Cumulative victory points by turn</figcaption>
${chart}
</figure>
<section class="signatures" data-testid="signatures" aria-label="Signatures">
${sheet.players.map((p) => `<div class="signature ${p.role}" data-testid="signature-${p.role}"><span class="label">${e(`${roleLabel(p.role)}: ${p.name}`)} · signature</span><span class="line"></span></div>`).join('\n')}
</section>
${mapSection}<footer>${e(`${sheet.battlepack.name} ${sheet.battlepack.version}`)} · made with battlepack-engine from a recorded battle log</footer>
</main>
</body>
</html>
`;
}
