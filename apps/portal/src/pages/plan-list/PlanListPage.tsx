import { Box, Button, Heading, HStack, Stack } from '@chakra-ui/react';
import { MISSING_CRO, type PlanoTratamentoResumo, planFetchErrorMessage } from '@odonto/api';
import {
  type DataTableColumn,
  type DataTableSort,
  DaysRemainingBadge,
  DetailCell,
  formatCardNumber,
  formatDate,
  formatPlanCode,
  RecordsList,
  StatusBadge,
} from '@odonto/ui';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { PlanListServerQuery } from '../../data/keys';
import { useDeferredLoadView } from '../../data/loadView';
import { planListQuery } from '../../data/plans';
import { useSession } from '../../session/SessionProvider';
import { pagesOf } from '../records/pagesOf';
import { PlanFilters } from './PlanFilters';
import {
  activeFilterCount,
  NO_FILTERS,
  PLAN_DEFAULT_SORT,
  PLAN_PAGE_SIZE,
  PLAN_SORT_KEYS,
  type PlanListFilters,
  type PlanListQuery,
  planListSearchParams,
  readPlanListQuery,
} from './planListQuery';

const columns: DataTableColumn<PlanoTratamentoResumo>[] = [
  { id: 'id', header: 'ID', cell: (row) => formatPlanCode(row.idPlanoTratamento) },
  { id: 'emissao', header: 'Emissão', cell: (row) => formatDate(row.dtCriacao), sortKey: 'emissao' },
  {
    id: 'dias',
    header: 'Dias restantes',
    cell: (row) => <DaysRemainingBadge expiresAt={row.dtValidade} />,
    sortKey: 'validade',
  },
  {
    id: 'beneficiario',
    header: 'Beneficiário',
    cell: (row) => <DetailCell detail={formatCardNumber(row.ba3MatAnt)}>{row.nome}</DetailCell>,
  },
  {
    id: 'status',
    header: 'Status',
    // With its TISS code: the plan list is where the dentist compares plans with the operator's statement.
    cell: (row) => <StatusBadge kind="plano" value={row.status} tiss={row.statusTiss} />,
    sortKey: 'status',
  },
];

function PlanActions({ row }: { row: PlanoTratamentoResumo }) {
  const code = formatPlanCode(row.idPlanoTratamento);
  const path = `/plano-tratamento/${row.idPlanoTratamento}`;
  return (
    <HStack gap="2">
      <Button asChild size="sm" variant="outline">
        <RouterLink to={path} aria-label={`Ver ${code}`}>
          Ver
        </RouterLink>
      </Button>
      <Button asChild size="sm" variant="ghost" colorPalette="brand">
        {/* docs/product-rules.md#d8: 'Editar' opens the plan with the procedure picker open. */}
        <RouterLink to={`${path}?editar=1`} aria-label={`Editar ${code}`}>
          Editar
        </RouterLink>
      </Button>
    </HStack>
  );
}

/** The 'Filtros' button's text, naming how many filters are in force. */
function filtersLabel(count: number): string {
  if (count === 0) return 'Filtros';
  return `Filtros (${count === 1 ? '1 ativo' : `${count} ativos`})`;
}

/** The server's query for the list: the filters in force and the page. */
function serverQuery(query: PlanListQuery): PlanListServerQuery {
  return {
    pagina: query.pagina,
    tamanhoPagina: PLAN_PAGE_SIZE,
    ...(query.status === null ? {} : { status: query.status }),
    ...(query.beneficiario ? { beneficiario: query.beneficiario } : {}),
    ...(query.dataInicio ? { dataInicio: query.dataInicio } : {}),
    ...(query.dataFim ? { dataFim: query.dataFim } : {}),
    ...(query.ordenarPor ? { ordenarPor: query.ordenarPor } : {}),
    ...(query.ordem ? { ordem: query.ordem } : {}),
  };
}

/**
 * Plan list (docs/product-rules.md#plan-list, docs/product-rules.md#d7 and #d8): the signed-in dentist's plans with their real status,
 * paged by the server, filtered by status, beneficiary and issue dates kept in the address's query.
 */
