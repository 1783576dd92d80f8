import { type ChildProcess, spawn } from 'node:child_process';
import { openSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Asks the OS for a port nobody listens on. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}

async function waitForServer(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`o servidor terminou com o código ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`o servidor não respondeu em ${url} dentro de ${timeoutMs} ms`);
}

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

/** Starts the product exactly as `pnpm start` does, on a temporary data directory and a free port. */
export async function startServer(repoRoot: string): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'odonto-e2e-'));
  // The server's own log goes to a file in the data directory, out of the test report.
  const log = openSync(path.join(dataDir, 'server.log'), 'a');
  const child = spawn('pnpm', ['start'], {
    cwd: repoRoot,
    // RESPONSE_VALIDATION: every answer is checked against openapi/*.yaml, so a contract break fails the run.
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      RESPONSE_VALIDATION: '1',
      // Every browser and request of the run comes from 127.0.0.1: the per-address sign-in limit (10 a
      // minute, tested by the server tests) would make sign-in-delay.e2e.ts's attacker refuse the tests
      // after it. The per-(CRO, client) delays it checks are the defaults.
      LOGIN_PER_MINUTE: '60',
    },
    stdio: ['ignore', log, log],
    detached: true,
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForServer(`${baseUrl}/api/`, child, 180_000);
  return {
    baseUrl,
    dataDir,
    stop: async () => {
      if (child.exitCode !== null || child.pid === undefined) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
    },
  };
}
