import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { diaEmSaoPaulo } from '../src/ciclo-de-vida/prazos/dias';
import type { DentistSchema } from '../src/contract';
import { REGISTRO_ANS_DEMONSTRACAO } from '../src/planos/config';
import { backends } from './support/database';
import { callOperation } from './support/operations';
import { call, login, startTestServer, type TestServer } from './support/server';

const ANA_EMAIL = 'ana.souza@example.com';

const MESSAGE: DentistSchema<'OuvidoriaMensagem'> = {
  protocoloAnterior: '12345620261101000123',
  numeroCarteira: '09000001000001001',
  nome: 'Dra. Ana Souza',
  email: 'ana.ouvidoria@example.com',
  telefone: '(11) 3333-4444',
  whatsapp: '(11) 98765-4321',
  cidade: 'São Paulo',
  mensagem: 'O atendimento de primeira instância não respondeu à minha solicitação.',
};

describe.each(backends)('ouvidoria and meus-dados on %s', (backend) => {
  let server: TestServer;
  let ana: string;
  let bruno: string;

  beforeAll(async () => {
    server = await startTestServer({ backend });
    ana = (await login(server, '12345')).accessToken;
    bruno = (await login(server, '54321')).accessToken;
  });
  afterAll(async () => {
    await server?.close();
  });

  const stored = async () => {
    const row = await server.db
      .selectFrom('ouvidoriaMensagem')
      .select(sql<number>`count(*)::int`.as('total'))
      .executeTakeFirstOrThrow();
    const mail = await server.db
      .selectFrom('emailOutbox')
      .select(sql<number>`count(*)::int`.as('total'))
      .executeTakeFirstOrThrow();
    return { mensagens: row.total, emails: mail.total };
  };
  const send = (body: DentistSchema<'OuvidoriaMensagem'>, token = ana) =>
    callOperation(server, 'createOuvidoriaMensagem', { body, token });

  it('should store the message, answer its protocol and deadline, and e-mail a confirmation', async () => {
    const before = new Date();
    const created = (await send(MESSAGE)).bodyAt(201);
    const { protocolo, prazoResposta } = created.data;
    // RN 395/2016 art. 7: the operator's registroANS (the demo's in tests), the day in Brasília, a sequence.
    expect(protocolo).toMatch(
      new RegExp(`^${REGISTRO_ANS_DEMONSTRACAO}${diaEmSaoPaulo(before).replaceAll('-', '')}\\d{6}$`),
    );
    expect(prazoResposta > before.toISOString().slice(0, 10)).toBe(true);
    const [year, month, day] = prazoResposta.split('-');
    expect(created.message).toBe(
      `Mensagem enviada. Seu protocolo é ${protocolo}; responderemos até ${day}/${month}/${year}. ` +
        'O e-mail informado não é o do seu cadastro: a confirmação foi enviada para a*******a@e*****e.com.',
    );

    const row = await server.db
      .selectFrom('ouvidoriaMensagem as o')
      .innerJoin('dentista as d', 'd.id', 'o.dentistaId')
      .select([
        'd.cro',
        'o.nome',
        'o.email',
        'o.whatsapp',
        'o.mensagem',
        'o.protocoloAnterior',
        'o.prazoResposta',
      ])
      .where('o.protocolo', '=', protocolo)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      cro: '12345',
      nome: MESSAGE.nome,
      email: MESSAGE.email,
      whatsapp: MESSAGE.whatsapp,
      mensagem: MESSAGE.mensagem,
      protocoloAnterior: MESSAGE.protocoloAnterior,
      prazoResposta,
    });

    // The typed address is not Ana's registered one: the confirmation goes to the registered address only.
    const typed = await server.db
      .selectFrom('emailOutbox')
      .select('id')
      .where('para', '=', MESSAGE.email)
      .execute();
    expect(typed).toEqual([]);
    const mail = await server.db
      .selectFrom('emailOutbox')
      .selectAll()
      .where('para', '=', ANA_EMAIL)
      .where('assunto', 'like', `%${protocolo}`)
      .executeTakeFirstOrThrow();
    expect(mail.assunto).toBe(`Ouvidoria do Portal do Dentista: protocolo ${protocolo}`);
    expect(mail.texto).toContain(`O número do seu protocolo é ${protocolo}.`);
    expect(mail.texto).toContain(`Responderemos até ${day}/${month}/${year}`);
    expect(mail.texto).toContain(MESSAGE.mensagem);
    expect(mail.html).toContain('lang="pt-BR"');
  });

  it('should send the confirmation to the typed address when it is the registered one, with no notice', async () => {
    const created = (await send({ ...MESSAGE, email: 'Ana.Souza@example.com' })).bodyAt(201);
    expect(created.message).not.toContain('cadastro');
    const mail = await server.db
      .selectFrom('emailOutbox')
      .select('para')
      .where('assunto', 'like', `%${created.data.protocolo}`)
      .execute();
    expect(mail).toEqual([{ para: ANA_EMAIL }]);
  });

  it('should escape the name and message in the HTML of the confirmation', async () => {
    const created = (
      await send({
        ...MESSAGE,
        nome: '<b>Ana</b>',
        mensagem: '<a href="https://golpe.example">clique</a><script>alert(1)</script>',
      })
    ).bodyAt(201);
    const mail = await server.db
      .selectFrom('emailOutbox')
      .select(['html', 'texto'])
      .where('assunto', 'like', `%${created.data.protocolo}`)
      .executeTakeFirstOrThrow();
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<a href');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
  });

  it('should give every message its own protocol', async () => {
    const { protocoloAnterior: _anterior, ...semAnterior } = MESSAGE;
    const first = (await send(semAnterior)).bodyAt(201);
    const second = (await send(MESSAGE)).bodyAt(201);
    expect(first.data.protocolo).not.toBe(second.data.protocolo);
  });

  it('should refuse blank required fields and a WhatsApp without DDD, storing and sending nothing', async () => {
    const before = await stored();
    const response = await send({
      ...MESSAGE,
      nome: '   ',
      cidade: ' ',
      whatsapp: '98765-432',
      mensagem: '\n',
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      success: false,
      data: null,
      message: 'Verifique os campos obrigatórios.',
      errors: [
        'Informe o nome.',
        'Informe o WhatsApp com DDD (10 ou 11 dígitos).',
        'Informe a cidade.',
        'Escreva a mensagem.',
      ],
      // Each refusal under its field, so that the form places it without comparing words.
      'invalid-params': [
        { name: 'nome', reason: 'Informe o nome.' },
        { name: 'whatsapp', reason: 'Informe o WhatsApp com DDD (10 ou 11 dígitos).' },
        { name: 'cidade', reason: 'Informe a cidade.' },
        { name: 'mensagem', reason: 'Escreva a mensagem.' },
      ],
    });
    expect(await stored()).toEqual(before);
  });

  it('should refuse a body without a required field or with an invalid e-mail, storing nothing', async () => {
    const before = await stored();
    const { email: _email, ...withoutEmail } = MESSAGE;
    // Off the description on purpose: email is required there.
    const missing = await call(server, 'POST', '/api/v2/ouvidoria', { body: withoutEmail, token: ana });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      success: false,
      errors: ['O campo email é obrigatório.'],
      'invalid-params': [{ name: 'email', reason: 'O campo email é obrigatório.' }],
    });
    const invalid = await send({ ...MESSAGE, email: 'ana@' });
    expect(invalid.status).toBe(400);
    expect(await stored()).toEqual(before);
  });

  it('should answer 401 without a session and store nothing', async () => {
    const before = await stored();
    const response = await callOperation(server, 'createOuvidoriaMensagem', { body: MESSAGE });
    expect(response.status).toBe(401);
    expect(await stored()).toEqual(before);
  });

  it('should export everything held about the dentist, and only about her', async () => {
    const brunoMessage = (
      await send({ ...MESSAGE, nome: 'Dr. Bruno Lima', mensagem: 'Mensagem do Bruno.' }, bruno)
    ).bodyAt(201);

    const response = await callOperation(server, 'exportMyData', { token: ana });
    const data = response.bodyAt(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="meus-dados.json"');
    expect(data.usuario.cro).toBe('12345');

    const anaId = (
      await server.db.selectFrom('dentista').select('id').where('cro', '=', '12345').executeTakeFirstOrThrow()
    ).id;
    const planos = (
      await server.db
        .selectFrom('planoTratamento')
        .select('id')
        .where('dentistaId', '=', anaId)
        .orderBy('id')
        .execute()
    ).map((row) => row.id);
    expect(data.planosTratamento.map((plano) => plano.id)).toEqual(planos);
    // Her glosas and statements are those of Glosas and Financeiro.
    const glosas = (await callOperation(server, 'listGlosas', { token: ana })).bodyAt(200).data;
    expect(data.glosas.map((glosa) => glosa.idProcedimentoItem).sort()).toEqual(
      glosas.map((glosa) => glosa.idProcedimentoItem).sort(),
    );
    const pagos = (
      await callOperation(server, 'listFinanceiro', { token: ana, query: { status: 'completed' } })
    ).bodyAt(200).data;
    expect(data.financeiro.map((demonstrativo) => demonstrativo.numeroDemonstrativo)).toEqual(
      pagos.map((registro) => registro.numeroDemonstrativo),
    );
    expect(data.glosas.length).toBeGreaterThan(0);
    expect(data.financeiro.length).toBeGreaterThan(0);
    expect(data.mensagensOuvidoria.length).toBeGreaterThanOrEqual(3);
    expect(data.mensagensOuvidoria.map((mensagem) => mensagem.mensagem)).not.toContain('Mensagem do Bruno.');
    expect(data.mensagensOuvidoria.map((mensagem) => mensagem.protocolo)).not.toContain(
      brunoMessage.data.protocolo,
    );

    const brunos = (await callOperation(server, 'exportMyData', { token: bruno })).bodyAt(200);
    expect(brunos.mensagensOuvidoria.map((mensagem) => mensagem.protocolo)).toEqual([
      brunoMessage.data.protocolo,
    ]);
    const anaGlosas = new Set(data.glosas.map((glosa) => glosa.idProcedimentoItem));
    expect(brunos.glosas.some((glosa) => anaGlosas.has(glosa.idProcedimentoItem))).toBe(false);
  });
  it('should export her fechamento batches with their items and the e-mails sent to her', async () => {
    const forgot = await call(server, 'POST', '/api/account/forgot-password', {
      body: { document: '12345' },
    });
    expect(forgot.status).toBe(200);
    const anaId = (
      await server.db.selectFrom('dentista').select('id').where('cro', '=', '12345').executeTakeFirstOrThrow()
    ).id;
    const lotes = await server.db
      .selectFrom('fechamento')
      .select(['id', 'competencia'])
      .where('dentistaId', '=', anaId)
      .orderBy('id')
      .execute();
    expect(lotes.length).toBeGreaterThan(0);
    const itensDoLote = async (id: number) =>
      (
        await server.db
          .selectFrom('planoTratamentoItem')
          .select('id')
          .where('fechamentoId', '=', id)
          .orderBy('id')
          .execute()
      ).map((row) => row.id);

    const data = (await callOperation(server, 'exportMyData', { token: ana })).bodyAt(200);
    expect(data.fechamentos.map(({ id, competencia }) => ({ id, competencia }))).toEqual(lotes);
    for (const lote of data.fechamentos) expect(lote.itens).toEqual(await itensDoLote(lote.id));

    const outbox = await server.db
      .selectFrom('emailOutbox')
      .select(['para', 'assunto', 'link'])
      .orderBy('id')
      .execute();
    const hers = outbox.filter((email) => email.para === ANA_EMAIL);
    expect(data.emailsRecebidos.map(({ para, assunto }) => ({ para, assunto }))).toEqual(
      hers.map(({ para, assunto }) => ({ para, assunto })),
    );
    expect(data.emailsRecebidos.map((email) => email.assunto)).toContain(
      'Portal do Dentista: redefinição de senha',
    );
    expect(data.emailsRecebidos.some((email) => email.para !== ANA_EMAIL)).toBe(false);
    const resetLink = hers.find((email) => email.link?.includes('reset-password'))?.link ?? '';
    const resetToken = new URL(resetLink).searchParams.get('token') ?? '';
    expect(resetToken.length).toBeGreaterThan(10);
    expect(JSON.stringify(data)).not.toContain(resetToken);
  });
});

