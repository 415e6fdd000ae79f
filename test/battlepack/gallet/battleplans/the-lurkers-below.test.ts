// covers: gallet/conquerors-momentum gallet/lurkers-deadly-denizens gallet/lurkers-one-gain-per-turn gallet/lurkers-glorious-victory
import { selectBattleTactics, selectLedger } from 'battlepack-engine';
import { describe, expect, it } from 'vitest';
import { ANN, BOB, Battle, engine, general, given, scenarioEngine, setUpEvent, unit, type Ev } from '../support.js';

function battle() {
  return given('the-lurkers-below', { grand: { ann: 'demonstration-of-strength', bob: 'demonstration-of-strength' } })
    .units([unit('a1', ANN), unit('a2', ANN), unit('a3', ANN), general('ag', ANN), unit('b1', BOB), general('bg', BOB)])
    .deploy(ANN);
}
const ctl = (b: ReturnType<typeof battle>, o: string) => b.state.board.objectives[o]?.controller ?? null;

describe('battleplan: The Lurkers Below', () => {
  it('allows no control in round 1', () => {
    const b = battle().nextRound(ANN).turn(ANN).contest([['a1', 'attacker-border', 10]]).endTurn();
    expect(ctl(b, 'attacker-border')).toBeNull();
    b.refuses({ type: 'ObjectiveControlSet', data: { objective: 'centre', player: ANN } }, 'gallet/no-control-round-one');
  });

  it('makes control a chain: your border before the centre (control as it stood before the check)', () => {
    const b = battle().emptyRound(ANN).nextRound(ANN).turn(ANN).contest([
      ['a1', 'attacker-border', 10],
      ['a2', 'centre', 10],
    ]).endTurn();
    expect(ctl(b, 'attacker-border')).toBe(ANN);
    expect(ctl(b, 'centre')).toBeNull();
  });

  it('gains at most one objective per turn, the first of the chain', () => {
    // ann holds the centre but lost her border: she may contest both her border and the enemy border
    const b = battle().emptyRound(ANN).nextRound(ANN).turn(ANN).endTurn().turn(BOB);
    b.do({ type: 'ObjectiveControlSet', data: { objective: 'centre', player: ANN } }, { type: 'ObjectiveControlSet', data: { objective: 'attacker-border', player: BOB } });
    b.endTurn().nextRound(ANN).turn(ANN).contest([
      ['a1', 'attacker-border', 10],
      ['a3', 'defender-border', 10],
    ]).endTurn();
    expect(ctl(b, 'attacker-border')).toBe(ANN);
    expect(ctl(b, 'defender-border')).toBeNull(); // already gained one this turn
    b.turn(BOB).contest([['a3', 'defender-border', 10]]).endTurn();
    expect(ctl(b, 'defender-border')).toBe(ANN); // a new turn
  });

  it('wins at once from round 3 for holding every objective', () => {
    const b = battle().emptyRound(ANN).nextRound(ANN).turn(ANN).contest([['a1', 'attacker-border', 10]]).endTurn();
    b.turn(BOB).contest([['a2', 'centre', 10]]).endTurn();
    b.nextRound(ANN).turn(ANN).contest([['a3', 'defender-border', 10]]).endTurn();
    expect(b.state.clock.stage).toBe('ended');
    expect(b.state.clock.round).toBe(3);
    expect(b.state.clock.result).toMatchObject({ kind: 'major', winner: ANN, source: 'gallet-2022-s1/special-rule/lurkers-glorious-victory' });
  });

  it('does not end the battle for holding everything in round 2', () => {
    const b = battle().emptyRound(ANN).nextRound(ANN).turn(ANN);
    for (const o of ['attacker-border', 'centre', 'defender-border']) b.do({ type: 'ObjectiveControlSet', data: { objective: o, player: ANN } });
    b.endTurn();
    expect(b.state.clock.stage).toBe('battle');
  });

  it('scores no victory points at all; the result goes to battle tactics', () => {
    const b = battle().nextRound(ANN).turn(ANN).hero().pick('this-ones-mine', { kind: 'unit', id: 'b1' }).destroy('b1', { unit: 'ag' }).endTurn().toEnd();
    expect(selectBattleTactics(b.state)[0]?.status).toBe('completed');
    expect(b.state.players[ANN]?.grandStrategyCompleted).toBe(true);
    expect(b.vp(ANN)).toBe(0);
    expect(selectLedger(b.state)).toEqual([]);
    expect(b.state.clock.result).toMatchObject({ kind: 'minor', winner: ANN, source: 'gallet-2022-s1/result/most-battle-tactics' });
  });
});

