import { describe, expect, it } from 'vitest';
import { type BattleState, type Engine } from '../../src/index.js';
import { editionProfile, type AnyEventSchema, type PackEventDef } from '../../src/authoring.js';
import { battle3, battle4, engine3, engine4 } from '../support/core-fixtures.js';

// engine.available / check / can are computed with the code that accepts events: they must agree with apply,
// in every state of a whole battle.

function agree<X, E extends readonly PackEventDef<X, AnyEventSchema>[]>(engine: Engine<X, E>, s: BattleState<X>): void {
  const av = engine.available(s);
  const ask = (e: unknown): boolean => {
    const event = e as never; // any candidate, legal or not
    const can = engine.can(s, event);
    const violations = engine.check(s, event);
    const applied = engine.apply(s, event);
    expect(violations.length === 0).toBe(can);
    expect(applied.ok).toBe(can);
    if (!applied.ok) expect(applied.violations).toEqual(violations);
    // an accepted event's answer is the engine's one frozen empty list: a caller cannot add to it
    else expect(Object.isFrozen(violations)).toBe(true);
    return can;
  };
  const players = s.setup.playerOrder;
  const open = s.clock.stage !== 'ended' && s.clock.stage !== 'awaiting-setup' && s.clock.pendingRoll === null;

  expect(av.stage).toBe(s.clock.stage);
  expect(av.round).toBe(s.clock.round);
  expect(av.activePlayer).toBe(s.clock.turn?.player ?? null);
  expect(av.phase).toBe(s.clock.turn?.phase ?? null);
  expect(av.pendingRoll).toEqual(s.clock.pendingRoll);

  // whose turn starts next
  for (const p of players) expect(ask({ type: 'TurnStarted', data: { player: p } })).toBe(av.nextTurn === p);

  // a new round's priority: some priority event is accepted exactly when the engine says it is awaited
  const round = s.clock.round + 1;
  const priorityEvents = players.flatMap((first) => [
    { type: 'PriorityDetermined', data: { round, firstTurn: first } },
    ...players.map((_, i) => ({ type: 'PriorityDetermined', data: { round, rolls: Object.fromEntries(players.map((q, j) => [q, j === i ? 6 : 1])), firstTurn: first } })),
  ]);
  expect(priorityEvents.some(ask)).toBe(av.awaitingPriority && s.clock.stage === 'battle');

  // phases: exactly the ones left in this turn
  for (const phase of editionProfile(s.setup.edition).phases) expect(ask({ type: 'PhaseStarted', data: { phase } })).toBe(open && av.phasesLeft.includes(phase));

  // objectives that may be marked by hand
  for (const o of Object.keys(s.board.objectives)) expect(ask({ type: 'ObjectiveControlSet', data: { objective: o, player: null } })).toBe(open && av.objectives.includes(o));

  // battle tactics: the accepted picks are exactly the listed tactics and targets of the active player, when a pick is possible
  const targets = [
    undefined,
    ...Object.keys(s.units).map((id) => ({ kind: 'unit', id })),
    ...Object.keys(s.board.objectives).map((id) => ({ kind: 'objective', id })),
    ...Object.keys(s.board.terrain).map((id) => ({ kind: 'terrain', id })),
  ];
  for (const p of players) {
    const accepted: string[] = [];
    for (const tactic of Object.keys(engine.pack.battleTactics))
      for (const target of targets)
        if (ask({ type: 'BattleTacticPicked', data: { player: p, tactic, ...(target !== undefined ? { target } : {}) } })) accepted.push(`${tactic}@${target?.id ?? '-'}`);
    const listed =
      av.canPickBattleTactic && av.activePlayer === p ? (av.battleTactics[p] ?? []).flatMap((t) => (t.targets === null ? [`${t.id}@-`] : t.targets.map((x) => `${t.id}@${x.id}`))) : [];
    expect(accepted.sort()).toEqual(listed.sort());
  }

  // a pending roll: only its dice are accepted
  if (s.clock.pendingRoll !== null) {
    expect(ask({ type: 'DiceRolled', data: { rule: s.clock.pendingRoll.rule, values: Array(s.clock.pendingRoll.dice).fill(6) } })).toBe(true);
    expect(ask({ type: 'DiceRolled', data: { rule: 'another-rule', values: [6] } })).toBe(false);
  }
}

describe('available, check and can agree with apply', () => {
  it('in every state of a 3rd-edition battle', () => {
    let s = engine3.initialState();
    agree(engine3, s);
    for (const e of battle3) {
      s = engine3.applyOrThrow(s, e);
      agree(engine3, s);
    }
  });

  it('in every state of a 4th-edition battle (rolled priority, pending battle-length rolls)', () => {
    let s = engine4.initialState();
    agree(engine4, s);
    let sawPending = false;
    for (const e of battle4) {
      s = engine4.applyOrThrow(s, e);
      sawPending ||= s.clock.pendingRoll !== null;
      agree(engine4, s);
    }
    expect(sawPending).toBe(true);
  });

  it('lists the tactics a player may still pick, without the ones already used', () => {
    const s = engine3.replayOrThrow(battle3.slice(0, battle3.findIndex((e) => e.type === 'BattleTacticPicked') + 1));
    const av = engine3.available(s);
    expect(av.canPickBattleTactic).toBe(false);
    expect(av.battleTactics['bob']?.map((t) => t.id)).toEqual(['slay-the-foe']);
    expect(av.battleTactics['ann']?.map((t) => t.id).sort()).toEqual(['hold-fast', 'slay-the-foe']);
    expect(av.battleTactics['ann']?.find((t) => t.id === 'slay-the-foe')?.targets?.map((t) => t.id)).toEqual(['b1', 'b2']);
  });

  it('asking changes nothing', () => {
    const s = engine3.replayOrThrow(battle3.slice(0, 10));
    const copy = structuredClone(s);
    engine3.available(s);
    engine3.check(s, { type: 'TurnEnded', data: { player: 'bob' } });
    engine3.can(s, { type: 'TurnEnded', data: { player: 'bob' } });
    expect(s).toStrictEqual(copy);
  });
});
