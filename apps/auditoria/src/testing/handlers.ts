import type { DecisaoAuditoria, FilaAuditoria, PlanoAuditoria } from '@odonto/api';
import { errorEnvelope } from '@odonto/web-shell/testing';
import { delay, HttpResponse, http } from 'msw';
import { AUDITOR_LOGIN, FILA_ITENS, GLOSAS, PLANO, TINY_PNG } from './fixtures';

export { errorEnvelope };

/** The message the server gives a dentist's account at the console's sign-in (auth.yaml, 403 outroPapel). */
export const DENTIST_AT_CONSOLE = 'Esta conta é de dentista. Entre pelo Portal do Dentista.';

/** The auditor's sign-in; the request's body goes to `onBody` (stories check the origin sent). */
export const login = (onBody: (body: unknown) => void = () => undefined) =>
  http.post('/api/account/login', async ({ request }) => {
    onBody(await request.json());
    // Long enough for the story to see 'Acessando...'.
    await delay(300);
    return HttpResponse.json({ success: true, data: AUDITOR_LOGIN });
  });

export const loginOk = login();

export const loginAsDentist = http.post('/api/account/login', () =>
  HttpResponse.json(errorEnvelope(DENTIST_AT_CONSOLE), { status: 403 }),
);

export const logoutOk = http.post('/api/account/logout', () =>
  HttpResponse.json({ success: true, data: null, message: 'Sessão encerrada.' }),
);

export const filaPage = (itens = FILA_ITENS, total = itens.length): FilaAuditoria => ({
  itens,
  total,
  pagina: 1,
  tamanhoPagina: 20,
});

/** The queue; each request's query is reported to `onRequest` (stories assert what was asked). */
export const filaOk = (onRequest: (query: URLSearchParams) => void = () => undefined, page = filaPage()) =>
  http.get('/api/v2/auditoria/fila', ({ request }) => {
    const query = new URL(request.url).searchParams;
    onRequest(query);
    // A filter by a dentist no item has answers an empty page, as the server would.
    const itens = query.get('dentista') === '00000' ? [] : page.itens;
    return HttpResponse.json({
      success: true,
      data: { ...page, itens, total: itens.length === 0 ? 0 : page.total },
    });
  });

export const filaFails = http.get('/api/v2/auditoria/fila', () =>
  HttpResponse.json(errorEnvelope('Serviço temporariamente indisponível.'), { status: 503 }),
);

export const glosasOk = http.get('/api/v2/auditoria/glosas', () =>
  HttpResponse.json({ success: true, data: GLOSAS }),
);

export const planoOk = (plano: PlanoAuditoria = PLANO) =>
  http.get('/api/v2/auditoria/planos/:id', () => HttpResponse.json({ success: true, data: plano }));

export const planoNotFound = http.get('/api/v2/auditoria/planos/:id', () =>
  HttpResponse.json(errorEnvelope('Plano de tratamento não encontrado.'), { status: 404 }),
);

export const planImage = http.get(
  '/api/v2/planoTratamento/imagens/:id/arquivo',
  () => new HttpResponse(TINY_PNG, { headers: { 'Content-Type': 'image/png' } }),
);

/**
 * The decision: answers the item with its new status and reports the body to `onDecision`; the plan
 * fetched afterwards is `after` (the decided item's new status) when given.
 */
export function decisionHandlers(onDecision: (body: DecisaoAuditoria) => void, after?: PlanoAuditoria) {
  let decided = false;
  return [
    http.get('/api/v2/auditoria/planos/:id', () =>
      HttpResponse.json({ success: true, data: decided && after ? after : PLANO }),
    ),
    http.post<{ id: string }, DecisaoAuditoria>(
      '/api/v2/auditoria/itens/:id/decisao',
      async ({ request, params }) => {
        const body = await request.json();
        onDecision(body);
        await delay(200);
        decided = true;
        const item = PLANO.itens.find((candidate) => String(candidate.idProcedimentoItem) === params.id);
        return HttpResponse.json({ success: true, data: item });
      },
    ),
  ];
}

export const decisionConflict = (message: string) =>
  http.post('/api/v2/auditoria/itens/:id/decisao', () =>
    HttpResponse.json(errorEnvelope(message), { status: 409 }),
  );

/** A signed-in auditor's screen: the plan, its image, the glosa codes and 'Sair'. */
export const planScreenHandlers = [planoOk(), planImage, glosasOk, logoutOk];
