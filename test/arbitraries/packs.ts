/**
 * The packs the properties run across: the core test pack, Gallet (every battleplan) and Blighted Wilds. Adding a
 * pack is adding an entry here.
 */
import { createEngine } from '../../src/index.js';
import { testPack } from '../support/test-pack.js';
import { packEntry, type PackEntry } from './entry.js';
import { blightedWildsEntry } from './blighted-wilds.js';
import { galletEntry } from './gallet.js';

const testEngine = createEngine(testPack);

/** The core test pack: beacons lit now and then (its one pack event). */
export const testEntry = packEntry({
  name: 'test-pack',
  engine: testEngine,
  extras: (state, rng, moment) => {
    if (moment !== 'hero-phase' && moment !== 'combat') return [];
    const player = state.clock.turn?.player;
    const objectives = Object.values(state.board.objectives).filter((o) => o.active);
    if (player === undefined || objectives.length === 0 || rng.next() > 0.3) return [];
    return [{ type: 'BeaconLit' as const, data: { player, objective: rng.pick(objectives).id } }];
  },
});

/** Every pack entry, optionally narrowed by `PROPERTY_PACKS=name,name`. */
export const PACKS: readonly PackEntry[] = ((): PackEntry[] => {
  const all = [testEntry, galletEntry, blightedWildsEntry];
  const only = process.env['PROPERTY_PACKS'];
  if (only === undefined || only.trim() === '') return all;
  const names = new Set(only.split(',').map((s) => s.trim()));
  return all.filter((p) => names.has(p.name));
})();

