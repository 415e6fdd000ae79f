import { selectDestroyed } from 'battlepack-engine';
import { describe, expect, it } from 'vitest';
import { damageOn } from '../../../src/battlepack/blighted-wilds/index.js';
import { createRng, type Rng, combatTargetOf, rollAttack, type AttackProfile } from '../../../src/sim.js';
import { ANN, BOB, engine as galletEngine, inTurn } from '../../battlepack/gallet/support.js';
import { deployed, engine as bwEngine, play, round } from '../../battlepack/blighted-wilds/support.js';

// rollAttack ends with the core events ModelsSlain / UnitDestroyed (ruling sim/slain-events); an engine accepts them
// in a battle where the target unit exists with the models the target was given.

/** Rolls with successive seeds until `want` holds; returns the roll. */
function rollUntil(attack: AttackProfile, target: Parameters<typeof combatTargetOf>[0], defence: { save: number | null; damageTaken?: number }, edition: 3 | 4, unit: string, by: { unit?: string; player?: string }, want: (slain: number, destroyed: boolean) => boolean) {
  const rng: Rng = createRng(99);
  for (let i = 0; i < 1000; i++) {
    const r = rollAttack(attack, combatTargetOf(target, defence), { edition, rng, unit, by });
    if (!r.ok) throw new Error(r.violations.map((v) => v.message).join('; '));
    if (want(r.slain, r.destroyed)) return r;
  }
  throw new Error('no such roll in 1000 tries');
}

describe('Gallet (3rd edition): the engine accepts the events', () => {
  it('models slain', () => {
    const b = inTurn();
    const target = b.state.units['b1'];
    if (target === undefined) throw new Error('no b1');
    const r = rollUntil({ models: 5, attacks: 2, hit: 4, wound: 4, damage: 1 }, target, { save: 5 }, 3, 'b1', { unit: 'a1', player: ANN }, (s, d) => s > 0 && !d);
    expect(r.events).toEqual([{ type: 'ModelsSlain', data: { unit: 'b1', count: r.slain, by: { unit: 'a1', player: ANN, means: 'attack' } } }]);
    for (const e of r.events) b.do(e);
    expect(b.state.units['b1']?.modelsRemaining).toBe(10 - r.slain);
  });

  it('the unit destroyed', () => {
    const b = inTurn();
    const target = b.state.units['b1'];
    if (target === undefined) throw new Error('no b1');
    const r = rollUntil({ models: 10, attacks: 3, hit: 3, wound: 3, damage: 1 }, target, { save: null }, 3, 'b1', { unit: 'a1' }, (_s, d) => d);
    expect(r.events.map((e) => e.type)).toEqual(['UnitDestroyed']);
    const [event] = r.events;
    if (event === undefined) throw new Error('no event');
    const res = galletEngine.apply(b.state, event);
    expect(res.ok).toBe(true);
    if (res.ok) expect(selectDestroyed(res.state).at(-1)).toMatchObject({ unit: 'b1', byUnit: 'a1', owner: BOB, means: 'attack' });
  });

  it('no event when no model is slain', () => {
    const b = inTurn();
    const target = b.state.units['bg'];
    if (target === undefined) throw new Error('no bg');
    const r = rollUntil({ models: 1, attacks: 1, hit: 4, wound: 4, damage: 1 }, target, { save: 4 }, 3, 'bg', { unit: 'a1' }, (s) => s === 0);
    expect(r.events).toEqual([]);
  });
});

describe('Blighted Wilds (4th edition): the engine accepts the events', () => {
  const inTurnBw = () => play(round(deployed(), 1, 'ann'), { type: 'TurnStarted', data: { player: 'ann' } });

  it('models slain from a multi-Health unit, with its damage taken', () => {
    const s = inTurnBw();
    const target = s.units['bob-blightkings'];
    if (target === undefined) throw new Error('no blightkings');
    const r = rollUntil({ models: 3, attacks: 3, hit: 3, wound: 3, rend: 1, damage: 'D3', crit: 'mortal' }, target, { save: 4, damageTaken: damageOn(s, 'bob-blightkings') }, 4, 'bob-blightkings', { unit: 'ann-hunters' }, (sl, d) => sl > 0 && !d);
    const after = r.events.reduce((x, e) => bwEngine.applyOrThrow(x, e), s);
    expect(after.units['bob-blightkings']?.modelsRemaining).toBe(5 - r.slain);
    expect(r.after.models).toBe(5 - r.slain);
  });

  it('the unit destroyed', () => {
    const s = inTurnBw();
    const target = s.units['bob-lord'];
    if (target === undefined) throw new Error('no lord');
    const r = rollUntil({ models: 3, attacks: 4, hit: 3, wound: 3, rend: 2, damage: 'D3', crit: 'auto-wound' }, target, { save: 3 }, 4, 'bob-lord', { unit: 'ann-hunters', player: 'ann' }, (_s, d) => d);
    const after = r.events.reduce((x, e) => bwEngine.applyOrThrow(x, e), s);
    expect(selectDestroyed(after).at(-1)).toMatchObject({ unit: 'bob-lord', byUnit: 'ann-hunters', means: 'attack' });
    expect(after.units['bob-lord']?.status).toBe('destroyed');
  });
});
