import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the API runs on its own port (apps/server, default 3000) and Vite proxies /api to it.
const apiTarget = process.env.API_PROXY_TARGET ?? `http://localhost:${process.env.PORT ?? '3000'}`;

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/dev': apiTarget,
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: {
      onwarn(warning, warn) {
        // Ark UI marks its modules "use client"; the warning says nothing for a client-only app.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
});
