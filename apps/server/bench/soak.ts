import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { demoPng } from '../src/arquivos/demonstracao';
import { percentile } from './stats';

/** The server's memory after a full garbage collection (bench/server.ts answers SIGUSR2 with it). */
export interface Memory {
  rssMb: number;
  heapUsedMb: number;
}

/** One kind of request of the mixed load and its share of the rate. */
interface Kind {
  name: string;
  perSecond: number;
  send(): Promise<number>;
}

export interface SoakRow {
  name: string;
  sent: number;
  p50: number;
  p99: number;
  errors: number;
  /** Status codes (or 'erro de rede') of the failed requests, with their counts. */
  failures: Record<string, number>;
}

export interface SoakResult {
  seconds: number;
  rate: number;
  rows: SoakRow[];
  total: SoakRow;
  /** After a full collection, after the warm-up and at the end; the resident set every minute in between. */
  memory: { start: Memory; end: Memory; rssEveryMinuteMb: number[] };
}

export interface SoakOptions {
  url: string;
  /** The session's tokens: the soak refreshes them as the portal does (access tokens live 15 minutes). */
  session: { accessToken: string; refreshToken: string };
  server: ChildProcess;
  cro: string;
  cpf: string;
  carteira: string;
  planoId: number;
  seconds: number;
  warmUpSeconds: number;
}

/** Asks bench/server.ts for its memory (it prints `MEM={...}` on SIGUSR2, after a full collection). */
export function memoryOf(server: ChildProcess): Promise<Memory> {
  return new Promise((resolve, reject) => {
    const stdout = server.stdout;
    if (!stdout) return reject(new Error('o servidor não tem stdout'));
    let buffered = '';
    const onData = (chunk: Buffer) => {
      buffered += chunk.toString();
      const match = buffered.match(/MEM=(\{[^\n]*\})\n/);
      if (!match?.[1]) return;
      stdout.off('data', onData);
      resolve(JSON.parse(match[1]) as Memory);
    };
    stdout.on('data', onData);
    server.kill('SIGUSR2');
  });
}

/** The resident set of a process from /proc (no pause in the server, unlike memoryOf's collection). */
function residentMb(pid: number | undefined): number {
  try {
    const kb = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/)?.[1];
    return kb ? Number(kb) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/**
 * The mixed load of the soak, per second: beneficiary searches, the plan list, one plan, its items, and
 * uploads (a PNG to a plan of its own, a new plan every 10 files: the per-plan limit).
 */
function mixedLoad(options: SoakOptions): Kind[] {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const headers = () => ({
    authorization: `Bearer ${options.session.accessToken}`,
    accept: 'application/json',
  });
  const get = (path: string) => () =>
    new Promise<number>((resolve) => {
      const request = http.get(`${options.url}/api${path}`, { headers: headers(), agent }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      });
      request.on('error', () => resolve(0));
    });
  const png = demoPng(64, 64);
  /** The plan the uploads go to (its id, or the status that refused its creation). */
  let uploadPlano: Promise<{ id?: number; status: number }> | undefined;
  let filesInPlano = 0;
  const newPlano = async () => {
    try {
      const response = await fetch(`${options.url}/api/v2/planoTratamento`, {
        method: 'POST',
        headers: { ...headers(), 'content-type': 'application/json' },
        body: JSON.stringify({ matriculaBeneficiario: options.carteira }),
      });
      const body = (await response.json()) as { data?: { id?: number } };
      return { id: body.data?.id, status: response.status };
    } catch {
      return { status: 0 };
    }
  };
  const upload = async () => {
    if (!uploadPlano || filesInPlano >= 10) {
      uploadPlano = newPlano();
      filesInPlano = 0;
    }
    filesInPlano++;
    const plano = await uploadPlano;
    if (plano.id === undefined) {
      // Counted as this upload's failure; the next upload asks for a plan again.
      uploadPlano = undefined;
      return plano.status === 201 ? 0 : plano.status;
    }
    const planoId = plano.id;
    try {
      const form = new FormData();
      form.append('IdImagemTipo', '1');
      form.append('IdUsuario', options.cro);
      form.append('file', new Blob([png], { type: 'image/png' }), 'periapical.png');
      const response = await fetch(
        `${options.url}/api/v2/planoTratamento/imagens/upload?idPlanoTratamento=${planoId}`,
        {
          method: 'POST',
          headers: headers(),
          body: form,
        },
      );
      await response.arrayBuffer();
      return response.status;
    } catch {
      return 0;
    }
  };
  const planos = `/v2/planoTratamento/dentista/${options.cro}?pagina=1&tamanhoPagina=20`;
  return [
    { name: 'Busca por CPF', perSecond: 40, send: get(`/v2/beneficiario?carteirinhaOuCpf=${options.cpf}`) },
    {
      name: 'Busca por carteira',
      perSecond: 40,
      send: get(`/v2/beneficiario?carteirinhaOuCpf=${options.carteira}`),
    },
    { name: 'Planos do dentista (1ª página)', perSecond: 60, send: get(planos) },
    { name: 'Um plano', perSecond: 30, send: get(`/v2/planoTratamento/${options.planoId}`) },
    { name: 'Itens do plano', perSecond: 28, send: get(`/v2/planoTratamentoItens/plano/${options.planoId}`) },
    { name: 'Envio de arquivo (PNG 64x64)', perSecond: 2, send: upload },
  ];
}

