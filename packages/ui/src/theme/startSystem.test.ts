import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSystem, defaultConfig } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { chakraStartConfig } from './chakraBase';
import { kitConfig } from './kitConfig';
import { addSignedInRecipes } from './signedInRecipes';
import { startSystem } from './startSystem';
import { system } from './system';

// The portal starts on startSystem: the public screens' Chakra components must find their recipes there,
// and the signed-in recipes added later must make it the whole system.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const portalStart = ['apps/portal/src/main.tsx', 'apps/portal/src/app/routes.tsx'];
const full = createSystem(defaultConfig);

const resolveRelative = (from: string, specifier: string): string | undefined => {
  const base = path.resolve(path.dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  );
};

const kitComponentFiles = (name: string): string[] => {
  const dir = path.join(repoRoot, 'packages/ui/src', name);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => /\.tsx?$/.test(file) && !/\.(stories|test)\./.test(file))
    .map((file) => path.join(dir, file));
};

/** Chakra components the given files draw (their static imports, followed). */
function chakraComponentsOf(start: string[]): string[] {
  const seen = new Set<string>();
  const components = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    // Lazy screens (`import('...')`) are not drawn before the protected layout.
    const source = readFileSync(file, 'utf8').replace(/import\(\s*'[^']+'\s*\)/g, '');
    for (const match of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s*from\s*'([^']+)'/g)) {
      if (match[1]) continue;
      const names = (match[2] ?? '')
        .split(',')
        .map(
          (part) =>
            part
              .trim()
              .replace(/^type\s+/, '')
              .split(/\s+as\s+/)[0] ?? '',
        )
        .filter((name) => /^[A-Z]/.test(name));
      const from = match[3] ?? '';
      if (from === '@chakra-ui/react') for (const name of names) components.add(name);
      else if (from === '@odonto/ui') for (const name of names) kitComponentFiles(name).forEach(visit);
      else if (from.startsWith('.')) {
        const resolved = resolveRelative(file, from);
        if (resolved) visit(resolved);
      }
    }
  };
  for (const file of start) visit(path.join(repoRoot, file));
  return [...components].sort();
}

const recipeKey = (component: string) => component.charAt(0).toLowerCase() + component.slice(1);
const recipeKeys = (target: typeof system) => ({
  recipes: Object.keys(target._config.theme?.recipes ?? {}).sort(),
  slotRecipes: Object.keys(target._config.theme?.slotRecipes ?? {}).sort(),
});

describe('startSystem', () => {
  // issue #34: the public screens draw the first-paint catalog's classes, generated with this system.
  const publicComponents = chakraComponentsOf(portalStart);
  const components = chakraComponentsOf(['packages/ui/src/theme/firstPaint/catalog.tsx']);

  it('should draw the sign-in and access screens without any Chakra component (their first paint)', () => {
    expect(publicComponents).toEqual([]);
  });

  it('should find the Chakra components of the first-paint catalog', () => {
    expect(components).toEqual(expect.arrayContaining(['Alert', 'Button', 'InputElement', 'Spinner']));
    expect(components).not.toContain('Table');
  });

  it.each(components)(
    'should style %s in the first-paint catalog as the full Chakra config does',
    (component) => {
      const key = recipeKey(component);
      if (full.getRecipe(key)) expect(startSystem().getRecipe(key)).toBeDefined();
      if (full.getSlotRecipe(key)) expect(startSystem().getSlotRecipe(key)).toBeDefined();
    },
  );

  it('should make the system on the first call and hand the same one to every later call', () => {
    // The portal makes it in a task of its own and the protected routes add their recipes to that one.
    expect(startSystem()).toBe(startSystem());
    expect(startSystem().$$chakra).toBe(true);
  });

  it('should keep the recipes public components use under other names', () => {
    // IconButton and CloseButton use the button recipe, InputGroup the input addon; a busy Button a Spinner.
    for (const key of ['button', 'inputAddon', 'spinner', 'icon'])
      expect(startSystem().getRecipe(key)).toBeDefined();
  });

  it('should leave the signed-in screens’ recipes out until they are added, then be the whole system', () => {
    const started = createSystem(chakraStartConfig, kitConfig);
    expect(started.getSlotRecipe('table')).toBeUndefined();
    // The kit's own signed-in recipes too: the app shell and the status badge are not drawn before sign-in.
    expect(started.getSlotRecipe('appShell')).toBeUndefined();
    expect(started.getRecipe('statusBadge')).toBeUndefined();
    addSignedInRecipes(started);
    addSignedInRecipes(started);
    expect(recipeKeys(started)).toEqual(recipeKeys(system));
    // Chakra looks the recipe up when a component first draws: the added one is the one it compiles.
    expect(started.getSlotRecipe('table')).toEqual(system.getSlotRecipe('table'));
    expect(started.getSlotRecipeFn('table').slotNames).toEqual(system.getSlotRecipeFn('table').slotNames);
  });
});
