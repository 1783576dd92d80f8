import {
  FINANCIAL_STATUS,
  type FinancialStatus,
  PAYMENT_METHODS,
  type PaymentMethod,
  type RegistroFinanceiro,
} from '@odonto/api';
import {
  type DataTableColumn,
  DetailCell,
  formatCurrency,
  formatDate,
  StatusBadge,
  statusDisplay,
} from '@odonto/ui';
import { financeiroQuery } from '../../data/records';
import { useSession } from '../../session/SessionProvider';
import { type CsvColumn, csvAmount } from '../records/csvExport';
import { RecordsScreen } from '../records/RecordsScreen';

/** Shown when the records cannot be loaded and the server gave no better reason. */
export const FINANCEIRO_LOAD_ERROR = 'Não foi possível carregar os registros financeiros. Tente novamente.';

/** pt-BR names of the payment methods (docs/product-rules.md#financial-and-glosa-status). */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  credit_card: 'Cartão de crédito',
  debit_card: 'Cartão de débito',
  cash: 'Dinheiro',
  pix: 'PIX',
  bank_transfer: 'Transferência bancária',
};

type TabbedStatus = Exclude<FinancialStatus, 'refunded'>;
// Refunded records have no tab of their own (docs/product-rules.md#financeiro): they show under 'Todos'.
const TABBED_STATUSES = FINANCIAL_STATUS.filter((status): status is TabbedStatus => status !== 'refunded');
const TAB_LABELS: Record<TabbedStatus, string> = {
  pending: 'Pendentes',
  completed: 'Pagos',
  cancelled: 'Cancelados',
};

const METHOD_OPTIONS = PAYMENT_METHODS.map((method) => ({
  value: method,
  label: PAYMENT_METHOD_LABELS[method],
}));
const methodFrom = (value: string): PaymentMethod | undefined =>
  PAYMENT_METHODS.find((method) => method === value);

const csvColumns: CsvColumn<RegistroFinanceiro>[] = [
  { header: 'Paciente', value: (row) => row.patientName },
  { header: 'Carteira', value: (row) => row.patientId },
  { header: 'Descrição', value: (row) => row.description },
  { header: 'Valor (R$)', value: (row) => csvAmount(row.amount) },
  { header: 'Forma de pagamento', value: (row) => PAYMENT_METHOD_LABELS[row.paymentMethod] },
  { header: 'Status', value: (row) => statusDisplay('financeiro', row.status).label },
  { header: 'Vencimento', value: (row) => formatDate(row.dueDate) },
  { header: 'Pagamento', value: (row) => formatDate(row.paymentDate) },
];

const columns: DataTableColumn<RegistroFinanceiro>[] = [
  {
    id: 'paciente',
    header: 'Paciente / Descrição',
    cell: (row) => <DetailCell detail={row.description}>{row.patientName}</DetailCell>,
  },
  { id: 'valor', header: 'Valor', cell: (row) => formatCurrency(row.amount), align: 'end' },
  { id: 'metodo', header: 'Forma de pagamento', cell: (row) => PAYMENT_METHOD_LABELS[row.paymentMethod] },
  { id: 'status', header: 'Status', cell: (row) => <StatusBadge kind="financeiro" value={row.status} /> },
  { id: 'vencimento', header: 'Vencimento', cell: (row) => formatDate(row.dueDate) },
];

/** Financeiro (docs/product-rules.md#financeiro): the dentist's records, searched, filtered, totalled and paged by the server. */
export function FinanceiroPage() {
  const { dentistApi } = useSession();
  return (
    <RecordsScreen
      title="Financeiro"
      description="Acompanhe os recebimentos e pagamentos pendentes."
      pageQuery={(query, metodo) =>
        financeiroQuery(dentistApi, { ...query, metodoPagamento: methodFrom(metodo) })
      }
      summary={({ resumo }) => [
        { label: 'Total recebido', value: formatCurrency(resumo.totalRecebido) },
        { label: 'Pendente', value: formatCurrency(resumo.pendente) },
        { label: 'Total geral', value: formatCurrency(resumo.total) },
      ]}
      search={{ label: 'Buscar registros', placeholder: 'Paciente, descrição ou carteira' }}
      filter={{
        param: 'metodoPagamento',
        label: 'Forma de pagamento',
        allLabel: 'Todas as formas',
        options: () => METHOD_OPTIONS,
      }}
      tabs={{
        ariaLabel: 'Filtrar registros por status',
        allLabel: 'Todos',
        statuses: TABBED_STATUSES,
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
