import {
  type AnaliseDaContaRequest,
  type Conta,
  type DecisaoAuditoria,
  type DentistPaths,
  dataOf,
  type PagamentoDaContaRequest,
} from '@odonto/api';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { type SessionContextValue, useSession } from '../session/SessionProvider';

/** The query of GET /v2/auditoria/fila (filters and page). */
export type FilaQuery = NonNullable<DentistPaths['/v2/auditoria/fila']['get']['parameters']['query']>;

/** The query of GET /v2/auditoria/contas (status and page). */
export type ContasQuery = NonNullable<DentistPaths['/v2/auditoria/contas']['get']['parameters']['query']>;

/** The console's cache keys; `auditoria` is the family a decision invalidates (queue, plans and accounts). */
export const auditoriaKeys = {
  all: ['auditoria'],
  fila: (query: FilaQuery) => ['auditoria', 'fila', query] as const,
  plano: (id: number) => ['auditoria', 'plano', id] as const,
  /** Every plan: an account's analysis changes its items' plans too. */
  planos: ['auditoria', 'plano'],
  /** Every page of the accounts' queue. */
  contasAll: ['auditoria', 'contas'],
  contas: (query: ContasQuery) => ['auditoria', 'contas', query] as const,
  conta: (id: number) => ['auditoria', 'conta', id] as const,
  codigos: ['auditoria-codigos'],
  operacoes: (de: string, ate: string) => ['auditoria', 'operacoes', de, ate] as const,
} as const;

/** One page of the queue; the previous page stays on screen while the next one loads. */
export function useFila(query: FilaQuery) {
  const { dentistApi } = useSession();
  return useQuery({
    queryKey: auditoriaKeys.fila(query),
    queryFn: async ({ signal }) =>
      (await dataOf(dentistApi.GET('/v2/auditoria/fila', { params: { query }, signal }))).data,
    placeholderData: keepPreviousData,
  });
}

type DentistApi = SessionContextValue['dentistApi'];

/** The query of a plan as the auditor sees it (each fetch enters the beneficiary access trail). */
const planoQuery = (dentistApi: DentistApi, id: number) =>
  queryOptions({
    queryKey: auditoriaKeys.plano(id),
    queryFn: async ({ signal }) =>
      (await dataOf(dentistApi.GET('/v2/auditoria/planos/{id}', { params: { path: { id } }, signal }))).data,
    // The answer a queue row's click started is the screen's when it mounts, not fetched (and trailed) twice.
    staleTime: 2_000,
  });

/** The query of the Tabela 38 codes apt for each decision: the same for the whole session. */
const codigosQuery = (dentistApi: DentistApi) =>
  queryOptions({
    queryKey: auditoriaKeys.codigos,
    queryFn: async ({ signal }) => (await dataOf(dentistApi.GET('/v2/auditoria/codigos', { signal }))).data,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** A plan as the auditor sees it. */
export function usePlano(id: number) {
  const { dentistApi } = useSession();
  return useQuery({
    ...planoQuery(dentistApi, id),
    // An address whose id is no plan's number (/planos/abc) asks nothing.
    enabled: Number.isInteger(id) && id > 0,
  });
}

/**
 * Starts fetching a plan the auditor is opening (a queue row's click), alongside its screen's code: the
 * screen finds the answer under way. Never on a mere hover: each fetch is written to the access trail.
 */
export function useOpenPlano() {
  const { dentistApi } = useSession();
  const queryClient = useQueryClient();
  return useCallback(
    (id: number) => void queryClient.prefetchQuery(planoQuery(dentistApi, id)),
    [dentistApi, queryClient],
  );
}

/** The Tabela 38 codes apt for each decision: the same for the whole session. */
export function useCodigos() {
  const { dentistApi } = useSession();
  return useQuery(codigosQuery(dentistApi));
}

/** Fetches the codes of the decisions once the queue shows, so that a plan's decision form has them at once. */
export function usePrefetchCodigos() {
  const { dentistApi } = useSession();
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.prefetchQuery(codigosQuery(dentistApi));
  }, [dentistApi, queryClient]);
}

