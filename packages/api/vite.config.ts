import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/** Publishable ESM build of @odonto/api; openapi-fetch stays a dependency. Declarations come from tsc. */
export default defineConfig({
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    minify: false,
    lib: {
      entry: fileURLToPath(new URL('./src/index.ts', import.meta.url)),
      formats: ['es'],
      fileName: 'index',
    },
    rolldownOptions: {
      external: ['openapi-fetch'],
    },
  },
});
