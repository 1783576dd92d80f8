import type { ColumnType, Generated } from 'kysely';
import type { Papel } from '../plataforma/identidade';

type CreatedAt = ColumnType<Date, Date | undefined, never>;

/**
 * 0 Rascunho, 1 Pendente, 2 Autorizado, 3 Concluído, 4 Cancelado (docs/product-rules.md#d7), 5 Autorizado
 * parcialmente, 6 Negado: derived from the items (ciclo-de-vida.ts).
 */
export type PlanoStatus = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** Audit status of a plan item (openapi/dentist.yaml ItemStatus). */
export type ItemStatus =
  | 'Aguardando Aprovação'
  | 'Auditoria'
  | 'Aguardando Justificativa'
  | 'Aguardando Documentação'
  | 'Aguardando Aceite'
  | 'Em Junta'
  | 'Autorizado'
  | 'Realizado'
  | 'Negado'
  | 'Ativo';

/** One move of one plan item (migration 013): append-only, a trigger refuses UPDATE, DELETE and TRUNCATE. */
export interface PlanoItemHistoricoTable {
  id: Generated<number>;
  planoTratamentoId: number;
  /** No foreign key: an item removed from its plan keeps its history. */
  planoTratamentoItemId: number;
  /** For an automatic move ('Sistema'), the dentist whose request triggered it. */
  autorId: number;
  autorPapel: Papel | 'Sistema';
  /** null when the item was included. */
  de: string | null;
  /** An item status, or 'Removido'. */
  para: string;
  codigoGlosa: string | null;
  motivo: string | null;
  nota: string | null;
  /** The contractual clause or legal ground of a denial (migration 019). */
  fundamento: ColumnType<string | null, string | null | undefined, never>;
  /** A move of the automatic authorization, not of a person (migration 019). */
  automatico: ColumnType<boolean, boolean | undefined, never>;
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

/** The table of migration 013 the lifecycle writes: the item history. */
export interface CicloDeVidaTables {
  planoItemHistorico: PlanoItemHistoricoTable;
}
