import { createApiClients, createMemoryStorage, failureOf } from '@odonto/api';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from './keys';
import { imageTypesQuery, procedimentosQuery } from './lookups';
import { planDetailsQuery, planListQuery, reloadPlan } from './plans';
import { glosasQuery } from './records';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A Dentist API client over a fake server that records every request. */
function fakeServer(answer: (url: URL) => Response | Promise<Response>) {
  const requests: Request[] = [];
  const { dentistApi } = createApiClients({
    storage: createMemoryStorage(),
    dentistBaseUrl: 'http://portal.test/api',
    authBaseUrl: 'http://portal.test/api',
    fetch: async (request) => {
      requests.push(request);
      return answer(new URL(request.url));
    },
  });
  return { dentistApi, requests };
}

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

const PLAN = { idPlanoTratamento: 7, ba3MatAnt: '09000001000001001' };

describe('the queries of the screens', () => {
  it('should ask the list with only the filters in force, and key it by them', async () => {
    const { dentistApi, requests } = fakeServer(() =>
      json({
        success: true,
        data: [],
        paginacao: { pagina: 2, tamanhoPagina: 10, total: 0, totalPaginas: 0 },
      }),
    );
    const query = glosasQuery(dentistApi, {
      busca: 'Maria',
      idLote: 10,
      status: 'nao_recorrida',
      pagina: 2,
      tamanhoPagina: 10,
    });
    await client().fetchQuery(query);
    const url = new URL(requests[0]?.url ?? '');
    expect(url.pathname).toBe('/api/v2/glosas');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      busca: 'Maria',
      idLote: '10',
      status: 'nao_recorrida',
      pagina: '2',
      tamanhoPagina: '10',
    });
    expect(query.queryKey).toEqual([
      'glosas',
      { busca: 'Maria', idLote: 10, status: 'nao_recorrida', pagina: 2, tamanhoPagina: 10 },
    ]);
  });

  it("should give each request the query's signal, so leaving the screen aborts it", async () => {
    const { dentistApi, requests } = fakeServer(
      () => new Promise<Response>(() => {}), // never answers
    );
    const queryClient = client();
    const fetching = queryClient.fetchQuery(planListQuery(dentistApi, '12345', { pagina: 1 }));
    await expect.poll(() => requests.length).toBe(1);
    await queryClient.cancelQueries({ queryKey: queryKeys.plans });
    await expect(fetching).rejects.toThrow();
    expect(requests[0]?.signal.aborted).toBe(true);
  });

  it('should keep reference tables for the whole session', () => {
    const { dentistApi } = fakeServer(() => json({}));
    for (const query of [procedimentosQuery(dentistApi), imageTypesQuery(dentistApi)]) {
      expect(query.staleTime).toBe(Number.POSITIVE_INFINITY);
      expect(query.gcTime).toBe(Number.POSITIVE_INFINITY);
    }
  });

  it('should read a plan the server answers as null as a missing plan', async () => {
    const { dentistApi } = fakeServer((url) =>
      json({ success: true, data: url.pathname.includes('Itens') ? [] : null }),
    );
    await expect(client().fetchQuery(planDetailsQuery(dentistApi, 7))).resolves.toBeNull();
  });

  it('should show a plan whose card finds nobody, without a beneficiary', async () => {
    const { dentistApi } = fakeServer((url) => {
      if (url.pathname.endsWith('/beneficiario'))
        return json({ success: false, data: [], errorMessage: 'Não encontramos nenhum beneficiário' }, 404);
      return json({ success: true, data: url.pathname.includes('Itens') ? [] : PLAN });
    });
    await expect(client().fetchQuery(planDetailsQuery(dentistApi, 7))).resolves.toEqual({
      plan: PLAN,
      items: [],
      beneficiary: null,
    });
  });

  it('should fail a plan load that got no answer, not read it as a missing plan', async () => {
    const { dentistApi } = fakeServer(() => {
      throw new TypeError('Failed to fetch');
    });
    const thrown = await client()
      .fetchQuery(planDetailsQuery(dentistApi, 7))
      .catch((error: unknown) => error);
    expect(failureOf(thrown).status).toBeUndefined();
  });
});

describe('what a change invalidates', () => {
  function cacheWithEverything() {
    const queryClient = client();
    const keys = {
      dashboard: queryKeys.dashboard,
      list: queryKeys.planList('12345', { pagina: 1 }),
      plan7: queryKeys.plan(7),
      plan8: queryKeys.plan(8),
      glosas: queryKeys.glosas({ pagina: 1 }),
      procedimentos: queryKeys.procedimentos,
    };
    for (const key of Object.values(keys)) queryClient.setQueryData(key, { cached: true });
    const stale = () =>
      Object.fromEntries(
        Object.entries(keys).map(([name, key]) => [name, queryClient.getQueryState(key)?.isInvalidated]),
      );
    return { queryClient, stale };
  }

  it('should make a changed plan, every plan list and the dashboard stale, and nothing else', async () => {
    const { queryClient, stale } = cacheWithEverything();
    // No screen shows plan 7 here: the refetch has nothing to do and the reload resolves.
    await expect(reloadPlan(queryClient, 7)).resolves.toBe(true);
    expect(stale()).toEqual({
      dashboard: true,
      list: true,
      plan7: true,
      plan8: false,
      glosas: false,
      procedimentos: false,
    });
  });

  it('should name every plan, and every list, by a key family', () => {
    expect(queryKeys.planList('1', {}).slice(0, 2)).toEqual(queryKeys.planLists);
    expect(queryKeys.plan(1).slice(0, 1)).toEqual(queryKeys.plans);
    expect(queryKeys.planLists.slice(0, 1)).toEqual(queryKeys.plans);
  });
});
