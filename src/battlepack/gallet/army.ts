/**
 * Army building for Gallet Pitched Battles (GHB 2022-23 Season 1): the roster schema, the limits (`army-limits.ts`),
 * a validator that returns every violation at once, and the conversion of a
 * roster into the core `UnitDef[]` of a `UnitsAdded` event.
 * @module
 */
import { echo, violation, type Result, type RuleViolation } from '../../core/errors.js';
import { unreadable } from '../../core/events/plain.js';
import { PARSE_OPTIONS, zodIssues } from '../../core/events/issues.js';
import type { BattlefieldRole, UnitDef } from '../../core/events/schema.js';
import { GalletRosterSchema, type GalletRoster, type GalletRosterUnit } from './roster-schema.js';
import { CORE_BATTALIONS, isPointsLimit, PITCHED_BATTLE_LIMITS, ROSTER_GRAND_STRATEGY_IDS, type CoreBattalionDef, type PitchedBattleLimits } from './army-limits.js';

export * from './roster-schema.js';
export * from './army-limits.js';

/** Options of `validateRoster`. */
export interface ValidateRosterOptions {
  /** The agreed points limit: 1000 or 2000. */
  readonly pointsLimit: number;
}

/** The figures a roster is judged on. */
export interface RosterCounts {
  /** Points spent: units, endless spells and invocations, warscroll battalions. */
  readonly points: number;
  readonly alliesPoints: number;
  /** Leader units, allies and coalition units included. */
  readonly leaders: number;
  /** Battleline units, allies and coalition units excluded. */
  readonly battleline: number;
  /** Behemoth units, Battleline-Behemoths excluded. */
  readonly behemoths: number;
  readonly artillery: number;
  /** Reinforcements: a unit reinforced twice counts 2. */
  readonly reinforced: number;
  /** Endless spells and invocations. */
  readonly endlessSpells: number;
}

// ---------------------------------------------------------------------------------------------------------------
// Validation
// ---------------------------------------------------------------------------------------------------------------

// printable ASCII and the ASCII white space of `\s`
// Stryker disable next-line Regex: module-load definition, built once at import before any mutant is switched on (docs/testing.md)
const ASCII = /^[\t-\r\x20-\x7e]*$/;

/**
 * Whether a name is printable ASCII whose white space is single spaces between words (no run of white space, none at
 * either end): the white-space steps of {@link normalizeName} leave it as it is, so lower-casing it is all they do.
 */
function isPlainAsciiName(s: string): boolean {
  const n = s.length;
  let space = true; // as if a space came before the first character: a leading space is not plain
  for (let i = 0; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c === 0x20) {
      if (space) return false;
      space = true;
    } else if (c > 0x20 && c <= 0x7e) space = false;
    else return false;
  }
  // a trailing space is not plain (an empty name is)
  return !space || n === 0;
}

/**
 * A name as the rules compare names (Unique units, factions, endless spells): Unicode-normalised (NFKC, so a name
 * typed in composed or decomposed form is one name), invisible characters (format characters such as zero-width spaces,
 * joiners and byte order marks, and the other default-ignorable ones: variation selectors, the combining grapheme
 * joiner, Hangul fillers) removed, runs of white space made one space, trimmed, and case-folded (ruling
 * `gallet-army/unique-by-name`).
 */
export function normalizeName(s: string): string {
  // printable ASCII and ASCII white space: NFKC and NFC leave it as it is, it has no format characters, and case-folding
  // it is lower-casing it, so the same steps come down to these (names are almost always ASCII; the full steps cost ~10×)
  if (isPlainAsciiName(s)) return s.toLowerCase();
  if (ASCII.test(s)) return s.replace(/\s+/g, ' ').trim().toLowerCase();
  return s
    .normalize('NFKC')
    .replace(/[\p{Cf}\p{DI}]/gu, '')
    .replace(/\s+/gu, ' ')
    .trim()
    .toUpperCase()
    .toLowerCase()
    .normalize('NFC');
}

const norm = normalizeName;

// Stryker disable next-line ArrowFunction: module-load definition, built once at import before any mutant is switched on (docs/testing.md); the function's body is mutated
const has = (u: GalletRosterUnit, role: BattlefieldRole): boolean => u.roles.includes(role);

