/**
 * An inline SVG line chart of each player's cumulative victory points by turn.
 * @module
 */
import type { ScoringSheet } from '../core/state/scoring-sheet.js';
import { escapeHtml } from './escape.js';
import { roleLabel, turnLabel } from './format.js';

/** Colour and line style of a role on the chart (dashes keep the lines apart on a black-and-white print). */
const SERIES = {
  attacker: { colour: '#a1231b', dash: '', marker: 'circle' },
  defender: { colour: '#1c46b8', dash: '6 4', marker: 'square' },
} as const;

const W = 640;
const H = 210;
const PAD = { left: 40, right: 30, top: 30, bottom: 40 } as const;

function niceMax(max: number): { top: number; step: number } {
  const top = Math.max(5, Math.ceil(max / 5) * 5);
  const step = top <= 10 ? (top <= 5 ? 1 : 2) : top <= 30 ? 5 : 10;
  return { top: Math.ceil(top / step) * step, step };
}

const fmt = (n: number): string => String(Math.round(n * 10) / 10);
const short = (s: string, n: number): string => (s.length <= n ? s : `${s.slice(0, n - 1)}…`);

/**
 * Renders the cumulative VP of each player after every turn as a self-contained SVG element (no scripts, no
 * external references). Every text taken from the sheet is escaped.
 */
export function renderVpChartSvg(sheet: ScoringSheet): string {
  const labels = ['Start', ...sheet.vpByTurn.map(turnLabel)];
  const max = Math.max(0, ...sheet.vpByTurn.flatMap((r) => Object.values(r.cumulative)));
  const { top, step } = niceMax(max);
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const x = (i: number): number => PAD.left + (labels.length <= 1 ? plotW / 2 : (i * plotW) / (labels.length - 1));
  const y = (v: number): number => PAD.top + plotH - (v / top) * plotH;
  const parts: string[] = [];
  const title = 'Cumulative victory points by turn';
  parts.push(
    `<svg class="vp-chart" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" role="img" aria-labelledby="vp-chart-title" font-family="inherit" font-size="11">`,
    `<title id="vp-chart-title">${escapeHtml(title)}</title>`,
  );
  // grid and y axis
  for (let v = 0; v <= top; v += step) {
    parts.push(
      `<line x1="${PAD.left}" x2="${W - PAD.right}" y1="${fmt(y(v))}" y2="${fmt(y(v))}" stroke="${v === 0 ? '#555' : '#ddd'}" stroke-width="1"/>`,
      `<text x="${PAD.left - 6}" y="${fmt(y(v) + 4)}" text-anchor="end" fill="#444">${v}</text>`,
    );
  }
  // x axis labels: thin them out when there are many turns
  const every = Math.max(1, Math.ceil(labels.length / 12));
  labels.forEach((l, i) => {
    if (i % every !== 0 && i !== labels.length - 1) return;
    parts.push(`<text x="${fmt(x(i))}" y="${H - PAD.bottom + 16}" text-anchor="middle" fill="#444">${escapeHtml(l)}</text>`);
  });
  parts.push(`<text x="${PAD.left + plotW / 2}" y="${H - 6}" text-anchor="middle" fill="#444">Round and turn</text>`);
  parts.push(`<text x="12" y="${PAD.top + plotH / 2}" text-anchor="middle" fill="#444" transform="rotate(-90 12 ${PAD.top + plotH / 2})">VP</text>`);
  // one series per player
  sheet.players.forEach((p, pi) => {
    const s = SERIES[p.role];
    const values = [0, ...sheet.vpByTurn.map((r) => r.cumulative[p.id] ?? 0)];
    const pts = values.map((v, i) => `${fmt(x(i))},${fmt(y(v))}`).join(' ');
    parts.push(
      `<g class="series series-${p.role}" data-player="${escapeHtml(p.id)}">`,
      `<polyline points="${pts}" fill="none" stroke="${s.colour}" stroke-width="2.5"${s.dash === '' ? '' : ` stroke-dasharray="${s.dash}"`}/>`,
    );
    values.forEach((v, i) => {
      const tip = `<title>${escapeHtml(`${p.name}: ${v} VP after ${labels[i] ?? ''}`)}</title>`;
      parts.push(
        s.marker === 'circle'
          ? `<circle cx="${fmt(x(i))}" cy="${fmt(y(v))}" r="3.5" fill="${s.colour}">${tip}</circle>`
          : `<rect x="${fmt(x(i) - 3.5)}" y="${fmt(y(v) - 3.5)}" width="7" height="7" fill="${s.colour}">${tip}</rect>`,
      );
    });
    parts.push('</g>');
    // legend
    const lx = PAD.left + pi * 260;
    parts.push(
      `<g class="legend"><line x1="${lx}" x2="${lx + 26}" y1="14" y2="14" stroke="${s.colour}" stroke-width="2.5"${s.dash === '' ? '' : ` stroke-dasharray="${s.dash}"`}/>`,
      `<text x="${lx + 32}" y="18" fill="#222">${escapeHtml(`${roleLabel(p.role)}: ${short(p.name, 26)} (${p.totalVp} VP)`)}</text></g>`,
    );
  });
  parts.push('</svg>');
  return parts.join('');
}
