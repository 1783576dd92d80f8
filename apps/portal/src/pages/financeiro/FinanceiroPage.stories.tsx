import { dentistHttp } from '@odonto/contract/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { csvLines, exportedFile } from '../../testing/download';
import { catchDownloads } from '../../testing/downloads';
import { demonstrativoPdf, demonstrativoXml } from '../../testing/faturamento-handlers';
import { storeSignedInSession } from '../../testing/fixtures';
import { currentUserOk } from '../../testing/handlers';
import { failsOnce, retriesAfterFailure } from '../../testing/load-stories';
import { PortalScreen } from '../../testing/PortalScreen';
import {
  CREDITOS_PENDENTES,
  FINANCEIRO,
  FINANCEIRO_COM_CREDITO,
  financeiroAnswer,
  financeiroHandler,
  financeiroStatementHandlers,
} from '../../testing/records-handlers';
import { bodyRows, location, summary } from '../../testing/records-stories';
import { FINANCEIRO_LOAD_ERROR } from './FinanceiroPage';

const meta = {
  title: 'Portal/Financeiro',
  component: PortalScreen,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [currentUserOk, financeiroHandler(), ...financeiroStatementHandlers()] },
  },
  args: { path: '/financeiro' },
  beforeEach: () => storeSignedInSession(),
} satisfies Meta<typeof PortalScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const pagination = (canvas: Canvas) =>
  canvas.getByRole('navigation', { name: 'Paginação dos registros financeiros' });

const rowOf = (canvas: Canvas, numeroLote: string) => {
  const row = bodyRows(canvas).find((each) =>
    within(each).queryByRole('link', { name: `Lote ${numeroLote}` }),
  );
  if (!row) throw new Error(`Linha do lote ${numeroLote} não encontrada.`);
  return within(row);
};

/**
 * A row per batch sent: the batch (a link to it) with what it holds and its protocol, its month, what was
 * informed, glosed and released, how and when it was paid, its step, the payment deadline and, once paid, the
 * statement; the server's totals of what was received and what is still to receive.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Financeiro' })).toBeVisible();
    await canvas.findByRole('table');
    await expect(summary(canvas, 'Total recebido')).toHaveTextContent('R$ 28.955,00');
    await expect(summary(canvas, 'A receber')).toHaveTextContent('R$ 4.445,00');
    await expect(summary(canvas, 'Total')).toHaveTextContent('R$ 33.400,00');
    await expect(bodyRows(canvas)).toHaveLength(10);
    await expect(
      within(canvas.getByRole('table'))
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Lote',
      'Competência',
      'Valor informado',
      'Valor glosado',
      'Valor liberado',
      'Forma de pagamento',
      'Situação',
      'Prazo de pagamento',
      'Data do pagamento',
      'Demonstrativo',
    ]);

    // October's batch, being analysed: not paid, no statement yet.
    const october = rowOf(canvas, '000011');
    await expect(october.getByRole('link', { name: 'Lote 000011' })).toHaveAttribute(
      'href',
      '/faturamento/lotes/11',
    );
    for (const text of [
      'Lote 000011 · 2 guias, 5 procedimentos',
      'Protocolo 2026110500407',
      '10/2026',
      'R$ 2.850,00',
      'R$ 1.345,00',
      'R$ 1.505,00',
      'Em análise',
      '05/12/2026',
      'Após o pagamento',
    ]) {
      await expect(october.getByText(text)).toBeVisible();
    }
    // No payment yet: neither its method nor its day.
    await expect(october.getAllByText('—')).toHaveLength(2);
    await expect(october.queryByRole('button', { name: /^Demonstrativo/ })).toBeNull();

    // August's batch, paid by PIX, with its statement.
    const august = rowOf(canvas, '000009');
    for (const text of [
      'R$ 3.030,00',
      'R$ 788,00',
      'R$ 2.242,00',
      'PIX',
      'Pago',
      '05/10/2026',
      '25/09/2026',
    ]) {
      await expect(august.getByText(text)).toBeVisible();
    }
    await expect(august.getByRole('button', { name: 'Demonstrativo PDF' })).toBeEnabled();
    await expect(august.getByRole('button', { name: 'Demonstrativo XML' })).toBeEnabled();
    await expect(rowOf(canvas, '000008').getByText('Transferência bancária')).toBeVisible();

    await expect(pagination(canvas)).toHaveTextContent('Mostrando 1 a 10 de 11 resultados');
    await userEvent.click(within(pagination(canvas)).getByRole('button', { name: 'Próxima' }));
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(1));
    await expect(pagination(canvas)).toHaveTextContent('Mostrando 11 a 11 de 11 resultados');
    await expect(location(canvas)).toHaveTextContent('/financeiro?pagina=2');
    // No dead buttons: New, view, edit and delete have no behaviour in the spec; Export is real (a CSV).
    const main = within(canvas.getByRole('main'));
    await expect(main.queryByRole('button', { name: /^(Novo|Ver|Editar|Excluir)/ })).toBeNull();
    await expect(main.getByRole('button', { name: 'Exportar CSV' })).toBeEnabled();
  },
};

const statusQueries: URLSearchParams[] = [];

/** Pending (sent, being analysed or analysed) and paid batches; the totals do not follow the tab. */
export const StatusTab: Story = {
  parameters: { msw: { handlers: [currentUserOk, financeiroHandler(FINANCEIRO, statusQueries)] } },
  beforeEach: () => {
    statusQueries.length = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table');
    const tabs = canvas.getByRole('tablist', { name: 'Filtrar registros por status' });
    await expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Todos', 'Pendentes', 'Pagos']);
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Pendentes' }));
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(2));
    await expect(statusQueries.at(-1)?.get('status')).toBe('pending');
    await expect(bodyRows(canvas)[0]).toHaveTextContent('Em análise');
    await expect(bodyRows(canvas)[1]).toHaveTextContent('Analisado');
    await expect(location(canvas)).toHaveTextContent('/financeiro?status=pending');
    await expect(pagination(canvas)).toHaveTextContent('Mostrando 1 a 2 de 2 resultados');
    // The totals do not follow the tab.
    await expect(summary(canvas, 'Total')).toHaveTextContent('R$ 33.400,00');

    await userEvent.click(within(tabs).getByRole('tab', { name: 'Pagos' }));
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(9));
    await expect(statusQueries.at(-1)?.get('status')).toBe('completed');
    for (const row of bodyRows(canvas)) await expect(row).toHaveTextContent('Pago');
  },
};

