/**
 * Gzip size of the JavaScript each route loads first, from the built web app (apps/web/dist).
 * Prints per-chunk and per-route figures, and exits with 1 when a route is over its budget
 * (issue 11: the budgets are regression guards; `npm test` runs this after the build).
 *
 *   npm run build -w @supplier/web && npm run bench:bundle -w @supplier/bench
 *
 * A route loads first: the entry script of index.html and its modulepreloads, the lazy chunks of
 * its layout and page, and every chunk those import statically (transitively). Lazy chunks are
 * found from Vite's manifest (dist/.vite/manifest.json) when the build writes one, else from the
 * chunks' source maps (which source modules each chunk holds), else by file name. Chunks that
 * these load later with import() (not route chunks) are listed apart, not counted.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { init, parse } from 'es-module-lexer';
import { SourceMapConsumer } from 'source-map-js';
import { isMain, repoRoot, webDist } from './lib/paths';
import { saveResults } from './lib/results';
import { fmt, printTable } from './lib/table';

interface RouteSpec {
  name: string;
  path: string;
  /** Budget for the route's first-load JavaScript, gzip, in kB (1000 bytes); over it the bench fails. */
  budgetKb: number;
  /** Source modules (relative to apps/web) of the route's lazy layout and page; for each, the first found wins. */
  modules: { role: string; candidates: string[] }[];
}

const ROUTES: RouteSpec[] = [
  {
    name: 'sign-in',
    path: '/auth/login',
    // 160.7 when the panel's route table was in the entry; 149.3 with it loaded by the first panel address (issue 36)
    budgetKb: 160,
    modules: [
      { role: 'layout', candidates: ['src/app/layouts/auth-layout.tsx'] },
      { role: 'page', candidates: ['src/app/routes/auth/login.tsx'] },
    ],
  },
  {
    name: 'shell',
    path: '/dashboard/statistics',
    // 207.6 in some sixty chunks; 195.0 with the first loads grouped (apps/web/scripts/first-load-chunks.ts, issue 36)
    budgetKb: 200,
    modules: [
      { role: 'layout', candidates: ['src/app/layouts/admin-layout.tsx'] },
      {
        role: 'page',
        candidates: [
          'src/app/routes/dashboard/start.tsx',
          'src/app/routes/dashboard/statistics.tsx',
          'src/app/routes/dashboard/statistics/index.tsx',
          'src/app/routes/section-page.tsx',
        ],
      },
    ],
  },
];

/** How many origins (packages or app folders) to list per route. */
const TOP_ORIGINS = 8;

/** Modules under these folders are route chunks (loaded by navigation, never "later" extras). */
const ROUTE_MODULE = /^src\/app\/(routes|layouts)\//;

interface Chunk {
  file: string;
  raw: number;
  gzip: number;
  staticImports: string[];
  dynamicImports: string[];
}

const chunks = new Map<string, Chunk>();

function resolveSpecifier(from: string, specifier: string): string | undefined {
  if (specifier.startsWith('/')) return specifier.slice(1);
  if (/^\.{1,2}\//.test(specifier)) return relative(webDist, resolve(dirname(join(webDist, from)), specifier));
  return undefined;
}

/** Reads a built JS file (path relative to dist), with its relative imports resolved. */
function chunk(file: string): Chunk {
  const known = chunks.get(file);
  if (known) return known;
  const source = readFileSync(join(webDist, file));
  const [imports] = parse(source.toString('utf8'));
  const staticImports: string[] = [];
  const dynamicImports: string[] = [];
  for (const entry of imports) {
    const target = entry.n === undefined ? undefined : resolveSpecifier(file, entry.n);
    if (!target || !target.endsWith('.js')) continue;
    (entry.d === -1 ? staticImports : dynamicImports).push(target);
  }
  const found: Chunk = { file, raw: source.length, gzip: gzipSync(source).length, staticImports, dynamicImports };
  chunks.set(file, found);
  return found;
}

/** The chunks and everything they import statically, depth first, each once. */
function closure(files: string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of chunk(file).staticImports) visit(next);
  };
  files.forEach(visit);
  return [...seen];
}

/**
 * The generated code of a chunk split by origin, through its source map: an npm package name, or
 * the source path of the app's own modules. Empty without a source map.
 */
function codeByOrigin(file: string): Map<string, string> {
  const parts = new Map<string, string>();
  const mapPath = join(webDist, `${file}.map`);
  if (!existsSync(mapPath)) return parts;
  const lines = readFileSync(join(webDist, file), 'utf8').split('\n');
  const consumer = new SourceMapConsumer(JSON.parse(readFileSync(mapPath, 'utf8')));
  const origin = (source: string | null) => {
    if (!source) return '(unmapped)';
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
    return pkg ? pkg[1]! : source.replace(/^(\.\.\/)+/, '');
  };
  let previous: { line: number; column: number; source: string | null } | null = null;
  const add = (until: { line: number; column: number } | null) => {
    if (!previous) return;
    const text = lines[previous.line - 1] ?? '';
    const end = until && until.line === previous.line ? until.column : text.length;
    const key = origin(previous.source);
    parts.set(key, (parts.get(key) ?? '') + text.slice(previous.column, end));
  };
  consumer.eachMapping((mapping) => {
    add({ line: mapping.generatedLine, column: mapping.generatedColumn });
    previous = { line: mapping.generatedLine, column: mapping.generatedColumn, source: mapping.source };
  });
  add(null);
  return parts;
}

