/**
 * A battle recorder in the browser, built on battlepack-engine: two players set up a Gallet Pitched Battle, record it
 * turn by turn with forms and buttons, watch the scoreboard, see every refused action with the engine's reason, and
 * print the scoring sheet at the end. No framework: the whole page is drawn again from the state after each action.
 *
 * Everything the page offers comes from the engine: battle tactics from `available()`, buttons enabled by `check()`,
 * control and victory points from the fold. The app never computes a rule itself.
 * @module
 */
import { createEngine, createLog, parseLog, replayLog, selectScoreboard, selectScoringSheet, serializeLog, type BattleState, type RuleViolation, type Zone, entryOf, isIdOf, selectLedger, selectBattleTactics, selectRounds, selectControl, selectObjective, selectObjectives, selectPackState, selectPlayer, selectPlayers, selectReports, selectResult, selectSetUp, selectStage, selectTable, selectTerrain, selectTurn, selectUnit, selectUnits } from 'battlepack-engine';
import { renderSheetHtml } from 'battlepack-engine/sheet';
import { editionProfile, priorityWinner, violation, type ObjectiveDef, type Placement, type Role, type TerrainDef, type UnitDef } from 'battlepack-engine/authoring';
import { gallet, type GalletBattleplanId, type GalletEvent, type GalletExt, type GalletGrandStrategyId } from 'battlepack-engine/gallet';
import { galletTable } from 'battlepack-engine/gallet/table';
import { galletRuleText } from 'battlepack-engine/gallet/reference';
import { battleMapsByRound, renderBattleMapSvg } from 'battlepack-engine/table';
import { PRESET_ARMIES, PRESET_TERRAIN, type PresetUnit } from './presets.js';
import { createOnServer, serverAvailable, TableLink, type CreatedLinks, type Pending, type WireEvent } from './sync.js';

type State = BattleState<GalletExt>;

/** Gallet, measuring the table too: the page draws the battlefield when the log reports positions. */
const engine = createEngine(gallet, { table: galletTable });

// ---------------------------------------------------------------------------------------------------------------------
// the store: the state, the events that made it, and what to tell the players about the last action

/** What the page says about the last action: refused with the engine's violations, or done with the points it gave. */
type Feedback =
  | { readonly kind: 'refused'; readonly action: string; readonly violations: readonly RuleViolation[]; readonly control?: string | null; readonly queued?: boolean }
  | { readonly kind: 'done'; readonly action: string; readonly lines: readonly string[] };

const STORAGE_KEY = 'battlepack-web/log';

let state: State = engine.initialState();
let events: GalletEvent[] = [];
let feedback: Feedback | null = null;
let recordedAt = new Date().toISOString();

// ---------------------------------------------------------------------------------------------------------------------
// sharing a battle through the table server (examples/server): two phones record, spectators watch

/** Whether the page is served by the table server (it answers `api/health`); a static copy records locally only. */
let server = false;
/** The shared battle this page follows, if any (its link is in the address: `#b=<token or code>`). */
let link: TableLink | null = null;
/** The links to hand out, on the phone that created the battle. */
let invite: CreatedLinks | null = null;
/** The control whose click is being handled: a refusal is shown beside it. */
let lastControl: string | null = null;
/** The state the server confirmed (its log folded), and how many events it holds. */
let confirmedState: State = engine.initialState();
let confirmedCount = 0;

const INVITE_KEY = 'battlepack-web/invite/';

/** Creates the shared battle from the set-up events, then follows it as player 1. */
async function share(action: string, batch: readonly GalletEvent[]): Promise<void> {
  const names = batch[0]?.type === 'BattleSetUp' ? batch[0].data.players.map((p) => p.name ?? p.id) : [];
  const title = names.length === 2 ? `${names[0]} vs ${names[1]}` : 'Battle';
  try {
    const made = await createOnServer(title, batch);
    const mine = made.links.find((l) => l.seat === 1);
    if (mine === undefined) throw new Error('The server gave no player link.');
    invite = made;
    try {
      localStorage.setItem(INVITE_KEY + mine.token, JSON.stringify(made));
    } catch {
      // not kept: the invite shows until the page is reloaded
    }
    history.replaceState(null, '', `#b=${mine.token}`);
    await follow(mine.token);
    feedback = { kind: 'done', action, lines: ['The battle is on the server: send the other player their link or code.'] };
    render();
  } catch (err) {
    feedback = { kind: 'refused', action, control: 'setup-submit', violations: [violation('app/server', err instanceof Error ? err.message : String(err))] };
    render();
  }
}

/** The state of the confirmed log plus the actions still in the outbox that still apply. */
function rebuild(): void {
  let next = confirmedState;
  const list: GalletEvent[] = [];
  for (const p of link?.outbox ?? []) {
    const r = tryBatch(p.events as GalletEvent[], next);
    if (r.ok) {
      next = r.state;
      list.push(...(p.events as GalletEvent[]));
    }
  }
  state = next;
  events = [...((link?.confirmed ?? []) as GalletEvent[]), ...list];
}

/** Follows the shared battle `token` opens. */
async function follow(token: string): Promise<void> {
  link?.close();
  confirmedState = engine.initialState();
  confirmedCount = 0;
  try {
    const saved = localStorage.getItem(INVITE_KEY + token);
    if (saved !== null) invite = JSON.parse(saved) as CreatedLinks;
  } catch {
    invite = null;
  }
  const l = new TableLink(token, {
    onConfirmed: (fresh: readonly WireEvent[]) => {
      const r = engine.replay(fresh, confirmedCount === 0 ? undefined : confirmedState);
      if (r.ok) {
        confirmedState = r.state;
        confirmedCount += fresh.length;
      }
      rebuild();
      render();
    },
    onRefused: (refusal) => {
      rebuild();
      feedback = {
        kind: 'refused',
        action: refusal.queued ? `${refusal.action} (recorded while the battle moved on)` : refusal.action,
        control: refusal.control,
        queued: refusal.queued,
        violations: [violation(refusal.code, refusal.message)],
      };
      render();
    },
    onStatus: () => {
      rebuild();
      render();
    },
    onReset: () => {
      confirmedState = engine.initialState();
      confirmedCount = 0;
    },
    onLinkRefused: (message) => {
      feedback = { kind: 'refused', action: 'Opened the shared battle', violations: [violation('app/link', `${message} This phone showed the battle from its own copy; actions not yet sent stay kept on it.`)] };
      render();
    },
    stillApplies: (p: Pending) => {
      const r = tryBatch(p.events as GalletEvent[], confirmedState);
      return r.ok ? { ok: true } : { ok: false, code: r.violations[0]?.code ?? 'app/refused', message: r.violations[0]?.message ?? 'Refused.' };
    },
  });
  link = l;
  await l.open();
  rebuild();
}

/** Applies `batch` in order; commits all of it or nothing. Returns whether it was accepted. */
function record(action: string, batch: readonly GalletEvent[]): boolean {
  const control = lastControl;
  if (link !== null && link.role !== 'player') {
    feedback = { kind: 'refused', action, control, violations: [violation('app/read-only', 'This is a spectator link: it follows the battle but cannot record in it.')] };
    render();
    return false;
  }
  const r = tryBatch(batch);
  if (!r.ok) {
    feedback = { kind: 'refused', action, control, violations: r.violations };
    render();
    return false;
  }
  if (link === null && server && selectStage(state) === 'awaiting-setup') {
    void share(action, batch);
    return true;
  }
  const before = state;
  state = r.state;
  events = [...events, ...batch];
  // shared: the server judges it too; until it confirms, it waits in the outbox (kept across reloads and offline)
  link?.submit(action, control, batch);
  // what the engine did with it: control that moved, points scored, the end of the battle
  const lines: string[] = [];
  const wasControl = selectControl(before);
  for (const o of selectObjectives(state)) {
    const was = wasControl[o.id] ?? null;
    if (o.controller !== was) lines.push(o.controller === null ? `${o.name} is no longer held.` : `${nameOf(o.controller)} now holds ${o.name}.`);
  }
  lines.push(...selectLedger(state).slice(selectLedger(before).length).map((l) => `${nameOf(l.player)} +${l.amount} VP: ${l.reason}`));
  const result = selectResult(state);
  if (result !== null && selectStage(state) === 'ended') lines.push(`The battle is over: ${result.reason}.`);
  feedback = { kind: 'done', action, lines };
  save();
  render();
  return true;
}

/** Folds `batch` onto the current state without keeping it: the state it leads to, or the first refusal. */
function tryBatch(batch: readonly GalletEvent[], from: State = state): { ok: true; state: State } | { ok: false; violations: readonly RuleViolation[] } {
  let next = from;
  for (const e of batch) {
    const r = engine.apply(next, e);
    if (!r.ok) return r;
    next = r.state;
  }
  return { ok: true, state: next };
}

/** Replaces the battle with the one `list` records (undo, load, resume). */
function restore(list: readonly GalletEvent[], action: string): boolean {
  const r = engine.replay(list);
  if (!r.ok) {
    feedback = { kind: 'refused', action, violations: r.violations };
    render();
    return false;
  }
  state = r.state;
  events = [...list];
  feedback = { kind: 'done', action, lines: [] };
  save();
  render();
  return true;
}

function logText(): string {
  const [a, b] = playerIds();
  const plan = battleplanNow();
  const title = a === undefined || b === undefined ? 'Battle' : `${nameOf(a)} vs ${nameOf(b)}${plan === undefined ? '' : `, ${plan.name}`}`;
  return serializeLog(createLog(gallet, events, { title, recordedAt }));
}

function save(): void {
  // a shared battle is kept by the server (and its unsent actions in the outbox), not as this browser's battle
  if (link !== null) return;
  try {
    if (events.length === 0) localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, logText());
  } catch {
    // storage may be full or disabled: the battle still runs, it is just not kept across reloads
  }
}

