import type { FastifyInstance } from 'fastify';
import { errorEnvelope } from '../errors';
import { MSG } from '../messages';

interface BodySchema {
  content?: Record<string, unknown>;
}

/**
 * Fastify validates a body only when its media type is listed for the operation; any other type would
 * reach the handler unvalidated. Answer 415 for those instead. It runs on request, before the body is read:
 * a multipart body sent to an operation that lists only JSON is refused unread, so multipart is parsed
 * for the operation that lists it (the upload) and for no other that takes a body.
 */
export function installMediaTypeCheck(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    const body = (request.routeOptions.schema?.body ?? undefined) as BodySchema | undefined;
    if (!body?.content) return;
    const header = request.headers['content-type'];
    const mediaType = header?.split(';', 1)[0]?.trim().toLowerCase();
    if (mediaType && mediaType in body.content) return;
    return reply.code(415).send(errorEnvelope(MSG.formatoNaoSuportado));
  });
}