const methodQueries: URLSearchParams[] = [];

/** The operator pays by PIX or transfer: the filter asks the server for one; the search finds a batch. */
export const SearchAndMethod: Story = {
  parameters: { msw: { handlers: [currentUserOk, financeiroHandler(FINANCEIRO, methodQueries)] } },
  beforeEach: () => {
    methodQueries.length = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table');
    const method = canvas.getByRole('combobox', { name: 'Forma de pagamento' });
    await expect(
      within(method)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Todas as formas', 'PIX', 'Transferência bancária']);
    await userEvent.selectOptions(method, 'Transferência bancária');
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(4));
    await expect(methodQueries.at(-1)?.get('metodoPagamento')).toBe('bank_transfer');
    for (const row of bodyRows(canvas)) await expect(row).toHaveTextContent('Transferência bancária');
    await expect(location(canvas)).toHaveTextContent('/financeiro?metodoPagamento=bank_transfer');
    await expect(summary(canvas, 'Total')).toHaveTextContent('R$ 12.793,00');

    await userEvent.selectOptions(method, 'Todas as formas');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Buscar registros' }), '000009{Enter}');
    await waitFor(() => expect(location(canvas)).toHaveTextContent('/financeiro?busca=000009'));
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(1));
    await expect(bodyRows(canvas)[0]).toHaveTextContent('Lote 000009');
    await expect(canvas.getByRole('textbox', { name: 'Buscar registros' })).toHaveFocus();
    // Clearing the search empties the address too.
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar busca' }));
    await waitFor(() => expect(location(canvas)).toHaveTextContent(/^\/financeiro$/));
    await expect(canvas.getByRole('textbox', { name: 'Buscar registros' })).toHaveValue('');
  },
};

const statements: string[] = [];

