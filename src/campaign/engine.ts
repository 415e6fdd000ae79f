/**
 * The campaign fold: decide (validation → violations) and evolve (plain updates) over the campaign events, with the
 * same shape of API as a battle engine: apply / applyOrThrow / check / can / replay.
 * @module
 */
import { Immer } from 'immer';
import { BattleError, violation, type Mutable, type RuleViolation } from '../core/index.js';
import { PARSE_OPTIONS, zodIssues } from '../core/events/issues.js';
import { BW } from '../battlepack/blighted-wilds/ext.js';
import { CampaignEvent, type CampaignEventInput } from './schema.js';
import type { CampaignState, RosterUnit } from './state.js';

const immer = new Immer({ autoFreeze: true });

/** The result of applying a campaign event: the new state, or the violations (the input state is untouched). */
export type CampaignApplyResult = { readonly ok: true; readonly state: CampaignState } | { readonly ok: false; readonly violations: readonly RuleViolation[] };

const C = 'campaign';
const has = (r: object, k: string): boolean => Object.prototype.hasOwnProperty.call(r, k);

/** The campaign before any event. */
export function initialCampaignState(): CampaignState {
  return { playerOrder: [], players: {}, battles: [], renown: [], eventCount: 0 };
}

function unitOwner(state: CampaignState, unit: string): string | null {
  for (const p of state.playerOrder) if (has(state.players[p]?.roster ?? {}, unit)) return p;
  return null;
}

function isHero(u: { keywords?: readonly string[] | undefined }): boolean {
  return (u.keywords ?? []).some((k) => k.toUpperCase() === 'HERO');
}

function needPlayer(state: CampaignState, player: string, path: (string | number)[] = ['data', 'player']): RuleViolation[] {
  return has(state.players, player) ? [] : [violation(`${C}/unknown-player`, `"${player}" has no roster in this campaign; create one with RosterCreated first.`, { path, ref: player })];
}

function needRosterUnit(state: CampaignState, player: string, unit: string, path: (string | number)[] = ['data', 'unit']): RuleViolation[] {
  const p = state.players[player];
  if (p === undefined) return needPlayer(state, player);
  return has(p.roster, unit) ? [] : [violation(`${C}/unknown-unit`, `"${unit}" is not on ${player}'s roster (${Object.keys(p.roster).join(', ') || 'empty'}).`, { path, ref: unit })];
}

