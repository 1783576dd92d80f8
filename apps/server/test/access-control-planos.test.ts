import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from './support/database';
import {
  addItem,
  createPlan,
  MARIA_CPF,
  planState,
  pngBytes,
  setItemStatus,
  someProcedure,
  uploadJson,
  uploadMultipart,
} from './support/planos';
import { call, errorBody, login, startTestServer, type TestServer } from './support/server';

const FORBIDDEN = errorBody('Você não tem permissão para acessar este recurso.');

describe.each(backends)("access to another dentist's plans on %s", (backend) => {
  let server: TestServer;
  let ana: string;
  let bruno: string;
  /** Ana's (CRO 12345) plan, a pending and an authorized item, an act and a file. */
  const hers = { plano: 0, pendente: 0, autorizado: 0, ato: 0, imagem: 0, link: '' };
  /** Bruno's (CRO 54321) own authorized item and file link. */
  const his = { autorizado: 0, link: '' };

  beforeAll(async () => {
    server = await startTestServer({ backend });
    ana = (await login(server, '12345')).accessToken;
    bruno = (await login(server, '54321')).accessToken;

    hers.plano = await createPlan(server, ana);
    hers.pendente = await addItem(server, ana, hers.plano);
    hers.autorizado = await addItem(server, ana, hers.plano);
    await setItemStatus(server, hers.autorizado, 'Autorizado');
    const ato = await call<{ data: { id: number } }>(server, 'POST', '/api/ato', {
      token: ana,
      body: { idPlanoTratamento: hers.plano, idProcedimentoItem: hers.autorizado },
    });
    hers.ato = ato.body.data.id;
    const upload = await uploadJson(server, ana, hers.plano, { name: 'dela.png', bytes: pngBytes() });
    hers.imagem = upload.body.data?.idImagem ?? 0;
    const plan = await call<{ data: { imagens: { absolutePath: string }[] } }>(
      server,
      'GET',
      `/api/v2/planoTratamento/${hers.plano}`,
      { token: ana },
    );
    hers.link = plan.body.data.imagens[0]?.absolutePath ?? '';

    const hisPlan = await createPlan(server, bruno);
    his.autorizado = await addItem(server, bruno, hisPlan);
    await setItemStatus(server, his.autorizado, 'Autorizado');
    await uploadJson(server, bruno, hisPlan, { bytes: pngBytes() });
    const hisRead = await call<{ data: { imagens: { absolutePath: string }[] } }>(
      server,
      'GET',
      `/api/v2/planoTratamento/${hisPlan}`,
      { token: bruno },
    );
    his.link = hisRead.body.data.imagens[0]?.absolutePath ?? '';
  });
  afterAll(async () => {
    await server?.close();
  });

  const attempts: [string, () => Promise<{ status: number; body: unknown }>][] = [
    [
      'list plans of CRO 12345',
      () => call(server, 'GET', '/api/v2/planoTratamento/dentista/12345', { token: bruno }),
    ],
    [
      'list plans of CRO 12345 with paging and filters',
      () =>
        call(server, 'GET', '/api/v2/planoTratamento/dentista/12345?pagina=1&tamanhoPagina=5&status=1', {
          token: bruno,
        }),
    ],
    [
      'read her plan (v2)',
      () => call(server, 'GET', `/api/v2/planoTratamento/${hers.plano}`, { token: bruno }),
    ],
    ['read her plan (v1)', () => call(server, 'GET', `/api/planoTratamento/${hers.plano}`, { token: bruno })],
    [
      'list the items of her plan',
      () => call(server, 'GET', `/api/v2/planoTratamentoItens/plano/${hers.plano}`, { token: bruno }),
    ],
    [
      'add an item to her plan',
      async () => {
        const procedimento = await someProcedure(server);
        return call(server, 'POST', '/api/v2/planoTratamentoItens', {
          token: bruno,
          body: {
            idPlanoTratamento: hers.plano,
            idAudiProcedimento: procedimento.id,
            codTuss: procedimento.tuss,
            idDente: 21,
            faces: 'V',
          },
        });
      },
    ],
    [
      'remove her pending item',
      () => call(server, 'DELETE', `/api/v2/planoTratamentoItens/${hers.pendente}`, { token: bruno }),
    ],
    [
      'send her authorized item to his fechamento',
      () =>
        call(server, 'POST', '/api/v2/fechamento', {
          token: bruno,
          body: { idsProcedimentoItem: [hers.autorizado] },
        }),
    ],
    [
      'send his and her authorized items together to fechamento',
      () =>
        call(server, 'POST', '/api/v2/fechamento', {
          token: bruno,
          body: { idsProcedimentoItem: [his.autorizado, hers.autorizado] },
        }),
    ],
    [
      'list the acts of her plan',
      () => call(server, 'GET', `/api/ato/plano_tratamento?id=${hers.plano}`, { token: bruno }),
    ],
    [
      'record an act on her item',
      () =>
        call(server, 'POST', '/api/ato', {
          token: bruno,
          body: { idPlanoTratamento: hers.plano, idProcedimentoItem: hers.autorizado },
        }),
    ],
    ['delete her act', () => call(server, 'DELETE', `/api/ato?id=${hers.ato}`, { token: bruno })],
    [
      'upload a file to her plan (multipart)',
      () =>
        uploadMultipart(
          server,
          bruno,
          hers.plano,
          { name: 'intruso.png', bytes: pngBytes() },
          { cpf: MARIA_CPF },
        ),
    ],
    [
      'upload a file to her plan (JSON)',
      () => uploadJson(server, bruno, hers.plano, { name: 'intruso.png', bytes: pngBytes() }),
    ],
  ];

  it.each(attempts)('should refuse to %s with 403 and change nothing', async (_label, attempt) => {
    const before = await planState(server);
    const response = await attempt();
    expect(response.status).toBe(403);
    expect(response.body).toEqual(FORBIDDEN);
    expect(await planState(server)).toEqual(before);
  });

  it('should refuse his own file link pointed at her file', async () => {
    const forged = his.link.replace(/imagens\/\d+\//, `imagens/${hers.imagem}/`);
    const response = await call(server, 'GET', forged);
    expect(response.status).toBe(403);
    expect(response.body).toEqual(
      errorBody('Link do arquivo expirado ou inválido. Abra o plano de tratamento novamente.'),
    );
    // Her own link does serve it: the refusal is about the signature.
    expect((await fetch(`${server.baseUrl}${hers.link}`)).status).toBe(200);
  });

  it('should list only his own acts', async () => {
    const response = await call<{ data: { idAto: number }[] }>(server, 'GET', '/api/ato', { token: bruno });
    expect(response.status).toBe(200);
    expect(response.body.data.map((ato) => ato.idAto)).not.toContain(hers.ato);
  });

  it('should make him the executing dentist of a plan he creates, whatever the body says', async () => {
    const created = await call<{ data: { id: number } }>(server, 'POST', '/api/v2/planoTratamento', {
      token: bruno,
      body: {
        matriculaBeneficiario: '09000001000001001',
        croDentistaExecutante: '12345',
        codigoDentistaExecutante: '1',
      },
    });
    expect(created.status).toBe(201);
    const herList = await call<{ data: { idPlanoTratamento: number }[] }>(
      server,
      'GET',
      '/api/v2/planoTratamento/dentista/12345',
      { token: ana },
    );
    expect(herList.body.data.map((plan) => plan.idPlanoTratamento)).not.toContain(created.body.data.id);
    const read = await call<{ data: { dentistaExecutanteCro: string } }>(
      server,
      'GET',
      `/api/v2/planoTratamento/${created.body.data.id}`,
      { token: bruno },
    );
    expect(read.body.data.dentistaExecutanteCro).toBe('54321');
  });
});