/** A paid batch's statement, in TISS XML and in PDF, saved under the server's names. */
export const DownloadStatement: Story = {
  parameters: {
    msw: {
      handlers: [
        currentUserOk,
        financeiroHandler(),
        ...financeiroStatementHandlers({ demonstrativos: statements }),
      ],
    },
  },
  beforeEach: () => {
    statements.length = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table');
    const august = rowOf(canvas, '000009');
    await catchDownloads(async ({ clicks, textOf }) => {
      await userEvent.click(august.getByRole('button', { name: 'Demonstrativo XML' }));
      await waitFor(() => expect(clicks).toHaveLength(1));
      await expect(clicks[0]?.download).toBe('DEMONSTRATIVO-000009.xml');
      await expect(await textOf(clicks[0]?.href)).toBe(demonstrativoXml('000009'));
      await waitFor(() => expect(august.getByRole('button', { name: 'Demonstrativo PDF' })).toBeEnabled());
      await userEvent.click(august.getByRole('button', { name: 'Demonstrativo PDF' }));
      await waitFor(() => expect(clicks).toHaveLength(2));
      await expect(clicks[1]?.download).toBe('DEMONSTRATIVO-000009.pdf');
      await expect(await textOf(clicks[1]?.href)).toBe(demonstrativoPdf('000009'));
    });
    await expect(statements).toEqual(['xml 9', 'pdf 9']);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [currentUserOk, financeiroHandler([])] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nenhum registro encontrado')).toBeVisible();
    await expect(summary(canvas, 'Total')).toHaveTextContent('R$ 0,00');
    await expect(
      canvas.queryByRole('navigation', { name: 'Paginação dos registros financeiros' }),
    ).toBeNull();
  },
};

export const LoadErrorThenRetry: Story = {
  parameters: {
    msw: { handlers: [currentUserOk, failsOnce('/api/v2/financeiro', 'server'), financeiroHandler()] },
  },
  play: ({ canvasElement }) =>
    retriesAfterFailure(canvasElement, FINANCEIRO_LOAD_ERROR, async (canvas) =>
      expect(await canvas.findByRole('table')).toBeVisible(),
    ),
};

// The second answer is slower and different: 'Atualizar' spins while the server answers, then shows it.
let answers = 0;
const changingRecords = dentistHttp.get('/v2/financeiro', async ({ request, response }) => {
  answers += 1;
  if (answers === 1) return response(200).json(financeiroAnswer(FINANCEIRO, request));
  await delay(600);
  return response(200).json(
    financeiroAnswer(
      FINANCEIRO.map((row) => ({ ...row, description: 'Descrição atualizada' })),
      request,
    ),
  );
});

export const Refresh: Story = {
  parameters: { msw: { handlers: [currentUserOk, changingRecords] } },
  beforeEach: () => {
    answers = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table');
    await userEvent.click(canvas.getByRole('button', { name: 'Atualizar' }));
    const busy = await canvas.findByRole('button', { name: /Atualizando/ });
    await expect(busy).toBeDisabled();
    await expect((await canvas.findAllByText('Descrição atualizada')).length).toBeGreaterThan(0);
    await expect(canvas.getByRole('button', { name: 'Atualizar' })).toBeEnabled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = await canvas.findByRole('list', { name: 'Registros financeiros' });
    await expect(within(cards).getAllByRole('listitem')).toHaveLength(10);
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(pagination(canvas)).toHaveTextContent('Página 1 de 2');
  },
};

export const ExportCsv: Story = {
  args: { path: '/financeiro?status=pending' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table');
    const { name, text } = await exportedFile(canvas);
    await expect(name).toBe('financeiro.csv');
    const lines = csvLines(text);
    await expect(lines[0]).toBe(
      'Lote;Protocolo;Competência;Descrição;Valor informado (R$);Valor glosado (R$);Valor liberado (R$);Forma de pagamento;Situação;Prazo de pagamento;Data do pagamento;Demonstrativo',
    );
    // Only the batches of the chosen tab.
    await expect(lines).toHaveLength(3);
    await expect(lines[1]).toBe(
      '000011;2026110500407;10/2026;Lote 000011 · 2 guias, 5 procedimentos;2.850,00;1.345,00;1.505,00;;Em análise;05/12/2026;;',
    );
  },
};

/**
 * Accepted glosa appeals: the credits waiting for the next statement (card and section, each with its appeal,
 * procedure, patient, glosa's batch, value and day), and August's batch paid with one: its amount includes the
 * credit, listed in the batch's disclosure.
 */
