/**
 * Random legal Blighted Wilds battles: the campaign's own events for the core random-battle generator (set-up,
 * Blighted Waters every turn, now and then Purify the Land, Boon of Vitality and Strategic Mastery). For simulators,
 * property tests and `battlepack simulate`.
 * @module
 */
import { opponentOf, type EventsOf, type Rng, type TerrainDef } from '../../core/index.js';
import type { RandomBattleExtras } from '../../sim/random-battle.js';
import { BW, contaminatedFor, damageOn, remediatedBy, wardValue, type BlightedWildsExt, type BlightedWildsState } from './ext.js';
import type { blightedWildsEvents } from './pack.js';
import { blightedWatersTargets } from './rules/blighted-waters.js';
import { rallyPoints } from './rules/boon-of-vitality.js';
import { CONTAMINATION_PICKS_PER_PLAYER } from './rules/contamination.js';
import { canUseStrategicMastery } from './rules/seizing-the-initiative.js';

/**
 * The campaign's own events (shown in place in the API docs).
 * @inline
 */
type E = typeof blightedWildsEvents;
type Ev = EventsOf<E>;

/** A terrain set-up for random battles: a feature in each territory and three in between. */
export const BLIGHTED_WILDS_SAMPLE_TERRAIN: readonly TerrainDef[] = [
  { id: 'ruins', name: 'Ruins', placement: 'attacker-territory' },
  { id: 'grove', name: 'Grove', placement: 'defender-territory' },
  { id: 'spring', name: 'Spring', placement: 'neutral' },
  { id: 'mire', name: 'Mire', placement: 'neutral' },
  { id: 'standing-stones', name: 'Standing Stones', placement: 'neutral' },
];

/** The set-up steps still missing (ranks, resting units, contamination), computed from where the state stands. */
function setUpEvents(state: BlightedWildsState, rng: Rng): Ev[] {
  const [a, b] = state.playerOrder;
  if (a === undefined || b === undefined || state.stage !== 'deployment') return [];
  const out: Ev[] = [];
  let order = state.ext.generals?.order;
  if (order === undefined) {
    const la = rng.int(0, 2);
    const lb = rng.int(0, 2);
    let rollOff: Record<string, number> | undefined;
    if (la === lb) {
      const x = rng.int(1, 5);
      const y = rng.int(x + 1, 6);
      rollOff = rng.next() < 0.5 ? { [a]: x, [b]: y } : { [a]: y, [b]: x };
    }
    out.push({ type: 'GeneralRanksRecorded', data: { generals: { [a]: { rank: `level ${la}`, level: la }, [b]: { rank: `level ${lb}`, level: lb } }, ...(rollOff !== undefined ? { rollOff } : {}) } });
    const aFirst = la !== lb ? la < lb : (rollOff?.[a] ?? 0) > (rollOff?.[b] ?? 0);
    order = aFirst ? [a, b] : [b, a];
  }
  for (const p of order) {
    if (Object.prototype.hasOwnProperty.call(state.ext.resting, p)) continue;
    const options = Object.values(state.units).filter((u) => u.owner === p && u.origin === 'roster' && !u.general && u.status === 'battlefield');
    out.push({ type: 'RestingUnitChosen', data: { player: p, unit: options.length > 0 && rng.next() < 0.3 ? rng.pick(options).id : null } });
  }
  const contaminated = [...state.ext.contaminated];
  for (let i = state.ext.contamination.picks.length; i < order.length * CONTAMINATION_PICKS_PER_PLAYER; i++) {
    const p = order[i % order.length] ?? a;
    const own = `${state.players[p]?.role ?? 'attacker'}-territory`;
    const options = Object.values(state.terrain).filter((t) => !contaminated.includes(t.id) && t.placement !== own);
    const pick = options.length > 0 ? rng.pick(options).id : null;
    if (pick !== null) contaminated.push(pick);
    out.push({ type: 'ContaminationPicked', data: { player: p, terrain: pick } });
  }
  const rest = Object.keys(state.terrain).filter((t) => !contaminated.includes(t));
  if (state.ext.contamination.rolls === null && rest.length > 0) out.push({ type: 'ContaminationRolled', data: { rolls: Object.fromEntries(rest.map((t) => [t, rng.d6()])) } });
  return out;
}

