/**
 * The model's table geometry: round bases as circles (inches), unit formations, moves of a whole unit by one
 * translation, pile-in model by model, and the checks every end position passes (on the battlefield, no base
 * overlapping another, not too close to the enemy). Distances are between the closest points of two bases, as the
 * table measures them (`docs/table.md`).
 * @module
 */

/** A model of the model: the centre of its round base, in inches. */
export interface Spot {
  x: number;
  y: number;
}

/** A unit on the model's table: its models' centres and their base radius (inches). */
export interface Body {
  readonly id: string;
  readonly owner: string;
  readonly r: number;
  spots: Spot[];
  /** The hull of `spots` once measured (see {@link hull}); not part of the game's data. */
  hull?: Hull & { readonly of: readonly Spot[] };
}

/** Room left between bases when models are placed, in inches. */
export const SPACING = 0.25;
const EPS = 1e-6;

/** The gap between two bases: centre distance less both radii (0 or less: touching or overlapping). */
export function gap(a: Spot, ra: number, b: Spot, rb: number): number {
  return hypot(a.x - b.x, a.y - b.y) - ra - rb;
}

/**
 * `Math.hypot(x, y)`, the same number: both scaled by the larger, the squares summed, the square root scaled back
 * (V8's own steps; its Kahan compensation is exactly 0 for two terms; checked equal on 20 million pairs). Written out
 * because V8 boxes the arguments of its builtin (garbage on every call), and because `Math.hypot`'s rounding is left
 * to each JavaScript engine while this is the same everywhere, so a game's positions are too.
 */
function hypot(x: number, y: number): number {
  const ax = Math.abs(x);
  const ay = Math.abs(y);
  if (ax === Infinity || ay === Infinity) return Infinity;
  const max = ax > ay ? ax : ay;
  if (Number.isNaN(x) || Number.isNaN(y)) return NaN;
  if (max === 0) return 0;
  // with two terms the compensation of the first step is exactly 0, so the sum is plain
  const nx = ax / max;
  const ny = ay / max;
  return Math.sqrt(nx * nx + ny * ny) * max;
}

/**
 * The length of (dx, dy): `Math.sqrt` of the sum of squares rather than `Math.hypot`, which V8 does not inline and
 * which boxes its arguments (most of the model's garbage came from it). Distances on a 60" table never overflow.
 */
function len2(dx: number, dy: number): number {
  return Math.sqrt(dx * dx + dy * dy);
}

/** The centre of a unit's models. */
export function centroid(spots: readonly Spot[]): Spot {
  let x = 0;
  let y = 0;
  for (const s of spots) {
    x += s.x;
    y += s.y;
  }
  return { x: x / Math.max(1, spots.length), y: y / Math.max(1, spots.length) };
}

/**
 * The smallest gap between two units' bases (Infinity when either has no models). With `limit`, a gap surely larger
 * than it may come back as a lower bound (the gap between circles around each unit) without measuring every pair.
 */
export function unitGap(a: Body, b: Body, limit = Infinity): number {
  if (a.spots.length === 0 || b.spots.length === 0) return Infinity;
  if (limit !== Infinity) {
    const ha = hull(a);
    const hb = hull(b);
    const bound = len2(ha.x - hb.x, ha.y - hb.y) - ha.R - hb.R;
    if (bound > limit) return bound;
  }
  // the least squared distance between centres, one square root at the end (the same number: sqrt is monotone)
  let best = Infinity;
  const as = a.spots;
  const bs = b.spots;
  for (let i = 0; i < as.length; i++) {
    const p = as[i] as Spot;
    for (let j = 0; j < bs.length; j++) {
      const q = bs[j] as Spot;
      const dx = p.x - q.x;
      const dy = p.y - q.y;
      const d2 = dx * dx + dy * dy;
      if (d2 < best) best = d2;
    }
  }
  return Math.sqrt(best) - a.r - b.r;
}

/**
 * Whether `unitGap(a, b, limit) <= within` (for `within <= limit`), the same answer without the number: a boolean
 * leaves no heap number behind (a function that returns a double from a call V8 does not inline boxes it), and the
 * search stops at the first pair of bases close enough (the least gap is then close enough too: square root and
 * subtraction are monotone in floating point).
 */
export function unitWithin(a: Body, b: Body, within: number, limit: number): boolean {
  if (a.spots.length === 0 || b.spots.length === 0) return false;
  const ha = hull(a);
  const hb = hull(b);
  if (len2(ha.x - hb.x, ha.y - hb.y) - ha.R - hb.R > limit) return false;
  const as = a.spots;
  const bs = b.spots;
  const rr = a.r;
  const rb = b.r;
  for (let i = 0; i < as.length; i++) {
    const p = as[i] as Spot;
    for (let j = 0; j < bs.length; j++) {
      const q = bs[j] as Spot;
      const dx = p.x - q.x;
      const dy = p.y - q.y;
      if (Math.sqrt(dx * dx + dy * dy) - rr - rb <= within) return true;
    }
  }
  return false;
}

