import type {
  AnaliseDaContaRequest,
  Conta,
  ContaResumo,
  DecisaoAuditoria,
  DentistSchema,
  FilaAuditoria,
  PagamentoDaContaRequest,
  PlanoAuditoria,
  RecursoGlosa,
  RecursoResumo,
  RespostaRecursoRequest,
} from '@odonto/api';
import { authHttp, dentistHttp, errorEnvelope } from '@odonto/contract/msw';
import { delay, HttpResponse } from 'msw';
import {
  AUDITOR,
  AUDITOR_LOGIN,
  CODIGOS,
  CONTA_ENVIADA,
  CONTAS,
  FILA_ITENS,
  GLOSAS,
  OPERACOES,
  PLANO,
  PLANO_DA_CONTA,
  TINY_PNG,
} from './fixtures';
import { RECURSO_AGUARDANDO, RECURSOS_AGUARDANDO, RECURSOS_RESPONDIDOS } from './recursosFixtures';

/** The error envelope of both APIs, typed from the contract. */
export { errorEnvelope } from '@odonto/contract/msw';

/** The message the server gives a dentist's account at the console's sign-in (auth.yaml, 403 outroPapel). */
export const DENTIST_AT_CONSOLE = 'Esta conta é de dentista. Entre pelo Portal do Dentista.';

/** The auditor's sign-in; the request's body goes to `onBody` (stories check the origin sent). */
export const login = (onBody: (body: unknown) => void = () => undefined) =>
  authHttp.post('/account/login', async ({ request, response }) => {
    onBody(await request.json());
    // Long enough for the story to see 'Acessando...'.
    await delay(300);
    return response(200).json({ success: true, data: AUDITOR_LOGIN });
  });

export const loginOk = login();

export const loginAsDentist = authHttp.post('/account/login', ({ response }) =>
  response(403).json(errorEnvelope(DENTIST_AT_CONSOLE)),
);

/** GET /account/current for the auditor: the shell's user menu reads the UF ('CRO 99999/SP') from it. */
export const auditorAccountOk = authHttp.get('/account/current', ({ response }) =>
  response(200).json({
    success: true,
    data: {
      id: 9,
      cro: AUDITOR.cro,
      uf: AUDITOR.uf,
      nome: AUDITOR.nome,
      email: 'paulo.auditor@example.com',
      telefone: '(11) 3333-0000',
      role: 'Auditor',
      clinica: {
        nome: 'Auditoria odontológica',
        cnpj: '12345678000195',
        endereco: 'Av. Paulista, 1000 – Bela Vista, São Paulo/SP',
        telefone: '(11) 3333-0000',
      },
      notificacoes: { sms: false, email: true, push: false },
      consentimento: { consentimento: false, atualizadoEm: null },
    },
  }),
);

export const logoutOk = authHttp.post('/account/logout', ({ response }) =>
  response(200).json({ success: true, data: null, message: 'Sessão encerrada.' }),
);

export const filaPage = (itens = FILA_ITENS, total = itens.length): FilaAuditoria => ({
  itens,
  total,
  pagina: 1,
  tamanhoPagina: 20,
});

/** The queue; each request's query is reported to `onRequest` (stories assert what was asked). */
export const filaOk = (onRequest: (query: URLSearchParams) => void = () => undefined, page = filaPage()) =>
  dentistHttp.get('/v2/auditoria/fila', ({ request, response }) => {
    const query = new URL(request.url).searchParams;
    onRequest(query);
    // A filter by a dentist no item has answers an empty page, as the server would.
    const itens = query.get('dentista') === '00000' ? [] : page.itens;
    return response(200).json({
      success: true,
      data: { ...page, itens, total: itens.length === 0 ? 0 : page.total },
    });
  });

export const filaFails = dentistHttp.get('/v2/auditoria/fila', ({ response }) =>
  response(503).json(errorEnvelope('Serviço temporariamente indisponível.')),
);

