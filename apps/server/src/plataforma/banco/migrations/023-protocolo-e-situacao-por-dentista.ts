import { type Kysely, sql } from 'kysely';

/**
 * Two records of issue #33:
 * - the ombudsman protocol of ANS RN 395/2016 art. 7 (registroANS + AAAAMMDD + a 6-digit sequence per day):
 *   one counter row per São Paulo day, taken with an upsert so that two messages at once get two numbers;
 * - each dentist's initial situations of a beneficiary are numbered 1..n on their own
 *   (docs/product-rules.md#initial-situation): one dentist's versions say nothing of another's, not even
 *   through a gap in the numbers. The numbers already given stay unique per dentist, as they were unique per
 *   beneficiary;
 * - the download of a dentist's data export (meus-dados) is a security event: the file holds every plan,
 *   glosa and payment of the account.
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

  await sql`alter table evento_seguranca drop constraint evento_seguranca_tipo_check`.execute(db);
  await sql`
    alter table evento_seguranca add constraint evento_seguranca_tipo_check check (tipo in (
      'login_sucesso', 'login_falha', 'login_bloqueado', 'reuso_refresh',
      'troca_senha', 'redefinicao_senha', 'senha_definida', 'logout', 'exportacao_dados'
    ))`.execute(db);
}
