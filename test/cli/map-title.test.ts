import { describe, expect, it } from 'vitest';
import { cli, tempDir } from './run.js';

// A map names the moment it shows (issue 28: `--at 40` was titled "the table now") and carries a scale bar.
describe('battlepack map: title and scale', () => {
  it('--at n names the battle round and whose turn it is; the whole log names the end of the battle', async () => {
    const dir = tempDir();
    expect((await cli(['demo', '--out', 'b.json'], { cwd: dir })).code).toBe(0);
    const at = await cli(['map', 'b.json', '--at', '40'], { cwd: dir });
    expect(at.code, at.stderr).toBe(0);
    expect(at.stdout).toContain('>Head-on Collision: battle round 2, Aelwen’s turn</text>');
    expect(at.stdout).not.toContain('the table now');
    expect((await cli(['map', 'b.json', '--at', '2'], { cwd: dir })).stdout).toContain('>Head-on Collision: deployment</text>');
    expect((await cli(['map', 'b.json', '--at', '3'], { cwd: dir })).stdout).toContain('>Head-on Collision: after deployment, before the first battle round</text>');
    const end = await cli(['map', 'b.json'], { cwd: dir });
    expect(end.stdout).toContain('>Head-on Collision: the end of the battle (round 5)</text>');
  });

  it('draws a 6-inch scale bar as long as 6 inches of the battlefield', async () => {
    const dir = tempDir();
    await cli(['demo', '--out', 'b.json'], { cwd: dir });
    const svg = (await cli(['map', 'b.json'], { cwd: dir })).stdout;
    const bar = /<g class="scale-bar" data-inches="6"[^>]*><line x1="([\d.]+)" y1="[\d.]+" x2="([\d.]+)"/.exec(svg);
    const field = /<rect class="battlefield" x="[\d.]+" y="[\d.]+" width="([\d.]+)"/.exec(svg);
    expect(bar).not.toBeNull();
    // Head-on Collision is 60" wide: 6" is a tenth of the battlefield's width
    expect(Number(bar?.[2]) - Number(bar?.[1])).toBeCloseTo(Number(field?.[1]) / 10, 5);
    expect(svg).toContain('>6&quot;</text>');
  });
});
