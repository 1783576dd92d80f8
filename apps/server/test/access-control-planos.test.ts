import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from './support/database';
import { callOperation } from './support/operations';
import {
  addItem,
  createPlan,
  MARIA_CARTEIRA,
  MARIA_CPF,
  planImages,
  planState,
  pngBytes,
  postItem,
  setItemStatus,
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
    const ato = await callOperation(server, 'createAto', {
      token: ana,
      body: { idPlanoTratamento: hers.plano, idProcedimentoItem: hers.autorizado },
    });
    hers.ato = ato.bodyAt(201).data.id;
    const upload = await uploadJson(server, ana, hers.plano, { name: 'dela.png', bytes: pngBytes() });
    hers.imagem = upload.bodyAt(201).data.idImagem;
    hers.link = (await planImages(server, ana, hers.plano))[0]?.absolutePath ?? '';

    const hisPlan = await createPlan(server, bruno);
    his.autorizado = await addItem(server, bruno, hisPlan);
    await setItemStatus(server, his.autorizado, 'Autorizado');
    await uploadJson(server, bruno, hisPlan, { bytes: pngBytes() });
    his.link = (await planImages(server, bruno, hisPlan))[0]?.absolutePath ?? '';
  });
  afterAll(async () => {
    await server?.close();
  });

  const attempts: [string, () => Promise<{ status: number; body: unknown }>][] = [
    [
      'list plans of CRO 12345',
      () => callOperation(server, 'listPlanosByDentista', { token: bruno, path: { cro: '12345' } }),
    ],
    [
      'list plans of CRO 12345 with paging and filters',
      () =>
        callOperation(server, 'listPlanosByDentista', {
          token: bruno,
          path: { cro: '12345' },
          query: { pagina: 1, tamanhoPagina: 5, status: 1 },
        }),
    ],
    [
      'read her plan (v2)',
      () => callOperation(server, 'getPlanoTratamento', { token: bruno, path: { id: hers.plano } }),
    ],
    [
      'read her plan (v1)',
      () => callOperation(server, 'getPlanoTratamentoV1', { token: bruno, path: { id: hers.plano } }),
    ],
    [
      'list the items of her plan',
      () => callOperation(server, 'listPlanoTratamentoItens', { token: bruno, path: { id: hers.plano } }),
    ],
    ['add an item to her plan', () => postItem(server, bruno, hers.plano, { idDente: 21, faces: 'V' })],
    [
      'remove her pending item',
      () => callOperation(server, 'deletePlanoTratamentoItem', { token: bruno, path: { id: hers.pendente } }),
    ],
    [
      'send her authorized item to his fechamento',
      () =>
        callOperation(server, 'addItensToFechamento', {
          token: bruno,
          body: { idsProcedimentoItem: [hers.autorizado] },
        }),
    ],
    [
      'send his and her authorized items together to fechamento',
      () =>
        callOperation(server, 'addItensToFechamento', {
          token: bruno,
          body: { idsProcedimentoItem: [his.autorizado, hers.autorizado] },
        }),
    ],
    [
      'list the acts of her plan',
      () => callOperation(server, 'listAtosByPlano', { token: bruno, query: { id: hers.plano } }),
    ],
    [
      'record an act on her item',
      () =>
        callOperation(server, 'createAto', {
          token: bruno,
          body: { idPlanoTratamento: hers.plano, idProcedimentoItem: hers.autorizado },
        }),
    ],
    ['delete her act', () => callOperation(server, 'deleteAto', { token: bruno, query: { id: hers.ato } })],
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
    const response = await callOperation(server, 'listAtos', { token: bruno });
    expect(response.bodyAt(200).data.map((ato) => ato.idAto)).not.toContain(hers.ato);
  });

  it('should make him the executing dentist of a plan he creates, whatever the body says', async () => {
    const created = await callOperation(server, 'createPlanoTratamento', {
      token: bruno,
      body: {
        matriculaBeneficiario: MARIA_CARTEIRA,
        croDentistaExecutante: '12345',
        codigoDentistaExecutante: '1',
      },
    });
    const { id } = created.bodyAt(201).data;
    const herList = await callOperation(server, 'listPlanosByDentista', {
      token: ana,
      path: { cro: '12345' },
    });
    expect(herList.bodyAt(200).data.map((plan) => plan.idPlanoTratamento)).not.toContain(id);
    const read = await callOperation(server, 'getPlanoTratamento', { token: bruno, path: { id } });
    expect(read.bodyAt(200).data?.dentistaExecutanteCro).toBe('54321');
  });
});
