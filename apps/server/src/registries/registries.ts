import type { Kysely } from 'kysely';
import type { Database } from '../platform/db/schema';
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
  };
}

/** The operator's registries: dentists, beneficiaries, TUSS procedures, specialties, image types. */
export class Registries {
  constructor(private readonly db: Kysely<Database>) {}

  dentistasByCro(cro: string) {
    return this.db
      .selectFrom('dentista')
      .select(['id', 'cro', 'uf', 'nome'])
      .where('cro', '=', cro.trim())
      .orderBy('id')
      .execute();
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

  procedimentos(especialidadeId?: number) {
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
    return query.execute();
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
