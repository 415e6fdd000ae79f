import { describe, expect, it } from 'vitest';
import { createEngine, selectScoringSheet } from '../../src/index.js';
import { renderSheetText } from '../../src/sheet.js';
import { testPack } from '../support/test-pack.js';
import { testBattleEvents, testBattleSheet } from './fixture.js';

describe('renderSheetText', () => {
  const text = renderSheetText(testBattleSheet());
  const lines = text.split('\n');

  it('starts with the header: battleplan, points limit, rounds played', () => {
    expect(lines[0]).toBe('SKIRMISH: SCORING SHEET');
    expect(text).toMatch(/│ Points limit\s+│ 1000\s+│/);
    expect(text).toMatch(/│ Battle rounds\s+│ 2 of 2\s+│/);
  });

  it('has a table per player with each round’s tactic, completion, objectives and VP', () => {
    expect(text).toContain('Attacker: Ann (Stormcast Eternals)');
    expect(text).toContain('Defender: Bob (Orruk Warclans)');
    expect(text).toMatch(/│\s+1 │ Slay the Foe\s+│ yes\s+│ 2 \(west, centre\)\s+│\s+4 │/);
    expect(text).toMatch(/│\s+2 │ Hold Fast\s+│ no\s+│ 2 \(west, centre\)\s+│\s+2 │/);
    expect(text).toMatch(/│\s+1 │ Hold Fast\s+│ yes\s+│ 1 \(east\)\s+│\s+3 │/);
  });

  it('ends with the totals and the result', () => {
    expect(text).toMatch(/│ Total VP\s+│ 9\s+│ 4\s+│/);
    expect(text).toContain('Result: Major victory: Ann');
    expect(text).toContain('Why: Ann has more victory points (9 to 4)');
  });

  it('has no colour codes, so it reads the same in a pipe', () => {
    expect(text).not.toContain('\u001b[');
  });

  it('shows a dash for a round not yet played and “in progress” before the end', () => {
    const state = createEngine(testPack).replayOrThrow(testBattleEvents().slice(0, 10));
    const t = renderSheetText(selectScoringSheet(state, testPack));
    expect(t).toContain('Result: Battle in progress');
    expect(t).not.toContain('Why:');
    expect(t).toMatch(/│\s+2 │ –\s+│ –\s+│ –\s+│\s+0 │/);
  });
});
