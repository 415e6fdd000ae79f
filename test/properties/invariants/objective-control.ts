/**
 * Invariant 7: control of an objective changes only when a turn ends, on a contest report, on ObjectiveControlSet
 * or on a pack event; where the engine computed it from a contest report, the new controller's counted contest is
 * above zero and above the opponent's.
 */
import fc from 'fast-check';
import { editionProfile, eventTypeOf, hooksOf, type BattleState, type UnitState } from '../../../src/index.js';
import { arbBattleOf, type AnyEngine, type PackEntry } from '../../arbitraries/index.js';
import { ok } from '../support.js';

/** Each player's counted contest on an objective, computed from the recorded report as the rules say. */
export function countedContest(engine: AnyEngine, s: BattleState<unknown>, objective: string): Record<string, number> {
  const ed = editionProfile(engine.pack.edition);
  const hooks = hooksOf(engine.pack, s);
  const totals: Record<string, number> = {};
  for (const c of s.contests[objective] ?? []) {
    const u = s.units[c.unit] as UnitState | undefined;
    if (u === undefined) continue;
    if (hooks.some((h) => h.canContest !== undefined && !h.canContest(s, c, u))) continue;
    const reported = ed.control === 'models' ? (c.models ?? 0) : (c.controlScore ?? 0);
    let n = reported;
    for (const h of hooks) if (h.countContest !== undefined) n = h.countContest(s, c, u, n);
    // 4th ed 32.2: a contesting unit's control score is never below 1
    if (ed.control === 'control-score' && reported > 0) n = Math.max(1, n);
    totals[u.owner] = (totals[u.owner] ?? 0) + Math.max(0, Math.floor(n));
  }
  return totals;
}

/** The property of invariant 7 for one pack. */
export function objectiveControlProperty(entry: PackEntry) {
  const { engine } = entry;
  const packTypes = new Set(engine.pack.events.map((e) => eventTypeOf(e.schema)));
  return fc.property(arbBattleOf(entry), (battle) => {
    const s = engine.trusted.initialState();
    battle.events.forEach((event, index) => {
      const before = new Map<string, { controller: string | null; active: boolean; changedAt: BattleState<unknown>['objectives'][string]['controlChangedAt'] }>();
      for (const o of Object.values(s.objectives)) before.set(o.id, { controller: o.controller, active: o.active, changedAt: o.controlChangedAt });
      engine.trusted.apply(s, event);
      for (const o of Object.values(s.objectives)) {
        const was = before.get(o.id);
        // objectives placed or taken away are not changes of control
        if (was === undefined || !was.active || !o.active || was.controller === o.controller) continue;
        const what = (): string => `objective ${o.id} went from ${was.controller} to ${o.controller} on event ${index} (${event.type})`;
        ok(event.type === 'TurnEnded' || event.type === 'ObjectiveContestReported' || event.type === 'ObjectiveControlSet' || packTypes.has(event.type), what);
        ok(o.controlChangedAt?.eventIndex === index, () => `${what()}: controlChangedAt says ${JSON.stringify(o.controlChangedAt)}`);
        if (event.type === 'ObjectiveControlSet') ok(o.controller === (event.data as { player: string | null }).player, what);
        if (event.type === 'ObjectiveContestReported') {
          ok(o.controller !== null, () => `${what()}: a contest report never clears control (it is sticky)`);
          // the engine counts the new report against control as it stood before the report (rules such as The
          // Lurkers Below's chain read it), so the count is taken on the new contests with the old controllers
          const asReported = {
            ...(s as BattleState<unknown>),
            objectives: Object.fromEntries(
              Object.values(s.objectives).map((x) => {
                const b = before.get(x.id);
                return [x.id, b === undefined ? x : { ...x, controller: b.controller, controlChangedAt: b.changedAt }];
              }),
            ),
          };
          const totals = countedContest(engine, asReported, o.id);
          const mine = totals[o.controller] ?? 0;
          const theirs = Object.entries(totals)
            .filter(([p]) => p !== o.controller)
            .reduce((x, [, n]) => x + n, 0);
          ok(mine > 0 && mine > theirs, () => `${what()}: counted contest ${JSON.stringify(totals)}`);
        }
      }
    });
  });
}
