import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storeSignedInSession } from '../../testing/fixtures';
import { currentUserOk } from '../../testing/handlers';
import { failsOnce, retriesAfterFailure } from '../../testing/load-stories';
import { PortalScreen } from '../../testing/PortalScreen';
import {
  MANY_PLANS,
  PLAN_LIST,
  planListFails,
  planListOk,
  planListPending,
  planSummary,
} from '../../testing/plan-list-handlers';
import { DATE_RANGE_ERROR } from './PlanFilters';

const meta = {
  title: 'Portal/Plan list',
  component: PortalScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', msw: { handlers: [currentUserOk, planListOk()] } },
  args: { path: '/plano-tratamento' },
  beforeEach: () => storeSignedInSession(),
} satisfies Meta<typeof PortalScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** The body rows of the plan table, once it has loaded. */
async function planRows(canvas: Canvas) {
  const table = await canvas.findByRole('table', { name: 'Planos de tratamento' });
  return within(table).getAllByRole('row').slice(1);
}

/** The plan codes shown, in order. */
async function shownCodes(canvas: Canvas) {
  const rows = await planRows(canvas);
  return rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent);
}

const location = (canvas: Canvas) => canvas.getByTestId('location');

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Planos de tratamento' }),
    ).toBeVisible();
    await expect(await shownCodes(canvas)).toEqual([
      'PTO-0006',
      'PTO-0005',
      'PTO-0004',
      'PTO-0003',
      'PTO-0002',
      'PTO-0001',
    ]);
    const [first] = await planRows(canvas);
    if (!first) throw new Error('sem linhas');
    const row = within(first);
    const issued = PLAN_LIST[0]?.dtCriacao ?? '';
    const [year, month, day] = issued.slice(0, 10).split('-');
    await expect(row.getByRole('cell', { name: `${day}/${month}/${year}` })).toBeVisible();
    await expect(row.getByText('Maria da Silva')).toBeVisible();
    await expect(row.getByText('0900.0001.000001-00.1')).toBeVisible();
    // docs/product-rules.md#d7: the plan's real status, not a placeholder.
    await expect(row.getByText('Rascunho')).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Planos de tratamento' });
    for (const label of ['Autorizado', 'Concluído', 'Cancelado']) {
      await expect(within(table).getByText(label)).toBeVisible();
    }
    await expect(within(table).getAllByText('Pendente')).toHaveLength(2);
    // Issued a day ago: 59 days left, the expiry date in the badge's tooltip.
    const badge = row.getByRole('button', { name: '59 dias' });
    await userEvent.hover(badge);
    const expiry = new Date(new Date(issued).getTime() + 60 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const [ey, em, ed] = expiry.split('-');
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent(
      `Vence em ${ed}/${em}/${ey}`,
    );
    await userEvent.unhover(badge);
    await expect(row.getByRole('link', { name: 'Editar PTO-0006' })).toHaveAttribute(
      'href',
      '/plano-tratamento/6?editar=1',
    );
    await userEvent.click(row.getByRole('link', { name: 'Ver PTO-0006' }));
    // The plan screen's code loads on its first visit (lazy route) before the address changes.
    await waitFor(() => expect(location(canvas)).toHaveTextContent('/plano-tratamento/6'));
  },
};

export const FilterByStatus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await shownCodes(canvas)).toHaveLength(6);
    const toggle = canvas.getByRole('button', { name: 'Filtros' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const form = canvas.getByRole('form', { name: 'Filtros dos planos de tratamento' });
    await userEvent.selectOptions(within(form).getByLabelText('Status'), 'Pendente');
    await userEvent.click(within(form).getByRole('button', { name: 'Aplicar filtros' }));
    await expect(location(canvas)).toHaveTextContent('/plano-tratamento?status=1');
    await waitFor(async () => expect(await shownCodes(canvas)).toEqual(['PTO-0005', 'PTO-0002']));
    const table = canvas.getByRole('table', { name: 'Planos de tratamento' });
    await expect(within(table).getAllByText('Pendente')).toHaveLength(2);
    await expect(within(table).queryByText('Rascunho')).toBeNull();
  },
};

/** Plans after the audit: authorized in part (5, TISS 7) and denied (6, TISS 3), beside the others. */
const AUDITED_PLANS = [planSummary(8, 5, 2), planSummary(7, 6, 3), ...PLAN_LIST];

