/**
 * A vitest reporter that prints the ten slowest test files at the end of a run, and writes every file's time to
 * test-output/test-durations.json. A file's time is what it cost its worker: setting up, importing the file and
 * everything it loads, and running its hooks and tests.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** How many files are printed. */
export const SHOWN = 10;

export default class SlowestFiles implements Reporter {
  private readonly outFile = 'test-output/test-durations.json';

  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    if (modules.length < 2) return;
    const rows = modules
      .map((m) => {
        const d = m.diagnostic();
        const ms = d.environmentSetupDuration + d.prepareDuration + d.setupDuration + d.collectDuration + d.duration;
        return { file: relative(process.cwd(), m.moduleId).replace(/\\/g, '/'), seconds: Math.round(ms / 100) / 10, state: m.state() };
      })
      .sort((a, b) => b.seconds - a.seconds);
    mkdirSync(dirname(this.outFile), { recursive: true });
    writeFileSync(this.outFile, `${JSON.stringify(rows, null, 2)}\n`);
    const total = rows.reduce((a, r) => a + r.seconds, 0);
    const lines = rows.slice(0, SHOWN).map((r) => `  ${r.seconds.toFixed(1).padStart(7)} s  ${r.file}`);
    process.stdout.write(`\nThe ${Math.min(SHOWN, rows.length)} slowest test files (of ${rows.length}; ${total.toFixed(0)} s of worker time in all):\n${lines.join('\n')}\n`);
  }
}
