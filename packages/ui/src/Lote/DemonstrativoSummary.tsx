import type { Demonstrativo } from '@odonto/contract';
import { formatCurrency, formatDate, formatDateTime } from '../format';
import { LabelValueList } from '../LabelValueList';
import { paymentMethodLabel } from '../status';

export interface DemonstrativoSummaryProps {
  /** The payment statement of a paid batch (TISS demonstrativoPagamentoOdonto). */
  demonstrativo: Demonstrativo;
  /** Shows the hash of the statement's TISS message too (the operator's console). */
  showHash?: boolean;
}

/**
 * What a payment statement says: its number, the payment's day and method, and the batch's totals; with the
 * credits of accepted glosa appeals it paid, those and what was received in all (released plus credits).
 */
export function DemonstrativoSummary({ demonstrativo, showHash = false }: DemonstrativoSummaryProps) {
  return (
    <LabelValueList
      layout="columns"
      ariaLabel="Dados do demonstrativo"
      items={[
        { label: 'Número do demonstrativo', value: demonstrativo.numeroDemonstrativo },
        { label: 'Emitido em', value: formatDateTime(demonstrativo.emitidoEm) },
        { label: 'Data do pagamento', value: formatDate(demonstrativo.dataPagamento) },
        { label: 'Forma de pagamento', value: paymentMethodLabel(demonstrativo.formaPagamento) },
        { label: 'Valor informado', value: formatCurrency(demonstrativo.valorInformado) },
        { label: 'Valor glosado', value: formatCurrency(demonstrativo.valorGlosado) },
        { label: 'Coparticipação', value: formatCurrency(demonstrativo.coparticipacao) },
        { label: 'Valor liberado', value: formatCurrency(demonstrativo.valorLiberado) },
        ...(demonstrativo.valorCreditos > 0
          ? [
              { label: 'Créditos de recurso', value: formatCurrency(demonstrativo.valorCreditos) },
              { label: 'Valor recebido', value: formatCurrency(demonstrativo.valorRecebido) },
            ]
          : []),
        ...(showHash ? [{ label: 'Hash do demonstrativo', value: demonstrativo.hash }] : []),
      ]}
    />
  );
}
