import type { AttackProfile, CombatTarget } from '../../../src/sim.js';

/** A small attack whose every die the tests list. */
export interface Case {
  readonly name: string;
  readonly edition: 3 | 4;
  readonly attack: AttackProfile;
  readonly target: CombatTarget;
  /** false: too many paths to list the roller's too (its agreement is checked by a chi-square instead). */
  readonly roller?: false;
}

// small on purpose: every face of every die is listed (one or two attacks, small damage, few ward rolls)
export const cases: readonly Case[] = [
  // 3rd-edition core 14.5: mortal wounds skip the wound and save rolls; the ward still applies (a roll per point)
  { name: 'mortal wounds on a 6 to hit, in addition', edition: 3, attack: { models: 1, attacks: 1, hit: 4, wound: 4, rend: 1, damage: 1, onHit: { mortal: 'D3' } }, target: { models: 3, health: 2, save: 4, ward: 5 } },
  { name: 'mortal wounds on a 6 to hit, instead', edition: 3, attack: { models: 1, attacks: 2, hit: 3, wound: 4, damage: 2, onHit: { mortal: 1, instead: true } }, target: { models: 3, health: 2, save: 4 } },
  { name: 'mortal wounds on a 6 to wound, in addition', edition: 3, attack: { models: 1, attacks: 2, hit: 3, wound: 4, damage: 'D3', onWound: { mortal: 1 } }, target: { models: 2, health: 3, save: 3 } },
  { name: 'mortal wounds on a 6 to wound, instead, warded', edition: 3, attack: { models: 1, attacks: 1, hit: 3, wound: 4, rend: 2, damage: 1, onWound: { mortal: 'D3', instead: true } }, target: { models: 2, health: 3, save: 3, ward: 5 } },
  { name: 'exploding hits: +1 hit on a 6', edition: 3, attack: { models: 1, attacks: 1, hit: 4, wound: 3, damage: 1, onHit: { extraHits: 1 } }, target: { models: 2, health: 1, save: 5 } },
  { name: 'exploding hits: +2 hits on a 5+', edition: 3, attack: { models: 1, attacks: 1, hit: 4, wound: 4, damage: 1, onHit: { extraHits: 2, on: 5 } }, target: { models: 3, health: 1, save: 4 } },
  { name: 'exploding hits: +D6 hits on a 6', edition: 3, attack: { models: 1, attacks: 1, hit: 3, wound: 4, damage: 1, onHit: { extraHits: 'D6' } }, target: { models: 5, health: 2 }, roller: false },
  { name: 'exploding hits and mortal wounds from one trigger', edition: 3, attack: { models: 1, attacks: 1, hit: 3, wound: 4, damage: 1, onHit: { extraHits: 1, mortal: 1 } }, target: { models: 2, health: 2, save: 4, ward: 6 } },
  { name: 'a trigger on the modified roll (+1 to hit: a 5 triggers)', edition: 3, attack: { models: 1, attacks: 1, hit: 4, wound: 4, damage: 1, hitModifier: 1, onHit: { extraHits: 1, modified: true } }, target: { models: 3, health: 1, save: 5 } },
  { name: 'a trigger on the modified roll (-1 to wound: a 6 does not)', edition: 3, attack: { models: 1, attacks: 2, hit: 3, wound: 3, damage: 1, woundModifier: -1, onWound: { mortal: 2, modified: true } }, target: { models: 3, health: 2 } },
  { name: 're-rolls: hit ones, failed wounds, all saves', edition: 3, attack: { models: 1, attacks: 1, hit: 4, wound: 4, rend: 1, damage: 1, hitModifier: -1, rerollHit: 'ones', rerollWound: 'failed' }, target: { models: 2, health: 1, save: 4, rerollSave: 'all' } },
  { name: 're-rolls of saves: ones, against rend', edition: 4, attack: { models: 1, attacks: 1, hit: 3, wound: 3, rend: 1, damage: 2, rerollHit: 'all' }, target: { models: 2, health: 2, save: 3, rerollSave: 'ones', ward: 6 } },
  { name: 'ethereal: rend and a -1 ignored', edition: 3, attack: { models: 1, attacks: 2, hit: 3, wound: 3, rend: 2, damage: 1 }, target: { models: 2, health: 1, save: 4, saveModifier: -1, ethereal: true } },
  { name: 'ethereal: a +1 ignored too', edition: 4, attack: { models: 1, attacks: 1, hit: 3, wound: 3, damage: 1 }, target: { models: 2, health: 1, save: 4, saveModifier: 1, ethereal: true, rerollSave: 'failed' } },
  { name: "a leader's extra attack with D3-2 Attacks", edition: 3, attack: { models: 2, attacks: 'D3-2', hit: 3, wound: 4, damage: 1, leaderAttacks: 1 }, target: { models: 3, health: 1 } },
  { name: "a leader's extra attacks with fixed Attacks", edition: 4, attack: { models: 1, attacks: 1, hit: 4, wound: 4, damage: 1, leaderAttacks: 2 }, target: { models: 3, health: 1 } },
  { name: 'damage D6-1', edition: 3, attack: { models: 1, attacks: 1, hit: 3, wound: 3, damage: 'D6-1' }, target: { models: 2, health: 4, save: 5 } },
  { name: 'damage 2D6+D3', edition: 4, attack: { models: 1, attacks: 1, hit: 3, wound: 3, damage: '2D6+D3' }, target: { models: 2, health: 8, save: 4 } },
  { name: 'damage D3+D3-2, warded', edition: 4, attack: { models: 1, attacks: 1, hit: 3, wound: 3, damage: 'D3+D3-2' }, target: { models: 2, health: 8, ward: 4 } },
  { name: 'damage 3+D3 (a mixed sum with the constant first)', edition: 3, attack: { models: 1, attacks: 1, hit: 4, wound: 4, damage: '3+D3' }, target: { models: 4, health: 2, save: 5 } },
  { name: '4th edition: Crit (2 Hits) with re-rolled failed hits and a leader', edition: 4, attack: { models: 1, attacks: 1, hit: 4, wound: 4, rend: 1, damage: 1, crit: '2-hits', rerollHit: 'failed', leaderAttacks: 1 }, target: { models: 2, health: 1 } },
  { name: '4th edition: Crit (Mortal) warded, ethereal target', edition: 4, attack: { models: 1, attacks: 1, hit: 4, wound: 4, rend: 2, damage: 'D3', crit: 'mortal' }, target: { models: 2, health: 2, save: 4, ward: 5, ethereal: true } },
  { name: '4th edition: Crit (Auto-wound) with re-rolled wound ones', edition: 4, attack: { models: 1, attacks: 2, hit: 3, wound: 5, damage: 1, crit: 'auto-wound', rerollWound: 'ones' }, target: { models: 2, health: 1, save: 5 } },
];
