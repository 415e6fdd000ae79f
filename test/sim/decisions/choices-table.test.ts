import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { BattleState } from '../../../src/index.js';
import { PLAYER_CHOICES, choicesTable, decisions, randomBattle } from '../../../src/sim.js';
import { galletEngine } from '../../../src/gallet.js';
import { galletBattleplans } from '../../../src/battlepack/gallet/index.js';
import { blightedWildsEngine } from '../../../src/blighted-wilds.js';
import type { AnyEngine } from './support.js';

/** The event kinds `decisions` offers in some state of the random battles of `engine`. */
function offeredKinds(engine: AnyEngine, runs: readonly { seed: number; battleplan?: string }[]): Set<string> {
  const kinds = new Set<string>();
  for (const r of runs) {
    const b = randomBattle(engine, { seed: r.seed, ...(r.battleplan !== undefined ? { battleplan: r.battleplan } : {}) });
    let state = engine.initialState() as BattleState<unknown>;
    for (const e of b.events) {
      for (const d of decisions(engine, state)) kinds.add(d.kind);
      state = engine.applyOrThrow(state, e);
    }
  }
  return kinds;
}

const expected = (pack: string, status: 'offered' | 'ruled-out') => new Set(PLAYER_CHOICES.filter((c) => (c.pack === pack || c.pack === 'core') && c.status === status).map((c) => c.event));

describe('the table of player choices (docs/choices.md)', () => {
  it('is generated from PLAYER_CHOICES', () => {
    expect(readFileSync(new URL('../../../docs/choices.md', import.meta.url), 'utf8')).toBe(choicesTable());
  });

  it('matches what decisions offers in Gallet battles: every kind offered is marked offered, and every one marked offered is met', () => {
    const gallet = galletEngine as unknown as AnyEngine;
    const kinds = offeredKinds(gallet, Object.keys(galletBattleplans).map((battleplan, i) => ({ seed: 11 + i, battleplan })));
    const offered = expected('gallet-2022-s1', 'offered');
    for (const k of kinds) expect(offered, k).toContain(k);
    // withdrawal: Gallet has no withdrawal rule, so it is never offered there
    for (const k of offered) if (k !== 'PlayerWithdrew' && k !== 'InitiativeSeized') expect(kinds, k).toContain(k);
    for (const k of expected('gallet-2022-s1', 'ruled-out')) expect(kinds, k).not.toContain(k);
  });

  it('matches what decisions offers in Blighted Wilds battles', () => {
    const bw = blightedWildsEngine as unknown as AnyEngine;
    const kinds = offeredKinds(bw, [1, 2, 3, 4, 5, 6].map((seed) => ({ seed })));
    const offered = expected('blighted-wilds', 'offered');
    for (const k of kinds) expect(offered, k).toContain(k);
    for (const k of offered) expect(kinds, k).toContain(k);
    for (const k of expected('blighted-wilds', 'ruled-out')) expect(kinds, k).not.toContain(k);
  });
});
