import type { PlanoTratamentoItem, PlanoTratamentoResumo } from '@odonto/api';
import type { APIRequestContext } from '@playwright/test';
import { accessTokenIn, DEMO_DENTIST, expect, signedInTest as test } from './fixtures.ts';

const planCode = (id: number) => `PTO-${String(id).padStart(4, '0')}`;

// A 2×2 PNG, small enough for any limit, and whole: the server refuses a PNG whose chunks do not add up.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFElEQVR4nGP4z8DAAMIM/////w8AH+4F+7C4l8kAAAAASUVORK5CYII=',
  'base64',
);

/** A first-page plan of the dentist, not cancelled, with an item still 'Aguardando Aprovação', and that item. */
async function planWithPendingItem(request: APIRequestContext, token: string | null) {
  const headers = { authorization: `Bearer ${token}` };
  const list = await request.get(
    `/api/v2/planoTratamento/dentista/${DEMO_DENTIST.cro}?pagina=1&tamanhoPagina=20`,
    {
      headers,
    },
  );
  expect(list.ok()).toBe(true);
  for (const plan of (await list.json()).data as PlanoTratamentoResumo[]) {
    // A cancelled plan (status 4) keeps its items as they are: its 'Remover' is disabled.
    if (plan.status === 4) continue;
    const answer = await request.get(`/api/v2/planoTratamentoItens/plano/${plan.idPlanoTratamento}`, {
      headers,
    });
    const items = (await answer.json()).data as PlanoTratamentoItem[];
    const pending = items.find((item) => item.audiStatus === 'Aguardando Aprovação');
    if (pending) return { id: plan.idPlanoTratamento, items, pending };
  }
  throw new Error('Nenhum plano de demonstração com item aguardando aprovação.');
}

test.describe('existing plan', () => {
  test('should show a plan from the list, remove a pending item and upload a file to it', async ({
    page,
    request,
  }) => {
    await page.goto('/dashboard');
    const token = await accessTokenIn(page);
    const { id, items, pending } = await planWithPendingItem(request, token);

    // Opened from the list.
    await page.getByRole('link', { name: 'Plano de Tratamento', exact: true }).click();
    await page.getByRole('link', { name: `Ver ${planCode(id)}` }).click();
    await expect(page).toHaveURL(new RegExp(`/plano-tratamento/${id}$`));
    await expect(page.getByLabel('Resumo do plano')).toContainText(planCode(id));

    // Its items, as the server has them.
    const table = page.getByRole('table', { name: 'Procedimentos do plano' });
    await expect(table.locator('tbody').getByRole('row')).toHaveCount(items.length);

    // Remove the pending item after confirming.
    await table.getByRole('button', { name: `Remover dente ${pending.idDente}, ${pending.codTuss}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remover' }).click();
    await expect(page.getByText('Procedimento removido do plano de tratamento.').first()).toBeVisible();
    await expect(table.locator('tbody').getByRole('row')).toHaveCount(items.length - 1);

    // Upload a small PNG, typed, and see it in the gallery.
    const files = page.getByRole('region', { name: 'Arquivos do Plano de Tratamento' });
    await files.locator('input[type="file"]').setInputFiles({
      name: 'e2e-radiografia.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    const type = files.getByRole('combobox', { name: 'Tipo de arquivo e2e-radiografia.png' });
    await expect(type.locator('option')).not.toHaveCount(1);
    await type.selectOption({ index: 1 });
    await files.getByRole('button', { name: 'Enviar Arquivo(s)' }).click();
    await expect(page.getByText('Arquivo(s) enviado(s) com sucesso!').first()).toBeVisible();
    await expect(files.getByText('e2e-radiografia.png')).toBeVisible();
    // Plan files come as attachments in a CSP sandbox (never a page of the portal): an <img> still shows them.
    const thumbnail = files.getByRole('button', { name: 'Ampliar e2e-radiografia.png' }).locator('img');
    await thumbnail.scrollIntoViewIfNeeded();
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
      .toBe(2);
    await expect(files.getByRole('combobox')).toHaveCount(0);

    // The viewer (a chunk loaded on demand) opens the radiograph; brightness changes the image's filter.
    await files.getByRole('button', { name: 'Ampliar e2e-radiografia.png' }).click();
    const viewer = page.getByRole('dialog', { name: 'e2e-radiografia.png' });
    await viewer.getByRole('button', { name: 'Ampliar zoom' }).click();
    await expect(viewer.getByText('Zoom: 1,5x')).toBeVisible();
    await viewer.getByRole('slider', { name: 'Brilho' }).fill('150');
    await expect(viewer.getByRole('img', { name: 'e2e-radiografia.png' })).toHaveCSS(
      'filter',
      'invert(0) brightness(1.5) contrast(1)',
    );
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
  });
});
