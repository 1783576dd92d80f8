import type { Page } from '@playwright/test';
import { expect, MARIA_CARTEIRA, signInToConsole, signedInTest as test } from './fixtures.ts';

// Issue 15's acceptance, against the real server and its rules: the picker predicts the glosas before
// 'Adicionar'; a panoramic radiograph needs no tooth. Issue 29's: a predicted glosa is advice, and an item
// sent with a technical justification reaches the auditor's queue with its prediction and justification.

async function choose(page: Page, code: string, option: string) {
  const procedure = page.getByRole('combobox', { name: /Procedimento/ });
  await expect(procedure).toBeEnabled();
  await procedure.click();
  await procedure.fill(code);
  await page.getByRole('option', { name: option }).click();
}

/** The new-plan screen with Maria da Silva found by her CPF. */
async function startPlanForMaria(page: Page) {
  await page.goto('/plano-tratamento/novo');
  const search = page.getByRole('region', { name: 'Beneficiário' });
  await search.getByRole('textbox', { name: 'Número da Carteira ou CPF' }).fill('529.982.247-25');
  await search.getByRole('button', { name: 'Buscar' }).click();
  await expect(
    page.getByRole('region', { name: 'Dados do Beneficiário' }).getByText('Maria da Silva'),
  ).toBeVisible();
}

/**
 * A new plan for Maria da Silva with a 2-face resin on tooth 16 (M, O); before the plan exists, a third face
 * is predicted as 3056 (the validation asks with her card). Leaves the page on the plan.
 */
async function newPlanForMaria(page: Page) {
  await startPlanForMaria(page);
  await choose(page, '85100200', '85100200 - Restauração em resina fotopolimerizável 2 faces');
  await page.getByRole('button', { name: 'Dente 16, face mesial' }).click();
  await page.getByRole('button', { name: 'Dente 16, face oclusal' }).click();
  await page.getByRole('button', { name: 'Dente 16, face distal' }).click();
  await expect(page.getByText(/^Glosa 3056: /)).toBeVisible();
  await page.getByRole('button', { name: /^Dente 16, face distal, selecionada/ }).click();
  await expect(page.getByText('Nenhuma glosa prevista para este item.')).toBeVisible();
  await page.getByRole('button', { name: 'Adicionar' }).click();
  await expect(page).toHaveURL(/\/plano-tratamento\/\d+$/);
}

test.setTimeout(180_000);

test('85100200 with three faces is predicted as 3056 and asks for a justification; endodontics for one root on 16 is 3027; a panoramic radiograph needs no tooth', async ({
  page,
}) => {
  await newPlanForMaria(page);
  await page.getByRole('button', { name: 'Adicionar Procedimento' }).click();
  const picker = page.getByRole('region', { name: 'Adicionar Procedimento' });

  await choose(page, '85100200', '85100200 - Restauração em resina fotopolimerizável 2 faces');
  for (const face of ['mesial', 'oclusal', 'distal']) {
    await picker.getByRole('button', { name: new RegExp(`^Dente 26, face ${face}`) }).click();
  }
  await expect(picker.getByText('Glosas previstas para este item')).toBeVisible();
  await expect(picker.getByText(/^Glosa 3056: /)).toBeVisible();
  const add = picker.getByRole('button', { name: 'Adicionar' });
  await expect(add).toBeEnabled();
  // A prediction is advice: 'Adicionar' asks for the technical justification and sends nothing without it.
  let sent = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/v2/planoTratamentoItens') && request.method() === 'POST') sent += 1;
  });
  await add.click();
  await expect(picker.getByText('Escreva a justificativa técnica com ao menos 20 caracteres.')).toBeVisible();
  await expect(picker.getByRole('textbox', { name: 'Justificativa técnica' })).toBeFocused();
  expect(sent).toBe(0);

  await choose(page, '85200166', '85200166 - Tratamento endodôntico unirradicular');
  await picker.getByRole('button', { name: /^Dente 16(,|$)/ }).click();
  await expect(picker.getByText(/^Glosa 3027: /)).toBeVisible();

  await choose(page, '81000405', '81000405 - Radiografia panorâmica de mandíbula/maxila (ortopantomografia)');
  await expect(picker.getByText('Este procedimento não pede dente nem região.')).toBeVisible();
  await add.click();
  await expect(page.getByText('Procedimento adicionado com sucesso!').first()).toBeVisible();
  const table = page.getByRole('table', { name: 'Procedimentos do plano' });
  await expect(table.getByRole('row').filter({ hasText: '81000405' })).toContainText(
    'Arcadas Superiores e inferiores',
  );
});

test("an adult's retained deciduous 75 gets 83000089 with the 3003 warning, is sent with a justification and reaches the console's queue with both", async ({
  page,
  browser,
  baseURL,
}) => {
  await startPlanForMaria(page);
  await choose(page, '83000089', '83000089 - Exodontia simples de decíduo');
  await page.getByRole('tab', { name: 'Decíduos' }).click();
  await page.getByRole('button', { name: /^Dente 75(,|$)/ }).click();
  await expect(page.getByText(/^Glosa 3003: IDADE DO BENEFICIÁRIO INCOMPATÍVEL/)).toBeVisible();
  const justificativa =
    'Decíduo 75 retido em adulta por agenesia do 35 (panorâmica anexa); reabsorção radicular e mobilidade grau II.';
  await page.getByRole('textbox', { name: 'Justificativa técnica' }).fill(justificativa);
  await page.getByRole('button', { name: 'Adicionar' }).click();
  await expect(page).toHaveURL(/\/plano-tratamento\/\d+$/);
  const planoId = Number(new URL(page.url()).pathname.split('/').at(-1));
  const table = page.getByRole('table', { name: 'Procedimentos do plano' });
  await expect(table.getByRole('row').filter({ hasText: '83000089' })).toContainText(
    'Glosa prevista 3003 · enviado com justificativa',
  );

  const context = await browser.newContext({ baseURL: baseURL ?? '' });
  const console = await context.newPage();
  await signInToConsole(console);
  await console.goto(`/auditoria?beneficiario=${MARIA_CARTEIRA}&procedimento=83000089`);
  const row = console
    .getByRole('table', { name: 'Itens aguardando decisão' })
    .getByRole('row')
    .filter({ has: console.locator(`a[href*="/planos/${planoId}?"]`) });
  await expect(row).toContainText('3003');
  await expect(row).toContainText('Com justificativa');
  await row.getByRole('link', { name: /^Analisar 83000089/ }).click();
  const decision = console.getByRole('region', { name: 'Decisão sobre o item' });
  await expect(decision.getByText('Glosas previstas pelas regras na solicitação')).toBeVisible();
  await expect(decision.getByText(/^Glosa 3003: /)).toBeVisible();
  await expect(decision.getByText(justificativa)).toBeVisible();
  await context.close();
});