/** Counts the figures the Pitched Battles table limits. */
export function rosterCounts(roster: GalletRoster): RosterCounts {
  const sum = (xs: readonly { points: number }[]) => xs.reduce((t, x) => t + x.points, 0);
  const units = roster.units;
  return {
    points: sum(units) + sum(roster.endlessSpells) + sum(roster.warscrollBattalions),
    alliesPoints: sum(units.filter((u) => u.ally)),
    // ghb 2022 s1, "Battlefield Roles": allies and coalition units count toward the Leader maximum
    leaders: units.filter((u) => has(u, 'leader')).length,
    // ghb 2022 s1, "Allied Units"/"Coalition Units": they do not count toward the Battleline minimum
    battleline: units.filter((u) => has(u, 'battleline') && !u.ally && !u.coalition).length,
    // ghb 2022 s1, "Battlefield Roles": a Battleline-Behemoth is not counted toward the Behemoth maximum
    behemoths: units.filter((u) => has(u, 'behemoth') && !has(u, 'battleline')).length,
    artillery: units.filter((u) => has(u, 'artillery')).length,
    reinforced: units.reduce((t, u) => t + u.reinforced, 0),
    endlessSpells: roster.endlessSpells.length,
  };
}

/** Whether a roster unit would gain GALLETIAN VETERANS: Battleline, Wounds 4 or less, no mount. */
function qualifiesAsVeterans(u: GalletRosterUnit): boolean {
  // ghb 2022 s1, realm rule "Masters of the Splintered Land"
  return has(u, 'battleline') && u.wounds <= 4 && !u.mounted;
}

/** Whether a roster unit fills a Troops slot: not a Leader, Behemoth or Artillery unit. */
function isTroops(u: GalletRosterUnit): boolean {
  return !has(u, 'leader') && !has(u, 'behemoth') && !has(u, 'artillery');
}

/** Parses a roster; on failure (a value whose getters or Proxy traps throw included) returns `army/invalid-roster` violations with the field paths. */
export function parseRoster(input: unknown): Result<GalletRoster> {
  let r: ReturnType<typeof GalletRosterSchema.safeParse>;
  try {
    r = GalletRosterSchema.safeParse(input, PARSE_OPTIONS);
  } catch (e) {
    // a getter or a Proxy trap that throws: refused, never thrown
    return { ok: false, violations: [violation('army/invalid-roster', `${unreadable(e, 'roster')}.`, { path: [] })] };
  }
  if (r.success) return { ok: true, value: r.data };
  return {
    ok: false,
    violations: zodIssues(r.error).map((i) =>
      violation('army/invalid-roster', `The roster is not well formed: ${i.message}. Fix the field and validate again.`, { path: i.path }),
    ),
  };
}

/**
 * Validates a roster against the Pitched Battles rules of GHB 2022-23 S1 and returns every violation at once
 * (an empty array when the army is legal). Faction tables are not checked (see the seed's FAQ).
 * @example
 * ```ts
 * import { validateRoster } from 'battlepack-engine/gallet/army';
 *
 * const roster = {
 *   faction: 'Orruk Warclans',
 *   general: 'boss',
 *   units: [
 *     { id: 'boss', name: 'Killaboss', roles: ['leader'], points: 150, wounds: 7, models: 1 },
 *     { id: 'gutrippaz', name: 'Gutrippaz', roles: ['battleline'], points: 150, wounds: 2, models: 10 },
 *   ],
 * };
 * // army/battleline-min (2 Battleline units at 1000 points), army/grand-strategy (the roster names none)
 * for (const v of validateRoster(roster, { pointsLimit: 1000 })) console.log(v.code, v.message);
 * ```
 */
export function validateRoster(input: unknown, options: ValidateRosterOptions): RuleViolation[] {
  const out: RuleViolation[] = [];
  const limit = options.pointsLimit;
  // ghb 2022 s1, "1. Points Limit": 1000 or 2000 only
  if (!isPointsLimit(limit))
    out.push(
      violation('army/points-limit', `A points limit of ${limit} is not allowed: Gallet Pitched Battles are played at 1000 or 2000 points. Agree on one of those.`, {
        path: ['pointsLimit'],
      }),
    );
  const parsed = parseRoster(input);
  if (!parsed.ok) return [...out, ...parsed.violations];
  out.push(...checkRoster(parsed.value, limit, isPointsLimit(limit) ? PITCHED_BATTLE_LIMITS[limit] : undefined));
  return out;
}

