import { defineConfig } from 'tsup';

// One public surface: these entries match package.json "exports" and typedoc's entryPoints.
export default defineConfig([
  {
    entry: {
      index: 'src/index.ts',
      gallet: 'src/gallet.ts',
      'blighted-wilds': 'src/blighted-wilds.ts',
    },
    format: ['esm', 'cjs'],
    dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
    sourcemap: true,
    clean: true,
    target: 'node20',
    splitting: true,
    treeshake: true,
  },
  {
    entry: { cli: 'src/cli/main.ts' },
    format: ['esm'],
    sourcemap: true,
    clean: false,
    target: 'node20',
  },
]);
