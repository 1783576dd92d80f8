import type { FastifyInstance, FastifyRequest } from 'fastify';
import { refuseOnSocket } from './client-error';

/**
 * How long the server waits on a client (README.md#configuration, "Timeouts").
 *
 * - requestTimeout, 15 min: the overall cap on a whole request, headers and body, from its first byte (Node
 *   checks it every 30 s). Only the upload may come near it: its body (up to 10 MB multipart,
 *   arquivos/multipart.ts) is bounded by an idle limit instead, UPLOAD_IDLE_TIMEOUT, which starts again with
 *   every byte, so a 2 MB file on a slow clinic line (1 Mbit/s, or far less) arrives as long as it moves.
 * - BODY_TIMEOUT, 120 s: every other request's body must have arrived 120 s after the request began (a few
 *   KB that take milliseconds; a client trickling one is cut, installRequestDeadlines).
 * - headersTimeout, 20 s: a client that trickles its headers (slowloris) is cut long before that.
 * - keepAliveTimeout, 72 s: an idle kept-alive connection is closed after this, above the 60 s idle
 *   timeout of common load balancers, which must close first or they reuse a connection the server is
 *   closing (a 502 for the client).
 * - connectionTimeout, 75 s: a socket with no bytes in either direction for this long is destroyed (a
 *   stalled request, a connection left half-open); above keepAliveTimeout so that it never cuts a kept-alive
 *   connection the balancer still counts on.
 */
export const SERVER_TIMEOUTS = {
  requestTimeout: 15 * 60_000,
  connectionTimeout: 75_000,
  keepAliveTimeout: 72_000,
} as const;

export const HEADERS_TIMEOUT = 20_000;

/** Every request but the upload: its body arrives within this of the request's start. */
export const BODY_TIMEOUT = 120_000;

/** The upload: at most this long without a byte of its body (each byte starts it again). */
export const UPLOAD_IDLE_TIMEOUT = 30_000;

/** Sets what Fastify's options do not reach (Node's headersTimeout). */
export function applyHeadersTimeout(app: FastifyInstance): void {
  app.server.headersTimeout = HEADERS_TIMEOUT;
}

export interface RequestDeadlines {
  /** BODY_TIMEOUT by default. */
  bodyMs: number;
  /** UPLOAD_IDLE_TIMEOUT by default. */
  uploadIdleMs: number;
  /** The socket's idle limit outside an upload's body (the server's connectionTimeout). */
  connectionMs: number;
}

/** The route streams a large body slowly (the upload): an idle limit for it, not BODY_TIMEOUT. */
const streamsBody = (request: FastifyRequest) =>
  (request.routeOptions.config as { streamsBody?: boolean } | undefined)?.streamsBody === true;

/**
 * The per-request half of the timeouts above: the upload's body gets an idle limit that each byte starts
 * again (the socket's, shortened while the body arrives), every other body BODY_TIMEOUT from the start;
 * what runs over either is answered 408 and the connection closed. Node's requestTimeout stays the overall cap.
 */
export function installRequestDeadlines(
  app: FastifyInstance,
  deadlines: RequestDeadlines = {
    bodyMs: BODY_TIMEOUT,
    uploadIdleMs: UPLOAD_IDLE_TIMEOUT,
    connectionMs: SERVER_TIMEOUTS.connectionTimeout,
  },
): void {
  const timers = new WeakMap<FastifyRequest, NodeJS.Timeout>();
  app.addHook('onRequest', async (request) => {
    const raw = request.raw;
    if (raw.complete) return;
    const socket = raw.socket;
    if (streamsBody(request)) {
      socket.setTimeout(deadlines.uploadIdleMs);
      raw.once('end', () => socket.setTimeout(deadlines.connectionMs));
      return;
    }
    const timer = setTimeout(() => {
      if (!raw.complete) refuseOnSocket(socket, 408);
    }, deadlines.bodyMs);
    timer.unref();
    timers.set(request, timer);
  });
  const clear = async (request: FastifyRequest) => {
    clearTimeout(timers.get(request));
  };
  app.addHook('preValidation', clear);
  app.addHook('onResponse', clear);
}
