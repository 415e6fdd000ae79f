/**
 * The table: positions, bases and measuring the way the rules measure, battlefield maps as data, the facts a snapshot
 * of the table gives (contests, zones, objectives in range), and maps as SVG pictures. Browser-safe and pure.
 * @module
 */
export type { Confidence, Point, Polygon, Base, TableModel, TableUnit, MapRegion, MapObjective, MapFeature, BattlefieldMap } from './types.js';
export * from './constants.js';
export { TABLE_ZONES, CONFIDENCE_LEVELS, CENTRE_ZONE_SIZE, rect, quarterRegions, centreRegion, defineMap, isTableId, validateMap, overrideMap, rotateMap180, translateMap, compileMap, CompiledMap } from './map.js';
export type { MapSpec, ObjectiveOverride, RegionOverride, FeatureOverride, MapOverrides } from './map.js';
export {
  validateBase,
  validateModel,
  baseArea,
  distanceBetween,
  isWithin,
  distanceToPoint,
  isWhollyWithinDistance,
  objectiveDistance,
  regionOverlap,
  isWhollyWithin,
  contestsObjective,
  unitDistance,
  isUnitWithin,
  unitRegionOverlap,
} from './measure.js';
export type { PlacedModel, RegionOverlap } from './measure.js';
export { deriveTableFacts, deriveTableFactsOrThrow, controlScore, contestFacts } from './facts.js';
export type { TableSnapshot, RegionFacts, UnitTableFacts, TableFacts, ContestFact } from './facts.js';
export { renderBattlefieldSvg, UNIT_LABEL_MAX, UNIT_LABELS_MAX } from './svg.js';
export type { SvgPlayer, BattlefieldSvgOptions } from './svg.js';
export { renderBattleMapSvg, battleMapsByRound, type BattleMapSvgOptions, type RoundMap } from './battle-map.js';
export { tableRules, tableRulesWithMaps, type MapsByBattleplan } from './engine-rules.js';
