import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
// 13 KB since the compact (phone) layout: its region buttons, its accessible enlarged tooth and the fit to the width.
const LIMIT = 13 * 1024;

describe('publishable build', () => {
  let outDir: string;
  const read = (file: string) => readFile(path.join(outDir, file), 'utf8');
  const load = (file: string): Promise<Record<string, unknown>> =>
    import(pathToFileURL(path.join(outDir, file)).href);
  /** The bare specifiers a built file imports (its own chunks, './x.js', left out). */
  const importsOf = async (file: string) =>
    [...(await read(file)).matchAll(/from\s*"([^"]+)"/g)]
      .map((match) => match[1])
      .filter((specifier) => !specifier?.startsWith('./'));

  beforeAll(async () => {
    // Inside the package's node_modules so the built files resolve react like a consumer would.
    outDir = await mkdtemp(path.join(packageDir, 'node_modules', '.bundle-check-'));
    await build({
      configFile: path.join(packageDir, 'vite.config.ts'),
      root: packageDir,
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true, sourcemap: false },
    });
  }, 60_000);
  afterAll(async () => {
    await rm(outDir, { recursive: true, force: true });
  });

  it('should build ESM of at most 13 KB gzipped, with React external, exporting what index.ts exports', async () => {
    // Both entries and the chunk they share: at most what a consumer of the main entry downloads.
    const files = (await readdir(outDir)).filter((file) => file.endsWith('.js'));
    const code = (await Promise.all(files.map(read))).join('');
    expect(gzipSync(code, { level: 9 }).length).toBeLessThanOrEqual(LIMIT);
    // Fully minified, yet the annotations that let a consumer drop unused parts are still there.
    expect(code.split('\n').length).toBeLessThan(5 * files.length);
    expect(code.match(/\/\* @__PURE__ \*\//g)?.length).toBeGreaterThan(20);

    expect(new Set(await importsOf('index.js'))).toEqual(new Set(['react', 'react/jsx-runtime']));
    const built = await load('index.js');
    const source: Record<string, unknown> = await import('./index');
    expect(Object.keys(built).sort()).toEqual(Object.keys(source).sort());
    expect(Object.keys(built)).toEqual(
      expect.arrayContaining(['Odontogram', 'exportSvg', 'pickSite', 'TEETH']),
    );
  });

  it('should build the svg entry without React, exporting what svg.ts exports', async () => {
    const chunks = (await readdir(outDir)).filter((file) => file.endsWith('.js') && file !== 'index.js');
    // Neither the svg entry nor a chunk it may load names React.
    for (const file of chunks) expect(await importsOf(file)).toEqual([]);
    const built = await load('svg.js');
    const source: Record<string, unknown> = await import('./svg');
    expect(Object.keys(built).sort()).toEqual(Object.keys(source).sort());
    expect(typeof built.exportSvg).toBe('function');
  });
});
