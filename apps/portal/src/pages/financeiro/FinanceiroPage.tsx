import { Stack, Text } from '@chakra-ui/react';
import {
  FINANCIAL_STATUS,
  type FinancialStatus,
  PAYMENT_METHODS,
  type PaymentMethod,
  type RegistroFinanceiro,
} from '@odonto/api';
import {
  competenciaLabel,
  type DataTableColumn,
  formatCurrency,
  formatDate,
  paymentMethodLabel,
  StatusBadge,
  statusDisplay,
} from '@odonto/ui';
import { financeiroQuery } from '../../data/records';
import { useSession } from '../../session/SessionProvider';
import { DemonstrativoDownloads } from '../faturamento/DemonstrativoDownloads';
import { LoteLink } from '../faturamento/LoteLink';

import { type CsvColumn, csvAmount } from '../records/csvExport';
import { RecordsScreen } from '../records/RecordsScreen';

/** Shown when the records cannot be loaded and the server gave no better reason. */
export const FINANCEIRO_LOAD_ERROR = 'Não foi possível carregar os registros financeiros. Tente novamente.';

/** A tab per payment status of the API: a sent batch is pending until the operator pays it. */
const TAB_LABELS: Record<FinancialStatus, string> = {
  pending: 'Pendentes',
  completed: 'Pagos',
};

const METHOD_OPTIONS = PAYMENT_METHODS.map((method) => ({
  value: method,
  label: paymentMethodLabel(method),
}));
const methodFrom = (value: string): PaymentMethod | undefined =>
  PAYMENT_METHODS.find((method) => method === value);

const csvColumns: CsvColumn<RegistroFinanceiro>[] = [
  { header: 'Lote', value: (row) => row.numeroLote },
  { header: 'Protocolo', value: (row) => row.protocolo },
  { header: 'Competência', value: (row) => competenciaLabel(row.competencia) },
  { header: 'Descrição', value: (row) => row.description },
  { header: 'Valor informado (R$)', value: (row) => csvAmount(row.valorInformado) },
  { header: 'Valor glosado (R$)', value: (row) => csvAmount(row.valorGlosado) },
  { header: 'Valor liberado (R$)', value: (row) => csvAmount(row.amount) },
  { header: 'Forma de pagamento', value: (row) => paymentMethodLabel(row.paymentMethod, '') },
  { header: 'Situação', value: (row) => statusDisplay('lote', row.loteStatus).label },
  { header: 'Prazo de pagamento', value: (row) => formatDate(row.dueDate) },
  { header: 'Data do pagamento', value: (row) => formatDate(row.paymentDate) },
  { header: 'Demonstrativo', value: (row) => row.numeroDemonstrativo ?? '' },
];

const columns: DataTableColumn<RegistroFinanceiro>[] = [
  {
    id: 'lote',
    header: 'Lote',
    // The batch's link, what it holds and its protocol under it.
    cell: (row) => (
      <Stack gap="0" minW={{ md: '48' }}>
        <LoteLink lote={row} alignSelf="start" />
        <Text fontSize="sm" color="fg.muted" whiteSpace="normal">
          {row.description}
        </Text>
        <Text fontSize="sm" color="fg.muted">{`Protocolo ${row.protocolo}`}</Text>
      </Stack>
    ),
  },
  { id: 'competencia', header: 'Competência', cell: (row) => competenciaLabel(row.competencia) },
  {
    id: 'informado',
    header: 'Valor informado',
    cell: (row) => formatCurrency(row.valorInformado),
    align: 'end',
  },
  { id: 'glosado', header: 'Valor glosado', cell: (row) => formatCurrency(row.valorGlosado), align: 'end' },
  {
    id: 'liberado',
    // What the operator pays: released after the analysis (received once paid).
    header: 'Valor liberado',
    cell: (row) => <Text fontWeight="medium">{formatCurrency(row.amount)}</Text>,
    align: 'end',
  },
  { id: 'metodo', header: 'Forma de pagamento', cell: (row) => paymentMethodLabel(row.paymentMethod) },
  { id: 'status', header: 'Situação', cell: (row) => <StatusBadge kind="lote" value={row.loteStatus} /> },
  { id: 'prazo', header: 'Prazo de pagamento', cell: (row) => formatDate(row.dueDate) },
  { id: 'pagamento', header: 'Data do pagamento', cell: (row) => formatDate(row.paymentDate, '—') },
  {
    id: 'acoes',
    header: 'Demonstrativo',
    cell: (row) =>
      row.numeroDemonstrativo !== null ? (
        <DemonstrativoDownloads lote={row} />
      ) : (
        <Text fontSize="sm" color="fg.muted">
          Após o pagamento
        </Text>
      ),
  },
];

/**
 * Financeiro (docs/product-rules.md#financeiro): each batch sent to the operator with what was informed, glosed
 * and released, its payment deadline and, once paid, the day, the method and the statement; searched, filtered,
 * totalled and paged by the server.
 */
export function FinanceiroPage() {
  const { dentistApi } = useSession();
  return (
    <RecordsScreen
      title="Financeiro"
      description="Acompanhe o pagamento dos lotes enviados à operadora."
      pageQuery={(query, metodo) =>
        financeiroQuery(dentistApi, { ...query, metodoPagamento: methodFrom(metodo) })
      }
      summary={({ resumo }) => [
        { label: 'Total recebido', value: formatCurrency(resumo.totalRecebido) },
        { label: 'A receber', value: formatCurrency(resumo.pendente) },
        { label: 'Total', value: formatCurrency(resumo.total) },
      ]}
      search={{ label: 'Buscar registros', placeholder: 'Lote, protocolo, paciente ou carteira' }}
      filter={{
        param: 'metodoPagamento',
        label: 'Forma de pagamento',
        allLabel: 'Todas as formas',
        options: () => METHOD_OPTIONS,
      }}
      tabs={{
        ariaLabel: 'Filtrar registros por status',
        allLabel: 'Todos',
        statuses: FINANCIAL_STATUS,
        labels: TAB_LABELS,
      }}
      list={{
        caption: 'Registros financeiros',
        columns,
        emptyText: 'Nenhum registro encontrado',
        loadingText: 'Carregando registros financeiros...',
        loadError: FINANCEIRO_LOAD_ERROR,
        paginationLabel: 'Paginação dos registros financeiros',
      }}
      csv={{ fileName: 'financeiro.csv', columns: csvColumns }}
    />
  );
}