/** Loads a battle log (JSON text): checked by `parseLog`, every event replayed by `replayLog`. */
function loadLog(text: string, action: string): boolean {
  const parsed = parseLog(text);
  if (!parsed.ok) {
    feedback = { kind: 'refused', action, violations: parsed.violations };
    render();
    return false;
  }
  const r = replayLog(engine, parsed.value);
  if (!r.ok) {
    feedback = { kind: 'refused', action, violations: r.violations };
    render();
    return false;
  }
  state = r.state;
  // the log's events, as recorded (the engine has just accepted every one of them)
  events = parsed.value.events.map((e) => ({ type: e.type, data: e.data }) as GalletEvent);
  recordedAt = parsed.value.meta?.recordedAt ?? recordedAt;
  feedback = { kind: 'done', action, lines: [`${events.length} events replayed.`] };
  save();
  render();
  return true;
}

// ---------------------------------------------------------------------------------------------------------------------
// small readers of the state

// the page reads the state only through the selectors of battlepack-engine, which stay the same when its shape changes

const nameOf = (player: string): string => selectPlayer(state, player)?.name ?? player;
const unitName = (unit: string): string => selectUnit(state, unit)?.name ?? unit;
const objectiveName = (id: string): string => selectObjective(state, id)?.name ?? id;
/** The players' ids in set-up order (none before set-up). */
const playerIds = (): string[] => selectPlayers(state).map((p) => p.id);
const opponent = (player: string): string => playerIds().find((p) => p !== player) ?? player;
/** The player's role, as a class name: the page colours players by role, as the printed sheet does. */
const roleClass = (player: string): Role => selectPlayer(state, player)?.role ?? 'attacker';
const onBattlefield = () => selectUnits(state, { status: 'battlefield' });
const activeObjectives = () => selectObjectives(state).filter((o) => o.active);
/** The turn under way (whose, 1 or 2, its phase), or null between turns. */
const turnNow = () => {
  const t = selectTurn(state);
  return t.player === null ? null : { player: t.player, number: t.turn ?? 1, phase: t.phase };
};
/** The battleplan the battle is played on, once set up. */
const battleplanNow = () => {
  const id = selectSetUp(state).battleplan;
  return id !== null && isIdOf(gallet.battleplans, id) ? gallet.battleplans[id] : undefined;
};
const can = (e: GalletEvent, from: State = state): boolean => engine.can(from, e);

const PLACEMENTS: Readonly<Record<Placement, string>> = {
  'attacker-territory': "attacker's territory",
  'defender-territory': "defender's territory",
  'border-attacker': "on the attacker's border",
  'border-defender': "on the defender's border",
  centre: 'centre',
  neutral: 'no-man’s-land',
  quarter: 'a quarter',
};
const ZONES: readonly (readonly [Zone, string])[] = [
  ['attacker-territory', "Attacker's territory"],
  ['defender-territory', "Defender's territory"],
  ['neutral', 'Neither territory'],
];
const PHASE_NAMES: Readonly<Record<string, string>> = {
  hero: 'Hero',
  movement: 'Movement',
  shooting: 'Shooting',
  charge: 'Charge',
  combat: 'Combat',
  battleshock: 'Battleshock',
  end: 'End',
};

// ---------------------------------------------------------------------------------------------------------------------
// a tiny DOM helper

type Child = Node | string | number | null | undefined | false | readonly Child[];
type AttrValue = string | number | boolean | null | undefined | EventListener;

function h<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Readonly<Record<string, AttrValue>> = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  const late: [string, AttrValue][] = [];
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    if (typeof v === 'function') el.addEventListener(k.slice(2).toLowerCase(), v);
    else if (k === 'value' || k === 'checked') late.push([k, v]);
    else if (k === 'testid') el.setAttribute('data-testid', String(v));
    else el.setAttribute(k === 'className' ? 'class' : k, v === true ? '' : String(v));
  }
  append(el, children);
  // values once the options exist
  for (const [k, v] of late) (el as unknown as Record<string, unknown>)[k] = v;
  return el;
}

function append(el: Node, children: readonly Child[]): void {
  for (const c of children) {
    if (c === null || c === undefined || c === false) continue;
    if (Array.isArray(c)) append(el, c as readonly Child[]);
    else el.appendChild(typeof c === 'object' ? (c as Node) : document.createTextNode(String(c)));
  }
}

function options(list: readonly (readonly [string, string])[], selected?: string): HTMLOptionElement[] {
  return list.map(([value, label]) => h('option', { value, selected: value === selected }, label));
}

/** A button that records `batch` when clicked; disabled, with the engine's reason as its tooltip, when it would be refused. */
function actionButton(label: string, batch: () => readonly GalletEvent[], attrs: Readonly<Record<string, AttrValue>> = {}, action = label): HTMLButtonElement {
  const r = tryBatch(batch());
  const reason = r.ok ? undefined : (r.violations[0]?.message ?? 'not allowed now');
  return h('button', { type: 'button', ...attrs, disabled: !r.ok, title: reason, onclick: () => void record(action, batch()) }, label);
}

/** A button that records what `build` makes from the form when clicked (the engine judges it then). */
function submitButton(label: string, build: () => readonly GalletEvent[] | string, attrs: Readonly<Record<string, AttrValue>> = {}): HTMLButtonElement {
  return h(
    'button',
    {
      type: 'button',
      ...attrs,
      onclick: () => {
        const batch = build();
        if (typeof batch === 'string') {
          feedback = { kind: 'refused', action: label, violations: [violation('app/form', batch)] };
          render();
        } else record(label, batch);
      },
    },
    label,
  );
}

const selectValue = (id: string): string => (document.getElementById(id) as HTMLSelectElement | HTMLInputElement | null)?.value ?? '';

function card(title: string, testid: string, ...children: Child[]): HTMLElement {
  return h('section', { className: 'card', testid }, h('h2', {}, title), ...children);
}

function hint(...children: Child[]): HTMLParagraphElement {
  return h('p', { className: 'hint' }, ...children);
}

function playerChip(player: string): HTMLSpanElement {
  return h('span', { className: `chip ${roleClass(player)}` }, nameOf(player));
}

// ---------------------------------------------------------------------------------------------------------------------
// set-up

interface PlayerDraft {
  name: string;
  role: Role;
  grandStrategy: GalletGrandStrategyId | '';
  army: string;
  units: PresetUnit[];
}

interface ObjectiveDraft {
  name: string;
  placement: Placement;
  owner: '' | 'attacker' | 'defender';
}

interface SetupDraft {
  battleplan: GalletBattleplanId;
  pointsLimit: number;
  terrain: boolean;
  objectives: ObjectiveDraft[];
  players: [PlayerDraft, PlayerDraft];
}

const TERRAIN: readonly TerrainDef[] = PRESET_TERRAIN;

function defaultObjectives(plan: string): ObjectiveDraft[] {
  if (plan === 'close-to-the-chest')
    return [
      { name: "Attacker's cache", placement: 'attacker-territory', owner: 'attacker' },
      { name: "Attacker's outpost", placement: 'neutral', owner: 'attacker' },
      { name: "Defender's outpost", placement: 'neutral', owner: 'defender' },
      { name: "Defender's cache", placement: 'defender-territory', owner: 'defender' },
    ];
  return [
    { name: "Attacker's objective", placement: 'attacker-territory', owner: '' },
    { name: 'Centre', placement: 'centre', owner: '' },
    { name: "Defender's objective", placement: 'defender-territory', owner: '' },
  ];
}

function playerDraft(name: string, role: Role, grandStrategy: GalletGrandStrategyId | '', army: string): PlayerDraft {
  return { name, role, grandStrategy, army, units: [...(PRESET_ARMIES[army]?.units ?? [])] };
}

const draft: SetupDraft = {
  battleplan: 'head-on-collision',
  pointsLimit: 2000,
  terrain: true,
  objectives: defaultObjectives('head-on-collision'),
  players: [playerDraft('Aelwen', 'attacker', 'take-whats-theirs', 'stormcast'), playerDraft('Grukk', 'defender', 'no-place-for-the-weak', 'orruks')],
};

/** An id from a name: lower case, letters and digits joined by dashes (ids are 1–64 characters). */
function slug(name: string, fallback: string): string {
  const s = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f'’]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/g, '');
  return s === '' ? fallback : s;
}

function unique(id: string, taken: Set<string>): string {
  let out = id;
  for (let n = 2; taken.has(out); n++) out = `${id}-${n}`;
  taken.add(out);
  return out;
}

/** The set-up events of the draft: the battle, then each player's army. */
function setupEvents(): GalletEvent[] {
  const ids = new Set<string>();
  const playerIds = draft.players.map((p, i) => unique(slug(p.name, `player-${i + 1}`), ids));
  const plan = gallet.battleplans[draft.battleplan];
  const objectiveIds = new Set<string>();
  const objectives: ObjectiveDef[] | undefined =
    plan !== undefined && plan.objectives.length > 0
      ? undefined
      : draft.objectives.map((o, i) => ({
          id: unique(slug(o.name, `objective-${i + 1}`), objectiveIds),
          name: o.name.trim() === '' ? `Objective ${i + 1}` : o.name.trim(),
          placement: o.placement,
          ...(o.owner === '' ? {} : { owner: o.owner }),
        }));
  const out: GalletEvent[] = [
    {
      type: 'BattleSetUp',
      data: {
        battlepack: { id: gallet.id, version: gallet.version },
        battleplan: draft.battleplan,
        pointsLimit: draft.pointsLimit,
        players: draft.players.map((p, i) => ({
          id: playerIds[i] ?? `player-${i + 1}`,
          name: p.name.trim() === '' ? `Player ${i + 1}` : p.name.trim(),
          role: p.role,
          ...(PRESET_ARMIES[p.army] === undefined ? {} : { faction: PRESET_ARMIES[p.army]?.faction ?? '' }),
          ...(p.grandStrategy === '' ? {} : { grandStrategy: p.grandStrategy }),
        })),
        ...(objectives === undefined ? {} : { objectives }),
        ...(draft.terrain ? { terrain: [...TERRAIN] } : {}),
      },
    },
  ];
  draft.players.forEach((p, i) => {
    const owner = playerIds[i] ?? `player-${i + 1}`;
    if (p.units.length === 0) return;
    out.push({ type: 'UnitsAdded', data: { origin: 'roster', units: p.units.map((u) => unitDef(owner, u)) } });
  });
  return out;
}

