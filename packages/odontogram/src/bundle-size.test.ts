import { mkdtemp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { describe, expect, it } from 'vitest';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const LIMIT = 12 * 1024;

describe('publishable build', () => {
  it('should build ESM of at most 12 KB gzipped, with React external, exporting what index.ts exports', async () => {
    // Inside the package's node_modules so the built file resolves react like a consumer would.
    const outDir = await mkdtemp(path.join(packageDir, 'node_modules', '.bundle-check-'));
    try {
      await build({
        configFile: path.join(packageDir, 'vite.config.ts'),
        root: packageDir,
        logLevel: 'silent',
        build: { outDir, emptyOutDir: true, sourcemap: false },
      });
      const code = await readFile(path.join(outDir, 'index.js'));
      expect(gzipSync(code, { level: 9 }).length).toBeLessThanOrEqual(LIMIT);
      // Fully minified, yet the annotations that let a consumer drop unused parts are still there.
      expect(code.toString().split('\n').length).toBeLessThan(5);
      expect(code.toString().match(/\/\* @__PURE__ \*\//g)?.length).toBeGreaterThan(20);

      const imports = [...code.toString().matchAll(/from\s*"([^"]+)"/g)].map((match) => match[1]);
      expect(new Set(imports)).toEqual(new Set(['react', 'react/jsx-runtime']));

      const built: Record<string, unknown> = await import(pathToFileURL(path.join(outDir, 'index.js')).href);
      const source: Record<string, unknown> = await import('./index');
      expect(Object.keys(built).sort()).toEqual(Object.keys(source).sort());
      expect(Object.keys(built)).toEqual(
        expect.arrayContaining(['Odontogram', 'exportSvg', 'pickSite', 'TEETH']),
      );
    } finally {
      await rm(outDir, { recursive: true, force: true });
    }
  }, 60_000);
});
