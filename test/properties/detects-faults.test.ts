/**
 * The properties can fail: each invariant is run against a deliberately faulty pack or engine (built on the core
 * test pack) and must find a counterexample. A property that passes here would prove nothing.
 */
import { selectLedger } from 'battlepack-engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createEngine, type BattleState } from '../../src/index.js';
import { controlledBy, defineBattlepack, type Effect, type Hooks } from '../../src/authoring.js';
import { clonePlain } from '../../src/core/state/freeze.js';
import { testEntry, type AnyEngine, type PackEntry } from '../arbitraries/index.js';
import { testPack, type TestExt } from '../support/test-pack.js';
import * as inv from './invariants/index.js';

// always the core test pack, whatever PROPERTY_PACKS selects
const base: PackEntry = testEntry;

/** The test pack with some hooks replaced. */
function faultyPack(name: string, hooks: Hooks<TestExt>, result?: (state: BattleState<TestExt>) => { kind: 'major'; winner: string; reason: string; source: string }): PackEntry {
  const pack = defineBattlepack({ ...testPack, hooks: { ...testPack.hooks, ...hooks }, ...(result !== undefined ? { result } : {}) });
  // the same pack entry as the test pack's (battleplans, extras), with the faulty engine
  return { ...base, name, engine: createEngine(pack) as unknown as AnyEngine };
}

/** The test pack's engine with some methods replaced. */
function faultyEngine(name: string, change: (engine: AnyEngine) => Partial<AnyEngine>): PackEntry {
  const engine = { ...base.engine, ...change(base.engine) } as AnyEngine;
  return { ...base, name, engine };
}

const holds = (state: BattleState<TestExt>, amount: number, source: string): Effect<TestExt>[] => {
  const player = state.clock.turn?.player;
  return player === undefined ? [] : controlledBy(state, player).map((o) => ({ kind: 'award' as const, player, amount, source, reason: `holds ${o}` }));
};

let hidden = 0;

/** Whether a property finds a counterexample (no shrinking: only the verdict matters here). */
function fails<Ts>(property: fc.IProperty<Ts>): boolean {
  return fc.check(property, { numRuns: 300, endOnFailure: true }).failed;
}

