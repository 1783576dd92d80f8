import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from './support/database';
import { callOperation } from './support/operations';
import { call, login, startTestServer, type TestServer } from './support/server';
import { dentistaIdOf } from './support/sessions';

const SHARED_ADDRESS = 'recepcao@clinica-compartilhada.test';

describe.each(backends)('the data export of dentists who share an e-mail address (%s)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ backend });
    // A clinic's one mailbox, registered for two of its dentists.
    await server.db
      .updateTable('dentista')
      .set({ email: SHARED_ADDRESS })
      .where('cro', 'in', ['12345', '54321'])
      .execute();
  });
  afterAll(async () => server?.close());

  const exportOf = async (cro: string) => {
    const { accessToken } = await login(server, cro);
    return (await callOperation(server, 'exportMyData', { token: accessToken })).bodyAt(200);
  };

  it("should hold only the dentist's own e-mails in each export", async () => {
    for (const document of ['12345', '54321']) {
      const sent = await callOperation(server, 'forgotPassword', { body: { document } });
      expect(sent.status).toBe(200);
    }
    const outbox = await server.db
      .selectFrom('emailOutbox')
      .innerJoin('dentista', 'dentista.id', 'emailOutbox.dentistaId')
      .select(['emailOutbox.id', 'dentista.cro'])
      .where('emailOutbox.para', '=', SHARED_ADDRESS)
      .execute();
    const idsOf = (cro: string) => outbox.filter((row) => row.cro === cro).map((row) => row.id);
    expect(idsOf('12345')).toHaveLength(1);
    expect(idsOf('54321')).toHaveLength(1);

    const ana = await exportOf('12345');
    const bruno = await exportOf('54321');
    expect(ana.emailsRecebidos.map((email) => email.id)).toEqual(idsOf('12345'));
    expect(bruno.emailsRecebidos.map((email) => email.id)).toEqual(idsOf('54321'));
    // Each reset e-mail greets its own dentist by name: the other's is nowhere in the file.
    expect(JSON.stringify(ana.emailsRecebidos)).not.toContain('Bruno');
    expect(JSON.stringify(bruno.emailsRecebidos)).not.toContain('Ana Souza');
  });
});

describe.each(backends)('the data export pseudonymises patients on %s', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ backend, env: { TRUST_PROXY: '127.0.0.1' } });
  });
  afterAll(async () => server?.close());

  it('should carry no patient name, CPF or full card, only plan ids and cards masked to their last 4 digits', async () => {
    const { accessToken } = await login(server, '12345');
    const anaId = await dentistaIdOf(server, '12345');
    // A lookup and an ombudsman message put cards in the trail and in the messages too.
    await callOperation(server, 'searchBeneficiario', {
      token: accessToken,
      query: { carteirinhaOuCpf: '09000001000001001' },
    });
    await callOperation(server, 'createOuvidoriaMensagem', {
      token: accessToken,
      body: {
        numeroCarteira: '09000001000001001',
        nome: 'Dra. Ana Souza',
        email: 'ana.souza@example.com',
        whatsapp: '(11) 98765-4321',
        cidade: 'São Paulo',
        mensagem: 'Pergunta sobre um reembolso.',
      },
    });
    const patients = await server.db
      .selectFrom('planoTratamento as p')
      .innerJoin('beneficiario as b', 'b.id', 'p.beneficiarioId')
      .select(['b.nome', 'b.cpf', 'b.numeroCarteira'])
      .where('p.dentistaId', '=', anaId)
      .distinct()
      .execute();
    // The demo's Ana treats several patients: the file once named them all.
    expect(patients.length).toBeGreaterThanOrEqual(3);

    const data = (await callOperation(server, 'exportMyData', { token: accessToken })).bodyAt(200);
    const file = JSON.stringify(data);
    for (const patient of patients) {
      expect(file).not.toContain(patient.nome);
      expect(file).not.toContain(patient.numeroCarteira);
      if (patient.cpf) expect(file).not.toContain(patient.cpf);
    }
    expect(file).not.toMatch(/(?<!\d)\d{17}(?!\d)/);
    const masked = /^\*{13}\d{4}$/;
    expect(data.planosTratamento.length).toBeGreaterThan(0);
    for (const plano of data.planosTratamento) {
      expect(plano.numeroCarteira).toMatch(masked);
      expect(plano).not.toHaveProperty('beneficiario');
    }
    expect(data.glosas.length).toBeGreaterThan(0);
    for (const glosa of data.glosas) {
      expect(glosa.numeroCarteira).toMatch(masked);
      expect(glosa).not.toHaveProperty('paciente');
    }
    expect(data.mensagensOuvidoria.map((mensagem) => mensagem.numeroCarteira)).toContain('*************1001');
    expect(data.acessosBeneficiarios.map((acesso) => acesso.numeroCarteira)).toContain('*************1001');
  });

  it('should record each download as a security event, with the address it went to', async () => {
    const { accessToken } = await login(server, '54321');
    const brunoId = await dentistaIdOf(server, '54321');
    const events = () =>
      server.db
        .selectFrom('eventoSeguranca')
        .select(['tipo', 'dentistaId', 'ip'])
        .where('tipo', '=', 'exportacao_dados')
        .where('dentistaId', '=', brunoId)
        .execute();
    expect(await events()).toEqual([]);
    const response = await call(server, 'GET', '/api/account/meus-dados', {
      headers: { authorization: `Bearer ${accessToken}`, 'x-forwarded-for': '203.0.113.44' },
    });
    expect(response.status).toBe(200);
    expect(await events()).toEqual([{ tipo: 'exportacao_dados', dentistaId: brunoId, ip: '203.0.113.44' }]);
  });
});