/** A preset unit as the engine's `UnitDef`: its id is `<owner>-<key>`. */
function unitDef(owner: string, u: PresetUnit): UnitDef {
  return {
    id: `${owner}-${u.key}`,
    owner,
    name: u.name,
    roles: [...u.roles],
    keywords: [...u.keywords],
    wounds: u.wounds,
    models: u.models,
    points: u.points,
    ...(u.general === true ? { general: true } : {}),
    ...(u.mounted === true ? { mounted: true } : {}),
  };
}

function renderSetup(): HTMLElement {
  const plans = Object.values(gallet.battleplans);
  const plan = gallet.battleplans[draft.battleplan];
  const strategies: [string, string][] = [...Object.values(gallet.grandStrategies).map((g): [string, string] => [g.id, g.name]), ['', '(none)']];
  const needsObjectives = plan !== undefined && plan.objectives.length === 0;

  const playerCard = (p: PlayerDraft, i: 0 | 1): HTMLElement => {
    const other = draft.players[i === 0 ? 1 : 0];
    const newUnit = { name: '', models: 5, wounds: 2, role: 'battleline' as PresetUnit['roles'][number], general: false };
    return h(
      'fieldset',
      { className: `player ${p.role}`, testid: `setup-player-${i + 1}` },
      h('legend', {}, `Player ${i + 1}`),
      h(
        'div',
        { className: 'grid2' },
        h('label', {}, 'Name', h('input', { id: `name-${i}`, value: p.name, maxlength: 60, oninput: (e: Event) => void (p.name = (e.target as HTMLInputElement).value) })),
        h(
          'label',
          {},
          'Role',
          h(
            'select',
            {
              id: `role-${i}`,
              onchange: (e: Event) => {
                p.role = (e.target as HTMLSelectElement).value as Role;
                other.role = p.role === 'attacker' ? 'defender' : 'attacker';
                render();
              },
            },
            options([['attacker', 'Attacker'], ['defender', 'Defender']], p.role),
          ),
        ),
        h('label', {}, 'Grand strategy', h('select', { id: `strategy-${i}`, onchange: (e: Event) => {
                  const v = (e.target as HTMLSelectElement).value;
                  p.grandStrategy = isIdOf(gallet.grandStrategies, v) ? v : '';
                } }, options(strategies, p.grandStrategy))),
        h(
          'label',
          {},
          'Army',
          h(
            'select',
            {
              id: `army-${i}`,
              onchange: (e: Event) => {
                p.army = (e.target as HTMLSelectElement).value;
                p.units = [...(PRESET_ARMIES[p.army]?.units ?? [])];
                render();
              },
            },
            options(Object.values(PRESET_ARMIES).map((a): [string, string] => [a.id, a.faction]), p.army),
          ),
        ),
      ),
      h(
        'table',
        { className: 'units' },
        h('thead', {}, h('tr', {}, h('th', {}, 'Unit'), h('th', { className: 'num' }, 'Models'), h('th', { className: 'num' }, 'Wounds'), h('th', {}, 'Role'), h('th', {}, ''))),
        h(
          'tbody',
          {},
          p.units.map((u, k) =>
            h(
              'tr',
              {},
              h('td', {}, u.name, u.general === true ? h('span', { className: 'tag' }, 'general') : null),
              h('td', { className: 'num' }, u.models),
              h('td', { className: 'num' }, u.wounds),
              h('td', {}, u.roles.join(', ') || '—'),
              h(
                'td',
                {},
                h(
                  'button',
                  {
                    type: 'button',
                    className: 'link',
                    title: `Remove ${u.name}`,
                    onclick: () => {
                      p.units.splice(k, 1);
                      render();
                    },
                  },
                  '×',
                ),
              ),
            ),
          ),
        ),
      ),
      h(
        'div',
        { className: 'add-unit' },
        h('input', { placeholder: 'Add a unit: name', 'aria-label': 'New unit name', maxlength: 60, oninput: (e: Event) => void (newUnit.name = (e.target as HTMLInputElement).value) }),
        h('input', { type: 'number', min: 1, max: 1000, value: 5, 'aria-label': 'Models', title: 'Models', oninput: (e: Event) => void (newUnit.models = Number((e.target as HTMLInputElement).value)) }),
        h('input', { type: 'number', min: 1, max: 100, value: 2, 'aria-label': 'Wounds per model', title: 'Wounds per model', oninput: (e: Event) => void (newUnit.wounds = Number((e.target as HTMLInputElement).value)) }),
        h(
          'select',
          { 'aria-label': 'Battlefield role', onchange: (e: Event) => void (newUnit.role = (e.target as HTMLSelectElement).value as PresetUnit['roles'][number]) },
          options([['battleline', 'Battleline'], ['leader', 'Leader'], ['behemoth', 'Behemoth'], ['artillery', 'Artillery'], ['other', 'Other']], 'battleline'),
        ),
        h('label', { className: 'inline' }, h('input', { type: 'checkbox', onchange: (e: Event) => void (newUnit.general = (e.target as HTMLInputElement).checked) }), 'general'),
        h(
          'button',
          {
            type: 'button',
            onclick: () => {
              const name = newUnit.name.trim();
              if (name === '') return;
              const taken = new Set(p.units.map((u) => u.key));
              p.units.push({
                key: unique(slug(name, 'unit'), taken),
                name,
                roles: [newUnit.role],
                keywords: [],
                wounds: Math.min(100, Math.max(1, Math.round(newUnit.wounds) || 1)),
                models: Math.min(1000, Math.max(1, Math.round(newUnit.models) || 1)),
                points: 0,
                ...(newUnit.general ? { general: true } : {}),
              });
              render();
            },
          },
          'Add',
        ),
      ),
    );
  };

  return card(
    'Set up the battle',
    'setup',
    hint('Pick the battleplan and the armies. Everything here becomes the first events of the battle log: ', h('code', {}, 'BattleSetUp'), ' and one ', h('code', {}, 'UnitsAdded'), ' per army.'),
    h(
      'div',
      { className: 'grid2' },
      h(
        'label',
        {},
        'Battleplan',
        h(
          'select',
          {
            id: 'battleplan',
            testid: 'battleplan',
            onchange: (e: Event) => {
              const v = (e.target as HTMLSelectElement).value;
              if (isIdOf(gallet.battleplans, v)) draft.battleplan = v;
              draft.objectives = defaultObjectives(draft.battleplan);
              render();
            },
          },
          options(plans.map((p): [string, string] => [p.id, p.name]), draft.battleplan),
        ),
      ),
      h('label', {}, 'Points limit', h('select', { id: 'points', onchange: (e: Event) => void (draft.pointsLimit = Number((e.target as HTMLSelectElement).value)) }, options(gallet.pointsLimits.map((n): [string, string] => [String(n), `${n} points`]), String(draft.pointsLimit)))),
    ),
    plan === undefined ? null : hint(h('strong', {}, plan.name), ': ', plan.summary, ' ', Object.values(galletRuleText[plan.id]?.specialRules ?? {}).map((r) => r.name ?? '').join(' · ')),
    needsObjectives
      ? h(
          'fieldset',
          { className: 'objectives-draft' },
          h('legend', {}, 'Objectives'),
          hint('The sources do not give this battleplan’s objective layout: name the objectives you placed and where they are.'),
          draft.objectives.map((o, k) =>
            h(
              'div',
              { className: 'row' },
              h('input', { value: o.name, 'aria-label': `Objective ${k + 1} name`, oninput: (e: Event) => void (o.name = (e.target as HTMLInputElement).value) }),
              h('select', { 'aria-label': `Objective ${k + 1} placement`, onchange: (e: Event) => void (o.placement = (e.target as HTMLSelectElement).value as Placement) }, options(Object.entries(PLACEMENTS), o.placement)),
              draft.battleplan === 'close-to-the-chest'
                ? h('select', { 'aria-label': `Objective ${k + 1} owner`, onchange: (e: Event) => void (o.owner = (e.target as HTMLSelectElement).value as ObjectiveDraft['owner']) }, options([['attacker', "attacker's"], ['defender', "defender's"]], o.owner))
                : null,
            ),
          ),
        )
      : null,
    h('label', { className: 'inline' }, h('input', { type: 'checkbox', checked: draft.terrain, onchange: (e: Event) => void (draft.terrain = (e.target as HTMLInputElement).checked) }), `Terrain: ${TERRAIN.map((t) => `${t.name ?? t.id} (${PLACEMENTS[t.placement ?? 'neutral']})`).join(', ')}`),
    h('div', { className: 'players' }, playerCard(draft.players[0], 0), playerCard(draft.players[1], 1)),
    h('div', { className: 'actions' }, submitButton('Set up the battle', () => setupEvents(), { className: 'primary', testid: 'setup-submit' })),
  );
}

// ---------------------------------------------------------------------------------------------------------------------
// deployment and the starts of rounds and turns

function renderDeployment(): HTMLElement {
  return card(
    'Deployment',
    'deployment',
    hint('Deploy the armies on the table. Who finished deploying first? In round 1 that player has priority (Stealing the Initiative).'),
    h(
      'div',
      { className: 'actions' },
      playerIds().map((p) => actionButton(`${nameOf(p)} finished first`, () => [{ type: 'DeploymentFinished', data: { firstFinished: p } }], { testid: `deploy-first-${p}` })),
    ),
  );
}

