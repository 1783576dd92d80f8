import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const NOT_BUILT_MESSAGE =
  'O portal ainda não foi compilado. Rode "pnpm start" na raiz do repositório, que compila e serve o portal.';

/** Vite names every file under /assets after its content: a new build never reuses a name. */
export const HASHED_ASSETS_CACHE = 'public, max-age=31536000, immutable';
/** index.html and the other unhashed files: kept, but checked with the server (ETag) before each use. */
export const REVALIDATED_CACHE = 'no-cache';

/** The Cache-Control of a file of the built portal, by its path inside the portal directory. */
export function portalCacheControl(relativePath: string): string {
  return relativePath.split(path.sep).join('/').startsWith('assets/')
    ? HASHED_ASSETS_CACHE
    : REVALIDATED_CACHE;
}

/**
 * The portal's public addresses (apps/portal/src/app/publicPaths.ts; a test checks that the lists agree):
 * they get index.html, whose first load carries none of the signed-in screens' code.
 */
export const PUBLIC_PORTAL_PATHS: ReadonlySet<string> = new Set([
  '/',
  '/login',
  '/first-access',
  '/forgot-password',
  '/register-from-email',
  '/reset-password',
]);

/**
 * The build's page for every other address (scripts/portal-build/protected-page.ts): index.html that also
 * preloads the protected route table, so that a signed-in screen opened directly asks for it with the
 * entry instead of after it (a round trip less on a phone; issue 12).
 */
export const PROTECTED_PAGE = 'protected.html';

/** The page the portal's address gets: the public screens index.html, any other the protected page when built. */
export function portalPageFor(url: string, protectedPageBuilt: boolean): string {
  const pathname = (url.split(/[?#]/)[0] ?? '/').replace(/\/+$/, '') || '/';
  return protectedPageBuilt && !PUBLIC_PORTAL_PATHS.has(pathname) ? PROTECTED_PAGE : 'index.html';
}

export interface PortalRoutesOptions {
  /** The built portal (apps/portal/dist). */
  portalDir: string;
  /** NODE_ENV=production: source maps are never served, even if a build left some in the directory. */
  production: boolean;
}

/**
 * Serves the built portal. Any GET outside /api that is not a file gets index.html (a public address) or
 * the protected page (any other), so that the portal's client-side routes (/login, /plano-tratamento/42,
 * ...) load on a refresh or a deep link.
 * The build writes a Brotli (.br) and a gzip (.gz) copy of each text file beside it; the one the browser
 * accepts is sent with its Content-Encoding (and Vary: Accept-Encoding), so nothing is compressed per request.
 */
export async function portalRoutes(app: FastifyInstance, options: PortalRoutesOptions) {
  const indexFile = path.join(options.portalDir, 'index.html');
  const built = existsSync(indexFile);
  const protectedPageBuilt = existsSync(path.join(options.portalDir, PROTECTED_PAGE));
  if (built) {
    await app.register(fastifyStatic, {
      root: options.portalDir,
      index: false,
      wildcard: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', portalCacheControl(path.relative(options.portalDir, filePath)));
      },
      // Files are routed one by one when the server starts: a map left out has no route at all.
      ...(options.production ? { globIgnore: ['**/*.map', '**/*.map.br', '**/*.map.gz'] } : {}),
    });
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
    return reply.type('text/html; charset=utf-8').sendFile(portalPageFor(request.url, protectedPageBuilt));
  });
}