export const AuditStatuses: Story = {
  parameters: { msw: { handlers: [currentUserOk, planListOk(AUDITED_PLANS)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [partial, denied, draft] = await planRows(canvas);
    if (!partial || !denied || !draft) throw new Error('sem linhas');
    await expect(partial).toHaveTextContent('Autorizado parcialmente · TISS 7');
    await expect(denied).toHaveTextContent('Negado · TISS 3');
    // A draft has no TISS status.
    await expect(draft).toHaveTextContent('Rascunho');
    await expect(draft).not.toHaveTextContent('TISS');
    await userEvent.click(canvas.getByRole('button', { name: 'Filtros' }));
    const form = canvas.getByRole('form', { name: 'Filtros dos planos de tratamento' });
    const status = within(form).getByLabelText('Status');
    for (const label of ['Autorizado parcialmente', 'Negado']) {
      await expect(within(status).getByRole('option', { name: label })).toBeInTheDocument();
    }
    await userEvent.selectOptions(status, 'Autorizado parcialmente');
    await userEvent.click(within(form).getByRole('button', { name: 'Aplicar filtros' }));
    await expect(location(canvas)).toHaveTextContent('/plano-tratamento?status=5');
    await waitFor(async () => expect(await shownCodes(canvas)).toEqual(['PTO-0008']));
  },
};

const daysAgoIso = (days: number) =>
  new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

export const FiltersInUrl: Story = {
  // An address with filters (reload, back, a shared link) opens with them applied and shown.
  args: { path: `/plano-tratamento?status=1&beneficiario=jo%C3%A3o&dataInicio=${daysAgoIso(10)}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(async () => expect(await shownCodes(canvas)).toEqual(['PTO-0005']));
    const form = canvas.getByRole('form', { name: 'Filtros dos planos de tratamento' });
    await expect(within(form).getByLabelText('Status')).toHaveValue('1');
    await expect(within(form).getByLabelText('Beneficiário')).toHaveValue('joão');
    await expect(within(form).getByLabelText('Emitido de')).toHaveValue(daysAgoIso(10));
    await expect(canvas.getByRole('button', { name: /^Filtros/ })).toHaveTextContent('Filtros (3 ativos)');

    // The issue-date range: from 45 to 15 days ago leaves the plans of 20 and 40 days.
    await userEvent.click(within(form).getByRole('button', { name: 'Limpar filtros' }));
    await expect(location(canvas)).toHaveTextContent(/^\/plano-tratamento$/);
    await waitFor(async () => expect(await shownCodes(canvas)).toHaveLength(6));
    const cleared = canvas.getByRole('form', { name: 'Filtros dos planos de tratamento' });
    await expect(within(cleared).getByLabelText('Beneficiário')).toHaveValue('');
    await userEvent.type(within(cleared).getByLabelText('Emitido de'), daysAgoIso(45));
    await userEvent.type(within(cleared).getByLabelText('Emitido até'), daysAgoIso(15));
    await userEvent.click(within(cleared).getByRole('button', { name: 'Aplicar filtros' }));
    await expect(location(canvas)).toHaveTextContent(
      `/plano-tratamento?dataInicio=${daysAgoIso(45)}&dataFim=${daysAgoIso(15)}`,
    );
    await waitFor(async () => expect(await shownCodes(canvas)).toEqual(['PTO-0004', 'PTO-0003']));
  },
};

export const InvalidFiltersInUrl: Story = {
  // Values the server would reject (an unknown status, a non-date, a non-page) are ignored.
  args: { path: '/plano-tratamento?status=9&dataInicio=ontem&pagina=abc' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(async () => expect(await shownCodes(canvas)).toHaveLength(6));
    await expect(canvas.getByRole('button', { name: 'Filtros' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const FilterByBeneficiaryCard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await shownCodes(canvas)).toHaveLength(6);
    await userEvent.click(canvas.getByRole('button', { name: 'Filtros' }));
    const form = canvas.getByRole('form', { name: 'Filtros dos planos de tratamento' });
    await userEvent.type(within(form).getByLabelText('Beneficiário'), '  000003002 {Enter}');
    await expect(location(canvas)).toHaveTextContent('/plano-tratamento?beneficiario=000003002');
    await waitFor(async () => expect(await shownCodes(canvas)).toEqual(['PTO-0004', 'PTO-0002']));
  },
};

export const DateRangeBackwards: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await shownCodes(canvas)).toHaveLength(6);
    await userEvent.click(canvas.getByRole('button', { name: 'Filtros' }));
    const form = canvas.getByRole('form', { name: 'Filtros dos planos de tratamento' });
    await userEvent.type(within(form).getByLabelText('Emitido de'), daysAgoIso(5));
    const until = within(form).getByLabelText('Emitido até');
    await userEvent.type(until, daysAgoIso(30));
    await userEvent.click(within(form).getByRole('button', { name: 'Aplicar filtros' }));
    // A range that ends before it starts is not applied: the field says why.
    await expect(until).toHaveAttribute('aria-invalid', 'true');
    await expect(within(form).getByText(DATE_RANGE_ERROR)).toBeVisible();
    await waitFor(() => expect(until).toHaveAccessibleDescription(DATE_RANGE_ERROR));
    await expect(location(canvas)).toHaveTextContent(/^\/plano-tratamento$/);
    await userEvent.clear(until);
    await expect(until).not.toHaveAttribute('aria-invalid');
  },
};

export const Paging: Story = {
  parameters: { msw: { handlers: [currentUserOk, planListOk(MANY_PLANS)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const firstPage = await shownCodes(canvas);
    await expect(firstPage).toHaveLength(20);
    await expect(firstPage[0]).toBe('PTO-0045');
    const nav = canvas.getByRole('navigation', { name: 'Paginação dos planos de tratamento' });
    await expect(within(nav).getByText('Mostrando 1 a 20 de 45 resultados')).toBeVisible();
    await userEvent.click(within(nav).getByRole('button', { name: 'Página 2' }));
    await expect(location(canvas)).toHaveTextContent('/plano-tratamento?pagina=2');
    await waitFor(async () => expect((await shownCodes(canvas))[0]).toBe('PTO-0025'));
    await userEvent.click(
      within(canvas.getByRole('navigation', { name: 'Paginação dos planos de tratamento' })).getByRole(
        'button',
        { name: 'Próxima' },
      ),
    );
    await expect(location(canvas)).toHaveTextContent('/plano-tratamento?pagina=3');
    await waitFor(async () => expect(await shownCodes(canvas)).toHaveLength(5));
    await expect(canvas.getByText('Mostrando 41 a 45 de 45 resultados')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [currentUserOk, planListOk([])] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nenhum plano de tratamento encontrado.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: 'Paginação dos planos de tratamento' })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [currentUserOk, planListPending] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Carregando planos de tratamento...')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: [currentUserOk, planListFails],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Falha ao obter os planos de tratamento.',
    );
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
  },
};

export const RetryAfterError: Story = {
  parameters: {
    msw: {
      handlers: [currentUserOk, failsOnce('/api/v2/planoTratamento/dentista/:cro', 'network'), planListOk()],
    },
  },
  play: ({ canvasElement }) =>
    retriesAfterFailure(canvasElement, 'Falha ao obter os planos de tratamento.', async (canvas) =>
      expect(await shownCodes(canvas)).toHaveLength(6),
    ),
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Planos de tratamento' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    await expect(within(list).getByRole('link', { name: 'Ver PTO-0006' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Filtros' }));
    await expect(canvas.getByRole('form', { name: 'Filtros dos planos de tratamento' })).toBeVisible();
    // Cards and filters fit the phone: nothing wider than the screen.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/**
 * The server sorts the plans by issue day, validity (days remaining) and status: a header is a button that
 * asks it and says how the list is sorted (aria-sort); the filters stay, the address keeps it all.
 */
export const SortByHeader: Story = {
  args: { path: '/plano-tratamento?status=1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Planos de tratamento' });
    const issued = within(table).getByRole('columnheader', { name: 'Emissão' });
    await expect(issued).toHaveAttribute('aria-sort', 'descending');
    const before = await shownCodes(canvas);

    const button = within(issued).getByRole('button', { name: 'Emissão' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(location(canvas)).toHaveTextContent('/plano-tratamento?status=1&ordenarPor=emissao&ordem=asc'),
    );
    await expect(issued).toHaveAttribute('aria-sort', 'ascending');
    await waitFor(async () => expect(await shownCodes(canvas)).toEqual([...before].reverse()));

    const status = within(table).getByRole('columnheader', { name: 'Status' });
    await userEvent.click(within(status).getByRole('button', { name: 'Status' }));
    await waitFor(() => expect(location(canvas)).toHaveTextContent('ordenarPor=status&ordem=asc'));
    await expect(status).toHaveAttribute('aria-sort', 'ascending');
    await expect(issued).not.toHaveAttribute('aria-sort');
    // The filter stayed.
    await expect(location(canvas)).toHaveTextContent('status=1');
  },
};

/** Sorted by the days remaining from the address: the header says so. */
export const SortedFromTheAddress: Story = {
  args: { path: '/plano-tratamento?ordenarPor=validade&ordem=asc' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Planos de tratamento' });
    await expect(within(table).getByRole('columnheader', { name: 'Dias restantes' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    const codes = await shownCodes(canvas);
    const expected = [...PLAN_LIST]
      .sort((a, b) => a.dtValidade.localeCompare(b.dtValidade) || a.idPlanoTratamento - b.idPlanoTratamento)
      .map((plan) => `PTO-${String(plan.idPlanoTratamento).padStart(4, '0')}`);
    await expect(codes).toEqual(expected);
  },
};
