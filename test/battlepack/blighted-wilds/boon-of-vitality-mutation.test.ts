import { describe, expect, it } from 'vitest';
import { damageOn, rallyPoints } from '../../../src/battlepack/blighted-wilds/index.js';
import { deployed, engine, play, quietWaters, round, type Ev, type S } from './support.js';

/** The violations an event raises, in full but for the event's index in the log (empty when accepted). */
const refusal = (s: S, e: Ev) => engine.check(s, e).map(({ eventIndex: _, ...v }) => v);

type Rally = { rolls: number[]; heal: number; returned: number };
const boon = (roll: number, unit = 'ann-hunters', rally?: Rally, player = 'ann', terrain = 'wood'): Ev => ({
  type: 'BoonOfVitalityUsed',
  data: { player, unit, terrain, roll, ...(rally !== undefined ? { rally } : {}) },
});

/** Ann's round-1 turn: she has remediated the wood (bob's plaguebearers rest). */
function annRemediatedWood(): S {
  return play(
    round(deployed({ rest: { ann: null, bob: 'bob-plaguebearers' } }), 1, 'ann'),
    { type: 'TurnStarted', data: { player: 'ann' } },
    { type: 'PurifyTheLandUsed', data: { player: 'ann', unit: 'ann-lord', terrain: 'wood', roll: 5 } },
  );
}

/** After ann's turn with a Boon on her hunters, bob's turn of round 1, after he remediated the ruins. */
function bobRemediatedRuins(annsBoon: Ev = boon(1)): S {
  return play(
    annRemediatedWood(),
    annsBoon,
    quietWaters('ann'),
    { type: 'TurnEnded', data: { player: 'ann' } },
    { type: 'TurnStarted', data: { player: 'bob' } },
    { type: 'PurifyTheLandUsed', data: { player: 'bob', unit: 'bob-lord', terrain: 'ruins', roll: 5 } },
  );
}

