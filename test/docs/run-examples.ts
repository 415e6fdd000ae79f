/**
 * Runs the doc examples written by `examples.test.ts` one after another in ONE Node process (started with
 * `--import tsx`), instead of one process per example: the package's sources are loaded and transformed once.
 *
 *   node --import tsx test/docs/run-examples.ts <results.json> <example.ts>...
 *
 * Each example is imported in turn; it fails when importing it throws or rejects, when a promise it started rejects
 * unhandled, or when it leaves `process.exitCode` set to anything but 0. What it wrote to stderr is kept with the
 * failure. The results (one per example, in order) are written as JSON to the first argument.
 */
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

interface Result {
  readonly file: string;
  ok: boolean;
  error: string;
}

const [out, ...files] = process.argv.slice(2);
if (out === undefined) throw new Error('usage: run-examples.ts <results.json> <example.ts>...');

const results: Result[] = [];
let current: Result | undefined;
let stderr = '';

const fail = (r: Result | undefined, err: unknown): void => {
  const text = err instanceof Error ? (err.stack ?? err.message) : String(err);
  if (r === undefined) {
    process.stderr.write(`a doc example failed after it ran: ${text}\n`);
    process.exitCode = 1;
    return;
  }
  r.ok = false;
  r.error += `${text}\n`;
};
process.on('unhandledRejection', (err) => fail(current, err));
process.on('uncaughtException', (err) => fail(current, err));

// the examples print what they show; keep stderr for a failure's message and drop stdout
const writeErr = process.stderr.write.bind(process.stderr);
process.stdout.write = (() => true) as typeof process.stdout.write;
process.stderr.write = ((chunk: string | Uint8Array) => {
  stderr += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
  return true;
}) as typeof process.stderr.write;

for (const file of files) {
  const r: Result = { file, ok: true, error: '' };
  results.push(r);
  current = r;
  stderr = '';
  try {
    await import(pathToFileURL(file).href);
    // let what the example started settle (a rejection it did not handle is reported on these turns)
    await new Promise((done) => setImmediate(done));
    await new Promise((done) => setTimeout(done, 0));
  } catch (err) {
    fail(r, err);
  }
  if (process.exitCode !== undefined && process.exitCode !== 0) {
    fail(r, new Error(`it set process.exitCode to ${String(process.exitCode)}`));
    process.exitCode = 0;
  }
  if (!r.ok) r.error += stderr;
}
current = undefined;
process.stderr.write = writeErr;
writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
