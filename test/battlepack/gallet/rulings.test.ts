import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { gallet } from '../../../src/battlepack/gallet/index.js';

describe('rulings referenced by the Gallet rules', () => {
  it('are all written down in docs/rulings.md', () => {
    const doc = readFileSync(new URL('../../../docs/rulings.md', import.meta.url), 'utf8');
    const ids = [
      ...gallet.rules,
      ...Object.values(gallet.battleplans),
      ...Object.values(gallet.battleplans).flatMap((p) => p.specialRules),
      ...Object.values(gallet.battleTactics),
      ...Object.values(gallet.grandStrategies),
    ].flatMap((r) => r.rulings ?? []);
    expect(ids.length).toBeGreaterThan(20);
    for (const id of ids) expect(doc, id).toContain(`### ${id}:`);
  });
});
