import { type Kysely, sql } from 'kysely';

/**
 * Failed sign-ins counted per (CRO, client) instead of per CRO (issue #33): a stranger's failures no longer
 * lock the CRO for everyone. A client is a known device (the signed cookie of an earlier sign-in to that CRO)
 * or else the address. The per-CRO locks of before are forgotten: they were the problem.
 * Also the CRO-wide alarm: when it last fired for a CRO, so that every server raises it once per window.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`delete from tentativa_login`.execute(db);
  await sql`alter table tentativa_login drop constraint tentativa_login_pkey`.execute(db);
  await sql`alter table tentativa_login add column cliente text not null`.execute(db);
  await sql`alter table tentativa_login add primary key (cro, cliente)`.execute(db);
  // The alarm counts a CRO's clients that failed lately.
  await sql`create index tentativa_login_cro_idx on tentativa_login (cro, ultima_falha_em)`.execute(db);

  await sql`
    create table alarme_login (
      cro text primary key,
      disparado_em timestamptz not null
    )`.execute(db);

  // The security events gain the alarm. Keep this list the union of every migration's (005 and later).
  await sql`alter table evento_seguranca drop constraint evento_seguranca_tipo_check`.execute(db);
  await sql`
    alter table evento_seguranca add constraint evento_seguranca_tipo_check check (tipo in (
      'login_sucesso', 'login_falha', 'login_bloqueado', 'reuso_refresh',
      'troca_senha', 'redefinicao_senha', 'senha_definida', 'logout', 'exportacao_dados', 'login_alarme'
    ))`.execute(db);
}
