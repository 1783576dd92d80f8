// pnpm test's last step: the portal build that the e2e step just made (pnpm start builds it) is checked
// for what each route's first load transfers, gzipped, against its budget, and for how it is delivered
// (compressed copies, no source map in the served directory, the font preload). Prints the figures.
// Alone: `pnpm test:web-build` (builds the portal first when there is no build).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PORTAL_ARTIFACTS_DIR } from './portal-build/build-artifacts.ts';
import { isPrecompressed } from './portal-build/precompress.ts';
import { PROTECTED_PAGE, PROTECTED_ROUTES_MODULE } from './portal-build/protected-page.ts';
import { enforcedLimit, firstLoad, type Manifest, ROUTES, unmeasuredScreens } from './web-budget.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const portalDir = path.join(repoRoot, 'apps/portal');
const distDir = path.join(portalDir, 'dist');
const manifestFile = path.join(PORTAL_ARTIFACTS_DIR, 'manifest.json');

if (!existsSync(manifestFile) || !existsSync(path.join(distDir, 'index.html'))) {
  console.log('Sem build do portal: compilando (pnpm --filter @odonto/portal run build)...');
  execFileSync('pnpm', ['--filter', '@odonto/portal', 'run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
}

const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
const failures: string[] = [];
const size = (file: string) => statSync(path.join(distDir, file)).size;
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

// Delivery: what the server sends must exist compressed, and nothing served may be a source map.
const served = readdirSync(distDir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => path.relative(distDir, path.join(entry.parentPath, entry.name)));
for (const file of served) {
  if (/\.map(\.br|\.gz)?$/.test(file)) failures.push(`${file}: mapa de código no diretório servido`);
  if (isPrecompressed(file) && !(served.includes(`${file}.br`) && served.includes(`${file}.gz`))) {
    failures.push(`${file}: sem as cópias .br e .gz`);
  }
}
const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
const fontPreload = html.match(
  /<link rel="preload" as="font" type="font\/woff2" href="\/([^"]+)" crossorigin>/,
);
if (!fontPreload?.[1]?.includes('inter-latin-wght-normal') || !served.includes(fontPreload[1])) {
  failures.push('index.html: sem o preload da fonte latin (inter-latin-wght-normal.woff2)');
}

// Every address but the public ones gets protected.html, which preloads the protected route table.
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

for (const screen of unmeasuredScreens(manifest)) {
  failures.push(`${screen}: tela lazy fora de ROUTES em scripts/web-budget.ts (a rota não seria medida)`);
}

// Budgets: the page (index.html, or protected.html for a protected route) plus every JavaScript file of the
// first paint, as the gzip copies the server sends.
const pageOf = (route: (typeof ROUTES)[number]) =>
  route.screens.includes(PROTECTED_ROUTES_MODULE) ? PROTECTED_PAGE : 'index.html';
const rows = ROUTES.map((route) => {
  for (const screen of route.screens) {
    if (!manifest[screen] && !existsSync(path.join(portalDir, screen))) {
      failures.push(`${route.path}: ${screen} não existe`);
    }
  }
  const load = firstLoad(manifest, route.screens);
  const page = pageOf(route);
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

console.log('Primeiro carregamento por rota (index.html + JavaScript antes da primeira pintura):');
console.table(rows);
if (failures.length > 0) {
  console.error(`\nO build do portal não passou:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
const above = rows.filter((row) => row.situação !== 'na meta').map((row) => row.rota);
if (above.length > 0)
  console.log(`\nAinda acima da meta (teto provisório em scripts/web-budget.ts): ${above.join(', ')}`);
console.log('Build do portal dentro dos limites e servido comprimido, sem mapas de código.');
