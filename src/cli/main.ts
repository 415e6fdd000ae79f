#!/usr/bin/env node
/**
 * `battlepack`: the command line of battlepack-engine. Replays and validates battle logs, prints scoring sheets,
 * checks rosters, simulates random battles and shows the rules reference. Exit codes: see {@link EXIT}.
 * @module
 */
import { realpathSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { cac, type CAC } from 'cac';
import cliProgress from 'cli-progress';
import { parseLog, type BattleLog } from '../core/log.js';
import { ENGINE_VERSION } from '../core/version.js';
import { renderSheet, SHEET_FORMATS, type SheetFormat } from '../sheet/index.js';
import { DEMO_LOG } from './demo-battle.js';
import { CliError, EXIT, EXIT_CODES_HELP, inputError, parseJson, processIo, readText, usageError, type CliIo } from './io.js';
import { findPack, PACKS, type PackEntry } from './registry.js';
import { describeViolations, renderRule, renderStats } from './report.js';
import { findRule, RULE_KIND_TITLES, ruleEntries, type RuleKind } from './rules-reference.js';
import { combinedLogJsonSchema } from './schema.js';
import { aggregate, defaultWorkers, planGames, runGames, serveWorker, SIMULATE_WORKER, type FromWorker, type ToWorker, type WorkerInput } from './simulate.js';

export { EXIT, type CliIo } from './io.js';

/** Options of {@link main}: where to write, and which packs to know (the registry's by default). */
export interface MainOptions {
  readonly io?: CliIo;
  readonly packs?: readonly PackEntry[];
}

type Opts = Record<string, unknown>;

function formatOption(value: unknown): SheetFormat {
  const f = value === undefined ? 'text' : String(value);
  if ((SHEET_FORMATS as readonly string[]).includes(f)) return f as SheetFormat;
  throw usageError(`Unknown format "${f}"; use one of ${SHEET_FORMATS.join(', ')}.`);
}

function intOption(name: string, value: unknown, min: number, max: number, fallback?: number): number {
  if (value === undefined && fallback !== undefined) return fallback;
  const text = String(value);
  const n = typeof value === 'number' ? value : /^-?\d+$/.test(text.trim()) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max) throw usageError(`--${name} must be a whole number from ${min} to ${max}, not "${text}".`);
  return n;
}

function output(io: CliIo, text: string, out: unknown, what: string): void {
  if (out === undefined || out === '' || out === true) {
    io.stdout(text);
    return;
  }
  const path = resolve(io.cwd, String(out));
  try {
    writeFileSync(path, text);
  } catch (e) {
    throw inputError(`Cannot write ${what} to "${String(out)}": ${(e as Error).message}.`);
  }
  io.stderr(`Wrote ${what} to ${String(out)}\n`);
}

/** A progress bar on standard error (drawn through `io`, so tests can see it). */
function progressBar(io: CliIo): cliProgress.SingleBar {
  // the little of a terminal stream cli-progress uses: write (cursor moves are written as escape codes), isTTY, columns
  const stream = { isTTY: true, columns: process.stderr.columns ?? 80, write: (text: string): boolean => (io.stderr(text), true) };
  return new cliProgress.SingleBar(
    { format: 'simulating [{bar}] {value}/{total} battles · {eta_formatted} left', hideCursor: true, clearOnComplete: true, stream: stream as unknown as NodeJS.WritableStream },
    cliProgress.Presets.shades_classic,
  );
}

function packFor(packs: readonly PackEntry[], log: BattleLog): PackEntry {
  const entry = findPack(packs, log.battlepack.id);
  if (entry === undefined)
    throw inputError(`This log was recorded with battlepack "${log.battlepack.id}", which this command line does not know; it knows ${packs.map((p) => `${p.pack.id} (${p.key})`).join(', ') || 'no packs'}.`);
  return entry;
}

function packByKey(packs: readonly PackEntry[], key: string): PackEntry {
  const entry = findPack(packs, key);
  if (entry === undefined) throw usageError(`Unknown pack "${key}"; the packs are ${packs.map((p) => p.key).join(', ') || 'none'}.`);
  return entry;
}

function readLog(io: CliIo, file: string): { log: BattleLog; events: readonly unknown[] } {
  const text = readText(io, file, 'battle log');
  const raw = parseJson(text, file, 'battle log');
  const parsed = parseLog(raw);
  if (!parsed.ok) throw new ViolationsError(`${file} is not a valid battle log:`, parsed.violations, rawEvents(raw));
  return { log: parsed.value, events: parsed.value.events };
}

