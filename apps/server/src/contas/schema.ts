import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { DentistSchema } from '../contract';

type CreatedAt = ColumnType<Date, Date | undefined, never>;

/** One of the 27 UFs: with the CRO number, who a dentist is (CRO-SP 12345 and CRO-RJ 12345 are two people). */
export type Uf = DentistSchema<'Uf'>;

export interface DentistaTable {
  id: Generated<number>;
  cro: string;
  /** One of the 27 UFs (docs/product-rules.md#d5), as the description's Uf lists them. */
  uf: Uf;
  nome: string;
  email: string;
  telefone: string;
  clinicaNome: string;
  clinicaCnpj: string;
  clinicaEndereco: string;
  clinicaTelefone: string;
  /** scrypt hash with its parameters; null until first access is completed. */
  senhaHash: string | null;
  notificacaoEmail: Generated<boolean>;
  notificacaoSms: Generated<boolean>;
  notificacaoPush: Generated<boolean>;
  consentimento: Generated<boolean>;
  consentimentoEm: Date | null;
  /** 'Auditor': the operator's dental auditor, who signs in to the audit console only (migration 013). */
  papel: Generated<'Dentista' | 'Auditor'>;
  criadoEm: CreatedAt;
}

export interface RefreshTokenTable {
  id: Generated<number>;
  dentistaId: number;
  /** The session (sessao.id) the token belongs to. */
  familia: string;
  tokenHash: string;
  expiraEm: Date;
  usadoEm: Date | null;
  /** When the token, already rotated, was presented once more within the grace period. */
  reapresentadoEm: Date | null;
  revogadoEm: Date | null;
  ipMascarado: string;
  criadoEm: CreatedAt;
}

export type MotivoRevogacao =
  | 'logout'
  | 'troca_senha'
  | 'redefinicao_senha'
  | 'reuso'
  | 'expirada'
  | 'inativa';

/** One login: the refresh-token family and the `sid` claim of its access tokens. */
export interface SessaoTable {
  id: string;
  dentistaId: number;
  criadaEm: Date;
  /** The login or the last refresh (the idle limit counts from it). */
  ultimaAtividadeEm: Date;
  revogadaEm: Date | null;
  motivoRevogacao: MotivoRevogacao | null;
}

export type EmailTokenFinalidade = 'primeiro_acesso' | 'redefinicao';

export interface EmailTokenTable {
  id: Generated<number>;
  dentistaId: number;
  finalidade: EmailTokenFinalidade;
  tokenHash: string;
  expiraEm: Date;
  usadoEm: Date | null;
  criadoEm: CreatedAt;
}

/** The accounts' tables (migrations 001 and 004), part of `Database`. */
export interface ContasTables {
  dentista: DentistaTable;
  refreshToken: RefreshTokenTable;
  sessao: SessaoTable;
  emailToken: EmailTokenTable;
}

export type Dentista = Selectable<DentistaTable>;
export type Sessao = Selectable<SessaoTable>;
export type NewDentista = Insertable<DentistaTable>;
