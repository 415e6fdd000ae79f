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

/** The compiler's messages for `code`, compiled as a file of this repository (its tsconfig and package paths). */
function diagnostics(code: string): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(join(ROOT, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
  if (config === undefined) throw new Error('tsconfig.json not read');
  const file = join(ROOT, 'test/types/__probe__.ts');
  const host = ts.createCompilerHost(config.options);
  const read = host.readFile.bind(host);
  host.readFile = (f) => (f === file ? code : read(f));
  const exists = host.fileExists.bind(host);
  host.fileExists = (f) => f === file || exists(f);
  const getSource = host.getSourceFile.bind(host);
  host.getSourceFile = (f, lang, onError, create) => (f === file ? ts.createSourceFile(f, code, lang) : getSource(f, lang, onError, create));
  const program = ts.createProgram({ rootNames: [file], options: { ...config.options, noEmit: true }, host });
  return ts.getPreEmitDiagnostics(program, program.getSourceFile(file)).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
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
    const messages = diagnostics(`
import { galletEngine } from 'battlepack-engine/gallet';
galletEngine.apply(galletEngine.initialState(), { type: 'TurnEnded', data: { playr: 'ann' } });
`);
    expect(messages).toEqual(["Object literal may only specify known properties, but 'playr' does not exist in type '{ player: string; }'. Did you mean to write 'player'?"]);
  }, 120_000);

  it('a value typed as any event of the engine is still accepted, and a misspelt type is named', () => {
    const messages = diagnostics(`
import type { EventOf } from 'battlepack-engine';
import { galletEngine } from 'battlepack-engine/gallet';
declare const e: EventOf<typeof galletEngine>;
galletEngine.apply(galletEngine.initialState(), e);
galletEngine.can(galletEngine.initialState(), { type: 'TurnEnde', data: { player: 'ann' } });
`);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/Type '"TurnEnde"' is not assignable to type '.*"TurnEnded".*'/);
  }, 120_000);
});
