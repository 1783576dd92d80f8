// pnpm test's last step: the builds of the portal and of the console (apps/auditoria) that the e2e step just
// made (pnpm start builds both) are checked for what each route's first load transfers, gzipped, against its
// budget, and for how they are delivered (compressed copies, no source map in the served directory; the
// portal's font preload and protected page). Prints the figures.
// Alone: `pnpm test:web-build` (builds an app first when it has no build).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONSOLE_ARTIFACTS_DIR, PORTAL_ARTIFACTS_DIR } from './portal-build/build-artifacts.ts';
import { isPrecompressed } from './portal-build/precompress.ts';
import { PROTECTED_PAGE, PROTECTED_ROUTES_MODULE } from './portal-build/protected-page.ts';
import {
  CONSOLE_DEFERRED_PARTS,
  CONSOLE_ROUTES,
  DEFERRED_PARTS,
  enforcedLimit,
  firstLoad,
  type Manifest,
  ROUTES,
  type RouteScreens,
  unmeasuredScreens,
} from './web-budget.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const failures: string[] = [];
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

interface AppBuild {
  /** How the messages name it. */
  name: string;
  /** The workspace package (pnpm --filter) and its directory. */
  pkg: string;
  dir: string;
  artifactsDir: string;
  routes: RouteScreens[];
  deferred: readonly string[];
  /** The page the server answers a route's address with (index.html unless the app has others). */
  pageOf: (route: RouteScreens) => string;
}

/** The build's manifest, building the app first when there is none. */
function manifestOf(app: AppBuild): Manifest {
  const manifestFile = path.join(app.artifactsDir, 'manifest.json');
  if (!existsSync(manifestFile) || !existsSync(path.join(app.dir, 'dist/index.html'))) {
    console.log(`Sem build ${app.name}: compilando (pnpm --filter ${app.pkg} run build)...`);
    execFileSync('pnpm', ['--filter', app.pkg, 'run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  }
  return JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
}

const servedFiles = (distDir: string) =>
  readdirSync(distDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(distDir, path.join(entry.parentPath, entry.name)));

/** Delivery: what the server sends must exist compressed, and nothing served may be a source map. */
function checkDelivery(app: AppBuild, served: string[]) {
  for (const file of served) {
    if (/\.map(\.br|\.gz)?$/.test(file))
      failures.push(`${app.name}: ${file}: mapa de código no diretório servido`);
    if (isPrecompressed(file) && !(served.includes(`${file}.br`) && served.includes(`${file}.gz`))) {
      failures.push(`${app.name}: ${file}: sem as cópias .br e .gz`);
    }
  }
}

/** The portal's own delivery: the font preload, and protected.html for every address but the public ones. */
function checkPortalPages(distDir: string, served: string[], manifest: Manifest) {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const fontPreload = html.match(
    /<link rel="preload" as="font" type="font\/woff2" href="\/([^"]+)" crossorigin>/,
  );
  if (!fontPreload?.[1]?.includes('inter-latin-wght-normal') || !served.includes(fontPreload[1])) {
    failures.push('index.html: sem o preload da fonte latin (inter-latin-wght-normal.woff2)');
  }
  const protectedTable = manifest[PROTECTED_ROUTES_MODULE]?.file;
  const protectedHtml = served.includes(PROTECTED_PAGE)
    ? readFileSync(path.join(distDir, PROTECTED_PAGE), 'utf8')
    : '';
  if (
    !protectedTable ||
    !protectedHtml.includes(`<link rel="modulepreload" crossorigin href="/${protectedTable}">`)
  ) {
    failures.push(`${PROTECTED_PAGE}: ausente ou sem o modulepreload de ${PROTECTED_ROUTES_MODULE}`);
  }
  if (protectedTable && html.includes(protectedTable)) {
    failures.push(`index.html: carrega ${PROTECTED_ROUTES_MODULE}, que as telas públicas não usam`);
  }
}

/**
 * Budgets: the page (index.html, or the portal's protected.html for a protected route) plus every JavaScript
 * file of the first paint, as the gzip copies the server sends. Returns the table's rows.
 */
function checkBudgets(app: AppBuild, manifest: Manifest) {
  const distDir = path.join(app.dir, 'dist');
  const size = (file: string) => statSync(path.join(distDir, file)).size;
  for (const screen of unmeasuredScreens(manifest, app.routes, app.deferred)) {
    failures.push(
      `${app.name}: ${screen}: tela lazy fora das rotas de scripts/web-budget.ts (a rota não seria medida)`,
    );
  }
  return app.routes.map((route) => {
    for (const screen of route.screens) {
      if (!manifest[screen] && !existsSync(path.join(app.dir, screen))) {
        failures.push(`${route.path}: ${screen} não existe`);
      }
    }
    const load = firstLoad(manifest, route.screens);
    const page = app.pageOf(route);
    const gzip = size(`${page}.gz`) + load.js.reduce((sum, file) => sum + size(`${file}.gz`), 0);
    const brotli = size(`${page}.br`) + load.js.reduce((sum, file) => sum + size(`${file}.br`), 0);
    const raw = size(page) + load.js.reduce((sum, file) => sum + size(file), 0);
    const limit = enforcedLimit(route);
    if (gzip > limit) {
      failures.push(`${route.path}: ${kb(gzip)} gzip no primeiro carregamento, acima de ${kb(limit)}`);
    }
    if (route.ceiling !== undefined && gzip <= route.budget) {
      failures.push(
        `${route.path}: já cabe na meta de ${kb(route.budget)}; tire o teto provisório de CEILINGS`,
      );
    }
    return {
      rota: route.path,
      arquivos: load.js.length + 1,
      gzip: kb(gzip),
      brotli: kb(brotli),
      bruto: kb(raw),
      meta: kb(route.budget),
      situação: gzip <= route.budget ? 'na meta' : `acima da meta (teto ${kb(limit)})`,
    };
  });
}

const APPS: AppBuild[] = [
  {
    name: 'do portal',
    pkg: '@odonto/portal',
    dir: path.join(repoRoot, 'apps/portal'),
    artifactsDir: PORTAL_ARTIFACTS_DIR,
    routes: ROUTES,
    deferred: DEFERRED_PARTS,
    pageOf: (route) => (route.screens.includes(PROTECTED_ROUTES_MODULE) ? PROTECTED_PAGE : 'index.html'),
  },
  {
    name: 'do console (auditoria)',
    pkg: '@odonto/auditoria',
    dir: path.join(repoRoot, 'apps/auditoria'),
    artifactsDir: CONSOLE_ARTIFACTS_DIR,
    routes: CONSOLE_ROUTES,
    deferred: CONSOLE_DEFERRED_PARTS,
    pageOf: () => 'index.html',
  },
];

const rows = APPS.flatMap((app) => {
  const manifest = manifestOf(app);
  const distDir = path.join(app.dir, 'dist');
  const served = servedFiles(distDir);
  checkDelivery(app, served);
  if (app.pkg === '@odonto/portal') checkPortalPages(distDir, served, manifest);
  return checkBudgets(app, manifest);
});

console.log(
  'Primeiro carregamento por rota (página + JavaScript antes da primeira pintura), portal e console:',
);
console.table(rows);
if (failures.length > 0) {
  console.error(`\nO build não passou:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
const above = rows.filter((row) => row.situação !== 'na meta').map((row) => row.rota);
if (above.length > 0)
  console.log(`\nAinda acima da meta (teto provisório em scripts/web-budget.ts): ${above.join(', ')}`);
console.log('Builds do portal e do console dentro dos limites e servidos comprimidos, sem mapas de código.');