// ghb 2022 s1, The Lurkers Below: "Conqueror's Momentum" for both players, "Deadly Denizens", one gain per turn (FAQ), "Glorious Victory"
describe('The Lurkers Below: the chain for each player, gains within a turn, the victory', () => {
  it('makes the defender\'s chain start at the defender\'s border', () => {
    const b = battle().emptyRound(ANN).nextRound(ANN).turn(ANN).endTurn().turn(BOB).contest([
      ['b1', 'attacker-border', 10],
      ['bg', 'centre', 1],
    ]).endTurn();
    // bob holds neither his border nor the centre: neither the centre nor ann's border can be his
    expect([ctl(b, 'attacker-border'), ctl(b, 'centre')]).toEqual([null, null]);
    b.nextRound(BOB).turn(BOB).contest([['b1', 'defender-border', 10]]).endTurn();
    expect(ctl(b, 'defender-border')).toBe(BOB);
    b.turn(ANN).endTurn().nextRound(BOB).turn(BOB).contest([['b1', 'centre', 10]]).endTurn();
    expect(ctl(b, 'centre')).toBe(BOB);
  });

  it('lets the enemy border be contested only while the centre is held', () => {
    const b = battle().emptyRound(ANN).nextRound(ANN).turn(ANN).contest([['a1', 'attacker-border', 10]]).endTurn();
    b.turn(BOB).endTurn().nextRound(ANN).turn(ANN).contest([['a3', 'defender-border', 10]]).endTurn();
    expect(ctl(b, 'defender-border')).toBeNull();
  });

  it('keeps the first of the chain whatever the order of the report', () => {
    // ann holds the centre but lost her border: both borders are open to her, her own comes first
    const b = battle().emptyRound(ANN).nextRound(ANN).turn(ANN).endTurn().turn(BOB);
    b.do({ type: 'ObjectiveControlSet', data: { objective: 'centre', player: ANN } }, { type: 'ObjectiveControlSet', data: { objective: 'attacker-border', player: BOB } });
    b.endTurn().nextRound(ANN).turn(ANN).contest([
      ['a3', 'defender-border', 10],
      ['a1', 'attacker-border', 10],
    ]).endTurn();
    expect([ctl(b, 'attacker-border'), ctl(b, 'defender-border')]).toEqual([ANN, null]);
  });

  it('keeps the defender\'s own border first too', () => {
    // bob holds the centre but lost his border: both borders are open to him, his own comes first
    const b = battle().emptyRound(ANN).nextRound(ANN).turn(ANN);
    b.do({ type: 'ObjectiveControlSet', data: { objective: 'centre', player: BOB } }, { type: 'ObjectiveControlSet', data: { objective: 'defender-border', player: ANN } });
    b.endTurn().turn(BOB).endTurn().nextRound(ANN).turn(ANN).endTurn().turn(BOB).contest([
      ['b1', 'attacker-border', 10],
      ['bg', 'defender-border', 1],
    ]).endTurn();
    expect([ctl(b, 'defender-border'), ctl(b, 'attacker-border')]).toEqual([BOB, null]);
  });

  it('counts a gain recorded earlier in the same turn', () => {
    const b = battle().emptyRound(ANN).nextRound(ANN).turn(ANN).endTurn().turn(BOB);
    b.do({ type: 'ObjectiveControlSet', data: { objective: 'attacker-border', player: ANN } });
    b.endTurn().nextRound(ANN).turn(ANN).do({ type: 'ObjectiveControlSet', data: { objective: 'centre', player: ANN } }).contest([['a3', 'defender-border', 10]]).endTurn();
    expect([ctl(b, 'centre'), ctl(b, 'defender-border')]).toEqual([ANN, null]);
    // bob's turn: a gain of ann's in this turn is still her first
    b.turn(BOB).contest([['a3', 'defender-border', 10]]).endTurn();
    expect(ctl(b, 'defender-border')).toBe(ANN);
  });

  it('lets a player give up control in round 1, but not take it', () => {
    const b = battle().nextRound(ANN).turn(ANN);
    expect(b.codes({ type: 'ObjectiveControlSet', data: { objective: 'centre', player: null } })).toEqual([]);
    expect(b.check({ type: 'ObjectiveControlSet', data: { objective: 'centre', player: ANN } }).map(({ eventIndex: _, ...v }) => v)).toEqual([
      { code: 'gallet/no-control-round-one', message: 'In The Lurkers Below nobody can take an objective during round 1; set control from round 2 on.', path: ['data', 'player'] },
    ]);
  });

  it('ends the battle only when one player holds every objective, and says who and when', () => {
    const b = battle().emptyRound(ANN).emptyRound(ANN).nextRound(ANN).turn(ANN);
    b.do({ type: 'ObjectiveControlSet', data: { objective: 'attacker-border', player: ANN } }, { type: 'ObjectiveControlSet', data: { objective: 'centre', player: ANN } }, { type: 'ObjectiveControlSet', data: { objective: 'defender-border', player: BOB } });
    b.endTurn();
    expect(b.state.clock.stage).toBe('battle');
    b.turn(BOB).do({ type: 'ObjectiveControlSet', data: { objective: 'defender-border', player: ANN } }).endTurn();
    expect(b.state.clock.result).toMatchObject({ kind: 'major', winner: ANN, reason: 'ann controls every objective in round 3' });
  });

  it('does not end the battle while nobody holds anything', () => {
    const b = battle().emptyRound(ANN).emptyRound(ANN).emptyRound(ANN);
    expect([b.state.clock.stage, b.state.clock.round]).toEqual(['battle', 3]);
  });
});

