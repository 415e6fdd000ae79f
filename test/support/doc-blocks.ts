/**
 * The ```ts blocks of README.md and docs/*.md, as the doc tests compile and run them: each block is a program of its
 * own, except that a block whose first line is `// continued` goes on from the previous block of the same page (a
 * tutorial's blocks build on each other).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** One program made of one or more ```ts blocks of a Markdown page. */
export interface DocBlock {
  /** The page, relative to the repository's root (`docs/table.md`). */
  readonly source: string;
  /** Line of the opening fence of its first block. */
  readonly line: number;
  readonly code: string;
  /** A file name for it, unique in the repository (`docs-table-L120.ts`). */
  readonly file: string;
  /** For each line of `code`, its line in the Markdown file. */
  readonly lines: readonly number[];
}

/** The blocks of one Markdown page. */
export function markdownBlocks(path: string, root: string): DocBlock[] {
  const text = readFileSync(path, 'utf8');
  const rel = relative(root, path).replace(/\\/g, '/');
  const slug = rel.replace(/[^A-Za-z0-9]+/g, '-').replace(/-md$/, '');
  const out: { source: string; line: number; code: string[]; file: string; lines: number[] }[] = [];
  let fence = -1;
  let body: string[] = [];
  text.split(/\r?\n/).forEach((l, i) => {
    if (fence < 0 && /^```ts\s*$/.test(l)) {
      fence = i + 1;
      body = [];
    } else if (fence >= 0 && /^```\s*$/.test(l)) {
      const first = fence;
      const lines = body.map((_, k) => first + 1 + k);
      const prev = out[out.length - 1];
      if (/^\/\/ continued\b/.test(body[0] ?? '') && prev !== undefined) {
        prev.code.push(...body);
        prev.lines.push(...lines);
      } else out.push({ source: rel, line: fence, code: [...body], file: `${slug}-L${fence}.ts`, lines });
      fence = -1;
    } else if (fence >= 0) body.push(l);
  });
  return out.map((e) => ({ ...e, code: e.code.join('\n') }));
}

/** README.md and every docs/*.md, in a fixed order. */
export function markdownPages(root: string): string[] {
  const docs = readdirSync(join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => join(root, 'docs', f));
  return [join(root, 'README.md'), ...docs];
}

/**
 * The ```ts blocks of the `@example` tags in the TSDoc comments of one source file, each a program of its own, and the
 * names whose TSDoc holds an `@example` (`src/core/create-engine.ts#createEngine`).
 */
export function tsdocBlocks(path: string, root: string): { readonly blocks: DocBlock[]; readonly names: string[] } {
  const text = readFileSync(path, 'utf8');
  const rel = relative(root, path).replace(/\\/g, '/');
  const slug = rel.replace(/[^A-Za-z0-9]+/g, '-');
  const blocks: DocBlock[] = [];
  const names: string[] = [];
  for (const m of text.matchAll(/\/\*\*([\s\S]*?)\*\/\s*(?:export\s+)?(?:declare\s+)?(?:function\s+|const\s+|readonly\s+)?(\w+)/g)) {
    const comment = m[1] ?? '';
    if (!comment.includes('@example')) continue;
    names.push(`${rel}#${m[2] ?? ''}`);
    const startLine = text.slice(0, m.index).split('\n').length;
    const lines = comment.split('\n').map((l) => l.replace(/^\s*\* ?/, ''));
    const from = lines.findIndex((l) => l.startsWith('@example'));
    let fence = -1;
    let body: string[] = [];
    let bodyLines: number[] = [];
    lines.forEach((l, i) => {
      if (i <= from) return;
      if (fence < 0 && /^```ts\s*$/.test(l)) {
        fence = startLine + i;
        body = [];
        bodyLines = [];
      } else if (fence >= 0 && /^```\s*$/.test(l)) {
        blocks.push({ source: rel, line: fence, code: body.join('\n'), file: `${slug}-L${fence}.ts`, lines: bodyLines });
        fence = -1;
      } else if (fence >= 0) {
        body.push(l);
        bodyLines.push(startLine + i);
      }
    });
  }
  return { blocks, names };
}

/** Every .ts file under a folder, in a fixed order. */
export function tsFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((f) => {
      const path = join(dir, f);
      return statSync(path).isDirectory() ? tsFiles(path) : f.endsWith('.ts') ? [path] : [];
    });
}
