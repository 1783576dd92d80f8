import type { DentistSchema } from '@odonto/contract';
import type { Page } from '@playwright/test';
import { expect, signedInTest as test } from './fixtures.ts';

// Issue 15's acceptance, against the real server and its rules: the picker predicts the glosas before
// 'Adicionar' and the server refuses the same; a panoramic radiograph needs no tooth.

async function choose(page: Page, code: string, option: string) {
  const procedure = page.getByRole('combobox', { name: /Procedimento/ });
  await expect(procedure).toBeEnabled();
  await procedure.click();
  await procedure.fill(code);
  await page.getByRole('option', { name: option }).click();
}

/**
 * A new plan for Maria da Silva with a 2-face resin on tooth 16 (M, O); before the plan exists, a third face
 * is predicted as 3056 (the validation asks with her card). Leaves the page on the plan.
 */
async function newPlanForMaria(page: Page) {
  await page.goto('/plano-tratamento/novo');
  const search = page.getByRole('region', { name: 'Beneficiário' });
  await search.getByRole('textbox', { name: 'Número da Carteira ou CPF' }).fill('529.982.247-25');
  await search.getByRole('button', { name: 'Buscar' }).click();
  await expect(
    page.getByRole('region', { name: 'Dados do Beneficiário' }).getByText('Maria da Silva'),
  ).toBeVisible();
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

test('85100200 with three faces is predicted and refused as 3056; endodontics for one root on 16 is 3027; a panoramic radiograph needs no tooth', async ({
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
  const refused = page.waitForResponse(
    (response) =>
      response.url().endsWith('/v2/planoTratamentoItens') && response.request().method() === 'POST',
  );
  await add.click();
  const answer = await refused;
  expect(answer.status()).toBe(422);
  expect(((await answer.json()) as DentistSchema<'ItemRecusadoEnvelope'>).errors.join(' ')).toContain('3056');
  await expect(picker.getByText('O item não foi adicionado: receberia glosa')).toBeVisible();
  await expect(picker.getByText(/^Glosa 3056: /)).toBeVisible();

  await choose(page, '85200166', '85200166 - Tratamento endodôntico unirradicular');
  await picker.getByRole('button', { name: /^Dente 16(,|$)/ }).click();
  await expect(picker.getByText(/^Glosa 3027: /)).toBeVisible();

  await choose(page, '81000405', '81000405 - Radiografia panorâmica de mandíbula/maxila (ortopantomografia)');
  await expect(picker.getByText('Este procedimento não pede dente nem região.')).toBeVisible();
  await add.click();
  await expect(page.getByText('Procedimento adicionado com sucesso!')).toBeVisible();
  const table = page.getByRole('table', { name: 'Procedimentos do plano' });
  await expect(table.getByRole('row').filter({ hasText: '81000405' })).toContainText(
    'Arcadas Superiores e inferiores',
  );
});
