import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const NOT_BUILT_MESSAGE =
  'O portal ainda não foi compilado. Rode "pnpm start" na raiz do repositório, que compila e serve o portal.';
const CONSOLE_NOT_BUILT_MESSAGE =
  'O console de auditoria ainda não foi compilado. Rode "pnpm start" na raiz do repositório, que o compila e serve em /auditoria.';

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

/** Where the audit console (apps/auditoria, built with base /auditoria/) is served. */
export const AUDITORIA_PREFIX = '/auditoria';

/** Whether an address is the audit console's (/auditoria, /auditoria/planos/42, ...). */
export function isAuditoriaUrl(url: string): boolean {
  const pathname = url.split(/[?#]/)[0] ?? '/';
  return pathname === AUDITORIA_PREFIX || pathname.startsWith(`${AUDITORIA_PREFIX}/`);
}

export interface PortalRoutesOptions {
  /** The built portal (apps/portal/dist). */
  portalDir: string;
  /** The built audit console (apps/auditoria/dist), served at /auditoria. */
  auditoriaDir: string;
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
  const built = existsSync(path.join(options.portalDir, 'index.html'));
  const protectedPageBuilt = existsSync(path.join(options.portalDir, PROTECTED_PAGE));
  const auditoriaBuilt = existsSync(path.join(options.auditoriaDir, 'index.html'));
  // The reply's sendFile comes from the first registration; every call below names its directory.
  if (built) await serveBuild(app, options.portalDir, '/', options.production, true);
  if (auditoriaBuilt) {
    await serveBuild(app, options.auditoriaDir, `${AUDITORIA_PREFIX}/`, options.production, !built);
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
    // The console is a second single-page app: each of its addresses gets its own index.html.
    if (isAuditoriaUrl(request.url)) {
      if (!auditoriaBuilt) {
        return reply.code(503).type('text/plain; charset=utf-8').send(CONSOLE_NOT_BUILT_MESSAGE);
      }
      return reply.type('text/html; charset=utf-8').sendFile('index.html', options.auditoriaDir);
    }
    if (!built) {
      return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT_MESSAGE);
    }
    return reply
      .type('text/html; charset=utf-8')
      .sendFile(portalPageFor(request.url, protectedPageBuilt), options.portalDir);
  });
}

/** Serves the files of a build (hashed assets kept a year, the rest revalidated, precompressed copies sent). */
async function serveBuild(
  app: FastifyInstance,
  root: string,
  prefix: string,
  production: boolean,
  decorateReply: boolean,
) {
  await app.register(fastifyStatic, {
    root,
    prefix,
    decorateReply,
    index: false,
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', portalCacheControl(path.relative(root, filePath)));
    },
    // Files are routed one by one when the server starts: a map left out has no route at all.
    ...(production ? { globIgnore: ['**/*.map', '**/*.map.br', '**/*.map.gz'] } : {}),
  });
}
