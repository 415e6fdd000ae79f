import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { galletReference } from 'battlepack-engine/gallet/reference';

describe('rulings referenced by the Gallet rules', () => {
  it('are all written down in docs/rulings.md', () => {
    const doc = readFileSync(new URL('../../../docs/rulings.md', import.meta.url), 'utf8');
    const ids = [...galletReference, ...galletReference.flatMap((r) => r.specialRules)].flatMap((r) => r.rulings);
    expect(ids.length).toBeGreaterThan(20);
    for (const id of ids) expect(doc, id).toContain(`### ${id}:`);
  });
});
