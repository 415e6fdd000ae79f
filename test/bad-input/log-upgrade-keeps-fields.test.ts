import { describe, expect, it } from 'vitest';
import { parseLog } from '../../src/index.js';
import { battle3 } from '../support/core-fixtures.js';

// Finding: upgrading a format-0 log silently dropped `meta` and unknown header fields. Ruling
// core/log-upgrade-keeps-fields: every field is carried over; `meta` is kept, an unknown field is then refused.

const v0 = (extra: Record<string, unknown>) => ({ formatVersion: 0, pack: 'test-pack@1.0.0', events: battle3.map((e) => ({ type: e.type, data: e.data })), ...extra });

describe('upgrading a version-0 log', () => {
  it('keeps meta', () => {
    const r = parseLog(v0({ meta: { title: 'Club night', note: 'table 3' } }));
    expect(r.ok && r.value.meta).toEqual({ title: 'Club night', note: 'table 3' });
  });

  it('refuses an unknown header field, naming it, instead of dropping it', () => {
    const r = parseLog(v0({ referee: 'Dana' }));
    expect(r.ok).toBe(false);
    expect(!r.ok && r.violations[0]).toMatchObject({ code: 'log/invalid' });
    expect(!r.ok && r.violations[0]?.message).toContain('referee');
  });

  it('refuses a meta that format 1 does not allow, at meta', () => {
    const r = parseLog(v0({ meta: { title: 'x', colour: 'red' } }));
    expect(!r.ok && r.violations[0]?.path).toEqual(['meta', 'colour']);
  });

  it('keeps an engineVersion that is not a string so that it is refused (it was replaced by 0.0.0)', () => {
    const r = parseLog(v0({ engineVersion: 7 }));
    expect(!r.ok && r.violations[0]?.path).toEqual(['engineVersion']);
    const ok = parseLog(v0({}));
    expect(ok.ok && ok.value.engineVersion).toBe('0.0.0');
  });

  it('the version marker `version: 0` is dropped; beside a formatVersion it is an unknown field', () => {
    const { formatVersion: _f, ...rest } = v0({});
    expect(parseLog({ ...rest, version: 0 }).ok).toBe(true);
    expect(parseLog(v0({ version: 0 })).ok).toBe(false);
  });

  it('an empty text says the log is empty, not "Unexpected end of JSON input"', () => {
    for (const text of ['', ' \n', '\ufeff']) {
      const r = parseLog(text);
      expect(!r.ok && r.violations[0]?.message).toMatch(/^The log is empty: there is no text to read\./);
    }
  });
});
