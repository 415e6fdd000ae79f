import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openPglite, type Database } from '../../examples/server/db.js';
import { startTableServer, type TableServer } from '../../examples/server/http.js';
import { BattleStore } from '../../examples/server/store.js';
import { buildWebApp, WEB_DIR } from '../../scripts/serve-web.js';
import { browser, closeBrowser } from '../support/browser.js';

// The recorder on the table server, in Chromium: two phone-sized contexts on one battle (each its own browser
// profile: storage, service worker, network), and a spectator. The server runs in this process on PGlite.

const ROOT = resolve(import.meta.dirname, '../..');
const SHOTS = join(ROOT, 'docs/images');
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true } as const;

async function text(page: Page, testid: string): Promise<string> {
  return (await page.getByTestId(testid).innerText()).trim();
}

/** How many events the page shows (confirmed by the server plus any waiting to be sent). */
async function eventCount(page: Page): Promise<number> {
  return Number(await page.getByTestId('score-bar').getAttribute('data-events'));
}

/**
 * Waits until `page` shows `n` events, all confirmed; returns when the page drew that (its own clock, the same
 * machine's). Read from the page rather than timed by polling: a page in the background has its timers slowed to
 * one wake-up a second, which would time the test's polling, not the page.
 */
async function seen(page: Page, n: number, ms = 10_000): Promise<number> {
  // a locator, not a polled function: the page's Content-Security-Policy forbids the eval a polled string would need
  const bar = page.locator(`[data-testid="score-bar"][data-events="${n}"][data-confirmed="${n}"]`);
  await bar.waitFor({ timeout: ms });
  return Number(await bar.getAttribute('data-drawn-at'));
}

/** The few DOM members the in-page checks use (the tests are type-checked without the DOM types). */
interface Box {
  readonly width: number;
  readonly height: number;
}
interface El {
  readonly tagName: string;
  readonly type?: string;
  readonly textContent: string | null;
  getBoundingClientRect(): Box;
  getAttribute(name: string): string | null;
  closest(selector: string): El | null;
}
interface Win {
  readonly innerWidth: number;
  readonly document: { readonly documentElement: { readonly scrollWidth: number }; readonly body: { readonly scrollHeight: number }; querySelectorAll(selector: string): Iterable<El> };
  scrollTo(x: number, y: number): void;
}

/** No horizontal scroll; every button, select and field at least 44 × 44 px (a checkbox's label is its target). */
async function phoneFit(page: Page): Promise<{ scrollWidth: number; width: number; small: string[] }> {
  return page.evaluate(() => {
    const w = globalThis as unknown as Win;
    const small: string[] = [];
    for (const el of w.document.querySelectorAll('button, select, input, summary, label.button, a[href]')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      const target = el.tagName === 'INPUT' && (el.type === 'checkbox' || el.type === 'radio') ? (el.closest('label') ?? el) : el;
      const t = target.getBoundingClientRect();
      if (t.height < 44 || t.width < 44) small.push(`${el.tagName.toLowerCase()} ${el.getAttribute('data-testid') ?? (el.textContent ?? '').trim().slice(0, 30)} ${Math.round(t.width)}×${Math.round(t.height)}`);
    }
    return { scrollWidth: w.document.documentElement.scrollWidth, width: w.innerWidth, small };
  });
}

