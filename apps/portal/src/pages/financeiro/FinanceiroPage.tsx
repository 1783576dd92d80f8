import { chakra, List, Stack, Text } from '@chakra-ui/react';
import {
  type CreditoDeRecurso,
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
  formatMomentDate,
  PanelSection,
  paymentMethodLabel,
  StatusBadge,
  statusDisplay,
} from '@odonto/ui';
import type { FinanceiroQuery } from '../../data/keys';
import { financeiroQuery } from '../../data/records';
import { useSession } from '../../session/SessionProvider';
import { DemonstrativoDownloads } from '../faturamento/DemonstrativoDownloads';
import { LoteLink } from '../faturamento/LoteLink';

import { type CsvColumn, csvAmount } from '../records/csvExport';
import { RecordsScreen, type RecordsSorting } from '../records/RecordsScreen';

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

/**
 * The server's columns (listFinanceiro `ordenarPor`) the table sorts by; the newest batch first by default
 * (sent day, which no column shows: the default is said by no header).
 */
const FINANCEIRO_SORTING: RecordsSorting<NonNullable<FinanceiroQuery['ordenarPor']>> = {
  keys: [
    'dataEnvio',
    'competencia',
    'valorInformado',
    'valorGlosado',
    'valorLiberado',
    'situacao',
    'prazoPagamento',
    'dataPagamento',
  ],
  default: { by: 'dataEnvio', order: 'desc' },
};

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

/** An appeal's credit as a line: 'RG000011 · Restauração em resina fotopolimerizável 1 face · Dente 45 · O'. */
const creditoLabel = (credito: CreditoDeRecurso) =>
  `${credito.numeroRecurso} · ${credito.procedureName} · ${credito.local}`;

/**
 * The credits of accepted glosa appeals its statement paid: the total, and each appeal in a disclosure (the
 * list stays as narrow as the batch's column).
 */
function CreditosDoRegistro({ row }: { row: RegistroFinanceiro }) {
  if (row.creditos.length === 0) return null;
  return (
    <chakra.details fontSize="sm" mt="1" whiteSpace="normal">
      <chakra.summary
        cursor="pointer"
        color="brand.fg"
        fontWeight="medium"
        borderRadius="l1"
        focusVisibleRing="outside"
      >
        {`Créditos de recurso: ${formatCurrency(row.valorCreditos)}`}
      </chakra.summary>
      <List.Root ps="4" mt="1" gap="1" aria-label={`Créditos de recurso do lote ${row.numeroLote}`}>
        {row.creditos.map((credito) => (
          <List.Item key={`${credito.idRecurso}-${credito.procedureCode}-${credito.local}`}>
            {`${creditoLabel(credito)} — ${formatCurrency(credito.valor)}`}
          </List.Item>
        ))}
      </List.Root>
    </chakra.details>
  );
}

/** The credits that wait for the next statement: each accepted appeal, its glosa's batch, value and answer. */
function CreditosPendentes({ creditos }: { creditos: CreditoDeRecurso[] }) {
  if (creditos.length === 0) return null;
  return (
    <PanelSection title="Créditos de recurso a receber">
      <List.Root listStyleType="none" gap="3" aria-label="Créditos de recurso a receber">
        {creditos.map((credito) => (
          <List.Item
            key={`${credito.idRecurso}-${credito.procedureCode}-${credito.local}`}
            borderBottomWidth="1px"
            pb="3"
            _last={{ borderBottomWidth: 0, pb: 0 }}
          >
            <Stack gap="0.5" direction={{ base: 'column', md: 'row' }} justify="space-between">
              <Stack gap="0.5">
                <Text fontWeight="medium">{creditoLabel(credito)}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {`${credito.patientName} · Lote da glosa ${credito.numeroLoteDaGlosa} · Protocolo ${credito.protocoloRecurso}`}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {`Aceito em ${formatMomentDate(credito.respondidoEm)} · Entra no próximo demonstrativo`}
                </Text>
              </Stack>
              <Text fontWeight="semibold" whiteSpace="nowrap">
                {formatCurrency(credito.valor)}
              </Text>
            </Stack>
          </List.Item>
        ))}
      </List.Root>
    </PanelSection>
  );
}

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
        <CreditosDoRegistro row={row} />
      </Stack>
    ),
  },
  {
    id: 'competencia',
    header: 'Competência',
    cell: (row) => competenciaLabel(row.competencia),
    sortKey: 'competencia',
  },
  {
    id: 'informado',
    header: 'Valor informado',
    cell: (row) => formatCurrency(row.valorInformado),
    align: 'end',
    sortKey: 'valorInformado',
  },
  {
    id: 'glosado',
    header: 'Valor glosado',
    cell: (row) => formatCurrency(row.valorGlosado),
    align: 'end',
    sortKey: 'valorGlosado',
  },
  {
    id: 'liberado',
    // What the operator pays: released after the analysis (received once paid).
    header: 'Valor liberado',
    cell: (row) => <Text fontWeight="medium">{formatCurrency(row.amount)}</Text>,
    align: 'end',
    sortKey: 'valorLiberado',
  },
  { id: 'metodo', header: 'Forma de pagamento', cell: (row) => paymentMethodLabel(row.paymentMethod) },
  {
    id: 'status',
    header: 'Situação',
    cell: (row) => <StatusBadge kind="lote" value={row.loteStatus} />,
    sortKey: 'situacao',
  },
  {
    id: 'prazo',
    header: 'Prazo de pagamento',
    cell: (row) => formatDate(row.dueDate),
    sortKey: 'prazoPagamento',
  },
  {
    id: 'pagamento',
    header: 'Data do pagamento',
    cell: (row) => formatDate(row.paymentDate, '—'),
    sortKey: 'dataPagamento',
  },
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
        { label: 'Créditos a receber', value: formatCurrency(resumo.creditosAReceber) },
      ]}
      after={(page) => <CreditosPendentes creditos={page.creditosPendentes} />}
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
        sorting: FINANCEIRO_SORTING,
      }}
      csv={{ fileName: 'financeiro.csv', columns: csvColumns }}
    />
  );
}
