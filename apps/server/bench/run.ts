import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import pg from 'pg';
import { FIRST_CRO, seedScale } from '../scripts/scale-data';
import { DEMO_PASSWORD } from '../src/contas/demonstracao';
import { seedDemoIfEmpty } from '../src/demonstracao/demo';
import { openDatabase } from '../src/plataforma/banco/database';
import { measureFloor } from './floor';
import { heyAvailable, measureAtRate, type Target } from './open-loop';
import { type SoakResult, soak } from './soak';
import type { Measurement } from './stats';

/**
 * `pnpm bench`: the server on the operator-scale data set in PostgreSQL (database odonto_bench next to
 * DATABASE_URL's), signed in as a real client, measured for maximum throughput (autocannon) and for
 * latency at a fixed smooth rate (hey, open loop), next to the floor: the beneficiary search's SQL in a
 * bare node-postgres loop; then a soak at a mixed load (bench/soak.ts) on a server started afresh for it.
 * Writes its own section of docs/benchmarks.md. Figures are written, never asserted.
 *
 * A shorter run to check the script (README, `pnpm bench`): BENCH_SECONDS (each measurement, 10),
 * BENCH_SOAK_MINUTES (10; fractions allowed) and BENCH_ONLY (a comma-separated list of cpf, carteira,
 * planos, plano, itens, login, soak). Only the full run writes docs/benchmarks.md; a shorter one prints.
 */
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(serverDir, '../..');
/** A positive number from the environment, or the default. */
function positiveEnv(name: string, fallback: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} inválido: "${raw}"`);
  return value;
}

const SECONDS = positiveEnv('BENCH_SECONDS', 10);
const CONNECTIONS = 20;
/** hey workers for the fixed-rate runs: each sends rate/workers req/s, all in step. */
const SMOOTH_WORKERS = 5;
const TARGET_RATE = 1000;
/** Alternating floor/endpoint rounds for the beneficiary searches, and their length in seconds. */
const ROUNDS = 3;
const ROUND_SECONDS = Math.max(2, Math.round(SECONDS / 2));
/** The soak's length and its warm-up (not counted), in seconds. */
const SOAK_SECONDS = Math.round(positiveEnv('BENCH_SOAK_MINUTES', 10) * 60);
const SOAK_WARM_UP_SECONDS = 60;

/** What BENCH_ONLY may name: the measured requests, and the soak. */
const SECTIONS = ['cpf', 'carteira', 'planos', 'plano', 'itens', 'login', 'soak'] as const;
type Section = (typeof SECTIONS)[number];
const only = (() => {
  const raw = process.env.BENCH_ONLY?.trim();
  if (!raw) return undefined;
  const names = raw.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !(SECTIONS as readonly string[]).includes(name));
  if (unknown.length > 0) throw new Error(`BENCH_ONLY: ${unknown.join(', ')}? Use ${SECTIONS.join(', ')}.`);
  return new Set(names as Section[]);
})();
const runs = (section: Section) => !only || only.has(section);
/** The full run, the one whose figures go to docs/benchmarks.md. */
const FULL_RUN = !only && SECONDS === 10 && SOAK_SECONDS === 600;

const baseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const benchUrl = (() => {
  const url = new URL(baseUrl);
  url.pathname = '/odonto_bench';
  return url.toString();
})();

async function ensureDatabase() {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', ['odonto_bench']);
    if (found.rowCount === 0) await admin.query('create database odonto_bench');
  } finally {
    await admin.end();
  }
}

interface Samples {
  cpf: string;
  carteira: string;
  cro: string;
  planoId: number;
  postgres: string;
  counts: Record<string, number>;
  cpfQuery: { text: string; values: unknown[] };
  carteiraQuery: { text: string; values: unknown[] };
}

/** Migrates, seeds the data set if it is missing, and picks what the requests ask for. */
async function prepare(dataDir: string): Promise<Samples> {
  await ensureDatabase();
  const database = await openDatabase({ databaseUrl: benchUrl, dataDir });
  const db = database.db;
  try {
    await seedDemoIfEmpty(db);
    const started = Date.now();
    if (await seedScale(db, undefined, (line) => console.log(`  ${line}`))) {
      console.log(`massa de dados criada em ${((Date.now() - started) / 1000).toFixed(0)} s`);
    }
    // The plans the soaks of earlier runs created are not in the visibility map until autovacuum visits:
    // every run starts from the same index-only scans.
    await sql`vacuum analyze plano_tratamento`.execute(db);
    const beneficiario = await db
      .selectFrom('beneficiario')
      .select(['cpf', 'numeroCarteira'])
      .where('numeroCarteira', 'like', '09001%')
      .orderBy('id')
      .offset(500_000)
      .limit(1)
      .executeTakeFirstOrThrow();
    const cro = String(FIRST_CRO + 1);
    // The newest plan with items: not one of the plans the soak creates for its uploads (no items, up to
    // 10 files), which earlier runs left in the database.
    const plano = await db
      .selectFrom('planoTratamento as p')
      .innerJoin('dentista as d', 'd.id', 'p.dentistaId')
      .select('p.id')
      .where('d.cro', '=', cro)
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('planoTratamentoItem as i').select('i.id').whereRef('i.planoTratamentoId', '=', 'p.id'),
        ),
      )
      .orderBy('p.criadoEm', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    const version = await sql<{
      version: string;
    }>`select current_setting('server_version') as version`.execute(db);
    const counts: Record<string, number> = {};
    for (const table of ['beneficiario', 'dentista', 'plano_tratamento', 'plano_tratamento_item']) {
      const result = await sql<{
        total: number;
      }>`select count(*)::int as total from ${sql.table(table)}`.execute(db);
      counts[table] = result.rows[0]?.total ?? 0;
    }
    // The same builder calls as src/cadastros/registries.ts, so the floor runs the endpoint's SQL.
    const cpfQuery = db.selectFrom('beneficiario').selectAll().where('cpf', '=', beneficiario.cpf).compile();
    const carteiraQuery = db
      .selectFrom('beneficiario')
      .selectAll()
      .where('numeroCarteira', '=', beneficiario.numeroCarteira)
      .compile();
    return {
      cpf: beneficiario.cpf,
      carteira: beneficiario.numeroCarteira,
      cro,
      planoId: plano.id,
      postgres: version.rows[0]?.version ?? '?',
      counts,
      cpfQuery: { text: cpfQuery.sql, values: [...cpfQuery.parameters] },
      carteiraQuery: { text: carteiraQuery.sql, values: [...carteiraQuery.parameters] },
    };
  } finally {
    await database.close();
  }
}

/** Starts bench/server.ts in its own process and waits for its port. */
async function startServer(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  // --expose-gc: the soak reads the memory after a full collection (bench/soak.ts).
  const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', 'bench/server.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATABASE_URL: benchUrl,
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      JWT_SECRET: randomBytes(32).toString('hex'),
      // Required in production, and not the demo's (production refuses it).
      OPERADORA_REGISTRO_ANS: '345678',
      OPERADORA_CNPJ: '11444777000161',
      // Required in production; the benchmark sends no mail (.invalid never resolves).
      SMTP_URL: 'smtp://smtp.invalid:25',
      PUBLIC_URL: 'https://portal.example',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/PORT=(\d+)/);
      if (match?.[1]) resolve(match[1]);
    });
    child.on('exit', (code) => reject(new Error(`o servidor saiu com código ${code}`)));
  });
  return { child, url: `http://127.0.0.1:${port}` };
}

