/**
 * Battleplan "In the Presence of Idols" (table 1, roll 5): after deployment each player names 3 idol units (not LORD
 * KROAK or INCARNATE), attacker first; 1 VP for each enemy idol a friendly idol destroyed that turn.
 * @module
 */
import { selectDestroyed } from '../../../core/state/scoring-selectors.js';
import { definePackEvent, type BattleplanDef, type Effect } from '../../../core/pack/battlepack.js';
import { violation, type RuleViolation } from '../../../core/errors.js';
import type { IdolsChosen } from '../events.js';
import { galletSchema } from '../event-parsers.js';
import type { GalletExt } from '../ext.js';
import { scoreObjectives } from '../scoring.js';
import { findUnit, isViolation, opponentOf, requirePlan, sourceId, type GalletState } from '../shared.js';
import { IDOLS_PER_PLAYER, canBeIdol, idolCandidates, waitsForAttacker } from '../readings.js';
import { DEFAULT_MAX_VP, MAP_TERRITORIES, requireObjectives, type SetUpData } from './common.js';

// Stryker disable all: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
const ID = 'in-the-presence-of-idols';
const NAME = 'In the Presence of Idols';
/** The id of the unit effect that marks an idol. */
export const IDOL_EFFECT = 'idol';
// Stryker restore all

/** `IdolsChosen`: a player names their idols after deployment and before the first turn order, the attacker first. */
// Stryker disable next-line ObjectLiteral: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
export const idolsChosen = definePackEvent<GalletExt, typeof IdolsChosen>({
  // Stryker disable next-line StringLiteral: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
  schema: galletSchema<typeof IdolsChosen>('IdolsChosen'),
  // Stryker disable next-line ArrowFunction: module-load definition, built once at import before any mutant is switched on (docs/testing.md); the function's body is mutated
  decide: (state, e) => {
    const plan = requirePlan(state, ID, NAME, 'Choosing idols');
    if (plan.length > 0) return plan;
    const p = e.data.player;
    const out: RuleViolation[] = [];
    if (state.clock.stage !== 'battle' || state.clock.round !== 0)
      return [violation('gallet/idols-timing', 'Idols are chosen after deployment and before the turn order of the first round is set.', { path: ['type'] })];
    if (state.players[p] === undefined) return [violation('setup/invalid-players', `"${p}" is not a player of this battle.`, { path: ['data', 'player'], ref: p })];
    if (state.ext.idols[p] !== undefined) out.push(violation('gallet/idols-already-chosen', `${p} has already chosen their idols.`, { path: ['data', 'player'], ref: p }));
    if (waitsForAttacker(state, p)) out.push(violation('gallet/idols-attacker-first', 'The attacker chooses their idols first.', { path: ['data', 'player'], ref: p }));
    const units = e.data.units;
    const distinct = new Set(units).size === units.length;
    if (!distinct) out.push(violation('gallet/idols-duplicate', 'The idols must be different units.', { path: ['data', 'units'] }));
    const at = out.length;
    units.forEach((id, i) => {
      const u = findUnit(state, id, ['data', 'units', i]);
      if (isViolation(u)) out.push(u);
      else if (!canBeIdol(u, p))
        out.push(violation('gallet/idol-not-allowed', `${u.def.name} cannot be an idol: idols are friendly units on the battlefield, not LORD KROAK or INCARNATE.`, { path: ['data', 'units', i], ref: id }));
    });
    const needed = Math.min(IDOLS_PER_PLAYER, idolCandidates(state, p).length);
    if (units.length !== needed)
      out.splice(at, 0, violation('gallet/idols-count', `${p} names ${needed} idol units (3, or every eligible unit when fewer are on the battlefield); ${units.length} were given.`, { path: ['data', 'units'] }));
    return out;
  },
  // Stryker disable next-line ArrowFunction: module-load definition, built once at import before any mutant is switched on (docs/testing.md); the function's body is mutated
  effects: (_state, e) => [
    ...e.data.units.map((unit) => ({
      kind: 'unit-effect' as const,
      unit,
      effect: { id: IDOL_EFFECT, until: { kind: 'battle' as const }, source: sourceId('special-rule', 'inspiring-icons') },
    })),
    {
      kind: 'ext',
      update: (x) => {
        x.idols[e.data.player] = [...e.data.units];
      },
    },
  ],
});

/** VP for enemy idols destroyed by friendly idols during the current turn. */
export function idolAwards(state: GalletState, player: string): Effect<GalletExt>[] {
  const mine = state.ext.idols[player] ?? [];
  const theirs = state.ext.idols[opponentOf(state, player)] ?? [];
  const turn = state.clock.turn?.number ?? 0;
  return selectDestroyed(state)
    .filter((d) => d.round === state.clock.round && d.turn === turn && theirs.includes(d.unit) && d.byUnit !== null && mine.includes(d.byUnit))
    .map((d) => ({
      kind: 'award' as const,
      player,
      amount: 1,
      source: sourceId('special-rule', 'inspiring-icons'),
      reason: `enemy idol ${state.units[d.unit]?.def.name ?? d.unit} destroyed by idol ${state.units[d.byUnit ?? '']?.def.name ?? d.byUnit}`,
    }));
}

/** Set-up check: the layout is unknown, so objectives must be given. */
export function inThePresenceOfIdolsSetUp(data: SetUpData): RuleViolation[] {
  return requireObjectives(NAME, data);
}

// Stryker disable all: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
/** The battleplan. */
export const inThePresenceOfIdols: BattleplanDef<GalletExt> = {
  id: ID,
  name: NAME,
  table: 1,
  roll: 5,
  objectives: [],
  maxVp: { perTurn: DEFAULT_MAX_VP.perTurn + IDOLS_PER_PLAYER, perBattle: DEFAULT_MAX_VP.perBattle + IDOLS_PER_PLAYER },
  hooks: {
    // Stryker restore all
    // Stryker disable next-line ArrowFunction: module-load definition, built once at import before any mutant is switched on (docs/testing.md); the function's body is mutated
    validate: (state, event) => {
      if (event.type !== 'PriorityDetermined' || state.clock.round !== 0) return [];
      // a player with no unit that can be an idol names none (ruling gallet/idols-none-eligible)
      const missing = state.setup.playerOrder.filter((p) => state.ext.idols[p] === undefined && idolCandidates(state, p).length > 0);
      return missing.length === 0
        ? []
        : [violation('gallet/idols-required', `Idols must be chosen (IdolsChosen) before the first turn order is set; still to choose: ${missing.join(', ')}.`, { path: ['type'] })];
    },
    // Stryker disable next-line ArrowFunction: module-load definition, built once at import before any mutant is switched on (docs/testing.md); the function's body is mutated
    scoreTurn: (state, _ctx, player) => [...scoreObjectives(state, player), ...idolAwards(state, player)],
  },
};
