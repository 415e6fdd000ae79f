/**
 * Simulation statistics for people: a plain-text table and a self-contained HTML report with SVG charts (win, draw
 * and loss rates per battleplan and role, VP distributions, battle tactic success, first-turn effects).
 * Browser-safe: no scripts, no external references, every name escaped.
 * @module
 */
import type { Battlepack } from '../core/pack/battlepack.js';
import { escapeHtml } from '../sheet/escape.js';
import { statsOrThrow } from './stats-schema.js';
import { histogramSpread, wilson, type Histogram, type PlanStats, type Record3, type SimulationStats } from './stats.js';

/** A record with no prototype: an id such as `constructor` is a key like any other. */
const record = <T>(): Record<string, T> => Object.create(null) as Record<string, T>;

const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
const rate = (n: number, d: number): string => (d === 0 ? '—' : pct(n / d));
const decided = (r: Record3): number => r.wins + r.draws + r.losses;

/** Names of battleplans, tactics and strategies for a report: from a pack, or the ids. */
export interface ReportNames {
  /** The name of a battleplan. */
  battleplan(id: string): string;
  /** The name of a battle tactic. */
  tactic(id: string): string;
  /** The name of a grand strategy. */
  strategy(id: string): string;
}

/** Names taken from a pack's data (ids for anything it does not know). */
export function reportNames(pack?: Pick<Battlepack<never>, 'battleplans' | 'battleTactics' | 'grandStrategies'>): ReportNames {
  return {
    battleplan: (id) => pack?.battleplans[id]?.name ?? id,
    tactic: (id) => pack?.battleTactics[id]?.name ?? id,
    strategy: (id) => pack?.grandStrategies[id]?.name ?? id,
  };
}

/** Every battleplan's counts added together (a `TypeError` for a value that is not statistics). */
export function allPlans(stats: SimulationStats): PlanStats {
  return sumPlans(statsOrThrow('allPlans', stats));
}

function sumPlans(stats: SimulationStats): PlanStats {
  const plans = Object.values(stats.plans);
  const sum3 = (f: (p: PlanStats) => Record3): Record3 => ({ wins: plans.reduce((n, p) => n + f(p).wins, 0), draws: plans.reduce((n, p) => n + f(p).draws, 0), losses: plans.reduce((n, p) => n + f(p).losses, 0) });
  const sumH = (f: (p: PlanStats) => Histogram): Histogram => {
    const out = record<number>();
    for (const p of plans) for (const [k, v] of Object.entries(f(p))) out[k] = (out[k] ?? 0) + v;
    return out;
  };
  const picks = (f: (p: PlanStats) => PlanStats['tactics']): PlanStats['tactics'] => {
    const out = record<{ attacker: { picked: number; completed: number }; defender: { picked: number; completed: number } }>();
    for (const p of plans)
      for (const [id, c] of Object.entries(f(p))) {
        const t = (out[id] ??= { attacker: { picked: 0, completed: 0 }, defender: { picked: 0, completed: 0 } });
        t.attacker.picked += c.attacker.picked;
        t.attacker.completed += c.attacker.completed;
        t.defender.picked += c.defender.picked;
        t.defender.completed += c.defender.completed;
      }
    const sorted = record<PlanStats['tactics'][string]>();
    for (const k of Object.keys(out).sort()) sorted[k] = out[k] as PlanStats['tactics'][string];
    return sorted;
  };
  return {
    games: plans.reduce((n, p) => n + p.games, 0),
    results: {
      major: plans.reduce((n, p) => n + p.results.major, 0),
      minor: plans.reduce((n, p) => n + p.results.minor, 0),
      draw: plans.reduce((n, p) => n + p.results.draw, 0),
      unfinished: plans.reduce((n, p) => n + p.results.unfinished, 0),
    },
    roles: { attacker: { ...sum3((p) => p.roles.attacker), vp: sumH((p) => p.roles.attacker.vp) }, defender: { ...sum3((p) => p.roles.defender), vp: sumH((p) => p.roles.defender.vp) } },
    firstTurnRound1: sum3((p) => p.firstTurnRound1),
    moreFirstTurns: sum3((p) => p.moreFirstTurns),
    rounds: sumH((p) => p.rounds),
    events: plans.reduce((n, p) => n + p.events, 0),
    tactics: picks((p) => p.tactics),
    strategies: picks((p) => p.strategies),
  };
}

