/**
 * A battlefield map as a self-contained SVG picture: territories, quarters and zones, objectives coloured by who
 * controls them, features, bases where they stand, optional contest ranges, and a legend. Deterministic: the same
 * input gives the same bytes. Text is escaped, control characters made visible; nothing is fetched.
 * @module
 */
import type { Edition } from '../core/state/state.js';
import { escapeControlChars } from '../sheet/text.js';
import { CONTEST_RANGE, MM_PER_INCH, OBJECTIVE_MARKER_MM } from './constants.js';
import { argOrThrow, badArg, isFiniteNumber, isRecord } from './args.js';
import { compileShape } from './geometry/shapes.js';
import { validateMap } from './map.js';
import { checkBase } from './measure.js';
import type { BattlefieldMap, Confidence, MapRegion, Point, TableUnit } from './types.js';

/** A player as the picture shows them. */
export interface SvgPlayer {
  readonly id: string;
  readonly role: 'attacker' | 'defender';
  readonly name?: string;
}

/** What to draw besides the map. */
export interface BattlefieldSvgOptions {
  /** Pixels per inch (default 12: a 60"×44" battlefield is 720×528 px). */
  readonly scale?: number;
  /** The heading; the map's name by default, `''` for none. */
  readonly title?: string;
  /** Who controls each objective: a player id, or null for nobody. */
  readonly controllers?: Readonly<Record<string, string | null>>;
  /** The players, for colours (attacker red, defender blue) and the legend. */
  readonly players?: readonly SvgPlayer[];
  /** Units whose bases are drawn where they stand, in their owner's colour. */
  readonly units?: readonly TableUnit[];
  /** Draw each objective's contest range: 6" from its centre (3rd edition) or 3" from the marker (4th). */
  readonly ranges?: boolean;
  /** The edition of the ranges; the map's by default. */
  readonly edition?: Edition;
  /** Draw the legend (default true). */
  readonly legend?: boolean;
  /** Dash the outline of what the sources do not place (confidence low or unknown; default true). */
  readonly confidence?: boolean;
  /**
   * Label each unit of `units` near its models (default true): with its name from `unitNames`, else its id, cut to
   * {@link UNIT_LABEL_MAX} characters. A label is never drawn over an objective marker; one with no free place nearby is
   * left off, and the legend says how many were.
   */
  readonly labels?: boolean;
  /** Display names of units by id, for their labels. */
  readonly unitNames?: Readonly<Record<string, string>>;
}

/** The longest unit label, in characters (a longer name is cut and ends with `…`). */
export const UNIT_LABEL_MAX = 24;
/** The most unit labels one picture draws (the rest are left off and counted in the legend): the picture stays bounded. */
export const UNIT_LABELS_MAX = 120;

const XML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
// escaped for XML, and control characters made visible (`\x1b`): XML 1.0 cannot hold most of them at all, so one in a
// name would make the whole file unreadable as SVG
// (and so are what XML 1.0 has no character for: U+FFFE, U+FFFF and a surrogate without its pair)
const NOT_XML = /[\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const esc = (s: string): string =>
  escapeControlChars(s.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c)).replace(NOT_XML, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** Footprints of more corners than this are drawn once, in `<defs>`, and placed with `<use>`: output per model stays bounded. */
const INLINE_CORNERS = 8;

/** A short name for a text (two 32-bit FNV-1a hashes): the same footprint gets the same id in every picture. */
function textId(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995) ^ (b >>> 15);
  }
  return `${(a >>> 0).toString(36)}${(b >>> 0).toString(36)}`;
}

const OPTION_KEYS = ['scale', 'title', 'controllers', 'players', 'units', 'ranges', 'edition', 'legend', 'confidence', 'labels', 'unitNames'];

