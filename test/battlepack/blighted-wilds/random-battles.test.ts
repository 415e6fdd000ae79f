import { selectLedger } from 'battlepack-engine';
import { describe, expect, it } from 'vitest';
import { randomBattle } from '../../../src/sim.js';
import { BLIGHTED_WILDS_SAMPLE_TERRAIN, blightedWildsEngine, blightedWildsRandomExtras } from '../../../src/blighted-wilds.js';
import { summarizeBattle } from '../../../src/blighted-wilds-campaign.js';

describe('random legal Blighted Wilds battles', () => {
  it('play to the end, every event accepted on the public path, using every campaign event', () => {
    const seen = new Set<string>();
    const endings = new Set<string>();
    for (let seed = 1; seed <= 60; seed++) {
      const { events, state } = randomBattle(blightedWildsEngine, { seed, extras: blightedWildsRandomExtras, terrain: BLIGHTED_WILDS_SAMPLE_TERRAIN });
      expect(state.clock.stage).toBe('ended');
      for (const e of events) seen.add(e.type);
      const replayed = blightedWildsEngine.replay(events);
      expect(replayed.ok).toBe(true);
      expect(selectLedger(replayed.state)).toEqual(selectLedger(state));
      endings.add(summarizeBattle(replayed.state).ending);
    }
    for (const t of ['GeneralRanksRecorded', 'RestingUnitChosen', 'ContaminationPicked', 'ContaminationRolled', 'BlightedWatersResolved', 'PurifyTheLandUsed', 'BoonOfVitalityUsed', 'StrategicMasteryUsed'])
      expect(seen, t).toContain(t);
    expect(endings).toContain('length-roll');
    expect(endings).toContain('withdrawal');
  });

  it('without the extras the battle cannot start: contamination set-up is required', () => {
    expect(() => randomBattle(blightedWildsEngine, { seed: 1, terrain: BLIGHTED_WILDS_SAMPLE_TERRAIN, extras: () => [] })).toThrow(/ranks-not-recorded|contamination/);
  });
});
