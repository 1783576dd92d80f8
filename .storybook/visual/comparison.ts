/**
 * How a story's screenshot is compared with its baseline (vitest.config.ts, browser.expect.toMatchScreenshot).
 *
 * The same machine draws the same pixels, so the comparison is all but exact:
 * - `threshold` 0.1 (pixelmatch's default, in YIQ colour distance) lets a pixel whose colour moved by a
 *   rounding step match, and anti-aliased edge pixels (pixelmatch detects them) are ignored;
 * - at most 16 pixels may still differ: fewer than the smallest visible change (one digit of a 12 px
 *   date changes about 100 pixels), more than the few edge pixels Chromium blends differently when a
 *   layout lands on a fractional offset.
 *
 * Focus outlines are left out of the picture: whether Chromium shows :focus-visible on a button that a
 * play function clicked varies from run to run. Focus visibility is checked where it is deterministic,
 * by the keyboard walk of e2e/a11y.e2e.ts.
 */
export const screenshotComparison = {
  comparatorName: 'pixelmatch',
  comparatorOptions: { threshold: 0.1, allowedMismatchedPixels: 16 },
  screenshotOptions: { style: '*, *::before, *::after { outline-color: transparent !important; }' },
} as const;

/**
 * The tallest picture taken of a story, in CSS pixels: the longest page (the glosas list at 320 px wide)
 * is about 5,600 px. A taller story is compared in its top part only. The page that holds the story's
 * iframe is this tall in screenshot runs (vitest.config.ts), so that Vitest never scales the iframe down.
 */
export const TALLEST_SCREENSHOT = 8_000;
