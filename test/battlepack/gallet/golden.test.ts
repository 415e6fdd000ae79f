/**
 * Golden battles: one complete, hand-checked battle log per Gallet battleplan (`test/fixtures/gallet/<id>.log.json`),
 * replayed through the public API and compared line by line with the scoring sheet worked out by hand from the rules
 * (`<id>.sheet.json`, each line with its `check` note). The logs are written by `scripts/golden/<id>.ts`.
 */
// covers: gallet/objective-control gallet/victory-points gallet/glorious-victory
import { selectBattleTactics, selectDestroyed, selectRounds } from 'battlepack-engine';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { gallet, galletEngine, type GalletExt } from '../../../src/battlepack/gallet/index.js';
import { parseLog, replayLog, selectScoringSheet, serializeLog, type BattleLog, type BattleState, type ScoringSheet } from '../../../src/index.js';

const FIXTURES = join(import.meta.dirname, '../../fixtures/gallet');

const GOLDEN = [
  'the-prize-of-gallet',
  'the-realmstone-cache',
  'battlelines-drawn',
  'the-lurkers-below',
  'in-the-presence-of-idols',
  'the-nidus-paths',
  'the-mighty-and-the-cunning',
  'head-on-collision',
  'wont-back-down',
  'the-silksteel-nests',
  'close-to-the-chest',
  'turf-war',
] as const;

/** One round of one player, as worked out by hand. */
const ExpectedRound = z.strictObject({
  round: z.int(),
  turn: z.int().nullable(),
  battleTactic: z.string().nullable(),
  completed: z.boolean().nullable(),
  objectivesControlled: z.array(z.string()),
  vp: z.int(),
  check: z.string().optional(),
});

/** The expected scoring sheet of a golden battle. */
const ExpectedSheet = z.strictObject({
  battleplan: z.string(),
  pointsLimit: z.int(),
  roundsPlayed: z.int(),
  check: z.string().optional(),
  players: z
    .array(
      z.strictObject({
        id: z.string(),
        role: z.enum(['attacker', 'defender']),
        grandStrategy: z.string().nullable(),
        rounds: z.array(ExpectedRound),
        grandStrategyCompleted: z.boolean().nullable(),
        endOfBattleVp: z.int(),
        battleTacticsCompleted: z.int(),
        totalVp: z.int(),
      }),
    )
    .length(2),
  result: z.strictObject({ kind: z.enum(['major', 'minor', 'draw']), winner: z.string().nullable(), check: z.string().optional() }),
});
type ExpectedSheet = z.infer<typeof ExpectedSheet>;

function readText(id: string, kind: 'log' | 'sheet'): string {
  return readFileSync(join(FIXTURES, `${id}.${kind}.json`), 'utf8');
}

function loadLog(id: string): BattleLog {
  const parsed = parseLog(readText(id, 'log'));
  if (!parsed.ok) throw new Error(`${id}.log.json does not parse: ${parsed.violations.map((v) => v.message).join('; ')}`);
  return parsed.value;
}

function loadExpected(id: string): ExpectedSheet {
  return ExpectedSheet.parse(JSON.parse(readText(id, 'sheet')));
}

function replayed(id: string): BattleState<GalletExt> {
  const r = replayLog(galletEngine, loadLog(id));
  if (!r.ok) throw new Error(`${id}: event ${r.applied} refused: ${r.violations.map((v) => `${v.code}: ${v.message}`).join(' | ')}`);
  return r.state;
}

const sorted = (xs: readonly string[]): string[] => [...xs].sort();

