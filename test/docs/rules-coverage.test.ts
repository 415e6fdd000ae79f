import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readNotModelledTitles, readRulingTitles, rulesCoverage, testsByRule } from '../../scripts/generate-rules-reference.js';
import { PACKS } from '../../src/cli/registry.js';

const ROOT = resolve(import.meta.dirname, '../..');

describe('the rules coverage (docs/rules/coverage.md)', () => {
  const rules = rulesCoverage();

  it('lists every rule id of every pack: battleplans and their special rules, tactics, strategies and the other rules', () => {
    for (const entry of PACKS) {
      const p = entry.pack;
      const ids = (kind: string) => rules.filter((r) => r.pack === entry.key && r.kind === kind).map((r) => r.id);
      expect(ids('battleplan')).toEqual(Object.keys(p.battleplans));
      expect(ids('battle-tactic')).toEqual(Object.keys(p.battleTactics));
      expect(ids('grand-strategy')).toEqual(Object.keys(p.grandStrategies));
      // the other rules and the special rules: on the pack (a pack that carries its own), else in its rules text
      const text = entry.text ?? {};
      const tabled = new Set([...Object.keys(p.battleplans), ...Object.keys(p.battleTactics), ...Object.keys(p.grandStrategies)]);
      expect(ids('rule')).toEqual(p.rules?.map((r) => r.id) ?? Object.keys(text).filter((id) => !tabled.has(id)));
      const special = (b: (typeof p.battleplans)[string]) => b.specialRules?.map((s) => s.id) ?? Object.keys(text[b.id]?.specialRules ?? {});
      expect(ids('special-rule')).toEqual([...new Set(Object.values(p.battleplans).flatMap(special))]);
    }
  });

  it('every rule has at least one test', () => {
    const untested = rules.filter((r) => r.tests.length === 0).map((r) => `${r.pack}/${r.id}`);
    expect(untested, 'add a test named after the rule, or a `// covers: <pack>/<rule id>` comment in the test that covers it').toEqual([]);
  });

  it('every test it names exists, and every covers: comment names a rule of a pack', () => {
    for (const r of rules) for (const t of r.tests) expect(existsSync(join(ROOT, t)), t).toBe(true);
    const known = new Set(rules.map((r) => `${r.pack}/${r.id}`));
    expect([...testsByRule(ROOT, 'comments').keys()].filter((k) => !known.has(k))).toEqual([]);
  });

  it('every ruling and not-modelled section a rule names is written down', () => {
    const rulings = readRulingTitles();
    const notModelled = readNotModelledTitles();
    for (const r of rules) {
      for (const id of r.rulings) expect(rulings.has(id), `${r.pack}/${r.id}: ruling ${id}`).toBe(true);
      for (const id of r.notModelled) expect(notModelled.has(id), `${r.pack}/${r.id}: not-modelled ${id}`).toBe(true);
    }
  });
});
