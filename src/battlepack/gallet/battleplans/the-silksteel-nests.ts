/**
 * Battleplan "The Silksteel Nests" (table 2, roll 4): from round 2, after scoring, a player may pillage one objective
 * they control wholly within enemy territory and within 1" of a friendly unit: +1 VP, Scuttling Horrors rolls for units
 * within 9", then the objective is removed. Declared during the turn, resolved after that turn's scoring.
 * @module
 */
import { definePackEvent, type BattleplanDef, type Effect } from '../../../core/pack/battlepack.js';
import { violation, type RuleViolation } from '../../../core/errors.js';
import type { ObjectivePillaged } from '../events.js';
import { galletSchema } from '../event-parsers.js';
import type { GalletExt } from '../ext.js';
import { findActiveObjective, findUnit, isViolation, otherRole, requirePlan, requireTurnPhase, roleOf, sourceId, whollyWithinTerritory, type GalletState } from '../shared.js';
import { DEFAULT_MAX_VP, MAP_TERRITORIES } from './common.js';

// Stryker disable all: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
const ID = 'the-silksteel-nests';
const NAME = 'The Silksteel Nests';
// Stryker restore all
/** The first round in which objectives may be pillaged. */
export const PILLAGE_FROM_ROUND = 2;

/** `ObjectivePillaged`: declared in the player's turn from round 2; checked now and again when it resolves. */
// Stryker disable next-line ObjectLiteral: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
export const objectivePillaged = definePackEvent<GalletExt, typeof ObjectivePillaged>({
  // Stryker disable next-line StringLiteral: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
  schema: galletSchema<typeof ObjectivePillaged>('ObjectivePillaged'),
  // Stryker disable next-line ArrowFunction: module-load definition, built once at import before any mutant is switched on (docs/testing.md); the function's body is mutated
  decide: (state, e) => {
    const plan = requirePlan(state, ID, NAME, 'Pillaging');
    if (plan.length > 0) return plan;
    const p = e.data.player;
    const out: RuleViolation[] = [...requireTurnPhase(state, p, null, 'Pillaging')];
    if (out.length > 0) return out;
    if (state.clock.round < PILLAGE_FROM_ROUND)
      out.push(violation('gallet/pillage-too-early', `Objectives can be pillaged from the start of battle round ${PILLAGE_FROM_ROUND}.`, { path: ['type'] }));
    // a round's turn is one player's: the round and turn name the pillaging player's own turn
    if (state.ext.pillages.some((x) => x.round === state.clock.round && x.turn === (state.clock.turn?.number ?? 0)))
      out.push(violation('gallet/pillage-once-per-turn', 'Only one objective can be pillaged per turn.', { path: ['type'] }));
    const o = findActiveObjective(state, e.data.objective, ['data', 'objective']);
    if (isViolation(o)) out.push(o);
    // control is not checked here: it is determined at the end of the turn, and the pillage lapses if the objective
    // is not the player's after scoring (ruling `gallet/pillage-declared-in-turn`)
    else if (!whollyWithinTerritory(o, otherRole(roleOf(state, p))))
      out.push(violation('gallet/pillage-not-enemy-territory', `${o.name} is not wholly within the opponent's territory.`, { path: ['data', 'objective'], ref: o.id }));
    const u = findUnit(state, e.data.unit, ['data', 'unit']);
    if (isViolation(u)) out.push(u);
    else if (u.def.owner !== p || u.status !== 'battlefield')
      out.push(violation('gallet/invalid-target', `${u.def.name} must be a friendly unit on the battlefield within 1" of the objective.`, { path: ['data', 'unit'], ref: u.def.id }));
    (e.data.horrors ?? []).forEach((h, i) => {
      const path = ['data', 'horrors', i];
      const hu = findUnit(state, h.unit, [...path, 'unit']);
      if (isViolation(hu)) return void out.push(hu);
      const hit = (h.roll[0] ?? 0) + (h.roll[1] ?? 0) >= h.bravery;
      if (hit && h.mortalWounds === undefined)
        out.push(violation('gallet/horrors-roll', `A 2D6 roll at or above the Bravery of ${hu.def.name} inflicts D3 mortal wounds: give "mortalWounds".`, { path: [...path, 'mortalWounds'] }));
      if (!hit && (h.mortalWounds !== undefined || (h.slain ?? 0) > 0))
        out.push(violation('gallet/horrors-roll', `A 2D6 roll below the Bravery of ${hu.def.name} inflicts nothing.`, { path: [...path, 'mortalWounds'] }));
      if ((h.slain ?? 0) > hu.modelsRemaining)
        out.push(violation('unit/too-many-slain', `${hu.def.name} has ${hu.modelsRemaining} models left.`, { path: [...path, 'slain'], ref: hu.def.id }));
    });
    return out;
  },
  // Stryker disable next-line ArrowFunction: module-load definition, built once at import before any mutant is switched on (docs/testing.md); the function's body is mutated
  effects: (state, e) => [
    {
      kind: 'ext',
      update: (x) => {
        x.pillages.push({
          round: state.clock.round,
          turn: state.clock.turn?.number ?? 0,
          player: e.data.player,
          objective: e.data.objective,
          unit: e.data.unit,
          horrors: (e.data.horrors ?? []).map((h) => ({ unit: h.unit, roll: [...h.roll], bravery: h.bravery, mortalWounds: h.mortalWounds ?? 0, slain: h.slain ?? 0 })),
          status: 'pending',
        });
      },
    },
  ],
});

/** End of turn, after scoring: the pending pillage of the active player resolves (+1 VP, horrors, removal) if the objective is still theirs. */
export function resolvePillage(state: GalletState): Effect<GalletExt>[] {
  // a pillage is declared in its player's own turn and resolves at the end of that turn: a pending one is this turn's
  const index = state.ext.pillages.findIndex((x) => x.status === 'pending');
  const pillage = state.ext.pillages[index];
  if (pillage === undefined) return [];
  const player = pillage.player;
  const o = state.board.objectives[pillage.objective];
  // a removed objective has no controller
  const ok = o !== undefined && o.controller === player;
  const mark: Effect<GalletExt> = {
    kind: 'ext',
    update: (x) => {
      const rec = x.pillages[index];
      if (rec !== undefined) rec.status = ok ? 'done' : 'lapsed';
    },
  };
  if (!ok) return [mark];
  return [
    { kind: 'award', player, amount: 1, source: sourceId('special-rule', 'pillaging-objectives'), reason: `pillaged ${o.name}` },
    // a roll that slew none slays 0 models: the fold ignores it
    ...pillage.horrors.map((h) => ({ kind: 'models-slain' as const, unit: h.unit, count: h.slain, means: 'ability' })),
    { kind: 'objective-removed', objective: o.id },
    mark,
  ];
}

// Stryker disable all: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
/** The battleplan. */
export const theSilksteelNests: BattleplanDef<GalletExt> = {
  id: ID,
  name: NAME,
  table: 2,
  roll: 4,
  // FACTS.md §5: at least one wholly within each territory; the total is unknown — supply the full layout at set-up
  objectives: [
    { id: 'attacker-nest', name: "Attacker's nest", placement: 'attacker-territory' },
    { id: 'defender-nest', name: "Defender's nest", placement: 'defender-territory' },
  ],
  maxVp: { perTurn: DEFAULT_MAX_VP.perTurn + 1, perBattle: DEFAULT_MAX_VP.perBattle + 4 },
  hooks: { onTurnEnd: resolvePillage },
};
// Stryker restore all
