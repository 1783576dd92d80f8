import { loadavg } from 'node:os';
import type { Page } from '@playwright/test';
import {
  accessTokenIn,
  auditorConsole,
  DEMO_AUDITOR,
  DEMO_DENTIST,
  expect,
  MARIA_CARTEIRA,
  planWith,
  signedInTest as test,
} from './fixtures.ts';

/** Reports a timing of the run (not asserted: the machine's load decides it), in the output and the report. */
function report(what: string, ms: number) {
  // The machine's load beside it: on 2 shared cores, other suites running at once multiply every figure.
  const text = `${Math.round(ms)} ms (load average ${loadavg()[0]?.toFixed(1)})`;
  test.info().annotations.push({ type: what, description: text });
  console.log(`${what}: ${text}`);
}

async function decide(
  console: Page,
  planoId: number,
  itemId: number,
  decision: { label: string; glosa?: string; motivo?: RegExp; fundamento?: string; nota?: string },
) {
  await console.goto(`/auditoria/planos/${planoId}?item=${itemId}`);
  const form = console.getByRole('form', { name: 'Decisão sobre o item' });
  await form.getByText(decision.label, { exact: true }).click();
  if (decision.glosa) {
    // The reason picker is searched by typing, as an auditor does (issue #34).
    const picker = form.getByRole('combobox', { name: decision.motivo ?? /Motivo da negativa/ });
    await picker.click();
    await picker.pressSequentially(decision.glosa);
    await console.getByRole('option', { name: new RegExp(`^${decision.glosa} - `) }).click();
  }
  if (decision.fundamento) await form.getByLabel(/^Fundamento/).fill(decision.fundamento);
  if (decision.nota) await form.getByLabel(/^Nota/).fill(decision.nota);
  await form.getByRole('button', { name: 'Registrar decisão' }).click();
}

