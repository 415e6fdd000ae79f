import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { markdownBlocks, markdownPages, tsdocBlocks, tsFiles, type DocBlock } from '../support/doc-blocks.js';
import { rawStateReads, type RawRead } from '../support/state-reads.js';

// Selectors are the read contract (issue 23): the examples, the ```ts blocks of README.md and docs/*.md, and the code
// of the command line and the sheets, and the TSDoc `@example` blocks of src/, read a battle state through the selectors of `battlepack-engine`
// (`selectTurn(state)`, `selectUnits(state, filter)`…), never through its raw fields (`state.clock.round`,
// `state.units[id]`), so that a change of the state's shape does not break them. The check is by type
// (test/support/state-reads.ts): any expression TypeScript types `BattleState` counts, whatever its name.

const ROOT = resolve(import.meta.dirname, '../..');
/** Where the doc blocks are placed (in memory only) so that the package's names resolve as in the doc tests. */
const VIRTUAL = join(ROOT, 'test-output/state-reads');


/**
 * The raw reads that are the point of their page, each with its reason. `file` is the page or source file, `text` a
 * piece of the line that reads. An entry that no longer matches anything fails the test, so the list stays short.
 */
const ALLOWED: readonly { readonly file: string; readonly text: string; readonly reason: string }[] = [];

const CODE = ['examples', 'src/cli', 'src/sheet'].flatMap((d) => tsFiles(join(ROOT, d)));
// the pages' blocks, and the TSDoc `@example` blocks of src/ (what an editor shows a user on hover)
const BLOCKS: readonly DocBlock[] = [...markdownPages(ROOT).flatMap((p) => markdownBlocks(p, ROOT)), ...tsFiles(join(ROOT, 'src')).flatMap((p) => tsdocBlocks(p, ROOT).blocks)];

/** A read as `file:line`, with a doc block's read pointed at its line in the Markdown page. */
function located(r: RawRead): { readonly file: string; readonly line: number; readonly field: string; readonly text: string } {
  const block = BLOCKS.find((b) => join(VIRTUAL, b.file) === r.file);
  if (block === undefined) return { ...r, file: relative(ROOT, r.file).replace(/\\/g, '/') };
  // the virtual file has one header line before the block's code
  return { ...r, file: block.source, line: block.lines[r.line - 2] ?? block.line };
}

function scan(extra: ReadonlyMap<string, string> = new Map()) {
  const virtual = new Map<string, string>(BLOCKS.map((b) => [join(VIRTUAL, b.file), `// from ${b.source}:${b.line}\n${b.code}\nexport {};\n`]));
  for (const [k, v] of extra) virtual.set(k, v);
  // the recorder is browser code: compile everything with the DOM's types beside Node's
  return rawStateReads(join(ROOT, 'tsconfig.json'), CODE, virtual, ['lib.dom.d.ts', 'lib.dom.iterable.d.ts']).map(located);
}

describe('examples, doc blocks, the CLI and the sheets read battle states through the selectors', () => {
  const found = scan(
    new Map([
      // a planted raw read of each kind, and reads that are not of a battle state: the check must tell them apart
      [
        join(VIRTUAL, 'planted.ts'),
        [
          "import { randomBattle } from 'battlepack-engine/sim';",
          "import { galletEngine } from 'battlepack-engine/gallet';",
          'const b = randomBattle(galletEngine, { seed: 1, stopAfter: 5 });',
          'const game = b.state;',
          'console.log(game.clock.round);',
          "console.log(b.state.units['x']);",
          "console.log(game['board']);",
          'const { history, ext: own } = game;',
          'const maybe = Math.random() > 2 ? game : null;',
          'console.log(maybe?.result, history, own);',
          'const summary = { result: 1, players: [] as string[] };',
          'console.log(summary.result, summary.players, b.events.length);',
          'export {};',
        ].join('\n'),
      ],
    ]),
  );
  const planted = found.filter((r) => r.file === 'test-output/state-reads/planted.ts');
  const reads = found.filter((r) => r.file !== 'test-output/state-reads/planted.ts');

  it('the check finds raw reads of every kind, by type, and nothing else', () => {
    expect(planted.map((r) => `${r.line}:${r.field}`)).toEqual(['5:clock', '6:units', '7:board', '8:history', '8:ext', '10:result']);
  });

  it('the check sees the examples, the CLI, the sheets and the doc blocks', () => {
    expect(CODE.some((f) => f.endsWith('examples/web/app.ts'))).toBe(true);
    expect(CODE.some((f) => f.endsWith('examples/server/store.ts'))).toBe(true);
    expect(CODE.some((f) => f.includes('/src/cli/'))).toBe(true);
    expect(BLOCKS.length).toBeGreaterThan(20);
  });

  it('no raw read outside the allow-list', () => {
    const bad = reads.filter((r) => !ALLOWED.some((a) => a.file === r.file && r.text.includes(a.text)));
    const report = [...new Set(bad.map((r) => `${r.file}:${r.line}: reads state.${r.field} directly: ${r.text}`))].join('\n');
    expect(report, `read these through the selectors of battlepack-engine (docs/migrating-to-0.2.md lists which):\n${report}`).toBe('');
  });

  it.each(ALLOWED.map((a) => [`${a.file}: ${a.text}`, a] as const))('the allowed read %s is still there', (_n, a) => {
    expect(a.reason.length).toBeGreaterThan(10);
    expect(reads.some((r) => r.file === a.file && r.text.includes(a.text))).toBe(true);
  });
});
