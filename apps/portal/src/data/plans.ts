import {
  type Beneficiario,
  type DentistApi,
  type DentistSchema,
  dataOf,
  failureOf,
  IDEMPOTENCY_HEADER,
  type NovoPlanoTratamento,
  type NovoPlanoTratamentoItem,
  type PlanoTratamento,
  type PlanoTratamentoItem,
  type RespostaAuditoria,
  withIdempotencyKey,
} from '@odonto/api';
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import { envelopeData } from './account';
import { type PlanListServerQuery, queryKeys } from './keys';

/** A page of the dentist's plans (GET /v2/planoTratamento/dentista/{cro}). */
export const planListQuery = (dentistApi: DentistApi, cro: string, query: PlanListServerQuery) =>
  queryOptions({
    queryKey: queryKeys.planList(cro, query),
    queryFn: ({ signal }) =>
      dataOf(
        dentistApi.GET('/v2/planoTratamento/dentista/{cro}', { params: { path: { cro }, query }, signal }),
      ),
    placeholderData: keepPreviousData,
  });

/** Everything the existing-plan screen shows. */
export interface PlanDetails {
  plan: PlanoTratamento;
  items: PlanoTratamentoItem[];
  /** The beneficiary of the plan's card; null when the lookup found nobody. */
  beneficiary: Beneficiario | null;
}

async function beneficiaryOf(dentistApi: DentistApi, card: string, signal: AbortSignal) {
  const found = await dataOf(
    dentistApi.GET('/v2/beneficiario', { params: { query: { carteirinhaOuCpf: card } }, signal }),
  ).catch((thrown: unknown) => {
    // The plan still shows when its card finds nobody; no answer at all fails the load like the plan's.
    if (failureOf(thrown).status === undefined) throw thrown;
    return null;
  });
  return found?.data[0] ?? null;
}

/** A plan with its items and beneficiary; null when the server says the plan does not exist. */
export const planDetailsQuery = (dentistApi: DentistApi, id: number) =>
  queryOptions({
    queryKey: queryKeys.plan(id),
    queryFn: async ({ signal }): Promise<PlanDetails | null> => {
      const path = { id };
      const [plan, items] = await Promise.all([
        dataOf(dentistApi.GET('/v2/planoTratamento/{id}', { params: { path }, signal })).then(envelopeData),
        dataOf(dentistApi.GET('/v2/planoTratamentoItens/plano/{id}', { params: { path }, signal })).then(
          envelopeData,
        ),
      ]);
      if (!plan) return null;
      return { plan, items, beneficiary: await beneficiaryOf(dentistApi, plan.ba3MatAnt, signal) };
    },
  });

/** A new plan changes the dentist's lists and dashboard. */
export function plansChanged(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.planLists });
  void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
}

/**
 * After a change to a plan: its lists and the dashboard become stale, and the plan on screen is fetched
 * again. Resolves false when that fetch fails (the screen keeps what it had).
 */
export function reloadPlan(queryClient: QueryClient, id: number): Promise<boolean> {
  plansChanged(queryClient);
  return queryClient.invalidateQueries({ queryKey: queryKeys.plan(id) }, { throwOnError: true }).then(
    () => true,
    () => false,
  );
}

/**
 * Creates a plan (POST /v2/planoTratamento); resolves to its code, which the server may leave out. One call
 * is one click: one Idempotency-Key, repeated by the automatic retries, so one plan is created.
 */
export const createPlan = (dentistApi: DentistApi, body: NovoPlanoTratamento) =>
  withIdempotencyKey((key) =>
    dataOf(
      dentistApi.POST('/v2/planoTratamento', { body, params: { header: { [IDEMPOTENCY_HEADER]: key } } }),
    ),
  ).then((answer) => answer.data.id);

/** Adds a procedure to a plan (POST /v2/planoTratamentoItens), with one Idempotency-Key like createPlan. */
export const addPlanItem = (dentistApi: DentistApi, body: NovoPlanoTratamentoItem) =>
  withIdempotencyKey((key) =>
    dataOf(
      dentistApi.POST('/v2/planoTratamentoItens', {
        body,
        params: { header: { [IDEMPOTENCY_HEADER]: key } },
      }),
    ),
  );

/** Removes a pending item (DELETE /v2/planoTratamentoItens/{id}); resolves to the server's message. */
export const removePlanItem = (dentistApi: DentistApi, id: number) =>
  dataOf(dentistApi.DELETE('/v2/planoTratamentoItens/{id}', { params: { path: { id } } })).then(
    (answer) => answer.message,
  );

/**
 * Reports authorised items as performed on `dataRealizacao` (yyyy-MM-dd, Brasília), into the dentist's open
 * billing batch (POST /v2/fechamento); resolves to the server's message.
 */
export const addToFechamento = (
  dentistApi: DentistApi,
  idsProcedimentoItem: number[],
  dataRealizacao: string,
) =>
  dataOf(dentistApi.POST('/v2/fechamento', { body: { idsProcedimentoItem, dataRealizacao } })).then(
    (answer) => answer.message,
  );

/**
 * Cancels one of the dentist's plans for good, with the reason (POST /v2/planoTratamento/{id}/cancelamento);
 * resolves to the server's message.
 */
export const cancelPlan = (dentistApi: DentistApi, id: number, motivo: string) =>
  dataOf(
    dentistApi.POST('/v2/planoTratamento/{id}/cancelamento', { params: { path: { id } }, body: { motivo } }),
  ).then((answer) => answer.message);

/** The status changes of every item of a plan, oldest first (GET /v2/planoTratamento/{id}/historico). */
export const planHistoryQuery = (dentistApi: DentistApi, id: number) =>
  queryOptions({
    queryKey: queryKeys.planHistory(id),
    queryFn: ({ signal }) =>
      dataOf(dentistApi.GET('/v2/planoTratamento/{id}/historico', { params: { path: { id } }, signal })).then(
        envelopeData,
      ),
  });

/**
 * Answers the audit's request on an item (POST /v2/planoTratamentoItens/resposta/{id}): the text and the
 * plan's files that go with it. Resolves to the server's message.
 */
export const answerAuditRequest = (dentistApi: DentistApi, id: number, body: RespostaAuditoria) =>
  dataOf(dentistApi.POST('/v2/planoTratamentoItens/resposta/{id}', { params: { path: { id } }, body })).then(
    (answer) => answer.message,
  );

/**
 * Accepts or refuses the audit's authorization with change (POST /v2/planoTratamentoItens/alteracao/{id}); a
 * refusal carries the dentist's text. Resolves to the server's message.
 */
export const answerAlteracao = (
  dentistApi: DentistApi,
  id: number,
  body: DentistSchema<'RespostaAlteracao'>,
) =>
  dataOf(dentistApi.POST('/v2/planoTratamentoItens/alteracao/{id}', { params: { path: { id } }, body })).then(
    (answer) => answer.message,
  );

/**
 * Contests a denial before the junta odontológica (POST /v2/planoTratamentoItens/contestacao/{id}) with the
 * dentist's text: the item goes to 'Em Junta'. Resolves to the server's message.
 */
export const contestItem = (dentistApi: DentistApi, id: number, texto: string) =>
  dataOf(
    dentistApi.POST('/v2/planoTratamentoItens/contestacao/{id}', {
      params: { path: { id } },
      body: { texto },
    }),
  ).then((answer) => answer.message);
