import type { EventoNotificacao, Notificacao, Notificacoes } from '@odonto/api';
import { dentistHttp } from '@odonto/contract/msw';
import { HttpResponse } from 'msw';

/** Two decisions on plan 1042 not read yet, and an older request read already. */
export const NOTIFICACOES: Notificacao[] = [
  {
    idNotificacao: 13,
    dtCriacao: '2026-11-22T13:05:00.000Z',
    titulo: 'Procedimento negado',
    texto:
      'Maria S., PTO-1042, dente 16 (M,O,D): 85100218 - Restauração em resina fotopolimerizável 3 faces. Status: Negado (TISS 3). Glosa 3056: NA AUDITORIA FOI CONSTATADA DIVERGÊNCIA NA QUANTIDADE DE FACES RESTAURADAS.',
    idPlanoTratamento: 1042,
    idProcedimentoItem: 3303,
    idLote: null,
    lida: false,
  },
  {
    idNotificacao: 12,
    dtCriacao: '2026-11-22T13:00:00.000Z',
    titulo: 'Procedimento autorizado',
    texto: 'Maria S., PTO-1042, dente 26: 85100196 - Restauração em resina fotopolimerizável 1 face.',
    idPlanoTratamento: 1042,
    idProcedimentoItem: 3302,
    idLote: null,
    lida: false,
  },
  {
    idNotificacao: 9,
    dtCriacao: '2026-11-20T18:30:00.000Z',
    titulo: 'Auditoria pede documentos',
    texto: 'Maria S., PTO-1001, dente 36: envie a radiografia periapical.',
    idPlanoTratamento: 1001,
    idProcedimentoItem: 3100,
    idLote: null,
    lida: true,
  },
];

const unread = (itens: ReadonlyArray<Notificacao>) => itens.filter((item) => !item.lida).length;

/**
 * GET /v2/notificacoes and POST /v2/notificacoes/lidas over one list that marking changes, as the server
 * keeps it; `marked` records the body of each POST.
 */
export function notificationsHandlers(itens: ReadonlyArray<Notificacao> = NOTIFICACOES) {
  let list = itens.map((item) => ({ ...item }));
  const marked: Array<{ ids?: number[] }> = [];
  const handlers = [
    dentistHttp.get('/v2/notificacoes', ({ response }) =>
      response(200).json({
        success: true,
        data: { itens: list, naoLidas: unread(list) } satisfies Notificacoes,
      }),
    ),
    dentistHttp.post('/v2/notificacoes/lidas', async ({ request, response }) => {
      const body = (await request.json()) as { ids?: number[] };
      marked.push(body);
      list = list.map((item) =>
        !body.ids || body.ids.includes(item.idNotificacao) ? { ...item, lida: true } : item,
      );
      return response(200).json({ success: true, data: { naoLidas: unread(list) } });
    }),
  ];
  /** A decision the server stored (as it does before pushing it over the stream): listed from now on. */
  const add = (notificacao: Notificacao) => {
    list = [{ ...notificacao }, ...list];
  };
  /** The unread count now: what a stream opened now starts with. */
  const naoLidas = () => unread(list);
  return { handlers, marked, add, naoLidas };
}

const encoder = new TextEncoder();
const frame = (event: string, data: unknown) =>
  encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);

/**
 * GET /v2/notificacoes/eventos as a live text/event-stream: it starts with `naoLidas` (a count, or the
 * count at the time of opening, as the server gives it), then `send` pushes a decision to every open
 * stream, as the server does. `authorizations` records each opening's header; with `acceptOnly`, any other
 * token than that one is refused with 401.
 */
export function notificationFeed(
  naoLidas: number | (() => number) = 0,
  { acceptOnly }: { acceptOnly?: string } = {},
) {
  const open = new Set<ReadableStreamDefaultController<Uint8Array>>();
  const authorizations: Array<string | null> = [];
  const handler = dentistHttp.get('/v2/notificacoes/eventos', ({ request, response }) => {
    const authorization = request.headers.get('Authorization');
    authorizations.push(authorization);
    // An expired token: the stream is refused like any call, and the client renews the token.
    if (acceptOnly && authorization !== `Bearer ${acceptOnly}`) {
      return response(401).json({
        success: false,
        data: null,
        message: 'Sessão expirada.',
        errors: ['Sessão expirada.'],
      });
    }
    let own: ReadableStreamDefaultController<Uint8Array> | undefined;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        own = controller;
        open.add(controller);
        controller.enqueue(
          frame('naoLidas', { naoLidas: typeof naoLidas === 'function' ? naoLidas() : naoLidas }),
        );
      },
      cancel() {
        if (own) open.delete(own);
      },
    });
    // An event stream: the helper types JSON and text bodies only.
    return response.untyped(
      new HttpResponse(stream, {
        headers: { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' },
      }),
    );
  });
  return {
    handler,
    authorizations,
    /** How many streams are open. */
    get openStreams() {
      return open.size;
    },
    send(evento: EventoNotificacao) {
      for (const controller of open) controller.enqueue(frame('notificacao', evento));
    },
  };
}

/**
 * The header's bell of a signed-in dentist with nothing new: an empty list and a stream that stays open
 * and quiet. Storybook's worker starts with these (.storybook/preview.tsx), so a story about another
 * screen needs no mock for the bell; a story's own handlers come first and replace them.
 */
export const quietNotificationHandlers = [...notificationsHandlers([]).handlers, notificationFeed(0).handler];
