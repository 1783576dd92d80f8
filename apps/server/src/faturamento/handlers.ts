import type { FastifyReply } from 'fastify';
import type { DentistOperations, SuccessBody } from '../contract';
import { TISS_ENCODING } from '../guias/tiss/mensagem-tiss';
import { dentistApi } from '../plataforma/http/contract-operations';
import { answerIdempotent } from '../plataforma/http/idempotency';
import { callerOf, signedInId } from '../plataforma/identidade';
import type { BeneficiaryAccess } from '../trilha-de-acesso/beneficiary-access';
import type { Atos } from './atos';
import type { Contas } from './contas';
import type { Fechamentos } from './fechamento';
import type { Lotes } from './lotes';
import { MSG_FATURAMENTO } from './messages';
import type { RecursoEnviado, RecursosDeGlosa } from './recursos';

export interface FaturamentoServices {
  atos: Atos;
  fechamentos: Fechamentos;
  lotes: Lotes;
  contas: Contas;
  recursos: RecursosDeGlosa;
  access: BeneficiaryAccess;
}

/** An XML file to download: TISS's encoding, never cached. */
function xmlAnexo(reply: FastifyReply, nome: string, bytes: Buffer) {
  return reply
    .header('content-type', `application/xml; charset=${TISS_ENCODING}`)
    .header('content-disposition', `attachment; filename="${nome}"`)
    .header('cache-control', 'no-store')
    .send(bytes);
}

/**
 * Handlers of openapi/dentist.yaml for the performance of items (fechamento), the dentist's TISS batches (lotes)
 * and the acts performed (atos).
 */
