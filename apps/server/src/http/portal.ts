import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const NOT_BUILT_MESSAGE =
  'O portal ainda não foi compilado. Rode "pnpm start" na raiz do repositório, que compila e serve o portal.';

/**
 * Serves the built portal. Any GET outside /api that is not a file gets index.html, so that the
 * portal's client-side routes (/login, /plano-tratamento/42, ...) load on a refresh or a deep link.
 */
export async function portalRoutes(app: FastifyInstance, options: { portalDir: string }) {
  const indexFile = path.join(options.portalDir, 'index.html');
  const built = existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, { root: options.portalDir, index: false, wildcard: false });
  }

  app.setNotFoundHandler((request, reply) => {
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      request.url !== '/api' &&
      !path.extname(request.url.split('?')[0] ?? '');
    if (!isPageRequest) {
      return reply.code(404).send({ success: false, data: null, message: 'Recurso não encontrado.' });
    }
    if (!built) {
      return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT_MESSAGE);
    }
    return reply.type('text/html; charset=utf-8').sendFile('index.html', { maxAge: 0 });
  });
}
