/**
 * Applying the effects hooks and pack events ask for. Part of the fold (`evolve`, src/core/fold/evolve.ts).
 * @module
 */
import type { Battlepack, Effect, HookContext } from '../pack/battlepack.js';
import { has } from '../rules/rules-of.js';
import { entriesOf } from '../state/reports.js';
import type { BoardContestReport, Draft, Mutable, ObjectiveState, UnitState } from '../state/state.js';
import { objectiveFrom } from './root.js';
import { type Fold, isObject, own, ownBoard, ownClock, ownObjective, ownTerrain, ownUnit, setCommandPoints, setUnitStatus } from './write.js';
import { ExtDraft } from './ext-draft.js';
import { award, endBattle } from './clock.js';
import { destroyUnit } from './units.js';
import { setControl } from './board.js';

/** Applies hook effects in order. */
export function applyEffects<X>(f: Fold, pack: Battlepack<X>, s: Draft<X>, effects: readonly Effect<X>[], ctx: HookContext): void {
  for (let i = 0; i < effects.length; i++) {
    const fx = effects[i] as Effect<X>;
    switch (fx.kind) {
      case 'award':
        award(f, s, fx.player, fx.amount, fx.source, fx.reason, ctx.eventIndex);
        break;
      case 'ext': {
        const ext: unknown = s.ext;
        // on the public path, the pack's update works on a draft: it copies what it reaches of the frozen ext (see
        // `ExtDraft`); what it leaves equal stays shared, and what it adds is frozen with the rest of the event's changes
        if (f.shared && isObject(ext)) {
          const d = new ExtDraft();
          const root = Object.isExtensible(ext) ? ext : { ...ext };
          fx.update(d.draft(root) as Mutable<X>);
          s.ext = d.settle(root, Object.isExtensible(ext) ? undefined : ext) as Draft<X>['ext'];
        } else fx.update(s.ext as Mutable<X>);
        break;
      }
      case 'control':
        setControl(f, s, fx.objective, fx.player, ctx.eventIndex);
        break;
      case 'objective-added':
        own(f, ownBoard(f, s), 'objectives')[fx.objective.id] = objectiveFrom(fx.objective);
        break;
      case 'objective-removed': {
        const o = s.board.objectives[fx.objective];
        if (o !== undefined && (o.active || o.controller !== null)) {
          const w = ownObjective(f, s, fx.objective) as Mutable<ObjectiveState>;
          w.active = false;
          w.controller = null;
        }
        // its contests are gone (the report keeps its moment, for the objective, with no entries)
        const report = has(s.board.contests, fx.objective) ? s.board.contests[fx.objective] : undefined;
        if (entriesOf(report, fx.objective).length > 0) own(f, ownBoard(f, s), 'contests')[fx.objective] = { at: (report as BoardContestReport).at, entries: [] };
        break;
      }
      case 'objective-marker': {
        const o = s.board.objectives[fx.objective];
        if (o === undefined) break;
        if (fx.value === null ? has(o.markers, fx.key) : o.markers[fx.key] !== fx.value || !has(o.markers, fx.key)) {
          const markers = own(f, ownObjective(f, s, fx.objective) as Mutable<ObjectiveState>, 'markers');
          if (fx.value === null) delete markers[fx.key];
          else markers[fx.key] = fx.value;
        }
        break;
      }
      case 'terrain-marker': {
        const t = s.board.terrain[fx.terrain];
        if (t === undefined) break;
        if (fx.value === null ? has(t.markers, fx.key) : t.markers[fx.key] !== fx.value || !has(t.markers, fx.key)) {
          const markers = own(f, ownTerrain(f, s, fx.terrain) as typeof t, 'markers');
          if (fx.value === null) delete markers[fx.key];
          else markers[fx.key] = fx.value;
        }
        break;
      }
      case 'unit-status':
        setUnitStatus(f, s, fx.unit, fx.status);
        break;
      case 'destroy-unit':
        destroyUnit(f, pack, s, fx.unit, { means: fx.means }, ctx);
        break;
      case 'models-slain': {
        const u = s.units[fx.unit];
        if (u === undefined || u.status === 'destroyed' || fx.count <= 0) break;
        const left = Math.max(0, u.modelsRemaining - fx.count);
        if (left !== u.modelsRemaining) (ownUnit(f, s, fx.unit) as Mutable<UnitState>).modelsRemaining = left;
        if (left === 0) destroyUnit(f, pack, s, u.def.id, { means: fx.means }, ctx);
        break;
      }
      case 'models-returned': {
        const u = s.units[fx.unit];
        if (u === undefined || u.status === 'destroyed' || fx.count <= 0) break;
        const now = Math.min(u.def.models, u.modelsRemaining + fx.count);
        if (now !== u.modelsRemaining) (ownUnit(f, s, fx.unit) as Mutable<UnitState>).modelsRemaining = now;
        break;
      }
      case 'terrain-control': {
        const t = s.board.terrain[fx.terrain];
        if (t !== undefined && t.controller !== fx.player) (ownTerrain(f, s, fx.terrain) as typeof t).controller = fx.player;
        break;
      }
      case 'unit-effect': {
        const u = ownUnit(f, s, fx.unit);
        if (u === undefined) break;
        u.effects = u.effects.filter((x) => x.id !== fx.effect.id);
        u.effects.push({ id: fx.effect.id, value: fx.effect.value ?? null, until: { ...fx.effect.until }, source: fx.effect.source, round: s.clock.round });
        break;
      }
      case 'unit-effect-removed': {
        const u = ownUnit(f, s, fx.unit);
        if (u !== undefined) u.effects = u.effects.filter((x) => x.id !== fx.id);
        break;
      }
      case 'unit-keyword': {
        const u = s.units[fx.unit];
        // a new list, never a push: a unit's empty list may be shared with the other units added with it (`unitsAdded`)
        if (u !== undefined && !u.derivedKeywords.includes(fx.keyword)) (ownUnit(f, s, fx.unit) as Mutable<UnitState>).derivedKeywords = [...u.derivedKeywords, fx.keyword];
        break;
      }
      case 'command-points': {
        const p = s.players[fx.player];
        if (p !== undefined) setCommandPoints(f, s, fx.player, Math.max(0, p.commandPoints + fx.amount));
        break;
      }
      case 'pending-roll':
        ownClock(f, s).pendingRoll = { ...fx.roll };
        break;
      case 'end-battle':
        endBattle(f, pack, s, ctx, fx.reason, undefined, fx.result);
        break;
    }
  }
}
