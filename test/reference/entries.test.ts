import { describe, expect, it } from 'vitest';
import { gallet } from 'battlepack-engine/gallet';
import { galletReference, galletRule } from 'battlepack-engine/gallet/reference';
import { blightedWilds } from 'battlepack-engine/blighted-wilds';
import { blightedWildsReference, blightedWildsRule } from 'battlepack-engine/blighted-wilds/reference';

// The reference entries hold the rules text that documentation sites, sheets and the command line show (issue 23).

describe('battlepack-engine/gallet/reference', () => {
  it('has one entry per battleplan, battle tactic, grand strategy and rule of the pack, each with its text', () => {
    // the pack's other rules (realm rules, core rules…) are in its rules text only: the runtime pack lists none
    expect(gallet.rules).toBeUndefined();
    const count = Object.keys(gallet.battleplans).length + Object.keys(gallet.battleTactics).length + Object.keys(gallet.grandStrategies).length + 20;
    expect(galletReference).toHaveLength(count);
    expect(galletReference.filter((r) => r.kind === 'rule').map((r) => r.id)).toEqual(expect.arrayContaining(['masters-of-the-splintered-land', 'the-bonds-of-battle', 'terrain-features', 'stealing-the-initiative', 'glorious-victory']));
    for (const r of galletReference) {
      expect(r.summary.length, r.id).toBeGreaterThan(10);
      expect(r.source.document.length, r.id).toBeGreaterThan(0);
    }
    expect(galletRule('turf-war')).toMatchObject({ kind: 'battleplan', name: 'Turf War' });
    expect(galletRule('no-such-rule')).toBeUndefined();
  });

  it("holds the battleplans' territories, layout confidence and special rules, which the runtime battleplans no longer carry", () => {
    for (const plan of Object.values(gallet.battleplans)) {
      expect([plan.territories, plan.layoutConfidence, plan.specialRules], plan.id).toEqual([undefined, undefined, undefined]);
      const entry = galletRule(plan.id);
      const detail = (label: string) => entry?.details.find(([l]) => l === label)?.[1];
      expect(detail('Territories')?.length, plan.id).toBeGreaterThan(20);
      expect(['high', 'medium', 'low', 'unknown'], plan.id).toContain(detail('Layout confidence'));
      expect(entry?.specialRules.length, plan.id).toBeGreaterThan(0);
    }
    const prize = galletRule('the-prize-of-gallet');
    expect(prize?.details).toContainEqual(['Layout confidence', 'medium']);
    expect(prize?.specialRules.map((s) => [s.id, s.name])).toEqual([['amberbone-deposits', 'Amberbone Deposits']]);
    expect(galletRule('pillaging-objectives')).toMatchObject({ kind: 'rule', name: 'Pillaging Objectives', details: [['Part of', 'The Silksteel Nests (the-silksteel-nests)']] });
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
    const rules = blightedWilds.rules ?? [];
    expect(rules.length).toBeGreaterThan(0);
    for (const rule of rules) {
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
    const tabled = new Set([...Object.keys(gallet.battleplans), ...Object.keys(gallet.battleTactics), ...Object.keys(gallet.grandStrategies)]);
    const rules = Object.entries(galletRuleText)
      .filter(([id]) => !tabled.has(id))
      .map(([id, t]) => ({ ...t, id, name: t.name ?? id }));
    const withOwnText = { ...gallet, rules };
    const own = ruleEntries(withOwnText as unknown as Parameters<typeof ruleEntries>[0]).filter((e) => e.kind === 'rule');
    expect(own).toEqual(galletReference.filter((e) => e.kind === 'rule'));
    // without any text, the entries are still built, with empty text
    const bare = ruleEntries(gallet as unknown as Parameters<typeof ruleEntries>[0]).find((e) => e.id === 'turf-war');
    expect(bare).toMatchObject({ name: 'Turf War', summary: '', timing: '', rulings: [] });
  });
});
