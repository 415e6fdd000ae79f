/**
 * The Blighted Wilds entry for the properties: the generals' ranks, resting units and contamination before the
 * battle; Blighted Waters every turn; Purify the Land, Boon of Vitality and Strategic Mastery now and then.
 */
import type { BattleMoment, EventsOf, Rng, UnitState } from '../../src/index.js';
import {
  blightedWatersCandidates,
  blightedWatersTargets,
  blightedWatersUsedThisTurn,
  blightedWilds,
  blightedWildsEngine,
  canUseStrategicMastery,
  CONTAMINATION_PICKS_PER_PLAYER,
  contaminationOptions,
  featuresToRoll,
  isContaminatedFor,
  remediatedBy,
  restingOptions,
  wardValue,
  type BlightedWildsState,
} from '../../src/campaign/blighted-wilds/index.js';
import { packEntry, type PackEntry } from './entry.js';

type S = BlightedWildsState;
type BEvent = EventsOf<typeof blightedWilds.events>;

function chance(rng: Rng, p: number): boolean {
  return rng.next() < p;
}

function onBattlefield(s: S, player?: string): UnitState[] {
  return Object.values(s.units).filter((u) => u.status === 'battlefield' && (player === undefined || u.owner === player));
}

/** After set-up: the generals' ranks (a roll-off when they are equal). */
function ranks(s: S, rng: Rng): BEvent[] {
  if (s.ext.generals !== null) return [];
  const [a = '', b = ''] = s.playerOrder;
  const la = rng.int(0, 3);
  const lb = rng.int(0, 3);
  const generals = { [a]: { rank: `rank ${la}`, level: la }, [b]: { rank: `rank ${lb}`, level: lb } };
  if (la !== lb) return [{ type: 'GeneralRanksRecorded', data: { generals } }];
  const x = rng.int(1, 5);
  const y = chance(rng, 0.5) ? rng.int(x + 1, 6) : rng.int(1, x);
  const [ra, rb] = x === y ? [x, x + 1] : [x, y];
  return [{ type: 'GeneralRanksRecorded', data: { generals, rollOff: { [a]: ra, [b]: rb } } }];
}

/** Before deployment ends: resting units, then the contamination picks and rolls, lowest-ranked general first. */
function beforeBattle(s: S, rng: Rng): BEvent[] {
  const order = s.ext.generals?.order;
  if (order === undefined) return [];
  const out: BEvent[] = [];
  for (const p of order) {
    if (Object.prototype.hasOwnProperty.call(s.ext.resting, p)) continue;
    const options = restingOptions(s, p).filter((id) => onBattlefield(s, p).length > 2 && id !== undefined);
    out.push({ type: 'RestingUnitChosen', data: { player: p, unit: options.length > 0 && chance(rng, 0.3) ? rng.pick(options) : null } });
  }
  // the picks still to make (a battle played on from any state may be half-way), then the rolls
  const picked: string[] = [];
  const total = order.length * CONTAMINATION_PICKS_PER_PLAYER;
  for (let i = s.ext.contamination.picks.length; i < total; i++) {
    const p = order[i % order.length] ?? '';
    const options = contaminationOptions(s, p).filter((t) => !picked.includes(t));
    const terrain = options.length > 0 ? rng.pick(options) : null;
    if (terrain !== null) picked.push(terrain);
    out.push({ type: 'ContaminationPicked', data: { player: p, terrain } });
  }
  if (s.ext.contamination.rolls === null) {
    const rest = featuresToRoll(s).filter((t) => !picked.includes(t));
    if (rest.length > 0) out.push({ type: 'ContaminationRolled', data: { rolls: Object.fromEntries(rest.map((t) => [t, rng.d6()])) } });
  }
  return out;
}

