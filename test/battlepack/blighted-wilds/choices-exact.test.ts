/**
 * The exact candidates of the Blighted Wilds pack's `choices` hook (`blightedWildsChoices`, the hook `decisions` and
 * random battles use for this pack), in each window a rule opens and in the neighbouring states where it offers
 * nothing. Tested through the raw hook on purpose, as `test/battlepack/gallet/choices-exact.test.ts` does: candidates
 * are generous (the engine's decide keeps the legal ones), so a candidate too many or too few is only visible here. The
 * expected lists come from the table-side rules (docs/choices.md):
 * - Resting Units, before the battle: each player who has not chosen rests none or one of their units.
 * - Contamination, before the battle: each player picks a terrain feature, or none.
 * - Strategic Mastery, once a battle: a dice for each command point of the opponent, rolled after the choice.
 * - Purify the Land and Boon of Vitality, in the active player's turn: a friendly unit on the battlefield and a terrain
 *   feature, one roll each; on a Boon 6 the unit may Rally with 3 extra rolls (9 in all, 4+ a rally point), spending the
 *   points healing first or returning whole models first (or not rallying: the plain Boon candidate).
 */
import { describe, expect, it } from 'vitest';
import { scriptedDice as scripted } from '../../support/scripted-dice.js';
import { blightedWildsChoices } from '../../../src/battlepack/blighted-wilds/choices.js';
import { deployed, play, round, setUpOnly, turn, type S } from './support.js';


/** The hook's candidates now, with dice that must all be used. */
function offered(s: S, dice: readonly number[] = []): unknown[] {
  const { rng, left } = scripted(dice);
  const out = blightedWildsChoices(s, rng);
  expect(left(), 'every scripted dice drawn').toBe(0);
  return out.map((c) => ({ ...c }));
}

const TERRAIN = ['ruins', 'wood', 'pool', 'well', 'tower'];
const ANN_UNITS = ['ann-lord', 'ann-dryads', 'ann-hunters', 'ann-treelord'];
const BOB_UNITS = ['bob-lord', 'bob-blightkings', 'bob-plaguebearers', 'bob-beast'];

const beforeBattle = (player: string, units: readonly string[] | null) => [
  ...(units === null
    ? []
    : [
        { player, choice: 'rest none', event: { type: 'RestingUnitChosen', data: { player, unit: null } } },
        ...units.map((unit) => ({ player, choice: `rest ${unit}`, event: { type: 'RestingUnitChosen', data: { player, unit } } })),
      ]),
  { player, choice: 'contaminate none', event: { type: 'ContaminationPicked', data: { player, terrain: null } } },
  ...TERRAIN.map((terrain) => ({ player, choice: `contaminate ${terrain}`, event: { type: 'ContaminationPicked', data: { player, terrain } } })),
];
const mastery = (player: string, rolls: number[]) => ({ player, choice: 'strategic mastery', event: { type: 'StrategicMasteryUsed', data: { player, rolls } }, diceAfterChoice: true });
/** The Strategic Mastery dice each player is offered now: a dice per command point of the opponent (ann's, then bob's). */
const masteryDice = (s: S): [number[], number[]] => [
  Array.from({ length: s.players['bob']?.commandPoints ?? 0 }, (_, i) => (i % 6) + 1),
  Array.from({ length: s.players['ann']?.commandPoints ?? 0 }, (_, i) => 6 - (i % 6)),
];
const ranked = (): S => play(setUpOnly(), { type: 'GeneralRanksRecorded', data: { generals: { ann: { rank: 'Aspiring', level: 1 }, bob: { rank: 'No rank', level: 0 } } } });

/** Purify and Boon for each unit and feature; `rally` gives each unit's two ways to spend a Boon 6's rally points. */
function turnChoices(player: string, units: readonly string[], purify: number, boon: number, rally?: { rolls: number[]; spend: Record<string, [heal: number, returned: number][]> }) {
  return units.flatMap((unit) =>
    TERRAIN.flatMap((terrain) => [
      { player, choice: `purify ${terrain} with ${unit}`, event: { type: 'PurifyTheLandUsed', data: { player, unit, terrain, roll: purify } }, diceAfterChoice: true },
      { player, choice: `boon of vitality ${terrain} for ${unit}`, event: { type: 'BoonOfVitalityUsed', data: { player, unit, terrain, roll: boon } }, diceAfterChoice: true },
      ...(rally === undefined
        ? []
        : (['heal first', 'return first'] as const).map((how, i) => {
            const [heal, returned] = rally.spend[unit]?.[i] ?? [0, 0];
            return {
              player,
              choice: `boon of vitality ${terrain} for ${unit}, rally ${how}`,
              event: { type: 'BoonOfVitalityUsed', data: { player, unit, terrain, roll: boon, rally: { rolls: rally.rolls, heal, returned } } },
              diceAfterChoice: true,
            };
          })),
    ]),
  );
}

