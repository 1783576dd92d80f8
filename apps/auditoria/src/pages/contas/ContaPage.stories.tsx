import type { AnaliseDaContaRequest, Conta, PagamentoDaContaRequest } from '@odonto/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ConsoleScreen } from '../../testing/ConsoleScreen';
import {
  CONTA_ANALISADA,
  CONTA_EM_ANALISE,
  CONTA_PAGA,
  DEMONSTRATIVO,
  OBSERVACAO_RESINA,
  storeAuditorSession,
} from '../../testing/fixtures';
import {
  analysisConflict,
  analysisRefused,
  type ContaServer,
  contaHandlers,
  contaNotFound,
  contaScreenHandlers,
  paymentConflict,
} from '../../testing/handlers';

/** The analyses the stories sent (with the item's id), and the payments. */
const analyses: Array<{ idItem: string; body: AnaliseDaContaRequest }> = [];
const payments: PagamentoDaContaRequest[] = [];

/** The account's server, recording what the stories send. */
const server = (options: ContaServer = {}) =>
  contaHandlers({
    onAnalysis: (body, idItem) => analyses.push({ idItem, body }),
    onPayment: (body) => payments.push(body),
    ...options,
  });

const handlersWith = (...handlers: unknown[]) => ({
  msw: { handlers: [...handlers, ...contaScreenHandlers] },
});

const meta = {
  title: 'Auditoria/Conta',
  component: ConsoleScreen,
  tags: ['autodocs'],
  parameters: handlersWith(...server()),
  args: { path: '/contas/12' },
  beforeEach: () => {
    analyses.length = 0;
    payments.length = 0;
    return storeAuditorSession();
  },
} satisfies Meta<typeof ConsoleScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const analysisPanel = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('region', { name: 'Análise do item' }));

const choose = async (canvasElement: HTMLElement, decision: string) => {
  const panel = await analysisPanel(canvasElement);
  await userEvent.click(panel.getByRole('radio', { name: decision }));
  return panel;
};

/** Types into a field at once (a paste), after emptying it. */
const fill = async (field: HTMLElement, text: string) => {
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(text);
};

/** The options of a select, as their texts. */
const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

/** Batch 000012 paid today (22/11/2026) by PIX, as the payment story's server answers. */
const PAGA_HOJE: Conta = {
  ...CONTA_PAGA,
  lote: {
    ...CONTA_PAGA.lote,
    demonstrativo: { ...DEMONSTRATIVO, dataPagamento: '2026-11-22', emitidoEm: '2026-11-22T15:00:05.000Z' },
  },
};

/**
 * A sent batch: the header (dentist, protocol, status, days, amounts), the dated steps, and the guide with
 * each item's procedure, site, day performed, informed value and final documentation, waiting for analysis.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Lote 000012' })).toBeVisible();
    const header = within(canvas.getByLabelText('Dados da conta'));
    await expect(header.getByText('Dra. Ana Souza · CRO 12345/SP')).toBeVisible();
    await expect(header.getByText('202611050012')).toBeVisible();
    await expect(header.getByText('Enviado')).toBeVisible();
    await expect(header.getByText('11/2026')).toBeVisible();
    await expect(header.getByText('05/11/2026')).toBeVisible();
    await expect(header.getByText('05/12/2026')).toBeVisible();
    await expect(header.getByText('0 de 2')).toBeVisible();
    await expect(header.getByText('R$ 830,00')).toBeVisible();
    await expect(header.getByText('R$ 83,00')).toBeVisible();
    const steps = within(canvas.getByRole('list', { name: 'Passos do lote' })).getAllByRole('listitem');
    await expect(steps.map((step) => step.textContent)).toEqual([
      'Aberto28/10/2026 14:40',
      'Enviado05/11/2026 10:30',
    ]);

    const guide = within(canvas.getByRole('region', { name: 'Guia PTO-0021 · Maria da Silva' }));
    await expect(guide.getByText('Plano de tratamento')).toBeVisible();
    const endo = within(
      guide.getByRole('listitem', { name: '85200166 - Tratamento endodôntico unirradicular' }),
    );
    await expect(endo.getByText('Dente 21')).toBeVisible();
    await expect(endo.getByText('28/10/2026')).toBeVisible();
    await expect(endo.getByText('R$ 620,00')).toBeVisible();
    await expect(endo.getByText('Radiografia periapical · enviada')).toBeVisible();
    await expect(endo.getByText('Aguardando análise')).toBeVisible();
    await expect(endo.getByRole('button', { name: 'Analisar 85200166 · Dente 21' })).toBeVisible();
    const resina = within(
      guide.getByRole('listitem', { name: '85100200 - Restauração em resina fotopolimerizável 2 faces' }),
    );
    await expect(resina.getByText('Dente 36 · faces M, O')).toBeVisible();
    await expect(resina.getByText('R$ 210,00')).toBeVisible();
    await expect(resina.getByText('Não exigida')).toBeVisible();
    // Nothing to pay yet, and no item chosen.
    await expect(canvas.queryByRole('region', { name: 'Pagamento' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Análise do item' })).toBeNull();
  },
};

/**
 * 'Analisar' selects the item (the address keeps it): the analysis form, a link to its plan, its files (the
 * final radiograph first) and its history, read from the plan.
 */