describe.each(backends)('ouvidoria rate limit on %s', (backend) => {
  let server: TestServer;
  afterAll(async () => {
    await server?.close();
  });

  it('should refuse messages past the per-minute limit with 429, sending nothing more', async () => {
    server = await startTestServer({ backend, rateLimits: { ouvidoria: 2 } });
    const token = (await login(server, '12345')).accessToken;
    const send = () => callOperation(server, 'createOuvidoriaMensagem', { body: MESSAGE, token });
    expect((await send()).status).toBe(201);
    expect((await send()).status).toBe(201);
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      success: false,
      message: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
    });
    const anaId = (
      await server.db.selectFrom('dentista').select('id').where('cro', '=', '12345').executeTakeFirstOrThrow()
    ).id;
    const enviadas = await server.db
      .selectFrom('ouvidoriaMensagem')
      .select('id')
      .where('dentistaId', '=', anaId)
      .where('mensagem', '=', MESSAGE.mensagem)
      .where('recebidoEm', '>', new Date(Date.now() - 60_000))
      .execute();
    expect(enviadas).toHaveLength(2);
  });
});

describe.each(backends)('the ouvidoria protocol of ANS RN 395/2016 on %s', (backend) => {
  const REGISTRO_ANS = '421987';
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer({ backend, env: { OPERADORA_REGISTRO_ANS: REGISTRO_ANS } });
    token = (await login(server, '12345')).accessToken;
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(async () => {
    await server?.close();
  });

  it("should number a message sent at 22:30 in Brasília with that day's date, the registroANS and the day's sequence", async () => {
    // 01:30 UTC on Wednesday the 25th is 22:30 on Tuesday 24/11/2026 in Brasília (UTC-3).
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T01:30:00.000Z') });
    const send = () => callOperation(server, 'createOuvidoriaMensagem', { body: MESSAGE, token });
    // Two at once: the day's counter gives each its own number, none skipped.
    const answers = await Promise.all([send(), send()]);
    const protocolos = answers.map((answer) => answer.bodyAt(201).data.protocolo).sort();
    expect(protocolos).toEqual(['42198720261124000001', '42198720261124000002']);
    // The answer is due 7 business days after Tuesday 24/11, not after Wednesday 25/11.
    expect(answers[0]?.bodyAt(201).data.prazoResposta).toBe('2026-12-03');

    // The next day in Brasília starts its own sequence.
    vi.setSystemTime(new Date('2026-11-25T03:00:00.000Z'));
    expect((await send()).bodyAt(201).data.protocolo).toBe('42198720261125000001');
  });
});
