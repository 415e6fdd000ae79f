/**
 * A second naive reading of the attack sequence for the combat abilities (re-rolls, ethereal saves, a leader's extra
 * attacks, 3rd-edition triggers on 6s, 4th-edition crits, dice with mixed sums and negative constants), written apart
 * from the library: every die is rolled through `roll`, so `enumeratePaths` lists every face of every die.
 */
import type { Rng } from 'battlepack-engine/sim';
import type { AttackProfile, CombatTarget, HitTrigger, Reroll, WoundTrigger } from '../../../src/sim.js';

type Roll = (sides: number) => number;

/** Rolls a dice text the naive way: `N`, `D3`, `2D6`, `D6-1`, `2D6+D3`, `3+D6` (a total below 0 counts as 0). */
export function naiveDice(v: number | string, roll: Roll, bonus = 0): number {
  if (typeof v === 'number') return v + bonus;
  let total = bonus;
  // split into signed terms: "2D6+D3-1" → ["2D6", "+D3", "-1"]
  for (const term of v.replace(/\s+/g, '').match(/[+-]?[^+-]+/g) ?? []) {
    const sign = term.startsWith('-') ? -1 : 1;
    const body = term.replace(/^[+-]/, '');
    const m = /^(\d*)D([36])$/i.exec(body);
    if (m === null) total += sign * Number(body);
    else for (let i = 0; i < (m[1] === '' ? 1 : Number(m[1])); i++) total += roll(Number(m[2]));
  }
  return Math.max(0, total);
}

/** The attack sequence, die by die, for one weapon profile and a target; returns the damage pool after the ward. */
export function bruteForce(a: AttackProfile, t: CombatTarget, edition: 3 | 4): (roll: Roll) => number {
  const clamp = (x: number): number => Math.max(-1, Math.min(1, x));
  const hm = clamp(a.hitModifier ?? 0);
  const wm = clamp(a.woundModifier ?? 0);
  // FACTS §9: positive save modifiers count as +1 at most, negative ones in full
  const sm = Math.min(1, t.saveModifier ?? 0);
  const rend = a.rend ?? 0;
  const save = t.save ?? null;
  const dice = (v: unknown, roll: Roll, bonus = 0): number => naiveDice(v as number | string, roll, bonus);
  // a D6 with its re-roll: the first roll is re-rolled once when the policy says so
  const d6 = (roll: Roll, policy: Reroll | undefined, fails: (u: number) => boolean): number => {
    const first = roll(6);
    const again = policy === 'ones' ? first === 1 : policy === 'failed' || policy === 'all' ? fails(first) : false;
    return again ? roll(6) : first;
  };
  const fires = (tr: HitTrigger | WoundTrigger | undefined, u: number, mod: number): boolean => tr !== undefined && (tr.modified === true ? u + mod : u) >= (tr.on ?? 6);
  return (roll) => {
    let pool = 0;
    const saved = (u: number): boolean => save !== null && u !== 1 && (t.ethereal === true ? u >= save : u - rend + sm >= save);
    const throughSave = (): void => {
      if (save !== null && saved(d6(roll, t.rerollSave, (u) => !saved(u)))) return;
      pool += dice(a.damage, roll);
    };
    const wounds = (u: number): boolean => u !== 1 && u + wm >= a.wound;
    const woundRoll = (): void => {
      const u = d6(roll, a.rerollWound, (x) => !wounds(x));
      if (!wounds(u)) return;
      if (edition === 3 && fires(a.onWound, u, wm)) {
        pool += dice(a.onWound?.mortal, roll);
        if (a.onWound?.instead === true) return;
      }
      throughSave();
    };
    const hits = (u: number): boolean => u !== 1 && ((edition === 4 && u === 6) || u + hm >= a.hit);
    for (let m = 0; m < a.models; m++) {
      const n = dice(a.attacks, roll, m === 0 ? (a.leaderAttacks ?? 0) : 0);
      for (let i = 0; i < n; i++) {
        const u = d6(roll, a.rerollHit, (x) => !hits(x));
        if (!hits(u)) continue;
        if (edition === 4 && u === 6 && (a.crit ?? 'none') !== 'none') {
          if (a.crit === '2-hits') {
            woundRoll();
            woundRoll();
          } else if (a.crit === 'auto-wound') throughSave();
          else pool += dice(a.damage, roll);
        } else if (edition === 3 && fires(a.onHit, u, hm)) {
          const tr = a.onHit as HitTrigger;
          if (tr.mortal !== undefined) pool += dice(tr.mortal, roll);
          if (tr.instead === true) continue;
          const extra = tr.extraHits === undefined ? 0 : dice(tr.extraHits, roll);
          for (let k = 0; k <= extra; k++) woundRoll();
        } else woundRoll();
      }
    }
    // a ward roll for each point of the pool, mortal damage included
    let kept = 0;
    for (let i = 0; i < pool; i++) if (t.ward === null || t.ward === undefined || roll(6) < t.ward) kept++;
    return kept;
  };
}

/** A generator whose d6 and d3 are scripted by `roll` (to enumerate every path of the library's own roller). */
export function scriptedRng(base: Rng, roll: Roll): Rng {
  return { ...base, d6: () => roll(6), d3: () => roll(3) };
}
