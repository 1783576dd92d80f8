import path from 'node:path';
import { fileURLToPath } from 'node:url';
import browserslistToEsbuild from 'browserslist-to-esbuild';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Vite's `build.target`, from the "browserslist" of the root package.json: the build emits only syntax
 * those browsers run, and code that calls a newer API (AbortSignal.any: Chrome 116, Safari 17.4) keeps a
 * fallback for them (packages/api/src/http/timeout.ts).
 */
export function browserTargets(): string[] {
  return browserslistToEsbuild(undefined, { path: repoRoot });
}
