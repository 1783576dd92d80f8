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
  /** Appeals' accepted amounts paid with this statement (migration 022). */
  valorCreditosCentavos: ColumnType<number, number | undefined, never>;
  hash: string;
  /** The statement's bytes (ISO-8859-1), as issued. */
  mensagem: Uint8Array;
}

/** The operator's answer to an appealed glosa (contract DecisaoDoRecurso). */
export type DecisaoDoRecurso = 'aceitar' | 'aceitarParte' | 'manter';

/** One round of appeal of one batch's glosas, as the dentist sent it (migration 022). */
export interface RecursoGlosaTable {
  id: Generated<number>;
  /** TISS numeroGuiaRecGlosaPrestador: 'RG' and six digits. */
  numero: string;
  /** The operator's protocol (12 digits). */
  protocolo: string;
  dentistaId: number;
  fechamentoId: number;
  enviadoEm: Date;
  /** yyyy-MM-dd: the operator's answer deadline. */
  prazoResposta: string;
  valorRecursadoCentavos: number;
  hash: string;
  /** The recursoGlosa message's bytes (ISO-8859-1), as sent. */
  mensagem: Uint8Array;
}

/** A glosa appealed in a round. */
export interface RecursoGlosaItemTable {
  id: Generated<number>;
  recursoGlosaId: number;
  analiseContaItemId: number;
  rodada: number;
  justificativa: string;
  valorRecursadoCentavos: number;
}

/** A plan file backing an appealed glosa. */
export interface RecursoGlosaArquivoTable {
  id: Generated<number>;
  recursoGlosaItemId: number;
  planoImagemId: number;
}

/** The operator's answer to an appeal, its respostaRecursoGlosa message. */
export interface RespostaRecursoGlosaTable {
  id: Generated<number>;
  recursoGlosaId: number;
  auditorId: number;
  respondidoEm: Date;
  valorAcatadoCentavos: number;
  hash: string;
  mensagem: Uint8Array;
}

/** The decision on one appealed glosa. */
export interface RespostaRecursoItemTable {
  id: Generated<number>;
  recursoGlosaItemId: number;
  decisao: DecisaoDoRecurso;
  valorAcatadoCentavos: number;
  justificativa: string | null;
}

/** An accepted amount paid by a statement. */
export interface CreditoRecursoTable {
  id: Generated<number>;
  respostaRecursoItemId: number;
  demonstrativoPagamentoId: number;
  valorCentavos: number;
}

/**
 * The billing tables: the monthly closing batches and the acts performed (migration 002), the account analyses and
 * the payment statements (migration 021), the glosa appeals, their answers and credits (migration 022).
 */
export interface FaturamentoTables {
  fechamento: FechamentoTable;
  ato: AtoTable;
  analiseContaItem: AnaliseContaItemTable;
  demonstrativoPagamento: DemonstrativoPagamentoTable;
  recursoGlosa: RecursoGlosaTable;
  recursoGlosaItem: RecursoGlosaItemTable;
  recursoGlosaArquivo: RecursoGlosaArquivoTable;
  respostaRecursoGlosa: RespostaRecursoGlosaTable;
  respostaRecursoItem: RespostaRecursoItemTable;
  creditoRecurso: CreditoRecursoTable;
}
