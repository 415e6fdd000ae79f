/**
 * Issue 25, hostile input round 3: a restored state is checked for meaning as well as shape (state/invalid, as
 * docs/errors.md promises), and the streaming reader's options are checked, never dropped.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createEngine, replayLogChunks, serializeLog, type BattleState } from 'battlepack-engine';
import { gallet } from 'battlepack-engine/gallet';
import { galletTable } from 'battlepack-engine/gallet/table';

const engine = createEngine(gallet, { table: galletTable });
const LOG = readFileSync(join(import.meta.dirname, '../../fixtures/table/turf-war.positions.log.json'), 'utf8');
const events = (JSON.parse(LOG) as { events: { type: string }[] }).events;
const reportAt = events.findIndex((e, i) => e.type === 'PositionsReported' && i > 20);
const mid = engine.replayOrThrow(events.slice(0, reportAt + 1) as never);
const next = events[reportAt + 1] as never;
type Plain = Record<string, any>;
const restored = (): Plain => JSON.parse(JSON.stringify(mid)) as Plain;

describe('item 13: a restored state means something a battle can reach', () => {
  const cases: [string, (s: Plain) => void, RegExp][] = [
    ['a position at x = 1e308', (s) => ((Object.values(s['board']['table']['positions'])[0] as Plain)['models'][0]['position']['x'] = 1e308), /table\.positions\..*\.models\.0\.position\.x/],
    ['a position at x = −5', (s) => ((Object.values(s['board']['table']['positions'])[0] as Plain)['models'][0]['position']['x'] = -5), /position\.x/],
    ['positions of a unit that does not exist', (s) => (s['board']['table']['positions']['ghost'] = { id: 'ghost', owner: s['setup']['playerOrder'][0], models: [] }), /table\.positions\.ghost/],
    ['wounds of −1', (s) => ((Object.values(s['units'])[0] as Plain)['wounds'] = -1), /units\..*\.wounds/],
    ['more models left than the unit has', (s) => {
      const u = Object.values(s['units'])[0] as Plain;
      u['modelsRemaining'] = u['models'] + 1;
    }, /units\..*\.modelsRemaining/],
    ['a winner who is not a player', (s) => (s['clock']['result'] = { kind: 'major', winner: 'mallory', reason: 'x', source: 'x' }), /clock\.result\.winner/],
    ['a contest of a unit that does not exist', (s) => (s['board']['contests'][Object.keys(s['board']['objectives'])[0] as string] = { at: null, entries: ['ghost', Object.keys(s['board']['objectives'])[0], 1, 0] }), /board\.contests\..*\.entries/],
    // the packed reports (src/core/state/reports.ts): damaged lists and numbers are refused where they are
    ['a contest report whose entries are not whole', (s) => (s['board']['contests'][Object.keys(s['board']['objectives'])[0] as string] = { at: null, entries: ['a', 'b', 1] }), /board\.contests\..*\.entries$/],
    ['a contest report without its moment', (s) => (s['board']['contests'][Object.keys(s['board']['objectives'])[0] as string] = { entries: [] }), /board\.contests\..*\.at$/],
    ['a contest entry whose models are -2', (s) => (s['board']['contests'][Object.keys(s['board']['objectives'])[0] as string] = { at: null, entries: [Object.keys(s['units'])[0], Object.keys(s['board']['objectives'])[0], -2, 0] }), /board\.contests\..*\.entries\.2$/],
    ['a zone list that packs no zones (a 0 digit)', (s) => ((s['board']['zones'][0] as Plain)['units'][1] = 9), /board\.zones\.0\.units\.1$/],
    ['a zones report that names no unit', (s) => (s['board']['zones'][0] = { at: null, units: [] }), /board\.zones\.0\.units$/],
    ['negative victory points', (s) => ((Object.values(s['players'])[0] as Plain)['vp'] = -3), /players\..*\.vp/],
  ];
  it.each(cases)('%s is state/invalid, naming the field', (_, spoil, path) => {
    const s = restored();
    spoil(s);
    const r = engine.apply(s as unknown as BattleState<never>, next);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.violations[0]?.code).toBe('state/invalid');
    expect((r.violations[0]?.path ?? []).join('.')).toMatch(path);
  });

  it('the same state, unspoilt, is accepted and agrees with the engine-made one', () => {
    const r = engine.apply(restored() as unknown as BattleState<never>, next);
    const own = engine.apply(mid, next);
    expect(r.ok).toBe(true);
    if (r.ok && own.ok) expect(JSON.parse(JSON.stringify(r.state))).toEqual(JSON.parse(JSON.stringify(own.state)));
  });
});

describe('item 12: the streaming reader checks its options and its chunks', () => {
  const text = serializeLog(JSON.parse(LOG) as never);
  it.each([Number.NaN, 0, -1, '100', null])('maxBytes %s is a TypeError, never a dropped limit', (maxBytes) => {
    expect(() => replayLogChunks(engine, [text], { maxBytes } as never)).toThrow(/^replayLogChunks: maxBytes must be a number more than 0/);
  });
  it('options that are not an object, or chunks that are not iterable, are a TypeError naming the function', () => {
    expect(() => replayLogChunks(engine, [text], null as never)).toThrow(/^replayLogChunks: the options must be an object/);
    expect(() => replayLogChunks(engine, 42 as never)).toThrow(/^replayLogChunks: chunks must be an iterable/);
    expect(() => replayLogChunks(engine, {} as never)).toThrow(/^replayLogChunks: chunks must be an iterable/);
  });
  it('a limit given is kept, and Infinity lifts it', () => {
    const small = replayLogChunks(engine, [text], { maxBytes: 1000 });
    expect(small.ok).toBe(false);
    if (!small.ok) expect(small.violations[0]?.code).toBe('log/too-large');
    expect(replayLogChunks(engine, [text], { maxBytes: Number.POSITIVE_INFINITY }).ok).toBe(true);
  });
});
