/**
 * The Gallet pack's own choices as candidate events (the `choices` hook of the pack): the proving ground, the
 * activated objective (The Prize of Gallet), the idols (In the Presence of Idols) and the alpha objective (Close to the
 * Chest), and in a turn Rally at the start of a hero phase, Gaze of Ghur, Overwhelming Assault in the charge phase and
 * The Silksteel Nests' pillage (docs/choices.md lists every player choice of the sources). Candidates are cheap and generous; the engine's decide keeps the legal ones. The alpha objectives are only
 * those the rule lets the namer name now (`alphaOwed`, the rule's own reading), the idol sets only those of the size the
 * rule needs, of units that can be idols, once the attacker has named theirs (`idolCandidates`, `waitsForAttacker`), the proving grounds only those the
 * rule's check accepts for its round and repeats (`currentProvingGround`, `provingGroundRepeated`), and no Rally or
 * Gaze of Ghur for a player who has used it this phase (`ralliedThisPhase`, `gazeAttempted`) or has no command point
 * for Rally (`lacksRallyPoint`), since the others are refused anyway. The dice of a candidate left out are drawn all
 * the same, so the choices' dice stay in step.
 * @module
 */
import { historyAt } from '../../core/state/history.js';
import type { ChoiceCandidate } from '../../core/pack/battlepack.js';
import type { Rng } from '../../core/dice.js';
import type { BattleState } from '../../core/state/state.js';
import type { GalletExt } from './ext.js';
import { hasKeyword } from '../../core/rules/rules-of.js';
import { activeObjectives } from './shared.js';
import { alphaOwed, currentProvingGround, gazeAttempted, IDOLS_PER_PLAYER, idolCandidates, waitsForAttacker, lacksRallyPoint, ralliedThisPhase, provingGroundRepeated } from './readings.js';

type G = BattleState<GalletExt>;

/** Every subset of `items` of size `k`, in the order of `items`. */
function combinations<T>(items: readonly T[], k: number): T[][] {
  const out: T[][] = [];
  const pick = (from: number, acc: T[]): void => {
    if (acc.length === k) {
      out.push([...acc]);
      return;
    }
    for (let i = from; i <= items.length - (k - acc.length); i++) {
      acc.push(items[i] as T);
      pick(i + 1, acc);
      acc.pop();
    }
  };
  if (k >= 0 && k <= items.length) pick(0, []);
  return out;
}

/**
 * The idol sets a player can name now: none while they wait for the attacker, else every set of exactly as many of their
 * units that can be idols as the rule needs (3, or all when fewer); the rule's own readings, the others would only be refused.
 */
function idolSets(s: G, player: string): string[][] {
  if (waitsForAttacker(s, player)) return [];
  const mine = idolCandidates(s, player).map((u) => u.def.id);
  return mine.length === 0 ? [] : combinations(mine, Math.min(IDOLS_PER_PLAYER, mine.length));
}

/** The Gallet choices open now, or more (see the module summary); dice rolled after a choice come from `dice`. */
export function galletChoices(s: G, dice: Rng): ChoiceCandidate[] {
  if (s.clock.stage !== 'battle') return [];
  const out: ChoiceCandidate[] = [];
  if (s.clock.turn === null) {
    // between rounds: the player going second picks the proving ground and, in The Prize of Gallet, activates one
    const last = historyAt(s.history.rounds, -1);
    const second = last?.second;
    if (second !== undefined && last?.round === s.clock.round) {
      // the proving ground once a round, each objective once (the rule's own readings): the others would only be refused
      const picked = currentProvingGround(s) !== null;
      for (const { id: objective } of activeObjectives(s)) {
        if (!picked && !provingGroundRepeated(s, objective)) out.push({ player: second, choice: `proving ground ${objective}`, event: { type: 'ProvingGroundPicked', data: { player: second, objective } } });
        if (s.setup.battleplan === 'the-prize-of-gallet') out.push({ player: second, choice: `activate ${objective}`, event: { type: 'ObjectiveActivated', data: { player: second, objective } } });
      }
    }
    if (s.setup.battleplan === 'in-the-presence-of-idols' && s.clock.round === 0)
      for (const player of s.setup.playerOrder) {
        if (s.ext.idols[player] !== undefined) continue;
        for (const units of idolSets(s, player)) out.push({ player, choice: `idols ${units.join(' ')}`, event: { type: 'IdolsChosen', data: { player, units } } });
      }
  } else {
    turnChoices(s, s.clock.turn, dice, out);
  }
  if (s.clock.turn !== null && s.setup.battleplan === 'close-to-the-chest' && s.clock.turn.phase === null) {
    // the objectives the rule lets the namer name now (none once named): the others would only be refused
    const owed = alphaOwed(s);
    if (owed !== null) {
      const namer = owed.namer;
      for (const objective of owed.objectives) out.push({ player: namer, choice: `alpha ${objective}`, event: { type: 'AlphaObjectiveNamed', data: { player: namer, objective } } });
    }
  }
  return out;
}

