import { Box, Button, Stack } from '@chakra-ui/react';
import {
  DataTable,
  type DataTableColumn,
  type DataTableProps,
  DaysRemainingBadge,
  DetailCell,
  formatCardNumber,
  formatDate,
  formatPlanCode,
  Pagination,
  type PlanoStatus,
  type SortState,
  StatusBadge,
} from '@odonto/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

interface PlanRow {
  id: number;
  createdAt: string;
  /** The server's expiry date (creation + 60 days). */
  expiresAt: string;
  beneficiary: string;
  card: string;
  status: PlanoStatus;
}

// A fixed 'today', so the days-remaining badges read the same on every run.
const TODAY = '2026-11-22';

const plans: PlanRow[] = [
  {
    id: 12,
    createdAt: '2026-11-02',
    expiresAt: '2027-01-01',
    beneficiary: 'Maria da Silva',
    card: '09000001000001001',
    status: 1,
  },
  {
    id: 9,
    createdAt: '2026-10-15',
    expiresAt: '2026-12-14',
    beneficiary: 'João Pereira',
    card: '09000001000002007',
    status: 2,
  },
  {
    id: 4,
    createdAt: '2026-09-01',
    expiresAt: '2026-10-31',
    beneficiary: 'Ana Beatriz Costa',
    card: '09000001000003012',
    status: 3,
  },
];

// The plan list as a screen writes it: the kit's formatters and badges inside the cells.
const columns: DataTableColumn<PlanRow>[] = [
  { id: 'code', header: 'ID', cell: (plan) => formatPlanCode(plan.id) },
  { id: 'issuedOn', header: 'Data de emissão', cell: (plan) => formatDate(plan.createdAt) },
  {
    id: 'daysRemaining',
    header: 'Dias restantes',
    cell: (plan) => <DaysRemainingBadge expiresAt={plan.expiresAt} now={TODAY} />,
  },
  {
    id: 'beneficiary',
    header: 'Beneficiário',
    cell: (plan) => <DetailCell detail={formatCardNumber(plan.card)}>{plan.beneficiary}</DetailCell>,
  },
  { id: 'status', header: 'Status', cell: (plan) => <StatusBadge kind="plano" value={plan.status} /> },
];

const openPlan = fn();

const meta = {
  title: 'UI/DataTable',
  component: DataTable<PlanRow>,
  tags: ['autodocs'],
  args: {
    caption: 'Planos de tratamento',
    columns,
    rows: plans,
    getRowKey: (plan) => String(plan.id),
    loadingText: 'Carregando planos de tratamento...',
    emptyText: 'Nenhum plano de tratamento encontrado.',
    rowActions: (plan) => (
      <Button
        size="xs"
        variant="outline"
        onClick={() => openPlan(plan.id)}
        aria-label={`Ver ${formatPlanCode(plan.id)}`}
      >
        Ver
      </Button>
    ),
  },
} satisfies Meta<DataTableProps<PlanRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Planos de tratamento' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    await expect(headers).toEqual([
      'ID',
      'Data de emissão',
      'Dias restantes',
      'Beneficiário',
      'Status',
      'Ações',
    ]);
    await expect(within(table).getAllByRole('row')).toHaveLength(plans.length + 1);
    await expect(within(table).getByRole('cell', { name: /Maria da Silva/ })).toHaveTextContent(
      '0900.0001.000001-00.1',
    );
    const [, first, , third] = within(table).getAllByRole('row');
    if (!first || !third) throw new Error('rows missing');
    await expect(first).toHaveTextContent(/PTO-0012.*02\/11\/2026.*40 dias.*Pendente/);
    await expect(third).toHaveTextContent(/PTO-0004.*Expirado.*Concluído/);
    // The card list is for small screens only: on a wide one it is not drawn at all.
    await expect(canvasElement.querySelector('ul')).toBeNull();

    openPlan.mockClear();
    await userEvent.click(within(table).getByRole('button', { name: 'Ver PTO-0009' }));
    await expect(openPlan).toHaveBeenCalledOnce();
    await expect(openPlan).toHaveBeenCalledWith(9);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The table is for wider screens only: on a phone it is not drawn at all.
    await expect(canvasElement.querySelector('table')).toBeNull();
    const list = canvas.getByRole('list', { name: 'Planos de tratamento' });
    const cards = within(list).getAllByRole('listitem');
    await expect(cards).toHaveLength(plans.length);
    const [firstCard] = cards;
    if (!firstCard) throw new Error('no card');
    await expect(within(firstCard).getByText('Beneficiário')).toBeVisible();
    await expect(within(firstCard).getByText('Maria da Silva')).toBeVisible();

    openPlan.mockClear();
    await userEvent.click(within(firstCard).getByRole('button', { name: 'Ver PTO-0012' }));
    await expect(openPlan).toHaveBeenCalledOnce();
    await expect(openPlan).toHaveBeenCalledWith(12);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando planos de tratamento...');
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nenhum plano de tratamento encontrado.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const VisibleCaptionWithoutActions: Story = {
  args: { captionVisible: true, rowActions: undefined },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Planos de tratamento' });
    await expect(within(table).getByText('Planos de tratamento')).toBeVisible();
    await expect(within(table).queryByRole('columnheader', { name: 'Ações' })).toBeNull();
  },
};

