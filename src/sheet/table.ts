/**
 * A small box-drawing table for plain-text output: columns sized to their content, optional column spans and
 * alignments, a rule between every row. Browser-safe (no terminal library), no colour codes.
 * @module
 */

/** A cell: its text, or its text and how many columns it spans. */
export type TextCell = string | { readonly content: string; readonly colSpan: number };

/** Column alignment. */
export type TextAlign = 'left' | 'right';

/** A table to draw: an optional head row, body rows, per-column alignment (left by default) and fixed widths. */
export interface TextTable {
  readonly head?: readonly string[];
  readonly rows: readonly (readonly TextCell[])[];
  readonly align?: readonly TextAlign[];
  /** Fixed outer widths per column (content plus one space each side); longer text is wrapped at spaces. */
  readonly widths?: readonly number[];
}

interface Placed {
  readonly text: string;
  readonly col: number;
  readonly span: number;
}

// the printed width of a string: its code points (the sheet's text is not East Asian wide)
const widthOf = (s: string): number => [...s].length;

function place(row: readonly TextCell[]): Placed[] {
  const out: Placed[] = [];
  let col = 0;
  for (const c of row) {
    const span = typeof c === 'string' ? 1 : Math.max(1, Math.floor(c.colSpan));
    out.push({ text: typeof c === 'string' ? c : c.content, col, span });
    col += span;
  }
  return out;
}

/** Draws a table with box-drawing characters; every line ends without trailing spaces beyond the border. */
export function drawTextTable(table: TextTable): string {
  const rows = [...(table.head === undefined ? [] : [table.head]), ...table.rows].map(place);
  const cols = Math.max(0, ...rows.map((r) => r.reduce((n, c) => n + c.span, 0)));
  if (cols === 0) return '';
  // inner widths (content plus one space each side): single cells first, then spans widen their last column
  const width: number[] = new Array<number>(cols).fill(2);
  for (const r of rows) for (const c of r) if (c.span === 1) width[c.col] = Math.max(width[c.col] ?? 2, widthOf(c.text) + 2);
  table.widths?.forEach((w, i) => {
    if (i < cols) width[i] = Math.max(3, Math.floor(w));
  });
  for (const r of rows)
    for (const c of r) {
      if (table.widths !== undefined) break;
      if (c.span === 1) continue;
      const have = width.slice(c.col, c.col + c.span).reduce((a, b) => a + b, 0) + (c.span - 1);
      const need = widthOf(c.text) + 2;
      if (need > have) width[c.col + c.span - 1] = (width[c.col + c.span - 1] ?? 2) + need - have;
    }
  // the column boundaries (1..cols-1) a row draws: a boundary inside a span is not drawn
  const bounds = (r: Placed[]): Set<number> => new Set(r.map((c) => c.col).filter((c) => c > 0));
  const rule = (above: Set<number> | null, below: Set<number> | null, [l, r]: [string, string]): string => {
    let line = l;
    for (let i = 0; i < cols; i++) {
      if (i > 0) {
        const a = above?.has(i) ?? false;
        const b = below?.has(i) ?? false;
        line += a && b ? '┼' : a ? '┴' : b ? '┬' : '─';
      }
      line += '─'.repeat(width[i] ?? 2);
    }
    return line + r;
  };
  const inner = (c: Placed): number => width.slice(c.col, c.col + c.span).reduce((a, b) => a + b, 0) + (c.span - 1) - 2;
  const lines = (r: Placed[]): string[] => {
    const wrapped = r.map((c) => (table.widths === undefined ? [c.text] : wrap(c.text, inner(c))));
    const height = Math.max(1, ...wrapped.map((w) => w.length));
    const out: string[] = [];
    for (let k = 0; k < height; k++) {
      let line = '│';
      r.forEach((c, i) => {
        const text = wrapped[i]?.[k] ?? '';
        const pad = ' '.repeat(Math.max(0, inner(c) - widthOf(text)));
        line += ` ${(table.align?.[c.col] ?? 'left') === 'right' ? pad + text : text + pad} │`;
      });
      out.push(line);
    }
    return out;
  };
  const out: string[] = [];
  let above: Set<number> | null = null;
  for (const r of rows) {
    const b = bounds(r);
    out.push(above === null ? rule(null, b, ['┌', '┐']) : rule(above, b, ['├', '┤']));
    out.push(...lines(r));
    above = b;
  }
  out.push(rule(above, null, ['└', '┘']));
  return out.join('\n');
}

/** Splits `text` into lines of at most `width` characters, at spaces where it can (a longer word is cut). */
function wrap(text: string, width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter((w) => w !== '')) {
    let w = word;
    while (widthOf(w) > width) {
      if (line !== '') {
        out.push(line);
        line = '';
      }
      out.push([...w].slice(0, width).join(''));
      w = [...w].slice(width).join('');
    }
    if (line === '') line = w;
    else if (widthOf(line) + 1 + widthOf(w) <= width) line += ` ${w}`;
    else {
      out.push(line);
      line = w;
    }
  }
  if (line !== '' || out.length === 0) out.push(line);
  return out;
}
