import type { FastifyInstance } from 'fastify';

/** `GET /api/`: the Authentication API's connectivity test. */
export async function connectivityRoutes(app: FastifyInstance) {
  app.get('/', async () => ({
    success: true,
    data: {
      service: 'Portal do Dentista',
      status: 'ok',
      time: new Date().toISOString(),
    },
  }));
}
