import { describe, expect, it } from 'vitest';
import { PUBLIC_PATHS } from '../../apps/portal/src/app/publicPaths.ts';
import {
  PUBLIC_PORTAL_PATHS,
  portalPageFor,
  PROTECTED_PAGE as SERVED_PROTECTED_PAGE,
} from '../../apps/server/src/plataforma/http/portal.ts';
import { PROTECTED_PAGE, withProtectedRoutesPreload } from './protected-page.ts';

const INDEX = `<!doctype html>
<html lang="pt-BR">
  <head>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('protected page', () => {
  it('should be index.html with the protected route table preloaded in its head', () => {
    const page = withProtectedRoutesPreload(INDEX, 'assets/protectedRoutes-x1.js');
    expect(page).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/protectedRoutes-x1.js">\n  </head>',
    );
    expect(page.replace(/\s*<link rel="modulepreload"[^>]*>/, '')).toBe(INDEX);
  });

  it('should refuse a page without a head to add the link to', () => {
    expect(() => withProtectedRoutesPreload('<div id="root"></div>', 'assets/p.js')).toThrow('</head>');
  });

  it("should be served for the portal's addresses that are not public, by the name the build writes", () => {
    expect(SERVED_PROTECTED_PAGE).toBe(PROTECTED_PAGE);
    expect([...PUBLIC_PORTAL_PATHS].sort()).toEqual(Object.values(PUBLIC_PATHS).sort());
    for (const url of ['/', '/login', '/login/', '/reset-password?token=abc', '/first-access#x']) {
      expect(portalPageFor(url, true)).toBe('index.html');
    }
    for (const url of ['/dashboard', '/plano-tratamento/42?editar=1', '/loginx', '/qualquer/coisa']) {
      expect(portalPageFor(url, true)).toBe(PROTECTED_PAGE);
    }
    // A build without the page (an older one): every address gets index.html, as before.
    expect(portalPageFor('/dashboard', false)).toBe('index.html');
  });
});
