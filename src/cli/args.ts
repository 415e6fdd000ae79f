/**
 * The command line's own argument parser and help: strict on purpose. Values are kept as the text given (no number
 * guessing: `0x7d0` is not 2000, `""` is not 0), an option given twice or with an empty value is refused, a value
 * may start with `-` (`--points -2000` is answered as out of range), and anything unknown is named.
 * @module
 */
import { echo } from '../core/errors.js';
import { usageError } from './io.js';

/** One option of a command. */
export interface OptionSpec {
  /** Its name without dashes (`out`). */
  readonly name: string;
  /** The placeholder of its value (`<file>`); absent for a flag. */
  readonly value?: string;
  readonly description: string;
  /** The default shown in the help (the command applies it). */
  readonly default?: string;
  /** May be given more than once (`--army a.json --army b.json`): the values are kept in order, joined by a newline. */
  readonly repeatable?: boolean;
}

/** One command: its arguments, options and examples. */
export interface CommandSpec {
  readonly name: string;
  /** Its arguments; the last may be `variadic` (one or more, e.g. files). */
  readonly args: readonly { readonly name: string; readonly required: boolean; readonly variadic?: boolean }[];
  readonly summary: string;
  readonly options: readonly OptionSpec[];
  readonly examples: readonly string[];
}

/** What the parser read. */
export interface ParsedArgs {
  /** The command, or null when none was given. */
  readonly command: CommandSpec | null;
  readonly positionals: readonly string[];
  /** Option values by name; a flag is `true`. */
  readonly options: ReadonlyMap<string, string | true>;
  readonly help: boolean;
  readonly version: boolean;
}

const isHelp = (t: string): boolean => t === '--help' || t === '-h';
const isVersion = (t: string): boolean => t === '--version' || t === '-v';
// an option or value as typed, quoted and cut as `echo` cuts it (a 100,000-character argument makes a short message)
const quote = (s: string): string => JSON.stringify(echo(s));

/** The edit distance of two short words (insertions, deletions, substitutions and swaps of neighbours). */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const row = d[i] as number[];
      const up = d[i - 1] as number[];
      row[j] = Math.min((up[j] as number) + 1, (row[j - 1] as number) + 1, (up[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) row[j] = Math.min(row[j] as number, ((d[i - 2] as number[])[j - 2] as number) + 1);
    }
  return (d[a.length] as number[])[b.length] as number;
}

/** The closest of `known` to a mistyped word, if one is close enough to be what was meant (or starts with it). */
export function didYouMean(typed: string, known: readonly string[]): string | undefined {
  if (typed.length > 64) return undefined;
  const word = typed.toLowerCase();
  let best: string | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const k of known) {
    const dist = editDistance(word, k);
    if (dist < bestDistance) [best, bestDistance] = [k, dist];
  }
  if (best !== undefined && bestDistance <= Math.max(1, Math.floor(best.length / 3))) return best;
  const prefixed = known.filter((k) => word.length >= 3 && k.startsWith(word));
  return prefixed.length === 1 ? prefixed[0] : undefined;
}

const suggestion = (typed: string, known: readonly string[], show: (k: string) => string): string => {
  const m = didYouMean(typed, known);
  return m === undefined ? '' : ` Did you mean ${show(m)}?`;
};

