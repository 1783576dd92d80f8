import AxeBuilder from '@axe-core/playwright';
import type { LoteResumo, PlanoTratamentoResumo } from '@odonto/contract';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  accessTokenIn,
  accessTokenOf,
  DEMO_DENTIST,
  expect,
  signedInTest,
  signInToConsole,
  test,
} from './fixtures.ts';

/** WCAG 2.2 AA, with the levels below it (axe tags). */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const VIEWPORTS = [
  { name: 'desktop 1440×900', use: { viewport: { width: 1440, height: 900 } } },
  {
    name: 'phone 390×844 with touch',
    use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  },
];

/** A screen to check: where it is and what shows that its real content has arrived. */
interface Screen {
  name: string;
  path: string | ((plans: DemoPlans) => string);
  ready: (page: Page) => Promise<void>;
}

interface DemoPlans {
  /** One of the demo dentist's plans, read from the API. */
  id: number;
  /** The demo dentist's sent billing batch (the seed sends one); the console's screens have none. */
  lote?: number;
  /** An appeal waiting for the operator's answer (the seed's), for the console's appeal screen. */
  recurso?: number;
}

const PROCEDURE = '85100200 - Restauração em resina fotopolimerizável 2 faces';
const LINK_EXPIRED = 'Link inválido ou expirado. Solicite um novo e-mail.';
// Any token: the screens check it only when the form is sent.
const SOME_TOKEN = 'dG9rZW4tZGUtZXhlbXBsbw';

const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name, ...(typeof name === 'string' ? { exact: true } : {}) });

/** The screen's title and its enabled submit button. */
async function formReady(page: Page, title: string, button: string) {
  await expect(heading(page, title)).toBeVisible();
  await expect(page.getByRole('button', { name: button })).toBeEnabled();
}

/** The screen shows its form, and no 'link expired' notice. */
async function passwordFormReady(page: Page, title: string, button: string) {
  await formReady(page, title, button);
  await expect(page.getByText(LINK_EXPIRED)).toHaveCount(0);
}

/** Without a token: the yellow notice and a disabled button (docs/product-rules.md#set-password-from-e-mailed-link). */
async function expiredLinkReady(page: Page, title: string, button: string) {
  await expect(heading(page, title)).toBeVisible();
  await expect(page.getByText(LINK_EXPIRED)).toBeVisible();
  await expect(page.getByRole('button', { name: button })).toBeDisabled();
}

