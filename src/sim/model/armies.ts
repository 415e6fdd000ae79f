/**
 * Sample armies for the model of a battle, two per edition. ILLUSTRATIVE ONLY: the sources hold no warscrolls, so
 * these profiles are made up for the library, generically named, with characteristics in the usual ranges of each
 * edition. They are not any faction's rules.
 * @module
 */
import type { Edition } from '../../core/state/state.js';
import type { ArmyProfile, UnitProfile, WeaponProfile } from './profile.js';

const NOTE = 'Illustrative sample army made up for battlepack-engine: generic names, not any faction’s warscrolls.';

const sword = (attacks: number | string, hit: number, wound: number, rend: number, damage: number | string, range = 1): WeaponProfile => ({ name: 'Blades', kind: 'melee', range, attacks, hit, wound, rend, damage });
const bow = (range: number, attacks: number | string, hit: number, wound: number, rend: number, damage: number | string): WeaponProfile => ({ name: 'Bows', kind: 'ranged', range, attacks, hit, wound, rend, damage });

/** 3rd edition: a disciplined shield-wall host with archers and a mounted leader. */
const steelHost: ArmyProfile = {
  name: 'Steel Host (sample)',
  edition: 3,
  note: NOTE,
  units: [
    { name: 'Mounted Captain', move: 10, health: 7, save: 3, bravery: 8, models: 1, baseMm: 60, keywords: ['HERO', 'CAVALRY'], roles: ['leader'], points: 180, weapons: [sword(5, 3, 3, 1, 2, 2)] },
    { name: 'Shield Wardens', move: 5, health: 2, save: 4, bravery: 7, models: 10, baseMm: 32, keywords: ['INFANTRY'], roles: ['battleline'], points: 200, weapons: [sword(2, 3, 3, 1, 1)] },
    { name: 'Shield Wardens', move: 5, health: 2, save: 4, bravery: 7, models: 10, baseMm: 32, keywords: ['INFANTRY'], roles: ['battleline'], points: 200, weapons: [sword(2, 3, 3, 1, 1)] },
    { name: 'Longbowmen', move: 6, health: 1, save: 5, bravery: 6, models: 10, baseMm: 25, keywords: ['INFANTRY'], roles: ['battleline'], points: 140, weapons: [bow(24, 2, 4, 4, 0, 1), sword(1, 4, 4, 0, 1)] },
    { name: 'Lance Riders', move: 10, health: 3, save: 4, bravery: 7, models: 5, baseMm: 60, keywords: ['CAVALRY'], points: 200, weapons: [sword(3, 3, 3, 1, 2, 2)] },
    { name: 'Halberd Guard', move: 4, health: 2, save: 3, bravery: 8, models: 10, baseMm: 32, keywords: ['INFANTRY'], points: 220, weapons: [sword(2, 3, 3, 2, 1, 2)] },
  ],
};

/** 3rd edition: a fast, fragile warband with a big beast. */
const wildHorde: ArmyProfile = {
  name: 'Wild Horde (sample)',
  edition: 3,
  note: NOTE,
  units: [
    { name: 'Warchief', move: 6, health: 6, save: 4, bravery: 8, models: 1, baseMm: 40, keywords: ['HERO', 'INFANTRY'], roles: ['leader'], points: 120, weapons: [sword(6, 3, 3, 1, 2)] },
    { name: 'Raider Pack', move: 6, health: 1, save: 6, bravery: 5, models: 20, baseMm: 25, keywords: ['INFANTRY'], roles: ['battleline'], points: 160, weapons: [sword(2, 4, 4, 0, 1)] },
    { name: 'Raider Pack', move: 6, health: 1, save: 6, bravery: 5, models: 20, baseMm: 25, keywords: ['INFANTRY'], roles: ['battleline'], points: 160, weapons: [sword(2, 4, 4, 0, 1)] },
    { name: 'Wolf Riders', move: 12, health: 2, save: 5, bravery: 5, models: 5, baseMm: 50, keywords: ['CAVALRY'], points: 120, weapons: [sword(3, 4, 4, 0, 1)] },
    { name: 'Great Beast', move: 8, health: 14, save: 4, bravery: 10, models: 1, baseMm: 100, keywords: ['MONSTER'], roles: ['behemoth'], points: 300, weapons: [sword(6, 3, 3, 2, 'D3', 2)] },
    { name: 'Slingers', move: 6, health: 1, save: 6, bravery: 5, models: 10, baseMm: 25, keywords: ['INFANTRY'], points: 90, weapons: [bow(12, 1, 4, 4, 0, 1), sword(1, 5, 5, 0, 1)] },
  ],
};

