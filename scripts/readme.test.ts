import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
const ciRun = readFileSync(path.join(root, '.ci/run'), 'utf8');
const codeBlocks = [...readme.matchAll(/```(?:sh|bash)\n([\s\S]*?)```/g)].map((match) => match[1]?.trim());

describe('README and CI', () => {
  it('should open with the set-up-and-run command and the test command', () => {
    expect(codeBlocks[0]).toMatch(/pnpm@[\d.]+ install.* pnpm@[\d.]+ start$/);
    expect(codeBlocks[1]).toMatch(/pnpm@[\d.]+ test$/);
  });

  it('should have .ci/run end with exactly the README test command', () => {
    const lastLine = ciRun.trim().split('\n').at(-1);
    expect(lastLine).toBe(codeBlocks[1]);
  });

  it('should have the test command provide Chromium first, and CI install no browser of its own', () => {
    const packageJson = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(packageJson.scripts.test).toMatch(/^node --import tsx scripts\/ensure-chromium\.ts && /);
    expect(ciRun).not.toContain('apt-get');
  });

  it('should pin the same pnpm everywhere', () => {
    const packageJson = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      packageManager: string;
    };
    const version = packageJson.packageManager.replace('pnpm@', '');
    expect(ciRun).toContain(`PNPM_VERSION=${version}`);
    for (const block of codeBlocks.slice(0, 2)) {
      expect(block).toContain(`pnpm@${version}`);
    }
  });
});