interface GlosaRow {
  id: string;
  patient: string;
  amount: string;
}

const glosas: GlosaRow[] = Array.from({ length: 23 }, (_, index) => ({
  id: `G-${String(index + 1).padStart(3, '0')}`,
  patient: `Paciente ${index + 1}`,
  amount: `R$ ${(index + 1) * 10},00`,
}));

/** How Glosas and Financeiro combine the table with the pagination, 10 rows per page. */
export const WithPagination: StoryObj = {
  render: function Render() {
    const [page, setPage] = useState(1);
    const pageSize = 10;
    return (
      <Stack gap="4">
        <DataTable<GlosaRow>
          caption="Glosas"
          columns={[
            { id: 'id', header: 'Código', cell: (glosa) => glosa.id },
            { id: 'patient', header: 'Paciente', cell: (glosa) => glosa.patient },
            { id: 'amount', header: 'Valor glosado', cell: (glosa) => glosa.amount, align: 'end' },
          ]}
          rows={glosas.slice((page - 1) * pageSize, page * pageSize)}
          getRowKey={(glosa) => glosa.id}
        />
        <Pagination page={page} totalItems={glosas.length} pageSize={pageSize} onPageChange={setPage} />
      </Stack>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Glosas' });
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
    await userEvent.click(canvas.getByRole('button', { name: 'Página 3' }));
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(within(table).getByRole('cell', { name: 'G-021' })).toBeVisible();
    await expect(canvas.getByText('Mostrando 21 a 23 de 23 resultados')).toBeVisible();
  },
};

interface PlanItemRow {
  id: string;
  tooth: string;
  procedure: string;
  status: 'Aguardando Aprovação' | 'Autorizado' | 'Realizado';
}

const planItems: PlanItemRow[] = [
  {
    id: 'i1',
    tooth: '11',
    procedure: '85100196 - Restauração em resina fotopolimerizável 1 face',
    status: 'Autorizado',
  },
  {
    id: 'i2',
    tooth: '21',
    procedure: '85100200 - Restauração em resina fotopolimerizável 2 faces',
    status: 'Autorizado',
  },
  {
    id: 'i3',
    tooth: '36',
    procedure: '82000859 - Exodontia de raiz residual',
    status: 'Aguardando Aprovação',
  },
  { id: 'i4', tooth: '46', procedure: '81000421 - Radiografia periapical', status: 'Realizado' },
];

/** The items of a plan: only authorised items can be selected for the monthly closing. */
function PlanItemsTable() {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  return (
    <Stack gap="3">
      <DataTable<PlanItemRow>
        caption="Procedimentos do plano"
        columns={[
          { id: 'tooth', header: 'Dente', cell: (item) => item.tooth },
          { id: 'procedure', header: 'Procedimento', cell: (item) => item.procedure },
          { id: 'status', header: 'Status', cell: (item) => item.status },
        ]}
        rows={planItems}
        getRowKey={(item) => item.id}
        selection={{
          selectedKeys: selected,
          onSelectedKeysChange: setSelected,
          rowLabel: (item) => `Selecionar dente ${item.tooth}, ${item.procedure}`,
          isSelectable: (item) => item.status === 'Autorizado',
          allLabel: 'Selecionar todos os procedimentos autorizados',
        }}
      />
      {selected.size > 0 ? (
        <Button alignSelf="flex-start" colorPalette="brand">
          Adicionar para Fechamento ({selected.size})
        </Button>
      ) : null}
    </Stack>
  );
}

export const Selection: StoryObj = {
  render: () => <PlanItemsTable />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Procedimentos do plano' });
    const all = within(table).getByRole('checkbox', {
      name: 'Selecionar todos os procedimentos autorizados',
    });
    const tooth11 = within(table).getByRole('checkbox', { name: /^Selecionar dente 11,/ });
    const tooth36 = within(table).getByRole('checkbox', { name: /^Selecionar dente 36,/ });
    await expect(tooth36).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: /Adicionar para Fechamento/ })).toBeNull();

    await userEvent.click(all);
    await expect(tooth11).toBeChecked();
    await expect(within(table).getByRole('checkbox', { name: /^Selecionar dente 21,/ })).toBeChecked();
    await expect(tooth36).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Adicionar para Fechamento (2)' })).toBeVisible();

    await userEvent.click(tooth11);
    await expect(all).toBePartiallyChecked();
    await expect(canvas.getByRole('button', { name: 'Adicionar para Fechamento (1)' })).toBeVisible();

    await userEvent.click(all);
    await expect(tooth11).toBeChecked();
    await userEvent.click(all);
    await expect(tooth11).not.toBeChecked();
    await expect(canvas.queryByRole('button', { name: /Adicionar para Fechamento/ })).toBeNull();
  },
};

