import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { buildApp, loadConfig } from '../src';

/**
 * Measures the server's throughput and latency and writes the figures to docs/benchmarks.md.
 * Figures are written to a file, never asserted: timings on a shared 2-core machine are not test results.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const workDir = await mkdtemp(path.join(tmpdir(), 'odonto-bench-'));
const config = loadConfig({ PORT: '0', DATA_DIR: path.join(workDir, 'data') });
const app = await buildApp({ ...config, host: '127.0.0.1' }, { logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

interface Row {
  name: string;
  p50: number;
  p99: number;
  requestsPerSecond: number;
}

async function measure(name: string, url: string): Promise<Row> {
  const result = await autocannon({ url, connections: 20, duration: 5 });
  return {
    name,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requestsPerSecond: Math.round(result.requests.average),
  };
}

const rows = [await measure('GET /api/ (teste de conectividade)', `${baseUrl}/api/`)];
await app.close();
await rm(workDir, { recursive: true, force: true });

const table = [
  '| operação | p50 (ms) | p99 (ms) | requisições/s |',
  '|---|---|---|---|',
  ...rows.map((row) => `| ${row.name} | ${row.p50} | ${row.p99} | ${row.requestsPerSecond} |`),
].join('\n');
const report = `# Benchmarks\n\nGerado por \`pnpm bench\` em ${new Date().toISOString()} (Node ${process.version}, autocannon, 20 conexões, 5 s).\n\n${table}\n`;
await mkdir(path.join(repoRoot, 'docs'), { recursive: true });
await writeFile(path.join(repoRoot, 'docs/benchmarks.md'), report);
console.log(report);
