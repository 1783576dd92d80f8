import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

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
  /** yyyy-mm-dd (migration 010); null when the registry does not have it (age rules then do not apply). */
  dataNascimento: ColumnType<string | null, string | null | undefined, string | null>;
  /** yyyy-mm-dd: the card's last valid day (migration 019); an expired card opens no plan (glosa 1017). */
  validadeCarteira: string;
  /** yyyy-mm-dd: inclusion in the plan, where the carências count from (Lei 9.656/98 art. 12 V). */
  dataInclusao: string;
  /** The beneficiary's state, whose holidays count in the response deadlines. */
  uf: string;
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

/** The registries' tables (migration 001), part of `Database`. */
export interface CadastrosTables {
  beneficiario: BeneficiarioTable;
  especialidade: EspecialidadeTable;
  procedimento: ProcedimentoTable;
  imagemTipo: ImagemTipoTable;
}

export type Beneficiario = Selectable<BeneficiarioTable>;
export type NewBeneficiario = Insertable<BeneficiarioTable>;
