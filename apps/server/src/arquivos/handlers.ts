import { fieldError } from '../plataforma/errors';
import { dentistApi } from '../plataforma/http/contract-operations';
import { answerCreated } from '../plataforma/http/idempotency';
import { callerOf } from '../plataforma/identidade';
import { MSG_PLANO_ARQUIVOS } from './messages';
import type { PlanoArquivos, Upload } from './plano-arquivos';

/** JSON bodies of an upload: base64 of a 2 MB file plus the fields, with room to answer 413 by name. */
const UPLOAD_JSON_BODY_LIMIT = 5 * 1024 * 1024;

/** A file name as an RFC 5987 value: encodeURIComponent leaves ' ( ) * as they are, which it forbids. */
const rfc5987 = (name: string) =>
  encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export interface FilesServices {
  arquivos: PlanoArquivos;
}

/** Handlers of openapi/dentist.yaml for plan files: the upload and the signed file link. */
export function filesHandlers({ arquivos }: FilesServices) {
  return dentistApi({
    uploadPlanoTratamentoImagem: {
      bodyLimit: UPLOAD_JSON_BODY_LIMIT,
      idempotent: true,
      streamsBody: true,
      handler: async (request, reply) => {
        const body = request.body;
        const common = { idPlanoTratamento: request.query.idPlanoTratamento, cpf: request.query.cpf };
        let upload: Upload;
        if ('file' in body) {
          // A text field named `file` passes the description (the part has no type): only a file part counts.
          if (!Buffer.isBuffer(body.file)) {
            throw fieldError(
              400,
              'file',
              MSG_PLANO_ARQUIVOS.uploadVazio,
              MSG_PLANO_ARQUIVOS.uploadFaltaInformacoes,
            );
          }
          upload = {
            ...common,
            idImagemTipo: Number(body.IdImagemTipo),
            idProcedimentoItem:
              body.IdProcedimentoItem === undefined ? undefined : Number(body.IdProcedimentoItem),
            nome: request.uploadedFile?.filename,
            bytes: body.file,
            truncated: request.uploadedFile?.truncated ?? false,
            bytesField: 'file',
          };
        } else {
          if (body.Data.length % 4 !== 0) {
            throw fieldError(
              400,
              'Data',
              MSG_PLANO_ARQUIVOS.uploadBase64Invalido,
              MSG_PLANO_ARQUIVOS.uploadFaltaInformacoes,
            );
          }
          upload = {
            ...common,
            idImagemTipo: body.IdImagemTipo,
            idProcedimentoItem: body.IdProcedimentoItem,
            nome: body.NomeArquivo,
            bytes: Buffer.from(body.Data, 'base64'),
            bytesField: 'Data',
          };
        }
        return answerCreated(
          request,
          reply,
          (inTransaction) => arquivos.upload(callerOf(request), upload, inTransaction),
          (idImagem) => ({ success: true, data: { idImagem }, message: MSG_PLANO_ARQUIVOS.arquivoEnviado }),
        );
      },
    },
    getPlanoTratamentoImagemArquivo: {
      handler: async (request, reply) => {
        const { expira, sessao, assinatura } = request.query;
        const file = await arquivos.read(request.params.idImagem, expira, sessao, assinatura);
        // Uploaded bytes are the uploader's, not ours: never rendered as a page of the portal's origin
        // (attachment, and sandboxed with nothing allowed if a browser renders it anyway), never sniffed
        // into another type, never kept by a cache. An <img> still shows an image: it ignores all three.
        return reply
          .header('content-type', file.contentType)
          .header('cache-control', 'no-store')
          .header('content-disposition', `attachment; filename*=UTF-8''${rfc5987(file.nome)}`)
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "sandbox; default-src 'none'")
          .send(Buffer.from(file.bytes));
      },
    },
  });
}