/** The options read once and checked, or a `TypeError` naming the first wrong one. */
function readOptions(given: unknown): BattlefieldSvgOptions {
  const fn = 'renderBattlefieldSvg';
  const o = argOrThrow(fn, 'options', given ?? {});
  if (!isRecord(o)) badArg(fn, 'options', 'an object');
  for (const k of Object.keys(o)) if (!OPTION_KEYS.includes(k)) badArg(fn, `options.${k}`, `absent: the options are ${OPTION_KEYS.join(', ')}`);
  const isBool = (v: unknown) => v === undefined || typeof v === 'boolean';
  if (o['scale'] !== undefined && typeof o['scale'] !== 'number') badArg(fn, 'options.scale', 'a number of pixels per inch');
  if (o['title'] !== undefined && typeof o['title'] !== 'string') badArg(fn, 'options.title', 'a text');
  if (!isBool(o['ranges'])) badArg(fn, 'options.ranges', 'true or false');
  if (!isBool(o['legend'])) badArg(fn, 'options.legend', 'true or false');
  if (!isBool(o['confidence'])) badArg(fn, 'options.confidence', 'true or false');
  if (!isBool(o['labels'])) badArg(fn, 'options.labels', 'true or false');
  const names = o['unitNames'];
  if (names !== undefined && (!isRecord(names) || !Object.values(names).every((n) => typeof n === 'string'))) badArg(fn, 'options.unitNames', 'an object of unit id → name');
  if (o['edition'] !== undefined && o['edition'] !== 3 && o['edition'] !== 4) badArg(fn, 'options.edition', '3 or 4');
  const controllers = o['controllers'];
  if (controllers !== undefined && (!isRecord(controllers) || !Object.values(controllers).every((c) => c === null || typeof c === 'string')))
    badArg(fn, 'options.controllers', 'an object of objective id → player id (or null)');
  const players = o['players'];
  if (players !== undefined && (!Array.isArray(players) || !players.every((p: unknown) => isRecord(p) && typeof p['id'] === 'string' && (p['role'] === 'attacker' || p['role'] === 'defender') && (p['name'] === undefined || typeof p['name'] === 'string'))))
    badArg(fn, 'options.players', 'a list of { id, role: "attacker" | "defender", name? }');
  const units = o['units'];
  if (units !== undefined) {
    if (!Array.isArray(units)) badArg(fn, 'options.units', 'a list of units { id, owner, base?, models }');
    units.forEach((u: unknown, i) => {
      if (!isRecord(u) || typeof u['id'] !== 'string' || typeof u['owner'] !== 'string' || !Array.isArray(u['models']) || (u['base'] !== undefined && checkBase(u['base']).length > 0))
        badArg(fn, `options.units[${i}]`, 'a unit { id, owner, base?, models } with a valid base');
      const models = u['models'] as unknown[];
      // (a model whose position is not finite is left out of the picture, as before)
      for (let k = 0; k < models.length; k++) {
        const m = models[k];
        const pos = isRecord(m) ? m['position'] : undefined;
        const ok = isRecord(m) && isRecord(pos) && typeof pos['x'] === 'number' && typeof pos['y'] === 'number' && (m['rotation'] === undefined || isFiniteNumber(m['rotation'])) && (m['base'] === undefined || checkBase(m['base']).length === 0);
        if (!ok) badArg(fn, `options.units[${i}].models[${k}]`, 'a model { position: { x, y }, base?, rotation? } with a valid base');
      }
    });
  }
  return o as BattlefieldSvgOptions;
}

/** A number for SVG: at most 2 decimals, no trailing zeros, never `-0`. */
function num(n: number): string {
  const s = Number.isFinite(n) ? Number(n.toFixed(2)).toString() : '0';
  return s === '-0' ? '0' : s;
}

const COLOURS = { attacker: '#c0392b', defender: '#2463a6', other: '#7f8c8d', ground: '#f3efe2', edge: '#3d3d3d', none: '#ffffff' } as const;
const MARGIN = 16;
const TITLE_H = 28;
const LEGEND_ROW = 20;

const vague = (c: Confidence): boolean => c === 'low' || c === 'unknown';

function centroid(region: MapRegion): Point {
  let sx = 0;
  let sy = 0;
  let n = 0;
  for (const part of region.parts)
    for (const p of part) {
      sx += p.x;
      sy += p.y;
      n++;
    }
  return n === 0 ? { x: 0, y: 0 } : { x: sx / n, y: sy / n };
}

/** A unit label where it is drawn, in inches from the battlefield's top-left corner. */
interface PlacedLabel {
  readonly id: string;
  readonly text: string;
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
  readonly font: number;
}

/** A name cut to {@link UNIT_LABEL_MAX} characters (whole code points), ending with `…` when cut. */
function labelText(name: string): string {
  const chars = Array.from(name);
  return chars.length <= UNIT_LABEL_MAX ? name : `${chars.slice(0, UNIT_LABEL_MAX - 1).join('')}…`;
}

