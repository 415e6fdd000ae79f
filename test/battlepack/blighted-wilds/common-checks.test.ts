// The shared checks of the Blighted Wilds events (rules/common.ts), each refusal in full (code, message, where)
import { describe, expect, it } from 'vitest';
import { damageOn } from '../../../src/battlepack/blighted-wilds/index.js';
import { deployed, engine, play, round, setUpOnly, type Ev, type S } from './support.js';

const refusal = (s: S, e: Ev) => engine.check(s, e).map(({ eventIndex: _, ...v }) => v);
const purify = (player: string, unit: string, terrain: string): Ev => ({ type: 'PurifyTheLandUsed', data: { player, unit, terrain, roll: 6 } });
const inAnnsTurn = (): S => play(round(deployed(), 1, 'ann'), { type: 'TurnStarted', data: { player: 'ann' } });

// the checks look ids up in the state's records without an own-property test: a name of Object.prototype never gets
// there, since the events' schema refuses it as an id
describe('a name every object has, as a player, unit or terrain id', () => {
  it('is refused by the schema before any rule check', () => {
    const reserved = (e: Ev, path: (string | number)[]) => expect(refusal(inAnnsTurn(), e)).toEqual([{ code: 'schema/invalid', message: expect.stringMatching(/reserved \(a name of Object\.prototype, or null or undefined as text\)/), path }]);
    for (const name of ['constructor', 'toString', 'hasOwnProperty']) {
      reserved(purify(name, 'ann-dryads', 'wood'), ['data', 'player']);
      reserved(purify('ann', name, 'wood'), ['data', 'unit']);
      reserved(purify('ann', 'ann-dryads', name), ['data', 'terrain']);
      reserved({ type: 'StrategicMasteryUsed', data: { player: name, rolls: [] } }, ['data', 'player']);
      reserved({ type: 'RestingUnitChosen', data: { player: name, unit: null } }, ['data', 'player']);
      reserved({ type: 'ContaminationPicked', data: { player: 'ann', terrain: name } }, ['data', 'terrain']);
      reserved({ type: 'DamageAllocated', data: { unit: name, amount: 1 } }, ['data', 'unit']);
    }
  });
});

describe('an ability used in your own turn', () => {
  it('is refused outside a turn: before the battle, and between priority and the first turn', () => {
    const noTurn = [{ code: 'turn/no-turn', message: 'Purify the Land is used during a turn; start one with TurnStarted first.', path: ['type'] }];
    expect(refusal(deployed(), purify('ann', 'ann-dryads', 'wood'))).toEqual(noTurn);
    expect(refusal(round(deployed(), 1, 'ann'), purify('ann', 'ann-dryads', 'wood'))).toEqual(noTurn);
  });

  it('is refused after a concession in the turn: the engine refuses every event once the battle is over', () => {
    const over = play(inAnnsTurn(), { type: 'BattleEnded', data: { reason: 'concession', concededBy: 'bob' } });
    expect(over.clock.stage).toBe('ended');
    expect(refusal(over, purify('ann', 'ann-dryads', 'wood'))).toEqual([
      { code: 'battle/already-over', message: 'The battle has ended (Bob conceded); no event is accepted after the end.', path: ['type'] },
    ]);
  });

  it('is refused in the opponent’s turn, naming whose turn it is', () => {
    expect(refusal(inAnnsTurn(), purify('bob', 'bob-lord', 'ruins'))).toEqual([
      { code: 'turn/not-active-player', message: "Purify the Land is used in your own turn; it is ann's turn, not bob's.", path: ['data', 'player'], ref: 'bob' },
    ]);
  });
});

describe('a friendly unit on the battlefield', () => {
  it('an unknown unit', () => {
    expect(refusal(inAnnsTurn(), purify('ann', 'nobody', 'wood'))).toEqual([{ code: 'unit/unknown', message: 'No unit "nobody" has been added to this battle.', path: ['data', 'unit'], ref: 'nobody' }]);
  });

  it('an enemy unit', () => {
    expect(refusal(inAnnsTurn(), purify('ann', 'bob-lord', 'wood'))).toEqual([
      { code: 'blighted-wilds/not-friendly', message: 'Unit "bob-lord" belongs to bob; ann can only pick a friendly unit.', path: ['data', 'unit'], ref: 'bob-lord' },
    ]);
  });

  it('a destroyed unit, a resting unit', () => {
    const s = play(inAnnsTurn(), { type: 'UnitDestroyed', data: { unit: 'ann-dryads' } });
    expect(refusal(s, purify('ann', 'ann-dryads', 'wood'))).toEqual([
      { code: 'unit/not-on-battlefield', message: 'Unit "ann-dryads" is destroyed, not on the battlefield.', path: ['data', 'unit'], ref: 'ann-dryads' },
    ]);
    const rested = play(round(deployed({ rest: { ann: 'ann-hunters', bob: null } }), 1, 'ann'), { type: 'TurnStarted', data: { player: 'ann' } });
    expect(refusal(rested, purify('ann', 'ann-hunters', 'wood'))).toEqual([
      { code: 'unit/not-on-battlefield', message: 'Unit "ann-hunters" is resting, not on the battlefield.', path: ['data', 'unit'], ref: 'ann-hunters' },
    ]);
    // another unit of the same player is still fine
    expect(refusal(rested, purify('ann', 'ann-dryads', 'wood'))).toEqual([]);
  });

  it('every check at once: turn, unit and terrain refusals together', () => {
    expect(refusal(inAnnsTurn(), purify('bob', 'nobody', 'nowhere')).map((v) => v.code)).toEqual(['turn/not-active-player', 'unit/unknown', 'terrain/unknown']);
  });
});

