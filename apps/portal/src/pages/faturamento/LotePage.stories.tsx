import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { catchDownloads } from '../../testing/downloads';
import {
  DEMONSTRATIVO_NAO_EMITIDO,
  demonstrativoPdf,
  demonstrativoXml,
  faturamentoHandlers,
  LOTE_ABERTO,
  LOTE_ANALISADO,
  LOTE_EM_ANALISE,
  LOTE_PAGO,
  loteXml,
  PENDENCIA_ENDO,
  PROTOCOLO_ENVIO,
} from '../../testing/faturamento-handlers';
import { storeSignedInSession } from '../../testing/fixtures';
import { currentUserOk } from '../../testing/handlers';
import { failsOnce, neverAnswers, retriesAfterFailure } from '../../testing/load-stories';
import { PortalScreen } from '../../testing/PortalScreen';
import { location } from '../../testing/records-stories';
import { demonstrativoSaved } from './DemonstrativoDownloads';
import { LOTE_LOAD_ERROR, loteXmlSaved } from './LotePage';
import { SEND_WARNING, sendQuestion } from './loteLabels';

const meta = {
  title: 'Portal/Faturamento/Lote',
  component: PortalScreen,
  parameters: { layout: 'fullscreen', msw: { handlers: [currentUserOk, ...faturamentoHandlers()] } },
  args: { path: '/faturamento/lotes/12' },
  beforeEach: () => storeSignedInSession(),
} satisfies Meta<typeof PortalScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const LOAD = { timeout: 5000 };
const heading = (canvas: Canvas, name: string) => canvas.findByRole('heading', { level: 1, name }, LOAD);
const field = (region: HTMLElement, label: string) =>
  within(region).getByText(label, { selector: 'dt' }).nextElementSibling;
const summaryOf = (canvas: Canvas) => canvas.getByLabelText('Resumo do lote');
/** The row of a guide's items table that holds `text`. */
const itemRow = (guide: HTMLElement, text: string) => {
  const row = within(guide)
    .getAllByRole('row')
    .find((each) => each.textContent?.includes(text));
  if (!row) throw new Error(`Procedimento ${text} não encontrado.`);
  return row;
};

/** The open batch with its documentation sent: nothing pending. */
const READY: typeof LOTE_ABERTO = {
  ...LOTE_ABERTO,
  pendencias: [],
  guias: LOTE_ABERTO.guias.map((guia) => ({
    ...guia,
    itens: guia.itens.map((item) =>
      item.documentacaoFinal
        ? { ...item, documentacaoFinal: { ...item.documentacaoFinal, idImagem: 4001 } }
        : item,
    ),
  })),
};

/**
 * The open batch: its status and first step, what keeps it from going (the endodontic treatment's final X-ray,
 * with a link to its plan), each guide with its beneficiary, masked card, number, plan and items, and the totals.
 */
