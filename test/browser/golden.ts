import { gallet, galletEngine } from '../../src/battlepack/gallet/index.js';
import { DEMO_LOG } from '../../src/cli/demo-battle.js';
import { replayLog, selectScoringSheet, type ScoringSheet } from '../../src/index.js';

/** What the browser must show for the golden battle. */
export interface GoldenExpectation {
  readonly attackerVp: number;
  readonly defenderVp: number;
  readonly resultHeadline: string;
  readonly battleplan: string;
  readonly pointsLimit: number;
}

/**
 * The golden battle the browser test loads: the embedded five-round Gallet demo battle. Its final score is pinned
 * here (Grukk, the defender, wins 32 to 24) and checked against the replayed sheet before the browser looks at it.
 */
export function goldenSheet(): { sheet: ScoringSheet; expected: GoldenExpectation } {
  const r = replayLog(galletEngine, DEMO_LOG);
  if (!r.ok) throw new Error(`the demo battle does not replay: ${r.violations.map((v) => v.message).join('; ')}`);
  const sheet = selectScoringSheet(r.state, gallet);
  return { sheet, expected: { attackerVp: 24, defenderVp: 32, resultHeadline: 'Major victory: Grukk', battleplan: 'Head-on Collision', pointsLimit: 2000 } };
}
