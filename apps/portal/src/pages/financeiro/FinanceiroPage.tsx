import { Stack, Text } from '@chakra-ui/react';
import type { FinancialStatus, PaymentMethod, RegistroFinanceiro } from '@odonto/api';
import {
  DataTable,
  type DataTableColumn,
  formatCurrency,
  formatDate,
  Pagination,
  StatusBadge,
  type StatusTab,
  StatusTabs,
  statusDisplay,
} from '@odonto/ui';
import { useSession } from '../../session/SessionProvider';
import { type CsvColumn, downloadText, fetchAllPages, toCsv } from '../records/csvExport';
import { FilterSelect } from '../records/FilterSelect';
import { ListStatus } from '../records/ListStatus';
import { RecordsToolbar } from '../records/RecordsToolbar';
import { useListQuery } from '../records/useListQuery';
import { useServerList } from '../records/useServerList';

/** Shown when the records cannot be loaded and the server gave no better reason. */
export const FINANCEIRO_LOAD_ERROR = 'Não foi possível carregar os registros financeiros. Tente novamente.';

/** pt-BR names of the payment methods (portal-spec.md §4). */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  credit_card: 'Cartão de crédito',
  debit_card: 'Cartão de débito',
  cash: 'Dinheiro',
  pix: 'PIX',
  bank_transfer: 'Transferência bancária',
};

const PAGE_SIZE = 10;
const ALL = 'todos';
const METHODS = Object.keys(PAYMENT_METHOD_LABELS) as PaymentMethod[];
const TABBED_STATUSES: ReadonlyArray<FinancialStatus> = ['pending', 'completed', 'cancelled'];
const TABS: ReadonlyArray<StatusTab<FinancialStatus | typeof ALL>> = [
  { value: ALL, label: 'Todos' },
  { value: 'pending', label: 'Pendentes' },
  { value: 'completed', label: 'Pagos' },
  { value: 'cancelled', label: 'Cancelados' },
];

const EXPORT_PAGE_SIZE = 100;
const decimal = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const csvColumns: CsvColumn<RegistroFinanceiro>[] = [
  { header: 'Paciente', value: (row) => row.patientName },
  { header: 'Carteira', value: (row) => row.patientId },
  { header: 'Descrição', value: (row) => row.description },
  { header: 'Valor (R$)', value: (row) => decimal.format(row.amount) },
  { header: 'Forma de pagamento', value: (row) => PAYMENT_METHOD_LABELS[row.paymentMethod] },
  { header: 'Status', value: (row) => statusDisplay('financeiro', row.status).label },
  { header: 'Vencimento', value: (row) => formatDate(row.dueDate) },
  { header: 'Pagamento', value: (row) => formatDate(row.paymentDate) },
];

const columns: DataTableColumn<RegistroFinanceiro>[] = [
  {
    id: 'paciente',
    header: 'Paciente / Descrição',
    cell: (row) => (
      <>
        <Text fontWeight="medium">{row.patientName}</Text>
        <Text fontSize="xs" color="fg.muted">
          {row.description}
        </Text>
      </>
    ),
  },
  { id: 'valor', header: 'Valor', cell: (row) => formatCurrency(row.amount), align: 'end' },
  { id: 'metodo', header: 'Forma de pagamento', cell: (row) => PAYMENT_METHOD_LABELS[row.paymentMethod] },
  { id: 'status', header: 'Status', cell: (row) => <StatusBadge kind="financeiro" value={row.status} /> },
  { id: 'vencimento', header: 'Vencimento', cell: (row) => formatDate(row.dueDate) },
];

const isMethod = (value: string): value is PaymentMethod => METHODS.some((method) => method === value);

/** Financeiro (portal-spec.md §2): the dentist's records, searched, filtered, totalled and paged by the server. */
export function FinanceiroPage() {
  const { dentistApi } = useSession();
  const query = useListQuery('metodoPagamento', TABBED_STATUSES);
  const { busca, status, page } = query;
  const metodo = isMethod(query.filter) ? query.filter : null;
  const fetchPage = (pagina: number, tamanhoPagina: number) =>
    dentistApi.GET('/v2/financeiro', {
      params: {
        query: {
          busca: busca || undefined,
          metodoPagamento: metodo ?? undefined,
          status: status ?? undefined,
          pagina,
          tamanhoPagina,
        },
      },
    });
  const { state, refresh } = useServerList(
    JSON.stringify([busca, metodo, status, page]),
    () => fetchPage(page, PAGE_SIZE),
    FINANCEIRO_LOAD_ERROR,
  );
  const exportCsv = async () => {
    const rows = await fetchAllPages((pagina) => fetchPage(pagina, EXPORT_PAGE_SIZE));
    if (!rows) return false;
    downloadText('financeiro.csv', toCsv(csvColumns, rows));
    return true;
  };
  const ready = state.kind === 'ready' ? state : null;

  return (
    <Stack gap="6">
      <RecordsToolbar
        title="Financeiro"
        description="Acompanhe os recebimentos e pagamentos pendentes."
        onExport={exportCsv}
        onRefresh={refresh}
        refreshing={ready?.refreshing ?? false}
        summary={
          ready
            ? [
                { label: 'Total recebido', value: formatCurrency(ready.data.resumo.totalRecebido) },
                { label: 'Pendente', value: formatCurrency(ready.data.resumo.pendente) },
                { label: 'Total geral', value: formatCurrency(ready.data.resumo.total) },
              ]
            : null
        }
        search={{
          label: 'Buscar registros',
          placeholder: 'Paciente, descrição ou carteira',
          value: busca,
          onValueChange: query.setBusca,
        }}
        filter={
          <FilterSelect
            label="Forma de pagamento"
            allLabel="Todas as formas"
            options={METHODS.map((method) => ({ value: method, label: PAYMENT_METHOD_LABELS[method] }))}
            value={metodo ?? ''}
            onValueChange={query.setFilter}
          />
        }
      />

      <StatusTabs
        ariaLabel="Filtrar registros por status"
        tabs={TABS}
        value={status ?? ALL}
        onValueChange={(value) => query.setStatus(value === ALL ? null : value)}
      >
        <Stack gap="4" pt="2">
          <ListStatus state={state} loadingText="Carregando registros financeiros..." onRetry={refresh} />
          {ready ? (
            <>
              <DataTable
                caption="Registros financeiros"
                columns={columns}
                rows={ready.data.data}
                getRowKey={(row) => String(row.id)}
                emptyText="Nenhum registro encontrado"
              />
              {ready.data.paginacao.total > 0 ? (
                <Pagination
                  page={ready.data.paginacao.pagina}
                  totalItems={ready.data.paginacao.total}
                  pageSize={ready.data.paginacao.tamanhoPagina}
                  onPageChange={query.setPage}
                  ariaLabel="Paginação dos registros financeiros"
                />
              ) : null}
            </>
          ) : null}
        </Stack>
      </StatusTabs>
    </Stack>
  );
}
