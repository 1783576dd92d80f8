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

/** The billing tables of migration 002: the monthly closing batches and the acts performed. */
export interface FaturamentoTables {
  fechamento: FechamentoTable;
  ato: AtoTable;
}
