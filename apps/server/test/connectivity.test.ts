import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, loadConfig } from '../src';

describe('server skeleton over HTTP', () => {
  let app: FastifyInstance;
  let baseUrl: string;
  let workDir: string;

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), 'odonto-server-'));
    const portalDir = path.join(workDir, 'portal');
    await import('node:fs/promises').then((fs) => fs.mkdir(portalDir));
    await writeFile(path.join(portalDir, 'index.html'), '<!doctype html><title>Portal do Dentista</title>');
    await writeFile(path.join(portalDir, 'app.js'), 'console.log("portal")');
    const config = loadConfig({ PORT: '0', DATA_DIR: path.join(workDir, 'data'), PORTAL_DIR: portalDir });
    app = await buildApp({ ...config, host: '127.0.0.1' }, { logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await app.close();
    await rm(workDir, { recursive: true, force: true });
  });

  it('should answer the connectivity test with the success envelope', async () => {
    const response = await fetch(`${baseUrl}/api/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const body = (await response.json()) as { success: boolean; data: { status: string } };
    expect(body.success).toBe(true);
    expect(body.data.status).toBe('ok');
  });

  it('should serve index.html for client-side routes (SPA fallback)', async () => {
    for (const route of ['/login', '/plano-tratamento/42', '/']) {
      const response = await fetch(`${baseUrl}${route}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(await response.text()).toContain('<title>Portal do Dentista</title>');
    }
  });

  it('should serve the portal files themselves', async () => {
    const response = await fetch(`${baseUrl}/app.js`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('portal');
  });

  it('should answer unknown API paths and missing files with a pt-BR 404 envelope, not the portal', async () => {
    for (const route of ['/api/nao-existe', '/missing.js']) {
      const response = await fetch(`${baseUrl}${route}`);
      expect(response.status).toBe(404);
      const body = (await response.json()) as { success: boolean; message: string };
      expect(body).toEqual({ success: false, data: null, message: 'Recurso não encontrado.' });
    }
  });
});
