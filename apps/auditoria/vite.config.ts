import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { browserTargets } from '../../scripts/portal-build/browser-targets.ts';
import { buildArtifacts, CONSOLE_ARTIFACTS_DIR } from '../../scripts/portal-build/build-artifacts.ts';
import { precompress } from '../../scripts/portal-build/precompress.ts';

// In development the API runs on its own port (apps/server, default 3000) and Vite proxies /api to it.
const apiTarget = process.env.API_PROXY_TARGET ?? `http://localhost:${process.env.PORT ?? '3000'}`;

/**
 * The auditor console, served by the server at /auditoria (its files under /auditoria/assets, every other
 * address under /auditoria answered with this build's index.html). The portal's browser targets and
 * precompression (.br and .gz beside each text file, sent by the server as they are). Its manifest goes to
 * apps/auditoria/build-artifacts, where scripts/check-web-build.ts reads each route's first load (issue #34).
 */
export default defineConfig({
  base: '/auditoria/',
  plugins: [react(), buildArtifacts(CONSOLE_ARTIFACTS_DIR), precompress()],
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
      onwarn(warning, warn) {
        // Ark UI marks its modules "use client"; the warning says nothing for a client-only app.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
});
