/**
 * Generates the rules reference in `docs/rules/` from the typed data of every registered pack: one page per
 * battleplan, battle tactic, grand strategy and other rule (realm rules, campaign rules), an index, and the rules
 * coverage (`docs/rules/coverage.md`: every rule id of every pack → its tests and rulings).
 * Run with `npm run rules:generate`; `test/docs/rules-reference.test.ts` fails when the committed pages are stale, and
 * `test/docs/rules-coverage.test.ts` when a rule has no test.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { blightedWildsMaps } from '../src/battlepack/blighted-wilds/maps.js';
import { galletMaps } from '../src/battlepack/gallet/maps.js';
import { PACKS, type PackEntry } from '../src/cli/registry.js';
import { RULE_KIND_NAMES, RULE_KIND_TITLES, ruleEntries, type RuleEntry, type RuleKind } from '../src/reference/rules.js';
import { renderBattlefieldSvg, type BattlefieldMap, type Point } from '../src/table/index.js';

/** The folder of the reference, relative to the repository root. */
export const RULES_DIR = 'docs/rules';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const KIND_DIRS: Readonly<Record<RuleKind, string>> = {
  battleplan: 'battleplans',
  'battle-tactic': 'battle-tactics',
  'grand-strategy': 'grand-strategies',
  rule: 'rules',
};

/** A ruling's id and title, read from `docs/rulings.md` (and any `docs/rulings/*.md`) (`### <id>: <title>`). */
export function readRulingTitles(repoRoot = root): Map<string, string> {
  const files = [join(repoRoot, 'docs/rulings.md')];
  const dir = join(repoRoot, 'docs/rulings');
  if (existsSync(dir)) for (const f of readdirSync(dir).sort()) if (f.endsWith('.md')) files.push(join(dir, f));
  const titles = new Map<string, string>();
  for (const f of files) {
    if (!existsSync(f)) continue;
    for (const m of readFileSync(f, 'utf8').matchAll(/^###\s+([^\s:]+):\s*(.+?)\s*$/gm)) {
      const [, id, title] = m;
      if (id !== undefined && title !== undefined && !titles.has(id)) titles.set(id, title);
    }
  }
  return titles;
}

/** The sections of `docs/not-modelled.md` (`### <id>: <title>`): id → title. */
export function readNotModelledTitles(repoRoot = root): Map<string, string> {
  const titles = new Map<string, string>();
  const f = join(repoRoot, 'docs/not-modelled.md');
  if (!existsSync(f)) return titles;
  for (const m of readFileSync(f, 'utf8').matchAll(/^###\s+([^\s:]+):\s*(.+?)\s*$/gm)) {
    const [, id, title] = m;
    if (id !== undefined && title !== undefined && !titles.has(id)) titles.set(id, title);
  }
  return titles;
}

/** One rule of a pack as the coverage sees it: the pack's command-line key, the rule's kind and id. */
export interface CoveredRule {
  readonly pack: string;
  readonly kind: RuleKind | 'special-rule';
  readonly id: string;
  readonly name: string;
  readonly rulings: readonly string[];
  readonly notModelled: readonly string[];
  /** Test files (relative to the repository root) that cover it. */
  readonly tests: readonly string[];
}

function testFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return (readdirSync(dir, { recursive: true }) as string[])
    .map((f) => f.replace(/\\/g, '/'))
    .filter((f) => f.endsWith('.test.ts'))
    .map((f) => `test/${f}`)
    .sort();
}

/**
 * Which test files cover which rule, keyed `<pack key>/<rule id>`: a test file under `test/battlepack/<pack key>/` named
 * after the rule (`<rule id>.test.ts`), and every test file that names the rule in a `covers:` comment
 * (`// covers: gallet/hold-fast gallet/confined-caverns`).
 */
export function testsByRule(repoRoot = root, only: 'all' | 'comments' = 'all'): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const add = (key: string, file: string): void => {
    const list = out.get(key) ?? [];
    if (!list.includes(file)) list.push(file);
    out.set(key, list);
  };
  for (const file of testFiles(join(repoRoot, 'test'))) {
    const m = /^test\/battlepack\/([^/]+)\/(?:.*\/)?([^/]+)\.test\.ts$/.exec(file);
    if (only === 'all' && m?.[1] !== undefined && m[2] !== undefined) add(`${m[1]}/${m[2]}`, file);
    for (const c of readFileSync(join(repoRoot, file), 'utf8').matchAll(/^\s*\/\/ covers:\s*([^\n]*)/gm)) for (const key of (c[1] ?? '').split(/[\s,]+/)) if (key !== '') add(key, file);
  }
  return out;
}

