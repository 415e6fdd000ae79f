/**
 * Where the command line reads and writes, and how it fails: exit codes, plain-words errors, files read in chunks
 * with limits, and files written whole or not at all (a temporary file in the same folder, then a rename).
 * @module
 */
import * as nodeFs from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { utf8ErrorOffset } from '../core/log/log-stream.js';

/** Exit codes of `battlepack` (also listed in `--help` and the docs). */
export const EXIT = {
  /** The command did what was asked (a valid log, a legal roster, …). */
  ok: 0,
  /** The input is invalid: a log or roster breaks the rules or the format, or a file cannot be read or written. */
  invalid: 1,
  /** The command line itself is wrong: unknown command or option, missing argument, bad option value. */
  usage: 2,
  /** Stopped by Ctrl-C (SIGINT): 128 + 2. */
  interrupted: 130,
  /** Stopped by SIGTERM: 128 + 15. */
  terminated: 143,
} as const;

/** One of the {@link EXIT} codes. */
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** The exit codes, as printed at the end of `--help`. */
export const EXIT_CODES_HELP = `Exit codes:
  0  success (a valid log, a legal roster, a finished command)
  1  invalid input: the log or roster breaks a rule or the format, or a file cannot be read or written
  2  usage error: unknown command or option, missing argument or bad option value
  130 (143)  stopped by Ctrl-C (by SIGTERM); nothing was written`;

/** An error the command line reports in plain words, with its exit code; never shown as a stack trace. */
export class CliError extends Error {
  /** The exit code the process ends with. */
  readonly exitCode: ExitCode;
  constructor(message: string, exitCode: ExitCode) {
    super(message);
    this.name = 'CliError';
    this.exitCode = exitCode;
  }
}

/** A usage error (exit code 2). */
export function usageError(message: string): CliError {
  return new CliError(message, EXIT.usage);
}

/** An invalid-input error (exit code 1). */
export function inputError(message: string): CliError {
  return new CliError(message, EXIT.invalid);
}

/** The streams and working directory the command line uses; tests pass their own. */
export interface CliIo {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  /** Whether standard error is a terminal: progress bars are drawn there, and only then. */
  readonly stderrIsTTY: boolean;
  /** Where relative paths start. */
  readonly cwd: string;
  /** The file descriptor a file argument of `-` reads (standard input, 0, by default; tests pass a file's). */
  readonly stdinFd?: number;
}

/** The file argument that stands for standard input. */
export const STDIN = '-';

/** How an input is named in messages: its file name, or "standard input" for `-`. */
export function inputName(file: string): string {
  return file === STDIN ? 'standard input' : file;
}

/** The real process streams. */
export function processIo(): CliIo {
  return {
    stdout: (t) => void process.stdout.write(t),
    stderr: (t) => void process.stderr.write(t),
    stderrIsTTY: process.stderr.isTTY === true,
    cwd: process.cwd(),
  };
}

/** The file-system calls the command line makes (`node:fs` by default; tests pass one that fails on purpose). */
export type CliFs = Pick<
  typeof nodeFs,
  'openSync' | 'readSync' | 'writeSync' | 'fsyncSync' | 'closeSync' | 'fstatSync' | 'statSync' | 'renameSync' | 'unlinkSync' | 'realpathSync' | 'chmodSync'
>;

/** The real file system. */
export const NODE_FS: CliFs = nodeFs;

/** Registers clean-ups to run if the process is stopped by a signal (set up by the process entry point). */
export interface CliSession {
  /** Adds a clean-up; the returned function removes it. */
  onInterrupt(cleanup: () => void): () => void;
}

/** A file-system error code in plain words. */
export function fsReason(e: unknown): string {
  const code = (e as { code?: unknown } | null)?.code;
  switch (code) {
    case 'ENOENT':
      return 'there is no such file or folder';
    case 'ENOTDIR':
      return 'a part of the path is not a folder';
    case 'EISDIR':
      return 'it is a folder, not a file';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'ENOSPC':
      return 'the disk is full';
    case 'EDQUOT':
      return 'the disk quota is used up';
    case 'EROFS':
      return 'the file system is read-only';
    case 'ENAMETOOLONG':
      return 'the name is too long';
    case 'EMFILE':
    case 'ENFILE':
      return 'too many files are open';
    case 'EEXIST':
      return 'a file of that name is in the way';
    case 'ELOOP':
      return 'there are too many symbolic links in the path';
    case 'EBUSY':
      return 'the file is busy';
    case 'EIO':
      return 'the disk could not be read or written (an input/output error)';
    case 'EFBIG':
      return 'the file would be larger than the file system allows';
    case 'EINVAL':
      return 'the file system does not allow that name';
    case 'EXDEV':
      return 'the file would cross file systems';
    case 'ENXIO':
      return 'there is no device to write to (a socket cannot be opened by its name)';
    default:
      return `the system refused${typeof code === 'string' ? ` (${code})` : ''}`;
  }
}

