import { describe, expect, it } from 'vitest';
import { BATTLEPLAN_TABLES } from '../../../src/battlepack/gallet/before-battle.js';
import { GALLETIAN_VETERANS, gallet, galletEngine } from '../../../src/battlepack/gallet/index.js';
import type { RuleInfo } from '../../../src/index.js';
import { galletReference, galletRule } from 'battlepack-engine/gallet/reference';
import { ANN, BOB, general, given, unit } from './support.js';

const ruleInfos = (): RuleInfo[] => [...Object.values(gallet.battleplans), ...Object.values(gallet.battleTactics), ...Object.values(gallet.grandStrategies)];
/** The rules only the reference names: the pack's other rules and the battleplans' special rules. */
const referenceOnly = () => [...galletReference.filter((r) => r.kind === 'rule'), ...galletReference.flatMap((r) => r.specialRules)];

describe('the Gallet pack', () => {
  it('has the fixed identity and settings', () => {
    expect([gallet.id, gallet.version, gallet.edition]).toEqual(['gallet-2022-s1', '1.2.0', 3]);
    expect(gallet.pointsLimits).toEqual([1000, 2000]);
    expect(gallet.length).toEqual({ kind: 'fixed', rounds: 5 });
    expect([gallet.roundOnePriority, gallet.battleTacticVp, gallet.grandStrategyVp]).toEqual(['deployment-first', 2, 3]);
    expect(GALLETIAN_VETERANS).toBe('GALLETIAN VETERANS');
    expect(galletEngine.pack).toBe(gallet);
  });

  it('has the 12 battleplans, 8 battle tactics and 6 grand strategies under their ids', () => {
    expect(Object.keys(gallet.battleplans)).toEqual([
      'the-prize-of-gallet',
      'the-realmstone-cache',
      'battlelines-drawn',
      'the-lurkers-below',
      'in-the-presence-of-idols',
      'the-nidus-paths',
      'the-mighty-and-the-cunning',
      'head-on-collision',
      'wont-back-down',
      'the-silksteel-nests',
      'close-to-the-chest',
      'turf-war',
    ]);
    expect(Object.keys(gallet.battleTactics)).toEqual(['gaining-momentum', 'an-eye-for-an-eye', 'desecrate-their-lands', 'this-ones-mine', 'head-to-head', 'outmuscle', 'against-the-odds', 'barge-through-enemy-lines']);
    expect(Object.keys(gallet.grandStrategies)).toEqual(['no-place-for-the-weak', 'tame-the-land', 'defend-whats-ours', 'take-whats-theirs', 'demonstration-of-strength', 'show-of-dominance']);
  });

  it('places every battleplan in its table and roll, as the determination helper does', () => {
    for (const plan of Object.values(gallet.battleplans)) {
      const table = BATTLEPLAN_TABLES[plan.table as 1 | 2];
      expect(table[plan.roll as 1 | 2 | 3 | 4 | 5 | 6]).toBe(plan.id);
    }
  });

  it('gives every rule its reference text in battlepack-engine/gallet/reference, with unique ids per kind', () => {
    for (const r of ruleInfos()) {
      expect(r.id).toMatch(/^[a-z0-9-]+$/);
      expect(r.name.length).toBeGreaterThan(2);
      const text = galletRule(r.id);
      expect(text?.name, r.id).toBe(r.name);
      expect(text?.summary.length, r.id).toBeGreaterThan(15);
      expect(text?.timing.length, r.id).toBeGreaterThan(2);
      expect(text?.source.section.length, r.id).toBeGreaterThan(2);
    }
    for (const r of referenceOnly()) {
      expect(r.id).toMatch(/^[a-z0-9-]+$/);
      expect(r.name.length, r.id).toBeGreaterThan(2);
      expect(r.name, r.id).not.toBe(r.id);
      expect(r.summary.length, r.id).toBeGreaterThan(15);
      expect(r.timing.length, r.id).toBeGreaterThan(2);
      expect(r.source.section.length, r.id).toBeGreaterThan(2);
    }
    const specials = galletReference.flatMap((p) => p.specialRules.map((s) => s.id));
    expect(specials.length).toBeGreaterThan(12);
    expect(new Set(specials).size).toBe(specials.length);
    const rules = galletReference.filter((r) => r.kind === 'rule').map((r) => r.id);
    expect(new Set(rules).size).toBe(rules.length);
  });

  it('keeps the rules text out of the runtime pack (it lives in battlepack-engine/gallet/reference)', () => {
    for (const r of ruleInfos()) {
      expect(r.summary, r.id).toBeUndefined();
      expect(r.timing, r.id).toBeUndefined();
      expect(r.source, r.id).toBeUndefined();
      expect(r.rulings, r.id).toBeUndefined();
      expect(r.notModelled, r.id).toBeUndefined();
    }
    for (const t of [...Object.values(gallet.battleTactics), ...Object.values(gallet.grandStrategies)]) expect(t.scoring, t.id).toBeUndefined();
  });

  it('marks each layout with its confidence (in the reference); unknown layouts ship no objectives', () => {
    for (const plan of Object.values(gallet.battleplans)) {
      const confidence = galletRule(plan.id)?.details.find(([label]) => label === 'Layout confidence')?.[1];
      expect(['high', 'medium', 'low', 'unknown'], plan.id).toContain(confidence);
      if (confidence === 'unknown') expect(plan.objectives).toEqual([]);
      else expect(plan.objectives.length).toBeGreaterThan(0);
    }
  });

  it('accepts a set-up that overrides a layout', () => {
    const r = galletEngine.apply(galletEngine.initialState(), {
      type: 'BattleSetUp',
      data: {
        battlepack: { id: 'gallet-2022-s1', version: '1.0.0' },
        battleplan: 'head-on-collision',
        pointsLimit: 1000,
        players: [{ id: 'ann', role: 'attacker' }, { id: 'bob', role: 'defender' }],
        objectives: [{ id: 'x', placement: 'centre', position: { x: 22, y: 15 } }],
      },
    });
    expect(r.ok && Object.keys(r.state.board.objectives)).toEqual(['x']);
  });

  it('refuses points limits other than 1000 and 2000', () => {
    const v = galletEngine.check(galletEngine.initialState(), {
      type: 'BattleSetUp',
      data: { battlepack: { id: 'gallet-2022-s1', version: '1.0.0' }, battleplan: 'turf-war', pointsLimit: 1500, players: [{ id: 'ann', role: 'attacker' }, { id: 'bob', role: 'defender' }] },
    });
    expect(v.map((x) => x.code)).toEqual(['setup/invalid-points-limit']);
  });
});