/** Blighted Waters for the active player: a random feature contaminated for their army and a D3 per target. */
function blightedWaters(s: S, rng: Rng): BEvent[] {
  const player = s.turn?.player;
  if (player === undefined || blightedWatersUsedThisTurn(s)) return [];
  const candidates = blightedWatersCandidates(s);
  if (candidates.length === 0) return [];
  const pick = rng.int(1, candidates.length);
  const terrain = candidates[pick - 1] ?? '';
  const within = onBattlefield(s)
    .filter(() => chance(rng, 0.3))
    .map((u) => u.id);
  const { targets } = blightedWatersTargets(s, player, terrain, within);
  const rolls = Object.fromEntries(targets.map((t) => [t, rng.int(1, 3)]));
  const wards = targets.filter((t) => rolls[t] === 1 && s.units[t] !== undefined && wardValue(s.units[t]) !== null);
  return [
    {
      type: 'BlightedWatersResolved',
      data: { player, pick, ...(chance(rng, 0.5) ? { terrain } : {}), within, rolls, ...(wards.length > 0 ? { wardRolls: Object.fromEntries(wards.map((t) => [t, rng.d6()])) } : {}) },
    },
  ];
}

/** The active player's abilities: Purify the Land and Boon of Vitality. */
function abilities(s: S, rng: Rng): BEvent[] {
  const player = s.turn?.player;
  if (player === undefined) return [];
  const mine = onBattlefield(s, player);
  if (mine.length === 0) return [];
  const out: BEvent[] = [];
  const dirty = Object.keys(s.terrain).filter((t) => isContaminatedFor(s, t, player));
  if (dirty.length > 0 && chance(rng, 0.6)) out.push({ type: 'PurifyTheLandUsed', data: { player, unit: rng.pick(mine).id, terrain: rng.pick(dirty), roll: rng.d6() } });
  const clean = remediatedBy(s, player);
  if (clean.length > 0 && chance(rng, 0.5)) {
    const roll = rng.d6();
    out.push({
      type: 'BoonOfVitalityUsed',
      data: { player, unit: rng.pick(mine).id, terrain: rng.pick(clean), roll, ...(roll === 6 && chance(rng, 0.5) ? { rally: { rolls: rng.d6s(6), heal: 0, returned: 0 } } : {}) },
    });
  }
  return out;
}

/** After priority: Strategic Mastery for the player whose opponent seized the initiative. */
function mastery(s: S, rng: Rng): BEvent[] {
  const out: BEvent[] = [];
  for (const p of s.playerOrder) {
    if (!canUseStrategicMastery(s, p) || !chance(rng, 0.6)) continue;
    const opp = s.playerOrder.find((x) => x !== p) ?? '';
    out.push({ type: 'StrategicMasteryUsed', data: { player: p, rolls: rng.d6s(Math.min(50, s.players[opp]?.commandPoints ?? 0)) } });
  }
  return out;
}

/** The Blighted Wilds events at each moment; Blighted Waters is always used before a turn ends. */
export function blightedWildsExtras(s: S, rng: Rng, moment: BattleMoment): BEvent[] {
  switch (moment) {
    case 'setup':
      return ranks(s, rng);
    case 'deployment':
      return beforeBattle(s, rng);
    case 'priority':
      return mastery(s, rng);
    case 'hero-phase':
      return [...(chance(rng, 0.5) ? blightedWaters(s, rng) : []), ...abilities(s, rng)];
    case 'combat':
      return chance(rng, 0.5) ? blightedWaters(s, rng) : [];
    case 'turn-end':
      return blightedWaters(s, rng);
    case 'blocked':
      return [...ranks(s, rng), ...beforeBattle(s, rng), ...blightedWaters(s, rng)];
    default:
      return [];
  }
}

/** The Blighted Wilds entry: every battleplan of the pack; fewer casualties and withdrawals, so many battles reach the length rolls. */
export const blightedWildsEntry: PackEntry = packEntry({
  name: 'blighted-wilds',
  engine: blightedWildsEngine,
  extras: blightedWildsExtras,
  chances: { casualties: 0.4, withdraw: 0.12 },
});
