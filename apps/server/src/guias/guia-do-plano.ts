import type { PlanoStatus } from '../ciclo-de-vida/schema';
import type { DentistSchema } from '../contract';

/**
 * One plan as a Guia de Tratamento Odontológico (GTO) needs it: read once, in one place, and then written
 * either as a TISS 4.01.00 message (tiss/) or as the printed guide the beneficiary signs (impressao/).
 */
export interface GuiaDoPlano {
  /** When the guide was produced (the TISS header's date and time, the printed footer). */
  emitidaEm: Date;
  operadora: {
    nome: string;
    /** The operator's 6-digit ANS registration (OPERADORA_REGISTRO_ANS). */
    registroANS: string;
  };
  plano: {
    id: number;
    /** The plan code the screens show ('PTO-0017', formatPlanCode of @odonto/contract). */
    codigo: string;
    /**
     * The guide's number on the provider's side (numeroGuiaPrestador): the emission's number ('PTO-0017-02')
     * once the guide is emitted, the plan code before (emissoes.ts sets it).
     */
    numeroGuiaPrestador: string;
    /** When the guide's number was given (the emission's date); null before any emission. */
    numeroEmitidoEm: Date | null;
    criadoEm: Date;
    validoAte: Date;
    status: PlanoStatus;
    /** The status as the portal shows it (Rascunho, Pendente, Autorizado…). */
    statusTexto: string;
    /** The beneficiary's product (planoBeneficiario). */
    nomePlano: string;
    empresa: string | null;
    observacao: string;
    /** Present only when the plan has co-participation. */
    coparticipacao: { percentual: number } | null;
    /** The service point's CNES ('9999999' when the provider has none: the TISS convention). */
    cnes: string;
  };
  beneficiario: {
    nome: string;
    nomeSocial: string | null;
    numeroCarteira: string;
    /** yyyy-mm-dd, when the registry has it. */
    dataNascimento: string | null;
  };
  /** The dentist who performs the plan: the provider of the request. */
  executante: {
    nome: string;
    cro: string;
    uf: DentistSchema<'Uf'>;
    /** The dentist's code with the operator (codigoPrestadorNaOperadora / codigoProfExec). */
    codigoNaOperadora: string;
    /** CBO-S of the dentist's occupation (dm_CBOS), e.g. '223208' cirurgião-dentista clínico geral. */
    cbos: string;
  };
  /** The requesting dentist, when another one asked for the plan. */
  solicitante: { nome: string; cro: string; uf: DentistSchema<'Uf'> } | null;
  itens: GuiaItem[];
  /** The Anexo de Situação Inicial: the beneficiary's initial odontogram and the clinical answers. */
  situacaoInicial: SituacaoInicial;
}

/** A tooth's condition in the initial situation (TISS dm_situacaoInicial: A, E, H, C, R). */
export type CondicaoInicial = 'A' | 'E' | 'H' | 'C' | 'R';

/**
 * The initial situation the annex (odontoInicial) carries. The answers are null while the portal does not
 * record them (the TISS message then writes false, the printed annex says they were not recorded).
 */
export interface SituacaoInicial {
  /** Each tooth's condition, empty when no initial odontogram was recorded. */
  dentes: { dente: number; condicao: CondicaoInicial }[];
  doencaPeriodontal: boolean | null;
  alteracaoTecidoMole: boolean | null;
  observacao: string | null;
  /** Whether the version may go with a request: every position recorded, both questions answered. */
  completude: {
    completa: boolean;
    /** Positions without a record, by their permanent tooth. */
    posicoesSemRegistro: number[];
    respostasFaltando: string[];
  };
}

export interface GuiaItem {
  id: number;
  codigoTuss: string;
  descricao: string;
  /** FDI tooth (Tabela 28), or null when the item is placed on a region or the whole mouth. */
  dente: number | null;
  /** Tabela 42 region code (arcada, hemiarcada, sextante or region), or null. */
  regiao: string | null;
  /** Face letters in TISS order (e.g. ['M', 'O']); empty when the procedure has none. */
  faces: string[];
  quantidade: number;
  valorUnitarioCentavos: number;
  /** The item's status as the portal shows it (Aguardando Aprovação, Autorizado, Negado…). */
  status: string;
  /** Why the operator denied or questioned it, when it did. */
  motivo: string | null;
  /** When the dentist reported it performed (the history's move to 'Realizado'); null otherwise. */
  realizadoEm: Date | null;
  /** The performance date, yyyy-mm-dd, São Paulo; null until performed. */
  dataRealizacao: string | null;
  /**
   * The dentist's technical justification of the item, written in the TISS observacao. Always null for now:
   * the column is another change's (issue #29); guias.ts `justificativaDoItem` is where it is read.
   */
  justificativa: string | null;
}
