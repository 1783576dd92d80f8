import type { ColumnType, Generated } from 'kysely';
import type { AcceptedFileType } from './file-type';

type CreatedAt = ColumnType<Date, Date | undefined, never>;

export interface PlanoImagemTable {
  id: Generated<number>;
  planoTratamentoId: number;
  imagemTipoId: number;
  dentistaId: number;
  nomeArquivoOriginal: string;
  /** Decided from the file's bytes. */
  contentType: AcceptedFileType['contentType'];
  tamanho: number;
  /** Where the bytes are in the file store. */
  chave: string;
  criadoEm: CreatedAt;
  /** The performed item the file is the final documentation of (migration 020). */
  planoTratamentoItemId: ColumnType<number | null, number | null | undefined, number | null>;
}

/** The table of migration 002 the plan files write. */
export interface ArquivosTables {
  planoImagem: PlanoImagemTable;
}