/** Pack events of the form `{ player, objective }` the battleplan or the realm rules may call for now, each legal candidate found with `can()`. */
const OBJECTIVE_PICKS = [
  { type: 'ProvingGroundPicked', title: 'Proving ground (optional)', help: 'Until the round ends only GALLETIAN VETERANS contest it.', verb: 'Mark' },
  { type: 'ObjectiveActivated', title: 'Activate an objective', help: 'Only activated objectives score in The Prize of Gallet.', verb: 'Activate' },
  { type: 'AlphaObjectiveNamed', title: 'Alpha objective', help: 'Named by the opponent of the player whose turn starts.', verb: 'Name' },
] as const;

function objectivePicks(): HTMLElement[] {
  const out: HTMLElement[] = [];
  for (const pick of OBJECTIVE_PICKS) {
    for (const player of playerIds()) {
      const legal = selectObjectives(state).filter((o) => can({ type: pick.type, data: { player, objective: o.id } }));
      if (legal.length === 0) continue;
      const id = `${pick.type}-${player}`;
      out.push(
        h(
          'div',
          { className: 'pick', testid: `pick-${pick.type}` },
          h('h3', {}, pick.title, ': ', playerChip(player)),
          hint(pick.help),
          h(
            'div',
            { className: 'row' },
            h('select', { id, 'aria-label': pick.title }, options(legal.map((o): [string, string] => [o.id, o.name]))),
            submitButton(pick.verb, () => [{ type: pick.type, data: { player, objective: selectValue(id) } }]),
          ),
        ),
      );
    }
  }
  return out;
}

function renderIdols(): HTMLElement | null {
  if (selectSetUp(state).battleplan !== 'in-the-presence-of-idols' || selectTurn(state).round !== 0) return null;
  const { idols } = selectPackState(state);
  const waiting = playerIds().filter((p) => idols[p] === undefined);
  if (waiting.length === 0) return null;
  return h(
    'div',
    { className: 'pick' },
    h('h3', {}, 'Idols'),
    hint('Each player names up to three of their units on the battlefield as idols (the attacker first).'),
    waiting.map((p) =>
      h(
        'div',
        { className: 'row' },
        playerChip(p),
        onBattlefield()
          .filter((u) => u.owner === p)
          .map((u) => h('label', { className: 'inline' }, h('input', { type: 'checkbox', name: `idol-${p}`, value: u.id, testid: `idol-${u.id}` }), u.name)),
        submitButton(
          'Name idols',
          () => {
            const units = Array.from(document.querySelectorAll<HTMLInputElement>(`input[name="idol-${p}"]:checked`)).map((x) => x.value);
            return units.length === 0 ? 'Tick at least one unit.' : [{ type: 'IdolsChosen', data: { player: p, units } }];
          },
          { testid: `idols-submit-${p}`, className: 'small' },
        ),
      ),
    ),
  );
}

function renderRealmstone(): HTMLElement | null {
  const defender = selectPlayers(state).find((p) => p.role === 'defender')?.id;
  if (defender === undefined) return null;
  const fragments = (roll: number): GalletEvent => ({
    type: 'RealmstoneFragmentsPlaced',
    data: { player: defender, roll, fragments: [{ id: 'fragment-1', name: 'Fragment 1' }, { id: 'fragment-2', name: 'Fragment 2' }] },
  });
  if (!can(fragments(1))) return null;
  return h(
    'div',
    { className: 'pick' },
    h('h3', {}, 'The cache detonates: ', playerChip(defender)),
    hint('The centre objective is removed and two fragments are placed where the defender’s roll says.'),
    h(
      'div',
      { className: 'row' },
      h('select', { id: 'realmstone-roll', 'aria-label': 'Roll' }, options([1, 2, 3, 4, 5, 6].map((n): [string, string] => [String(n), `Rolled ${n}`]))),
      submitButton('Place the fragments', () => [fragments(Number(selectValue('realmstone-roll')))]),
    ),
  );
}

function renderPriority(round: number): HTMLElement {
  const [a, b] = playerIds();
  if (a === undefined || b === undefined) return h('div');
  const dice = options([['', '–'], ...[1, 2, 3, 4, 5, 6].map((n): [string, string] => [String(n), String(n)])]);
  const verdict = h('p', { className: 'verdict', testid: 'priority-verdict' });
  const rolls = (): Record<string, number> | undefined => {
    const ra = Number(selectValue(`roll-${a}`));
    const rb = Number(selectValue(`roll-${b}`));
    return ra > 0 && rb > 0 ? { [a]: ra, [b]: rb } : undefined;
  };
  const update = (): void => {
    const w = round === 1 ? priorityWinner(gallet, state, 1, undefined) : rolls() === undefined ? null : priorityWinner(gallet, state, round, rolls());
    if (typeof w === 'string') {
      verdict.textContent = `${nameOf(w)} has priority and chooses who takes the first turn.`;
      const first = document.getElementById('first-turn') as HTMLSelectElement | null;
      if (first !== null && first.dataset['touched'] !== 'yes') first.value = w;
    } else verdict.textContent = 'Roll a dice each: the higher roll wins priority; a tie goes to whoever went first last round.';
  };
  const body = h(
    'div',
    { className: 'pick', testid: 'priority' },
    h('h3', {}, `Battle round ${round}`),
    round === 1
      ? hint('No roll in round 1: the player who finished deploying first has priority.')
      : h(
          'div',
          { className: 'row' },
          [a, b].map((p) =>
            h('label', { className: 'inline' }, playerChip(p), ' rolled ', h('select', { id: `roll-${p}`, testid: `roll-${p}`, onchange: update }, dice.map((o) => o.cloneNode(true)))),
          ),
          h(
            'button',
            {
              type: 'button',
              className: 'link',
              title: 'Let the page roll the two dice',
              onclick: () => {
                for (const p of [a, b]) (document.getElementById(`roll-${p}`) as HTMLSelectElement).value = String(1 + Math.floor(Math.random() * 6));
                update();
              },
            },
            'roll for us',
          ),
        ),
    verdict,
    h(
      'div',
      { className: 'row' },
      h(
        'label',
        { className: 'inline' },
        'First turn: ',
        h(
          'select',
          {
            id: 'first-turn',
            testid: 'first-turn',
            onchange: (e: Event) => void ((e.target as HTMLSelectElement).dataset['touched'] = 'yes'),
          },
          options([a, b].map((p): [string, string] => [p, nameOf(p)]), selectSetUp(state).deploymentFirst ?? a),
        ),
      ),
      submitButton(
        `Begin round ${round}`,
        () => {
          const r = rolls();
          return [{ type: 'PriorityDetermined', data: { round, firstTurn: selectValue('first-turn'), ...(r === undefined ? {} : { rolls: r }) } }];
        },
        { className: 'primary', testid: 'priority-submit' },
      ),
    ),
  );
  queueMicrotask(update);
  return body;
}

/** Starting a turn: `TurnStarted`, and its hero phase at once unless something must come first (an alpha objective). */
function startTurnBatch(player: string, from: State = state): GalletEvent[] {
  const start: GalletEvent = { type: 'TurnStarted', data: { player } };
  const hero: GalletEvent = { type: 'PhaseStarted', data: { phase: 'hero' } };
  const r = tryBatch([start], from);
  return r.ok && can(hero, r.state) ? [start, hero] : [start];
}

function endTurnBatch(player: string, andNext: boolean): GalletEvent[] {
  const end: GalletEvent = { type: 'TurnEnded', data: { player } };
  if (!andNext) return [end];
  const r = tryBatch([end]);
  const next = r.ok ? engine.available(r.state).nextTurn : null;
  return r.ok && next !== null ? [end, ...startTurnBatch(next, r.state)] : [end];
}

function renderFlow(): HTMLElement {
  const now = engine.available(state);
  const parts: Child[] = [];
  const turn = turnNow();
  const round = selectTurn(state).round;
  if (turn === null) {
    parts.push(renderIdols(), renderRealmstone());
    if (now.awaitingPriority) parts.push(renderPriority(round + 1));
    parts.push(objectivePicks());
    if (now.nextTurn !== null) {
      const next = now.nextTurn;
      parts.push(h('div', { className: 'actions' }, actionButton(`Start ${nameOf(next)}’s turn`, () => startTurnBatch(next), { className: 'primary', testid: 'start-turn' })));
    }
  } else {
    const cur = selectRounds(state).at(-1);
    const lastOfRound = (cur?.turnsEnded ?? 0) >= 1;
    parts.push(objectivePicks());
    parts.push(
      h(
        'div',
        { className: 'phases', testid: 'phases' },
        editionProfile(gallet.edition).phases.map((ph) => {
          const isNow = turn.phase === ph;
          const e: GalletEvent = { type: 'PhaseStarted', data: { phase: ph } };
          return isNow
            ? h('span', { className: 'phase now', 'aria-current': 'step' }, PHASE_NAMES[ph] ?? ph)
            : now.phasesLeft.includes(ph)
              ? actionButton(PHASE_NAMES[ph] ?? ph, () => [e], { className: 'phase', testid: `phase-${ph}` }, `${PHASE_NAMES[ph] ?? ph} phase`)
              : h('span', { className: 'phase past' }, PHASE_NAMES[ph] ?? ph);
        }),
      ),
      hint('Phases are optional: record the ones something happens in. Scoring happens when the turn ends.'),
      h(
        'div',
        { className: 'actions' },
        actionButton(`End ${nameOf(turn.player)}’s turn`, () => endTurnBatch(turn.player, false), { className: lastOfRound ? 'primary' : '', testid: 'end-turn' }),
        lastOfRound ? null : actionButton(`End turn and start ${nameOf(opponent(turn.player))}’s`, () => endTurnBatch(turn.player, true), { className: 'primary', testid: 'end-and-next' }),
      ),
    );
  }
  const title = turn === null ? (now.awaitingPriority ? `Before battle round ${round + 1}` : `Battle round ${round}`) : `Round ${round}: ${nameOf(turn.player)}’s turn`;
  return card(title, 'flow', ...parts);
}

