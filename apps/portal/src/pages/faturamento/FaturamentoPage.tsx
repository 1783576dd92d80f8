import { Heading, Stack, Text } from '@chakra-ui/react';
import { genericErrorMessage, type LoteResumo } from '@odonto/api';
import {
  competenciaLabel,
  DataTable,
  type DataTableColumn,
  enviadoEmLabel,
  formatCurrency,
  LoadStatus,
  StatusBadge,
} from '@odonto/ui';
import { useQuery } from '@tanstack/react-query';
import { useDeferredLoadView } from '../../data/loadView';
import { lotesQuery } from '../../data/lotes';
import { useSession } from '../../session/SessionProvider';
import { LoteLink } from './LoteLink';

/** Shown when the batches cannot be loaded and the server gave no better reason. */
export const LOTES_LOAD_ERROR = 'Não foi possível carregar os lotes de faturamento. Tente novamente.';
/** Shown before the dentist's first performed procedure. */
export const NO_LOTES =
  'Nenhum lote ainda. Os procedimentos que você registrar como realizados entram no lote aberto.';
const LOADING = 'Carregando lotes de faturamento...';

const columns: DataTableColumn<LoteResumo>[] = [
  {
    id: 'lote',
    header: 'Lote',
    cell: (lote) => <LoteLink lote={lote} />,
  },
  { id: 'competencia', header: 'Competência', cell: (lote) => competenciaLabel(lote.competencia) },
  { id: 'status', header: 'Status', cell: (lote) => <StatusBadge kind="lote" value={lote.status} /> },
  { id: 'guias', header: 'Guias', align: 'end', cell: (lote) => lote.quantidadeGuias },
  { id: 'procedimentos', header: 'Procedimentos', align: 'end', cell: (lote) => lote.quantidadeItens },
  {
    id: 'valor',
    header: 'Valor informado',
    align: 'end',
    cell: (lote) => formatCurrency(lote.valorInformado),
  },
  // What the operator glosed and released of the analysed items; nothing before the analysis.
  {
    id: 'glosado',
    header: 'Glosado',
    align: 'end',
    cell: (lote) => (lote.quantidadeAnalisados > 0 ? formatCurrency(lote.valorGlosado) : '—'),
  },
  {
    id: 'liberado',
    header: 'Liberado',
    align: 'end',
    cell: (lote) => (lote.quantidadeAnalisados > 0 ? formatCurrency(lote.valorLiberado) : '—'),
  },
  { id: 'protocolo', header: 'Protocolo', cell: (lote) => lote.protocolo ?? '—' },
  { id: 'enviado', header: 'Enviado em', cell: enviadoEmLabel },
];

/**
 * Faturamento (/faturamento): the dentist's TISS billing batches, newest first: the open one, into which
 * the procedures registered as performed go, and the ones sent to the operator with their protocol and, once
 * analysed, what was glosed and released.
 */
export function FaturamentoPage() {
  const { dentistApi } = useSession();
  const lotes = useQuery(lotesQuery(dentistApi));
  const { data, loading, failure } = useDeferredLoadView(lotes);

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Faturamento
        </Heading>
        <Text color="fg.muted">
          Os lotes de guias enviados à operadora e o lote aberto, que recebe os procedimentos realizados.
        </Text>
      </Stack>
      <LoadStatus
        loading={loading}
        loadingText={LOADING}
        error={failure && genericErrorMessage(failure, LOTES_LOAD_ERROR)}
        onRetry={() => void lotes.refetch()}
      />
      {data ? (
        <DataTable
          caption="Lotes de faturamento"
          columns={columns}
          rows={data}
          getRowKey={(lote) => String(lote.idLote)}
          emptyText={NO_LOTES}
        />
      ) : null}
    </Stack>
  );
}
