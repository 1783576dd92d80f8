import { expect } from 'vitest';
import { page } from 'vitest/browser';

/** Waits for what would make two screenshots of the same story differ: web fonts and images still loading. */
async function settled(): Promise<void> {
  await document.fonts.ready;
  await Promise.all(
    Array.from(document.images, (image) =>
      image.complete ? undefined : image.decode().catch(() => undefined),
    ),
  );
}

/**
 * Compares what the story shows with its committed baseline (`__screenshots__/` beside the story file).
 * The whole body, not only the story's container: dialogs, menus and tooltips render in portals.
 */
export async function matchStoryScreenshot(): Promise<void> {
  await settled();
  // A long page is taken whole; from the top, so that fixed parts (the header) are always drawn at the
  // same place whatever the play function scrolled to.
  window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  await new Promise((resolve) => requestAnimationFrame(resolve));
  await expect.element(page.elementLocator(document.body)).toMatchScreenshot();
}
