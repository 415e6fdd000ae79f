import { describe, expect, it } from 'vitest';
import { blightedWatersTargets, damageOn } from '../../../src/battlepack/blighted-wilds/index.js';
import { deployed, engine, play, quietWaters, round, type Ev, type S } from './support.js';

/** The violations an event raises, in full but for the event's index in the log (empty when accepted). */
const refusal = (s: S, e: Ev) => engine.check(s, e).map(({ eventIndex: _, ...v }) => v);

/** Two more units of bob's: one with WARD (4+), one resting. */
const EXTRA = [
  { id: 'bob-warded', owner: 'bob', name: 'Warded', keywords: ['WARD (4+)'], wounds: 2, models: 3, control: 1, points: 10 },
  { id: 'bob-rested', owner: 'bob', name: 'Rested', wounds: 1, models: 5, control: 1, points: 10 },
];

/** Ann's first turn, before Blighted Waters: contaminated for her are ruins, wood and pool (pick 3 is the pool). */
const annsTurn = (): S => play(round(deployed({ extra: EXTRA, rest: { ann: null, bob: 'bob-rested' } }), 1, 'ann'), { type: 'TurnStarted', data: { player: 'ann' } });

const waters = (data: { pick?: number; within?: string[]; rolls?: Record<string, number>; wardRolls?: Record<string, number>; terrain?: string; player?: string }): Ev => ({
  type: 'BlightedWatersResolved',
  data: { player: data.player ?? 'ann', pick: data.pick ?? 3, within: data.within ?? [], rolls: data.rolls ?? {}, ...(data.wardRolls !== undefined ? { wardRolls: data.wardRolls } : {}), ...(data.terrain !== undefined ? { terrain: data.terrain } : {}) },
});

/** Ann remediated the wood in round 1; it is bob's turn, before Blighted Waters (his candidates: ruins, wood, pool). */
function bobsTurnAfterAnnRemediatedWood(): S {
  return play(
    annsTurn(),
    { type: 'PurifyTheLandUsed', data: { player: 'ann', unit: 'ann-dryads', terrain: 'wood', roll: 6 } },
    quietWaters('ann'),
    { type: 'TurnEnded', data: { player: 'ann' } },
    { type: 'TurnStarted', data: { player: 'bob' } },
  );
}