/** Every rule id of every pack (battleplans' special rules included), with its tests, rulings and what is not modelled. */
export function rulesCoverage(packs: readonly PackEntry[] = PACKS, tests: ReadonlyMap<string, readonly string[]> = testsByRule()): CoveredRule[] {
  const out: CoveredRule[] = [];
  for (const entry of packs) {
    const seen = new Set<string>();
    const push = (kind: CoveredRule['kind'], r: { id: string; name: string; rulings?: readonly string[] | undefined; notModelled?: readonly string[] | undefined }): void => {
      if (seen.has(`${kind}:${r.id}`)) return;
      seen.add(`${kind}:${r.id}`);
      out.push({ pack: entry.key, kind, id: r.id, name: r.name, rulings: [...(r.rulings ?? [])], notModelled: [...(r.notModelled ?? [])], tests: [...(tests.get(`${entry.key}/${r.id}`) ?? [])].sort() });
    };
    for (const e of ruleEntries(entry.pack, entry.text)) {
      push(e.kind, e);
      for (const s of e.specialRules) push('special-rule', s);
    }
  }
  return out;
}

function coveragePage(rules: readonly CoveredRule[]): string {
  const out = [
    '# Rules coverage',
    '',
    'Every rule id of every pack (battleplans, their special rules, battle tactics, grand strategies and the other rules), the',
    'test files that cover it and the rulings that touch it. A test file covers a rule when it is named after it',
    '(`test/battlepack/<pack>/…/<rule id>.test.ts`) or names it in a `covers:` comment (`// covers: gallet/hold-fast`);',
    '`test/docs/rules-coverage.test.ts` fails when a rule has none.',
    '',
  ];
  for (const pack of [...new Set(rules.map((r) => r.pack))]) {
    out.push(`## ${pack}`, '', '| Kind | Rule | Tests | Rulings | Not modelled |', '| --- | --- | --- | --- | --- |');
    for (const r of rules.filter((x) => x.pack === pack)) {
      const tests = r.tests.map((t) => `[\`${t.replace(/^test\//, '')}\`](../../${t})`).join('<br>') || '**none**';
      const rulings = r.rulings.map((id) => `[\`${id}\`](../rulings.md)`).join('<br>') || '—';
      const notModelled = r.notModelled.map((id) => `[\`${id}\`](../not-modelled.md)`).join('<br>') || '—';
      out.push(`| ${r.kind === 'special-rule' ? 'special rule' : RULE_KIND_NAMES[r.kind].toLowerCase()} | ${cell(r.name)} (\`${r.id}\`) | ${tests} | ${rulings} | ${notModelled} |`);
    }
    out.push('');
  }
  out.push('---', '', `[Rules reference](README.md) · ${GENERATED}`, '');
  return out.join('\n');
}

/** The battleplan maps of each registered pack (by the pack's command-line key), drawn next to the plans' pages. */
export const PACK_MAPS: Readonly<Record<string, Readonly<Record<string, BattlefieldMap>>>> = { gallet: galletMaps, 'blighted-wilds': blightedWildsMaps };