async function stopServer({ child }: { child: ChildProcess }): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function signIn(url: string, cro: string): Promise<{ accessToken: string; refreshToken: string }> {
  const send = () =>
    fetch(`${url}/api/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ document: cro, password: DEMO_PASSWORD, origin: 'Dentista' }),
    }).catch(() => undefined);
  // After a load the server may still be draining it: a network error (a kept-alive socket it closed) or a
  // 503 is tried again, for up to a minute.
  let response = await send();
  for (let attempt = 0; attempt < 20 && (!response || response.status === 503); attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    response = await send();
  }
  if (!response) throw new Error(`login de ${cro} falhou: sem resposta`);
  const body = (await response.json()) as { data?: { accessToken?: string; refreshToken?: string } };
  const { accessToken, refreshToken } = body.data ?? {};
  if (!accessToken || !refreshToken) throw new Error(`login de ${cro} falhou: ${response.status}`);
  return { accessToken, refreshToken };
}

async function maxThroughput(target: Target, seconds: number): Promise<Measurement> {
  const result = await autocannon({
    url: target.url,
    method: target.method,
    headers: target.headers,
    ...(target.body !== undefined ? { body: target.body } : {}),
    connections: CONNECTIONS,
    duration: seconds,
  });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    requestsPerSecond: result.requests.average,
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

interface Row {
  name: string;
  mode: string;
  measurement: Measurement;
  floor?: number;
}

const atRateMode = (rate: number, workers: number, useHey: boolean) =>
  useHey
    ? `${rate} req/s constantes (hey -c ${workers} -q ${rate / workers})`
    : `${rate} req/s constantes (cliente aberto próprio, 1 req/ms)`;

const PLAN_LIST = 'Planos do dentista (1ª página)';

const fmt = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '–');

/** The soak's part of the report: per kind of request, the memory, and the issue 14 goals. */
function soakReport(result: SoakResult, loadBefore: number, loadAfter: number): string {
  const { start, end, rssEveryMinuteMb } = result.memory;
  const growth = (from: number, to: number) => ((to - from) / from) * 100;
  const rssGrowth = growth(start.rssMb, end.rssMb);
  const heapGrowth = growth(start.heapUsedMb, end.heapUsedMb);
  const failures = (row: SoakResult['total']) =>
    Object.entries(row.failures)
      .map(([kind, count]) => `${count} ${kind}`)
      .join(', ');
  const line = (row: SoakResult['total']) =>
    `| ${row.name} | ${row.sent} | ${fmt(row.p50, 2)} | ${fmt(row.p99, 2)} | ${row.errors}${row.errors ? ` (${failures(row)})` : ''} |`;
  const mb = (value: number) => `${fmt(value, 1)} MB`;
  const length = result.seconds % 60 === 0 ? `${result.seconds / 60} min` : `${result.seconds} s`;
  return `### Soak: ${length} de carga mista

${result.rate} req/s em ritmo uniforme (cliente aberto próprio: cada tipo no seu ritmo, latência contada do horário
marcado), num servidor iniciado para o soak, depois de ${SOAK_WARM_UP_SECONDS} s de aquecimento com a mesma carga, não
contados. Envios: PNG 64x64 a um plano criado para eles (um plano novo a cada 10 arquivos, o limite por plano). Memória do
servidor lida nas mesmas condições no início (fim do aquecimento) e no fim: após coleta completa (\`--expose-gc\`, SIGUSR2 a
\`bench/server.ts\`); RSS também lido de /proc a cada minuto. Carga média de 1 min
da máquina: ${loadBefore.toFixed(1)} no início do soak, ${loadAfter.toFixed(1)} no fim.

| requisição | enviadas | p50 (ms) | p99 (ms) | erros |
|---|---:|---:|---:|---|
${[...result.rows, result.total].map(line).join('\n')}

| memória | início | fim | variação |
|---|---:|---:|---:|
| RSS | ${mb(start.rssMb)} | ${mb(end.rssMb)} | ${fmt(rssGrowth, 1)} % |
| heap usado | ${mb(start.heapUsedMb)} | ${mb(end.heapUsedMb)} | ${fmt(heapGrowth, 1)} % |

RSS a cada minuto (MB): ${rssEveryMinuteMb.map((value) => fmt(value, 0)).join(', ')}.

**Metas** (issue 14): nenhum erro: ${result.total.errors === 0 ? 'atingida' : `não atingida (${result.total.errors})`};
memória no fim até 20 % acima da do início: RSS ${fmt(rssGrowth, 1)} %, heap ${fmt(heapGrowth, 1)} % ${
    rssGrowth <= 20 && heapGrowth <= 20 ? '(atingida)' : '(não atingida)'
  }.
`;
}

const SECTION_START = '<!-- bench:server -->';
const SECTION_END = '<!-- /bench:server -->';

/**
 * Replaces this bench's section of docs/benchmarks.md, leaving the others (\`pnpm bench:web\`'s, the notes
 * written by hand) alone. A file from before the sections gets its old unmarked bench text replaced.
 */
async function writeSection(body: string): Promise<void> {
  const file = path.join(repoRoot, 'docs/benchmarks.md');
  const current = await readFile(file, 'utf8').catch(() => '# Benchmarks\n');
  const section = `${SECTION_START}\n${body.trimEnd()}\n${SECTION_END}`;
  const start = current.indexOf(SECTION_START);
  const end = current.indexOf(SECTION_END);
  let next: string;
  if (start >= 0 && end > start) {
    next = current.slice(0, start) + section + current.slice(end + SECTION_END.length);
  } else {
    // Before the sections existed, the server bench's text ran from the title to the first other section.
    const others = current.indexOf('<!-- ');
    const rest = others >= 0 ? current.slice(others) : '';
    next = `# Benchmarks\n\n${section}\n${rest ? `\n${rest}` : ''}`;
  }
  await writeFile(file, next);
}

const loadAtStart = os.loadavg()[0] ?? 0;
const workDir = await mkdtemp(path.join(tmpdir(), 'odonto-bench-'));
let server: { child: ChildProcess; url: string } | undefined;
try {
  console.log(`preparando ${benchUrl.replace(/\/\/[^@]*@/, '//')}`);
  const samples = await prepare(path.join(workDir, 'data'));
  const useHey = await heyAvailable();
  server = await startServer(path.join(workDir, 'data'));
  const session = await signIn(server.url, samples.cro);
  const auth = { authorization: `Bearer ${session.accessToken}`, accept: 'application/json' };
  const api = `${server.url}/api`;

  const allTargets: {
    section: Section;
    name: string;
    target: Target;
    rate: number;
    floor?: 'cpf' | 'carteira';
  }[] = [
    {
      section: 'cpf',
      name: 'Busca de beneficiário por CPF',
      target: { method: 'GET', url: `${api}/v2/beneficiario?carteirinhaOuCpf=${samples.cpf}`, headers: auth },
      rate: TARGET_RATE,
      floor: 'cpf',
    },
    {
      section: 'carteira',
      name: 'Busca de beneficiário por carteira',
      target: {
        method: 'GET',
        url: `${api}/v2/beneficiario?carteirinhaOuCpf=${samples.carteira}`,
        headers: auth,
      },
      rate: TARGET_RATE,
      floor: 'carteira',
    },
    {
      section: 'planos',
      name: PLAN_LIST,
      target: {
        method: 'GET',
        url: `${api}/v2/planoTratamento/dentista/${samples.cro}?pagina=1&tamanhoPagina=20`,
        headers: auth,
      },
      rate: TARGET_RATE,
    },
    {
      section: 'plano',
      name: 'Um plano',
      target: { method: 'GET', url: `${api}/v2/planoTratamento/${samples.planoId}`, headers: auth },
      rate: TARGET_RATE,
    },
    {
      section: 'itens',
      name: 'Itens do plano',
      target: {
        method: 'GET',
        url: `${api}/v2/planoTratamentoItens/plano/${samples.planoId}`,
        headers: auth,
      },
      rate: TARGET_RATE,
    },
    {
      section: 'login',
      name: 'Login (scrypt)',
      target: {
        method: 'POST',
        url: `${api}/account/login`,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ document: samples.cro, password: DEMO_PASSWORD, origin: 'Dentista' }),
      },
      rate: 10,
    },
  ];
  const targets = allTargets.filter((target) => runs(target.section));

  const rows: Row[] = [];
  const unavailable: string[] = [];
  const ratiosByTarget = new Map<string, number[]>();
  for (const { name, target, rate, floor } of targets) {
    const probe = await fetch(target.url, {
      method: target.method,
      headers: target.headers,
      ...(target.body !== undefined ? { body: target.body } : {}),
    });
    if (probe.status !== 200) {
      unavailable.push(`${name} (HTTP ${probe.status})`);
      continue;
    }
    console.log(`medindo ${name}`);
    await maxThroughput(target, 2); // warm-up, not recorded
    const maxMode = `vazão máxima (autocannon, ${CONNECTIONS} conexões)`;
    if (floor) {
      // Floor and endpoint alternate in short rounds, so a change in the machine's other load between
      // them does not pass for a difference; the round with the median ratio is reported.
      const query = floor === 'cpf' ? samples.cpfQuery : samples.carteiraQuery;
      const rounds: { floor: Measurement; endpoint: Measurement; ratio: number }[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const bare = await measureFloor({
          databaseUrl: benchUrl,
          ...query,
          workers: 1,
          poolSize: 1,
          seconds: ROUND_SECONDS,
        });
        const endpoint = await maxThroughput(target, ROUND_SECONDS);
        rounds.push({ floor: bare, endpoint, ratio: endpoint.requestsPerSecond / bare.requestsPerSecond });
      }
      const median = [...rounds].sort((a, b) => a.ratio - b.ratio)[Math.floor(ROUNDS / 2)];
      if (!median) throw new Error('nenhuma rodada medida');
      ratiosByTarget.set(
        name,
        rounds.map((round) => round.ratio),
      );
      rows.push({
        name: `Piso: o SQL de "${name}" em laço node-postgres`,
        mode: 'um laço, uma conexão',
        measurement: median.floor,
      });
      rows.push({ name, mode: maxMode, measurement: median.endpoint, floor: median.floor.requestsPerSecond });
    } else {
      rows.push({ name, mode: maxMode, measurement: await maxThroughput(target, SECONDS) });
    }
    // The smooth run (5 hey workers); the searches also with 20 workers, architecture.md's example,
    // whose aligned bursts of 20 show what a burstier client does to the same server.
    const workerCounts = floor && useHey ? [SMOOTH_WORKERS, 20] : [Math.min(SMOOTH_WORKERS, rate)];
    for (const workers of workerCounts) {
      const atRate = await measureAtRate(target, rate, SECONDS, { useHey, workers });
      rows.push({ name, mode: atRateMode(rate, workers, useHey), measurement: atRate });
    }
  }

  const smoothMode = atRateMode(TARGET_RATE, SMOOTH_WORKERS, useHey);
  let soakSection = '';
  if (runs('soak')) {
    // A server started afresh: its memory at the soak's start (after the warm-up) is the soak's, not what
    // the throughput runs above left in the process (their sockets and buffers kept its RSS up for minutes).
    await stopServer(server);
    server = undefined;
    server = await startServer(path.join(workDir, 'data'));
    console.log(`soak: ${SOAK_SECONDS} s de carga mista (após ${SOAK_WARM_UP_SECONDS} s de aquecimento)`);
    const loadBeforeSoak = os.loadavg()[0] ?? 0;
    const soaked = await soak({
      url: server.url,
      session: await signIn(server.url, samples.cro),
      server: server.child,
      cro: samples.cro,
      cpf: samples.cpf,
      carteira: samples.carteira,
      planoId: samples.planoId,
      seconds: SOAK_SECONDS,
      warmUpSeconds: SOAK_WARM_UP_SECONDS,
    });
    soakSection = soakReport(soaked, loadBeforeSoak, os.loadavg()[0] ?? 0);
  }
  const searchNames = targets.filter((target) => target.floor).map((target) => target.name);
  const searchMax = rows.filter((row) => row.floor !== undefined);
  const goals = [
    ...[...searchNames, PLAN_LIST].map((name) => {
      const row = rows.find((candidate) => candidate.name === name && candidate.mode === smoothMode);
      const p99 = row?.measurement.p99 ?? Number.NaN;
      return `- ${name}, p99 a ${TARGET_RATE} req/s ≤ 10 ms: ${
        row ? `${fmt(p99, 2)} ms ${p99 <= 10 ? '(atingida)' : '(não atingida)'}` : 'não medida'
      }`;
    }),
    ...searchMax.map((row) => {
      const ratio = row.measurement.requestsPerSecond / (row.floor ?? Number.NaN);
      const all = (ratiosByTarget.get(row.name) ?? []).map((value) => fmt(value, 2)).join(', ');
      return `- ${row.name}, vazão ≥ 0,5 do piso: ${fmt(ratio, 2)} ${ratio >= 0.5 ? '(atingida)' : '(não atingida)'}; razões das ${ROUNDS} rodadas: ${all}`;
    }),
  ];
  const table = [
    '| operação | modo | p50 (ms) | p99 (ms) | requisições/s | razão ao piso | erros |',
    '|---|---|---:|---:|---:|---:|---:|',
    ...rows.map(
      (row) =>
        `| ${row.name} | ${row.mode} | ${fmt(row.measurement.p50, 2)} | ${fmt(row.measurement.p99, 2)} | ${fmt(row.measurement.requestsPerSecond, 0)} | ${
          row.floor ? fmt(row.measurement.requestsPerSecond / row.floor, 2) : ''
        } | ${row.measurement.errors} |`,
    ),
  ].join('\n');
  const cpu = os.cpus()[0]?.model ?? 'CPU desconhecida';
  const report = `## Servidor (\`pnpm bench\`)

Gerado por \`pnpm bench\` em ${new Date().toISOString()}: Node ${process.version}, PostgreSQL ${samples.postgres},
${os.cpus().length} núcleos (${cpu}) compartilhados por cliente, servidor e banco (carga média de 1 min no início:
${loadAtStart.toFixed(1)}; outros processos da máquina também disputam os núcleos).

**Massa de dados** (\`pnpm --filter @odonto/server seed:scale\`, banco \`odonto_bench\`): ${Object.entries(
    samples.counts,
  )
    .map(([table, total]) => `${total.toLocaleString('pt-BR')} ${table}`)
    .join(', ')}.

**Como se mede.** O servidor roda em processo próprio (\`bench/server.ts\`: o mesmo \`buildApp\` de \`pnpm start\`,
NODE_ENV=production, log só de avisos, limite de login e cota de buscas por dentista erguidos). O cliente entra como um cliente real (login do CRO
${samples.cro}, \`Authorization: Bearer\`). Vazão máxima com autocannon (${CONNECTIONS} conexões, ${SECONDS} s, após 2 s
de aquecimento; o autocannon mede a latência em milissegundos inteiros); latência a taxa fixa com um cliente aberto de ritmo uniforme (${
    useHey
      ? `\`hey -c ${SMOOTH_WORKERS}\`: os trabalhadores do hey partem juntos, então \`-c N\` manda N requisições de uma vez a cada N ms
a 1.000 req/s; as buscas também aparecem com \`-c 20\`, o exemplo de architecture.md, para mostrar o efeito dessas rajadas`
      : 'cliente próprio, uma requisição por milissegundo'
  }), porque os modos de taxa do autocannon mandam rajadas. O piso é o mesmo SQL da busca de beneficiário em laço node-postgres
(um laço sobre uma conexão, uma consulta atrás da outra), sem servidor HTTP; piso e
endpoint alternam em ${ROUNDS} rodadas de ${ROUND_SECONDS} s e a tabela mostra a rodada de razão mediana. As razões valem
mais que os números absolutos: tudo divide os mesmos núcleos.

${table}

**Metas** (issues 7 e 14):
${goals.join('\n')}
${unavailable.length > 0 ? `\nNão medidas (a operação não respondeu 200 neste servidor): ${unavailable.join('; ')}.\n` : ''}
SQL do piso (busca por CPF): \`${samples.cpfQuery.text}\`

${soakSection}`;
  console.log(report);
  if (FULL_RUN) await writeSection(report);
  else {
    console.log(
      'execução curta ou parcial (BENCH_SECONDS, BENCH_SOAK_MINUTES ou BENCH_ONLY): docs/benchmarks.md não foi alterado',
    );
  }
} finally {
  if (server) await stopServer(server);
  await rm(workDir, { recursive: true, force: true });
}
