import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A TCP port free on 127.0.0.1 right now. */
export function freePort(): Promise<number> {
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

export interface ServerProcess {
  child: ChildProcess;
  /** http://127.0.0.1:port */
  baseUrl: string;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code when the process ends. */
  exit: Promise<number | null>;
  /** SIGTERM, then waits for the exit (SIGKILL after 10 s). */
  stop(): Promise<void>;
}

/**
 * `node --import tsx src/main.ts` as a deployment runs it, on 127.0.0.1 (unless `env` sets HOST; '' leaves
 * it to the server's default) and a free port; `env` is added to this process's environment. Does not wait
 * for it to serve (see waitUntilServing).
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, HOST: '127.0.0.1', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    baseUrl: `http://127.0.0.1:${port}`,
    output: () => output,
    exit,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const forced = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.kill('SIGTERM');
      await exit;
      clearTimeout(forced);
    },
  };
}

/** Waits until `path` answers 200 (every 100 ms, at most `attempts` times); fails if the process exits. */
export async function waitUntilServing(server: ServerProcess, path = '/api/', attempts = 300): Promise<void> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (server.child.exitCode !== null) throw new Error(`o servidor terminou: ${server.output()}`);
    try {
      if ((await fetch(`${server.baseUrl}${path}`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`o servidor não respondeu: ${server.output()}`);
}