describe('the Gallet pack on every engine path', () => {
  it('folds the same state on the public path, in a replay and on the trusted fast path, and stays plain JSON', () => {
    const b = given('the-silksteel-nests', { grand: { ann: 'show-of-dominance' } })
      .units([general('wiz', ANN, { keywords: ['WIZARD'] }), unit('a1', ANN), unit('a2', ANN), general('bg', BOB), unit('b1', BOB, { models: 5 })])
      .deploy(ANN)
      .nextRound(ANN, { after: [{ type: 'ProvingGroundPicked', data: { player: BOB, objective: 'attacker-nest' } }] })
      .turn(ANN)
      .hero()
      .pick('gaining-momentum', { kind: 'unit', id: 'b1' })
      .do({ type: 'GazeOfGhurCast', data: { caster: 'wiz', target: 'b1' } })
      .contest([['a1', 'defender-nest', 10], ['b1', 'defender-nest', 5]])
      .endTurn()
      .turn(BOB)
      .endTurn()
      .nextRound(ANN)
      .turn(ANN)
      .do({ type: 'ObjectivePillaged', data: { player: ANN, objective: 'defender-nest', unit: 'a1', horrors: [{ unit: 'b1', roll: [6, 5], bravery: 6, mortalWounds: 3, slain: 5 }] } })
      .endTurn()
      .toEnd();
    // the scenario engine: Gallet with the battle-tactic requirement off, as b was played
    const replayed = b.engine.replayOrThrow(b.events);
    const trusted = b.engine.trusted.replay(b.events);
    expect(JSON.parse(JSON.stringify(replayed))).toEqual(JSON.parse(JSON.stringify(b.state)));
    expect(JSON.parse(JSON.stringify(trusted))).toEqual(JSON.parse(JSON.stringify(b.state)));
    expect(b.state.units['b1']?.status).toBe('destroyed');
    expect(b.state.clock.stage).toBe('ended');
  });
});