const PUBLIC_SCREENS: Screen[] = [
  {
    name: 'sign-in',
    path: '/login',
    ready: (page) => formReady(page, 'Portal do Dentista', 'Acessar'),
  },
  {
    name: 'first access',
    path: '/first-access',
    ready: (page) => formReady(page, 'Primeiro Acesso', 'Solicitar Cadastro'),
  },
  {
    name: 'forgot password',
    path: '/forgot-password',
    ready: (page) => formReady(page, 'Esqueci minha Senha', 'Recuperar senha'),
  },
  {
    name: 'set password with a token',
    path: `/register-from-email?token=${SOME_TOKEN}`,
    ready: (page) => passwordFormReady(page, 'Definir Nova Senha', 'Definir Senha'),
  },
  {
    name: 'set password without a token',
    path: '/register-from-email',
    ready: (page) => expiredLinkReady(page, 'Definir Nova Senha', 'Definir Senha'),
  },
  {
    name: 'reset password with a token',
    path: `/reset-password?token=${SOME_TOKEN}`,
    ready: async (page) => {
      await expect(page.getByRole('button', { name: 'Redefinir senha' })).toBeEnabled();
      await expect(page.getByText(LINK_EXPIRED)).toHaveCount(0);
    },
  },
  {
    name: 'reset password without a token',
    path: '/reset-password',
    ready: async (page) => {
      await expect(page.getByText(LINK_EXPIRED)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Redefinir senha' })).toBeDisabled();
    },
  },
];

/**
 * A signed-in screen is ready when its title and the given parts of its real content show and no
 * loading text ('Carregando ...') is left.
 */
const screenReady =
  (title: string | RegExp, ...content: ((page: Page) => Locator)[]) =>
  async (page: Page) => {
    await expect(heading(page, title)).toBeVisible();
    for (const part of content) await expect(part(page)).toBeVisible();
    await expect(page.getByText(/^Carregando/)).toHaveCount(0);
  };

// A table on a desktop, a list of cards on a phone.
const PLAN_ITEMS = { name: 'Procedimentos do plano' };

const SIGNED_IN_SCREENS: Screen[] = [
  {
    name: 'dashboard',
    path: '/dashboard',
    ready: screenReady('Dashboard', (page) => page.getByRole('heading', { name: 'Pacientes recentes' })),
  },
  {
    name: 'plan list',
    path: '/plano-tratamento',
    ready: screenReady('Planos de tratamento', (page) =>
      page.getByRole('link', { name: /^Ver PTO-/ }).first(),
    ),
  },
  {
    name: 'new plan',
    path: '/plano-tratamento/novo',
    ready: screenReady('Novo Plano de Tratamento', (page) =>
      page.getByRole('region', { name: 'Dentista Executante' }).getByText('Dra. Ana Souza'),
    ),
  },
  {
    name: 'existing plan',
    path: (plans) => `/plano-tratamento/${plans.id}`,
    ready: screenReady(
      'Plano de Tratamento',
      (page) => page.getByRole('table', PLAN_ITEMS).or(page.getByRole('list', PLAN_ITEMS)),
      (page) => page.getByRole('region', { name: 'Arquivos do Plano de Tratamento' }),
    ),
  },
  {
    name: 'glosas',
    path: '/glosas',
    // The demo month has a few glosas (one page, no pagination): a row with its batch's link.
    ready: screenReady('Glosas', (page) =>
      page
        .getByRole('main')
        .getByRole('link', { name: /^Lote \d{6}$/ })
        .first(),
    ),
  },
  {
    name: 'financeiro',
    path: '/financeiro',
    ready: screenReady('Financeiro', (page) =>
      page
        .getByRole('main')
        .getByRole('link', { name: /^Lote \d{6}$/ })
        .first(),
    ),
  },
  {
    name: 'billing',
    path: '/faturamento',
    ready: screenReady('Faturamento', (page) => page.getByRole('link', { name: /^Lote \d{6}$/ }).first()),
  },
  {
    name: 'billing batch',
    path: (plans) => {
      if (plans.lote === undefined) throw new Error('Sem lote da dentista de demonstração.');
      return `/faturamento/lotes/${plans.lote}`;
    },
    ready: screenReady(/^Lote \d{6}$/, (page) => page.getByRole('list', { name: 'Passos do lote' })),
  },
  {
    name: 'settings',
    path: '/configuracoes',
    ready: screenReady('Configurações', (page) => page.getByText('ana.souza@example.com')),
  },
  {
    name: 'ouvidoria',
    path: '/ouvidoria',
    ready: screenReady('Ouvidoria', (page) => page.getByRole('button', { name: 'Enviar mensagem' })),
  },
  {
    name: 'page not found',
    path: '/pagina/que/nao/existe',
    ready: screenReady('Página não encontrada', (page) =>
      page.getByRole('link', { name: 'Voltar para o Dashboard' }),
    ),
  },
];

/** The violations axe finds on the page as it stands, in a form that reads well in a failed assertion. */
async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    elements: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

/** A plan of the demo dentist that has items (the fullest screen), from the Dentist API. */
async function demoPlans(request: APIRequestContext, token: string): Promise<DemoPlans> {
  const headers = { authorization: `Bearer ${token}` };
  const list = await request.get(
    `/api/v2/planoTratamento/dentista/${DEMO_DENTIST.cro}?pagina=1&tamanhoPagina=20`,
    {
      headers,
    },
  );
  expect(list.ok()).toBe(true);
  for (const plan of (await list.json()).data as PlanoTratamentoResumo[]) {
    const items = await request.get(`/api/v2/planoTratamentoItens/plano/${plan.idPlanoTratamento}`, {
      headers,
    });
    if (((await items.json()).data as unknown[]).length > 0) {
      const lotes = await request.get('/api/v2/lotes', { headers });
      const enviado = ((await lotes.json()).data as LoteResumo[]).find((lote) => lote.status !== 'Aberto');
      if (!enviado) throw new Error('A dentista de demonstração não tem lote enviado.');
      return { id: plan.idPlanoTratamento, lote: enviado.idLote };
    }
  }
  throw new Error('A dentista de demonstração não tem plano com procedimentos.');
}

/** signedInTest with one of the demo dentist's plans, looked up once per worker. */
const withDemoPlans = signedInTest.extend<object, { plans: DemoPlans }>({
  plans: [
    async ({ playwright, dentistSession }, use) => {
      const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
      const plans = await demoPlans(request, accessTokenOf(dentistSession));
      await request.dispose();
      await use(plans);
    },
    { scope: 'worker' },
  ],
});

/**
 * Opens each screen in turn in the test's one page and checks it with axe, each a step of its own. One page
 * per viewport instead of one per screen: the portal's code is fetched and compiled once, not 16 times
 * (the suite's longest part). Every screen is checked even when one before it has violations (soft
 * assertions); a screen that never shows its content stops the walk there, naming it.
 */
async function checkScreens(page: Page, screens: Screen[], plans?: DemoPlans) {
  // What one test per screen had (the configured 30 s), for each screen of the walk.
  test.setTimeout(screens.length * 30_000);
  for (const screen of screens) {
    const path = typeof screen.path === 'string' ? screen.path : plans && screen.path(plans);
    if (!path) throw new Error(`${screen.name}: a tela precisa de um plano de demonstração`);
    await test.step(`${screen.name} (${path})`, async () => {
      await page.goto(path);
      await screen.ready(page);
      expect.soft(await violations(page), `violações de axe em ${screen.name}`).toEqual([]);
    });
  }
}

/** The audit console (/auditoria): its sign-in, then, signed in as the demo auditor, its queue and a plan. */
const CONSOLE_SCREENS: Screen[] = [
  {
    name: 'console sign-in',
    path: '/auditoria/login',
    ready: (page) => formReady(page, 'Auditoria odontológica', 'Acessar'),
  },
  {
    name: 'audit queue',
    path: '/auditoria',
    ready: screenReady('Fila de auditoria', (page) => page.getByRole('link', { name: /^Analisar / }).first()),
  },
  {
    name: 'plan in the console',
    // The queue's first item: an item waiting for a decision, so the decision form shows.
    path: (plans) => `/auditoria/planos/${plans.id}`,
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: /^Plano PTO-\d+$/ })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Histórico do item' })).toBeVisible();
      await expect(page.getByText(/^Carregando/)).toHaveCount(0);
    },
  },
  {
    name: 'accounts queue',
    path: '/auditoria/contas',
    ready: screenReady('Contas', (page) => page.getByRole('link', { name: /^Abrir conta do lote / }).first()),
  },
  {
    name: 'account in the console',
    // The queue's oldest account: a batch in analysis, with an item that waits, selected.
    path: (plans) => `/auditoria/contas/${plans.lote}`,
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: /^Lote \d{6}$/ })).toBeVisible();
      await page
        .getByRole('button', { name: /^Analisar \d{8}/ })
        .first()
        .click();
      await expect(page.getByRole('form', { name: 'Análise do item faturado' })).toBeVisible();
      await expect(page.getByText(/^Carregando/)).toHaveCount(0);
    },
  },
  {
    name: 'appeals queue',
    path: '/auditoria/recursos',
    ready: screenReady('Recursos de glosa', (page) =>
      page.getByRole('link', { name: /^Abrir recurso / }).first(),
    ),
  },
  {
    name: 'appeal in the console',
    // The seed's appeal waiting for its answer: a glosa kept once and appealed again, with its earlier round.
    path: (plans) => `/auditoria/recursos/${plans.recurso}`,
    ready: screenReady(/^Recurso RG\d{6}$/, (page) =>
      page.getByRole('form', { name: 'Resposta ao recurso' }),
    ),
  },
];