export const SelectionMobile: StoryObj = {
  render: () => <PlanItemsTable />,
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Procedimentos do plano' });
    await userEvent.click(within(list).getByRole('checkbox', { name: /^Selecionar dente 21,/ }));
    await expect(canvas.getByRole('button', { name: 'Adicionar para Fechamento (1)' })).toBeVisible();
    await expect(within(list).getByRole('checkbox', { name: /^Selecionar dente 46,/ })).toBeDisabled();
  },
};

interface ClaimRow {
  id: number;
  analysedOn: string;
  patient: string;
  amount: number;
  reason: string;
}

const claims: ClaimRow[] = [
  {
    id: 1,
    analysedOn: '2026-11-18',
    patient: 'Maria da Silva',
    amount: 620,
    reason:
      '3067 – RADIOGRAFIA FINAL NÃO ENVIADA. A periapical enviada é a de diagnóstico, não a final com a obturação; reenvie a radiografia final pelo portal.',
  },
  {
    id: 2,
    analysedOn: '2026-11-10',
    patient: 'João Pereira',
    amount: 85.5,
    reason: '3056 – NA AUDITORIA FOI CONSTATADA DIVERGÊNCIA NA QUANTIDADE DE FACES RESTAURADAS',
  },
  {
    id: 3,
    analysedOn: '2026-11-25',
    patient: 'Ana Beatriz Costa',
    amount: 240,
    reason: `1801 – PROCEDIMENTO INVÁLIDO. Ver https://portal.example/glosas/${'detalhe'.repeat(12)}`,
  },
];

const claimColumns: DataTableColumn<ClaimRow>[] = [
  { id: 'patient', header: 'Paciente', cell: (claim) => claim.patient },
  {
    id: 'analysedOn',
    header: 'Data da análise',
    cell: (claim) => formatDate(claim.analysedOn),
    sortKey: 'dataAnalise',
  },
  {
    id: 'amount',
    header: 'Valor glosado',
    cell: (claim) => `R$ ${claim.amount.toFixed(2).replace('.', ',')}`,
    align: 'end',
    sortKey: 'valorGlosado',
  },
  { id: 'reason', header: 'Motivo', cell: (claim) => claim.reason, grow: true },
];

/** Sorts as the server would: what the screens get back after asking with `ordenarPor` and `ordem`. */
function sortedClaims({ by, order }: SortState): ClaimRow[] {
  const value = (claim: ClaimRow) => (by === 'valorGlosado' ? claim.amount : claim.analysedOn);
  const sign = order === 'asc' ? 1 : -1;
  return [...claims].sort(
    (a, b) => sign * (value(a) < value(b) ? -1 : value(a) > value(b) ? 1 : a.id - b.id),
  );
}

