import scalar from '@scalar/fastify-api-reference';
import type { FastifyInstance } from 'fastify';
import type { Specs } from './specs';

// The reference page boots with an inline script and styles; only its own routes get this policy.
const DOCS_CSP =
  "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; object-src 'none'; frame-ancestors 'none'; base-uri 'self'";

/** The API reference at /api/docs, rendered from both descriptions (served at /api/docs/*.json). */
export async function docsRoutes(app: FastifyInstance, options: { specs: Specs }) {
  app.get('/api/docs/auth.json', async () => options.specs.auth);
  app.get('/api/docs/dentist.json', async () => options.specs.dentist);
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
