import { type Kysely, sql } from 'kysely';
import type { Database } from '../plataforma/banco/schema';
import type { AuditLimits } from './config';

type ThrottleLimits = Pick<
  AuditLimits,
  'loginMaxFailures' | 'loginFailureWindowMs' | 'loginLockMs' | 'loginMaxLockMs'
>;

/**
 * Failed sign-ins per CRO, in the database so that every server behind a load balancer shares them (the
 * per-address rate limit alone lets a botnet, or clients behind one proxy, spread guesses over addresses).
 * After `loginMaxFailures` failures the CRO is refused for `loginLockMs`, doubled by each failure after a
 * lock, up to `loginMaxLockMs`; a quiet `loginFailureWindowMs` (counted from the last failure or the end of
 * the lock) forgets them; a successful sign-in or password reset clears them. Unknown CROs are counted
 * alike, so the lock reveals nothing about which CROs exist.
 */
export class LoginThrottle {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly limits: ThrottleLimits,
  ) {}

  /** When the CRO's lock ends, or null when it may try now. */
  async lockedUntil(cro: string): Promise<Date | null> {
    const row = await this.db
      .selectFrom('tentativaLogin')
      .select('bloqueadoAte')
      .where('cro', '=', cro)
      .where('bloqueadoAte', '>', sql<Date>`now()`)
      .executeTakeFirst();
    return row?.bloqueadoAte ?? null;
  }

  /** Counts a failure in one statement (two servers failing the same CRO at once both count). */
  async fail(cro: string): Promise<void> {
    const { loginMaxFailures, loginFailureWindowMs, loginLockMs, loginMaxLockMs } = this.limits;
    const quiet = sql`greatest(tentativa_login.ultima_falha_em, coalesce(tentativa_login.bloqueado_ate, tentativa_login.ultima_falha_em))
      < now() - make_interval(secs => ${loginFailureWindowMs / 1000}::double precision)`;
    const failures = sql<number>`(case when ${quiet} then 1 else tentativa_login.falhas + 1 end)`;
    const lockAfter = (count: unknown) =>
      sql<Date | null>`case when ${count} >= ${loginMaxFailures}::int then now() + make_interval(secs => least(
        ${loginMaxLockMs / 1000}::double precision,
        ${loginLockMs / 1000}::double precision * power(2, ${count} - ${loginMaxFailures}::int)
      )) end`;
    await this.db
      .insertInto('tentativaLogin')
      .values({ cro, falhas: 1, ultimaFalhaEm: sql<Date>`now()`, bloqueadoAte: lockAfter(sql`1`) })
      .onConflict((conflict) =>
        conflict.column('cro').doUpdateSet({
          falhas: failures,
          ultimaFalhaEm: sql<Date>`now()`,
          bloqueadoAte: lockAfter(failures),
        }),
      )
      .execute();
  }

  /** Forgets the CRO's failures (a sign-in with the right password, or a reset through the e-mail). */
  async clear(cro: string): Promise<void> {
    await this.db.deleteFrom('tentativaLogin').where('cro', '=', cro).execute();
  }
}
