/**
 * Plain-words reports: violations with event index, field path and message; simulation statistics; rule pages.
 * @module
 */
import { echo, type RuleViolation } from '../core/errors.js';
import { drawTextTable, type TextAlign } from '../sheet/table.js';
import { escapeControlChars } from '../sheet/text.js';
import type { RuleEntry } from '../reference/rules.js';
import { RULE_KIND_NAMES } from '../reference/rules.js';
import { allPlans, reportNames, type ReportNames } from '../sim/report.js';
import { histogramSpread, type Histogram, type SimulationStats } from '../sim/stats.js';


/** The most violations printed unless `--all` is given. */
export const VIOLATIONS_SHOWN = 50;

/** One violation as one line: where (event index, its type cut as `echo` cuts it, and seq, field path), the code and the message. */
export function describeViolation(v: RuleViolation, eventAt?: (index: number) => unknown): string {
  const where: string[] = [];
  if (v.eventIndex !== undefined) {
    const ev = eventAt?.(v.eventIndex) as { type?: unknown; seq?: unknown } | undefined;
    const what = [typeof ev?.type === 'string' ? echo(ev.type) : null, typeof ev?.seq === 'number' ? `seq ${ev.seq}` : null].filter((x) => x !== null).join(', ');
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
const spreadText = (h: Histogram): string => {
  const s = histogramSpread(h);
  return `${num(s.mean)} ± ${num(s.sd)} (${s.min}–${s.max})`;
};

/**
 * The statistics of a simulation run (or of shards merged) as terminal tables: results per role, VP, battle rounds,
 * results per battleplan, battle tactics and grand strategies per role, and first-turn effects. Depends only on the
 * run's seed and games. Control characters in names and messages are made visible.
 */
export function renderStats(stats: SimulationStats, names: ReportNames = reportNames()): string {
  // names and texts from a statistics file (or a pack) with their control characters made visible before the tables
  // are laid out, so that a file written with --out holds none either
  const v = (s: string): string => escapeControlChars(s);
  const all = allPlans(stats);
  const out: string[] = [`${stats.games} random battles of ${v(stats.pack)}, seed ${stats.seed}${stats.shard !== undefined ? ` (shards ${stats.shard.indices.map((i) => `${i}/${stats.shard?.count ?? 1}`).join(', ')} only)` : ''}`, ''];
  const right = (n: number): TextAlign[] => ['left', ...new Array<TextAlign>(n).fill('right')];
  const results: string[][] = [
    ['Attacker wins', String(all.roles.attacker.wins), pct(all.roles.attacker.wins, all.games)],
    ['Defender wins', String(all.roles.defender.wins), pct(all.roles.defender.wins, all.games)],
    ['Draws', String(all.results.draw), pct(all.results.draw, all.games)],
  ];
  if (all.results.unfinished > 0) results.push(['Unfinished', String(all.results.unfinished), pct(all.results.unfinished, all.games)]);
  results.push(['Major victories', String(all.results.major), pct(all.results.major, all.games)], ['Minor victories', String(all.results.minor), pct(all.results.minor, all.games)]);
  out.push(drawTextTable({ head: ['Result', 'Games', 'Rate'], align: right(2), rows: results }), '');
  out.push(
    drawTextTable({
      head: ['Per battle', 'Mean ± sd (min–max)'],
      rows: [
        ['Attacker VP', spreadText(all.roles.attacker.vp)],
        ['Defender VP', spreadText(all.roles.defender.vp)],
        ['Battle rounds', spreadText(all.rounds)],
        ['Events', all.games === 0 ? '–' : num(all.events / all.games)],
      ],
    }),
    '',
  );
  const plans = Object.entries(stats.plans);
  if (plans.length > 1) {
    const rows = plans.map(([id, p]) => [
      v(names.battleplan(id)),
      String(p.games),
      pct(p.roles.attacker.wins, p.games),
      pct(p.roles.defender.wins, p.games),
      pct(p.results.draw, p.games),
      `${num(histogramSpread(p.roles.attacker.vp).mean)} ± ${num(histogramSpread(p.roles.attacker.vp).sd)}`,
      `${num(histogramSpread(p.roles.defender.vp).mean)} ± ${num(histogramSpread(p.roles.defender.vp).sd)}`,
    ]);
    out.push(drawTextTable({ head: ['Battleplan', 'Games', 'Attacker wins', 'Defender wins', 'Draws', 'Attacker VP', 'Defender VP'], align: right(6), rows }), '');
  }
  const tactics = Object.entries(all.tactics).map(([id, t]) => {
    const picked = t.attacker.picked + t.defender.picked;
    return [v(names.tactic(id)), String(picked), pct(picked, 2 * all.games), pct(t.attacker.completed + t.defender.completed, picked), pct(t.attacker.completed, t.attacker.picked), pct(t.defender.completed, t.defender.picked)];
  });
  if (tactics.length > 0)
    out.push(
      'Pick rate: share of player-battles in which the tactic was picked; completion rate: share of its picks completed.',
      drawTextTable({ head: ['Battle tactic', 'Picked', 'Pick rate', 'Completed', 'By attacker', 'By defender'], align: right(5), rows: tactics }),
      '',
    );
  const gs = Object.entries(all.strategies).map(([id, g]) => {
    const picked = g.attacker.picked + g.defender.picked;
    return [v(names.strategy(id)), String(picked), String(g.attacker.completed + g.defender.completed), pct(g.attacker.completed + g.defender.completed, picked)];
  });
  if (gs.length > 0) out.push(drawTextTable({ head: ['Grand strategy', 'Picked', 'Completed', 'Completion rate'], align: right(3), rows: gs }), '');
  const f = all.firstTurnRound1;
  const m = all.moreFirstTurns;
  const fn = f.wins + f.draws + f.losses;
  const mn = m.wins + m.draws + m.losses;
  out.push(
    drawTextTable({
      head: ['First turns', 'Games', 'Won', 'Drawn', 'Lost'],
      align: right(4),
      rows: [
        ['First turn of round 1', String(fn), pct(f.wins, fn), pct(f.draws, fn), pct(f.losses, fn)],
        ['More first turns', String(mn), pct(m.wins, mn), pct(m.draws, mn), pct(m.losses, mn)],
      ],
    }),
  );
  if (stats.failed.length > 0) {
    out.push('', `${stats.failed.length} games could not be played:`);
    for (const x of stats.failed.slice(0, 10)) out.push(`  game ${x.index} (seed ${x.seed}, ${v(x.battleplan)}): ${v(x.error)}`);
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
