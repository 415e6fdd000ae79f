import { blightedWildsCampaign, type CampaignEventInput, type CampaignState, type RosterUnitDef } from '../../src/blighted-wilds-campaign.js';
import { ANN, BOB } from '../battlepack/blighted-wilds/support.js';

/** The campaign under test. */
export const campaign = blightedWildsCampaign;

/** Roster units from the battle armies of the battle tests (no owner, no general flag). */
export function rosterOf(units: typeof ANN): RosterUnitDef[] {
  return units.map(({ owner: _owner, general: _general, ...u }) => u);
}

/** Folds campaign events, throwing on the first rejected one. */
export function fold(state: CampaignState, ...events: CampaignEventInput[]): CampaignState {
  let s = state;
  for (const e of events) s = campaign.applyOrThrow(s, e);
  return s;
}

/** The violation codes of a campaign event. */
export function rejects(state: CampaignState, event: CampaignEventInput): string[] {
  return campaign.check(state, event).map((v) => v.code);
}

/** Two rosters: ann (general ann-lord) and bob (general bob-lord). */
export function twoRosters(): CampaignState {
  return fold(
    campaign.initialState(),
    { type: 'RosterCreated', data: { player: 'ann', name: 'Ann', faction: 'Sylvaneth', units: rosterOf(ANN), general: 'ann-lord' } },
    { type: 'RosterCreated', data: { player: 'bob', name: 'Bob', faction: 'Maggotkin of Nurgle', units: rosterOf(BOB), general: 'bob-lord' } },
  );
}
