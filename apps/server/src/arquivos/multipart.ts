import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../plataforma/errors';
import { MSG } from '../plataforma/messages';
import { MAX_FILE_BYTES } from './plano-arquivos';

/**
 * A declared multipart body past this is refused unread. Up to it the body is read so that a file a little
 * over 2 MB (a photo too large, say) is answered by its name; past it nothing is worth reading.
 */
const MULTIPART_BODY_LIMIT = 5 * MAX_FILE_BYTES;

declare module 'fastify' {
  interface FastifyRequest {
    /** Name and state of the file part of a multipart upload (the bytes are in the body). */
    uploadedFile?: { filename: string; truncated: boolean };
  }
}

/**
 * multipart/form-data for the upload: fields and the file land in the body (`keyValues`, the file as a
 * Buffer) so Ajv validates them against the description. A file over the limit is cut, not refused
 * here, so the handler can answer 413 with the file's name.
 */
export async function registerMultipart(app: FastifyInstance) {
  // The parser reads a body to its end (a file past the limit is cut, the rest drained): a body that
  // declares more than any upload can hold is refused before a byte of it is read.
  app.addHook('onRequest', async (request, reply) => {
    if (!request.headers['content-type']?.toLowerCase().startsWith('multipart/')) return;
    if (Number(request.headers['content-length']) > MULTIPART_BODY_LIMIT) {
      // Closing the connection stops the rest of the body from being read at all.
      reply.header('connection', 'close');
      throw new ApiError(413, MSG.corpoGrande);
    }
  });
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    throwFileSizeLimit: false,
    limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
    async onFile(this: FastifyRequest, part: MultipartFile) {
      await part.toBuffer();
      this.uploadedFile = { filename: part.filename, truncated: part.file.truncated };
    },
  });
}
