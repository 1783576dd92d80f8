import { lookup } from 'node:dns/promises';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyPgliteTemplate } from './support/database';
import { type ServerProcess, startServerProcess, waitUntilServing } from './support/server-process';

const startProcess = (dataDir: string) => startServerProcess({ DATA_DIR: dataDir, NODE_ENV: 'test' });

describe('the server process', () => {
  let workDir: string;
  let dataDir: string;
  let first: ServerProcess;

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), 'odonto-process-'));
    dataDir = path.join(workDir, 'data');
    await copyPgliteTemplate(dataDir);
    first = await startProcess(dataDir);
    await waitUntilServing(first);
  });
  afterAll(async () => {
    if (first?.child.exitCode === null) first.child.kill('SIGKILL');
    await rm(workDir, { recursive: true, force: true });
  });

  it('should refuse a second process on the same data directory with a clear message', async () => {
    const second = await startProcess(dataDir);
    const code = await second.exit;
    expect(code).not.toBe(0);
    expect(second.output()).toContain(`O diretório de dados já está em uso pelo processo ${first.child.pid}`);
    // The first one is untouched.
    expect((await fetch(`${first.baseUrl}/api/`)).status).toBe(200);
  });

  it('should shut down gracefully on SIGTERM, releasing the data directory', async () => {
    first.child.kill('SIGTERM');
    expect(await first.exit).toBe(0);
    expect(first.output()).toContain('encerrando o servidor');
    expect(existsSync(path.join(dataDir, 'pg.lock'))).toBe(false);
  });
});

describe('the address the server binds to', () => {
  let workDir: string;
  let server: ServerProcess;

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), 'odonto-host-'));
    const dataDir = path.join(workDir, 'data');
    await copyPgliteTemplate(dataDir);
    // HOST unset, as `pnpm start` runs it.
    server = await startServerProcess({ DATA_DIR: dataDir, NODE_ENV: 'test', HOST: '' });
    await waitUntilServing(server);
  });
  afterAll(async () => {
    await server?.stop();
    await rm(workDir, { recursive: true, force: true });
  });

  const port = () => new URL(server.baseUrl).port;
  const answers = async (host: string) => {
    try {
      return (await fetch(`http://${host}:${port()}/api/`, { signal: AbortSignal.timeout(3_000) })).status;
    } catch {
      return 'sem resposta';
    }
  };

  it('should answer on http://localhost (the README link) and every loopback address localhost names', async () => {
    expect(await answers('localhost')).toBe(200);
    for (const { address, family } of await lookup('localhost', { all: true })) {
      expect(await answers(family === 6 ? `[${address}]` : address), address).toBe(200);
    }
  });

  it('should not answer on the addresses of the network interfaces', async () => {
    const external = Object.values(networkInterfaces())
      .flat()
      .filter((entry) => entry !== undefined && !entry.internal && entry.family === 'IPv4');
    // Containers and CI machines have one (eth0); the old default, 0.0.0.0, answered on it.
    expect(external.length).toBeGreaterThan(0);
    for (const entry of external)
      expect(await answers(entry?.address ?? ''), entry?.address).toBe('sem resposta');
  });
});
