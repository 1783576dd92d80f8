import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { browserTargets } from '../../scripts/portal-build/browser-targets.ts';
import { buildArtifacts, CONSOLE_ARTIFACTS_DIR } from '../../scripts/portal-build/build-artifacts.ts';
import { chakraGlobalCss } from '../../scripts/portal-build/chakra-global-css.ts';
import { precompress } from '../../scripts/portal-build/precompress.ts';

// In development the API runs on its own port (apps/server, default 3000) and Vite proxies /api to it.
const apiTarget = process.env.API_PROXY_TARGET ?? `http://localhost:${process.env.PORT ?? '3000'}`;

/**
 * The auditor console, served by the server at /auditoria (its files under /auditoria/assets, every other
 * address under /auditoria answered with this build's index.html). The portal's browser targets and
 * precompression (.br and .gz beside each text file, sent by the server as they are); Chakra's global CSS
 * computed when building (the sign-in paints without Chakra's runtime). Its manifest goes to
 * apps/auditoria/build-artifacts, where scripts/check-web-build.ts reads each route's first load (issue #34).
 */
export default defineConfig({
  base: '/auditoria/',
  plugins: [react(), chakraGlobalCss(), buildArtifacts(CONSOLE_ARTIFACTS_DIR), precompress()],
  server: {
    port: 5174,
    proxy: { '/api': apiTarget },
  },
  build: {
    outDir: 'dist',
    target: browserTargets(),
    manifest: true,
    // No maps in the served directory (the portal keeps its maps out of dist/ with a plugin of its own).
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // As in the portal (apps/portal/vite.config.ts): the entry's static imports (React, the router, the
          // sign-in) in one file, and what two or more lazy screens share (Chakra's runtime, Ark and Zag,
          // TanStack Query) in another, instead of dozens of small files, each a round trip on a phone.
          groups: [
            { name: 'index', tags: ['$initial'], includeDependenciesRecursively: false },
            { name: 'signed-in', minShareCount: 2, includeDependenciesRecursively: false },
          ],
        },
      },
      onwarn(warning, warn) {
        // Ark UI marks its modules "use client"; the warning says nothing for a client-only app.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
});
