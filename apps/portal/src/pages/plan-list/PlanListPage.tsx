import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import {
  failureFromError,
  failureFromResult,
  MISSING_CRO,
  type Paginacao,
  type PlanoTratamentoResumo,
  planFetchErrorMessage,
} from '@odonto/api';
import {
  DataTable,
  type DataTableColumn,
  DaysRemainingBadge,
  formatCardNumber,
  formatDate,
  formatPlanCode,
  Notice,
  Pagination,
  StatusBadge,
} from '@odonto/ui';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useSession } from '../../session/SessionProvider';
import { PlanFilters } from './PlanFilters';
import {
  activeFilterCount,
  NO_FILTERS,
  PLAN_PAGE_SIZE,
  type PlanListFilters,
  type PlanListQuery,
  planListSearchParams,
  readPlanListQuery,
} from './planListQuery';

type ListState =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; rows: PlanoTratamentoResumo[]; paginacao: Paginacao };

const columns: DataTableColumn<PlanoTratamentoResumo>[] = [
  { id: 'id', header: 'ID', cell: (row) => formatPlanCode(row.idPlanoTratamento) },
  { id: 'emissao', header: 'Emissão', cell: (row) => formatDate(row.dtCriacao) },
  { id: 'dias', header: 'Dias restantes', cell: (row) => <DaysRemainingBadge createdAt={row.dtCriacao} /> },
  {
    id: 'beneficiario',
    header: 'Beneficiário',
    cell: (row) => (
      <Stack gap="0">
        <Text>{row.nome}</Text>
        <Text fontSize="sm" color="fg.muted">
          {formatCardNumber(row.ba3MatAnt)}
        </Text>
      </Stack>
    ),
  },
  { id: 'status', header: 'Status', cell: (row) => <StatusBadge kind="plano" value={row.status} /> },
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
        {/* decisions.md 8: 'Editar' opens the plan with the procedure picker open. */}
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
function serverQuery(query: PlanListQuery) {
  return {
    pagina: query.pagina,
    tamanhoPagina: PLAN_PAGE_SIZE,
    ...(query.status === null ? {} : { status: query.status }),
    ...(query.beneficiario ? { beneficiario: query.beneficiario } : {}),
    ...(query.dataInicio ? { dataInicio: query.dataInicio } : {}),
    ...(query.dataFim ? { dataFim: query.dataFim } : {}),
  };
}

/**
 * Plan list (portal-spec.md §2, decisions.md 7 and 8): the signed-in dentist's plans with their real status,
 * paged by the server, filtered by status, beneficiary and issue dates kept in the address's query.
 */
export function PlanListPage() {
  const { dentistApi, user } = useSession();
  const cro = user?.userCro ?? '';
  const [searchParams, setSearchParams] = useSearchParams();
  const searchKey = searchParams.toString();
  const query = useMemo(() => readPlanListQuery(new URLSearchParams(searchKey)), [searchKey]);
  const [state, setState] = useState<ListState>({ kind: 'loading' });
  const [filtersOpen, setFiltersOpen] = useState(() => activeFilterCount(query) > 0);
  const filtersId = useId();
  // Only the answer to the latest request may land: filters change faster than the server answers.
  const latest = useRef(0);

  const load = useCallback(async () => {
    const request = ++latest.current;
    const land = (next: ListState) => {
      if (request === latest.current) setState(next);
    };
    if (!cro) {
      land({ kind: 'error', message: MISSING_CRO });
      return;
    }
    setState({ kind: 'loading' });
    try {
      const result = await dentistApi.GET('/v2/planoTratamento/dentista/{cro}', {
        params: { path: { cro }, query: serverQuery(query) },
      });
      land(
        result.data
          ? { kind: 'ready', rows: result.data.data, paginacao: result.data.paginacao }
          : { kind: 'error', message: planFetchErrorMessage('list', failureFromResult(result)) },
      );
    } catch (thrown) {
      land({ kind: 'error', message: planFetchErrorMessage('list', failureFromError(thrown)) });
    }
  }, [dentistApi, cro, query]);

  useEffect(() => {
    void load();
  }, [load]);

  const applyFilters = (filters: PlanListFilters) => setSearchParams(planListSearchParams(filters));
  const goToPage = (pagina: number) => setSearchParams(planListSearchParams(query, pagina));
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
      {state.kind === 'error' ? (
        <Stack gap="3" align="start">
          <Notice status="error">{state.message}</Notice>
          <Button variant="outline" onClick={() => void load()}>
            Tentar novamente
          </Button>
        </Stack>
      ) : (
        <Stack gap="4">
          <DataTable
            caption="Planos de tratamento"
            columns={columns}
            rows={state.kind === 'ready' ? state.rows : []}
            getRowKey={(row) => String(row.idPlanoTratamento)}
            loading={state.kind === 'loading'}
            loadingText="Carregando planos de tratamento..."
            emptyText="Nenhum plano de tratamento encontrado."
            rowActions={(row) => <PlanActions row={row} />}
            actionsHeader="Ações"
          />
          {state.kind === 'ready' && state.paginacao.total > 0 ? (
            <Pagination
              page={state.paginacao.pagina}
              totalItems={state.paginacao.total}
              pageSize={PLAN_PAGE_SIZE}
              onPageChange={goToPage}
              ariaLabel="Paginação dos planos de tratamento"
            />
          ) : null}
        </Stack>
      )}
    </Stack>
  );
}
