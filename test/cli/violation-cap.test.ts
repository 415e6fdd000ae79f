import { describe, expect, it } from 'vitest';
import { EXIT } from '../../src/cli/main.js';
import { packEntry } from '../../src/cli/registry.js';
import { serializeLog } from '../../src/index.js';
import { testPack } from '../support/test-pack.js';
import { testBattleLog } from '../sheet/fixture.js';
import { cli, tempJson } from './run.js';

// Finding: no cap on violations: one repeated mistake across 100k events printed 100,003 lines. The command line now
// prints at most 50, then "and N more"; --all prints every one.

const packs = [packEntry('test', testPack)];
const N = 100_000;

// one mistake repeated: 100,000 events without "seq"
function repeatedMistake(): string {
  const log = JSON.parse(serializeLog(testBattleLog())) as { events: unknown[] };
  const ev = JSON.stringify({ type: 'CommandPointsGained', data: { player: 'ann', amount: 1 } });
  const head = JSON.stringify({ ...log, events: [] }).slice(0, -3);
  return `${head}[${Array.from({ length: N }, () => ev).join(',\n')}]}`;
}

describe('a repeated mistake', () => {
  const file = tempJson(repeatedMistake(), 'mistakes.json');

  it('prints the first 50 violations, then how many more', async () => {
    const r = await cli(['validate', file], { packs });
    expect(r.code).toBe(EXIT.invalid);
    const lines = r.stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(1 + 50 + 1);
    expect(lines[1]).toBe('  ✗ event 0 (CommandPointsGained) at events.0.seq: Invalid input: expected number, received undefined at events.0.seq. [log/invalid]');
    expect(lines[51]).toBe(`  … and ${(N - 50).toLocaleString('en-US')} more (${N.toLocaleString('en-US')} in all); run with --all to see every one.`);
  });

  it('--all prints every one', async () => {
    const r = await cli(['validate', file, '--all'], { packs });
    expect(r.code).toBe(EXIT.invalid);
    const lines = r.stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(1 + N);
    expect(lines[N]).toContain(`event ${N - 1} (CommandPointsGained) at events.${N - 1}.seq`);
  });

  it('a roster with more than 50 problems is capped the same way', async () => {
    const units = Array.from({ length: 80 }, (_, i) => ({ id: `u${i}`, name: `U${i}`, points: -5, wounds: 1, models: 1 }));
    const file = tempJson({ faction: 'Seraphon', units });
    const r = await cli(['validate-roster', file, '--points', '1000']);
    expect(r.code).toBe(EXIT.invalid);
    const lines = r.stderr.trimEnd().split('\n');
    expect(lines.length).toBe(52);
    expect(lines[51]).toMatch(/^ {2}… and \d+ more \(\d+ in all\); run with --all to see every one\.$/);
    const all = await cli(['validate-roster', file, '--points', '1000', '--all']);
    expect(all.stderr.trimEnd().split('\n').length).toBeGreaterThan(80);
  });

  it('50 or fewer are all printed, with no "more" line', async () => {
    const log = JSON.parse(serializeLog(testBattleLog())) as { events: { seq?: number }[] };
    for (const e of log.events.slice(0, 3)) delete e.seq;
    const r = await cli(['validate', tempJson(log)], { packs });
    expect(r.stderr.trimEnd().split('\n')).toHaveLength(4);
    expect(r.stderr).not.toContain('more');
  });
});
