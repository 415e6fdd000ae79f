import { spawn, spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { EXIT } from '../../src/cli/main.js';
import { DIST_CLI, needDist } from './dist.js';
import { ROOT } from './run.js';

// Finding: Ctrl-C during `simulate` on a terminal left the cursor hidden and line wrap off. SIGINT and SIGTERM now
// give the terminal back (cursor shown, line wrap on), write nothing partial, and exit 130 / 143. Run against the
// built command line in a real child process; the terminal is a pseudo-terminal made by `script` (util-linux).

const hasScript = spawnSync('script', ['--version'], { encoding: 'utf8' }).status === 0;
const SIM = ['simulate', '--games', '100000', '--workers', '1', '--battleplan', 'head-on-collision'];

interface Stopped {
  readonly code: number | null;
  readonly out: string;
  readonly err: string;
}

/** Starts `command`, waits until it printed `ready` (or, without one, 2.5 s), then `stop`s it; resolves when it exits. */
function runAndStop(command: string, args: readonly string[], ready: RegExp | null, stop: (child: ReturnType<typeof spawn>) => void): Promise<Stopped> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    let sent = false;
    const send = (): void => {
      if (sent) return;
      sent = true;
      setTimeout(() => stop(child), 300);
    };
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      if (ready?.test(out) === true) send();
    });
    child.stderr.on('data', (d: Buffer) => {
      err += d.toString();
      if (ready?.test(err) === true) send();
    });
    if (ready === null) setTimeout(send, 2_200);
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`no exit after the signal; output: ${out.slice(-500)} ${err.slice(-500)}`));
    }, 60_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, out, err });
    });
  });
}

describe('stopping simulate', () => {
  it('Ctrl-C on a terminal: the cursor is shown and line wrap is on again, exit code 130', async () => {
    // never a skip: `script` (util-linux, essential on Debian) makes the pseudo-terminal
    expect(hasScript, 'this test needs `script` from util-linux to make a pseudo-terminal').toBe(true);
    needDist();
    const cmd = `exec ${JSON.stringify(process.execPath)} ${JSON.stringify(DIST_CLI)} ${SIM.join(' ')}`;
    // the pseudo-terminal turns the byte 0x03 typed on it into SIGINT for the program, as a real Ctrl-C does
    const r = await runAndStop('script', ['-qefc', cmd, '/dev/null'], /simulating \[.*\] [1-9]\d*\/100000/, (child) => child.stdin?.write('\x03'));
    expect(r.code).toBe(EXIT.interrupted);
    const hidden = r.out.indexOf('\x1b[?25l');
    expect(hidden).toBeGreaterThanOrEqual(0);
    const tail = r.out.slice(hidden);
    expect(tail.lastIndexOf('\x1b[?25h')).toBeGreaterThan(tail.lastIndexOf('\x1b[?25l'));
    expect(tail.lastIndexOf('\x1b[?7h')).toBeGreaterThan(tail.lastIndexOf('\x1b[?7l'));
    expect(r.out).toContain('battlepack: stopped by Ctrl-C; nothing was written.');
    // no statistics (nothing partial) were printed
    expect(r.out).not.toContain('random battles of');
  });

  it('SIGTERM: exit code 143, nothing on standard output', async () => {
    needDist();
    const r = await runAndStop(process.execPath, [DIST_CLI, ...SIM], null, (child) => child.kill('SIGTERM'));
    expect(r.code).toBe(EXIT.terminated);
    expect(r.out).toBe('');
    expect(r.err).toContain('battlepack: stopped by SIGTERM; nothing was written.');
  });

  it('SIGINT without a terminal: exit code 130, nothing on standard output', async () => {
    needDist();
    const r = await runAndStop(process.execPath, [DIST_CLI, ...SIM], null, (child) => child.kill('SIGINT'));
    expect(r.code).toBe(EXIT.interrupted);
    expect(r.out).toBe('');
  });
});
