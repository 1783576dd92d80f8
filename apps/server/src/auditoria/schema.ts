import type { ColumnType, Generated } from 'kysely';
import type { Papel } from '../ciclo-de-vida/ciclo-de-vida';

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
  /**
   * The item's procedure and place as they were at the move (migration 014): a removed item is deleted. Null
   * on rows written before it.
   */
  codTuss: string | null;
  descricao: string | null;
  idDente: number | null;
  faces: string | null;
  /** The Tabela 42 code of the item's region (arch, half-arch, sextant or region), when on one. */
  regiao: string | null;
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
