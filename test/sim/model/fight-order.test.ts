import { describe, expect, it } from 'vitest';
import { selectTurn } from 'battlepack-engine';
import { nextToFight, type FightingUnit } from 'battlepack-engine/authoring';
import { ModelGame, randomModelBot, sampleArmies, type ArmyProfile, type ModelDecision } from 'battlepack-engine/sim/model';
import { MODEL_PACKS, plansOf } from './support.js';

// ruling sim/fight-order-editions, docs/game-model.md "Fight order": a model game picks fighters in its own edition's order

/** The army with STRIKE-LAST on every other unit (the first, its leader, keeps none). */
function withStrikeLast(army: ArmyProfile): ArmyProfile {
  return { ...army, name: `${army.name} (strike-last)`, units: army.units.map((u, i) => (i % 2 === 1 ? { ...u, strikeLast: true } : u)) };
}

/** The smallest gap between the bases of two units, in inches. */
function gapOf(a: { r: number; spots: readonly { x: number; y: number }[] }, b: { r: number; spots: readonly { x: number; y: number }[] }): number {
  let best = Infinity;
  for (const p of a.spots) for (const q of b.spots) best = Math.min(best, Math.hypot(p.x - q.x, p.y - q.y));
  return best - a.r - b.r;
}

interface Seen {
  /** Fight picks checked. */
  picks: number;
  /** Picks where the 3rd- and 4th-edition orders name a different player or different units. */
  differ: number;
}

/**
 * Plays random games and checks every FightTarget request against `nextToFight` of `expected`'s edition, computed from
 * the public view of the game: the units in combat when the phase's first pick is asked, those picked since, and the
 * active player. Counts the picks where the other edition's order would differ.
 */
function checkFightOrder(engine: (typeof MODEL_PACKS)[number]['engine'], armies: readonly [ArmyProfile, ArmyProfile], expected: 3 | 4, games: number): Seen {
  const seen: Seen = { picks: 0, differ: 0 };
  const plans = plansOf(engine);
  for (let seed = 1; seed <= games; seed++) {
    const game = new ModelGame(engine, { seed, battleplan: plans[seed % plans.length] as string, armies });
    const bots = [randomModelBot(seed), randomModelBot(seed + 1000)];
    let phaseKey = '';
    let units: FightingUnit[] = [];
    let fought: string[] = [];
    while (!game.ended) {
      const req = game.request;
      if (req === null) break;
      if (req.kind === 'FightTarget') {
        const t = selectTurn(game.state as never);
        const key = `${t.round} ${t.turn} ${t.player}`;
        if (key !== phaseKey) {
          phaseKey = key;
          fought = [];
          const bodies = game.bodies();
          units = bodies
            .filter((b) => bodies.some((e) => e.owner !== b.owner && gapOf(b, e) <= 3 + 1e-9))
            .map((b) => ({ id: b.id, player: b.owner, ...(game.profile(b.id)?.strikeLast === true ? { strikeLast: true } : {}) }));
        }
        const present = new Set(game.bodies().map((b) => b.id));
        const now = units.map((u) => ({ ...u, canFight: present.has(u.id) }));
        const order = (edition: 3 | 4) => {
          const r = nextToFight({ units: now, fought, activePlayer: t.player ?? '', edition });
          return r.ok ? { player: r.player, units: [...r.units].sort() } : null;
        };
        const want = order(expected);
        // the other edition's next pick, while the picks so far are ones it allows too (else it differed earlier)
        const other = order(expected === 3 ? 4 : 3);
        const offered = { player: req.player, units: [...new Set(req.options.map((o) => o.unit as string))].sort() };
        expect(offered, `seed ${seed}, ${key}, fought ${fought.join(',')}`).toEqual(want);
        seen.picks++;
        if (other !== null && JSON.stringify(other) !== JSON.stringify(want)) seen.differ++;
      }
      const bot = bots[req.player === game.state.setup.playerOrder[1] ? 1 : 0] as (typeof bots)[number];
      const pick = bot(req, game) as ModelDecision | null;
      if (req.kind === 'FightTarget' && pick?.unit !== undefined) fought.push(pick.unit);
      game.choose(pick);
    }
  }
  return seen;
}

const gallet = MODEL_PACKS.find((p) => p.edition === 3);
const wilds = MODEL_PACKS.find((p) => p.edition === 4);
if (gallet === undefined || wilds === undefined) throw new Error('the model packs of both editions');

describe('fight order by edition in model games', () => {
  it('a 3rd-edition game follows the 3rd-edition order where it differs from the 4th (STRIKE-LAST units alternate afresh from the active player)', () => {
    const armies = [withStrikeLast(sampleArmies[3][0]), withStrikeLast(sampleArmies[3][1])] as const;
    const seen = checkFightOrder(gallet.engine, armies, 3, 30);
    expect(seen.picks).toBeGreaterThan(50);
    // the case the fix is about happened: the 4th-edition order would have given another pick
    expect(seen.differ).toBeGreaterThan(0);
  });

  it('a 4th-edition game with the same kind of armies follows the 4th-edition order', () => {
    const armies = [withStrikeLast(sampleArmies[4][0]), withStrikeLast(sampleArmies[4][1])] as const;
    const seen = checkFightOrder(wilds.engine, armies, 4, 20);
    expect(seen.picks).toBeGreaterThan(30);
    expect(seen.differ).toBeGreaterThan(0);
  });

  it('without STRIKE-LAST units the two editions agree, and a 3rd-edition game plays that one order', () => {
    const seen = checkFightOrder(gallet.engine, sampleArmies[3], 3, 15);
    expect(seen.picks).toBeGreaterThan(30);
    expect(seen.differ).toBe(0);
  });
});
