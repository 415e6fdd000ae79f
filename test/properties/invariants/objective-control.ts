/**
 * Invariant 7: control of an objective changes only at a checkpoint (the end of a turn, the start of round 1 for the
 * control after deployment), on ObjectiveControlSet or on a pack event — never on a contest report, which only records
 * the moment it describes (ruling `core/control-checkpoints`); where the engine computed it at a checkpoint, the new
 * controller's counted contest in the reports of that moment is above zero and above the opponent's.
 */
import fc from 'fast-check';
import { type BattleState, type UnitState } from '../../../src/index.js';
import { editionProfile, eventTypeOf, type ContestEntry } from '../../../src/authoring.js';
import { hooksOf } from '../../../src/core/rules/rules-of.js';
import { arbBattleOf, type AnyEngine, type PackEntry } from '../../arbitraries/index.js';
import { ok } from '../support.js';
import { selectReports } from '../../../src/index.js';

/** The contest reports of one moment (round and turn), by objective: what a checkpoint counts. */
function picturesAt(s: BattleState<unknown>, key: { round: number; turn: number }): Map<string, readonly ContestEntry[]> {
  const out = new Map<string, readonly ContestEntry[]>();
  for (const o of Object.values(s.board.objectives)) {
    const m = selectReports(s).reportedAt.contests[o.id];
    if (o.active && m !== undefined && m.round === key.round && m.turn === key.turn) out.set(o.id, selectReports(s).contests[o.id] ?? []);
  }
  return out;
}

/**
 * Each player's counted contest on an objective at a checkpoint, computed from the reports of that moment as the rules
 * say: the pack's hooks, and in 4th edition each unit toward one objective (its latest report's entry not marked
 * `counts: false`, ruling `core/one-objective-per-unit`).
 */
export function countedContest(engine: AnyEngine, s: BattleState<unknown>, pictures: ReadonlyMap<string, readonly ContestEntry[]>, objective: string): Record<string, number> {
  const ed = editionProfile(engine.pack.edition);
  const hooks = hooksOf(engine.pack, s);
  const towards = new Map<string, { objective: string; at: number }>();
  if (ed.unitContestsOneObjective)
    for (const [id, entries] of pictures) {
      const at = selectReports(s).reportedAt.contests[id]?.eventIndex ?? -1;
      for (const c of entries) {
        if (c.counts === false) continue;
        const was = towards.get(c.unit);
        if (was === undefined || at > was.at) towards.set(c.unit, { objective: id, at });
      }
    }
  const totals: Record<string, number> = {};
  for (const c of pictures.get(objective) ?? []) {
    if (c.counts === false || (ed.unitContestsOneObjective && towards.get(c.unit)?.objective !== objective)) continue;
    const u = s.units[c.unit] as UnitState | undefined;
    if (u === undefined || u.status !== 'battlefield') continue;
    if (hooks.some((h) => h.canContest !== undefined && !h.canContest(s, c, u))) continue;
    // ruling core/contest-after-casualties: a unit brings no more than it has left at the checkpoint (its models left;
    // in 4th edition, Control × models left when its Control is known)
    const reported =
      ed.control === 'models'
        ? Math.min(c.models ?? 0, u.modelsRemaining)
        : u.def.control === null
          ? (c.controlScore ?? 0)
          : Math.min(c.controlScore ?? 0, u.def.control * u.modelsRemaining);
    let n = reported;
    for (const h of hooks) if (h.countContest !== undefined) n = h.countContest(s, c, u, n);
    // 4th ed 32.2: a contesting unit's control score is never below 1
    if (ed.control === 'control-score' && reported > 0) n = Math.max(1, n);
    totals[u.def.owner] = (totals[u.def.owner] ?? 0) + Math.max(0, Math.floor(n));
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
      const before = new Map<string, { controller: string | null; active: boolean }>();
      for (const o of Object.values(s.board.objectives)) before.set(o.id, { controller: o.controller, active: o.active });
      // a checkpoint counts the reports of its moment against the state as it stood before it
      const checkpoint =
        event.type === 'TurnEnded' && s.clock.turn !== null ? { round: s.clock.round, turn: s.clock.turn.number } : event.type === 'PriorityDetermined' && s.clock.round === 0 ? { round: 0, turn: 0 } : null;
      const asBefore = checkpoint === null ? null : (structuredClone(s) as BattleState<unknown>);
      engine.trusted.apply(s, event);
      for (const o of Object.values(s.board.objectives)) {
        const was = before.get(o.id);
        // objectives placed or taken away are not changes of control
        if (was === undefined || !was.active || !o.active || was.controller === o.controller) continue;
        const what = (): string => `objective ${o.id} went from ${was.controller} to ${o.controller} on event ${index} (${event.type})`;
        ok(checkpoint !== null || event.type === 'ObjectiveControlSet' || packTypes.has(event.type), what);
        ok(o.controlChangedAt?.eventIndex === index, () => `${what()}: controlChangedAt says ${JSON.stringify(o.controlChangedAt)}`);
        if (event.type === 'ObjectiveControlSet') ok(o.controller === (event.data as { player: string | null }).player, what);
        if (checkpoint !== null && asBefore !== null) {
          ok(o.controller !== null, () => `${what()}: a checkpoint never clears control (it is sticky)`);
          const totals = countedContest(engine, asBefore, picturesAt(asBefore, checkpoint), o.id);
          const mine = totals[o.controller] ?? 0;
          const theirs = Object.entries(totals)
            .filter(([p]) => p !== o.controller)
            .reduce((x, [, n]) => x + n, 0);
          ok(mine > 0 && mine > theirs, () => `${what()}: counted contest at ${JSON.stringify(checkpoint)} ${JSON.stringify(totals)}`);
        }
      }
    });
  });
}