const CHUNK = 64 * 1024;

/** An input file opened for reading: its chunks, read on demand; `close` is safe to call twice. */
export interface InputFile {
  readonly path: string;
  readonly chunks: Generator<Uint8Array, void, undefined>;
  close(): void;
}

// a short pause when standard input has nothing yet (a non-blocking terminal or pipe answers EAGAIN)
const pause = (ms: number): void => void Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Opens a file to read in chunks; a file that cannot be read is an input error (exit code 1) in plain words. The
 * file `-` is standard input (`stdinFd`, 0 by default), read to its end and never closed.
 */
export function openInput(fs: CliFs, cwd: string, file: string, what: string, stdinFd = 0): InputFile {
  if (file === STDIN) {
    function* stdin(): Generator<Uint8Array, void, undefined> {
      for (;;) {
        const buf = new Uint8Array(CHUNK);
        let n: number;
        try {
          n = fs.readSync(stdinFd, buf, 0, CHUNK, null);
        } catch (e) {
          if ((e as { code?: unknown } | null)?.code === 'EAGAIN') {
            pause(10);
            continue;
          }
          if ((e as { code?: unknown } | null)?.code === 'EOF') return;
          throw inputError(`Cannot read the ${what} from standard input: ${fsReason(e)}.`);
        }
        if (n === 0) return;
        yield buf.subarray(0, n);
      }
    }
    return { path: STDIN, chunks: stdin(), close: () => undefined };
  }
  const path = resolve(cwd, file);
  let fd: number;
  try {
    fd = fs.openSync(path, 'r');
  } catch (e) {
    throw inputError(`Cannot read the ${what} ${JSON.stringify(file)}: ${fsReason(e)}.`);
  }
  let open = true;
  const close = (): void => {
    if (!open) return;
    open = false;
    try {
      fs.closeSync(fd);
    } catch {
      // already closed
    }
  };
  try {
    if (fs.fstatSync(fd).isDirectory()) throw inputError(`Cannot read the ${what} ${JSON.stringify(file)}: it is a folder, not a file.`);
  } catch (e) {
    close();
    throw e instanceof CliError ? e : inputError(`Cannot read the ${what} ${JSON.stringify(file)}: ${fsReason(e)}.`);
  }
  function* chunks(): Generator<Uint8Array, void, undefined> {
    try {
      for (;;) {
        const buf = new Uint8Array(CHUNK);
        let n: number;
        try {
          n = fs.readSync(fd, buf, 0, CHUNK, null);
        } catch (e) {
          throw inputError(`Cannot read the ${what} ${JSON.stringify(file)}: ${fsReason(e)}.`);
        }
        if (n === 0) return;
        yield buf.subarray(0, n);
      }
    } finally {
      close();
    }
  }
  return { path, chunks: chunks(), close };
}

/** Reads a whole small file (a roster) as text: at most `maxBytes`, UTF-8 checked, a byte-order mark dropped. */
export function readSmallText(fs: CliFs, cwd: string, file: string, what: string, maxBytes: number, stdinFd = 0): string {
  const input = openInput(fs, cwd, file, what, stdinFd);
  const parts: Uint8Array[] = [];
  let size = 0;
  try {
    for (const c of input.chunks) {
      size += c.length;
      if (size > maxBytes) throw inputError(`The ${what} ${JSON.stringify(file)} is larger than the limit of ${maxBytes / 2 ** 20} MiB; no ${what} is that large.`);
      parts.push(c.slice());
    }
  } finally {
    input.close();
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const p of parts) {
    bytes.set(p, at);
    at += p.length;
  }
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  const body = bytes.subarray(bom);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(body);
  } catch {
    const off = Math.max(0, utf8ErrorOffset(body));
    throw inputError(`The ${what} ${JSON.stringify(file)} is not valid UTF-8: the byte 0x${(body[off] ?? 0).toString(16).padStart(2, '0')} at byte offset ${off + bom} does not start or continue a character. Save it as UTF-8.`);
  }
  if (text.trim() === '') throw inputError(`The ${what} ${JSON.stringify(file)} is empty: there is no text to read.`);
  return text;
}

