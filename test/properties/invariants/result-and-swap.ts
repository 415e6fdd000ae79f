/**
 * Invariant 6: the result agrees with the VP and the tie-break order; swapping the two players' labels through the
 * whole log swaps the result and changes nothing else.
 */
import fc from 'fast-check';
import { defaultResult } from '../../../src/authoring.js';
import { arbBattleOf, swapPlayers, type LegalBattle, type PackEntry } from '../../arbitraries/index.js';
import { expectSame, ok } from '../support.js';

/** Checks the result of a finished battle against its VP, withdrawals, concessions and immediate victories. */
export function checkResult(entry: PackEntry, battle: LegalBattle): void {
  const s = battle.state;
  const r = s.clock.result;
  ok(r !== null, 'an ended battle has a result');
  const [a, b] = s.setup.playerOrder as [string, string];
  const vp = (id: string): number => s.players[id]?.vp ?? 0;
  const other = (id: string): string => (id === a ? b : a);
  const last = battle.events[battle.events.length - 1];
  const shown = (): string => `result ${JSON.stringify(r)} with VP ${a} ${vp(a)}, ${b} ${vp(b)}`;
  ok(r.winner === null || s.setup.playerOrder.includes(r.winner), shown);
  ok((r.kind === 'draw') === (r.winner === null), shown);

  const withdrew = s.setup.playerOrder.find((id) => s.players[id]?.withdrew === true);
  if (withdrew !== undefined) {
    // a withdrawal hands the opponent a major victory, whatever the points
    ok(r.source === 'core/withdrawal' && r.kind === 'major' && r.winner === other(withdrew), shown);
    return;
  }
  if (last?.type === 'BattleEnded' && (last.data as { reason: string }).reason === 'concession') {
    const by = (last.data as { concededBy?: string }).concededBy;
    ok(r.source === 'core/concession', shown);
    if (by !== undefined) ok(r.kind === 'major' && r.winner === other(by), shown);
    return;
  }
  const byPoints = entry.engine.pack.result?.(s) ?? defaultResult(s);
  if (byPoints.source !== r.source || byPoints.winner !== r.winner || byPoints.kind !== r.kind) {
    // only an immediate victory of the battleplan may decide otherwise than the points
    ok((entry.immediateVictory ?? []).includes(battle.battleplan), () => `${shown()} differs from the result by points ${JSON.stringify(byPoints)}`);
    return;
  }
  // by points: more VP is a major victory; tied VP is never a major victory (a draw, or a tie-break's minor one)
  if (vp(a) !== vp(b)) ok(r.kind === 'major' && r.winner === (vp(a) > vp(b) ? a : b), shown);
  else ok(r.kind !== 'major', shown);
}

/** The property of invariant 6 for one pack. */
export function resultAndSwapProperty(entry: PackEntry) {
  const { engine } = entry;
  return fc.property(arbBattleOf(entry), (battle) => {
    checkResult(entry, battle);
    const [a, b] = battle.state.setup.playerOrder as [string, string];
    const swapped = engine.replay(swapPlayers(battle.events, a, b));
    ok(swapped.ok, () => `the swapped log was refused: ${swapped.ok ? '' : JSON.stringify(swapped.violations)}`);
    const w = battle.state.clock.result?.winner ?? null;
    ok((swapped.state.clock.result?.winner ?? null) === (w === a ? b : w === b ? a : null), () => `the winner ${w} did not swap: ${swapped.state.clock.result?.winner}`);
    ok(swapped.state.clock.result?.kind === battle.state.clock.result?.kind, 'the kind of result changed');
    // Gallet's unit-name index is a sorted list of owner:name keys: renamed owners sort differently, the set is the same
    expectSame(namesSorted(swapped.state), namesSorted(swapPlayers(battle.state, a, b)), 'the battle with the players swapped');
  });
}

/** The state with a sorted `ext.unitNames` list (Gallet's index of unit names), other states as they are. */
function namesSorted<S extends { ext: unknown }>(state: S): S {
  const ext = state.ext as { unitNames?: unknown } | null;
  if (ext === null || typeof ext !== 'object' || !Array.isArray(ext.unitNames)) return state;
  return { ...state, ext: { ...ext, unitNames: [...(ext.unitNames as string[])].sort() } };
}
