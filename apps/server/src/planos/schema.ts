import type { ColumnType, Generated, Selectable } from 'kysely';
import type { ItemStatus, PlanoStatus } from '../ciclo-de-vida/schema';
import type { DentistSchema } from '../contract';

type CreatedAt = ColumnType<Date, Date | undefined, never>;
type OptionalText = ColumnType<string | null, string | null | undefined, string | null>;

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
  /** The initial situation version frozen for the plan when its first item was added (migration 017). */
  situacaoInicialVersaoId: ColumnType<number | null, number | null | undefined, number | null>;
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
  /** The dentist's technical justification for an item requested despite predicted glosas (migration 016). */
  justificativa: ColumnType<string | null, string | null | undefined, never>;
  /** The glosas the rules predicted when the item was requested, as the dentist saw them (migration 016). */
  glosasPrevistas: ColumnType<DentistSchema<'GlosaPrevista'>[], string | undefined, never>;
  /** When the item was requested (migration 019): never reset by an answer. */
  solicitadoEm: ColumnType<Date, Date | undefined, never>;
  /** The procedure group's response deadline, in business days (0: urgency, answered at once). */
  diasUteisPrazo: ColumnType<number, number | undefined, number>;
  urgente: ColumnType<boolean, boolean | undefined, boolean>;
  /** The end of the deadline's last business day; moves by the business days the clock stood still. */
  prazoResposta: ColumnType<Date, Date, Date>;
  /** Since when the dentist owes an answer, while the operator's rule stops the clock for it. */
  prazoPausadoDesde: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The operator's first final answer (authorized, with or without a change, or denied). */
  respondidoEm: ColumnType<Date | null, Date | null | undefined, Date | null>;
  autorizacaoAutomatica: ColumnType<
    'urgencia' | 'baixa-complexidade' | null,
    'urgencia' | 'baixa-complexidade' | null | undefined,
    'urgencia' | 'baixa-complexidade' | null
  >;
  /** The contractual clause or legal ground of the denial. */
  fundamento: ColumnType<string | null, string | null | undefined, string | null>;
  /** The item's last authorization with change (AlteracaoDoItem), or null. */
  alteracao: ColumnType<DentistSchema<'AlteracaoDoItem'> | null, string | null | undefined, string | null>;
  /** The billing batch (fechamento) the item joined when it was reported as performed. */
  fechamentoId: number | null;
  /** The day the item was performed, yyyy-mm-dd in São Paulo (migration 020). */
  dataRealizacao: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the dentist recorded the performance (migration 020). */
  realizacaoRegistradaEm: ColumnType<Date | null, Date | null | undefined, Date | null>;
  criadoEm: CreatedAt;
  atualizadoEm: Generated<Date>;
  usuarioAtualizacao: string;
}

/** A tooth's condition in the initial situation: TISS dm_condicaoClinica, or N (não avaliado). */
export type CondicaoSituacaoInicial = 'A' | 'E' | 'H' | 'C' | 'R' | 'N';

/** One version of a beneficiary's initial situation (situação inicial), never updated (migration 017). */
export interface SituacaoInicialVersaoTable {
  id: Generated<number>;
  beneficiarioId: number;
  /** 1..n per beneficiary. */
  numero: number;
  /** The dentist who recorded it. */
  dentistaId: number;
  criadoEm: CreatedAt;
  doencaPeriodontal: boolean | null;
  alteracaoTecidoMole: boolean | null;
  observacao: string | null;
}

/** A tooth of a version of the initial situation (migration 017). */
export interface SituacaoInicialDenteTable {
  versaoId: number;
  idDente: number;
  condicao: CondicaoSituacaoInicial;
  /** yyyy-mm-dd. */
  dataRegistro: string;
}

/** The plan tables of migrations 002 (plans and items) and 017 (the initial situation's versions). */
export interface PlanosTables {
  situacaoInicialVersao: SituacaoInicialVersaoTable;
  situacaoInicialDente: SituacaoInicialDenteTable;
  planoTratamento: PlanoTratamentoTable;
  planoTratamentoItem: PlanoTratamentoItemTable;
}

export type PlanoTratamento = Selectable<PlanoTratamentoTable>;
export type PlanoTratamentoItem = Selectable<PlanoTratamentoItemTable>;
