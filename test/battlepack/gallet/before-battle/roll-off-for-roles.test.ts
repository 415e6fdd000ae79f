import { describe, expect, it } from 'vitest';
import { rollOffForRoles } from '../../../../src/battlepack/gallet/before-battle.js';

// ghb 2022 s1, battleplans "The Armies": roll off, the winner picks attacker or defender; core "Roll-off": ties re-rolled
describe('rollOffForRoles', () => {
  it('gives the roll-off to the higher dice and lets the winner choose a role', () => {
    expect(rollOffForRoles({ ann: 5, bob: 2 }, 'defender')).toEqual({ kind: 'decided', winner: 'ann', loser: 'bob', roles: { attacker: 'bob', defender: 'ann' } });
    expect(rollOffForRoles({ ann: 1, bob: 6 }, 'attacker')).toEqual({ kind: 'decided', winner: 'bob', loser: 'ann', roles: { attacker: 'bob', defender: 'ann' } });
  });

  it('leaves the roles open until the winner has chosen', () => {
    expect(rollOffForRoles({ ann: 4, bob: 3 })).toEqual({ kind: 'decided', winner: 'ann', loser: 'bob', roles: null });
  });

  it('asks for a re-roll on a tie, whatever the winner would choose', () => {
    const r = rollOffForRoles({ ann: 3, bob: 3 }, 'attacker');
    expect(r.kind).toBe('reroll');
    if (r.kind === 'reroll') expect(r.tiedOn).toBe(3);
  });

  it('refuses dice that are not 1-6 and roll-offs without exactly two players', () => {
    const bad = rollOffForRoles({ ann: 0, bob: 7 });
    expect(bad.kind).toBe('invalid');
    if (bad.kind === 'invalid') expect(bad.violations.map((v) => [v.code, v.path])).toEqual([['dice/out-of-range', ['rolls', 'ann']], ['dice/out-of-range', ['rolls', 'bob']]]);
    const three = rollOffForRoles({ ann: 1, bob: 2, cat: 3 });
    expect(three.kind === 'invalid' && three.violations.map((v) => v.code)).toEqual(['before-battle/roll-off-players']);
    expect(rollOffForRoles({ ann: 2.5, bob: 2 }).kind).toBe('invalid');
  });
});