export const glosasOk = dentistHttp.get('/v2/auditoria/glosas', ({ response }) =>
  response(200).json({ success: true, data: GLOSAS }),
);

/** The codes apt for each decision. */
export const codigosOk = dentistHttp.get('/v2/auditoria/codigos', ({ response }) =>
  response(200).json({ success: true, data: CODIGOS }),
);

export const codigosFail = dentistHttp.get('/v2/auditoria/codigos', ({ response }) =>
  response(503).json(errorEnvelope('Serviço temporariamente indisponível.')),
);

/**
 * The operations view: each request's query goes to `onRequest`; the answer is `data` with the period
 * asked (a period whose answers `answerFor` gives, else `data`).
 */
export const operacoesOk = (
  onRequest: (query: URLSearchParams) => void = () => undefined,
  answerFor: (query: URLSearchParams) => DentistSchema<'OperacoesAuditoria'> = () => OPERACOES,
) =>
  dentistHttp.get('/v2/auditoria/operacoes', ({ request, response }) => {
    const query = new URL(request.url).searchParams;
    onRequest(query);
    const data = answerFor(query);
    return response(200).json({
      success: true,
      data: { ...data, de: query.get('de') ?? data.de, ate: query.get('ate') ?? data.ate },
    });
  });

export const planoOk = (plano: PlanoAuditoria = PLANO) =>
  dentistHttp.get('/v2/auditoria/planos/{id}', ({ response }) =>
    response(200).json({ success: true, data: plano }),
  );

export const planoNotFound = dentistHttp.get('/v2/auditoria/planos/{id}', ({ response }) =>
  response(404).json(errorEnvelope('Plano de tratamento não encontrado.')),
);

export const planImage = dentistHttp.get('/v2/planoTratamento/imagens/{idImagem}/arquivo', ({ response }) =>
  // The file's bytes: the helper types JSON and text bodies only.
  response.untyped(new HttpResponse(TINY_PNG, { headers: { 'Content-Type': 'image/png' } })),
);

/**
 * The decision: answers the item with its new status and reports the body to `onDecision`; the plan
 * fetched afterwards is `after` (the decided item's new status) when given.
 */
export function decisionHandlers(
  onDecision: (body: DecisaoAuditoria) => void,
  after?: PlanoAuditoria,
  before: PlanoAuditoria = PLANO,
) {
  let decided = false;
  return [
    dentistHttp.get('/v2/auditoria/planos/{id}', ({ response }) =>
      response(200).json({ success: true, data: decided && after ? after : before }),
    ),
    dentistHttp.post('/v2/auditoria/itens/{id}/decisao', async ({ request, params, response }) => {
      const body = await request.json();
      onDecision(body);
      await delay(200);
      decided = true;
      const item = before.itens.find((candidate) => String(candidate.idProcedimentoItem) === params.id);
      if (!item) return response(404).json(errorEnvelope('Item não encontrado.'));
      return response(200).json({ success: true, data: item });
    }),
  ];
}

export const decisionConflict = (message: string) =>
  dentistHttp.post('/v2/auditoria/itens/{id}/decisao', ({ response }) =>
    response(409).json(errorEnvelope(message)),
  );

/**
 * The server refuses the decision naming its fields (400 invalid-params, or 422 for a code not apt for
 * the decision); the body goes to `onDecision`.
 */
export const decisionRefused = (
  status: 400 | 422,
  message: string,
  fields: Array<{ name: string; reason: string }>,
  onDecision: (body: DecisaoAuditoria) => void = () => undefined,
) =>
  dentistHttp.post('/v2/auditoria/itens/{id}/decisao', async ({ request, response }) => {
    onDecision(await request.json());
    // The operation declares no 422 yet (the contract's omission): the envelope goes untyped.
    return response.untyped(
      HttpResponse.json({ ...errorEnvelope(message), 'invalid-params': fields }, { status }),
    );
  });

/** A signed-in auditor's screen: the plan, its image, the codes per decision and 'Sair'. */
export const planScreenHandlers = [planoOk(), planImage, codigosOk, logoutOk];

