import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { main } from '../../src/cli/main.js';
import type { PackEntry } from '../../src/cli/registry.js';

/** What a CLI run left behind. */
export interface CliRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** The repository root. */
export const ROOT = resolve(import.meta.dirname, '../..');

/** Runs `battlepack <args>` in this process through its `main` function, capturing both streams. */
export async function cli(args: readonly string[], options: { packs?: readonly PackEntry[]; cwd?: string; tty?: boolean } = {}): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const code = await main(args, {
    io: { stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t), stderrIsTTY: options.tty ?? false, cwd: options.cwd ?? ROOT },
    ...(options.packs !== undefined ? { packs: options.packs } : {}),
  });
  return { code, stdout, stderr };
}

/** Runs `tsx src/cli/main.ts <args>` as a real process (the way `npm run demo` does). */
export function cliProcess(args: readonly string[], cwd = ROOT): CliRun {
  const r = spawnSync(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), join(ROOT, 'src/cli/main.ts'), ...args], { cwd, encoding: 'utf8', timeout: 120_000 });
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

/** A fresh temporary folder. */
export function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'battlepack-cli-'));
}

/** Writes `value` as JSON into a temporary file and returns its path. */
export function tempJson(value: unknown, name = 'file.json'): string {
  const path = join(tempDir(), name);
  writeFileSync(path, typeof value === 'string' ? value : JSON.stringify(value, null, 2));
  return path;
}

/** Whether text looks like a stack trace. */
export function hasStackTrace(text: string): boolean {
  return /^\s+at .+(\(|:\d+)/m.test(text) || /node:internal/.test(text);
}
