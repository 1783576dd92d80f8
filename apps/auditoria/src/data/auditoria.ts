import { type DecisaoAuditoria, type DentistPaths, dataOf } from '@odonto/api';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '../session/SessionProvider';

/** The query of GET /v2/auditoria/fila (filters and page). */
export type FilaQuery = NonNullable<DentistPaths['/v2/auditoria/fila']['get']['parameters']['query']>;

/** The console's cache keys; `auditoria` is the family a decision invalidates (queue and plans). */
export const auditoriaKeys = {
  all: ['auditoria'],
  fila: (query: FilaQuery) => ['auditoria', 'fila', query] as const,
  plano: (id: number) => ['auditoria', 'plano', id] as const,
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

/** A plan as the auditor sees it. */
export function usePlano(id: number) {
  const { dentistApi } = useSession();
  return useQuery({
    queryKey: auditoriaKeys.plano(id),
    queryFn: async ({ signal }) =>
      (await dataOf(dentistApi.GET('/v2/auditoria/planos/{id}', { params: { path: { id } }, signal }))).data,
    // An address whose id is no plan's number (/planos/abc) asks nothing.
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** The Tabela 38 codes apt for each decision: the same for the whole session. */
export function useCodigos() {
  const { dentistApi } = useSession();
  return useQuery({
    queryKey: auditoriaKeys.codigos,
    queryFn: async ({ signal }) => (await dataOf(dentistApi.GET('/v2/auditoria/codigos', { signal }))).data,
    staleTime: Number.POSITIVE_INFINITY,
  });
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