/** The accounts' queue: each request's query goes to `onRequest`; `contas` is every page's content. */
export const contasOk = (
  onRequest: (query: URLSearchParams) => void = () => undefined,
  contas: ContaResumo[] = CONTAS,
  total = contas.length,
) =>
  dentistHttp.get('/v2/auditoria/contas', ({ request, response }) => {
    const query = new URL(request.url).searchParams;
    onRequest(query);
    const pagina = Number(query.get('pagina') ?? '1');
    const tamanhoPagina = Number(query.get('tamanhoPagina') ?? '20');
    return response(200).json({
      success: true,
      data: contas,
      paginacao: { pagina, tamanhoPagina, total, totalPaginas: Math.ceil(total / tamanhoPagina) },
    });
  });

export const contasFail = dentistHttp.get('/v2/auditoria/contas', ({ response }) =>
  response(503).json(errorEnvelope('Serviço temporariamente indisponível.')),
);

export const contaNotFound = dentistHttp.get('/v2/auditoria/contas/{id}', ({ response }) =>
  response(404).json(errorEnvelope('Lote de faturamento não encontrado.')),
);

export interface ContaServer {
  /** The account before any action. */
  before?: Conta;
  /** The account an analysis answers (and the account read afterwards). */
  afterAnalysis?: Conta;
  /** The account the payment answers (and the account read afterwards). */
  afterPayment?: Conta;
  /** The message of a successful analysis. */
  analysisMessage?: string;
  /** The message of a successful payment. */
  paymentMessage?: string;
  onAnalysis?: (body: AnaliseDaContaRequest, idItem: string) => void;
  onPayment?: (body: PagamentoDaContaRequest) => void;
}

/**
 * One account as the server keeps it: read with GET, analysed item by item and paid; each body goes to
 * its callback, and what is read after an action is the account the action answered.
 */
export function contaHandlers({
  before = CONTA_ENVIADA,
  afterAnalysis = before,
  afterPayment = before,
  analysisMessage = 'Análise registrada.',
  paymentMessage = 'Pagamento registrado e demonstrativo emitido.',
  onAnalysis = () => undefined,
  onPayment = () => undefined,
}: ContaServer = {}) {
  let current = before;
  return [
    dentistHttp.get('/v2/auditoria/contas/{id}', ({ response }) =>
      response(200).json({ success: true, data: current }),
    ),
    dentistHttp.post('/v2/auditoria/contas/itens/{id}/analise', async ({ request, params, response }) => {
      onAnalysis(await request.json(), params.id);
      // Long enough for the story to see 'Registrando...'.
      await delay(200);
      current = afterAnalysis;
      return response(200).json({ success: true, data: current, message: analysisMessage });
    }),
    dentistHttp.post('/v2/auditoria/contas/{id}/pagamento', async ({ request, response }) => {
      onPayment(await request.json());
      await delay(200);
      current = afterPayment;
      return response(200).json({ success: true, data: current, message: paymentMessage });
    }),
  ];
}

/** The analysis refused: 409 (analysed meanwhile, the batch not in analysis) with the server's message. */
export const analysisConflict = (message: string) =>
  dentistHttp.post('/v2/auditoria/contas/itens/{id}/analise', ({ response }) =>
    response(409).json(errorEnvelope(message)),
  );

/** The analysis refused naming its fields (422: a code not of the billing phase; 400 invalid-params). */
export const analysisRefused = (
  status: 400 | 422,
  message: string,
  fields: Array<{ name: string; reason: string }>,
) =>
  dentistHttp.post('/v2/auditoria/contas/itens/{id}/analise', ({ response }) =>
    response(status).json({ ...errorEnvelope(message), 'invalid-params': fields }),
  );

/** The payment refused: 409 (the batch is not analysed, or was paid meanwhile). */
export const paymentConflict = (message: string) =>
  dentistHttp.post('/v2/auditoria/contas/{id}/pagamento', ({ response }) =>
    response(409).json(errorEnvelope(message)),
  );