function checkRoster(roster: GalletRoster, pointsLimit: number, limits: PitchedBattleLimits | undefined): RuleViolation[] {
  const out: RuleViolation[] = [];
  const push = (code: string, message: string, path: (string | number)[], ref?: string) =>
    out.push(violation(code, message, ref === undefined ? { path } : { path, ref }));
  const units = roster.units;
  const byId = new Map<string, GalletRosterUnit>();
  const c = rosterCounts(roster);

  units.forEach((u, i) => {
    if (byId.has(u.id)) push('army/duplicate-unit-id', `Unit id "${u.id}" is used by more than one unit; every unit on the roster needs its own id.`, ['units', i, 'id'], u.id);
    else byId.set(u.id, u);
  });

  // points spent (ghb 2022 s1, "1. Points Limit")
  if (c.points > pointsLimit)
    push('army/over-points', `The army costs ${c.points} points, ${c.points - pointsLimit} more than the ${pointsLimit}-point limit; units, endless spells and invocations must fit within it.`, ['units']);

  // allies (ghb 2022 s1, "Allied Units")
  if (limits !== undefined && c.alliesPoints > limits.alliesPointsMax)
    push('army/allies-points', `Allied units cost ${c.alliesPoints} points, but at ${limits.pointsLimit} points at most ${limits.alliesPointsMax} may be spent on allies.`, ['units']);

  // single faction; allies and coalition units are ignored (ghb 2022 s1, "Faction", "Coalition Units"; core 27.1)
  units.forEach((u, i) => {
    if (u.faction !== undefined && !u.ally && !u.coalition && norm(u.faction) !== norm(roster.faction))
      push(
        'army/single-faction',
        `"${u.name}" is from ${u.faction}, not ${roster.faction}: every unit must come from the army's one faction unless it is marked as an ally or a coalition unit.`,
        ['units', i, 'faction'],
        u.id,
      );
  });

  // leaders and the general (ghb 2022 s1, "Battlefield Roles")
  if (limits !== undefined && c.leaders < limits.leaders.min)
    push('army/leaders-min', `The army has ${c.leaders} Leader units; at ${limits.pointsLimit} points it needs at least ${limits.leaders.min}.`, ['units']);
  if (limits !== undefined && c.leaders > limits.leaders.max)
    push(
      'army/leaders-max',
      `The army has ${c.leaders} Leader units (allies and coalition units included); at ${limits.pointsLimit} points at most ${limits.leaders.max} are allowed.`,
      ['units'],
    );
  if (roster.general === undefined) push('army/general-missing', 'The roster names no general; pick one of your Leader units as the general.', ['general']);
  else {
    const g = byId.get(roster.general);
    if (g === undefined) push('army/general-unknown', `The general "${roster.general}" is not a unit on the roster; name the id of one of your Leader units.`, ['general'], roster.general);
    else if (!has(g, 'leader'))
      push('army/general-not-leader', `The general "${g.name}" does not have the Leader battlefield role; the general must be a Leader.`, ['general'], g.id);
  }

  // battleline (ghb 2022 s1, "Battlefield Roles", "Allied Units", "Coalition Units")
  if (limits !== undefined && c.battleline < limits.battlelineMin)
    push(
      'army/battleline-min',
      `The army has ${c.battleline} Battleline units (allies and coalition units do not count); at ${limits.pointsLimit} points it needs at least ${limits.battlelineMin}.`,
      ['units'],
    );
  // behemoths and artillery (ghb 2022 s1, "Battlefield Roles")
  if (limits !== undefined && c.behemoths > limits.behemothsMax)
    push(
      'army/behemoths-max',
      `The army has ${c.behemoths} Behemoth units (allies and coalition units included, Battleline-Behemoths not); at ${limits.pointsLimit} points at most ${limits.behemothsMax} are allowed.`,
      ['units'],
    );
  if (limits !== undefined && c.artillery > limits.artilleryMax)
    push(
      'army/artillery-max',
      `The army has ${c.artillery} Artillery units (allies and coalition units included); at ${limits.pointsLimit} points at most ${limits.artilleryMax} are allowed.`,
      ['units'],
    );

  // reinforced and understrength units (ghb 2022 s1, "Understrength and Reinforced Units"; core 3.3)
  if (limits !== undefined && c.reinforced > limits.reinforcedMax)
    push(
      'army/reinforced-max',
      `The army has ${c.reinforced} reinforcements (a unit reinforced twice counts as 2); at ${limits.pointsLimit} points at most ${limits.reinforcedMax} are allowed.`,
      ['units'],
    );
  units.forEach((u, i) => {
    const singleModel = u.singleModel ?? u.models / (u.reinforced + 1) <= 1;
    if (u.reinforced > 0 && singleModel)
      push('army/single-model-reinforced', `"${u.name}" has a minimum unit size of 1, so it cannot be reinforced; field it at its normal size.`, ['units', i, 'reinforced'], u.id);
    else if (u.reinforced === 2 && !has(u, 'battleline'))
      push('army/reinforced-twice-not-battleline', `"${u.name}" is reinforced twice, but only Battleline units may be; reinforce it at most once.`, ['units', i, 'reinforced'], u.id);
    if (u.understrength)
      push('army/understrength', `"${u.name}" is understrength; Pitched Battle armies cannot include understrength units. Field it at full size or leave it out.`, ['units', i, 'understrength'], u.id);
  });

  // unique units (ghb 2022 s1, FAQ 1: never more than one of the same Unique unit)
  const uniqueNames = new Set(units.filter((u) => u.unique).map((u) => norm(u.name)));
  const seenUnique = new Set<string>();
  units.forEach((u, i) => {
    const n = norm(u.name);
    if (!uniqueNames.has(n)) return;
    if (seenUnique.has(n)) push('army/unique-repeated', `"${u.name}" is a Unique unit and is already on the roster; an army can include each Unique unit only once.`, ['units', i], u.id);
    seenUnique.add(n);
  });

  // battalions (ghb 2022 s1, "Battalions", "Core Battalions")
  roster.warscrollBattalions.forEach((b, i) =>
    push('army/warscroll-battalion', `"${b.name}" is a warscroll battalion; Pitched Battle armies may include core battalions but no warscroll battalions.`, ['warscrollBattalions', i]),
  );
  const seenBattalion = new Set<string>();
  // core rules: a unit belongs to one battalion at most (ruling `gallet-army/battalion-units-once`)
  const inBattalion = new Map<string, { readonly at: number; readonly battalion: string }>();
  roster.coreBattalions.forEach((b, i) => {
    const def = (CORE_BATTALIONS as Readonly<Record<string, CoreBattalionDef>>)[b.battalion];
    // each unit counts once toward the battalion's size, however often it is listed
    const distinct = new Set(b.units).size;
    if (def !== undefined) {
      if (seenBattalion.has(def.id))
        push('army/core-battalion-repeated', `${def.name} is already on the roster; each of the season's core battalions may be included at most once.`, ['coreBattalions', i, 'battalion'], def.id);
      seenBattalion.add(def.id);
      if (distinct < def.units.min || distinct > def.units.max)
        push('army/core-battalion-composition', `${def.name} has ${distinct} units; it takes ${def.units.min} to ${def.units.max} troop units.`, ['coreBattalions', i, 'units'], def.id);
    }
    const listed = new Set<string>();
    b.units.forEach((id, j) => {
      const u = byId.get(id);
      const path = ['coreBattalions', i, 'units', j];
      if (listed.has(id)) {
        push('army/battalion-unit-repeated', `Unit "${id}" is listed twice in battalion "${b.battalion}"; list each unit once (a unit fills one slot).`, path, id);
        return;
      }
      listed.add(id);
      if (u === undefined) {
        push('army/battalion-unknown-unit', `Battalion "${b.battalion}" lists unit "${id}", which is not on the roster; list the ids of units on the roster.`, path, id);
        return;
      }
      const other = inBattalion.get(id);
      if (other !== undefined)
        push(
          'army/unit-in-two-battalions',
          `"${u.name}" is already in battalion "${other.battalion}" (core battalion ${other.at + 1}); a unit can belong to only one battalion.`,
          path,
          id,
        );
      else inBattalion.set(id, { at: i, battalion: b.battalion });
      if (def === undefined) return; // a core-rules battalion: its slots are not checked here
      if (!isTroops(u)) push('army/core-battalion-composition', `"${u.name}" is a Leader, Behemoth or Artillery unit, so it cannot fill a troops slot of ${def.name}.`, path, u.id);
      else if (def.galletianVeteransOnly && !qualifiesAsVeterans(u))
        push(
          'army/core-battalion-composition',
          `"${u.name}" would not be Galletian Veterans (Battleline, Wounds 4 or less, no mount), and ${def.name} takes only Galletian Veterans units.`,
          path,
          u.id,
        );
    });
  });

  // endless spells and invocations (ghb 2022 s1, "Endless Spells and Invocations")
  if (limits !== undefined && c.endlessSpells > limits.endlessSpellsMax)
    push(
      'army/endless-spells-max',
      `The army has ${c.endlessSpells} endless spells and invocations; at ${limits.pointsLimit} points at most ${limits.endlessSpellsMax} are allowed.`,
      ['endlessSpells'],
    );
  const seenSpell = new Set<string>();
  roster.endlessSpells.forEach((s, i) => {
    const n = norm(s.name);
    if (seenSpell.has(n)) push('army/endless-spell-duplicate', `"${s.name}" is already on the roster; each endless spell or invocation may be included only once.`, ['endlessSpells', i, 'name']);
    seenSpell.add(n);
  });

  out.push(...enhancementViolations(roster, byId));

  // grand strategy (ghb 2022 s1, "Grand Strategies": pick 1 and record it on the roster)
  const gs = roster.grandStrategy;
  if (!(ROSTER_GRAND_STRATEGY_IDS as readonly (string | undefined)[]).includes(gs))
    push(
      'army/grand-strategy',
      `${gs === undefined ? 'The roster names no grand strategy' : `"${gs}" is not a grand strategy of this pack`}; pick one of: ${ROSTER_GRAND_STRATEGY_IDS.join(', ')}.`,
      ['grandStrategy'],
    );
  return out;
}