const fileName = (id: string): string => `${id.toLowerCase().replace(/[^a-z0-9._-]+/g, '-')}.md`;
const svgName = (id: string): string => fileName(id).replace(/\.md$/, '.svg');
const at = (p: Point): string => `(${p.x}, ${p.y})`;

function mapSection(map: BattlefieldMap, svg: string): string[] {
  const out = [
    '## Map',
    '',
    `![Map of ${map.name}](${svg})`,
    '',
    `${map.width}"×${map.height}", inches from the top-left corner; ${map.edition === 3 ? 'dashed circles: 6" from each objective\'s centre (3rd edition)' : 'dashed circles: 3" from each 40 mm marker (4th edition)'}. Dashed outlines are the project's layout, not the sources'. Source: ${map.source}. Override any of it for a battle with \`overrideMap\`.`,
    '',
    '| What | Where | Confidence | Note |',
    '| --- | --- | --- | --- |',
  ];
  for (const o of map.objectives) out.push(`| Objective ${cell(o.name)} (\`${o.id}\`) | ${o.position !== undefined ? at(o.position) : `region \`${o.region ?? ''}\``} | ${o.confidence} | ${cell(o.note ?? '')} |`);
  for (const r of map.regions) {
    if (/^q[1-4]$/.test(r.id)) continue;
    out.push(`| ${cell(r.name)} (\`${r.id}\`) | ${r.parts.map((part) => part.map(at).join(' ')).join('; ')} | ${r.confidence} | ${cell(r.note ?? '')} |`);
  }
  for (const f of map.features) out.push(`| ${cell(f.name)} (\`${f.id}\`) | ${f.points.map(at).join(' ')} | ${f.confidence} | ${cell(f.note ?? '')} |`);
  out.push('', 'Quarters `q1`–`q4` are numbered in reading order: top left, top right, bottom left, bottom right.');
  if (map.notes.length > 0) out.push('', ...map.notes.map((n) => `- ${n}`));
  return out;
}
const cell = (s: string): string => s.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
const GENERATED = 'Generated from the typed rules data by `npm run rules:generate`; do not edit by hand.';

