import { type Kysely, sql } from 'kysely';

/**
 * The hourly quota of beneficiary lookups (src/trilha-de-acesso/beneficiary-access.ts) read the dentist's whole trail
 * of the last hour through acesso_beneficiario_dentista_idx, plan reads included: each plan list page adds
 * 20 rows, so a dentist who lists plans made every search slower (on the operator-scale bench, hundreds of
 * thousands of rows per search). The lookups now have an index of their own, and the quota reads at most
 * as many of its entries as the quota allows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index acesso_beneficiario_consultas_idx on acesso_beneficiario (dentista_id, criado_em)
      where operacao in ('busca_carteira', 'busca_cpf')`.execute(db);
}
