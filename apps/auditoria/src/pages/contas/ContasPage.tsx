import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { type ContaResumo, failureOf, genericErrorMessage } from '@odonto/api';
import {
  DataTable,
  type DataTableColumn,
  DetailCell,
  enviadoEmLabel,
  formatCurrency,
  LoadStatus,
  Pagination,
  StatusBadge,
  StatusTabs,
} from '@odonto/ui';
import { useMemo } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useContas } from '../../data/auditoria';
import { analisadosLabel, prazoPagamentoLabel } from './contaLabels';
import {
  A_ANALISAR,
  CONTA_TABS,
  CONTAS_PAGE_SIZE,
  contasQuery,
  contaTab,
  pageParams,
  tabParams,
} from './contasQuery';

const LOAD_ERROR = 'Não foi possível carregar as contas.';

/** Informed, glosed and released, one line each, labelled in words. */
function Valores({ lote }: Pick<ContaResumo, 'lote'>) {
  return (
    <Stack gap="0" align="end" whiteSpace="nowrap">
      <Text>Informado {formatCurrency(lote.valorInformado)}</Text>
      <Text fontSize="sm" color="fg.muted">
        Glosado {formatCurrency(lote.valorGlosado)}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        Liberado {formatCurrency(lote.valorLiberado)}
      </Text>
    </Stack>
  );
}

const COLUMNS: ReadonlyArray<DataTableColumn<ContaResumo>> = [
  {
    id: 'lote',
    header: 'Lote',
    cell: ({ lote }) => (
      <DetailCell detail={lote.protocolo ? `Protocolo ${lote.protocolo}` : 'Sem protocolo'}>
        {`Lote ${lote.numeroLote}`}
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
  { id: 'enviado', header: 'Enviado em', cell: ({ lote }) => enviadoEmLabel(lote) },
  { id: 'prazo', header: 'Prazo de pagamento', cell: ({ lote }) => prazoPagamentoLabel(lote) },
  {
    id: 'status',
    header: 'Status',
    cell: ({ lote }) => (
      <Stack gap="1" align="start">
        <StatusBadge kind="lote" value={lote.status} />
        <Text fontSize="sm">{`${analisadosLabel(lote)} itens analisados`}</Text>
      </Stack>
    ),
  },
  { id: 'valores', header: 'Valores', align: 'end', cell: ({ lote }) => <Valores lote={lote} /> },
];

/**
 * /auditoria/contas: the batches the dentists sent, for the account analysis; by default the ones waiting on
 * the operator (oldest sent first, the server's order), or one step's; the tab and the page in the URL.
 */
export function ContasPage() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => contasQuery(params), [params]);
  const tab = contaTab(params);
  const contas = useContas(query);
  const paginacao = contas.data?.paginacao;

  return (
    <Stack gap="6">
      <Box>
        <Heading as="h1" size="2xl">
          Contas
        </Heading>
        <Text color="fg.muted">
          Lotes de procedimentos realizados que os dentistas enviaram: analise cada item (pagar, glosar parte
          ou glosar tudo) e pague a conta analisada com o demonstrativo.
        </Text>
      </Box>
      <StatusTabs
        tabs={CONTA_TABS}
        value={tab}
        onValueChange={(next) => setParams(tabParams(params, next))}
        ariaLabel="Filtrar contas por status"
      >
        {contas.isError ? (
          <LoadStatus
            error={genericErrorMessage(failureOf(contas.error), LOAD_ERROR)}
            onRetry={() => contas.refetch()}
          />
        ) : (
          <Stack gap="4" pt="2">
            <DataTable
              caption={tab === A_ANALISAR ? 'Contas a analisar' : `Contas com status ${tab}`}
              columns={COLUMNS}
              rows={contas.data?.contas ?? []}
              getRowKey={({ lote }) => String(lote.idLote)}
              loading={contas.isPending}
              loadingText="Carregando as contas..."
              emptyText={
                tab === A_ANALISAR ? 'Nenhuma conta para analisar.' : `Nenhuma conta com status ${tab}.`
              }
              actionsHeader="Ações"
              rowActions={({ lote, dentista }) => (
                <Link asChild color="brand.fg" fontWeight="medium">
                  <RouterLink
                    to={`/contas/${lote.idLote}`}
                    aria-label={`Abrir conta do lote ${lote.numeroLote} de ${dentista.nome}`}
                  >
                    Abrir conta
                  </RouterLink>
                </Link>
              )}
            />
            {paginacao && paginacao.total > 0 ? (
              <Pagination
                page={paginacao.pagina}
                totalItems={paginacao.total}
                pageSize={paginacao.tamanhoPagina || CONTAS_PAGE_SIZE}
                onPageChange={(pagina) => setParams(pageParams(params, pagina))}
                ariaLabel="Páginas das contas"
              />
            ) : null}
          </Stack>
        )}
      </StatusTabs>
    </Stack>
  );
}