const cases: readonly { invariant: string; fault: string; found: () => boolean }[] = [
  {
    invariant: '1',
    fault: 'a ledger line with no rule id',
    found: () => fails(inv.vpLedgerProperty(faultyPack('f1', { scoreTurn: (s) => holds(s, 1, 'holds') }))),
  },
  {
    invariant: '2',
    fault: 'an engine that takes back the last point at the end of a turn',
    found: () =>
      fails(
        inv.vpMonotonicProperty(
          faultyEngine('f2', (e) => ({
            trusted: {
              ...e.trusted,
              apply: (s, ev) => {
                e.trusted.apply(s, ev);
                const line = selectLedger(s).at(-1);
                if (ev.type === 'TurnEnded' && line !== undefined && s.clock.stage !== 'ended') {
                  // drop the last ledger line from the private draft's chunked list, in place
                  const l = s.history.ledger;
                  if (l.length === 1) l.push(...(l[0].pop() ?? []));
                  l.pop();
                  const p = s.players[line.player];
                  if (p !== undefined) p.vp -= line.amount;
                }
              },
            },
          })),
        ),
      ),
  },
  {
    invariant: '3',
    fault: '3 VP per objective held',
    found: () => fails(inv.vpMaximumProperty(faultyPack('f3', { scoreTurn: (s) => holds(s, 3, 'test-pack/hold') }))),
  },
  {
    invariant: '4',
    fault: 'an engine that lets a tactic be picked again',
    found: () =>
      fails(
        inv.battleTacticsProperty(
          faultyEngine('f4', (e) => ({
            check: (s, ev) => e.check(s, ev).filter((v) => v.code !== 'battle-tactic/already-used'),
            trusted: { ...e.trusted, check: (s, ev) => e.trusted.check(s, ev).filter((v) => v.code !== 'battle-tactic/already-used') },
          })),
        ),
      ),
  },
  {
    invariant: '5',
    fault: 'grand strategy points in the middle of the battle',
    found: () => fails(inv.grandStrategyProperty(faultyPack('f5', { onTurnEnd: (s) => (s.clock.round === 1 ? holds(s, 1, 'test-pack/grand-strategy/hold-the-centre').slice(0, 1) : []) }))),
  },
  {
    invariant: '6',
    fault: 'a bonus for the player called p1',
    found: () =>
      fails(inv.resultAndSwapProperty(faultyPack('f6', { onTurnEnd: (s) => (s.clock.turn?.player === 'p1' ? [{ kind: 'award', player: 'p1', amount: 1, source: 'test-pack/bias', reason: 'named p1' }] : []) }))),
  },
  {
    invariant: '6',
    fault: 'a result that always favours the first player',
    found: () => fails(inv.resultAndSwapProperty(faultyPack('f6b', {}, (s) => ({ kind: 'major', winner: s.setup.playerOrder[0] ?? '', reason: 'first', source: 'test-pack/result' })))),
  },
  {
    invariant: '7',
    fault: 'contest reports that give control to the wrong side',
    found: () =>
      fails(
        inv.objectiveControlProperty(
          faultyPack('f7', { filterControl: (s, changes) => changes.map((c) => ({ ...c, to: c.to === s.setup.playerOrder[0] ? (s.setup.playerOrder[1] ?? null) : (s.setup.playerOrder[0] ?? null) })) }),
        ),
      ),
  },
  {
    invariant: '7',
    fault: 'control taken when a turn starts',
    found: () => fails(inv.objectiveControlProperty(faultyPack('f7b', { onTurnStart: (s) => [{ kind: 'control', objective: 'centre', player: s.clock.turn?.player ?? null, reason: 'grabbed' }] }))),
  },
  {
    invariant: '8',
    fault: 'a hook with hidden state between calls',
    found: () => fails(inv.replayDeterminismProperty(faultyPack('f8', { scoreTurn: (s) => (++hidden % 3 === 0 ? holds(s, 1, 'test-pack/hold') : []) }))),
  },
  {
    invariant: '9',
    fault: 'a hook with hidden state between calls',
    found: () => fails(inv.prefixConsistencyProperty(faultyPack('f9', { scoreTurn: (s) => (++hidden % 3 === 0 ? holds(s, 1, 'test-pack/hold') : []) }))),
  },
  {
    invariant: '10',
    fault: 'a pack state value that JSON cannot carry',
    found: () => fails(inv.jsonRoundTripProperty(faultyPack('f10', { onTurnEnd: () => [{ kind: 'ext', update: (x) => void x.beacons.push(undefined as unknown as string) }] }))),
  },
  {
    invariant: '11',
    fault: 'an engine whose violations lose the event index',
    found: () =>
      fails(
        inv.rejectedEventsProperty(
          faultyEngine('f11', (e) => ({
            apply: (s, ev) => {
              const r = e.apply(s, ev);
              return r.ok ? r : { ok: false, violations: r.violations.map(({ eventIndex: _drop, ...v }) => v) };
            },
          })),
        ),
      ),
  },
  {
    invariant: '12',
    fault: 'an engine that returns unfrozen states',
    found: () =>
      fails(
        inv.frozenStatesProperty(
          faultyEngine('f12', (e) => ({
            apply: (s, ev) => {
              const r = e.apply(s, ev);
              return r.ok && r.state.clock.round === 2 ? { ok: true, state: clonePlain(r.state) } : r;
            },
          })),
        ),
      ),
  },
  {
    invariant: '13',
    fault: 'a battle that ends after round 1',
    found: () => fails(inv.battleEndProperty(faultyPack('f13', { onRoundEnd: (s) => (s.clock.round === 1 ? [{ kind: 'end-battle', reason: 'too soon' }] : []) }))),
  },
];

describe('every invariant catches a fault', () => {
  for (const c of cases) {
    it(`invariant ${c.invariant} catches ${c.fault}`, () => {
      expect(c.found(), `invariant ${c.invariant} did not notice ${c.fault}`).toBe(true);
    });
  }
});
