import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** apps/portal/build-artifacts: beside the served apps/portal/dist, never inside it. */
export const PORTAL_ARTIFACTS_DIR = fileURLToPath(
  new URL('../../apps/portal/build-artifacts', import.meta.url),
);

/** apps/auditoria/build-artifacts: the console's manifest, beside its served dist/. */
export const CONSOLE_ARTIFACTS_DIR = fileURLToPath(
  new URL('../../apps/auditoria/build-artifacts', import.meta.url),
);

/** Where Vite writes the manifest inside outDir (`build.manifest: true`). */
export const VITE_MANIFEST = '.vite/manifest.json';

/**
 * Moves what the build makes for people and tools, not for browsers, out of the served directory:
 * the source maps (`sourcemaps/…`, built `hidden`, so no file names a map) and the manifest the budget
 * check reads (`manifest.json`). The server never has them to send.
 */
export function buildArtifacts(artifactsDir: string): Plugin {
  let outDir = '';
  return {
    name: 'odonto:build-artifacts',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async buildStart() {
      await rm(artifactsDir, { recursive: true, force: true });
    },
    writeBundle: {
      sequential: true,
      async handler(_options, bundle) {
        const moves = Object.keys(bundle)
          .filter((fileName) => fileName.endsWith('.map'))
          .map((fileName) => [fileName, path.join('sourcemaps', fileName)] as const);
        if (VITE_MANIFEST in bundle) moves.push([VITE_MANIFEST, 'manifest.json']);
        for (const [from, to] of moves) {
          await mkdir(path.dirname(path.join(artifactsDir, to)), { recursive: true });
          await rename(path.join(outDir, from), path.join(artifactsDir, to));
        }
        await rm(path.join(outDir, '.vite'), { recursive: true, force: true });
      },
    },
  };
}
