import type { ColumnType, Generated, Selectable } from 'kysely';
import type { AcceptedFileType } from '../arquivos/file-type';
import type { DentistSchema } from '../contract';

type CreatedAt = ColumnType<Date, Date | undefined, never>;
type OptionalText = ColumnType<string | null, string | null | undefined, string | null>;

/**
 * 0 Rascunho, 1 Pendente, 2 Autorizado, 3 Concluído, 4 Cancelado (docs/product-rules.md#d7), 5 Autorizado
 * parcialmente, 6 Negado: derived from the items (src/auditoria/ciclo-de-vida.ts).
 */
export type PlanoStatus = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** Audit status of a plan item (openapi/dentist.yaml ItemStatus). */
export type ItemStatus =
  | 'Aguardando Aprovação'
  | 'Auditoria'
  | 'Aguardando Justificativa'
  | 'Aguardando Documentação'
  | 'Autorizado'
  | 'Realizado'
  | 'Negado'
  | 'Ativo';

export interface PlanoTratamentoTable {
  id: Generated<number>;
  dentistaId: number;
  beneficiarioId: number;
  status: Generated<PlanoStatus>;
  /** TISS dm_statusSolicitacao of the plan, derived with `status`; null for a draft (migration 013). */
  statusTiss: ColumnType<number | null, number | null | undefined, number | null>;
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
  /** When the dentist cancelled the plan; set exactly when status is 4 (migration 015). */
  canceladoEm: Date | null;
  /** Why (1 to 500 characters); null on plans cancelled before migration 015. */
  motivoCancelamento: string | null;
}

export interface PlanoTratamentoItemTable {
  id: Generated<number>;
  planoTratamentoId: number;
  procedimentoId: number;
  /** FDI tooth (Tabela 28); null when the procedure is on the mouth or a region (migration 010). */
  idDente: number | null;
  /** Comma-separated face codes (M, D, P, L, V, I, O, R); null when the procedure has no faces. */
  faces: string | null;
  /** Tabela 42 region codes, each for the procedures placed on that kind of region (migration 010). */
  arcada: OptionalText;
  hemiArcada: OptionalText;
  sextante: OptionalText;
  regiao: OptionalText;
  status: Generated<ItemStatus>;
  motivoStatus: string | null;
  /** Tabela 38 code of a denied item (migration 013). */
  codigoGlosa: OptionalText;
  /** When the item last entered the audit queue (migration 013). */
  naFilaDesde: ColumnType<Date, Date | undefined, Date>;
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

/** A tooth's initial situation (situação inicial) for a beneficiary (migration 010). */
export interface OdontogramaInicialTable {
  beneficiarioId: number;
  idDente: number;
  condicao: 'A' | 'E' | 'H' | 'C' | 'R';
  /** yyyy-mm-dd. */
  dataRegistro: string;
  /** Who recorded it last. */
  dentistaId: number;
  atualizadoEm: Generated<Date>;
}

/** The tables of migrations 002 (plans and files) and 010 (initial odontogram). */
export interface PlanosTables {
  odontogramaInicial: OdontogramaInicialTable;
  planoTratamento: PlanoTratamentoTable;
  planoTratamentoItem: PlanoTratamentoItemTable;
  fechamento: FechamentoTable;
  ato: AtoTable;
  planoImagem: PlanoImagemTable;
}

export type PlanoTratamento = Selectable<PlanoTratamentoTable>;
export type PlanoTratamentoItem = Selectable<PlanoTratamentoItemTable>;
