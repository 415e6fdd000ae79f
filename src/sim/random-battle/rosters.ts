/**
 * What a generated battle is fought with when the caller and the pack give nothing: a random starting roster of units
 * and a random handful of terrain features.
 * @module
 */
import type { Rng } from '../../core/dice.js';
import type { BattlefieldRole, TerrainDef, UnitDef } from '../../core/events/schema.js';
import type { RosterRequest } from '../../core/pack/random-play.js';
import { chance } from './random-player.js';

/** Options of {@link defaultRandomRoster}. */
export interface DefaultRosterOptions {
  /** Fewest and most units (default 2 and 8). */
  readonly min?: number;
  readonly max?: number;
  /** Tags some units get (default `expert-conquerors`, `bounty-hunters`). */
  readonly tags?: readonly string[];
}

const UNIT_NAMES = ['Guard', 'Raiders', 'Knights', 'Archers', 'Brutes', 'Wolves', 'Hunters', 'Wardens', 'Zealots', 'Reavers', 'Golems', 'Spirits'];
const EXTRA_KEYWORDS = ['INFANTRY', 'CAVALRY', 'MONSTER', 'WIZARD', 'PRIEST', 'TOTEM', 'FLY', 'WAR MACHINE', 'ORDER', 'CHAOS', 'DEATH', 'DESTRUCTION'];
const TERRAIN_KINDS = ['ruins', 'woods', 'hill', 'obstacle', 'faction terrain', 'place of power'];
const TERRAIN_PLACEMENTS = ['attacker-territory', 'defender-territory', 'neutral', 'centre', 'border-attacker', 'border-defender'] as const;

/**
 * A random starting roster: 2–8 units with random roles, keywords, wounds, models and mounts. The first unit is the
 * general, a Leader; many Battleline units have Wounds 4 or less and no mount, so keyword-deriving rules apply; some
 * units carry tags; in 4th edition every unit has a Control characteristic.
 */
export function defaultRandomRoster(rng: Rng, request: RosterRequest, options: DefaultRosterOptions = {}): UnitDef[] {
  const min = options.min ?? 2;
  const max = options.max ?? 8;
  const tags = options.tags ?? ['expert-conquerors', 'bounty-hunters'];
  const n = rng.int(min, Math.max(min, max));
  const units: UnitDef[] = [];
  for (let i = 0; i < n; i++) {
    const id = `${request.idPrefix}${i + 1}`;
    let roles: BattlefieldRole[];
    let wounds: number;
    let mounted: boolean;
    const keywords: string[] = [];
    if (i === 0) {
      roles = ['leader'];
      wounds = rng.int(5, 9);
      mounted = chance(rng, 0.4);
      keywords.push('HERO');
      if (chance(rng, 0.15)) roles.push('behemoth');
    } else {
      const r = rng.next();
      if (r < 0.45) {
        roles = ['battleline'];
        // most Battleline units qualify for keyword-deriving rules (e.g. Galletian Veterans: Wounds 4 or less, no mount)
        wounds = chance(rng, 0.8) ? rng.int(1, 4) : rng.int(5, 8);
        mounted = chance(rng, 0.2);
      } else if (r < 0.55) {
        roles = chance(rng, 0.3) ? ['leader', 'behemoth'] : ['behemoth'];
        wounds = rng.int(10, 16);
        mounted = chance(rng, 0.5);
        keywords.push('MONSTER');
      } else if (r < 0.63) {
        roles = ['artillery'];
        wounds = rng.int(4, 6);
        mounted = false;
        keywords.push('WAR MACHINE');
      } else if (r < 0.75) {
        roles = ['leader'];
        wounds = rng.int(4, 8);
        mounted = chance(rng, 0.4);
        keywords.push('HERO');
      } else {
        roles = chance(rng, 0.5) ? [] : ['other'];
        wounds = rng.int(1, 6);
        mounted = chance(rng, 0.3);
      }
    }
    // each extra keyword with a chance (every one drawn, in order), kept once
    for (const k of EXTRA_KEYWORDS) if (rng.next() < 0.12 && !keywords.includes(k)) keywords.push(k);
    const models = roles.includes('leader') || roles.includes('behemoth') ? 1 : wounds <= 2 ? rng.int(5, 30) : wounds <= 4 ? rng.int(3, 12) : rng.int(1, 4);
    const unit: { -readonly [K in keyof UnitDef]: UnitDef[K] } = {
      id,
      owner: request.player,
      name: `${rng.pick(UNIT_NAMES)} ${i + 1}`,
      wounds,
      models,
      points: rng.int(5, 60) * 10,
    };
    // defaults are sometimes left out, as a caller may do; the engine fills them in
    if (keywords.length > 0 || chance(rng, 0.5)) unit.keywords = keywords;
    if (roles.length > 0 || chance(rng, 0.5)) unit.roles = roles;
    if (mounted || chance(rng, 0.5)) unit.mounted = mounted;
    if (i === 0) unit.general = true;
    if (chance(rng, 0.05)) unit.unique = true;
    if (chance(rng, 0.04)) unit.ally = true;
    if (models > 1 && chance(rng, 0.2)) unit.reinforced = roles.includes('battleline') ? rng.int(1, 2) : 1;
    if (request.edition === 4) unit.control = roles.includes('behemoth') ? rng.int(5, 10) : rng.int(1, 2);
    if (tags.length > 0 && roles.includes('battleline') && chance(rng, 0.2)) unit.tags = [rng.pick(tags)];
    units.push(unit);
  }
  return units;
}

/** A random handful of terrain features (none to six), each with a placement and most with a kind. @internal */
export function randomTerrain(rng: Rng): TerrainDef[] {
  const n = rng.int(0, 6);
  const out: TerrainDef[] = [];
  for (let i = 0; i < n; i++) {
    const t: { -readonly [K in keyof TerrainDef]: TerrainDef[K] } = { id: `t${i + 1}`, placement: rng.pick(TERRAIN_PLACEMENTS) };
    if (chance(rng, 0.7)) t.kind = rng.pick(TERRAIN_KINDS);
    out.push(t);
  }
  return out;
}
