import { describe, expect, it } from 'vitest';
import { isDeepFrozen } from '../../src/authoring.js';
import { campaign, fold, rejects, twoRosters } from './support.js';

describe('the campaign roster', () => {
  it('is created per player with renown and a general', () => {
    const s = twoRosters();
    expect(s.playerOrder).toEqual(['ann', 'bob']);
    expect(s.players['ann']?.general).toBe('ann-lord');
    expect(s.players['ann']?.roster['ann-dryads']).toMatchObject({ renown: 0, wounds: 1, models: 10, battles: [] });
    expect(isDeepFrozen(s)).toBe(true);
  });

  it('refuses a second roster for a player and reused unit ids', () => {
    const s = twoRosters();
    expect(rejects(s, { type: 'RosterCreated', data: { player: 'ann', units: [{ id: 'z', name: 'Z', wounds: 1, models: 1 }] } })).toEqual(['campaign/roster-exists']);
    expect(rejects(s, { type: 'RosterUnitAdded', data: { player: 'bob', unit: { id: 'ann-dryads', name: 'Dryads', wounds: 1, models: 10 } } })).toEqual(['campaign/duplicate-unit']);
  });

  it('gains and loses units between battles', () => {
    let s = fold(twoRosters(), { type: 'RosterUnitAdded', data: { player: 'bob', unit: { id: 'bob-flies', name: 'Pusgoyle Blightlords', wounds: 4, models: 2, points: 200, renown: 0 } } });
    expect(Object.keys(s.players['bob']?.roster ?? {})).toContain('bob-flies');
    s = fold(s, { type: 'RosterUnitRemoved', data: { player: 'bob', unit: 'bob-beast', reason: 'swapped out' } });
    expect(s.players['bob']?.roster['bob-beast']).toBeUndefined();
    expect(s.players['bob']?.removed).toEqual(['bob-beast']);
    expect(rejects(s, { type: 'RosterUnitRemoved', data: { player: 'bob', unit: 'bob-beast' } })).toEqual(['campaign/unknown-unit']);
  });

  it('the general is a HERO on the roster', () => {
    const s = twoRosters();
    expect(rejects(s, { type: 'GeneralSet', data: { player: 'ann', unit: 'ann-dryads' } })).toEqual(['campaign/general-not-hero']);
    expect(rejects(s, { type: 'GeneralSet', data: { player: 'ann', unit: 'bob-lord' } })).toEqual(['campaign/unknown-unit']);
    expect(fold(s, { type: 'GeneralSet', data: { player: 'bob', unit: 'bob-lord' } }).players['bob']?.general).toBe('bob-lord');
    expect(rejects(campaign.initialState(), { type: 'RosterCreated', data: { player: 'x', units: [{ id: 'x1', name: 'X', wounds: 1, models: 1 }], general: 'x1' } })).toEqual(['campaign/general-not-hero']);
  });

  it('rejects events that do not fit the schema, leaving the state alone', () => {
    const s = twoRosters();
    const r = campaign.apply(s, { type: 'GeneralSet', data: { player: 'ann' } } as never);
    expect(r.ok).toBe(false);
    expect(campaign.replay([{ type: 'Nope', data: {} }]).ok).toBe(false);
  });
});
