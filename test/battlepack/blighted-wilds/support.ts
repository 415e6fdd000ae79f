import { selectRounds } from 'battlepack-engine';
import type { EventOf } from '../../../src/index.js';
import { BattleError, type RuleViolation } from '../../../src/index.js';
import { type UnitDef } from '../../../src/authoring.js';
import { blightedWildsEngine, type BlightedWildsState } from '../../../src/blighted-wilds.js';

/** The engine under test by default. */
export const engine = blightedWildsEngine;
/** A Blighted Wilds engine (the default one, or one made from `blightedWildsWith`). */
export type BwEngine = typeof blightedWildsEngine;
/** A battle event of this engine. */
export type Ev = EventOf<typeof engine>;
/** A battle state. */
export type S = BlightedWildsState;

/** Terrain: one feature in each territory and three in no man's land (state order: ruins, wood, pool, well, tower). */
export const TERRAIN = [
  { id: 'ruins', placement: 'attacker-territory' as const },
  { id: 'wood', placement: 'defender-territory' as const },
  { id: 'pool', placement: 'neutral' as const },
  { id: 'well', placement: 'neutral' as const },
  { id: 'tower', placement: 'neutral' as const },
];

/** Ann's army (attacker). */
export const ANN: UnitDef[] = [
  { id: 'ann-lord', owner: 'ann', name: 'Branchwych', keywords: ['HERO', 'WIZARD'], wounds: 5, models: 1, control: 2, points: 120, general: true },
  { id: 'ann-dryads', owner: 'ann', name: 'Dryads', wounds: 1, models: 10, control: 1, points: 100 },
  { id: 'ann-hunters', owner: 'ann', name: 'Kurnoth Hunters', wounds: 5, models: 3, control: 1, points: 200 },
  { id: 'ann-treelord', owner: 'ann', name: 'Treelord', keywords: ['MONSTER'], wounds: 12, models: 1, control: 5, points: 250 },
];
/** Bob's army (defender). */
export const BOB: UnitDef[] = [
  { id: 'bob-lord', owner: 'bob', name: 'Lord of Plagues', keywords: ['HERO'], wounds: 6, models: 1, control: 2, points: 140, general: true },
  { id: 'bob-blightkings', owner: 'bob', name: 'Putrid Blightkings', wounds: 3, models: 5, control: 1, points: 220 },
  { id: 'bob-plaguebearers', owner: 'bob', name: 'Plaguebearers', wounds: 1, models: 10, control: 1, points: 150 },
  { id: 'bob-beast', owner: 'bob', name: 'Beast of Nurgle', keywords: ['MONSTER'], wounds: 7, models: 1, control: 5, points: 160 },
];

/** A feature of the set-up's terrain. */
export type TerrainPick = { readonly id: string; readonly placement: 'attacker-territory' | 'defender-territory' | 'neutral' };

/**
 * The `BattleSetUp` of a 1,000-point battle, ann attacking and bob defending: `terrain` defaults to the five features
 * above; `objectives`, when given, are the set-up's own.
 */
export function setUpEvent(opts: { battleplan?: string; terrain?: readonly TerrainPick[]; objectives?: readonly { id: string; active?: boolean }[] } = {}): Ev {
  return {
    type: 'BattleSetUp',
    data: {
      battlepack: { id: 'blighted-wilds', version: '1.0.0' },
      battleplan: opts.battleplan ?? 'example-tainted-springs',
      pointsLimit: 1000,
      players: [
        { id: 'ann', name: 'Ann', role: 'attacker' },
        { id: 'bob', name: 'Bob', role: 'defender' },
      ],
      terrain: [...(opts.terrain ?? TERRAIN)],
      ...(opts.objectives !== undefined ? { objectives: [...opts.objectives] } : {}),
    },
  };
}

