/**
 * Invariant 12: states from the public path are deeply frozen, and no earlier state is ever modified: not by later
 * events, not by a replay that starts from it, not by the trusted path, not by a refused event.
 */
import fc from 'fast-check';
import { type BattleState } from '../../../src/index.js';
import { isDeepFrozen } from '../../../src/authoring.js';
import { arbBattleOf, type PackEntry } from '../../arbitraries/index.js';
import { arbFractions, cutPoints, isDeepFrozenCached, ok } from '../support.js';

/** The property of invariant 12 for one pack. */
export function frozenStatesProperty(entry: PackEntry) {
  const { engine } = entry;
  const initial = engine.initialState();
  const initialJson = JSON.stringify(initial);
  return fc.property(arbBattleOf(entry), arbFractions(4), (battle, fractions) => {
    const cuts = new Set(cutPoints(fractions, battle.events.length));
    const kept: { index: number; state: BattleState<unknown>; json: string }[] = [];
    let s: BattleState<unknown> = engine.initialState();
    ok(s === initial && isDeepFrozen(s), 'the initial state is not the frozen one');
    battle.events.forEach((event, i) => {
      const r = engine.apply(s, event);
      ok(r.ok, () => `event ${i} of a legal log was refused`);
      ok(r.state !== s, () => `event ${i} returned the same object`);
      ok(isDeepFrozenCached(r.state), () => `the state after event ${i} (${event.type}) is not deeply frozen`);
      s = r.state;
      if (cuts.has(i)) kept.push({ index: i, state: s, json: JSON.stringify(s) });
    });
    const first = kept[0];
    if (first !== undefined) {
      const on = engine.replay(battle.events.slice(first.index + 1), first.state);
      ok(on.ok && isDeepFrozen(on.state), 'a replay from a kept state is refused or not deeply frozen');
    }
    // the trusted path works on its own copy: the initial state (checked below) stays as it was
    engine.trusted.replay(battle.events);
    ok(!engine.apply(s, { type: 'TurnStarted', data: { player: s.setup.playerOrder[0] ?? 'p1' } }).ok, 'an event after the end was accepted');
    for (const k of kept) ok(JSON.stringify(k.state) === k.json, () => `the state after event ${k.index} changed later`);
    ok(JSON.stringify(initial) === initialJson && isDeepFrozen(initial), 'the initial state changed');
  });
}
