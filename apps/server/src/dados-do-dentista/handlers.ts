import { dentistApi } from '../plataforma/http/contract-operations';
import type { RateLimits } from '../plataforma/http/operations';
import { callerOf, signedInId } from '../plataforma/identidade';
import type { Dashboard } from './dashboard';
import type { Financeiro } from './financeiro';
import type { Glosas } from './glosas';
import { MSG_OUVIDORIA } from './messages';
import type { Ouvidoria } from './ouvidoria';

export interface DentistDataServices {
  dashboard: Dashboard;
  glosas: Glosas;
  financeiro: Financeiro;
  ouvidoria: Ouvidoria;
}

/** Handlers of openapi/dentist.yaml for the signed-in dentist's own data (docs/product-rules.md#d11 to #d13). */
export function dentistDataHandlers(services: DentistDataServices, limits: Pick<RateLimits, 'ouvidoria'>) {
  return dentistApi({
    getDashboard: {
      handler: async (request) => ({
        success: true,
        data: await services.dashboard.figures(signedInId(request)),
      }),
    },
    listGlosas: {
      handler: async (request) => ({
        success: true,
        ...(await services.glosas.list(callerOf(request), request.query)),
      }),
    },
    listFinanceiro: {
      handler: async (request) => ({
        success: true,
        ...(await services.financeiro.list(signedInId(request), request.query)),
      }),
    },
    createOuvidoriaMensagem: {
      perMinute: limits.ouvidoria,
      handler: async (request, reply) => {
        const { enviadoPara, ...protocolo } = await services.ouvidoria.register(
          signedInId(request),
          request.body,
        );
        const aviso = enviadoPara ? MSG_OUVIDORIA.confirmacaoNoCadastro(enviadoPara) : '';
        reply.code(201);
        return {
          success: true,
          data: protocolo,
          message: MSG_OUVIDORIA.enviada(protocolo.protocolo, protocolo.prazoResposta) + aviso,
        };
      },
    },
  });
}
