import { describe, expect, it } from 'vitest';
import { randomBattle, type BattleSetUpData, createRng } from '../../../src/sim.js';
import { gallet, galletEngine, galletRandomExtras, galletRandomOptions, galletRandomSetUp, type GalletBattleplanId } from '../../../src/battlepack/gallet/index.js';
import { LAYOUT_AT_SET_UP } from '../../../src/battlepack/gallet/random.js';

const PLANS = Object.keys(gallet.battleplans) as GalletBattleplanId[];
const SEEDS = [1, 2, 3, 4, 5, 6];
const BASE: BattleSetUpData = { battlepack: { id: gallet.id, version: gallet.version }, battleplan: 'turf-war', pointsLimit: 2000, players: [{ id: 'p1', role: 'attacker' }, { id: 'p2', role: 'defender' }] };

describe('random Gallet battles (galletRandomOptions)', () => {
  it.each(PLANS)('%s: every seed plays a legal battle to its end, and the log replays to the same score', (battleplan) => {
    for (const seed of SEEDS) {
      const b = randomBattle(galletEngine, { ...galletRandomOptions, seed, battleplan });
      expect(b.battleplan).toBe(battleplan);
      expect(b.state.clock.stage).toBe('ended');
      expect(b.state.clock.result).not.toBeNull();
      const r = galletEngine.replay(b.events);
      expect(r.ok, r.ok ? '' : JSON.stringify(r.violations)).toBe(true);
      expect(Object.values(r.state.players).map((p) => p.vp)).toEqual(Object.values(b.state.players).map((p) => p.vp));
    }
  });

  it('without the pack extras (options that replace the pack\'s own), the choices still come from the pack (decisions); a battleplan without a known layout still needs its set-up', () => {
    const prize = randomBattle(galletEngine, { seed: 1, battleplan: 'the-prize-of-gallet', extras: () => [], chances: { endEarly: 0, withdraw: 0 } });
    expect(prize.state.clock.stage).toBe('ended');
    expect(prize.events.some((e) => e.type === 'ObjectiveActivated')).toBe(true);
    expect(() => randomBattle(galletEngine, { seed: 1, battleplan: 'in-the-presence-of-idols', extras: () => [], setUp: (d) => d })).toThrow(/objectives/);
  });

  it('sends each battleplan’s own events: idols, activations, the realmstone detonation, alpha objectives', () => {
    const types = (battleplan: GalletBattleplanId): Set<string> =>
      new Set(SEEDS.flatMap((seed) => randomBattle(galletEngine, { ...galletRandomOptions, seed, battleplan, chances: { endEarly: 0, withdraw: 0 } }).events.map((e) => e.type)));
    expect(types('in-the-presence-of-idols').has('IdolsChosen')).toBe(true);
    expect(types('the-prize-of-gallet').has('ObjectiveActivated')).toBe(true);
    expect(types('close-to-the-chest').has('AlphaObjectiveNamed')).toBe(true);
    expect(types('the-realmstone-cache').has('RealmstoneFragmentsPlaced')).toBe(true);
    expect(types('head-on-collision').has('IdolsChosen')).toBe(false);
    expect(types('head-on-collision').has('ObjectiveActivated')).toBe(false);
  });

  it('is deterministic: the same seed gives the same events', () => {
    const a = randomBattle(galletEngine, { ...galletRandomOptions, seed: 42, battleplan: 'the-silksteel-nests' });
    const b = randomBattle(galletEngine, { ...galletRandomOptions, seed: 42, battleplan: 'the-silksteel-nests' });
    expect(b.events).toEqual(a.events);
    const c = randomBattle(galletEngine, { ...galletRandomOptions, seed: 43, battleplan: 'the-silksteel-nests' });
    expect(c.events).not.toEqual(a.events);
  });

  it('galletRandomSetUp gives objectives only to the battleplans whose layout is not known, with owners in Close to the Chest', () => {
    const base = (battleplan: string): BattleSetUpData => ({
      battlepack: { id: gallet.id, version: gallet.version },
      battleplan,
      pointsLimit: 2000,
      players: [
        { id: 'p1', role: 'attacker' },
        { id: 'p2', role: 'defender' },
      ],
    });
    const known = PLANS.find((id) => (gallet.battleplans[id as keyof typeof gallet.battleplans]?.objectives.length ?? 0) > 0) ?? '';
    expect(galletRandomSetUp(base(known), createRng(1))).toEqual(base(known));
    const chest = galletRandomSetUp(base('close-to-the-chest'), createRng(1));
    expect(chest.objectives?.length).toBeGreaterThanOrEqual(3);
    expect(chest.objectives?.[0]?.placement).toBe('centre');
    for (const o of chest.objectives ?? []) expect(['p1', 'p2', 'attacker', 'defender']).toContain(o.owner);
    const idols = galletRandomSetUp(base('in-the-presence-of-idols'), createRng(1));
    expect(idols.objectives?.length).toBeGreaterThanOrEqual(3);
    for (const o of idols.objectives ?? []) expect(o.owner).toBeUndefined();
  });

  it('knows which battleplans have no objective layout of their own (a list, so the simulator bundles no rules)', () => {
    const unknown = Object.values(gallet.battleplans).filter((p) => p.objectives.length === 0).map((p) => p.id);
    expect(unknown.length).toBeGreaterThan(0);
    expect([...LAYOUT_AT_SET_UP]).toEqual(unknown);
    for (const id of PLANS) expect(galletRandomSetUp({ ...BASE, battleplan: id }, createRng(2)).objectives !== undefined, id).toBe(unknown.includes(id));
  });

  it('galletRandomExtras adds nothing for a battle not yet set up', () => {
    const s = galletEngine.initialState();
    expect(galletRandomExtras(s, createRng(1), 'hero-phase')).toEqual([]);
  });
});
