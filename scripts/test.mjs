// `npm test`: the type-check runs beside the build and its package checks (they do not depend on each other, and
// each of them mostly keeps one core busy), then vitest runs once both have passed. Each branch's output is printed
// in one piece when it ends; the first failure stops the run with its exit code.
import { spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs `npm run <script>`, keeping its output; resolves with its exit code and output. */
function run(script) {
  return new Promise((done) => {
    const child = spawn(npm, ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'], shell: process.platform === 'win32' });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code, signal) => done({ script, code: code ?? (signal !== null ? 1 : 0), output }));
  });
}

/** Runs the scripts one after another, stopping at the first failure. */
async function chain(scripts) {
  const results = [];
  for (const s of scripts) {
    const r = await run(s);
    results.push(r);
    if (r.code !== 0) break;
  }
  return results;
}

const branches = await Promise.all([chain(['typecheck']), chain(['build', 'size', 'check:package'])]);
let failed = 0;
for (const r of branches.flat()) {
  process.stdout.write(`\n> npm run ${r.script}${r.code === 0 ? '' : ` (exit code ${r.code})`}\n${r.output}`);
  if (r.code !== 0 && failed === 0) failed = r.code;
}
if (failed !== 0) process.exit(failed);

const vitest = spawn(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', ...process.argv.slice(2)], { stdio: 'inherit' });
vitest.on('close', (code, signal) => process.exit(code ?? (signal !== null ? 1 : 0)));
