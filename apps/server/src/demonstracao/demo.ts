/** The one seed orchestrator: each domain's demonstracao.ts holds its rows, called here in a fixed order. */
import { type Kysely, sql } from 'kysely';
import { seedDemoBeneficiaries, seedReferenceRows } from '../cadastros/demonstracao';
import { seedDemoDentists } from '../contas/demonstracao';
import { PRAZOS_DE_RECURSO_PADRAO, type PrazosDeRecurso } from '../faturamento/recursos-config';
import { type PlanoDefaults, planoDefaultsFromEnv } from '../planos/config';
import { seedDemoCarencia, seedDemoPlanos, seedDemoSituacoesIniciais } from '../planos/demonstracao';
import type { Database } from '../plataforma/banco/schema';

async function isEmpty(trx: Kysely<Database>, table: 'dentista' | 'procedimento'): Promise<boolean> {
  const { total } = await trx
    .selectFrom(table)
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
  return total === 0;
}

/**
 * Fills the catalogues every deployment needs when they are empty: the TUSS dental procedures with their
 * specialties, and the image types. Production gets these and nothing else of the demo.
 */
export async function seedReferenceDataIfEmpty(db: Kysely<Database>): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // Two instances starting together on one PostgreSQL must not both seed.
    await sql`lock table procedimento in exclusive mode`.execute(trx);
    if (!(await isEmpty(trx, 'procedimento'))) return false;
    await seedReferenceRows(trx);
    return true;
  });
}

/**
 * Fills an empty database with the demo data of docs/product-rules.md#demo-data. Runs once: a database that already has
 * dentists is left alone. Never in production (app.ts): its accounts sign in with a password the README prints.
 */
export async function seedDemoIfEmpty(
  db: Kysely<Database>,
  defaults: PlanoDefaults = planoDefaultsFromEnv({}, false),
  prazos: PrazosDeRecurso = PRAZOS_DE_RECURSO_PADRAO,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // Two instances starting together on one PostgreSQL must not both seed.
    await sql`lock table dentista in exclusive mode`.execute(trx);
    if (!(await isEmpty(trx, 'dentista'))) return false;
    if (await isEmpty(trx, 'procedimento')) await seedReferenceRows(trx);
    await seedDemoDentists(trx);
    await seedDemoBeneficiaries(trx);
    await seedDemoPlanos(trx, defaults, prazos);
    await seedDemoSituacoesIniciais(trx);
    await seedDemoCarencia(trx);
    return true;
  });
}
