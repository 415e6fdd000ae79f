/**
 * The command line's commands: their arguments, options and examples, as `--help`, "did you mean" and the shell
 * completion read them. The handlers are in `main.ts`.
 * @module
 */
import { SHEET_FORMATS } from '../sheet/index.js';
import type { CommandSpec } from './args.js';
import { SHELLS } from './completion.js';
import { VIOLATIONS_SHOWN } from './report.js';

const formatOpt = { name: 'format', value: '<format>', description: `Sheet format: ${SHEET_FORMATS.join(', ')}`, default: 'text' } as const;
const outOpt = (what: string) => ({ name: 'out', value: '<file>', description: `Write ${what} to a file (whole or not at all) instead of standard output` }) as const;
const allOpt = { name: 'all', description: `Print every problem (by default the first ${VIOLATIONS_SHOWN}, then how many more)` } as const;
const checkFormatOpt = { name: 'format', value: '<format>', description: 'How the result is printed: text, or json (one object; its schema is in docs/command-line.md)', default: 'text' } as const;
const eventOpt = { name: 'event', value: '<name>', description: 'The event the battle was played at, printed in the sheet’s header' } as const;
const tableOpt = { name: 'table', value: '<table>', description: 'The table it was played on, printed in the sheet’s header' } as const;
const logPackOpt = { name: 'pack', value: '<pack>', description: 'The battlepack to replay with: a known pack, or a module or package exporting one (default: the pack the log names)' } as const;

/** The formats of simulation statistics. */
export const STATS_FORMATS = ['text', 'json', 'html'] as const;

/** The largest statistics file `merge` reads: 64 MiB. */
export const STATS_MAX_BYTES = 64 * 2 ** 20;