/** A circle around every base of a unit: centre and radius. */
export interface Hull {
  readonly x: number;
  readonly y: number;
  readonly R: number;
}

/** A circle around every base of a unit, kept on the body until its spots list changes (lists are replaced, never edited, once placed). */
export function hull(b: Body): Hull {
  const kept = b.hull;
  if (kept !== undefined && kept.of === b.spots) return kept;
  const c = centroid(b.spots);
  let R = 0;
  for (const s of b.spots) R = Math.max(R, len2(s.x - c.x, s.y - c.y));
  const h = { x: c.x, y: c.y, R: R + b.r, of: b.spots };
  b.hull = h;
  return h;
}

/**
 * Places `n` models of radius `r` in rows of `perRow`, the first row's centre at `at`, rows stepping along `dir`
 * (+1 down, -1 up), centred on `at.x`.
 */
export function formation(n: number, r: number, at: Spot, dir: 1 | -1, perRow = 5): Spot[] {
  const step = 2 * r + SPACING;
  const out: Spot[] = [];
  for (let i = 0; i < n; i++) {
    const row = Math.floor(i / perRow);
    const inRow = Math.min(perRow, n - row * perRow);
    const col = i % perRow;
    out.push({ x: at.x + (col - (inRow - 1) / 2) * step, y: at.y + dir * row * step });
  }
  return out;
}

/** The table a move is checked on: its size and every unit on it. */
export interface Field {
  readonly width: number;
  readonly height: number;
  readonly bodies: readonly Body[];
}

/** Whether a base at `p` is wholly on the battlefield. */
export function onField(p: Spot, r: number, f: Field): boolean {
  return p.x - r >= -EPS && p.y - r >= -EPS && p.x + r <= f.width + EPS && p.y + r <= f.height + EPS;
}

/**
 * Whether `spots` (of unit `self`, radius `r`) stand legally: every base on the battlefield, none overlapping a base of
 * another unit, and none within `keepAway` inches of an enemy base (`keepAway` 0: no such limit).
 */
export function standsLegally(self: Body, spots: readonly Spot[], f: Field, keepAway: number): boolean {
  return standsLegallyMoved(self, spots, 0, 0, f, keepAway);
}

/**
 * {@link standsLegally} for `spots` translated by (`vx`, `vy`), without building the moved list: a move tries many
 * steps and keeps one. The moved spots are `{ x: s.x + vx, y: s.y + vy }`, the same numbers a built list holds.
 */
function standsLegallyMoved(self: Body, spots: readonly Spot[], vx: number, vy: number, f: Field, keepAway: number, around?: Hull): boolean {
  const n = spots.length;
  let cx = 0;
  let cy = 0;
  for (let i = 0; i < n; i++) {
    const s = spots[i] as Spot;
    const x = s.x + vx;
    const y = s.y + vy;
    if (!(x - self.r >= -EPS && y - self.r >= -EPS && x + self.r <= f.width + EPS && y + self.r <= f.height + EPS)) return false;
    cx += x;
    cy += y;
  }
  let R = 0;
  if (around === undefined) {
    cx /= Math.max(1, n);
    cy /= Math.max(1, n);
    for (let i = 0; i < n; i++) {
      const s = spots[i] as Spot;
      R = Math.max(R, len2(s.x + vx - cx, s.y + vy - cy));
    }
    R += self.r;
  } else {
    // the circle around the unmoved models, moved: the same circle as measured on the moved models up to rounding,
    // which its slack covers (it only decides which units are measured base by base, never the answer)
    cx = around.x + vx;
    cy = around.y + vy;
    R = around.R;
  }
  for (const other of f.bodies) {
    if (other.id === self.id || other.spots.length === 0) continue;
    const h = hull(other);
    const limit = other.owner !== self.owner ? Math.max(keepAway, 0) : 0;
    if (len2(h.x - cx, h.y - cy) - h.R - R > limit + EPS) continue;
    const rr = self.r + other.r;
    const reach = limit > 0 ? limit + EPS : -EPS;
    const os = other.spots;
    // a model whose base is clear of the other unit's circle (by more than the rounding: 1e-9") is clear of its bases
    const clear = limit + EPS + 1e-9 + self.r + h.R;
    for (let i = 0; i < n; i++) {
      const s = spots[i] as Spot;
      const px = s.x + vx;
      const py = s.y + vy;
      if (len2(px - h.x, py - h.y) > clear) continue;
      for (let j = 0; j < os.length; j++) {
        const q = os[j] as Spot;
        const dx = px - q.x;
        const dy = py - q.y;
        const g = Math.sqrt(dx * dx + dy * dy) - rr;
        if (limit > 0 ? g <= reach : g < reach) return false;
      }
    }
  }
  return true;
}

