import { PROTECTED_ROUTES_MODULE } from './portal-build/protected-page.ts';

/** One chunk of Vite's build manifest (`build.manifest: true`), keyed by its source path. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** A route of the portal and the lazily loaded modules (routes.tsx) its first paint needs. */
export interface RouteScreens {
  path: string;
  /** Source paths relative to apps/portal, e.g. 'src/pages/login/LoginPage.tsx'. */
  screens: string[];
  /** Gzipped bytes the first load may transfer (HTML and JavaScript): the goals of issues 12 and 34. */
  budget: number;
  /**
   * While a route is still above its budget: the most it may reach (its size when the check came, plus a
   * little), so that it cannot grow further while the work that brings it down is pending.
   */
  ceiling?: number;
}

export interface FirstLoad {
  js: string[];
  css: string[];
}

const KB = 1000;
/**
 * What a public screen (/login and the access screens) and a signed-in screen may transfer, gzipped, before
 * their first paint: issue 12 set 150 KB and 260 KB, issue #34 brought the public screens to 120 KB (they
 * paint without Chakra's runtime: @odonto/ui's theme/firstPaint). The console's screens have the same budgets.
 */
export const PUBLIC_BUDGET = 120 * KB;
export const PROTECTED_BUDGET = 260 * KB;

/**
 * Routes above their budget, each with a ceiling a little above its size, so that it cannot grow while
 * the work that brings it down is pending. It was empty once the public screens came within budget
 * (2026-11-23: 163.5 KB -> 149 KB: one file for the entry's static imports, the sign-in form without
 * Ark's field machinery, the protected route table loaded on the first protected address, and react-router's
 * and Chakra's unused components dropped by the build). Add a line only with the figures that justify it.
 * 2026-11-28 (issues #33 and #34): the session moved out of storage (the access token in memory, the refresh
 * token in an HttpOnly cookie, restored by a refresh on a page load), the sign-in forms ask the CRO's UF when
 * the server needs it, and every signed-in screen gained the warning before the session ends, the toasts of
 * live decisions and the legible bell (the user's menu, ~9 KB, and the drafts load after the first paint):
 * the public screens went from 149.4 KB to 151.1 KB, the signed-in ones from about 256 KB to 259-263 KB and
 * the new plan to 266.5 KB. #34's 'Faster first loads' then drew the public screens without Chakra's runtime
 * (151.1 KB -> 107.5 KB, within the new 120 KB); the signed-in screens load that runtime with the protected
 * layout instead of the entry, which left them where they were (258-266 KB), until the chart (@odonto/odontogram,
 * ~13 KB gzipped) left the file every signed-in screen shares for one of its own, loaded by the plan's parts
 * drawn after their first paint: 252-257 KB, and no ceiling left. The console's plan draws its chart and its
 * decision panel after its first paint as well (274 KB -> within 260 KB).
 */
const CEILINGS: Record<string, number> = {};

/** The limit the check enforces today: the ceiling of a route still above its budget, else the budget. */
export const enforcedLimit = (route: RouteScreens): number => route.ceiling ?? route.budget;

const PUBLIC_SCREENS = [
  ['/login', 'src/pages/login/LoginPage.tsx'],
  ['/first-access', 'src/pages/access/FirstAccessPage.tsx'],
  ['/forgot-password', 'src/pages/access/ForgotPasswordPage.tsx'],
  ['/register-from-email', 'src/pages/access/RegisterFromEmailPage.tsx'],
  ['/reset-password', 'src/pages/access/ResetPasswordPage.tsx'],
] as const;

/** The protected part of the route table joins it on the first protected address (app/routes.tsx). */
const PROTECTED_ROUTES = PROTECTED_ROUTES_MODULE;
const PROTECTED_LAYOUT = 'src/layout/ProtectedLayout.tsx';
const PROTECTED_SCREENS = [
  ['/dashboard', 'src/pages/dashboard/DashboardPage.tsx'],
  ['/plano-tratamento', 'src/pages/plan-list/PlanListPage.tsx'],
  ['/plano-tratamento/novo', 'src/pages/plan/new/NewPlanPage.tsx'],
  ['/plano-tratamento/:id', 'src/pages/plan/existing/ExistingPlanPage.tsx'],
  ['/glosas', 'src/pages/glosas/GlosasPage.tsx'],
  ['/financeiro', 'src/pages/financeiro/FinanceiroPage.tsx'],
  ['/faturamento', 'src/pages/faturamento/FaturamentoPage.tsx'],
  ['/faturamento/lotes/:id', 'src/pages/faturamento/LotePage.tsx'],
  ['/configuracoes', 'src/pages/settings/SettingsPage.tsx'],
  ['/ouvidoria', 'src/pages/ouvidoria/OuvidoriaPage.tsx'],
  ['/glossario', 'src/pages/glossario/GlossarioPage.tsx'],
  ['/*', 'src/pages/not-found/NotFoundPage.tsx'],
] as const;

