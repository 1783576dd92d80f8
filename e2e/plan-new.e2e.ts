import { expect, signedInTest as test } from './fixtures.ts';

const PROCEDURE = '85100200 - Restauração em resina fotopolimerizável 2 faces';

test('a new plan for Maria da Silva, found by CPF, with tooth 16 faces M and O', async ({ page }) => {
  await page.goto('/dashboard');

  await page.goto('/plano-tratamento/novo');
  const search = page.getByRole('region', { name: 'Beneficiário' });
  await search.getByRole('textbox', { name: 'Número da Carteira ou CPF' }).fill('529.982.247-25');
  await search.getByRole('button', { name: 'Buscar' }).click();

  // One result: selected at once, with the operator read from the beneficiary.
  const data = page.getByRole('region', { name: 'Dados do Beneficiário' });
  await expect(data.getByText('Maria da Silva')).toBeVisible();
  await expect(data.getByText('0900.0001.000001-00.1')).toBeVisible();
  await expect(data.getByText(/^900 - /)).toBeVisible();
  const performer = page.getByRole('region', { name: 'Dentista Executante' });
  await expect(performer.getByText('Dra. Ana Souza')).toBeVisible();

  const procedure = page.getByRole('combobox', { name: /Procedimento/ });
  await expect(procedure).toBeEnabled();
  await procedure.click();
  await procedure.fill('85100200');
  await page.getByRole('option', { name: PROCEDURE }).click();
  await page.getByRole('button', { name: 'Dente 16, face mesial' }).click();
  await page.getByRole('button', { name: 'Dente 16, face oclusal' }).click();
  await expect(page.getByText('Dente 16 — Mesial, Oclusal')).toBeVisible();
  await page.getByRole('button', { name: 'Adicionar' }).click();

  await expect(page).toHaveURL(/\/plano-tratamento\/\d+$/);
  const table = page.getByRole('table', { name: 'Procedimentos do plano' });
  const row = table.locator('tbody').getByRole('row');
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell', { name: '16', exact: true })).toBeVisible();
  await expect(row).toContainText(PROCEDURE);
  await expect(row.getByRole('cell', { name: 'M, O', exact: true })).toBeVisible();
});
