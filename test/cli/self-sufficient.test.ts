import { spawnSync } from 'node:child_process';
import { closeSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { SAMPLES } from '../../src/cli/examples.js';
import { ValidationReport, validationReportJsonSchema } from '../../src/cli/validation-report.js';
import { ENGINE_VERSION, parseLog } from '../../src/index.js';
import { cli, ROOT, tempDir, type CliRun } from './run.js';

// A new user can try every command without files of their own (issue 28): demo saves its log, samples ship inside,
// `-` reads standard input, validate prints JSON, mistypes get a suggestion, completion scripts for three shells.

/** Runs the command line in process with `stdin` as its standard input. */
async function withStdin(args: readonly string[], stdin: string, cwd: string): Promise<CliRun> {
  const file = join(cwd, '.stdin');
  writeFileSync(file, stdin);
  const fd = openSync(file, 'r');
  let stdout = '';
  let stderr = '';
  try {
    const code = await main(args, { io: { stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t), stderrIsTTY: false, cwd, stdinFd: fd } });
    return { code, stdout, stderr };
  } finally {
    closeSync(fd);
  }
}

describe('battlepack demo --out', () => {
  it('writes the example battle’s log, which replays to the demo’s sheet', async () => {
    const dir = tempDir();
    const r = await cli(['demo', '--out', 'my-battle.json'], { cwd: dir });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('Wrote the example battle’s log to my-battle.json');
    const log = parseLog(readFileSync(join(dir, 'my-battle.json'), 'utf8'));
    expect(log.ok).toBe(true);
    const replayed = await cli(['replay', 'my-battle.json'], { cwd: dir });
    expect(replayed.stdout).toBe((await cli(['demo'])).stdout);
  });

  it('refuses --format with --out (the log has one format)', async () => {
    const r = await cli(['demo', '--out', 'x.json', '--format', 'html'], { cwd: tempDir() });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('battlepack demo --format <format> > <file>');
  });
});

