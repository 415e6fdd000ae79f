/**
 * The rules reference, built from a pack's typed data and its rules text: one entry per battleplan, battle tactic,
 * grand strategy and other rule (realm rules, campaign rules…), with its text (summary, timing, source, rulings). The
 * text of the included packs lives apart from the runtime packs (`src/battlepack/<pack>/reference.ts`), so the engines
 * carry none of it. Library code, behind the reference entries (`battlepack-engine/gallet/reference`, `battlepack-engine/blighted-wilds/reference`); used by
 * `battlepack rules` and by `scripts/generate-rules-reference.ts`.
 * @module
 */
import type { Battlepack, BattleLength, Confidence, RuleInfo, SourceRef } from '../core/pack/battlepack.js';

/** The kinds of rule pages. */
export type RuleKind = 'battleplan' | 'battle-tactic' | 'grand-strategy' | 'rule';

/**
 * The text of one rule, which only documentation, sheets and `battlepack rules` show: kept apart from the runtime rule
 * ({@link RuleInfo}), keyed by rule id in a {@link PackRuleText}.
 */
export interface RuleText {
  /**
   * The rule's name, for a rule the runtime pack does not list (a battleplan's special rules, the pack's other rules:
   * the included packs keep those in their rules text only).
   */
  readonly name?: string;
  /** What the rule does, in our own words. */
  readonly summary: string;
  /** When it applies. */
  readonly timing: string;
  /** Where the rule is written. */
  readonly source: SourceRef;
  /** How it scores, described (battle tactics and grand strategies). */
  readonly scoring?: string;
  /** Ids of rulings in `docs/rulings.md` that touch the rule. */
  readonly rulings?: readonly string[];
  /** Ids of sections of `docs/not-modelled.md`: what of the rule the engine leaves to the players. */
  readonly notModelled?: readonly string[];
  /** A battleplan's territories, described. */
  readonly territories?: string;
  /** How sure the battleplan's default objective layout is. */
  readonly layoutConfidence?: Confidence;
  /** The text of a battleplan's special rules, by their id, in the battleplan's order. */
  readonly specialRules?: Readonly<Record<string, RuleText>>;
}

/** The rules text of a pack, by rule id (battleplans, battle tactics, grand strategies and other rules). */
export type PackRuleText = Readonly<Record<string, RuleText>>;

/** One special rule of a battleplan, with its text. */
export interface SpecialRuleEntry {
  readonly id: string;
  readonly name: string;
  readonly summary: string;
  readonly timing: string;
  readonly source: SourceRef;
  readonly rulings: readonly string[];
  readonly notModelled: readonly string[];
}

/** One rule of the reference. */
export interface RuleEntry {
  readonly kind: RuleKind;
  readonly id: string;
  readonly name: string;
  readonly summary: string;
  readonly timing: string;
  /** How it scores, when it does. */
  readonly scoring: string | null;
  readonly source: { readonly document: string; readonly section: string };
  readonly rulings: readonly string[];
  /** Ids of sections of `docs/not-modelled.md`: what of the rule the engine leaves to the players. */
  readonly notModelled: readonly string[];
  /** Extra facts as label / value pairs (objectives, length, target…). */
  readonly details: readonly (readonly [string, string])[];
  /** Special rules that belong to it (a battleplan's). */
  readonly specialRules: readonly SpecialRuleEntry[];
}

/** Plural headings of the kinds, in reference order. */
export const RULE_KIND_TITLES: Readonly<Record<RuleKind, string>> = {
  battleplan: 'Battleplans',
  'battle-tactic': 'Battle tactics',
  'grand-strategy': 'Grand strategies',
  rule: 'Realm, campaign and other rules',
};

/** The singular name of a kind. */
export const RULE_KIND_NAMES: Readonly<Record<RuleKind, string>> = {
  battleplan: 'Battleplan',
  'battle-tactic': 'Battle tactic',
  'grand-strategy': 'Grand strategy',
  rule: 'Rule',
};

/** How long a battle lasts, in words. */
export function describeLength(length: BattleLength): string {
  if (length.kind === 'fixed') return `${length.rounds} battle rounds`;
  const ends = Object.entries(length.endsOn)
    .map(([round, upTo]) => `after round ${round} on a roll of ${upTo} or less`)
    .join('; ');
  return `up to ${length.maxRounds} battle rounds${ends === '' ? '' : `; it may end ${ends}`}`;
}

const NO_SOURCE: SourceRef = { document: '', section: '' };