/** The scenario helpers, bound to an engine. */
export function scenario(engine: BwEngine = blightedWildsEngine) {
  /** Folds events, throwing on the first rejected one. */
  function play(state: S, ...events: Ev[]): S {
    let s = state;
    for (const e of events) s = engine.applyOrThrow(s, e);
    return s;
  }

  /** The violation codes an event raises (empty when accepted). */
  function codes(state: S, event: Ev): string[] {
    return engine.check(state, event).map((v: RuleViolation) => v.code);
  }

  /** Throws unless the event is rejected with `code`. */
  function expectRejected(state: S, event: Ev, code: string): RuleViolation[] {
    const r = engine.apply(state, event);
    if (r.ok) throw new Error(`expected ${code}, but the event was accepted`);
    if (!r.violations.some((v) => v.code === code)) throw new BattleError(r.violations);
    return [...r.violations];
  }

  /** Battle set-up up to (not including) the generals' ranks; `terrain` defaults to the five features above. */
  function setUpOnly(battleplan = 'example-tainted-springs', extra: UnitDef[] = [], terrain: typeof TERRAIN = TERRAIN): S {
    const s = play(
      engine.initialState(),
      setUpEvent({ battleplan, terrain }),
      { type: 'UnitsAdded', data: { origin: 'roster', units: ANN } },
      { type: 'UnitsAdded', data: { origin: 'roster', units: BOB } },
    );
    return extra.length === 0 ? s : play(s, { type: 'UnitsAdded', data: { origin: 'roster', units: extra } });
  }


  /** A battle set up, contaminated and deployed (ready for round 1). */
  function deployed(o: DeployOptions = {}): S {
    const levels = o.levels ?? { ann: 0, bob: 1 };
    let s = play(setUpOnly(o.battleplan, o.extra), {
      type: 'GeneralRanksRecorded',
      data: {
        generals: { ann: { rank: levels.ann === 0 ? 'No rank' : 'Aspiring', level: levels.ann }, bob: { rank: levels.bob === 0 ? 'No rank' : 'Aspiring', level: levels.bob } },
        ...(o.rollOff !== undefined ? { rollOff: o.rollOff } : {}),
      },
    });
    const order = s.ext.generals?.order ?? ['ann', 'bob'];
    if (o.rest !== undefined) {
      for (const p of order) {
        const unit = (o.rest as Record<string, string | null | undefined>)[p];
        if (unit !== undefined) s = play(s, { type: 'RestingUnitChosen', data: { player: p, unit } });
      }
    }
    const picks = o.picks ?? { ann: 'wood', bob: 'ruins' };
    for (const p of order) s = play(s, { type: 'ContaminationPicked', data: { player: p, terrain: picks[p as 'ann' | 'bob'] } });
    s = play(s, { type: 'ContaminationRolled', data: { rolls: o.rolls ?? { pool: 4, well: 2, tower: 1 } } });
    return play(s, { type: 'DeploymentFinished', data: { firstFinished: o.firstFinished ?? 'ann' } });
  }

  /** Starts a round: round 1 by deployment, later rounds by a roll-off. */
  function round(s: S, n: number, firstTurn: 'ann' | 'bob', rolls?: { ann: number; bob: number }): S {
    return play(s, { type: 'PriorityDetermined', data: { round: n, firstTurn, ...(rolls !== undefined ? { rolls } : {}) } });
  }

  /** A Blighted Waters event with no unit near the feature. */
  function quietWaters(player: string, pick = 1): Ev {
    return { type: 'BlightedWatersResolved', data: { player, pick, within: [], rolls: {} } };
  }

  /** A whole turn: start, the given events, Blighted Waters with no targets (unless `waters` is false), end. */
  function turn(s: S, player: 'ann' | 'bob', events: Ev[] = [], waters = true): S {
    let x = play(s, { type: 'TurnStarted', data: { player } }, ...events);
    if (waters && !x.ext.blightedWaters.some((b) => b.player === player && b.round === x.clock.round && b.turn === x.clock.turn?.number) && x.clock.stage === 'battle')
      x = play(x, quietWaters(player));
    return x.clock.stage === 'ended' ? x : play(x, { type: 'TurnEnded', data: { player } });
  }

  /** Plays whole rounds with no action but Blighted Waters: `order` gives the first player of each round. */
  function quietRounds(s: S, from: number, order: ('ann' | 'bob')[]): S {
    let x = s;
    order.forEach((first, i) => {
      const n = from + i;
      const prevFirst = selectRounds(x).at(-1)?.first;
      // a tied roll gives the round to last round's first player; otherwise the winner takes the first turn
      x = n === 1 ? round(x, 1, first) : round(x, n, first, first === prevFirst ? { ann: 3, bob: 3 } : first === 'ann' ? { ann: 5, bob: 2 } : { ann: 2, bob: 5 });
      const second = first === 'ann' ? 'bob' : 'ann';
      x = turn(turn(x, first), second);
    });
    return x;
  }

  return { play, codes, expectRejected, setUpOnly, deployed, round, quietWaters, turn, quietRounds };
}

/** Options of `deployed`. */
export type DeployOptions = {
  /** Ranks (levels) of the generals; default: ann 0, bob 1 (ann is lowest). */
  readonly levels?: { ann: number; bob: number };
  readonly rollOff?: { ann: number; bob: number };
  /** Resting units, in rank order. */
  readonly rest?: { ann?: string | null; bob?: string | null };
  /** Contamination picks: default ann → wood, bob → ruins. */
  readonly picks?: { ann: string; bob: string };
  /** Contamination rolls for the other features: default pool 4, well 2, tower 1. */
  readonly rolls?: Record<string, number>;
  readonly firstFinished?: 'ann' | 'bob';
  readonly battleplan?: string;
  /** More roster units, added after the two armies. */
  readonly extra?: UnitDef[];
};

export const { play, codes, expectRejected, setUpOnly, deployed, round, quietWaters, turn, quietRounds } = scenario();
