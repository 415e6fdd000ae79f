/**
 * The floor's check, before anything is timed: over `count` battles of a plan, the floor's final VP, result kind and
 * winner against the engine's (trusted replay, validated replay and `apply` event by event), and whether the three
 * engine paths end in the same state (as JSON); the generator's fast path (rules only) against its full check (the
 * same events); then every rule of the floor switched off in turn, which must make the floor disagree in some battle
 * of one plan or the other (a rule whose absence nobody notices is not checked by the agreement).
 */
import type { BattleState } from 'battlepack-engine';
import { battleOf, galletEngine, type GalletEvent, type PlanKind } from './battles.js';
import { createFloor, floor, FLOOR_RULES, type FloorRule, type FloorState } from './floor.js';

/** The outcome the floor must agree on. */
interface Outcome {
  readonly vpA: number;
  readonly vpB: number;
  readonly kind: string | undefined;
  readonly winner: string | null | undefined;
}

/** The check of one plan. */
export interface PlanCheck {
  readonly kind: PlanKind;
  readonly battles: number;
  readonly events: number;
  /** Battles whose floor outcome equals the engine's on all three paths. */
  readonly agree: number;
  /** Battles whose three engine paths end in the same state (as JSON). */
  readonly pathsAgree: number;
  /** Battles the generator makes the same with the rules alone as with full checks (of the first 100). */
  readonly fastPathSame: number;
  readonly fastPathChecked: number;
  /** Per rule of the floor: in how many battles switching it off changes the outcome. */
  readonly sensitivity: Readonly<Record<string, number>>;
  readonly mismatches: readonly string[];
  /** Every battle checked (for the measurement, which uses the first ones). */
  readonly recorded: readonly (readonly GalletEvent[])[];
}

const outcomeOf = (s: BattleState<unknown>): Outcome => {
  const [a, b] = s.setup.playerOrder;
  return { vpA: s.players[a ?? '']?.vp ?? 0, vpB: s.players[b ?? '']?.vp ?? 0, kind: s.clock.result?.kind, winner: s.clock.result?.winner };
};
const floorOutcome = (f: FloorState): Outcome => ({ vpA: f.vpA, vpB: f.vpB, kind: f.result?.kind, winner: f.result?.winner });
const same = (x: Outcome, y: Outcome): boolean => x.vpA === y.vpA && x.vpB === y.vpB && x.kind === y.kind && x.winner === y.winner;

/** Checks the floor against the engine over `count` battles of a plan (from the recording seed on). */
export function checkPlan(kind: PlanKind, count: number, seed: number): PlanCheck {
  const recorded: (readonly GalletEvent[])[] = [];
  for (let i = 0; i < count; i++) recorded.push(battleOf(kind, seed + i));
  const mismatches: string[] = [];
  const outcomes: Outcome[] = [];
  let agree = 0;
  let pathsAgree = 0;
  let events = 0;
  recorded.forEach((b, i) => {
    events += b.length;
    const trusted = galletEngine.trusted.replay(b) as BattleState<unknown>;
    const validated = galletEngine.replay(b);
    if (!validated.ok) throw new Error(`${kind} battle ${i}: the validated replay refused event ${validated.applied}: ${validated.violations[0]?.message ?? ''}`);
    let s = galletEngine.initialState();
    for (const e of b) {
      const r = galletEngine.apply(s, e);
      if (!r.ok) throw new Error(`${kind} battle ${i}: apply refused event ${s.eventCount}: ${r.violations[0]?.message ?? ''}`);
      s = r.state;
    }
    const json = JSON.stringify(trusted);
    if (JSON.stringify(validated.state) === json && JSON.stringify(s) === json) pathsAgree++;
    const engine = outcomeOf(trusted);
    outcomes.push(engine);
    const f = floorOutcome(floor.replay(b));
    if (trusted.clock.stage === 'ended' && same(engine, outcomeOf(validated.state as BattleState<unknown>)) && same(engine, outcomeOf(s as BattleState<unknown>)) && same(engine, f)) agree++;
    else
      mismatches.push(
        `battle ${i} (seed ${seed + i}): engine ${engine.vpA}-${engine.vpB} ${engine.kind ?? '?'} ${engine.winner ?? ''}, floor ${f.vpA}-${f.vpB} ${f.kind ?? '?'} ${f.winner ?? ''}`,
      );
  });
  const fastPathChecked = Math.min(100, count);
  let fastPathSame = 0;
  for (let i = 0; i < fastPathChecked; i++) if (JSON.stringify(battleOf(kind, seed + i, true)) === JSON.stringify(recorded[i])) fastPathSame++;
  const sensitivity: Record<string, number> = {};
  for (const rule of FLOOR_RULES) {
    const f = createFloor(new Set<FloorRule>([rule]));
    let changed = 0;
    recorded.forEach((b, i) => {
      if (!same(floorOutcome(f.replay(b)), outcomes[i] as Outcome)) changed++;
    });
    sensitivity[rule] = changed;
  }
  return { kind, battles: count, events, agree, pathsAgree, fastPathSame, fastPathChecked, sensitivity, mismatches, recorded };
}

/** The rules of the floor whose absence no battle of either plan notices. */
export function deadRules(checks: readonly PlanCheck[]): FloorRule[] {
  return FLOOR_RULES.filter((r) => checks.every((c) => (c.sensitivity[r] ?? 0) === 0));
}
