import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as source from '../index';

const packageDir = fileURLToPath(new URL('../..', import.meta.url));
const tsc = path.join(packageDir, 'node_modules/.bin/tsc');
let outDir = '';

// The publishable build, made into a scratch folder inside the package so `openapi-fetch` resolves.
beforeAll(async () => {
  outDir = await mkdtemp(path.join(packageDir, 'node_modules/.build-check-'));
  await build({
    configFile: path.join(packageDir, 'vite.config.ts'),
    root: packageDir,
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true },
  });
  await promisify(execFile)(tsc, ['-p', path.join(packageDir, 'tsconfig.build.json'), '--outDir', outDir]);
}, 120_000);

afterAll(async () => {
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

describe('publishable build', () => {
  it('should export from dist/index.js exactly what src/index.ts exports at run time', async () => {
    const built: Record<string, unknown> = await import(pathToFileURL(path.join(outDir, 'index.js')).href);
    expect(Object.keys(built).sort()).toEqual(Object.keys(source).sort());
    expect(Object.keys(built)).toEqual(
      expect.arrayContaining([
        'createApiClients',
        'createAuthApi',
        'createDentistApi',
        'uploadPlanoImagem',
        'maskEmail',
      ]),
    );
  });

  it('should keep openapi-fetch external', async () => {
    const code = await readFile(path.join(outDir, 'index.js'), 'utf8');
    expect(code).toMatch(/from ["']openapi-fetch["']/);
  });

  it('should declare every export and the domain types in .d.ts files', async () => {
    const index = await readFile(path.join(outDir, 'index.d.ts'), 'utf8');
    for (const name of Object.keys(source)) expect(index, name).toContain(name);
    // The domain types, paths and enumerations are @odonto/contract's, re-exported.
    expect(index).toContain(`export type * from '@odonto/contract';`);
  });

  it('should bundle the enumerations of @odonto/contract into dist/index.js', async () => {
    const code = await readFile(path.join(outDir, 'index.js'), 'utf8');
    expect(code).not.toMatch(/from ["']@odonto\/contract["']/);
    expect(code).toContain('Aguardando Aprovação');
  });
});
