import { describe, expect, it } from 'vitest';
import { selectScoringSheet, createEngine } from '../../src/index.js';
import { renderSheetHtml } from '../../src/sheet.js';
import { testPack } from '../support/test-pack.js';
import { testBattleEvents, testBattleSheet } from './fixture.js';

describe('renderSheetHtml', () => {
  const sheet = testBattleSheet();
  const html = renderSheetHtml(sheet);

  it('is one self-contained page: no scripts, no external references, a CSP that forbids them', () => {
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html).not.toMatch(/<script|<link|@import|url\(|src=|href=/i);
    expect(html).toContain(`http-equiv="Content-Security-Policy" content="default-src 'none'`);
  });

  it('has the header of the official sheet: points limit and battleplan', () => {
    expect(html).toContain('data-testid="fact-points-limit">1000<');
    expect(html).toContain('data-testid="fact-battleplan"><h1>Skirmish</h1><');
  });

  it('has an attacker and a defender section with name, grand strategy and one row per round', () => {
    const attacker = html.slice(html.indexOf('data-testid="player-attacker"'), html.indexOf('data-testid="player-defender"'));
    expect(attacker).toContain('>Ann</h2>');
    expect(attacker).toContain('<dt>Faction</dt><dd>Stormcast Eternals</dd><dt>Grand strategy</dt><dd>Hold the Centre</dd>');
    expect(attacker.match(/<tr data-round="/g)).toHaveLength(2);
    expect(attacker).toContain(
      '<tr data-round="1"><td class="round">1</td><td class="tactic">Slay the Foe</td><td class="done yes">yes</td><td class="obj"><b>2</b><span class="ids">west, centre</span></td><td class="num vp">4</td></tr>',
    );
    expect(attacker).toContain('<td class="done no">no</td>');
    expect(attacker).toContain('data-testid="gs-attacker">yes<');
    expect(attacker).toContain('data-testid="total-attacker">9<');
    const defender = html.slice(html.indexOf('data-testid="player-defender"'));
    expect(defender).toContain('data-testid="total-defender">4<');
    expect(defender).toContain('data-testid="gs-defender">no<');
  });

  it('states the result with its reason', () => {
    expect(html).toMatch(/data-testid="result">.*<strong>Major victory: Ann<\/strong><span class="reason">Ann has more victory points \(9 to 4\)/);
  });

  it('draws each player’s cumulative VP by turn as inline SVG, starting at 0', () => {
    const svg = html.slice(html.indexOf('<svg'), html.indexOf('</svg>') + 6);
    expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(svg.match(/<polyline /g)).toHaveLength(2);
    // a point per row of sheet.vpByTurn plus the start
    const attackerPoints = /class="series series-attacker"[^>]*><polyline points="([^"]+)"/.exec(svg)?.[1]?.split(' ');
    expect(attackerPoints).toHaveLength(sheet.vpByTurn.length + 1);
    expect(svg).toContain('<title>Ann: 9 VP after End R2</title>');
    expect(svg).toContain('<title>Bob: 4 VP after R2 T1</title>');
  });

  it('escapes everything that comes from the log', () => {
    const evil = '<img src=x onerror="alert(1)">&\'';
    const s = testBattleSheet({ ann: evil, bob: '</style><script>alert(2)</script>' });
    const page = renderSheetHtml(s, { title: '<b>title</b>' });
    expect(page).not.toContain('<img src=x');
    expect(page).not.toContain('<script>');
    expect(page).not.toContain('<b>title</b>');
    expect(page).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&amp;&#39;');
    expect(page).toContain('&lt;/style&gt;&lt;script&gt;alert(2)&lt;/script&gt;');
    expect(page).toContain('<title>&lt;b&gt;title&lt;/b&gt;</title>');
  });

  it('renders a battle that has not started: empty rounds, no chart, no result', () => {
    const engine = createEngine(testPack);
    const state = engine.replayOrThrow(testBattleEvents().slice(0, 3));
    const page = renderSheetHtml(selectScoringSheet(state, testPack));
    expect(page).toContain('No turn has been played yet.');
    expect(page).not.toContain('<svg');
    expect(page).toContain('<strong>Battle in progress</strong>');
    expect(page).toContain('data-testid="total-attacker">0<');
  });
});