// the chain with a layout given at set-up: a link with no objective does not bar the next; other objectives rank last
describe('The Lurkers Below with a layout given at set-up', () => {
  const withLayout = (objectives: { id: string; placement: 'border-attacker' | 'border-defender' | 'centre' | 'neutral' }[]) =>
    given('the-lurkers-below', { objectives }).units([unit('a1', ANN), unit('a2', ANN), unit('b1', BOB)]).deploy(ANN).emptyRound(ANN).nextRound(ANN).turn(ANN);

  it('lets the enemy border be contested when there is no centre objective', () => {
    const b = withLayout([
      { id: 'home', placement: 'border-attacker' },
      { id: 'away', placement: 'border-defender' },
    ]).contest([['a1', 'away', 10]]).endTurn();
    expect(b.state.board.objectives['away']?.controller).toBe(ANN);
  });

  it('needs one objective of a link held when the link has two', () => {
    const b = withLayout([
      { id: 'home-1', placement: 'border-attacker' },
      { id: 'home-2', placement: 'border-attacker' },
      { id: 'mid', placement: 'centre' },
    ]);
    b.do({ type: 'ObjectiveControlSet', data: { objective: 'home-1', player: ANN } }).endTurn().turn(BOB).endTurn().nextRound(ANN).turn(ANN);
    b.contest([['a1', 'mid', 10]]).endTurn();
    expect(b.state.board.objectives['mid']?.controller).toBe(ANN);
  });

  it('does not count the opponent\'s gain of the turn as the player\'s', () => {
    const b = withLayout([
      { id: 'home', placement: 'border-attacker' },
      { id: 'away', placement: 'border-defender' },
    ]);
    b.do({ type: 'ObjectiveControlSet', data: { objective: 'away', player: BOB } }).contest([['a1', 'home', 10]]).endTurn();
    expect(b.state.board.objectives['home']?.controller).toBe(ANN);
  });

  it('with no objective at all, nobody holds everything: the battle goes on past round 3', () => {
    const b = given('the-lurkers-below', { objectives: [] }).units([unit('a1', ANN), unit('b1', BOB)]).deploy(ANN).emptyRound(ANN).emptyRound(ANN).emptyRound(ANN);
    expect(Object.keys(b.state.board.objectives)).toEqual([]);
    expect([b.state.clock.stage, b.state.clock.round]).toEqual(['battle', 3]);
  });

  it('ranks the centre before an objective outside the chain', () => {
    const b = withLayout([
      { id: 'a-flank', placement: 'neutral' },
      { id: 'home', placement: 'border-attacker' },
      { id: 'mid', placement: 'centre' },
    ]);
    b.do({ type: 'ObjectiveControlSet', data: { objective: 'home', player: ANN } }).endTurn().turn(BOB).endTurn().nextRound(ANN).turn(ANN);
    b.contest([['a1', 'a-flank', 10], ['a2', 'mid', 10]]).endTurn();
    expect([b.state.board.objectives['mid']?.controller, b.state.board.objectives['a-flank']?.controller]).toEqual([ANN, null]);
  });

  it('keeps a lone gain of an objective outside the chain, whatever its id', () => {
    // ids before and after "undefined" in the sort order: a lone gain is kept without being compared with anything
    for (const id of ['a-flank', 'west-flank']) {
      const b = withLayout([
        { id: 'home', placement: 'border-attacker' },
        { id, placement: 'neutral' },
      ]);
      b.contest([['a1', id, 10]]).endTurn();
      expect(b.state.board.objectives[id]?.controller, id).toBe(ANN);
    }
  });

  it('ranks the enemy border before an objective outside the chain', () => {
    const b = withLayout([
      { id: 'a-flank', placement: 'neutral' },
      { id: 'mid', placement: 'centre' },
      { id: 'away', placement: 'border-defender' },
    ]);
    b.do({ type: 'ObjectiveControlSet', data: { objective: 'mid', player: ANN } }).endTurn().turn(BOB).endTurn().nextRound(ANN).turn(ANN);
    b.contest([['a1', 'a-flank', 10], ['a2', 'away', 10]]).endTurn();
    expect([b.state.board.objectives['away']?.controller, b.state.board.objectives['a-flank']?.controller]).toEqual([ANN, null]);
  });
});

