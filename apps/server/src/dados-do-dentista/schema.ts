import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | undefined, Date>;
/** A `date` column, kept as its yyyy-MM-dd text by the database drivers. */
type DateText = string;

export type GlosaStatus = 'pending' | 'under_review' | 'approved' | 'rejected';
export type FinancialStatus = 'pending' | 'completed' | 'cancelled' | 'refunded';
export type PaymentMethod = 'credit_card' | 'debit_card' | 'cash' | 'pix' | 'bank_transfer';

/** A dental glosa code of TISS Tabela 38. */
export interface MotivoGlosaTable {
  codigo: string;
  descricao: string;
}

export interface GlosaTable {
  id: Generated<number>;
  dentistaId: number;
  beneficiarioId: number;
  procedimentoId: number;
  motivoCodigo: string;
  /** The auditor's words beyond the TISS code, when there are any. */
  observacao: string | null;
  valorOriginalCentavos: number;
  valorGlosadoCentavos: number;
  status: GlosaStatus;
  operadora: string;
  dataEnvio: DateText;
  dataResposta: DateText | null;
  criadoEm: Timestamp;
  atualizadoEm: Timestamp;
}

export interface RegistroFinanceiroTable {
  id: Generated<number>;
  dentistaId: number;
  beneficiarioId: number;
  descricao: string;
  valorCentavos: number;
  metodoPagamento: PaymentMethod;
  status: FinancialStatus;
  dataVencimento: DateText;
  dataPagamento: DateText | null;
  criadoEm: Timestamp;
  atualizadoEm: Timestamp;
}

export interface OuvidoriaMensagemTable {
  id: Generated<number>;
  dentistaId: number;
  protocolo: string;
  protocoloAnterior: string | null;
  numeroCarteira: string;
  nome: string;
  email: string;
  telefone: string | null;
  whatsapp: string;
  cidade: string;
  mensagem: string;
  prazoResposta: DateText;
  recebidoEm: Timestamp;
}

/** The tables of migration 003 (docs/product-rules.md#d11 to #d13), part of `Database`. */
export interface DadosDoDentistaTables {
  motivoGlosa: MotivoGlosaTable;
  glosa: GlosaTable;
  registroFinanceiro: RegistroFinanceiroTable;
  ouvidoriaMensagem: OuvidoriaMensagemTable;
}
