import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { type PlaywrightProviderOptions, playwright } from '@vitest/browser-playwright';
import { configDefaults, defineConfig } from 'vitest/config';
import { screenshotComparison, TALLEST_SCREENSHOT } from './.storybook/visual/comparison.ts';
import { chromiumArgs, chromiumExecutable } from './scripts/chromium.ts';

const root = path.dirname(fileURLToPath(import.meta.url));

// A fresh object per project: Vitest keeps per-project state on it.
const browser = (contextOptions: PlaywrightProviderOptions['contextOptions'] = {}) => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: { executablePath: chromiumExecutable, args: chromiumArgs },
    contextOptions,
  }),
  instances: [{ browser: 'chromium' as const }],
});

// One story or component file at a time in Chromium: with two at once on 2 cores, stories of the plan
// screens missed their waits (findBy's 1 s, the 15 s test limit) and the group was not faster.
const browserWorkers = 1;

// The story's iframe is scaled down when the page around it is smaller (Playwright's default is
// 1280x720): this page holds every Storybook viewport (up to 1280x1024, tablet 834x1112) at scale 1,
// so screenshots have the story's real pixels. Screenshot runs (VISUAL=1) make the iframe as tall as a
// long story (.storybook/visual/screenshot.ts), and the page around it as tall as the tallest picture.
const visual = process.env.VISUAL === '1';
const storyPage = { viewport: { width: 1280, height: visual ? TALLEST_SCREENSHOT : 1112 } };

// Each file starts its own server on its own database. The server files run as a group of their own,
// before the browser projects, so that 2 cores are not shared with chromium. Three files at once on 2
// cores: a file spends much of its time waiting (PostgreSQL's own process, poll intervals, session
// limits counted in seconds), and a third file keeps the cores busy meanwhile.
//
// Files share their worker's modules (isolate: false): a fresh module graph per file made every file load
// Fastify, Ajv, PGlite, pdfkit and the routes again (133 s of imports in a run, 23 s shared; the group went
// from 299 s to 205 s). Nothing a file changes outlives it: fake timers are undone in each file's hooks,
// stubbed globals and environment variables are undone by Vitest (unstubGlobals, unstubEnvs below).
const serverTests = {
  environment: 'node' as const,
  isolate: false,
  unstubGlobals: true,
  unstubEnvs: true,
  globalSetup: ['apps/server/test/support/global-setup.ts'],
  sequence: { groupOrder: 1 },
  maxWorkers: 3,
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          sequence: { groupOrder: 0 },
          // Shared modules, as the server files (22 s to 9 s).
          isolate: false,
          unstubGlobals: true,
          unstubEnvs: true,
          // Vitest's default is one worker less than the cores: one worker on a 2-core machine.
          maxWorkers: 2,
          environment: 'node',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/portal/src/**/*.test.ts',
            'apps/auditoria/src/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
        },
      },
      {
        test: {
          name: 'server',
          ...serverTests,
          include: ['apps/server/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'apps/server/test/hostile/**'],
        },
      },
      {
        // `pnpm test:security`: hostile requests at volume, cross-dentist access, caching (docs/security.md).
        test: { name: 'security', ...serverTests, include: ['apps/server/test/hostile/**/*.test.ts'] },
      },
      {
        plugins: [react()],
        test: {
          name: 'dom',
          sequence: { groupOrder: 2 },
          maxWorkers: browserWorkers,
          testTimeout: 30_000,
          include: [
            'packages/*/src/**/*.test.tsx',
            'apps/portal/src/**/*.test.tsx',
            'apps/auditoria/src/**/*.test.tsx',
          ],
          browser: browser(),
        },
      },
      {
        plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
        optimizeDeps: {
          include: [
            'msw-storybook-addon/csf3',
            'msw/browser',
            // the typed story handlers (@odonto/contract/msw)
            'openapi-msw',
            'react',
            'react-dom',
            'react/jsx-dev-runtime',
            '@chakra-ui/react',
            'react-router-dom',
            // the password meter's shared check (@odonto/contract/password), loaded on demand
            '@odonto/contract > @zxcvbn-ts/language-common',
          ],
        },
        test: {
          name: 'storybook',
          sequence: { groupOrder: 2 },
          maxWorkers: browserWorkers,
          // A project does not inherit a root timeout, and browser mode's default is 15 s: the longest
          // play functions (a plan built item by item, 5 s here) took 15 s on a loaded 2-core CI machine.
          testTimeout: 30_000,
          // All story files in one iframe: each story mounts its own root, MSW handlers and clock, and the
          // iframe, the setup file and Chakra load once instead of once per file (packages/ui's 29 files:
          // 244 s with a fresh iframe per file, 65 s in one). Screenshot runs (VISUAL=1) keep a fresh iframe
          // per file: a whole run in one iframe compared more odontogram stories as changed than the same
          // file run alone, and a baseline must not depend on the file that ran before it.
          isolate: visual,
          setupFiles: ['.storybook/vitest.setup.ts'],
          // The screenshot comparison runs with VISUAL=1 (`pnpm test:visual`, `pnpm test:visual:update`).
          env: { VISUAL: process.env.VISUAL ?? '' },
          browser: {
            ...browser(storyPage),
            expect: { toMatchScreenshot: screenshotComparison },
          },
        },
      },
    ],
  },
});
