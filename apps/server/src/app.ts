import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerConfig } from './config';
import { connectivityRoutes } from './http/connectivity';
import { portalRoutes } from './http/portal';

export interface BuildAppOptions {
  /** Pino logger settings; false silences the log (tests). */
  logger?: boolean;
}

/** Builds the server: both APIs under /api and the built portal everywhere else. */
export async function buildApp(
  config: ServerConfig,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? true,
    bodyLimit: 1024 * 1024,
  });
  await app.register(connectivityRoutes, { prefix: '/api' });
  await app.register(portalRoutes, { portalDir: config.portalDir });
  return app;
}
