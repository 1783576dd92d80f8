import { test as base } from '@playwright/test';

/** Every test talks to the server started by global-setup.ts. */
export const test = base.extend({
  baseURL: async ({ baseURL }, use) => {
    await use(process.env.E2E_BASE_URL ?? baseURL);
  },
});

export { expect } from '@playwright/test';