// ---------------------------------------------------------------------------------------------------------------------
// during a turn: battle tactics, objectives, casualties, zones, terrain, command points

function targetLabel(t: { readonly kind: string; readonly id: string }): string {
  return t.kind === 'unit' ? `${unitName(t.id)} (${nameOf(selectUnit(state, t.id)?.owner ?? '')})` : t.kind === 'objective' ? objectiveName(t.id) : (selectTerrain(state).find((x) => x.id === t.id)?.name ?? t.id);
}

function renderTactics(): HTMLElement | null {
  const turn = turnNow();
  if (turn === null) return null;
  const player = turn.player;
  const now = engine.available(state);
  const picked = selectBattleTactics(state).find((t) => t.player === player && t.round === selectTurn(state).round && t.turn === turn.number);
  const body: Child[] = [];
  if (picked !== undefined) {
    const def = entryOf(gallet.battleTactics, picked.tactic);
    body.push(
      h('p', { testid: 'tactic-picked' }, playerChip(player), ' picked ', h('strong', {}, def?.name ?? picked.tactic), picked.target === null ? '' : ` → ${targetLabel(picked.target)}`, '.'),
      hint(def?.summary ?? '', ' The engine judges it from what you record when the turn ends; your statement below only counts where the facts cannot tell.'),
      h(
        'div',
        { className: 'actions' },
        actionButton('We say: completed', () => (isIdOf(gallet.battleTactics, picked.tactic) ? [{ type: 'BattleTacticCompleted', data: { player, tactic: picked.tactic } }] : []), { className: 'small' }),
        actionButton('We say: failed', () => (isIdOf(gallet.battleTactics, picked.tactic) ? [{ type: 'BattleTacticFailed', data: { player, tactic: picked.tactic } }] : []), { className: 'small' }),
        picked.statement === null ? null : h('span', { className: 'hint' }, `Stated: ${picked.statement}.`),
      ),
    );
  } else if (now.canPickBattleTactic) {
    const list = now.battleTactics[player] ?? [];
    body.push(
      hint(
        now.mustPickBattleTactic
          ? `At the start of the hero phase ${nameOf(player)} must pick one battle tactic not used before: the turn cannot go on until they do. Only tactics valid now are listed, with their valid targets.`
          : `At the start of the hero phase ${nameOf(player)} may pick one battle tactic not used before. Only tactics valid now are listed, with their valid targets.`,
      ),
      list.length === 0
        ? hint('No battle tactic can be picked now, so none is owed this turn.')
        : h(
            'ul',
            { className: 'tactics', testid: 'tactic-list' },
            list.map((t) => {
              const def = gallet.battleTactics[t.id];
              const selectId = `target-${t.id}`;
              return h(
                'li',
                { testid: `tactic-${t.id}` },
                h('div', {}, h('strong', {}, t.name), h('span', { className: 'hint' }, ` — ${def?.summary ?? ''}`)),
                h(
                  'div',
                  { className: 'row' },
                  t.targets === null ? null : h('select', { id: selectId, testid: selectId, 'aria-label': `${t.name} target` }, options(t.targets.map((x): [string, string] => [`${x.kind}:${x.id}`, targetLabel(x)]))),
                  submitButton(
                    'Pick',
                    () => {
                      if (t.targets === null) return [{ type: 'BattleTacticPicked', data: { player, tactic: t.id } }];
                      const [kind, ...rest] = selectValue(selectId).split(':');
                      return [{ type: 'BattleTacticPicked', data: { player, tactic: t.id, target: { kind: kind as 'unit', id: rest.join(':') } } }];
                    },
                    { testid: `pick-${t.id}`, className: 'small' },
                  ),
                ),
              );
            }),
          ),
    );
  } else {
    body.push(hint(turn.phase === null ? 'Start the hero phase to pick a battle tactic.' : `No battle tactic picked this turn (picks come at the start of the hero phase).`));
  }
  return card('Battle tactic', 'tactics', ...body);
}

/**
 * The table drawn live when the battle has positions (`PositionsReported`, e.g. from a virtual tabletop): the battle's
 * map, the bases where the latest report put them, objectives coloured by controller. Redrawn after every action.
 */
function renderTableMap(): HTMLElement | null {
  if (Object.keys(selectTable(state).positions).length === 0) return null;
  const svg = renderBattleMapSvg(state as BattleState<unknown>, { scale: 10 });
  if (svg === null) return null;
  // the engine's SVG (escaped, self-contained) parsed as SVG, not as HTML
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  const figure = h('div', { className: 'table-map', testid: 'table-map-svg' });
  figure.append(document.importNode(doc.documentElement, true));
  return card('The table', 'table-map', figure, hint('Where the models stand as the last positions report put them; the engine measured who contests what.'));
}

/** The units on the table: contest reports and zone reports in one table, control by hand, and casualties. */
function renderBattlefield(): HTMLElement | null {
  if (selectStage(state) !== 'battle') return null;
  const objectives = activeObjectives();
  const units = onBattlefield();
  const gone = selectUnits(state).filter((u) => u.status !== 'battlefield');
  const objectiveOptions: [string, string][] = [['', '—'], ...objectives.map((o): [string, string] => [o.id, o.name])];
  const controllers: [string, string][] = [['', 'nobody'], ...playerIds().map((p): [string, string] => [p, nameOf(p)])];
  const byOptions: [string, string][] = [['', '—'], ...units.map((u): [string, string] => [u.id, `${u.name} (${nameOf(u.owner)})`])];
  const reports = selectReports(state);
  const zoneLabel = (id: string): string => {
    const z = reports.zones[id];
    return z === undefined ? 'not reported' : z.wholly.length === 0 ? 'none' : z.wholly.join(', ');
  };
  // the form starts from the latest report: units tend to stay where they were
  const lastReport = (unit: string): { objective: string; models: number } | undefined => {
    for (const [objective, entries] of Object.entries(reports.contests)) {
      const c = entries.find((x) => x.unit === unit);
      if (c !== undefined && selectObjective(state, objective)?.active === true) return { objective, models: c.models ?? 0 };
    }
    return undefined;
  };
  const unitCell = (u: (typeof units)[number]): HTMLTableCellElement =>
    h(
      'td',
      {},
      h('span', { className: `dot ${roleClass(u.owner)}` }),
      u.name,
      u.general ? h('span', { className: 'tag' }, 'general') : null,
      u.keywords.includes('GALLETIAN VETERANS') ? h('span', { className: 'tag vet', title: 'GALLETIAN VETERANS: Battleline, 4 wounds or fewer, not mounted' }, 'veterans') : null,
    );
  return card(
    'Battlefield',
    'battlefield',
    hint(
      'Report who contests which objective just before the turn ends: the report is recorded, and when the turn ends the engine counts the models (on the proving ground only GALLETIAN VETERANS count), gives each objective to the side with more, and leaves control where it was on equal counts or with no report this turn. Zones feed Barge Through Enemy Lines (this turn’s) and the grand strategies (the last turn’s): report every unit in the last turn.',
      selectTurn(state).round <= 1 && (selectSetUp(state).battleplan === 'head-on-collision' || selectSetUp(state).battleplan === 'the-lurkers-below') ? ' In this battleplan nobody can take an objective in round 1.' : '',
    ),
    h(
      'table',
      { className: 'units', testid: 'contest-form' },
      h(
        'thead',
        {},
        h('tr', {}, h('th', {}, 'Unit'), h('th', { className: 'num' }, 'Models'), h('th', {}, 'Contests'), h('th', { className: 'num' }, 'With'), h('th', {}, 'Wholly within')),
      ),
      h(
        'tbody',
        {},
        units.map((u) =>
          h(
            'tr',
            { testid: `unit-${u.id}` },
            unitCell(u),
            h('td', { className: 'num' }, `${u.modelsRemaining}/${u.models}`),
            h('td', {}, h('select', { id: `contest-objective-${u.id}`, testid: `contest-objective-${u.id}`, 'aria-label': `${u.name} contests` }, options(objectiveOptions, lastReport(u.id)?.objective ?? ''))),
            h(
              'td',
              { className: 'num' },
              h('input', {
                id: `contest-models-${u.id}`,
                testid: `contest-models-${u.id}`,
                type: 'number',
                min: 0,
                max: u.modelsRemaining,
                value: Math.min(u.modelsRemaining, lastReport(u.id)?.models ?? u.modelsRemaining),
                'aria-label': `${u.name} models contesting`,
              }),
            ),
            h(
              'td',
              {},
              h('select', { id: `zone-${u.id}`, testid: `zone-${u.id}`, 'aria-label': `${u.name} is wholly within`, title: `last report: ${zoneLabel(u.id)}` }, options([['', `(${zoneLabel(u.id)})`], ...ZONES])),
            ),
          ),
        ),
        gone.map((u) =>
          h(
            'tr',
            { className: 'gone', testid: `unit-${u.id}` },
            unitCell(u),
            h('td', { className: 'num' }, `0/${u.models}`),
            h('td', { colspan: 3 }, u.status),
          ),
        ),
      ),
    ),
    h(
      'div',
      { className: 'actions' },
      submitButton(
        'Report contests',
        () => {
          const contests = units.flatMap((u) => {
            const objective = selectValue(`contest-objective-${u.id}`);
            return objective === '' ? [] : [{ unit: u.id, objective, models: Math.max(0, Math.round(Number(selectValue(`contest-models-${u.id}`)) || 0)) }];
          });
          return [{ type: 'ObjectiveContestReported', data: { contests } }];
        },
        { testid: 'contest-submit' },
      ),
      submitButton(
        'Report zones',
        () => {
          const picked = units.flatMap((u) => {
            const z = selectValue(`zone-${u.id}`);
            return z === '' ? [] : [[u.id, { wholly: [z as Zone] }] satisfies [string, { wholly: Zone[] }]];
          });
          return picked.length === 0 ? 'Pick a zone for at least one unit.' : [{ type: 'ZonesReported', data: { units: Object.fromEntries(picked) } }];
        },
        { testid: 'zones-submit' },
      ),
      h(
        'span',
        { className: 'row by-hand' },
        'or set control by hand: ',
        h('select', { id: 'control-objective', 'aria-label': 'Objective' }, options(objectives.map((o): [string, string] => [o.id, o.name]))),
        h('select', { id: 'control-player', 'aria-label': 'Controlled by' }, options(controllers)),
        submitButton(
          'Set',
          () => {
            const p = selectValue('control-player');
            return [{ type: 'ObjectiveControlSet', data: { objective: selectValue('control-objective'), player: p === '' ? null : p, reason: 'set by hand' } }];
          },
          { className: 'small', testid: 'control-submit' },
        ),
      ),
    ),
    h(
      'div',
      { className: 'casualties' },
      h('h3', {}, 'Casualties'),
      h(
        'div',
        { className: 'row' },
        h('select', { id: 'casualty-unit', testid: 'casualty-unit', 'aria-label': 'Unit' }, options(units.map((u): [string, string] => [u.id, `${u.name} (${nameOf(u.owner)})`]))),
        h('input', { id: 'casualty-count', testid: 'casualty-count', type: 'number', min: 1, max: 1000, value: 1, 'aria-label': 'Models slain', title: 'Models slain' }),
        submitButton('Models slain', () => [{ type: 'ModelsSlain', data: { unit: selectValue('casualty-unit'), count: Math.round(Number(selectValue('casualty-count'))), by: cause() } }], {
          className: 'small',
          testid: 'slay-submit',
        }),
        submitButton('Unit destroyed', () => [{ type: 'UnitDestroyed', data: { unit: selectValue('casualty-unit'), by: cause() } }], { className: 'small danger', testid: 'destroy-submit' }),
      ),
      h(
        'div',
        { className: 'row' },
        h('label', { className: 'inline' }, 'by ', h('select', { id: 'casualty-by', testid: 'casualty-by', 'aria-label': 'Destroyed by' }, options(byOptions))),
        h(
          'label',
          { className: 'inline' },
          'with ',
          h('select', { id: 'casualty-means', testid: 'casualty-means', 'aria-label': 'Means' }, options([['attack', 'an attack'], ['ability', 'an ability'], ['spell', 'a spell'], ['mortal', 'mortal wounds'], ['other', 'something else']])),
        ),
      ),
      hint('Who destroyed a unit, and how, decides tactics such as This One’s Mine! (an attack by your general) and Head-to-Head.'),
    ),
  );
}

