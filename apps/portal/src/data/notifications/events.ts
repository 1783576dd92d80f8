import type { EventoNotificacao } from '@odonto/api';
import type { SseEvent } from './sse';

/** What an event of GET /v2/notificacoes/eventos says, read from its JSON; null for anything else. */
export type NotificationStreamEvent =
  | { kind: 'naoLidas'; naoLidas: number }
  | { kind: 'notificacao'; evento: EventoNotificacao };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

function isNotificacao(value: unknown): value is EventoNotificacao['notificacao'] {
  return (
    isRecord(value) &&
    Number.isInteger(value.idNotificacao) &&
    (Number.isInteger(value.idPlanoTratamento) || Number.isInteger(value.idLote)) &&
    typeof value.titulo === 'string' &&
    typeof value.texto === 'string' &&
    typeof value.dtCriacao === 'string' &&
    typeof value.lida === 'boolean'
  );
}

function json(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    return undefined;
  }
}

/** Reads one event; an unknown type or a body that does not parse is ignored (null), not fatal. */
export function readStreamEvent({ event, data }: SseEvent): NotificationStreamEvent | null {
  const body = json(data);
  if (!isRecord(body) || !isCount(body.naoLidas)) return null;
  if (event === 'naoLidas') return { kind: 'naoLidas', naoLidas: body.naoLidas };
  if (event === 'notificacao' && isNotificacao(body.notificacao)) {
    return { kind: 'notificacao', evento: { naoLidas: body.naoLidas, notificacao: body.notificacao } };
  }
  return null;
}
