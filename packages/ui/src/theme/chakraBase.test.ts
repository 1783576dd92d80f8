import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSystem, defaultConfig } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { lightOnly } from './chakraBase';
import { system } from './system';

// The kit's system carries only the recipes of the Chakra components in use (chakraBase.ts). This
// test reads every import from '@chakra-ui/react' in the kit and the portal and fails when a component
// that has a recipe in Chakra's full config has none in ours, which would render it unstyled.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const sourceDirs = ['packages/ui/src', 'apps/portal/src', '.storybook'].map((dir) =>
  path.join(repoRoot, dir),
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

function chakraImports(): Set<string> {
  const names = new Set<string>();
  const importPattern = /import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g;
  for (const file of sourceDirs.flatMap(sourceFiles)) {
    for (const match of readFileSync(file, 'utf8').matchAll(importPattern)) {
      for (const part of (match[1] ?? '').split(',')) {
        const name = part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0];
        if (name && /^[A-Z]/.test(name)) names.add(name);
      }
    }
  }
  return names;
}

const full = createSystem(defaultConfig);
const recipeKey = (component: string) => component.charAt(0).toLowerCase() + component.slice(1);

describe('chakraBaseConfig', () => {
  const components = [...chakraImports()].sort();

  it('should find the Chakra components in use', () => {
    expect(components).toEqual(expect.arrayContaining(['Button', 'Drawer', 'Field', 'Tooltip']));
  });

  it.each(components)('should style %s as the full Chakra config does', (component) => {
    const key = recipeKey(component);
    if (full.getRecipe(key)) expect(system.getRecipe(key)).toBeDefined();
    if (full.getSlotRecipe(key)) expect(system.getSlotRecipe(key)).toBeDefined();
  });

  it('should keep the recipes Chakra components use under other names', () => {
    // IconButton and CloseButton use the button recipe; InputGroup the input addon; SkipNavLink its own.
    for (const key of ['button', 'inputAddon', 'skipNavLink', 'checkmark', 'radiomark']) {
      expect(system.getRecipe(key)).toBeDefined();
    }
  });
});

describe('lightOnly', () => {
  it('should keep the light value of each light and dark pair, and any other value as it is', () => {
    const tree = {
      bg: { DEFAULT: { value: { _light: '{colors.white}', _dark: '{colors.black}' } } },
      status: { value: { base: '{colors.red.100}', _dark: '{colors.red.900}' } },
      l1: { value: '{radii.xs}' },
      sizes: { value: ['1px', '2px'] },
    };
    expect(lightOnly(tree)).toEqual({
      bg: { DEFAULT: { value: '{colors.white}' } },
      status: { value: '{colors.red.100}' },
      l1: { value: '{radii.xs}' },
      sizes: { value: ['1px', '2px'] },
    });
  });

  it('should leave the portal system without dark-mode tokens, its semantic colours resolved to the light ones', () => {
    const conditional = system.tokens.allTokens.filter((token) => token.extensions.condition !== 'base');
    expect(conditional).toEqual([]);
    expect(system.tokens.getByName('colors.bg.muted')?.value).toBe('var(--chakra-colors-gray-100)');
    expect(system.tokens.getByName('colors.red.fg')?.value).toBe('var(--chakra-colors-red-700)');
    expect(system.tokens.getByName('colors.status.plano.cancelado.bg')?.value).toBe(
      'var(--chakra-colors-red-100)',
    );
  });
});
