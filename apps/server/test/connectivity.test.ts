import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTAL_CSP } from '../src/plataforma/http/security';
import { backends } from './support/database';
import { call, startTestServer, type TestServer } from './support/server';

describe.each(backends)('server shell over HTTP on %s', (backend) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({
      backend,
      portalFiles: {
        'index.html': '<!doctype html><title>Portal do Dentista</title>',
        'app.js': 'console.log("portal")',
      },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('should answer the connectivity test with the success envelope', async () => {
    const response = await call(server, 'GET', '/api/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(response.body).toEqual({ success: true, data: null, message: 'API de autenticação disponível.' });
  });

  it('should serve index.html for client-side routes (SPA fallback)', async () => {
    for (const route of ['/login', '/plano-tratamento/42', '/']) {
      const response = await fetch(`${server.baseUrl}${route}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(await response.text()).toContain('<title>Portal do Dentista</title>');
    }
  });

  it('should serve the portal files themselves', async () => {
    const response = await fetch(`${server.baseUrl}/app.js`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('portal');
  });

  it('should answer unknown API paths and missing files with a pt-BR 404 envelope, not the portal', async () => {
    for (const route of ['/api/nao-existe', '/missing.js']) {
      const response = await call(server, 'GET', route);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ success: false, data: null, message: 'Recurso não encontrado.' });
    }
  });

  it('should send security headers with a content security policy that allows only the portal itself', async () => {
    const response = await fetch(`${server.baseUrl}/login`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(PORTAL_CSP.connectSrc).toEqual(["'self'"]);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('should render the API reference at /api/docs from both descriptions', async () => {
    const page = await fetch(`${server.baseUrl}/api/docs/`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('/api/docs/auth.json');
    expect(html).toContain('/api/docs/dentist.json');
    const script = await fetch(`${server.baseUrl}/api/docs/js/scalar.js`);
    expect(script.status).toBe(200);
    const auth = (await (await fetch(`${server.baseUrl}/api/docs/auth.json`)).json()) as { paths: object };
    const dentist = (await (await fetch(`${server.baseUrl}/api/docs/dentist.json`)).json()) as {
      paths: object;
    };
    expect(Object.keys(auth.paths)).toContain('/account/login');
    expect(Object.keys(dentist.paths)).toContain('/v2/beneficiario');
  });
});