/** The operations view over a period (yyyy-mm-dd, inclusive); asks nothing while the period is invalid. */
export function useOperacoes(de: string, ate: string, enabled: boolean) {
  const { dentistApi } = useSession();
  return useQuery({
    queryKey: auditoriaKeys.operacoes(de, ate),
    queryFn: async ({ signal }) =>
      (await dataOf(dentistApi.GET('/v2/auditoria/operacoes', { params: { query: { de, ate } }, signal })))
        .data,
    enabled,
  });
}

/** Decides one item; on success the plan and the queue are read again. */
export function useDecision() {
  const { dentistApi } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ idItem, decisao }: { idItem: number; decisao: DecisaoAuditoria }) =>
      (
        await dataOf(
          dentistApi.POST('/v2/auditoria/itens/{id}/decisao', {
            params: { path: { id: idItem } },
            body: decisao,
          }),
        )
      ).data,
    // A refusal (409: another auditor decided first) changes what the screens show too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: auditoriaKeys.all }),
  });
}

/** One page of the accounts' queue (sent batches) and its paging; the previous page stays while the next loads. */
export function useContas(query: ContasQuery) {
  const { dentistApi } = useSession();
  return useQuery({
    queryKey: auditoriaKeys.contas(query),
    queryFn: async ({ signal }) => {
      const body = await dataOf(dentistApi.GET('/v2/auditoria/contas', { params: { query }, signal }));
      return { contas: body.data, paginacao: body.paginacao };
    },
    placeholderData: keepPreviousData,
  });
}

/** An account (a sent batch) with its guides, items and analyses. */
export function useConta(id: number) {
  const { dentistApi } = useSession();
  return useQuery({
    queryKey: auditoriaKeys.conta(id),
    queryFn: async ({ signal }) =>
      (await dataOf(dentistApi.GET('/v2/auditoria/contas/{id}', { params: { path: { id } }, signal }))).data,
    // An address whose id is no batch's number (/contas/abc) asks nothing.
    enabled: Number.isInteger(id) && id > 0,
  });
}

/**
 * The account as the server answered an action: it replaces the cached one; the queue's pages (counts,
 * status) and the plans (their items' analyses) are read again.
 */
function useAccountChanged(idLote: number) {
  const queryClient = useQueryClient();
  return {
    changed: (conta: Conta) => {
      queryClient.setQueryData(auditoriaKeys.conta(idLote), conta);
      void queryClient.invalidateQueries({ queryKey: auditoriaKeys.contasAll });
      void queryClient.invalidateQueries({ queryKey: auditoriaKeys.planos });
    },
    // A refusal (409: analysed meanwhile, the batch moved on) changes what the screen shows too.
    refused: () => queryClient.invalidateQueries({ queryKey: auditoriaKeys.conta(idLote) }),
  };
}

/** Analyses one billed item of batch `idLote`; resolves with the updated account and the server's message. */
export function useContaAnalysis(idLote: number) {
  const { dentistApi } = useSession();
  const { changed, refused } = useAccountChanged(idLote);
  return useMutation({
    mutationFn: async ({ idItem, analise }: { idItem: number; analise: AnaliseDaContaRequest }) => {
      const body = await dataOf(
        dentistApi.POST('/v2/auditoria/contas/itens/{id}/analise', {
          params: { path: { id: idItem } },
          body: analise,
        }),
      );
      return { conta: body.data, message: body.message };
    },
    onSuccess: ({ conta }) => changed(conta),
    onError: () => refused(),
  });
}

/** Pays the analysed batch `idLote` (the server issues the statement); resolves with the paid account and the message. */
export function useContaPayment(idLote: number) {
  const { dentistApi } = useSession();
  const { changed, refused } = useAccountChanged(idLote);
  return useMutation({
    mutationFn: async (pagamento: PagamentoDaContaRequest) => {
      const body = await dataOf(
        dentistApi.POST('/v2/auditoria/contas/{id}/pagamento', {
          params: { path: { id: idLote } },
          body: pagamento,
        }),
      );
      return { conta: body.data, message: body.message };
    },
    onSuccess: ({ conta }) => changed(conta),
    onError: () => refused(),
  });
}
