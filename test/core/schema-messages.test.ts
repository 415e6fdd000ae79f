import { describe, expect, it } from 'vitest';
import { parseLog } from '../../src/index.js';
import { parseBattleplanData } from '../../src/authoring.js';
import { gallet, galletEngine } from '../../src/gallet.js';
import { engine3, setUp3 } from '../support/core-fixtures.js';

// The library parses with zod/mini, which has no messages of its own: each message is written from the zod issue's
// code (src/core/events/issues.ts) and says what was wrong, where, and what is allowed. A schema's own message comes first.

const afterSetUp = engine3.replayOrThrow([setUp3]);
const messages = (event: unknown): string[] => engine3.check(afterSetUp, event as never).map((v) => v.message);

const plan = (lines: unknown[], objectives: unknown[] = [{ id: 'centre', placement: 'centre' }]) => ({
  id: 'p',
  name: 'P',
  summary: 'A plan.',
  source: { document: 'test', section: '1' },
  territories: 'halves',
  objectives,
  scoring: { lines },
});
const planMessages = (input: unknown): string[] => {
  const r = parseBattleplanData(input);
  return r.ok ? [] : r.violations.map((v) => v.message);
};

describe('schema violation messages', () => {
  it('a number out of bounds names the bound and the number received', () => {
    expect(messages({ type: 'ModelsSlain', data: { unit: 'a1', count: 5000 } })).toEqual(['Too big: expected number to be <=1000, received 5000 at data.count.']);
    expect(messages({ type: 'CommandPointsGained', data: { player: 'ann', amount: 0 } })).toEqual(['Too small: expected number to be >=1, received 0 at data.amount.']);
  });

  it('a list of the wrong length names the size allowed and the size received', () => {
    expect(messages({ type: 'UnitsAdded', data: { origin: 'roster', units: [] } })).toEqual(['Too small: expected array to have >=1 items, received 0 at data.units.']);
  });

  it('a value of the wrong type names the type expected and the type received; a missing one says so', () => {
    expect(messages({ type: 'TurnStarted', data: { player: 7 } })).toEqual(['Invalid input: expected string, received number at data.player.']);
    expect(messages({ type: 'TurnStarted', data: {} })).toEqual(['Missing: expected string, received nothing at data.player.']);
    expect(messages({ type: 'ModelsSlain', data: { unit: 'a1', count: 2.5 } })).toEqual(['Invalid input: expected int, received number (2.5 is not a whole number) at data.count.']);
  });

  it('a value outside a fixed set names every option and what was received', () => {
    expect(messages({ type: 'UnitRemoved', data: { unit: 'a1', reason: 'fled' } })).toEqual(['Invalid option: expected one of "garrison", "set-up-again", "other", received "fled" at data.reason.']);
  });

  it('an unknown field is named, with its path', () => {
    expect(messages({ type: 'TurnStarted', data: { player: 'ann', playr: 'ann' } })).toEqual([
      'Unknown field "playr"; only the fields of the schema are allowed, so remove it or fix its spelling at data.playr.',
    ]);
  });

  it('a record key keeps the message of the key\'s schema', () => {
    expect(messages({ type: 'PriorityDetermined', data: { round: 1, firstTurn: 'ann', rolls: { _x: 3 } } })).toEqual([
      'Invalid key in record: ids are 1-64 characters: letters, digits and _ . : - , starting with a letter or digit at data.rolls._x.',
    ]);
  });

  it('a schema\'s own message comes first', () => {
    expect(messages({ type: 'TurnStarted', data: { player: 'constructor' } })).toEqual(['this id is reserved (a name of Object.prototype, or null or undefined as text) at data.player.']);
  });

  it('null and undefined as text are reserved ids, on zod\'s parse and on the generated parsers; ids like them are not', () => {
    const reserved = 'this id is reserved (a name of Object.prototype, or null or undefined as text) at data.player.';
    for (const player of ['null', 'undefined']) expect(messages({ type: 'TurnStarted', data: { player } })).toEqual([reserved]);
    for (const player of ['nulls', 'Undefined']) expect(engine3.check(afterSetUp, { type: 'TurnStarted', data: { player } } as never).map((v) => v.code)).not.toContain('schema/invalid');
    const setUp = (id: string) => ({
      type: 'BattleSetUp' as const,
      data: { battlepack: { id: gallet.id, version: gallet.version }, battleplan: 'turf-war' as const, pointsLimit: 2000, players: [{ id, role: 'attacker' as const }, { id: 'bob', role: 'defender' as const }] },
    });
    const r = galletEngine.check(galletEngine.initialState(), setUp('undefined'));
    expect(r.map((v) => [v.code, v.path, v.message])).toEqual([['schema/invalid', ['data', 'players', 0, 'id'], 'this id is reserved (a name of Object.prototype, or null or undefined as text) at data.players.0.id.']]);
    expect(galletEngine.check(galletEngine.initialState(), setUp('nulls'))).toEqual([]);
  });

  it('a union names what its discriminator allows, or every option of its forms', () => {
    expect(planMessages(plan([{ kind: 'hold-everything', id: 'x', amount: 1 }]))).toEqual([
      'Invalid "kind": expected one of "hold-at-least", "hold-all", "hold-more-than-opponent", "hold", "hold-each", "enemy-units-destroyed", "fact", received "hold-everything" at scoring.lines.0.kind.',
    ]);
    const [placement] = planMessages(plan([{ kind: 'hold', id: 'x', amount: 1, of: { placement: 'moon' } }]));
    expect(placement).toMatch(/^Invalid option: expected one of "attacker-territory", .*"quarter", "own-territory", "enemy-territory", received "moon" at scoring\.lines\.0\.of\.placement\.$/);
  });

  it('a string in the wrong format names the format and what was received', () => {
    const r = parseLog({ format: 'battlepack-log', formatVersion: 1, engineVersion: '0.1.0', battlepack: { id: 'x', version: '1' }, meta: { recordedAt: 'yesterday' }, events: [] });
    expect(r.ok ? [] : r.violations.map((v) => v.message)).toEqual(['Invalid ISO date-time (e.g. 2024-05-01T18:30:00Z), received "yesterday" at meta.recordedAt.']);
  });
});
