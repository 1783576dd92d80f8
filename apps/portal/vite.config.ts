import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { browserTargets } from '../../scripts/portal-build/browser-targets.ts';
import { buildArtifacts, PORTAL_ARTIFACTS_DIR } from '../../scripts/portal-build/build-artifacts.ts';
import { fontPreload } from '../../scripts/portal-build/font-preload.ts';
import { precompress } from '../../scripts/portal-build/precompress.ts';

// In development the API runs on its own port (apps/server, default 3000) and Vite proxies /api to it.
const apiTarget = process.env.API_PROXY_TARGET ?? `http://localhost:${process.env.PORT ?? '3000'}`;

export default defineConfig({
  plugins: [
    react(),
    fontPreload(['inter-latin-wght-normal.woff2']),
    buildArtifacts(PORTAL_ARTIFACTS_DIR),
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/dev': apiTarget,
    },
  },
  build: {
    outDir: 'dist',
    target: browserTargets(),
    manifest: true,
    // Maps for people and error trackers, not for browsers: no sourceMappingURL, kept in apps/portal/build-artifacts.
    sourcemap: 'hidden',
    rolldownOptions: {
      treeshake: {
        // Chakra's theme module builds its whole default config with defineConfig (an identity
        // function) at load: marked pure, the recipes no screen uses leave the bundle (~11 KB gzipped).
        manualPureFunctions: ['defineConfig'],
      },
      onwarn(warning, warn) {
        // Ark UI marks its modules "use client"; the warning says nothing for a client-only app.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
});