const sum = (files: string[], key: 'raw' | 'gzip') => files.reduce((total, file) => total + chunk(file)[key], 0);

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`).exec(tag)?.[1];
}

/** Entry script, modulepreloads and stylesheets of index.html (paths relative to dist). */
function readIndexHtml(): { entry: string[]; css: string[] } {
  const html = readFileSync(join(webDist, 'index.html'), 'utf8');
  const entry: string[] = [];
  const css: string[] = [];
  const local = (url: string | undefined) => (url && !/^[a-z]+:\/\//i.test(url) ? url.replace(/^\//, '') : undefined);
  for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
    const src = local(attribute(tag, 'src'));
    if (src && /type\s*=\s*["']module["']/.test(tag)) entry.push(src);
  }
  for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
    const rel = attribute(tag, 'rel');
    const href = local(attribute(tag, 'href'));
    if (!href) continue;
    if (rel === 'modulepreload') entry.push(href);
    if (rel === 'stylesheet') css.push(href);
  }
  return { entry, css };
}

interface ModuleIndex {
  how: string;
  /** Source module (relative to apps/web) → built chunk (relative to dist). */
  byModule: Map<string, string>;
  /** Built chunk → the source modules it holds. */
  byChunk: Map<string, string[]>;
}

function moduleIndex(): ModuleIndex {
  const byModule = new Map<string, string>();
  const byChunk = new Map<string, string[]>();
  const add = (module: string, file: string) => {
    if (!byModule.has(module)) byModule.set(module, file);
    byChunk.set(file, [...(byChunk.get(file) ?? []), module]);
  };
  const manifestPath = join(webDist, '.vite/manifest.json');
  if (existsSync(manifestPath)) {
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, { file: string }>;
    for (const [source, entry] of Object.entries(manifest)) add(source, entry.file);
    return { how: 'the Vite manifest', byModule, byChunk };
  }
  const webRoot = resolve(repoRoot, 'apps/web');
  const assets = join(webDist, 'assets');
  const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
  for (const name of scripts) {
    const mapPath = join(assets, `${name}.map`);
    if (!existsSync(mapPath)) continue;
    const map = JSON.parse(readFileSync(mapPath, 'utf8')) as { sources?: string[]; sourceRoot?: string };
    for (const source of map.sources ?? []) {
      add(relative(webRoot, resolve(assets, map.sourceRoot ?? '', source)), `assets/${name}`);
    }
  }
  if (byModule.size > 0) return { how: 'source maps', byModule, byChunk };
  for (const name of scripts) add(`name:${name.replace(/-[\w-]{8}\.js$/, '')}`, `assets/${name}`);
  return { how: 'file names', byModule, byChunk };
}

function findModule(index: ModuleIndex, candidates: string[]): string | undefined {
  for (const module of candidates) {
    const file =
      index.byModule.get(module) ?? index.byModule.get(`name:${module.replace(/^.*\//, '').replace(/\.tsx?$/, '')}`);
    if (file) return file;
  }
  return undefined;
}

/** The first app module of a chunk, to name what a lazy chunk is. */
function mainModule(index: ModuleIndex, file: string): string {
  const modules = index.byChunk.get(file) ?? [];
  const named = [...modules].reverse().find((module) => module.startsWith('src/')) ?? modules.at(-1);
  return named ?? `(no source map) ${file.replace(/^.*\//, '').replace(/-[\w-]{8}\.js$/, '')}`;
}

