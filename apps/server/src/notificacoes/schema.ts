import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | undefined, never>;

/** A decision told to a dentist (migration 013). */
export interface NotificacaoTable {
  id: Generated<number>;
  dentistaId: number;
  /** The plan of a decision told; null for a batch's step (migration 020). */
  planoTratamentoId: number | null;
  planoTratamentoItemId: number | null;
  /** The billing batch of a step told; null for a decision (migration 020). */
  loteId: ColumnType<number | null, number | null | undefined, number | null>;
  titulo: string;
  texto: string;
  criadoEm: CreatedAt;
  lidaEm: Date | null;
}

/** The table of migration 013 the notifications write. */
export interface NotificacoesTables {
  notificacao: NotificacaoTable;
}
