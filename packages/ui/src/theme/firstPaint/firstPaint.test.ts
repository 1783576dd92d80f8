import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { firstPaintFiles } from './files';
import { FP, FP_ICONS } from './firstPaint.gen';

// The sign-in screen draws with classes generated from the Chakra catalog (catalog.tsx): when the theme or
// the catalog changes, the generated files must follow, or the screen would keep the old look.
describe('first-paint styles', () => {
  const files = firstPaintFiles();

  it('should have generated files that match the theme and the catalog (pnpm generate:first-paint)', () => {
    for (const [name, text] of Object.entries(files)) {
      const committed = readFileSync(new URL(name, import.meta.url), 'utf8');
      expect(committed, `${name} está desatualizado: rode pnpm generate:first-paint`).toBe(text);
    }
  });

  it('should give every element of the catalog its Chakra classes and their CSS', () => {
    const css = files['firstPaint.gen.css'] ?? '';
    expect(FP.submitButton).toMatch(/^chakra-button css-\w+$/);
    expect(FP.input).toMatch(/^chakra-input css-\w+$/);
    for (const className of Object.values(FP)) {
      const emotionClass = className.split(' ').find((name) => name.startsWith('css-'));
      expect(css).toContain(`.${emotionClass}`);
    }
  });

  it('should keep the icons Chakra draws in a notice and its close button', () => {
    for (const key of ['noticeErrorIndicator', 'noticeWarningIndicator', 'noticeClose']) {
      expect(FP_ICONS[key]?.paths.length).toBeGreaterThan(0);
      expect(FP_ICONS[key]?.viewBox).toBe('0 0 24 24');
    }
  });

  it('should keep in the CSS the states that the classes carry (hover, disabled, invalid, focus)', () => {
    const css = files['firstPaint.gen.css'] ?? '';
    expect(css).toMatch(/:disabled/);
    expect(css).toMatch(/aria-invalid=true|data-invalid/);
    expect(css).toMatch(/:focus-visible/);
  });
});
