/**
 * `npm run site`: the documentation site as one static folder, `site/`, which `.github/workflows/pages.yml` deploys to
 * GitHub Pages ({@link SITE_URL}):
 *
 *   index.html        the README
 *   guides/           every guide of docs/ (and CONTRIBUTING, SECURITY, CHANGELOG), with an index
 *   rules/            the rules reference (docs/rules/, generated from the typed rules data)
 *   api/              the API reference (typedoc, the settings of typedoc.json)
 *   app/              the web recorder (examples/web), bundled for the browser
 *
 * Links between the Markdown pages become links between the HTML pages; a link to any other file of the repository
 * (a source file, a test folder) goes to it on GitHub. Every internal link and anchor of the finished folder is then
 * checked ({@link checkLinks}); the build fails on a broken one. `npm test` runs the same check on the pages alone
 * (test/docs/site.test.ts), without the slow typedoc and bundling steps.
 * @module
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, posix, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import MarkdownIt from 'markdown-it';

const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');

/** Where the site will live (the repository's GitHub Pages). */
export const SITE_URL = 'https://battlepack-engine.github.io/battlepack-engine/';
/** Where a repository file that is not a page is linked to. */
export const REPO_BLOB = 'https://github.com/battlepack-engine/battlepack-engine/blob/main/';

/** One Markdown file of the repository and the page it becomes. */
export interface SitePage {
  /** Its path in the repository (`docs/table.md`). */
  readonly src: string;
  /** Its path in the site (`guides/table.html`). */
  readonly out: string;
}

const mdFiles = (dir: string): string[] =>
  readdirSync(join(ROOT, dir), { withFileTypes: true })
    .flatMap((d) => (d.isDirectory() ? mdFiles(`${dir}/${d.name}`) : d.name.endsWith('.md') ? [`${dir}/${d.name}`] : []))
    .sort();