/** Whether a box (inches) meets a circle, edges included. */
function boxMeetsCircle(b: { x: number; y: number; w: number; h: number }, cx: number, cy: number, r: number): boolean {
  const dx = cx - Math.max(b.x, Math.min(cx, b.x + b.w));
  const dy = cy - Math.max(b.y, Math.min(cy, b.y + b.h));
  return dx * dx + dy * dy <= r * r;
}

const boxesMeet = (a: { x: number; y: number; w: number; h: number }, b: { x: number; y: number; w: number; h: number }): boolean => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/**
 * Places a label per unit (at most {@link UNIT_LABELS_MAX}): candidates below, above, right and left of the models'
 * centre, then the diagonals, then the same twice as far; the first clear of every objective marker and of the labels
 * placed so far wins, else the first clear of the markers alone, else the label is left off (counted).
 */
function placeUnitLabels(map: BattlefieldMap, units: readonly TableUnit[], names: Readonly<Record<string, string>>, scale: number): { placed: PlacedLabel[]; left: number } {
  const font = Math.max(9, scale * 0.8);
  const h = (font * 1.3) / scale;
  // a generous width per character (0.62 em), so that the drawn text stays inside its box
  const charW = (font * 0.62) / scale;
  const pad = 2 / scale;
  // the markers, with a little room around them so that a label never touches one
  const markers = map.objectives.flatMap((o) => (o.position === undefined ? [] : [{ x: o.position.x, y: o.position.y, r: (o.markerMm ?? OBJECTIVE_MARKER_MM) / MM_PER_INCH / 2 + 0.25 }]));
  const placed: PlacedLabel[] = [];
  let left = 0;
  for (const u of units) {
    const pts = u.models.filter((m) => Number.isFinite(m.position.x) && Number.isFinite(m.position.y)).map((m) => m.position);
    if (pts.length === 0) continue;
    if (placed.length >= UNIT_LABELS_MAX) {
      left++;
      continue;
    }
    const cx = pts.reduce((a, p) => a + p.x, 0) / pts.length;
    const cy = pts.reduce((a, p) => a + p.y, 0) / pts.length;
    // how far the models spread from their centre, so that the label sits beside the unit rather than on it
    let spread = 0;
    for (const p of pts) spread = Math.max(spread, Math.abs(p.x - cx), Math.abs(p.y - cy));
    const raw = names[u.id] ?? u.id;
    const text = labelText(raw === '' ? u.id : raw);
    const w = Array.from(text).length * charW + 2 * pad;
    let best: PlacedLabel | undefined;
    let fallback: PlacedLabel | undefined;
    for (const k of [1, 2]) {
      const d = spread + 1 + (k - 1) * 2;
      const centres: readonly (readonly [number, number])[] = [
        [0, d + h / 2],
        [0, -d - h / 2],
        [d + w / 2, 0],
        [-d - w / 2, 0],
        [d, d],
        [-d, d],
        [d, -d],
        [-d, -d],
      ];
      for (const [ox, oy] of centres) {
        const box = { id: u.id, text, x: cx + ox - w / 2, y: cy + oy - h / 2, w, h, font };
        if (box.x < 0 || box.y < 0 || box.x + w > map.width || box.y + h > map.height) continue;
        if (markers.some((m) => boxMeetsCircle(box, m.x, m.y, m.r))) continue;
        fallback ??= box;
        if (placed.some((p) => boxesMeet(p, box))) continue;
        best = box;
        break;
      }
      if (best !== undefined) break;
    }
    const chosen = best ?? fallback;
    if (chosen === undefined) left++;
    else placed.push(chosen);
  }
  return { placed, left };
}

/**
 * Draws a battlefield map as an SVG string: territories, quarters, the centre zone, features, objectives coloured by
 * controller, bases at their positions with a label per unit (never over an objective marker), optional contest ranges
 * and a legend. Self-contained and deterministic; well-formed
 * XML whatever the names hold (control characters, U+FFFE, U+FFFF and unpaired surrogates are made visible). Its size is
 * bounded by its input: a footprint of many corners is drawn once and placed per model. A map that is not valid
 * (`validateMap`), options of the wrong kind, or arguments that cannot be read are a `TypeError`.
 * @example
 * ```ts
 * import { renderBattlefieldSvg } from 'battlepack-engine/table';
 * import { galletMaps } from 'battlepack-engine/gallet/table';
 *
 * const svg = renderBattlefieldSvg(galletMaps['head-on-collision'], {
 *   players: [{ id: 'ana', role: 'attacker' }, { id: 'ben', role: 'defender' }],
 *   controllers: { centre: 'ana' },
 *   ranges: true,
 * });
 * ```
 */