function rawEvents(raw: unknown): readonly unknown[] | undefined {
  const events = (raw as { events?: unknown } | null)?.events;
  return Array.isArray(events) ? events : undefined;
}

/** Violations to print, then exit code 1. */
class ViolationsError extends CliError {
  readonly violations: Parameters<typeof describeViolations>[1];
  readonly events: readonly unknown[] | undefined;
  constructor(heading: string, violations: Parameters<typeof describeViolations>[1], events: readonly unknown[] | undefined) {
    super(heading, EXIT.invalid);
    this.violations = violations;
    this.events = events;
  }
}

function replayFile(io: CliIo, packs: readonly PackEntry[], file: string, label = file) {
  const { log, events } = file === '' ? { log: DEMO_LOG, events: DEMO_LOG.events } : readLog(io, file);
  const entry = packFor(packs, log);
  const r = entry.replay(log);
  if (!r.ok)
    throw new ViolationsError(`${label} breaks the rules at event ${r.violations[0]?.eventIndex ?? r.applied} (${r.applied} of ${events.length} events were accepted):`, r.violations, events);
  return { log, entry, result: r };
}

function describeState(r: { state: { stage: string; round: number; result: { reason: string } | null }; applied: number }): string {
  const s = r.state;
  if (s.stage === 'ended') return `the battle is over: ${s.result?.reason ?? 'ended'}`;
  if (s.stage === 'battle') return `the battle is under way in round ${s.round}`;
  return s.stage === 'deployment' ? 'the armies are deploying' : 'the battle is not set up';
}

