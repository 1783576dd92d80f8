import type { FastifyReply, FastifyRequest } from 'fastify';

/** The cookie holding a browser app's refresh token (openapi/auth.yaml, security scheme refreshCookie). */
export const REFRESH_COOKIE = 'odonto_refresh';

/**
 * Only the refresh operation receives the cookie: no other request carries the token, so it never reaches
 * a log line, a proxy's cache key or another operation's handler. Logout clears it with a Set-Cookie on this
 * same path, which needs no copy of it: logout finds the session by the access token's `sid`.
 */
export const REFRESH_COOKIE_PATH = '/api/account/refresh';

export interface RefreshCookieOptions {
  /** Production always marks the cookie Secure (docs/security.md, "Token storage in the browser"). */
  production: boolean;
  /** The session's absolute limit (SESSION_MAX_HOURS): the cookie never outlives the session it renews. */
  maxAgeMs: number;
}

/** Sets, reads and clears the refresh-token cookie. */
export interface RefreshCookie {
  /** The token the browser sent, if any. */
  read(request: FastifyRequest): string | undefined;
  set(request: FastifyRequest, reply: FastifyReply, token: string): void;
  clear(request: FastifyRequest, reply: FastifyReply): void;
}

export function refreshCookie({ production, maxAgeMs }: RefreshCookieOptions): RefreshCookie {
  // Secure in production, and whenever the request came over https (request.protocol honours TRUST_PROXY's
  // X-Forwarded-Proto). Not over plain http in development: browsers other than Chromium drop a Secure cookie
  // sent by http://localhost or a LAN address, and the demo would lose its session on every reload.
  const attributes = (request: FastifyRequest) =>
    ({
      path: REFRESH_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'strict',
      secure: production || request.protocol === 'https',
    }) as const;
  return {
    read: (request) => {
      const token = request.cookies[REFRESH_COOKIE];
      return token === undefined || token === '' ? undefined : token;
    },
    set: (request, reply, token) => {
      reply.setCookie(REFRESH_COOKIE, token, {
        ...attributes(request),
        maxAge: Math.floor(maxAgeMs / 1000),
      });
    },
    clear: (request, reply) => {
      reply.clearCookie(REFRESH_COOKIE, attributes(request));
    },
  };
}
