import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import pg from 'pg';
import { FIRST_CRO, seedScale } from '../scripts/scale-data';
import { openDatabase } from '../src/db/database';
import { DEMO_PASSWORD, seedDemoIfEmpty } from '../src/seed/demo';
import { measureFloor } from './floor';
import { heyAvailable, measureAtRate, type Target } from './open-loop';
import type { Measurement } from './stats';

/**
 * `pnpm bench`: the server on the operator-scale data set in PostgreSQL (database odonto_bench next to
 * DATABASE_URL's), signed in as a real client, measured for maximum throughput (autocannon) and for
 * latency at a fixed smooth rate (hey, open loop), next to the floor: the beneficiary search's SQL in a
 * bare node-postgres loop. Writes docs/benchmarks.md. Figures are written, never asserted.
 */
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(serverDir, '../..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 20;
const TARGET_RATE = 1000;
/** The server's pool size (src/db/database.ts), given to the floor too. */
const POOL_SIZE = 10;

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
    const beneficiario = await db
      .selectFrom('beneficiario')
      .select(['cpf', 'numeroCarteira'])
      .where('numeroCarteira', 'like', '09001%')
      .orderBy('id')
      .offset(500_000)
      .limit(1)
      .executeTakeFirstOrThrow();
    const cro = String(FIRST_CRO + 1);
    const plano = await db
      .selectFrom('planoTratamento as p')
      .innerJoin('dentista as d', 'd.id', 'p.dentistaId')
      .select('p.id')
      .where('d.cro', '=', cro)
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
    // The same builder calls as src/registries/registries.ts, so the floor runs the endpoint's SQL.
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
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/server.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATABASE_URL: benchUrl,
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      JWT_SECRET: randomBytes(32).toString('hex'),
      SMTP_URL: '',
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

async function signIn(url: string, cro: string): Promise<string> {
  const response = await fetch(`${url}/api/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ document: cro, password: DEMO_PASSWORD, origin: 'Dentista' }),
  });
  const body = (await response.json()) as { data?: { accessToken?: string } };
  const token = body.data?.accessToken;
  if (!token) throw new Error(`login de ${cro} falhou: ${response.status}`);
  return token;
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

const fmt = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '–');

const workDir = await mkdtemp(path.join(tmpdir(), 'odonto-bench-'));
let server: { child: ChildProcess; url: string } | undefined;
try {
  console.log(`preparando ${benchUrl.replace(/\/\/[^@]*@/, '//')}`);
  const samples = await prepare(path.join(workDir, 'data'));
  const useHey = await heyAvailable();
  server = await startServer(path.join(workDir, 'data'));
  const token = await signIn(server.url, samples.cro);
  const auth = { authorization: `Bearer ${token}`, accept: 'application/json' };
  const api = `${server.url}/api`;

  const targets: { name: string; target: Target; rate: number; floor?: 'cpf' | 'carteira' }[] = [
    {
      name: 'Busca de beneficiário por CPF',
      target: { method: 'GET', url: `${api}/v2/beneficiario?carteirinhaOuCpf=${samples.cpf}`, headers: auth },
      rate: TARGET_RATE,
      floor: 'cpf',
    },
    {
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
      name: 'Planos do dentista (1ª página)',
      target: {
        method: 'GET',
        url: `${api}/v2/planoTratamento/dentista/${samples.cro}?pagina=1&tamanhoPagina=20`,
        headers: auth,
      },
      rate: TARGET_RATE,
    },
    {
      name: 'Um plano',
      target: { method: 'GET', url: `${api}/v2/planoTratamento/${samples.planoId}`, headers: auth },
      rate: TARGET_RATE,
    },
    {
      name: 'Itens do plano',
      target: {
        method: 'GET',
        url: `${api}/v2/planoTratamentoItens/plano/${samples.planoId}`,
        headers: auth,
      },
      rate: TARGET_RATE,
    },
    {
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

  const rows: Row[] = [];
  const unavailable: string[] = [];
  const floors: Record<'cpf' | 'carteira', Measurement> = {
    cpf: await measureFloor({
      databaseUrl: benchUrl,
      ...samples.cpfQuery,
      workers: CONNECTIONS,
      poolSize: POOL_SIZE,
      seconds: SECONDS,
    }),
    carteira: await measureFloor({
      databaseUrl: benchUrl,
      ...samples.carteiraQuery,
      workers: CONNECTIONS,
      poolSize: POOL_SIZE,
      seconds: SECONDS,
    }),
  };
  rows.push({
    name: 'Piso: SQL da busca por CPF em laço node-postgres',
    mode: `${CONNECTIONS} laços, pool ${POOL_SIZE}`,
    measurement: floors.cpf,
  });
  rows.push({
    name: 'Piso: SQL da busca por carteira em laço node-postgres',
    mode: `${CONNECTIONS} laços, pool ${POOL_SIZE}`,
    measurement: floors.carteira,
  });

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
    const max = await maxThroughput(target, SECONDS);
    const floorRps = floor ? floors[floor].requestsPerSecond : undefined;
    rows.push({
      name,
      mode: `vazão máxima (autocannon, ${CONNECTIONS} conexões)`,
      measurement: max,
      ...(floorRps ? { floor: floorRps } : {}),
    });
    const atRate = await measureAtRate(target, rate, SECONDS, useHey);
    rows.push({
      name,
      mode: `${rate} req/s constantes (${useHey ? 'hey' : 'cliente aberto próprio'})`,
      measurement: atRate,
    });
  }

  const cpfAtRate = rows.find(
    (row) => row.name === targets[0]?.name && row.mode.startsWith(`${TARGET_RATE} `),
  );
  const searchMax = rows.filter((row) => row.floor !== undefined);
  const goals = [
    `- Busca de beneficiário, p99 a ${TARGET_RATE} req/s ≤ 10 ms: ${
      cpfAtRate
        ? `${fmt(cpfAtRate.measurement.p99, 2)} ms ${cpfAtRate.measurement.p99 <= 10 ? '(atingida)' : '(não atingida)'}`
        : 'não medida'
    }`,
    ...searchMax.map((row) => {
      const ratio = row.measurement.requestsPerSecond / (row.floor ?? Number.NaN);
      return `- ${row.name}, vazão ≥ 0,5 do piso: ${fmt(ratio, 2)} ${ratio >= 0.5 ? '(atingida)' : '(não atingida)'}`;
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
  const report = `# Benchmarks

Gerado por \`pnpm bench\` em ${new Date().toISOString()}: Node ${process.version}, PostgreSQL ${samples.postgres},
${os.cpus().length} núcleos (${cpu}) compartilhados por cliente, servidor e banco, como na produção de uma máquina só.

**Massa de dados** (\`pnpm --filter @odonto/server seed:scale\`, banco \`odonto_bench\`): ${Object.entries(
    samples.counts,
  )
    .map(([table, total]) => `${total.toLocaleString('pt-BR')} ${table}`)
    .join(', ')}.

**Como se mede.** O servidor roda em processo próprio (\`bench/server.ts\`: o mesmo \`buildApp\` de \`pnpm start\`,
NODE_ENV=production, log só de avisos, limite de login erguido). O cliente entra como um cliente real (login do CRO
${samples.cro}, \`Authorization: Bearer\`). Vazão máxima com autocannon (${CONNECTIONS} conexões, ${SECONDS} s, após 2 s
de aquecimento); latência a taxa fixa com um cliente aberto de ritmo uniforme (${useHey ? '`hey -q`, por trabalhador' : 'cliente próprio'}), porque os
modos de taxa do autocannon mandam rajadas. O piso é o mesmo SQL da busca de beneficiário em laço node-postgres
(${CONNECTIONS} laços sobre um pool de ${POOL_SIZE} conexões, o tamanho do pool do servidor), sem servidor HTTP.
As razões valem mais que os números absolutos: tudo divide os mesmos núcleos.

${table}

**Metas** (issue 7):
${goals.join('\n')}
${unavailable.length > 0 ? `\nNão medidas (a operação não respondeu 200 neste servidor): ${unavailable.join('; ')}.\n` : ''}
SQL do piso (busca por CPF): \`${samples.cpfQuery.text}\`
`;
  await mkdir(path.join(repoRoot, 'docs'), { recursive: true });
  await writeFile(path.join(repoRoot, 'docs/benchmarks.md'), report);
  console.log(report);
} finally {
  if (server) {
    const child = server.child;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  await rm(workDir, { recursive: true, force: true });
}
