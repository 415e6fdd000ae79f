/**
 * The web recorder (`examples/web/`): bundles `examples/web/app.ts` for the browser with esbuild, with
 * `battlepack-engine` and `battlepack-engine/gallet` mapped to this repository's sources, and serves the folder with a
 * small static HTTP server.
 *
 *   npm run web            # builds examples/web/dist/app.js and serves http://127.0.0.1:5173/
 *   PORT=8080 npm run web
 *
 * The bundle fails if anything in it resolves to a Node built-in (`node:fs`, `path`…): the library entries are
 * browser code.
 * @module
 */
import { createReadStream, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { builtinModules } from 'node:module';
import { extname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
/** The folder the server serves. */
export const WEB_DIR = join(ROOT, 'examples/web');

// the package's entry points, mapped to the sources (as a user's bundler maps them to dist/)
const ENTRIES: Readonly<Record<string, string>> = {
  'battlepack-engine': join(ROOT, 'src/index.ts'),
  'battlepack-engine/gallet': join(ROOT, 'src/gallet.ts'),
  'battlepack-engine/gallet/reference': join(ROOT, 'src/gallet-reference.ts'),
  'battlepack-engine/blighted-wilds/reference': join(ROOT, 'src/blighted-wilds-reference.ts'),
  'battlepack-engine/blighted-wilds': join(ROOT, 'src/blighted-wilds.ts'),
  'battlepack-engine/gallet/table': join(ROOT, 'src/gallet-table.ts'),
  'battlepack-engine/table': join(ROOT, 'src/table.ts'),
  'battlepack-engine/sim': join(ROOT, 'src/sim.ts'),
  'battlepack-engine/sheet': join(ROOT, 'src/sheet.ts'),
  'battlepack-engine/authoring': join(ROOT, 'src/authoring.ts'),
  'battlepack-engine/gallet/army': join(ROOT, 'src/gallet-army.ts'),
  'battlepack-engine/gallet/schema': join(ROOT, 'src/gallet-schema.ts'),
  'battlepack-engine/blighted-wilds/schema': join(ROOT, 'src/blighted-wilds-schema.ts'),
  'battlepack-engine/blighted-wilds/campaign': join(ROOT, 'src/blighted-wilds-campaign.ts'),
  'battlepack-engine/json-schema': join(ROOT, 'src/json-schema.ts'),
  'battlepack-engine/sim/model': join(ROOT, 'src/sim-model.ts'),
};

const BUILTINS = new Set(builtinModules.filter((m) => !m.startsWith('_')));

/** The esbuild plugin that maps the package's entries to the sources and refuses Node built-ins. */
export function browserSafePlugin(): Plugin {
  return {
    name: 'battlepack-browser',
    setup(b) {
      b.onResolve({ filter: /^battlepack-engine(\/.*)?$/ }, (args) => {
        const path = ENTRIES[args.path];
        return path === undefined ? { errors: [{ text: `"${args.path}" is not an entry point of battlepack-engine; use ${Object.keys(ENTRIES).join(', ')}.` }] } : { path };
      });
      const refuse = (path: string, importer: string) => ({
        errors: [{ text: `${importer === '' ? 'the entry' : relative(ROOT, importer)} imports the Node built-in "${path}"; browser code (the library entries, the web app) must not.` }],
      });
      b.onResolve({ filter: /^node:/ }, (args) => refuse(args.path, args.importer));
      b.onResolve({ filter: /^[a-z_]+(\/.*)?$/ }, (args) => {
        const bare = args.path.split('/')[0] ?? args.path;
        // a package's "browser" field may map a built-in away: bare names inside node_modules are left to esbuild
        if (!BUILTINS.has(bare) || args.importer.split(sep).includes('node_modules')) return undefined;
        return refuse(args.path, args.importer);
      });
    },
  };
}

/** Options of {@link buildWebApp}. */
export interface BuildWebOptions {
  /** The entry to bundle (default `examples/web/app.ts`). */
  readonly entry?: string;
  /** Where to write the bundle (default `examples/web/dist/app.js`). */
  readonly outfile?: string;
  readonly minify?: boolean;
}

/** Bundles the web app for the browser; rejects (with esbuild's messages) if the bundle fails or reaches a Node built-in. */
export async function buildWebApp(options: BuildWebOptions = {}): Promise<{ readonly outfile: string; readonly bytes: number }> {
  const outfile = options.outfile ?? join(WEB_DIR, 'dist/app.js');
  const result = await build({
    entryPoints: [options.entry ?? join(WEB_DIR, 'app.ts')],
    outfile,
    bundle: true,
    platform: 'browser',
    format: 'esm',
    target: 'es2022',
    minify: options.minify ?? true,
    sourcemap: true,
    metafile: true,
    logLevel: 'silent',
    plugins: [browserSafePlugin()],
  });
  const out = Object.entries(result.metafile.outputs).find(([file]) => file.endsWith('.js'));
  return { outfile, bytes: out?.[1].bytes ?? 0 };
}

/** Content types of the web app's files, by extension (the table server serves the same files). */
export const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

/** A running static server. */
export interface WebServer {
  readonly url: string;
  close(): Promise<void>;
}

/** Serves `dir` (default `examples/web/`) on `host:port` (port 0 picks a free one); only files inside `dir`, GET and HEAD. */
export function serveStatic(options: { readonly port?: number; readonly host?: string; readonly dir?: string } = {}): Promise<WebServer> {
  const dir = resolve(options.dir ?? WEB_DIR);
  const host = options.host ?? '127.0.0.1';
  const server: Server = createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    let path: string;
    try {
      path = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    } catch {
      res.writeHead(400).end('bad request');
      return;
    }
    const file = resolve(dir, `.${path.endsWith('/') ? `${path}index.html` : path}`);
    // nothing outside the served folder
    if (file !== dir && !file.startsWith(dir + sep)) {
      res.writeHead(403).end('forbidden');
      return;
    }
    let size: number;
    try {
      const st = statSync(file);
      if (!st.isFile()) throw new Error('not a file');
      size = st.size;
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'content-length': size, 'cache-control': 'no-store' });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  });
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(options.port ?? 0, host, () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : options.port;
      done({
        url: `http://${host}:${port}/`,
        close: () => new Promise<void>((closed) => server.close(() => closed())),
      });
    });
  });
}

async function main(): Promise<void> {
  const started = Date.now();
  const { outfile, bytes } = await buildWebApp();
  console.log(`Built ${relative(ROOT, outfile)} (${Math.round(bytes / 1024)} kB) in ${Date.now() - started} ms.`);
  const port = Number(process.env['PORT'] ?? 5173);
  const server = await serveStatic({ port: Number.isInteger(port) && port >= 0 ? port : 5173 });
  console.log(`Serving ${relative(ROOT, WEB_DIR)}/ at ${server.url}  (Ctrl+C to stop)`);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  });
}