/** Parses JSON text, turning a syntax error into a plain sentence (exit code 1). */
export function parseJson(text: string, file: string, what: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (e) {
    throw inputError(`The ${what} ${JSON.stringify(file)} is not valid JSON: ${(e as Error).message}.`);
  }
}

function realOrNull(fs: CliFs, path: string): string | null {
  try {
    return fs.realpathSync(path);
  } catch {
    return null;
  }
}

/** Where a write to `path` lands: the file a symbolic link points to, or the path in its folder's real path. */
export function writeTarget(fs: CliFs, path: string): string {
  return realOrNull(fs, path) ?? join(realOrNull(fs, dirname(path)) ?? dirname(path), basename(path));
}

/** Whether two paths name the same file (the same real path, or the same file through a hard link). */
export function sameFile(fs: CliFs, a: string, b: string): boolean {
  const ra = realOrNull(fs, a) ?? a;
  const rb = realOrNull(fs, b) ?? b;
  if (ra === rb) return true;
  try {
    const sa = fs.statSync(ra);
    const sb = fs.statSync(rb);
    return sa.ino === sb.ino && sa.dev === sb.dev;
  } catch {
    return false;
  }
}

let tmpCounter = 0;

/**
 * Writes `text` to `path` whole or not at all: into a temporary file in the same folder, flushed, then renamed over
 * the target. On any failure the temporary file is removed and the old file is left as it was; the error names the
 * path and the reason in plain words (exit code 1).
 */
export function writeFileAtomic(fs: CliFs, path: string, text: string, what: string, shown: string, session?: CliSession): void {
  // asked of the path itself first: /dev/stdout on a pipe is there (stat follows it) but has no real path
  let asked: nodeFs.Stats | null = null;
  try {
    asked = fs.statSync(path);
  } catch {
    // not there yet
  }
  const device = asked !== null && !asked.isFile() && !asked.isDirectory();
  const target = device ? path : writeTarget(fs, path);
  const existed = device || realOrNull(fs, target) !== null;
  const fail = (e: unknown): CliError =>
    inputError(`Cannot write ${what} to ${JSON.stringify(shown)}: ${fsReason(e)}; ${existed ? `${JSON.stringify(shown)} was left as it was` : 'nothing was written'}.`);
  const bytes = new TextEncoder().encode(text);
  if (existed) {
    let st: nodeFs.Stats;
    try {
      st = fs.statSync(target);
      if (st.isDirectory()) throw Object.assign(new Error('EISDIR'), { code: 'EISDIR' });
    } catch (e) {
      throw fail(e);
    }
    // a device or a pipe (/dev/null, /dev/stdout, a FIFO) is written into: it cannot be replaced, and must not be
    if (!st.isFile()) {
      try {
        const fd = fs.openSync(target, 'w');
        try {
          let at = 0;
          while (at < bytes.length) at += fs.writeSync(fd, bytes, at, bytes.length - at);
        } finally {
          fs.closeSync(fd);
        }
      } catch (e) {
        throw fail(e);
      }
      return;
    }
  }
  const tmp = join(dirname(target), `.${basename(target)}.${process.pid}-${Date.now().toString(36)}-${(tmpCounter++).toString(36)}.tmp`);
  let fd: number;
  try {
    fd = fs.openSync(tmp, 'wx', 0o666);
  } catch (e) {
    throw fail(e);
  }
  let removeTmp = true;
  const cleanup = (): void => {
    if (!removeTmp) return;
    try {
      fs.unlinkSync(tmp);
    } catch {
      // gone already
    }
  };
  const off = session?.onInterrupt(cleanup);
  let closed = false;
  try {
    let at = 0;
    while (at < bytes.length) at += fs.writeSync(fd, bytes, at, bytes.length - at);
    fs.fsyncSync(fd);
    closed = true;
    fs.closeSync(fd);
    if (existed) {
      try {
        fs.chmodSync(tmp, fs.statSync(target).mode & 0o7777);
      } catch {
        // keep the default mode
      }
    }
    fs.renameSync(tmp, target);
    removeTmp = false;
  } catch (e) {
    if (!closed)
      try {
        fs.closeSync(fd);
      } catch {
        // already closed
      }
    cleanup();
    throw fail(e);
  } finally {
    off?.();
  }
}
