import type { GlosaStatus } from '@odonto/contract';
import { type DataTableColumn, formatCurrency, RecordsList, StatusBadge } from '@odonto/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

interface Denial {
  id: number;
  patient: string;
  amount: number;
  status: GlosaStatus;
}

const STATUSES: GlosaStatus[] = ['nao_recorrida', 'em_recurso', 'aceita', 'aceita_parcialmente', 'mantida'];
const PATIENTS = ['Maria da Silva', 'João Pereira', 'Pedro Santos'];
const DENIALS: Denial[] = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  patient: PATIENTS[i % PATIENTS.length] ?? '',
  amount: 40 + 10 * i,
  status: STATUSES[i % STATUSES.length] ?? 'nao_recorrida',
}));

const columns: DataTableColumn<Denial>[] = [
  { id: 'patient', header: 'Paciente', cell: (row) => row.patient },
  { id: 'amount', header: 'Valor glosado', cell: (row) => formatCurrency(row.amount), align: 'end' },
  { id: 'status', header: 'Status', cell: (row) => <StatusBadge kind="glosa" value={row.status} /> },
];

const TABS = [
  { value: 'todas', label: 'Todas' },
  { value: 'nao_recorrida', label: 'Não recorridas' },
  { value: 'aceita', label: 'Aceitas' },
];

const meta = {
  title: 'UI/RecordsList',
  component: RecordsList<Denial>,
  tags: ['autodocs'],
  args: {
    caption: 'Glosas',
    columns,
    getRowKey: (row: Denial) => String(row.id),
    emptyText: 'Nenhuma glosa encontrada',
    loading: false,
    loadingText: 'Carregando glosas...',
    error: null,
    onRetry: fn(),
    rows: DENIALS.slice(0, 10),
    pagination: {
      page: 1,
      totalItems: 12,
      pageSize: 10,
      onPageChange: fn(),
      ariaLabel: 'Paginação das glosas',
    },
  },
} satisfies Meta<typeof RecordsList<Denial>>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyRows = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Glosas' }))
    .getAllByRole('row')
    .slice(1);

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(bodyRows(canvasElement)).toHaveLength(10);
    const pages = canvas.getByRole('navigation', { name: 'Paginação das glosas' });
    await expect(pages).toHaveTextContent('Mostrando 1 a 10 de 12 resultados');
    await userEvent.click(within(pages).getByRole('button', { name: 'Página 2' }));
    await expect(args.pagination?.onPageChange).toHaveBeenCalledWith(2);
  },
};

/** The status tabs over the list: the list is the chosen tab's panel. */
export const WithTabs: Story = {
  render: function Tabbed(args) {
    const [tab, setTab] = useState('todas');
    const rows = DENIALS.filter((row) => tab === 'todas' || row.status === tab);
    return (
      <RecordsList
        {...args}
        rows={rows.slice(0, 10)}
        pagination={args.pagination && { ...args.pagination, totalItems: rows.length }}
        tabs={{ tabs: TABS, value: tab, onValueChange: setTab, ariaLabel: 'Filtrar glosas por status' }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = canvas.getByRole('tablist', { name: 'Filtrar glosas por status' });
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Aceitas' }));
    // Twelve glosas over five statuses: the 3rd, 8th and (none past 12) 13th are accepted.
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(2));
    for (const row of bodyRows(canvasElement)) await expect(row).toHaveTextContent(/Aceita$/);
    await expect(canvas.getByRole('tabpanel')).toContainElement(
      canvas.getByRole('table', { name: 'Glosas' }),
    );
  },
};

/** Everything on one page: the pagination can be left out (Glosas) or kept for its range. */
export const SinglePage: Story = {
  args: {
    rows: DENIALS.slice(0, 3),
    pagination: {
      page: 1,
      totalItems: 3,
      pageSize: 10,
      onPageChange: fn(),
      ariaLabel: 'Paginação das glosas',
      hideOnSinglePage: true,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(bodyRows(canvasElement)).toHaveLength(3);
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

export const Loading: Story = {
  args: { rows: undefined, loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando glosas...');
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const LoadError: Story = {
  args: { rows: undefined, error: 'Não foi possível carregar as glosas. Tente novamente.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Não foi possível carregar as glosas.');
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Empty: Story = {
  args: {
    rows: [],
    pagination: { page: 1, totalItems: 0, onPageChange: fn(), ariaLabel: 'Paginação das glosas' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nenhuma glosa encontrada')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** On a phone the rows become cards and the pagination reads 'Página n de N'. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = canvas.getByRole('list', { name: 'Glosas' });
    await expect(within(cards).getAllByRole('listitem')).toHaveLength(10);
    await expect(canvas.getByRole('navigation', { name: 'Paginação das glosas' })).toHaveTextContent(
      'Página 1 de 2',
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
