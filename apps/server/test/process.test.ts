import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
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