describe('The Lurkers Below: the victory names the player', () => {
  it('by the display name given at set-up', () => {
    const e = setUpEvent('the-lurkers-below') as { type: 'BattleSetUp'; data: { players: { id: string; role: string }[] } };
    const named = { ...e, data: { ...e.data, players: e.data.players.map((p) => ({ ...p, name: p.id === ANN ? 'Ann Smith' : 'Bob Jones' })) } } as Ev;
    const b = new Battle(engine.initialState(), scenarioEngine).do(named).units([unit('a1', ANN), unit('b1', BOB)]).deploy(ANN).emptyRound(ANN).emptyRound(ANN).nextRound(ANN).turn(ANN);
    for (const o of ['attacker-border', 'centre', 'defender-border']) b.do({ type: 'ObjectiveControlSet', data: { objective: o, player: ANN } });
    b.endTurn();
    expect(b.state.clock.result).toMatchObject({ winner: ANN, reason: 'Ann Smith controls every objective in round 3' });
  });
});

// the plan's hooks called as the engine calls them (the contract of `BattleplanDef` a pack author reads): their exact
// answers, not only what the fold makes of them
describe('The Lurkers Below: its hooks as a pack author calls them', () => {
  const hooks = engine.pack.battleplans['the-lurkers-below'].hooks;
  const filter = (b: Battle, changes: { objective: string; from: string | null; to: string | null }[]) => hooks?.filterControl?.(b.state, changes);

  it('filters every change away in round 1, and none in round 2 that the chain allows', () => {
    const gain = { objective: 'attacker-border', from: null, to: ANN };
    expect(filter(battle().nextRound(ANN).turn(ANN), [gain])).toEqual([]);
    expect(filter(battle().emptyRound(ANN).nextRound(ANN).turn(ANN), [gain])).toEqual([gain]);
  });

  it('passes a change to nobody through as it is, beside the one gain kept', () => {
    const b = battle().emptyRound(ANN).nextRound(ANN).turn(ANN);
    const loss = { objective: 'centre', from: BOB, to: null };
    const gains = [
      { objective: 'attacker-border', from: null, to: ANN },
      { objective: 'centre', from: null, to: ANN },
    ];
    expect(filter(b, [loss, ...gains])).toEqual([loss, gains[0]]);
    expect(filter(b, [loss])).toEqual([loss]);
    // changes to nobody come first, each of them, whatever the order of the report
    const loss2 = { objective: 'defender-border', from: BOB, to: null };
    expect(filter(b, [...gains, loss, loss2])).toEqual([loss, loss2, gains[0]]);
  });

  it('reads a gain between two turns as no gain of this turn', () => {
    const b = battle().emptyRound(ANN).nextRound(ANN).turn(ANN).endTurn();
    expect(b.state.clock.turn).toBeNull();
    const gain = { objective: 'attacker-border', from: null, to: ANN };
    expect(filter(b, [gain])).toEqual([gain]);
  });

  it('scores nothing, and ends nothing before round 3 or while nobody holds everything', () => {
    const ctx = { eventIndex: 0, edition: 3 as const };
    const b = battle().emptyRound(ANN).nextRound(ANN).turn(ANN);
    for (const o of ['attacker-border', 'centre', 'defender-border']) b.do({ type: 'ObjectiveControlSet', data: { objective: o, player: ANN } });
    expect(hooks?.scoreTurn?.(b.state, ctx, ANN)).toEqual([]);
    // round 2, ann holds everything: not yet
    expect(hooks?.onTurnEnd?.(b.state, ctx)).toEqual([]);
    const r3 = battle().emptyRound(ANN).emptyRound(ANN).nextRound(ANN).turn(ANN);
    r3.do({ type: 'ObjectiveControlSet', data: { objective: 'centre', player: ANN } });
    // round 3, ann holds one of three: nothing
    expect(hooks?.onTurnEnd?.(r3.state, ctx)).toEqual([]);
  });

  it('lets any unit contest an objective the battle does not have (it is outside the chain)', () => {
    const b = battle().emptyRound(ANN).nextRound(ANN).turn(ANN);
    const a1 = b.state.units['a1'];
    if (a1 === undefined) throw new Error('no unit a1');
    expect(hooks?.canContest?.(b.state, { unit: 'a1', objective: 'nowhere', models: 1 }, a1)).toBe(true);
    expect(hooks?.canContest?.(b.state, { unit: 'a1', objective: 'centre', models: 1 }, a1)).toBe(false);
  });
});
