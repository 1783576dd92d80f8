import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/** Publishable ESM build of @odonto/odontogram; React stays a peer. Declarations come from tsc. */
export default defineConfig({
  // A published build never uses React's development JSX, even when NODE_ENV says 'test'.
  oxc: { jsx: { runtime: 'automatic', development: false } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    minify: true,
    lib: {
      // `svg` is the React-free entry (the standalone chart for servers); both share the model's chunk.
      entry: {
        index: fileURLToPath(new URL('./src/index.ts', import.meta.url)),
        svg: fileURLToPath(new URL('./src/svg.ts', import.meta.url)),
      },
      formats: ['es'],
      fileName: (_format, entryName) => `${entryName}.js`,
    },
    rolldownOptions: {
      external: ['react', 'react/jsx-runtime'],
      // Vite keeps whitespace in ES library builds because esbuild's whitespace minification dropped the
      // /* @__PURE__ */ annotations consumers tree-shake with; rolldown's minifier keeps them (checked in
      // bundle-size.test.ts), so the published file is minified whitespace and all.
      output: { minify: { compress: true, mangle: true, codegen: { removeWhitespace: true } } },
    },
  },
});
