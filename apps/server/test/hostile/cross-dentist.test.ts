import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../support/database';
import { callOperation } from '../support/operations';
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
} from '../support/planos';
import { call, errorBody, login, startTestServer, type TestServer } from '../support/server';

/** Ids of records that belong to someone, or to no one. */
interface Target {
  plano: number;
  pendente: number;
  autorizado: number;
  ato: number;
  cro: string;
}

/** Past every id the seeded database or these tests create, and still inside int4. */
const MISSING_ID = 2_000_000_000;
const MISSING: Target = {
  plano: MISSING_ID,
  pendente: MISSING_ID,
  autorizado: MISSING_ID,
  ato: MISSING_ID,
  cro: '99999',
};

const notFound = (message: string) => ({ status: 404, body: errorBody(message) });
const PLANO_404 = notFound('Nenhum plano de tratamento encontrado.');
const ITEM_404 = notFound('Item do plano de tratamento não encontrado.');

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
    hers.autorizado = await addItem(server, ana, hers.plano, { idDente: 26 });
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

  /**
   * Every operation that takes an id or a CRO: another dentist's record answers exactly as a missing one
   * (status and body), so that ids cannot be probed. The v2 plan read answers a missing plan with 200 and
   * `data: null` (the contract's empty answer), and another dentist's plan the same way.
   */
  const attempts: [
    string,
    { status: number; body: unknown },
    (target: Target) => Promise<{ status: number; body: unknown }>,
  ][] = [
    [
      'list the plans of a CRO',
      PLANO_404,
      (target) => callOperation(server, 'listPlanosByDentista', { token: bruno, path: { cro: target.cro } }),
    ],
    [
      'list the plans of a CRO with paging and filters',
      PLANO_404,
      (target) =>
        callOperation(server, 'listPlanosByDentista', {
          token: bruno,
          path: { cro: target.cro },
          query: { pagina: 1, tamanhoPagina: 5, status: 1 },
        }),
    ],
    [
      'read a plan (v2)',
      { status: 200, body: { success: true, data: null } },
      (target) => callOperation(server, 'getPlanoTratamento', { token: bruno, path: { id: target.plano } }),
    ],
    [
      'read a plan (v1)',
      notFound('Plano de tratamento não encontrado.'),
      (target) => callOperation(server, 'getPlanoTratamentoV1', { token: bruno, path: { id: target.plano } }),
    ],
    [
      'list the items of a plan',
      PLANO_404,
      (target) =>
        callOperation(server, 'listPlanoTratamentoItens', { token: bruno, path: { id: target.plano } }),
    ],
    [
      'add an item to a plan',
      PLANO_404,
      (target) => postItem(server, bruno, target.plano, { idDente: 21, faces: 'V' }),
    ],
    [
      'remove a pending item',
      ITEM_404,
      (target) =>
        callOperation(server, 'deletePlanoTratamentoItem', { token: bruno, path: { id: target.pendente } }),
    ],
    [
      'send an authorized item to his fechamento',
      ITEM_404,
      (target) =>
        callOperation(server, 'addItensToFechamento', {
          token: bruno,
          body: { idsProcedimentoItem: [target.autorizado] },
        }),
    ],
    [
      'send his own and an unknown authorized item together to fechamento',
      ITEM_404,
      (target) =>
        callOperation(server, 'addItensToFechamento', {
          token: bruno,
          body: { idsProcedimentoItem: [his.autorizado, target.autorizado] },
        }),
    ],
    [
      'list the acts of a plan',
      PLANO_404,
      (target) => callOperation(server, 'listAtosByPlano', { token: bruno, query: { id: target.plano } }),
    ],
    [
      'record an act on an item',
      PLANO_404,
      (target) =>
        callOperation(server, 'createAto', {
          token: bruno,
          body: { idPlanoTratamento: target.plano, idProcedimentoItem: target.autorizado },
        }),
    ],
    [
      'delete an act',
      notFound('Ato não encontrado.'),
      (target) => callOperation(server, 'deleteAto', { token: bruno, query: { id: target.ato } }),
    ],
    [
      'upload a file to a plan (multipart)',
      PLANO_404,
      (target) =>
        uploadMultipart(
          server,
          bruno,
          target.plano,
          { name: 'intruso.png', bytes: pngBytes() },
          { cpf: MARIA_CPF },
        ),
    ],
    [
      'upload a file to a plan (JSON)',
      PLANO_404,
      (target) => uploadJson(server, bruno, target.plano, { name: 'intruso.png', bytes: pngBytes() }),
    ],
  ];

  it.each(attempts)(
    'should answer his attempt to %s of hers exactly as a missing one, changing nothing',
    async (_label, expected, attempt) => {
      const before = await planState(server);
      const theirs = await attempt({ ...hers, cro: '12345' });
      const missing = await attempt(MISSING);
      expect({ status: theirs.status, body: theirs.body }).toEqual(expected);
      expect({ status: missing.status, body: missing.body }).toEqual(expected);
      expect(await planState(server)).toEqual(before);
    },
  );

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
