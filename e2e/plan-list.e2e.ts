import type { PlanoTratamentoResumo } from '@odonto/api';
import type { Page } from '@playwright/test';
import { accessTokenIn, DEMO_DENTIST, expect, signedInTest as test } from './fixtures.ts';

const STATUS_LABELS = [
  'Rascunho',
  'Pendente',
  'Autorizado',
  'Concluído',
  'Cancelado',
  'Autorizado parcialmente',
  'Negado',
];

const planCode = (id: number) => `PTO-${String(id).padStart(4, '0')}`;

/** The body rows of the plan table. */
const tableRows = (page: Page) =>
  page.getByRole('table', { name: 'Planos de tratamento' }).locator('tbody').getByRole('row');

test.describe('plan list', () => {
  test("should show the dentist's plans with their real statuses and filter them by status", async ({
    page,
    request,
  }) => {
    await page.goto('/dashboard');
    const token = await accessTokenIn(page);
    const listFromApi = async (query: string): Promise<PlanoTratamentoResumo[]> => {
      const answer = await request.get(`/api/v2/planoTratamento/dentista/${DEMO_DENTIST.cro}${query}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(answer.ok()).toBe(true);
      return (await answer.json()).data;
    };

    // The menu opens the list.
    await page.getByRole('link', { name: 'Plano de Tratamento', exact: true }).click();
    await expect(page).toHaveURL(/\/plano-tratamento$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Planos de tratamento' })).toBeVisible();
    const firstPage = await listFromApi('?pagina=1&tamanhoPagina=20');
    // The demo dentist has plans in every status (docs/product-rules.md#d7: shown as they are, not as drafts).
    const allPlans = await listFromApi('');
    expect(new Set(allPlans.map((plan) => plan.status))).toEqual(new Set([0, 1, 2, 3, 4, 5, 6]));
    await expect(tableRows(page)).toHaveCount(firstPage.length);
    for (const [index, plan] of firstPage.entries()) {
      const cells = tableRows(page).nth(index).getByRole('cell');
      await expect(cells.nth(0)).toHaveText(planCode(plan.idPlanoTratamento));
      await expect(cells.nth(3)).toContainText(plan.nome);
      // The status and, but for a draft, its TISS code.
      await expect(cells.nth(4)).toContainText(STATUS_LABELS[plan.status] ?? '');
      if (plan.statusTiss) await expect(cells.nth(4)).toContainText(`TISS ${plan.statusTiss.codigo}`);
    }

    // Filter by 'Pendente': only pending plans, as many as the server has.
    const pending = await listFromApi('?status=1');
    expect(pending.length).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Filtros' }).click();
    await page.getByLabel('Status').selectOption({ label: 'Pendente' });
    await page.getByRole('button', { name: 'Aplicar filtros' }).click();
    await expect(page).toHaveURL(/\/plano-tratamento\?status=1$/);
    await expect(tableRows(page)).toHaveCount(pending.length);
    for (const index of pending.keys()) {
      await expect(tableRows(page).nth(index).getByRole('cell').nth(4)).toContainText('Pendente');
    }

    // The filter lives in the address: a reload keeps it, back removes it.
    await page.reload();
    await expect(tableRows(page)).toHaveCount(pending.length);
    await expect(page.getByLabel('Status')).toHaveValue('1');
    await page.goBack();
    await expect(page).toHaveURL(/\/plano-tratamento$/);
    await expect(tableRows(page)).toHaveCount(firstPage.length);

    // 'Ver' opens the plan's address.
    const [newest] = firstPage;
    if (!newest) throw new Error('the demo dentist has no plans');
    await tableRows(page)
      .first()
      .getByRole('link', { name: `Ver ${planCode(newest.idPlanoTratamento)}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/plano-tratamento/${newest.idPlanoTratamento}$`));
  });
});
