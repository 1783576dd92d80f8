import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | undefined, never>;

/** A batch's steps (migration 020): LoteStatus of the contract. */
export type LoteStatus = 'Aberto' | 'Enviado' | 'Em análise' | 'Analisado' | 'Pago';

type Optional<T> = ColumnType<T | null, T | null | undefined, T | null>;

/** A dentist's billing batch: the open one takes performed items; a sent one is TISS evidence (migration 020). */
export interface FechamentoTable {
  id: Generated<number>;
  dentistaId: number;
  /** Month the batch was opened, AAAA-MM (São Paulo). */
  competencia: string;
  status: Generated<LoteStatus>;
  criadoEm: CreatedAt;
  enviadoEm: Optional<Date>;
  /** The operator's receipt number (12 characters, TISS st_texto12). */
  protocolo: Optional<string>;
  /** The sent message's epilogo/hash. */
  hash: Optional<string>;
  /** The sent message's bytes (ISO-8859-1), as sent. */
  mensagem: Optional<Uint8Array>;
  emAnaliseEm: Optional<Date>;
  analisadoEm: Optional<Date>;
  pagoEm: Optional<Date>;
}

export interface AtoTable {
  id: Generated<number>;
  dentistaId: number;
  planoTratamentoId: number;
  planoTratamentoItemId: number;
  /** yyyy-MM-dd. */
  dataRealizacao: string;
  observacao: string | null;
  usuarioCriacao: string;
  criadoEm: CreatedAt;
}

/** The account analysis of a billed item: pay, glosa part, glosa all (contract DecisaoDaConta). */
export type DecisaoDaConta = 'pagar' | 'glosarParte' | 'glosarTudo';
/** How the operator pays (contract PaymentMethod). */
export type FormaPagamento = 'pix' | 'bank_transfer';

/** The operator's analysis of one billed item, written once (migration 021). */
export interface AnaliseContaItemTable {
  id: Generated<number>;
  planoTratamentoItemId: number;
  fechamentoId: number;
  auditorId: number;
  decisao: DecisaoDaConta;
  valorInformadoCentavos: number;
  valorGlosadoCentavos: number;
  /** Tabela 38, billing phase; null when paid in full. */
  codigoGlosa: string | null;
  observacao: string | null;
  analisadoEm: CreatedAt;
}

/** The payment statement of a paid batch (TISS demonstrativoPagamentoOdonto), written once (migration 021). */
export interface DemonstrativoPagamentoTable {
  id: Generated<number>;
  fechamentoId: number;
  /** TISS numeroDemonstrativo (st_texto12). */
  numero: string;
  emitidoEm: Date;
  /** yyyy-MM-dd. */
  dataPagamento: string;
  formaPagamento: FormaPagamento;
  auditorId: number;
  valorInformadoCentavos: number;
  valorGlosadoCentavos: number;
  valorFranquiaCentavos: number;
  valorLiberadoCentavos: number;
  hash: string;
  /** The statement's bytes (ISO-8859-1), as issued. */
  mensagem: Uint8Array;
}

/**
 * The billing tables: the monthly closing batches and the acts performed (migration 002), the account analyses and
 * the payment statements (migration 021).
 */
export interface FaturamentoTables {
  fechamento: FechamentoTable;
  ato: AtoTable;
  analiseContaItem: AnaliseContaItemTable;
  demonstrativoPagamento: DemonstrativoPagamentoTable;
}
