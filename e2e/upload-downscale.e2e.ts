import type { PlanoImagem } from '@odonto/api';
import type { APIRequestContext, Page, Route } from '@playwright/test';
import { accessTokenOf, expect, PNG_2X2, planWith, signedInTest as test } from './fixtures.ts';

const TWO_MB = 2 * 1024 * 1024;
const UPLOAD_URL = '**/api/v2/planoTratamento/imagens/upload?**';

/**
 * A phone photo of a radiograph, drawn by the page's browser: 4032 × 3024 (a 12 MP camera), grey film with
 * teeth and grain, JPEG 0.95: several MB, as the photos the 2 MB limit refused. Returned as base64.
 */
function phonePhoto(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const width = 4032;
    const height = 3024;
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('Canvas 2D indisponível');
    context.fillStyle = '#2a2a2a';
    context.fillRect(0, 0, width, height);
    context.fillStyle = '#c8c8c8';
    for (let index = 0; index < 6; index += 1) {
      context.beginPath();
      context.ellipse(
        (width / 8) * (index + 1.5),
        height * 0.55,
        width / 21,
        height * 0.28,
        0,
        0,
        Math.PI * 2,
      );
      context.fill();
    }
    const image = context.getImageData(0, 0, width, height);
    let seed = 34;
    for (let offset = 0; offset < image.data.length; offset += 4) {
      seed = (seed * 1_664_525 + 1_013_904_223) >>> 0;
      const value = Math.max(0, Math.min(255, (image.data[offset] ?? 0) + (seed / 2 ** 32 - 0.5) * 60));
      image.data[offset] = value;
      image.data[offset + 1] = value;
      image.data[offset + 2] = value;
    }
    context.putImageData(image, 0, 0);
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.95 });
    const dataUrl = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsDataURL(blob);
    });
    return dataUrl.slice(dataUrl.indexOf(',') + 1);
  });
}

async function planFiles(request: APIRequestContext, token: string, planoId: number): Promise<PlanoImagem[]> {
  const answer = await request.get(`/api/v2/planoTratamento/${planoId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.ok()).toBe(true);
  return (await answer.json()).data.imagens as PlanoImagem[];
}

/** Holds the next upload request unanswered (as a slow line keeps it in progress) until `release`. */
async function holdNextUpload(page: Page) {
  let held: Route | undefined;
  let arrived: () => void = () => {};
  const arrival = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  await page.route(UPLOAD_URL, async (route) => {
    if (held) return route.continue();
    held = route;
    arrived();
  });
  return {
    arrival,
    release: async () => {
      await held?.continue();
      await page.unroute(UPLOAD_URL);
    },
    /** The page aborted it: nothing is left to answer; later uploads go straight through. */
    forget: () => page.unroute(UPLOAD_URL),
  };
}

test.describe('uploads over the limit and cancelled', () => {
  test('should reduce a phone photo over 2 MB before sending it, and cancel one upload while the next goes on', async ({
    page,
    request,
    dentistSession,
  }) => {
    test.setTimeout(120_000);
    const token = accessTokenOf(dentistSession);
    const { planoId } = await planWith(request, token, []);
    await page.goto(`/plano-tratamento/${planoId}`);
    const files = page.getByRole('region', { name: 'Arquivos do Plano de Tratamento' });
    const input = files.locator('input[type="file"]');

    // A 12 MP photo over 2 MB: the row states its size and dimensions and offers the reduction.
    const photo = Buffer.from(await phonePhoto(page), 'base64');
    expect(photo.length).toBeGreaterThan(TWO_MB);
    await input.setInputFiles({ name: 'foto-periapical.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect(
      files.getByText(/^Imagem de \d+,\d MB \(4032 × 3024 px\), acima do limite de 2 MB\.$/),
    ).toBeVisible();
    const type = files.getByRole('combobox', { name: 'Tipo de arquivo foto-periapical.jpg' });
    await expect(type.locator('option')).not.toHaveCount(1);
    await type.selectOption({ index: 1 });

    const first = await holdNextUpload(page);
    await files.getByRole('button', { name: 'Reduzir e enviar foto-periapical.jpg' }).click();
    await first.arrival;
    // While it goes, the row says what was made of it.
    await expect(
      files.getByText(
        /^Reduzida para \d+ × \d+ px, \d+(,\d)? MB \(original: 4032 × 3024 px, \d+(,\d)? MB\)\.$/,
      ),
    ).toBeVisible();
    await first.release();
    await expect(page.getByText('Arquivo(s) enviado(s) com sucesso!').first()).toBeVisible();
    await expect(files.getByRole('button', { name: 'Ampliar foto-periapical.jpg' })).toBeVisible();
    const [saved, ...others] = await planFiles(request, token, planoId);
    expect(others).toEqual([]);
    expect(saved).toMatchObject({ nomeArquivoOriginal: 'foto-periapical.jpg', contentType: 'image/jpeg' });
    expect(saved?.tamanho).toBeLessThanOrEqual(TWO_MB);

    // Two more files; the first one is held in progress and cancelled, the second still goes.
    await input.setInputFiles([
      { name: 'segunda.png', mimeType: 'image/png', buffer: PNG_2X2 },
      { name: 'terceira.png', mimeType: 'image/png', buffer: PNG_2X2 },
    ]);
    for (const name of ['segunda.png', 'terceira.png']) {
      const select = files.getByRole('combobox', { name: `Tipo de arquivo ${name}` });
      await select.selectOption({ index: 1 });
    }
    const second = await holdNextUpload(page);
    await files.getByRole('button', { name: 'Enviar Arquivo(s)' }).click();
    await second.arrival;
    await files.getByRole('button', { name: 'Cancelar envio de segunda.png' }).click();
    await expect(files.getByText('Envio cancelado')).toBeVisible();
    await expect(page.getByText('Arquivo(s) enviado(s) com sucesso!').first()).toBeVisible();
    await expect(files.getByRole('button', { name: 'Ampliar terceira.png' })).toBeVisible();
    await second.forget();
    expect((await planFiles(request, token, planoId)).map((file) => file.nomeArquivoOriginal)).toEqual([
      'foto-periapical.jpg',
      'terceira.png',
    ]);

    // The cancelled one can be sent again (or removed).
    await expect(files.getByRole('button', { name: 'Remover segunda.png' })).toBeEnabled();
    await files.getByRole('button', { name: 'Tentar novamente o envio de segunda.png' }).click();
    await expect(files.getByRole('button', { name: 'Ampliar segunda.png' })).toBeVisible();
    await expect(files.getByText('Envio cancelado')).toHaveCount(0);
    expect(await planFiles(request, token, planoId)).toHaveLength(3);
  });
});
