/**
 * The Blighted Wilds choices as candidate events (the `choices` hook of the pack): resting units, contamination picks,
 * Strategic Mastery, Purify the Land and Boon of Vitality. Candidates are cheap and generous; the engine's decide keeps
 * the legal ones. Blighted Waters is no choice: its feature is picked at random and its targets are the units near it.
 * @module
 */
import { opponentOf, type ChoiceCandidate, type Rng } from '../../core/index.js';
import { damageOn, type BlightedWildsState } from './ext.js';
import { rallyPoints, RALLY_ROLLS, BOON_EXTRA_RALLY_ROLLS } from './rules/boon-of-vitality.js';

/** The Blighted Wilds choices open now, or more (see the module summary); dice rolled after a choice come from `dice`. */
export function blightedWildsChoices(s: BlightedWildsState, dice: Rng): ChoiceCandidate[] {
  const out: ChoiceCandidate[] = [];
  const terrain = Object.keys(s.board.terrain);
  if (s.clock.stage === 'deployment') {
    for (const player of s.setup.playerOrder) {
      if (!Object.prototype.hasOwnProperty.call(s.ext.resting, player)) {
        out.push({ player, choice: 'rest none', event: { type: 'RestingUnitChosen', data: { player, unit: null } } });
        for (const u of Object.values(s.units))
          if (u.def.owner === player) out.push({ player, choice: `rest ${u.def.id}`, event: { type: 'RestingUnitChosen', data: { player, unit: u.def.id } } });
      }
      out.push({ player, choice: 'contaminate none', event: { type: 'ContaminationPicked', data: { player, terrain: null } } });
      for (const t of terrain) out.push({ player, choice: `contaminate ${t}`, event: { type: 'ContaminationPicked', data: { player, terrain: t } } });
    }
    return out;
  }
  if (s.clock.stage !== 'battle') return out;
  for (const player of s.setup.playerOrder) {
    if (s.ext.strategicMastery.some((m) => m.player === player)) continue;
    const rolls = dice.d6s(s.players[opponentOf(s, player)]?.commandPoints ?? 0);
    out.push({ player, choice: 'strategic mastery', event: { type: 'StrategicMasteryUsed', data: { player, rolls } }, diceAfterChoice: true });
  }
  const player = s.clock.turn?.player;
  if (player === undefined) return out;
  const mine = Object.values(s.units).filter((u) => u.def.owner === player && u.status === 'battlefield');
  if (mine.length === 0 || terrain.length === 0) return out;
  // one roll each for this call: every unit and feature is offered with the same dice
  const purifyRoll = dice.d6();
  const boonRoll = dice.d6();
  const rallyRolls = boonRoll === 6 ? dice.d6s(RALLY_ROLLS + BOON_EXTRA_RALLY_ROLLS) : [];
  for (const u of mine)
    for (const t of terrain) {
      out.push({ player, choice: `purify ${t} with ${u.def.id}`, event: { type: 'PurifyTheLandUsed', data: { player, unit: u.def.id, terrain: t, roll: purifyRoll } }, diceAfterChoice: true });
      out.push({ player, choice: `boon of vitality ${t} for ${u.def.id}`, event: { type: 'BoonOfVitalityUsed', data: { player, unit: u.def.id, terrain: t, roll: boonRoll } }, diceAfterChoice: true });
      if (boonRoll !== 6) continue;
      // a 6 gives a free Rally; how its rally points are spent is a choice: heal first then return whole models, return
      // models first then heal with what is left, or not rally at all (the candidate above)
      const points = rallyPoints(rallyRolls);
      const slain = u.def.models - u.modelsRemaining;
      const damage = damageOn(s, u.def.id);
      const healFirst = Math.min(points, damage);
      const returnFirst = Math.min(Math.floor(points / u.def.wounds), slain);
      const spends = [
        { how: 'heal first', heal: healFirst, returned: Math.min(Math.floor((points - healFirst) / u.def.wounds), slain) },
        { how: 'return first', heal: Math.min(points - returnFirst * u.def.wounds, damage), returned: returnFirst },
      ];
      for (const sp of spends)
        out.push({
          player,
          choice: `boon of vitality ${t} for ${u.def.id}, rally ${sp.how}`,
          event: { type: 'BoonOfVitalityUsed', data: { player, unit: u.def.id, terrain: t, roll: boonRoll, rally: { rolls: rallyRolls, heal: sp.heal, returned: sp.returned } } },
          diceAfterChoice: true,
        });
    }
  return out;
}
