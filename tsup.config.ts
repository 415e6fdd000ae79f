import { readFileSync } from 'node:fs';
import { defineConfig } from 'tsup';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

// The version of package.json, written into the build in place of this name (src/core/log/version.ts); the sources read
// package.json when they run unbuilt (tsx, vitest).
const define = { __BATTLEPACK_ENGINE_VERSION__: JSON.stringify(pkg.version) };

/** The command line's own packages: bundled into dist/cli.js, so a library user never installs them. */
export const CLI_PACKAGES = ['cli-progress'];

// One public surface: these entries match package.json "exports" and typedoc's entryPoints.
export default defineConfig([
  {
    entry: {
      index: 'src/index.ts',
      gallet: 'src/gallet.ts',
      'gallet-army': 'src/gallet-army.ts',
      'gallet-schema': 'src/gallet-schema.ts',
      'gallet-reference': 'src/gallet-reference.ts',
      'blighted-wilds': 'src/blighted-wilds.ts',
      'blighted-wilds-schema': 'src/blighted-wilds-schema.ts',
      'blighted-wilds-reference': 'src/blighted-wilds-reference.ts',
      'blighted-wilds-campaign': 'src/blighted-wilds-campaign.ts',
      'gallet-table': 'src/gallet-table.ts',
      table: 'src/table.ts',
      sim: 'src/sim.ts',
      sheet: 'src/sheet.ts',
      authoring: 'src/authoring.ts',
      'sim-model': 'src/sim-model.ts',
      'json-schema': 'src/json-schema.ts',
    },
    format: ['esm', 'cjs'],
    // stripInternal: a declaration marked @internal stays out of the public types (issue 23)
    dts: { compilerOptions: { ignoreDeprecations: '6.0', stripInternal: true } },
    // no source maps: they would point at src/, which the package does not ship
    sourcemap: false,
    clean: true,
    target: 'node20',
    splitting: true,
    // esbuild's tree shaking only: rollup's extra pass (`treeshake: true`) removed the call that stamps each state as
    // the engine's own (`new Made(state)` in src/core/engine.ts, a constructor that returns its argument) as if it
    // did nothing, so the built `apply` copied every state whole (test/package/dist-apply.test.ts)
    treeshake: false,
    define,
    // browser code: nothing of Node, nothing of the command line (test/package/browser-bundle.test.ts checks it)
    platform: 'neutral',
    // zod (a peer dependency) and immer stay imports, resolved in the user's project
    external: ['zod', 'immer'],
  },
  {
    entry: { cli: 'src/cli/main.ts' },
    format: ['esm'],
    // no source map: with the bundled command-line packages it would be most of the tarball
    sourcemap: false,
    clean: false,
    target: 'node20',
    platform: 'node',
    define,
    noExternal: CLI_PACKAGES,
    // the bundled CommonJS packages call require() for Node built-ins (events, readline…)
    banner: { js: "import { createRequire as __battlepackCreateRequire } from 'node:module';\nconst require = __battlepackCreateRequire(import.meta.url);" },
  },
]);
