import { selectRounds, selectBattleTactics } from 'battlepack-engine';
import { describe, expect, it } from 'vitest';
import { gallet, galletEngine } from '../../src/battlepack/gallet/index.js';
import { DEMO_EVENTS, DEMO_LOG } from '../../src/cli/demo-battle.js';
import { EXIT } from '../../src/cli/main.js';
import { replayLog, selectScoringSheet } from '../../src/index.js';
import { renderSheetText } from '../../src/sheet.js';
import { cli, cliProcess } from './run.js';

describe('the embedded demo battle', () => {
  it('is a complete five-round Gallet battle that the engine accepts event by event', () => {
    expect(DEMO_LOG.battlepack).toEqual({ id: gallet.id, version: gallet.version });
    let state = galletEngine.initialState();
    DEMO_EVENTS.forEach((e, i) => {
      const r = galletEngine.apply(state, e);
      if (!r.ok) throw new Error(`event ${i} (${e.type}) refused: ${r.violations.map((v) => v.message).join('; ')}`);
      state = r.state;
    });
    expect(state.clock.stage).toBe('ended');
    expect(state.clock.round).toBe(5);
    expect(selectRounds(state).every((r) => r.turnsEnded === 2)).toBe(true);
  });

  it('ends with its golden score: Grukk (defender) 32, Aelwen (attacker) 24', () => {
    const r = replayLog(galletEngine, DEMO_LOG);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.players['aelwen']?.vp).toBe(24);
    expect(r.state.players['grukk']?.vp).toBe(32);
    expect(r.state.clock.result).toMatchObject({ kind: 'major', winner: 'grukk' });
    // both grand strategies were completed, each tactic outcome came from the rules
    expect(r.state.players['aelwen']?.grandStrategyCompleted).toBe(true);
    expect(r.state.players['grukk']?.grandStrategyCompleted).toBe(true);
    expect(selectBattleTactics(r.state).map((t) => t.status)).toEqual(['failed', 'completed', 'completed', 'completed', 'completed', 'failed', 'completed', 'completed', 'completed', 'failed']);
  });

  it('`battlepack demo` prints its scoring sheet', async () => {
    const r = await cli(['demo']);
    expect(r.code).toBe(EXIT.ok);
    expect(r.stderr).toBe('');
    const replayed = replayLog(galletEngine, DEMO_LOG);
    if (!replayed.ok) throw new Error('demo does not replay');
    // the command line names the battleplan's objectives (the sheet records their ids)
    const objectiveNames = Object.fromEntries(gallet.battleplans['head-on-collision'].objectives.map((o) => [o.id, o.name ?? o.id]));
    expect(r.stdout).toBe(renderSheetText(selectScoringSheet(replayed.state, gallet), { objectiveNames }));
    expect(r.stdout).toContain("2 (Attacker's objective,");
    expect(r.stdout).not.toContain('attacker-objective');
    expect(r.stdout).toContain('HEAD-ON COLLISION: SCORING SHEET');
    expect(r.stdout).toContain('Result: Major victory: Grukk');
  });

  it('`battlepack demo --format html` prints the printable page', async () => {
    const r = await cli(['demo', '--format', 'html']);
    expect(r.code).toBe(EXIT.ok);
    expect(r.stdout).toContain('data-testid="total-defender">32<');
  });

  it('runs as a real process, the way `npm run demo` does', () => {
    const r = cliProcess(['demo']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Result: Major victory: Grukk');
  });
});