function rulePage(entry: PackEntry, r: RuleEntry, rulings: ReadonlyMap<string, string>, toRoot: string, map?: BattlefieldMap, notModelled: ReadonlyMap<string, string> = new Map()): string {
  const p = entry.pack;
  const out = [
    `# ${r.name}`,
    '',
    `${RULE_KIND_NAMES[r.kind]} of **${p.name}** (\`${p.id}\` ${p.version}) · id \`${r.id}\``,
    '',
    r.summary,
    '',
    '| | |',
    '| --- | --- |',
    `| Timing | ${cell(r.timing)} |`,
  ];
  if (r.scoring !== null) out.push(`| Scoring | ${cell(r.scoring)} |`);
  for (const [k, v] of r.details) out.push(`| ${cell(k)} | ${cell(v)} |`);
  out.push(`| Source | ${cell(`${r.source.document}, ${r.source.section}`)} |`);
  if (r.specialRules.length > 0) {
    out.push('', '## Special rules', '');
    for (const s of r.specialRules) {
      out.push(`### ${s.name}`, '', `\`${s.id}\` · ${s.timing} · source: ${s.source.document}, ${s.source.section}`, '', s.summary, '');
      const ids = s.rulings;
      if (ids.length > 0) out.push(`Rulings: ${ids.map((id) => `\`${id}\``).join(', ')}`, '');
    }
    if (out[out.length - 1] === '') out.pop();
  }
  if (map !== undefined) out.push('', ...mapSection(map, svgName(r.id)));
  // the rule's own rulings, then those of its special rules
  const ids = [...new Set([...r.rulings, ...r.specialRules.flatMap((s) => s.rulings)])];
  out.push('', '## Rulings', '');
  if (ids.length === 0) out.push('None: the sources settle this rule.');
  else for (const id of ids) out.push(`- [\`${id}\`](${toRoot}rulings.md)${rulings.has(id) ? `: ${rulings.get(id) ?? ''}` : ''}`);
  // what of the rule the engine leaves to the players, with what the caller reports instead
  const left = [...new Set([...r.notModelled, ...r.specialRules.flatMap((s) => s.notModelled)])];
  if (left.length > 0) {
    out.push('', '## Not modelled', '');
    for (const id of left) out.push(`- [\`${id}\`](${toRoot}not-modelled.md)${notModelled.has(id) ? `: ${notModelled.get(id) ?? ''}` : ''}`);
  }
  out.push('', '---', '', `[Rules reference](${toRoot}rules/README.md) · ${GENERATED}`, '');
  return out.join('\n');
}

/** Every page of the reference: path (relative to the repository root) → Markdown, and each battleplan's map → SVG. */
export function buildRulesReference(
  packs: readonly PackEntry[] = PACKS,
  rulings: ReadonlyMap<string, string> = readRulingTitles(),
  notModelled: ReadonlyMap<string, string> = readNotModelledTitles(),
  tests: ReadonlyMap<string, readonly string[]> = testsByRule(),
): Map<string, string> {
  const files = new Map<string, string>();
  const index = ['# Rules reference', '', 'Every rule of the included packs, summarised in our own words from the typed data, with its timing, scoring, source section and the rulings that touch it.', ''];
  for (const entry of packs) {
    const p = entry.pack;
    index.push(`## ${p.name}`, '', `\`${p.id}\` ${p.version} · AoS edition ${p.edition} · \`battlepack rules ${entry.key}\``, '', p.summary, '');
    const entries = ruleEntries(p, entry.text);
    for (const kind of Object.keys(RULE_KIND_TITLES) as RuleKind[]) {
      const of = entries.filter((e) => e.kind === kind);
      if (of.length === 0) continue;
      index.push(`### ${RULE_KIND_TITLES[kind]}`, '');
      for (const r of of) {
        const path = `${RULES_DIR}/${entry.key}/${KIND_DIRS[kind]}/${fileName(r.id)}`;
        const toRoot = `${relative(dirname(path), 'docs').replace(/\\/g, '/')}/`;
        const maps = PACK_MAPS[entry.key] ?? {};
        const map = kind === 'battleplan' && Object.prototype.hasOwnProperty.call(maps, r.id) ? maps[r.id] : undefined;
        files.set(path, rulePage(entry, r, rulings, toRoot, map, notModelled));
        if (map !== undefined) files.set(`${dirname(path)}/${svgName(r.id)}`, renderBattlefieldSvg(map, { ranges: true }));
        index.push(`- [${r.name}](${entry.key}/${KIND_DIRS[kind]}/${fileName(r.id)}): ${r.summary}`);
      }
      index.push('');
    }
  }
  index.push('Every rule → its tests and rulings: [the rules coverage](coverage.md). What the engine leaves to the players: [not modelled](../not-modelled.md).', '');
  index.push('---', '', GENERATED, '');
  files.set(`${RULES_DIR}/README.md`, index.join('\n'));
  files.set(`${RULES_DIR}/coverage.md`, coveragePage(rulesCoverage(packs, tests)));
  return files;
}

/** The Markdown pages and SVG maps now under `docs/rules/` (relative paths), to find stale ones. */
export function committedRulesFiles(repoRoot = root): string[] {
  const dir = join(repoRoot, RULES_DIR);
  if (!existsSync(dir)) return [];
  return (readdirSync(dir, { recursive: true }) as string[])
    .map((f) => f.replace(/\\/g, '/'))
    .filter((f) => f.endsWith('.md') || f.endsWith('.svg'))
    .map((f) => `${RULES_DIR}/${f}`)
    .sort();
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const files = buildRulesReference();
  const dir = join(root, RULES_DIR);
  rmSync(dir, { recursive: true, force: true });
  for (const [path, text] of files) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  console.log(`wrote ${files.size} pages and maps to ${RULES_DIR}/`);
}
