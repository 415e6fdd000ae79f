/**
 * Contamination set-up: the generals' ranks (and a roll-off when equal) say who goes first; the players take turns
 * to pick a feature outside their own territory; then a dice for every other feature, contaminated on a 4+.
 * blighted wilds table-side, "Contamination and Remediation".
 * @module
 */
import { definePackEvent, violation, type RuleViolation } from '../../../core/index.js';
import { BW, type BlightedWildsExt, type BlightedWildsState } from '../ext.js';
import { needPlayer, needSetUp, needTerrain } from './common.js';
import type { GeneralRanksRecorded, ContaminationPicked, ContaminationRolled } from '../events.js';
import { bwSchema } from '../event-parsers.js';

/** Contamination picks each player makes (rulings: blighted-wilds/contamination-picks). */
export const CONTAMINATION_PICKS_PER_PLAYER = 1;
/** The dice result that contaminates a feature nobody picked. */
export const CONTAMINATION_ROLL = 4;

function territoryOf(state: BlightedWildsState, player: string): string {
  return `${state.players[player]?.role ?? 'attacker'}-territory`;
}

/** Features a player may pick to contaminate now: not contaminated yet and not in their own territory. */
export function contaminationOptions(state: BlightedWildsState, player: string): readonly string[] {
  const own = territoryOf(state, player);
  return Object.values(state.board.terrain)
    .filter((t) => !state.ext.contaminated.includes(t.id) && t.placement !== own)
    .map((t) => t.id);
}

/** The player whose contamination pick comes next, or null when the picks are done. */
export function nextContaminationPicker(state: BlightedWildsState): string | null {
  const order = state.ext.generals?.order;
  if (order === undefined) return null;
  const picks = state.ext.contamination.picks.length;
  const total = order.length * CONTAMINATION_PICKS_PER_PLAYER;
  return picks >= total ? null : (order[picks % order.length] ?? null);
}

/** Features that still need a contamination roll (every feature not contaminated by a pick). */
export function featuresToRoll(state: BlightedWildsState): readonly string[] {
  return Object.keys(state.board.terrain).filter((t) => !state.ext.contaminated.includes(t));
}

/** Whether contamination set-up is complete (trivially, when the battlefield has no terrain). */
export function contaminationComplete(state: BlightedWildsState): boolean {
  if (Object.keys(state.board.terrain).length === 0) return true;
  // without the ranks there are no picks, and no rolls: every feature is still to roll
  if (nextContaminationPicker(state) !== null) return false;
  return state.ext.contamination.rolls !== null || featuresToRoll(state).length === 0;
}

/** The two players in set-up order: BattleSetUp takes exactly two (its schema), so the defaults are never used. */
function twoPlayers(state: BlightedWildsState): readonly [string, string] {
  const [a = '', b = ''] = state.setup.playerOrder;
  return [a, b];
}

/** A general's rank level as recorded; every player's is given once the event is accepted. */
function levelOf(generals: Readonly<Record<string, { readonly level: number }>>, player: string): number {
  return generals[player]?.level ?? 0;
}

/** GeneralRanksRecorded: decides who counts as having the lowest-ranked general. */
// Stryker disable next-line ObjectLiteral: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
export const generalRanksRecorded = definePackEvent<BlightedWildsExt, typeof GeneralRanksRecorded>({
  // Stryker disable next-line StringLiteral: module-load definition (see above)
  schema: bwSchema<typeof GeneralRanksRecorded>('GeneralRanksRecorded'),
  decide: (state, e) => {
    const out: RuleViolation[] = [...needSetUp(state, 'Recording the generals’ ranks')];
    if (state.ext.generals !== null) out.push(violation(`${BW}/ranks-already-recorded`, 'The generals’ ranks are recorded once per battle.', { path: ['type'] }));
    const ids = Object.keys(e.data.generals);
    const [a, b] = twoPlayers(state);
    if (ids.length !== 2 || !ids.includes(a) || !ids.includes(b))
      out.push(violation(`${BW}/ranks-incomplete`, `Give the rank of both generals, for ${state.setup.playerOrder.join(' and ')}.`, { path: ['data', 'generals'] }));
    if (out.length > 0) return out;
    const tied = levelOf(e.data.generals, a) === levelOf(e.data.generals, b);
    const r = e.data.rollOff;
    if (tied) {
      if (r === undefined || r[a] === undefined || r[b] === undefined || Object.keys(r).length !== 2)
        return [violation(`${BW}/roll-off-required`, `Both generals have the same rank, so roll off: give "rollOff" with a dice for ${a} and ${b}.`, { path: ['data', 'rollOff'] })];
      if (r[a] === r[b]) return [violation(`${BW}/roll-off-tied`, 'A tied roll-off is rolled again; record the final, untied rolls.', { path: ['data', 'rollOff'] })];
    } else if (r !== undefined) {
      return [violation(`${BW}/roll-off-not-needed`, 'The generals have different ranks, so there is no roll-off.', { path: ['data', 'rollOff'] })];
    }
    return [];
  },
  effects: (state, e) => {
    const [a, b] = twoPlayers(state);
    const la = levelOf(e.data.generals, a);
    const lb = levelOf(e.data.generals, b);
    const r = e.data.rollOff;
    // equal ranks: the roll-off winner counts as the lowest-ranked general (rulings: blighted-wilds/rank-roll-off)
    const aFirst = la !== lb ? la < lb : (r?.[a] ?? 0) > (r?.[b] ?? 0);
    const order = aFirst ? [a, b] : [b, a];
    return [
      {
        kind: 'ext',
        update: (x) => {
          x.generals = {
            ranks: Object.fromEntries(Object.entries(e.data.generals).map(([p, g]) => [p, { rank: g.rank, level: g.level }])),
            rollOff: r === undefined ? null : { ...r },
            order,
          };
        },
      },
    ];
  },
});