function build(io: CliIo, packs: readonly PackEntry[], run: { action: Promise<void> | undefined }): CAC {
  const cli = cac('battlepack');
  const act =
    <A extends unknown[]>(f: (...args: A) => void | Promise<void>) =>
    (...args: A): void => {
      run.action = Promise.resolve().then(() => f(...args));
    };

  cli
    .command('demo', 'Replay the embedded example battle and print its scoring sheet')
    .option('--format <format>', `Sheet format: ${SHEET_FORMATS.join(', ')}`, { default: 'text' })
    .option('--out <file>', 'Write the sheet to a file instead of standard output')
    .example('  $ battlepack demo')
    .example('  $ battlepack demo --format html --out demo.html')
    .action(
      act((o: Opts) => {
        const format = formatOption(o['format']);
        const { result } = replayFile(io, packs, '', 'The demo battle');
        output(io, renderSheet(result.sheet, format), o['out'], `the ${format} scoring sheet`);
      }),
    );

  cli
    .command('replay <log>', 'Validate and replay a battle log (JSON) and print its scoring sheet')
    .option('--format <format>', `Sheet format: ${SHEET_FORMATS.join(', ')}`, { default: 'text' })
    .option('--out <file>', 'Write the sheet to a file instead of standard output')
    .example('  $ battlepack replay battle.json')
    .example('  $ battlepack replay battle.json --format html --out sheet.html')
    .action(
      act((file: string, o: Opts) => {
        const format = formatOption(o['format']);
        const { result } = replayFile(io, packs, file);
        output(io, renderSheet(result.sheet, format), o['out'], `the ${format} scoring sheet`);
      }),
    );

  cli
    .command('validate <log>', 'Check a battle log (format and rules) without printing the sheet')
    .example('  $ battlepack validate battle.json')
    .action(
      act((file: string) => {
        const { log, entry, result } = replayFile(io, packs, file);
        io.stdout(`${file} is a valid ${entry.pack.name} battle log: ${result.applied} events; ${describeState(result)}.\n`);
        if (log.engineVersion !== ENGINE_VERSION) io.stdout(`(recorded with engine ${log.engineVersion}; checked with ${ENGINE_VERSION})\n`);
      }),
    );

  cli
    .command('validate-roster <roster>', 'Check an army roster (JSON) against a pack’s army-building rules')
    .option('--pack <pack>', 'The battlepack whose rules apply', { default: 'gallet' })
    .option('--points <limit>', 'The agreed points limit, e.g. 1000 or 2000')
    .example('  $ battlepack validate-roster army.json --pack gallet --points 2000')
    .action(
      act((file: string, o: Opts) => {
        const entry = packByKey(packs, String(o['pack']));
        if (entry.validateRoster === undefined) throw usageError(`${entry.pack.name} has no army-building checks; try --pack ${packs.find((p) => p.validateRoster !== undefined)?.key ?? 'gallet'}.`);
        if (o['points'] === undefined) throw usageError('Give the agreed points limit with --points, e.g. --points 2000.');
        const points = intOption('points', o['points'], 1, 100_000);
        const roster = parseJson(readText(io, file, 'roster'), file, 'roster');
        const vs = entry.validateRoster(roster, points);
        if (vs.length > 0) throw new ViolationsError(`${file} is not a legal ${points}-point ${entry.pack.name} army (${vs.length} problem${vs.length === 1 ? '' : 's'}):`, vs, undefined);
        io.stdout(`${file} is a legal ${points}-point army for ${entry.pack.name}.\n`);
      }),
    );

  cli
    .command('simulate', 'Play random legal battles and print win rates, VP and rule statistics')
    .option('--battleplan <id>', 'A battleplan id, or "all" to take every battleplan in turn', { default: 'all' })
    .option('--games <n>', 'Number of battles', { default: 100 })
    .option('--seed <s>', 'Seed: the same seed gives the same statistics whatever the worker count', { default: 1 })
    .option('--workers <k>', 'Worker threads (1 plays in the main thread; default: one per core)')
    .option('--pack <pack>', 'The battlepack', { default: 'gallet' })
    .option('--json', 'Print the statistics as JSON')
    .example('  $ battlepack simulate --battleplan all --games 1000 --seed 42')
    .example('  $ battlepack simulate --battleplan the-prize-of-gallet --games 200 --seed 7 --workers 2')
    .action(
      act(async (o: Opts) => {
        const entry = packByKey(packs, String(o['pack']));
        if (entry.playRandom === undefined) throw usageError(`${entry.pack.name} has no random-battle generator, so it cannot be simulated.`);
        const games = intOption('games', o['games'], 1, 1_000_000);
        const seed = intOption('seed', o['seed'], 0, 0xffffffff);
        const workers = intOption('workers', o['workers'], 1, 256, defaultWorkers(games));
        const plan = String(o['battleplan']);
        const ids = Object.keys(entry.pack.battleplans);
        if (plan !== 'all' && !ids.includes(plan)) throw usageError(`Unknown battleplan "${plan}"; use "all" or one of: ${ids.join(', ')}.`);
        const specs = planGames(seed, games, plan === 'all' ? ids : [plan]);
        // workers load this very module; packs given by a caller (tests) exist only in this thread
        const inRegistry = PACKS.includes(entry);
        const bar = io.stderrIsTTY ? progressBar(io) : null;
        bar?.start(games, 0);
        const started = performance.now();
        try {
          const records = await runGames({ entry, games: specs, workers: inRegistry ? workers : 1, workerModule: new URL(import.meta.url), onGame: (n) => bar?.update(n) });
          bar?.stop();
          const stats = aggregate(entry, seed, records);
          io.stdout(o['json'] === true ? `${JSON.stringify(stats, null, 2)}\n` : renderStats(stats));
          const secs = (performance.now() - started) / 1000;
          const threads = inRegistry ? Math.min(workers, games) : 1;
          io.stderr(`${games} battles in ${secs.toFixed(2)} s on ${threads} thread${threads === 1 ? '' : 's'} (${Math.round(games / Math.max(secs, 1e-9))} battles/s)\n`);
          if (stats.failed.length > 0) throw inputError(`${stats.failed.length} of ${games} battles could not be played; see above.`);
        } finally {
          bar?.stop();
        }
      }),
    );

  cli
    .command('rules [pack] [id]', 'The rules reference: list packs; list a pack’s rules; show one rule')
    .example('  $ battlepack rules')
    .example('  $ battlepack rules gallet')
    .example('  $ battlepack rules gallet the-prize-of-gallet')
    .action(
      act((packKey: string | undefined, id: string | undefined) => {
        if (packKey === undefined) {
          io.stdout('Battlepacks:\n');
          for (const p of packs)
            io.stdout(
              `  ${p.key.padEnd(16)} ${p.pack.name} (${p.pack.id} ${p.pack.version}, edition ${p.pack.edition}): ${Object.keys(p.pack.battleplans).length} battleplans, ${Object.keys(p.pack.battleTactics).length} battle tactics, ${Object.keys(p.pack.grandStrategies).length} grand strategies, ${p.pack.rules.length} other rules\n`,
            );
          io.stdout('\nShow a pack with: battlepack rules <pack>\n');
          return;
        }
        const entry = packByKey(packs, packKey);
        if (id === undefined) {
          io.stdout(`${entry.pack.name} (${entry.pack.id} ${entry.pack.version})\n${entry.pack.summary}\n`);
          const entries = ruleEntries(entry.pack);
          for (const kind of Object.keys(RULE_KIND_TITLES) as RuleKind[]) {
            const of = entries.filter((e) => e.kind === kind);
            if (of.length === 0) continue;
            io.stdout(`\n${RULE_KIND_TITLES[kind]}:\n`);
            const w = Math.max(...of.map((e) => e.id.length));
            for (const e of of) io.stdout(`  ${e.id.padEnd(w)}  ${e.name}\n`);
          }
          io.stdout(`\nShow one with: battlepack rules ${entry.key} <id>\n`);
          return;
        }
        const rule = findRule(entry.pack, id);
        if (rule === undefined) throw usageError(`${entry.pack.name} has no rule "${id}"; list them with: battlepack rules ${entry.key}`);
        io.stdout(renderRule(rule));
      }),
    );

  cli
    .command('schema', 'Print the JSON Schema of the battle-log format')
    .option('--pack <pack>', 'Only this pack’s events (default: every registered pack)')
    .option('--out <file>', 'Write the schema to a file')
    .example('  $ battlepack schema > battle-log.schema.json')
    .action(
      act((o: Opts) => {
        const schema = o['pack'] === undefined ? combinedLogJsonSchema(packs) : packByKey(packs, String(o['pack'])).logSchema();
        output(io, `${JSON.stringify(schema, null, 2)}\n`, o['out'], 'the JSON Schema');
      }),
    );

  cli.help((sections) => [...sections, { body: EXIT_CODES_HELP }]);
  cli.version(ENGINE_VERSION);
  return cli;
}

