import type { FastifyInstance } from 'fastify';

/**
 * How long the server waits on a client (README.md#configuration, "Timeouts").
 *
 * - requestTimeout, 120 s: the whole request, headers and body, from its first byte. Uploads set the
 *   figure: the upload's multipart body may reach 10 MB (files/multipart.ts), which takes about 2 minutes
 *   at 85 KB/s, and a 2 MB file gets there from about 20 KB/s, a poor mobile link. Every other request is a
 *   few KB and ends in milliseconds; Node checks the figure every 30 s (connectionsCheckingInterval).
 * - headersTimeout, 20 s: a client that trickles its headers (slowloris) is cut long before 120 s.
 * - keepAliveTimeout, 72 s: an idle kept-alive connection is closed after this, above the 60 s idle
 *   timeout of common load balancers, which must close first or they reuse a connection the server is
 *   closing (a 502 for the client).
 * - connectionTimeout, 75 s: a socket with no bytes in either direction for this long is destroyed (a
 *   stalled upload, a connection left half-open); above keepAliveTimeout so that it never cuts a kept-alive
 *   connection the balancer still counts on.
 */
export const SERVER_TIMEOUTS = {
  requestTimeout: 120_000,
  connectionTimeout: 75_000,
  keepAliveTimeout: 72_000,
} as const;

export const HEADERS_TIMEOUT = 20_000;

/** Sets what Fastify's options do not reach (Node's headersTimeout). */
export function applyHeadersTimeout(app: FastifyInstance): void {
  app.server.headersTimeout = HEADERS_TIMEOUT;
}
