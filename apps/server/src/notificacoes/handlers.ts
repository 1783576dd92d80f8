import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACCESS_TOKEN_SECONDS } from '../autenticacao/access-token';
import { ApiError } from '../plataforma/errors';
import { dentistApi } from '../plataforma/http/contract-operations';
import { callerOf, signedInId } from '../plataforma/identidade';
import { MSG } from '../plataforma/messages';
import type { NotificationBus } from './bus';
import { MSG_NOTIFICACOES } from './messages';
import type { Notificacoes } from './notificacoes';
import type { SessionStreams } from './session-streams';

export interface NotificacoesServices {
  notificacoes: Notificacoes;
  bus: NotificationBus;
  /** Between two keep-alive comments (under load balancers' and the server's idle limits). */
  pingMs?: number;
  /** The open streams per session: ends them with their session and when the server closes. */
  streams: SessionStreams;
}

/** Between two keep-alive comments of an event stream: well under the server's 75 s idle limit. */
export const PING_MS = 25_000;

/**
 * The live notifications of the signed-in dentist as Server-Sent Events. The stream ends with its session
 * (logout, password change, reuse: SessionStreams) and at the latest when its access token expires, which
 * is never after the session's idle or absolute limit; the portal then opens a new one with its current
 * (refreshed) token. A session holds at most MAX_STREAMS_PER_SESSION streams (429 beyond).
 */
async function stream(
  request: FastifyRequest,
  reply: FastifyReply,
  { notificacoes, bus, pingMs = PING_MS, streams }: NotificacoesServices,
) {
  const { id: dentistaId, sessao } = callerOf(request);
  let end = () => {};
  const release = streams.open(sessao, () => end());
  if (!release) throw new ApiError(429, MSG_NOTIFICACOES.fluxosDemais);
  let naoLidas: number;
  try {
    naoLidas = await notificacoes.naoLidas(dentistaId);
  } catch (error) {
    release();
    throw error;
  }
  // Ended while the count was read: the bearer check passed, but the stream would outlive the session.
  if (streams.ended(sessao)) {
    release();
    throw new ApiError(401, MSG.sessaoExpiradaV1);
  }
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
  end = () => {
    if (ended) return;
    ended = true;
    clearInterval(ping);
    clearTimeout(lifetime);
    unsubscribe();
    release();
    raw.end();
  };
  const lifetime = setTimeout(end, streamLifetimeMs(request.user?.exp));
  raw.on('close', end);
  return reply;
}

/** Until the access token expires (its `exp`, bounded by the session's limits), at most its full lifetime. */
function streamLifetimeMs(exp: number | undefined): number {
  const full = ACCESS_TOKEN_SECONDS * 1000;
  if (exp === undefined) return full;
  return Math.max(0, Math.min(full, exp * 1000 - Date.now()));
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