export const SelectsAnItem: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const analisar = await canvas.findByRole('button', { name: 'Analisar 85200166 · Dente 21' });
    await userEvent.click(analisar);
    await expect(canvas.getByTestId('location')).toHaveTextContent('/contas/12?item=601');
    await expect(analisar).toHaveAttribute('aria-pressed', 'true');
    const panel = await analysisPanel(canvasElement);
    await expect(
      panel.getByRole('heading', { name: 'Análise: 85200166 - Tratamento endodôntico unirradicular' }),
    ).toBeVisible();
    await expect(panel.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Pagar',
      'Glosar parte',
      'Glosar tudo',
    ]);
    await expect(panel.getByRole('link', { name: 'Abrir plano' })).toHaveAttribute(
      'href',
      '/auditoria/planos/1050?item=601',
    );
    await expect(await canvas.findByRole('region', { name: 'Arquivos do item' })).toHaveTextContent(
      'periapical-final-21.png',
    );
    await expect(canvas.getByRole('region', { name: 'Outros arquivos do plano' })).toHaveTextContent(
      'periapical-inicial-21.png',
    );
    const history = canvas.getByRole('list', { name: 'Histórico do item 85200166' });
    await expect(history).toHaveTextContent(/para\s*Realizado/);
  },
};

/** Paying the item sends the decision alone; the server's message is shown and the account is read again. */
export const AnalysePay: Story = {
  args: { path: '/contas/12?item=601' },
  parameters: handlersWith(
    ...server({
      afterAnalysis: CONTA_EM_ANALISE,
      analysisMessage: 'Análise registrada: 85200166 pago integralmente. O lote está em análise.',
    }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = await choose(canvasElement, 'Pagar');
    // Paying takes no code, amount or note.
    await expect(panel.queryByRole('textbox', { name: /^Nota/ })).toBeNull();
    await expect(panel.queryByRole('combobox', { name: /Motivo da glosa/ })).toBeNull();
    await userEvent.click(panel.getByRole('button', { name: 'Registrar análise' }));
    const done = await panel.findByText(
      'Análise registrada: 85200166 pago integralmente. O lote está em análise.',
    );
    await expect(done).toBeVisible();
    await waitFor(() => expect(done.closest('[tabindex="-1"]')).toHaveFocus());
    await expect(analyses).toEqual([{ idItem: '601', body: { decisao: 'pagar' } }]);
    // The analysis, registered, shows read-only; the header follows the account the server answered.
    await expect(await panel.findByText('Item analisado. Uma análise registrada não muda.')).toBeVisible();
    await expect(
      within(panel.getByLabelText('Análise registrada')).getByText('Pago integralmente'),
    ).toBeVisible();
    await expect(panel.queryByRole('radio', { name: 'Pagar' })).toBeNull();
    const header = within(canvas.getByLabelText('Dados da conta'));
    await expect(header.getByText('Em análise')).toBeVisible();
    await expect(header.getByText('1 de 2')).toBeVisible();
  },
};

/** A glosa needs a code and a note, a partial one an amount below the informed value: nothing is sent. */
export const GlosaNeedsCodeAndNote: Story = {
  args: { path: '/contas/12?item=601' },
  play: async ({ canvasElement }) => {
    const panel = await choose(canvasElement, 'Glosar tudo');
    await userEvent.click(panel.getByRole('button', { name: 'Registrar análise' }));
    await expect(panel.getByText('Escolha o motivo da glosa (Tabela 38).')).toBeVisible();
    await expect(panel.getByText('Escreva uma nota para o dentista explicando a glosa.')).toBeVisible();
    await expect(panel.getByRole('combobox', { name: /Motivo da glosa \(Tabela 38\)/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(panel.getByRole('textbox', { name: /^Nota/ })).toHaveAttribute('aria-invalid', 'true');

    await userEvent.click(panel.getByRole('radio', { name: 'Glosar parte' }));
    const valor = panel.getByRole('textbox', { name: /Valor glosado \(R\$\)/ });
    await userEvent.click(panel.getByRole('button', { name: 'Registrar análise' }));
    await expect(panel.getByText('Informe o valor glosado.')).toBeVisible();
    await fill(valor, '620,00');
    await userEvent.click(panel.getByRole('button', { name: 'Registrar análise' }));
    await expect(
      panel.getByText(
        'O valor glosado deve ser menor que o valor informado (R$ 620,00). Para glosar o valor inteiro, escolha Glosar tudo.',
      ),
    ).toBeVisible();
    await fill(valor, '50.00');
    await userEvent.click(panel.getByRole('button', { name: 'Registrar análise' }));
    await expect(panel.getByText('Informe o valor em reais, por exemplo 50,00.')).toBeVisible();
    await expect(valor).toHaveAttribute('aria-invalid', 'true');
    await expect(analyses).toEqual([]);
  },
};

/**
 * A partial glosa of the resin restoration: '50,00' goes as 50 with a billing-phase code and the note; the
 * last item analysed, the batch is 'Analisado' and the payment form appears.
 */
export const GlosaPartial: Story = {
  args: { path: '/contas/12?item=602' },
  parameters: handlersWith(
    ...server({
      before: CONTA_EM_ANALISE,
      afterAnalysis: CONTA_ANALISADA,
      analysisMessage:
        'Análise registrada: R$ 50,00 glosados de 85100200. Todos os itens do lote foram analisados.',
    }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = await choose(canvasElement, 'Glosar parte');
    await fill(panel.getByRole('textbox', { name: /Valor glosado \(R\$\)/ }), '50,00');
    const motivo = panel.getByRole('combobox', { name: /Motivo da glosa \(Tabela 38\)/ });
    // Only the billing phase's codes (GET /v2/auditoria/codigos → glosarConta).
    await waitFor(() => expect(optionsOf(motivo)).toHaveLength(4));
    await expect(optionsOf(motivo)).toEqual([
      'Selecione o motivo',
      '3005 – VALOR TOTAL DO PROCEDIMENTO DIFERENTE DO VALOR PROCESSADO',
      '3009 – COBRANÇA DE PROCEDIMENTO ODONTOLÓGICO NÃO EXECUTADO',
      '3067 – RADIOGRAFIA FINAL NÃO ENVIADA',
    ]);
    await userEvent.selectOptions(motivo, '3005');
    await fill(panel.getByRole('textbox', { name: /^Nota/ }), OBSERVACAO_RESINA);
    await expect(
      panel.getByText(`${OBSERVACAO_RESINA.length} de 500 caracteres`, { exact: false }),
    ).toBeVisible();
    await userEvent.click(panel.getByRole('button', { name: 'Registrar análise' }));
    await expect(
      await panel.findByText(
        'Análise registrada: R$ 50,00 glosados de 85100200. Todos os itens do lote foram analisados.',
      ),
    ).toBeVisible();
    await expect(analyses).toEqual([
      {
        idItem: '602',
        body: {
          decisao: 'glosarParte',
          valorGlosado: 50,
          codigoGlosa: '3005',
          observacao: OBSERVACAO_RESINA,
        },
      },
    ]);
    const registered = within(await panel.findByLabelText('Análise registrada'));
    await expect(registered.getByText('Glosado em parte')).toBeVisible();
    await expect(registered.getByText('R$ 160,00')).toBeVisible();
    await expect(await canvas.findByRole('region', { name: 'Pagamento' })).toBeVisible();
  },
};

/** Another auditor analysed the item first: the server's 409 message is shown as it comes. */
export const Conflict: Story = {
  args: { path: '/contas/12?item=601' },
  parameters: handlersWith(analysisConflict('Este item já foi analisado; a análise não muda.'), ...server()),
  play: async ({ canvasElement }) => {
    const panel = await choose(canvasElement, 'Pagar');
    await userEvent.click(panel.getByRole('button', { name: 'Registrar análise' }));
    await expect(await panel.findByRole('alert')).toHaveTextContent(
      'Este item já foi analisado; a análise não muda.',
    );
  },
};

/** A code not of the billing phase (422): the server's reason at the code's field, its message above. */
export const CodeRefused: Story = {
  args: { path: '/contas/12?item=601' },
  parameters: handlersWith(
    analysisRefused(422, 'A análise não foi registrada.', [
      {
        name: 'codigoGlosa',
        reason: 'O código 3009 não serve para glosar este item: o procedimento foi executado.',
      },
    ]),
    ...server(),
  ),
  play: async ({ canvasElement }) => {
    const panel = await choose(canvasElement, 'Glosar tudo');
    const motivo = panel.getByRole('combobox', { name: /Motivo da glosa \(Tabela 38\)/ });
    await waitFor(() => expect(optionsOf(motivo)).toHaveLength(4));
    await userEvent.selectOptions(motivo, '3009');
    await fill(panel.getByRole('textbox', { name: /^Nota/ }), 'Sem registro da execução no prontuário.');
    await userEvent.click(panel.getByRole('button', { name: 'Registrar análise' }));
    await expect(await panel.findByRole('alert')).toHaveTextContent('A análise não foi registrada.');
    await expect(
      panel.getByText('O código 3009 não serve para glosar este item: o procedimento foi executado.'),
    ).toBeVisible();
    await expect(motivo).toHaveAttribute('aria-invalid', 'true');
  },
};

/** An analysed item shows its analysis read-only: decision, amounts, code with its text, note, auditor and day. */
export const AnalysedItem: Story = {
  args: { path: '/contas/12?item=602' },
  parameters: handlersWith(...server({ before: CONTA_ANALISADA })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = await analysisPanel(canvasElement);
    await expect(panel.getByText('Item analisado. Uma análise registrada não muda.')).toBeVisible();
    const registered = within(panel.getByLabelText('Análise registrada'));
    await expect(registered.getByText('Glosado em parte')).toBeVisible();
    await expect(registered.getByText('R$ 50,00')).toBeVisible();
    await expect(registered.getByText('R$ 160,00')).toBeVisible();
    await expect(
      registered.getByText('3005 – VALOR TOTAL DO PROCEDIMENTO DIFERENTE DO VALOR PROCESSADO'),
    ).toBeVisible();
    await expect(registered.getByText(OBSERVACAO_RESINA)).toBeVisible();
    await expect(registered.getByText('Dr. Paulo Auditor em 20/11/2026 14:45')).toBeVisible();
    await expect(panel.queryByRole('radiogroup')).toBeNull();
    await expect(panel.queryByRole('button', { name: 'Registrar análise' })).toBeNull();
    // In the list too, with no 'Analisar'.
    await expect(canvas.queryByRole('button', { name: /^Analisar/ })).toBeNull();
    await expect(canvas.getByLabelText('Análise do item 85200166')).toHaveTextContent('Pago integralmente');
  },
};

/**
 * An analysed batch: the payment form (today in Brasília, the method to choose); paying sends the day and
 * the method, says the server's message and shows the statement issued.
 */
export const AnalisadoPays: Story = {
  parameters: handlersWith(
    ...server({
      before: CONTA_ANALISADA,
      afterPayment: PAGA_HOJE,
      paymentMessage: 'Pagamento registrado. Demonstrativo 000000000012 emitido e enviado à dentista.',
    }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole('region', { name: 'Pagamento' }));
    await expect(
      form.getByText(
        'Todos os itens foram analisados. Valor liberado a pagar: R$ 780,00 (informado R$ 830,00, glosado R$ 50,00).',
      ),
    ).toBeVisible();
    await expect(form.getByLabelText(/^Data do pagamento/)).toHaveValue('2026-11-22');
    await userEvent.click(form.getByRole('button', { name: 'Pagar e emitir demonstrativo' }));
    await expect(form.getByText('Escolha a forma de pagamento.')).toBeVisible();
    await expect(payments).toEqual([]);
    await userEvent.click(form.getByRole('radio', { name: 'PIX' }));
    await userEvent.click(form.getByRole('button', { name: 'Pagar e emitir demonstrativo' }));
    const done = await canvas.findByText(
      'Pagamento registrado. Demonstrativo 000000000012 emitido e enviado à dentista.',
    );
    await expect(done).toBeVisible();
    await waitFor(() => expect(done.closest('[tabindex="-1"]')).toHaveFocus());
    await expect(payments).toEqual([{ dataPagamento: '2026-11-22', formaPagamento: 'pix' }]);
    const statement = within(await canvas.findByRole('region', { name: 'Demonstrativo de pagamento' }));
    await expect(statement.getByText('000000000012')).toBeVisible();
    await expect(statement.getByText('22/11/2026')).toBeVisible();
    await expect(statement.getByText('PIX')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Pagamento' })).toBeNull();
  },
};

/** The batch was paid meanwhile (409): the server's message, and the form stays. */
export const PaymentConflict: Story = {
  parameters: handlersWith(
    paymentConflict('Só um lote analisado pode ser pago.'),
    ...server({ before: CONTA_ANALISADA }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole('region', { name: 'Pagamento' }));
    await userEvent.click(form.getByRole('radio', { name: 'Transferência bancária' }));
    await userEvent.click(form.getByRole('button', { name: 'Pagar e emitir demonstrativo' }));
    await expect(await form.findByRole('alert')).toHaveTextContent('Só um lote analisado pode ser pago.');
  },
};

/** A paid batch shows its statement: number, issue, day and method of payment, and the amounts. */
export const Pago: Story = {
  parameters: handlersWith(...server({ before: CONTA_PAGA })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const statement = within(await canvas.findByRole('region', { name: 'Demonstrativo de pagamento' }));
    const data = within(statement.getByLabelText('Dados do demonstrativo'));
    await expect(data.getByText('000000000012')).toBeVisible();
    await expect(data.getByText('21/11/2026 11:05')).toBeVisible();
    await expect(data.getByText('21/11/2026')).toBeVisible();
    await expect(data.getByText('PIX')).toBeVisible();
    await expect(data.getByText('R$ 830,00')).toBeVisible();
    await expect(data.getByText('R$ 50,00')).toBeVisible();
    await expect(data.getByText('R$ 83,00')).toBeVisible();
    await expect(data.getByText('R$ 780,00')).toBeVisible();
    await expect(within(canvas.getByLabelText('Dados da conta')).getByText('Pago')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Pagamento' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Analisar/ })).toBeNull();
  },
};

export const NotFound: Story = {
  args: { path: '/contas/404' },
  parameters: handlersWith(contaNotFound),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Lote de faturamento não encontrado.');
    await expect(canvas.getByRole('link', { name: 'Voltar para as contas' })).toHaveAttribute(
      'href',
      '/auditoria/contas',
    );
  },
};

/** On a phone: one column, nothing wider than the screen, the form reachable. */
export const Mobile: Story = {
  args: { path: '/contas/12?item=601' },
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Lote 000012' })).toBeVisible();
    await expect(await canvas.findByRole('radio', { name: 'Glosar parte' })).toBeInTheDocument();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
