import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSystem, defaultConfig } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
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