/** 4th edition: an armoured host that holds ground (Control 1–2, a ward on its leader). */
const ironVanguard: ArmyProfile = {
  name: 'Iron Vanguard (sample)',
  edition: 4,
  note: NOTE,
  units: [
    { name: 'Knight Commander', move: 5, health: 6, save: 3, ward: 5, control: 2, models: 1, baseMm: 40, keywords: ['HERO', 'INFANTRY'], roles: ['leader'], points: 140, weapons: [{ ...sword(5, 3, 3, 1, 2), crit: 'mortal' }] },
    { name: 'Iron Guard', move: 5, health: 2, save: 3, control: 1, models: 10, baseMm: 32, keywords: ['INFANTRY'], roles: ['battleline'], points: 180, weapons: [{ ...sword(2, 3, 3, 1, 1), crit: '2-hits' }] },
    { name: 'Iron Guard', move: 5, health: 2, save: 3, control: 1, models: 10, baseMm: 32, keywords: ['INFANTRY'], roles: ['battleline'], points: 180, weapons: [{ ...sword(2, 3, 3, 1, 1), crit: '2-hits' }] },
    { name: 'Crossbow Line', move: 5, health: 1, save: 4, control: 1, models: 10, baseMm: 25, keywords: ['INFANTRY'], points: 150, weapons: [{ ...bow(18, 1, 3, 3, 1, 1), crit: 'auto-wound' }, sword(1, 4, 4, 0, 1)] },
    { name: 'Heavy Riders', move: 10, health: 4, save: 3, control: 2, models: 3, baseMm: 75, keywords: ['CAVALRY'], points: 200, weapons: [{ ...sword(4, 3, 3, 1, 2, 2), crit: 'mortal' }] },
  ],
};

/** 4th edition: a swarm that floods objectives (many models, Control 1, poor saves). */
const swarmTide: ArmyProfile = {
  name: 'Swarm Tide (sample)',
  edition: 4,
  note: NOTE,
  units: [
    { name: 'Brood Mother', move: 8, health: 12, save: 4, control: 5, models: 1, baseMm: 90, keywords: ['HERO', 'MONSTER'], roles: ['leader', 'behemoth'], points: 260, weapons: [{ ...sword(5, 4, 2, 2, 'D3', 2), crit: 'auto-wound' }] },
    { name: 'Skitter Swarm', move: 7, health: 1, save: 6, ward: 6, control: 1, models: 20, baseMm: 25, keywords: ['INFANTRY'], roles: ['battleline'], points: 150, weapons: [{ ...sword(2, 4, 4, 0, 1), crit: '2-hits' }] },
    { name: 'Skitter Swarm', move: 7, health: 1, save: 6, ward: 6, control: 1, models: 20, baseMm: 25, keywords: ['INFANTRY'], roles: ['battleline'], points: 150, weapons: [{ ...sword(2, 4, 4, 0, 1), crit: '2-hits' }] },
    { name: 'Spitters', move: 6, health: 2, save: 5, control: 1, models: 6, baseMm: 32, keywords: ['INFANTRY'], points: 130, weapons: [bow(12, 2, 4, 3, 1, 1), sword(1, 4, 4, 0, 1)] },
    { name: 'Burrowers', move: 9, health: 3, save: 5, control: 1, models: 5, baseMm: 50, keywords: ['CAVALRY'], points: 160, weapons: [{ ...sword(3, 4, 3, 1, 1, 1), crit: 'mortal' }] },
  ],
};

/** The sample armies by edition (illustrative, generically named: not any faction's warscrolls). */
export const sampleArmies: Readonly<Record<Edition, readonly [ArmyProfile, ArmyProfile]>> = {
  3: [steelHost, wildHorde],
  4: [ironVanguard, swarmTide],
};

/**
 * A uniform army for benchmarks and tests: `units` units of `models` models each (2-wound infantry on 32 mm bases with
 * blades; every third unit also carries bows), the first a leader. Illustrative.
 */
export function uniformArmy(edition: Edition, units = 10, models = 10, name = 'Uniform host'): ArmyProfile {
  const list: UnitProfile[] = [];
  for (let i = 0; i < units; i++) {
    const weapons: WeaponProfile[] = [{ ...sword(2, 4, 3, i % 2, 1), ...(edition === 4 ? { crit: '2-hits' as const } : {}) }];
    if (i % 3 === 2) weapons.push(bow(18, 1, 4, 4, 0, 1));
    list.push({
      name: i === 0 ? 'Captain Band' : `Band ${i + 1}`,
      move: 6,
      health: 2,
      save: 4,
      ...(edition === 4 ? { control: 1 } : { bravery: 7 }),
      models,
      baseMm: 32,
      keywords: ['INFANTRY', ...(i === 0 ? ['HERO'] : [])],
      roles: i === 0 ? ['leader'] : ['battleline'],
      points: 100,
      weapons,
    });
  }
  return { name, edition, note: NOTE, units: list };
}
