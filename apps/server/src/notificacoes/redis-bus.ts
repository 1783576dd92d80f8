import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { type EventoNotificacao, localNotificationBus, type NotificationBus } from './bus';

const CHANNEL = 'odonto-notificacoes';

/**
 * The channel of one deployment. ioredis prefixes keys with `keyPrefix` but never channel names, so
 * deployments sharing one Redis (`?keyPrefix=portal:`, as the README suggests) would otherwise hear each other.
 */
function notificationChannel(client: Pick<Redis, 'options'>): string {
  return `${client.options.keyPrefix ?? ''}${CHANNEL}`;
}

/**
 * Every server publishes to one Redis channel and delivers what arrives to its own streams: a decision taken
 * on any server reaches the dentist's stream wherever it is open. If Redis is down, the notification is still
 * stored and listed (GET /v2/notificacoes); only the live push waits for the next reconnect.
 */
export function redisNotificationBus(redisUrl: string, log: FastifyBaseLogger): NotificationBus {
  const local = localNotificationBus();
  const publisher = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  const subscriber = new Redis(redisUrl, { lazyConnect: true });
  const channel = notificationChannel(publisher);
  for (const client of [publisher, subscriber]) {
    client.on('error', (error: Error) => log.warn({ err: error }, 'Redis das notificações indisponível'));
  }
  subscriber.on('message', (_channel: string, message: string) => {
    try {
      const { dentistaId, evento } = JSON.parse(message) as { dentistaId: number; evento: EventoNotificacao };
      local.publish(dentistaId, evento);
    } catch (error) {
      log.warn({ err: error }, 'mensagem de notificação ilegível no Redis');
    }
  });
  const subscribed = subscriber.subscribe(channel).catch((error: Error) => {
    log.warn({ err: error }, 'inscrição no canal de notificações falhou');
  });
  return {
    publish(dentistaId, evento) {
      publisher.publish(channel, JSON.stringify({ dentistaId, evento })).catch((error: Error) => {
        log.warn({ err: error }, 'notificação não publicada no Redis');
      });
    },
    subscribe: local.subscribe,
    async close() {
      await subscribed;
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
      await local.close();
    },
  };
}
