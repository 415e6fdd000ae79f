/**
 * The browser the Chromium tests drive through playwright-core, found in this order: `CHROMIUM_PATH`; a system
 * Chromium or Chrome; then the `@sparticuz/chromium` devDependency (a Chromium build inside an npm package, unpacked
 * to a temporary folder on first use). Never a downloaded browser, never apt: `npm ci && npm test` needs only Node.
 * A browser that cannot be found or launched fails the test that asked for it; nothing is skipped.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

// no background traffic: this machine's network is closed, and Chromium would retry its services at every start
// `--single-process` (for serverless hosts) is dropped: with it, closing the last page closes the browser
const QUIET = ['--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic'];
const SYSTEM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', ...QUIET];
// @sparticuz/chromium composites through GL emulated on the CPU (SwiftShader), for serverless hosts that want WebGL; no
// page here draws with WebGL, and Chromium's own software compositing (`--disable-gpu`, as for a system browser) took
// about half the CPU time and wall time: opening and shooting the recorder 3 times at 1280 px and once on a phone,
// 16.1 and 16.6 CPU s with SwiftShader against 10.2 and 7.4 s without (load 30 on two cores)
const SWIFTSHADER_GL = ['--use-gl=angle', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--in-process-gpu', '--ignore-gpu-blocklist'];
const SYSTEM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable', '/opt/google/chrome/chrome'];

/** Which browser was found, and how it is launched. */
export interface FoundBrowser {
  readonly source: 'CHROMIUM_PATH' | 'system' | '@sparticuz/chromium';
  readonly executablePath: string;
  readonly args: readonly string[];
}

/** Finds a browser (see the module comment for the order). */
export async function findBrowser(): Promise<FoundBrowser> {
  const fromEnv = process.env['CHROMIUM_PATH'];
  if (fromEnv !== undefined && fromEnv !== '') {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, which does not exist.`);
    return { source: 'CHROMIUM_PATH', executablePath: fromEnv, args: SYSTEM_ARGS };
  }
  const system = SYSTEM_PATHS.find((p) => existsSync(p));
  if (system !== undefined) return { source: 'system', executablePath: system, args: SYSTEM_ARGS };
  const packaged = (await import('@sparticuz/chromium')).default;
  const args = packaged.args.filter((a) => a !== '--single-process' && !SWIFTSHADER_GL.includes(a));
  return { source: '@sparticuz/chromium', executablePath: await packaged.executablePath(), args: [...args, '--disable-gpu', ...QUIET] };
}

let launched: Promise<Browser> | undefined;

/** The shared browser of this test file, launched on first use. Close it with {@link closeBrowser} in `afterAll`. */
export function browser(): Promise<Browser> {
  launched ??= findBrowser().then((b) => chromium.launch({ executablePath: b.executablePath, args: [...b.args], headless: true }));
  return launched;
}

/** Closes the browser if one was launched. */
export async function closeBrowser(): Promise<void> {
  if (launched === undefined) return;
  const b = launched;
  launched = undefined;
  await (await b).close();
}