test.describe('the operator audit, in two browsers', () => {
  test('should show the auditor decisions on the dentist open plan at once, and send the item back after an answer', async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    // 28 s alone; 80 s beside the story suite on a slow 2-core machine.
    test.setTimeout(180_000);
    await page.goto('/dashboard');
    const token = await accessTokenIn(page);
    const { planoId, ids } = await planWith(request, token, [
      { tuss: '85100200', idDente: 16, faces: 'M,O' },
      { tuss: '85100218', idDente: 26, faces: 'M,O,D' },
      // Two faces: a 1-face restoration with nothing predicted is authorized on creation (issue #30).
      { tuss: '85100200', idDente: 36, faces: 'M,O' },
    ]);
    const [on16, on26, on36] = ids as [number, number, number];

    // Dra. Ana keeps her plan open.
    await page.goto(`/plano-tratamento/${planoId}`);
    const table = page.getByRole('table', { name: 'Procedimentos do plano' });
    // By the row's name: every row now carries its deadline's date, and '26' is in '2026'.
    const row = (tooth: number) =>
      table.getByRole('row', { name: new RegExp(`^Selecionar dente ${tooth},`) });
    await expect(row(26)).toContainText('Aguardando Aprovação');

    // Dr. Paulo, in another browser, denies the 26 with 3056 and authorizes the 16.
    const console = await auditorConsole(browser, baseURL ?? '');
    await decide(console, planoId, on26, {
      label: 'Negar',
      glosa: '3056',
      fundamento: 'Contrato, cláusula 7.1: autoriza-se o que o diagnóstico por imagem indica.',
      nota: 'A radiografia mostra lesão em duas faces; foram pedidas três.',
    });
    await expect(console.getByText('Decisão registrada: item negado.')).toBeVisible();
    await decide(console, planoId, on16, { label: 'Autorizar' });
    await expect(console.getByText('Decisão registrada: item autorizado.')).toBeVisible();

    // Ana sees both within seconds (the configured wait), without reloading, and the notifications menu counts them.
    await expect(row(26)).toContainText('Negado');
    await expect(row(26)).toContainText(
      'Glosa 3056: NA AUDITORIA FOI CONSTATADA DIVERGÊNCIA NA QUANTIDADE DE FACES RESTAURADAS. Nota do auditor:',
    );
    await expect(row(26)).not.toContainText('Glosa 3056: Glosa');
    await expect(row(16)).toContainText('Autorizado');
    // The newest decision's row is brought into view and highlighted, saying so in words; a toast names the
    // patient (first name, last initial) and the plan code.
    await expect(row(16)).toHaveAttribute('data-highlighted', '');
    await expect(row(16)).toContainText('Atualizado agora');
    await expect(row(16)).toBeInViewport();
    const planCode = `PTO-${String(planoId).padStart(4, '0')}`;
    const toasts = page.getByRole('region', { name: 'Avisos (Alt+T)' });
    await expect(toasts.getByRole('status').filter({ hasText: 'Procedimento autorizado' })).toContainText(
      `Maria S., ${planCode}, dente 16 (M,O)`,
    );
    await expect(page.getByRole('button', { name: /^\d+ notificaç(ão|ões) não lidas?$/ })).toBeVisible();

    // The e-mails are in the outbox, with the link to the plan.
    const outbox = await request.get('/dev/emails');
    const emails = (await outbox.json()).data as { para: string; assunto: string; link: string | null }[];
    const about = emails.filter((email) => email.link?.endsWith(`/plano-tratamento/${planoId}`));
    expect(about.map((email) => email.assunto).sort()).toEqual([
      'Portal do Dentista: procedimento autorizado',
      'Portal do Dentista: procedimento negado',
    ]);

    // Paulo asks for documents on the 36; the plan is TISS 7 once it is decided otherwise, so first the request.
    await decide(console, planoId, on36, {
      label: 'Pedir documentos',
      glosa: '3114',
      motivo: /Motivo do pedido de documentos/,
      nota: 'Enviar a radiografia interproximal do 36.',
    });
    await expect(row(36)).toContainText('Aguardando Documentação');

    // Ana answers with a file; the item goes back to the auditor's queue.
    await answerWithFile(page, 36, 'Segue a interproximal do 36: cárie oclusal.');
    await expect(row(36)).toContainText('Auditoria');
    await console.goto(`/auditoria?beneficiario=${MARIA_CARTEIRA}&dentista=${DEMO_DENTIST.cro}`);
    await expect(console.getByRole('link', { name: /Analisar 85100200/ }).first()).toBeVisible();
    await console.goto(`/auditoria/planos/${planoId}?item=${on36}`);
    await expect(console.getByText('Segue a interproximal do 36: cárie oclusal.')).toBeVisible();

    // Authorizing it leaves one denied and two authorized: TISS 7.
    await decide(console, planoId, on36, { label: 'Autorizar' });
    await expect(page.getByLabel('Resumo do plano')).toContainText('Autorizado parcialmente');
    await expect(page.getByLabel('Resumo do plano')).toContainText('TISS 7');
    await console.context().close();
  });
});