for (const viewport of VIEWPORTS) {
  test.describe(`axe, WCAG 2.2 AA, ${viewport.name}`, () => {
    test.use(viewport.use);
    test(`the ${PUBLIC_SCREENS.length} public screens should have no violations`, async ({ page }) => {
      await checkScreens(page, PUBLIC_SCREENS);
    });

    test(`the ${CONSOLE_SCREENS.length} screens of the audit console should have no violations`, async ({
      page,
    }) => {
      const [signIn, ...signedIn] = CONSOLE_SCREENS as [Screen, ...Screen[]];
      await checkScreens(page, [signIn]);
      await signInToConsole(page);
      const first = page.getByRole('link', { name: /^Analisar / }).first();
      const planId = Number((await first.getAttribute('href'))?.match(/planos\/(\d+)/)?.[1]);
      const contas = await page.request.get('/api/v2/auditoria/contas', {
        headers: {
          authorization: `Bearer ${await accessTokenIn(page, 'Auditor')}`,
        },
      });
      const conta = ((await contas.json()).data as { lote: LoteResumo }[]).find(
        (candidate) => candidate.lote.quantidadeAnalisados < candidate.lote.quantidadeItens,
      );
      const recursos = await page.request.get('/api/v2/auditoria/recursos', {
        headers: {
          authorization: `Bearer ${await accessTokenIn(page, 'Auditor')}`,
        },
      });
      const [recurso] = (await recursos.json()).data as { id: number }[];
      await checkScreens(page, signedIn, { id: planId, lote: conta?.lote.idLote, recurso: recurso?.id });
    });
  });

  withDemoPlans.describe(`axe, WCAG 2.2 AA, signed in, ${viewport.name}`, () => {
    withDemoPlans.use(viewport.use);
    withDemoPlans(
      `the ${SIGNED_IN_SCREENS.length} signed-in screens should have no violations`,
      async ({ page, plans }) => {
        await checkScreens(page, SIGNED_IN_SCREENS, plans);
      },
    );
  });
}