/** The commands, their arguments, options and examples. */
export const COMMANDS: readonly CommandSpec[] = [
  {
    name: 'demo',
    args: [],
    summary: 'Replay the embedded example battle and print its scoring sheet; --out saves the battle’s log instead',
    options: [formatOpt, eventOpt, tableOpt, { name: 'out', value: '<file>', description: 'Write the example battle’s log (JSON) to a file instead of printing the sheet: replay, validate or map it' }],
    examples: ['battlepack demo', 'battlepack demo --format html > demo.html', 'battlepack demo --out my-battle.json'],
  },
  {
    name: 'replay',
    args: [{ name: 'log', required: true }],
    summary: 'Validate and replay a battle log (JSON, or one event per line) and print its scoring sheet',
    options: [formatOpt, outOpt('the sheet'), eventOpt, tableOpt, allOpt, logPackOpt],
    examples: ['battlepack replay battle.json', 'battlepack replay battle.json --event "Spring GT" --table 12', 'battlepack replay battle.json --format html --out sheet.html', 'battlepack replay battle.json --pack my-pack'],
  },
  {
    name: 'map',
    args: [{ name: 'log', required: true }],
    summary: 'Draw the battlefield of a battle log as SVG: its map, the models where the positions put them, objectives by controller',
    options: [
      { name: 'at', value: '<n>', description: 'The table after the first n events of the log (default: after all of them)' },
      { name: 'no-ranges', description: 'Do not draw the objectives’ contest ranges' },
      outOpt('the picture'),
      logPackOpt,
    ],
    examples: ['battlepack map battle.json --out map.svg', 'battlepack map battle.json --at 40 --out map.svg'],
  },
  {
    name: 'validate',
    args: [{ name: 'log', required: true }],
    summary: 'Check a battle log (format and rules) without printing the sheet',
    options: [checkFormatOpt, allOpt, logPackOpt],
    examples: ['battlepack validate battle.json', 'battlepack validate battle.json --format json', 'battlepack validate - < battle.json'],
  },
  {
    name: 'validate-roster',
    args: [{ name: 'roster', required: true }],
    summary: 'Check an army roster (JSON) against a pack’s army-building rules',
    options: [{ name: 'pack', value: '<pack>', description: 'The battlepack whose rules apply: a known pack, or a module or package exporting one', default: 'gallet' }, { name: 'points', value: '<limit>', description: 'The agreed points limit, e.g. 1000 or 2000' }, checkFormatOpt, allOpt],
    examples: ['battlepack validate-roster army.json --pack gallet --points 2000', 'battlepack validate-roster army.json --points 2000 --format json'],
  },
  {
    name: 'simulate',
    args: [],
    summary: 'Play random legal battles and print win rates, VP and rule statistics',
    options: [
      { name: 'battleplan', value: '<id>', description: 'A battleplan id, or "all" to take every battleplan in turn', default: 'all' },
      { name: 'games', value: '<n>', description: 'Number of battles, 1 to 1000000', default: '100' },
      { name: 'seed', value: '<s>', description: 'Seed, 0 to 4294967295: the same seed gives the same statistics whatever the worker count', default: '1' },
      { name: 'workers', value: '<k>', description: 'Worker threads (1 plays in the main thread; default and most: one per core)' },
      { name: 'pack', value: '<pack>', description: 'The battlepack: a known pack, or a module or package exporting one', default: 'gallet' },
      { name: 'shard', value: '<i/n>', description: 'Play only shard i of n: every n-th game of the run from game i − 1 (merge the shards with battlepack merge)' },
      { name: 'format', value: '<format>', description: `Statistics format: ${STATS_FORMATS.join(', ')} (json is what battlepack merge reads)`, default: 'text' },
      { name: 'json', description: 'Print the statistics as JSON (the same as --format json)' },
      outOpt('the statistics'),
      { name: 'model', value: '<model>', description: 'Play the model of a battle instead of random battles: "table" (armies move, shoot, charge and fight on the measured table; see docs/game-model.md)' },
      { name: 'army', value: '<file>', description: 'With --model: an army file (JSON, docs/game-model.md); give it twice, once per army', repeatable: true },
      { name: 'bots', value: '<a:b>', description: 'With --model: the two bots, random, greedy or mc', default: 'greedy:random' },
    ],
    examples: [
      'battlepack simulate --battleplan all --games 1000 --seed 42',
      'battlepack simulate --model table --army a.json --army b.json --bots greedy:random --games 200 --format html --out model.html',
      'battlepack simulate --battleplan the-prize-of-gallet --games 200 --seed 7 --workers 2',
      'battlepack simulate --games 100000 --seed 7 --shard 3/8 --json --out shard-3.json',
      'battlepack simulate --games 2000 --seed 7 --format html --out report.html',
    ],
  },
  {
    name: 'merge',
    args: [{ name: 'shards', required: true, variadic: true }],
    summary: 'Merge the JSON statistics of the shards of one simulation run into the statistics of the whole run',
    options: [{ name: 'format', value: '<format>', description: `Statistics format: ${STATS_FORMATS.join(', ')}`, default: 'text' }, { name: 'json', description: 'The same as --format json' }, outOpt('the statistics')],
    examples: ['battlepack merge shard-*.json', 'battlepack merge shard-1.json shard-2.json --json --out stats.json'],
  },
  {
    name: 'rules',
    args: [
      { name: 'pack', required: false },
      { name: 'id', required: false },
    ],
    summary: 'The rules reference: list packs; list a pack’s rules; show one rule',
    options: [],
    examples: ['battlepack rules', 'battlepack rules gallet', 'battlepack rules gallet the-prize-of-gallet'],
  },
  {
    name: 'examples',
    args: [{ name: 'name', required: false }],
    summary: 'List the sample battle logs and rosters that ship with the command line; print or save one',
    options: [outOpt('the sample')],
    examples: ['battlepack examples', 'battlepack examples gallet-roster.json --out roster.json', 'battlepack examples blighted-wilds-battle.json > bw.json'],
  },
  {
    name: 'completion',
    args: [{ name: 'shell', required: true }],
    summary: `Print a shell completion script: ${SHELLS.join(', ')}`,
    options: [],
    examples: ['source <(battlepack completion bash)', 'battlepack completion fish > ~/.config/fish/completions/battlepack.fish'],
  },
  {
    name: 'schema',
    args: [],
    summary: 'Print the JSON Schema of the battle-log format',
    options: [{ name: 'pack', value: '<pack>', description: 'Only this pack’s events (default: every known pack)' }, outOpt('the schema')],
    examples: ['battlepack schema > battle-log.schema.json'],
  },
];
