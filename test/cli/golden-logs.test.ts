import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXIT } from '../../src/cli/main.js';
import { serializeLog, type ScoringSheet } from '../../src/index.js';
import { DEMO_LOG } from '../../src/cli/demo-battle.js';
import { cli, ROOT, tempJson } from './run.js';

// every battle log kept under test/fixtures (the golden battles), plus the demo battle written to a file
function battleLogs(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const path = join(dir, f);
    if (statSync(path).isDirectory()) return battleLogs(path);
    if (!f.endsWith('.json')) return [];
    try {
      return (JSON.parse(readFileSync(path, 'utf8')) as { format?: unknown }).format === 'battlepack-log' ? [path] : [];
    } catch {
      return [];
    }
  });
}

const logs = [...battleLogs(join(ROOT, 'test/fixtures')).map((p) => relative(ROOT, p)), tempJson(serializeLog(DEMO_LOG), 'demo.json')];

describe('`battlepack replay` on every golden battle log', () => {
  it.each(logs)('%s replays and prints its scoring sheet', async (file) => {
    const r = await cli(['replay', file]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(EXIT.ok);
    expect(r.stdout).toMatch(/: SCORING SHEET\n/);
    expect(r.stdout).toMatch(/^Result: /m);
    const v = await cli(['validate', file]);
    expect(v.code).toBe(EXIT.ok);
  });

  // a golden log `x.log.json` may sit next to its expected sheet `x.sheet.json` (totals, result, round by round)
  const withExpected = logs.filter((f) => f.endsWith('.log.json') && existsSync(join(ROOT, f.replace(/\.log\.json$/, '.sheet.json'))));

  it.each(withExpected)('%s: the sheet printed with --format json has the expected totals and result', async (file) => {
    const expected = JSON.parse(readFileSync(join(ROOT, file.replace(/\.log\.json$/, '.sheet.json')), 'utf8')) as {
      battleplan: string;
      players: { id: string; role: string; totalVp: number; battleTacticsCompleted: number; grandStrategyCompleted: boolean | null; rounds: { round: number; vp: number }[] }[];
      result: { kind: string; winner: string | null } | null;
    };
    const r = await cli(['replay', file, '--format', 'json']);
    expect(r.code).toBe(EXIT.ok);
    const sheet = JSON.parse(r.stdout) as ScoringSheet;
    expect(sheet.battleplan?.id).toBe(expected.battleplan);
    expect(sheet.players.map((p) => [p.id, p.role, p.totalVp, p.battleTacticsCompleted, p.grandStrategyCompleted])).toEqual(
      expected.players.map((p) => [p.id, p.role, p.totalVp, p.battleTacticsCompleted, p.grandStrategyCompleted]),
    );
    expect(sheet.players.map((p) => p.rounds.map((x) => x.vp))).toEqual(expected.players.map((p) => p.rounds.map((x) => x.vp)));
    expect(sheet.result === null ? null : { kind: sheet.result.kind, winner: sheet.result.winner }).toEqual(expected.result === null ? null : { kind: expected.result.kind, winner: expected.result.winner });
  });
});