/** Renews the session's tokens (POST /account/refresh), as the portal does before its access token expires. */
async function refreshSession(options: SoakOptions): Promise<void> {
  const response = await fetch(`${options.url}/api/account/refresh`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ refreshToken: options.session.refreshToken }),
  });
  const body = (await response.json()) as { data?: { accessToken?: string; refreshToken?: string } };
  if (!body.data?.accessToken || !body.data.refreshToken) {
    console.error(`soak: a renovação da sessão respondeu ${response.status}`);
    return;
  }
  options.session.accessToken = body.data.accessToken;
  options.session.refreshToken = body.data.refreshToken;
}

/** Sends each kind at its even pace (open loop) for `seconds`; returns the latencies and failures. */
async function run(kinds: Kind[], seconds: number, onMinute?: () => void) {
  const results = kinds.map(() => ({ latencies: [] as number[], failures: {} as Record<string, number> }));
  const pending: Promise<void>[] = [];
  const sent = kinds.map(() => 0);
  const started = performance.now();
  let nextMinute = 60_000;
  for (;;) {
    const elapsed = performance.now() - started;
    if (elapsed >= seconds * 1000) break;
    kinds.forEach((kind, index) => {
      const due = Math.floor((elapsed / 1000) * kind.perSecond) + 1;
      for (; (sent[index] ?? 0) < due; sent[index] = (sent[index] ?? 0) + 1) {
        const scheduled = started + ((sent[index] ?? 0) * 1000) / kind.perSecond;
        const result = results[index];
        pending.push(
          kind.send().then((status) => {
            if (!result) return;
            if (status >= 200 && status < 300) result.latencies.push(performance.now() - scheduled);
            else {
              const key = status === 0 ? 'erro de rede' : `HTTP ${status}`;
              result.failures[key] = (result.failures[key] ?? 0) + 1;
            }
          }),
        );
      }
    });
    if (onMinute && elapsed >= nextMinute) {
      nextMinute += 60_000;
      onMinute();
    }
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  await Promise.all(pending);
  return results;
}

function rowOf(name: string, latencies: number[], failures: Record<string, number>): SoakRow {
  const sorted = [...latencies].sort((a, b) => a - b);
  const errors = Object.values(failures).reduce((sum, count) => sum + count, 0);
  return {
    name,
    sent: latencies.length + errors,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    errors,
    failures,
  };
}

/**
 * The soak: the mixed load for `warmUpSeconds` (not counted), the server's memory, the same load for
 * `seconds` with the resident set read every minute, and the memory at the end.
 */
export async function soak(options: SoakOptions): Promise<SoakResult> {
  const kinds = mixedLoad(options);
  const renewal = setInterval(() => void refreshSession(options).catch(() => {}), 5 * 60_000);
  try {
    return await measure(options, kinds);
  } finally {
    clearInterval(renewal);
  }
}

async function measure(options: SoakOptions, kinds: Kind[]): Promise<SoakResult> {
  await run(kinds, options.warmUpSeconds);
  const start = await memoryOf(options.server);
  const rss = () => residentMb(options.server.pid);
  const rssEveryMinuteMb = [rss()];
  const results = await run(kinds, options.seconds, () => rssEveryMinuteMb.push(rss()));
  rssEveryMinuteMb.push(rss());
  const end = await memoryOf(options.server);
  const rows = kinds.map((kind, index) =>
    rowOf(kind.name, results[index]?.latencies ?? [], results[index]?.failures ?? {}),
  );
  const allFailures: Record<string, number> = {};
  for (const result of results) {
    for (const [key, count] of Object.entries(result.failures))
      allFailures[key] = (allFailures[key] ?? 0) + count;
  }
  const total = rowOf(
    'Todas',
    results.flatMap((result) => result.latencies),
    allFailures,
  );
  return {
    seconds: options.seconds,
    rate: kinds.reduce((sum, kind) => sum + kind.perSecond, 0),
    rows,
    total,
    memory: { start, end, rssEveryMinuteMb },
  };
}
