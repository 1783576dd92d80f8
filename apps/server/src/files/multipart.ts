import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MAX_FILE_BYTES } from './plano-arquivos';

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
