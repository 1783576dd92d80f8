import { type Kysely, sql, type Transaction } from 'kysely';
import { hashOpaqueToken, newOpaqueToken } from '../autenticacao/opaque-token';
import type { Database } from '../plataforma/banco/schema';
import type { EmailTokenFinalidade } from './schema';

/** How long each kind of e-mailed link stays valid. */
export const EMAIL_TOKEN_TTL_MS: Record<EmailTokenFinalidade, number> = {
  primeiro_acesso: 24 * 60 * 60 * 1000,
  redefinicao: 60 * 60 * 1000,
};

/** Creates a single-use e-mail token; only its hash is stored. Returns the token for the link. */
export async function issueEmailToken(
  db: Kysely<Database>,
  dentistaId: number,
  finalidade: EmailTokenFinalidade,
): Promise<string> {
  const { token, hash } = newOpaqueToken();
  await db
    .insertInto('emailToken')
    .values({
      dentistaId,
      finalidade,
      tokenHash: hash,
      expiraEm: new Date(Date.now() + EMAIL_TOKEN_TTL_MS[finalidade]),
    })
    .execute();
  return token;
}

/**
 * Links of this purpose issued to the dentist in the last hour, and how many of them are still usable and
 * younger than `intervalMs` (the cooldown between two e-mails while the last link is still good).
 */
export async function recentEmailTokens(
  db: Kysely<Database>,
  dentistaId: number,
  finalidade: EmailTokenFinalidade,
  intervalMs: number,
): Promise<{ lastHour: number; liveRecent: number }> {
  return db
    .selectFrom('emailToken')
    .select([
      sql<number>`count(*)::int`.as('lastHour'),
      sql<number>`(count(*) filter (
        where usado_em is null and expira_em > now()
          and criado_em > now() - make_interval(secs => ${intervalMs / 1000}::double precision)
      ))::int`.as('liveRecent'),
    ])
    .where('dentistaId', '=', dentistaId)
    .where('finalidade', '=', finalidade)
    .where('criadoEm', '>', sql<Date>`now() - interval '1 hour'`)
    .executeTakeFirstOrThrow();
}

/** The unused, unexpired token of this purpose, or undefined. */
export function findValidEmailToken(db: Kysely<Database>, token: string, finalidade: EmailTokenFinalidade) {
  return db
    .selectFrom('emailToken')
    .select(['id', 'dentistaId'])
    .where('tokenHash', '=', hashOpaqueToken(token))
    .where('finalidade', '=', finalidade)
    .where('usadoEm', 'is', null)
    .where('expiraEm', '>', sql<Date>`now()`)
    .executeTakeFirst();
}

/**
 * Marks the token used, together with every other open token of the same purpose for the dentist (an
 * older link must not work after a newer one was used). False when someone else used it first.
 */
export async function consumeEmailToken(
  trx: Transaction<Database>,
  tokenId: number,
  dentistaId: number,
  finalidade: EmailTokenFinalidade,
): Promise<boolean> {
  const claimed = await trx
    .updateTable('emailToken')
    .set({ usadoEm: sql<Date>`now()` })
    .where('id', '=', tokenId)
    .where('usadoEm', 'is', null)
    .where('expiraEm', '>', sql<Date>`now()`)
    .returning('id')
    .executeTakeFirst();
  if (!claimed) return false;
  await trx
    .updateTable('emailToken')
    .set({ usadoEm: sql<Date>`now()` })
    .where('dentistaId', '=', dentistaId)
    .where('finalidade', '=', finalidade)
    .where('usadoEm', 'is', null)
    .execute();
  return true;
}
