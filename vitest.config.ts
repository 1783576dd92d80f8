import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumExecutable } from './scripts/chromium.ts';

const root = path.dirname(fileURLToPath(import.meta.url));

// A fresh object per project: Vitest keeps per-project state on it.
const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: { executablePath: chromiumExecutable, args: chromiumArgs },
  }),
  instances: [{ browser: 'chromium' as const }],
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          sequence: { groupOrder: 0 },
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts', 'apps/portal/src/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['apps/server/**/*.test.ts'],
          globalSetup: ['apps/server/test/support/global-setup.ts'],
          // Each file starts its own server on its own database. The server files run as a group of
          // their own, before the browser projects, so that 2 cores are not shared with chromium.
          sequence: { groupOrder: 1 },
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'dom',
          sequence: { groupOrder: 2 },
          include: ['packages/*/src/**/*.test.tsx', 'apps/portal/src/**/*.test.tsx'],
          browser: browser(),
        },
      },
      {
        plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
        optimizeDeps: {
          include: [
            'msw-storybook-addon/csf3',
            'msw/browser',
            'react',
            'react-dom',
            'react/jsx-dev-runtime',
            '@chakra-ui/react',
            'react-router-dom',
          ],
        },
        test: {
          name: 'storybook',
          sequence: { groupOrder: 2 },
          browser: browser(),
        },
      },
    ],
  },
});
