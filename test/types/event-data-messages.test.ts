import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { EventOf } from 'battlepack-engine';
import { galletEngine, type GalletEvent } from 'battlepack-engine/gallet';
import { blightedWildsEngine, type BlightedWildsEvent } from 'battlepack-engine/blighted-wilds';

// One name per idea (issue 23): an event is `EventOf<typeof engine>`, and each pack has one alias for it. A mistake in an
// event's data is reported against that event's own fields: `apply`, `check`, `can` and `applyOrThrow` read the
// event's `type` first (their type parameter), so the compiler compares the data with that event alone.

const ROOT = join(import.meta.dirname, '../..');

// The two probes of the last describe, compiled together in ONE program (one parse and check of the sources).
const MISSPELT_KEY = `
import { galletEngine } from 'battlepack-engine/gallet';
galletEngine.apply(galletEngine.initialState(), { type: 'TurnEnded', data: { playr: 'ann' } });
`;
const MISSPELT_TYPE = `
import type { EventOf } from 'battlepack-engine';
import { galletEngine } from 'battlepack-engine/gallet';
declare const e: EventOf<typeof galletEngine>;
galletEngine.apply(galletEngine.initialState(), e);
galletEngine.can(galletEngine.initialState(), { type: 'TurnEnde', data: { player: 'ann' } });
`;
const PROBES = [MISSPELT_KEY, MISSPELT_TYPE];
let program: { program: ts.Program; files: string[] } | undefined;

/** The compiler's messages for `code` (one of PROBES), compiled as a file of this repository (its tsconfig and package paths). */
function diagnostics(code: string): string[] {
  if (program === undefined) {
    const config = ts.getParsedCommandLineOfConfigFile(join(ROOT, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
    if (config === undefined) throw new Error('tsconfig.json not read');
    const sources = new Map(PROBES.map((c, i) => [join(ROOT, `test/types/__probe${String(i)}__.ts`), c]));
    const host = ts.createCompilerHost(config.options);
    const read = host.readFile.bind(host);
    host.readFile = (f) => sources.get(f) ?? read(f);
    const exists = host.fileExists.bind(host);
    host.fileExists = (f) => sources.has(f) || exists(f);
    const getSource = host.getSourceFile.bind(host);
    host.getSourceFile = (f, lang, onError, create) => {
      const text = sources.get(f);
      return text !== undefined ? ts.createSourceFile(f, text, lang) : getSource(f, lang, onError, create);
    };
    const files = [...sources.keys()];
    program = { program: ts.createProgram({ rootNames: files, options: { ...config.options, noEmit: true }, host }), files };
  }
  const file = program.files[PROBES.indexOf(code)];
  if (file === undefined) throw new Error('not one of the probes');
  const p = program.program;
  return ts.getPreEmitDiagnostics(p, p.getSourceFile(file)).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

describe('one name for an event', () => {
  it('each pack has one alias, the same type as EventOf<typeof engine>', () => {
    expectTypeOf<GalletEvent>().toEqualTypeOf<EventOf<typeof galletEngine>>();
    expectTypeOf<BlightedWildsEvent>().toEqualTypeOf<EventOf<typeof blightedWildsEngine>>();
  });

  it('a misspelt key in TurnEnded data fails to compile (checked by npm run typecheck)', () => {
    const s = galletEngine.initialState();
    // @ts-expect-error 'playr' is not a field of TurnEnded's data
    const r = galletEngine.check(s, { type: 'TurnEnded', data: { playr: 'ann' } });
    expect(r[0]?.code).toBe('schema/invalid');
  });
});

describe('the message names the event written, not another event type', () => {
  it('a misspelt key in TurnEnded data is reported against TurnEnded\'s fields', () => {
    const messages = diagnostics(MISSPELT_KEY);
    expect(messages).toEqual(["Object literal may only specify known properties, but 'playr' does not exist in type '{ player: string; }'. Did you mean to write 'player'?"]);
  }, 120_000);

  it('a value typed as any event of the engine is still accepted, and a misspelt type is named', () => {
    const messages = diagnostics(MISSPELT_TYPE);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/Type '"TurnEnde"' is not assignable to type '.*"TurnEnded".*'/);
  }, 120_000);
});
