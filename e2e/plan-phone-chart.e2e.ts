import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, signedInTest as test } from './fixtures.ts';

// Issue 34's acceptance: the chart on a 390 × 844 phone, by touch.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const PROCEDURE = '85100200 - Restauração em resina fotopolimerizável 2 faces';
/** WCAG 2.2 AA, with the levels below it (axe tags). */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Nothing on the page scrolls sideways: the whole width of the page is in view. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

test('on a phone, a two-face restoration by tapping teeth of both arches, with nothing to scroll sideways', async ({
  page,
}) => {
  await page.goto('/plano-tratamento/novo');
  const search = page.getByRole('region', { name: 'Beneficiário' });
  await search.getByRole('textbox', { name: 'Número da Carteira ou CPF' }).fill('529.982.247-25');
  await search.getByRole('button', { name: 'Buscar' }).tap();
  await expect(
    page.getByRole('region', { name: 'Dados do Beneficiário' }).getByText('Maria da Silva'),
  ).toBeVisible();

  const procedure = page.getByRole('combobox', { name: /Procedimento/ });
  await expect(procedure).toBeEnabled();
  await procedure.tap();
  await procedure.fill('85100200');
  await page.getByRole('option', { name: PROCEDURE }).tap();
  // The field is one line; the whole name ('… 2 faces') is written under it.
  await expect(page.locator('[data-chosen-procedure]')).toContainText(PROCEDURE);

  // Both arches in view at once: the compact chart, quadrants stacked.
  const chart = page.locator('[data-layout="compact"]');
  await expect(chart).toBeVisible();
  await expectNoSidewaysScroll(page);

  // A tooth of the lower arch, then one of the upper: the selection moves to it.
  const tooth = (number: number) => chart.getByRole('button', { name: `Dente ${number}`, exact: true });
  await tooth(36).tap();
  await expect(tooth(36)).toHaveAttribute('aria-pressed', 'true');
  await tooth(16).tap();
  await expect(tooth(16)).toHaveAttribute('aria-pressed', 'true');
  const faces = chart.getByRole('group', { name: 'Faces e raiz do dente 16' });
  await faces.getByRole('button', { name: 'Dente 16, face mesial' }).tap();
  await faces.getByRole('button', { name: 'Dente 16, face oclusal' }).tap();
  await expect(chart.getByRole('status')).toHaveText('Dente 16 — Mesial, Oclusal');
  await expectNoSidewaysScroll(page);

  // axe on the chart, tooth enlarged and all: WCAG 2.2 AA, and target size (2.5.8) run on its own as well,
  // since axe leaves that rule off unless asked for.
  const wcag = await new AxeBuilder({ page })
    .include('[data-layout="compact"]')
    .withTags(WCAG_22_AA)
    .analyze();
  expect(wcag.violations).toEqual([]);
  const targets = await new AxeBuilder({ page })
    .include('[data-layout="compact"]')
    .withRules(['target-size'])
    .analyze();
  expect(targets.violations).toEqual([]);
  // axe checks the HTML targets (tabs, region buttons) but passes over SVG elements: the teeth and the enlarged
  // tooth's faces are measured here.
  expect(targets.passes.flatMap((rule) => rule.nodes).length).toBeGreaterThanOrEqual(14);
  const sizes = await chart.locator('[role="button"], button').evaluateAll((elements) =>
    elements.map((element) => {
      const { width, height } = element.getBoundingClientRect();
      return { name: element.getAttribute('aria-label') ?? element.textContent, width, height };
    }),
  );
  expect(sizes.length).toBeGreaterThanOrEqual(32 + 6 + 12);
  expect(sizes.filter(({ width, height }) => width < 24 || height < 24)).toEqual([]);

  await page.getByRole('button', { name: 'Adicionar' }).tap();
  await expect(page).toHaveURL(/\/plano-tratamento\/\d+$/);
  await expect(page.getByText(PROCEDURE).first()).toBeVisible();
  await expect(page.getByText('M, O', { exact: true }).first()).toBeVisible();
  await expectNoSidewaysScroll(page);
});
