// covers: blighted-wilds/battle-length blighted-wilds/withdrawing blighted-wilds/replacement-units
import { describe, expect, it } from 'vitest';
import { type BattleplanData } from '../../../src/authoring.js';
import { BATTLE_LENGTH_RULE, blightedWildsBattleplan, blightedWildsWith } from '../../../src/blighted-wilds.js';
import { summarizeBattle } from '../../../src/blighted-wilds-campaign.js';
import { createEngine } from '../../../src/index.js';
import { exampleTaintedSpringsData } from '../../../src/battlepack/blighted-wilds/index.js';
import { deployed, play, quietRounds, round, scenario, turn, type Ev, type S } from './support.js';

const lengthRoll = (value: number): Ev => ({ type: 'DiceRolled', data: { rule: BATTLE_LENGTH_RULE, values: [value] } });
const called: Ev = { type: 'BattleEnded', data: { reason: 'time' } };

describe('the battle summary: how the battle ended', () => {
  it('is refused for a battle that has not ended', () => {
    expect(() => summarizeBattle(round(deployed(), 1, 'ann'))).toThrow('summarizeBattle needs a battle that has ended');
  });

  it('is refused for a state whose stage and result disagree (e.g. a state edited by hand)', () => {
    const ended = play(round(deployed(), 1, 'ann'), called);
    expect(() => summarizeBattle({ ...ended, clock: { ...ended.clock, result: null } })).toThrow('summarizeBattle needs a battle that has ended');
    expect(() => summarizeBattle({ ...ended, clock: { ...ended.clock, stage: 'battle' } })).toThrow('summarizeBattle needs a battle that has ended');
  });

  it('time called before round 1', () => {
    const s = play(deployed(), called);
    expect(s.clock.stage).toBe('ended');
    expect(summarizeBattle(s)).toMatchObject({ ending: 'called', roundsPlayed: 0 });
  });

  it('the last round of the campaign’s battle length (6) played out', () => {
    const four = play(quietRounds(deployed(), 1, ['ann', 'ann', 'ann', 'ann']), lengthRoll(6));
    const five = play(quietRounds(four, 5, ['ann']), lengthRoll(6));
    const s = quietRounds(five, 6, ['ann']);
    expect(s.clock.stage).toBe('ended');
    expect(summarizeBattle(s)).toMatchObject({ ending: 'last-round', roundsPlayed: 6 });
  });

  it('a concession', () => {
    const s = play(round(deployed(), 1, 'ann'), { type: 'BattleEnded', data: { reason: 'concession', concededBy: 'bob' } });
    const sum = summarizeBattle(s);
    expect(sum.ending).toBe('concession');
    expect(sum.result).toMatchObject({ kind: 'major', winner: 'ann', source: 'core/concession' });
  });

  it('time called, after both turns of round 3 (before the last round)', () => {
    const s = play(quietRounds(deployed(), 1, ['ann', 'ann', 'ann']), called);
    expect(s.clock.round).toBe(3);
    expect(summarizeBattle(s).ending).toBe('called');
  });

  it('time called during the first turn of round 6: the last round was not played out', () => {
    const four = play(quietRounds(deployed(), 1, ['ann', 'ann', 'ann', 'ann']), lengthRoll(6));
    const five = play(quietRounds(four, 5, ['ann']), lengthRoll(6));
    const s = play(turn(round(five, 6, 'ann', { ann: 3, bob: 3 }), 'ann'), called);
    expect(s.clock.round).toBe(6);
    expect(summarizeBattle(s).ending).toBe('called');
  });

  it('the battle-length roll after round 5, after a roll that did not end it after round 4', () => {
    const four = play(quietRounds(deployed(), 1, ['ann', 'ann', 'ann', 'ann']), lengthRoll(6));
    const s = play(quietRounds(four, 5, ['ann']), lengthRoll(1));
    expect(s.ext.lengthRolls.map((r) => r.ended)).toEqual([false, true]);
    expect(summarizeBattle(s)).toMatchObject({ ending: 'length-roll', roundsPlayed: 5 });
  });
});

/** A battleplan of our own that lasts two rounds. */
const twoRoundsData: BattleplanData = { ...exampleTaintedSpringsData, id: 'two-rounds', name: 'Two rounds', example: true, length: { kind: 'fixed', rounds: 2 }, specialRules: [] };
const twoRounds = blightedWildsBattleplan(twoRoundsData);
const twoRoundsPack = blightedWildsWith({ [twoRounds.id]: twoRounds });

describe('the battle summary of a battleplan with its own length', () => {
  it('ends in the last round of the plan’s fixed length, read from the pack passed', () => {
    const { deployed: dep, quietRounds: quiet } = scenario(createEngine(twoRoundsPack));
    const s = quiet(dep({ battleplan: 'two-rounds' }), 1, ['ann', 'ann']);
    expect(s.clock.stage).toBe('ended');
    expect(summarizeBattle(s, twoRoundsPack)).toMatchObject({ ending: 'last-round', roundsPlayed: 2, battleplan: 'two-rounds' });
    // the default pack does not know the plan: its own length (6 rounds at most) applies
    expect(summarizeBattle(s).ending).toBe('called');
  });
});

