import { describe, expect, it } from 'vitest';
import { createRng, type Rng } from '../../../src/core/dice.js';
import { galletChoices } from '../../../src/battlepack/gallet/choices.js';
import { gazeAttempted, lacksRallyPoint, ralliedThisPhase } from '../../../src/battlepack/gallet/readings.js';
import { hasKeyword } from '../../../src/core/rules/rules-of.js';
import { galletEngine } from '../../../src/gallet.js';
import { randomBattle } from '../../../src/sim.js';

/** A generator that counts its draws (every method draws through `next`). */
function counting(): { rng: Rng; draws: () => number } {
  const inner = createRng(7);
  let n = 0;
  const next = (): number => {
    n++;
    return inner.next();
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const rng: Rng = {
    next,
    int,
    d6: () => int(1, 6),
    d3: () => Math.ceil(int(1, 6) / 2),
    d6s: (k) => Array.from({ length: k }, () => int(1, 6)),
    pick: (items) => items[int(0, items.length - 1)] as (typeof items)[number],
    state: () => inner.state(),
  };
  return { rng, draws: () => n };
}

const codes = (state: Parameters<typeof galletEngine.trusted.check>[0], event: Parameters<typeof galletEngine.trusted.check>[1]): string[] => galletEngine.trusted.check(state, event).map((v) => v.code);

describe("the pack's Rally and Gaze of Ghur choices (ralliedThisPhase, lacksRallyPoint, gazeAttempted)", () => {
  it('leave out exactly the picks the checks refuse for those reasons, and draw the same dice, at every hero phase of random battles', () => {
    const seen = { rallied: 0, noPoint: 0, rallyOffered: 0, gazed: 0, gazeOffered: 0 };
    for (const battleplan of ['close-to-the-chest', 'wont-back-down', 'turf-war'] as const)
      for (let seed = 1; seed <= 6; seed++) {
        const b = randomBattle(galletEngine, { seed, battleplan });
        const state = galletEngine.trusted.initialState();
        for (const e of b.events) {
          const turn = state.clock.turn;
          if (state.clock.stage === 'battle' && turn !== null && turn.phase === 'hero') {
            const { rng, draws } = counting();
            const offered = galletChoices(state, rng);
            const field = Object.values(state.units).filter((u) => u.status === 'battlefield');
            // the dice: one per slain model of each unit that could rally (at the start of the phase), then the casting roll
            const slain = turn.tacticWindow ? field.reduce((n, u) => n + Math.max(0, u.def.models - u.modelsRemaining), 0) : 0;
            expect(draws()).toBe(slain + 2);
            for (const u of field) {
              const lost = u.def.models - u.modelsRemaining;
              if (lost <= 0) continue;
              const owner = u.def.owner;
              const got = codes(state, { type: 'UnitRallied', data: { unit: u.def.id, rolls: Array.from({ length: lost }, () => 1) } });
              expect(got.includes('gallet/command-once-per-phase')).toBe(ralliedThisPhase(state, owner));
              expect(got.includes('command-points/insufficient')).toBe(lacksRallyPoint(state, owner));
              const rallies = offered.filter((c) => c.event.type === 'UnitRallied' && (c.event.data as { unit: string }).unit === u.def.id).length;
              expect(rallies > 0).toBe(turn.tacticWindow && !ralliedThisPhase(state, owner) && !lacksRallyPoint(state, owner));
              if (ralliedThisPhase(state, owner)) seen.rallied++;
              if (lacksRallyPoint(state, owner)) seen.noPoint++;
              if (rallies > 0) seen.rallyOffered++;
            }
            const wizard = field.find((u) => u.def.owner === turn.player && hasKeyword(u, 'WIZARD'));
            const enemy = field.find((u) => u.def.owner !== turn.player);
            if (wizard !== undefined && enemy !== undefined) {
              const got = codes(state, { type: 'GazeOfGhurCast', data: { caster: wizard.def.id, target: enemy.def.id } });
              expect(got.includes('gallet/spell-already-cast')).toBe(gazeAttempted(state, turn.player));
              const gazes = offered.filter((c) => c.event.type === 'GazeOfGhurCast').length;
              expect(gazes > 0).toBe(!gazeAttempted(state, turn.player));
              if (gazeAttempted(state, turn.player)) seen.gazed++;
              else seen.gazeOffered++;
            }
          }
          galletEngine.trusted.apply(state, e);
        }
      }
    // every case met, in numbers
    expect(seen.rallied).toBeGreaterThan(0);
    expect(seen.noPoint).toBeGreaterThan(0);
    expect(seen.rallyOffered).toBeGreaterThan(0);
    expect(seen.gazed).toBeGreaterThan(0);
    expect(seen.gazeOffered).toBeGreaterThan(0);
  });
});
