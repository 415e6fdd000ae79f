import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildPages, checkLinks, SITE_URL } from '../../scripts/site.js';

// The documentation site's pages (`npm run site`, deployed by .github/workflows/pages.yml) and their links: built here
// without the API reference and the web app (typedoc and the bundle are the slow steps; `npm run site` builds them and
// checks their links too), every link between pages, to an anchor, or to a file of the repository checked.
const out = mkdtempSync(join(tmpdir(), 'battlepack-site-'));
const pages = buildPages(out);
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('the documentation site', () => {
  it('has a home page, every guide, the rules reference and a link to the API reference and the web app', () => {
    const outs = pages.map((p) => p.out);
    expect(outs).toContain('index.html');
    expect(outs).toContain('guides/concepts.html');
    expect(outs).toContain('guides/command-line.html');
    expect(outs).toContain('rules/index.html');
    expect(outs.filter((o) => o.startsWith('rules/')).length).toBeGreaterThan(40);
    const home = readFileSync(join(out, 'index.html'), 'utf8');
    for (const href of ['guides/index.html', 'rules/index.html', 'api/index.html', 'app/index.html']) expect(home).toContain(`href="${href}"`);
  });

  it('has no broken link: every page, anchor and repository file a link names exists', () => {
    expect(checkLinks(out, { assumed: ['api/', 'app/'] })).toEqual([]);
  });

  it('the link checker finds a broken link and a broken anchor (it can fail)', () => {
    const page = join(out, 'guides/concepts.html');
    const text = readFileSync(page, 'utf8');
    try {
      writeFileSync(page, `${text}<a href="nowhere.html">x</a><a href="errors.html#no-such-anchor">y</a>`);
      const broken = checkLinks(out, { assumed: ['api/', 'app/'] });
      expect(broken).toContain('guides/concepts.html: nowhere.html (no such file)');
      expect(broken).toContain('guides/concepts.html: errors.html#no-such-anchor (no such anchor)');
    } finally {
      writeFileSync(page, text);
    }
  });

  it('the README links to where the site lives', () => {
    expect(readFileSync(join(import.meta.dirname, '../../README.md'), 'utf8')).toContain(SITE_URL);
  });
});
