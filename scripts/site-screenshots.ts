/**
 * Screenshots at 390 px (a phone) in Chromium of the HTML scoring sheet, the simulation report and a map, into
 * docs/screenshots/, with each page's scroll width (390 when nothing overflows). Run: npx tsx scripts/site-screenshots.ts
 * @module
 */
import { writeFileSync } from 'node:fs';
import { browser, closeBrowser } from '../test/support/browser.js';
import { main } from '../src/cli/main.js';

async function text(args: string[]): Promise<string> {
  let out = '';
  await main(args, { io: { stdout: (t) => void (out += t), stderr: () => undefined, stderrIsTTY: false, cwd: process.cwd() } });
  return out;
}
const pages: [string, string][] = [
  ['sheet', await text(['demo', '--format', 'html'])],
  ['simulation-report', await text(['simulate', '--games', '40', '--seed', '7', '--workers', '1', '--format', 'html'])],
  ['map', `<!DOCTYPE html><meta name="viewport" content="width=device-width, initial-scale=1"><style>svg{display:block;max-width:100%;height:auto}</style><body style="margin:0">${await (async () => { await main(['demo', '--out', 'test-output/shot-battle.json'], { io: { stdout: () => undefined, stderr: () => undefined, stderrIsTTY: false, cwd: process.cwd() } }); return text(['map', 'test-output/shot-battle.json', '--at', '40']); })()}</body>`],
];
const b = await browser();
const page = await b.newPage({ viewport: { width: 390, height: 844 } });
for (const [name, html] of pages) {
  await page.setContent(html);
  const w = (await page.evaluate('document.documentElement.scrollWidth')) as number;
  console.log(name, 'scrollWidth at 390 px:', w);
  writeFileSync(`docs/screenshots/${name}-390.png`, await page.screenshot({ fullPage: true }));
}
await closeBrowser();