export function faturamentoHandlers({
  atos,
  fechamentos,
  lotes,
  contas,
  recursos,
  access,
}: FaturamentoServices) {
  return dentistApi({
    addItensToFechamento: {
      handler: async (request) => {
        const { idsProcedimentoItem, dataRealizacao } = request.body;
        const fechamento = await fechamentos.add(callerOf(request), idsProcedimentoItem, dataRealizacao);
        return {
          success: true,
          data: fechamento,
          message: MSG_FATURAMENTO.fechamentoAdicionado(fechamento.itens.length, fechamento.competencia),
        };
      },
    },

    listLotes: {
      handler: async (request) => ({ success: true, data: await lotes.list(callerOf(request)) }),
    },
    getLote: {
      handler: async (request) => {
        const lote = await lotes.get(callerOf(request), request.params.id);
        // The batch shows each guide's beneficiary: the access trail records them (LGPD).
        await access.record(
          lote.guias.map((guia) => ({
            dentistaId: signedInId(request),
            operacao: 'consulta_lote' as const,
            numeroCarteira: guia.ba3MatAnt,
            planoId: guia.idPlanoTratamento,
            ip: request.ip,
          })),
        );
        return { success: true, data: lote };
      },
    },
    sendLote: {
      handler: async (request) => {
        const lote = await lotes.send(callerOf(request), request.params.id);
        return {
          success: true,
          data: lote,
          message: MSG_FATURAMENTO.loteEnviado(lote.numeroLote, lote.protocolo ?? ''),
        };
      },
    },
    getLoteTiss: {
      handler: async (request, reply) => {
        const { numeroLote, bytes } = await lotes.tiss(callerOf(request), request.params.id);
        return xmlAnexo(reply, `LOTE-${numeroLote}.xml`, bytes);
      },
    },

    getLoteDemonstrativoTiss: {
      handler: async (request, reply) => {
        const { numeroLote, bytes } = await lotes.demonstrativoTiss(callerOf(request), request.params.id);
        return xmlAnexo(reply, `DEMONSTRATIVO-${numeroLote}.xml`, bytes);
      },
    },
    getLoteDemonstrativoPdf: {
      handler: async (request, reply) => {
        const { numeroLote, pdf } = await lotes.demonstrativoPdf(callerOf(request), request.params.id);
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="DEMONSTRATIVO-${numeroLote}.pdf"`)
          .header('cache-control', 'no-store')
          .send(pdf);
      },
    },

    // The operator's account analysis (tag Auditoria): the auditor's role is checked by the operation.
    listAuditoriaContas: {
      handler: async (request) => ({ success: true, ...(await contas.list(request.query)) }),
    },
    getAuditoriaConta: {
      handler: async (request) => {
        const conta = await contas.get(request.params.id);
        // The auditor reads each guide's beneficiary: the same trail as a dentist opening the batch.
        await access.record(
          conta.lote.guias.map((guia) => ({
            dentistaId: signedInId(request),
            operacao: 'consulta_lote' as const,
            numeroCarteira: guia.ba3MatAnt,
            planoId: guia.idPlanoTratamento,
            ip: request.ip,
          })),
        );
        return { success: true, data: conta };
      },
    },
    analyseAuditoriaContaItem: {
      handler: async (request) => {
        const { conta, message } = await contas.analisar(callerOf(request), request.params.id, request.body);
        return { success: true, data: conta, message };
      },
    },
    payAuditoriaConta: {
      handler: async (request) => {
        const { conta, message } = await contas.pagar(callerOf(request), request.params.id, request.body);
        return { success: true, data: conta, message };
      },
    },

    // The glosa appeal: the dentist's side (tag Dados do dentista), then the operator's (tag Auditoria).
    createRecursoGlosa: {
      idempotent: true,

      handler: async (request, reply) =>
        answerIdempotent(request, reply, async (keep) => {
          const enviado = (
            resposta: RecursoEnviado,
          ): SuccessBody<DentistOperations['createRecursoGlosa']> => ({
            success: true,
            data: resposta.recurso,
            message: resposta.message,
          });
          return enviado(
            await recursos.recorrer(
              callerOf(request),
              request.body,
              new Date(),
              keep && ((trx, resposta) => keep(trx, enviado(resposta))),
            ),
          );
        }),
    },
    getRecursoGlosaTiss: {
      handler: async (request, reply) => {
        const { numero, bytes } = await recursos.tiss(callerOf(request), request.params.id, 'recurso');
        return xmlAnexo(reply, `${numero}.xml`, bytes);
      },
    },
    getRecursoGlosaRespostaTiss: {
      handler: async (request, reply) => {
        const { numero, bytes } = await recursos.tiss(callerOf(request), request.params.id, 'resposta');
        return xmlAnexo(reply, `RESPOSTA-${numero}.xml`, bytes);
      },
    },
    listAuditoriaRecursos: {
      handler: async (request) => ({ success: true, ...(await recursos.list(request.query)) }),
    },
    getAuditoriaRecurso: {
      handler: async (request) => {
        const recurso = await recursos.get(callerOf(request), request.params.id);
        // The auditor reads each appealed item's beneficiary: the access trail records them (LGPD).
        await access.record(
          recurso.itens.map((item) => ({
            dentistaId: signedInId(request),
            operacao: 'consulta_lote' as const,
            numeroCarteira: item.patientId,
            planoId: item.idPlanoTratamento,
            ip: request.ip,
          })),
        );
        return { success: true, data: recurso };
      },
    },
    answerAuditoriaRecurso: {
      handler: async (request) => {
        const { recurso, message } = await recursos.responder(
          callerOf(request),
          request.params.id,
          request.body,
        );
        return { success: true, data: recurso, message };
      },
    },

    listAtos: {
      handler: async (request) => ({ success: true, data: await atos.list(callerOf(request)) }),
    },
    listAtosByPlano: {
      handler: async (request) => ({
        success: true,
        data: await atos.listByPlano(callerOf(request), request.query.id),
      }),
    },
    createAto: {
      handler: async (request, reply) => {
        const id = await atos.create(callerOf(request), request.body);
        reply.code(201);
        return { success: true, data: { id }, message: MSG_FATURAMENTO.atoCriado };
      },
    },
    deleteAto: {
      handler: async (request) => {
        await atos.delete(callerOf(request), request.query.id);
        return { success: true, data: null, message: MSG_FATURAMENTO.atoExcluido };
      },
    },
  });
}
