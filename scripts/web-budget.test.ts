import { describe, expect, it } from 'vitest';
import {
  CONSOLE_ROUTES,
  DEFERRED_PARTS,
  enforcedLimit,
  firstLoad,
  type Manifest,
  PROTECTED_BUDGET,
  PUBLIC_BUDGET,
  ROUTES,
  unmeasuredScreens,
} from './web-budget';

/** A manifest shaped as Vite writes it: the entry, shared chunks, lazy screens. */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-A.js',
    isEntry: true,
    imports: ['_react-B.js', '_chakra-C.js'],
    dynamicImports: ['src/layout/ProtectedLayout.tsx', 'src/pages/plan-list/PlanListPage.tsx'],
    css: ['assets/index-F.css'],
  },
  '_react-B.js': { file: 'assets/react-B.js' },
  '_chakra-C.js': { file: 'assets/chakra-C.js', imports: ['_react-B.js'] },
  '_table-D.js': { file: 'assets/table-D.js', imports: ['_chakra-C.js'] },
  '_odontogram-G.js': { file: 'assets/odontogram-G.js' },
  'src/layout/ProtectedLayout.tsx': {
    file: 'assets/ProtectedLayout-E.js',
    isDynamicEntry: true,
    imports: ['index.html', '_chakra-C.js'],
  },
  'src/pages/plan-list/PlanListPage.tsx': {
    file: 'assets/PlanListPage-H.js',
    isDynamicEntry: true,
    imports: ['index.html', '_table-D.js'],
    dynamicImports: ['_odontogram-G.js'],
  },
};

describe('first load of a route', () => {
  it('should be the entry and its static imports for a screen bundled with the entry', () => {
    expect(firstLoad(manifest, ['src/pages/login/LoginPage.tsx'])).toEqual({
      js: ['assets/index-A.js', 'assets/react-B.js', 'assets/chakra-C.js'],
      css: ['assets/index-F.css'],
    });
  });

  it('should add each lazy screen with its static imports, once, and none of its dynamic imports', () => {
    const load = firstLoad(manifest, [
      'src/layout/ProtectedLayout.tsx',
      'src/pages/plan-list/PlanListPage.tsx',
    ]);
    expect(load.js).toEqual([
      'assets/index-A.js',
      'assets/react-B.js',
      'assets/chakra-C.js',
      'assets/ProtectedLayout-E.js',
      'assets/PlanListPage-H.js',
      'assets/table-D.js',
    ]);
    expect(load.js).not.toContain('assets/odontogram-G.js');
  });

  it('should refuse a manifest without exactly one entry', () => {
    const { 'index.html': _entry, ...withoutEntry } = manifest;
    expect(() => firstLoad(withoutEntry, [])).toThrow(/uma entrada/);
  });
});

describe('route table of the budget', () => {
  it('should give /login and the access screens 120 KB and every protected route 260 KB', () => {
    expect(PUBLIC_BUDGET).toBe(120_000);
    expect(PROTECTED_BUDGET).toBe(260_000);
    const budgetOf = (path: string) => ROUTES.find((route) => route.path === path)?.budget;
    expect(budgetOf('/login')).toBe(PUBLIC_BUDGET);
    expect(budgetOf('/reset-password')).toBe(PUBLIC_BUDGET);
    expect(budgetOf('/plano-tratamento/:id')).toBe(PROTECTED_BUDGET);
    for (const route of ROUTES.filter((each) => each.budget === PROTECTED_BUDGET)) {
      // The protected route table joins on the first protected address, then the layout, then the screen.
      expect(route.screens.slice(0, 2)).toEqual([
        'src/app/protectedRoutes.tsx',
        'src/layout/ProtectedLayout.tsx',
      ]);
    }
  });

  it('should enforce the budget, or a ceiling above it only while a route is still above its budget', () => {
    expect(enforcedLimit({ path: '/x', screens: [], budget: PUBLIC_BUDGET })).toBe(PUBLIC_BUDGET);
    expect(enforcedLimit({ path: '/x', screens: [], budget: PUBLIC_BUDGET, ceiling: 190_000 })).toBe(190_000);
    for (const route of ROUTES) {
      if (route.ceiling !== undefined) expect(route.ceiling).toBeGreaterThan(route.budget);
    }
    // issue #34: every route, the console's too, came within its budget; none keeps a ceiling.
    for (const route of [...ROUTES, ...CONSOLE_ROUTES]) expect(route.ceiling, route.path).toBeUndefined();
  });

  it('should name the lazy screens the route table does not measure', () => {
    const withNewScreen: Manifest = {
      ...manifest,
      'src/pages/agenda/AgendaPage.tsx': { file: 'assets/AgendaPage-I.js', isDynamicEntry: true },
    };
    expect(unmeasuredScreens(manifest)).toEqual([]);
    expect(unmeasuredScreens(withNewScreen)).toEqual(['src/pages/agenda/AgendaPage.tsx']);
  });

  it('should not ask to measure a part of a screen loaded after its first paint, only a new screen', () => {
    const withPart: Manifest = {
      ...manifest,
      'src/pages/plan/existing/PlanContent.tsx': { file: 'assets/PlanContent-J.js', isDynamicEntry: true },
      'src/pages/agenda/AgendaPage.tsx': { file: 'assets/AgendaPage-I.js', isDynamicEntry: true },
    };
    expect(DEFERRED_PARTS).toContain('src/pages/plan/existing/PlanContent.tsx');
    expect(unmeasuredScreens(withPart)).toEqual(['src/pages/agenda/AgendaPage.tsx']);
    expect(unmeasuredScreens(withPart, ROUTES, [])).toEqual([
      'src/pages/agenda/AgendaPage.tsx',
      'src/pages/plan/existing/PlanContent.tsx',
    ]);
  });
});

describe('route table of the console (apps/auditoria)', () => {
  const budgetOf = (path: string) => CONSOLE_ROUTES.find((route) => route.path === path)?.budget;

  it('should budget its sign-in and its signed-in screens as the portal budgets its own', () => {
    expect(budgetOf('/auditoria/login')).toBe(PUBLIC_BUDGET);
    expect(budgetOf('/auditoria')).toBe(PROTECTED_BUDGET);
    expect(budgetOf('/auditoria/planos/:id')).toBe(PROTECTED_BUDGET);
  });

  it('should count the console layout before each signed-in screen', () => {
    for (const route of CONSOLE_ROUTES.filter((each) => each.budget === PROTECTED_BUDGET)) {
      expect(route.screens[0], route.path).toBe('src/layout/ConsoleLayout.tsx');
      expect(route.screens).toHaveLength(2);
    }
  });

  it('should measure every lazy screen of the console, so that a new one cannot go unbudgeted', () => {
    const consoleManifest: Manifest = {
      'index.html': { file: 'assets/index-A.js', isEntry: true },
      ...Object.fromEntries(
        CONSOLE_ROUTES.flatMap((route) => route.screens).map((screen) => [
          screen,
          { file: `assets/${screen}.js`, isDynamicEntry: true },
        ]),
      ),
      'src/pages/agenda/AgendaPage.tsx': { file: 'assets/AgendaPage-I.js', isDynamicEntry: true },
    };
    expect(unmeasuredScreens(consoleManifest, CONSOLE_ROUTES, [])).toEqual([
      'src/pages/agenda/AgendaPage.tsx',
    ]);
  });
});
