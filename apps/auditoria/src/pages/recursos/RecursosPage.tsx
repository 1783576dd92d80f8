import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { failureOf, genericErrorMessage, type RecursoResumo } from '@odonto/api';
import {
  DataTable,
  type DataTableColumn,
  DetailCell,
  formatCurrency,
  formatMomentDate,
  LoadStatus,
  Pagination,
  StatusTabs,
} from '@odonto/ui';
import { useMemo } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { RECURSOS_PAGE_SIZE, useRecursos } from '../../data/recursos';
import { PrazoResposta } from './PrazoResposta';
import {
  AGUARDANDO,
  RECURSO_TABS,
  recursoPageParams,
  recursosAddressQuery,
  recursoTabParams,
} from './recursosQuery';

const LOAD_ERROR = 'Não foi possível carregar os recursos de glosa.';

const COLUMNS: ReadonlyArray<DataTableColumn<RecursoResumo>> = [
  {
    id: 'recurso',
    header: 'Recurso',
    cell: ({ id, numero, protocolo }) => (
      <DetailCell detail={`Protocolo ${protocolo}`}>
        <Link asChild color="brand.fg" fontWeight="medium">
          <RouterLink to={`/recursos/${id}`} aria-label={`Abrir recurso ${numero}`}>
            {numero}
          </RouterLink>
        </Link>
      </DetailCell>
    ),
  },
  {
    id: 'dentista',
    header: 'Dentista',
    cell: ({ dentista }) => (
      <DetailCell detail={`CRO ${dentista.cro}/${dentista.uf}`}>{dentista.nome}</DetailCell>
    ),
  },
  { id: 'lote', header: 'Lote', cell: ({ numeroLote }) => numeroLote },
  { id: 'enviado', header: 'Enviado em', cell: ({ enviadoEm }) => formatMomentDate(enviadoEm) },
  { id: 'prazo', header: 'Prazo de resposta', cell: (recurso) => <PrazoResposta recurso={recurso} /> },
  { id: 'itens', header: 'Itens', align: 'end', cell: ({ quantidadeItens }) => String(quantidadeItens) },
  {
    id: 'recursado',
    header: 'Valor recursado',
    align: 'end',
    cell: ({ valorRecursado }) => formatCurrency(valorRecursado),
  },
];

/** The answered tab adds what was accepted and when. */
const ANSWERED_COLUMNS: ReadonlyArray<DataTableColumn<RecursoResumo>> = [
  ...COLUMNS,
  {
    id: 'aceito',
    header: 'Aceito',
    align: 'end',
    cell: ({ valorAcatado }) => formatCurrency(valorAcatado, '—'),
  },
  {
    id: 'respondido',
    header: 'Respondido em',
    cell: ({ respondidoEm }) => formatMomentDate(respondidoEm, '—'),
  },
];

/**
 * /auditoria/recursos: the dentists' appeals of glosas; by default the ones waiting for the operator's answer
 * (nearest deadline first, the server's order), or the answered ones; the tab and the page in the URL.
 */
export function RecursosPage() {
  const [params, setParams] = useSearchParams();
  const { situacao, pagina } = useMemo(() => recursosAddressQuery(params), [params]);
  const recursos = useRecursos(situacao, pagina);
  const paginacao = recursos.data?.paginacao;
  const waiting = situacao === AGUARDANDO;

  return (
    <Stack gap="6">
      <Box>
        <Heading as="h1" size="2xl">
          Recursos de glosa
        </Heading>
        <Text color="fg.muted">
          Os recursos que os dentistas enviaram contra as glosas das contas: responda a cada item (aceitar,
          aceitar parte ou manter a glosa) dentro do prazo de resposta.
        </Text>
      </Box>
      <StatusTabs
        tabs={RECURSO_TABS}
        value={situacao}
        onValueChange={(next) => setParams(recursoTabParams(params, next))}
        ariaLabel="Filtrar recursos por situação"
      >
        {recursos.isError ? (
          <LoadStatus
            error={genericErrorMessage(failureOf(recursos.error), LOAD_ERROR)}
            onRetry={() => recursos.refetch()}
          />
        ) : (
          <Stack gap="4" pt="2">
            <DataTable
              caption="Recursos de glosa"
              columns={waiting ? COLUMNS : ANSWERED_COLUMNS}
              rows={recursos.data?.recursos ?? []}
              getRowKey={({ id }) => String(id)}
              loading={recursos.isPending}
              loadingText="Carregando os recursos..."
              emptyText={waiting ? 'Nenhum recurso aguardando resposta.' : 'Nenhum recurso respondido.'}
            />
            {paginacao && paginacao.total > 0 ? (
              <Pagination
                page={paginacao.pagina}
                totalItems={paginacao.total}
                pageSize={paginacao.tamanhoPagina || RECURSOS_PAGE_SIZE}
                onPageChange={(next) => setParams(recursoPageParams(params, next))}
                ariaLabel="Páginas dos recursos"
              />
            ) : null}
          </Stack>
        )}
      </StatusTabs>
    </Stack>
  );
}
