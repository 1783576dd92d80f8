import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD } from '../src/contas/demonstracao';
import { DEVICE_COOKIE } from '../src/contas/known-device';
import { percentile } from './stats';

/**
 * `pnpm --filter @odonto/server run bench:sign-in` (issue #33): a dentist's sign-in while forty failing
 * sign-ins from four addresses arrive at once, on the server as `pnpm start` runs it (NODE_ENV=development:
 * scrypt at N=2^17 like production, the demo data in PGlite), with the admission control of the password
 * hashing and, for comparison, with it opened wide (PASSWORD_HASH_CONCURRENCY and _QUEUE huge: every
 * derivation goes straight to libuv's pool, as before #33).
 *
 * Addresses: the server trusts no proxy header (TRUST_PROXY unset), so each client really connects from its
 * own loopback address (127.0.0.2-5 the attackers, 127.0.0.6 a returning dentist with the known-device
 * cookie, 127.0.0.7 a dentist on a new browser): Linux routes all of 127.0.0.0/8 to the loopback. The
 * per-minute sign-in limit is lifted (bench/server.ts) so that rounds can follow each other; the attackers
 * type unknown CROs, so the per-(CRO, client) delay never spares the server a derivation.
 *
 * Each round: 40 failing sign-ins (10 per attacker address) sent together, the two dentists 50 ms later;
 * the dentists' latency is measured. BENCH_SIGNIN_ROUNDS (8). Writes its section of docs/benchmarks.md when
 * run with the default rounds; prints it otherwise. Figures are written, never asserted.
 */
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(serverDir, '../..');

const rawRounds = process.env.BENCH_SIGNIN_ROUNDS?.trim();
const ROUNDS = rawRounds ? Number(rawRounds) : 8;
if (!Number.isInteger(ROUNDS) || ROUNDS < 1) throw new Error(`BENCH_SIGNIN_ROUNDS inválido: "${rawRounds}"`);
const FULL_RUN = !rawRounds;

const ATTACKERS = ['127.0.0.2', '127.0.0.3', '127.0.0.4', '127.0.0.5'];
const PER_ATTACKER = 10;
const RETURNING = '127.0.0.6';
const NEW_BROWSER = '127.0.0.7';
const DENTIST_CRO = '12345';

interface Answer {
  status: number;
  ms: number;
  setCookie: string[];
}

/** One sign-in over a new connection from `from` (no keep-alive: the address is the connection's). */
function signIn(port: number, from: string, cro: string, password: string, cookie?: string): Promise<Answer> {
  const body = JSON.stringify({ document: cro, password, origin: 'Dentista' });
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const sent = request(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        agent: false,
        method: 'POST',
        path: '/api/account/login',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          ...(cookie ? { cookie } : {}),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            ms: performance.now() - started,
            setCookie: response.headers['set-cookie'] ?? [],
          }),
        );
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

async function startServer(
  dataDir: string,
  env: Record<string, string>,
): Promise<ChildProcess & { port: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/server.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      JWT_SECRET: randomBytes(32).toString('hex'),
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      TRUST_PROXY: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/PORT=(\d+)/);
      if (match?.[1]) resolve(Number(match[1]));
    });
    child.on('exit', (code) => reject(new Error(`o servidor saiu com código ${code}`)));
  });
  return Object.assign(child, { port });
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

interface ScenarioResult {
  name: string;
  quiet: number[];
  returning: Answer[];
  newBrowser: Answer[];
  attackers: Record<number, number>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function scenario(name: string, env: Record<string, string>): Promise<ScenarioResult> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'odonto-bench-signin-'));
  const server = await startServer(dataDir, env);
  try {
    const { port } = server;
    // The returning dentist's browser signed in before: it holds the device cookie.
    const first = await signIn(port, RETURNING, DENTIST_CRO, DEMO_PASSWORD);
    const cookie = first.setCookie.find((line) => line.startsWith(`${DEVICE_COOKIE}=`))?.split(';')[0];
    if (first.status !== 200 || !cookie) throw new Error(`login inicial falhou: ${first.status}`);
    const quiet: number[] = [];
    for (let index = 0; index < 3; index++) {
      quiet.push((await signIn(port, RETURNING, DENTIST_CRO, DEMO_PASSWORD, cookie)).ms);
    }
    const result: ScenarioResult = { name, quiet, returning: [], newBrowser: [], attackers: {} };
    for (let round = 0; round < ROUNDS; round++) {
      const flood = ATTACKERS.flatMap((from) =>
        Array.from({ length: PER_ATTACKER }, () =>
          signIn(port, from, String(700_000 + Math.floor(Math.random() * 99_999)), 'Errada@2026'),
        ),
      );
      await sleep(50);
      const [returning, newBrowser] = await Promise.all([
        signIn(port, RETURNING, DENTIST_CRO, DEMO_PASSWORD, cookie),
        signIn(port, NEW_BROWSER, DENTIST_CRO, DEMO_PASSWORD),
      ]);
      result.returning.push(returning);
      result.newBrowser.push(newBrowser);
      for (const answer of await Promise.all(flood)) {
        result.attackers[answer.status] = (result.attackers[answer.status] ?? 0) + 1;
      }
      await sleep(500);
    }
    return result;
  } finally {
    await stopServer(server);
    await rm(dataDir, { recursive: true, force: true });
  }
}

