/**
 * The maps of the 12 Gallet battleplans as data (60"×44", origin top-left, inches), each coordinate marked with how
 * sure we are of it: FACTS.md §5 where it says, the Gallet source text for territories, and the project's layout
 * (marked `low` or `unknown`, with a note) where neither does. Objective ids are the battleplans' own. Override any of
 * it for a battle with `overrideMap`.
 * @module
 */
import { defineMap, rect, type BattlefieldMap, type Confidence, type MapFeature, type MapObjective, type MapSpec, type Point } from '../../table/index.js';
import { has } from '../../core/rules/rules-of.js';
import { galletBattleplans } from './battleplans/index.js';
import type { GalletBattleplanId } from './battleplans/index.js';

const W = 60;
const H = 44;
const SOURCE_TEXT = 'ghb-2022-s1-pitched-battles-gallet';

type Territories = MapSpec['territories'];

/** Long-edge halves, the attacker's at the top: the plans that also keep armies 9" from enemy territory. */
function halves(confidence: Confidence, note: string): Territories {
  return {
    attacker: { parts: [rect(0, 0, W, H / 2)], confidence, note },
    defender: { parts: [rect(0, H / 2, W, H)], confidence, note },
  };
}

/** Long-edge strips `depth` deep, the attacker's at the top. */
function strips(depth: number, confidence: Confidence, note: string): Territories {
  return {
    attacker: { parts: [rect(0, 0, W, depth)], confidence, note },
    defender: { parts: [rect(0, H - depth, W, H)], confidence, note },
  };
}

const UNKNOWN_HALVES = 'not in the sources: long-edge halves (project default; the plan keeps armies more than 9" from enemy territory)';
const UNKNOWN_STRIPS = 'not in the sources: long-edge strips 11" deep, as in the reconstruction of The Prize of Gallet (project default; the plan has no 9" rule)';

/** Where each objective of a plan is, when the plan's data gives no position. */
type Placing = Readonly<Record<string, { readonly position?: Point; readonly confidence: Confidence; readonly note: string }>>;

/** The plan's objectives, in its order, with positions from its data or from `placing`; every id must be placed. */
function objectivesOf(plan: GalletBattleplanId, placing: Placing): MapObjective[] {
  const objectives: readonly { readonly id: string; readonly name?: string | undefined; readonly position?: Point | undefined }[] = galletBattleplans[plan].objectives;
  return objectives.map((o) => {
    const p = placing[o.id];
    const position = o.position ?? p?.position;
    const base = { id: o.id, name: o.name ?? o.id, confidence: p?.confidence ?? 'unknown' };
    const withNote = p === undefined ? base : { ...base, note: p.note };
    // Battlelines Drawn: the quarters are the objectives, and a region of the same id
    return position === undefined ? { ...withNote, region: o.id } : { ...withNote, position };
  });
}

const CENTRE_LINE: MapFeature = { id: 'centre-line', name: 'Centre line', kind: 'line', points: [{ x: 0, y: H / 2 }, { x: W, y: H / 2 }], confidence: 'high', note: 'halfway between the long edges' };

function nidus(id: string, name: string, x: number, y: number): MapFeature {
  return { id, name, kind: 'point', points: [{ x, y }], confidence: 'medium', note: 'at this corner (source text); the size of the tunnel is not in the sources' };
}

const NO_LAYOUT = 'the objective layout is not in the sources (FACTS.md §5): the set-up supplies the objectives; add them with overrideMap';
const CENTRE = { x: W / 2, y: H / 2 };
const GUESS_ATTACKER = { x: W / 2, y: H / 4 };
const GUESS_DEFENDER = { x: W / 2, y: (3 * H) / 4 };

function plan(id: GalletBattleplanId, spec: Omit<MapSpec, 'id' | 'name' | 'edition' | 'source'> & { readonly source?: string }): BattlefieldMap {
  return defineMap({ ...spec, id, name: galletBattleplans[id].name, edition: 3, source: spec.source ?? `FACTS.md §5; ${SOURCE_TEXT}` });
}

