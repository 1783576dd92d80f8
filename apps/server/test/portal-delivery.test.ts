import { request as httpRequest } from 'node:http';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HASHED_ASSETS_CACHE } from '../src/plataforma/http/portal';
import { backends } from './support/database';
import { startTestServer, TEST_PRODUCTION_ENV, type TestServer } from './support/server';

const INDEX =
  '<!doctype html><html lang="pt-BR"><title>Portal do Dentista</title><div id="root"></div></html>';
// index.html with the protected route table preloaded (scripts/portal-build/protected-page.ts).
const PROTECTED =
  '<!doctype html><html lang="pt-BR"><head><link rel="modulepreload" crossorigin href="/assets/protectedRoutes-Q1.js"></head><title>Portal do Dentista</title><div id="root"></div></html>';
const ENTRY = `export const portal = "${'Portal do Dentista '.repeat(200)}";`;
const MAP = '{"version":3,"sources":["src/main.tsx"],"mappings":""}';

/** A built portal as `vite build` leaves it: hashed assets, each text file beside its .br and .gz. */
const builtPortal: Record<string, string | Uint8Array> = {
  'index.html': INDEX,
  'index.html.br': brotliCompressSync(INDEX),
  'index.html.gz': gzipSync(INDEX),
  'protected.html': PROTECTED,
  'protected.html.br': brotliCompressSync(PROTECTED),
  'protected.html.gz': gzipSync(PROTECTED),
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'assets/index-Dk3x9a1B.js': ENTRY,
  'assets/index-Dk3x9a1B.js.br': brotliCompressSync(ENTRY),
  'assets/index-Dk3x9a1B.js.gz': gzipSync(ENTRY),
  // A map a build left in the served directory: only a non-production server may send it.
  'assets/index-Dk3x9a1B.js.map': MAP,
};

const CONSOLE =
  '<!doctype html><html lang="pt-BR"><title>Auditoria odontológica</title><div id="root"></div></html>';
const CONSOLE_ENTRY = 'export const auditoria = true;';
/** The audit console as `vite build` leaves it, with base /auditoria/. */
const builtConsole: Record<string, string | Uint8Array> = {
  'index.html': CONSOLE,
  'assets/index-Aud1t0r1.js': CONSOLE_ENTRY,
  'assets/index-Aud1t0r1.js.br': brotliCompressSync(CONSOLE_ENTRY),
};

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as sent, not decoded (fetch would decompress them). */
  body: Buffer;
}

function get(server: TestServer, url: string, acceptEncoding?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${server.baseUrl}${url}`,
      { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe.each(backends)('portal delivery on %s', (backend) => {
  let server: TestServer;
  let production: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ backend, portalFiles: builtPortal, auditoriaFiles: builtConsole });
    production = await startTestServer({
      backend,
      portalFiles: builtPortal,
      env: TEST_PRODUCTION_ENV,
    });
  });
  afterAll(async () => {
    await server?.close();
    await production?.close();
  });

  it.each([
    ['br', 'br', builtPortal['assets/index-Dk3x9a1B.js.br']],
    ['gzip', 'gzip', builtPortal['assets/index-Dk3x9a1B.js.gz']],
    ['br first when both are accepted', 'gzip, deflate, br', builtPortal['assets/index-Dk3x9a1B.js.br']],
  ])('should send the build-time compressed asset for accept-encoding %s', async (_case, accepted, bytes) => {
    const answer = await get(server, '/assets/index-Dk3x9a1B.js', accepted);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe(accepted.includes('br') ? 'br' : 'gzip');
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.body.equals(Buffer.from(bytes ?? ''))).toBe(true);
  });

  it('should send the plain asset to a client that accepts no compression', async () => {
    const answer = await get(server, '/assets/index-Dk3x9a1B.js');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe(ENTRY);
  });

  it('should let browsers keep hashed assets for a year without asking again', async () => {
    for (const encoding of ['br', 'gzip', undefined]) {
      const answer = await get(server, '/assets/index-Dk3x9a1B.js', encoding);
      expect(answer.headers['cache-control']).toBe(HASHED_ASSETS_CACHE);
      expect(HASHED_ASSETS_CACHE).toBe('public, max-age=31536000, immutable');
    }
  });

  it.each([
    ['/index.html', 'index.html'],
    ['/login', 'index.html'],
    ['/reset-password?token=abc', 'index.html'],
    ['/', 'index.html'],
    ['/plano-tratamento/42', 'protected.html'],
    ['/dashboard', 'protected.html'],
  ])('should send at %s the page %s, compressed and revalidated on every use', async (url, page) => {
    const answer = await get(server, url, 'br');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/text\/html/);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers.etag).toBeTruthy();
    expect(answer.body.equals(Buffer.from(builtPortal[`${page}.br`] ?? ''))).toBe(true);
  });

  it('should revalidate the unhashed files beside index.html', async () => {
    const answer = await get(server, '/favicon.svg');
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-cache');
  });

  it('should send no source map in production, whatever the encoding asked', async () => {
    for (const encoding of ['br', 'gzip', undefined]) {
      const answer = await get(production, '/assets/index-Dk3x9a1B.js.map', encoding);
      expect(answer.status).toBe(404);
      expect(answer.body.toString()).not.toContain('mappings');
    }
    const entry = await get(production, '/assets/index-Dk3x9a1B.js', 'br');
    expect(entry.status).toBe(200);
  });

  it.each(['/auditoria', '/auditoria/', '/auditoria/planos/42?item=7', '/auditoria/login'])(
    "should send the audit console's own page to %s",
    async (url) => {
      const answer = await get(server, url);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toMatch(/text\/html/);
      expect(answer.body.toString()).toBe(CONSOLE);
    },
  );

  it("should send the console's hashed assets under /auditoria, kept a year, and the portal's page elsewhere", async () => {
    const asset = await get(server, '/auditoria/assets/index-Aud1t0r1.js', 'br');
    expect(asset.status).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['cache-control']).toBe(HASHED_ASSETS_CACHE);
    expect((await get(server, '/auditorias')).body.toString()).toBe(PROTECTED);
    expect((await get(server, '/login')).body.toString()).toBe(INDEX);
  });

  it('should say the console is not built yet when it is not', async () => {
    const answer = await get(production, '/auditoria/planos/1');
    expect(answer.status).toBe(503);
  });

  it('should send a source map outside production (a local build made with maps)', async () => {
    const answer = await get(server, '/assets/index-Dk3x9a1B.js.map');
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toBe(MAP);
  });
});
