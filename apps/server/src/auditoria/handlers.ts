import type { FastifyRequest } from 'fastify';
import type { Autor } from '../ciclo-de-vida/transicoes';
import { dentistApi } from '../plataforma/http/contract-operations';
import { callerOf } from '../plataforma/identidade';
import type { BeneficiaryAccess } from '../trilha-de-acesso/beneficiary-access';
import type { Auditoria } from './auditoria';
import { MSG_AUDITORIA_ITENS } from './messages';
import type { RespostasDoDentista } from './resposta';

export interface AuditoriaServices {
  auditoria: Auditoria;
  respostas: RespostasDoDentista;
  access: BeneficiaryAccess;
}

/** The signed-in user as the author of a move, with the role of the token (checked by the operation). */
function autorOf(request: FastifyRequest): Autor {
  const { id, cro } = callerOf(request);
  return { id, cro, papel: request.user?.role ?? 'Dentista' };
}

/** Handlers of openapi/dentist.yaml for the audit (tag Auditoria) and the dentist's answers and history. */
export function auditoriaHandlers({ auditoria, respostas, access }: AuditoriaServices) {
  return dentistApi({
    listAuditoriaFila: {
      handler: async (request) => ({ success: true, data: await auditoria.fila(request.query) }),
    },
    listAuditoriaGlosas: {
      handler: async () => ({ success: true, data: auditoria.glosas() }),
    },
    listAuditoriaCodigos: {
      handler: async () => ({ success: true, data: auditoria.codigos() }),
    },
    getAuditoriaOperacoes: {
      handler: async (request) => ({ success: true, data: await auditoria.operacoes(request.query) }),
    },
    getAuditoriaPlano: {
      handler: async (request) => {
        const { beneficiarioId, numeroCarteira, data } = await auditoria.plano(
          callerOf(request),
          request.params.id,
        );
        // An auditor opening a plan reads health data: the same trail as a dentist's.
        await access.record([
          {
            dentistaId: callerOf(request).id,
            operacao: 'auditoria_plano',
            numeroCarteira,
            planoId: request.params.id,
            beneficiarioId,
            ip: request.ip,
          },
        ]);
        return { success: true, data };
      },
    },
    decideAuditoriaItem: {
      handler: async (request) => {
        const { decisao } = request.body;
        const { item, daJunta } = await auditoria.decidir(autorOf(request), request.params.id, request.body);
        const message =
          daJunta && (decisao === 'autorizar' || decisao === 'negar')
            ? MSG_AUDITORIA_ITENS.desfechoDaJunta[decisao]
            : MSG_AUDITORIA_ITENS.decisaoRegistrada[decisao];
        return { success: true, data: item, message };
      },
    },
    answerAlteracaoItem: {
      handler: async (request) => ({
        success: true,
        data: await respostas.responderAlteracao(callerOf(request), request.params.id, request.body),
        message: request.body.aceitar
          ? MSG_AUDITORIA_ITENS.alteracaoAceita
          : MSG_AUDITORIA_ITENS.alteracaoRecusada,
      }),
    },
    contestPlanoTratamentoItem: {
      handler: async (request) => ({
        success: true,
        data: await respostas.contestar(callerOf(request), request.params.id, request.body),
        message: MSG_AUDITORIA_ITENS.contestacaoRegistrada,
      }),
    },
    answerPlanoTratamentoItem: {
      handler: async (request) => ({
        success: true,
        data: await respostas.responder(callerOf(request), request.params.id, request.body),
        message: MSG_AUDITORIA_ITENS.respostaRegistrada,
      }),
    },
    listPlanoTratamentoHistorico: {
      handler: async (request) => ({
        success: true,
        data: await respostas.historico(callerOf(request), request.params.id),
      }),
    },
  });
}
