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

  it('holds the text of every campaign rule, which the runtime pack no longer carries', () => {
    for (const rule of blightedWilds.rules) {
      expect(rule.summary, rule.id).toBeUndefined();
      expect(rule.source, rule.id).toBeUndefined();
      const text = blightedWildsRule(rule.id);
      expect(text?.summary.length, rule.id).toBeGreaterThan(10);
      expect(text?.timing.length, rule.id).toBeGreaterThan(2);
      expect(text?.source.document.length, rule.id).toBeGreaterThan(0);
    }
  });
});

describe('rule entries of a pack that carries its own text', () => {
  it('read the text from the rule objects when no separate text is given', async () => {
    const { ruleEntries } = await import('../../src/reference/rules.js');
    const { galletRuleText } = await import('battlepack-engine/gallet/reference');
    const withOwnText = { ...gallet, rules: gallet.rules.map((r) => ({ ...r, ...(galletRuleText[r.id] ?? {}) })) };
    const own = ruleEntries(withOwnText as unknown as Parameters<typeof ruleEntries>[0]).filter((e) => e.kind === 'rule');
    expect(own).toEqual(galletReference.filter((e) => e.kind === 'rule'));
    // without any text, the entries are still built, with empty text
    const bare = ruleEntries(gallet as unknown as Parameters<typeof ruleEntries>[0]).find((e) => e.id === 'turf-war');
    expect(bare).toMatchObject({ name: 'Turf War', summary: '', timing: '', rulings: [] });
  });
});