describe('Blighted Waters: each refusal in full', () => {
  it('is used in the active player’s turn, once', () => {
    const between = play(annsTurn(), quietWaters('ann'), { type: 'TurnEnded', data: { player: 'ann' } });
    expect(refusal(between, waters({ player: 'bob' }))).toEqual([
      { code: 'turn/no-turn', message: 'Blighted Waters is used during a turn; start one with TurnStarted first.', path: ['type'] },
    ]);
    expect(refusal(annsTurn(), waters({ player: 'bob' }))).toEqual([
      { code: 'turn/not-active-player', message: "Blighted Waters is used in your own turn; it is ann's turn, not bob's.", path: ['data', 'player'], ref: 'bob' },
    ]);
    expect(refusal(play(annsTurn(), quietWaters('ann')), quietWaters('ann'))).toEqual([
      { code: 'blighted-wilds/blighted-waters-used', message: 'Blighted Waters is used once each turn, and it has been used this turn.', path: ['type'] },
    ]);
    // the opponent's use in the same round does not count for the player
    expect(refusal(play(bobsTurnAfterAnnRemediatedWood()), quietWaters('bob'))).toEqual([]);
  });

  it('needs something contaminated, and a pick that lands on it', () => {
    const s = play(round(deployed({ picks: { ann: 'pool', bob: 'well' }, rolls: { ruins: 1, wood: 1, tower: 1 } }), 1, 'ann'), { type: 'TurnStarted', data: { player: 'ann' } }, { type: 'PurifyTheLandUsed', data: { player: 'ann', unit: 'ann-dryads', terrain: 'pool', roll: 6 } });
    expect(refusal(s, waters({ pick: 2 }))).toEqual([
      { code: 'blighted-wilds/pick-out-of-range', message: 'The random pick is a roll of 1 to 1 (features contaminated for ann: well), not 2.', path: ['data', 'pick'] },
    ]);
    expect(refusal(bobsTurnAfterAnnRemediatedWood(), waters({ player: 'bob', pick: 4 }))).toEqual([
      { code: 'blighted-wilds/pick-out-of-range', message: 'The random pick is a roll of 1 to 3 (features contaminated for bob: ruins, wood, pool), not 4.', path: ['data', 'pick'] },
    ]);
    const after = play(s, waters({ pick: 1 }));
    expect(after.ext.blightedWaters).toEqual([{ player: 'ann', round: 1, turn: 1, pick: 1, terrain: 'well', friendlyOnly: false, targets: [], rolls: {} }]);
    const x = play(after, { type: 'TurnEnded', data: { player: 'ann' } }, { type: 'TurnStarted', data: { player: 'bob' } }, quietWaters('bob'), { type: 'TurnEnded', data: { player: 'bob' } });
    const y = play(round(x, 2, 'ann', { ann: 6, bob: 1 }), { type: 'TurnStarted', data: { player: 'ann' } }, { type: 'PurifyTheLandUsed', data: { player: 'ann', unit: 'ann-dryads', terrain: 'well', roll: 6 } });
    expect(refusal(y, quietWaters('ann'))).toEqual([
      { code: 'blighted-wilds/nothing-contaminated', message: "No terrain feature is contaminated for ann's army, so Blighted Waters has nothing to pick.", path: ['type'] },
    ]);
    expect(refusal(annsTurn(), waters({ pick: 1, terrain: 'pool' }))).toEqual([
      { code: 'blighted-wilds/pick-mismatch', message: 'A pick of 1 lands on "ruins", not "pool".', path: ['data', 'terrain'], ref: 'pool' },
    ]);
    expect(refusal(annsTurn(), waters({ pick: 3, terrain: 'pool' }))).toEqual([]);
  });

  it('lists units of the battle on the battlefield, each once', () => {
    const s = annsTurn();
    expect(refusal(s, waters({ within: ['ghost', 'ann-dryads', 'ghost', 'bob-rested', 'ann-dryads'] }))).toEqual([
      { code: 'unit/unknown', message: 'No unit "ghost".', path: ['data', 'within', 0], ref: 'ghost' },
      { code: 'unit/unknown', message: 'No unit "ghost".', path: ['data', 'within', 2], ref: 'ghost' },
      { code: 'blighted-wilds/duplicate-unit', message: 'Unit "ghost" is listed twice.', path: ['data', 'within', 2], ref: 'ghost' },
      { code: 'unit/not-on-battlefield', message: 'Unit "bob-rested" is resting, not on the battlefield.', path: ['data', 'within', 3], ref: 'bob-rested' },
      { code: 'blighted-wilds/duplicate-unit', message: 'Unit "ann-dryads" is listed twice.', path: ['data', 'within', 4], ref: 'ann-dryads' },
    ]);
  });

  it('takes a roll for each target and for nothing else', () => {
    const s = annsTurn();
    expect(refusal(s, waters({ within: ['ann-dryads', 'bob-lord'], rolls: { 'bob-lord': 2, 'bob-beast': 3 } }))).toEqual([
      { code: 'blighted-wilds/roll-missing', message: 'Unit "ann-dryads" is a target: give its contamination roll (a D3).', path: ['data', 'rolls', 'ann-dryads'], ref: 'ann-dryads' },
      { code: 'blighted-wilds/not-a-target', message: '"bob-beast" is not a target: the targets are the units listed within 3" of "pool".', path: ['data', 'rolls', 'bob-beast'], ref: 'bob-beast' },
    ]);
    const b = bobsTurnAfterAnnRemediatedWood();
    expect(refusal(b, waters({ player: 'bob', pick: 2, within: ['ann-dryads', 'bob-lord'], rolls: { 'bob-lord': 2, 'ann-dryads': 2 } }))).toEqual([
      {
        code: 'blighted-wilds/not-a-target',
        message: '"wood" was remediated by the opponent\'s army, so only bob\'s own units within 3" are targets; "ann-dryads" is not.',
        path: ['data', 'rolls', 'ann-dryads'],
        ref: 'ann-dryads',
      },
    ]);
  });

  it('takes a ward roll exactly for each warded target that rolled a 1', () => {
    const s = annsTurn();
    expect(refusal(s, waters({ within: ['bob-warded'], rolls: { 'bob-warded': 1 } }))).toEqual([
      { code: 'blighted-wilds/ward-roll-missing', message: 'Unit "bob-warded" has WARD (4+): give a ward roll for its mortal damage.', path: ['data', 'wardRolls', 'bob-warded'], ref: 'bob-warded' },
    ]);
    const unexpected = (id: string) => ({ code: 'blighted-wilds/ward-roll-unexpected', message: `Unit "${id}" takes no mortal damage it could ward, so it makes no ward roll.`, path: ['data', 'wardRolls', id], ref: id });
    // a warded target that rolled 2, an unwarded target that rolled 1, a warded unit that is not a target, an unknown unit
    expect(refusal(s, waters({ within: ['bob-warded', 'ann-dryads'], rolls: { 'bob-warded': 2, 'ann-dryads': 1 }, wardRolls: { 'bob-warded': 5 } }))).toEqual([unexpected('bob-warded')]);
    expect(refusal(s, waters({ within: ['ann-dryads'], rolls: { 'ann-dryads': 1 }, wardRolls: { 'ann-dryads': 5 } }))).toEqual([unexpected('ann-dryads')]);
    expect(refusal(s, waters({ within: ['ann-dryads'], rolls: { 'ann-dryads': 1 }, wardRolls: { 'bob-warded': 5 } }))).toEqual([unexpected('bob-warded')]);
    expect(refusal(s, waters({ within: ['ann-dryads'], rolls: { 'ann-dryads': 1 }, wardRolls: { ghost: 5 } }))).toEqual([unexpected('ghost')]);
    expect(refusal(s, waters({ within: ['bob-warded'], rolls: { 'bob-warded': 1 }, wardRolls: { 'bob-warded': 3 } }))).toEqual([]);
    // a warded target that rolled 2 takes no mortal damage: no ward roll owed
    expect(refusal(s, waters({ within: ['bob-warded'], rolls: { 'bob-warded': 2 } }))).toEqual([]);
  });

  it('is required before the turn ends, naming the features', () => {
    expect(refusal(annsTurn(), { type: 'TurnEnded', data: { player: 'ann' } })).toEqual([
      {
        code: 'blighted-wilds/blighted-waters-required',
        message: 'ann must use Blighted Waters this turn (BlightedWatersResolved) before it ends: features ruins, wood, pool are contaminated for their army.',
        path: ['type'],
      },
    ]);
    // no turn to end: only the core's refusal
    const between = play(annsTurn(), quietWaters('ann'), { type: 'TurnEnded', data: { player: 'ann' } });
    expect(refusal(between, { type: 'TurnEnded', data: { player: 'bob' } }).map((v) => v.code)).not.toContain('blighted-wilds/blighted-waters-required');
  });
});