describe('battlepack examples', () => {
  it('lists logs and rosters for both packs', async () => {
    const r = await cli(['examples']);
    expect(r.code).toBe(0);
    for (const s of SAMPLES) expect(r.stdout).toContain(s.name);
    for (const pack of ['gallet', 'blighted-wilds']) for (const kind of ['battle log', 'roster']) expect(SAMPLES.some((s) => s.pack === pack && s.kind === kind), `${pack} ${kind}`).toBe(true);
  });

  it.each(SAMPLES.filter((s) => s.kind === 'battle log').map((s) => [s.name] as const))('%s is written out and is a valid log of its pack', async (name) => {
    const dir = tempDir();
    expect((await cli(['examples', name, '--out', name], { cwd: dir })).code).toBe(0);
    const v = await cli(['validate', name, '--format', 'json'], { cwd: dir });
    expect(v.code, v.stdout + v.stderr).toBe(0);
    const report = ValidationReport.parse(JSON.parse(v.stdout));
    expect(report.ok).toBe(true);
    expect(report.stage).toBe('ended');
    expect(report.pack?.key).toBe(SAMPLES.find((s) => s.name === name)?.pack);
  });

  it('the Gallet roster is a legal 2000-point army, and not a legal 1000-point one', async () => {
    const dir = tempDir();
    expect((await cli(['examples', 'gallet-roster', '--out', 'roster.json'], { cwd: dir })).code).toBe(0);
    expect((await cli(['validate-roster', 'roster.json', '--pack', 'gallet', '--points', '2000'], { cwd: dir })).code).toBe(0);
    expect((await cli(['validate-roster', 'roster.json', '--pack', 'gallet', '--points', '1000'], { cwd: dir })).code).toBe(1);
  });

  it('an unknown sample is a usage error with a suggestion', async () => {
    const r = await cli(['examples', 'galet-roster.json']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('Did you mean gallet-roster.json?');
  });
});

describe('standard input: "-"', () => {
  it('validate, replay, map and validate-roster read it', async () => {
    const dir = tempDir();
    const log = SAMPLES[0]?.text() ?? '';
    const v = await withStdin(['validate', '-'], log, dir);
    expect(v.code, v.stderr).toBe(0);
    expect(v.stdout).toMatch(/^standard input is a valid .* battle log: 113 events/);
    expect((await withStdin(['replay', '-'], log, dir)).stdout).toBe((await cli(['demo'])).stdout);
    expect((await withStdin(['map', '-', '--at', '40'], log, dir)).stdout).toMatch(/^<svg/);
    const roster = SAMPLES.find((s) => s.name === 'gallet-roster.json')?.text() ?? '';
    expect((await withStdin(['validate-roster', '-', '--points', '2000'], roster, dir)).code).toBe(0);
  });

  it('a broken log on standard input is reported like a file', async () => {
    const r = await withStdin(['validate', '-'], '{"format": "battlepack-log"', tempDir());
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('- is not a valid battle log');
  });
});

describe('validate --format json', () => {
  it('an invalid log: ok false, the violations with their codes and event indices, exit 1', async () => {
    const dir = tempDir();
    const log = JSON.parse(SAMPLES[0]?.text() ?? '{}') as { events: { seq: number; type: string; data: Record<string, unknown> }[] };
    // a turn ended twice: the second is against the rules (the log's format stays valid: the events are renumbered)
    const i = log.events.findIndex((e) => e.type === 'TurnEnded') + 1;
    log.events.splice(i, 0, { ...(log.events[i - 1] as { seq: number; type: string; data: Record<string, unknown> }) });
    log.events.forEach((e, k) => (e.seq = k + 1));
    writeFileSync(join(dir, 'bad.json'), JSON.stringify(log));
    const r = await cli(['validate', 'bad.json', '--format', 'json'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stderr).toBe('');
    const report = ValidationReport.parse(JSON.parse(r.stdout));
    expect(report).toMatchObject({ kind: 'battle-log', ok: false, file: 'bad.json', events: i });
    expect(report.violations[0]?.eventIndex).toBe(i);
    expect(report.violationCount).toBeGreaterThan(0);
  });

  it('an unknown format is a usage error', async () => {
    const r = await cli(['validate', 'x.json', '--format', 'jsno']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('Did you mean json?');
  });

  it('the schema in docs/command-line.md is the report’s schema', () => {
    const doc = readFileSync(join(ROOT, 'docs/command-line.md'), 'utf8');
    const block = /<!-- validation-report-schema -->\n```json\n([\s\S]*?)\n```/.exec(doc)?.[1];
    expect(block, 'docs/command-line.md has the schema block').toBeDefined();
    expect(JSON.parse(block ?? 'null')).toEqual(validationReportJsonSchema());
  });
});

describe('did you mean, --version, completion', () => {
  it('a mistyped option gets a suggestion', async () => {
    const r = await cli(['replay', 'x.json', '--fromat', 'html']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('Unknown option "--fromat" for replay. Did you mean --format?');
  });

  it('--version prints the bare version', async () => {
    expect((await cli(['--version'])).stdout).toBe(`${ENGINE_VERSION}\n`);
  });

  it.each(['bash', 'zsh', 'fish'] as const)('completion %s names every command', async (shell) => {
    const r = await cli(['completion', shell]);
    expect(r.code).toBe(0);
    for (const c of ['demo', 'replay', 'map', 'validate', 'validate-roster', 'simulate', 'merge', 'rules', 'examples', 'completion', 'schema']) expect(r.stdout).toContain(c);
    expect(r.stdout).toContain('--format');
  });

  it('the bash script is valid bash and completes a command', async () => {
    const script = (await cli(['completion', 'bash'])).stdout;
    const r = spawnSync('bash', ['-c', `${script}\nCOMP_WORDS=(battlepack rep); COMP_CWORD=1; _battlepack; echo "\${COMPREPLY[@]}"`], { encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout.trim()).toBe('replay');
  });

  it('an unknown shell is a usage error', async () => {
    expect((await cli(['completion', 'tcsh'])).code).toBe(2);
  });
});