async function seriousViolations(page: Page): Promise<string[]> {
  const r = await new AxeBuilder({ page }).analyze();
  return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help} (${v.nodes.length})`);
}

describe('two phones on one battle through the table server', () => {
  let db: Database | undefined;
  let server: TableServer | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    const [lite] = await Promise.all([openPglite(), buildWebApp()]);
    db = lite;
    await migrate(db);
    server = await startTableServer({ store: new BattleStore(db), staticDir: WEB_DIR });
    mkdirSync(SHOTS, { recursive: true });
  });

  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
    await closeBrowser();
    await server?.close();
    await db?.close();
  });

  // `serviceWorkers: 'block'` for a phone the test takes offline: Chromium's offline emulation does not reach requests
  // that pass through a service worker, so that phone would not really be offline
  const phone = async (options: { serviceWorkers?: 'allow' | 'block' } = {}): Promise<{ context: BrowserContext; page: Page; errors: string[] }> => {
    const context = await (await browser()).newContext({ ...PHONE, ...options });
    contexts.push(context);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    return { context, page, errors };
  };

  it('records a turn on one phone and shows each event on the other within 1 s; refusals at their control; offline actions applied or refused, never lost; a spectator cannot append', async () => {
    if (server === undefined) throw new Error('the server did not start');
    const base = server.url;
    const a = await phone();
    const b = await phone({ serviceWorkers: 'block' });

    // phone A sets up the battle on the server and gets the links
    await a.page.goto(base);
    await a.page.getByTestId('join').waitFor();
    expect(await seriousViolations(a.page)).toEqual([]);
    await a.page.locator('#name-0').fill('Ana <b>&amp;</b>');
    await a.page.locator('#name-1').fill('Ben');
    await a.page.getByTestId('setup-submit').click();
    await a.page.getByTestId('invite').waitFor();
    expect(await text(a.page, 'status')).toBe('Deployment');
    expect(new URL(a.page.url()).hash).toMatch(/^#b=[A-Za-z0-9_-]{22}$/);
    const playerUrl = await a.page.getByTestId('invite-player-url').inputValue();
    const spectatorUrl = await a.page.getByTestId('invite-spectator-url').inputValue();
    expect(await text(a.page, 'invite-player-code')).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);

    // the page installs as an app: a manifest, and a service worker that takes control of the page
    expect(await a.page.locator('link[rel="manifest"]').getAttribute('href')).toBe('manifest.webmanifest');
    const manifest = (await (await fetch(new URL('manifest.webmanifest', base))).json()) as { display?: string; icons?: unknown[] };
    expect(manifest.display).toBe('standalone');
    expect(manifest.icons?.length).toBeGreaterThan(0);
    await a.page.waitForFunction(() => (globalThis as unknown as { navigator: { serviceWorker: { controller: unknown } } }).navigator.serviceWorker.controller !== null, undefined, { timeout: 10_000 });

    // phone B opens the player link
    await b.page.goto(playerUrl);
    await seen(b.page, await eventCount(a.page), 10_000);
    expect(await text(b.page, 'status')).toBe('Deployment');
    // its event stream is open
    await b.page.getByTestId('link-state').filter({ hasText: /^Live$/ }).waitFor();
    // names as typed, as text: never ids, never markup
    expect(await text(b.page, 'bar-ana-b-amp-b')).toContain('Ana <b>&amp;</b>');

    const delays: number[] = [];
    const step = async (click: () => Promise<void>): Promise<void> => {
      await click();
      const n = await eventCount(a.page);
      const confirmedOnA = await seen(a.page, n);
      delays.push((await seen(b.page, n)) - confirmedOnA);
    };
    const ana = 'ana-b-amp-b';
    await step(() => a.page.getByTestId(`deploy-first-${ana}`).click());
    await step(() => a.page.getByTestId('priority-submit').click());
    await step(() => a.page.getByTestId('start-turn').click());
    expect(await text(b.page, 'status')).toBe('Round 1 · Ana <b>&amp;</b>’s turn · Hero phase');

    // a refusal is shown beside the control that caused it, announced, and sent nowhere
    const before = await eventCount(a.page);
    await a.page.getByTestId(`cp-amount-${ana}`).fill('9');
    await a.page.getByTestId(`cp-spend-${ana}`).click();
    const refusal = a.page.getByTestId('refusal');
    await refusal.waitFor();
    const control = await a.page.getByTestId(`cp-spend-${ana}`).boundingBox();
    const box = await refusal.boundingBox();
    expect(control !== null && box !== null && box.y >= control.y && box.y - (control.y + control.height) < 120).toBe(true);
    expect(await text(a.page, 'refusal-message')).toMatch(/^Ana <b>&amp;<\/b> has \d command points? and cannot spend 9/);
    expect(await a.page.locator('#announce').innerText()).toMatch(/^Not recorded — /);
    await a.page.screenshot({ path: join(SHOTS, 'table-refusal-390.png') });
    expect(await eventCount(a.page)).toBe(before);
    expect(await eventCount(b.page)).toBe(before);

    // the rest of the turn
    await step(() => a.page.getByTestId('pick-an-eye-for-an-eye').click());
    await step(() => a.page.getByTestId('phase-movement').click());

    // phone B offline records the shooting phase; meanwhile A spends a command point: B's action was made against an
    // older version, is judged again on the new log when B is back, and still applies
    const beforeOffline = await eventCount(a.page);
    await b.context.setOffline(true);
    await b.page.getByTestId('phase-shooting').click();
    await b.page.getByTestId('link-state').filter({ hasText: 'Offline · 1 waiting to send' }).waitFor();
    await a.page.getByTestId(`cp-amount-${ana}`).fill('1');
    await a.page.getByTestId(`cp-spend-${ana}`).click();
    await seen(a.page, beforeOffline + 1);
    await b.context.setOffline(false);
    // both stored, once each
    await seen(a.page, beforeOffline + 2);
    await seen(b.page, beforeOffline + 2);
    expect(await text(a.page, 'status')).toBe('Round 1 · Ana <b>&amp;</b>’s turn · Shooting phase');

    // again offline: B records the charge phase, but A goes straight to combat first: B's action no longer applies
    await b.context.setOffline(true);
    await b.page.getByTestId('phase-charge').click();
    await a.page.getByTestId('phase-combat').click();
    const afterCombat = await eventCount(a.page);
    await seen(a.page, afterCombat);
    await b.context.setOffline(false);
    await b.page.getByTestId('refusal').waitFor({ timeout: 10_000 });
    expect(await b.page.getByTestId('refusal').innerText()).toMatch(/Not recorded — Charge phase \(recorded while the battle moved on\)/);
    expect(await b.page.locator('#announce').innerText()).toMatch(/^Not recorded — Charge phase/);
    await seen(b.page, afterCombat, 10_000);
    expect(await text(b.page, 'link-state')).toBe('Live');
    await b.page.screenshot({ path: join(SHOTS, 'table-offline-refused-390.png') });

    await step(() => a.page.getByTestId('end-and-next').click());
    expect(await text(b.page, 'status')).toBe('Round 1 · Ben’s turn · Hero phase');
    // each event on the other phone within 1 s of the server confirming it to the phone that recorded it
    expect(delays.length).toBe(6);
    console.log(`two phones: each event on the other phone after (ms) ${delays.join(', ')}`);
    for (const d of delays) expect(d, delays.join(', ')).toBeLessThan(1000);

    // the score, round, turn and phase stay on screen wherever the page is scrolled
    await b.page.evaluate(() => {
      const w = globalThis as unknown as Win;
      w.scrollTo(0, w.document.body.scrollHeight);
    });
    const bar = await b.page.getByTestId('score-bar').boundingBox();
    expect(bar !== null && bar.y >= 0 && bar.y + bar.height <= PHONE.viewport.height).toBe(true);
    await a.page.screenshot({ path: join(SHOTS, 'table-phone-a-390.png') });
    await b.page.screenshot({ path: join(SHOTS, 'table-phone-b-390.png') });

    // phone first at 360, 390 and 430 px; axe finds nothing serious at 390
    for (const width of [360, 390, 430]) {
      await a.page.setViewportSize({ width, height: 844 });
      const fit = await phoneFit(a.page);
      expect(fit.scrollWidth, `width ${width}`).toBeLessThanOrEqual(fit.width);
      expect(fit.small, `width ${width}`).toEqual([]);
    }
    await a.page.setViewportSize(PHONE.viewport);
    expect(await seriousViolations(a.page)).toEqual([]);

    // the spectator follows, with every control disabled; its link cannot append (403)
    const c = await phone();
    await c.page.goto(spectatorUrl);
    await seen(c.page, await eventCount(a.page), 10_000);
    expect(await c.page.locator('fieldset.read-only').getAttribute('disabled')).not.toBeNull();
    const controls = c.page.locator('fieldset.read-only button');
    expect(await controls.count()).toBeGreaterThan(0);
    for (const i of [0, (await controls.count()) - 1]) expect(await controls.nth(i).isDisabled()).toBe(true);
    expect(await text(c.page, 'link-state')).toMatch(/^Watching · Live/);
    const token = new URL(spectatorUrl).hash.slice(3);
    const res = await fetch(new URL(`api/b/${token}/events`, base), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ expectedVersion: await eventCount(a.page), batch: 'spectator-try', events: [{ type: 'TurnEnded', data: { player: 'ben' } }] }),
    });
    expect(res.status).toBe(403);
    expect(await seriousViolations(c.page)).toEqual([]);
    await c.page.screenshot({ path: join(SHOTS, 'table-spectator-390.png') });

    expect([...a.errors, ...b.errors, ...c.errors]).toEqual([]);
  });
});
