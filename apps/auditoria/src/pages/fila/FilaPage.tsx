import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { failureOf, genericErrorMessage, type ItemFila } from '@odonto/api';
import {
  DataTable,
  type DataTableColumn,
  DetailCell,
  LoadStatus,
  Pagination,
  StatusBadge,
  TissStatus,
} from '@odonto/ui';
import { useMemo } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useFila } from '../../data/auditoria';
import { itemSiteLabel } from '../../data/itemSite';
import { predictedCodes } from '../plano/PredictedGlosas';
import { FilaFilters } from './FilaFilters';
import { FILA_FILTERS, FILA_PAGE_SIZE, filaQuery, filterParams, filterValues } from './filaQuery';

const LOAD_ERROR = 'Não foi possível carregar a fila de auditoria.';

const days = (count: number) => (count === 1 ? '1 dia' : `${count} dias`);

const COLUMNS: ReadonlyArray<DataTableColumn<ItemFila>> = [
  { id: 'dias', header: 'Na fila', cell: (item) => days(item.diasNaFila) },
  {
    id: 'dentista',
    header: 'Dentista',
    cell: (item) => (
      <DetailCell detail={`CRO ${item.dentistaCro}/${item.dentistaUf}`}>{item.dentistaNome}</DetailCell>
    ),
  },
  {
    id: 'beneficiario',
    header: 'Beneficiário',
    cell: (item) => (
      <DetailCell detail={`Carteira ${item.numeroCarteira}`}>{item.beneficiarioNome}</DetailCell>
    ),
  },
  {
    id: 'procedimento',
    header: 'Procedimento',
    // The kit's table keeps cells on one line; the longest TUSS descriptions wrap here instead of pushing
    // the status column out of the page.
    cell: (item) => <Text whiteSpace="normal">{`${item.codTuss} - ${item.descricao}`}</Text>,
  },
  { id: 'local', header: 'Local', cell: itemSiteLabel },
  {
    id: 'previstas',
    header: 'Glosas previstas',
    // The rules' prediction at the request and whether the dentist justified it: the auditor reads it here.
    cell: (item) =>
      item.glosasPrevistas.length === 0 ? (
        predictedCodes(item)
      ) : (
        <DetailCell detail={item.justificativa ? 'Com justificativa' : 'Sem justificativa'}>
          {predictedCodes(item)}
        </DetailCell>
      ),
  },
  {
    id: 'status',
    header: 'Status',
    // The TISS code and description on a line of their own, and the badge may wrap: on a 320 px phone the
    // card's value column is narrower than 'Aguardando Aprovação' on one line, and on a desktop the long
    // procedure names leave the last column too little room for it (the table would be cut at its edge).
    cell: (item) => (
      <Stack gap="1" align="start">
        <StatusBadge kind="item" value={item.audiStatus} whiteSpace="normal" />
        <TissStatus status={item.statusTiss} />
      </Stack>
    ),
  },
];

/** /auditoria: the items awaiting a decision, oldest first, with the filters and page in the URL. */
export function FilaPage() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => filaQuery(params), [params]);
  const values = useMemo(() => filterValues(params), [params]);
  const fila = useFila(query);
  const page = fila.data;
  const filtered = FILA_FILTERS.some((name) => values[name].trim() !== '');

  const goToPage = (pagina: number) => {
    const next = new URLSearchParams(params);
    next.set('pagina', String(pagina));
    setParams(next);
  };

  return (
    <Stack gap="6">
      <Box>
        <Heading as="h1" size="2xl">
          Fila de auditoria
        </Heading>
        <Text color="fg.muted">
          Itens em análise (TISS 2), do que espera há mais tempo para o mais recente.
        </Text>
      </Box>
      <FilaFilters values={values} onApply={(next) => setParams(filterParams(next))} />
      {fila.isError ? (
        <LoadStatus
          error={genericErrorMessage(failureOf(fila.error), LOAD_ERROR)}
          onRetry={() => fila.refetch()}
        />
      ) : (
        <>
          <DataTable
            caption="Itens aguardando decisão"
            columns={COLUMNS}
            rows={page?.itens ?? []}
            getRowKey={(item) => String(item.idProcedimentoItem)}
            loading={fila.isPending}
            loadingText="Carregando a fila..."
            emptyText={
              filtered
                ? 'Nenhum item na fila com esses filtros. Mude ou limpe os filtros.'
                : 'Nenhum item aguardando decisão.'
            }
            actionsHeader="Ações"
            rowActions={(item) => (
              <Link asChild color="brand.fg" fontWeight="medium">
                <RouterLink
                  to={`/planos/${item.idPlanoTratamento}?item=${item.idProcedimentoItem}`}
                  aria-label={`Analisar ${item.codTuss} de ${item.beneficiarioNome}`}
                >
                  Analisar
                </RouterLink>
              </Link>
            )}
          />
          {page && page.total > 0 ? (
            <Pagination
              page={page.pagina}
              totalItems={page.total}
              pageSize={page.tamanhoPagina || FILA_PAGE_SIZE}
              onPageChange={goToPage}
              ariaLabel="Páginas da fila"
            />
          ) : null}
        </>
      )}
    </Stack>
  );
}