/**
 * The circle around a unit's bases before a move, for {@link standsLegallyMoved} to move with each step tried rather
 * than measure again: its radius has a slack of 1e-9" over the rounding of a moved measure, so a unit is measured
 * base by base whenever the step's own circle would have had it measured (the answer is the same).
 */
function moverCircle(self: Body): Hull {
  const c = centroid(self.spots);
  let R = 0;
  for (const s of self.spots) R = Math.max(R, len2(s.x - c.x, s.y - c.y));
  return { x: c.x, y: c.y, R: R + self.r + 1e-9 };
}

const FRACTIONS = [1, 0.85, 0.7, 0.55, 0.4, 0.25, 0.1];
const TURNS = [0, 25, -25, 50, -50, 80, -80];
const COS = TURNS.map((t) => Math.cos((t * Math.PI) / 180));
const SIN = TURNS.map((t) => Math.sin((t * Math.PI) / 180));

/**
 * Moves a unit by one translation of at most `max` inches toward `to` (its centre stops there), as far as it can stand
 * legally: the full step first, then shorter and turned steps. Returns the new spots, or null when no step is legal
 * (the unit stays). The translation's length never exceeds `max`.
 */
export function moveToward(self: Body, to: Spot, max: number, f: Field, keepAway: number): Spot[] | null {
  const c = centroid(self.spots);
  const dx = to.x - c.x;
  const dy = to.y - c.y;
  const d = hypot(dx, dy);
  if (d < 0.05 || max <= 0) return null;
  const len = Math.min(max, d);
  const ux = dx / d;
  const uy = dy / d;
  const around = moverCircle(self);
  for (const frac of FRACTIONS)
    for (let t = 0; t < TURNS.length; t++) {
      const cos = COS[t] as number;
      const sin = SIN[t] as number;
      const vx = (ux * cos - uy * sin) * len * frac;
      const vy = (ux * sin + uy * cos) * len * frac;
      if (standsLegallyMoved(self, self.spots, vx, vy, f, keepAway, around)) return self.spots.map((s) => ({ x: s.x + vx, y: s.y + vy }));
    }
  return null;
}

/** The closest pair of bases of two units: the mover's spot and the target's spot. */
export function closestPair(a: Body, b: Body): { readonly from: Spot; readonly to: Spot; readonly gap: number } | null {
  let best: { from: Spot; to: Spot; gap: number } | null = null;
  for (const p of a.spots)
    for (const q of b.spots) {
      const g = gap(p, a.r, q, b.r);
      if (best === null || g < best.gap) best = { from: p, to: q, gap: g };
    }
  return best;
}

/**
 * A charge move: one translation of at most `max` inches along the line between the closest bases of `self` and
 * `target`, ending with a gap of `endGap` (or as close as `max` allows); shorter steps are tried when bases would overlap.
 * Returns the spots and the distance moved, or null.
 */
export function chargeToward(self: Body, target: Body, max: number, endGap: number, f: Field): { spots: Spot[]; moved: number } | null {
  const pair = closestPair(self, target);
  if (pair === null) return null;
  const dx = pair.to.x - pair.from.x;
  const dy = pair.to.y - pair.from.y;
  const d = hypot(dx, dy);
  if (d === 0) return null;
  const want = Math.min(max, pair.gap - endGap);
  if (want <= 0) return { spots: self.spots, moved: 0 };
  const around = moverCircle(self);
  for (let k = 0; k < 8; k++) {
    const len = want * (1 - k * 0.04);
    const vx = (dx / d) * len;
    const vy = (dy / d) * len;
    if (standsLegallyMoved(self, self.spots, vx, vy, f, 0, around)) return { spots: self.spots.map((s) => ({ x: s.x + vx, y: s.y + vy })), moved: len };
  }
  return null;
}

/**
 * Pile-in: each model in turn moves up to `max` inches straight toward the closest enemy base, stopping `endGap` from
 * it, to a spot where its base overlaps no other and stays on the battlefield (else a shorter step, else it stays).
 * Returns the distance each model moved.
 */
