import { describe, expect, it } from 'vitest';
import { STATUS_TONES } from './statusTones';
import { system } from './system';

describe('system', () => {
  it.each(STATUS_TONES)('should define the background, text and solid colours of %s', (tone) => {
    for (const part of ['bg', 'fg', 'solid']) {
      expect(system.token(`colors.status.${tone}.${part}`)).toMatch(/^var\(--chakra-colors-status-/);
    }
  });

  it('should keep the header height and drawer width of docs/product-rules.md#business-constants', () => {
    expect(system.token('sizes.header')).toBe('5rem');
    expect(system.token('sizes.drawer')).toBe('18rem');
  });

  it('should register the kit recipes', () => {
    expect(system.isValidProperty('colorPalette')).toBe(true);
    expect(system.getRecipe('statusBadge')).toBeDefined();
    expect(system.getSlotRecipe('passwordStrengthMeter')).toBeDefined();
  });
});
