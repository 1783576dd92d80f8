import { type Kysely, sql } from 'kysely';

/**
 * The plan as a TISS guide (issue #16, docs/product-rules.md#gto-export): plans created with the old default
 * CNES '0000000' take '9999999', the TISS convention for a provider without a CNES, so that their guides say
 * what the new ones say; and the beneficiary access trail records the guide's exports (XML) and prints (PDF).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update plano_tratamento set codigo_cnes = '9999999' where codigo_cnes = '0000000'`.execute(db);

  await sql`alter table acesso_beneficiario drop constraint acesso_beneficiario_operacao_check`.execute(db);
  await sql`
    alter table acesso_beneficiario add constraint acesso_beneficiario_operacao_check check (operacao in (
      'busca_carteira', 'busca_cpf', 'consulta_plano', 'lista_planos',
      'consulta_odontograma', 'registro_odontograma', 'exporta_guia', 'imprime_guia'
    ))`.execute(db);
}
