/**
 * The Gallet battlepack, three ways: an app recording a battle event by event, the battle log saved and replayed,
 * and a small Monte Carlo simulation on the trusted fast path.
 *
 *   npx tsx examples/gallet-battle.ts
 *
 * It imports the package by its name, as your code would: in this repository the name resolves to the sources
 * (tsconfig `paths`, and an alias in vitest.config.ts), so it runs without a build.
 */
import { pathToFileURL } from 'node:url';
import { galletEngine, gallet, type GalletEvent } from 'battlepack-engine/gallet';
import { selectObjectives, selectPlayers, selectResult, createLog, parseLog, replayLog, selectScoringSheet, serializeLog, type BattleState } from 'battlepack-engine';
import { renderSheetMarkdown } from 'battlepack-engine/sheet';
import { createRng, randomBattle } from 'battlepack-engine/sim';

/** Records a five-round Head-on Collision battle through the public API, as a score-keeping app would. */
export function recordBattle(): { state: BattleState<unknown>; events: GalletEvent[]; refused: string } {
  const rng = createRng(2022);
  const events: GalletEvent[] = [];
  let state = galletEngine.initialState();
  const play = (event: GalletEvent): void => {
    const r = galletEngine.apply(state, event);
    if (!r.ok) throw new Error(r.violations.map((v) => v.message).join('\n'));
    state = r.state;
    events.push(event);
  };
  play({
    type: 'BattleSetUp',
    data: {
      battlepack: { id: gallet.id, version: gallet.version },
      battleplan: 'head-on-collision',
      pointsLimit: 1000,
      players: [
        { id: 'ana', name: 'Ana', role: 'attacker', faction: 'Stormcast Eternals', grandStrategy: 'take-whats-theirs' },
        { id: 'ben', name: 'Ben', role: 'defender', faction: 'Orruk Warclans', grandStrategy: 'defend-whats-ours' },
      ],
    },
  });
  play({
    type: 'UnitsAdded',
    data: {
      origin: 'roster',
      units: [
        { id: 'ana-lord', owner: 'ana', name: 'Lord-Vigilant', roles: ['leader'], wounds: 6, models: 1, general: true },
        { id: 'ana-vindictors', owner: 'ana', name: 'Vindictors', roles: ['battleline'], wounds: 2, models: 10 },
        { id: 'ana-liberators', owner: 'ana', name: 'Liberators', roles: ['battleline'], wounds: 2, models: 5 },
        { id: 'ben-boss', owner: 'ben', name: 'Megaboss', roles: ['leader'], wounds: 7, models: 1, general: true },
        { id: 'ben-ardboyz', owner: 'ben', name: 'Ardboyz', roles: ['battleline'], wounds: 2, models: 10 },
        { id: 'ben-brutes', owner: 'ben', name: 'Brutes', roles: ['battleline'], wounds: 3, models: 5 },
      ],
    },
  });
  play({ type: 'DeploymentFinished', data: { firstFinished: 'ben' } });

  // a rejected event: typed violations, and the state is left exactly as it was
  const wrong = galletEngine.apply(state, { type: 'TurnStarted', data: { player: 'ana' } });
  const refused = wrong.ok ? '' : `${wrong.violations[0]?.code}: ${wrong.violations[0]?.message}`;

  const objectives = selectObjectives(state).map((o) => o.id);
  for (let round = 1; round <= 5; round++) {
    const rolls = round === 1 ? undefined : { ana: rng.d6(), ben: rng.d6() };
    // round 1: whoever finished deploying first has priority; later rounds roll off (the engine applies the tie rule)
    // and the priority winner chooses who goes first — here a dice decides for them
    const first = round === 1 ? 'ben' : rng.pick(['ana', 'ben']);
    play({ type: 'PriorityDetermined', data: { round, ...(rolls !== undefined ? { rolls } : {}), firstTurn: first } });
    for (const player of [first, first === 'ana' ? 'ben' : 'ana']) {
      play({ type: 'TurnStarted', data: { player } });
      play({ type: 'PhaseStarted', data: { phase: 'hero' } });
      // ask before acting: the tactics this player may still pick, with their valid targets
      const tactic = galletEngine.available(state).battleTactics[player]?.[0];
      if (tactic !== undefined) {
        const target = tactic.targets?.[0];
        play({ type: 'BattleTacticPicked', data: { player, tactic: tactic.id, ...(target !== undefined ? { target } : {}) } });
      }
      play({ type: 'PhaseStarted', data: { phase: 'movement' } });
      // at the end of the turn, the app reports who contests what; the engine computes control from it
      const holder = rng.pick(objectives);
      const battleline = player === 'ana' ? 'ana-vindictors' : 'ben-ardboyz';
      play({ type: 'ObjectiveContestReported', data: { contests: [{ unit: battleline, objective: holder, models: 5 }] } });
      if (tactic !== undefined && rng.d6() >= 4) play({ type: 'BattleTacticCompleted', data: { player, tactic: tactic.id } });
      play({ type: 'TurnEnded', data: { player } });
    }
  }
  return { state, events, refused };
}

/** Saves the recorded battle as a log, reads it back and replays it with validation. */
export function saveAndReplay(events: readonly GalletEvent[]): string {
  const text = serializeLog(createLog(gallet, events, { title: 'Ana vs Ben, Head-on Collision' }));
  const parsed = parseLog(text);
  if (!parsed.ok) throw new Error(parsed.violations[0]?.message);
  const replayed = replayLog(galletEngine, parsed.value);
  if (!replayed.ok) throw new Error(replayed.violations[0]?.message);
  return renderSheetMarkdown(selectScoringSheet(replayed.state, gallet));
}

/** Plays `games` random legal battles of one battleplan on the trusted path and counts the wins by role. */
export function simulate(games: number, seed: number): { attacker: number; defender: number; draw: number } {
  const tally = { attacker: 0, defender: 0, draw: 0 };
  for (let i = 0; i < games; i++) {
    // the pack's own events and set-up (galletRandomOptions, shipped with battlepack-engine/sim) are played by default
    const { state } = randomBattle(galletEngine, { seed: seed * 100_003 + i, battleplan: 'turf-war' });
    const winner = selectResult(state)?.winner ?? null;
    if (winner === null) tally.draw++;
    else tally[selectPlayers(state).find((x) => x.id === winner)?.role ?? 'attacker']++;
  }
  return tally;
}

// run as a script
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { state, events, refused } = recordBattle();
  console.log(`Recorded ${events.length} events; one refused on the way: ${refused}`);
  console.log(`Result: ${selectResult(state)?.kind} victory for ${selectResult(state)?.winner ?? 'nobody'} (${selectResult(state)?.reason})\n`);
  console.log(saveAndReplay(events));
  const t = simulate(200, 7);
  console.log(`\n200 random Turf War battles: attacker ${t.attacker}, defender ${t.defender}, draws ${t.draw}`);
}