/** Whether a roster unit has the HERO keyword (compared as names are). */
function isHero(u: GalletRosterUnit): boolean {
  return u.keywords.some((k) => norm(k) === 'hero');
}

/**
 * The enhancement limits the seed quotes from the core rules (27.3.2–27.3.3): an artefact of power goes to a HERO, a HERO
 * has at most one, and an army has no two of the same; an army has at most one command trait, given to its general, who
 * must be a HERO. How many enhancements an army may take (one, plus those its battalions give) is not checked: see
 * `docs/not-modelled.md`.
 */
function enhancementViolations(roster: GalletRoster, byId: ReadonlyMap<string, GalletRosterUnit>): RuleViolation[] {
  const out: RuleViolation[] = [];
  const artefactOf = new Map<string, number>();
  const artefactNames = new Map<string, number>();
  let trait: number | null = null;
  roster.enhancements.forEach((e, i) => {
    const path = ['enhancements', i];
    const u = byId.get(e.unit);
    if (u === undefined) {
      out.push(violation('army/enhancement-unknown-unit', `"${echo(e.name)}" is given to "${e.unit}", which is not a unit on the roster; name the id of the unit that has it.`, { path: [...path, 'unit'], ref: e.unit }));
      return;
    }
    if (e.kind === 'artefact') {
      // core rules 27.3.3: given to a HERO; a HERO cannot have more than 1; no duplicates in an army
      if (!isHero(u))
        out.push(violation('army/artefact-not-hero', `"${echo(e.name)}" is given to "${u.name}", which is not a HERO; an artefact of power goes to a HERO of the army.`, { path: [...path, 'unit'], ref: u.id }));
      const other = artefactOf.get(u.id);
      if (other !== undefined)
        out.push(
          violation('army/artefact-per-hero', `"${u.name}" already has an artefact of power ("${echo(roster.enhancements[other]?.name ?? '')}"); a HERO cannot have more than one.`, {
            path: [...path, 'unit'],
            ref: u.id,
          }),
        );
      else artefactOf.set(u.id, i);
      const n = norm(e.name);
      if (artefactNames.has(n)) out.push(violation('army/artefact-duplicate', `"${echo(e.name)}" is already in the army; an army cannot include the same artefact of power twice.`, { path: [...path, 'name'] }));
      else artefactNames.set(n, i);
      return;
    }
    // core rules 27.3.2: never more than 1 command trait, given to the general, who must be a HERO
    if (trait !== null) {
      out.push(violation('army/command-trait-max', `The army already has a command trait ("${echo(roster.enhancements[trait]?.name ?? '')}"); an army never has more than one.`, { path }));
      return;
    }
    trait = i;
    if (roster.general !== e.unit)
      out.push(violation('army/command-trait-not-general', `"${echo(e.name)}" is given to "${u.name}", who is not the general; a command trait goes to the general.`, { path: [...path, 'unit'], ref: u.id }));
    else if (!isHero(u))
      out.push(violation('army/command-trait-not-hero', `The general "${u.name}" is not a HERO, so it cannot be given a command trait.`, { path: [...path, 'unit'], ref: u.id }));
  });
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// During the battle
// ---------------------------------------------------------------------------------------------------------------

/** The facts about a unit the unique check needs (a core `UnitState` or `UnitDef` fits). */
export interface UniqueCheckUnit {
  readonly id: string;
  readonly owner: string;
  readonly name: string;
  readonly unique?: boolean | undefined;
}

/**
 * Checks units added to an army once the battle has started: only the Unique limit applies then (seed FAQ 1).
 * Paths point into a `UnitsAdded` event (`data.units[i]`). Every unit ever added counts, destroyed ones included.
 */
export function validateUnitsAddedDuringBattle(existingUnits: readonly UniqueCheckUnit[], added: readonly UniqueCheckUnit[]): RuleViolation[] {
  const present = new Set(existingUnits.map((u) => uniqueKey(u.owner, u.name)));
  return uniqueViolations((k) => present.has(k), added);
}

/**
 * The key under which a unit counts for the Unique limit: its army and its name as the rules compare names
 * ({@link normalizeName}). Never a name of `Object.prototype` (it holds a colon), so it is safe as a record key.
 */
export function uniqueKey(owner: string, name: string): string {
  return `${owner}:${normalizeName(name)}`;
}

/**
 * `army/unique-repeated` for each Unique unit of `added` whose army already has a unit of that name (`present`) or
 * gets one earlier in the same batch. Paths point into a `UnitsAdded` event. Costs O(added), whatever the army holds.
 */
export function uniqueViolations(present: (key: string) => boolean, added: readonly UniqueCheckUnit[]): RuleViolation[] {
  const out: RuleViolation[] = [];
  const batch = new Set<string>();
  added.forEach((u, i) => {
    const k = uniqueKey(u.owner, u.name);
    if (u.unique === true && (batch.has(k) || present(k)))
      out.push(
        violation('army/unique-repeated', `"${echo(u.name)}" is a Unique unit and ${u.owner}'s army already has one, and a Unique unit is never repeated.`, {
          path: ['data', 'units', i],
          ref: u.id,
        }),
      );
    batch.add(k);
  });
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Roster → UnitsAdded
// ---------------------------------------------------------------------------------------------------------------

/** Options of `rosterToUnits`. */
export interface RosterToUnitsOptions {
  /** Prepended to every unit id (e.g. `ann:`), so two rosters with the same ids can share a battle. */
  readonly idPrefix?: string;
}

/** Turns a parsed roster into the core `UnitDef[]` of a `UnitsAdded` event for `owner`. */
export function rosterToUnits(roster: GalletRoster, owner: string, options: RosterToUnitsOptions = {}): UnitDef[] {
  const prefix = options.idPrefix ?? '';
  const tags = new Map<string, string[]>();
  for (const b of roster.coreBattalions) {
    const def = (CORE_BATTALIONS as Readonly<Record<string, CoreBattalionDef>>)[b.battalion];
    if (def === undefined) continue;
    for (const id of b.units) tags.set(id, [...(tags.get(id) ?? []), def.tag]);
  }
  return roster.units.map((u) => {
    const t = tags.get(u.id);
    const def: UnitDef = {
      id: `${prefix}${u.id}`,
      owner,
      name: u.name,
      keywords: [...u.keywords],
      roles: u.roles.length > 0 ? [...u.roles] : ['other'],
      wounds: u.wounds,
      models: u.models,
      mounted: u.mounted,
      points: u.points,
      ...(roster.general === u.id ? { general: true } : {}),
      ...(u.ally ? { ally: true } : {}),
      ...(u.coalition ? { coalition: true } : {}),
      ...(u.unique ? { unique: true } : {}),
      ...(u.reinforced > 0 ? { reinforced: u.reinforced } : {}),
      ...(t !== undefined ? { tags: [...new Set(t)] } : {}),
    };
    return def;
  });
}