const fmt = (ms: number) => (ms / 1000).toFixed(2);

function rowOf(who: string, answers: Answer[]): string {
  const sorted = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  const statuses = answers.map((answer) => answer.status).join(' ');
  return `| ${who} | ${fmt(percentile(sorted, 50))} | ${fmt(sorted.at(-1) ?? Number.NaN)} | ${statuses} |`;
}

function report(results: ScenarioResult[], loadBefore: number, loadAfter: number): string {
  const sections = results.map((result) => {
    const attackers = Object.entries(result.attackers)
      .map(([status, count]) => `${count}× ${status}`)
      .join(', ');
    const quiet = [...result.quiet].sort((a, b) => a - b);
    return `### ${result.name}

Login sem carga (dispositivo conhecido, 3 vezes): mediana ${fmt(percentile(quiet, 50))} s.

| quem entra | mediana (s) | pior (s) | respostas, rodada a rodada |
|---|---:|---:|---|
${rowOf('dentista, navegador que já entrou (cookie de dispositivo)', result.returning)}
${rowOf('dentista, navegador novo', result.newBrowser)}

Respostas às ${ROUNDS * ATTACKERS.length * PER_ATTACKER} tentativas dos atacantes: ${attackers}.
`;
  });
  return `## Login sob ataque (\`pnpm --filter @odonto/server run bench:sign-in\`)

Gerado por \`bench/sign-in-flood.ts\` em ${new Date().toISOString()}: ${os.cpus().length} núcleos
(${os.cpus()[0]?.model.trim() ?? '?'}), carga média de 1 min ${loadBefore.toFixed(1)} no início e
${loadAfter.toFixed(1)} no fim (máquina compartilhada). Servidor como o \`pnpm start\` (scrypt N=2^17, PGlite). Em cada
uma de ${ROUNDS} rodadas, 40 logins com senha errada de 4 endereços (10 cada, CROs desconhecidos) saem juntos e,
50 ms depois, dois logins certos do CRO ${DENTIST_CRO}; cada cliente conecta do seu próprio endereço de loopback
(o servidor não confia em cabeçalho de proxy). Latência do login do dentista, do envio à resposta.

${sections.join('\n')}`;
}

const SECTION_START = '<!-- bench:sign-in -->';
const SECTION_END = '<!-- /bench:sign-in -->';

/** Replaces this bench's section of docs/benchmarks.md (appended the first time), leaving the others alone. */
async function writeSection(body: string): Promise<void> {
  const file = path.join(repoRoot, 'docs/benchmarks.md');
  const current = await readFile(file, 'utf8');
  const section = `${SECTION_START}\n${body.trimEnd()}\n${SECTION_END}`;
  const start = current.indexOf(SECTION_START);
  const end = current.indexOf(SECTION_END);
  const next =
    start >= 0 && end > start
      ? current.slice(0, start) + section + current.slice(end + SECTION_END.length)
      : `${current.trimEnd()}\n\n${section}\n`;
  await writeFile(file, next);
}

const loadBefore = os.loadavg()[0] ?? 0;
const results = [
  await scenario('Com o controle de admissão (padrão)', {}),
  await scenario('Sem o controle (como antes da issue #33: fila sem limite)', {
    PASSWORD_HASH_CONCURRENCY: '100000',
    PASSWORD_HASH_QUEUE: '100000',
  }),
];
const text = report(results, loadBefore, os.loadavg()[0] ?? 0);
if (FULL_RUN) {
  await writeSection(text);
  console.log('docs/benchmarks.md atualizado (seção bench:sign-in)');
}
console.log(text);
