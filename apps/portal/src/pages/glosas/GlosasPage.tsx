import { Stack, Text } from '@chakra-ui/react';
import type { Glosa, GlosaStatus } from '@odonto/api';
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

/** Shown when the glosas cannot be loaded and the server gave no better reason. */
export const GLOSAS_LOAD_ERROR = 'Não foi possível carregar as glosas. Tente novamente.';

const PAGE_SIZE = 10;
const ALL = 'todas';
const STATUSES: ReadonlyArray<GlosaStatus> = ['pending', 'under_review', 'approved', 'rejected'];
const TABS: ReadonlyArray<StatusTab<GlosaStatus | typeof ALL>> = [
  { value: ALL, label: 'Todas' },
  { value: 'pending', label: 'Pendentes' },
  { value: 'under_review', label: 'Em Análise' },
  { value: 'approved', label: 'Aprovadas' },
  { value: 'rejected', label: 'Rejeitadas' },
];

const EXPORT_PAGE_SIZE = 100;
const decimal = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const csvColumns: CsvColumn<Glosa>[] = [
  { header: 'Paciente', value: (row) => row.patientName },
  { header: 'Carteira', value: (row) => row.patientId },
  { header: 'Código', value: (row) => row.procedureCode },
  { header: 'Procedimento', value: (row) => row.procedureName },
  { header: 'Valor original (R$)', value: (row) => decimal.format(row.originalAmount) },
  { header: 'Valor glosado (R$)', value: (row) => decimal.format(row.glosedAmount) },
  { header: 'Operadora', value: (row) => row.insuranceName },
  { header: 'Status', value: (row) => statusDisplay('glosa', row.status).label },
  { header: 'Data de envio', value: (row) => formatDate(row.submissionDate) },
  { header: 'Motivo', value: (row) => row.reason },
];

const columns: DataTableColumn<Glosa>[] = [
  {
    id: 'paciente',
    header: 'Paciente',
    cell: (row) => (
      <>
        <Text fontWeight="medium">{row.patientName}</Text>
        <Text fontSize="xs" color="fg.muted">
          {row.patientId}
        </Text>
      </>
    ),
  },
  {
    id: 'procedimento',
    header: 'Procedimento',
    cell: (row) => (
      <>
        <Text>{row.procedureName}</Text>
        <Text fontSize="xs" color="fg.muted">
          {row.procedureCode}
        </Text>
      </>
    ),
  },
  {
    id: 'original',
    header: 'Valor original',
    cell: (row) => formatCurrency(row.originalAmount),
    align: 'end',
  },
  { id: 'glosado', header: 'Valor glosado', cell: (row) => formatCurrency(row.glosedAmount), align: 'end' },
  { id: 'operadora', header: 'Operadora', cell: (row) => row.insuranceName },
  { id: 'status', header: 'Status', cell: (row) => <StatusBadge kind="glosa" value={row.status} /> },
  { id: 'envio', header: 'Data de envio', cell: (row) => formatDate(row.submissionDate) },
  {
    id: 'motivo',
    header: 'Motivo',
    cell: (row) => (
      <Text fontSize="sm" minW={{ md: '56' }}>
        {row.reason}
      </Text>
    ),
  },
];

/** Glosas (portal-spec.md §2): the dentist's claim denials, searched, filtered and paged by the server. */
export function GlosasPage() {
  const { dentistApi } = useSession();
  const query = useListQuery('operadora', STATUSES);
  const { busca, filter: operadora, status, page } = query;
  const fetchPage = (pagina: number, tamanhoPagina: number) =>
    dentistApi.GET('/v2/glosas', {
      params: {
        query: {
          busca: busca || undefined,
          operadora: operadora || undefined,
          status: status ?? undefined,
          pagina,
          tamanhoPagina,
        },
      },
    });
  const { state, refresh } = useServerList(
    JSON.stringify([busca, operadora, status, page]),
    () => fetchPage(page, PAGE_SIZE),
    GLOSAS_LOAD_ERROR,
  );
  const exportCsv = async () => {
    const rows = await fetchAllPages((pagina) => fetchPage(pagina, EXPORT_PAGE_SIZE));
    if (!rows) return false;
    downloadText('glosas.csv', toCsv(csvColumns, rows));
    return true;
  };
  const ready = state.kind === 'ready' ? state : null;
  const operadoras = ready?.data.operadoras ?? (operadora ? [operadora] : []);

  return (
    <Stack gap="6">
      <RecordsToolbar
        title="Glosas"
        description="Acompanhe os procedimentos glosados pelas operadoras."
        onExport={exportCsv}
        onRefresh={refresh}
        refreshing={ready?.refreshing ?? false}
        summary={
          ready
            ? [
                { label: 'Total glosado', value: formatCurrency(ready.data.resumo.totalGlosado) },
                { label: 'Pendente', value: formatCurrency(ready.data.resumo.pendente) },
                { label: 'Aprovado', value: formatCurrency(ready.data.resumo.aprovado) },
              ]
            : null
        }
        search={{
          label: 'Buscar glosas',
          placeholder: 'Paciente, procedimento, código ou carteira',
          value: busca,
          onValueChange: query.setBusca,
        }}
        filter={
          <FilterSelect
            label="Operadora"
            allLabel="Todas as operadoras"
            options={operadoras.map((name) => ({ value: name, label: name }))}
            value={operadora}
            onValueChange={query.setFilter}
          />
        }
      />

      <StatusTabs
        ariaLabel="Filtrar glosas por status"
        tabs={TABS}
        value={status ?? ALL}
        onValueChange={(value) => query.setStatus(value === ALL ? null : value)}
      >
        <Stack gap="4" pt="2">
          <ListStatus state={state} loadingText="Carregando glosas..." onRetry={refresh} />
          {ready ? (
            <>
              <DataTable
                caption="Glosas"
                columns={columns}
                rows={ready.data.data}
                getRowKey={(row) => String(row.id)}
                emptyText="Nenhuma glosa encontrada"
              />
              {ready.data.paginacao.totalPaginas > 1 ? (
                <Pagination
                  page={ready.data.paginacao.pagina}
                  totalItems={ready.data.paginacao.total}
                  pageSize={ready.data.paginacao.tamanhoPagina}
                  onPageChange={query.setPage}
                  ariaLabel="Paginação das glosas"
                />
              ) : null}
            </>
          ) : null}
        </Stack>
      </StatusTabs>
    </Stack>
  );
}