export const OpenWithPendencias: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await heading(canvas, 'Lote 000012')).toBeVisible();
    const summary = summaryOf(canvas);
    await expect(field(summary, 'Competência')).toHaveTextContent('11/2026');
    await expect(field(summary, 'Status')).toHaveTextContent('Aberto');
    await expect(field(summary, 'Protocolo')).toHaveTextContent('Ainda não enviado');
    await expect(field(summary, 'Procedimentos')).toHaveTextContent('3');
    await expect(field(summary, 'Valor informado')).toHaveTextContent('R$ 760,00');
    await expect(field(summary, 'Coparticipação dos beneficiários')).toHaveTextContent('R$ 152,00');
    await expect(field(summary, 'A receber da operadora')).toHaveTextContent('R$ 608,00');
    await expect(canvas.getByRole('list', { name: 'Passos do lote' })).toHaveTextContent(
      'Aberto01/11/2026 00:00',
    );

    const pendencias = within(canvas.getByRole('list', { name: 'Pendências do lote' }));
    await expect(pendencias.getByRole('listitem')).toHaveTextContent(PENDENCIA_ENDO);
    await expect(pendencias.getByRole('link', { name: 'Abrir o plano PTO-1024' })).toHaveAttribute(
      'href',
      '/plano-tratamento/1024',
    );

    const maria = within(canvas.getByRole('region', { name: 'Guia PTO-1024-03 · Maria da Silva' }));
    await expect(maria.getByText('0900.0001.000001-00.1')).toBeVisible();
    await expect(maria.getByRole('link', { name: 'PTO-1024' })).toHaveAttribute(
      'href',
      '/plano-tratamento/1024',
    );
    const items = within(maria.getByRole('table', { name: 'Procedimentos da guia PTO-1024-03' }));
    const endo = items.getAllByRole('row').find((row) => row.textContent?.includes('85200042'));
    await expect(endo).toHaveTextContent(
      'Tratamento endodôntico unirradicular852000422121/11/2026R$ 450,00R$ 90,00',
    );
    await expect(
      field(maria.getByLabelText('Totais da guia PTO-1024-03'), 'Valor informado'),
    ).toHaveTextContent('R$ 670,00');
    // A procedure on the whole mouth is named by its place, not 'dente null'.
    const joao = within(canvas.getByRole('region', { name: 'Guia PTO-1031-02 · João Pereira' }));
    await expect(joao.getByRole('table')).toHaveTextContent('Arcadas Superiores e inferiores');

    // Nothing of an open batch was analysed: no analysis, no deadline, no statement.
    await expect(canvas.queryByRole('columnheader', { name: 'Análise da operadora' })).toBeNull();
    await expect(within(summary).queryByText('Itens analisados')).toBeNull();
    await expect(within(summary).queryByText('Prazo de pagamento')).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Demonstrativo de pagamento' })).toBeNull();
    // An open batch has no TISS message yet.
    await expect(canvas.getByRole('button', { name: 'Enviar lote' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Baixar XML TISS' })).toBeNull();
  },
};

const sends: number[] = [];

/**
 * 'Enviar lote' asks first, saying the batch will not change; 'Cancelar' sends nothing. Confirmed, the batch
 * goes: the protocol is said and the screen shows it sent, with its TISS XML to download; the list shows it too.
 */
export const SendSuccess: Story = {
  parameters: {
    msw: { handlers: [currentUserOk, ...faturamentoHandlers({ lotes: [READY, LOTE_EM_ANALISE], sends })] },
  },
  beforeEach: () => {
    sends.length = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await heading(canvas, 'Lote 000012');
    await expect(canvas.queryByRole('region', { name: 'Pendências' })).toBeNull();
    const send = canvas.getByRole('button', { name: 'Enviar lote' });
    await userEvent.click(send);
    let dialog = within(await body.findByRole('alertdialog', { name: sendQuestion('000012') }, LOAD));
    // Once its opening animation is over.
    await waitFor(() => expect(dialog.getByText(SEND_WARNING)).toBeVisible());
    await expect(dialog.getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(sends).toEqual([]);

    await userEvent.click(send);
    dialog = within(await body.findByRole('alertdialog', { name: sendQuestion('000012') }, LOAD));
    await userEvent.click(dialog.getByRole('button', { name: 'Enviar lote' }));
    const sent = await canvas.findByText(`Lote 000012 enviado. Protocolo ${PROTOCOLO_ENVIO}.`, {}, LOAD);
    await expect(sent).toBeVisible();
    // The button pressed is gone with the open batch: the keyboard is at the news instead of lost.
    await waitFor(() => expect(document.activeElement?.contains(sent)).toBe(true));
    await expect(sends).toEqual([12]);
    const summary = summaryOf(canvas);
    await expect(field(summary, 'Status')).toHaveTextContent('Enviado');
    await expect(field(summary, 'Protocolo')).toHaveTextContent(PROTOCOLO_ENVIO);
    await expect(canvas.getByRole('list', { name: 'Passos do lote' })).toHaveTextContent('Enviado22/11/2026');
    await expect(canvas.queryByRole('button', { name: 'Enviar lote' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Baixar XML TISS' })).toBeEnabled();

    await userEvent.click(canvas.getByRole('link', { name: 'Voltar para Faturamento' }));
    const table = await canvas.findByRole('table', { name: 'Lotes de faturamento' }, LOAD);
    const row = within(table)
      .getAllByRole('row')
      .find((each) => each.textContent?.includes('Lote 000012'));
    await expect(row).toHaveTextContent(`Enviado`);
    await expect(row).toHaveTextContent(PROTOCOLO_ENVIO);
  },
};

/** The server's own message, when it gives one, is what the dentist reads. */
export const SendSuccessWithServerMessage: Story = {
  parameters: {
    msw: {
      handlers: [
        currentUserOk,
        ...faturamentoHandlers({
          lotes: [READY],
          sendMessage: `Lote 000012 recebido pela operadora. Protocolo ${PROTOCOLO_ENVIO}.`,
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, 'Lote 000012');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar lote' }));
    const dialog = await within(document.body).findByRole('alertdialog', {}, LOAD);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar lote' }));
    await expect(
      await canvas.findByText(`Lote 000012 recebido pela operadora. Protocolo ${PROTOCOLO_ENVIO}.`, {}, LOAD),
    ).toBeVisible();
  },
};

/** A refused send (422) lists the server's reasons; nothing changed, and the batch is still open. */
export const SendRefused: Story = {
  parameters: {
    msw: { handlers: [currentUserOk, ...faturamentoHandlers({ refuseSend: [PENDENCIA_ENDO] })] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, 'Lote 000012');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar lote' }));
    const dialog = await within(document.body).findByRole('alertdialog', {}, LOAD);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar lote' }));
    const alert = await canvas.findByRole('alert', {}, LOAD);
    await expect(alert).toHaveTextContent(
      'O lote ainda não pode ser enviado: falta a documentação final de 1 procedimento.',
    );
    await expect(within(alert).getByRole('listitem')).toHaveTextContent(PENDENCIA_ENDO);
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
    await expect(field(summaryOf(canvas), 'Status')).toHaveTextContent('Aberto');
    await expect(canvas.getByRole('button', { name: 'Enviar lote' })).toBeEnabled();
  },
};

/**
 * A batch being analysed: its protocol, the steps it went through with their dates, the hash of its message;
 * 'Baixar XML TISS' saves the message the operator received, under the server's name for it.
 */
export const SentBatchXml: Story = {
  args: { path: '/faturamento/lotes/11' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, 'Lote 000011');
    const summary = summaryOf(canvas);
    await expect(field(summary, 'Status')).toHaveTextContent('Em análise');
    await expect(field(summary, 'Protocolo')).toHaveTextContent('2026110500417');
    await expect(field(summary, 'Hash da mensagem')).toHaveTextContent(LOTE_EM_ANALISE.hash ?? '');
    const steps = within(canvas.getByRole('list', { name: 'Passos do lote' })).getAllByRole('listitem');
    await expect(steps.map((step) => step.textContent)).toEqual([
      'Aberto01/10/2026 00:00',
      'Enviado05/11/2026 10:20',
      'Em análise06/11/2026 09:00',
    ]);
    await expect(canvas.queryByRole('region', { name: 'Pendências' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Enviar lote' })).toBeNull();
    // The operator analysed one item of two (paid in full); the contract's deadline for the payment.
    await expect(field(summary, 'Itens analisados')).toHaveTextContent('1 de 2');
    await expect(field(summary, 'Valor glosado')).toHaveTextContent('R$ 0,00');
    await expect(field(summary, 'Valor liberado')).toHaveTextContent('R$ 140,00');
    await expect(field(summary, 'Prazo de pagamento')).toHaveTextContent('05/12/2026');
    const guide = canvas.getByRole('table', { name: 'Procedimentos da guia PTO-1031-01' });
    await expect(itemRow(guide, '85100196')).toHaveTextContent('Pago R$ 140,00');
    await expect(itemRow(guide, '85100200')).toHaveTextContent('Aguardando análise');
    // Not paid yet: no statement.
    await expect(canvas.queryByRole('region', { name: 'Demonstrativo de pagamento' })).toBeNull();

    await catchDownloads(async ({ clicks, textOf }) => {
      const download = canvas.getByRole('button', { name: 'Baixar XML TISS' });
      download.focus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(clicks).toHaveLength(1));
      await expect(clicks[0]?.download).toBe('LOTE-000011.xml');
      await expect(await textOf(clicks[0]?.href)).toBe(loteXml('000011'));
    });
    await expect(await canvas.findByText(loteXmlSaved('000011', 'LOTE-000011.xml'), {}, LOAD)).toBeVisible();
  },
};

/**
 * An analysed batch: each item says how the operator analysed it (paid; glosed in part or in full, with the TISS
 * table 38 code, its text and the auditor's note), each guide and the batch what was glosed and released, and
 * the payment's deadline; no statement before the payment.
 */
export const AnalysedBatch: Story = {
  args: { path: '/faturamento/lotes/10' },
  parameters: { msw: { handlers: [currentUserOk, ...faturamentoHandlers({ lotes: [LOTE_ANALISADO] })] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, 'Lote 000010');
    const summary = summaryOf(canvas);
    await expect(field(summary, 'Status')).toHaveTextContent('Analisado');
    await expect(field(summary, 'Itens analisados')).toHaveTextContent('3 de 3');
    await expect(field(summary, 'Valor informado')).toHaveTextContent('R$ 950,00');
    await expect(field(summary, 'Valor glosado')).toHaveTextContent('R$ 683,00');
    await expect(field(summary, 'Valor liberado')).toHaveTextContent('R$ 267,00');
    await expect(field(summary, 'Prazo de pagamento')).toHaveTextContent('02/11/2026');

    const maria = canvas.getByRole('region', { name: 'Guia PTO-1024-02 · Maria da Silva' });
    const items = within(maria).getByRole('table', { name: 'Procedimentos da guia PTO-1024-02' });
    await expect(within(items).getByRole('columnheader', { name: 'Análise da operadora' })).toBeVisible();
    const endo = itemRow(items, '85200166');
    await expect(endo).toHaveTextContent('Glosado total R$ 620,00');
    await expect(endo).toHaveTextContent('3067 – RADIOGRAFIA FINAL NÃO ENVIADA');
    await expect(endo).toHaveTextContent('A periapical enviada é a de diagnóstico, sem a obturação.');
    const resina = itemRow(items, '85100200');
    await expect(resina).toHaveTextContent('Glosado parte R$ 63,00');
    await expect(resina).toHaveTextContent(
      '3030 – AUDITORIA FINAL CONSTA QUE A RESTAURAÇÃO FOI REALIZADA EM OUTRO MATERIAL',
    );
    const totals = within(maria).getByLabelText('Totais da guia PTO-1024-02');
    await expect(field(totals, 'Valor informado')).toHaveTextContent('R$ 830,00');
    await expect(field(totals, 'Valor glosado')).toHaveTextContent('R$ 683,00');
    await expect(field(totals, 'Valor liberado')).toHaveTextContent('R$ 147,00');

    const pedro = canvas.getByRole('table', { name: 'Procedimentos da guia PTO-1038-01' });
    await expect(itemRow(pedro, '82000875')).toHaveTextContent('Pago R$ 120,00');
    // Analysed, not paid: no statement yet.
    await expect(canvas.queryByRole('region', { name: 'Demonstrativo de pagamento' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /demonstrativo/ })).toBeNull();
  },
};

const statements: string[] = [];

/**
 * A paid batch: every step, from open to paid, and its payment statement (number, day and method of the
 * payment, the totals); 'Baixar demonstrativo (PDF)' and '(XML)' save it under the server's names.
 */
export const PaidBatch: Story = {
  args: { path: '/faturamento/lotes/10' },
  parameters: { msw: { handlers: [currentUserOk, ...faturamentoHandlers({ demonstrativos: statements })] } },
  beforeEach: () => {
    statements.length = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, 'Lote 000010');
    await expect(
      within(canvas.getByRole('list', { name: 'Passos do lote' })).getAllByRole('listitem'),
    ).toHaveLength(LOTE_PAGO.passos.length);
    await expect(field(summaryOf(canvas), 'Status')).toHaveTextContent('Pago');

    const statement = canvas.getByRole('region', { name: 'Demonstrativo de pagamento' });
    const data = within(statement).getByLabelText('Dados do demonstrativo');
    await expect(field(data, 'Número do demonstrativo')).toHaveTextContent('DP0000000010');
    await expect(field(data, 'Data do pagamento')).toHaveTextContent('30/10/2026');
    await expect(field(data, 'Forma de pagamento')).toHaveTextContent('PIX');
    await expect(field(data, 'Valor informado')).toHaveTextContent('R$ 950,00');
    await expect(field(data, 'Valor glosado')).toHaveTextContent('R$ 683,00');
    await expect(field(data, 'Coparticipação')).toHaveTextContent('R$ 190,00');
    await expect(field(data, 'Valor liberado')).toHaveTextContent('R$ 267,00');
    // No appeal credit in this statement: nothing about it.
    await expect(within(data).queryByText('Créditos de recurso')).toBeNull();

    await catchDownloads(async ({ clicks, textOf }) => {
      await userEvent.click(within(statement).getByRole('button', { name: 'Baixar demonstrativo (PDF)' }));
      await waitFor(() => expect(clicks).toHaveLength(1));
      await expect(clicks[0]?.download).toBe('DEMONSTRATIVO-000010.pdf');
      await expect(await textOf(clicks[0]?.href)).toBe(demonstrativoPdf('000010'));
      await expect(
        await canvas.findByText(demonstrativoSaved('000010', 'DEMONSTRATIVO-000010.pdf'), {}, LOAD),
      ).toBeVisible();

      await userEvent.click(within(statement).getByRole('button', { name: 'Baixar demonstrativo (XML)' }));
      await waitFor(() => expect(clicks).toHaveLength(2));
      await expect(clicks[1]?.download).toBe('DEMONSTRATIVO-000010.xml');
      await expect(await textOf(clicks[1]?.href)).toBe(demonstrativoXml('000010'));
    });
    await expect(statements).toEqual(['pdf 10', 'xml 10']);
    await expect(
      await canvas.findByText(demonstrativoSaved('000010', 'DEMONSTRATIVO-000010.xml'), {}, LOAD),
    ).toBeVisible();
  },
};

/** A statement the server has not issued (409): its words, and nothing is saved. */
export const StatementNotIssued: Story = {
  args: { path: '/faturamento/lotes/10' },
  parameters: {
    msw: { handlers: [currentUserOk, ...faturamentoHandlers({ refuseDemonstrativo: true })] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, 'Lote 000010');
    await catchDownloads(async ({ clicks }) => {
      await userEvent.click(canvas.getByRole('button', { name: 'Baixar demonstrativo (PDF)' }));
      await expect(await canvas.findByRole('alert', {}, LOAD)).toHaveTextContent(DEMONSTRATIVO_NAO_EMITIDO);
      await expect(clicks).toHaveLength(0);
    });
    await expect(canvas.getByRole('button', { name: 'Baixar demonstrativo (PDF)' })).toBeEnabled();
  },
};

/** A batch that is not the dentist's (or does not exist): the server's words, and the way back. */
export const NotFound: Story = {
  args: { path: '/faturamento/lotes/99' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, LOAD)).toHaveTextContent(
      'Lote de faturamento não encontrado.',
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Voltar para Faturamento' }));
    await waitFor(() => expect(location(canvas)).toHaveTextContent(/^\/faturamento$/));
  },
};

/** While the batch loads. */
export const Loading: Story = {
  parameters: { msw: { handlers: [currentUserOk, neverAnswers('/api/v2/lotes/:id')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Carregando o lote de faturamento...', {}, LOAD)).toBeVisible();
  },
};

/** A failed load says so with 'Tentar novamente', which loads the batch. */
export const LoadErrorThenRetry: Story = {
  parameters: {
    msw: { handlers: [currentUserOk, failsOnce('/api/v2/lotes/:id', 'server'), ...faturamentoHandlers()] },
  },
  play: async ({ canvasElement }) => {
    await retriesAfterFailure(canvasElement, LOTE_LOAD_ERROR, (canvas) => heading(canvas, 'Lote 000012'));
  },
};

/** On a phone the guides' items are cards, and nothing is wider than the screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, 'Lote 000012');
    await expect(canvas.getByRole('list', { name: 'Procedimentos da guia PTO-1024-03' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A statement that also paid an accepted glosa appeal: the credit, and what was received in all. */
export const PaidBatchWithAppealCredit: Story = {
  args: { path: '/faturamento/lotes/10' },
  parameters: {
    msw: {
      handlers: [
        currentUserOk,
        ...faturamentoHandlers({
          lotes: [
            {
              ...LOTE_PAGO,
              demonstrativo: LOTE_PAGO.demonstrativo && {
                ...LOTE_PAGO.demonstrativo,
                valorCreditos: 620,
                valorRecebido: LOTE_PAGO.demonstrativo.valorLiberado + 620,
              },
            },
          ],
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvas, 'Lote 000010');
    const data = within(canvas.getByRole('region', { name: 'Demonstrativo de pagamento' })).getByLabelText(
      'Dados do demonstrativo',
    );
    await expect(field(data, 'Valor liberado')).toHaveTextContent('R$ 267,00');
    await expect(field(data, 'Créditos de recurso')).toHaveTextContent('R$ 620,00');
    await expect(field(data, 'Valor recebido')).toHaveTextContent('R$ 887,00');
  },
};
