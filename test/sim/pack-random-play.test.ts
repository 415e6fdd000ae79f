import { describe, expect, it } from 'vitest';
import { galletRandomOptions, randomBattle } from 'battlepack-engine/sim';
import { BLIGHTED_WILDS_SAMPLE_TERRAIN, blightedWildsEngine, blightedWildsRandomExtras } from 'battlepack-engine/blighted-wilds';
import { gallet, galletEngine } from 'battlepack-engine/gallet';
import { engine3 } from '../support/core-fixtures.js';

// A pack carries its random play (`pack.random`), or the simulator ships it (Gallet's, so that battlepack-engine/gallet
// carries no simulator code): randomBattle(engine, { seed }) picks it up; options win over it.

describe('randomBattle with the pack\'s own random play', () => {
  it('plays a Gallet battle from a seed alone (as docs/getting-started-simulator.md shows)', () => {
    const b = randomBattle(galletEngine, { seed: 3 });
    expect(b.state.clock.stage).toBe('ended');
    expect(galletEngine.replay(b.events).ok).toBe(true);
  });

  it('is the same battle as with the Gallet options spelt out, which battlepack-engine/sim ships, not the pack', () => {
    expect(gallet.random).toBeUndefined();
    for (const seed of [1, 2, 3]) expect(randomBattle(galletEngine, { seed }).events).toEqual(randomBattle(galletEngine, { ...galletRandomOptions, seed }).events);
  });

  it('plays the Blighted Wilds events and terrain by default', () => {
    const b = randomBattle(blightedWildsEngine, { seed: 5 });
    expect(b.events.some((e) => e.type === 'ContaminationPicked')).toBe(true);
    expect(b.events).toEqual(randomBattle(blightedWildsEngine, { seed: 5, extras: blightedWildsRandomExtras, terrain: BLIGHTED_WILDS_SAMPLE_TERRAIN }).events);
  });

  it('gives way to an option: other terrain replaces the pack\'s', () => {
    const b = randomBattle(blightedWildsEngine, { seed: 5, terrain: [{ id: 'lone-tree', placement: 'neutral' }] });
    const setUp = b.events.find((e) => e.type === 'BattleSetUp');
    expect(setUp?.type === 'BattleSetUp' ? setUp.data.terrain?.map((t) => t.id) : undefined).toEqual(['lone-tree']);
  });

  it('a pack without random play is played with the generator\'s defaults', () => {
    expect(engine3.pack.random).toBeUndefined();
    expect(randomBattle(engine3, { seed: 1 }).state.clock.stage).toBe('ended');
  });
});