/** The choices of a turn under way: Rally, Overwhelming Assault, pillage (each checked by the engine's decide). */
function turnChoices(s: G, turn: NonNullable<G['clock']['turn']>, dice: Rng, out: ChoiceCandidate[]): void {
  const active = turn.player;
  // the units on the battlefield, listed only in the phases that need them
  let field: readonly G['units'][string][] | null = null;
  const onField = (): readonly G['units'][string][] => (field ??= Object.values(s.units).filter((u) => u.status === 'battlefield'));
  // core rules 3rd ed, Rally: either player, at the start of the hero phase, a unit with slain models (one dice each)
  if (turn.phase === 'hero' && turn.tacticWindow) {
    const held = activeObjectives(s);
    for (const u of onField()) {
      const slain = u.def.models - u.modelsRemaining;
      if (slain <= 0) continue;
      const rolls = dice.d6s(slain);
      // the rolls are drawn all the same (the dice stay in step); a player who has used Rally this phase or has no
      // command point for it would only be refused
      if (ralliedThisPhase(s, u.def.owner) || lacksRallyPoint(s, u.def.owner)) continue;
      out.push({ player: u.def.owner, choice: `rally ${u.def.id}`, event: { type: 'UnitRallied', data: { unit: u.def.id, rolls } }, diceAfterChoice: true });
      // Won't Back Down: near an objective the unit's army controls (the decide checks control); in other battleplans
      // the objective changes nothing, so the same rally is not offered twice
      if (s.ext.options.rallyPoints)
        for (const o of held)
          if (o.controller === u.def.owner) out.push({ player: u.def.owner, choice: `rally ${u.def.id} near ${o.id}`, event: { type: 'UnitRallied', data: { unit: u.def.id, rolls, objective: o.id } }, diceAfterChoice: true });
    }
  }
  // ghb 2022 s1, Gaze of Ghur: a WIZARD of the active player, in their hero phase, on an enemy unit (the 2D6 casting
  // roll after the choice; below 7 the attempt failed, and it is recorded all the same: rule 19.1)
  if (turn.phase === 'hero') {
    const roll = dice.d6() + dice.d6();
    const units = onField();
    // attempted once per hero phase: after the attempt every candidate would only be refused (the roll is drawn all the same)
    if (!gazeAttempted(s, active))
      for (const w of units) {
        if (w.def.owner !== active || !hasKeyword(w, 'WIZARD')) continue;
        for (const t of units)
          if (t.def.owner !== active)
            out.push({ player: active, choice: `gaze of ghur ${w.def.id} on ${t.def.id}`, event: { type: 'GazeOfGhurCast', data: { caster: w.def.id, target: t.def.id, castingRoll: roll, ...(roll < 7 ? { outcome: 'failed' } : {}) } }, diceAfterChoice: true });
      }
  }
  // ghb 2022 s1, Overwhelming Assault: the active player, in the charge phase, a unit of 10+ models against an enemy unit
  if (turn.phase === 'charge') {
    const roll = dice.d6();
    const units = onField();
    for (const u of units) {
      if (u.def.owner !== active || u.modelsRemaining < 10) continue;
      for (const t of units)
        if (t.def.owner !== active) out.push({ player: active, choice: `overwhelming assault ${u.def.id} on ${t.def.id}`, event: { type: 'OverwhelmingAssaultUsed', data: { unit: u.def.id, target: t.def.id, roll } }, diceAfterChoice: true });
    }
  }
  // ghb 2022 s1, The Silksteel Nests: from round 2, the active player may pillage an objective in enemy territory
  if (s.setup.battleplan === 'the-silksteel-nests' && s.clock.round >= 2 && !s.ext.pillages.some((x) => x.player === active && x.round === s.clock.round && x.turn === turn.number)) {
    for (const o of activeObjectives(s))
      for (const u of onField())
        if (u.def.owner === active) out.push({ player: active, choice: `pillage ${o.id} with ${u.def.id}`, event: { type: 'ObjectivePillaged', data: { player: active, objective: o.id, unit: u.def.id } } });
  }
}
