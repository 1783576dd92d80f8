import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, signedInTest as test } from './fixtures.ts';

/** The value next to a read-only label (a description list: label, then value). */
const definition = (page: Page, label: string) =>
  page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

test.describe('settings and ouvidoria', () => {
  test('should show the dentist’s data, the server’s word on a wrong password and the export file', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    await page.goto('/configuracoes');
    await expect(page.getByRole('heading', { level: 1, name: 'Configurações' })).toBeVisible();
    await expect(definition(page, 'Nome')).toHaveText('Dra. Ana Souza');
    await expect(definition(page, 'E-mail')).toHaveText('ana.souza@example.com');

    await page.getByRole('tab', { name: 'Clínica' }).click();
    await expect(page).toHaveURL(/\/configuracoes\?aba=clinica$/);
    await expect(definition(page, 'CNPJ')).toHaveText(/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/);

    await page.getByRole('tab', { name: 'Senha' }).click();
    await page.getByLabel(/^Senha atual/).fill('SenhaErrada@1');
    await page.getByLabel(/^Nova senha/).fill('Jabuticaba@2027');
    await page.getByLabel(/^Confirmar nova senha/).fill('Jabuticaba@2027');
    await page.getByRole('button', { name: 'Alterar senha' }).click();
    await expect(page.getByRole('alert')).toHaveText('Senha atual incorreta.');

    await page.getByRole('tab', { name: 'Privacidade' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Baixar meus dados' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('meus-dados.json');
    const exported = JSON.parse(await readFile(await file.path(), 'utf8'));
    expect(exported.usuario.nome).toBe('Dra. Ana Souza');
  });

  test('should send an ouvidoria message and show its protocol number', async ({ page }) => {
    await page.goto('/dashboard');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Ouvidoria' }).click();
    await expect(page).toHaveURL(/\/ouvidoria$/);
    await page.getByLabel(/^Número da carteirinha/).fill('09000001000001001');
    await page.getByLabel(/^Nome/).fill('Dra. Ana Souza');
    await page.getByLabel(/^E-mail/).fill('ana.souza@example.com');
    await page.getByLabel(/^WhatsApp/).fill('(11) 98765-4321');
    await page.getByLabel(/^Cidade/).fill('São Paulo');
    await page.getByLabel(/^Mensagem/).fill('O atendimento de primeira instância não respondeu.');
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    const notice = page.getByRole('status').filter({ hasText: 'Mensagem enviada' });
    await expect(notice).toContainText(/Protocolo: \d{20}/);
    await expect(notice).toContainText(/Prazo de resposta: \d{2}\/\d{2}\/\d{4}/);
  });
});
