/**
 * The map picture: what it draws, sized in px from inches, escaped text, no outside references, same bytes for the
 * same input.
 */
import { describe, expect, it } from 'vitest';
import { defineMap, MM_PER_INCH, overrideMap, rect, renderBattlefieldSvg } from '../../src/table.js';
import { blightedWildsMaps } from '../../src/blighted-wilds.js';
import { galletMaps } from '../../src/gallet-table.js';

const players = [
  { id: 'ana', role: 'attacker', name: 'Ana' },
  { id: 'ben', role: 'defender', name: 'Ben' },
] as const;
const attr = (svg: string, selector: RegExp, name: string): string[] => [...svg.matchAll(selector)].map((m) => m[0].match(new RegExp(`\\b${name}="([^"]*)"`))?.[1] ?? '');

describe('renderBattlefieldSvg', () => {
  const map = galletMaps['the-prize-of-gallet'];

  it('draws the battlefield at the scale asked for, with a marker per objective sized from its 40 mm', () => {
    const svg = renderBattlefieldSvg(map, { scale: 10 });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(attr(svg, /<rect class="battlefield"[^>]*>/g, 'width')).toEqual(['600']);
    expect(attr(svg, /<rect class="battlefield"[^>]*>/g, 'height')).toEqual(['440']);
    const radius = Number(((40 / MM_PER_INCH / 2) * 10).toFixed(2));
    expect(attr(svg, /<circle class="marker"[^>]*>/g, 'r').map(Number)).toEqual(map.objectives.map(() => radius));
    expect(svg.match(/data-objective="[^"]*"/g)?.map((s) => s.slice(16, -1))).toEqual(map.objectives.map((o) => o.id));
  });

  it('colours objectives by controller: attacker red, defender blue, nobody white, an unknown player grey', () => {
    const svg = renderBattlefieldSvg(map, { players, controllers: { centre: 'ana', east: 'ben', west: null, 'attacker-border': 'zed' } });
    const fill = (id: string) => svg.match(new RegExp(`data-objective="${id}"[^>]*><circle class="marker"[^>]*fill="([^"]*)"`))?.[1];
    expect(fill('centre')).toBe('#c0392b');
    expect(fill('east')).toBe('#2463a6');
    expect(fill('west')).toBe('#ffffff');
    expect(fill('defender-border')).toBe('#ffffff');
    expect(fill('attacker-border')).toBe('#7f8c8d');
    expect(svg).toContain('Controlled by / bases of Ana');
  });

  it('draws contest ranges per edition: 6" from the centre (3rd), 3" from the marker (4th)', () => {
    const third = renderBattlefieldSvg(map, { ranges: true, scale: 10 });
    expect(attr(third, /<circle class="range"[^>]*>/g, 'r')).toEqual(map.objectives.map(() => '60'));
    expect(third).toContain('Contest range: 6&quot; from the centre');
    const fourth = renderBattlefieldSvg(map, { ranges: true, scale: 10, edition: 4 });
    expect(attr(fourth, /<circle class="range"[^>]*>/g, 'r')).toEqual(map.objectives.map(() => (30 + (20 / MM_PER_INCH) * 10).toFixed(2)));
    expect(renderBattlefieldSvg(map)).not.toContain('class="range"');
  });

  it('draws bases where the models stand, in their owner\'s colour, ovals turned', () => {
    const svg = renderBattlefieldSvg(map, {
      players,
      scale: 10,
      units: [
        { id: 'liberators', owner: 'ana', base: { kind: 'round', diameterMm: 25.4 }, models: [{ position: { x: 10, y: 5 } }, { position: { x: 11, y: 5 } }] },
        { id: 'knights', owner: 'ben', models: [{ position: { x: 40, y: 30 }, base: { kind: 'oval', lengthMm: 90, widthMm: 52 }, rotation: 30 }] },
        { id: 'chariot', owner: 'ben', models: [{ position: { x: 50, y: 30 }, base: { kind: 'rect', lengthMm: 50.8, widthMm: 25.4 } }] },
      ],
    });
    expect(svg).toMatch(/<g class="unit" data-unit="liberators" data-owner="ana" fill="#c0392b"/);
    expect(attr(svg, /<circle class="base"[^>]*>/g, 'r')).toEqual(['5', '5']);
    expect(attr(svg, /<circle class="base"[^>]*>/g, 'cx')).toEqual(['116', '126']);
    expect(svg).toMatch(/<ellipse class="base" cx="416" cy="[0-9.]+" rx="17.72" ry="10.24" transform="rotate\(30 416 [0-9.]+\)"\/>/);
    expect(svg).toMatch(/<polygon class="base" points="526,/);
  });

  it('tints region objectives by controller (Battlelines Drawn\'s quarters)', () => {
    const svg = renderBattlefieldSvg(galletMaps['battlelines-drawn'], { players, controllers: { q3: 'ben' } });
    expect(svg).toMatch(/<g class="objective-region" data-objective="q3" data-controller="ben">\n<polygon [^>]*fill="#2463a6" fill-opacity="0.18"/);
    expect(svg).toMatch(/<g class="objective-region" data-objective="q1" data-controller="">\n<polygon [^>]*fill-opacity="0"/);
  });

  it('dashes what the sources do not place, and says so in the legend', () => {
    const svg = renderBattlefieldSvg(galletMaps['turf-war']);
    expect(svg).toMatch(/data-objective="objective-1"[^>]*><circle class="marker"[^>]*stroke-dasharray/);
    expect(svg).toContain('Dashed: placed by the project, not the sources');
    // the example plan is sure of everything but the project's centre zone
    const example = blightedWildsMaps['example-tainted-springs'] ?? map;
    expect(renderBattlefieldSvg(example)).toContain('Dashed: placed by the project');
    const sure = overrideMap(example, { regions: [{ id: 'centre', confidence: 'high' }] });
    expect(sure.ok && renderBattlefieldSvg(sure.value)).not.toContain('Dashed: placed by the project');
    expect(renderBattlefieldSvg(galletMaps['turf-war'], { confidence: false })).not.toMatch(/class="marker"[^>]*stroke-dasharray/);
  });

  it('escapes every text it draws', () => {
    const evil = defineMap({
      id: 'evil',
      name: '<script>alert("x")</script> & co',
      edition: 3,
      source: 'test',
      territories: { attacker: { name: "O'Brien's <b>", parts: [rect(0, 0, 60, 10)], confidence: 'high' }, defender: { parts: [rect(0, 34, 60, 44)], confidence: 'high' } },
      objectives: [{ id: 'o', name: '"><img src=x onerror=alert(1)>', position: { x: 30, y: 22 }, confidence: 'high' }],
    });
    const svg = renderBattlefieldSvg(evil, { players: [{ id: 'p', role: 'attacker', name: '</text><script>' }], units: [{ id: 'u', owner: 'p', base: { kind: 'round', diameterMm: 32 }, models: [{ position: { x: 1, y: 1 } }] }] });
    expect(svg).not.toMatch(/<script|<img|<b>/);
    expect(svg).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co');
    expect(svg).toContain('O&#39;Brien&#39;s &lt;b&gt;');
  });

  it('is self-contained and deterministic', () => {
    const opts = { players, controllers: { centre: 'ana' }, ranges: true } as const;
    const a = renderBattlefieldSvg(map, opts);
    expect(renderBattlefieldSvg(map, opts)).toBe(a);
    expect(a.match(/https?:\/\/[^"]*/g)).toEqual(['http://www.w3.org/2000/svg']);
    expect(a).not.toMatch(/href|<script|<image|NaN|Infinity|-0[^.0-9]/);
  });

  it('draws without a legend or title when asked, and survives a bad scale or position', () => {
    const svg = renderBattlefieldSvg(map, { legend: false, title: '' , scale: Number.NaN, units: [{ id: 'u', owner: 'x', base: { kind: 'round', diameterMm: 25 }, models: [{ position: { x: Number.NaN, y: 2 } }] }] });
    expect(svg).not.toContain('Contest range');
    expect(svg).not.toContain('font-weight="bold"');
    expect(svg).not.toContain('class="base"');
    expect(attr(svg, /<rect class="battlefield"[^>]*>/g, 'width')).toEqual(['720']);
  });
});
