// pnpm bench:web: Lighthouse 12 (mobile emulation, simulated throttling) on Debian's chromium, against the
// real server started as `pnpm start` does: /login, /plano-tratamento signed in, the audit console's queue
// (/auditoria) signed in as the demo auditor, and a bare React page built by the same Vite as the floor,
// 3 runs each, median by performance score. Figures, not a test: they go to docs/benchmarks.md.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import { type BrowserContext, chromium } from 'playwright';
import { freePort, startServer } from '../e2e/server.ts';
import { startFloor } from './bench-web/floor.ts';
import { chromiumArgs, chromiumExecutable } from './chromium.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = 3;
const DEMO_DENTIST = { document: '12345', password: 'Odonto@2026', origin: 'Dentista' };
/** The README's demo auditor (Dr. Paulo Auditor, CRO 99999/SP). */
const DEMO_AUDITOR = { document: '99999', password: 'Odonto@2026', origin: 'Auditor' };

/** Who signs in before a run, and under which keys the app keeps its display data (its storage prefix). */
interface Account {
  credentials: typeof DEMO_DENTIST;
  /** The portal's keys are unprefixed; the console's start with 'auditoria:' (apps/auditoria's auditorStorage). */
  storagePrefix: string;
}
const DENTIST: Account = { credentials: DEMO_DENTIST, storagePrefix: '' };
const AUDITOR: Account = { credentials: DEMO_AUDITOR, storagePrefix: 'auditoria:' };

interface Run {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  transferKb: number;
}

interface Target {
  name: string;
  url: string;
  /** Runs before each Lighthouse run, in the same browser profile (e.g. stores a session). */
  prepare?: (context: BrowserContext) => Promise<void>;
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

async function audit(port: number, url: string, keepStorage: boolean): Promise<Run | string> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    // A signed-in run keeps the tokens stored by its preparation (the HTTP cache is emptied there).
    disableStorageReset: keepStorage,
  });
  if (!result) return 'Lighthouse não devolveu resultado';
  // A run Lighthouse could not finish (e.g. no paint in time on a busy machine) has no figures to count.
  if (result.lhr.runtimeError) return `${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`;
  const { categories, audits } = result.lhr;
  const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score(categories.performance?.score),
    accessibility: score(categories.accessibility?.score),
    bestPractices: score(categories['best-practices']?.score),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    si: metric('speed-index'),
    transferKb: metric('total-byte-weight') / 1000,
  };
}

const median = (runs: Run[]): Run | undefined => {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor(sorted.length / 2)];
};

async function measure(target: Target): Promise<{ runs: Run[]; failures: string[] }> {
  const runs: Run[] = [];
  const failures: string[] = [];
  for (let index = 0; index < RUNS; index += 1) {
    const port = await freePort();
    const profile = await mkdtemp(path.join(os.tmpdir(), 'odonto-bench-chromium-'));
    // Playwright drives the browser (the preparation); Lighthouse joins it through the debugging port.
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumExecutable,
      args: [...chromiumArgs, `--remote-debugging-port=${port}`],
      headless: true,
    });
    try {
      await target.prepare?.(context);
      const run = await audit(port, target.url, Boolean(target.prepare));
      if (typeof run === 'string') failures.push(run);
      else runs.push(run);
      console.log(
        `  ${target.name} ${index + 1}/${RUNS}: ${typeof run === 'string' ? `falhou (${run})` : `desempenho ${run.performance}`}`,
      );
    } finally {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    }
  }
  return { runs, failures };
}

/**
 * Signs in through the API from the page, as the app does (cookie mode: the browser keeps the HttpOnly
 * refresh cookie of the account's role, the display data go to localStorage under the app's keys), without
 * loading the app's code. The page load measured then restores the session with that cookie, as a reload does.
 */
