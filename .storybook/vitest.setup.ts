/// <reference types="vite/client" />
// Runs before every story file of the Vitest `storybook` project (vitest.config.ts), never in the Storybook UI.
import { configure } from 'storybook/test';
import { afterEach, beforeEach } from 'vitest';
import { matchStoryScreenshot } from './visual/screenshot';
import { freezeStoryClock } from './visual/story-clock';

declare module 'vitest' {
  interface TaskMeta {
    /** Set by @storybook/addon-vitest on the test of each story. */
    storyId?: string;
  }
}

// findBy and waitFor give up after 1 s by default: the time a person waits, not what a story needs on 2
// cores shared with the rest of the run (a lazy screen, an MSW answer and React's render in line). A story
// that passes waits no longer for this; one that fails says so after 5 s.
configure({ asyncUtilTimeout: 5_000 });

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
