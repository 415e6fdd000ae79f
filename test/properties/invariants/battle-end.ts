/**
 * Invariant 13: a battle ends after its planned rounds (fixed, or by the battle-length rolls), or by an immediate
 * victory, a withdrawal or an early end; and no event is accepted after the end.
 */
import { selectRounds } from 'battlepack-engine';
import fc from 'fast-check';
import { type BattleState } from '../../../src/index.js';
import { planOf } from '../../../src/authoring.js';
import { arbBattleOf, type PackEntry } from '../../arbitraries/index.js';
import { ok } from '../support.js';

/** The property of invariant 13 for one pack. */
export function battleEndProperty(entry: PackEntry) {
  const { engine } = entry;
  return fc.property(arbBattleOf(entry), fc.nat(), (battle, pick) => {
    const s = battle.state;
    const events = battle.events;
    const last = events[events.length - 1];
    ok(s.clock.stage === 'ended' && s.clock.result !== null && s.clock.turn === null && s.clock.pendingRoll === null, 'the battle did not end cleanly');
    const length = planOf(engine.pack, s)?.length ?? engine.pack.length;
    const maxRounds = length.kind === 'fixed' ? length.rounds : length.maxRounds;
    ok(s.clock.round <= maxRounds, () => `round ${s.clock.round} was played; the plan has ${maxRounds}`);
    const playedOut = selectRounds(s).length === s.clock.round && selectRounds(s)[s.clock.round - 1]?.turnsEnded === 2;

    if (length.kind === 'variable') {
      // every battle-length roll but the last let the battle go on
      const t = engine.trusted.initialState();
      events.forEach((e, i) => {
        engine.trusted.apply(t, e);
        if (e.type !== 'DiceRolled' || (e.data as { rule: string }).rule !== length.rule || i === events.length - 1) return;
        const roll = (e.data as { values: number[] }).values[0] ?? 0;
        ok(roll > (length.endsOn[t.clock.round] ?? 0), () => `the roll of ${roll} at event ${i} should have ended the battle in round ${t.clock.round}`);
      });
    }

    const early = last?.type === 'PlayerWithdrew' || last?.type === 'BattleEnded';
    const ended = (): string => `the battle ended in round ${s.clock.round} on ${last?.type} ${JSON.stringify(last?.data)}: ${s.clock.result?.reason}`;
    if (!early) {
      if (length.kind === 'fixed' && playedOut) ok(s.clock.round === length.rounds, ended);
      else if (length.kind === 'variable' && playedOut && last?.type === 'DiceRolled') {
        const d = last.data as { values: number[]; rule: string };
        ok(d.rule === length.rule && (d.values[0] ?? 0) <= (length.endsOn[s.clock.round] ?? 0), ended);
      } else if (length.kind === 'variable' && playedOut) ok(s.clock.round === length.maxRounds, ended);
      else ok((entry.immediateVictory ?? []).includes(battle.battleplan), ended);
    }

    // nothing is accepted after the end (asked of the final state the generator folded: a refusal reads only)
    const final: BattleState<unknown> = s;
    const json = JSON.stringify(final);
    const first = final.setup.playerOrder[0] ?? 'p1';
    const candidates = [
      events[pick % events.length],
      last,
      { type: 'TurnStarted', data: { player: first } },
      { type: 'PriorityDetermined', data: { round: final.clock.round + 1, rolls: Object.fromEntries(final.setup.playerOrder.map((p) => [p, 3])), firstTurn: first } },
    ];
    for (const c of candidates) {
      const r = engine.apply(final, c as (typeof events)[number]);
      ok(!r.ok && r.violations.some((v) => v.code === 'battle/already-over'), () => `${JSON.stringify(c)} after the end: ${JSON.stringify(r)}`);
    }
    ok(JSON.stringify(final) === json, 'the ended state changed');
  });
}
