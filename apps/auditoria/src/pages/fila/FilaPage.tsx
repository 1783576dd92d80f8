import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { failureOf, genericErrorMessage, type ItemFila } from '@odonto/api';
import {
  DataTable,
  type DataTableColumn,
  DetailCell,
  formatCardNumber,
  LoadStatus,
  Pagination,
  StatusBadge,
  TissStatus,
} from '@odonto/ui';
import { useMemo } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { loadPlanoPage, preload } from '../../app/screens';
import { PrazoInfo } from '../../components/PrazoInfo';
import { useFila, useOpenPlano, usePrefetchCodigos } from '../../data/auditoria';
import { itemSiteLabel } from '../../data/itemSite';
import { predictedCodes } from '../plano/PredictedGlosas';
import { FilaFilters } from './FilaFilters';
import {
  FILA_FILTERS,
  FILA_PAGE_SIZE,
  filaQuery,
  filaSort,
  filterParams,
  filterValues,
  withSort,
} from './filaQuery';

const LOAD_ERROR = 'Não foi possível carregar a fila de auditoria.';

const preloadPlano = () => preload(loadPlanoPage);

const inQueue = (count: number) => (count === 1 ? '1 dia na fila' : `${count} dias na fila`);

// Seven columns were already too wide at 1280 px: the deadline takes the place of the days in the queue
// (now its last line), and the site goes under the procedure.
const COLUMNS: ReadonlyArray<DataTableColumn<ItemFila>> = [
  {
    id: 'prazo',
    header: 'Prazo',
    sortKey: 'prazo',
    cell: (item) => <PrazoInfo prazo={item.prazo} detail={inQueue(item.diasNaFila)} />,
  },
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
      // As every table of both apps writes it (formatCardNumber), never the raw 17 digits.
      <DetailCell detail={`Carteira ${formatCardNumber(item.numeroCarteira)}`}>
        {item.beneficiarioNome}
      </DetailCell>
    ),
  },
  {
    id: 'procedimento',
    header: 'Procedimento e local',
    // The kit's table keeps cells on one line; the longest TUSS descriptions wrap here instead of pushing
    // the status column out of the page.
    cell: (item) => (
      <Stack gap="0" whiteSpace="normal">
        <Text fontWeight="medium">{`${item.codTuss} - ${item.descricao}`}</Text>
        <Text fontSize="sm" color="fg.muted">
          {itemSiteLabel(item)}
        </Text>
      </Stack>
    ),
  },
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

/** /auditoria: the items awaiting the operator, by deadline (the server's order), with the filters and page in the URL. */
export function FilaPage() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => filaQuery(params), [params]);
  const values = useMemo(() => filterValues(params), [params]);
  const sort = useMemo(() => filaSort(params), [params]);
  const fila = useFila(query);
  const page = fila.data;
  const openPlano = useOpenPlano();
  usePrefetchCodigos();
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
          Itens que esperam a operadora (TISS 2), os atrasados primeiro e depois do prazo mais curto ao mais
          longo; prazos em dias úteis.
        </Text>
      </Box>
      <FilaFilters values={values} onApply={(next) => setParams(withSort(filterParams(next), sort))} />
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
            sort={{ ...sort, onSortChange: (next) => setParams(withSort(params, next)) }}
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
                  // Pointed at or reached by Tab: the plan's code comes; clicked: its data too, alongside.
                  onPointerEnter={preloadPlano}
                  onFocus={preloadPlano}
                  onClick={() => openPlano(item.idPlanoTratamento)}
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
