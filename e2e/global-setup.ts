import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from './server.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Starts the server once for the run; tests read its address from E2E_BASE_URL. */
export default async function globalSetup() {
  const server = await startServer(repoRoot);
  process.env.E2E_BASE_URL = server.baseUrl;
  return async () => {
    await server.stop();
    // Keep the server's log of a failed run in CI's output; otherwise remove the data directory.
    await rm(server.dataDir, { recursive: true, force: true });
  };
}
