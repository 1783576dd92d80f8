import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { PlanoArquivos } from '../files/plano-arquivos';
import { FileUrlSigner } from '../files/signed-url';
import type { FileStorage } from '../files/storage';
import { MSG } from '../messages';
import { Atos, type NovoAto } from '../planos/atos';
import type { PlanoDefaults } from '../planos/config';
import { addToFechamento } from '../planos/fechamento';
import { MSG_PLANOS } from '../planos/messages';
import { type Caller, type NovoItem, type NovoPlano, type PlanoFiltros, Planos } from '../planos/planos';
import { ApiError } from './errors';
import { type Operations, op, signedInId } from './operations';

/** JSON bodies of an upload: base64 of a 2 MB file plus the fields, with room to answer 413 by name. */
const UPLOAD_JSON_BODY_LIMIT = 5 * 1024 * 1024;

function callerOf(request: FastifyRequest): Caller {
  const id = signedInId(request);
  const cro = request.user?.cro;
  if (!cro) throw new ApiError(401, MSG.sessaoExpiradaV1);
  return { id, cro };
}

interface MultipartUpload {
  file: Buffer;
  IdImagemTipo: string;
  IdUsuario?: string;
}
interface JsonUpload {
  IdImagemTipo: number;
  ContentType: string;
  Data: string;
  NomeArquivo?: string;
  IdUsuario?: string;
}

export interface PlanoOperationsDeps {
  db: Kysely<Database>;
  /** Fixed values of new plans (server configuration). */
  defaults: PlanoDefaults;
  storage: FileStorage;
  /** The server secret, from which the key of the file links is derived. */
  secret: Uint8Array;
}

/** Handlers of openapi/dentist.yaml for plans, items, fechamento, atos and plan files. */
export function planoOperations({ db, defaults, storage, secret }: PlanoOperationsDeps): Operations {
  const arquivos = new PlanoArquivos(db, storage, new FileUrlSigner(secret));
  const planos = new Planos(db, defaults, (planoId) => arquivos.recordsOf(planoId));
  const atos = new Atos(db);
  return {
    createPlanoTratamento: op<{ Body: NovoPlano }>(async (request, reply) => {
      const id = await planos.create(callerOf(request), request.body, 'v2');
      reply.code(201);
      return { success: true, data: { id }, message: MSG_PLANOS.planoCriado };
    }),
    createPlanoTratamentoV1: op<{ Body: NovoPlano }>(async (request, reply) => {
      const id = await planos.create(callerOf(request), request.body, 'v1');
      reply.code(201);
      return { success: true, data: { id }, message: MSG_PLANOS.planoCriado };
    }),
    listPlanosByDentista: op<{ Params: { cro: string }; Querystring: PlanoFiltros }>(async (request) => {
      const { data, paginacao } = await planos.list(callerOf(request), request.params.cro, request.query);
      return { success: true, data, paginacao };
    }),
    getPlanoTratamento: op<{ Params: { id: number } }>(async (request) => ({
      success: true,
      data: await planos.get(callerOf(request), request.params.id),
    })),
    getPlanoTratamentoV1: op<{ Params: { id: number } }>(async (request) => ({
      success: true,
      data: await planos.getV1(callerOf(request), request.params.id),
    })),
    listPlanoTratamentoItens: op<{ Params: { id: number } }>(async (request) => ({
      success: true,
      data: await planos.items(callerOf(request), request.params.id),
    })),
    createPlanoTratamentoItem: op<{ Body: NovoItem }>(async (request, reply) => {
      const idProcedimentoItem = await planos.createItem(callerOf(request), request.body);
      reply.code(201);
      return { success: true, data: { idProcedimentoItem }, message: MSG_PLANOS.itemCriado };
    }),
    deletePlanoTratamentoItem: op<{ Params: { id: number } }>(async (request) => {
      await planos.deleteItem(callerOf(request), request.params.id);
      return { success: true, data: null, message: MSG_PLANOS.itemRemovido };
    }),
    addItensToFechamento: op<{ Body: { idsProcedimentoItem: number[] } }>(async (request) => {
      const fechamento = await addToFechamento(db, callerOf(request), request.body.idsProcedimentoItem);
      return {
        success: true,
        data: fechamento,
        message: MSG_PLANOS.fechamentoAdicionado(fechamento.itens.length, fechamento.competencia),
      };
    }),

    listAtos: op(async (request) => ({ success: true, data: await atos.list(callerOf(request)) })),
    listAtosByPlano: op<{ Querystring: { id: number } }>(async (request) => ({
      success: true,
      data: await atos.listByPlano(callerOf(request), request.query.id),
    })),
    createAto: op<{ Body: NovoAto }>(async (request, reply) => {
      const id = await atos.create(callerOf(request), request.body);
      reply.code(201);
      return { success: true, data: { id }, message: MSG_PLANOS.atoCriado };
    }),
    deleteAto: op<{ Querystring: { id: number } }>(async (request) => {
      await atos.delete(callerOf(request), request.query.id);
      return { success: true, data: null, message: MSG_PLANOS.atoExcluido };
    }),

    uploadPlanoTratamentoImagem: op<{
      Querystring: { idPlanoTratamento: number; cpf: string };
      Body: MultipartUpload | JsonUpload;
    }>(
      async (request, reply) => {
        const body = request.body;
        const common = { idPlanoTratamento: request.query.idPlanoTratamento, cpf: request.query.cpf };
        let upload: Parameters<PlanoArquivos['upload']>[1];
        if ('file' in body) {
          upload = {
            ...common,
            idImagemTipo: Number(body.IdImagemTipo),
            nome: request.uploadedFile?.filename,
            bytes: body.file,
            truncated: request.uploadedFile?.truncated ?? false,
          };
        } else {
          if (body.Data.length % 4 !== 0) {
            throw new ApiError(400, MSG_PLANOS.uploadFaltaInformacoes, {
              errors: [MSG_PLANOS.uploadBase64Invalido],
            });
          }
          upload = {
            ...common,
            idImagemTipo: body.IdImagemTipo,
            nome: body.NomeArquivo,
            bytes: Buffer.from(body.Data, 'base64'),
          };
        }
        const idImagem = await arquivos.upload(callerOf(request), upload);
        reply.code(201);
        return { success: true, data: { idImagem }, message: MSG_PLANOS.arquivoEnviado };
      },
      { bodyLimit: UPLOAD_JSON_BODY_LIMIT },
    ),
    getPlanoTratamentoImagemArquivo: op<{
      Params: { idImagem: number };
      Querystring: { expira: number; assinatura: string };
    }>(async (request, reply) => {
      const file = await arquivos.read(
        request.params.idImagem,
        request.query.expira,
        request.query.assinatura,
      );
      return reply
        .header('content-type', file.contentType)
        .header('cache-control', `private, max-age=${file.secondsLeft}`)
        .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.nome)}`)
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(file.bytes));
    }),
  };
}
