/**
 * The package's `npm pack` tarball, made once per content of what it packs and shared by the test files that install
 * or inspect it (test/package/pack-install.test.ts, zod-versions.test.ts, pack-contents.test.ts): each of them used to
 * run its own `npm pack` (pack-contents a `--dry-run`). The tarball is kept in `node_modules/.cache/battlepack-pack/<key>/`, where the key is a hash of every
 * file `npm pack` takes (package.json, README, LICENSE and the `files` of package.json: dist/, the log's JSON Schema,
 * the changelog), so a new build makes a new tarball and an unchanged one is packed once. Two test files asking at the
 * same time (vitest runs files side by side) share one `npm pack`: the first takes a lock file, the others wait for
 * its result.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The tarball and what `npm pack --json` said of it. */
export interface Packed {
  /** Absolute path of the `.tgz`. */
  readonly tgz: string;
  /** The files in the tarball (paths inside the package), as `npm pack --json` lists them. */
  readonly files: readonly string[];
  /** The tarball's size and the unpacked size of its files, in bytes, as `npm pack --json` gives them. */
  readonly size: number;
  readonly unpackedSize: number;
}

function walk(path: string, out: string[]): void {
  if (!existsSync(path)) return;
  if (statSync(path).isDirectory()) for (const e of readdirSync(path).sort()) walk(join(path, e), out);
  else out.push(path);
}

/** A hash of every file `npm pack` would take from `root`. */
export function packKey(root: string): string {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { files?: string[] };
  const always = readdirSync(root).filter((f) => /^(package\.json|README(\..*)?|LICEN[SC]E(\..*)?)$/i.test(f));
  const paths: string[] = [];
  for (const f of [...always, ...(pkg.files ?? [])].sort()) walk(join(root, f), paths);
  const h = createHash('sha256');
  for (const p of paths) h.update(`${relative(root, p)}\0`).update(readFileSync(p)).update('\0');
  return h.digest('hex').slice(0, 16);
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/**
 * The tarball of the package at `root`, packed now (`npm pack --ignore-scripts`: dist/ must be built already) or taken
 * from the cache when nothing it holds has changed.
 */
export async function packedTarball(root: string, timeoutMs = 240_000): Promise<Packed> {
  const cache = join(root, 'node_modules/.cache/battlepack-pack');
  const key = packKey(root);
  const dir = join(cache, key);
  const manifest = join(dir, 'pack.json');
  const lock = join(cache, `${key}.lock`);
  // a manifest written before the sizes were kept counts as none (packed again)
  const read = (): Packed | undefined => {
    if (!existsSync(manifest)) return undefined;
    const m = JSON.parse(readFileSync(manifest, 'utf8')) as Partial<Packed>;
    return typeof m.size === 'number' && typeof m.unpackedSize === 'number' ? (m as Packed) : undefined;
  };
  mkdirSync(cache, { recursive: true });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ready = read();
    if (ready !== undefined) return ready;
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' });
    } catch {
      // another test file is packing: its result appears as `dir` (a rename, so whole or not at all). A lock left by a
      // process that died is taken over.
      let alive = true;
      try {
        process.kill(Number(readFileSync(lock, 'utf8')), 0);
      } catch (err) {
        // ENOENT: the lock is gone already (the next round sees the result or takes the lock)
        alive = (err as NodeJS.ErrnoException).code === 'ENOENT' || (err as NodeJS.ErrnoException).code === 'EPERM';
      }
      if (!alive) rmSync(lock, { force: true });
      if (Date.now() > deadline) throw new Error(`npm pack by another test file did not finish in ${timeoutMs} ms (lock ${lock})`);
      await sleep(100);
      continue;
    }
    try {
      const done = read();
      if (done !== undefined) return done;
      const tmp = join(cache, `${key}.tmp-${process.pid}-${Date.now()}`);
      mkdirSync(tmp, { recursive: true });
      const { stdout } = await run('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', tmp], { cwd: root, timeout: timeoutMs, maxBuffer: 64 * 1024 * 1024 });
      const out = JSON.parse(stdout) as { filename: string; size: number; unpackedSize: number; files: { path: string }[] }[];
      const filename = out[0]?.filename;
      if (filename === undefined) throw new Error(`npm pack printed no tarball: ${stdout}`);
      const packed: Packed = { tgz: join(dir, filename), files: (out[0]?.files ?? []).map((f) => f.path), size: Number(out[0]?.size), unpackedSize: Number(out[0]?.unpackedSize) };
      if (!Number.isFinite(packed.size) || !Number.isFinite(packed.unpackedSize)) throw new Error(`npm pack gave no sizes: ${stdout}`);
      writeFileSync(join(tmp, 'pack.json'), JSON.stringify(packed));
      rmSync(dir, { recursive: true, force: true });
      renameSync(tmp, dir);
      // older tarballs (of builds since replaced) are dropped
      for (const e of readdirSync(cache)) if (e !== key && !e.endsWith('.lock') && !e.includes('.tmp-')) rmSync(join(cache, e), { recursive: true, force: true });
      return packed;
    } finally {
      rmSync(lock, { force: true });
    }
  }
}
