import { type Kysely, sql } from 'kysely';
import type { Database } from '../plataforma/banco/schema';
import type { TipoEventoSeguranca } from './schema';

/** Where the log line goes (Fastify's logger, or a test's). */
export interface EventLog {
  info(fields: object, message: string): void;
}

export interface SecurityEvent {
  tipo: TipoEventoSeguranca;
  dentistaId?: number | null;
  cro?: string | null;
  ip: string;
}

// A CRO typed at sign-in is stored as typed, within reason (the contract already bounds it).
const MAX_CRO = 32;

/** Keeps the last two characters of a CRO for the log: enough to tell accounts apart in an incident. */
export function maskCro(cro: string): string {
  return cro.length <= 2 ? '*'.repeat(cro.length) : `${'*'.repeat(cro.length - 2)}${cro.slice(-2)}`;
}

/**
 * Security events (sign-ins, refresh-token reuse, password changes and resets, logouts): a row of the
 * append-only `evento_seguranca` and a structured log line with the CRO masked.
 */
export class SecurityEvents {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly log?: EventLog,
  ) {}

  /** Records the event; without a CRO, the account's own is stored (and masked in the log). */
  async record(event: SecurityEvent): Promise<void> {
    const dentistaId = event.dentistaId ?? null;
    const typed = event.cro?.trim().slice(0, MAX_CRO) || null;
    const accountCro = sql<string | null>`(select cro from dentista where id = ${dentistaId})`;
    const { cro } = await this.db
      .insertInto('eventoSeguranca')
      .values({
        tipo: event.tipo,
        dentistaId,
        cro: typed ?? (dentistaId === null ? null : accountCro),
        ip: event.ip,
      })
      .returning('cro')
      .executeTakeFirstOrThrow();
    this.log?.info(
      { eventoSeguranca: event.tipo, dentistaId, cro: cro === null ? null : maskCro(cro), ip: event.ip },
      'evento de segurança',
    );
  }
}
