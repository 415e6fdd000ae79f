/**
 * Invariant 4: a battle tactic is picked at most once per player per battle, at most one per turn, in the picker's
 * own turn, and scores at most once (in its turn, only when completed). The engine is also asked, at every hero phase
 * and after every pick, to re-pick a used tactic or pick a second one: it must refuse. It is asked on the battle's
 * trusted-path draft, with `trusted.check` and `trusted.available` (the rules of `check` and `available`, reading the
 * draft as it is; the public methods would first copy and check a state they did not make).
 */
import { selectBattleTactics, selectRounds, selectLedger } from 'battlepack-engine';
import fc from 'fast-check';
import type { BattleState, TacticRecord } from '../../../src/index.js';
import { arbBattleOf, type AnyEngine, type PackEntry } from '../../arbitraries/index.js';
import { ok } from '../support.js';

function pickOf(player: string, tactic: string, target: TacticRecord['target'] | undefined) {
  return { type: 'BattleTacticPicked' as const, data: { player, tactic, ...(target != null ? { target: { kind: target.kind, id: target.id } } : {}) } };
}

/** At the start of a hero phase a used tactic is refused; after a pick, any second pick is refused. */
function checkRefusals(engine: AnyEngine, s: BattleState<unknown>, afterPick: boolean, index: number): void {
  const turn = s.clock.turn;
  if (turn === null) return;
  const player = turn.player;
  const mine = selectBattleTactics(s).filter((t) => t.player === player);
  const thisTurn = mine.find((t) => t.round === s.clock.round && t.turn === turn.number);
  for (const used of mine) {
    if (used === thisTurn && !afterPick) continue;
    const codes = engine.trusted.check(s as never, pickOf(player, used.tactic, used.target)).map((v) => v.code);
    ok(codes.length > 0, () => `after event ${index}, ${player} could pick ${used.tactic} again`);
    if (thisTurn === undefined && turn.phase === 'hero' && turn.tacticWindow && s.clock.pendingRoll === null)
      ok(codes.includes('battle-tactic/already-used'), () => `re-picking ${used.tactic} after event ${index} was refused with ${codes.join(', ')}, not battle-tactic/already-used`);
  }
  if (afterPick && thisTurn !== undefined) {
    const av = engine.trusted.available(s as never);
    ok(!av.canPickBattleTactic, () => `after event ${index} a second pick is offered`);
    for (const t of av.battleTactics[player] ?? []) {
      const codes = engine.trusted.check(s as never, pickOf(player, t.id, t.targets?.[0])).map((v) => v.code);
      ok(codes.length > 0, () => `after event ${index}, ${player} could pick a second tactic (${t.id}) in one turn`);
    }
  }
}

/** The property of invariant 4 for one pack. */
export function battleTacticsProperty(entry: PackEntry) {
  const { engine } = entry;
  return fc.property(arbBattleOf(entry), (battle) => {
    const s = engine.trusted.initialState();
    battle.events.forEach((event, index) => {
      engine.trusted.apply(s, event);
      if (s.clock.stage === 'ended') return;
      if (event.type === 'PhaseStarted' && s.clock.turn?.phase === 'hero') checkRefusals(engine, s as BattleState<unknown>, false, index);
      else if (event.type === 'BattleTacticPicked') checkRefusals(engine, s as BattleState<unknown>, true, index);
    });

    const final = battle.state;
    const plan = engine.pack.battleplans[battle.battleplan];
    ok(plan !== undefined, `no battleplan ${battle.battleplan}`);
    const seenTactic = new Set<string>();
    const seenTurn = new Set<string>();
    for (const t of selectBattleTactics(final)) {
      const key = `${t.player}/${t.tactic}`;
      ok(!seenTactic.has(key), () => `${t.player} picked ${t.tactic} twice`);
      seenTactic.add(key);
      const turnKey = `${t.player}/${t.round}/${t.turn}`;
      ok(!seenTurn.has(turnKey), () => `${t.player} picked two tactics in round ${t.round}, turn ${t.turn}`);
      seenTurn.add(turnKey);
      const round = selectRounds(final).find((r) => r.round === t.round);
      ok((t.turn === 1 ? round?.first : round?.second) === t.player, () => `${t.tactic} was picked outside ${t.player}'s own turn`);

      // scoring: the tactic's lines all come from one event, the end of the pick's turn, and only when completed
      const lines = selectLedger(final).filter((l) => l.player === t.player && l.source.includes(`/battle-tactic/${t.tactic}`));
      if (t.status !== 'completed') ok(lines.length === 0, () => `${t.tactic} (${t.status}) scored ${JSON.stringify(lines)}`);
      else {
        // a plan may give no VP at all (The Lurkers Below); otherwise a completed tactic scores
        if (plan.maxVp.perBattle > 0) ok(lines.length > 0, () => `${t.tactic} was completed but scored nothing`);
        ok(lines.length <= 1 || new Set(lines.map((l) => l.eventIndex)).size === 1, () => `${t.tactic} scored more than once: ${JSON.stringify(lines)}`);
        if (lines.length === 0) continue;
        ok(new Set(lines.map((l) => l.eventIndex)).size === 1, () => `${t.tactic} scored more than once: ${JSON.stringify(lines)}`);
        for (const l of lines) ok(l.round === t.round && l.turn === t.turn, () => `${t.tactic} scored outside its turn: ${JSON.stringify(l)}`);
        const at = lines[0]?.eventIndex ?? -1;
        ok(battle.events[at]?.type === 'TurnEnded', () => `${t.tactic} scored on ${battle.events[at]?.type}, not when the turn ended`);
      }
    }
    for (const l of selectLedger(final)) {
      if (!l.source.includes('/battle-tactic/')) continue;
      ok(
        selectBattleTactics(final).some((t) => t.player === l.player && t.status === 'completed' && l.source.includes(`/battle-tactic/${t.tactic}`)),
        () => `ledger line ${JSON.stringify(l)} belongs to no completed tactic`,
      );
    }
  });
}
