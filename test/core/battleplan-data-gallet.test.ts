import { selectLedger } from 'battlepack-engine';
import { describe, expect, it } from 'vitest';
import { createEngine, type VpLine } from '../../src/index.js';
import { createRng } from '../../src/sim.js';
import { battleplanFromData, type BattleplanData, type BattleplanDef, type ObjectiveSelector, type VpLineData } from '../../src/authoring.js';
import { gallet, galletBattleplans, galletEngine, type GalletExt } from '../../src/battlepack/gallet/index.js';
import { galletRule } from '../../src/gallet-reference.js';

// The default Gallet scoring (ghb 2022 s1, "Victory Points" of each battleplan) written as battleplan data. Every line
// names the hand-written pack's ledger source, so the two ledgers can be compared line for line.
const src = (id: string) => `gallet-2022-s1/scoring/${id}`;
const defaultLines = (of?: ObjectiveSelector): VpLineData[] => [
  { kind: 'hold-at-least', id: 'hold-one', count: 1, amount: 1, source: src('hold-one'), ...(of !== undefined ? { of } : {}) },
  { kind: 'hold-at-least', id: 'hold-two', count: 2, amount: 1, source: src('hold-two'), ...(of !== undefined ? { of } : {}) },
  { kind: 'hold-more-than-opponent', id: 'hold-more', amount: 1, source: src('hold-more'), ...(of !== undefined ? { of } : {}) },
];

type PlanId = keyof typeof galletBattleplans;

/** The data version of a Gallet battleplan's default scoring; its layout and special-rule hooks stay the pack's. */
function dataPlan(id: PlanId, lines: VpLineData[]): BattleplanDef<GalletExt> {
  const plan = galletBattleplans[id] as BattleplanDef<GalletExt>;
  const data: BattleplanData = {
    id: plan.id,
    name: `${plan.name} (as data)`,
    summary: galletRule(plan.id)?.summary ?? plan.name,
    source: galletRule(plan.id)?.source ?? { document: 'ghb-2022-s1', section: plan.name },
    territories: galletRule(plan.id)?.details.find(([label]) => label === 'Territories')?.[1] ?? '',
    objectives: plan.objectives.map((o) => ({
      id: o.id,
      ...(o.name !== undefined ? { name: o.name } : {}),
      ...(o.placement !== undefined ? { placement: o.placement } : {}),
      ...(o.position !== undefined ? { position: o.position } : {}),
    })),
    scoring: { lines },
    length: { kind: 'fixed', rounds: 5 },
  };
  return battleplanFromData<GalletExt>(data, { hooks: plan.hooks ?? {} });
}

const PLANS: { id: PlanId; lines: VpLineData[]; objectives?: { id: string; placement?: 'centre' | 'neutral' }[] }[] = [
  { id: 'turf-war', lines: [defaultLines()[0]!, { kind: 'hold-all', id: 'hold-two', amount: 1, source: src('hold-two') }, defaultLines()[2]!] },
  { id: 'battlelines-drawn', lines: defaultLines() },
  { id: 'wont-back-down', lines: defaultLines(), objectives: [{ id: 'o1', placement: 'centre' }, { id: 'o2', placement: 'neutral' }, { id: 'o3', placement: 'neutral' }] },
  { id: 'the-prize-of-gallet', lines: defaultLines({ marker: 'activated' }) },
];

type Ev = { type: string; data: unknown };