/** Parses `argv` (the arguments after the program name); throws a usage error (exit code 2) in plain words. */
export function parseArgs(argv: readonly string[], commands: readonly CommandSpec[]): ParsedArgs {
  const first = argv[0];
  if (first === undefined) return { command: null, positionals: [], options: new Map(), help: false, version: false };
  if (isHelp(first) || isVersion(first)) {
    if (argv.length > 1) throw usageError(`${first} takes nothing after it; for the help of a command run battlepack <command> --help.`);
    return { command: null, positionals: [], options: new Map(), help: isHelp(first), version: isVersion(first) };
  }
  if (first.startsWith('-')) throw usageError(`Give the command first: battlepack <command> [options], not ${quote(first)}. Run battlepack --help for the commands.`);
  const command = commands.find((c) => c.name === first);
  if (command === undefined)
    throw usageError(
      `Unknown command ${quote(first)}.${suggestion(first, commands.map((c) => c.name), (k) => `battlepack ${k}`)} The commands are ${commands.map((c) => c.name).join(', ')}. Run battlepack --help.`,
    );
  const positionals: string[] = [];
  const options = new Map<string, string | true>();
  let help = false;
  let version = false;
  let rest = false;
  for (let i = 1; i < argv.length; i++) {
    const t = argv[i] as string;
    if (rest || !t.startsWith('-') || t === '-') {
      positionals.push(t);
      continue;
    }
    if (t === '--') {
      rest = true;
      continue;
    }
    if (isHelp(t)) {
      help = true;
      continue;
    }
    if (isVersion(t)) {
      version = true;
      continue;
    }
    const known = command.options.map((o) => `--${o.name}`).join(', ');
    if (!t.startsWith('--'))
      throw usageError(`Unknown option ${quote(t)} for ${command.name}; its options are ${known || 'none'}. (A file name starting with "-" goes after "--"; "-" alone is standard input.)`);
    const eq = t.indexOf('=');
    const name = t.slice(2, eq < 0 ? undefined : eq);
    const spec = command.options.find((o) => o.name === name);
    if (spec === undefined)
      throw usageError(
        `Unknown option ${quote(`--${name}`)} for ${command.name}.${suggestion(name, command.options.map((o) => o.name), (k) => `--${k}`)} Its options are ${known || 'none'}.`,
      );
    if (options.has(name) && spec.repeatable !== true) throw usageError(`--${name} is given more than once; give it once.`);
    if (spec.value === undefined) {
      if (eq >= 0) throw usageError(`--${name} is a switch and takes no value.`);
      options.set(name, true);
      continue;
    }
    let value: string | undefined;
    if (eq >= 0) value = t.slice(eq + 1);
    else {
      const next = argv[i + 1];
      if (next !== undefined && !next.startsWith('--')) {
        value = next;
        i++;
      }
    }
    if (value === undefined) throw usageError(`--${name} needs a value: --${name} ${spec.value}.`);
    if (value === '') throw usageError(`--${name} needs a value, not an empty one: --${name} ${spec.value}.`);
    if (spec.repeatable === true) {
      if (value.includes('\n')) throw usageError(`--${name} takes a value without line breaks.`);
      const before = options.get(name);
      options.set(name, typeof before === 'string' ? `${before}\n${value}` : value);
      continue;
    }
    options.set(name, value);
  }
  if (!help && !version) {
    if (positionals.length > command.args.length && command.args[command.args.length - 1]?.variadic !== true)
      throw usageError(`Too many arguments for ${command.name}: ${positionals.slice(command.args.length).map(quote).join(', ')} ${positionals.length - command.args.length === 1 ? 'is' : 'are'} not used. Run battlepack ${command.name} --help for usage.`);
    const missing = command.args.find((a, i) => a.required && positionals[i] === undefined);
    if (missing !== undefined) throw usageError(`${command.name} needs the <${missing.name}> argument: battlepack ${usage(command)}.`);
  }
  return { command, positionals, options, help, version };
}

/**
 * A whole number from an option value: decimal digits only (an optional minus sign, so that a negative number is
 * answered as out of range), within `min` to `max`.
 */
export function intOption(name: string, value: string | true | undefined, min: number, max: number, fallback?: number): number {
  if (value === undefined && fallback !== undefined) return fallback;
  const text = value === true || value === undefined ? '' : value;
  const n = /^-?\d{1,16}$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max) throw usageError(`--${name} must be a whole number from ${min} to ${max}, not ${quote(text)}.`);
  return n;
}

/** A command's usage line (`replay <log>`). */
export function usage(c: CommandSpec): string {
  return [c.name, ...c.args.map((a) => `${a.required ? `<${a.name}>` : `[${a.name}]`}${a.variadic === true ? '...' : ''}`)].join(' ');
}

function table(rows: readonly (readonly [string, string])[]): string[] {
  const w = Math.max(0, ...rows.map(([a]) => a.length));
  return rows.map(([a, b]) => `  ${a.padEnd(w)}  ${b}`.trimEnd());
}

/** The help of the whole command line. */
export function renderHelp(commands: readonly CommandSpec[], version: string, footer: string): string {
  return [
    `battlepack/${version}`,
    '',
    'Usage:',
    '  $ battlepack <command> [options]',
    '',
    'Commands:',
    ...table(commands.map((c) => [usage(c), c.summary])),
    '',
    'For more info, run any command with the `--help` flag:',
    ...commands.map((c) => `  $ battlepack ${c.name} --help`),
    '',
    'Options:',
    ...table([
      ['-h, --help', 'Display this message'],
      ['-v, --version', 'Display version number'],
    ]),
    '',
    footer,
    '',
  ].join('\n');
}

/** The help of one command. */
export function renderCommandHelp(c: CommandSpec, version: string, footer: string): string {
  const opts = c.options.map((o): [string, string] => [`--${o.name}${o.value === undefined ? '' : ` ${o.value}`}`, `${o.description}${o.default === undefined ? '' : ` (default: ${o.default})`}`]);
  return [
    `battlepack/${version}`,
    '',
    c.summary,
    '',
    'Usage:',
    `  $ battlepack ${usage(c)}`,
    '',
    'Options:',
    ...table([...opts, ['-h, --help', 'Display this message']]),
    '',
    'Examples:',
    ...c.examples.map((e) => `  $ ${e}`),
    '',
    footer,
    '',
  ].join('\n');
}
