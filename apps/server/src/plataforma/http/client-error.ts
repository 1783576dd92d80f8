import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { errorEnvelope } from '../errors';

const MENSAGENS = {
  400: 'Requisição malformada. Verifique os dados enviados e tente novamente.',
  408: 'A requisição demorou demais para chegar. Tente novamente.',
  431: 'Os cabeçalhos da requisição excedem o tamanho máximo permitido.',
} as const;

/**
 * What Node's HTTP parser refuses before Fastify sees a request (a body longer than its Content-Length
 * read as a second request, a header too large, a request too slow) still gets the pt-BR envelope of
 * every other error, not Fastify's English default. The socket is closed after it, as Node does.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status: keyof typeof MENSAGENS =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  this.log.debug({ err: error }, 'requisição recusada pelo parser HTTP');
  refuseOnSocket(socket, status, error);
}

/** Answers on the bare socket (the request was not read to its end) in the envelope, then closes it. */
export function refuseOnSocket(socket: Socket, status: keyof typeof MENSAGENS, error?: Error): void {
  const body = JSON.stringify(errorEnvelope(MENSAGENS[status]));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