function decideCampaign(state: CampaignState, e: CampaignEvent): RuleViolation[] {
  switch (e.type) {
    case 'RosterCreated': {
      const d = e.data;
      if (has(state.players, d.player)) return [violation(`${C}/roster-exists`, `${d.player} already has a roster; change it with RosterUnitAdded / RosterUnitRemoved.`, { path: ['data', 'player'], ref: d.player })];
      const out: RuleViolation[] = [];
      const seen = new Set<string>();
      d.units.forEach((u, i) => {
        if (seen.has(u.id) || unitOwner(state, u.id) !== null) out.push(violation(`${C}/duplicate-unit`, `Unit id "${u.id}" is already used in this campaign; every unit needs its own id.`, { path: ['data', 'units', i, 'id'], ref: u.id }));
        seen.add(u.id);
      });
      if (d.general !== undefined) {
        const g = d.units.find((u) => u.id === d.general);
        if (g === undefined) out.push(violation(`${C}/unknown-unit`, `The general "${d.general}" is not one of the roster's units.`, { path: ['data', 'general'], ref: d.general }));
        else if (!isHero(g)) out.push(violation(`${C}/general-not-hero`, `The general must be a HERO (core rules 3.2); "${d.general}" is not.`, { path: ['data', 'general'], ref: d.general }));
      }
      return out;
    }
    case 'RosterUnitAdded': {
      const v = needPlayer(state, e.data.player);
      if (v.length > 0) return v;
      return unitOwner(state, e.data.unit.id) === null
        ? []
        : [violation(`${C}/duplicate-unit`, `Unit id "${e.data.unit.id}" is already on a roster; every unit needs its own id.`, { path: ['data', 'unit', 'id'], ref: e.data.unit.id })];
    }
    case 'RosterUnitRemoved':
      return needRosterUnit(state, e.data.player, e.data.unit);
    case 'GeneralSet': {
      const v = needRosterUnit(state, e.data.player, e.data.unit);
      if (v.length > 0) return v;
      const u = state.players[e.data.player]?.roster[e.data.unit];
      return u !== undefined && isHero(u) ? [] : [violation(`${C}/general-not-hero`, `The general must be a HERO (core rules 3.2); "${e.data.unit}" is not.`, { path: ['data', 'unit'], ref: e.data.unit })];
    }
    case 'BattleRecorded': {
      const d = e.data;
      const s = d.summary;
      const out: RuleViolation[] = [];
      if (state.battles.some((b) => b.id === d.battle)) out.push(violation(`${C}/battle-exists`, `Battle "${d.battle}" is already recorded.`, { path: ['data', 'battle'], ref: d.battle }));
      if (s.battlepack.id !== BW) out.push(violation(`${C}/wrong-battlepack`, `This campaign records Blighted Wilds battles, not "${s.battlepack.id}".`, { path: ['data', 'summary', 'battlepack', 'id'] }));
      s.players.forEach((p, i) => out.push(...needPlayer(state, p.id, ['data', 'summary', 'players', i, 'id'])));
      if (out.length > 0) return out;
      s.units.forEach((u, i) => {
        if (!s.players.some((p) => p.id === u.owner)) out.push(violation(`${C}/unknown-player`, `Unit "${u.id}" belongs to "${u.owner}", who did not play this battle.`, { path: ['data', 'summary', 'units', i, 'owner'] }));
        // only roster units can be on a roster; replacement and summoned units never join it
        else if (u.origin === 'roster' || u.origin === 'reserve') out.push(...needRosterUnit(state, u.owner, u.id, ['data', 'summary', 'units', i, 'id']));
      });
      return out;
    }
    case 'RenownAwarded': {
      const d = e.data;
      const battle = state.battles.find((b) => b.id === d.battle);
      if (battle === undefined) return [violation(`${C}/unknown-battle`, `Battle "${d.battle}" is not recorded; record it with BattleRecorded first.`, { path: ['data', 'battle'], ref: d.battle })];
      const v = needRosterUnit(state, d.player, d.unit);
      if (v.length > 0) return v;
      const u = battle.summary.units.find((x) => x.id === d.unit && x.owner === d.player);
      if (u === undefined || (u.origin !== 'roster' && u.origin !== 'reserve'))
        return [violation(`${C}/not-in-battle`, `"${d.unit}" did not fight in battle "${d.battle}" as a roster unit, so it earns no renown from it.`, { path: ['data', 'unit'], ref: d.unit })];
      if (u.outcome === 'resting') return [violation(`${C}/resting-no-renown`, `"${d.unit}" was resting in battle "${d.battle}"; resting units earn no renown from it.`, { path: ['data', 'unit'], ref: d.unit })];
      const prior = state.renown.filter((r) => r.battle === d.battle);
      const roll = d.roll ?? d.amount;
      switch (d.reason) {
        case 'survived':
        case 'destroyed': {
          if (u.outcome !== d.reason) return [violation(`${C}/wrong-outcome`, `"${d.unit}" ${u.outcome} in battle "${d.battle}"; award "${u.outcome}" renown instead.`, { path: ['data', 'reason'] })];
          if (prior.some((r) => r.unit === d.unit && (r.reason === 'survived' || r.reason === 'destroyed')))
            return [violation(`${C}/renown-already-awarded`, `"${d.unit}" already has its renown for surviving or being destroyed in battle "${d.battle}".`, { path: ['data', 'reason'] })];
          if (d.reason === 'destroyed' && d.amount !== 1) return [violation(`${C}/renown-amount`, 'A destroyed unit gains 1 renown.', { path: ['data', 'amount'] })];
          if (d.reason === 'survived' && (d.amount > 3 || roll !== d.amount)) return [violation(`${C}/renown-amount`, 'A surviving unit gains a D3 of renown: 1 to 3, the roll itself.', { path: ['data', 'amount'] })];
          return [];
        }
        case 'favoured': {
          if (prior.some((r) => r.player === d.player && r.reason === 'favoured'))
            return [violation(`${C}/favoured-already`, `${d.player} already picked a favoured unit for battle "${d.battle}".`, { path: ['data', 'unit'] })];
          return d.amount <= 6 && roll === d.amount ? [] : [violation(`${C}/renown-amount`, 'The favoured unit gains a D6 of renown: 1 to 6, the roll itself.', { path: ['data', 'amount'] })];
        }
        case 'purify-the-land': {
          if (prior.some((r) => r.unit === d.unit && r.reason === 'purify-the-land'))
            return [violation(`${C}/renown-already-awarded`, `"${d.unit}" already has its Purify the Land renown for battle "${d.battle}".`, { path: ['data', 'reason'] })];
          return d.amount === u.renownGained && u.renownGained > 0
            ? []
            : [violation(`${C}/renown-amount`, `"${d.unit}" gained ${u.renownGained} renown from Purify the Land in battle "${d.battle}", not ${d.amount}.`, { path: ['data', 'amount'] })];
        }
        case 'other':
          return [];
      }
    }
  }
}

function rosterUnitFrom(u: CampaignEventOfRosterUnit): Mutable<RosterUnit> {
  return {
    id: u.id,
    name: u.name,
    keywords: [...u.keywords],
    roles: [...u.roles],
    wounds: u.wounds,
    models: u.models,
    mounted: u.mounted,
    points: u.points,
    control: u.control ?? null,
    reinforced: u.reinforced ?? 0,
    unique: u.unique ?? false,
    tags: [...(u.tags ?? [])],
    renown: u.renown ?? 0,
    battles: [],
  };
}

