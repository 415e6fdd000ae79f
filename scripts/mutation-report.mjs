#!/usr/bin/env node
// `node scripts/mutation-report.mjs reports/mutation/<slice>.json [title]`: prints a markdown summary of a StrykerJS JSON
// report: the mutation score per file (killed + timed out over all mutants that ran or had no coverage) and every
// mutant that survived or that no test reached, with its line and replacement. Committed under test/mutation/reports/.
import { readFileSync } from 'node:fs';

const [file, title = file] = process.argv.slice(2);
if (file === undefined) {
  console.error('usage: node scripts/mutation-report.mjs <stryker-report.json> [title]');
  process.exit(2);
}
const report = JSON.parse(readFileSync(file, 'utf8'));
const detected = new Set(['Killed', 'Timeout']);
const undetected = new Set(['Survived', 'NoCoverage']);
const rows = [];
const survivors = [];
let totalDetected = 0;
let totalValid = 0;
for (const [path, f] of Object.entries(report.files).sort(([a], [b]) => a.localeCompare(b))) {
  const d = f.mutants.filter((m) => detected.has(m.status)).length;
  const u = f.mutants.filter((m) => undetected.has(m.status));
  const valid = d + u.length;
  totalDetected += d;
  totalValid += valid;
  rows.push(`| \`${path}\` | ${valid} | ${d} | ${u.filter((m) => m.status === 'Survived').length} | ${u.filter((m) => m.status === 'NoCoverage').length} | ${valid === 0 ? '–' : `${((100 * d) / valid).toFixed(1)} %`} |`);
  const lines = f.source.split('\n');
  for (const m of u.sort((a, b) => a.location.start.line - b.location.start.line || a.location.start.column - b.location.start.column)) {
    const original = lines[m.location.start.line - 1]?.trim() ?? '';
    const replacement = m.replacement ?? m.mutatorName;
    survivors.push(`| \`${path}:${m.location.start.line}:${m.location.start.column}\` | ${m.mutatorName} | ${m.status} | \`${replacement.replace(/\s+/g, ' ').replace(/\|/g, '\\|').slice(0, 90)}\` | \`${original.replace(/\|/g, '\\|').slice(0, 90)}\` |`);
  }
}
console.log(`# Mutation report: ${title}\n`);
console.log(`Mutation score ${((100 * totalDetected) / Math.max(1, totalValid)).toFixed(1)} % (${totalDetected} of ${totalValid} mutants detected).\n`);
console.log('| File | Mutants | Killed | Survived | No coverage | Score |\n| --- | ---: | ---: | ---: | ---: | ---: |');
console.log(rows.join('\n'));
console.log(`\n## Mutants no test detected (${survivors.length})\n`);
if (survivors.length > 0) console.log(`| Where | Mutator | Status | Replacement | Original line |\n| --- | --- | --- | --- | --- |\n${survivors.join('\n')}`);