describe('Blighted Wilds choices before the battle', () => {
  it('offers each player resting (none or any of their units) and contamination (none or any feature), and no dice', () => {
    expect(offered(setUpOnly())).toEqual([...beforeBattle('ann', ANN_UNITS), ...beforeBattle('bob', BOB_UNITS)]);
  });

  it('no longer offers resting to a player who has chosen, resting none included', () => {
    const bobChose = play(ranked(), { type: 'RestingUnitChosen', data: { player: 'bob', unit: null } });
    expect(offered(bobChose)).toEqual([...beforeBattle('ann', ANN_UNITS), ...beforeBattle('bob', null)]);
    const both = play(bobChose, { type: 'RestingUnitChosen', data: { player: 'ann', unit: 'ann-dryads' } });
    expect(offered(both)).toEqual([...beforeBattle('ann', null), ...beforeBattle('bob', null)]);
  });
});

describe('Blighted Wilds choices during the battle', () => {
  it('between turns: Strategic Mastery for each player, a dice per command point of the opponent', () => {
    const s = round(deployed(), 1, 'ann');
    const cp = (p: string) => s.players[p]?.commandPoints ?? 0;
    expect([cp('ann'), cp('bob')]).not.toEqual([0, 0]);
    const annDice = Array.from({ length: cp('bob') }, (_, i) => (i % 6) + 1);
    const bobDice = Array.from({ length: cp('ann') }, (_, i) => 6 - (i % 6));
    expect(offered(s, [...annDice, ...bobDice])).toEqual([mastery('ann', annDice), mastery('bob', bobDice)]);
  });

  it('Strategic Mastery is offered once a battle: not to a player who has used it', () => {
    // bob seizes the initiative in round 2; ann answers with Strategic Mastery (a dice per bob's command point)
    let s = round(deployed(), 1, 'ann');
    s = round(turn(turn(s, 'ann'), 'bob'), 2, 'bob', { ann: 1, bob: 6 });
    const used = play(s, { type: 'StrategicMasteryUsed', data: { player: 'ann', rolls: Array.from({ length: s.players['bob']?.commandPoints ?? 0 }, () => 1) } });
    const bobDice = Array.from({ length: used.players['ann']?.commandPoints ?? 0 }, () => 2);
    expect(bobDice.length).toBeGreaterThan(0);
    expect(offered(used, bobDice)).toEqual([mastery('bob', bobDice)]);
  });

  it('in a turn: Purify the Land and Boon of Vitality for each friendly unit on the battlefield and each feature, one roll each', () => {
    const s = play(round(deployed(), 1, 'ann'), { type: 'TurnStarted', data: { player: 'ann' } }, { type: 'UnitDestroyed', data: { unit: 'ann-hunters' } });
    const sm = [...Array.from({ length: s.players['bob']?.commandPoints ?? 0 }, () => 3), ...Array.from({ length: s.players['ann']?.commandPoints ?? 0 }, () => 4)];
    const smAnn = sm.slice(0, s.players['bob']?.commandPoints ?? 0);
    const smBob = sm.slice(smAnn.length);
    // the destroyed hunters and bob's units are not offered; a Boon roll of 5 gives no rally
    expect(offered(s, [...sm, 2, 5])).toEqual([mastery('ann', smAnn), mastery('bob', smBob), ...turnChoices('ann', ['ann-lord', 'ann-dryads', 'ann-treelord'], 2, 5)]);
  });

  it('a Boon 6: nine rally rolls, spent healing first or returning whole models first', () => {
    // bob's blightkings (3 wounds a model, 5 models): 1 model slain and 2 damage points on the next one
    let s = turn(round(deployed(), 1, 'ann'), 'ann');
    s = play(s, { type: 'TurnStarted', data: { player: 'bob' } }, { type: 'ModelsSlain', data: { unit: 'bob-blightkings', count: 1 } }, { type: 'DamageAllocated', data: { unit: 'bob-blightkings', amount: 2 } });
    // four 4+ rolls: 4 rally points. Healing first: 2 healed, 2 left, not enough for a 3-wound model. Returning first:
    // one model (3 points), then 1 healed.
    const rolls = [4, 5, 6, 4, 1, 2, 3, 1, 2];
    const [annSm, bobSm] = masteryDice(s);
    expect(offered(s, [...annSm, ...bobSm, 1, 6, ...rolls])).toEqual([mastery('ann', annSm), mastery('bob', bobSm), ...turnChoices('bob', BOB_UNITS, 1, 6, { rolls, spend: { 'bob-blightkings': [[2, 0], [1, 1]] } })]);
  });

  it('a Boon 6 on an unhurt unit spends nothing either way; enough points heal and return the same', () => {
    let s = turn(round(deployed(), 1, 'ann'), 'ann');
    s = play(s, { type: 'TurnStarted', data: { player: 'bob' } }, { type: 'ModelsSlain', data: { unit: 'bob-blightkings', count: 2 } }, { type: 'DamageAllocated', data: { unit: 'bob-blightkings', amount: 1 } });
    // nine 4+ rolls: 9 points. Healing first: 1 healed, 8 left return 2 models (6), the cap of 2 slain. Returning first:
    // 2 models (6 points; 3 would need 9 but only 2 are slain), then 1 healed of the 3 left.
    const rolls = [4, 4, 4, 4, 4, 4, 4, 4, 4];
    const [annSm, bobSm] = masteryDice(s);
    expect(offered(s, [...annSm, ...bobSm, 3, 6, ...rolls])).toEqual([mastery('ann', annSm), mastery('bob', bobSm), ...turnChoices('bob', BOB_UNITS, 3, 6, { rolls, spend: { 'bob-blightkings': [[1, 2], [1, 2]] } })]);
  });

  it('a Boon 6 returns as many whole models as the points pay for, not more, when more are slain', () => {
    let s = turn(round(deployed(), 1, 'ann'), 'ann');
    s = play(s, { type: 'TurnStarted', data: { player: 'bob' } }, { type: 'ModelsSlain', data: { unit: 'bob-blightkings', count: 2 } }, { type: 'DamageAllocated', data: { unit: 'bob-blightkings', amount: 1 } });
    // four 4+ rolls: 4 points pay for one 3-wound model (not the 2 slain) and 1 healed, whichever comes first
    const rolls = [4, 4, 4, 4, 1, 1, 1, 1, 1];
    const [annSm, bobSm] = masteryDice(s);
    expect(offered(s, [...annSm, ...bobSm, 2, 6, ...rolls])).toEqual([mastery('ann', annSm), mastery('bob', bobSm), ...turnChoices('bob', BOB_UNITS, 2, 6, { rolls, spend: { 'bob-blightkings': [[1, 1], [1, 1]] } })]);
  });

  it('only Strategic Mastery in a turn whose player has no unit on the battlefield, or in a battle with no terrain', () => {
    let s = play(round(deployed(), 1, 'ann'), { type: 'TurnStarted', data: { player: 'ann' } });
    for (const unit of ANN_UNITS.slice(1)) s = play(s, { type: 'UnitDestroyed', data: { unit } });
    s = play(s, { type: 'UnitRemoved', data: { unit: 'ann-lord', reason: 'garrison' } });
    const [annSm, bobSm] = masteryDice(s);
    expect(offered(s, [...annSm, ...bobSm])).toEqual([mastery('ann', annSm), mastery('bob', bobSm)]);
    // no terrain: no feature to purify or bless, so no roll is drawn for them
    let bare = setUpOnly(undefined, [], []);
    bare = play(bare, { type: 'GeneralRanksRecorded', data: { generals: { ann: { rank: 'Aspiring', level: 1 }, bob: { rank: 'No rank', level: 0 } } } });
    bare = play(bare, { type: 'ContaminationPicked', data: { player: 'bob', terrain: null } }, { type: 'ContaminationPicked', data: { player: 'ann', terrain: null } });
    bare = play(bare, { type: 'DeploymentFinished', data: { firstFinished: 'ann' } }, { type: 'PriorityDetermined', data: { round: 1, firstTurn: 'ann' } }, { type: 'TurnStarted', data: { player: 'ann' } });
    expect(Object.keys(bare.board.terrain)).toEqual([]);
    const [annBare, bobBare] = masteryDice(bare);
    expect(offered(bare, [...annBare, ...bobBare])).toEqual([mastery('ann', annBare), mastery('bob', bobBare)]);
  });

  it('nothing once the battle has ended', () => {
    const s = play(round(deployed(), 1, 'ann'), { type: 'BattleEnded', data: { reason: 'agreement' } });
    expect(s.clock.stage).toBe('ended');
    expect(offered(s)).toEqual([]);
  });
});