const signedIn =
  (baseUrl: string, account: Account) =>
  async (context: BrowserContext): Promise<void> => {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/favicon.svg`);
    await page.evaluate(async ({ credentials, storagePrefix }) => {
      const answer = await fetch('/api/account/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...credentials, refreshTokenIn: 'cookie' }),
      });
      if (!answer.ok) throw new Error(`login de ${credentials.origin}: HTTP ${answer.status}`);
      const { data } = (await answer.json()) as { data: { cro: string; nome: string } };
      localStorage.setItem(`${storagePrefix}userName`, data.nome);
      localStorage.setItem(`${storagePrefix}userCro`, data.cro);
      localStorage.setItem(`${storagePrefix}userRole`, credentials.origin);
    }, account);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  };

const ms = (value: number) => `${Math.round(value)} ms`;

/** The machine's load when the bench started: other processes on the 2 cores slow every page alike. */
const LOAD_AT_START = os.loadavg()[0] ?? 0;

const SECTION_START = '<!-- bench:web -->';
const SECTION_END = '<!-- /bench:web -->';

/** Replaces this bench's section of docs/benchmarks.md (or appends it), leaving the server bench's text alone. */
async function writeSection(table: string[]): Promise<void> {
  const file = path.join(repoRoot, 'docs/benchmarks.md');
  const current = await readFile(file, 'utf8').catch(() => '');
  const section = [
    SECTION_START,
    '## Carregamento do portal (`pnpm bench:web`)',
    '',
    `Gerado por \`pnpm bench:web\` em ${new Date().toISOString()}: Lighthouse 12 (emulação móvel, rede e CPU simuladas),`,
    `Chromium ${chromiumExecutable}, Node ${process.version}, ${os.cpus().length} núcleos compartilhados por servidor e navegador`,
    `(carga média de 1 min no início: ${LOAD_AT_START.toFixed(1)}; o TBT medido cresce com a disputa pelos núcleos).`,
    `O portal é servido como em \`pnpm start\` (comprimido, cache imutável dos assets); o piso é uma página React mínima`,
    `compilada pelo mesmo Vite e servida do mesmo jeito. Mediana das execuções que o Lighthouse completou (de ${RUNS} por página), pela nota de desempenho.`,
    'A lista de planos abre com a sessão da dentista de demonstração já aberta, e a fila do console com a do auditor de demonstração (cookie de renovação e dados de exibição no localStorage, cache HTTP vazio).',
    '',
    ...table,
    '',
    'Metas (issue #34): /login desempenho ≥ 98, lista de planos ≥ 95, fila do console ≥ 90; acessibilidade e boas práticas 100 em cada uma.',
    SECTION_END,
  ].join('\n');
  const start = current.indexOf(SECTION_START);
  const end = current.indexOf(SECTION_END);
  const next =
    start >= 0 && end > start
      ? current.slice(0, start) + section + current.slice(end + SECTION_END.length)
      : `${current.trimEnd()}\n\n${section}\n`;
  await writeFile(file, next);
}

async function main() {
  console.log('Compilando e iniciando o portal como `pnpm start` e a página mínima de React...');
  const server = await startServer(repoRoot);
  const floor = await startFloor();
  try {
    const targets: Target[] = [
      { name: 'piso: React sem mais nada', url: floor.url },
      { name: '/login', url: `${server.baseUrl}/login` },
      {
        name: '/plano-tratamento (com sessão)',
        url: `${server.baseUrl}/plano-tratamento`,
        prepare: signedIn(server.baseUrl, DENTIST),
      },
      {
        name: '/auditoria, a fila do console (com sessão)',
        url: `${server.baseUrl}/auditoria`,
        prepare: signedIn(server.baseUrl, AUDITOR),
      },
    ];
    const rows: string[] = [];
    for (const target of targets) {
      const { runs, failures } = await measure(target);
      const run = median(runs);
      const counted = `${runs.length} de ${RUNS}${failures.length > 0 ? `; falharam: ${failures.join('; ')}` : ''}`;
      rows.push(
        run
          ? `| ${target.name} | ${run.performance} | ${run.accessibility} | ${run.bestPractices} | ${ms(run.fcp)} | ${ms(run.lcp)} | ${ms(run.tbt)} | ${run.cls.toFixed(3)} | ${ms(run.si)} | ${run.transferKb.toFixed(1)} KB | ${counted} |`
          : `| ${target.name} | – | – | – | – | – | – | – | – | – | ${counted} |`,
      );
    }
    const table = [
      '| página | desempenho | acessibilidade | boas práticas | FCP | LCP | TBT | CLS | Speed Index | transferido | execuções contadas |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
      ...rows,
    ];
    console.log(`\nLighthouse 12 (mobile), mediana de ${RUNS} execuções por página:\n\n${table.join('\n')}`);
    await writeSection(table);
    console.log('\nEscrito em docs/benchmarks.md.');
  } finally {
    await floor.stop();
    await server.stop();
    await rm(server.dataDir, { recursive: true, force: true });
  }
}

await main();
