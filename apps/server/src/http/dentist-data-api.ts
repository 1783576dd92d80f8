import type { FinancialStatus, GlosaStatus, PaymentMethod } from '../db/schema-dados-do-dentista';
import type { Dashboard } from '../dentist-data/dashboard';
import type { Financeiro } from '../dentist-data/financeiro';
import type { Glosas } from '../dentist-data/glosas';
import { MSG_OUVIDORIA, type Ouvidoria, type OuvidoriaInput } from '../dentist-data/ouvidoria';
import { type Operations, op, type RateLimits, signedInId } from './operations';

interface Paged {
  busca?: string;
  pagina?: number;
  tamanhoPagina?: number;
}

export interface DentistDataServices {
  dashboard: Dashboard;
  glosas: Glosas;
  financeiro: Financeiro;
  ouvidoria: Ouvidoria;
}

/** Handlers of openapi/dentist.yaml for the signed-in dentist's own data (decisions.md 11-13). */
export function dentistDataOperations(
  services: DentistDataServices,
  limits: Pick<RateLimits, 'ouvidoria'>,
): Operations {
  return {
    getDashboard: op(async (request) => ({
      success: true,
      data: await services.dashboard.figures(signedInId(request)),
    })),
    listGlosas: op<{ Querystring: Paged & { operadora?: string; status?: GlosaStatus } }>(
      async (request) => ({
        success: true,
        ...(await services.glosas.list(signedInId(request), request.query)),
      }),
    ),
    listFinanceiro: op<{
      Querystring: Paged & { metodoPagamento?: PaymentMethod; status?: FinancialStatus };
    }>(async (request) => ({
      success: true,
      ...(await services.financeiro.list(signedInId(request), request.query)),
    })),
    createOuvidoriaMensagem: op<{ Body: OuvidoriaInput }>(
      async (request, reply) => {
        const { enviadoPara, ...protocolo } = await services.ouvidoria.register(
          signedInId(request),
          request.body,
        );
        const aviso = enviadoPara ? MSG_OUVIDORIA.confirmacaoNoCadastro(enviadoPara) : '';
        return reply.code(201).send({
          success: true,
          data: protocolo,
          message: MSG_OUVIDORIA.enviada(protocolo.protocolo, protocolo.prazoResposta) + aviso,
        });
      },
      { perMinute: limits.ouvidoria },
    ),
  };
}