function cause(): { unit?: string; means: 'attack' | 'ability' | 'spell' | 'mortal' | 'other' } {
  const unit = selectValue('casualty-by');
  const means = selectValue('casualty-means') as 'attack';
  return unit === '' ? { means } : { unit, means };
}

function renderTerrainAndCommand(): HTMLElement | null {
  if (selectStage(state) !== 'battle') return null;
  const terrain = selectTerrain(state);
  return card(
    'Command points and terrain',
    'command',
    hint('Command points: 1 for the player going first in a round, 2 for the other, +1 in each hero phase with the general on the battlefield; unused points are lost when the round ends.'),
    h(
      'div',
      { className: 'cp' },
      playerIds().map((p) =>
        h(
          'div',
          { className: 'row' },
          playerChip(p),
          h('span', { className: 'cp-count' }, `${selectPlayer(state, p)?.commandPoints ?? 0} CP`),
          h('input', { id: `cp-amount-${p}`, testid: `cp-amount-${p}`, type: 'number', min: 1, max: 20, value: 1, 'aria-label': `${nameOf(p)} command points` }),
          h('input', { id: `cp-ability-${p}`, placeholder: 'ability (optional)', maxlength: 60, 'aria-label': 'Command ability' }),
          submitButton(
            'Spend',
            () => {
              const ability = selectValue(`cp-ability-${p}`).trim();
              return [{ type: 'CommandPointsSpent', data: { player: p, amount: Math.round(Number(selectValue(`cp-amount-${p}`))), ...(ability === '' ? {} : { ability }) } }];
            },
            { className: 'small', testid: `cp-spend-${p}` },
          ),
          submitButton('Gain', () => [{ type: 'CommandPointsGained', data: { player: p, amount: Math.round(Number(selectValue(`cp-amount-${p}`))) } }], { className: 'small', testid: `cp-gain-${p}` }),
        ),
      ),
    ),
    terrain.length === 0
      ? null
      : h(
          'div',
          { className: 'terrain' },
          h('h3', {}, 'Terrain control'),
          hint('Desecrate their Lands needs a terrain feature in the opponent’s territory controlled at the end of the turn.'),
          terrain.map((t) =>
            h(
              'div',
              { className: 'row' },
              h('span', {}, t.name, h('span', { className: 'hint' }, ` (${PLACEMENTS[t.placement ?? 'neutral']})`)),
              h('select', { id: `terrain-${t.id}`, 'aria-label': `${t.name} controlled by` }, options([['', 'nobody'], ...playerIds().map((p): [string, string] => [p, nameOf(p)])], t.controller ?? '')),
              submitButton(
                'Set',
                () => {
                  const p = selectValue(`terrain-${t.id}`);
                  return [{ type: 'TerrainControlSet', data: { terrain: t.id, player: p === '' ? null : p } }];
                },
                { className: 'small' },
              ),
            ),
          ),
        ),
  );
}

function renderMore(): HTMLElement {
  const ended = selectStage(state) === 'ended';
  return h(
    'details',
    { className: 'card more' },
    h('summary', {}, 'More: end the battle early, record any event'),
    ended || selectStage(state) === 'awaiting-setup'
      ? null
      : h(
          'div',
          { className: 'row' },
          h('select', { id: 'end-reason', 'aria-label': 'Why the battle ends' }, options([['time', 'Time was called'], ['agreement', 'The players agree'], ['concession', 'A player concedes']])),
          h('select', { id: 'end-conceder', 'aria-label': 'Who concedes' }, options([['', '(nobody concedes)'], ...playerIds().map((p): [string, string] => [p, `${nameOf(p)} concedes`])])),
          submitButton(
            'End the battle now',
            () => {
              const reason = selectValue('end-reason') as 'time';
              const by = selectValue('end-conceder');
              return [{ type: 'BattleEnded', data: { reason, ...(by === '' ? {} : { concededBy: by }) } }];
            },
            { className: 'small danger' },
          ),
        ),
    hint('Any event of the battle log, as JSON (see docs/battle-log.md) — e.g. the Gallet pack’s own events such as GazeOfGhurCast or UnitRallied. The engine checks it like any other.'),
    h('textarea', { id: 'raw-event', testid: 'raw-event', rows: 3, spellcheck: false, placeholder: '{ "type": "TurnEnded", "data": { "player": "…" } }' }),
    h(
      'div',
      { className: 'actions' },
      submitButton(
        'Record this event',
        () => {
          try {
            return [JSON.parse(selectValue('raw-event')) as GalletEvent];
          } catch (err) {
            return `That is not valid JSON: ${err instanceof Error ? err.message : String(err)}`;
          }
        },
        { className: 'small', testid: 'raw-submit' },
      ),
    ),
  );
}

// ---------------------------------------------------------------------------------------------------------------------
// the side: scoreboard, result, points, log

function renderScoreboard(): HTMLElement | null {
  if (selectStage(state) === 'awaiting-setup') return null;
  const rows = selectScoreboard(state);
  const result = selectResult(state);
  return card(
    'Scoreboard',
    'scoreboard',
    h(
      'table',
      { className: 'score' },
      h('thead', {}, h('tr', {}, h('th', {}, ''), h('th', { className: 'num' }, 'VP'), h('th', { className: 'num' }, 'CP'), h('th', { className: 'num', title: 'Battle tactics completed' }, 'Tactics'), h('th', {}, 'Holds'))),
      h(
        'tbody',
        {},
        rows.map((r) => {
          const gs = r.grandStrategy === null ? null : (entryOf(gallet.grandStrategies, r.grandStrategy) ?? null);
          return h(
            'tr',
            { testid: `score-${r.player}` },
            h(
              'td',
              {},
              h('div', {}, playerChip(r.player), h('span', { className: 'role' }, r.role)),
              h('div', { className: 'hint' }, gs === null || gs === undefined ? 'no grand strategy' : `${gs.name}${r.grandStrategyCompleted === null ? '' : r.grandStrategyCompleted ? ' ✓' : ' ✗'}`),
            ),
            h('td', { className: 'num vp', testid: `vp-${r.player}` }, r.vp),
            h('td', { className: 'num', testid: `cp-${r.player}` }, r.commandPoints),
            h('td', { className: 'num' }, r.battleTacticsCompleted),
            h('td', {}, r.objectivesControlled.map(objectiveName).join(', ') || '—'),
          );
        }),
      ),
    ),
    renderObjectiveTable(),
    result === null
      ? null
      : h(
          'div',
          { className: 'result', testid: 'result' },
          h('strong', { testid: 'result-headline' }, result.winner === null ? 'Draw' : `${result.kind === 'major' ? 'Major' : 'Minor'} victory: ${nameOf(result.winner)}`),
          h('div', { testid: 'result-reason' }, result.reason),
        ),
    h('div', { className: 'actions' }, h('button', { type: 'button', className: selectStage(state) === 'ended' ? 'primary' : '', testid: 'open-sheet', onclick: openSheet }, 'Open the printable sheet')),
  );
}

