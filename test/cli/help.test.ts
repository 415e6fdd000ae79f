import { describe, expect, it } from 'vitest';
import { EXIT } from '../../src/cli/main.js';
import { ENGINE_VERSION } from '../../src/index.js';
import { cli } from './run.js';

const COMMANDS = ['demo', 'replay', 'map', 'validate', 'validate-roster', 'simulate', 'merge', 'rules', 'examples', 'completion', 'schema'];

describe('--help, --version and usage errors', () => {
  it('--help lists every command and the exit codes', async () => {
    const r = await cli(['--help']);
    expect(r.code).toBe(EXIT.ok);
    for (const c of COMMANDS) expect(r.stdout).toMatch(new RegExp(`^ {2}${c}\\b`, 'm'));
    expect(r.stdout).toContain('Exit codes:\n  0  success');
    expect(r.stdout).toContain('  1  invalid input');
    expect(r.stdout).toContain('  2  usage error');
    expect(r.stdout).toContain('  130 (143)  stopped by Ctrl-C');
  });

  it.each(COMMANDS)('%s --help shows its usage, options and the exit codes', async (command) => {
    const r = await cli([command, '--help']);
    expect(r.code).toBe(EXIT.ok);
    expect(r.stderr).toBe('');
    expect(r.stdout).toMatch(new RegExp(`Usage:\\n {2}\\$ battlepack ${command}`));
    expect(r.stdout).toContain('Examples:');
    expect(r.stdout).toContain('Exit codes:');
  });

  it('--version prints the bare engine version', async () => {
    const r = await cli(['--version']);
    expect(r.code).toBe(EXIT.ok);
    expect(r.stdout).toBe(`${ENGINE_VERSION}\n`);
  });

  it('no command prints the help and exits 2; an unknown command says which exist', async () => {
    const none = await cli([]);
    expect(none.code).toBe(EXIT.usage);
    expect(none.stdout).toContain('Commands:');
    const bad = await cli(['replya', 'x.json']);
    expect(bad.code).toBe(EXIT.usage);
    expect(bad.stderr).toBe(`battlepack: Unknown command "replya". Did you mean battlepack replay? The commands are ${COMMANDS.join(', ')}. Run battlepack --help.\n`);
    const far = await cli(['xyzzy']);
    expect(far.stderr).toBe(`battlepack: Unknown command "xyzzy". The commands are ${COMMANDS.join(', ')}. Run battlepack --help.\n`);
  });

  it('too many arguments is a usage error', async () => {
    const r = await cli(['validate', 'a.json', 'b.json']);
    expect(r.code).toBe(EXIT.usage);
    expect(r.stderr).toBe('battlepack: Too many arguments for validate: "b.json" is not used. Run battlepack validate --help for usage.\n');
  });
});
