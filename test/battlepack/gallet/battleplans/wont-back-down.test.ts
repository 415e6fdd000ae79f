// covers: gallet/rally-points
import { describe, expect, it } from 'vitest';
import type { GalletBattleplanId } from '../../../../src/battlepack/gallet/index.js';
import type { ObjectiveDef } from '../../../../src/authoring.js';
import { ANN, BOB, engine, general, given, other, setUpCodes, setUpEvent, THREE_OBJECTIVES, unit } from '../support.js';

function battle(plan: GalletBattleplanId = 'wont-back-down') {
  return given(plan, { objectives: THREE_OBJECTIVES })
    .units([general('ag', ANN), unit('vets', ANN, { models: 10 }), other('elites', ANN, { models: 10 }), unit('b1', BOB)])
    .deploy(ANN)
    .nextRound(ANN)
    .turn(ANN)
    .contest([['vets', 'home', 10]])
    .do({ type: 'ModelsSlain', data: { unit: 'vets', count: 4 } }, { type: 'ModelsSlain', data: { unit: 'elites', count: 4 } })
    .endTurn()
    .turn(BOB)
    .hero();
}
const rolls = [4, 5, 6, 1];

describe("battleplan: Won't Back Down", () => {
  it('returns models on 4+ for GALLETIAN VETERANS wholly within 6" of a controlled objective', () => {
    const b = battle().do({ type: 'UnitRallied', data: { unit: 'vets', rolls, objective: 'home' } });
    expect(b.state.units['vets']?.modelsRemaining).toBe(9);
  });
  it('returns models on 5+ for other units there', () => {
    const b = battle().do({ type: 'UnitRallied', data: { unit: 'elites', rolls, objective: 'home' } });
    expect(b.state.units['elites']?.modelsRemaining).toBe(8);
  });
  it('returns models only on 6 away from a controlled objective, or in other battleplans', () => {
    expect(battle().do({ type: 'UnitRallied', data: { unit: 'vets', rolls } }).state.units['vets']?.modelsRemaining).toBe(7);
    expect(battle('the-nidus-paths').do({ type: 'UnitRallied', data: { unit: 'vets', rolls, objective: 'home' } }).state.units['vets']?.modelsRemaining).toBe(7);
  });
  it('refuses an objective the unit\'s army does not control', () => {
    battle().refuses({ type: 'UnitRallied', data: { unit: 'vets', rolls, objective: 'away' } }, 'gallet/objective-not-controlled');
  });
  it('needs the objectives at set-up', () => {
    expect(setUpCodes('wont-back-down')).toEqual(['gallet/objectives-required']);
  });
});

describe("Won't Back Down: the objectives a battle must give (requireObjectives)", () => {
  it('refuses a set-up without objectives or with an empty list, in full', () => {
    const refused = [
      { code: 'gallet/objectives-required', message: `The objective layout of "Won't Back Down" is not known from the sources; give the objectives in BattleSetUp.data.objectives.`, path: ['data', 'objectives'] },
    ];
    const check = (objectives?: ObjectiveDef[]) => engine.check(engine.initialState(), setUpEvent('wont-back-down', objectives === undefined ? {} : { objectives })).map(({ eventIndex: _, ...v }) => v);
    expect(check()).toEqual(refused);
    expect(check([])).toEqual(refused);
    expect(check(THREE_OBJECTIVES)).toEqual([]);
  });
});
