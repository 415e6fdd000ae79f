import { describe, expect, it } from 'vitest';
import { gallet } from '../../src/battlepack/gallet/index.js';
import { blightedWilds } from '../../src/blighted-wilds.js';
import { EXIT } from '../../src/cli/main.js';
import { cli } from './run.js';
import { galletRule } from 'battlepack-engine/gallet/reference';

describe('battlepack rules', () => {
  it('lists the packs', async () => {
    const r = await cli(['rules']);
    expect(r.code).toBe(EXIT.ok);
    expect(r.stdout).toMatch(/^ {2}gallet +General's Handbook 2022-23 Season 1/m);
    expect(r.stdout).toMatch(/^ {2}blighted-wilds +Path to Glory: Blighted Wilds/m);
    expect(r.stdout).toContain(`${Object.keys(gallet.battleplans).length} battleplans, ${Object.keys(gallet.battleTactics).length} battle tactics`);
  });

  it('lists a pack’s battleplans, tactics, strategies and other rules (by key or by id)', async () => {
    for (const key of ['gallet', gallet.id]) {
      const r = await cli(['rules', key]);
      expect(r.code).toBe(EXIT.ok);
      for (const p of Object.values(gallet.battleplans)) expect(r.stdout).toMatch(new RegExp(`^ {2}${p.id} +${p.name.replace(/[!'()]/g, '.')}$`, 'm'));
      for (const t of Object.values(gallet.battleTactics)) expect(r.stdout).toContain(t.name);
      for (const g of Object.values(gallet.grandStrategies)) expect(r.stdout).toContain(g.name);
      expect(r.stdout).toContain('Battleplans:\n');
      expect(r.stdout).toContain('Battle tactics:\n');
      expect(r.stdout).toContain('Grand strategies:\n');
    }
  });

  it('shows one rule: summary, timing, scoring, source and rulings', async () => {
    const t = gallet.battleTactics['barge-through-enemy-lines'];
    if (t === undefined) throw new Error('the pack has no barge-through-enemy-lines tactic');
    const r = await cli(['rules', 'gallet', 'barge-through-enemy-lines']);
    expect(r.code).toBe(EXIT.ok);
    expect(r.stdout.split('\n')[0]).toBe(t.name);
    expect(r.stdout).toContain('Battle tactic · id barge-through-enemy-lines');
    const summary = galletRule(t.id)?.summary ?? '';
    expect(summary.length).toBeGreaterThan(40);
    expect(r.stdout).toContain(summary.slice(0, 40));
    expect(r.stdout).toMatch(/│ Scoring +│/);
    expect(r.stdout).toMatch(/│ Source +│ ghb-2022-s1/);
  });

  it('shows a battleplan with its special rules, and a campaign rule', async () => {
    const plan = await cli(['rules', 'gallet', 'head-on-collision']);
    expect(plan.stdout).toContain('Special rules:');
    expect(plan.stdout).toMatch(/│ Battle length +│ 5 battle rounds/);
    const rule = blightedWilds.rules?.[0];
    if (rule === undefined) throw new Error('Blighted Wilds has no rules');
    const c = await cli(['rules', 'blighted-wilds', rule.id]);
    expect(c.code).toBe(EXIT.ok);
    expect(c.stdout.startsWith(`${rule.name}\nRule · id ${rule.id}`)).toBe(true);
  });

  it('finds a battleplan’s special rule by its id', async () => {
    const r = await cli(['rules', 'gallet', 'head-on-deadly-denizens']);
    expect(r.code).toBe(EXIT.ok);
    expect(r.stdout).toMatch(/│ Part of +│ Head-on Collision \(head-on-collision\)/);
  });

  it('says so in plain words for an unknown pack or rule (exit 2)', async () => {
    const a = await cli(['rules', 'kharadron']);
    expect(a.code).toBe(EXIT.usage);
    expect(a.stderr).toBe('battlepack: Unknown pack "kharadron"; the packs are gallet, blighted-wilds, or give a module path or an installed package that exports a battlepack.\n');
    const b = await cli(['rules', 'gallet', 'win-everything']);
    expect(b.code).toBe(EXIT.usage);
    expect(b.stderr).toContain('has no rule "win-everything"; list them with: battlepack rules gallet');
  });
});