/** Every difference between the engine's sheet and the hand count, one readable line each. */
function differences(id: string, sheet: ScoringSheet, expected: ExpectedSheet): string[] {
  const out: string[] = [];
  const diff = (where: string, what: string, want: unknown, got: unknown, check?: string): void => {
    if (JSON.stringify(want) !== JSON.stringify(got)) out.push(`${id} ${where}: ${what} expected ${JSON.stringify(want)}, engine has ${JSON.stringify(got)}${check === undefined ? '' : ` (hand count: ${check})`}`);
  };
  diff('sheet', 'battleplan', expected.battleplan, sheet.battleplan?.id ?? null);
  diff('sheet', 'points limit', expected.pointsLimit, sheet.pointsLimit);
  diff('sheet', 'rounds played', expected.roundsPlayed, sheet.roundsPlayed);
  diff('sheet', 'players (attacker first)', expected.players.map((p) => p.id), sheet.players.map((p) => p.id));
  for (const want of expected.players) {
    const got = sheet.players.find((p) => p.id === want.id);
    const who = `${want.id} (${want.role})`;
    if (got === undefined) {
      out.push(`${id}: no player ${who} on the sheet`);
      continue;
    }
    diff(who, 'role', want.role, got.role);
    diff(who, 'grand strategy', want.grandStrategy, got.grandStrategy?.id ?? null);
    diff('sheet', `rounds of ${who}`, want.rounds.map((r) => r.round), got.rounds.map((r) => r.round));
    for (const r of want.rounds) {
      const line = got.rounds.find((x) => x.round === r.round);
      const where = `R${r.round} ${who}`;
      if (line === undefined) {
        out.push(`${id} ${where}: no such round on the sheet`);
        continue;
      }
      diff(where, 'turn', r.turn, line.turn, r.check);
      diff(where, 'battle tactic', r.battleTactic, line.battleTactic?.id ?? null, r.check);
      diff(where, 'battle tactic completed', r.completed, line.battleTactic?.completed ?? null, r.check);
      diff(where, 'objectives controlled', sorted(r.objectivesControlled), sorted(line.objectivesControlled), r.check);
      diff(where, 'VP', r.vp, line.vp, r.check);
    }
    diff(who, 'grand strategy completed', want.grandStrategyCompleted, got.grandStrategyCompleted);
    diff(who, 'end-of-battle VP', want.endOfBattleVp, got.endOfBattleVp);
    diff(who, 'battle tactics completed', want.battleTacticsCompleted, got.battleTacticsCompleted);
    diff(who, 'total VP', want.totalVp, got.totalVp);
  }
  diff('result', 'kind', expected.result.kind, sheet.result?.kind ?? null, expected.result.check);
  diff('result', 'winner', expected.result.winner, sheet.result?.winner ?? null, expected.result.check);
  return out;
}

describe('golden battles: every battleplan has a log and a hand-made sheet', () => {
  it('covers the 12 battleplans of the pack', () => {
    expect([...GOLDEN].sort()).toEqual(Object.keys(gallet.battleplans).sort());
  });

  it('includes a major victory for each side, a tie broken by battle tactics, one broken by grand strategy, a draw and an immediate victory', () => {
    const results = GOLDEN.map((id) => {
      const state = replayed(id);
      const winner = state.clock.result?.winner ?? null;
      return { kind: state.clock.result?.kind, role: winner === null ? null : state.players[winner]?.role, source: state.clock.result?.source ?? '' };
    });
    expect(results.some((r) => r.kind === 'major' && r.role === 'attacker')).toBe(true);
    expect(results.some((r) => r.kind === 'major' && r.role === 'defender')).toBe(true);
    expect(results.some((r) => r.kind === 'minor' && r.source.endsWith('/most-battle-tactics'))).toBe(true);
    expect(results.some((r) => r.kind === 'minor' && r.source.endsWith('/grand-strategy'))).toBe(true);
    expect(results.some((r) => r.kind === 'draw')).toBe(true);
    expect(results.some((r) => r.source.endsWith('/lurkers-glorious-victory'))).toBe(true);
  });

  it('has at least one priority roll-off tie that went to the player who took the first turn of the round before', () => {
    const ties = GOLDEN.flatMap((id) => selectRounds(replayed(id)).filter((r) => r.priority.how === 'tie').map((r) => ({ id, r })));
    expect(ties.length).toBeGreaterThan(0);
    for (const { id, r } of ties) {
      const before = selectRounds(replayed(id)).find((x) => x.round === r.round - 1);
      expect(r.priority.winner, `${id} R${r.round}`).toBe(before?.first);
    }
  });
});

/** The battleplan's own pack event each golden battle must contain (plans whose rules need one). */
const PLAN_EVENTS: Readonly<Partial<Record<(typeof GOLDEN)[number], string>>> = {
  'the-prize-of-gallet': 'ObjectiveActivated',
  'the-realmstone-cache': 'RealmstoneFragmentsPlaced',
  'in-the-presence-of-idols': 'IdolsChosen',
  'the-nidus-paths': 'NidusPathTraversed',
  'the-mighty-and-the-cunning': 'ProvingGroundPicked',
  'wont-back-down': 'UnitRallied',
  'the-silksteel-nests': 'ObjectivePillaged',
  'close-to-the-chest': 'AlphaObjectiveNamed',
  'turf-war': 'UnitsAdded',
};

