import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteExpiredIdempotencyKeys, MSG_IDEMPOTENCIA } from '../src/plataforma/http/idempotency';
import { backends } from './support/database';
import { MARIA_CARTEIRA, pngBytes, someProcedure } from './support/planos';
import { call, errorBody, fieldErrorBody, login, startTestServer, type TestServer } from './support/server';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(backends)('idempotency keys on %s', (backend) => {
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

  const withKey = (key: string | undefined): Record<string, string> =>
    key === undefined ? {} : { 'idempotency-key': key };
  const createPlan = (key?: string, body: object = { matriculaBeneficiario: MARIA_CARTEIRA }, token = ana) =>
    call<{ data: { id: number } }>(server, 'POST', '/api/v2/planoTratamento', {
      token,
      body,
      headers: withKey(key),
    });
  const createItem = async (planoId: number, key?: string, idDente = 16) => {
    const procedimento = await someProcedure(server);
    return call<{ data: { idProcedimentoItem: number } }>(server, 'POST', '/api/v2/planoTratamentoItens', {
      token: ana,
      headers: withKey(key),
      body: {
        idPlanoTratamento: planoId,
        idAudiProcedimento: procedimento.id,
        codTuss: procedimento.tuss,
        idDente,
        faces: 'M,O',
      },
    });
  };
  const upload = async (planoId: number, key?: string, bytes: Uint8Array = pngBytes()) => {
    const form = new FormData();
    form.append('IdImagemTipo', '1');
    form.append('file', new Blob([bytes], { type: 'image/png' }), 'radiografia.png');
    const response = await fetch(
      `${server.baseUrl}/api/v2/planoTratamento/imagens/upload?idPlanoTratamento=${planoId}`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${ana}`, ...withKey(key) },
        body: form,
      },
    );
    return { status: response.status, headers: response.headers, body: await response.json() };
  };
  const plansOf = async (cro: string) => {
    const rows = await server.db
      .selectFrom('planoTratamento as p')
      .innerJoin('dentista as d', 'd.id', 'p.dentistaId')
      .select('p.id')
      .where('d.cro', '=', cro)
      .execute();
    return rows.length;
  };
  const itemsOf = async (planoId: number) =>
    (
      await server.db
        .selectFrom('planoTratamentoItem')
        .select('id')
        .where('planoTratamentoId', '=', planoId)
        .execute()
    ).length;
  const filesOf = async (planoId: number) =>
    (
      await server.db
        .selectFrom('planoImagem')
        .select('id')
        .where('planoTratamentoId', '=', planoId)
        .execute()
    ).length;
  const newPlanId = async () => (await createPlan()).body.data.id;

  it('should answer a retried plan creation with the first answer and create one plan', async () => {
    const key = randomUUID();
    const before = await plansOf('12345');
    const first = await createPlan(key);
    const retry = await createPlan(key);
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await plansOf('12345')).toBe(before + 1);
  });

  it('should create one plan for identical requests sent at the same time', async () => {
    const key = randomUUID();
    const before = await plansOf('12345');
    const answers = await Promise.all(Array.from({ length: 5 }, () => createPlan(key)));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.body.data.id)).size).toBe(1);
    expect(await plansOf('12345')).toBe(before + 1);
  });

  it('should answer a retried item creation with the first answer and add one item', async () => {
    const planoId = await newPlanId();
    const key = randomUUID();
    const first = await createItem(planoId, key);
    const retry = await createItem(planoId, key);
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(await itemsOf(planoId)).toBe(1);
  });

  it('should add one item for identical item requests sent at the same time', async () => {
    const planoId = await newPlanId();
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 4 }, () => createItem(planoId, key)));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.body.data.idProcedimentoItem)).size).toBe(1);
    expect(await itemsOf(planoId)).toBe(1);
  });

  it('should answer a retried upload with the first answer and keep one file', async () => {
    const planoId = await newPlanId();
    const key = randomUUID();
    const first = await upload(planoId, key);
    const retry = await upload(planoId, key);
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(await filesOf(planoId)).toBe(1);
    const concurrent = randomUUID();
    const answers = await Promise.all([upload(planoId, concurrent), upload(planoId, concurrent)]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    expect(answers[1]?.body).toEqual(answers[0]?.body);
    expect(await filesOf(planoId)).toBe(2);
  });

  it('should refuse the same key with another request with 422 and create nothing', async () => {
    const planoId = await newPlanId();
    const key = randomUUID();
    expect((await createItem(planoId, key, 16)).status).toBe(201);
    const other = await createItem(planoId, key, 26);
    expect(other.status).toBe(422);
    expect(other.body).toEqual(errorBody(MSG_IDEMPOTENCIA.outrosDados));
    expect(await itemsOf(planoId)).toBe(1);
    const otherFile = await upload(planoId, randomUUID());
    expect(otherFile.status).toBe(201);
    const reused = await upload(planoId, key);
    // A key is per operation: the item's key is new to the upload.
    expect(reused.status).toBe(201);
    const changed = await upload(planoId, key, pngBytes(2, 2));
    expect(changed.status).toBe(422);
    expect(await filesOf(planoId)).toBe(2);
  });

  it('should behave as before without a key: every request creates', async () => {
    const before = await plansOf('12345');
    expect((await createPlan()).status).toBe(201);
    expect((await createPlan()).status).toBe(201);
    expect(await plansOf('12345')).toBe(before + 2);
  });

  it("should keep one dentist's key apart from another's", async () => {
    const key = randomUUID();
    const [ana1, bruno1] = [await createPlan(key), await createPlan(key, undefined, bruno)];
    expect(ana1.status).toBe(201);
    expect(bruno1.status).toBe(201);
    expect(bruno1.body.data.id).not.toBe(ana1.body.data.id);
  });

  it('should keep nothing for a refused request, so that its retry runs again', async () => {
    const key = randomUUID();
    const refused = await createPlan(key, { matriculaBeneficiario: '09999999999999999' });
    expect(refused.status).toBe(404);
    const rows = await server.db
      .selectFrom('chaveIdempotencia')
      .select('chave')
      .where('chave', '=', key)
      .execute();
    expect(rows).toEqual([]);
    const before = await plansOf('12345');
    expect((await createPlan(key)).status).toBe(201);
    expect(await plansOf('12345')).toBe(before + 1);
  });

  it('should forget a key after 24 hours (deleteExpiredIdempotencyKeys), after which it creates again', async () => {
    const key = randomUUID();
    const first = await createPlan(key);
    expect(await deleteExpiredIdempotencyKeys(server.db, new Date(Date.now() + DAY_MS - 60_000))).toBe(0);
    expect((await createPlan(key)).body).toEqual(first.body);
    expect(
      await deleteExpiredIdempotencyKeys(server.db, new Date(Date.now() + DAY_MS + 60_000)),
    ).toBeGreaterThan(0);
    const again = await createPlan(key);
    expect(again.status).toBe(201);
    expect(again.body.data.id).not.toBe(first.body.data.id);
  });

  it('should refuse a key that is empty or too long with 400', async () => {
    for (const key of ['', 'x'.repeat(256), 'com espaço']) {
      const before = await plansOf('12345');
      const response = await createPlan(key);
      expect(response.status, key).toBe(400);
      expect(response.body).toEqual(
        fieldErrorBody(
          'Idempotency-Key',
          MSG_IDEMPOTENCIA.chaveInvalida,
          'Dados inválidos. Verifique os campos informados.',
        ),
      );
      expect(await plansOf('12345')).toBe(before);
    }
  });
});
