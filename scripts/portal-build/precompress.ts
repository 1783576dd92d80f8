import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth compressing; images and woff2 fonts are compressed already. */
const COMPRESSIBLE = /\.(?:html|js|mjs|css|svg|json|txt|xml|webmanifest)$/;

/** Whether the build writes .br and .gz copies of a file of the served directory. */
export function isPrecompressed(fileName: string): boolean {
  return COMPRESSIBLE.test(fileName) && !fileName.startsWith('.vite/');
}

/** The two copies the server sends instead of the file: Brotli at its best quality, gzip at level 9. */
export function compressedCopies(content: Buffer): { br: Buffer; gz: Buffer } {
  return {
    br: brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gz: gzipSync(content, { level: 9 }),
  };
}

/**
 * Writes `file.br` and `file.gz` beside every text file of the build, once, at build time: the server
 * (@fastify/static `preCompressed`) sends the copy the browser accepts, and never compresses per request.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'odonto:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After every file is written, public/ copies included.
    async closeBundle() {
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      for (const entry of entries) {
        const file = path.join(entry.parentPath, entry.name);
        if (!entry.isFile() || !isPrecompressed(path.relative(outDir, file))) continue;
        const { br, gz } = compressedCopies(await readFile(file));
        await writeFile(`${file}.br`, br);
        await writeFile(`${file}.gz`, gz);
      }
    },
  };
}
