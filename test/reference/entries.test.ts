import { describe, expect, it } from 'vitest';
import { gallet } from 'battlepack-engine/gallet';
import { galletReference, galletRule } from 'battlepack-engine/gallet/reference';
import { blightedWilds } from 'battlepack-engine/blighted-wilds';
import { blightedWildsReference, blightedWildsRule } from 'battlepack-engine/blighted-wilds/reference';

// The reference entries hold the rules text that documentation sites, sheets and the command line show (issue 23).

describe('battlepack-engine/gallet/reference', () => {
  it('has one entry per battleplan, battle tactic, grand strategy and rule of the pack, each with its text', () => {
    const count = Object.keys(gallet.battleplans).length + Object.keys(gallet.battleTactics).length + Object.keys(gallet.grandStrategies).length + gallet.rules.length;
    expect(galletReference).toHaveLength(count);
    for (const r of galletReference) {
      expect(r.summary.length, r.id).toBeGreaterThan(10);
      expect(r.source.document.length, r.id).toBeGreaterThan(0);
    }
    expect(galletRule('turf-war')).toMatchObject({ kind: 'battleplan', name: 'Turf War' });
    expect(galletRule('no-such-rule')).toBeUndefined();
  });
});

describe('battlepack-engine/blighted-wilds/reference', () => {
  it('has the battleplans and rules of the battle rules', () => {
    expect(blightedWildsReference.filter((r) => r.kind === 'battleplan')).toHaveLength(Object.keys(blightedWilds.battleplans).length);
    const first = blightedWildsReference[0];
    if (first === undefined) throw new Error('empty reference');
    expect(blightedWildsRule(first.id)).toEqual(first);
  });
});
