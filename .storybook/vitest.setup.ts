/// <reference types="vite/client" />
// Runs before every story file of the Vitest `storybook` project (vitest.config.ts), never in the Storybook UI.
import { afterEach, beforeEach } from 'vitest';
import { matchStoryScreenshot } from './visual/screenshot';
import { freezeStoryClock } from './visual/story-clock';

declare module 'vitest' {
  interface TaskMeta {
    /** Set by @storybook/addon-vitest on the test of each story. */
    storyId?: string;
  }
}

// At import time too: story files and their MSW handlers compute dates when they load.
freezeStoryClock();
beforeEach(() => {
  freezeStoryClock();
});

// One hook for every story, after its play function and the a11y check: no story file changes.
// Opt-in (VISUAL=1, see vitest.config.ts) until the baselines are proven stable run after run on CI's machine.
const compareScreenshots = import.meta.env.VISUAL === '1';
afterEach(async ({ task }) => {
  if (!compareScreenshots) return;
  if (task.meta.storyId === undefined || (task.result?.errors?.length ?? 0) > 0) return;
  await matchStoryScreenshot();
});