/** ContaminationPicked: players alternate, lowest-ranked general first, one pick each. */
// Stryker disable next-line ObjectLiteral: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
export const contaminationPicked = definePackEvent<BlightedWildsExt, typeof ContaminationPicked>({
  // Stryker disable next-line StringLiteral: module-load definition (see above)
  schema: bwSchema<typeof ContaminationPicked>('ContaminationPicked'),
  decide: (state, e) => {
    const base = [...needSetUp(state, 'Contamination'), ...needPlayer(state, e.data.player)];
    if (base.length > 0) return base;
    if (state.ext.generals === null)
      return [violation(`${BW}/ranks-not-recorded`, 'Record the generals’ ranks (GeneralRanksRecorded) first: the lowest-ranked general picks first.', { path: ['type'] })];
    const next = nextContaminationPicker(state);
    if (next === null) return [violation(`${BW}/contamination-picks-done`, 'Both players have made their contamination pick.', { path: ['type'] })];
    if (next !== e.data.player) return [violation(`${BW}/contamination-out-of-turn`, `It is ${next}'s contamination pick, not ${e.data.player}'s.`, { path: ['data', 'player'], ref: e.data.player })];
    const options = contaminationOptions(state, e.data.player);
    if (e.data.terrain === null)
      return options.length === 0 ? [] : [violation(`${BW}/contamination-pick-required`, `${e.data.player} must pick one of ${options.join(', ')}.`, { path: ['data', 'terrain'] })];
    const t = needTerrain(state, e.data.terrain);
    if (t.length > 0) return t;
    if (state.ext.contaminated.includes(e.data.terrain))
      return [violation(`${BW}/already-contaminated`, `"${e.data.terrain}" is already contaminated; pick another feature.`, { path: ['data', 'terrain'], ref: e.data.terrain })];
    if (!options.includes(e.data.terrain))
      return [violation(`${BW}/own-territory`, `"${e.data.terrain}" is in ${e.data.player}'s own territory; pick a feature outside it.`, { path: ['data', 'terrain'], ref: e.data.terrain })];
    return [];
  },
  // Stryker disable next-line ArrowFunction: module-load definition (see above); the function's body is mutated
  effects: (_state, e) => [
    {
      kind: 'ext',
      update: (x) => {
        x.contamination.picks.push({ player: e.data.player, terrain: e.data.terrain });
        if (e.data.terrain !== null) x.contaminated.push(e.data.terrain);
      },
    },
    ...(e.data.terrain === null ? [] : [{ kind: 'terrain-marker' as const, terrain: e.data.terrain, key: 'contaminated', value: true }]),
  ],
});

/** ContaminationRolled: a dice for every feature not picked. */
// Stryker disable next-line ObjectLiteral: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
export const contaminationRolled = definePackEvent<BlightedWildsExt, typeof ContaminationRolled>({
  // Stryker disable next-line StringLiteral: module-load definition (see above)
  schema: bwSchema<typeof ContaminationRolled>('ContaminationRolled'),
  decide: (state, e) => {
    const base = [...needSetUp(state, 'Contamination'), ...(e.data.player !== undefined ? needPlayer(state, e.data.player) : [])];
    if (base.length > 0) return base;
    if (state.ext.generals === null || nextContaminationPicker(state) !== null)
      return [violation(`${BW}/contamination-picks-first`, 'The players pick their contaminated features before the other features are rolled for.', { path: ['type'] })];
    if (state.ext.contamination.rolls !== null) return [violation(`${BW}/contamination-already-rolled`, 'The contamination rolls are made once.', { path: ['type'] })];
    const need = featuresToRoll(state);
    const given = Object.keys(e.data.rolls);
    const missing = need.filter((t) => !given.includes(t));
    const extra = given.filter((t) => !need.includes(t));
    if (missing.length > 0 || extra.length > 0)
      return [
        violation(`${BW}/contamination-rolls`, `Roll one dice for each feature that is not contaminated yet: ${need.join(', ') || 'none'}${missing.length > 0 ? `; missing ${missing.join(', ')}` : ''}${extra.length > 0 ? `; not rolled for: ${extra.join(', ')}` : ''}.`, {
          path: ['data', 'rolls'],
        }),
      ];
    return [];
  },
  effects: (_state, e) => {
    const hit = Object.entries(e.data.rolls)
      .filter(([, v]) => v >= CONTAMINATION_ROLL)
      .map(([t]) => t);
    return [
      {
        kind: 'ext',
        update: (x) => {
          x.contamination.rolls = { ...e.data.rolls };
          for (const t of hit) x.contaminated.push(t);
        },
      },
      ...hit.map((t) => ({ kind: 'terrain-marker' as const, terrain: t, key: 'contaminated', value: true })),
    ];
  },
});

/** Checks that keep the set-up in order: contamination (and the ranks it needs) are done before deployment ends. */
export function validateContamination(state: BlightedWildsState, type: string): RuleViolation[] {
  // the core accepts DeploymentFinished only during deployment (deployment/already-finished), and hooks run after it
  if (type !== 'DeploymentFinished') return [];
  if (state.ext.generals === null)
    return [violation(`${BW}/ranks-not-recorded`, 'Record the generals’ ranks (GeneralRanksRecorded) before the battle starts.', { path: ['type'] })];
  if (!contaminationComplete(state)) {
    const next = nextContaminationPicker(state);
    return [
      violation(`${BW}/contamination-incomplete`, next !== null ? `Contamination set-up is not finished: ${next} still has to pick a feature.` : 'Contamination set-up is not finished: roll for the features nobody picked (ContaminationRolled).', {
        path: ['type'],
      }),
    ];
  }
  return [];
}