/** Every route of docs/product-rules.md#route-table with the lazy modules of its first paint and its budget. */
export const ROUTES: RouteScreens[] = [
  ...PUBLIC_SCREENS.map(([path, screen]) => ({ path, screens: [screen], budget: PUBLIC_BUDGET })),
  ...PROTECTED_SCREENS.map(([path, screen]) => ({
    path,
    screens: [PROTECTED_ROUTES, PROTECTED_LAYOUT, screen],
    budget: PROTECTED_BUDGET,
  })),
].map((route) => (CEILINGS[route.path] ? { ...route, ceiling: CEILINGS[route.path] } : route));

/** The console's routes (apps/auditoria/src/app/routes.tsx), as the browser asks for them under /auditoria. */
const CONSOLE_LAYOUT = 'src/layout/ConsoleLayout.tsx';
const CONSOLE_SIGNED_IN_SCREENS = [
  ['/auditoria', 'src/pages/fila/FilaPage.tsx'],
  ['/auditoria/planos/:id', 'src/pages/plano/PlanoPage.tsx'],
  ['/auditoria/contas', 'src/pages/contas/ContasPage.tsx'],
  ['/auditoria/contas/:id', 'src/pages/contas/ContaPage.tsx'],
  ['/auditoria/recursos', 'src/pages/recursos/RecursosPage.tsx'],
  ['/auditoria/recursos/:id', 'src/pages/recursos/RecursoPage.tsx'],
  ['/auditoria/operacoes', 'src/pages/operacoes/OperacoesPage.tsx'],
  ['/auditoria/glossario', 'src/pages/glossario/GlossarioPage.tsx'],
  ['/auditoria/*', 'src/pages/NotFoundPage.tsx'],
] as const;

/** The console's screens (issue #34): the same budgets as the portal's, public and signed-in. */
export const CONSOLE_ROUTES: RouteScreens[] = [
  { path: '/auditoria/login', screens: ['src/pages/login/LoginPage.tsx'], budget: PUBLIC_BUDGET },
  ...CONSOLE_SIGNED_IN_SCREENS.map(([path, screen]) => ({
    path,
    screens: [CONSOLE_LAYOUT, screen],
    budget: PROTECTED_BUDGET,
  })),
];

/** The console's lazy parts loaded after a screen's first paint. */
export const CONSOLE_DEFERRED_PARTS: readonly string[] = [
  // The plan's chart (~13 KB gzipped) and decision panel (the reason picker's combobox): the plan's data and
  // items paint first; their code starts with the screen's (app/screens.ts).
  'src/pages/plano/PlanoChart.tsx',
  'src/pages/plano/DecisionPanel.tsx',
];

function entryKey(manifest: Manifest): string {
  const keys = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  if (keys.length !== 1) throw new Error(`o manifesto deveria ter uma entrada, tem ${keys.length}`);
  return keys[0] as string;
}

/**
 * What the browser requests before a route's first paint: the entry chunk and its static imports (the
 * modulepreload links of index.html), then each lazy screen's chunk and its static imports. A screen may
 * be bundled into the entry (not lazy), which counts it already.
 */
export function firstLoad(manifest: Manifest, screens: string[]): FirstLoad {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} não está no manifesto do build`);
    if (js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entryKey(manifest));
  for (const screen of screens) {
    if (manifest[screen]) visit(screen);
  }
  return { js: [...js], css: [...css] };
}

/**
 * Lazy modules inside a screen that its first paint does not need (lazyPart of @odonto/web-shell): each
 * downloads after the screen painted, so no route's first load counts it. The existing plan's view loads
 * alongside the plan's data; the procedure picker when it opens (existing plan) or while the dentist
 * chooses a beneficiary (new plan). The error screen (with Chakra's runtime) when a route fails or with the
 * signed-in layout.
 */
export const DEFERRED_PARTS = [
  // The new-password screens' strength meter, drawn with Chakra's runtime (pages/access/StrengthMeter.tsx).
  'src/pages/access/StrengthMeter.tsx',
  'src/pages/plan/existing/PlanContent.tsx',
  'src/pages/plan/procedure-picker/ProcedurePicker.tsx',
  'src/pages/glosas/GlosaDialogs.tsx',
  'src/app/RouteErrorScreen.tsx',
] as const;

/**
 * Lazy chunks the route table does not know: a new screen must join ROUTES to be measured, a part of a
 * screen loaded after its first paint DEFERRED_PARTS.
 */
export function unmeasuredScreens(
  manifest: Manifest,
  routes: RouteScreens[] = ROUTES,
  deferred: readonly string[] = DEFERRED_PARTS,
): string[] {
  const known = new Set([...routes.flatMap((route) => route.screens), ...deferred]);
  return Object.keys(manifest)
    .filter((key) => manifest[key]?.isDynamicEntry && /^src\/(pages|layout)\//.test(key) && !known.has(key))
    .sort();
}