/**
 * Round 1: ann's lord remediates the wood (1 VP, 2 renown); bob's beast destroys ann's dryads and bob summons nurglings.
 * Round 2: ann replaces her dryads and her hunters fail to purify the ruins; then time is called.
 */
function fullBattle(): S {
  let s = round(deployed(), 1, 'ann');
  s = turn(s, 'ann', [{ type: 'PurifyTheLandUsed', data: { player: 'ann', unit: 'ann-lord', terrain: 'wood', roll: 5 } }]);
  s = turn(s, 'bob', [
    { type: 'UnitDestroyed', data: { unit: 'ann-dryads', by: { unit: 'bob-beast' } } },
    { type: 'UnitsAdded', data: { origin: 'summoned', units: [{ id: 'bob-nurglings', owner: 'bob', name: 'Nurglings', wounds: 4, models: 3 }] } },
  ]);
  s = round(s, 2, 'ann', { ann: 3, bob: 3 });
  s = turn(s, 'ann', [
    { type: 'UnitsAdded', data: { origin: 'replacement', units: [{ id: 'ann-dryads-2', owner: 'ann', name: 'Dryads', wounds: 1, models: 5, control: 1, tags: ['replaces:ann-dryads'] }] } },
    { type: 'PurifyTheLandUsed', data: { player: 'ann', unit: 'ann-hunters', terrain: 'ruins', roll: 1 } },
  ]);
  return play(s, called);
}

describe('the battle summary: players and units', () => {
  it('names each player, with their VP, remediated features and no withdrawal', () => {
    const sum = summarizeBattle(fullBattle());
    expect(sum.players).toEqual([
      { id: 'ann', name: 'Ann', vp: 1, withdrew: false, remediated: ['wood'] },
      { id: 'bob', name: 'Bob', vp: 0, withdrew: false, remediated: [] },
    ]);
    expect(sum).toMatchObject({ battlepack: { id: 'blighted-wilds', version: '1.0.0' }, battleplan: 'example-tainted-springs', roundsPlayed: 2, ending: 'called' });
  });

  it('counts each unit’s successful Purify the Land uses only', () => {
    const sum = summarizeBattle(fullBattle());
    const of = (id: string) => sum.units.find((u) => u.id === id);
    expect(of('ann-lord')).toMatchObject({ purified: 1, renownGained: 2, outcome: 'survived' });
    expect(of('ann-hunters')).toMatchObject({ purified: 0, renownGained: 0 });
    expect(of('bob-lord')).toMatchObject({ purified: 0, renownGained: 0 });
  });

  it('gives each unit its owner, origin and outcome, and what a replacement unit replaced', () => {
    const sum = summarizeBattle(fullBattle());
    const of = (id: string) => sum.units.find((u) => u.id === id);
    expect(of('ann-dryads')).toEqual({ id: 'ann-dryads', owner: 'ann', name: 'Dryads', origin: 'roster', outcome: 'destroyed', purified: 0, renownGained: 0, replaces: null });
    expect(of('ann-dryads-2')).toMatchObject({ origin: 'replacement', outcome: 'survived', replaces: 'ann-dryads' });
    expect(of('bob-nurglings')).toMatchObject({ owner: 'bob', origin: 'summoned', replaces: null });
  });

  it('a resting unit', () => {
    let s = round(deployed({ rest: { ann: null, bob: 'bob-beast' } }), 1, 'ann');
    s = play(s, called);
    expect(summarizeBattle(s).units.find((u) => u.id === 'bob-beast')?.outcome).toBe('resting');
  });

  it('a withdrawal: the player who withdrew, and their units as survivors', () => {
    let s = round(deployed(), 1, 'ann');
    s = turn(s, 'ann', [
      { type: 'UnitDestroyed', data: { unit: 'bob-blightkings', by: { unit: 'ann-treelord' } } },
      { type: 'UnitDestroyed', data: { unit: 'bob-plaguebearers', by: { unit: 'ann-hunters' } } },
    ]);
    s = turn(s, 'bob');
    s = play(round(s, 2, 'bob', { ann: 1, bob: 6 }), { type: 'TurnStarted', data: { player: 'bob' } }, { type: 'PlayerWithdrew', data: { player: 'bob' } });
    const sum = summarizeBattle(s);
    expect(sum.ending).toBe('withdrawal');
    expect(sum.players.map((p) => [p.id, p.withdrew])).toEqual([
      ['ann', false],
      ['bob', true],
    ]);
    expect(sum.units.find((u) => u.id === 'bob-lord')?.outcome).toBe('survived');
  });
});