test.describe('the console at desk speed (issue #34)', () => {
  test('should sign in to the queue and open a plan quickly, flag a duplicate pending restoration and find a reason by typing', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ baseURL });
    const console = await context.newPage();
    await console.goto('/auditoria/login');
    await console.getByRole('textbox', { name: 'CRO' }).fill(DEMO_AUDITOR.cro);
    await console.getByRole('textbox', { name: 'Senha' }).fill(DEMO_AUDITOR.password);
    // From the click on 'Acessar' to the queue's rows on screen.
    const signIn = performance.now();
    await console.getByRole('button', { name: 'Acessar' }).click();
    await expect(console.getByRole('link', { name: /^Analisar / }).first()).toBeVisible();
    report('sign-in to the queue', performance.now() - signIn);

    // The demo's pair: Dra. Ana's restoration on 16 (M,O) for Maria requested in two plans, both waiting.
    await console.goto(
      `/auditoria?beneficiario=${MARIA_CARTEIRA}&dentista=${DEMO_DENTIST.cro}&procedimento=85100200`,
    );
    const row = console.getByRole('link', { name: 'Analisar 85100200 de Maria da Silva' }).first();
    await expect(row).toBeVisible();
    // Pointed at first, as a mouse does on its way; from the click to the plan's decision form with its codes.
    await row.hover();
    const open = performance.now();
    await row.click();
    const form = console.getByRole('form', { name: 'Decisão sobre o item' });
    await expect(form.getByRole('radio', { name: 'Negar' })).toBeVisible();
    report('queue to an open plan', performance.now() - open);

    const items = console.getByRole('region', { name: 'Itens do plano' });
    const flag = items.getByText(/^Procedimento igual pendente no plano PTO-\d{4}$/).first();
    await expect(flag).toBeVisible();
    const other = flag.getByRole('link');
    const otherCode = (await other.textContent()) ?? '';
    const here = `PTO-${new URL(console.url()).pathname.split('/').at(-1)?.padStart(4, '0')}`;
    await other.click();
    await expect(console).toHaveURL(
      new RegExp(`/auditoria/planos/${Number(otherCode.slice(4))}\\?item=\\d+$`),
    );
    // The other plan flags the first back.
    await expect(items.getByRole('link', { name: here })).toBeVisible();

    // The reason picker: typed into, the codes that fit a 2-face restoration first, in sentence case.
    await form.getByText('Negar', { exact: true }).click();
    const picker = form.getByRole('combobox', { name: /Motivo da negativa/ });
    await picker.click();
    const fitting = console.getByRole('group', { name: 'Indicados para este procedimento' });
    await expect(fitting.getByRole('option').first()).toHaveText(
      '1431 - Procedimento não autorizado na face solicitada',
    );
    await picker.pressSequentially('quantidade de faces');
    await expect(console.getByRole('option')).toHaveText([
      '3056 - Na auditoria foi constatada divergência na quantidade de faces restauradas',
    ]);
    await console.keyboard.press('ArrowDown');
    await console.keyboard.press('Enter');
    await expect(picker).toHaveValue(
      '3056 - Na auditoria foi constatada divergência na quantidade de faces restauradas',
    );
    // Nothing sent: the demo's pair stays for the next run.
    await context.close();
  });
});

/** Sends a small PNG to the plan, then answers the auditor's request on the item of a tooth with it. */
async function answerWithFile(page: Page, tooth: number, text: string) {
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFElEQVR4nGP4z8DAAMIM/////w8AH+4F+7C4l8kAAAAASUVORK5CYII=',
    'base64',
  );
  const name = `interproximal-${tooth}.png`;
  const files = page.getByRole('region', { name: 'Arquivos do Plano de Tratamento' });
  await files.locator('input[type="file"]').setInputFiles({ name, mimeType: 'image/png', buffer: PNG });
  const type = files.getByRole('combobox', { name: `Tipo de arquivo ${name}` });
  await expect(type.locator('option')).not.toHaveCount(1);
  await type.selectOption({ label: 'Radiografia interproximal' });
  await files.getByRole('button', { name: 'Enviar Arquivo(s)' }).click();
  await expect(page.getByText('Arquivo(s) enviado(s) com sucesso!').first()).toBeVisible();

  const form = page.getByRole('form', { name: new RegExp(`^Resposta: Dente ${tooth} `) });
  await form.getByRole('textbox', { name: /^Resposta/ }).fill(text);
  await form.getByText(name, { exact: true }).click();
  await form.getByRole('button', { name: 'Enviar resposta' }).click();
  await expect(
    // .first(): the message at the top, and the toast that repeats it when the top is out of view.
    page.getByText('Resposta enviada. O procedimento voltou para a análise da auditoria.').first(),
  ).toBeVisible();
}
