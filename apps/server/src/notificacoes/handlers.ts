import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACCESS_TOKEN_SECONDS } from '../autenticacao/access-token';
import { dentistApi } from '../plataforma/http/contract-operations';
import { signedInId } from '../plataforma/identidade';
import type { NotificationBus } from './bus';
import { MSG_NOTIFICACOES } from './messages';
import type { Notificacoes } from './notificacoes';

export interface NotificacoesServices {
  notificacoes: Notificacoes;
  bus: NotificationBus;
  /** Between two keep-alive comments (under load balancers' and the server's idle limits). */
  pingMs?: number;
  /** Ends the streams still open when the server closes (registered by the app). */
  onClose: (end: () => void) => () => void;
}

/** Between two keep-alive comments of an event stream: well under the server's 75 s idle limit. */
export const PING_MS = 25_000;

/**
 * The live notifications of the signed-in dentist as Server-Sent Events. The stream lasts at most as long as
 * an access token: then it ends, and the portal opens a new one with its current (refreshed) token, so a
 * session ended meanwhile (logout, password change) stops receiving.
 */
async function stream(
  request: FastifyRequest,
  reply: FastifyReply,
  { notificacoes, bus, pingMs = PING_MS, onClose }: NotificacoesServices,
) {
  const dentistaId = signedInId(request);
  const naoLidas = await notificacoes.naoLidas(dentistaId);
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    // nginx and similar proxies would buffer the stream otherwise.
    'x-accel-buffering': 'no',
  });
  const send = (event: string, data: unknown) =>
    raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  send('naoLidas', { naoLidas });
  const unsubscribe = bus.subscribe(dentistaId, (evento) => send('notificacao', evento));
  const ping = setInterval(() => raw.write(': ping\n\n'), pingMs);
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    clearInterval(ping);
    clearTimeout(lifetime);
    unsubscribe();
    forget();
    raw.end();
  };
  const lifetime = setTimeout(end, ACCESS_TOKEN_SECONDS * 1000);
  const forget = onClose(end);
  raw.on('close', end);
  return reply;
}

/** Handlers of openapi/dentist.yaml for the dentist's notifications. */
export function notificacoesHandlers(services: NotificacoesServices) {
  const { notificacoes } = services;
  return dentistApi({
    listNotificacoes: {
      handler: async (request) => ({ success: true, data: await notificacoes.listar(signedInId(request)) }),
    },
    markNotificacoesLidas: {
      handler: async (request) => ({
        success: true,
        data: { naoLidas: await notificacoes.marcarLidas(signedInId(request), request.body.ids) },
        message: MSG_NOTIFICACOES.notificacoesLidas,
      }),
    },
    streamNotificacoes: {
      handler: (request, reply) => stream(request, reply, services),
    },
  });
}
