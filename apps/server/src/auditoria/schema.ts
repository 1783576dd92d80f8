import type { ColumnType, Generated } from 'kysely';
import type { Papel } from './ciclo-de-vida';

type CreatedAt = ColumnType<Date, Date | undefined, never>;

/** One move of one plan item (migration 013): append-only, a trigger refuses UPDATE, DELETE and TRUNCATE. */
export interface PlanoItemHistoricoTable {
  id: Generated<number>;
  planoTratamentoId: number;
  /** No foreign key: an item removed from its plan keeps its history. */
  planoTratamentoItemId: number;
  autorId: number;
  autorPapel: Papel;
  /** null when the item was included. */
  de: string | null;
  /** An item status, or 'Removido'. */
  para: string;
  codigoGlosa: string | null;
  motivo: string | null;
  nota: string | null;
  /** The plan files that came with a dentist's answer. */
  idsImagem: ColumnType<number[], number[] | undefined, never>;
  criadoEm: CreatedAt;
}

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

export interface AuditoriaTables {
  planoItemHistorico: PlanoItemHistoricoTable;
  notificacao: NotificacaoTable;
}