/** A list the server sorts: the sorting is the screen's state (its address), the table shows and changes it. */
function SortedClaims() {
  const [sort, setSort] = useState<SortState>({ by: 'dataAnalise', order: 'desc' });
  return (
    <DataTable<ClaimRow>
      caption="Glosas"
      columns={claimColumns}
      rows={sortedClaims(sort)}
      getRowKey={(claim) => String(claim.id)}
      sort={{ ...sort, onSortChange: setSort }}
    />
  );
}

const patientsIn = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

/** Headers of sortable columns are buttons; Enter and Space sort, and the header's aria-sort says how. */
export const Sorting: StoryObj = {
  render: () => <SortedClaims />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Glosas' });
    const dateHeader = within(table).getByRole('columnheader', { name: 'Data da análise' });
    const amountHeader = within(table).getByRole('columnheader', { name: 'Valor glosado' });
    await expect(dateHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(amountHeader).not.toHaveAttribute('aria-sort');
    // A column the server does not sort by stays a plain header.
    await expect(
      within(within(table).getByRole('columnheader', { name: 'Paciente' })).queryByRole('button'),
    ).toBeNull();
    await expect(patientsIn(table)).toEqual(['Ana Beatriz Costa', 'Maria da Silva', 'João Pereira']);

    const amountButton = within(amountHeader).getByRole('button', { name: 'Valor glosado' });
    amountButton.focus();
    await userEvent.keyboard('{Enter}');
    await expect(amountHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(dateHeader).not.toHaveAttribute('aria-sort');
    await expect(patientsIn(table)).toEqual(['João Pereira', 'Ana Beatriz Costa', 'Maria da Silva']);
    await expect(amountButton).toHaveFocus();

    await userEvent.keyboard(' ');
    await expect(amountHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(patientsIn(table)).toEqual(['Maria da Silva', 'Ana Beatriz Costa', 'João Pereira']);

    await userEvent.tab({ shift: true });
    await expect(within(dateHeader).getByRole('button')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(dateHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(patientsIn(table)).toEqual(['João Pereira', 'Maria da Silva', 'Ana Beatriz Costa']);
  },
};

/** Long text wraps inside the table's width: a reason, a long unbroken link; nothing scrolls sideways. */
export const Wrapping: StoryObj = {
  render: () => (
    <Box maxW="720px">
      <SortedClaims />
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Glosas' });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    const reason = within(region).getByText(/RADIOGRAFIA FINAL NÃO ENVIADA/);
    // On more than one line, and all of it inside the region.
    await expect(reason.getBoundingClientRect().height).toBeGreaterThan(30);
    await expect(reason.getBoundingClientRect().right).toBeLessThanOrEqual(
      region.getBoundingClientRect().right,
    );
  },
};

/** A phone of 390 × 844 CSS px, the width the portal is checked at. */
const PHONE_390 = {
  viewport: {
    options: {
      phone390: { name: 'Telefone 390 × 844', styles: { width: '390px', height: '844px' }, type: 'mobile' },
    },
  },
} as const;

/** On a phone: a card per row with its label and value pairs, a sort field instead of the headers. */
export const SortingOnAPhone: StoryObj = {
  render: () => <SortedClaims />,
  parameters: PHONE_390,
  globals: { viewport: { value: 'phone390' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('table')).toBeNull();
    const list = canvas.getByRole('list', { name: 'Glosas' });
    const cards = within(list).getAllByRole('listitem');
    await expect(cards).toHaveLength(3);
    const [first] = cards;
    if (!first) throw new Error('no card');
    await expect(within(first).getByText('Paciente')).toBeVisible();
    await expect(within(first).getByText('Ana Beatriz Costa')).toBeVisible();
    // The long link wraps inside the card: nothing wider than the phone.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);

    const field = canvas.getByRole('combobox', { name: 'Ordenar por' });
    await expect(field).toHaveValue('dataAnalise:desc');
    await userEvent.selectOptions(field, 'Valor glosado (crescente)');
    const names = within(list)
      .getAllByRole('listitem')
      .map((card) => within(card).getAllByRole('definition')[0]?.textContent);
    await expect(names).toEqual(['João Pereira', 'Ana Beatriz Costa', 'Maria da Silva']);
  },
};
