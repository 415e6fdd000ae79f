#!/usr/bin/env node
// `node scripts/mutation-count.mjs <file.ts>…`: how many mutants StrykerJS makes of each file (its instrumenter only,
// no test runs: a second or two), to size the slices of `npm run mutation` (docs/testing.md). `// Stryker disable`
// comments are not applied here, so a file with them counts a few more than a run reports. The instrumenter is the
// one @stryker-mutator/core installs (same version).
import { readFileSync } from 'node:fs';
import { Instrumenter } from '@stryker-mutator/instrumenter';

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('usage: node scripts/mutation-count.mjs <file.ts>…');
  process.exit(2);
}
const quiet = () => false;
const none = () => undefined;
const logger = { isDebugEnabled: quiet, isTraceEnabled: quiet, isInfoEnabled: quiet, isWarnEnabled: quiet, isErrorEnabled: quiet, isFatalEnabled: quiet, debug: none, info: none, warn: none, error: none, trace: none, fatal: none };
const instrumenter = new Instrumenter(logger);
let total = 0;
console.log('| File | Lines | Mutants |\n| --- | ---: | ---: |');
for (const name of files) {
  const content = readFileSync(name, 'utf8');
  const r = await instrumenter.instrument([{ name, content, mutate: true }], { plugins: null, excludedMutations: [], ignorers: [], noHeader: true });
  total += r.mutants.length;
  console.log(`| \`${name}\` | ${content.split('\n').length} | ${r.mutants.length} |`);
}
console.log(`| total | | ${total} |`);
