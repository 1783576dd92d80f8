import type { ColumnType, Generated, Selectable } from 'kysely';
import type { DentistSchema } from '../contract';
import type { AcceptedFileType } from '../files/file-type';

type CreatedAt = ColumnType<Date, Date | undefined, never>;

/** 0 Rascunho, 1 Pendente, 2 Autorizado, 3 Concluído, 4 Cancelado (docs/product-rules.md#d7). */
export type PlanoStatus = 0 | 1 | 2 | 3 | 4;

/** Audit status of a plan item (openapi/dentist.yaml ItemStatus). */
export type ItemStatus =
  | 'Aguardando Aprovação'
  | 'Auditoria'
  | 'Autorizado'
  | 'Realizado'
  | 'Negado'
  | 'Ativo';

export interface PlanoTratamentoTable {
  id: Generated<number>;
  dentistaId: number;
  beneficiarioId: number;
  status: Generated<PlanoStatus>;
  criadoEm: CreatedAt;
  /** Creation plus 60 days. */
  validoAte: Date;
  temCooparticipacao: Generated<boolean>;
  /** numeric(5,2): text on PostgreSQL. */
  percentualCooparticipacao: ColumnType<string, number | undefined, number>;
  solicitanteCodigo: string | null;
  solicitanteCro: string | null;
  solicitanteUf: DentistSchema<'Uf'> | null;
  solicitanteNome: string | null;
  codigoOperadora: string;
  nomeOperadora: string;
  codigoPontoAtendimento: string;
  nomePontoAtendimento: string;
  codigoCnes: string;
  observacoes: string;
  usuarioCriacao: string;
}

export interface PlanoTratamentoItemTable {
  id: Generated<number>;
  planoTratamentoId: number;
  procedimentoId: number;
  idDente: number;
  /** Comma-separated face codes (M, D, P, L, V, I, O, R). */
  faces: string;
  status: Generated<ItemStatus>;
  motivoStatus: string | null;
  qtdeUso: Generated<number>;
  valorUsoCentavos: Generated<number>;
  observacao: Generated<string>;
  /** The monthly closing batch the item joined when it was reported as performed. */
  fechamentoId: number | null;
  criadoEm: CreatedAt;
  atualizadoEm: Generated<Date>;
  usuarioAtualizacao: string;
}

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
}

/** The tables of migration 002 (plans and files). */
export interface PlanosTables {
  planoTratamento: PlanoTratamentoTable;
  planoTratamentoItem: PlanoTratamentoItemTable;
  fechamento: FechamentoTable;
  ato: AtoTable;
  planoImagem: PlanoImagemTable;
}

export type PlanoTratamento = Selectable<PlanoTratamentoTable>;
export type PlanoTratamentoItem = Selectable<PlanoTratamentoItemTable>;
