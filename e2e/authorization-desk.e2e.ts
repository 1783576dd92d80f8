import type { Browser, Page } from '@playwright/test';
import {
  accessTokenIn,
  expect,
  MARIA_CARTEIRA,
  planWith,
  signInToConsole,
  signedInTest as test,
} from './fixtures.ts';

// Issue #30's acceptance against the real server: an urgency consultation is authorized at once and never
// enters the queue; an elective item shows its deadline in both apps; an item past 7 business days is flagged.

async function auditorConsole(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInToConsole(page);
  return page;
}

test.setTimeout(180_000);

test('an urgency consultation added on the portal is authorized at once and never enters the queue', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto('/plano-tratamento/novo');
  const search = page.getByRole('region', { name: 'Beneficiário' });
  await search.getByRole('textbox', { name: 'Número da Carteira ou CPF' }).fill('529.982.247-25');
  await search.getByRole('button', { name: 'Buscar' }).click();
  await expect(
    page.getByRole('region', { name: 'Dados do Beneficiário' }).getByText('Maria da Silva'),
  ).toBeVisible();
  const procedure = page.getByRole('combobox', { name: /Procedimento/ });
  await expect(procedure).toBeEnabled();
  await procedure.click();
  await procedure.fill('81000049');
  await page.getByRole('option', { name: '81000049 - Consulta odontológica de Urgência' }).click();
  await page.getByRole('button', { name: 'Adicionar' }).click();
  await expect(page).toHaveURL(/\/plano-tratamento\/\d+$/);
  const planoId = Number(new URL(page.url()).pathname.split('/').at(-1));

  const row = page
    .getByRole('table', { name: 'Procedimentos do plano' })
    .getByRole('row')
    .filter({ hasText: '81000049' });
  await expect(row).toContainText('Autorizado');
  await expect(row).toContainText('Autorizado automaticamente (urgência)');

  const console = await auditorConsole(browser, baseURL ?? '');
  await console.goto(`/auditoria?beneficiario=${MARIA_CARTEIRA}&procedimento=81000049`);
  await expect(
    console.getByText('Nenhum item na fila com esses filtros. Mude ou limpe os filtros.'),
  ).toBeVisible();
  await expect(console.locator(`a[href*="/planos/${planoId}?"]`)).toHaveCount(0);
  // The auditor reads the automatic authorization in the plan's history, by the desk.
  await console.goto(`/auditoria/planos/${planoId}`);
  await expect(console.getByText('Autorização automática').first()).toBeVisible();
  await console.context().close();
});

test('an elective item shows its 7 business days in both apps, and an item past them is flagged', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  await page.goto('/dashboard');
  const token = await accessTokenIn(page);
  const { planoId, ids } = await planWith(request, token, [
    { tuss: '85100218', idDente: 26, faces: 'M,O,D' },
  ]);
  const [itemId] = ids as [number];

  await page.goto(`/plano-tratamento/${planoId}`);
  const row = page
    .getByRole('table', { name: 'Procedimentos do plano' })
    .getByRole('row', { name: /^Selecionar dente 26,/ });
  await expect(row).toContainText(/Resposta da operadora até \d{2}\/\d{2}\/\d{4} · 7 dias úteis/);

  const console = await auditorConsole(browser, baseURL ?? '');
  await console.goto(`/auditoria?beneficiario=${MARIA_CARTEIRA}&procedimento=85100218`);
  const queued = console.getByRole('row').filter({ has: console.locator(`a[href*="item=${itemId}"]`) });
  await expect(queued).toContainText('Faltam 7 dias úteis');

  // The demo's item answered fifty days ago is long past its deadline: first in the queue, flagged.
  await console.goto('/auditoria?faixaPrazo=atrasado&dentista=12345');
  const overdue = console.getByRole('row').filter({ hasText: 'Atrasado há' }).first();
  await expect(overdue).toBeVisible();
  const href = (await overdue.getByRole('link', { name: /^Analisar / }).getAttribute('href')) ?? '';
  const overduePlan = Number(/planos\/(\d+)/.exec(href)?.[1]);
  expect(overduePlan).toBeGreaterThan(0);
  await console.context().close();

  // Dra. Ana sees it flagged on her plan.
  await page.goto(`/plano-tratamento/${overduePlan}`);
  await expect(page.getByRole('table', { name: 'Procedimentos do plano' })).toContainText(
    /Prazo vencido há \d+ dias? úte(is|l)/,
  );
});
