import { createReadStream, existsSync, statSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { browserTargets } from '../portal-build/browser-targets.ts';
import { precompress } from '../portal-build/precompress.ts';

const floorRoot = fileURLToPath(new URL('./floor', import.meta.url));

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/** The bare React page, built like the portal (same Vite, target and compressed copies). */
async function buildFloor(): Promise<string> {
  const outDir = await mkdtemp(path.join(tmpdir(), 'odonto-bench-floor-'));
  await build({
    root: floorRoot,
    logLevel: 'warn',
    plugins: [react(), precompress()],
    build: { outDir, emptyOutDir: true, target: browserTargets() },
  });
  return outDir;
}

/** Serves a built directory as the portal's server does: .br copies, hashed assets cached for a year. */
function serve(dir: string): Promise<Server> {
  const server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://floor').pathname;
    const file = path.join(dir, pathname === '/' ? 'index.html' : pathname);
    if (!file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    const brotli = (request.headers['accept-encoding'] ?? '').includes('br') && existsSync(`${file}.br`);
    response.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'accept-encoding',
      ...(brotli ? { 'content-encoding': 'br' } : {}),
    });
    createReadStream(brotli ? `${file}.br` : file).pipe(response);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** Builds and serves the floor page; returns its address and a stop function. */
export async function startFloor(): Promise<{ url: string; stop: () => Promise<void> }> {
  const server = await serve(await buildFloor());
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
