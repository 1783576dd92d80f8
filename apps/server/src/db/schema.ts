import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { DadosDoDentistaTables } from './schema-dados-do-dentista';
import type { PlanosTables } from './schema-planos';

type CreatedAt = ColumnType<Date, Date | undefined, never>;

export interface DentistaTable {
  id: Generated<number>;
  cro: string;
  uf: string;
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
  criadoEm: CreatedAt;
}

export interface RefreshTokenTable {
  id: Generated<number>;
  dentistaId: number;
  familia: string;
  tokenHash: string;
  expiraEm: Date;
  usadoEm: Date | null;
  revogadoEm: Date | null;
  ipMascarado: string;
  criadoEm: CreatedAt;
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

export interface EmailOutboxTable {
  id: Generated<number>;
  para: string;
  assunto: string;
  texto: string;
  html: string;
  link: string | null;
  criadoEm: CreatedAt;
}

export interface BeneficiarioTable {
  id: Generated<number>;
  numeroCarteira: string;
  cpf: string;
  /** 'T' titular, 'D' dependente. */
  tipo: 'T' | 'D';
  titularId: number | null;
  nome: string;
  nomeSocial: string | null;
  nomeProduto: string;
  dataVigenciaPlano: string;
  empresa: string | null;
  nomeFantasiaOperadora: string;
}

export interface EspecialidadeTable {
  id: Generated<number>;
  nome: string;
}

export interface ProcedimentoTable {
  id: Generated<number>;
  tuss: string;
  descricao: string;
  especialidadeId: number;
  /** Value of use of the procedure, in centavos. */
  valorCentavos: number;
}

export interface ImagemTipoTable {
  id: Generated<number>;
  descricao: string;
}

export interface Database extends PlanosTables, DadosDoDentistaTables {
  dentista: DentistaTable;
  refreshToken: RefreshTokenTable;
  emailToken: EmailTokenTable;
  emailOutbox: EmailOutboxTable;
  beneficiario: BeneficiarioTable;
  especialidade: EspecialidadeTable;
  procedimento: ProcedimentoTable;
  imagemTipo: ImagemTipoTable;
}

export type Dentista = Selectable<DentistaTable>;
export type NewDentista = Insertable<DentistaTable>;
export type Beneficiario = Selectable<BeneficiarioTable>;
export type NewBeneficiario = Insertable<BeneficiarioTable>;