/**
 * What shows where the keyboard is: an outline or a box shadow on the focused element or, on the
 * odontogram (SVG has no outline), the ring it draws over the focused face. It counts when its colour
 * stands out from the background behind the element by 3:1 at least (WCAG 1.4.11, non-text contrast).
 */
async function focusIndicator(page: Page) {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return { element: 'body', indicator: 'none', visible: false };
    const rgba = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = (color: string) => {
      const [r = 0, g = 0, b = 0] = rgba(color).map((channel) => {
        const c = channel / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const opaque = (color: string) => color.startsWith('rgb(') || (rgba(color)[3] ?? 0) >= 0.99;
    let behind = 'rgb(255, 255, 255)';
    for (let node = focused.parentElement; node; node = node.parentElement) {
      const background = getComputedStyle(node).backgroundColor;
      if (opaque(background)) {
        behind = background;
        break;
      }
    }
    const standsOut = (color: string) => {
      if (!opaque(color)) return false;
      const [light, dark] = [luminance(color), luminance(behind)].sort((a, b) => b - a);
      return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05) >= 3;
    };
    const style = getComputedStyle(focused);
    const outline =
      style.outlineStyle !== 'none' &&
      Number.parseFloat(style.outlineWidth) > 0 &&
      standsOut(style.outlineColor);
    // Each shadow of the list that has some size and a colour that stands out.
    const shadows = style.boxShadow === 'none' ? [] : style.boxShadow.split(/,(?![^(]*\))/);
    const boxShadow = shadows.some((shadow) => {
      const color = shadow.match(/rgba?\([^)]*\)/)?.[0] ?? '';
      const sizes = shadow.replace(color, '').match(/-?[\d.]+px/g) ?? [];
      return standsOut(color) && sizes.some((size) => Number.parseFloat(size) !== 0);
    });
    const ring = focused.closest('svg')?.querySelector('[data-focus-ring]');
    const chartRing = ring ? standsOut(getComputedStyle(ring).stroke) : false;
    const name = focused.getAttribute('aria-label') ?? focused.textContent?.trim().slice(0, 40) ?? '';
    return {
      element: `${focused.tagName.toLowerCase()} "${name}"`,
      indicator: `outline ${style.outline}; box-shadow ${style.boxShadow}; behind ${behind}`,
      visible: outline || boxShadow || chartRing,
    };
  });
}

