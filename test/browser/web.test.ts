import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gallet, galletEngine } from '../../src/battlepack/gallet/index.js';
import { parseLog, replayLog, selectScoreboard } from '../../src/index.js';
import { type UnitDef } from '../../src/authoring.js';
import { type EventsOf } from '../../src/core/pack/battlepack.js';
import { PRESET_ARMIES, PRESET_TERRAIN } from '../../examples/web/presets.js';
import { buildWebApp, serveStatic, type WebServer } from '../../scripts/serve-web.js';
import { browser, closeBrowser } from '../support/browser.js';
import { formatFinding, typecheckFiles } from '../support/typecheck.js';

// The web recorder (examples/web) in Chromium: its bundle is built from the sources, served over HTTP, and a battle is
// clicked through to the end. What the page shows is compared with the same battle replayed by the library in Node,
// and the log the page downloads must hold exactly the events the clicks stand for.

type GalletEvent = EventsOf<typeof gallet.events>;

const ROOT = resolve(import.meta.dirname, '../..');
const OUT_DIR = join(ROOT, 'test-output');

const units = (owner: string, army: string): UnitDef[] =>
  (PRESET_ARMIES[army]?.units ?? []).map((u) => ({
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
  }));

const turn = (player: string, body: GalletEvent[] = []): GalletEvent[] => [
  { type: 'TurnStarted', data: { player } },
  { type: 'PhaseStarted', data: { phase: 'hero' } },
  ...body,
  { type: 'TurnEnded', data: { player } },
];

const pick = (player: string, tactic: string, unit?: string): GalletEvent =>
  ({ type: 'BattleTacticPicked', data: { player, tactic, ...(unit !== undefined ? { target: { kind: 'unit', id: unit } } : {}) } }) as GalletEvent;

/** The battle the clicks below record, written out as events. */
const EXPECTED: GalletEvent[] = [
  {
    type: 'BattleSetUp',
    data: {
      battlepack: { id: gallet.id, version: gallet.version },
      battleplan: 'head-on-collision',
      pointsLimit: 2000,
      players: [
        { id: 'ana', name: 'Ana', role: 'attacker', faction: 'Stormcast Eternals', grandStrategy: 'take-whats-theirs' },
        { id: 'ben', name: 'Ben', role: 'defender', faction: 'Orruk Warclans', grandStrategy: 'no-place-for-the-weak' },
      ],
      terrain: PRESET_TERRAIN.map((t) => ({ ...t })),
    },
  },
  { type: 'UnitsAdded', data: { origin: 'roster', units: units('ana', 'stormcast') } },
  { type: 'UnitsAdded', data: { origin: 'roster', units: units('ben', 'orruks') } },
  { type: 'DeploymentFinished', data: { firstFinished: 'ana' } },
  // round 1: Ana's general kills the Gore-gruntas she picked for This One's Mine!
  { type: 'PriorityDetermined', data: { round: 1, firstTurn: 'ana' } },
  ...turn('ana', [
    { type: 'BattleTacticPicked', data: { player: 'ana', tactic: 'this-ones-mine', target: { kind: 'unit', id: 'ben-gore-gruntas' } } },
    { type: 'PhaseStarted', data: { phase: 'combat' } },
    { type: 'UnitDestroyed', data: { unit: 'ben-gore-gruntas', by: { unit: 'ana-lord-vindicator', means: 'attack' } } },
  ]),
  // every hero phase opens with a battle tactic (the pack requires one: ruling gallet/battle-tactic-required); the
  // later picks all fail, so only This One's Mine! scores
  ...turn('ben', [{ type: 'CommandPointsSpent', data: { player: 'ben', amount: 1 } }, pick('ben', 'an-eye-for-an-eye')]),
  // round 2: Ben marks his objective as the proving ground; Ana takes the centre and her own objective
  { type: 'PriorityDetermined', data: { round: 2, firstTurn: 'ana', rolls: { ana: 4, ben: 2 } } },
  { type: 'ProvingGroundPicked', data: { player: 'ben', objective: 'defender-objective' } },
  ...turn('ana', [
    pick('ana', 'gaining-momentum', 'ben-megaboss'),
    {
      type: 'ObjectiveContestReported',
      data: {
        contests: [
          { unit: 'ana-liberators', objective: 'centre', models: 10 },
          { unit: 'ana-praetors', objective: 'attacker-objective', models: 3 },
          { unit: 'ben-ardboyz', objective: 'centre', models: 6 },
        ],
      },
    },
  ]),
  ...turn('ben', [pick('ben', 'this-ones-mine', 'ana-lord-vindicator')]),
  // round 3
  { type: 'PriorityDetermined', data: { round: 3, firstTurn: 'ana', rolls: { ana: 5, ben: 3 } } },
  ...turn('ana', [pick('ana', 'an-eye-for-an-eye')]),
  ...turn('ben', [pick('ben', 'gaining-momentum', 'ana-liberators'), { type: 'ModelsSlain', data: { unit: 'ana-liberators', count: 2, by: { unit: 'ben-ardboyz', means: 'attack' } } }]),
  // round 4
  { type: 'PriorityDetermined', data: { round: 4, firstTurn: 'ana', rolls: { ana: 6, ben: 1 } } },
  ...turn('ana', [pick('ana', 'head-to-head', 'ben-ardboyz')]),
  ...turn('ben', [pick('ben', 'head-to-head', 'ana-liberators')]),
  // round 5: two of Ana's units end the battle in Ben's territory (Take What's Theirs); the zones are reported in the
  // battle's last turn, Ben's, for every unit on the battlefield (grand strategies read that moment)
  { type: 'PriorityDetermined', data: { round: 5, firstTurn: 'ana', rolls: { ana: 3, ben: 2 } } },
  ...turn('ana', [pick('ana', 'barge-through-enemy-lines')]),
  ...turn('ben', [
    pick('ben', 'barge-through-enemy-lines'),
    {
      type: 'ZonesReported',
      data: {
        units: {
          'ana-liberators': { wholly: ['defender-territory'] },
          'ana-vindictors': { wholly: ['defender-territory'] },
          'ben-megaboss': { wholly: ['neutral'] },
          'ben-ardboyz': { wholly: ['neutral'] },
          'ben-brutes': { wholly: ['neutral'] },
        },
      },
    },
  ]),
];