describe('golden battles: what every battle shows', () => {
  it.each(GOLDEN)('%s: tactics completed from the facts, completed on the players\' word, and failed', (id) => {
    const tactics = selectBattleTactics(replayed(id));
    expect(tactics.some((t) => t.status === 'completed' && t.statement === null), 'completed from the facts').toBe(true);
    expect(tactics.some((t) => t.status === 'completed' && t.statement === 'completed'), "completed on the players' word").toBe(true);
    expect(tactics.some((t) => t.status === 'failed'), 'failed').toBe(true);
    expect(new Set(tactics.map((t) => t.tactic)).size, 'different tactics').toBeGreaterThanOrEqual(4);
  });

  it.each(GOLDEN)('%s: priority rolls from round 2, and small armies with GALLETIAN VETERANS Battleline', (id) => {
    const state = replayed(id);
    for (const r of selectRounds(state)) expect(r.priority.rolls === null, `R${r.round} rolls`).toBe(r.round === 1);
    for (const p of state.setup.playerOrder) {
      const starting = Object.values(state.units).filter((u) => u.def.owner === p && u.def.startingArmy);
      expect(starting.length, `${p} starting army`).toBeGreaterThanOrEqual(3);
      expect(starting.length, `${p} starting army`).toBeLessThanOrEqual(6);
      expect(starting.some((u) => u.def.roles.includes('battleline') && u.derivedKeywords.includes('GALLETIAN VETERANS')), `${p} veterans`).toBe(true);
    }
  });

  it.each(GOLDEN)("%s: contains the battleplan's own events, contest reports and destroyed units", (id) => {
    const types = loadLog(id).events.map((e) => e.type);
    const own = PLAN_EVENTS[id];
    if (own !== undefined) expect(types).toContain(own);
    expect(types).toContain('ObjectiveContestReported');
    expect(types).toContain('ZonesReported');
    expect(selectDestroyed(replayed(id)).length).toBeGreaterThan(2);
  });

  it('judges grand strategies both ways across the set', () => {
    const judged = GOLDEN.flatMap((id) => Object.values(replayed(id).players).map((p) => p.grandStrategyCompleted));
    expect(judged).toContain(true);
    expect(judged).toContain(false);
    expect(judged).not.toContain(null);
  });
});

describe.each(GOLDEN)('golden battle %s', (id) => {
  it('is a battlepack log with a title and a note on the hand check', () => {
    const log = loadLog(id);
    expect(log.format).toBe('battlepack-log');
    expect(log.battlepack).toEqual({ id: gallet.id, version: gallet.version });
    expect(log.meta?.title ?? '').not.toBe('');
    expect(log.meta?.note ?? '').not.toBe('');
  });

  it('replays through the engine without a single violation', () => {
    const r = replayLog(galletEngine, loadLog(id));
    expect(r.ok ? [] : r.violations.map((v) => `event ${v.eventIndex ?? '?'}: ${v.code}: ${v.message}`)).toEqual([]);
    expect(r.state.clock.stage).toBe('ended');
    expect(r.state.setup.battleplan).toBe(id);
  });

  it('has a hand-made sheet that adds up', () => {
    const expected = loadExpected(id);
    for (const p of expected.players) {
      const perRound = p.rounds.reduce((a, r) => a + r.vp, 0);
      expect(perRound + p.endOfBattleVp, `${id} ${p.id}: rounds + end of battle`).toBe(p.totalVp);
      expect(p.rounds.filter((r) => r.completed === true).length, `${id} ${p.id}: completed tactics`).toBe(p.battleTacticsCompleted);
    }
  });

  it('gives the scoring sheet worked out by hand, round by round and player by player', () => {
    const sheet = selectScoringSheet(replayed(id), gallet);
    expect(differences(id, sheet, loadExpected(id))).toEqual([]);
  });

  it('reaches the same final state on the trusted fast path', () => {
    const events = loadLog(id).events as unknown as Parameters<typeof galletEngine.trusted.replay>[0];
    const fast = galletEngine.trusted.replay(events);
    expect(JSON.parse(JSON.stringify(fast))).toEqual(JSON.parse(JSON.stringify(replayed(id))));
  });

  it('is the log its generator script writes', async () => {
    const mod = (await import(`../../../scripts/golden/${id}.ts`)) as { log: BattleLog };
    expect(serializeLog(mod.log)).toBe(readText(id, 'log'));
  });
});
