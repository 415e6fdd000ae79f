// The slices of `npm run mutation` (scripts/mutation.mjs): which source files each mutates and which test files cover
// them. Every rule file is in exactly one slice (test/docs/mutation-slices.test.ts).
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// the light Blighted Wilds tests: the example battle and the random battles (seconds each, and covering every line)
// are left to `npm test`
const blightedWildsTests = readdirSync(fileURLToPath(new URL('../test/battlepack/blighted-wilds', import.meta.url)))
  .filter((f) => f.endsWith('.test.ts') && f !== 'example.test.ts' && f !== 'random-battles.test.ts')
  .map((f) => `test/battlepack/blighted-wilds/${f}`);

/** @type {Record<string, { mutate: string[]; testFiles: string[] }>} */
export const slices = {
  'gallet-battle-tactics': {
    mutate: ['src/battlepack/gallet/battle-tactics/*.ts', '!src/battlepack/gallet/battle-tactics/index.ts'],
    testFiles: ['test/battlepack/gallet/battle-tactics/*.test.ts'],
  },
  'gallet-grand-strategies': {
    mutate: ['src/battlepack/gallet/grand-strategies/*.ts', '!src/battlepack/gallet/grand-strategies/index.ts'],
    testFiles: ['test/battlepack/gallet/grand-strategies/*.test.ts'],
  },
  // the rest of the Gallet pack is cut in three so that each slice stays near 15 minutes on 2 cores (about 1.2 mutants
  // per source line and 0.7-1.2 s of CPU per mutant, measured; docs/testing.md)
  // the battleplans in two slices of about 650 mutants each; the slow whole-battle tests (golden logs, random battles) are
  // left to `npm test`: each mutant runs the light tests that cover it
  'gallet-battleplans': {
    mutate: [
      'src/battlepack/gallet/battleplans/battlelines-drawn.ts',
      'src/battlepack/gallet/battleplans/close-to-the-chest.ts',
      'src/battlepack/gallet/battleplans/common.ts',
      'src/battlepack/gallet/battleplans/head-on-collision.ts',
      'src/battlepack/gallet/battleplans/in-the-presence-of-idols.ts',
      'src/battlepack/gallet/battleplans/the-lurkers-below.ts',
    ],
    testFiles: ['test/battlepack/gallet/battleplans/**/*.test.ts', 'test/battlepack/gallet/*.test.ts'],
  },
  'gallet-battleplans-2': {
    mutate: [
      'src/battlepack/gallet/battleplans/the-mighty-and-the-cunning.ts',
      'src/battlepack/gallet/battleplans/the-nidus-paths.ts',
      'src/battlepack/gallet/battleplans/the-prize-of-gallet.ts',
      'src/battlepack/gallet/battleplans/the-realmstone-cache.ts',
      'src/battlepack/gallet/battleplans/the-silksteel-nests.ts',
      'src/battlepack/gallet/battleplans/turf-war.ts',
      'src/battlepack/gallet/battleplans/wont-back-down.ts',
    ],
    testFiles: ['test/battlepack/gallet/battleplans/**/*.test.ts', 'test/battlepack/gallet/*.test.ts'],
  },
  'gallet-army': {
    mutate: ['src/battlepack/gallet/army.ts', 'src/battlepack/gallet/army-limits.ts', 'src/battlepack/gallet/before-battle.ts', 'src/battlepack/gallet/unique-units.ts'],
    testFiles: ['test/battlepack/gallet/army/**/*.test.ts', 'test/battlepack/gallet/before-battle/**/*.test.ts', 'test/battlepack/gallet/*.test.ts'],
  },
  'gallet-rules': {
    mutate: [
      'src/battlepack/gallet/*.ts',
      '!src/battlepack/gallet/index.ts',
      '!src/battlepack/gallet/maps.ts',
      // in their own slices
      '!src/battlepack/gallet/army.ts',
      '!src/battlepack/gallet/army-limits.ts',
      '!src/battlepack/gallet/before-battle.ts',
      '!src/battlepack/gallet/unique-units.ts',
      // not rule code: the rules reference (text data), the events' schemas, the random-battle generator
      '!src/battlepack/gallet/reference.ts',
      '!src/battlepack/gallet/reference-battleplans.ts',
      '!src/battlepack/gallet/events.ts',
      '!src/battlepack/gallet/random.ts',
      // not rule code either: generated from the events' schemas (scripts/generate-parsers.ts), and the schemas themselves
      '!src/battlepack/gallet/events.gen.ts',
      '!src/battlepack/gallet/event-parsers.ts',
      '!src/battlepack/gallet/event-schema.ts',
      // and the roster's schema (zod, built at import; the roster's checks are army.ts, in the gallet-army slice)
      '!src/battlepack/gallet/roster-schema.ts',
    ],
    testFiles: ['test/battlepack/gallet/*.test.ts', 'test/battlepack/gallet/realm-rules/**/*.test.ts', 'test/battlepack/gallet/battleplans/**/*.test.ts'],
  },
  'gallet-realm-rules': {
    mutate: ['src/battlepack/gallet/realm-rules/**/*.ts', '!src/battlepack/gallet/realm-rules/index.ts'],
    testFiles: ['test/battlepack/gallet/realm-rules/**/*.test.ts', 'test/battlepack/gallet/*.test.ts'],
  },
  // Blighted Wilds in three slices: the pack's own files, the terrain rules, the other rules
  'blighted-wilds': {
    mutate: [
      'src/battlepack/blighted-wilds/*.ts',
      '!src/battlepack/blighted-wilds/index.ts',
      '!src/battlepack/blighted-wilds/maps.ts',
      '!src/battlepack/blighted-wilds/reference.ts',
      '!src/battlepack/blighted-wilds/random.ts',
      // not rule code: the events' schemas (zod, built at import) and what is generated from them, as in the Gallet slice
      '!src/battlepack/blighted-wilds/events.ts',
      '!src/battlepack/blighted-wilds/event-schema.ts',
      '!src/battlepack/blighted-wilds/event-parsers.ts',
      '!src/battlepack/blighted-wilds/events.gen.ts',
    ],
    testFiles: [...blightedWildsTests, 'test/sim/decisions/choices.test.ts', 'test/sim/decisions/choices-table.test.ts'],
  },
  'blighted-wilds-terrain': {
    mutate: [
      'src/battlepack/blighted-wilds/rules/contamination.ts',
      'src/battlepack/blighted-wilds/rules/blighted-waters.ts',
      'src/battlepack/blighted-wilds/rules/boon-of-vitality.ts',
      'src/battlepack/blighted-wilds/rules/purify-the-land.ts',
    ],
    testFiles: blightedWildsTests,
  },
  'blighted-wilds-rules': {
    mutate: [
      'src/battlepack/blighted-wilds/rules/*.ts',
      '!src/battlepack/blighted-wilds/rules/contamination.ts',
      '!src/battlepack/blighted-wilds/rules/blighted-waters.ts',
      '!src/battlepack/blighted-wilds/rules/boon-of-vitality.ts',
      '!src/battlepack/blighted-wilds/rules/purify-the-land.ts',
    ],
    testFiles: blightedWildsTests,
  },
  'core-scoring': {
    // control: the contest reports by moment (moments.ts), the control helpers of rules-of.ts (`opponentOf` to `has`), and the part of the fold
    // that records contests and settles control at a checkpoint (src/core/fold/board.ts, whole)
    mutate: [
      'src/core/state/scoring-sheet.ts',
      'src/core/rules/result.ts',
      'src/core/rules/tactic-window.ts',
      'src/core/state/battle-selectors.ts',
      'src/core/state/scoring-selectors.ts',
      'src/core/state/board-selectors.ts',
      'src/core/events/moments.ts',
      'src/core/rules/rules-of.ts:157-202',
      'src/core/fold/board.ts',
    ],
    testFiles: ['test/core/*.test.ts'],
  },
  // the combat maths and the table are cut in two each (mutants counted by Stryker's instrumenter: src/sim/combat
  // 2,111, the table's measuring 2,409, about twice the first estimate; docs/testing.md)
  'sim-combat': {
    // the exact maths: dice, distributions, allocation, the die-level rules (1,089 mutants)
    mutate: ['src/sim/combat/allocate.ts', 'src/sim/combat/dice.ts', 'src/sim/combat/distribution.ts', 'src/sim/combat/sequence.ts'],
    testFiles: ['test/sim/combat/**/*.test.ts'],
  },
  'sim-combat-checks': {
    // the checks of a combat problem and the seeded roller (1,022 mutants)
    mutate: ['src/sim/combat/profile.ts', 'src/sim/combat/roll.ts'],
    testFiles: ['test/sim/combat/**/*.test.ts'],
  },
  'table-measure': {
    // measuring and the facts of a snapshot (1,200 mutants)
    mutate: ['src/table/measure.ts', 'src/table/facts.ts'],
    testFiles: ['test/table/*.test.ts'],
  },
  'table-engine-rules': {
    // how positions reports become the stamped contest and zone facts the fold reads (745 mutants counted)
    mutate: ['src/table/engine-rules.ts'],
    testFiles: ['test/table/engine-rules-fold.test.ts', 'test/table/engine-rules-checks.test.ts', 'test/table/positions-events.test.ts', 'test/table/table-rules-option.test.ts', 'test/table/golden-twins.test.ts', 'test/table/pack-maps.test.ts', 'test/table/translate-map.test.ts', 'test/bad-input/round-3/table.test.ts', 'test/core/contest-after-casualties.test.ts'],
  },
  'table-geometry': {
    // the geometry under them: shapes, distances, regions (1,209 mutants)
    mutate: ['src/table/geometry/shapes.ts', 'src/table/geometry/polygons.ts', 'src/table/geometry/distance.ts', 'src/table/geometry/overlap.ts'],
    testFiles: ['test/table/*.test.ts'],
  },
};

