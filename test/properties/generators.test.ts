/**
 * The generators behind the properties: deterministic for a seed, legal on the safe path, covering every battleplan
 * and the kinds of event the issue lists; and illegal mutations of every kind are drawn.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng, randomBattle } from '../../src/sim.js';
import { eventTypeOf } from '../../src/authoring.js';
import { MUTATION_KINDS, PACKS, arbIllegalMutation, generatorOptionsOf, legalBattle, type PackEntry } from '../arbitraries/index.js';

const BATTLES = 150;

function battlesOf(entry: PackEntry, count: number) {
  const { extras, ...options } = generatorOptionsOf(entry);
  return Array.from({ length: count }, (_, seed) => legalBattle(entry.engine, seed, entry.battleplans[seed % entry.battleplans.length] ?? '', extras, options));
}

describe('randomBattle', () => {
  for (const entry of PACKS) {
    describe(entry.name, () => {
      const battles = battlesOf(entry, BATTLES);

      it('gives the same battle for the same seed, and another for another seed', () => {
        const options = { battleplan: entry.battleplans[0] ?? '', ...generatorOptionsOf(entry) };
        const a = randomBattle(entry.engine, { seed: 42, ...options });
        const b = randomBattle(entry.engine, { seed: 42, ...options });
        const c = randomBattle(entry.engine, { seed: 43, ...options });
        expect(b.events).toEqual(a.events);
        expect(c.events).not.toEqual(a.events);
        // a generator from createRng is consumed the same way as its seed
        expect(randomBattle(entry.engine, { ...options, seed: createRng(42) }).events).toEqual(a.events);
      });

      it('plays every battleplan to the end, and the safe path accepts every event', () => {
        for (const plan of entry.battleplans) expect(battles.some((b) => b.battleplan === plan)).toBe(true);
        for (const b of battles.slice(0, 30)) {
          expect(b.state.clock.stage).toBe('ended');
          const r = entry.engine.replay(b.events);
          expect(r.ok, r.ok ? '' : JSON.stringify(r.violations[0])).toBe(true);
        }
      });

      it('covers the events a battle is made of', () => {
        const seen = new Set(battles.flatMap((b) => b.events.map((e) => e.type)));
        const pack = entry.engine.pack;
        const expected = [
          'BattleSetUp',
          'UnitsAdded',
          'DeploymentFinished',
          'PriorityDetermined',
          'TurnStarted',
          'PhaseStarted',
          'ObjectiveContestReported',
          'ZonesReported',
          'ModelsSlain',
          'UnitDestroyed',
          'UnitArrived',
          'CommandPointsSpent',
          'ObjectiveControlSet',
          'TurnEnded',
          ...(Object.keys(pack.battleTactics).length > 0 ? ['BattleTacticPicked', 'BattleTacticCompleted', 'BattleTacticFailed'] : []),
          ...(pack.options.seizeInitiative ? ['InitiativeSeized'] : []),
          ...(pack.options.withdrawal !== undefined ? ['PlayerWithdrew'] : []),
          ...(pack.length.kind === 'variable' ? ['DiceRolled'] : []),
          // DamageAllocated (Blighted Wilds' one damage pool, core 14.5) records attack damage in points; random battles
          // record casualties as whole models (ModelsSlain), so they never need it: its own tests play it
          ...pack.events.map((e) => eventTypeOf(e.schema)).filter((t) => t !== 'DamageAllocated'),
        ];
        expect(expected.filter((t) => !seen.has(t)), 'event types never generated').toEqual([]);
        // rosters: 2–8 units a player, some Battleline units with Wounds 4 or less and no mount
        for (const b of battles.slice(0, 30)) {
          for (const p of b.state.setup.playerOrder) {
            const roster = Object.values(b.state.units).filter((u) => u.def.owner === p && u.def.origin === 'roster');
            expect(roster.length).toBeGreaterThanOrEqual(2);
            expect(roster.length).toBeLessThanOrEqual(8);
          }
        }
        const units = battles.flatMap((b) => Object.values(b.state.units));
        expect(units.some((u) => u.def.roles.includes('battleline') && u.def.wounds <= 4 && !u.def.mounted)).toBe(true);
        expect(units.some((u) => u.def.tags.length > 0)).toBe(true);
      });
    });
  }
});

describe('arbIllegalMutation', () => {
  it('draws every kind of mutation, and tells the certain ones', () => {
    const entry = PACKS[0] as PackEntry;
    const battle = battlesOf(entry, 1)[0];
    if (battle === undefined) throw new Error('no battle');
    const drawn = fc.sample(arbIllegalMutation(battle.events), { numRuns: 400, seed: 1 });
    expect(new Set(drawn.map((m) => m.kind))).toEqual(new Set(MUTATION_KINDS));
    for (const m of drawn) {
      // only a swap of two equal events can leave the log as it was
      if (m.kind !== 'reordered') expect(m.events).not.toEqual(battle.events);
      expect(m.index).toBeGreaterThanOrEqual(0);
      expect(m.events.slice(0, m.index)).toEqual(battle.events.slice(0, m.index));
    }
    expect(drawn.some((m) => m.certainlyIllegal)).toBe(true);
    expect(drawn.some((m) => !m.certainlyIllegal)).toBe(true);
  });
});