/**
 * Runs the command line with `argv` (the arguments after the program name) and resolves to the exit code.
 * Never throws and never prints a stack trace: errors are reported in plain words on standard error.
 */
export async function main(argv: readonly string[], options: MainOptions = {}): Promise<number> {
  const io = options.io ?? processIo();
  const packs = options.packs ?? PACKS;
  const run: { action: Promise<void> | undefined } = { action: undefined };
  const cli = build(io, packs, run);
  // cac prints help and version with console.info; send them to our stdout
  const info = console.info;
  console.info = (...parts: unknown[]) => io.stdout(`${parts.map(String).join(' ')}\n`);
  try {
    const parsed = cli.parse(['node', 'battlepack', ...argv], { run: false });
    if (parsed.options['help'] === true || parsed.options['version'] === true) return EXIT.ok;
    if (cli.matchedCommand === undefined) {
      const name = parsed.args[0];
      if (name === undefined) {
        cli.outputHelp();
        return EXIT.usage;
      }
      throw usageError(`Unknown command "${String(name)}"; the commands are ${cli.commands.map((c) => c.name).join(', ')}. Run battlepack --help.`);
    }
    cli.runMatchedCommand();
    await run.action;
    return EXIT.ok;
  } catch (e) {
    if (e instanceof ViolationsError) {
      io.stderr(describeViolations(e.message, e.violations, e.events));
      return e.exitCode;
    }
    if (e instanceof CliError) {
      io.stderr(`battlepack: ${e.message}\n`);
      return e.exitCode;
    }
    if (e instanceof Error && e.name === 'CACError') {
      const cmd = cli.matchedCommand?.name;
      io.stderr(`battlepack: ${e.message.replace(/`/g, '"')}. Run battlepack ${cmd === undefined ? '' : `${cmd} `}--help for usage.\n`);
      return EXIT.usage;
    }
    io.stderr(`battlepack: unexpected error: ${e instanceof Error ? e.message : String(e)}\nThis is a bug in battlepack-engine; please report it with the command you ran.\n`);
    return EXIT.invalid;
  } finally {
    console.info = info;
  }
}

function isEntryPoint(): boolean {
  const script = process.argv[1];
  if (script === undefined) return false;
  try {
    return realpathSync(script) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

const input = workerData as Partial<WorkerInput> | null;
if (!isMainThread && input?.kind === SIMULATE_WORKER && parentPort !== null) {
  // a simulation worker: this module is loaded again inside a worker thread (from dist or under tsx)
  const entry = findPack(PACKS, input.pack ?? '');
  const port = parentPort;
  if (entry === undefined) throw new Error(`simulation worker: unknown pack ${String(input.pack)}`);
  serveWorker(entry, {
    postMessage: (m: FromWorker) => port.postMessage(m),
    on: (_event, f: (m: ToWorker) => void) => void port.on('message', f),
    close: () => port.close(),
  });
} else if (isMainThread && isEntryPoint()) {
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(EXIT.ok);
  });
  void main(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
