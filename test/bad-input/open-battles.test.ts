import type { EventOf } from '../../src/index.js';
import { describe, expect, it } from 'vitest';
import { galletEngine, galletRandomOptions } from '../../src/battlepack/gallet/index.js';
import { createEngine, type BattleState } from '../../src/index.js';
import { randomBattle } from '../../src/sim.js';
import { battle3, engine3, round1Begun3, type Ev3 } from '../support/core-fixtures.js';
import { testPack } from '../support/test-pack.js';

// Finding: `apply` recognised the states it made through a ring of the 64 most recent, so an app or server with 200
// battles open round-robin ran every apply through the slow path (109-135× the floor instead of 26-36×). Now each engine
// knows its own states in O(1) however many battles are open (the speed is measured by `npm run bench`: `apply` over 1,000 battles round-robin, bench/paths.ts). What a
// test can see: an old state is still one of the engine's own (the next state shares the parts the event left alone),
// round-robin and sequential play end in the same states, and nothing is shared between engines.

type GEvent = EventOf<typeof galletEngine>;

describe('many battles open at once', () => {
  it('a state made 1,000 applies ago still shares structure with the state apply makes from it', () => {
    const old = engine3.replayOrThrow(round1Begun3);
    let other = engine3.initialState();
    for (let i = 0; i < 1000; i++) other = engine3.applyOrThrow(engine3.initialState(), battle3[0] as Ev3);
    expect(other.clock.stage).toBe('deployment');
    const next = engine3.applyOrThrow(old, { type: 'TurnStarted', data: { player: 'bob' } });
    // the event leaves units, objectives and terrain alone: they are the very same objects
    expect(next.units).toBe(old.units);
    expect(next.board.objectives).toBe(old.board.objectives);
    expect(next.board.terrain).toBe(old.board.terrain);
  });

  it('where it does not apply: a state the engine did not make is copied, so nothing is shared with it', () => {
    const theirs = createEngine(testPack).replayOrThrow(round1Begun3);
    const next = engine3.applyOrThrow(theirs, { type: 'TurnStarted', data: { player: 'bob' } });
    expect(next.units).not.toBe(theirs.units);
    expect(next.units).toStrictEqual(theirs.units);
    // …and from then on the copy is the engine's own
    const after = engine3.applyOrThrow(next, { type: 'PhaseStarted', data: { phase: 'hero' } });
    expect(after.units).toBe(next.units);
  });

  it('100 Gallet battles played round-robin end exactly where the same battles played one after another end', () => {
    const battles = Array.from({ length: 100 }, (_, i) => randomBattle(galletEngine, { ...galletRandomOptions, seed: 9000 + (i % 10) }).events as readonly GEvent[]);
    const sequential = battles.map((b) => {
      let s = galletEngine.initialState();
      for (const e of b) s = galletEngine.applyOrThrow(s, e);
      return s;
    });
    const states: BattleState<unknown>[] = battles.map(() => galletEngine.initialState() as BattleState<unknown>);
    const longest = Math.max(...battles.map((b) => b.length));
    for (let k = 0; k < longest; k++)
      battles.forEach((b, i) => {
        const e = b[k];
        if (e !== undefined) states[i] = galletEngine.applyOrThrow(states[i] as never, e) as BattleState<unknown>;
      });
    states.forEach((s, i) => expect(s).toStrictEqual(sequential[i]));
  });
});
