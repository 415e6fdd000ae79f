// covers: gallet/battle-tactics
import { describe, expect, it } from 'vitest';
import { selectScoringSheet } from '../../../src/index.js';
import { ANN, engine, inHeroPhase } from './support.js';

// ruling gallet/battle-tactic-required: "you must pick 1 battle tactic" is not enforced by refusing the turn
describe('"You must pick 1 battle tactic" (ruling gallet/battle-tactic-required)', () => {
  it('while the pick window is open and the player can pick, the engine offers the tactics', () => {
    const b = inHeroPhase();
    const av = engine.available(b.state);
    expect(av.canPickBattleTactic).toBe(true);
    expect((av.battleTactics[ANN] ?? []).length).toBeGreaterThan(0);
  });

  it('a hero phase and a turn with no pick are recorded as played: no tactic and no VP for it on the sheet', () => {
    const b = inHeroPhase().phase('movement').endTurn();
    expect(b.state.tactics).toEqual([]);
    const line = selectScoringSheet(b.state, engine.pack).players.find((p) => p.id === ANN)?.rounds[0];
    expect(line?.battleTactic).toBeNull();
    expect(b.vp(ANN)).toBe(0);
  });
});
