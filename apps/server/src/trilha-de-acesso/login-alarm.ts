import { type Kysely, sql } from 'kysely';
import type { Database } from '../plataforma/banco/schema';
import type { AuditLimits } from './config';

type AlarmLimits = Pick<AuditLimits, 'loginAlarmClients' | 'loginFailureWindowMs'>;

/**
 * The CRO-wide alarm: many distinct clients failing on one CRO within the window looks like a distributed
 * guess at that account. Nobody is locked (that was the hole of issue #33): the operator is told, once per
 * window and CRO however many servers see it, through a security event and a log line.
 */
export class LoginAlarm {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly limits: AlarmLimits,
  ) {}

  /**
   * After a failure on the CRO: the number of clients that failed on it within the window when that reaches
   * the threshold and the alarm has not fired within the window (this call fires it), else null.
   */
  async check(cro: string): Promise<number | null> {
    const { loginAlarmClients, loginFailureWindowMs } = this.limits;
    const windowStart = sql<Date>`now() - make_interval(secs => ${loginFailureWindowMs / 1000}::double precision)`;
    const counted = await this.db
      .selectFrom('tentativaLogin')
      .select((eb) => eb.fn.countAll<string>().as('clients'))
      .where('cro', '=', cro)
      .where('ultimaFalhaEm', '>', windowStart)
      .executeTakeFirstOrThrow();
    const clients = Number(counted.clients);
    if (clients < loginAlarmClients) return null;
    // One statement decides which server fires it: the row is written only if absent or older than the window.
    const fired = await this.db
      .insertInto('alarmeLogin')
      .values({ cro, disparadoEm: sql<Date>`now()` })
      .onConflict((conflict) =>
        conflict
          .column('cro')
          .doUpdateSet({ disparadoEm: sql<Date>`now()` })
          .where('alarmeLogin.disparadoEm', '<=', windowStart),
      )
      .returning('cro')
      .executeTakeFirst();
    return fired ? clients : null;
  }
}
