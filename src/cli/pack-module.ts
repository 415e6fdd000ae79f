/**
 * `--pack <module>`: a battlepack published as its own module or npm package, loaded by the command line. The module
 * exports the battlepack as its default export or as an export named `battlepack` (see
 * `docs/writing-a-battlepack.md`, "Publishing a pack").
 * @module
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { usageError } from './io.js';
import { packFromModule, type PackEntry } from './registry.js';

const isFile = (p: string): boolean => {
  try {
    return statSync(p).isFile();
  } catch {
    return false;
  }
};
const isDir = (p: string): boolean => {
  try {
    return statSync(p).isDirectory();
  } catch {
    return false;
  }
};

// the entry an ESM import of a package reaches: "exports" (".", then the import / default / node conditions), then "main"
function exportTarget(x: unknown): string | undefined {
  if (typeof x === 'string') return x;
  if (Array.isArray(x)) return x.map(exportTarget).find((t) => t !== undefined);
  if (x === null || typeof x !== 'object') return undefined;
  const o = x as Record<string, unknown>;
  if ('.' in o) return exportTarget(o['.']);
  for (const c of ['import', 'default', 'node']) if (c in o) return exportTarget(o[c]);
  return undefined;
}

function packageEntry(root: string, name: string): string {
  let pkg: Record<string, unknown> = {};
  const file = join(root, 'package.json');
  if (existsSync(file)) {
    try {
      pkg = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    } catch {
      throw usageError(`The package.json of the pack ${JSON.stringify(name)} (${file}) is not valid JSON.`);
    }
  }
  const target = exportTarget(pkg['exports']) ?? (typeof pkg['main'] === 'string' ? pkg['main'] : 'index.js');
  const path = resolve(root, target);
  if (!isFile(path)) throw usageError(`The pack ${JSON.stringify(name)} names ${JSON.stringify(target)} as its entry, but there is no such file in ${root}.`);
  return path;
}

/** The file a `--pack` value names: a path (to a file or a package folder), or a package name found in node_modules. */
export function resolvePackModule(spec: string, cwd: string): string {
  const looksLikePath = spec.startsWith('.') || isAbsolute(spec) || /\.[cm]?js$/.test(spec) || spec.includes('\\');
  const asPath = resolve(cwd, spec);
  if (looksLikePath || isFile(asPath)) {
    if (isFile(asPath)) return asPath;
    if (isDir(asPath)) return packageEntry(asPath, spec);
    throw usageError(`Cannot find the pack module ${JSON.stringify(spec)}: there is no file ${asPath}.`);
  }
  if (!/^(@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*$/i.test(spec))
    throw usageError(`--pack ${JSON.stringify(spec)} is neither a known pack, nor a module path, nor a package name.`);
  for (let dir = cwd; ; dir = dirname(dir)) {
    const root = join(dir, 'node_modules', spec);
    if (isDir(root)) return packageEntry(root, spec);
    if (dirname(dir) === dir) break;
  }
  throw usageError(`Cannot find the pack ${JSON.stringify(spec)}: it is not a pack this command line knows, nor a file, nor a package in node_modules (from ${cwd} up). Install it with npm install ${spec}.`);
}

/** Loads a battlepack module named by `--pack` (usage error, exit code 2, if it cannot be loaded or is no pack). */
export async function loadPackModule(spec: string, cwd: string): Promise<PackEntry> {
  const url = pathToFileURL(resolvePackModule(spec, cwd)).href;
  let mod: Record<string, unknown>;
  try {
    mod = (await import(url)) as Record<string, unknown>;
  } catch (e) {
    const msg = e instanceof Error ? e.message.split('\n')[0] : String(e);
    throw usageError(`Cannot load the pack module ${JSON.stringify(spec)}: ${msg}`);
  }
  try {
    return packFromModule(mod, `The module ${JSON.stringify(spec)}`, url);
  } catch (e) {
    throw usageError(`${e instanceof Error ? e.message.split('\n')[0] : String(e)}.`);
  }
}