/** Runs the type check of the web app (its own tsconfig: DOM types, the package names mapped to the sources). */
async function text(page: Page, testid: string): Promise<string> {
  return (await page.getByTestId(testid).innerText()).trim();
}

/** Picks a battle tactic from those the page offers, with a target (`kind:id`) when it takes one. */
async function pickTactic(page: Page, tactic: string, target?: string): Promise<void> {
  if (target !== undefined) await page.getByTestId(`target-${tactic}`).selectOption(target);
  await page.getByTestId(`pick-${tactic}`).click();
  expect(await page.getByTestId('tactic-picked').innerText()).toContain(' picked ');
}

async function beginRound(page: Page, round: number, rolls?: { ana: number; ben: number }): Promise<void> {
  expect(await text(page, 'status')).toBe(`Before battle round ${round}`);
  if (rolls !== undefined) {
    await page.getByTestId('roll-ana').selectOption(String(rolls.ana));
    await page.getByTestId('roll-ben').selectOption(String(rolls.ben));
    expect(await text(page, 'priority-verdict')).toBe('Ana has priority and chooses who takes the first turn.');
  }
  await page.getByTestId('priority-submit').click();
}

describe('the web recorder (examples/web) in a real browser', () => {
  let server: WebServer | undefined;

  beforeAll(async () => {
    await buildWebApp();
    server = await serveStatic();
  });

  afterAll(async () => {
    await closeBrowser();
    await server?.close();
  });

  it('refuses to bundle browser code that imports a Node built-in', async () => {
    mkdirSync(OUT_DIR, { recursive: true });
    const entry = join(OUT_DIR, 'web-node-import.ts');
    writeFileSync(entry, "import { readFileSync } from 'node:fs';\nexport const f = readFileSync;\n");
    await expect(buildWebApp({ entry, outfile: join(OUT_DIR, 'web-node-import.js') })).rejects.toThrow(/imports the Node built-in "node:fs"/);
  });

  it('records a battle to the end with the same score as the library, shows refusals, and prints the sheet', async () => {
    if (server === undefined) throw new Error('the server did not start');
    const page = await (await browser()).newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.goto(server.url);

    // set-up: the defaults are Head-on Collision at 2000 points, Stormcast Eternals against Orruk Warclans
    await page.locator('#name-0').fill('Ana');
    await page.locator('#name-1').fill('Ben');
    await page.getByTestId('setup-submit').click();
    expect(await text(page, 'status')).toBe('Deployment');
    await page.getByTestId('deploy-first-ana').click();

    // round 1: no roll; Ana picks a tactic from those offered, with a target from those offered
    await beginRound(page, 1);
    await page.getByTestId('start-turn').click();
    expect(await text(page, 'status')).toBe('Round 1 · Ana’s turn · Hero phase');
    const offered = await page.getByTestId('tactic-list').locator('li').evaluateAll((lis) => lis.map((li) => li.getAttribute('data-testid')));
    expect(offered).toContain('tactic-this-ones-mine');
    // Outmuscle needs a proving ground: none was picked, so it is not offered
    expect(offered).not.toContain('tactic-outmuscle');
    await page.getByTestId('target-this-ones-mine').selectOption('unit:ben-gore-gruntas');
    await page.getByTestId('pick-this-ones-mine').click();
    expect(await text(page, 'tactic-picked')).toBe("Ana picked This One's Mine! → Orruk Gore-gruntas (Ben).");
    await page.getByTestId('phase-combat').click();
    await page.getByTestId('casualty-unit').selectOption('ben-gore-gruntas');
    await page.getByTestId('casualty-by').selectOption('ana-lord-vindicator');
    await page.getByTestId('destroy-submit').click();
    await page.getByTestId('end-and-next').click();
    expect(await text(page, 'vp-ana')).toBe('2');

    // a refusal: Ben has 4 command points (2 for going second, 1 for his general in each hero phase: Ana's and his own) and tries to spend 5
    expect(await text(page, 'cp-ben')).toBe('4');
    await page.getByTestId('cp-amount-ben').fill('5');
    await page.getByTestId('cp-spend-ben').click();
    const refusal = page.getByTestId('refusal');
    expect(await refusal.isVisible()).toBe(true);
    expect(await refusal.innerText()).toMatch(/Not recorded — Spend/);
    expect(await text(page, 'refusal-message')).toMatch(/^Ben has 4 command points and cannot spend 5; spend at most 4\.\s+command-points\/insufficient$/);
    expect(await text(page, 'cp-ben')).toBe('4');
    await page.getByTestId('cp-amount-ben').fill('1');
    await page.getByTestId('cp-spend-ben').click();
    expect(await page.getByTestId('refusal').count()).toBe(0);
    expect(await text(page, 'cp-ben')).toBe('3');
    // the pack requires a battle tactic in every hero phase: until Ben picks one, the page does not offer to end the turn
    expect(await page.getByTestId('end-turn').isDisabled()).toBe(true);
    expect(await page.getByTestId('end-turn').getAttribute('title')).toMatch(/^Ben must pick a battle tactic at the start of their hero phase, before TurnEnded closes the pick window/);
    await pickTactic(page, 'an-eye-for-an-eye');
    expect(await page.getByTestId('end-turn').isDisabled()).toBe(false);
    await page.getByTestId('end-turn').click();

    // round 2: Ben marks the proving ground; Ana reports the contests and takes two objectives
    await beginRound(page, 2, { ana: 4, ben: 2 });
    const pg = page.getByTestId('pick-ProvingGroundPicked');
    await pg.locator('select').selectOption('defender-objective');
    await pg.getByRole('button', { name: 'Mark' }).click();
    await page.getByTestId('start-turn').click();
    const offeredAgain = await page.getByTestId('tactic-list').locator('li').evaluateAll((lis) => lis.map((li) => li.getAttribute('data-testid')));
    // each tactic once per battle
    expect(offeredAgain).not.toContain('tactic-this-ones-mine');
    await pickTactic(page, 'gaining-momentum', 'unit:ben-megaboss');
    await page.getByTestId('contest-objective-ana-liberators').selectOption('centre');
    await page.getByTestId('contest-objective-ana-praetors').selectOption('attacker-objective');
    await page.getByTestId('contest-objective-ben-ardboyz').selectOption('centre');
    await page.getByTestId('contest-models-ben-ardboyz').fill('6');
    await page.getByTestId('contest-submit').click();
    // the report is recorded; control moves when the turn ends (ruling core/control-checkpoints)
    expect(await text(page, 'holder-centre')).toBe('—');
    mkdirSync(OUT_DIR, { recursive: true });
    await page.screenshot({ path: join(OUT_DIR, 'web-turn.png'), fullPage: true });
    await page.getByTestId('end-and-next').click();
    expect(await text(page, 'holder-centre')).toBe('Ana');
    expect(await text(page, 'notice')).toContain('Ana now holds Centre.');
    // 1 for her own objective, 2 for the centre, 1 for taking it this turn with GALLETIAN VETERANS
    expect(await text(page, 'vp-ana')).toBe('6');
    // a reload resumes the battle kept in the browser
    await page.reload();
    expect(await text(page, 'status')).toBe('Round 2 · Ben’s turn · Hero phase');
    expect(await text(page, 'vp-ana')).toBe('6');
    await pickTactic(page, 'this-ones-mine', 'unit:ana-lord-vindicator');
    await page.getByTestId('end-turn').click();

    await beginRound(page, 3, { ana: 5, ben: 3 });
    await page.getByTestId('start-turn').click();
    await pickTactic(page, 'an-eye-for-an-eye');
    await page.getByTestId('end-and-next').click();
    await pickTactic(page, 'gaining-momentum', 'unit:ana-liberators');
    await page.getByTestId('casualty-unit').selectOption('ana-liberators');
    await page.getByTestId('casualty-count').fill('2');
    await page.getByTestId('casualty-by').selectOption('ben-ardboyz');
    await page.getByTestId('slay-submit').click();
    expect(await text(page, 'unit-ana-liberators')).toContain('8/10');
    await page.getByTestId('end-turn').click();

    await beginRound(page, 4, { ana: 6, ben: 1 });
    await page.getByTestId('start-turn').click();
    await pickTactic(page, 'head-to-head', 'unit:ben-ardboyz');
    await page.getByTestId('end-and-next').click();
    await pickTactic(page, 'head-to-head', 'unit:ana-liberators');
    await page.getByTestId('end-turn').click();

    await beginRound(page, 5, { ana: 3, ben: 2 });
    await page.getByTestId('start-turn').click();
    await pickTactic(page, 'barge-through-enemy-lines');
    await page.getByTestId('end-and-next').click();
    await pickTactic(page, 'barge-through-enemy-lines');
    await page.getByTestId('zone-ana-liberators').selectOption('defender-territory');
    await page.getByTestId('zone-ana-vindictors').selectOption('defender-territory');
    for (const u of ['ben-megaboss', 'ben-ardboyz', 'ben-brutes']) await page.getByTestId(`zone-${u}`).selectOption('neutral');
    await page.getByTestId('zones-submit').click();
    await page.getByTestId('end-turn').click();
    expect(await text(page, 'status')).toBe('Battle over after round 5');

    // the page against the library: the same events replayed in Node
    const node = galletEngine.replay(EXPECTED);
    if (!node.ok) throw new Error(`the expected battle does not replay: ${node.violations.map((v) => v.message).join('; ')}`);
    const board = selectScoreboard(node.state);
    expect(board.map((r) => [r.player, r.vp])).toEqual([
      ['ana', 18],
      ['ben', 0],
    ]);
    for (const r of board) expect(await text(page, `vp-${r.player}`), `VP of ${r.player}`).toBe(String(r.vp));
    expect(node.state.clock.result?.winner).toBe('ana');
    expect(await text(page, 'result-headline')).toBe('Major victory: Ana');
    expect(await text(page, 'result-reason')).toBe(node.state.clock.result?.reason);

    // the log the page downloads holds exactly those events, and replays to the same state
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-log').click()]);
    const path = await download.path();
    const parsed = parseLog(readFileSync(path, 'utf8'));
    if (!parsed.ok) throw new Error(parsed.violations.map((v) => v.message).join('; '));
    expect(parsed.value.events.map((e) => ({ type: e.type, data: e.data }))).toEqual(EXPECTED);
    expect(parsed.value.meta?.title).toBe('Ana vs Ben, Head-on Collision');
    const replayed = replayLog(galletEngine, parsed.value);
    expect(replayed.ok && selectScoreboard(replayed.state)).toEqual(board);

    // the printable sheet opens in a new window
    const [sheet] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('open-sheet').click()]);
    await sheet.waitForLoadState();
    expect(await text(sheet, 'total-attacker')).toBe('18');
    expect(await text(sheet, 'total-defender')).toBe('0');
    expect(await text(sheet, 'result')).toContain('Major victory: Ana');
    await sheet.close();

    expect(errors).toEqual([]);
    // nothing but the page's own files
    expect(requests.filter((u) => !u.startsWith(server?.url ?? '') && !u.startsWith('blob:'))).toEqual([]);
    await page.screenshot({ path: join(OUT_DIR, 'web.png'), fullPage: true });
    await page.close();
  });

  it('handles the battleplans with their own set-up and picks (objectives named at set-up, idols, activations, alpha objectives)', async () => {
    if (server === undefined) throw new Error('the server did not start');
    const errors: string[] = [];
    // each battleplan in a page of its own (a page resumes the battle its browser context saved)
    let page = await (await browser()).newPage({ viewport: { width: 1280, height: 900 } });
    const setUp = async (plan: string): Promise<void> => {
      await page.close();
      page = await (await browser()).newPage({ viewport: { width: 1280, height: 900 } });
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(server?.url ?? '');
      await page.getByTestId('battleplan').selectOption(plan);
      await page.getByTestId('setup-submit').click();
      expect(await text(page, 'status'), plan).toBe('Deployment');
      await page.getByTestId('deploy-first-aelwen').click();
    };
    const heroPhase = async (plan: string): Promise<void> => {
      expect(await text(page, 'status'), plan).toBe('Round 1 · Aelwen’s turn · Hero phase');
      expect(await page.getByTestId('tactic-list').locator('li').count(), plan).toBeGreaterThan(0);
    };

    // In the Presence of Idols: the sources give no layout, so the set-up form names three objectives; idols come first
    await setUp('in-the-presence-of-idols');
    expect(await page.getByTestId('objective-table').locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-testid')))).toEqual([
      'objective-attackers-objective',
      'objective-centre',
      'objective-defenders-objective',
    ]);
    await page.getByTestId('priority-submit').click();
    expect(await text(page, 'refusal-message')).toMatch(/^Idols must be chosen \(IdolsChosen\) before the first turn order is set; still to choose: Aelwen, Grukk\./);
    for (const [player, idols] of [
      ['aelwen', ['aelwen-lord-vindicator', 'aelwen-liberators', 'aelwen-praetors']],
      ['grukk', ['grukk-megaboss', 'grukk-ardboyz', 'grukk-brutes']],
    ] as const) {
      for (const u of idols) await page.getByTestId(`idol-${u}`).check();
      await page.getByTestId(`idols-submit-${player}`).click();
    }
    await page.getByTestId('priority-submit').click();
    await page.getByTestId('start-turn').click();
    await heroPhase('in-the-presence-of-idols');

    // The Prize of Gallet: the player going second must activate an objective before the first turn
    await setUp('the-prize-of-gallet');
    await page.getByTestId('priority-submit').click();
    expect(await page.getByTestId('start-turn').isDisabled()).toBe(true);
    const activate = page.getByTestId('pick-ObjectiveActivated');
    expect(await activate.locator('h3').innerText()).toContain('Grukk');
    await activate.locator('select').selectOption('centre');
    await activate.getByRole('button', { name: 'Activate' }).click();
    await page.getByTestId('start-turn').click();
    await heroPhase('the-prize-of-gallet');

    // Close to the Chest: objectives with owners; the opponent names the alpha objective before the hero phase
    await setUp('close-to-the-chest');
    await page.getByTestId('priority-submit').click();
    await page.getByTestId('start-turn').click();
    expect(await text(page, 'status')).toBe('Round 1 · Aelwen’s turn · start of the turn');
    await page.getByTestId('pick-AlphaObjectiveNamed').getByRole('button', { name: 'Name' }).click();
    await page.getByTestId('phase-hero').click();
    await heroPhase('close-to-the-chest');

    expect(errors).toEqual([]);
    await page.close();
  });

  it('type-checks (strict, with the DOM types)', () => {
    // one program in process: the app's own files are checked here, the sources it imports by `npm run typecheck`
    const { files, findings } = typecheckFiles(join(ROOT, 'examples/web/tsconfig.json'), ROOT);
    expect(findings.map(formatFinding).join('\n')).toBe('');
    expect(files.map((f) => relative(ROOT, f).replace(/\\/g, '/'))).toContain('examples/web/app.ts');
  });
});
