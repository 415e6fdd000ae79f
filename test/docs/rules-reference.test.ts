import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildRulesReference, committedRulesFiles, PACK_MAPS, readRulingTitles, RULES_DIR } from '../../scripts/generate-rules-reference.js';
import { renderBattlefieldSvg } from '../../src/table.js';
import { PACKS } from '../../src/cli/registry.js';
import { galletRule } from 'battlepack-engine/gallet/reference';

const ROOT = resolve(import.meta.dirname, '../..');

describe('the rules reference in docs/rules/', () => {
  const expected = buildRulesReference();

  it('has one page per battleplan, battle tactic, grand strategy and other rule of every pack, and an index', () => {
    for (const entry of PACKS) {
      const p = entry.pack;
      const count = (kind: string) => [...expected.keys()].filter((k) => k.startsWith(`${RULES_DIR}/${entry.key}/${kind}/`) && k.endsWith('.md')).length;
      expect(count('battleplans')).toBe(Object.keys(p.battleplans).length);
      expect(count('battle-tactics')).toBe(Object.keys(p.battleTactics).length);
      expect(count('grand-strategies')).toBe(Object.keys(p.grandStrategies).length);
      const tabled = new Set([...Object.keys(p.battleplans), ...Object.keys(p.battleTactics), ...Object.keys(p.grandStrategies)]);
      expect(count('rules')).toBe(p.rules?.length ?? Object.keys(entry.text ?? {}).filter((id) => !tabled.has(id)).length);
    }
    expect(expected.has(`${RULES_DIR}/README.md`)).toBe(true);
  });

  it('gives each page its name, summary, timing, scoring, source section and rulings', () => {
    const gallet = PACKS.find((p) => p.key === 'gallet')?.pack;
    const tactic = gallet === undefined ? undefined : Object.values(gallet.battleTactics)[0];
    expect(tactic).toBeDefined();
    if (gallet === undefined || tactic === undefined) return;
    const page = expected.get(`${RULES_DIR}/gallet/battle-tactics/${tactic.id}.md`) ?? '';
    // the text comes from the reference entry, not from the runtime rule
    const text = galletRule(tactic.id);
    if (text === undefined) throw new Error(`no reference text for ${tactic.id}`);
    expect(page.startsWith(`# ${tactic.name}\n`)).toBe(true);
    expect(text.summary.length).toBeGreaterThan(10);
    expect(page).toContain(text.summary);
    expect(page).toContain(`| Timing | ${text.timing} |`);
    expect(page).toContain(`| Scoring | ${text.scoring ?? ''} |`);
    expect(page).toContain(`| Source | ${text.source.document}, ${text.source.section} |`);
    expect(page).toContain('## Rulings');
    const withRulings = [...Object.keys(gallet.grandStrategies), ...Object.keys(gallet.battleTactics)].map((id) => galletRule(id)).find((r) => (r?.rulings ?? []).length > 0);
    expect(withRulings).toBeDefined();
    if (withRulings !== undefined) {
      const kind = withRulings.kind === 'grand-strategy' ? 'grand-strategies' : 'battle-tactics';
      const p2 = expected.get(`${RULES_DIR}/gallet/${kind}/${withRulings.id}.md`) ?? '';
      for (const id of withRulings.rulings) expect(p2).toContain(`[\`${id}\`](../../../rulings.md)`);
    }
  });

  it('draws each battleplan\'s map as an SVG next to its page, linked from it', () => {
    for (const entry of PACKS) {
      const maps = PACK_MAPS[entry.key] ?? {};
      for (const plan of Object.values(entry.pack.battleplans)) {
        const dir = `${RULES_DIR}/${entry.key}/battleplans`;
        const map = maps[plan.id];
        expect(map, `${entry.key}/${plan.id} has a map`).toBeDefined();
        if (map === undefined) continue;
        const svg = expected.get(`${dir}/${plan.id}.svg`) ?? '';
        expect(svg).toBe(renderBattlefieldSvg(map, { ranges: true }));
        expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
        const page = expected.get(`${dir}/${plan.id}.md`) ?? '';
        expect(page).toContain(`![Map of ${map.name}](${plan.id}.svg)`);
        for (const o of map.objectives) expect(page).toContain(`(\`${o.id}\`) | ${o.position === undefined ? `region \`${o.region ?? ''}\`` : `(${o.position.x}, ${o.position.y})`} | ${o.confidence} |`);
      }
    }
  });

  it('reads ruling titles from the rulings pages', () => {
    const titles = readRulingTitles();
    expect(titles.get('core/tactic-judging')).toBe('who decides whether a battle tactic was completed');
  });

  it('is current: the committed pages are exactly what `npm run rules:generate` writes', () => {
    const committed = committedRulesFiles();
    expect(committed, 'pages were added or removed: run `npm run rules:generate`').toEqual([...expected.keys()].sort());
    for (const [path, text] of expected) {
      expect(readFileSync(join(ROOT, path), 'utf8'), `${path} is stale: run \`npm run rules:generate\``).toBe(text);
    }
  });
});