function renderObjectiveTable(): HTMLElement | null {
  const objectives = selectObjectives(state);
  if (objectives.length === 0) return null;
  const marks = (o: (typeof objectives)[number]): string[] =>
    Object.keys(o.markers).map((k) => (k === 'proving-ground' ? 'proving ground' : k === 'activated' ? 'activated' : k));
  return h(
    'table',
    { className: 'objectives', testid: 'objective-table' },
    h('thead', {}, h('tr', {}, h('th', {}, 'Objective'), h('th', {}, 'Where'), h('th', {}, 'Held by'))),
    h(
      'tbody',
      {},
      objectives.map((o) =>
        h(
          'tr',
          { className: o.active ? '' : 'gone', testid: `objective-${o.id}` },
          h('td', {}, o.name, marks(o).map((m) => h('span', { className: 'tag' }, m))),
          h('td', { className: 'hint' }, o.placement === null ? '' : PLACEMENTS[o.placement]),
          h('td', { testid: `holder-${o.id}` }, o.controller === null ? '—' : playerChip(o.controller)),
        ),
      ),
    ),
  );
}

function renderLedger(): HTMLElement | null {
  if (selectLedger(state).length === 0) return null;
  return card(
    'Where the points came from',
    'ledger',
    h(
      'ol',
      { className: 'ledger', reversed: true },
      [...selectLedger(state)].reverse().map((l) => h('li', {}, h('span', { className: 'when' }, l.turn === 0 ? `end of battle` : `R${l.round} T${l.turn}`), playerChip(l.player), ` +${l.amount} `, h('span', {}, l.reason))),
    ),
  );
}

function describe(e: GalletEvent): string {
  const d = e.data as Record<string, unknown>;
  switch (e.type) {
    case 'TurnStarted':
    case 'TurnEnded':
      return nameOf(String(d['player']));
    case 'PhaseStarted':
      return String(d['phase']);
    case 'PriorityDetermined':
      return `round ${String(d['round'])}, ${nameOf(String(d['firstTurn']))} first`;
    case 'BattleTacticPicked':
      return `${nameOf(String(d['player']))}: ${entryOf(gallet.battleTactics, String(d['tactic']))?.name ?? String(d['tactic'])}`;
    case 'UnitDestroyed':
    case 'ModelsSlain':
      return `${unitName(String(d['unit']))}${e.type === 'ModelsSlain' ? ` ×${String(d['count'])}` : ''}`;
    case 'ObjectiveContestReported':
      return `${(d['contests'] as unknown[]).length} units`;
    case 'UnitsAdded':
      return `${(d['units'] as unknown[]).length} units`;
    case 'ZonesReported':
      return Object.keys(d['units'] as object)
        .map(unitName)
        .join(', ');
    case 'ProvingGroundPicked':
    case 'ObjectiveActivated':
    case 'AlphaObjectiveNamed':
      return `${nameOf(String(d['player']))}: ${objectiveName(String(d['objective']))}`;
    case 'CommandPointsSpent':
    case 'CommandPointsGained':
      return `${nameOf(String(d['player']))} ${e.type === 'CommandPointsSpent' ? '−' : '+'}${String(d['amount'])}`;
    case 'DeploymentFinished':
      return `${nameOf(String(d['firstFinished']))} first`;
    case 'BattleSetUp':
      return entryOf(gallet.battleplans, String(d['battleplan']))?.name ?? String(d['battleplan']);
    default: {
      const json = JSON.stringify(d);
      return json.length > 60 ? `${json.slice(0, 57)}…` : json;
    }
  }
}

function renderLog(): HTMLElement | null {
  if (events.length === 0) return null;
  return card(
    `Battle log (${events.length} events)`,
    'event-log',
    h(
      'div',
      { className: 'actions' },
      h('button', { type: 'button', className: 'small', testid: 'download-log', onclick: downloadLog }, 'Download the log'),
      // a shared log is append-only: what was recorded is corrected by recording more, as at the table
      link === null ? h('button', { type: 'button', className: 'small', testid: 'undo', onclick: () => void restore(events.slice(0, -1), 'Undo') }, 'Undo the last event') : null,
    ),
    h(
      'ol',
      { className: 'events' },
      events
        .map((e, i) => h('li', { value: i + 1 }, h('code', {}, e.type), ' ', h('span', { className: 'hint' }, describe(e))))
        .reverse()
        .slice(0, 12),
    ),
    events.length > 12 ? hint(`… and ${events.length - 12} earlier events (all of them are in the downloaded log).`) : null,
  );
}

function renderFeedback(): HTMLElement | null {
  if (feedback === null) return null;
  if (feedback.kind === 'refused')
    return h(
      'div',
      { className: 'feedback refused', testid: 'refusal', id: 'refusal' },
      h('strong', {}, `Not recorded — ${feedback.action}`),
      h(
        'ul',
        {},
        feedback.violations.map((v) => h('li', { testid: 'refusal-message' }, named(v.message), ' ', h('code', { title: v.path === undefined ? '' : `at ${v.path.join('.')}` }, v.code))),
      ),
    );
  return h(
    'div',
    { className: 'feedback done', role: 'status', testid: 'notice' },
    h('strong', {}, `Recorded — ${feedback.action}`),
    feedback.lines.length === 0 ? null : h('ul', {}, feedback.lines.map((l) => h('li', {}, l))),
  );
}

/**
 * The engine's message with the players', units' and objectives' names in place of their ids: people read names.
 * (The ids stay in the code beside it and in the downloaded log.)
 */
