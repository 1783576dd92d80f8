import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | undefined, never>;

export interface FechamentoTable {
  id: Generated<number>;
  dentistaId: number;
  /** Month of the batch, AAAA-MM (UTC). */
  competencia: string;
  status: Generated<'aberto' | 'fechado'>;
  criadoEm: CreatedAt;
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
