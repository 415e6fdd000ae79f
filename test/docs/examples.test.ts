import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatFinding, typecheckFiles } from '../support/typecheck.js';
import { markdownBlocks, markdownPages, tsdocBlocks, tsFiles, type DocBlock } from '../support/doc-blocks.js';

// Every ```ts block in README.md and docs/*.md, and every ```ts block of a TSDoc `@example` in src/, is compiled
// (strict, like src) and run, with the package's entry points mapped to the sources: 'battlepack-engine' →
// src/index.ts, and so on.
//
// Cheap on purpose (it was the slowest test file, 103 s): all the blocks are type-checked in ONE TypeScript program,
// which reports the diagnostics of the blocks themselves (the sources they import are checked by `npm run
// typecheck`), and they all run in ONE Node process (test/docs/run-examples.ts), which loads the sources once.
const ROOT = resolve(import.meta.dirname, '../..');
const OUT = join(ROOT, 'test-output/doc-examples');

type Example = DocBlock;

const extract = (path: string): Example[] => markdownBlocks(path, ROOT);
const sources = (): string[] => markdownPages(ROOT);


/** The names whose TSDoc holds an `@example`, per file. */
const documented = new Set<string>();

const tsdocExamples = tsFiles(join(ROOT, 'src')).flatMap((path) => {
  const found = tsdocBlocks(path, ROOT);
  for (const name of found.names) documented.add(name);
  return found.blocks;
});
const examples = [...sources().flatMap(extract), ...tsdocExamples];

// the API a newcomer meets first carries an example in its TSDoc
const REQUIRED_EXAMPLES = [
  'src/core/create-engine.ts#createEngine',
  'src/core/engine-types.ts#apply',
  'src/core/engine-types.ts#replay',
  'src/core/engine-types.ts#available',
  'src/core/engine-types.ts#trusted',
  'src/sim/random-battle.ts#randomBattle',
  'src/battlepack/gallet/army.ts#validateRoster',
  'src/core/state/scoring-sheet.ts#selectScoringSheet',
];

interface RunResult {
  readonly file: string;
  readonly ok: boolean;
  readonly error: string;
}

let ran: RunResult[] | undefined;

/** Runs every example once, all in one Node process, and keeps each one's result. */
function results(): RunResult[] {
  if (ran !== undefined) return ran;
  const out = join(OUT, 'results.json');
  const r = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'test/docs/run-examples.ts'), out, ...examples.map((e) => join(OUT, e.file))], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, TSX_TSCONFIG_PATH: join(OUT, 'tsconfig.json'), NO_COLOR: '1' },
    timeout: 240_000,
  });
  if (r.status !== 0) throw new Error(`the examples' runner failed (status ${String(r.status)}, ${String(r.signal)}):\n${r.stderr}`);
  ran = JSON.parse(readFileSync(out, 'utf8')) as RunResult[];
  return ran;
}

describe('code examples in README.md, docs/*.md and TSDoc @example blocks', () => {
  beforeAll(() => {
    rmSync(OUT, { recursive: true, force: true });
    mkdirSync(OUT, { recursive: true });
    for (const e of examples) writeFileSync(join(OUT, e.file), `// from ${e.source}:${e.line}\n${e.code}\nexport {};\n`);
    const tsconfig = {
      extends: '../../tsconfig.json',
      compilerOptions: {
        noEmit: true,
        paths: {
          'battlepack-engine': ['../../src/index.ts'],
          'battlepack-engine/gallet': ['../../src/gallet.ts'],
          'battlepack-engine/gallet/reference': ['../../src/gallet-reference.ts'],
          'battlepack-engine/gallet/army': ['../../src/gallet-army.ts'],
          'battlepack-engine/blighted-wilds/campaign': ['../../src/blighted-wilds-campaign.ts'],
          'battlepack-engine/json-schema': ['../../src/json-schema.ts'],
          'battlepack-engine/blighted-wilds/reference': ['../../src/blighted-wilds-reference.ts'],
          'battlepack-engine/blighted-wilds': ['../../src/blighted-wilds.ts'],
          'battlepack-engine/gallet/table': ['../../src/gallet-table.ts'],
          'battlepack-engine/table': ['../../src/table.ts'],
          'battlepack-engine/sim': ['../../src/sim.ts'],
          'battlepack-engine/sheet': ['../../src/sheet.ts'],
          'battlepack-engine/authoring': ['../../src/authoring.ts'],
          'battlepack-engine/sim/model': ['../../src/sim-model.ts'],
        },
      },
      include: ['./*.ts'],
    };
    writeFileSync(join(OUT, 'tsconfig.json'), JSON.stringify(tsconfig, null, 2));
  });

  it('are found', () => {
    // the README's quick start is one; the guides add more
    expect(examples.length).toBeGreaterThan(0);
    expect(examples.some((e) => e.source === 'README.md')).toBe(true);
  });

  it('include a TSDoc @example for each of the main API functions', () => {
    for (const name of REQUIRED_EXAMPLES) expect(documented.has(name), `${name} has no @example with a \`\`\`ts block`).toBe(true);
    expect(tsdocExamples.length).toBeGreaterThanOrEqual(REQUIRED_EXAMPLES.length);
  });

  it('type-check under the strict settings of the package', () => {
    const { files, findings } = typecheckFiles(join(OUT, 'tsconfig.json'), ROOT);
    // point each error at the Markdown line it comes from
    const report = findings
      .map((f) => {
        const e = examples.find((x) => join(OUT, x.file) === resolve(ROOT, f.file ?? ''));
        return e === undefined ? formatFinding(f) : `${e.source}:${e.lines[f.line - 2] ?? e.line}: error TS${String(f.code)}: ${f.message}`;
      })
      .join('\n');
    expect(report.trim(), report).toBe('');
    expect(files.length).toBe(examples.length);
  });

  it.each(examples.map((e) => [`${e.source}:${e.line}`, e] as const))('%s runs without an error', (_name, e) => {
    const r = results().find((x) => x.file === join(OUT, e.file));
    expect(r, `${e.source}:${e.line} was not run`).toBeDefined();
    expect(r?.ok, `${e.source}:${e.line} failed:\n${r?.error ?? ''}`).toBe(true);
  });
});