describe('Boon of Vitality: each refusal in full', () => {
  it('is used in the player’s own turn, by a friendly unit on the battlefield, on a feature of the battle', () => {
    const between = play(annRemediatedWood(), quietWaters('ann'), { type: 'TurnEnded', data: { player: 'ann' } });
    expect(refusal(between, boon(5))).toEqual([{ code: 'turn/no-turn', message: 'Boon of Vitality is used during a turn; start one with TurnStarted first.', path: ['type'] }]);
    const s = annRemediatedWood();
    expect(refusal(s, boon(5, 'bob-lord', undefined, 'bob'))).toEqual([
      { code: 'turn/not-active-player', message: "Boon of Vitality is used in your own turn; it is ann's turn, not bob's.", path: ['data', 'player'], ref: 'bob' },
    ]);
    expect(refusal(s, boon(5, 'ghost'))).toEqual([{ code: 'unit/unknown', message: 'No unit "ghost" has been added to this battle.', path: ['data', 'unit'], ref: 'ghost' }]);
    expect(refusal(s, boon(5, 'bob-lord'))).toEqual([
      { code: 'blighted-wilds/not-friendly', message: 'Unit "bob-lord" belongs to bob; ann can only pick a friendly unit.', path: ['data', 'unit'], ref: 'bob-lord' },
    ]);
    expect(refusal(s, boon(5, 'ann-hunters', undefined, 'ann', 'lake'))).toEqual([
      { code: 'terrain/unknown', message: 'No terrain feature "lake"; the features are ruins, wood, pool, well, tower.', path: ['data', 'terrain'], ref: 'lake' },
    ]);
    // all three at once
    expect(refusal(between, boon(5, 'ghost', undefined, 'ann', 'lake')).map((v) => v.code)).toEqual(['turn/no-turn', 'unit/unknown', 'terrain/unknown']);
  });

  it('needs a feature the player’s army remediated, and is used once per turn', () => {
    const s = annRemediatedWood();
    expect(refusal(s, boon(5, 'ann-hunters', undefined, 'ann', 'pool'))).toEqual([
      { code: 'blighted-wilds/not-remediated', message: '"pool" has not been remediated by ann\'s army; Boon of Vitality needs a feature your army remediated.', path: ['data', 'terrain'], ref: 'pool' },
    ]);
    expect(refusal(play(s, boon(1)), boon(5, 'ann-dryads'))).toEqual([{ code: 'blighted-wilds/boon-used', message: 'ann has already used Boon of Vitality this turn.', path: ['type'] }]);
  });

  it('once per turn: the opponent’s use in the same round and the player’s in an earlier round do not count', () => {
    const b = bobRemediatedRuins();
    expect(refusal(b, boon(5, 'bob-lord', undefined, 'bob', 'ruins'))).toEqual([]);
    const x = play(b, boon(5, 'bob-lord', undefined, 'bob', 'ruins'), quietWaters('bob'), { type: 'TurnEnded', data: { player: 'bob' } });
    const r2 = play(round(x, 2, 'ann', { ann: 6, bob: 1 }), { type: 'TurnStarted', data: { player: 'ann' } });
    expect(refusal(r2, boon(5))).toEqual([]);
    expect(play(r2, boon(5)).ext.boons.map((u) => [u.player, u.round, u.turn])).toEqual([
      ['ann', 1, 1],
      ['bob', 1, 2],
      ['ann', 2, 1],
    ]);
  });

  it('takes a Rally only on a 6, of 6 or 9 rolls, within its rally points, healing and returning only what there is', () => {
    const s = annRemediatedWood();
    expect(refusal(s, boon(5, 'ann-hunters', { rolls: [4, 4, 4, 4, 4, 4], heal: 0, returned: 0 }))).toEqual([
      { code: 'blighted-wilds/rally-not-allowed', message: 'Only a roll of 6 gives the free Rally.', path: ['data', 'rally'] },
    ]);
    const rollsWrong = { code: 'blighted-wilds/rally-rolls', message: "A rally is 6 rolls, or 9 with the Boon's extra rolls.", path: ['data', 'rally', 'rolls'] };
    expect(refusal(s, boon(6, 'ann-hunters', { rolls: [1, 1, 1, 1, 1, 1, 1], heal: 0, returned: 0 }))).toEqual([rollsWrong]);
    expect(refusal(s, boon(6, 'ann-hunters', { rolls: [1, 1, 1, 1, 1, 1], heal: 0, returned: 0 }))).toEqual([]);
    expect(refusal(s, boon(6, 'ann-hunters', { rolls: [1, 1, 1, 1, 1, 1, 1, 1, 1], heal: 0, returned: 0 }))).toEqual([]);
    expect(refusal(s, boon(6, 'ann-hunters', { rolls: [6, 6, 6, 6, 6, 6, 6], heal: 1, returned: 1 }))).toEqual([
      rollsWrong,
      { code: 'blighted-wilds/rally-heal', message: 'Unit "ann-hunters" has 0 damage points to heal, not 1.', path: ['data', 'rally', 'heal'] },
      { code: 'blighted-wilds/rally-return', message: 'Unit "ann-hunters" has 0 slain model(s) to return, not 1.', path: ['data', 'rally', 'returned'] },
    ]);
  });

  it('a returned model costs its Wounds characteristic in rally points, a healed damage point one', () => {
    // one of ann's 5-wound hunters slain, and 2 damage points on another
    const s = play(annRemediatedWood(), { type: 'DamageAllocated', data: { unit: 'ann-hunters', amount: 7 } });
    expect([s.units['ann-hunters']?.modelsRemaining, damageOn(s, 'ann-hunters')]).toEqual([2, 2]);
    // 4 rally points: not enough for a model; 5: enough; 7: a model and both damage points
    expect(refusal(s, boon(6, 'ann-hunters', { rolls: [4, 5, 6, 6, 3, 1], heal: 0, returned: 1 }))).toEqual([
      { code: 'blighted-wilds/rally-points', message: 'The rolls give 4 rally points; healing 0 and returning 1 model(s) of 5 wounds costs 5.', path: ['data', 'rally'] },
    ]);
    expect(refusal(s, boon(6, 'ann-hunters', { rolls: [4, 5, 6, 6, 4, 1], heal: 0, returned: 1 }))).toEqual([]);
    expect(refusal(s, boon(6, 'ann-hunters', { rolls: [4, 5, 6, 6, 4, 4, 4, 1, 1], heal: 2, returned: 1 }))).toEqual([]);
    expect(refusal(s, boon(6, 'ann-hunters', { rolls: [4, 5, 6, 6, 4, 4, 1, 1, 1], heal: 2, returned: 1 }))).toEqual([
      { code: 'blighted-wilds/rally-points', message: 'The rolls give 6 rally points; healing 2 and returning 1 model(s) of 5 wounds costs 7.', path: ['data', 'rally'] },
    ]);
    const after = play(s, boon(6, 'ann-hunters', { rolls: [4, 5, 6, 6, 4, 4, 4, 1, 1], heal: 2, returned: 1 }));
    expect([after.units['ann-hunters']?.modelsRemaining, damageOn(after, 'ann-hunters')]).toEqual([3, 0]);
    expect(after.ext.damage).not.toHaveProperty('ann-hunters');
    expect(after.ext.boons).toEqual([{ player: 'ann', unit: 'ann-hunters', terrain: 'wood', roll: 6, round: 1, turn: 1, healed: 2, returned: 1 }]);
  });

  it('a partial heal leaves the rest of the damage points', () => {
    const s = play(annRemediatedWood(), { type: 'DamageAllocated', data: { unit: 'ann-lord', amount: 3 } });
    const after = play(s, boon(6, 'ann-lord', { rolls: [4, 1, 1, 1, 1, 1], heal: 1, returned: 0 }));
    expect(after.ext.damage).toEqual({ 'ann-lord': 2 });
    expect(after.ext.boons).toEqual([{ player: 'ann', unit: 'ann-lord', terrain: 'wood', roll: 6, round: 1, turn: 1, healed: 1, returned: 0 }]);
    expect(after.units['ann-lord']?.effects).toEqual([]);
  });

  it('counts rally points on 4+', () => {
    expect(rallyPoints([1, 2, 3, 4, 5, 6, 3])).toBe(3);
    expect(rallyPoints([])).toBe(0);
  });
});

