/**
 * The addresses of the screens anyone may open (docs/product-rules.md#route-table), which the entry
 * carries with the router. The server sends them the plain index.html, and every other address the page
 * that also preloads the protected route table (apps/server/src/platform/http/portal.ts,
 * PUBLIC_PORTAL_PATHS; scripts/portal-build/protected-page.test.ts checks that both lists agree).
 */
export const PUBLIC_PATHS = {
  root: '/',
  login: '/login',
  firstAccess: '/first-access',
  forgotPassword: '/forgot-password',
  registerFromEmail: '/register-from-email',
  resetPassword: '/reset-password',
} as const;