export function pileIn(self: Body, enemies: readonly Body[], max: number, endGap: number, f: Field): number[] {
  const moved: number[] = [];
  // a list of its own: spot lists may be shared with copies of the game, so they are replaced, never edited
  const spots = [...self.spots];
  self.spots = spots;
  const r = self.r;
  for (let i = 0; i < spots.length; i++) {
    const p = spots[i] as Spot;
    // the closest enemy base (the first of equals), in numbers rather than a record per base
    let found = false;
    let qx = 0;
    let qy = 0;
    let g = 0;
    for (const e of enemies) {
      const es = e.spots;
      for (let j = 0; j < es.length; j++) {
        const q = es[j] as Spot;
        const x = hypot(p.x - q.x, p.y - q.y) - r - e.r;
        if (!found || x < g) {
          found = true;
          qx = q.x;
          qy = q.y;
          g = x;
        }
      }
    }
    if (!found || g <= endGap) {
      moved.push(0);
      continue;
    }
    const dx = qx - p.x;
    const dy = qy - p.y;
    const d = hypot(dx, dy);
    let done = 0;
    for (let k = 0; k < PILE_STEPS.length; k++) {
      const len = Math.min(max, g - endGap) * (PILE_STEPS[k] as number);
      const nx = p.x + (dx / d) * len;
      const ny = p.y + (dy / d) * len;
      if (modelFits(self, i, nx, ny, f)) {
        spots[i] = { x: nx, y: ny };
        done = len;
        break;
      }
    }
    moved.push(done);
  }
  return moved;
}

/** The fractions of a pile-in step tried, longest first. */
const PILE_STEPS = [1, 0.75, 0.5, 0.25];

/** Whether model `i` of `self` may stand at (`px`, `py`): on the battlefield, overlapping no other base. */
function modelFits(self: Body, i: number, px: number, py: number, f: Field): boolean {
  const r = self.r;
  if (!(px - r >= -EPS && py - r >= -EPS && px + r <= f.width + EPS && py + r <= f.height + EPS)) return false;
  const own = self.spots;
  for (let j = 0; j < own.length; j++) {
    if (j === i) continue;
    const q = own[j] as Spot;
    if (hypot(px - q.x, py - q.y) - r - r < -EPS) return false;
  }
  for (const other of f.bodies) {
    if (other.id === self.id || other.spots.length === 0) continue;
    const h = hull(other);
    if (len2(h.x - px, h.y - py) - h.R - r > 0) continue;
    const os = other.spots;
    for (let j = 0; j < os.length; j++) {
      const q = os[j] as Spot;
      if (hypot(px - q.x, py - q.y) - r - other.r < -EPS) return false;
    }
  }
  return true;
}

/** How many of `self`'s models have a base within `range` inches of a base of `target`. */
export function modelsInRange(self: Body, target: Body, range: number): number {
  let n = 0;
  for (const p of self.spots) {
    for (const q of target.spots)
      if (gap(p, self.r, q, target.r) <= range + EPS) {
        n++;
        break;
      }
  }
  return n;
}

/** Removes `count` models of `self`, those farthest from any base of `from` first. */
export function removeFarthest(self: Body, from: Body | null, count: number): void {
  if (count <= 0) return;
  if (from === null || from.spots.length === 0) {
    self.spots = self.spots.slice(0, Math.max(0, self.spots.length - count));
    return;
  }
  const dist = self.spots.map((p, i) => {
    let best = Infinity;
    for (const q of from.spots) best = Math.min(best, gap(p, self.r, q, from.r));
    return { i, best };
  });
  // farthest first; on a tie the later model goes first (stable and seed-free)
  dist.sort((a, b) => b.best - a.best || b.i - a.i);
  const drop = new Set(dist.slice(0, count).map((d) => d.i));
  self.spots = self.spots.filter((_, i) => !drop.has(i));
}

/**
 * Sets up `count` models returned to `self` (a rally), each beside a model of the unit — its base `SPACING` to 1" from
 * that model's — on the battlefield, overlapping no base, and more than `keepAway` inches from enemy bases where there
 * is room (else as near as the bases allow). Tries the unit's models in order and 12 directions around each, so the
 * same table gives the same places. Returns how many were set up (fewer only when no base fits beside the unit).
 */
export function returnModels(self: Body, count: number, f: Field, keepAway: number): number {
  let placed = 0;
  for (; placed < count; placed++) {
    const spot = besideUnit(self, f, keepAway) ?? besideUnit(self, f, 0);
    if (spot === null) break;
    self.spots = [...self.spots, spot];
  }
  return placed;
}

function besideUnit(self: Body, f: Field, keepAway: number): Spot | null {
  for (const room of [SPACING, 0.6, 1]) {
    const d = 2 * self.r + room;
    for (const s of self.spots)
      for (let k = 0; k < 12; k++) {
        const p = { x: s.x + d * Math.cos((k * Math.PI) / 6), y: s.y + d * Math.sin((k * Math.PI) / 6) };
        if (!onField(p, self.r, f)) continue;
        if (self.spots.some((q) => gap(p, self.r, q, self.r) < 0)) continue;
        if (standsLegally(self, [p], f, keepAway)) return p;
      }
  }
  return null;
}
