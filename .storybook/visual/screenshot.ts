import { NOTICE_AUTO_DISMISS_MS } from '@odonto/ui';
import { expect, vi } from 'vitest';
import { page } from 'vitest/browser';
import { TALLEST_SCREENSHOT } from './comparison';

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
 * Waits until the messages that clear themselves after 5 s (Notice's autoDismiss) are gone: whether one is
 * still on screen when the picture is taken depends on how long the play function and the a11y check took
 * on a busy machine, so every story is pictured once they have cleared.
 */
async function selfClearingMessagesGone(): Promise<void> {
  await vi.waitFor(
    () => {
      if (document.querySelector('[data-self-clearing]') !== null) {
        throw new Error('A self-clearing message is still on screen.');
      }
    },
    { timeout: NOTICE_AUTO_DISMISS_MS + 2_000, interval: 100 },
  );
}

/**
 * Waits until the page has stopped changing for a moment (no DOM mutation for `quietMs`, at most
 * `limitMs`): a play function may end while the screen still fills in with data (a dashboard after a
 * sign-in), and both the picture and the height it is taken at must be those of the filled-in screen.
 */
async function domQuiet(quietMs = 300, limitMs = 5_000): Promise<void> {
  await new Promise<void>((resolve) => {
    const observer = new MutationObserver(() => {
      clearTimeout(quiet);
      quiet = setTimeout(done, quietMs);
    });
    let quiet = setTimeout(done, quietMs);
    const limit = setTimeout(done, limitMs);
    function done() {
      observer.disconnect();
      clearTimeout(quiet);
      clearTimeout(limit);
      resolve();
    }
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
  });
}

/** Resolves after the browser has laid out and painted `count` more frames. */
async function frames(count: number): Promise<void> {
  for (let frame = 0; frame < count; frame += 1) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
}

/**
 * Makes the story's iframe as tall as its content, so that a long page is drawn whole: Chromium paints
 * only what lies inside the iframe, and an element screenshot of a taller body had everything below the
 * first screen left blank. Resolves with a function that puts the iframe back for the next story.
 */
async function showWholePage(): Promise<() => Promise<void>> {
  const { innerWidth: width, innerHeight: height } = window;
  const contentHeight = () => Math.min(document.documentElement.scrollHeight, TALLEST_SCREENSHOT);
  if (contentHeight() <= height) return async () => {};
  // Again while the height moves: a taller viewport can lay a page out taller (a section sized to it).
  for (let attempt = 0; attempt < 3 && contentHeight() !== window.innerHeight; attempt += 1) {
    await page.viewport(width, Math.max(contentHeight(), height));
    // Vitest resolves once it has set the iframe's size; the story lays out at that size a frame later.
    await frames(2);
  }
  return () => page.viewport(width, height);
}

/**
 * Compares what the story shows with its committed baseline (`__screenshots__/` beside the story file).
 * The whole body, not only the story's container: dialogs, menus and tooltips render in portals.
 */
export async function matchStoryScreenshot(): Promise<void> {
  await selfClearingMessagesGone();
  await domQuiet();
  await settled();
  // From the top, so that fixed parts (the header) are always drawn at the same place whatever the play
  // function scrolled to.
  window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  const restoreViewport = await showWholePage();
  try {
    await expect.element(page.elementLocator(document.body)).toMatchScreenshot();
  } finally {
    await restoreViewport();
  }
}
