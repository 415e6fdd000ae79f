/**
 * The die-level rules of the attack sequence, shared by the exact maths and the seeded roller: which faces of a D6
 * succeed, trigger or are re-rolled. `u` is always the unmodified roll (1 to 6).
 * @module
 */
import type { Edition } from '../../core/state/state.js';
import type { CheckedAttack, CheckedTarget, CheckedTrigger, Reroll } from './profile.js';

/** Whether a hit roll of `u` hits: unmodified 1 fails; in 4th edition an unmodified 6 is a critical hit and hits. */
export function hitSucceeds(edition: Edition, a: CheckedAttack, u: number): boolean {
  // core 4e Hit Roll, FACTS §9 3e; ruling sim/crit-always-hits
  if (u === 1) return false;
  if (edition === 4 && u === 6) return true;
  return u + a.hitMod >= a.hit;
}

/** Whether a wound roll of `u` wounds: unmodified 1 fails (core 4e Wound Roll, FACTS §9 3e). */
export function woundSucceeds(a: CheckedAttack, u: number): boolean {
  return u !== 1 && u + a.woundMod >= a.wound;
}

/**
 * Whether a save roll of `u` saves: the roll minus Rend plus the capped modifier reaches the Save, unmodified 1 fails
 * (FACTS §9); an ethereal target ignores Rend and modifiers. No save: never.
 */
export function saveSucceeds(a: CheckedAttack, t: CheckedTarget, u: number): boolean {
  if (t.save === null || u === 1) return false;
  return t.ethereal ? u >= t.save : u - a.rend + t.saveMod >= t.save;
}

/** Whether a successful roll of `u` fires a 3rd-edition trigger (ruling sim/triggers: only a roll that succeeds). */
export function triggers(trigger: CheckedTrigger | null, u: number, mod: number): boolean {
  if (trigger === null) return false;
  return (trigger.modified ? u + mod : u) >= trigger.on;
}

/** Whether a first roll of `u` is re-rolled (once, before modifiers; ruling sim/rerolls). */
export function rerolled(policy: Reroll, fails: boolean, u: number): boolean {
  switch (policy) {
    case 'none':
      return false;
    case 'ones':
      return u === 1;
    case 'failed':
    case 'all':
      return fails;
  }
}

/** The chances of each final face (index `u - 1`) of a D6 rolled under a re-roll policy. */
export function faceChances(policy: Reroll, fails: (u: number) => boolean): number[] {
  const redo = [1, 2, 3, 4, 5, 6].map((u) => rerolled(policy, fails(u), u));
  const again = redo.filter(Boolean).length / 36;
  return redo.map((r) => (r ? 0 : 1 / 6) + again);
}
