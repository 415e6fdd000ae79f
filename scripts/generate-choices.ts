// Writes docs/choices.md from PLAYER_CHOICES (src/sim/decisions.ts).
import { writeFileSync } from 'node:fs';
import { choicesTable } from '../src/sim/decisions.js';

writeFileSync(new URL('../docs/choices.md', import.meta.url), choicesTable());
console.log('wrote docs/choices.md');
