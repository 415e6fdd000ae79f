/**
 * Battleplan "Won't Back Down" (table 2, roll 3): Rally near a controlled objective returns models on 5+ (4+ for
 * GALLETIAN VETERANS). The dice arrive with `UnitRallied`.
 * @module
 */
import type { BattleplanDef, RuleInfo } from '../../../core/battlepack.js';
import type { RuleViolation } from '../../../core/errors.js';
import type { GalletExt } from '../ext.js';
import { ghb } from '../shared.js';
import { DEFAULT_MAX_VP, MAP_TERRITORIES, requireObjectives, type SetUpData } from './common.js';

const NAME = "Won't Back Down";

/** The special rule "Rally Points". */
export const rallyPoints: RuleInfo = {
  id: 'rally-points',
  name: 'Rally Points',
  summary: 'A unit rallied while wholly within 6" of an objective you control gets a model back on each 5+, or 4+ if it is GALLETIAN VETERANS.',
  timing: 'when the Rally command is used',
  source: ghb("Won't Back Down: Rally Points"),
  rulings: ['gallet/rally-objective-named'],
  notModelled: ['distances'],
};

/** Set-up check: the objective layout is unknown, so objectives must be given. */
export function wontBackDownSetUp(data: SetUpData): RuleViolation[] {
  return requireObjectives(NAME, data);
}

/** The battleplan. */
export const wontBackDown: BattleplanDef<GalletExt> = {
  id: 'wont-back-down',
  name: NAME,
  summary: 'Units rally more easily next to the objectives their army holds.',
  timing: 'battle',
  source: ghb("Battleplan: Won't Back Down"),
  table: 2,
  roll: 3,
  objectives: [], // FACTS.md §5: layout unknown; the set-up must supply the objectives
  notModelled: ['unknown-layouts'],
  layoutConfidence: 'unknown',
  territories: MAP_TERRITORIES,
  specialRules: [rallyPoints],
  maxVp: DEFAULT_MAX_VP,
  hooks: {
    onSetUp: () => [
      {
        kind: 'ext',
        update: (x) => {
          x.options.rallyPoints = true;
        },
      },
    ],
  },
};