describe('Boon of Vitality: its effects', () => {
  it('3, 4 and 5 each give one effect until the start of the player’s next turn; 6 without a Rally, and 1-2, none', () => {
    const until = { kind: 'turn-start', player: 'ann' };
    const source = 'blighted-wilds/boon-of-vitality';
    const effects = (roll: number) => play(annRemediatedWood(), boon(roll)).units['ann-hunters']?.effects;
    expect(effects(3)).toEqual([{ id: 'run-charge-bonus', value: 1, until, source, round: 1 }]);
    expect(effects(4)).toEqual([{ id: 'wound-rolls-against', value: -1, until, source, round: 1 }]);
    expect(effects(5)).toEqual([{ id: 'ward:boon-of-vitality', value: 5, until, source, round: 1 }]);
    expect(effects(6)).toEqual([]);
    expect(effects(1)).toEqual([]);
    const six = play(annRemediatedWood(), boon(6));
    expect(six.ext.boons).toEqual([{ player: 'ann', unit: 'ann-hunters', terrain: 'wood', roll: 6, round: 1, turn: 1, healed: 0, returned: 0 }]);
  });

  it('effects of a state saved before they lasted to the turn’s start (until the hero phase) end when the player’s next turn starts', () => {
    // ann's hunters got WARD in round 1 and bob's lord got +1 to run and charge; an older version ended both at their
    // player's hero phase (the state saved as JSON then, read back now); an effect of another source on ann's dryads
    // lasts, as its end says
    const x = play(bobRemediatedRuins(boon(5)), boon(3, 'bob-lord', undefined, 'bob', 'ruins'), quietWaters('bob'), { type: 'TurnEnded', data: { player: 'bob' } });
    const old = JSON.parse(JSON.stringify(x)) as { units: Record<string, { effects: { until: unknown; id: string; value: number | null; source: string; round: number }[] }> };
    for (const [unit, player] of [
      ['ann-hunters', 'ann'],
      ['bob-lord', 'bob'],
    ] as const)
      for (const e of old.units[unit]?.effects ?? []) e.until = { kind: 'hero-phase', player };
    old.units['ann-dryads']?.effects.push({ id: 'other', value: 1, until: { kind: 'hero-phase', player: 'ann' }, source: 'other', round: 1 });
    const next = play(round(old as unknown as S, 2, 'ann', { ann: 6, bob: 1 }), { type: 'TurnStarted', data: { player: 'ann' } });
    expect(next.units['ann-hunters']?.effects).toEqual([]);
    expect(next.units['bob-lord']?.effects.map((e) => e.id)).toEqual(['run-charge-bonus']);
    expect(next.units['ann-dryads']?.effects.map((e) => e.id)).toEqual(['other']);
  });
});