/** An account's screen: the plan of its guide (files, history), its image, the codes and 'Sair'. */
export const contaScreenHandlers = [planoOk(PLANO_DA_CONTA), planImage, codigosOk, logoutOk];

/**
 * The appeals' queue: each request's query goes to `onRequest`; each tab's rows are every page's content
 * (`total` appeals in all, when given).
 */
export const recursosOk = (
  onRequest: (query: URLSearchParams) => void = () => undefined,
  {
    aguardando = RECURSOS_AGUARDANDO,
    respondido = RECURSOS_RESPONDIDOS,
    total,
  }: { aguardando?: RecursoResumo[]; respondido?: RecursoResumo[]; total?: number } = {},
) =>
  dentistHttp.get('/v2/auditoria/recursos', ({ request, response }) => {
    const query = new URL(request.url).searchParams;
    onRequest(query);
    const recursos = query.get('situacao') === 'respondido' ? respondido : aguardando;
    const pagina = Number(query.get('pagina') ?? '1');
    const tamanhoPagina = Number(query.get('tamanhoPagina') ?? '20');
    const count = total ?? recursos.length;
    return response(200).json({
      success: true,
      data: recursos,
      paginacao: { pagina, tamanhoPagina, total: count, totalPaginas: Math.ceil(count / tamanhoPagina) },
    });
  });

export const recursosFail = dentistHttp.get('/v2/auditoria/recursos', ({ response }) =>
  response(503).json(errorEnvelope('Serviço temporariamente indisponível.')),
);

export const recursoNotFound = dentistHttp.get('/v2/auditoria/recursos/{id}', ({ response }) =>
  response(404).json(errorEnvelope('Recurso de glosa não encontrado.')),
);

export interface RecursoServer {
  /** The appeal before the answer. */
  before?: RecursoGlosa;
  /** The appeal the answer gives back (and the appeal read afterwards). */
  after?: RecursoGlosa;
  /** The message of a successful answer. */
  message?: string;
  onAnswer?: (body: RespostaRecursoRequest, id: string) => void;
}

/**
 * One appeal as the server keeps it: read with GET and answered once; the body goes to `onAnswer`, and what
 * is read after the answer is the appeal the answer gave back.
 */
export function recursoHandlers({
  before = RECURSO_AGUARDANDO,
  after = before,
  message = 'Resposta registrada.',
  onAnswer = () => undefined,
}: RecursoServer = {}) {
  let current = before;
  return [
    dentistHttp.get('/v2/auditoria/recursos/{id}', ({ response }) =>
      response(200).json({ success: true, data: current }),
    ),
    dentistHttp.post('/v2/auditoria/recursos/{id}/resposta', async ({ request, params, response }) => {
      onAnswer(await request.json(), params.id);
      // Long enough for the story to see 'Enviando...'.
      await delay(200);
      current = after;
      return response(200).json({ success: true, data: current, message });
    }),
  ];
}

/** The answer refused: 409 (the appeal was answered meanwhile) with the server's message. */
export const answerConflict = (
  message: string,
  onAnswer: (body: RespostaRecursoRequest) => void = () => undefined,
) =>
  dentistHttp.post('/v2/auditoria/recursos/{id}/resposta', async ({ request, response }) => {
    onAnswer(await request.json());
    return response(409).json(errorEnvelope(message));
  });

/** The answer refused naming its fields (400 invalid-params; the operation declares no 422, sent untyped). */
export const answerRefused = (
  status: 400 | 422,
  message: string,
  fields: Array<{ name: string; reason: string }>,
) =>
  dentistHttp.post('/v2/auditoria/recursos/{id}/resposta', ({ response }) =>
    response.untyped(HttpResponse.json({ ...errorEnvelope(message), 'invalid-params': fields }, { status })),
  );

/** An appeal's screen: 'Sair'. */
export const recursoScreenHandlers = [logoutOk];