export const WithAppealCredits: Story = {
  parameters: {
    msw: {
      handlers: [
        currentUserOk,
        financeiroHandler(FINANCEIRO_COM_CREDITO, undefined, CREDITOS_PENDENTES),
        ...financeiroStatementHandlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table');
    await expect(summary(canvas, 'Créditos a receber')).toHaveTextContent('R$ 352,00');
    await expect(canvas.getByRole('heading', { name: 'Créditos de recurso a receber' })).toBeVisible();
    const pending = within(canvas.getByRole('list', { name: 'Créditos de recurso a receber' })).getAllByRole(
      'listitem',
    );
    await expect(pending).toHaveLength(2);
    const endo = within(pending[0] as HTMLElement);
    for (const text of [
      'RG000016 · Tratamento endodôntico unirradicular · Dente 21',
      'Pedro Santos · Lote da glosa 000009 · Protocolo 261000000016',
      'Aceito em 10/11/2026 · Entra no próximo demonstrativo',
      'R$ 310,00',
    ]) {
      await expect(endo.getByText(text)).toBeVisible();
    }

    // August's batch: released R$ 2.242,00 plus the credit of R$ 42,00.
    const august = rowOf(canvas, '000009');
    await expect(august.getByText('R$ 2.284,00')).toBeVisible();
    const disclosure = august.getByText('Créditos de recurso: R$ 42,00');
    const detail = 'RG000011 · Restauração em resina fotopolimerizável 1 face · Dente 45 · O — R$ 42,00';
    await expect(august.getByText(detail)).not.toBeVisible();
    await userEvent.click(disclosure);
    await expect(august.getByText(detail)).toBeVisible();
    // Only the batch whose statement paid a credit says so.
    await expect(rowOf(canvas, '000008').queryByText(/^Créditos de recurso/)).toBeNull();
  },
};

/** Without a credit waiting, no section (the card says R$ 0,00). */
export const WithoutAppealCredits: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table');
    await expect(summary(canvas, 'Créditos a receber')).toHaveTextContent('R$ 0,00');
    await expect(canvas.queryByRole('heading', { name: 'Créditos de recurso a receber' })).toBeNull();
  },
};

const sortQueries: URLSearchParams[] = [];

/**
 * The server sorts by the values, the situation and the days: a header asks it and says how (aria-sort); the
 * address keeps it. The default order (by the day each batch was sent) is no column's, so no header says it.
 */
export const SortByHeader: Story = {
  parameters: { msw: { handlers: [currentUserOk, financeiroHandler(FINANCEIRO, sortQueries)] } },
  beforeEach: () => {
    sortQueries.length = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table');
    await expect(table.querySelector('[aria-sort]')).toBeNull();
    const released = within(table).getByRole('columnheader', { name: 'Valor liberado' });
    await userEvent.click(within(released).getByRole('button', { name: 'Valor liberado' }));
    await waitFor(() => expect(location(canvas)).toHaveTextContent('ordenarPor=valorLiberado&ordem=asc'));
    await expect(released).toHaveAttribute('aria-sort', 'ascending');
    await waitFor(() =>
      expect(Object.fromEntries(sortQueries.at(-1) ?? [])).toMatchObject({
        ordenarPor: 'valorLiberado',
        ordem: 'asc',
      }),
    );
    const smallest = [...FINANCEIRO].sort((a, b) => a.amount - b.amount || a.id - b.id)[0];
    await waitFor(() => expect(bodyRows(canvas)[0]).toHaveTextContent(`Lote ${smallest?.numeroLote}`));
  },
};

/** On a phone the sort field starts at the list's own order, then asks the server for a column's. */
export const SortOnAPhone: Story = {
  globals: { viewport: { value: 'mobile1' } },
  parameters: { msw: { handlers: [currentUserOk, financeiroHandler(FINANCEIRO, sortQueries)] } },
  beforeEach: () => {
    sortQueries.length = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Registros financeiros' });
    const field = canvas.getByRole('combobox', { name: 'Ordenar por' });
    await expect(field).toHaveDisplayValue('Ordem padrão');
    await userEvent.selectOptions(field, 'Data do pagamento (decrescente)');
    await waitFor(() => expect(location(canvas)).toHaveTextContent('ordenarPor=dataPagamento&ordem=desc'));
    await waitFor(() =>
      expect(Object.fromEntries(sortQueries.at(-1) ?? [])).toMatchObject({
        ordenarPor: 'dataPagamento',
        ordem: 'desc',
      }),
    );
  },
};