export function PlanListPage() {
  const { dentistApi, user } = useSession();
  const cro = user?.userCro ?? '';
  const [searchParams, setSearchParams] = useSearchParams();
  const searchKey = searchParams.toString();
  const query = useMemo(() => readPlanListQuery(new URLSearchParams(searchKey)), [searchKey]);
  const plans = useQuery({ ...planListQuery(dentistApi, cro, serverQuery(query)), enabled: cro !== '' });
  const { data: page, loading, failure } = useDeferredLoadView(plans);
  const [filtersOpen, setFiltersOpen] = useState(() => activeFilterCount(query) > 0);
  const filtersId = useId();
  const error = cro ? failure && planFetchErrorMessage('list', failure) : MISSING_CRO;

  const sorting = { ordenarPor: query.ordenarPor, ordem: query.ordem };
  // New filters keep the sorting, from the first page.
  const applyFilters = (filters: PlanListFilters) =>
    setSearchParams(planListSearchParams({ ...filters, ...sorting }));
  const goToPage = (pagina: number) => setSearchParams(planListSearchParams(query, pagina));
  const sort: DataTableSort = {
    by: query.ordenarPor ?? PLAN_DEFAULT_SORT.by,
    order: query.ordem ?? PLAN_DEFAULT_SORT.order,
    // A new sorting keeps the filters, from the first page; the server's own order is left out of the address.
    onSortChange: ({ by, order }) => {
      const ordenarPor = PLAN_SORT_KEYS.find((key) => key === by) ?? null;
      const isDefault = ordenarPor === PLAN_DEFAULT_SORT.by && order === PLAN_DEFAULT_SORT.order;
      setSearchParams(
        planListSearchParams({
          ...query,
          ordenarPor: isDefault ? null : ordenarPor,
          ordem: isDefault || ordenarPor === null ? null : order,
        }),
      );
    },
  };
  const filterCount = activeFilterCount(query);

  return (
    <Stack gap="6">
      <HStack justify="space-between" align="center" flexWrap="wrap" gap="3">
        <Heading as="h1" size="2xl">
          Planos de tratamento
        </Heading>
        <Button
          variant={filtersOpen ? 'solid' : 'outline'}
          colorPalette="brand"
          aria-expanded={filtersOpen}
          aria-controls={filtersOpen ? filtersId : undefined}
          onClick={() => setFiltersOpen((open) => !open)}
        >
          {filtersLabel(filterCount)}
        </Button>
      </HStack>
      {filtersOpen ? (
        <PlanFilters
          // A new address (back, reload, clear) starts the form again from the filters in force.
          key={planListSearchParams(query).toString()}
          id={filtersId}
          initial={query}
          onApply={applyFilters}
          onClear={() => applyFilters(NO_FILTERS)}
        />
      ) : null}
      {/*
        A page of plans is taller than the screen: while it loads, the list keeps at least the screen's
        height, so that the footer under it is not drawn in view and then pushed away when the rows arrive
        (issue 12: that jump was the plan list's whole layout shift, 0.65).
      */}
      <Box minH={loading ? '100dvh' : undefined}>
        <RecordsList
          loading={loading}
          loadingText="Carregando planos de tratamento..."
          error={error}
          // Without the dentist's CRO there is nothing to ask again.
          onRetry={cro ? () => void plans.refetch() : undefined}
          caption="Planos de tratamento"
          columns={columns}
          rows={page?.data}
          getRowKey={(row) => String(row.idPlanoTratamento)}
          emptyText="Nenhum plano de tratamento encontrado."
          rowActions={(row) => <PlanActions row={row} />}
          sort={sort}
          actionsHeader="Ações"
          pagination={
            page && {
              ...pagesOf(page.paginacao),
              onPageChange: goToPage,
              ariaLabel: 'Paginação dos planos de tratamento',
            }
          }
        />
      </Box>
    </Stack>
  );
}
