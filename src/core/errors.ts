/**
 * Rule violations and the errors thrown by the throwing twins.
 * @module
 */

/** Stable, namespaced violation codes produced by the core engine. Packs add their own under their own namespace. */
export const CORE_VIOLATION_CODES = [
  'schema/invalid',
  'log/invalid-json',
  'log/invalid-encoding',
  'log/too-large',
  'log/invalid',
  'log/unsupported-version',
  'log/sequence',
  'log/battlepack-mismatch',
  'log/pack-version',
  'setup/already-set-up',
  'setup/not-set-up',
  'setup/battlepack-mismatch',
  'setup/unknown-battleplan',
  'setup/invalid-players',
  'setup/unknown-grand-strategy',
  'setup/duplicate-id',
  'setup/invalid-points-limit',
  'setup/invalid-map',
  'unit/unknown',
  'unit/duplicate-id',
  'unit/unknown-owner',
  'unit/not-on-battlefield',
  'unit/not-in-reserve',
  'unit/too-many-slain',
  'unit/cause-mismatch',
  'deployment/already-finished',
  'deployment/not-finished',
  'priority/wrong-round',
  'priority/round-in-progress',
  'priority/winner-mismatch',
  'priority/rolls-required',
  'initiative/not-allowed',
  'initiative/not-second-player',
  'initiative/rolls-required',
  'initiative/roll-lost',
  'turn/not-active-player',
  'turn/wrong-player',
  'turn/in-progress',
  'turn/no-turn',
  'turn/round-not-started',
  'phase/out-of-order',
  'phase/no-phase',
  'phase/not-start-of-hero-phase',
  'battle-tactic/unknown',
  'battle-tactic/already-used',
  'battle-tactic/one-per-turn',
  'battle-tactic/not-hero-phase-start',
  'battle-tactic/required',
  'battle-tactic/invalid-target',
  'battle-tactic/not-picked',
  'battle-tactic/already-resolved',
  'grand-strategy/none',
  'grand-strategy/already-stated',
  'objective/unknown',
  'objective/inactive',
  'terrain/unknown',
  'contest/wrong-measure',
  'contest/unit-counted-twice',
  'contest/too-many-models',
  'contest/control-score-too-high',
  'contest/not-destroyed',
  'table/not-measured',
  'positions/duplicate-unit',
  'positions/too-many-models',
  'positions/control-unknown',
  'positions/no-base',
  'positions/off-battlefield',
  'positions/stale-unit',
  'positions/no-map',
  'positions/too-large',
  'assignment/not-this-edition',
  'assignment/not-needed',
  'assignment/not-contesting',
  'assignment/out-of-order',
  'command-points/insufficient',
  'battle/already-over',
  'battle/not-started',
  'battle/roll-required',
  'battle/not-allowed',
  'dice/unexpected',
  'dice/out-of-range',
  'withdraw/not-allowed',
  'withdraw/too-early',
  'event/unknown-type',
  'state/foreign',
  'state/invalid',
] as const;

/** A violation code from the core catalogue (see `docs/errors.md`). */
export type CoreViolationCode = (typeof CORE_VIOLATION_CODES)[number];

/** A violation code: a core code or a pack's own `pack-namespace/what` code. */
export type ViolationCode = CoreViolationCode | (string & {});

/**
 * One reason an event, log or roster was refused: what was wrong, why, and what is allowed.
 * `path` is the field path inside the event (or roster), `eventIndex` the 0-based index in a log.
 */
export interface RuleViolation {
  /** Stable namespaced code, e.g. `battle-tactic/already-used`. */
  readonly code: ViolationCode;
  /** A sentence in the player's language: what was wrong, why, and what is allowed. */
  readonly message: string;
  /** Field path inside the event or document, e.g. `["data", "tactic"]`. */
  readonly path?: ReadonlyArray<string | number>;
  /** 0-based index of the event in the log or batch it came from. */
  readonly eventIndex?: number;
  /** Id of the rule, unit, objective or other thing the violation is about. */
  readonly ref?: string;
}

/** How many characters of a value a message echoes before it is cut (see {@link echo}). */
export const ECHO_LIMIT = 120;
/** The longest message a violation carries; a longer one is cut (a safety net: values are cut by {@link echo} first). */
export const MESSAGE_LIMIT = 2000;

/** `text` cut to `limit` characters (never inside a surrogate pair), followed by `…`; unchanged when short enough. */
function cut(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const code = text.charCodeAt(limit - 1);
  const end = code >= 0xd800 && code <= 0xdbff ? limit - 1 : limit;
  return `${text.slice(0, end)}…`;
}

/**
 * A value as a message echoes it: at most {@link ECHO_LIMIT} characters, then `…` and the full length, so that a
 * 10 MB key or type makes a short message, not a 10 MB one.
 */
export function echo(value: string, limit: number = ECHO_LIMIT): string {
  return value.length <= limit ? value : `${cut(value, limit)} (${value.length.toLocaleString('en')} characters)`;
}

/**
 * Builds a violation; keeps optional fields absent instead of `undefined`. The message is cut at
 * {@link MESSAGE_LIMIT} characters, the path's keys and the ref at {@link ECHO_LIMIT} (ids are never that long).
 */
export function violation(
  code: ViolationCode,
  message: string,
  extra: { path?: ReadonlyArray<string | number>; ref?: string; eventIndex?: number } = {},
): RuleViolation {
  const v: { -readonly [K in keyof RuleViolation]: RuleViolation[K] } = { code, message: message.length > MESSAGE_LIMIT ? cut(message, MESSAGE_LIMIT) : message };
  if (extra.path !== undefined) v.path = extra.path.some((k) => typeof k === 'string' && k.length > ECHO_LIMIT) ? extra.path.map((k) => (typeof k === 'string' ? echo(k) : k)) : extra.path;
  if (extra.ref !== undefined) v.ref = echo(extra.ref);
  if (extra.eventIndex !== undefined) v.eventIndex = extra.eventIndex;
  return v;
}

/** Formats a violation as one readable line: `#12 data.tactic: battle-tactic/unknown — message`. */
export function formatViolation(v: RuleViolation): string {
  const where: string[] = [];
  if (v.eventIndex !== undefined) where.push(`event #${v.eventIndex}`);
  if (v.path !== undefined && v.path.length > 0) where.push(v.path.join('.'));
  return `${where.length > 0 ? `${where.join(' ')}: ` : ''}${v.code} — ${v.message}`;
}

/** Thrown by the throwing twins (`applyOrThrow`, `replayOrThrow`, `parseLogOrThrow`); carries the violations. */
export class BattleError extends Error {
  /** The violations that caused the error (never empty). */
  readonly violations: readonly RuleViolation[];
  constructor(violations: readonly RuleViolation[]) {
    super(violations.map(formatViolation).join('\n') || 'battle error');
    this.name = 'BattleError';
    this.violations = violations;
  }
}

/** A result that either carries a value or the violations that prevented it. */
export type Result<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly violations: readonly RuleViolation[] };
