import scalar from '@scalar/fastify-api-reference';
import type { FastifyInstance } from 'fastify';
import type { Specs } from './specs';

// The reference page boots with an inline script and styles; only its own routes get this policy.
const DOCS_CSP =
  "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; object-src 'none'; frame-ancestors 'none'; base-uri 'self'";

/**
 * Both descriptions at /api/docs/*.json, and with `reference` the API reference page at /api/docs rendered
 * from them. Production leaves the page out: it runs inline script, and the origin holds both apps' sessions.
 */
export async function docsRoutes(app: FastifyInstance, options: { specs: Specs; reference: boolean }) {
  app.get('/api/docs/auth.json', async () => options.specs.auth);
  app.get('/api/docs/dentist.json', async () => options.specs.dentist);
  if (!options.reference) return;
  await app.register(scalar, {
    routePrefix: '/api/docs',
    configuration: {
      title: 'Portal do Dentista – referência da API',
      withDefaultFonts: false,
      sources: [
        { title: 'API de Autenticação', slug: 'auth', url: '/api/docs/auth.json' },
        { title: 'API do Dentista', slug: 'dentist', url: '/api/docs/dentist.json' },
      ],
    },
    hooks: {
      onRequest: async (_request, reply) => {
        reply.header('content-security-policy', DOCS_CSP);
      },
    },
  });
}