/** A rule's text: from the pack's rules text when given, else from the rule object (packs that carry their own). */
function textOf(r: RuleInfo, text: RuleText | undefined): SpecialRuleEntry & { readonly scoring: string | undefined } {
  const scoring = text?.scoring ?? (r as { readonly scoring?: unknown }).scoring;
  const source = text?.source ?? r.source ?? NO_SOURCE;
  return {
    id: r.id,
    name: r.name,
    summary: text?.summary ?? r.summary ?? '',
    timing: text?.timing ?? r.timing ?? '',
    source: { document: source.document, section: source.section },
    rulings: [...(text?.rulings ?? r.rulings ?? [])],
    notModelled: [...(text?.notModelled ?? r.notModelled ?? [])],
    scoring: typeof scoring === 'string' ? scoring : undefined,
  };
}

/** A rule the runtime pack does not carry, from its entry in the rules text: its id and name. */
function infoOf(id: string, t: RuleText): RuleInfo {
  return { id, name: t.name ?? id };
}

/**
 * The rules of a pack as reference entries, each kind in the pack's own order. `text` is the pack's rules text (e.g.
 * `galletRuleText`); a rule it does not list falls back to the text on the rule object, if any. A battleplan's
 * territories, layout confidence and special rules come from the text when it has them, else from the battleplan; the
 * pack's other rules are `pack.rules`, then the named entries of the text that are no battleplan, battle tactic, grand
 * strategy or rule of the pack (the included packs keep them there, so their engines carry none of it).
 */
export function ruleEntries(pack: Battlepack<unknown>, text: PackRuleText = {}): RuleEntry[] {
  const base = (kind: RuleKind, r: RuleInfo, scored: boolean, details: (readonly [string, string])[], specialRules: readonly RuleInfo[] = []): RuleEntry => {
    const t = textOf(r, text[r.id]);
    const special = text[r.id]?.specialRules ?? {};
    return {
      kind,
      id: t.id,
      name: t.name,
      summary: t.summary,
      timing: t.timing,
      scoring: scored ? (t.scoring ?? '') : null,
      source: t.source,
      rulings: t.rulings,
      notModelled: t.notModelled,
      details,
      specialRules: specialRules.map((s) => {
        const { scoring: _, ...entry } = textOf(s, special[s.id]);
        return entry;
      }),
    };
  };
  const out: RuleEntry[] = [];
  for (const p of Object.values(pack.battleplans)) {
    const details: (readonly [string, string])[] = [];
    if (p.table !== undefined) details.push(['Table and roll', `table ${p.table}, roll ${p.roll ?? '?'}`]);
    details.push(
      ['Objectives', p.objectives.length === 0 ? 'none by default (set up with the battle)' : p.objectives.map((o) => `${o.name ?? o.id} (${o.id}${o.placement === undefined ? '' : `, ${o.placement}`})`).join('; ')],
      ['Layout confidence', text[p.id]?.layoutConfidence ?? p.layoutConfidence ?? 'unknown'],
      ['Territories', text[p.id]?.territories ?? p.territories ?? ''],
      ['Battle length', describeLength(p.length ?? pack.length)],
      ['Most VP', `${p.maxVp.perTurn} per turn, ${p.maxVp.perBattle} per battle`],
    );
    const special = text[p.id]?.specialRules;
    out.push(base('battleplan', p, false, details, p.specialRules ?? (special === undefined ? [] : Object.entries(special).map(([id, t]) => infoOf(id, t)))));
  }
  for (const t of Object.values(pack.battleTactics)) {
    const details: (readonly [string, string])[] = [['Target', t.target === undefined ? 'none' : `${t.target.describe} (${t.target.kind})`]];
    details.push(['Judged', t.judge === undefined ? 'from the players’ statement' : 'from the recorded events where they settle it, else the players’ statement']);
    out.push(base('battle-tactic', t, true, details));
  }
  for (const g of Object.values(pack.grandStrategies)) out.push(base('grand-strategy', g, true, [['Judged', 'when the battle ends, from the state']]));
  const rules = pack.rules ?? [];
  for (const r of rules) out.push(base('rule', r, false, []));
  const listed = new Set([...Object.keys(pack.battleplans), ...Object.keys(pack.battleTactics), ...Object.keys(pack.grandStrategies), ...rules.map((r) => r.id)]);
  for (const [id, t] of Object.entries(text)) if (!listed.has(id) && t.name !== undefined) out.push(base('rule', infoOf(id, t), false, []));
  return out;
}

/** Finds one rule by id (battleplans, tactics, strategies, other rules, then battleplans' special rules). */
export function findRule(pack: Battlepack<unknown>, id: string, text: PackRuleText = {}): RuleEntry | undefined {
  const entries = ruleEntries(pack, text);
  const hit = entries.find((e) => e.id === id);
  if (hit !== undefined) return hit;
  for (const e of entries) {
    const s = e.specialRules.find((r) => r.id === id);
    if (s !== undefined) return { kind: 'rule', ...s, scoring: null, details: [['Part of', `${e.name} (${e.id})`]], specialRules: [] };
  }
  return undefined;
}
