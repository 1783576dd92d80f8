import { type Kysely, sql } from 'kysely';

/**
 * Two records of issue #33:
 * - the ombudsman protocol of ANS RN 395/2016 art. 7 (registroANS + AAAAMMDD + a 6-digit sequence per day):
 *   one counter row per São Paulo day, taken with an upsert so that two messages at once get two numbers;
 * - each dentist's initial situations of a beneficiary are numbered 1..n on their own
 *   (docs/product-rules.md#initial-situation): one dentist's versions say nothing of another's, not even
 *   through a gap in the numbers. The numbers already given stay unique per dentist, as they were unique per
 *   beneficiary.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table ouvidoria_protocolo_dia (
      dia date primary key,
      ultimo integer not null check (ultimo between 1 and 999999)
    )`.execute(db);
  await sql`drop sequence ouvidoria_protocolo_seq`.execute(db);

  await sql`
    alter table situacao_inicial_versao
      drop constraint situacao_inicial_versao_beneficiario_id_numero_key,
      add constraint situacao_inicial_versao_numero_por_dentista unique (beneficiario_id, dentista_id, numero)`.execute(
    db,
  );
}
