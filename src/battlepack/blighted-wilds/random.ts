/**
 * Random legal Blighted Wilds battles: the campaign's own events for the core random-battle generator that are no
 * player's choice (ranks, contamination rolls, Blighted Waters every turn). The choices (resting units, contamination
 * picks, Purify the Land, Boon of Vitality, Strategic Mastery) come from the pack's `choices` hook through
 * `decisions`. For simulators, property tests and `battlepack simulate`.
 * @module
 */
import { type EventsOf, type Rng, type TerrainDef } from '../../core/index.js';
import type { RandomBattleExtras } from '../../sim/random-battle.js';
import { BW, contaminatedFor, wardValue, type BlightedWildsExt, type BlightedWildsState } from './ext.js';
import type { blightedWildsEvents } from './pack.js';
import { blightedWatersTargets } from './rules/blighted-waters.js';
import { CONTAMINATION_PICKS_PER_PLAYER } from './rules/contamination.js';

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
  const [a, b] = state.setup.playerOrder;
  if (a === undefined || b === undefined || state.clock.stage !== 'deployment') return [];
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
  // the resting units and contamination picks are choices (the pack's `choices` hook); the rolls come once they are made
  if (state.ext.contamination.picks.length < order.length * CONTAMINATION_PICKS_PER_PLAYER) return out;
  const rest = Object.keys(state.board.terrain).filter((t) => !state.ext.contaminated.includes(t));
  if (state.ext.contamination.rolls === null && rest.length > 0) out.push({ type: 'ContaminationRolled', data: { rolls: Object.fromEntries(rest.map((t) => [t, rng.d6()])) } });
  return out;
}

function watersEvent(state: BlightedWildsState, rng: Rng): Ev[] {
  const t = state.clock.turn;
  if (t === null || state.ext.blightedWaters.some((x) => x.player === t.player && x.round === state.clock.round && x.turn === t.number)) return [];
  const candidates = contaminatedFor(state, t.player);
  if (candidates.length === 0) return [];
  const pick = rng.int(1, candidates.length);
  const terrain = candidates[pick - 1] ?? '';
  const within = Object.values(state.units)
    .filter((u) => u.status === 'battlefield' && rng.next() < 0.25)
    .map((u) => u.def.id);
  const { targets } = blightedWatersTargets(state, t.player, terrain, within);
  const rolls: Record<string, number> = Object.fromEntries(targets.map((id) => [id, rng.d3()]));
  const wardRolls: Record<string, number> = {};
  for (const id of targets) {
    const u = state.units[id];
    if (rolls[id] === 1 && u !== undefined && wardValue(u) !== null) wardRolls[id] = rng.d6();
  }
  return [{ type: 'BlightedWatersResolved', data: { player: t.player, pick, terrain, within, rolls, ...(Object.keys(wardRolls).length > 0 ? { wardRolls } : {}) } }];
}

/**
 * The Blighted Wilds events for random battles that are not a player's choice (ranks, contamination rolls, Blighted
 * Waters every turn). The pack carries them (`blightedWilds.random`, with {@link BLIGHTED_WILDS_SAMPLE_TERRAIN}), so
 * `randomBattle(blightedWildsEngine, { seed })` plays with them.
 */
export const blightedWildsRandomExtras: RandomBattleExtras<BlightedWildsExt, E> = (state, rng, moment, blocked) => {
  switch (moment) {
    case 'deployment':
      return setUpEvents(state, rng);
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
