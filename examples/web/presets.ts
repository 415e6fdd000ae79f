/**
 * Presets of the web recorder: small armies (a few warscrolls per faction, enough to record a battle without typing a
 * roster) and two terrain features. Plain data with no imports (the Chromium test reads it too). A unit's fields are
 * those of `UnitDef` (`battlepack-engine`) except `id` and `owner`, which the app fills in: the unit id is
 * `<player id>-<key>`.
 * @module
 */

/** A unit of a preset army, as `UnitDef` without `id` and `owner`. */
export interface PresetUnit {
  /** Short key, unique in its army; the unit id is `<player id>-<key>`. */
  readonly key: string;
  readonly name: string;
  readonly roles: readonly ('leader' | 'battleline' | 'behemoth' | 'artillery' | 'other')[];
  readonly keywords: readonly string[];
  readonly wounds: number;
  readonly models: number;
  readonly points: number;
  readonly general?: boolean;
  readonly mounted?: boolean;
}

/** A preset army: a faction and its units. */
export interface PresetArmy {
  readonly id: string;
  readonly faction: string;
  readonly units: readonly PresetUnit[];
}

/** The preset armies, keyed by id. */
export const PRESET_ARMIES: Readonly<Record<string, PresetArmy>> = {
  stormcast: {
    id: 'stormcast',
    faction: 'Stormcast Eternals',
    units: [
      { key: 'lord-vindicator', name: 'Lord-Vindicator', roles: ['leader'], keywords: ['HERO', 'STORMCAST ETERNAL'], wounds: 6, models: 1, points: 140, general: true },
      { key: 'liberators', name: 'Liberators', roles: ['battleline'], keywords: ['STORMCAST ETERNAL'], wounds: 2, models: 10, points: 220 },
      { key: 'vindictors', name: 'Vindictors', roles: ['battleline'], keywords: ['STORMCAST ETERNAL'], wounds: 2, models: 5, points: 130 },
      { key: 'praetors', name: 'Praetors', roles: ['other'], keywords: ['STORMCAST ETERNAL'], wounds: 3, models: 3, points: 140 },
    ],
  },
  orruks: {
    id: 'orruks',
    faction: 'Orruk Warclans',
    units: [
      { key: 'megaboss', name: 'Orruk Megaboss', roles: ['leader'], keywords: ['HERO', 'ORRUK'], wounds: 7, models: 1, points: 140, general: true },
      { key: 'ardboyz', name: 'Orruk Ardboyz', roles: ['battleline'], keywords: ['ORRUK'], wounds: 2, models: 10, points: 170 },
      { key: 'brutes', name: 'Orruk Brutes', roles: ['battleline'], keywords: ['ORRUK'], wounds: 3, models: 5, points: 150 },
      { key: 'gore-gruntas', name: 'Orruk Gore-gruntas', roles: ['other'], keywords: ['ORRUK'], wounds: 5, models: 3, points: 150, mounted: true },
    ],
  },
  seraphon: {
    id: 'seraphon',
    faction: 'Seraphon',
    units: [
      { key: 'oldblood', name: 'Saurus Oldblood', roles: ['leader'], keywords: ['HERO', 'SAURUS'], wounds: 7, models: 1, points: 110, general: true },
      { key: 'saurus-warriors', name: 'Saurus Warriors', roles: ['battleline'], keywords: ['SAURUS'], wounds: 1, models: 10, points: 100 },
      { key: 'skinks', name: 'Skinks', roles: ['battleline'], keywords: ['SKINK'], wounds: 1, models: 10, points: 70 },
      { key: 'stegadon', name: 'Stegadon', roles: ['behemoth'], keywords: ['MONSTER'], wounds: 10, models: 1, points: 270 },
    ],
  },
  skaven: {
    id: 'skaven',
    faction: 'Skaven',
    units: [
      { key: 'clawlord', name: 'Clawlord', roles: ['leader'], keywords: ['HERO', 'VERMINUS'], wounds: 5, models: 1, points: 75, general: true },
      { key: 'clanrats', name: 'Clanrats', roles: ['battleline'], keywords: ['VERMINUS'], wounds: 1, models: 20, points: 200 },
      { key: 'stormvermin', name: 'Stormvermin', roles: ['battleline'], keywords: ['VERMINUS'], wounds: 1, models: 10, points: 130 },
      { key: 'warp-lightning-cannon', name: 'Warp Lightning Cannon', roles: ['artillery'], keywords: ['SKRYRE', 'WAR MACHINE'], wounds: 6, models: 1, points: 150 },
    ],
  },
};

/** A terrain feature as `TerrainDef` (`battlepack-engine`). */
export interface PresetTerrain {
  readonly id: string;
  readonly name: string;
  readonly placement: 'attacker-territory' | 'defender-territory';
  readonly kind: string;
}

/** The terrain the set-up form offers: one feature in each territory (Desecrate their Lands needs one). */
export const PRESET_TERRAIN: readonly PresetTerrain[] = [
  { id: 'ruined-watchtower', name: 'Ruined Watchtower', placement: 'defender-territory', kind: 'ruins' },
  { id: 'amberbone-outcrop', name: 'Amberbone Outcrop', placement: 'attacker-territory', kind: 'obstacle' },
];
