import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | undefined, never>;

/**
 * Failed sign-ins of one client on one CRO as typed (known or not, so that the answer reveals nothing).
 * Migration 024 made the client part of the key: a stranger's failures slow only the stranger.
 */
export interface TentativaLoginTable {
  cro: string;
  /** `dispositivo:<id>` for a known device of this CRO (its signed cookie), else `ip:<address>`. */
  cliente: string;
  falhas: number;
  ultimaFalhaEm: Date;
  /** Until when this client is refused on this CRO whatever the password (seconds); null while free. */
  bloqueadoAte: Date | null;
}

/** When the CRO-wide alarm last fired for a CRO (many clients failing on it), so it fires once per window. */
export interface AlarmeLoginTable {
  cro: string;
  disparadoEm: Date;
}

/**
 * What a beneficiary access was: a registry search, one plan opened, a page of the plan list, the initial
 * odontogram read or recorded, or a plan's guide exported as TISS XML or printed.
 */
export type OperacaoAcesso =
  | 'busca_carteira'
  | 'busca_cpf'
  | 'consulta_plano'
  | 'lista_planos'
  | 'consulta_odontograma'
  | 'registro_odontograma'
  | 'exporta_guia'
  | 'imprime_guia'
  | 'auditoria_plano'
  /** A billing batch was opened: one row per guide (beneficiary) it shows (migration 020). */
  | 'consulta_lote';

/** One beneficiary shown to a dentist (append-only: a trigger refuses UPDATE, DELETE and TRUNCATE). */
export interface AcessoBeneficiarioTable {
  /** bigint: read it as text if ever needed (pg gives int8 as a string). */
  id: Generated<string>;
  dentistaId: number;
  operacao: OperacaoAcesso;
  /** The beneficiary shown; null when the search found nobody. */
  beneficiarioId: number | null;
  numeroCarteira: string | null;
  planoId: number | null;
  /** The client's address as Fastify sees it (TRUST_PROXY decides whether X-Forwarded-For counts). */
  ip: string;
  criadoEm: CreatedAt;
}

export type TipoEventoSeguranca =
  | 'login_sucesso'
  | 'login_falha'
  | 'login_bloqueado'
  /** Many distinct clients failed on one CRO within the window (migration 024): nobody is locked. */
  | 'login_alarme'
  | 'reuso_refresh'
  | 'troca_senha'
  | 'redefinicao_senha'
  | 'senha_definida'
  | 'logout'
  /** The dentist downloaded their data export (meus-dados, LGPD art. 18; migration 023). */
  | 'exportacao_dados';

/** One security event (append-only like the beneficiary trail). */
export interface EventoSegurancaTable {
  id: Generated<string>;
  tipo: TipoEventoSeguranca;
  /** The account concerned; null for a sign-in attempt on an unknown CRO. */
  dentistaId: number | null;
  /** The CRO as typed at sign-in (unknown ones too), or the account's. */
  cro: string | null;
  ip: string;
  criadoEm: CreatedAt;
}

/** The audit's tables (migrations 005 and 024), part of `Database`. */
export interface TrilhaDeAcessoTables {
  tentativaLogin: TentativaLoginTable;
  alarmeLogin: AlarmeLoginTable;
  acessoBeneficiario: AcessoBeneficiarioTable;
  eventoSeguranca: EventoSegurancaTable;
}
