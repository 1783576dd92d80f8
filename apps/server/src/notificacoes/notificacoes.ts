import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../plataforma/banco/schema';
import type { Mailer } from '../plataforma/email/mailer';
import type { NotificationBus } from './bus';
import { decisaoMessage, loteMessage } from './emails';

/** How many notifications the list shows, newest first. */
export const NOTIFICACOES_LISTADAS = 50;

/** A decision on an item, or a step of a billing batch, to tell the dentist about. */
export type Aviso = {
  dentistaId: number;
  titulo: string;
  texto: string;
  /** When it happened; now when not given (the demo seed dates its notices in the past). */
  em?: Date;
} & ({ planoId: number; itemId: number } | { loteId: number });

type NotificacaoRow = {
  id: number;
  criadoEm: Date;
  titulo: string;
  texto: string;
  planoTratamentoId: number | null;
  planoTratamentoItemId: number | null;
  loteId: number | null;
  lidaEm: Date | null;
};

/** Stores a notification in the caller's transaction, dated `aviso.em` (now when not given). */
export function registrarNotificacao(trx: Kysely<Database>, aviso: Aviso) {
  return trx
    .insertInto('notificacao')
    .values({
      dentistaId: aviso.dentistaId,
      ...('loteId' in aviso
        ? { loteId: aviso.loteId, planoTratamentoId: null, planoTratamentoItemId: null }
        : { planoTratamentoId: aviso.planoId, planoTratamentoItemId: aviso.itemId }),
      titulo: aviso.titulo,
      texto: aviso.texto,
      ...(aviso.em ? { criadoEm: aviso.em } : {}),
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

/** A notification as the contract gives it (Notificacao). */
function notificacaoRecord(row: NotificacaoRow) {
  return {
    idNotificacao: row.id,
    dtCriacao: row.criadoEm.toISOString(),
    titulo: row.titulo,
    texto: row.texto,
    idPlanoTratamento: row.planoTratamentoId,
    idProcedimentoItem: row.planoTratamentoItemId,
    idLote: row.loteId,
    lida: row.lidaEm !== null,
  };
}

const COLUMNS = [
  'id',
  'criadoEm',
  'titulo',
  'texto',
  'planoTratamentoId',
  'planoTratamentoItemId',
  'loteId',
  'lidaEm',
] as const;

/**
 * The dentist's notifications: each audit decision is stored (listed and counted until read), pushed to the
 * dentist's open portal through the bus, and e-mailed when the dentist's preferences (Settings) allow.
 */
export class Notificacoes {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly bus: NotificationBus,
    private readonly mailer: Mailer,
    private readonly publicUrl: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Stores the notification in the caller's transaction; `entregar` then pushes and mails it, after commit. */
  registrar(trx: Kysely<Database>, aviso: Aviso) {
    return registrarNotificacao(trx, aviso);
  }

  /**
   * Pushes a stored notification to the dentist's open streams and e-mails it when the dentist wants e-mail.
   * Never throws: it runs after the decision's commit, so a failure here (a read, the push, the mail) must not
   * turn a stored decision into a 500 that the auditor would retry into a 409. The notification stays listed
   * (GET /v2/notificacoes), and the portal catches up from the unread count when its stream reopens.
   */
  async entregar(dentistaId: number, row: NotificacaoRow): Promise<void> {
    try {
      this.bus.publish(dentistaId, {
        naoLidas: await this.naoLidas(dentistaId),
        notificacao: notificacaoRecord(row),
      });
    } catch (error) {
      this.log.warn({ err: error, notificacao: row.id }, 'notificação da auditoria não enviada ao portal');
    }
    await this.enviarEmail(dentistaId, row).catch((error: unknown) => {
      this.log.warn({ err: error, notificacao: row.id }, 'e-mail da decisão da auditoria falhou');
    });
  }

  private async enviarEmail(dentistaId: number, row: NotificacaoRow): Promise<void> {
    const dentista = await this.db
      .selectFrom('dentista')
      .select(['email', 'nome', 'notificacaoEmail'])
      .where('id', '=', dentistaId)
      .executeTakeFirstOrThrow();
    if (!dentista.notificacaoEmail) return;
    // The link leads to the screen the notice is about: the batch, or the plan of the decided item.
    const message =
      row.loteId !== null
        ? loteMessage(
            dentista.email,
            dentista.nome,
            row.titulo,
            row.texto,
            `${this.publicUrl}/faturamento/lotes/${row.loteId}`,
          )
        : decisaoMessage(
            dentista.email,
            dentista.nome,
            row.titulo,
            row.texto,
            `${this.publicUrl}/plano-tratamento/${row.planoTratamentoId}`,
          );
    await this.mailer.send(message, dentistaId);
  }

  async naoLidas(dentistaId: number): Promise<number> {
    const { quantas } = await this.db
      .selectFrom('notificacao')
      .select(sql<number>`count(*)::int`.as('quantas'))
      .where('dentistaId', '=', dentistaId)
      .where('lidaEm', 'is', null)
      .executeTakeFirstOrThrow();
    return quantas;
  }

  /** The newest notifications of the dentist and how many are unread. */
  async listar(dentistaId: number) {
    const rows = await this.db
      .selectFrom('notificacao')
      .select(COLUMNS)
      .where('dentistaId', '=', dentistaId)
      .orderBy('id', 'desc')
      .limit(NOTIFICACOES_LISTADAS)
      .execute();
    return { itens: rows.map(notificacaoRecord), naoLidas: await this.naoLidas(dentistaId) };
  }

  /** Marks the dentist's notifications `ids` (all, without ids) as read; another dentist's ids are ignored. */
  async marcarLidas(dentistaId: number, ids: readonly number[] | undefined): Promise<number> {
    let update = this.db
      .updateTable('notificacao')
      .set({ lidaEm: new Date() })
      .where('dentistaId', '=', dentistaId)
      .where('lidaEm', 'is', null);
    if (ids !== undefined) {
      if (ids.length === 0) return this.naoLidas(dentistaId);
      update = update.where('id', 'in', [...ids]);
    }
    await update.execute();
    return this.naoLidas(dentistaId);
  }
}