function watersEvent(state: BlightedWildsState, rng: Rng): Ev[] {
  const t = state.turn;
  if (t === null || state.ext.blightedWaters.some((x) => x.player === t.player && x.round === state.round && x.turn === t.number)) return [];
  const candidates = contaminatedFor(state, t.player);
  if (candidates.length === 0) return [];
  const pick = rng.int(1, candidates.length);
  const terrain = candidates[pick - 1] ?? '';
  const within = Object.values(state.units)
    .filter((u) => u.status === 'battlefield' && rng.next() < 0.25)
    .map((u) => u.id);
  const { targets } = blightedWatersTargets(state, t.player, terrain, within);
  const rolls: Record<string, number> = Object.fromEntries(targets.map((id) => [id, rng.d3()]));
  const wardRolls: Record<string, number> = {};
  for (const id of targets) {
    const u = state.units[id];
    if (rolls[id] === 1 && u !== undefined && wardValue(u) !== null) wardRolls[id] = rng.d6();
  }
  return [{ type: 'BlightedWatersResolved', data: { player: t.player, pick, terrain, within, rolls, ...(Object.keys(wardRolls).length > 0 ? { wardRolls } : {}) } }];
}

function purifyEvent(state: BlightedWildsState, rng: Rng): Ev[] {
  const player = state.turn?.player;
  if (player === undefined || rng.next() > 0.35) return [];
  const features = contaminatedFor(state, player);
  const units = Object.values(state.units).filter((u) => u.owner === player && u.status === 'battlefield');
  if (features.length === 0 || units.length === 0) return [];
  return [{ type: 'PurifyTheLandUsed', data: { player, unit: rng.pick(units).id, terrain: rng.pick(features), roll: rng.d6() } }];
}

function boonEvent(state: BlightedWildsState, rng: Rng): Ev[] {
  const player = state.turn?.player;
  if (player === undefined || rng.next() > 0.5) return [];
  const features = remediatedBy(state, player);
  const units = Object.values(state.units).filter((u) => u.owner === player && u.status === 'battlefield');
  if (features.length === 0 || units.length === 0) return [];
  const unit = rng.pick(units);
  const roll = rng.d6();
  if (roll !== 6) return [{ type: 'BoonOfVitalityUsed', data: { player, unit: unit.id, terrain: rng.pick(features), roll } }];
  const rolls = rng.d6s(9);
  const points = rallyPoints(rolls);
  const heal = Math.min(points, damageOn(state, unit.id));
  const returned = Math.min(Math.floor((points - heal) / unit.wounds), unit.models - unit.modelsRemaining);
  return [{ type: 'BoonOfVitalityUsed', data: { player, unit: unit.id, terrain: rng.pick(features), roll, rally: { rolls, heal, returned } } }];
}

function masteryEvent(state: BlightedWildsState, rng: Rng): Ev[] {
  const seizer = state.ext.seizures.find((s) => s.round === state.round)?.player;
  if (seizer === undefined) return [];
  const player = opponentOf(state, seizer);
  if (!canUseStrategicMastery(state, player) || rng.next() > 0.6) return [];
  return [{ type: 'StrategicMasteryUsed', data: { player, rolls: rng.d6s(state.players[seizer]?.commandPoints ?? 0) } }];
}

/**
 * The Blighted Wilds events for random battles. The pack carries them (`blightedWilds.random`, with
 * {@link BLIGHTED_WILDS_SAMPLE_TERRAIN}), so `randomBattle(blightedWildsEngine, { seed })` plays with them.
 */
export const blightedWildsRandomExtras: RandomBattleExtras<BlightedWildsExt, E> = (state, rng, moment, blocked) => {
  switch (moment) {
    case 'deployment':
      return setUpEvents(state, rng);
    case 'hero-phase':
      return purifyEvent(state, rng);
    case 'movement-end':
      return boonEvent(state, rng);
    case 'priority':
      return masteryEvent(state, rng);
    case 'turn-end':
      return watersEvent(state, rng);
    case 'blocked':
      if (blocked?.event.type === 'DeploymentFinished') return setUpEvents(state, rng);
      if (blocked?.violations.some((v) => v.code === `${BW}/blighted-waters-required`)) return watersEvent(state, rng);
      return [];
    default:
      return [];
  }
};