type CampaignEventOfRosterUnit = Extract<CampaignEvent, { type: 'RosterUnitAdded' }>['data']['unit'];

function evolveCampaign(s: Mutable<CampaignState>, e: CampaignEvent): void {
  const eventIndex = s.eventCount;
  s.eventCount += 1;
  switch (e.type) {
    case 'RosterCreated': {
      const d = e.data;
      s.playerOrder.push(d.player);
      s.players[d.player] = {
        id: d.player,
        name: d.name ?? d.player,
        faction: d.faction ?? null,
        general: d.general ?? null,
        roster: Object.fromEntries(d.units.map((u) => [u.id, rosterUnitFrom(u)])),
        removed: [],
      };
      return;
    }
    case 'RosterUnitAdded': {
      const p = s.players[e.data.player];
      if (p !== undefined) p.roster[e.data.unit.id] = rosterUnitFrom(e.data.unit);
      return;
    }
    case 'RosterUnitRemoved': {
      const p = s.players[e.data.player];
      if (p === undefined) return;
      delete p.roster[e.data.unit];
      p.removed.push(e.data.unit);
      if (p.general === e.data.unit) p.general = null;
      return;
    }
    case 'GeneralSet': {
      const p = s.players[e.data.player];
      if (p !== undefined) p.general = e.data.unit;
      return;
    }
    case 'BattleRecorded': {
      const summary = structuredClone(e.data.summary);
      s.battles.push({ id: e.data.battle, summary });
      for (const u of summary.units) {
        if ((u.origin !== 'roster' && u.origin !== 'reserve') || u.outcome === 'resting') continue;
        const r = s.players[u.owner]?.roster[u.id];
        if (r !== undefined) r.battles.push(e.data.battle);
      }
      return;
    }
    case 'RenownAwarded': {
      const d = e.data;
      const r = s.players[d.player]?.roster[d.unit];
      if (r !== undefined) r.renown += d.amount;
      s.renown.push({ battle: d.battle, player: d.player, unit: d.unit, reason: d.reason, amount: d.amount, roll: d.roll ?? null, eventIndex });
      return;
    }
  }
}

function parse(raw: unknown): { ok: true; event: CampaignEvent } | { ok: false; violations: RuleViolation[] } {
  const r = CampaignEvent.safeParse(raw, PARSE_OPTIONS);
  if (r.success) return { ok: true, event: r.data };
  return {
    ok: false,
    violations: zodIssues(r.error).map((i) => violation('schema/invalid', `${i.message}${i.path.length > 0 ? ` at ${i.path.join('.')}` : ''}.`, { path: i.path })),
  };
}

/** The Blighted Wilds campaign: fold its events into a {@link CampaignState}. */
export const blightedWildsCampaign = {
  /** The zod schema of every campaign event. */
  eventSchema: CampaignEvent,
  /** The campaign before any event (frozen). */
  initialState: (): CampaignState => immer.produce(initialCampaignState(), () => undefined),
  /** The violations `event` would raise now; empty when it would be accepted. */
  check(state: CampaignState, event: CampaignEventInput): readonly RuleViolation[] {
    const p = parse(event);
    return p.ok ? decideCampaign(state, p.event).map((v) => ({ ...v, eventIndex: state.eventCount })) : p.violations;
  },
  /** Whether `event` would be accepted now. */
  can(state: CampaignState, event: CampaignEventInput): boolean {
    return blightedWildsCampaign.check(state, event).length === 0;
  },
  /** Validates and folds one event. Never throws for bad input. */
  apply(state: CampaignState, event: CampaignEventInput): CampaignApplyResult {
    const p = parse(event);
    if (!p.ok) return { ok: false, violations: p.violations };
    const vs = decideCampaign(state, p.event);
    if (vs.length > 0) return { ok: false, violations: vs.map((v) => ({ ...v, eventIndex: state.eventCount })) };
    return { ok: true, state: immer.produce(state, (draft) => evolveCampaign(draft as Mutable<CampaignState>, p.event)) };
  },
  /** Like `apply`, but throws a `BattleError` on violations. */
  applyOrThrow(state: CampaignState, event: CampaignEventInput): CampaignState {
    const r = blightedWildsCampaign.apply(state, event);
    if (!r.ok) throw new BattleError(r.violations);
    return r.state;
  },
  /** Folds events from the start (or `from`); stops at the first rejected one. */
  replay(events: readonly unknown[], from?: CampaignState): { readonly ok: boolean; readonly state: CampaignState; readonly applied: number; readonly violations: readonly RuleViolation[] } {
    let state = from ?? blightedWildsCampaign.initialState();
    let applied = 0;
    for (const raw of events) {
      const r = blightedWildsCampaign.apply(state, raw as CampaignEventInput);
      if (!r.ok) return { ok: false, state, applied, violations: r.violations };
      state = r.state;
      applied++;
    }
    return { ok: true, state, applied, violations: [] };
  },
};
