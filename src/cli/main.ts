#!/usr/bin/env node
/**
 * `battlepack`: the command line of battlepack-engine. Replays and validates battle logs, prints scoring sheets,
 * checks rosters, simulates random battles and shows the rules reference. Exit codes: see {@link EXIT}.
 * Input from other players is treated as hostile: see `docs/security.md`.
 * @module
 */
import { availableParallelism } from 'node:os';
import { realpathSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import cliProgress from 'cli-progress';
import { serializeLog } from '../core/log/log.js';
import type { BattleState } from '../core/state/state.js';
import { selectStage, selectTurn } from '../core/state/battle-selectors.js';
import { selectResult } from '../core/state/scoring-selectors.js';
import { ENGINE_VERSION } from '../core/log/version.js';
import { renderSheet, renderSheetHtml, SHEET_FORMATS, sheetDetailsFromLog, type SheetDetails, type SheetFormat } from '../sheet/index.js';
import type { ScoringSheet } from '../core/state/scoring-sheet.js';
import type { LogHeader } from '../core/log/log-stream.js';
import { battleMapsByRound, renderBattleMapSvg } from '../table/battle-map.js';
import { escapeControlChars } from '../sheet/text.js';
import { didYouMean, intOption, parseArgs, renderCommandHelp, renderHelp, type CommandSpec } from './args.js';
import { COMMANDS, STATS_FORMATS, STATS_MAX_BYTES } from './commands.js';
import { completionScript, SHELLS, type Shell } from './completion.js';
import { DEMO_LOG } from './demo-battle.js';
import { SAMPLES } from './examples.js';
import { reportViolation, type ValidationReport } from './validation-report.js';
import {
  CliError,
  EXIT,
  EXIT_CODES_HELP,
  inputError,
  inputName,
  NODE_FS,
  parseJson,
  processIo,
  readSmallText,
  sameFile,
  STDIN,
  usageError,
  writeFileAtomic,
  type CliFs,
  type CliIo,
  type CliSession,
} from './io.js';
import { loadPackModule } from './pack-module.js';
import { packList, q, str, ViolationsError, type Ctx, type Opts } from './context.js';
import { replayDemo, replayFile, replayFirst, type Replayed } from './replay-input.js';
import { findPack, packFromModule, PACKS, type PackEntry } from './registry.js';
import { describeViolations, renderRule, renderStats, VIOLATIONS_SHOWN } from './report.js';
import { readStats } from './stats-file.js';
import { findRule, RULE_KIND_TITLES, ruleEntries, type RuleKind } from '../reference/rules.js';
import { combinedLogJsonSchema } from './schema.js';
import { aggregate, defaultWorkers, planGames, runGames, serveWorker, SIMULATE_WORKER, type FromWorker, type ToWorker, type WorkerInput } from './simulate.js';
import { reportNames, simulationHtml } from '../sim/report.js';
import { mergeCheckedStats, mergeSimulationStats, parseShard, StatsMismatch, type Shard, type SimulationStats } from '../sim/stats.js';
import { parseArmy, type ArmyProfile } from '../sim/model/profile.js';
import { MODEL_BOTS, modelSummaryText, runModelSimulation, withModelHtml } from './simulate-model.js';

export { EXIT, type CliIo, type CliFs, type CliSession } from './io.js';
export { COMMANDS, STATS_FORMATS, STATS_MAX_BYTES } from './commands.js';

/** The largest roster file read: 16 MiB. */
export const ROSTER_MAX_BYTES = 16 * 2 ** 20;

/** The most worker threads `simulate` asks for; more are capped at the cores the machine has anyway. */
export const MAX_WORKERS_OPTION = 1024;

/** Options of {@link main}: where to read, write and print, and which packs to know (the registry's by default). */
export interface MainOptions {
  readonly io?: CliIo;
  readonly packs?: readonly PackEntry[];
  /** The file system (`node:fs` by default). */
  readonly fs?: CliFs;
  /** The cores this machine offers (`os.availableParallelism()` by default); `--workers` is capped there. */
  readonly cores?: number;
  /** Clean-ups on Ctrl-C and SIGTERM (the process entry point sets this up; in-process callers need none). */
  readonly session?: CliSession;
}



/** `simulate --model table`: model games with two armies and two bots (src/cli/simulate-model.ts). */
async function simulateModel(ctx: Ctx, entry: PackEntry, o: Opts, run: { games: number; seed: number; plans: string[]; shard: Shard | undefined; format: (typeof STATS_FORMATS)[number]; out: string | undefined }): Promise<void> {
  const model = str(o, 'model');
  if (model !== 'table') throw usageError(`--model ${q(model ?? '')} is not a model; use --model table (with --army twice).`);
  const files = (str(o, 'army') ?? '').split('\n').filter((f) => f !== '');
  if (files.length !== 2) throw usageError(`--model table needs two armies: --army a.json --army b.json (got ${files.length}).`);
  const armies = files.map((file) => {
    const r = parseArmy(parseJson(readSmallText(ctx.fs, ctx.io.cwd, file, 'army', ROSTER_MAX_BYTES), file, 'army'));
    if (!r.ok) throw new ViolationsError(`${file} is not an army (${r.violations.length} problem${r.violations.length === 1 ? '' : 's'}):`, r.violations, r.violations.length);
    if (r.army.edition !== entry.pack.edition) throw usageError(`${file} is written for edition ${r.army.edition}; ${entry.pack.name} plays edition ${entry.pack.edition}.`);
    return r.army;
  }) as [ArmyProfile, ArmyProfile];
  const bots = (str(o, 'bots') ?? 'greedy:random').split(':');
  if (bots.length !== 2 || bots.some((b) => MODEL_BOTS[b] === undefined)) throw usageError(`--bots ${q(str(o, 'bots') ?? '')} names two bots a:b among ${Object.keys(MODEL_BOTS).join(', ')}.`);
  const started = performance.now();
  const { stats, summary } = await runModelSimulation({ entry, armies, bots: bots as [string, string], seed: run.seed, games: run.games, battleplans: run.plans, ...(run.shard !== undefined ? { shard: run.shard } : {}) });
  const text = run.format === 'html' ? withModelHtml(renderStatsAs(stats, 'html', entry), summary, [armies[0].name, armies[1].name]) : run.format === 'json' ? renderStatsAs(stats, 'json', entry) : renderStatsAs(stats, run.format, entry) + modelSummaryText(summary);
  output(ctx, text, run.out, 'the statistics');
  const secs = (performance.now() - started) / 1000;
  ctx.err(`${stats.games} model games in ${secs.toFixed(2)} s on 1 thread\n`);
  if (stats.failed.length > 0) throw inputError(`${stats.failed.length} of ${stats.games} model games could not be played; see above.`);
}

function formatOption(value: string | undefined): SheetFormat {
  const f = value ?? 'text';
  if ((SHEET_FORMATS as readonly string[]).includes(f)) return f as SheetFormat;
  throw usageError(`Unknown format ${q(f)}; use one of ${SHEET_FORMATS.join(', ')}.`);
}

/** Refuses an `--out` that is one of the inputs (also through a symbolic or hard link): exit code 2. */
function checkOut(ctx: Ctx, out: string | undefined, inputs: readonly string[]): void {
  if (out === undefined) return;
  const path = resolve(ctx.io.cwd, out);
  for (const input of inputs.filter((i) => i !== STDIN))
    if (sameFile(ctx.fs, path, resolve(ctx.io.cwd, input))) throw usageError(`--out ${q(out)} is the input file ${q(input)}; writing there would destroy it. Choose another file for --out.`);
}

function output(ctx: Ctx, text: string, out: string | undefined, what: string, inputs: readonly string[] = []): void {
  if (out === undefined) {
    ctx.out(text);
    return;
  }
  checkOut(ctx, out, inputs);
  writeFileAtomic(ctx.fs, resolve(ctx.io.cwd, out), text, what, out, ctx.session);
  ctx.err(`Wrote ${what} to ${out}\n`);
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

function statsFormat(o: Opts): (typeof STATS_FORMATS)[number] {
  const f = str(o, 'format') ?? (o.has('json') ? 'json' : 'text');
  if (o.has('json') && f !== 'json') throw usageError(`--json and --format ${f} ask for two formats; give one.`);
  if ((STATS_FORMATS as readonly string[]).includes(f)) return f as (typeof STATS_FORMATS)[number];
  throw usageError(`Unknown format ${q(f)}; use one of ${STATS_FORMATS.join(', ')}.`);
}

/** Statistics in a format: the terminal tables, the JSON `merge` reads, or the HTML report with charts. */
function renderStatsAs(stats: SimulationStats, format: (typeof STATS_FORMATS)[number], entry: PackEntry | undefined): string {
  const names = reportNames(entry?.pack);
  if (format === 'json') return `${JSON.stringify(stats, null, 2)}\n`;
  if (format === 'html') return simulationHtml(stats, { names, title: `Simulation: ${stats.games} battles of ${entry?.pack.name ?? stats.pack}` });
  return renderStats(stats, names);
}


/** A pack named on the command line: a known key or id, else a module path or package name. */
async function resolvePack(ctx: Ctx, spec: string): Promise<PackEntry> {
  const known = findPack(ctx.packs, spec);
  if (known !== undefined) return known;
  try {
    return await loadPackModule(spec, ctx.io.cwd);
  } catch (e) {
    if (e instanceof CliError && e.message.startsWith('Cannot find the pack "'))
      throw usageError(`Unknown pack ${q(spec)}; the packs are ${ctx.packs.map((p) => p.key).join(', ') || 'none'}, or give a module path or an installed package that exports a battlepack.`);
    throw e;
  }
}


/** The result was printed already (a JSON report); only the exit code is left. */
class Reported extends CliError {
  constructor(code: typeof EXIT.invalid) {
    super('', code);
  }
}

/** `--format text|json` of the checking commands: whether JSON was asked for. */
function checkFormat(o: Opts): boolean {
  const f = str(o, 'format') ?? 'text';
  if (f !== 'text' && f !== 'json') throw usageError(`Unknown format ${q(f)}; use text or json.${didYouMean(f, ['text', 'json']) === undefined ? '' : ` Did you mean ${didYouMean(f, ['text', 'json'])}?`}`);
  return f === 'json';
}

const packOf = (entry: PackEntry | undefined): ValidationReport['pack'] => (entry === undefined ? null : { key: entry.key, id: entry.pack.id, name: entry.pack.name });

/** Prints a JSON validation report (docs/command-line.md has its schema). */
function printReport(ctx: Ctx, report: Omit<ValidationReport, 'format' | 'formatVersion'>): void {
  ctx.out(`${JSON.stringify({ format: 'battlepack-validation', formatVersion: 1, ...report }, null, 2)}\n`);
}


/**
 * What the sheet shows beyond the battle: --event and --table (else the log's `meta.event` and `meta.table`), the date the log says it was recorded, and the names
 * of the battleplan's objectives.
 */
function sheetDetails(entry: PackEntry, sheet: ScoringSheet, meta: LogHeader['meta'], o: Opts): SheetDetails {
  const plan = sheet.battleplan === null ? undefined : entry.pack.battleplans[sheet.battleplan.id];
  const objectiveNames: Record<string, string> = {};
  for (const obj of plan?.objectives ?? []) if (obj.name !== undefined) objectiveNames[obj.id] = obj.name;
  // the options win over the log's metadata
  const fromLog = sheetDetailsFromLog({ meta });
  const event = str(o, 'event') ?? fromLog.event;
  const table = str(o, 'table') ?? fromLog.table;
  const date = fromLog.date;
  return { objectiveNames, ...(event !== undefined ? { event } : {}), ...(table !== undefined ? { table } : {}), ...(date !== undefined ? { date } : {}) };
}

function describeState(s: BattleState<unknown>): string {
  const stage = selectStage(s);
  if (stage === 'ended') return `the battle is over: ${selectResult(s)?.reason ?? 'ended'}`;
  if (stage === 'battle') return `the battle is under way in round ${selectTurn(s).round}`;
  return stage === 'deployment' ? 'the armies are deploying' : 'the battle is not set up';
}

type Handler = (ctx: Ctx, args: readonly string[], o: Opts) => void | Promise<void>;

const HANDLERS: Readonly<Record<string, Handler>> = {
  demo: (ctx, _args, o) => {
    const format = formatOption(str(o, 'format'));
    const { entry, state, meta } = replayDemo(ctx);
    const out = str(o, 'out');
    const sheet = entry.sheet(state);
    if (out === undefined) return void ctx.out(renderSheet(sheet, format, sheetDetails(entry, sheet, meta, o)));
    if (o.has('format')) throw usageError('--out saves the example battle’s log, which has no --format; for the sheet in a file, run battlepack demo --format <format> > <file>.');
    output(ctx, serializeLog(DEMO_LOG), out, 'the example battle’s log');
    ctx.err(`Try: battlepack replay ${out}\n`);
  },

  replay: async (ctx, [file = ''], o) => {
    const format = formatOption(str(o, 'format'));
    const out = str(o, 'out');
    checkOut(ctx, out, [file]);
    const spec = str(o, 'pack');
    const only = spec === undefined ? undefined : await resolvePack(ctx, spec);
    const { entry, state, meta } = replayFile(ctx, file, o.has('all'), only);
    const sheet = entry.sheet(state);
    const details = sheetDetails(entry, sheet, meta, o);
    // the HTML sheet shows the table round by round when the battle has positions
    const text = format === 'html' ? renderSheetHtml(sheet, { maps: battleMapsByRound(state), details }) : renderSheet(sheet, format, details);
    output(ctx, text, out, `the ${format} scoring sheet`, [file]);
  },

  map: async (ctx, [file = ''], o) => {
    const out = str(o, 'out');
    checkOut(ctx, out, [file]);
    const at = o.has('at') ? intOption('at', o.get('at'), 0, 10_000_000) : undefined;
    const spec = str(o, 'pack');
    const only = spec === undefined ? undefined : await resolvePack(ctx, spec);
    const state = at === undefined ? replayFile(ctx, file, o.has('all'), only).state : replayFirst(ctx, file, at, only);
    const svg = renderBattleMapSvg(state, { ranges: !o.has('no-ranges') });
    if (svg === null) throw inputError(`${file}: the battle is not set up${at === undefined ? '' : ` after ${at} events`}, so it has no battlefield to draw.`);
    output(ctx, svg, out, 'the map', [file]);
  },

  validate: async (ctx, [file = ''], o) => {
    const json = checkFormat(o);
    const spec = str(o, 'pack');
    const only = spec === undefined ? undefined : await resolvePack(ctx, spec);
    let replayed: Replayed;
    try {
      replayed = replayFile(ctx, file, o.has('all'), only);
    } catch (e) {
      if (!json || !(e instanceof ViolationsError)) throw e;
      printReport(ctx, { kind: 'battle-log', file, ok: false, pack: packOf(e.entry ?? only), events: e.applied ?? null, stage: null, pointsLimit: null, violationCount: e.total, violations: e.violations.map(reportViolation) });
      throw new Reported(EXIT.invalid);
    }
    const { entry, state, applied, engineVersion } = replayed;
    if (json) return printReport(ctx, { kind: 'battle-log', file, ok: true, pack: packOf(entry), events: applied, stage: selectStage(state), pointsLimit: null, violationCount: 0, violations: [] });
    ctx.out(`${inputName(file)} is a valid ${entry.pack.name} battle log: ${applied} events; ${describeState(state)}.\n`);
    if (engineVersion !== ENGINE_VERSION) ctx.out(`(recorded with engine ${engineVersion}; checked with ${ENGINE_VERSION})\n`);
  },

  'validate-roster': async (ctx, [file = ''], o) => {
    const entry = await resolvePack(ctx, str(o, 'pack') ?? 'gallet');
    if (entry.validateRoster === undefined) throw usageError(`${entry.pack.name} has no army-building checks; try --pack ${ctx.packs.find((p) => p.validateRoster !== undefined)?.key ?? 'gallet'}.`);
    const limit = str(o, 'points');
    if (limit === undefined) throw usageError('Give the agreed points limit with --points, e.g. --points 2000.');
    const points = intOption('points', limit, 1, 100_000);
    const json = checkFormat(o);
    const roster = parseJson(readSmallText(ctx.fs, ctx.io.cwd, file, 'roster', ROSTER_MAX_BYTES, ctx.io.stdinFd), file, 'roster');
    const vs = entry.validateRoster(roster, points);
    if (json) {
      const shown = o.has('all') ? vs : vs.slice(0, VIOLATIONS_SHOWN);
      printReport(ctx, { kind: 'roster', file, ok: vs.length === 0, pack: packOf(entry), events: null, stage: null, pointsLimit: points, violationCount: vs.length, violations: shown.map(reportViolation) });
      if (vs.length > 0) throw new Reported(EXIT.invalid);
      return;
    }
    if (vs.length > 0) throw new ViolationsError(`${file} is not a legal ${points}-point ${entry.pack.name} army (${vs.length} problem${vs.length === 1 ? '' : 's'}):`, vs, vs.length);
    ctx.out(`${inputName(file)} is a legal ${points}-point army for ${entry.pack.name}.\n`);
  },

  simulate: async (ctx, _args, o) => {
    const entry = await resolvePack(ctx, str(o, 'pack') ?? 'gallet');
    if (entry.playRandom === undefined) throw usageError(`${entry.pack.name} has no random-battle generator, so it cannot be simulated.`);
    const games = intOption('games', str(o, 'games'), 1, 1_000_000, 100);
    const seed = intOption('seed', str(o, 'seed'), 0, 0xffffffff, 1);
    const asked = intOption('workers', str(o, 'workers'), 1, MAX_WORKERS_OPTION, defaultWorkers(games, ctx.cores));
    const workers = Math.min(asked, ctx.cores);
    if (asked > ctx.cores) ctx.err(`battlepack: --workers ${asked} is more than the ${ctx.cores} core${ctx.cores === 1 ? '' : 's'} this machine offers; using ${workers}.\n`);
    const plan = str(o, 'battleplan') ?? 'all';
    const ids = Object.keys(entry.pack.battleplans);
    if (plan !== 'all' && !ids.includes(plan)) throw usageError(`Unknown battleplan ${q(plan)}; use "all" or one of: ${ids.join(', ')}.`);
    const shardText = str(o, 'shard');
    const shard = shardText === undefined ? undefined : parseShard(shardText);
    if (shard === null) throw usageError(`--shard ${q(shardText ?? '')} is not a shard: give i/n with 1 ≤ i ≤ n, e.g. --shard 3/8.`);
    const format = statsFormat(o);
    const out = str(o, 'out');
    checkOut(ctx, out, []);
    if (o.has('model') || o.has('army') || o.has('bots')) return simulateModel(ctx, entry, o, { games, seed, plans: plan === 'all' ? ids : [plan], shard, format, out });
    const specs = planGames(seed, games, plan === 'all' ? ids : [plan], shard);
    // workers load this very module (and a --pack module); packs given by a caller (tests) exist only in this thread
    const threaded = PACKS.includes(entry) || entry.module !== undefined;
    const bar = ctx.io.stderrIsTTY ? progressBar(ctx.io) : null;
    // on Ctrl-C or SIGTERM: give the terminal back its cursor and line wrap; nothing has been printed to stdout yet
    const off = ctx.session?.onInterrupt(() => {
      if (bar === null) return;
      try {
        bar.stop();
      } finally {
        ctx.io.stderr('\r\x1b[2K\x1b[?25h\x1b[?7h');
      }
    });
    bar?.start(specs.length, 0);
    const started = performance.now();
    try {
      const records = await runGames({ entry, games: specs, workers: threaded ? workers : 1, workerModule: new URL(import.meta.url), onGame: (n) => bar?.update(n) });
      bar?.stop();
      const stats = aggregate(entry, seed, records.filter((r) => r !== undefined), shard);
      output(ctx, renderStatsAs(stats, format, entry), out, 'the statistics');
      const secs = (performance.now() - started) / 1000;
      const played = specs.length;
      const threads = threaded ? Math.min(workers, played) : 1;
      ctx.err(`${played} battles in ${secs.toFixed(2)} s on ${threads} thread${threads === 1 ? '' : 's'} (${Math.round(played / Math.max(secs, 1e-9))} battles/s)\n`);
      if (stats.failed.length > 0) throw inputError(`${stats.failed.length} of ${played} battles could not be played; see above.`);
    } finally {
      bar?.stop();
      off?.();
    }
  },

  merge: async (ctx, files, o) => {
    const format = statsFormat(o);
    const out = str(o, 'out');
    checkOut(ctx, out, files);
    let merged: SimulationStats | undefined;
    for (const file of files) {
      const stats = readStats(parseJson(readSmallText(ctx.fs, ctx.io.cwd, file, 'statistics', STATS_MAX_BYTES, ctx.io.stdinFd), file, 'statistics'), file);
      try {
        merged = merged === undefined ? stats : mergeCheckedStats(merged, stats);
      } catch (e) {
        if (e instanceof StatsMismatch) throw inputError(`${file} cannot be merged: ${e.message}.`);
        throw e;
      }
    }
    if (merged === undefined) throw usageError('merge needs at least one statistics file.');
    const entry = ctx.packs.find((p) => p.pack.id === merged?.pack);
    output(ctx, renderStatsAs(merged, format, entry), out, 'the statistics', files);
    if (merged.shard !== undefined)
      ctx.err(`battlepack: these are shards ${merged.shard.indices.map((i) => `${i}/${merged?.shard?.count ?? 1}`).join(', ')} of ${merged.shard.count}; the run is not whole yet.\n`);
  },

  rules: async (ctx, [packKey, id]) => {
    if (packKey === undefined) {
      ctx.out('Battlepacks:\n');
      for (const p of ctx.packs)
        ctx.out(
          `  ${p.key.padEnd(16)} ${p.pack.name} (${p.pack.id} ${p.pack.version}, edition ${p.pack.edition}): ${Object.keys(p.pack.battleplans).length} battleplans, ${Object.keys(p.pack.battleTactics).length} battle tactics, ${Object.keys(p.pack.grandStrategies).length} grand strategies, ${ruleEntries(p.pack, p.text).filter((e) => e.kind === 'rule').length} other rules\n`,
        );
      ctx.out('\nShow a pack with: battlepack rules <pack>\n');
      return;
    }
    const entry = await resolvePack(ctx, packKey);
    if (id === undefined) {
      ctx.out(`${entry.pack.name} (${entry.pack.id} ${entry.pack.version})\n${entry.pack.summary}\n`);
      const entries = ruleEntries(entry.pack, entry.text);
      for (const kind of Object.keys(RULE_KIND_TITLES) as RuleKind[]) {
        const of = entries.filter((e) => e.kind === kind);
        if (of.length === 0) continue;
        ctx.out(`\n${RULE_KIND_TITLES[kind]}:\n`);
        const w = Math.max(...of.map((e) => e.id.length));
        for (const e of of) ctx.out(`  ${e.id.padEnd(w)}  ${e.name}\n`);
      }
      ctx.out(`\nShow one with: battlepack rules ${entry.key} <id>\n`);
      return;
    }
    const rule = findRule(entry.pack, id, entry.text);
    if (rule === undefined) throw usageError(`${entry.pack.name} has no rule ${q(id)}; list them with: battlepack rules ${entry.key}`);
    ctx.out(renderRule(rule));
  },

  examples: (ctx, [name], o) => {
    if (name === undefined) {
      if (o.has('out')) throw usageError('Name the sample to write: battlepack examples <name> --out <file>.');
      ctx.out('Sample files (battlepack examples <name> prints one; --out <file> saves it):\n');
      const w = Math.max(...SAMPLES.map((x) => x.name.length));
      for (const x of SAMPLES) ctx.out(`\n  ${x.name.padEnd(w)}  ${x.kind}, ${x.pack}\n  ${''.padEnd(w)}  ${x.summary}\n  ${''.padEnd(w)}  try: ${x.tryWith}\n`);
      return;
    }
    const sample = SAMPLES.find((x) => x.name === name || x.name === `${name}.json`);
    if (sample === undefined) {
      const close = didYouMean(name, SAMPLES.map((x) => x.name));
      throw usageError(`There is no sample ${q(name)}.${close === undefined ? '' : ` Did you mean ${close}?`} The samples are ${SAMPLES.map((x) => x.name).join(', ')}.`);
    }
    output(ctx, sample.text(), str(o, 'out'), `the sample ${sample.kind}`);
  },

  completion: (ctx, [shell = '']) => {
    if (!(SHELLS as readonly string[]).includes(shell)) {
      const close = didYouMean(shell, SHELLS);
      throw usageError(`No completion for the shell ${q(shell)}.${close === undefined ? '' : ` Did you mean ${close}?`} The shells are ${SHELLS.join(', ')}.`);
    }
    ctx.out(completionScript(shell as Shell, COMMANDS));
  },

  schema: async (ctx, _args, o) => {
    const spec = str(o, 'pack');
    const schema = spec === undefined ? combinedLogJsonSchema(ctx.packs) : (await resolvePack(ctx, spec)).logSchema();
    output(ctx, `${JSON.stringify(schema, null, 2)}\n`, str(o, 'out'), 'the JSON Schema');
  },
};

/**
 * Runs the command line with `argv` (the arguments after the program name) and resolves to the exit code.
 * Never throws and never prints a stack trace: errors are reported in plain words on standard error.
 */
export async function main(argv: readonly string[], options: MainOptions = {}): Promise<number> {
  const io = options.io ?? processIo();
  const ctx: Ctx = {
    io,
    fs: options.fs ?? NODE_FS,
    packs: options.packs ?? PACKS,
    cores: Math.max(1, options.cores ?? availableParallelism()),
    session: options.session,
    out: (t) => io.stdout(escapeControlChars(t, true)),
    err: (t) => io.stderr(escapeControlChars(t, true)),
  };
  let all = false;
  try {
    const parsed = parseArgs(argv, COMMANDS);
    all = parsed.options.has('all');
    if (parsed.version) {
      ctx.out(`${ENGINE_VERSION}\n`);
      return EXIT.ok;
    }
    if (parsed.command === null) {
      ctx.out(renderHelp(COMMANDS, ENGINE_VERSION, EXIT_CODES_HELP));
      return parsed.help ? EXIT.ok : EXIT.usage;
    }
    if (parsed.help) {
      ctx.out(renderCommandHelp(parsed.command, ENGINE_VERSION, EXIT_CODES_HELP));
      return EXIT.ok;
    }
    const handler = HANDLERS[parsed.command.name];
    if (handler === undefined) throw usageError(`The command ${q(parsed.command.name)} has no handler.`);
    await handler(ctx, parsed.positionals, parsed.options);
    return EXIT.ok;
  } catch (e) {
    if (e instanceof Reported) return e.exitCode;
    if (e instanceof ViolationsError) {
      ctx.err(describeViolations(e.message, e.violations, e.eventAt, { shown: all ? Number.POSITIVE_INFINITY : VIOLATIONS_SHOWN, total: e.total }));
      return e.exitCode;
    }
    if (e instanceof CliError) {
      ctx.err(`battlepack: ${e.message}\n`);
      return e.exitCode;
    }
    ctx.err(`battlepack: unexpected error: ${e instanceof Error ? e.message : String(e)}\nThis is a bug in battlepack-engine; please report it with the command you ran (see docs/security.md).\n`);
    return EXIT.invalid;
  }
}

/** Clean-ups on Ctrl-C and SIGTERM for the real process: the handlers are installed only while a clean-up waits. */
function processSession(): CliSession {
  const cleanups = new Set<() => void>();
  const onSignal = (signal: NodeJS.Signals): void => {
    for (const c of [...cleanups])
      try {
        c();
      } catch {
        // go on with the others
      }
    process.stderr.write(`\nbattlepack: stopped by ${signal === 'SIGINT' ? 'Ctrl-C' : signal}; nothing was written.\n`);
    process.exit(signal === 'SIGINT' ? EXIT.interrupted : EXIT.terminated);
  };
  return {
    onInterrupt(cleanup) {
      cleanups.add(cleanup);
      if (cleanups.size === 1) {
        process.on('SIGINT', onSignal);
        process.on('SIGTERM', onSignal);
      }
      return () => {
        if (!cleanups.delete(cleanup) || cleanups.size > 0) return;
        process.off('SIGINT', onSignal);
        process.off('SIGTERM', onSignal);
      };
    },
  };
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
  const port = parentPort;
  const serve = (entry: PackEntry): void =>
    serveWorker(entry, {
      postMessage: (m: FromWorker) => port.postMessage(m),
      on: (_event, f: (m: ToWorker) => void) => void port.on('message', f),
      close: () => port.close(),
    });
  if (input.module !== undefined) {
    const module = input.module;
    void import(module).then((mod: Record<string, unknown>) => serve(packFromModule(mod, module, module)));
  } else {
    const entry = findPack(PACKS, input.pack ?? '');
    if (entry === undefined) throw new Error(`simulation worker: unknown pack ${String(input.pack)}`);
    serve(entry);
  }
} else if (isMainThread && isEntryPoint()) {
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(EXIT.ok);
  });
  void main(process.argv.slice(2), { session: processSession() }).then((code) => {
    process.exitCode = code;
  });
}
