import { describe, expect, it } from 'vitest';
import { escapeMarkdown, renderSheetMarkdown } from '../../src/sheet.js';
import { testBattleSheet } from './fixture.js';

describe('renderSheetMarkdown', () => {
  const md = renderSheetMarkdown(testBattleSheet());

  it('has the header, a section per role, totals and the result', () => {
    expect(md.startsWith('# Skirmish: scoring sheet\n')).toBe(true);
    expect(md).toContain('| **Points limit** | 1000 |');
    expect(md).toContain('## Attacker: Ann (Stormcast Eternals)');
    expect(md).toContain('## Defender: Bob (Orruk Warclans)');
    expect(md).toContain('| 1 | Slay the Foe | yes | 2 (west, centre) | 4 |');
    expect(md).toContain('| **Total VP** | **9** | **4** |');
    expect(md).toContain('**Major victory: Ann**: Ann has more victory points (9 to 4)');
  });

  it('keeps table rows intact and Markdown inert when names contain | * _ [ ] < >', () => {
    const m = renderSheetMarkdown(testBattleSheet({ ann: 'A|n*n_[x](y)<b>' }));
    expect(m).toContain('## Attacker: A\\|n\\*n\\_\\[x\\](y)\\<b\\> (Stormcast Eternals)');
    const totalsHead = m.split('\n').find((l) => l.startsWith('|  | Attacker:'));
    expect(totalsHead?.split(/(?<!\\)\|/)).toHaveLength(5);
  });

  it('escapeMarkdown leaves plain words alone', () => {
    expect(escapeMarkdown('Hold the Centre (2)')).toBe('Hold the Centre (2)');
    expect(escapeMarkdown('a & b\nc')).toBe('a &amp; b c');
  });
});
