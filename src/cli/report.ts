/**
 * Plain-words reports: violations with event index, field path and message; simulation statistics; rule pages.
 * @module
 */
import type { RuleViolation } from '../core/errors.js';
import { drawTextTable, type TextAlign } from '../sheet/table.js';
import { escapeControlChars } from '../sheet/text.js';
import type { RuleEntry } from './rules-reference.js';
import { RULE_KIND_NAMES } from './rules-reference.js';
import type { SimulationStats, Spread } from './simulate.js';


/** The most violations printed unless `--all` is given. */
export const VIOLATIONS_SHOWN = 50;

/** One violation as one line: where (event index, its type and seq, field path), the code and the message. */
export function describeViolation(v: RuleViolation, eventAt?: (index: number) => unknown): string {
  const where: string[] = [];
  if (v.eventIndex !== undefined) {
    const ev = eventAt?.(v.eventIndex) as { type?: unknown; seq?: unknown } | undefined;
    const what = [typeof ev?.type === 'string' ? ev.type : null, typeof ev?.seq === 'number' ? `seq ${ev.seq}` : null].filter((x) => x !== null).join(', ');
    where.push(`event ${v.eventIndex}${what === '' ? '' : ` (${what})`}`);
  }
  const path = v.path === undefined || v.path.length === 0 ? null : v.path.join('.');
  if (path !== null) where.push(`at ${path}`);
  return escapeControlChars(`${where.length > 0 ? `${where.join(' ')}: ` : ''}${v.message} [${v.code}]`);
}

/** How many violations to print. */
export interface ViolationLimit {
  /** Print at most this many (`Infinity` for all). */
  readonly shown: number;
  /** How many there were in all (when more were found than kept). */
  readonly total?: number;
}

/**
 * The violations, one per line, under a heading: at most `limit.shown`, then how many more there are and how to see
 * them (`--all`). Control characters in messages are made visible.
 */
export function describeViolations(heading: string, vs: readonly RuleViolation[], eventAt?: (index: number) => unknown, limit: ViolationLimit = { shown: VIOLATIONS_SHOWN }): string {
  const total = Math.max(limit.total ?? vs.length, vs.length);
  const lines = vs.slice(0, limit.shown).map((v) => `  ✗ ${describeViolation(v, eventAt)}`);
  const more = total - lines.length;
  if (more > 0) lines.push(`  … and ${more.toLocaleString('en-US')} more (${total.toLocaleString('en-US')} in all); run with --all to see every one.`);
  return `${escapeControlChars(heading)}\n${lines.join('\n')}\n`;
}

const pct = (n: number, of: number): string => (of === 0 ? '–' : `${((100 * n) / of).toFixed(1)}%`);
const num = (x: number): string => x.toFixed(2);
const spreadText = (s: Spread): string => `${num(s.mean)} ± ${num(s.sd)} (${s.min}–${s.max})`;

/** The statistics of a simulation run as terminal tables. Depends only on the run's seed and games. */
export function renderStats(stats: SimulationStats): string {
  const okGames = stats.games - stats.failed.length;
  const out: string[] = [`${stats.games} random battles of ${stats.pack}, seed ${stats.seed}`, ''];
  const right = (n: number): TextAlign[] => ['left', ...new Array<TextAlign>(n).fill('right')];
  const results: string[][] = [
    ['Attacker wins', String(stats.attackerWins), pct(stats.attackerWins, okGames)],
    ['Defender wins', String(stats.defenderWins), pct(stats.defenderWins, okGames)],
    ['Draws', String(stats.draws), pct(stats.draws, okGames)],
  ];
  if (stats.unfinished > 0) results.push(['Unfinished', String(stats.unfinished), pct(stats.unfinished, okGames)]);
  results.push(['Major victories', String(stats.majorVictories), pct(stats.majorVictories, okGames)], ['Minor victories', String(stats.minorVictories), pct(stats.minorVictories, okGames)]);
  out.push(drawTextTable({ head: ['Result', 'Games', 'Rate'], align: right(2), rows: results }), '');
  out.push(
    drawTextTable({
      head: ['Per battle', 'Mean ± sd (min–max)'],
      rows: [
        ['Attacker VP', spreadText(stats.attackerVp)],
        ['Defender VP', spreadText(stats.defenderVp)],
        ['Battle rounds', spreadText(stats.rounds)],
        ['Events', spreadText(stats.events)],
      ],
    }),
    '',
  );
  if (stats.byBattleplan.length > 1) {
    const rows = stats.byBattleplan.map((b) => [
      b.name,
      String(b.games),
      pct(b.attackerWins, b.games),
      pct(b.defenderWins, b.games),
      pct(b.draws, b.games),
      `${num(b.attackerVp.mean)} ± ${num(b.attackerVp.sd)}`,
      `${num(b.defenderVp.mean)} ± ${num(b.defenderVp.sd)}`,
    ]);
    out.push(drawTextTable({ head: ['Battleplan', 'Games', 'Attacker wins', 'Defender wins', 'Draws', 'Attacker VP', 'Defender VP'], align: right(6), rows }), '');
  }
  const tactics = stats.battleTactics.map((t) => [t.name, String(t.picked), pct(t.picked, 2 * okGames), String(t.completed), pct(t.completed, t.picked)]);
  out.push(
    'Pick rate: share of player-battles in which the tactic was picked; completion rate: share of its picks completed.',
    drawTextTable({ head: ['Battle tactic', 'Picked', 'Pick rate', 'Completed', 'Completion rate'], align: right(4), rows: tactics }),
    '',
  );
  const gs = stats.grandStrategies.map((g) => [g.name, String(g.picked), String(g.completed), pct(g.completed, g.picked)]);
  out.push(drawTextTable({ head: ['Grand strategy', 'Picked', 'Completed', 'Completion rate'], align: right(3), rows: gs }));
  if (stats.failed.length > 0) {
    out.push('', `${stats.failed.length} games could not be played:`);
    for (const f of stats.failed.slice(0, 10)) out.push(`  game ${f.index} (seed ${f.seed}, ${f.battleplan}): ${f.error}`);
  }
  return `${out.join('\n')}\n`;
}

/** One rule, shown in full in the terminal. */
export function renderRule(entry: RuleEntry): string {
  const out = [`${entry.name}`, `${RULE_KIND_NAMES[entry.kind]} · id ${entry.id}`, '', entry.summary, ''];
  const rows: string[][] = [['Timing', entry.timing]];
  if (entry.scoring !== null) rows.push(['Scoring', entry.scoring]);
  for (const [k, v] of entry.details) rows.push([k, v]);
  rows.push(['Source', `${entry.source.document}, ${entry.source.section}`]);
  if (entry.rulings.length > 0) rows.push(['Rulings', entry.rulings.join(', ')]);
  if (entry.notModelled.length > 0) rows.push(['Not modelled', `${entry.notModelled.join(', ')} (docs/not-modelled.md)`]);
  out.push(drawTextTable({ rows, widths: [16, 70] }));
  if (entry.specialRules.length > 0) {
    out.push('', 'Special rules:');
    for (const r of entry.specialRules) out.push(`  • ${r.name} (${r.id}), ${r.timing}: ${r.summary}`);
  }
  return `${out.join('\n')}\n`;
}
