import { describe, expect, it } from 'vitest';
import { parseArmy, sampleArmies, uniformArmy } from 'battlepack-engine/sim/model';

describe('armies as data', () => {
  it('accepts every sample army and the uniform bench army, and the samples say they are illustrative', () => {
    for (const edition of [3, 4] as const) {
      for (const army of sampleArmies[edition]) {
        const r = parseArmy(army);
        expect(r.ok).toBe(true);
        expect(army.edition).toBe(edition);
        expect(army.note).toMatch(/illustrative/i);
      }
      expect(parseArmy(uniformArmy(edition, 10, 10)).ok).toBe(true);
    }
  });

  it('refuses bad input with model/invalid-army, the field path and what is allowed', () => {
    const army = structuredClone(sampleArmies[3][0]) as unknown as { units: { move: unknown; weapons: { hit: unknown }[] }[] };
    (army.units[1] as { move: unknown }).move = -2;
    const r = parseArmy(army);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const v = r.violations.find((x) => x.path?.join('.') === 'units.1.move');
    expect(v?.code).toBe('model/invalid-army');
    expect(v?.message).toMatch(/units\.1\.move/);
    const empty = parseArmy({ name: 'Nobody', edition: 3, units: [] });
    expect(empty.ok).toBe(false);
    if (!empty.ok) expect(empty.violations[0]?.path).toEqual(['units']);
  });

  it('refuses crits in a 3rd-edition army and a 4th-edition profile without Control; accepts both in their own edition', () => {
    const third = structuredClone(sampleArmies[3][0]);
    const withCrit = { ...third, units: third.units.map((u, i) => (i === 0 ? { ...u, weapons: u.weapons.map((w) => ({ ...w, crit: 'mortal' as const })) } : u)) };
    const r3 = parseArmy(withCrit);
    expect(r3.ok).toBe(false);
    if (!r3.ok) expect(r3.violations[0]?.path).toEqual(['units', 0, 'weapons', 0, 'crit']);
    expect(parseArmy({ ...withCrit, edition: 4, units: withCrit.units.map((u) => ({ ...u, control: 1 })) }).ok).toBe(true);
    const fourth = structuredClone(sampleArmies[4][0]);
    const noControl = { ...fourth, units: fourth.units.map((u, i) => (i === 2 ? { ...u, control: undefined } : u)) };
    const r4 = parseArmy(JSON.parse(JSON.stringify(noControl)));
    expect(r4.ok).toBe(false);
    if (!r4.ok) expect(r4.violations[0]?.path).toEqual(['units', 2, 'control']);
  });
});
