import type { DecisaoDoRecurso } from '@odonto/contract';
import type { StatusTone } from '../theme/statusTones';
import type {
  FinanceiroStatus,
  GlosaStatus,
  ItemStatus,
  LoteStatus,
  PaymentMethod,
  PlanoStatus,
} from './types';

export interface StatusDisplay {
  /** pt-BR label shown to people. */
  label: string;
  /** Colour of the status (a semantic token group of the system). */
  tone: StatusTone;
}

/** The status values each kind accepts; unknown values are tolerated since they come from the server. */
export interface StatusValues {
  plano: PlanoStatus | number | null | undefined;
  item: ItemStatus | (string & {}) | null | undefined;
  glosa: GlosaStatus | (string & {}) | null | undefined;
  financeiro: FinanceiroStatus | (string & {}) | null | undefined;
  lote: LoteStatus | (string & {}) | null | undefined;
}

export type StatusKind = keyof StatusValues;

const PLANO: Record<PlanoStatus, StatusDisplay> = {
  0: { label: 'Rascunho', tone: 'plano.rascunho' },
  1: { label: 'Pendente', tone: 'plano.pendente' },
  2: { label: 'Autorizado', tone: 'plano.autorizado' },
  3: { label: 'Concluído', tone: 'plano.concluido' },
  4: { label: 'Cancelado', tone: 'plano.cancelado' },
  5: { label: 'Autorizado parcialmente', tone: 'plano.autorizadoParcialmente' },
  6: { label: 'Negado', tone: 'plano.negado' },
};

const ITEM_TONES: Record<ItemStatus, StatusTone> = {
  Ativo: 'item.aguardando',
  'Aguardando Aprovação': 'item.aguardando',
  Auditoria: 'item.auditoria',
  'Aguardando Justificativa': 'item.justificativa',
  'Aguardando Documentação': 'item.documentacao',
  'Aguardando Aceite': 'item.aceite',
  'Em Junta': 'item.junta',
  Autorizado: 'item.autorizado',
  Realizado: 'item.realizado',
  // docs/product-rules.md#states-and-transitions: any other item status is gray.
  Negado: 'item.outro',
};

// Labels that read better than the status's value; the others are shown as the server names them. The one
// place both apps take an item status's words from: 'Ativo' is old data for 'Aguardando Aprovação' (openapi
// ItemStatus), so one state reads one way on every screen (issue #34).
const ITEM_LABELS: Partial<Record<ItemStatus, string>> = {
  Ativo: 'Aguardando Aprovação',
  'Aguardando Aceite': 'Aguardando aceite',
  'Em Junta': 'Em junta',
};

// Where the glosa's appeal stands (openapi GlosaStatus).
const GLOSA: Record<GlosaStatus, StatusDisplay> = {
  nao_recorrida: { label: 'Não recorrida', tone: 'glosa.naoRecorrida' },
  em_recurso: { label: 'Em recurso', tone: 'glosa.emRecurso' },
  aceita: { label: 'Aceita', tone: 'glosa.aceita' },
  aceita_parcialmente: { label: 'Aceita em parte', tone: 'glosa.aceitaParcialmente' },
  mantida: { label: 'Mantida', tone: 'glosa.mantida' },
};

// A sent batch's payment (openapi FinancialStatus).
const FINANCEIRO: Record<FinanceiroStatus, StatusDisplay> = {
  pending: { label: 'Pendente', tone: 'financeiro.pendente' },
  completed: { label: 'Pago', tone: 'financeiro.pago' },
};

const PAYMENT_METHOD: Record<PaymentMethod, string> = {
  pix: 'PIX',
  bank_transfer: 'Transferência bancária',
};

/** pt-BR name of how the operator paid (openapi PaymentMethod); `fallback` before payment (null). */
export function paymentMethodLabel(
  value: PaymentMethod | (string & {}) | null | undefined,
  fallback = '—',
): string {
  if (value === null || value === undefined || value === '') return fallback;
  return isKey(PAYMENT_METHOD, value) ? PAYMENT_METHOD[value] : value;
}

const LOTE: Record<LoteStatus, StatusDisplay> = {
  Aberto: { label: 'Aberto', tone: 'lote.aberto' },
  Enviado: { label: 'Enviado', tone: 'lote.enviado' },
  'Em análise': { label: 'Em análise', tone: 'lote.emAnalise' },
  Analisado: { label: 'Analisado', tone: 'lote.analisado' },
  Pago: { label: 'Pago', tone: 'lote.pago' },
};

function isKey<T extends object>(table: T, key: PropertyKey): key is keyof T {
  return Object.hasOwn(table, key);
}

/** Label and colour of a status (docs/product-rules.md#states-and-transitions), tolerant of unknown values. */
export function statusDisplay<K extends StatusKind>(kind: K, value: StatusValues[K]): StatusDisplay {
  switch (kind) {
    case 'plano':
      // An unknown plan status shows Pendente.
      return typeof value === 'number' && isKey(PLANO, value) ? PLANO[value] : PLANO[1];
    case 'item': {
      const label = typeof value === 'string' && value.trim() !== '' ? value.trim() : 'Aguardando Aprovação';
      if (!isKey(ITEM_TONES, label)) return { label, tone: 'item.outro' };
      return { label: ITEM_LABELS[label] ?? label, tone: ITEM_TONES[label] };
    }
    case 'glosa':
      return typeof value === 'string' && isKey(GLOSA, value)
        ? GLOSA[value]
        : { label: String(value ?? '—'), tone: 'geral.desconhecido' };
    case 'lote':
      return typeof value === 'string' && isKey(LOTE, value)
        ? LOTE[value]
        : { label: String(value ?? '—'), tone: 'geral.desconhecido' };
    default:
      return typeof value === 'string' && isKey(FINANCEIRO, value)
        ? FINANCEIRO[value]
        : { label: String(value ?? '—'), tone: 'geral.desconhecido' };
  }
}

/** pt-BR name of the operator's answer to an appealed glosa (openapi DecisaoDoRecurso), as both apps show it. */
export const RESPOSTA_DO_RECURSO_LABELS: Record<DecisaoDoRecurso, string> = {
  aceitar: 'Aceito',
  aceitarParte: 'Aceito em parte',
  manter: 'Glosa mantida',
};