/** True when every route was measured and is within its budget. */
export async function benchBundleSize(): Promise<boolean> {
  if (!existsSync(join(webDist, 'index.html'))) {
    console.log(`bundle bench: ${webDist}/index.html is missing; build the web app first (npm run build).`);
    return false;
  }
  await init;
  const { entry, css } = readIndexHtml();
  const index = moduleIndex();
  const entryFiles = closure(entry);
  const routeFiles = new Map<string, string[]>();
  const laterFiles = new Map<string, string[]>();
  let complete = true;

  console.log(`\nFirst-load JavaScript per route (apps/web/dist; lazy chunks located by ${index.how}; gzip level 6)\n`);
  for (const route of ROUTES) {
    const lazy: string[] = [];
    for (const { role, candidates } of route.modules) {
      const file = findModule(index, candidates);
      if (file) lazy.push(file);
      else {
        complete = false;
        console.log(`  ${route.path}: no chunk found for the ${role} (${candidates.join(' | ')})`);
      }
    }
    const files = closure([...entryFiles, ...lazy]);
    routeFiles.set(route.name, files);
    const later = files
      .flatMap((file) => chunk(file).dynamicImports)
      .filter((file) => !files.includes(file))
      .filter((file) => !(index.byChunk.get(file) ?? []).some((module) => ROUTE_MODULE.test(module)));
    laterFiles.set(route.name, [...new Set(later)]);
  }

  const entrySet = new Set(entryFiles);
  const usedBy = (file: string) =>
    entrySet.has(file)
      ? 'entry (every route)'
      : [...routeFiles]
          .filter(([, files]) => files.includes(file))
          .map(([name]) => name)
          .join(', ');
  printTable(
    ['chunk', 'raw kB', 'gzip kB', 'loaded first by'],
    [...new Set([...routeFiles.values()].flat())].map((file) => [
      file,
      fmt.kb(chunk(file).raw),
      fmt.kb(chunk(file).gzip),
      usedBy(file),
    ]),
  );
  console.log('');
  printTable(
    ['route', 'path', 'chunks', 'raw kB', 'gzip kB', 'budget gzip kB', 'within'],
    ROUTES.map((route) => {
      const files = routeFiles.get(route.name) ?? [];
      const gzip = sum(files, 'gzip');
      return [
        route.name,
        route.path,
        files.length,
        fmt.kb(sum(files, 'raw')),
        fmt.kb(gzip),
        `<= ${route.budgetKb}`,
        gzip <= route.budgetKb * 1000 ? 'yes' : 'no',
      ];
    }),
  );

  // What the first-load JavaScript is made of: each origin's code gzipped on its own, so the
  // figures add up to a little more than the route's total.
  const origins = ROUTES.map((route) => {
    const merged = new Map<string, string>();
    for (const file of routeFiles.get(route.name) ?? []) {
      for (const [origin, code] of codeByOrigin(file)) merged.set(origin, (merged.get(origin) ?? '') + code);
    }
    return { route, merged };
  });
  if (origins.some(({ merged }) => merged.size > 0)) {
    console.log('\nLargest origins of the first-load JavaScript (from source maps; gzip of each alone):\n');
    printTable(
      ['route', 'origin', 'raw kB', 'gzip kB'],
      origins.flatMap(({ route, merged }) =>
        [...merged]
          .map(([origin, code]) => ({ origin, raw: Buffer.byteLength(code), gzip: gzipSync(code).length }))
          .sort((a, b) => b.gzip - a.gzip)
          .slice(0, TOP_ORIGINS)
          .map(({ origin, raw, gzip }) => [route.name, origin, fmt.kb(raw), fmt.kb(gzip)]),
      ),
    );
  }

  const later = new Map<string, { extraGzip: number; routes: string[] }>();
  for (const route of ROUTES) {
    const counted = routeFiles.get(route.name) ?? [];
    for (const file of laterFiles.get(route.name) ?? []) {
      const extra = closure([file]).filter((next) => !counted.includes(next));
      const known = later.get(file);
      if (known) known.routes.push(route.name);
      else later.set(file, { extraGzip: sum(extra, 'gzip'), routes: [route.name] });
    }
  }
  if (later.size > 0) {
    console.log(
      '\nLoaded later with import() by those chunks (not counted above; gzip with their own static imports):\n',
    );
    printTable(
      ['chunk', 'module', 'gzip kB', 'reachable from'],
      [...later]
        .sort(([, a], [, b]) => b.extraGzip - a.extraGzip)
        .map(([file, { extraGzip, routes }]) => [file, mainModule(index, file), fmt.kb(extraGzip), routes.join(', ')]),
    );
  }
  if (css.length > 0) {
    const sizes = css.map((file) => {
      const source = readFileSync(join(webDist, file));
      return `${file} ${fmt.kb(source.length)} kB raw, ${fmt.kb(gzipSync(source).length)} kB gzip`;
    });
    console.log(`\nStylesheets of index.html (not counted above): ${sizes.join('; ')}`);
  }
  saveResults('bundle-size', {
    routes: ROUTES.map((route) => {
      const files = routeFiles.get(route.name) ?? [];
      return { ...route, files, raw: sum(files, 'raw'), gzip: sum(files, 'gzip') };
    }),
    chunks: [...chunks.values()].map(({ file, raw, gzip }) => ({ file, raw, gzip })),
  });
  const over = ROUTES.filter((route) => sum(routeFiles.get(route.name) ?? [], 'gzip') > route.budgetKb * 1000);
  for (const route of over) {
    console.log(
      `\nOVER BUDGET: ${route.name} (${route.path}) loads more than ${route.budgetKb} kB gzip first; its largest origins are listed above.`,
    );
  }
  return complete && over.length === 0;
}

if (isMain(import.meta.url)) {
  if (!(await benchBundleSize())) process.exitCode = 1;
}