function pad(cells: readonly string[][]): string {
  // (a loop, not Math.max(...rows): a table of many rows would overflow the call stack)
  const widths = cells[0]?.map((_, i) => cells.reduce((w, r) => Math.max(w, (r[i] ?? '').length), 0)) ?? [];
  return cells.map((r) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ')).join('\n');
}

/** The statistics as plain-text tables, for a terminal. */
export function simulationTable(given: SimulationStats, names: ReportNames = reportNames()): string {
  const stats = statsOrThrow('simulationTable', given);
  const out: string[] = [];
  const all = sumPlans(stats);
  out.push(`${stats.games} games of ${stats.pack}, seed ${stats.seed}${stats.failed.length > 0 ? `, ${stats.failed.length} could not be played` : ''}`);
  out.push('');
  const rows = [['battleplan', 'games', 'attacker wins', 'draws', 'defender wins', 'attacker VP', 'defender VP', 'first turn r1 wins']];
  const row = (name: string, p: PlanStats): string[] => {
    const a = histogramSpread(p.roles.attacker.vp);
    const d = histogramSpread(p.roles.defender.vp);
    const n = decided(p.roles.attacker);
    return [name, String(p.games), rate(p.roles.attacker.wins, n), rate(p.roles.attacker.draws, n), rate(p.roles.defender.wins, n), `${a.mean.toFixed(1)} ± ${a.sd.toFixed(1)}`, `${d.mean.toFixed(1)} ± ${d.sd.toFixed(1)}`, rate(p.firstTurnRound1.wins, decided(p.firstTurnRound1))];
  };
  for (const [id, p] of Object.entries(stats.plans)) rows.push(row(names.battleplan(id), p));
  if (Object.keys(stats.plans).length > 1) rows.push(row('all', all));
  out.push(pad(rows));
  out.push('');
  const t = [['battle tactic', 'picked', 'completed', 'attacker', 'defender']];
  for (const [id, c] of Object.entries(all.tactics)) {
    const picked = c.attacker.picked + c.defender.picked;
    t.push([names.tactic(id), String(picked), rate(c.attacker.completed + c.defender.completed, picked), rate(c.attacker.completed, c.attacker.picked), rate(c.defender.completed, c.defender.picked)]);
  }
  if (t.length > 1) out.push(pad(t), '');
  const g = [['grand strategy', 'chosen', 'completed']];
  for (const [id, c] of Object.entries(all.strategies)) {
    const n = c.attacker.picked + c.defender.picked;
    g.push([names.strategy(id), String(n), rate(c.attacker.completed + c.defender.completed, n)]);
  }
  if (g.length > 1) out.push(pad(g), '');
  const f = all.firstTurnRound1;
  const m = all.moreFirstTurns;
  out.push(`First turn of round 1: that player won ${rate(f.wins, decided(f))}, drew ${rate(f.draws, decided(f))}, lost ${rate(f.losses, decided(f))}.`);
  out.push(`More first turns than the opponent: won ${rate(m.wins, decided(m))}, drew ${rate(m.draws, decided(m))}, lost ${rate(m.losses, decided(m))} (${decided(m)} games).`);
  for (const x of stats.failed) out.push(`failed: game ${x.index} (seed ${x.seed}, ${x.battleplan}): ${x.error}`);
  return `${out.join('\n')}\n`;
}

const COLOURS = { attacker: '#a1231b', draw: '#8a8a8a', defender: '#1c46b8', bar: '#3b6e3b' } as const;
const f1 = (n: number): string => String(Math.round(n * 10) / 10);

/** Stacked horizontal bars: attacker wins, draws, defender wins, per battleplan. */
function resultsChart(stats: SimulationStats, names: ReportNames): string {
  const plans = Object.entries(stats.plans);
  const rowH = 24;
  const left = 230;
  const width = 760;
  const plotW = width - left - 20;
  const height = 40 + plans.length * rowH + 30;
  const parts = [`<svg class="chart results-chart" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="results-title" font-size="12">`, '<title id="results-title">Results per battleplan: attacker wins, draws, defender wins</title>'];
  plans.forEach(([id, p], i) => {
    const y = 30 + i * rowH;
    const n = Math.max(1, decided(p.roles.attacker));
    const segs: [string, number, string][] = [
      ['attacker wins', p.roles.attacker.wins / n, COLOURS.attacker],
      ['draws', p.roles.attacker.draws / n, COLOURS.draw],
      ['defender wins', p.roles.defender.wins / n, COLOURS.defender],
    ];
    parts.push(`<text x="${left - 8}" y="${y + 15}" text-anchor="end" fill="#222">${escapeHtml(names.battleplan(id))}</text>`);
    let x = left;
    for (const [label, share, colour] of segs) {
      const w = share * plotW;
      parts.push(`<rect x="${f1(x)}" y="${y + 2}" width="${f1(w)}" height="${rowH - 6}" fill="${colour}"><title>${escapeHtml(`${names.battleplan(id)}: ${label} ${pct(share)}`)}</title></rect>`);
      if (w > 34) parts.push(`<text x="${f1(x + w / 2)}" y="${y + 15}" text-anchor="middle" fill="#fff">${pct(share)}</text>`);
      x += w;
    }
  });
  const ly = 30 + plans.length * rowH + 16;
  [['attacker wins', COLOURS.attacker], ['draws', COLOURS.draw], ['defender wins', COLOURS.defender]].forEach(([label, colour], i) => {
    parts.push(`<rect x="${left + i * 150}" y="${ly - 10}" width="12" height="12" fill="${colour}"/><text x="${left + i * 150 + 18}" y="${ly}" fill="#222">${label}</text>`);
  });
  parts.push('</svg>');
  return parts.join('');
}

/** VP distributions of both roles as side-by-side bars per VP value. */
function vpChart(all: PlanStats): string {
  const a = all.roles.attacker.vp;
  const d = all.roles.defender.vp;
  // keys are whole numbers within STATS_LIMITS (checked at the entry): the chart has at most that many slots
  const keys = [...new Set([...Object.keys(a), ...Object.keys(d)].map(Number))];
  const na = Math.max(1, histogramSpread(a).count);
  const nd = Math.max(1, histogramSpread(d).count);
  let max = 0;
  let top = 0.01;
  for (const k of keys) {
    max = Math.max(max, k);
    top = Math.max(top, (a[String(k)] ?? 0) / na, (d[String(k)] ?? 0) / nd);
  }
  const width = 760;
  const height = 260;
  const left = 50;
  const bottom = 40;
  const plotW = width - left - 20;
  const plotH = height - bottom - 30;
  const slot = plotW / (max + 1);
  const parts = [`<svg class="chart vp-distribution" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="vp-title" font-size="11">`, '<title id="vp-title">Victory points at the end of the battle, share of games per role</title>'];
  for (let i = 0; i <= 4; i++) {
    const v = (top * i) / 4;
    const y = 30 + plotH - (v / top) * plotH;
    parts.push(`<line x1="${left}" x2="${width - 20}" y1="${f1(y)}" y2="${f1(y)}" stroke="${i === 0 ? '#555' : '#ddd'}"/><text x="${left - 6}" y="${f1(y + 4)}" text-anchor="end" fill="#444">${pct(v)}</text>`);
  }
  for (let k = 0; k <= max; k++) {
    const x = left + k * slot;
    for (const [h, n, colour, off] of [[a, na, COLOURS.attacker, 0.1], [d, nd, COLOURS.defender, 0.5]] as const) {
      const share = (h[String(k)] ?? 0) / n;
      const bh = (share / top) * plotH;
      if (bh > 0) parts.push(`<rect class="vp-bar" x="${f1(x + off * slot)}" y="${f1(30 + plotH - bh)}" width="${f1(slot * 0.4)}" height="${f1(bh)}" fill="${colour}"><title>${k} VP: ${pct(share)}</title></rect>`);
    }
    if (max <= 30 || k % 5 === 0) parts.push(`<text x="${f1(x + slot / 2)}" y="${30 + plotH + 14}" text-anchor="middle" fill="#444">${k}</text>`);
  }
  parts.push(`<text x="${left + plotW / 2}" y="${height - 6}" text-anchor="middle" fill="#444">VP</text>`);
  parts.push(`<rect x="${left + 10}" y="8" width="12" height="12" fill="${COLOURS.attacker}"/><text x="${left + 28}" y="18" fill="#222">attacker</text><rect x="${left + 110}" y="8" width="12" height="12" fill="${COLOURS.defender}"/><text x="${left + 128}" y="18" fill="#222">defender</text>`);
  parts.push('</svg>');
  return parts.join('');
}

/** Horizontal bars of rates with their 95 % Wilson intervals. */
function rateChart(id: string, title: string, rows: readonly { label: string; n: number; d: number }[]): string {
  const rowH = 22;
  const left = 230;
  const width = 760;
  const plotW = width - left - 70;
  const height = 20 + rows.length * rowH + 24;
  const parts = [`<svg class="chart ${id}" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="${id}-title" font-size="12">`, `<title id="${id}-title">${escapeHtml(title)}</title>`];
  for (let i = 0; i <= 4; i++) {
    const x = left + (plotW * i) / 4;
    parts.push(`<line x1="${f1(x)}" x2="${f1(x)}" y1="14" y2="${height - 22}" stroke="#ddd"/><text x="${f1(x)}" y="${height - 8}" text-anchor="middle" fill="#444">${25 * i}%</text>`);
  }
  rows.forEach((r, i) => {
    const y = 16 + i * rowH;
    const w = wilson(r.n, r.d);
    parts.push(`<text x="${left - 8}" y="${y + 13}" text-anchor="end" fill="#222">${escapeHtml(r.label)}</text>`);
    parts.push(`<rect class="rate-bar" x="${left}" y="${y + 2}" width="${f1(w.rate * plotW)}" height="${rowH - 8}" fill="${COLOURS.bar}"><title>${escapeHtml(`${r.label}: ${pct(w.rate)} of ${r.d} (95% ${pct(w.low)}–${pct(w.high)})`)}</title></rect>`);
    parts.push(`<line x1="${f1(left + w.low * plotW)}" x2="${f1(left + w.high * plotW)}" y1="${y + rowH / 2 - 1}" y2="${y + rowH / 2 - 1}" stroke="#111" stroke-width="1.5"/>`);
    parts.push(`<text x="${f1(left + Math.max(w.rate, w.high) * plotW + 6)}" y="${y + 13}" fill="#222">${r.d === 0 ? '—' : pct(w.rate)}</text>`);
  });
  parts.push('</svg>');
  return parts.join('');
}

const CSS = `
body { margin: 0; font: 14px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; color: #1b1b1b; background: #fff; }
main { max-width: 820px; margin: 0 auto; padding: 20px; }
h1 { font-size: 24px; margin: 0 0 4px; } h2 { font-size: 17px; margin: 26px 0 8px; border-bottom: 2px solid #1b1b1b; }
p.meta { color: #444; margin: 0 0 12px; }
svg.chart { width: 100%; height: auto; display: block; }
table { border-collapse: collapse; width: 100%; font-size: 13px; }
@media (max-width: 600px) { main { padding: 10px; } table { display: block; overflow-x: auto; max-width: 100%; font-size: 12px; } } th, td { padding: 4px 6px; border-bottom: 1px solid #ddd; text-align: right; }
th:first-child, td:first-child { text-align: left; } thead th { border-bottom: 2px solid #1b1b1b; }
.failed { color: #a1231b; }
`;

/** Options of {@link simulationHtml}. */
export interface SimulationHtmlOptions {
  readonly title?: string;
  readonly names?: ReportNames;
}

/**
 * The statistics as a self-contained HTML page with SVG charts (no scripts, nothing fetched; a content security policy
 * that allows neither). A value that is not statistics, or options of the wrong kind, are a `TypeError`.
 */
export function simulationHtml(given: SimulationStats, givenOptions: SimulationHtmlOptions = {}): string {
  const stats = statsOrThrow('simulationHtml', given);
  let title: unknown;
  let names: unknown;
  try {
    title = givenOptions.title;
    names = givenOptions.names;
  } catch {
    throw new TypeError('simulationHtml: the options could not be read.');
  }
  if (title !== undefined && typeof title !== 'string') throw new TypeError('simulationHtml: options.title must be a text.');
  if (names !== undefined && (typeof names !== 'object' || names === null)) throw new TypeError('simulationHtml: options.names must be the names of reportNames().');
  return htmlOf(stats, typeof title === 'string' ? title : `Simulation of ${stats.pack}`, (names as ReportNames | undefined) ?? reportNames());
}

function htmlOf(stats: SimulationStats, title: string, names: ReportNames): string {
  const all = sumPlans(stats);
  const rows = Object.entries(stats.plans).map(([id, p]) => {
    const a = histogramSpread(p.roles.attacker.vp);
    const d = histogramSpread(p.roles.defender.vp);
    const n = decided(p.roles.attacker);
    return `<tr data-plan="${escapeHtml(id)}"><td>${escapeHtml(names.battleplan(id))}</td><td>${p.games}</td><td>${rate(p.roles.attacker.wins, n)}</td><td>${rate(p.roles.attacker.draws, n)}</td><td>${rate(p.roles.defender.wins, n)}</td><td>${a.mean.toFixed(1)} ± ${a.sd.toFixed(1)}</td><td>${d.mean.toFixed(1)} ± ${d.sd.toFixed(1)}</td></tr>`;
  });
  const tactics = Object.entries(all.tactics).map(([id, c]) => ({ label: names.tactic(id), n: c.attacker.completed + c.defender.completed, d: c.attacker.picked + c.defender.picked }));
  const strategies = Object.entries(all.strategies).map(([id, c]) => ({ label: names.strategy(id), n: c.attacker.completed + c.defender.completed, d: c.attacker.picked + c.defender.picked }));
  const first = [
    { label: 'first turn of round 1', n: all.firstTurnRound1.wins, d: decided(all.firstTurnRound1) },
    { label: 'more first turns', n: all.moreFirstTurns.wins, d: decided(all.moreFirstTurns) },
    { label: 'attacker', n: all.roles.attacker.wins, d: decided(all.roles.attacker) },
    { label: 'defender', n: all.roles.defender.wins, d: decided(all.roles.defender) },
  ];
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${CSS}</style></head>
<body><main>
<h1>${escapeHtml(title)}</h1>
<p class="meta" data-testid="meta">${stats.games} games, seed ${stats.seed}; ${all.results.major} major and ${all.results.minor} minor victories, ${all.results.draw} draws${stats.failed.length > 0 ? `; <span class="failed">${stats.failed.length} could not be played</span>` : ''}.</p>
<h2>Results per battleplan</h2>
${resultsChart(stats, names)}
<table data-testid="plans"><thead><tr><th>battleplan</th><th>games</th><th>attacker wins</th><th>draws</th><th>defender wins</th><th>attacker VP</th><th>defender VP</th></tr></thead><tbody>${rows.join('')}</tbody></table>
<h2>Victory points</h2>
${vpChart(all)}
<h2>Battle tactics: completed when picked</h2>
${tactics.length > 0 ? rateChart('tactics-chart', 'Battle tactics completed when picked', tactics) : '<p>No battle tactics were picked.</p>'}
${strategies.length > 0 ? `<h2>Grand strategies: completed</h2>${rateChart('strategies-chart', 'Grand strategies completed', strategies)}` : ''}
<h2>Who wins: first turns and roles</h2>
${rateChart('first-turn-chart', 'Win rate of the player with the first turn of round 1, with more first turns, and of each role', first)}
</main></body></html>
`;
}
