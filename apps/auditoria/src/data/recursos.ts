import { type DentistPaths, dataOf, type RespostaRecursoRequest } from '@odonto/api';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '../session/SessionProvider';

/** The query of GET /v2/auditoria/recursos (situation and page). */
export type RecursosQuery = NonNullable<DentistPaths['/v2/auditoria/recursos']['get']['parameters']['query']>;

/** Which appeals the queue lists: the ones waiting for the operator's answer, or the answered ones. */
export type SituacaoRecurso = NonNullable<RecursosQuery['situacao']>;

/** Appeals per page of the queue. */
export const RECURSOS_PAGE_SIZE = 20;

/** The appeals' cache keys, in the console's `auditoria` family (a plan's decision invalidates them too). */
export const recursoKeys = {
  /** Every page of both tabs of the queue. */
  all: ['auditoria', 'recursos'],
  lista: (query: RecursosQuery) => ['auditoria', 'recursos', query] as const,
  recurso: (id: number) => ['auditoria', 'recurso', id] as const,
} as const;

/**
 * One page of the appeals' queue and its paging (the server's order: the waiting ones by answer deadline,
 * nearest first; the answered ones, the latest first).
 */
export function useRecursos(situacao: SituacaoRecurso, pagina: number) {
  const { dentistApi } = useSession();
  const query: RecursosQuery = { situacao, pagina, tamanhoPagina: RECURSOS_PAGE_SIZE };
  return useQuery({
    queryKey: recursoKeys.lista(query),
    queryFn: async ({ signal }) => {
      const body = await dataOf(dentistApi.GET('/v2/auditoria/recursos', { params: { query }, signal }));
      return { recursos: body.data, paginacao: body.paginacao };
    },
    // The previous page stays while the next one of the same tab loads; another tab's rows never show
    // under this tab's columns.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2].situacao === situacao ? keepPreviousData(previous) : undefined,
  });
}

/** An appeal with its items, the dentist's justifications, files, earlier rounds and the answer. */
export function useRecurso(id: number) {
  const { dentistApi } = useSession();
  return useQuery({
    queryKey: recursoKeys.recurso(id),
    queryFn: async ({ signal }) =>
      (await dataOf(dentistApi.GET('/v2/auditoria/recursos/{id}', { params: { path: { id } }, signal })))
        .data,
    // An address whose id is no appeal's (/recursos/abc) asks nothing.
    enabled: Number.isInteger(id) && id > 0,
  });
}

/**
 * Answers every item of appeal `id` at once; resolves with the answered appeal and the server's message.
 * The answered appeal replaces the cached one and the queue is read again; a refusal (409: answered
 * meanwhile) reads the appeal again too.
 */
export function useRecursoAnswer(id: number) {
  const { dentistApi } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (resposta: RespostaRecursoRequest) => {
      const body = await dataOf(
        dentistApi.POST('/v2/auditoria/recursos/{id}/resposta', { params: { path: { id } }, body: resposta }),
      );
      return { recurso: body.data, message: body.message };
    },
    onSuccess: ({ recurso }) => {
      queryClient.setQueryData(recursoKeys.recurso(id), recurso);
      void queryClient.invalidateQueries({ queryKey: recursoKeys.all });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: recursoKeys.recurso(id) }),
  });
}
