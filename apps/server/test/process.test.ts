import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyPgliteTemplate } from './support/database';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        address && typeof address === 'object' ? resolve(address.port) : reject(new Error('sem porta')),
      );
    });
  });
}

interface Started {
  child: ChildProcess;
  output: () => string;
  exit: Promise<number | null>;
}

function startProcess(dataDir: string, port: number): Started {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exit };
}

async function waitUntilServing(url: string, started: Started): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    if (started.child.exitCode !== null) throw new Error(`o servidor terminou: ${started.output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('o servidor não respondeu');
}

describe('the server process', () => {
  let workDir: string;
  let dataDir: string;
  let first: Started;
  let port: number;

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), 'odonto-process-'));
    dataDir = path.join(workDir, 'data');
    await copyPgliteTemplate(dataDir);
    port = await freePort();
    first = startProcess(dataDir, port);
    await waitUntilServing(`http://127.0.0.1:${port}/api/`, first);
  });
  afterAll(async () => {
    if (first?.child.exitCode === null) first.child.kill('SIGKILL');
    await rm(workDir, { recursive: true, force: true });
  });

  it('should refuse a second process on the same data directory with a clear message', async () => {
    const second = startProcess(dataDir, await freePort());
    const code = await second.exit;
    expect(code).not.toBe(0);
    expect(second.output()).toContain(`O diretório de dados já está em uso pelo processo ${first.child.pid}`);
    // The first one is untouched.
    expect((await fetch(`http://127.0.0.1:${port}/api/`)).status).toBe(200);
  });

  it('should shut down gracefully on SIGTERM, releasing the data directory', async () => {
    first.child.kill('SIGTERM');
    expect(await first.exit).toBe(0);
    expect(first.output()).toContain('encerrando o servidor');
    expect(existsSync(path.join(dataDir, 'pg.lock'))).toBe(false);
  });
});