describe('a terrain feature of the battle', () => {
  it('an unknown feature lists the features', () => {
    expect(refusal(inAnnsTurn(), purify('ann', 'ann-dryads', 'nowhere'))).toEqual([
      { code: 'terrain/unknown', message: 'No terrain feature "nowhere"; the features are ruins, wood, pool, well, tower.', path: ['data', 'terrain'], ref: 'nowhere' },
    ]);
  });

  it('a battle without terrain says so', () => {
    let s = play(engine.initialState(), {
      type: 'BattleSetUp',
      data: { battlepack: { id: 'blighted-wilds', version: '1.0.0' }, battleplan: 'example-tainted-springs', pointsLimit: 1000, players: [{ id: 'ann', role: 'attacker' }, { id: 'bob', role: 'defender' }] },
    });
    s = play(s, { type: 'GeneralRanksRecorded', data: { generals: { ann: { rank: 'No rank', level: 0 }, bob: { rank: 'Aspiring', level: 1 } } } });
    expect(refusal(s, { type: 'ContaminationPicked', data: { player: 'ann', terrain: 'wood' } })).toEqual([
      { code: 'terrain/unknown', message: 'No terrain feature "wood"; the features are none.', path: ['data', 'terrain'], ref: 'wood' },
    ]);
  });
});

describe('a player of the battle, in the set-up', () => {
  const rest = (player: string): Ev => ({ type: 'RestingUnitChosen', data: { player, unit: null } });

  it('an unknown player', () => {
    const s = play(setUpOnly(), { type: 'GeneralRanksRecorded', data: { generals: { ann: { rank: 'No rank', level: 0 }, bob: { rank: 'Aspiring', level: 1 } } } });
    expect(refusal(s, rest('zed'))).toEqual([{ code: 'setup/invalid-players', message: '"zed" is not a player of this battle; the players are ann and bob.', path: ['data', 'player'], ref: 'zed' }]);
  });

  it('after deployment, with the unknown player too', () => {
    expect(refusal(deployed(), rest('zed'))).toEqual([
      { code: 'blighted-wilds/not-set-up-step', message: 'Resting a unit happens before the battle, between BattleSetUp and DeploymentFinished.', path: ['type'] },
      { code: 'setup/invalid-players', message: '"zed" is not a player of this battle; the players are ann and bob.', path: ['data', 'player'], ref: 'zed' },
    ]);
  });
});

describe('damage points (core 14.5)', () => {
  const attack = (unit: string, amount: number): Ev => ({ type: 'DamageAllocated', data: { unit, amount } });

  it('damage past the last model leaves nothing on the destroyed unit', () => {
    // blightkings: 5 models of 3 wounds; 17 points slay all 5 with 2 to spare
    const s = play(inAnnsTurn(), attack('bob-blightkings', 17));
    expect(s.units['bob-blightkings']?.status).toBe('destroyed');
    expect(damageOn(s, 'bob-blightkings')).toBe(0);
    expect(s.ext.damage).toEqual({});
  });

  it('exactly enough to slay every model destroys the unit', () => {
    const s = play(inAnnsTurn(), attack('bob-blightkings', 15));
    expect(s.units['bob-blightkings']?.status).toBe('destroyed');
    expect(s.ext.damage).toEqual({});
  });

  it('points that slay a model exactly leave none on the next', () => {
    const s = play(inAnnsTurn(), attack('bob-blightkings', 2), attack('bob-blightkings', 1));
    expect([s.units['bob-blightkings']?.modelsRemaining, damageOn(s, 'bob-blightkings')]).toEqual([4, 0]);
    expect(s.ext.damage).toEqual({});
  });
});
