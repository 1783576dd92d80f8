import { dentistApi } from '../plataforma/http/contract-operations';
import { callerOf } from '../plataforma/identidade';
import type { Atos } from './atos';
import type { Fechamentos } from './fechamento';
import { MSG_FATURAMENTO } from './messages';

export interface FaturamentoServices {
  atos: Atos;
  fechamentos: Fechamentos;
}

/** Handlers of openapi/dentist.yaml for the monthly closing (fechamento) and the acts performed (atos). */
export function faturamentoHandlers({ atos, fechamentos }: FaturamentoServices) {
  return dentistApi({
    addItensToFechamento: {
      handler: async (request) => {
        const fechamento = await fechamentos.add(callerOf(request), request.body.idsProcedimentoItem);
        return {
          success: true,
          data: fechamento,
          message: MSG_FATURAMENTO.fechamentoAdicionado(fechamento.itens.length, fechamento.competencia),
        };
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
