import { EventEmitter } from 'node:events';
import type { DentistSchema } from '../contract';

/** What a live notification carries (EventoNotificacao of openapi/dentist.yaml). */
export type EventoNotificacao = DentistSchema<'EventoNotificacao'>;

/** Delivers a dentist's new notifications to the event streams open for them. */
export interface NotificationBus {
  publish(dentistaId: number, evento: EventoNotificacao): void;
  /** Returns the unsubscribe. */
  subscribe(dentistaId: number, listener: (evento: EventoNotificacao) => void): () => void;
  close(): Promise<void>;
}

/**
 * In this process: the streams of the dentists connected to this server. Behind a load balancer a decision
 * taken on one server must reach a stream open on another: REDIS_URL switches to redisNotificationBus.
 */
export function localNotificationBus(): NotificationBus {
  const emitter = new EventEmitter();
  // One listener per open stream: a dentist with many tabs is not a leak.
  emitter.setMaxListeners(0);
  return {
    publish: (dentistaId, evento) => void emitter.emit(String(dentistaId), evento),
    subscribe(dentistaId, listener) {
      emitter.on(String(dentistaId), listener);
      return () => void emitter.off(String(dentistaId), listener);
    },
    close: async () => void emitter.removeAllListeners(),
  };
}
