// Publishable build of the kit (ESM); declarations come from `tsc -p tsconfig.build.json`.
// Inside the workspace nothing uses this: `exports` points at src.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Peers and dependencies stay imports, so the app bundles a single copy of each.
const external = [
  'react',
  'react-dom',
  '@chakra-ui/react',
  '@emotion/react',
  'date-fns',
  '@date-fns/utc',
  '@brazilian-utils/brazilian-utils',
  '@fontsource-variable/inter',
  'react-zoom-pan-pinch',
];

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    minify: false,
    lib: {
      entry: {
        index: 'src/index.ts',
        fonts: 'src/fonts.ts',
        'signed-in-recipes': 'src/theme/signedInRecipes.ts',
      },
      formats: ['es'],
    },
    rolldownOptions: {
      external: (id) => external.some((name) => id === name || id.startsWith(`${name}/`)),
    },
  },
});
