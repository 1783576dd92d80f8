import type { Kysely } from 'kysely';
import { ufDoCalendario } from '../ciclo-de-vida/prazos/regra-do-prazo';
import type { DentistSchema } from '../contract';
import { cartaoVencido } from '../mesa-de-autorizacao/elegibilidade';
import type { Database } from '../plataforma/banco/schema';
import { ruleOf } from '../regras-de-procedimento';
import type { Beneficiario } from './schema';

/** The Beneficiario record of openapi/dentist.yaml. */
function beneficiarioRecord(row: Beneficiario) {
  return {
    numeroCarteira: row.numeroCarteira,
    tipoBeneficiario: row.tipo,
    nome: row.nome,
    nomeSocial: row.nomeSocial,
    nomeProduto: row.nomeProduto,
    dataVigenciaPlano: row.dataVigenciaPlano,
    nomePessoaJuridicaContratantePlanoColetivo: row.empresa,
    nomeFantasiaOperadora: row.nomeFantasiaOperadora,
    cpf: row.cpf,
    dataNascimento: row.dataNascimento,
    validadeCarteira: row.validadeCarteira,
    carteiraVencida: cartaoVencido(row.validadeCarteira, new Date()),
    dataInclusao: row.dataInclusao,
    uf: ufDoCalendario(row.uf),
  };
}

/** What the procedure picker needs of a TUSS code's rules (RegrasProcedimento); null for a code without. */
function regrasOf(tuss: string): DentistSchema<'RegrasProcedimento'> | null {
  const rule = ruleOf(tuss);
  if (!rule) return null;
  return {
    sitio: rule.sitio,
    denticao: rule.denticao,
    faces: rule.faces,
    canais: rule.canais ? [...rule.canais] : null,
    removeDente: rule.removeDente,
    dente: rule.dente,
    regioes: rule.regioes ? [...rule.regioes] : null,
  };
}

/** The operator's registries: dentists, beneficiaries, TUSS procedures, specialties, image types. */
export class Registries {
  constructor(private readonly db: Kysely<Database>) {}

  /** The dentists of a CRO; `id` is the dentist's code, text like every dentist code of the API. */
  async dentistasByCro(cro: string) {
    const rows = await this.db
      .selectFrom('dentista')
      .select(['id', 'cro', 'uf', 'nome'])
      .where('cro', '=', cro.trim())
      // The operator's auditors are not among the dentists who treat or request.
      .where('papel', '=', 'Dentista')
      .orderBy('id')
      .execute();
    return rows.map((row) => ({ ...row, id: String(row.id) }));
  }

  async beneficiariosByCarteira(numeroCarteira: string) {
    const rows = await this.db
      .selectFrom('beneficiario')
      .selectAll()
      .where('numeroCarteira', '=', numeroCarteira)
      .execute();
    return rows.map(beneficiarioRecord);
  }

  async beneficiariosByCpf(cpf: string) {
    const rows = await this.db.selectFrom('beneficiario').selectAll().where('cpf', '=', cpf).execute();
    return rows.map(beneficiarioRecord);
  }

  async procedimentos(especialidadeId?: number) {
    let query = this.db
      .selectFrom('procedimento')
      .innerJoin('especialidade', 'especialidade.id', 'procedimento.especialidadeId')
      .select([
        'procedimento.id as idAuditoriaProcedimento',
        'procedimento.tuss',
        'procedimento.descricao',
        'especialidade.nome as especialidade',
      ])
      .orderBy('procedimento.tuss');
    if (especialidadeId !== undefined)
      query = query.where('procedimento.especialidadeId', '=', especialidadeId);
    const rows = await query.execute();
    return rows.map((row) => ({ ...row, regras: regrasOf(row.tuss) }));
  }

  async especialidadeExists(id: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('especialidade')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    return row !== undefined;
  }

  especialidades() {
    return this.db
      .selectFrom('especialidade')
      .select(['id as idEspecialidade', 'nome as descricao'])
      .orderBy('nome')
      .execute();
  }

  imagemTipos() {
    return this.db
      .selectFrom('imagemTipo')
      .select(['id as idImagemTipo', 'descricao'])
      .orderBy('id')
      .execute();
  }
}
