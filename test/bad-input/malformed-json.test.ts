import { describe, expect, it } from 'vitest';
import { createLog, parseLog, serializeLog } from '../../src/index.js';
import { battle3, bobHeroPhase3, engine3 } from '../support/core-fixtures.js';
import { expectRejected } from '../support/expect-rejected.js';

// Bad input: text that is not JSON, or JSON that is not a log. Refused with a typed violation, never an exception.

const good = serializeLog(createLog(engine3.pack, battle3));

describe('malformed JSON', () => {
  it.each([
    ['empty text', ''],
    ['blanks', '  \n\t '],
    ['an unclosed object', '{'],
    ['a trailing comma', '{"format": "battlepack-log",}'],
    ['single quotes', "{'format': 'battlepack-log'}"],
    ['NaN', 'NaN'],
    ['undefined', 'undefined'],
    ['a comment', '// a log\n{}'],
    ['a log cut in half', good.slice(0, Math.floor(good.length / 2))],
    ['two logs back to back', `${good}${good}`],
    ['a NUL character', '\u0000'],
  ])('%s → log/invalid-json, at the top level', (_name, text) => {
    let r: ReturnType<typeof parseLog> | undefined;
    expect(() => {
      r = parseLog(text);
    }).not.toThrow();
    expect(r?.ok).toBe(false);
    if (r === undefined || r.ok) return;
    expect(r.violations).toHaveLength(1);
    expect(r.violations[0]).toMatchObject({ code: 'log/invalid-json', path: [] });
    expect(r.violations[0]?.eventIndex).toBeUndefined();
    // an empty text is called empty, not "Unexpected end of JSON input"
    expect(r.violations[0]?.message).toMatch(text.trim() === '' ? /^The log is empty: there is no text to read\. A log is one JSON object/ : /^The log is not valid JSON \([\s\S]+\); a log is one JSON object/);
  });

  it.each([
    ['an array', '[]'],
    ['a number', '42'],
    ['a string', '"battlepack-log"'],
    ['null', 'null'],
    ['true', 'true'],
  ])('JSON that is %s, not an object → log/invalid', (_name, text) => {
    const r = parseLog(text);
    expect(!r.ok && r.violations[0]).toMatchObject({ code: 'log/invalid', path: [] });
  });

  it('a well-formed log still parses (the cases above fail for their own reason)', () => {
    expect(parseLog(good).ok).toBe(true);
  });

  it('a byte-order mark before the log is not part of it: the log parses the same', () => {
    const withBom = parseLog(`\uFEFF${good}`);
    const without = parseLog(good);
    expect(withBom.ok && withBom.value).toStrictEqual(without.ok && without.value);
  });

  it.each([
    ['JSON text instead of an event', JSON.stringify(battle3[0])],
    ['a number', 7],
    ['null', null],
    ['an array holding the event', [battle3[0]]],
  ])('an event that is %s → schema/invalid, the state untouched', (_name, event) => {
    const r = expectRejected(engine3, bobHeroPhase3, event, { code: 'schema/invalid', path: [], allowed: /An event is an object \{ type, data \}/, viaLog: false });
    expect(r.violations).toHaveLength(1);
  });
});
