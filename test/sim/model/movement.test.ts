import { describe, expect, it } from 'vitest';
import { selectUnit } from 'battlepack-engine';
import { ModelGame, randomModelBot, greedyModelBot, sampleArmies, uniformArmy, KEEP_AWAY, PILE_IN, CHARGE_RANGE, type ModelBot } from 'battlepack-engine/sim/model';
import { MODEL_PACKS, circles, plansOf, runs } from './support.js';

const TOL = 1e-6;

/** Whether the bases of `unit` (every unit's when not given) stand on the battlefield and overlap no other base. */
function legalTable(game: ModelGame, width: number, height: number, unit?: string): string | null {
  const all = circles(game);
  const mine = unit === undefined ? all : all.filter((c) => c.unit === unit);
  for (const c of mine) if (c.x - c.r < -TOL || c.y - c.r < -TOL || c.x + c.r > width + TOL || c.y + c.r > height + TOL) return `${c.unit} off the battlefield at (${c.x}, ${c.y})`;
  for (const a of mine)
    for (const b of all) {
      if (a === b) continue;
      if (Math.hypot(a.x - b.x, a.y - b.y) - a.r - b.r < -TOL) return `${a.unit} and ${b.unit} overlap`;
    }
  return null;
}

describe.each(MODEL_PACKS)('movement, $name', ({ engine, edition }) => {
  it('no unit moves further than its Move, its charge roll or 3" of pile-in, leaves the battlefield, overlaps a base, or ends a normal move near the enemy', () => {
    const plans = plansOf(engine);
    const n = runs(2);
    for (let i = 0; i < n; i++) {
      const seed = 500 + i;
      const plan = plans[i % plans.length] as string;
      const armies = i % 2 === 0 ? sampleArmies[edition] : ([uniformArmy(edition, 8, 10, 'A'), uniformArmy(edition, 8, 10, 'B')] as const);
      const game = new ModelGame(engine, { seed, battleplan: plan, armies, trace: true });
      const bots: ModelBot[] = [randomModelBot(seed), i % 2 === 0 ? greedyModelBot() : randomModelBot(seed + 7)];
      let [w, h] = [0, 0];
      let guard = 0;
      while (!game.ended && guard++ < 20_000) {
        const req = game.request;
        if (req === null) break;
        const pick = (bots[game.state.setup.playerOrder.indexOf(req.player) === 1 ? 1 : 0] as ModelBot)(req, game);
        game.choose(pick);
        const map = game.state.board.table.map;
        if (w === 0 && map !== null) {
          [w, h] = [map.width, map.height];
          // deployed legally
          expect(legalTable(game, w, h)).toBeNull();
        }
        if (['UnitDestination', 'ChargeTarget', 'FightTarget'].includes(req.kind) && pick?.unit !== undefined) expect(legalTable(game, w, h, pick.unit), `${plan} seed ${seed} after ${req.kind}`).toBeNull();
        if (req.kind === 'PriorityDetermined') expect(legalTable(game, w, h)).toBeNull();
        if (req.kind === 'UnitDestination' && pick?.unit !== undefined) {
          // a normal move never ends within 3" of an enemy (3rd) / in its combat range (4th)
          const me = game.bodies().find((b) => b.id === pick.unit);
          for (const e of game.bodies())
            if (me !== undefined && e.owner !== me.owner)
              for (const p of me.spots) for (const q of e.spots) expect(Math.hypot(p.x - q.x, p.y - q.y) - me.r - e.r).toBeGreaterThan(KEEP_AWAY[edition] - 0.5);
        }
      }
      expect(game.ended).toBe(true);
      const moves = game.moves;
      expect(moves.some((m) => m.step === 'move')).toBe(true);
      for (const m of moves) {
        const profile = game.profile(m.unit);
        const limit = m.step === 'move' ? (profile?.move ?? 0) : m.step === 'charge' ? CHARGE_RANGE : PILE_IN;
        expect(m.allowed).toBeLessThanOrEqual(limit);
        expect(m.after.length).toBe(m.before.length);
        m.before.forEach((b, k) => {
          const a = m.after[k] as { x: number; y: number };
          expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeLessThanOrEqual(m.allowed + TOL);
        });
      }
    }
  });
});

describe.each(MODEL_PACKS)('casualties on the table, $name', ({ engine, edition }) => {
  it('after every choice each unit on the table has exactly the models the engine says it has left', () => {
    const plans = plansOf(engine);
    const n = runs(3);
    for (let i = 0; i < n; i++) {
      const seed = 900 + i;
      const plan = plans[i % plans.length] as string;
      const game = new ModelGame(engine, { seed, battleplan: plan, armies: [uniformArmy(edition, 10, 10, 'A'), uniformArmy(edition, 10, 10, 'B')] });
      const bots: ModelBot[] = [greedyModelBot(), randomModelBot(seed)];
      let slain = 0;
      let guard = 0;
      while (!game.ended && guard++ < 20_000) {
        const req = game.request;
        if (req === null) break;
        game.choose((bots[guard % 2] as ModelBot)(req, game));
        for (const b of game.bodies()) {
          const left = selectUnit(game.state, b.id)?.modelsRemaining;
          expect(b.spots.length, `${plan} seed ${seed}: ${b.id} after ${req.kind}`).toBe(left);
          slain += 10 - b.spots.length;
        }
      }
      expect(game.ended).toBe(true);
      // the games fought: models were slain and removed
      expect(slain).toBeGreaterThan(0);
    }
  });
});