/** A whole 5-round battle with seeded, varied contest reports (and the Prize of Gallet's activations). */
function battle(id: PlanId, objectives: string[], setUpObjectives: { id: string }[] | undefined, seed: number): Ev[] {
  const rng = createRng(seed);
  const units = ['a1', 'a2', 'a3', 'b1', 'b2', 'b3'];
  const events: Ev[] = [
    {
      type: 'BattleSetUp',
      data: {
        battlepack: { id: gallet.id, version: gallet.version },
        battleplan: id,
        pointsLimit: 1000,
        players: [
          { id: 'ann', role: 'attacker' },
          { id: 'bob', role: 'defender' },
        ],
        ...(setUpObjectives !== undefined ? { objectives: setUpObjectives } : {}),
      },
    },
    { type: 'UnitsAdded', data: { origin: 'roster', units: units.map((u) => ({ id: u, owner: u.startsWith('a') ? 'ann' : 'bob', name: u, wounds: 1, models: 10 })) } },
    { type: 'DeploymentFinished', data: { firstFinished: 'ann' } },
  ];
  let first = 'ann';
  const activated: string[] = [];
  for (let round = 1; round <= 5; round++) {
    if (round > 1) first = rng.d6() <= 3 ? 'ann' : 'bob';
    events.push({ type: 'PriorityDetermined', data: round === 1 ? { round, firstTurn: 'ann' } : { round, rolls: first === 'ann' ? { ann: 6, bob: 1 } : { ann: 1, bob: 6 }, firstTurn: first } });
    const second = first === 'ann' ? 'bob' : 'ann';
    if (id === 'the-prize-of-gallet') {
      const options = objectives.filter((o) => !activated.includes(o) && (round >= 2 || !o.endsWith('border')));
      const pick = options.length > 0 ? rng.pick(options) : undefined;
      if (pick !== undefined) {
        activated.push(pick);
        events.push({ type: 'ObjectiveActivated', data: { player: second, objective: pick } });
      }
    }
    for (const player of [first, second]) {
      events.push({ type: 'TurnStarted', data: { player } });
      const contests = units
        .filter(() => rng.d6() >= 3)
        .map((unit) => ({ unit, objective: rng.pick(objectives), models: rng.int(1, 10), ...(id === 'battlelines-drawn' ? { wholly: rng.d6() > 1 } : {}) }));
      events.push({ type: 'ObjectiveContestReported', data: { contests } });
      events.push({ type: 'TurnEnded', data: { player } });
    }
  }
  return events;
}

// the battles record no phases or picks: both engines play with the battle-tactic requirement off (engine option)
const handEngine = createEngine(gallet, { battleTacticRequired: false });

const comparable = (l: VpLine) => ({ player: l.player, amount: l.amount, round: l.round, turn: l.turn, source: l.source, eventIndex: l.eventIndex });

describe('battleplans as data express the Gallet default scoring', () => {
  for (const p of PLANS) {
    it(`${p.id}: the data plan gives the same ledger as the hand-written pack`, () => {
      const plan = dataPlan(p.id, p.lines);
      const dataEngine = createEngine({ ...gallet, battleplans: { ...gallet.battleplans, [p.id]: plan } }, { battleTacticRequired: false });
      const objectiveIds = (p.objectives ?? plan.objectives).map((o) => o.id);
      let lines = 0;
      const sources = new Set<string>();
      for (let seed = 1; seed <= 12; seed++) {
        const events = battle(p.id, objectiveIds, p.objectives, seed * 7919 + p.id.length);
        const hand = handEngine.replay(events);
        const data = dataEngine.replay(events);
        if (!hand.ok) throw new Error(`${p.id} seed ${seed}: ${JSON.stringify(hand.violations)}`);
        expect(data.ok).toBe(true);
        expect(selectLedger(data.state).map(comparable)).toEqual(selectLedger(hand.state).map(comparable));
        expect(data.state.clock.stage).toBe('ended');
        lines += selectLedger(hand.state).length;
        for (const l of selectLedger(hand.state)) sources.add(l.source);
      }
      // the battles exercise every line of the default scoring
      expect(lines).toBeGreaterThan(20);
      expect([...sources].sort()).toEqual([src('hold-more'), src('hold-one'), src('hold-two')]);
    });
  }

  it('a different line (Turf War with "two or more" instead of "both") would not match on a three-objective set-up', () => {
    // the hand-written Turf War needs every objective for the second point; give the battle three objectives
    const three = [{ id: 'x1' }, { id: 'x2' }, { id: 'x3' }];
    const plan = dataPlan('turf-war', defaultLines());
    const dataEngine = createEngine({ ...gallet, battleplans: { ...gallet.battleplans, 'turf-war': plan } }, { battleTacticRequired: false });
    let differs = false;
    for (let seed = 1; seed <= 12 && !differs; seed++) {
      const events = battle('turf-war', ['x1', 'x2', 'x3'], three, seed);
      const hand = handEngine.replay(events);
      const data = dataEngine.replay(events);
      if (hand.ok && data.ok) differs = JSON.stringify(selectLedger(hand.state).map(comparable)) !== JSON.stringify(selectLedger(data.state).map(comparable));
    }
    expect(differs).toBe(true);
  });
});