function named(message: string): string {
  const names = new Map<string, string>();
  for (const o of selectObjectives(state)) names.set(o.id, o.name);
  for (const u of selectUnits(state)) names.set(u.id, u.name);
  for (const p of playerIds()) names.set(p, nameOf(p));
  const ids = [...names.keys()].filter((id) => id !== names.get(id)).sort((a, b) => b.length - a.length);
  if (ids.length === 0) return message;
  const escaped = ids.map((id) => id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const re = new RegExp(`(?<![\\w-])(${escaped.join('|')})(?![\\w-])`, 'g');
  const out = message.replace(re, (id) => names.get(id) ?? id);
  return out.charAt(0).toUpperCase() + out.slice(1);
}

/** Puts the refusal beside the control that caused it (or keeps it at the top when that control is gone), and says it aloud. */
function placeFeedback(root: HTMLElement): void {
  const live = document.getElementById('announce');
  const el = root.querySelector<HTMLElement>('#refusal');
  if (feedback?.kind === 'refused' && el !== null) {
    const control = feedback.control ?? null;
    const anchor = control === null ? null : root.querySelector<HTMLElement>(`[data-testid="${CSS.escape(control)}"]`);
    if (anchor !== null && anchor !== el) {
      const block = anchor.closest<HTMLElement>('.row, .actions, .phases, li, tr') ?? anchor;
      // inside a table row the message goes after the table
      const after = block.tagName === 'TR' ? (block.closest('table')?.parentElement?.classList.contains('table-wrap') ? block.closest('table')?.parentElement : block.closest('table')) ?? block : block;
      after.insertAdjacentElement('afterend', el);
      el.classList.add('at-control');
    }
    if (live !== null) live.textContent = `Not recorded — ${feedback.action}: ${feedback.violations.map((v) => named(v.message)).join(' ')}`;
  } else if (feedback?.kind === 'done' && live !== null) {
    live.textContent = '';
  }
}

// ---------------------------------------------------------------------------------------------------------------------
// the sheet and the log as files

function openSheet(): void {
  const html = renderSheetHtml(selectScoringSheet(state, gallet), { maps: battleMapsByRound(state as BattleState<unknown>) });
  const url = URL.createObjectURL(new Blob([html], { type: 'text/html' }));
  const win = window.open(url, '_blank');
  if (win === null) {
    feedback = { kind: 'done', action: 'Sheet ready', lines: ['Your browser blocked the new window: use the link below the header.'] };
    render();
    const link = document.getElementById('sheet-link') as HTMLAnchorElement | null;
    if (link !== null) {
      link.href = url;
      link.hidden = false;
    }
    return;
  }
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

function downloadLog(): void {
  const url = URL.createObjectURL(new Blob([logText()], { type: 'application/json' }));
  const a = h('a', { href: url, download: `battle-${recordedAt.slice(0, 10)}.json` });
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

// ---------------------------------------------------------------------------------------------------------------------
// the page

function statusLine(): string {
  const round = selectTurn(state).round;
  switch (selectStage(state)) {
    case 'awaiting-setup':
      return 'Set-up';
    case 'deployment':
      return 'Deployment';
    case 'ended':
      return `Battle over after round ${round}`;
    case 'battle': {
      const t = turnNow();
      if (t === null) {
        const next = engine.available(state).nextTurn;
        return next === null ? `Before battle round ${round + 1}` : `Round ${round} · ${nameOf(next)}’s turn is next`;
      }
      return `Round ${round} · ${nameOf(t.player)}’s turn · ${t.phase === null ? 'start of the turn' : `${PHASE_NAMES[t.phase] ?? t.phase} phase`}`;
    }
  }
}

/** The bar that stays at the top of the screen: the round, turn and phase, each player's score, the link's state. */
function scoreBar(): HTMLElement {
  const rows = selectStage(state) === 'awaiting-setup' ? [] : selectScoreboard(state);
  const pending = link?.outbox.length ?? 0;
  const linkState =
    link === null
      ? null
      : h(
          'span',
          { className: `link-state ${link.status}`, testid: 'link-state' },
          link.role === 'spectator' ? 'Watching · ' : '',
          link.status === 'live' ? 'Live' : link.status === 'offline' ? 'Offline' : 'Connecting…',
          pending > 0 ? ` · ${pending} waiting to send` : '',
        );
  return h(
    'div',
    // when this was drawn (ms since the epoch): the two-phone test reads how long an event took to reach the other phone
    { className: 'bar', testid: 'score-bar', 'data-events': events.length, 'data-confirmed': link?.confirmed.length ?? events.length, 'data-drawn-at': Date.now() },
    h('p', { className: 'status', testid: 'status' }, statusLine()),
    rows.length === 0
      ? null
      : h(
          'ul',
          { className: 'bar-scores', 'aria-label': 'Victory points' },
          rows.map((r) => h('li', { className: `chip ${roleClass(r.player)}`, testid: `bar-${r.player}` }, h('span', { className: 'bar-name' }, nameOf(r.player)), ' ', h('strong', { testid: `bar-vp-${r.player}` }, r.vp), h('span', { className: 'vp-unit' }, ' VP'))),
        ),
    linkState,
  );
}

function header(): HTMLElement {
  const plan = battleplanNow();
  const { pointsLimit } = selectSetUp(state);
  const shared = link !== null;
  return h(
    'header',
    {},
    h('div', { className: 'titles' }, h('h1', {}, 'Battle recorder'), h('p', { className: 'sub' }, gallet.name, plan === undefined ? '' : ` · ${plan.name}`, pointsLimit === null ? '' : ` · ${pointsLimit} points`)),
    h(
      'div',
      { className: 'toolbar' },
      shared
        ? null
        : h(
            'label',
            { className: 'button small', title: 'Load a battle log (JSON) and replay it' },
            'Load a log…',
            h('input', {
              type: 'file',
              accept: '.json,application/json',
              hidden: true,
              testid: 'load-log',
              onchange: (e: Event) => {
                const file = (e.target as HTMLInputElement).files?.[0];
                if (file !== undefined) void file.text().then((text) => loadLog(text, `Load ${file.name}`));
              },
            }),
          ),
      events.length === 0 && !shared
        ? null
        : h(
            'button',
            {
              type: 'button',
              className: 'small',
              testid: 'new-battle',
              onclick: () => {
                if (shared) {
                  // the shared battle stays on the server; this phone just stops following it
                  link?.close();
                  link = null;
                  invite = null;
                  history.replaceState(null, '', location.pathname);
                  recordedAt = new Date().toISOString();
                  void restore([], 'Left the shared battle');
                  return;
                }
                if (selectStage(state) !== 'ended' && !window.confirm('Start a new battle? The current one is lost unless you downloaded its log.')) return;
                recordedAt = new Date().toISOString();
                void restore([], 'New battle');
              },
            },
            shared ? 'Leave this battle' : 'New battle',
          ),
      h('a', { id: 'sheet-link', target: '_blank', hidden: true }, 'the sheet'),
    ),
  );
}

/** On the table server: share a battle, or join one with a code. */
function renderJoin(): HTMLElement | null {
  if (!server || link !== null) return null;
  return card(
    'Play on two phones',
    'join',
    hint('This page is served by the table server: setting up the battle below puts it on the server, and gives you a link or a code for the other player and one for spectators. To join a battle, type the code you were given.'),
    h(
      'div',
      { className: 'row' },
      h('label', {}, 'Code', h('input', { id: 'join-code', testid: 'join-code', autocomplete: 'off', autocapitalize: 'characters', inputmode: 'text', placeholder: 'XXXXX-XXXXX' })),
      h(
        'button',
        {
          type: 'button',
          testid: 'join-submit',
          onclick: () => {
            const code = selectValue('join-code').trim();
            if (code === '') {
              feedback = { kind: 'refused', action: 'Join', control: 'join-submit', violations: [violation('app/form', 'Type the code the other player gave you, like 7K2QF-9XM4D.')] };
              render();
              return;
            }
            history.replaceState(null, '', `#b=${encodeURIComponent(code)}`);
            void connect(code, 'Joined the battle');
          },
        },
        'Join',
      ),
    ),
  );
}

/** The links of a shared battle, for the phone that created it. */
function renderInvite(): HTMLElement | null {
  if (link === null || link.role !== 'player' || invite === null) return null;
  const base = `${location.origin}${location.pathname}`;
  const item = (label: string, l: CreatedLinks['links'][number] | undefined, testid: string): HTMLElement | null =>
    l === undefined
      ? null
      : h(
          'li',
          { testid },
          h('strong', {}, label),
          ' ',
          h('span', { className: 'code', testid: `${testid}-code` }, l.code),
          h('div', { className: 'row' }, h('input', { readonly: true, value: `${base}#b=${l.token}`, 'aria-label': `${label} link`, testid: `${testid}-url`, className: 'link-url' }), h('button', { type: 'button', onclick: () => void navigator.clipboard?.writeText(`${base}#b=${l.token}`) }, 'Copy')),
        );
  const seat = link.seat;
  return h(
    'details',
    { className: 'card invite', testid: 'invite', open: selectStage(state) === 'deployment' },
    h('summary', {}, 'Invite the other player and spectators'),
    hint('Each link opens this battle only. The player link can record; the spectator link can only watch. Anyone with a link has its rights: share it with them alone.'),
    h(
      'ul',
      { className: 'links' },
      item('The other player', invite.links.find((l) => l.role === 'player' && l.seat !== seat), 'invite-player'),
      item('Spectators', invite.links.find((l) => l.role === 'spectator'), 'invite-spectator'),
    ),
  );
}

function render(): void {
  const root = document.getElementById('app');
  if (root === null) return;
  const scrollY = window.scrollY;
  const main: Child[] = [renderFeedback(), renderInvite()];
  switch (selectStage(state)) {
    case 'awaiting-setup':
      main.push(renderJoin(), link === null ? renderSetup() : hint('Waiting for the battle to be set up…'));
      break;
    case 'deployment':
      main.push(renderDeployment());
      break;
    case 'battle':
      main.push(renderFlow(), renderTactics(), renderTableMap(), renderBattlefield(), renderTerrainAndCommand());
      break;
    case 'ended': {
      const result = selectResult(state);
      main.push(
        card(
          'The battle is over',
          'ended',
          result === null ? null : h('p', { className: 'verdict' }, result.winner === null ? 'Draw' : `${result.kind === 'major' ? 'Major' : 'Minor'} victory: ${nameOf(result.winner)}`, ' — ', result.reason, '.'),
          hint('Open the printable sheet for the players to sign, and download the log to keep the battle: it replays into the same scores anywhere.'),
          h(
            'div',
            { className: 'actions' },
            h('button', { type: 'button', className: 'primary', onclick: openSheet }, 'Open the printable sheet'),
            h('button', { type: 'button', onclick: downloadLog }, 'Download the log'),
          ),
          // a preview of the sheet: the same self-contained HTML, in a frame that runs no script
          h('iframe', { className: 'sheet-preview', title: 'Scoring sheet', sandbox: '', srcdoc: renderSheetHtml(selectScoringSheet(state, gallet), { maps: battleMapsByRound(state as BattleState<unknown>) }), testid: 'sheet-preview' }),
        ),
        renderTableMap(),
      );
      break;
    }
  }
  if (selectStage(state) !== 'awaiting-setup' && link === null) main.push(renderMore());
  const side = [renderScoreboard(), renderLedger(), renderLog()].filter((x) => x !== null);
  // a spectator sees every control, disabled: a fieldset disables all it holds
  const body: Child = link?.role === 'spectator' ? h('fieldset', { className: 'read-only', disabled: true }, h('legend', {}, 'Watching: this link can follow the battle but not record in it'), main) : main;
  const page = h(
    'div',
    { className: 'page' },
    header(),
    scoreBar(),
    h('div', { className: side.length === 0 ? 'layout single' : 'layout' }, h('main', {}, body), side.length === 0 ? null : h('aside', { 'aria-label': 'Score and log' }, side)),
  );
  root.replaceChildren(page);
  placeFeedback(root);
  window.scrollTo(0, scrollY);
}

/** Follows the shared battle `credential` opens (a token or a code); a link that opens nothing is reported. */
async function connect(credential: string, action: string): Promise<void> {
  try {
    await follow(credential);
    // no network, but this phone kept the battle: shown as it last saw it, and recording goes into the outbox
    feedback =
      link?.fromDevice === true
        ? { kind: 'done', action: 'Opened the shared battle on this phone', lines: ['No network: this is the battle as this phone last saw it. What you record is kept here and sent when the server answers again.'] }
        : null;
    render();
  } catch (err) {
    link?.close();
    link = null;
    // no network and nothing kept here: keep the link in the address, and open the battle when the server answers
    // (tried every few seconds and when the browser says it is online: `navigator.onLine` is only a hint)
    if (err instanceof TypeError) {
      feedback = { kind: 'refused', action, violations: [violation('app/offline', 'No network: the shared battle opens as soon as this phone is back online. Actions not yet sent are kept on this phone.')] };
      render();
      let done = false;
      const again = (): void => {
        if (done) return;
        done = true;
        window.removeEventListener('online', again);
        clearTimeout(timer);
        void connect(credential, action);
      };
      const timer = setTimeout(again, 3000);
      window.addEventListener('online', again);
      return;
    }
    history.replaceState(null, '', location.pathname);
    feedback = { kind: 'refused', action, control: 'join-submit', violations: [violation('app/link', err instanceof Error ? err.message : String(err))] };
    render();
  }
}

function start(): void {
  // which control a click came from: its refusal is shown beside it
  document.addEventListener(
    'click',
    (e) => {
      const target = e.target instanceof Element ? e.target.closest('button, label.button, input[type="submit"]') : null;
      if (target !== null) lastControl = target.closest('[data-testid]')?.getAttribute('data-testid') ?? null;
    },
    true,
  );
  // the page works offline once loaded: the service worker keeps its files (not on a page opened from a file)
  if ('serviceWorker' in navigator && location.protocol.startsWith('http')) void navigator.serviceWorker.register('sw.js').catch(() => undefined);
  const fromHash = /^#b=([^&]+)$/.exec(location.hash)?.[1];
  // a shared battle's link: opened at once, from this phone's copy when the server does not answer (offline), or as
  // soon as it answers when nothing is kept here
  if (fromHash !== undefined) void connect(decodeURIComponent(fromHash), 'Opened the shared battle');
  void serverAvailable().then((here) => {
    server = here;
    if (here && fromHash === undefined) render();
  });
  let saved: string | null = null;
  try {
    saved = localStorage.getItem(STORAGE_KEY);
  } catch {
    saved = null;
  }
  if (fromHash === undefined && saved !== null && loadLog(saved, 'Resumed the battle saved in this browser')) return;
  render();
}

start();
