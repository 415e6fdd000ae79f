/**
 * The rules reference, built from a pack's typed data: one entry per battleplan, battle tactic, grand strategy and
 * other rule (realm rules, campaign rules…), with its text (summary, timing, source, rulings). Library code, behind the
 * reference entries (`battlepack-engine/gallet/reference`, `battlepack-engine/blighted-wilds/reference`); used by
 * `battlepack rules` and by `scripts/generate-rules-reference.ts`.
 * @module
 */
import type { Battlepack, BattleLength, RuleInfo } from '../core/battlepack.js';

/** The kinds of rule pages. */
export type RuleKind = 'battleplan' | 'battle-tactic' | 'grand-strategy' | 'rule';

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
  readonly specialRules: readonly RuleInfo[];
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

/** The rules of a pack as reference entries, each kind in the pack's own order. */
export function ruleEntries(pack: Battlepack<unknown>): RuleEntry[] {
  const base = (kind: RuleKind, r: RuleInfo, scoring: string | null, details: (readonly [string, string])[], specialRules: readonly RuleInfo[] = []): RuleEntry => ({
    kind,
    id: r.id,
    name: r.name,
    summary: r.summary,
    timing: r.timing,
    scoring,
    source: { document: r.source.document, section: r.source.section },
    rulings: [...(r.rulings ?? [])],
    notModelled: [...(r.notModelled ?? [])],
    details,
    specialRules,
  });
  const out: RuleEntry[] = [];
  for (const p of Object.values(pack.battleplans)) {
    const details: (readonly [string, string])[] = [];
    if (p.table !== undefined) details.push(['Table and roll', `table ${p.table}, roll ${p.roll ?? '?'}`]);
    details.push(
      ['Objectives', p.objectives.length === 0 ? 'none by default (set up with the battle)' : p.objectives.map((o) => `${o.name ?? o.id} (${o.id}${o.placement === undefined ? '' : `, ${o.placement}`})`).join('; ')],
      ['Layout confidence', p.layoutConfidence],
      ['Territories', p.territories],
      ['Battle length', describeLength(p.length ?? pack.length)],
      ['Most VP', `${p.maxVp.perTurn} per turn, ${p.maxVp.perBattle} per battle`],
    );
    out.push(base('battleplan', p, null, details, p.specialRules));
  }
  for (const t of Object.values(pack.battleTactics)) {
    const details: (readonly [string, string])[] = [['Target', t.target === undefined ? 'none' : `${t.target.describe} (${t.target.kind})`]];
    details.push(['Judged', t.judge === undefined ? 'from the players’ statement' : 'from the recorded events where they settle it, else the players’ statement']);
    out.push(base('battle-tactic', t, t.scoring, details));
  }
  for (const g of Object.values(pack.grandStrategies)) out.push(base('grand-strategy', g, g.scoring, [['Judged', 'when the battle ends, from the state']]));
  for (const r of pack.rules) out.push(base('rule', r, null, []));
  return out;
}

/** Finds one rule by id (battleplans, tactics, strategies, other rules, then battleplans' special rules). */
export function findRule(pack: Battlepack<unknown>, id: string): RuleEntry | undefined {
  const entries = ruleEntries(pack);
  const hit = entries.find((e) => e.id === id);
  if (hit !== undefined) return hit;
  for (const e of entries) {
    const s = e.specialRules.find((r) => r.id === id);
    if (s !== undefined)
      return {
        kind: 'rule',
        id: s.id,
        name: s.name,
        summary: s.summary,
        timing: s.timing,
        scoring: null,
        source: s.source,
        rulings: [...(s.rulings ?? [])],
        notModelled: [...(s.notModelled ?? [])],
        details: [['Part of', `${e.name} (${e.id})`]],
        specialRules: [],
      };
  }
  return undefined;
}
