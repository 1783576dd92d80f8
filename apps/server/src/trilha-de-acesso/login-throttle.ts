import { type Kysely, sql } from 'kysely';
import type { Database } from '../plataforma/banco/schema';
import type { AuditLimits } from './config';

type ThrottleLimits = Pick<
  AuditLimits,
  'loginFreeFailures' | 'loginDelayMs' | 'loginMaxDelayMs' | 'loginFailureWindowMs'
>;

/**
 * Failed sign-ins per (CRO, client), in the database so that every server behind a load balancer shares them.
 * A client is a known device of the CRO (its signed cookie) or else an address, so a stranger's failures slow
 * only the stranger: nobody can keep a dentist out by typing wrong passwords for a public CRO (OWASP "device
 * cookies"). Past `loginFreeFailures` a client waits `loginDelayMs`, doubled by each further failure, never
 * more than `loginMaxDelayMs` (seconds, never minutes); a quiet `loginFailureWindowMs` forgets its failures.
 * Unknown CROs are counted alike, so the delay reveals nothing about which CROs exist.
 */
export class LoginThrottle {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly limits: ThrottleLimits,
  ) {}

  /** Seconds this client must still wait on this CRO, or null when it may try now. */
  async waitSeconds(cro: string, cliente: string): Promise<number | null> {
    const row = await this.db
      .selectFrom('tentativaLogin')
      .select(sql<number>`extract(epoch from bloqueado_ate - now())::double precision`.as('seconds'))
      .where('cro', '=', cro)
      .where('cliente', '=', cliente)
      .where('bloqueadoAte', '>', sql<Date>`now()`)
      .executeTakeFirst();
    return row ? Number(row.seconds) : null;
  }

  /** Counts a failure in one statement (two servers failing the same client at once both count). */
  async fail(cro: string, cliente: string): Promise<void> {
    const { loginFreeFailures, loginFailureWindowMs, loginDelayMs, loginMaxDelayMs } = this.limits;
    const quiet = sql`greatest(tentativa_login.ultima_falha_em, coalesce(tentativa_login.bloqueado_ate, tentativa_login.ultima_falha_em))
      < now() - make_interval(secs => ${loginFailureWindowMs / 1000}::double precision)`;
    const failures = sql<number>`(case when ${quiet} then 1 else tentativa_login.falhas + 1 end)`;
    // The n-th failure past the free ones waits delay * 2^(n-1): 1, 2, 4, 8 s... up to the maximum.
    const delayAfter = (count: unknown) =>
      sql<Date | null>`case when ${count} > ${loginFreeFailures}::int then now() + make_interval(secs => least(
        ${loginMaxDelayMs / 1000}::double precision,
        ${loginDelayMs / 1000}::double precision * power(2, least(${count} - ${loginFreeFailures}::int - 1, 30))
      )) end`;
    await this.db
      .insertInto('tentativaLogin')
      .values({
        cro,
        cliente,
        falhas: 1,
        ultimaFalhaEm: sql<Date>`now()`,
        bloqueadoAte: delayAfter(sql`1`),
      })
      .onConflict((conflict) =>
        conflict.columns(['cro', 'cliente']).doUpdateSet({
          falhas: failures,
          ultimaFalhaEm: sql<Date>`now()`,
          bloqueadoAte: delayAfter(failures),
        }),
      )
      .execute();
  }

  /** Forgets one client's failures on the CRO: it just gave the right password. */
  async succeeded(cro: string, cliente: string): Promise<void> {
    await this.db
      .deleteFrom('tentativaLogin')
      .where('cro', '=', cro)
      .where('cliente', '=', cliente)
      .execute();
  }

  /** Forgets every client's failures on the CRO (a password reset through the e-mailed link). */
  async clear(cro: string): Promise<void> {
    await this.db.deleteFrom('tentativaLogin').where('cro', '=', cro).execute();
  }
}
