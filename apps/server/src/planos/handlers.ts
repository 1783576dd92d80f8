import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DentistOperations } from '../contract';
import { type ContractOperation, dentistApi } from '../plataforma/http/contract-operations';
import { answerCreated } from '../plataforma/http/idempotency';
import { callerOf, signedInId } from '../plataforma/identidade';
import type { BeneficiaryAccess } from '../trilha-de-acesso/beneficiary-access';
import { withRetryAfter } from '../trilha-de-acesso/retry-later';
import type { OperacaoAcesso } from '../trilha-de-acesso/schema';
import type { ItensDoPlano } from './itens';
import { MSG_PLANOS } from './messages';
import type { OdontogramasIniciais } from './odontograma';
import type { Planos } from './planos';
import type { PlanoMostrado } from './records';

export interface PlanosServices {
  planos: Planos;
  itens: ItensDoPlano;
  odontogramas: OdontogramasIniciais;
  access: BeneficiaryAccess;
}

/**
 * A new plan names a card number, and its 404 tells whether the card exists: creating plans would walk the
 * registry around the lookup quota, so it is a lookup too, counted and recorded before the plan is made. The
 * validation of a new plan's first item names a card the same way and goes through here too.
 */
async function lookupForNewPlan(
  access: BeneficiaryAccess,
  request: FastifyRequest,
  reply: FastifyReply,
  numeroCarteira: string,
) {
  const dentistaId = signedInId(request);
  await withRetryAfter(reply, () => access.admitLookup(dentistaId));
  await access.record([{ dentistaId, operacao: 'busca_carteira', numeroCarteira, ip: request.ip }]);
}

/**
 * Records the beneficiaries a plan read showed to the caller (the beneficiary access trail), in one insert;
 * the ids the read already has are written as they are, the others resolved from the card number.
 */
function recordShown(
  access: BeneficiaryAccess,
  request: FastifyRequest,
  operacao: OperacaoAcesso,
  planos: readonly PlanoMostrado[],
) {
  const dentistaId = signedInId(request);
  return access.record(
    planos.map(({ planoId, numeroCarteira, beneficiarioId }) => ({
      dentistaId,
      operacao,
      numeroCarteira,
      planoId,
      ip: request.ip,
      ...(beneficiarioId !== undefined ? { beneficiarioId } : {}),
    })),
  );
}

/** A plan as the plan reads answer it, as recordShown takes it. */
const mostrado = (plano: { idPlanoTratamento: number; ba3MatAnt: string }): PlanoMostrado => ({
  planoId: plano.idPlanoTratamento,
  numeroCarteira: plano.ba3MatAnt,
});

/**
 * The handler of plan creation in both versions of the contract (createPlanoTratamento and
 * createPlanoTratamentoV1 take the same body and answer the same envelope; `Planos.create` tells them apart
 * by their 400 and 404 messages).
 */
function createPlanoHandler(
  planos: Planos,
  access: BeneficiaryAccess,
  version: 'v1' | 'v2',
): ContractOperation<DentistOperations['createPlanoTratamento' | 'createPlanoTratamentoV1']> {
  return {
    idempotent: true,
    handler: async (request, reply) => {
      await lookupForNewPlan(access, request, reply, request.body.matriculaBeneficiario);
      return answerCreated(
        request,
        reply,
        (inTransaction) => planos.create(callerOf(request), request.body, version, inTransaction),
        (id) => ({ success: true, data: { id }, message: MSG_PLANOS.planoCriado }),
      );
    },
  };
}

/** Handlers of openapi/dentist.yaml for plans, their items and the initial odontogram. */
export function planosHandlers({ planos, itens, odontogramas, access }: PlanosServices) {
  /** Records a read or a write of a beneficiary's initial odontogram in the beneficiary access trail. */
  const recordOdontograma = (request: FastifyRequest, operacao: OperacaoAcesso, numeroCarteira: string) =>
    access.record([{ dentistaId: signedInId(request), operacao, numeroCarteira, ip: request.ip }]);

  return dentistApi({
    createPlanoTratamento: createPlanoHandler(planos, access, 'v2'),
    createPlanoTratamentoV1: createPlanoHandler(planos, access, 'v1'),
    listPlanosByDentista: {
      handler: async (request) => {
        // The page's statement records its beneficiaries in the access trail itself (Planos.list).
        const { data, paginacao } = await planos.list(callerOf(request), request.params.cro, request.query, {
          ip: request.ip,
        });
        return { success: true, data, paginacao };
      },
    },
    getPlanoTratamento: {
      handler: async (request) => {
        const data = await planos.get(callerOf(request), request.params.id);
        if (data) await recordShown(access, request, 'consulta_plano', [mostrado(data)]);
        return { success: true, data };
      },
    },
    getPlanoTratamentoV1: {
      handler: async (request) => {
        const data = await planos.getV1(callerOf(request), request.params.id);
        await recordShown(access, request, 'consulta_plano', [mostrado(data)]);
        return { success: true, data };
      },
    },
    listPlanoTratamentoItens: {
      handler: async (request) => ({
        success: true,
        data: await itens.items(callerOf(request), request.params.id),
      }),
    },
    createPlanoTratamentoItem: {
      idempotent: true,
      handler: async (request, reply) => {
        return answerCreated(
          request,
          reply,
          (inTransaction) => itens.createItem(callerOf(request), request.body, inTransaction),
          (idProcedimentoItem) => ({
            success: true,
            data: { idProcedimentoItem },
            message: MSG_PLANOS.itemCriado,
          }),
        );
      },
    },
    validatePlanoTratamentoItem: {
      handler: async (request, reply) => {
        // A card named here is a lookup like a registry search: its answer (404 or glosas) tells of the
        // beneficiary, so it spends the same quota and leaves the same trail row, before anything is read.
        const { matriculaBeneficiario } = request.body;
        if (matriculaBeneficiario !== undefined) {
          await lookupForNewPlan(access, request, reply, matriculaBeneficiario);
        }
        return { success: true, data: await itens.validateItem(callerOf(request), request.body) };
      },
    },
    getOdontogramaInicial: {
      handler: async (request) => {
        const data = await odontogramas.get(callerOf(request), request.params.numeroCarteira);
        await recordOdontograma(request, 'consulta_odontograma', data.numeroCarteira);
        return { success: true, data };
      },
    },
    getPlanoTratamentoSituacaoInicial: {
      handler: async (request) => {
        const data = await odontogramas.doPlano(callerOf(request), request.params.id);
        await recordOdontograma(request, 'consulta_odontograma', data.versao.numeroCarteira);
        return { success: true, data };
      },
    },
    putOdontogramaInicial: {
      handler: async (request) => {
        const data = await odontogramas.put(callerOf(request), request.params.numeroCarteira, request.body);
        await recordOdontograma(request, 'registro_odontograma', data.numeroCarteira);
        return { success: true, data, message: MSG_PLANOS.odontogramaRegistrado };
      },
    },
    cancelPlanoTratamento: {
      handler: async (request) => {
        const data = await planos.cancel(callerOf(request), request.params.id, request.body.motivo);
        return { success: true, data, message: MSG_PLANOS.planoCancelado };
      },
    },
    deletePlanoTratamentoItem: {
      handler: async (request) => {
        await itens.deleteItem(callerOf(request), request.params.id);
        return { success: true, data: null, message: MSG_PLANOS.itemRemovido };
      },
    },
  });
}
