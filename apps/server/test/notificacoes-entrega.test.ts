import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localNotificationBus, type NotificationBus } from '../src/notificacoes/bus';
import { Notificacoes } from '../src/notificacoes/notificacoes';
import type { DatabaseHandle } from '../src/plataforma/banco/database';
import type { Mailer } from '../src/plataforma/email/mailer';
import { backends, createTestDatabase } from './support/database';

/**
 * `entregar` runs after a decision's commit: whatever fails there must not reach the auditor as a 500 (a
 * retry would then get 409 for a decision already stored).
 */
describe.each(backends)('delivery of a stored notification on %s', (backend) => {
  let workDir: string;
  let database: DatabaseHandle;

  beforeEach(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), 'odonto-notificacoes-'));
    database = await createTestDatabase(backend, path.join(workDir, 'data'));
  });
  afterEach(async () => {
    await database.close().catch(() => {});
    await rm(workDir, { recursive: true, force: true });
  });

  /** Dra. Ana's notification about one of her demo items, stored as a decision stores it. */
  async function storedNotification(notificacoes: Notificacoes) {
    const item = await database.db
      .selectFrom('planoTratamentoItem as i')
      .innerJoin('planoTratamento as p', 'p.id', 'i.planoTratamentoId')
      .innerJoin('dentista as d', 'd.id', 'p.dentistaId')
      .select(['i.id as itemId', 'p.id as planoId', 'd.id as dentistaId'])
      .where('d.cro', '=', '12345')
      .executeTakeFirstOrThrow();
    const row = await notificacoes.registrar(database.db, {
      ...item,
      titulo: 'Procedimento autorizado',
      texto: 'Dente 16 · 85100196 - Restauração em resina fotopolimerizável 1 face',
    });
    return { dentistaId: item.dentistaId, row };
  }

  function delivery(bus: NotificationBus) {
    const log = Fastify({ logger: false }).log;
    const warn = vi.spyOn(log, 'warn');
    const send = vi.fn<Mailer['send']>(async () => {});
    const notificacoes = new Notificacoes(database.db, bus, { send, close() {} }, 'http://portal.test', log);
    return { notificacoes, warn, send };
  }

  it('should still e-mail the dentist when the live push throws', async () => {
    const bus: NotificationBus = {
      ...localNotificationBus(),
      publish() {
        throw new Error('stream closed under the push');
      },
    };
    const { notificacoes, warn, send } = delivery(bus);
    const { dentistaId, row } = await storedNotification(notificacoes);

    await expect(notificacoes.entregar(dentistaId, row)).resolves.toBeUndefined();

    expect(send).toHaveBeenCalledOnce();
    expect(send.mock.calls[0]?.[0]).toMatchObject({
      subject: 'Portal do Dentista: procedimento autorizado',
      link: `http://portal.test/plano-tratamento/${row.planoTratamentoId}`,
    });
    expect(warn).toHaveBeenCalledWith(expect.anything(), 'notificação da auditoria não enviada ao portal');
  });

  it('should resolve, and log, when the database is gone after the commit', async () => {
    const { notificacoes, warn, send } = delivery(localNotificationBus());
    const { dentistaId, row } = await storedNotification(notificacoes);
    await database.close();

    await expect(notificacoes.entregar(dentistaId, row)).resolves.toBeUndefined();

    expect(send).not.toHaveBeenCalled();
    expect(warn.mock.calls.map(([, message]) => message)).toEqual([
      'notificação da auditoria não enviada ao portal',
      'e-mail da decisão da auditoria falhou',
    ]);
  });
});