describe('Blighted Waters: its targets and what each roll does', () => {
  it('targets only units of the battle on the battlefield, and only the player’s own on a feature the opponent remediated', () => {
    const s = bobsTurnAfterAnnRemediatedWood();
    expect(blightedWatersTargets(s, 'bob', 'pool', ['ann-dryads', 'ghost', 'bob-rested', 'bob-lord'])).toEqual({ friendlyOnly: false, targets: ['ann-dryads', 'bob-lord'] });
    expect(blightedWatersTargets(s, 'bob', 'wood', ['ann-dryads', 'ghost', 'bob-rested', 'bob-lord'])).toEqual({ friendlyOnly: true, targets: ['bob-lord'] });
    // for ann the wood is her own remediated feature: the opponent has not remediated it
    expect(blightedWatersTargets(s, 'ann', 'wood', ['ann-dryads', 'bob-lord'])).toEqual({ friendlyOnly: false, targets: ['ann-dryads', 'bob-lord'] });
  });

  it('records the use, and gives STRIKE-LAST on a 2 or 3 and a mortal damage on a 1 (unless warded)', () => {
    const s = play(
      annsTurn(),
      waters({
        within: ['ann-hunters', 'bob-lord', 'bob-beast', 'bob-warded', 'ann-treelord'],
        rolls: { 'ann-hunters': 1, 'bob-lord': 2, 'bob-beast': 3, 'bob-warded': 1, 'ann-treelord': 1 },
        wardRolls: { 'bob-warded': 4 },
      }),
    );
    expect(s.ext.blightedWaters).toEqual([
      {
        player: 'ann',
        round: 1,
        turn: 1,
        pick: 3,
        terrain: 'pool',
        friendlyOnly: false,
        targets: ['ann-hunters', 'bob-lord', 'bob-beast', 'bob-warded', 'ann-treelord'],
        rolls: { 'ann-hunters': 1, 'bob-lord': 2, 'bob-beast': 3, 'bob-warded': 1, 'ann-treelord': 1 },
      },
    ]);
    const strikeLast = [{ id: 'strike-last', value: null, until: { kind: 'end-of-turn' }, source: 'blighted-wilds/blighted-waters', round: 1 }];
    expect(s.units['bob-lord']?.effects).toEqual(strikeLast);
    expect(s.units['bob-beast']?.effects).toEqual(strikeLast);
    expect(s.units['ann-hunters']?.effects).toEqual([]);
    expect(damageOn(s, 'ann-hunters')).toBe(1);
    expect(damageOn(s, 'ann-treelord')).toBe(1);
    expect(damageOn(s, 'bob-lord')).toBe(0);
    // the ward roll of 4 saves the warded unit; a 3 would not
    expect(damageOn(s, 'bob-warded')).toBe(0);
    const t = play(annsTurn(), waters({ within: ['bob-warded'], rolls: { 'bob-warded': 1 }, wardRolls: { 'bob-warded': 3 } }));
    expect(damageOn(t, 'bob-warded')).toBe(1);
  });

  it('in the second turn of a round, records turn 2', () => {
    const s = play(bobsTurnAfterAnnRemediatedWood(), quietWaters('bob', 1));
    expect(s.ext.blightedWaters[1]).toEqual({ player: 'bob', round: 1, turn: 2, pick: 1, terrain: 'ruins', friendlyOnly: false, targets: [], rolls: {} });
  });
});
