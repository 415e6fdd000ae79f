import { describe, expect, expectTypeOf, it } from 'vitest';
import type { EventOf } from 'battlepack-engine';
import type { CoreEvent, CoreEventInput } from 'battlepack-engine/authoring';
import {
  galletEngine,
  type GalletBattleplanId,
  type GalletBattleTacticId,
  type GalletEvent,
  type GalletGrandStrategyId,
  type GalletPackEvent,
} from 'battlepack-engine/gallet';
import { blightedWildsEngine, type BlightedWildsEvent } from 'battlepack-engine/blighted-wilds';
import { ANN, inHeroPhase } from '../battlepack/gallet/support.js';

// Types a user can name: the pack's ids narrow the events an engine accepts, so a misspelt id fails to compile
// (`npm run typecheck` checks the `@ts-expect-error` lines below: each must be an error). The engine still refuses
// the same events at run time.

const setUp = galletEngine.applyOrThrow(galletEngine.initialState(), {
  type: 'BattleSetUp',
  data: {
    battlepack: { id: 'gallet-2022-s1', version: '1.0.0' },
    battleplan: 'head-on-collision',
    pointsLimit: 2000,
    players: [
      { id: 'ann', role: 'attacker', grandStrategy: 'tame-the-land' },
      { id: 'bob', role: 'defender' },
    ],
  },
});

describe('Gallet ids in the event types', () => {
  it('name the pack\'s battleplans, battle tactics and grand strategies', () => {
    expectTypeOf<GalletBattleplanId>().toEqualTypeOf<keyof typeof galletEngine.pack.battleplans>();
    expectTypeOf<'head-on-collision'>().toExtend<GalletBattleplanId>();
    expectTypeOf<'gaining-momentum'>().toExtend<GalletBattleTacticId>();
    expectTypeOf<'tame-the-land'>().toExtend<GalletGrandStrategyId>();
    expectTypeOf<GalletEvent>().toEqualTypeOf<EventOf<typeof galletEngine>>();
    expectTypeOf<GalletPackEvent>().toExtend<GalletEvent>();
    expectTypeOf<BlightedWildsEvent>().toEqualTypeOf<EventOf<typeof blightedWildsEngine>>();
    // a caller writes CoreEventInput (defaults optional); the engine holds CoreEvent (defaults filled in)
    expectTypeOf<{ type: 'UnitRemoved'; data: { unit: string } }>().toExtend<CoreEventInput>();
    expectTypeOf<{ type: 'UnitRemoved'; data: { unit: string } }>().not.toExtend<CoreEvent>();
  });

  it('a misspelt battleplan fails to compile, and is refused at run time', () => {
    const r = galletEngine.apply(galletEngine.initialState(), {
      type: 'BattleSetUp',
      data: {
        battlepack: { id: 'gallet-2022-s1', version: '1.0.0' },
        // @ts-expect-error 'head-on-colision' is not a Gallet battleplan
        battleplan: 'head-on-colision',
        pointsLimit: 2000,
        players: [
          { id: 'ann', role: 'attacker' },
          { id: 'bob', role: 'defender' },
        ],
      },
    });
    expect(r.ok ? null : r.violations[0]?.code).toBe('setup/unknown-battleplan');
  });

  it('a misspelt grand strategy fails to compile', () => {
    const players = [
      // @ts-expect-error 'tame-the-lands' is not a Gallet grand strategy
      { id: 'ann', role: 'attacker', grandStrategy: 'tame-the-lands' },
      { id: 'bob', role: 'defender' },
    ] satisfies Extract<GalletEvent, { type: 'BattleSetUp' }>['data']['players'];
    expect(players).toHaveLength(2);
  });

  it('a misspelt battle tactic fails to compile, and is refused at run time', () => {
    const hero = inHeroPhase().state;
    // @ts-expect-error 'gaining-momentumm' is not a Gallet battle tactic
    const check = galletEngine.check(hero, { type: 'BattleTacticPicked', data: { player: ANN, tactic: 'gaining-momentumm' } });
    expect(check.map((v) => v.code)).toEqual(['battle-tactic/unknown']);
    // the right spelling compiles and is accepted
    expect(galletEngine.check(hero, { type: 'BattleTacticPicked', data: { player: ANN, tactic: 'gaining-momentum', target: { kind: 'unit', id: 'b1' } } })).toEqual([]);
  });

  it('availability names tactics with the pack\'s ids, ready to send back', () => {
    const hero = inHeroPhase().state;
    const tactics = galletEngine.available(hero).battleTactics[ANN] ?? [];
    expectTypeOf(tactics.map((t) => t.id)).toEqualTypeOf<GalletBattleTacticId[]>();
    const first = tactics[0];
    expect(first).toBeDefined();
    if (first !== undefined)
      expect(galletEngine.check(hero, { type: 'BattleTacticPicked', data: { player: ANN, tactic: first.id, ...(first.targets?.[0] !== undefined ? { target: first.targets[0] } : {}) } })).toEqual([]);
  });

  it('Blighted Wilds takes battleplans at run time, so its battleplan ids stay strings', () => {
    expectTypeOf<Extract<BlightedWildsEvent, { type: 'BattleSetUp' }>['data']['battleplan']>().toEqualTypeOf<string>();
  });
});

describe('a violation on a known event type', () => {
  it('speaks only of that event\'s own fields', () => {
    const r = galletEngine.check(setUp, { type: 'ProvingGroundPicked', data: { objective: 7 } } as never);
    expect(r.map((v) => v.path?.join('.')).sort()).toEqual(['data.objective', 'data.player']);
    expect(r.every((v) => v.code === 'schema/invalid')).toBe(true);
    expect(r.map((v) => v.message).join(' ')).not.toMatch(/Invalid "type"|discriminator/);
  });

  it('names what was wrong, where and what is allowed', () => {
    const [v] = galletEngine.check(setUp, { type: 'PhaseStarted', data: { phase: 'heros' } } as never);
    expect(v?.message).toBe('Invalid option: expected one of "hero", "movement", "shooting", "charge", "combat", "battleshock", "end", received "heros" at data.phase.');
  });
});
