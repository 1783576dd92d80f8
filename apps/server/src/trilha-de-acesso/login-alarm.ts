import { type Kysely, sql } from 'kysely';
import type { Database } from '../plataforma/banco/schema';
import type { AuditLimits } from './config';
import { maskCro, type SecurityEvents } from './security-events';

type AlarmLimits = Pick<AuditLimits, 'loginAlarmClients' | 'loginFailureWindowMs'>;

/** Where the alarm's line goes (Fastify's logger, or a test's): a warning, for the operator's alerting. */
export interface AlarmLog {
  warn(fields: object, message: string): void;
}

/**
 * The CRO-wide alarm: many distinct clients failing on one CRO within the window looks like a distributed
 * guess at that account. Nobody is locked (that was the hole of issue #33): the operator is told, once per
 * window and CRO however many servers see it, through a security event and a log line.
 */
export class LoginAlarm {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly limits: AlarmLimits,
    private readonly events: SecurityEvents,
    private readonly log?: AlarmLog,
  ) {}

  /**
   * After a failed sign-in on the CRO (already counted): raises the alarm when it is due, as a security event
   * `login_alarme` and a warning line with the CRO masked (docs/architecture: logging conventions).
   */
  async afterFailure(
    failure: { cro: string; dentistaId: number | null; ip: string },
    /** What the failures are counted against: the CRO with its UF when known (contas/accounts.ts identidadeDoLogin). */
    identidade: string = failure.cro,
  ): Promise<void> {
    const clients = await this.check(identidade);
    if (clients === null) return;
    await this.events.record({ tipo: 'login_alarme', ...failure });
    this.log?.warn(
      { alarmeLogin: maskCro(failure.cro), clientes: clients },
      'muitos clientes errando a senha de um mesmo CRO (ninguém foi bloqueado)',
    );
  }

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