/** The maps of the 12 Gallet battleplans, keyed by battleplan id. */
export const galletMaps: Readonly<Record<GalletBattleplanId, BattlefieldMap>> = {
  'the-prize-of-gallet': plan('the-prize-of-gallet', {
    territories: strips(11, 'low', 'FACTS.md §5: long-edge strips, y 0–11 and 33–44 in one virtual-tabletop reconstruction (Low-Med)'),
    objectives: objectivesOf('the-prize-of-gallet', {
      'attacker-border': { confidence: 'low', note: 'FACTS.md §5: on the attacker territory\'s border; reconstruction (Low-Med)' },
      west: { confidence: 'low', note: 'FACTS.md §5: on the centre line toward the short edge; reconstruction (Low-Med)' },
      centre: { confidence: 'medium', note: 'FACTS.md §5: at the centre (Med)' },
      east: { confidence: 'low', note: 'FACTS.md §5: on the centre line toward the short edge; reconstruction (Low-Med)' },
      'defender-border': { confidence: 'low', note: 'FACTS.md §5: on the defender territory\'s border; reconstruction (Low-Med)' },
    }),
    features: [CENTRE_LINE],
  }),
  'the-realmstone-cache': plan('the-realmstone-cache', {
    territories: strips(11, 'unknown', UNKNOWN_STRIPS),
    objectives: objectivesOf('the-realmstone-cache', { centre: { confidence: 'high', note: 'FACTS.md §5: at the centre until round 3' } }),
    notes: ['the two realmstone fragments arrive with RealmstoneFragmentsPlaced; the roll → positions table is not in the sources'],
  }),
  'battlelines-drawn': plan('battlelines-drawn', {
    territories: halves('medium', 'halves of the battlefield, the attacker\'s holding q1 and q2 (ruling gallet/quarters-territories)'),
    objectives: objectivesOf('battlelines-drawn', {
      q1: { confidence: 'high', note: 'FACTS.md §5: the quarters are the objectives' },
      q2: { confidence: 'high', note: 'FACTS.md §5: the quarters are the objectives' },
      q3: { confidence: 'high', note: 'FACTS.md §5: the quarters are the objectives' },
      q4: { confidence: 'high', note: 'FACTS.md §5: the quarters are the objectives' },
    }),
    notes: ['no markers: a model contests a quarter only when wholly within it'],
  }),
  'the-lurkers-below': plan('the-lurkers-below', {
    territories: {
      attacker: { parts: [rect(0, 0, 15, H)], confidence: 'medium', note: 'FACTS.md §5: short-edge territories (High), bordered by the objectives at x 15 and 45 (Med)' },
      defender: { parts: [rect(45, 0, W, H)], confidence: 'medium', note: 'FACTS.md §5: short-edge territories (High), bordered by the objectives at x 15 and 45 (Med)' },
    },
    objectives: objectivesOf('the-lurkers-below', {
      'attacker-border': { confidence: 'medium', note: 'FACTS.md §5: on the centre line at the attacker territory\'s border (coordinates Med)' },
      centre: { confidence: 'high', note: 'FACTS.md §5: at the centre' },
      'defender-border': { confidence: 'medium', note: 'FACTS.md §5: on the centre line at the defender territory\'s border (coordinates Med)' },
    }),
    features: [CENTRE_LINE],
  }),
  'in-the-presence-of-idols': plan('in-the-presence-of-idols', { territories: halves('unknown', UNKNOWN_HALVES), notes: [NO_LAYOUT] }),
  'the-nidus-paths': plan('the-nidus-paths', {
    territories: halves('unknown', UNKNOWN_HALVES),
    features: [
      nidus('nidus-top-left', 'Nidus path B (top left)', 0, 0),
      nidus('nidus-top-right', 'Nidus path A (top right)', W, 0),
      nidus('nidus-bottom-left', 'Nidus path A (bottom left)', 0, H),
      nidus('nidus-bottom-right', 'Nidus path B (bottom right)', W, H),
    ],
    notes: [NO_LAYOUT, 'paths are twinned diagonally: A joins top right and bottom left, B top left and bottom right (NIDUS_TWINS)'],
  }),
  'the-mighty-and-the-cunning': plan('the-mighty-and-the-cunning', { territories: strips(11, 'unknown', UNKNOWN_STRIPS), notes: [NO_LAYOUT] }),
  'head-on-collision': plan('head-on-collision', {
    territories: halves('unknown', UNKNOWN_HALVES),
    objectives: objectivesOf('head-on-collision', {
      'attacker-objective': { position: GUESS_ATTACKER, confidence: 'low', note: 'FACTS.md §5: wholly within the attacker\'s territory (High); the spot is the project\'s' },
      centre: { position: CENTRE, confidence: 'high', note: 'FACTS.md §5: at the centre' },
      'defender-objective': { position: GUESS_DEFENDER, confidence: 'low', note: 'FACTS.md §5: wholly within the defender\'s territory (High); the spot is the project\'s' },
    }),
  }),
  'wont-back-down': plan('wont-back-down', { territories: halves('unknown', UNKNOWN_HALVES), notes: [NO_LAYOUT] }),
  'the-silksteel-nests': plan('the-silksteel-nests', {
    territories: halves('unknown', UNKNOWN_HALVES),
    objectives: objectivesOf('the-silksteel-nests', {
      'attacker-nest': { position: GUESS_ATTACKER, confidence: 'low', note: 'FACTS.md §5: at least one wholly within each territory; the spot is the project\'s' },
      'defender-nest': { position: GUESS_DEFENDER, confidence: 'low', note: 'FACTS.md §5: at least one wholly within each territory; the spot is the project\'s' },
    }),
    notes: ['the total number of nests is not in the sources: add the others with overrideMap'],
  }),
  'close-to-the-chest': plan('close-to-the-chest', { territories: halves('unknown', UNKNOWN_HALVES), notes: [NO_LAYOUT, 'which objective belongs to which player is not in the sources either'] }),
  'turf-war': plan('turf-war', {
    territories: halves('unknown', UNKNOWN_HALVES),
    objectives: objectivesOf('turf-war', {
      'objective-1': { position: { x: W / 4, y: H / 2 }, confidence: 'unknown', note: 'FACTS.md §5: exactly two objectives (High); where they stand is the project\'s guess' },
      'objective-2': { position: { x: (3 * W) / 4, y: H / 2 }, confidence: 'unknown', note: 'FACTS.md §5: exactly two objectives (High); where they stand is the project\'s guess' },
    }),
  }),
};

/** The map of a Gallet battleplan, or undefined for an id that is not one. */
export function galletMap(battleplan: string): BattlefieldMap | undefined {
  return typeof battleplan === 'string' && has(galletMaps, battleplan) ? galletMaps[battleplan as GalletBattleplanId] : undefined;
}