/** Every page of the site made from Markdown. */
export function sitePages(): SitePage[] {
  const pages: SitePage[] = [{ src: 'README.md', out: 'index.html' }];
  for (const f of ['CONTRIBUTING.md', 'SECURITY.md', 'CHANGELOG.md']) pages.push({ src: f, out: `guides/${f.replace(/\.md$/, '').toLowerCase()}.html` });
  for (const f of readdirSync(join(ROOT, 'docs')).filter((x) => x.endsWith('.md')).sort()) pages.push({ src: `docs/${f}`, out: `guides/${f.replace(/\.md$/, '.html')}` });
  for (const f of mdFiles('docs/rules')) pages.push({ src: f, out: f.replace(/^docs\//, '').replace(/README\.md$/, 'index.md').replace(/\.md$/, '.html') });
  pages.push({ src: 'examples/web/README.md', out: 'guides/web-recorder.html' });
  return pages;
}

/** A heading's anchor, as GitHub makes it: lower case, punctuation dropped, spaces as dashes. */
export function slug(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const NAV: readonly (readonly [string, string])[] = [
  ['Home', 'index.html'],
  ['Guides', 'guides/index.html'],
  ['Rules reference', 'rules/index.html'],
  ['API reference', 'api/index.html'],
  ['Web recorder', 'app/index.html'],
];

const CSS = `body{margin:0;font:16px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1b1b1b}
header{background:#1b1b1b;padding:10px 16px}header a{color:#fff;margin-right:16px;text-decoration:none;font-weight:600}
main{max-width:920px;margin:0 auto;padding:8px 16px 48px}pre{background:#f4f4f4;padding:10px;overflow-x:auto}
code{font-size:.92em}table{border-collapse:collapse;display:block;overflow-x:auto}th,td{border:1px solid #ccc;padding:4px 8px;vertical-align:top}
img,svg{max-width:100%;height:auto}a{color:#1c46b8}`;

function layout(title: string, body: string, out: string): string {
  const up = posix.relative(posix.dirname(out), '.') || '.';
  const href = (p: string): string => posix.join(up, p);
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)} · battlepack-engine</title>
<link rel="stylesheet" href="${href('site.css')}">
</head>
<body>
<header><nav>${NAV.map(([label, p]) => `<a href="${href(p)}">${esc(label)}</a>`).join('')}</nav></header>
<main>
${body}
</main>
</body>
</html>
`;
}

/** Renders one page: its Markdown as HTML, headings with anchors, links rewritten to the site or to GitHub. */
export function renderPage(page: SitePage, pages: readonly SitePage[]): { readonly html: string; readonly title: string } {
  const bySrc = new Map(pages.map((p) => [p.src, p]));
  const md = new MarkdownIt({ html: true, linkify: false });
  let title = page.src;
  md.core.ruler.push('anchors-and-links', (state) => {
    const seen = new Map<string, number>();
    state.tokens.forEach((t, i) => {
      if (t.type === 'heading_open') {
        const text = state.tokens[i + 1]?.children?.map((c) => c.content).join('') ?? '';
        if (t.tag === 'h1' && title === page.src) title = text;
        const base = slug(text);
        const n = seen.get(base) ?? 0;
        seen.set(base, n + 1);
        t.attrSet('id', n === 0 ? base : `${base}-${n}`);
      }
      for (const c of t.children ?? []) {
        if (c.type !== 'link_open') continue;
        const href = c.attrGet('href') ?? '';
        c.attrSet('href', rewrite(href, page, bySrc));
      }
    });
  });
  const body = md.render(readFileSync(join(ROOT, page.src), 'utf8'));
  return { html: layout(title, body, page.out), title };
}

/** A link of a Markdown file, as the site's page links it. */
function rewrite(href: string, page: SitePage, bySrc: ReadonlyMap<string, SitePage>): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('#') || href === '') return href;
  const [path = '', anchor] = href.split('#', 2);
  const target = posix.normalize(posix.join(posix.dirname(page.src), decodeURI(path)));
  const hash = anchor === undefined ? '' : `#${anchor}`;
  const direct = bySrc.get(target) ?? bySrc.get(posix.join(target, 'README.md'));
  if (direct !== undefined) return `${posix.relative(posix.dirname(page.out), direct.out) || posix.basename(direct.out)}${hash}`;
  return `${REPO_BLOB}${target}${hash}`;
}

/** Writes the Markdown pages, their index and the style sheet into `out`. */
export function buildPages(out: string): SitePage[] {
  const pages = sitePages();
  const titles: [SitePage, string][] = [];
  for (const p of pages) {
    const { html, title } = renderPage(p, pages);
    mkdirSync(dirname(join(out, p.out)), { recursive: true });
    writeFileSync(join(out, p.out), html);
    titles.push([p, title]);
  }
  const guides = titles.filter(([p]) => p.out.startsWith('guides/'));
  const list = guides.map(([p, t]) => `<li><a href="${esc(posix.basename(p.out))}">${esc(t)}</a></li>`).join('\n');
  writeFileSync(join(out, 'guides/index.html'), layout('Guides', `<h1>Guides</h1>\n<ul>\n${list}\n</ul>`, 'guides/index.html'));
  writeFileSync(join(out, 'site.css'), CSS);
  // the pictures the pages show (the battleplan maps of the rules reference), beside their pages
  for (const f of filesUnder(join(ROOT, 'docs')).filter((x) => /\.(svg|png|jpe?g|webp)$/.test(x) && !x.startsWith('api/'))) {
    const to = f.startsWith('rules/') ? f : `guides/${f}`;
    mkdirSync(dirname(join(out, to)), { recursive: true });
    cpSync(join(ROOT, 'docs', f), join(out, to));
  }
  return pages;
}

/** Every file under a folder, relative to it, with forward slashes. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? filesUnder(join(dir, d.name)).map((f) => `${d.name}/${f}`) : [d.name]));
}

/** Options of {@link checkLinks}. */
export interface CheckLinksOptions {
  /** Folders of the site taken as there without looking (the API reference and the web app, when not built). */
  readonly assumed?: readonly string[];
}

/**
 * Checks every `href` and `src` of every HTML page under `dir` that stays on the site: the file it names exists (a
 * folder by its index.html), and so does the anchor it names. Returns the broken ones (`page: link`).
 */
export function checkLinks(dir: string, options: CheckLinksOptions = {}): string[] {
  const html = filesUnder(dir).filter((f) => f.endsWith('.html'));
  const ids = new Map<string, Set<string>>();
  const idsOf = (file: string): Set<string> => {
    let s = ids.get(file);
    if (s === undefined) {
      s = new Set([...readFileSync(join(dir, file), 'utf8').matchAll(/\s(?:id|name)="([^"]*)"/g)].map((m) => m[1] ?? ''));
      ids.set(file, s);
    }
    return s;
  };
  const assumed = options.assumed ?? [];
  const broken: string[] = [];
  for (const page of html) {
    const text = readFileSync(join(dir, page), 'utf8');
    for (const m of text.matchAll(/\s(?:href|src)="([^"]*)"/g)) {
      const link = (m[1] ?? '').replace(/&amp;/g, '&');
      // a link to a file of the repository on GitHub: the file must be in this checkout
      if (link.startsWith(REPO_BLOB)) {
        const file = decodeURI(link.slice(REPO_BLOB.length).split('#')[0] ?? '');
        if (!existsSync(join(ROOT, file))) broken.push(`${page}: ${link} (no such file in the repository)`);
        continue;
      }
      if (/^[a-z][a-z0-9+.-]*:/i.test(link) || link.startsWith('//')) continue;
      const [path = '', anchor] = link.split('#', 2);
      let target = path === '' ? page : posix.normalize(posix.join(posix.dirname(page), decodeURI(path.split('?')[0] ?? '')));
      if (target.startsWith('..')) {
        broken.push(`${page}: ${link} (outside the site)`);
        continue;
      }
      if (assumed.some((a) => target === a.replace(/\/$/, '') || target.startsWith(a))) continue;
      const full = join(dir, target);
      if (existsSync(full) && statSync(full).isDirectory()) target = posix.join(target, 'index.html');
      if (!existsSync(join(dir, target))) {
        broken.push(`${page}: ${link} (no such file)`);
        continue;
      }
      if (anchor !== undefined && anchor !== '' && target.endsWith('.html') && !idsOf(target).has(decodeURIComponent(anchor))) broken.push(`${page}: ${link} (no such anchor)`);
    }
  }
  return broken;
}

async function main(): Promise<number> {
  const out = join(ROOT, 'site');
  rmSync(out, { recursive: true, force: true });
  buildPages(out);
  // the API reference: typedoc with typedoc.json's settings (every warning an error), into site/api
  const td = spawnSync(process.execPath, [join(ROOT, 'node_modules/typedoc/dist/cli.js'), '--out', join(out, 'api')], { cwd: ROOT, stdio: 'inherit' });
  if (td.status !== 0) return 1;
  // the web recorder, bundled for the browser
  const { buildWebApp } = await import('./serve-web.js');
  await buildWebApp({ outfile: join(out, 'app/dist/app.js') });
  for (const f of ['index.html', 'style.css']) cpSync(join(ROOT, 'examples/web', f), join(out, 'app', f));
  const broken = checkLinks(out);
  for (const b of broken) console.error(`broken link: ${b}`);
  console.log(`site: ${filesUnder(out).length} files in ${relative(ROOT, out)}/; ${broken.length} broken links`);
  return broken.length === 0 ? 0 : 1;
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  void main().then((code) => {
    process.exitCode = code;
  });
