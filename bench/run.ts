/**
 * `npm run bench` (`-- --quick`, `-- --reference`): runs the benchmark suite on the built package; `-- --one <row>`
 * (`-- --profile`) times (profiles) one row quickly (bench/one.ts); `-- --proto` (`-- --quick`) times the 0.2 state
 * prototype against the floor (bench/proto.ts).
 *
 * 1. Builds `dist/` with tsup when it is missing or older than a file of `src/`, `tsup.config.ts` or `package.json`;
 *    stops when the build fails.
 * 2. Bundles the bench (suite.ts and the scripts its children and workers run) with esbuild into `bench/.out/`,
 *    leaving `battlepack-engine` and `zod` as imports: Node resolves `battlepack-engine` to the package itself (its
 *    `exports`, so `dist/*.js`), and the floor is compiled by the same esbuild as the package.
 * 3. Starts `node bench/.out/suite.js` with the flags given, with nothing else loaded (no tsx).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'bench', '.out');

/** The newest modification time of any file under `dir`. */
function newest(dir: string): number {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

// dist/ is stale when a source, the build's configuration or package.json (its exports) is newer than it
const built = path.join(root, 'dist', 'index.js');
const inputs = Math.max(newest(path.join(root, 'src')), ...['tsup.config.ts', 'package.json'].map((f) => statSync(path.join(root, f)).mtimeMs));
if (!existsSync(built) || statSync(built).mtimeMs < inputs) {
  process.stdout.write(`dist/ is ${existsSync(built) ? 'older than src/, tsup.config.ts or package.json' : 'missing'}: building it (npx tsup)…\n`);
  const r = spawnSync('npx', ['tsup'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (r.status !== 0) {
    process.stderr.write('the build failed: the benchmarks measure the built package and do not run without it\n');
    process.exit(r.status ?? 1);
  }
}

rmSync(out, { recursive: true, force: true });
await build({
  entryPoints: ['suite', 'paths', 'memory', 'sim-worker', 'one', 'proto', 'by-round'].map((f) => path.join(root, 'bench', `${f}.ts`)),
  outdir: out,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // the package under test and its peer: imports, resolved by Node to dist/ and node_modules
  external: ['battlepack-engine', 'battlepack-engine/*', 'zod', 'zod/*'],
  outExtension: { '.js': '.js' },
  logLevel: 'warning',
});

// `--one <row> [--profile]`: one row, quickly (bench/one.ts); `--proto [--quick]`: the 0.2 state prototype against the
// floor, both plans (bench/proto.ts); otherwise the suite
const args = process.argv.slice(2);
const one = args.indexOf('--one');
if (args.includes('--proto')) {
  const quick = args.includes('--quick');
  for (const kind of ['cheap', 'pack']) {
    const p = spawnSync(process.execPath, ['--expose-gc', path.join(out, 'proto.js'), kind, quick ? '200' : '1000', quick ? '5' : '9', quick ? '300' : '1000'], { cwd: root, stdio: 'inherit' });
    if (p.status !== 0) process.exit(p.status ?? 1);
  }
  process.exit(0);
}
// `--rounds [--quick]`: `apply` of each event type in round 1 against round 5, both plans (bench/by-round.ts)
if (args.includes('--rounds')) {
  const quick = args.includes('--quick');
  for (const kind of ['cheap', 'pack']) {
    const p = spawnSync(process.execPath, [path.join(out, 'by-round.js'), kind, quick ? '100' : '200', quick ? '5' : '7'], { cwd: root, stdio: 'inherit' });
    if (p.status !== 0) process.exit(p.status ?? 1);
  }
  process.exit(0);
}
const r =
  one >= 0
    ? spawnSync(process.execPath, [path.join(out, 'one.js'), args[one + 1] ?? 'apply:pack', ...args.filter((a) => a === '--profile')], { cwd: root, stdio: 'inherit' })
    : spawnSync(process.execPath, [path.join(out, 'suite.js'), ...args], { cwd: root, stdio: 'inherit' });
process.exit(r.status ?? 1);
