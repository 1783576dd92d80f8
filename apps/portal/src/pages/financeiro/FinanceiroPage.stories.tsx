import { dentistHttp } from '@odonto/contract/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { csvLines, exportedFile } from '../../testing/download';
import { storeSignedInSession } from '../../testing/fixtures';
import { currentUserOk } from '../../testing/handlers';
import { failsOnce, retriesAfterFailure } from '../../testing/load-stories';
import { PortalScreen } from '../../testing/PortalScreen';
import { FINANCEIRO, financeiroAnswer, financeiroHandler } from '../../testing/records-handlers';
import { bodyRows, location, summary } from '../../testing/records-stories';
import { FINANCEIRO_LOAD_ERROR } from './FinanceiroPage';

const meta = {
  title: 'Portal/Financeiro',
  component: PortalScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', msw: { handlers: [currentUserOk, financeiroHandler()] } },
  args: { path: '/financeiro' },
  beforeEach: () => storeSignedInSession(),
} satisfies Meta<typeof PortalScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const pagination = (canvas: Canvas) =>
  canvas.getByRole('navigation', { name: 'Paginação dos registros financeiros' });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Financeiro' })).toBeVisible();
    await canvas.findByRole('table');
    await expect(summary(canvas, 'Total recebido')).toHaveTextContent('R$ 2.105,40');
    await expect(summary(canvas, 'Pendente')).toHaveTextContent('R$ 1.052,70');
    await expect(summary(canvas, 'Total geral')).toHaveTextContent('R$ 4.561,70');
    await expect(bodyRows(canvas)).toHaveLength(10);
    const first = within(bodyRows(canvas)[0] as HTMLElement);
    for (const text of [
      'Maria da Silva',
      'Restauração em resina fotopolimerizável 1 face - dente 16',
      'R$ 200,90',
      'PIX',
      'Pago',
      '01/12/2026',
    ]) {
      await expect(first.getByText(text)).toBeVisible();
    }
    await expect(within(bodyRows(canvas)[1] as HTMLElement).getByText('Cartão de crédito')).toBeVisible();
    await expect(pagination(canvas)).toHaveTextContent('Mostrando 1 a 10 de 13 resultados');
    await userEvent.click(within(pagination(canvas)).getByRole('button', { name: 'Próxima' }));
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(3));
    await expect(pagination(canvas)).toHaveTextContent('Mostrando 11 a 13 de 13 resultados');
    await expect(location(canvas)).toHaveTextContent('/financeiro?pagina=2');
    // No dead buttons: New, view, edit and delete have no behaviour in the spec; Export is real (a CSV).
    const main = within(canvas.getByRole('main'));
    await expect(main.queryByRole('button', { name: /^(Novo|Ver|Editar|Excluir)/ })).toBeNull();
    await expect(main.getByRole('button', { name: 'Exportar CSV' })).toBeEnabled();
  },
};

export const StatusTab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table');
    const tabs = canvas.getByRole('tablist', { name: 'Filtrar registros por status' });
    for (const name of ['Todos', 'Pendentes', 'Pagos', 'Cancelados']) {
      await expect(within(tabs).getByRole('tab', { name })).toBeVisible();
    }
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Pendentes' }));
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(3));
    for (const row of bodyRows(canvas)) await expect(row).toHaveTextContent('Pendente');
    await expect(location(canvas)).toHaveTextContent('/financeiro?status=pending');
    await expect(pagination(canvas)).toHaveTextContent('Mostrando 1 a 3 de 3 resultados');
    // The totals do not follow the tab.
    await expect(summary(canvas, 'Total geral')).toHaveTextContent('R$ 4.561,70');
  },
};

export const SearchAndMethod: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table');
    const method = canvas.getByRole('combobox', { name: 'Forma de pagamento' });
    await expect(
      within(method)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Todas as formas',
      'Cartão de crédito',
      'Cartão de débito',
      'Dinheiro',
      'PIX',
      'Transferência bancária',
    ]);
    await userEvent.selectOptions(method, 'PIX');
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(3));
    await expect(location(canvas)).toHaveTextContent('/financeiro?metodoPagamento=pix');
    await expect(summary(canvas, 'Total geral')).toHaveTextContent('R$ 977,70');

    await userEvent.selectOptions(method, 'Todas as formas');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Buscar registros' }), 'Pereira{Enter}');
    await waitFor(() => expect(location(canvas)).toHaveTextContent('/financeiro?busca=Pereira'));
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(3));
    for (const row of bodyRows(canvas)) await expect(row).toHaveTextContent('João Pereira');
    await expect(canvas.getByRole('textbox', { name: 'Buscar registros' })).toHaveFocus();
    // Clearing the search empties the address too.
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar busca' }));
    await waitFor(() => expect(location(canvas)).toHaveTextContent(/^\/financeiro$/));
    await expect(canvas.getByRole('textbox', { name: 'Buscar registros' })).toHaveValue('');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [currentUserOk, financeiroHandler([])] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nenhum registro encontrado')).toBeVisible();
    await expect(summary(canvas, 'Total geral')).toHaveTextContent('R$ 0,00');
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
      FINANCEIRO.map((row) => ({ ...row, patientName: 'Paciente Atualizado' })),
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
    await expect((await canvas.findAllByText('Paciente Atualizado')).length).toBeGreaterThan(0);
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
      'Paciente;Carteira;Descrição;Valor (R$);Forma de pagamento;Status;Vencimento;Pagamento',
    );
    // Only the records of the chosen tab.
    await expect(lines).toHaveLength(4);
    await expect(lines[1]).toBe(
      'João Pereira;09000001000002001;Exodontia simples de permanente - dente 21;225,90;Cartão de crédito;Pendente;02/12/2026;',
    );
  },
};
