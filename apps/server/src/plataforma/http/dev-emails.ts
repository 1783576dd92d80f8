import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../banco/schema';
import { errorEnvelope } from '../errors';
import { MSG } from '../messages';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (::ffff:127.0.0.1). */
export function isLoopback(ip: string): boolean {
  const v4 = ip.replace(/^::ffff:/i, '');
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4) || ip === '::1';
}

/** One e-mail of the dev outbox as `GET /dev/emails` lists it in JSON (no description: a development aid). */
export interface DevEmail {
  id: number;
  para: string;
  assunto: string;
  link: string | null;
  texto: string;
  criadoEm: string;
}

/**
 * The development helpers under /dev. In production every /dev path answers 404 (not the portal's page
 * fallback, which would answer 200). Otherwise `GET /dev/emails`, only to the machine itself (it lists live
 * links): the dev outbox, newest first, so that a newcomer without SMTP can follow the links. JSON for
 * programs (curl), a page for browsers.
 */
export async function devRoutes(
  app: FastifyInstance,
  options: { db: Kysely<Database>; production: boolean },
) {
  const notFound = (_request: FastifyRequest, reply: FastifyReply) =>
    reply.code(404).send(errorEnvelope(MSG.recursoNaoEncontrado));
  if (options.production) {
    app.all('/dev', notFound);
    app.all('/dev/*', notFound);
    return;
  }
  app.get('/dev/emails', async (request, reply) => {
    // A development server reachable from the network must not hand out reset links to it. The socket's
    // own peer, not request.ip: with TRUST_PROXY that is X-Forwarded-For, which any client can write, and
    // a proxy on this machine makes every request look local.
    if (!isLoopback(request.socket.remoteAddress ?? '') || request.headers['x-forwarded-for'] !== undefined) {
      return notFound(request, reply);
    }
    const emails = await options.db
      .selectFrom('emailOutbox')
      .select(['id', 'para', 'assunto', 'link', 'texto', 'criadoEm'])
      .orderBy('id', 'desc')
      .limit(50)
      .execute();
    if (!request.headers.accept?.includes('text/html')) {
      const data: DevEmail[] = emails.map((email) => ({ ...email, criadoEm: email.criadoEm.toISOString() }));
      return reply.send({ success: true, data });
    }
    const rows = emails
      .map(
        (email) =>
          `<tr><td>${escapeHtml(email.criadoEm.toISOString())}</td><td>${escapeHtml(email.para)}</td>` +
          `<td>${escapeHtml(email.assunto)}</td>` +
          `<td>${email.link ? `<a href="${escapeHtml(email.link)}">abrir o link</a>` : '—'}</td></tr>`,
      )
      .join('\n');
    return reply.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>Caixa de saída (desenvolvimento)</title></head>
<body><main><h1>Caixa de saída de desenvolvimento</h1>
<p>E-mails que o servidor teria enviado (defina SMTP_URL para enviá-los de verdade).</p>
<table><thead><tr><th scope="col">Quando</th><th scope="col">Para</th><th scope="col">Assunto</th><th scope="col">Link</th></tr></thead>
<tbody>${rows || '<tr><td colspan="4">Nenhum e-mail ainda.</td></tr>'}</tbody></table></main></body></html>`);
  });
}
