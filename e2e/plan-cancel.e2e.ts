import { accessTokenOf, expect, planWith, signedInTest as test } from './fixtures.ts';

const REASON = 'A beneficiária decidiu fazer o tratamento em outro momento.';

test.describe('cancelling a plan', () => {
  test('should cancel a plan with its reason: cancelled for good, TISS 6, nothing left to change', async ({
    page,
    request,
    dentistSession,
  }) => {
    // A fresh plan of Dra. Ana's with one restoration waiting for the audit.
    const { planoId } = await planWith(request, accessTokenOf(dentistSession), [
      { tuss: '85100196', idDente: 11, faces: 'V' },
    ]);
    await page.goto(`/plano-tratamento/${planoId}`);
    await page.getByRole('button', { name: 'Cancelar plano de tratamento' }).click();
    const form = page.getByRole('form', { name: 'Cancelamento do plano de tratamento' });
    await form.getByRole('button', { name: 'Confirmar cancelamento' }).click();
    await expect(form.getByText('Informe o motivo do cancelamento.')).toBeVisible();
    await form.getByRole('textbox', { name: /Motivo do cancelamento/ }).fill(REASON);
    await form.getByRole('button', { name: 'Confirmar cancelamento' }).click();

    await expect(page.getByText('Plano de tratamento cancelado.')).toBeVisible();
    await expect(page.getByText(/Este plano de tratamento foi cancelado/)).toContainText(`Motivo: ${REASON}`);
    await expect(page.getByLabel('Resumo do plano')).toContainText('TISS 6');
    const table = page.getByRole('table', { name: 'Procedimentos do plano' });
    await expect(table.getByRole('button', { name: /^Remover/ })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Adicionar Procedimento' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Cancelar plano de tratamento' })).toHaveCount(0);
    const files = page.getByRole('region', { name: 'Arquivos do Plano de Tratamento' });
    await expect(files.locator('input[type="file"]')).toHaveCount(0);

    // Read again from the server: the cancellation was stored.
    await page.reload();
    await expect(page.getByText(/Este plano de tratamento foi cancelado/)).toContainText(`Motivo: ${REASON}`);
  });
});
