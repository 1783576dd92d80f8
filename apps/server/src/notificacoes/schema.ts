import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | undefined, never>;

/** A decision told to a dentist (migration 013). */
export interface NotificacaoTable {
  id: Generated<number>;
  dentistaId: number;
  planoTratamentoId: number;
  planoTratamentoItemId: number | null;
  titulo: string;
  texto: string;
  criadoEm: CreatedAt;
  lidaEm: Date | null;
}

/** The table of migration 013 the notifications write. */
export interface NotificacoesTables {
  notificacao: NotificacaoTable;
}