export function renderBattlefieldSvg(given: BattlefieldMap, givenOptions: BattlefieldSvgOptions = {}): string {
  // one argument check at the entry: both read once as plain data; a map that is not valid, or options of the wrong
  // kind, are a TypeError (nothing deep inside can throw on them)
  const map = argOrThrow('renderBattlefieldSvg', 'map', given) as BattlefieldMap;
  const badMap = validateMap(map)[0];
  if (badMap !== undefined) badArg('renderBattlefieldSvg', 'map', `a valid map (${badMap.message})`);
  const options = readOptions(givenOptions);
  const scale = options.scale !== undefined && Number.isFinite(options.scale) && options.scale > 0 && options.scale <= 100 ? options.scale : 12;
  const title = options.title ?? map.name;
  const edition = options.edition ?? map.edition;
  const players = options.players ?? [];
  const controllers = options.controllers ?? {};
  const dashVague = options.confidence ?? true;
  const colourOf = (player: string | null | undefined): string => {
    if (player === null || player === undefined) return COLOURS.none;
    const p = players.find((q) => q.id === player);
    return p === undefined ? COLOURS.other : COLOURS[p.role];
  };
  const fieldW = map.width * scale;
  const fieldH = map.height * scale;
  const top = MARGIN + (title === '' ? 0 : TITLE_H);
  const X = (x: number) => num(MARGIN + x * scale);
  const Y = (y: number) => num(top + y * scale);
  const L = (inches: number) => num(inches * scale);
  const dash = (c: Confidence) => (dashVague && vague(c) ? ' stroke-dasharray="6 4"' : '');
  const body: string[] = [];

  // the battlefield
  body.push(`<rect class="battlefield" x="${X(0)}" y="${Y(0)}" width="${num(fieldW)}" height="${num(fieldH)}" fill="${COLOURS.ground}" stroke="${COLOURS.edge}" stroke-width="2"/>`);
  const polygon = (pts: readonly Point[]) => pts.map((p) => `${X(p.x)},${Y(p.y)}`).join(' ');
  // territories
  for (const [id, role] of [
    ['attacker-territory', 'attacker'],
    ['defender-territory', 'defender'],
  ] as const) {
    const r = map.regions.find((x) => x.id === id);
    if (r === undefined) continue;
    body.push(`<g class="territory" data-region="${id}">`);
    for (const part of r.parts) body.push(`<polygon points="${polygon(part)}" fill="${COLOURS[role]}" fill-opacity="0.16" stroke="${COLOURS[role]}" stroke-width="1.5"${dash(r.confidence)}/>`);
    // named near the top of its first part, clear of the centre line and the objectives
    const first = r.parts[0] ?? [];
    const lx = first.length === 0 ? 0 : (Math.min(...first.map((p) => p.x)) + Math.max(...first.map((p) => p.x))) / 2;
    const ly = first.length === 0 ? 0 : Math.min(...first.map((p) => p.y)) + 2.5;
    body.push(`<text x="${X(lx)}" y="${Y(ly)}" text-anchor="middle" dominant-baseline="middle" font-size="${num(Math.max(10, scale * 1.1))}" fill="${COLOURS[role]}">${esc(r.name)}</text>`);
    body.push('</g>');
  }
  // quarters: the two lines through the centre, when the map has them
  if (['q1', 'q2', 'q3', 'q4'].every((q) => map.regions.some((r) => r.id === q)))
    body.push(
      `<g class="quarters" stroke="#8c8c8c" stroke-width="1" stroke-dasharray="2 4"><line x1="${X(map.width / 2)}" y1="${Y(0)}" x2="${X(map.width / 2)}" y2="${Y(map.height)}"/><line x1="${X(0)}" y1="${Y(map.height / 2)}" x2="${X(map.width)}" y2="${Y(map.height / 2)}"/></g>`,
    );
  // other regions (the centre zone, anything a battle added)
  for (const r of map.regions) {
    if (r.id === 'attacker-territory' || r.id === 'defender-territory' || /^q[1-4]$/.test(r.id)) continue;
    body.push(`<g class="region" data-region="${esc(r.id)}">`);
    for (const part of r.parts) body.push(`<polygon points="${polygon(part)}" fill="none" stroke="#8a6d3b" stroke-width="1" stroke-dasharray="4 3"/>`);
    body.push('</g>');
  }
  // features, clipped to the battlefield (corner tunnels sit on the corner)
  const clip = `bf-${map.id.replace(/[^A-Za-z0-9_-]/g, '-')}`;
  if (map.features.length > 0) body.push(`<clipPath id="${clip}"><rect x="${X(0)}" y="${Y(0)}" width="${num(fieldW)}" height="${num(fieldH)}"/></clipPath>`);
  for (const f of map.features) {
    const first = f.points[0];
    if (first === undefined) continue;
    if (f.kind === 'line') body.push(`<polyline class="feature" data-feature="${esc(f.id)}" points="${polygon(f.points)}" fill="none" stroke="#555" stroke-width="1.5" stroke-dasharray="8 4"/>`);
    else {
      const r = Math.max(5, scale * 0.6);
      body.push(`<g class="feature" data-feature="${esc(f.id)}"><circle clip-path="url(#${clip})" cx="${X(first.x)}" cy="${Y(first.y)}" r="${num(r * 2.5)}" fill="#5b4636" fill-opacity="0.85" stroke="#2b2018"${dash(f.confidence)}/>`);
      const dx = first.x < map.width / 2 ? 1 : -1;
      const dy = first.y < map.height / 2 ? 1 : -1;
      body.push(
        `<text x="${X(first.x + dx * 2.2)}" y="${Y(first.y + dy * 2.2)}" text-anchor="${dx > 0 ? 'start' : 'end'}" dominant-baseline="middle" font-size="${num(Math.max(9, scale * 0.85))}" fill="#2b2018">${esc(f.name)}</text></g>`,
      );
    }
  }
  // region objectives: tinted by controller, named at their centre
  for (const o of map.objectives) {
    if (o.region === undefined) continue;
    const r = map.regions.find((x) => x.id === o.region);
    if (r === undefined) continue;
    const owner = controllers[o.id];
    const fill = colourOf(owner);
    body.push(`<g class="objective-region" data-objective="${esc(o.id)}" data-controller="${esc(owner ?? '')}">`);
    for (const part of r.parts) body.push(`<polygon points="${polygon(part)}" fill="${fill}" fill-opacity="${owner === null || owner === undefined ? '0' : '0.18'}" stroke="${owner === null || owner === undefined ? '#555' : fill}" stroke-width="2"${dash(o.confidence)}/>`);
    const c = centroid(r);
    body.push(`<text x="${X(c.x)}" y="${Y(c.y + 2)}" text-anchor="middle" font-size="${num(Math.max(10, scale))}" fill="#222">${esc(o.name)}</text></g>`);
  }
  // contest ranges
  if (options.ranges === true)
    for (const o of map.objectives) {
      if (o.position === undefined) continue;
      const radius = CONTEST_RANGE[edition] + (edition === 4 ? (o.markerMm ?? OBJECTIVE_MARKER_MM) / MM_PER_INCH / 2 : 0);
      body.push(`<circle class="range" data-objective="${esc(o.id)}" cx="${X(o.position.x)}" cy="${Y(o.position.y)}" r="${L(radius)}" fill="none" stroke="#444" stroke-opacity="0.6" stroke-dasharray="3 3"/>`);
    }
  // bases; a footprint of many corners once, in <defs>, placed with <use> (the picture grows with the models, not with
  // models × corners)
  const defs = new Map<string, string>();
  for (const u of options.units ?? []) {
    const fill = colourOf(u.owner);
    body.push(`<g class="unit" data-unit="${esc(u.id)}" data-owner="${esc(u.owner)}" fill="${fill}" fill-opacity="0.85" stroke="#1a1a1a" stroke-width="1">`);
    for (const m of u.models) {
      const base = m.base ?? u.base;
      if (base === undefined || !Number.isFinite(m.position.x) || !Number.isFinite(m.position.y)) continue;
      if (base.kind === 'footprint' && base.points.length > INLINE_CORNERS) {
        const points = base.points.map((p) => `${num(p.x * scale)},${num(p.y * scale)}`).join(' ');
        const id = `fp-${textId(points)}`;
        if (!defs.has(id)) defs.set(id, `<polygon id="${id}" points="${points}"/>`);
        const rot = m.rotation ?? 0;
        body.push(`<use class="base" href="#${id}" transform="translate(${X(m.position.x)} ${Y(m.position.y)})${rot === 0 ? '' : ` rotate(${num(rot)})`}"/>`);
        continue;
      }
      const s = compileShape(m.position, base, m.rotation ?? 0);
      if (s.kind === 'circle') body.push(`<circle class="base" cx="${X(s.x)}" cy="${Y(s.y)}" r="${L(s.r)}"/>`);
      else if (s.kind === 'ellipse') body.push(`<ellipse class="base" cx="${X(s.x)}" cy="${Y(s.y)}" rx="${L(s.a)}" ry="${L(s.b)}" transform="rotate(${num((Math.atan2(s.s, s.c) * 180) / Math.PI)} ${X(s.x)} ${Y(s.y)})"/>`);
      else body.push(`<polygon class="base" points="${Array.from(s.xs, (x, i) => `${X(x)},${Y(s.ys[i] as number)}`).join(' ')}"/>`);
    }
    body.push('</g>');
  }
  // unit labels, over the bases and under the markers: each at the first place around its models that is clear of every
  // objective marker (and of the labels placed before it, where one is); none drawn over a marker
  const labelled = (options.labels ?? true) ? placeUnitLabels(map, options.units ?? [], options.unitNames ?? {}, scale) : { placed: [], left: 0 };
  for (const l of labelled.placed)
    body.push(
      `<g class="unit-label" data-unit="${esc(l.id)}"><rect class="label-box" x="${X(l.x)}" y="${Y(l.y)}" width="${L(l.w)}" height="${L(l.h)}" rx="2" fill="#ffffff" fill-opacity="0.8"/><text x="${X(l.x + l.w / 2)}" y="${Y(l.y + l.h / 2)}" text-anchor="middle" dominant-baseline="central" font-size="${num(l.font)}" fill="#111">${esc(l.text)}</text></g>`,
    );
  // objective markers, on top
  for (const o of map.objectives) {
    if (o.position === undefined) continue;
    const owner = controllers[o.id];
    const r = (o.markerMm ?? OBJECTIVE_MARKER_MM) / MM_PER_INCH / 2;
    body.push(
      `<g class="objective" data-objective="${esc(o.id)}" data-controller="${esc(owner ?? '')}"><circle class="marker" cx="${X(o.position.x)}" cy="${Y(o.position.y)}" r="${L(r)}" fill="${colourOf(owner)}" stroke="#111" stroke-width="2"${dash(o.confidence)}/>`,
    );
    body.push(`<text x="${X(o.position.x)}" y="${Y(o.position.y - r - 0.5)}" text-anchor="middle" font-size="${num(Math.max(9, scale * 0.85))}" fill="#111">${esc(o.name)}</text></g>`);
  }

  // legend
  const legend: string[] = [];
  let legendH = 0;
  if (options.legend ?? true) {
    const sw = (fill: string, extra = '') => (x: number, y: number) => `<rect x="${num(x)}" y="${num(y - 6)}" width="12" height="12" fill="${fill}"${extra}/>`;
    const dot = (fill: string, extra = '') => (x: number, y: number) => `<circle cx="${num(x + 6)}" cy="${num(y)}" r="6" fill="${fill}" stroke="#111" stroke-width="1.5"${extra}/>`;
    const entries: { draw: (x: number, y: number) => string; label: string }[] = [];
    if (map.regions.some((r) => r.id === 'attacker-territory')) entries.push({ draw: sw(COLOURS.attacker, ' fill-opacity="0.3"'), label: "Attacker's territory" });
    if (map.regions.some((r) => r.id === 'defender-territory')) entries.push({ draw: sw(COLOURS.defender, ' fill-opacity="0.3"'), label: "Defender's territory" });
    if (map.objectives.length > 0) entries.push({ draw: dot(COLOURS.none), label: 'Objective, not controlled' });
    for (const p of players) entries.push({ draw: dot(COLOURS[p.role]), label: `Controlled by / bases of ${p.name ?? p.id}` });
    if (options.ranges === true && map.objectives.some((o) => o.position !== undefined))
      entries.push({
        draw: (x, y) => `<circle cx="${num(x + 6)}" cy="${num(y)}" r="6" fill="none" stroke="#444" stroke-dasharray="3 3"/>`,
        label: edition === 3 ? 'Contest range: 6" from the centre' : 'Contest range: 3" from the marker',
      });
    if (map.features.some((f) => f.kind === 'point')) entries.push({ draw: (x, y) => `<circle cx="${num(x + 6)}" cy="${num(y)}" r="6" fill="#5b4636" fill-opacity="0.85"/>`, label: 'Feature (e.g. a corner tunnel)' });
    if (map.features.some((f) => f.kind === 'line')) entries.push({ draw: (x, y) => `<line x1="${num(x)}" y1="${num(y)}" x2="${num(x + 12)}" y2="${num(y)}" stroke="#555" stroke-width="1.5" stroke-dasharray="4 2"/>`, label: 'Centre line' });
    if (map.regions.some((r) => r.id === 'centre')) entries.push({ draw: (x, y) => `<rect x="${num(x)}" y="${num(y - 6)}" width="12" height="12" fill="none" stroke="#8a6d3b" stroke-dasharray="4 3"/>`, label: 'Centre zone' });
    if (labelled.left > 0)
      entries.push({ draw: (x, y) => `<rect x="${num(x)}" y="${num(y - 5)}" width="12" height="10" fill="none" stroke="#111" stroke-dasharray="2 2"/>`, label: `${labelled.left} unit label${labelled.left === 1 ? '' : 's'} left off: no free room beside the unit` });
    if (dashVague && (map.objectives.some((o) => vague(o.confidence)) || map.regions.some((r) => vague(r.confidence)) || map.features.some((f) => vague(f.confidence))))
      entries.push({ draw: (x, y) => `<rect x="${num(x)}" y="${num(y - 6)}" width="12" height="12" fill="none" stroke="#111" stroke-dasharray="3 2"/>`, label: 'Dashed: placed by the project, not the sources' });
    let x = MARGIN;
    let y = top + fieldH + MARGIN + 6;
    for (const e of entries) {
      const w = 24 + e.label.length * 6.6;
      if (x + w > MARGIN + fieldW && x > MARGIN) {
        x = MARGIN;
        y += LEGEND_ROW;
      }
      legend.push(`${e.draw(x, y)}<text x="${num(x + 18)}" y="${num(y)}" dominant-baseline="middle" font-size="11" fill="#222">${esc(e.label)}</text>`);
      x += w + 12;
    }
    legendH = entries.length === 0 ? 0 : y - (top + fieldH) + LEGEND_ROW / 2;
  }

  const width = fieldW + 2 * MARGIN;
  const height = top + fieldH + MARGIN + legendH;
  const head = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${num(width)}" height="${num(height)}" viewBox="0 0 ${num(width)} ${num(height)}" role="img" aria-label="${esc(`Map: ${map.name}`)}" font-family="Helvetica, Arial, sans-serif" data-map="${esc(map.id)}">`,
    `<title>${esc(`Map: ${map.name} (${map.width}"×${map.height}")`)}</title>`,
    `<rect width="100%" height="100%" fill="#ffffff"/>`,
  ];
  if (title !== '') head.push(`<text x="${num(MARGIN)}" y="${num(MARGIN + 16)}" font-size="16" font-weight="bold" fill="#111">${esc(title)}</text>`);
  if (defs.size > 0) head.push(`<defs>${[...defs.values()].join('')}</defs>`);
  // a scale bar of 6" (12" on a field drawn small), right-aligned above the battlefield, under the title's baseline
  const bar = map.width * scale >= 360 ? 6 : 12;
  const barRight = MARGIN + fieldW;
  const barY = top - 6;
  const barX = barRight - bar * scale;
  head.push(
    `<g class="scale-bar" data-inches="${bar}" stroke="#111" stroke-width="1.5"><line x1="${num(barX)}" y1="${num(barY)}" x2="${num(barRight)}" y2="${num(barY)}"/><line x1="${num(barX)}" y1="${num(barY - 4)}" x2="${num(barX)}" y2="${num(barY + 1)}"/><line x1="${num(barRight)}" y1="${num(barY - 4)}" x2="${num(barRight)}" y2="${num(barY + 1)}"/><text x="${num(barX - 4)}" y="${num(barY)}" text-anchor="end" dominant-baseline="middle" font-size="11" fill="#111" stroke="none">${bar}&quot;</text></g>`,
  );
  return [...head, ...body, ...legend, '</svg>', ''].join('\n');
}