/** Presses `key` until `target` has the focus (a few dozen times at most), then checks that the focus shows. */
async function pressUntilFocused(page: Page, key: string, target: Locator) {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < 40; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
  const indicator = await focusIndicator(page);
  expect(indicator, `visible focus on ${indicator.element} (${indicator.indicator})`).toMatchObject({
    visible: true,
  });
}

signedInTest.describe('keyboard only', () => {
  signedInTest.use({ viewport: { width: 1440, height: 900 } });

  signedInTest(
    'should build a plan for Maria da Silva from the header search to Adicionar with the keyboard alone',
    async ({ page }) => {
      await page.goto('/dashboard');
      await expect(heading(page, 'Dashboard')).toBeVisible();

      // Header search: type the CPF and press Enter.
      await pressUntilFocused(
        page,
        'Tab',
        page.getByRole('searchbox', { name: 'Carteirinha ou CPF do beneficiário' }),
      );
      await page.keyboard.type('529.982.247-25');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/plano-tratamento\/novo\?search=529\.982\.247-25$/);
      await expect(page.getByRole('region', { name: 'Dados do Beneficiário' })).toContainText(
        'Maria da Silva',
      );

      // The only result is chosen already; choosing it again by keyboard keeps it.
      const choose = page.getByRole('button', { name: 'Selecionar Beneficiário' });
      await pressUntilFocused(page, 'Tab', choose);
      await page.keyboard.press('Space');
      await expect(choose).toHaveAttribute('aria-pressed', 'true');

      // Procedure: type to filter, arrow to the option, Enter to choose it.
      const procedure = page.getByRole('combobox', { name: /Procedimento/ });
      await expect(procedure).toBeEnabled();
      await pressUntilFocused(page, 'Tab', procedure);
      await page.keyboard.type('85100200');
      const option = page.getByRole('option', { name: PROCEDURE });
      // The list narrows once the typing is done; a person reads it before pressing the arrow.
      await expect(page.getByRole('option')).toHaveCount(1);
      await expect(option).toBeVisible();
      await page.keyboard.press('ArrowDown');
      await expect(option).toHaveAttribute('data-highlighted', '');
      await expect(procedure).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(procedure).toHaveValue(PROCEDURE);
      await expect(option).toBeHidden();

      // Odontogram: the dentition tabs, then the chart's one tab stop; arrows move, Space picks.
      await pressUntilFocused(page, 'Tab', page.getByRole('tab', { name: 'Permanentes' }));
      await page.keyboard.press('Tab');
      const chart = page.getByRole('group', { name: /^Odontograma/ });
      await expect(chart.locator(':focus')).toHaveCount(1);
      await pressUntilFocused(
        page,
        'ArrowRight',
        page.getByRole('button', { name: 'Dente 16, face oclusal' }),
      );
      await page.keyboard.press('Space');
      await pressUntilFocused(
        page,
        'ArrowRight',
        page.getByRole('button', { name: 'Dente 16, face mesial' }),
      );
      await page.keyboard.press('Space');
      await expect(page.getByText('Dente 16 — Mesial, Oclusal')).toBeVisible();

      // 'Adicionar' saves the plan and its item, then opens the plan.
      const add = page.getByRole('button', { name: 'Adicionar' });
      await expect(add).toBeEnabled();
      await pressUntilFocused(page, 'Tab', add);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/plano-tratamento\/\d+$/);
      const row = page
        .getByRole('table', { name: 'Procedimentos do plano' })
        .locator('tbody')
        .getByRole('row');
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(PROCEDURE);
      await expect(row.getByRole('cell', { name: 'M, O', exact: true })).toBeVisible();
    },
  );
});
