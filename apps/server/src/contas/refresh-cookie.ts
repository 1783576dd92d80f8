import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Papel } from '../plataforma/identidade';

/**
 * The cookie holding each app's refresh token (openapi/auth.yaml, refreshCookie and refreshCookieAuditoria).
 * One per role: the portal and the audit console share the origin, and an auditor signing in in one tab must
 * not replace the token the dentist's tab renews with (the same reason their storage keys differ).
 */
export const REFRESH_COOKIES: Readonly<Record<Papel, string>> = {
  Dentista: 'odonto_refresh',
  Auditor: 'odonto_refresh_auditoria',
};

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

/** Sets, reads and clears the refresh-token cookie of an app (by the role it serves). */
export interface RefreshCookie {
  /** The token the browser sent, if any. */
  read(request: FastifyRequest, papel: Papel): string | undefined;
  set(request: FastifyRequest, reply: FastifyReply, papel: Papel, token: string): void;
  clear(request: FastifyRequest, reply: FastifyReply, papel: Papel): void;
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
    read: (request, papel) => {
      const token = request.cookies[REFRESH_COOKIES[papel]];
      return token === undefined || token === '' ? undefined : token;
    },
    set: (request, reply, papel, token) => {
      reply.setCookie(REFRESH_COOKIES[papel], token, {
        ...attributes(request),
        maxAge: Math.floor(maxAgeMs / 1000),
      });
    },
    clear: (request, reply, papel) => {
      reply.clearCookie(REFRESH_COOKIES[papel], attributes(request));
    },
  };
}
