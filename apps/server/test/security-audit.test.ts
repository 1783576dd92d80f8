import { type KyselyPlugin, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskCarteira } from '../src/plataforma/masking';
import { BeneficiaryAccess } from '../src/trilha-de-acesso/beneficiary-access';
import type { OperacaoAcesso } from '../src/trilha-de-acesso/schema';
import { backends } from './support/database';
import { callOperation } from './support/operations';
import { RESTAURACAO_2_FACES, someProcedure } from './support/planos';
import { call, login, startTestServer, type TestServer } from './support/server';
import { dentistaIdOf } from './support/sessions';

const MARIA = { numeroCarteira: '09000001000001001', cpf: '52998224725' };
const LIMITE = 'Limite de consultas de beneficiários atingido. Aguarde alguns minutos e tente novamente.';

describe.each(backends)('the beneficiary access audit on %s', (backend) => {
  let server: TestServer;
  let token: string;
  let dentistaId: number;

  beforeAll(async () => {
    // Behind a proxy on the same host: the trail keeps the client's address from X-Forwarded-For.
    server = await startTestServer({ backend, env: { TRUST_PROXY: '127.0.0.1' } });
    token = (await login(server, '12345')).accessToken;
    dentistaId = await dentistaIdOf(server, '12345');
  });
  afterAll(async () => {
    await server?.close();
  });

  const trail = () =>
    server.db
      .selectFrom('acessoBeneficiario')
      .select(['dentistaId', 'operacao', 'beneficiarioId', 'numeroCarteira', 'planoId', 'ip', 'criadoEm'])
      .where('dentistaId', '=', dentistaId)
      .orderBy('id')
      .execute();
  const mariaId = async () =>
    (
      await server.db
        .selectFrom('beneficiario')
        .select('id')
        .where('numeroCarteira', '=', MARIA.numeroCarteira)
        .executeTakeFirstOrThrow()
    ).id;
  const from = (client: string) => ({ authorization: `Bearer ${token}`, 'x-forwarded-for': client });

  it('should record every registry lookup with who, what, when and from where', async () => {
    const before = (await trail()).length;
    const started = Date.now();
    const byCard = await call(
      server,
      'GET',
      `/api/v2/beneficiario?carteirinhaOuCpf=${MARIA.numeroCarteira}`,
      {
        headers: from('203.0.113.7'),
      },
    );
    expect(byCard.status).toBe(200);
    const byCpf = await call(
      server,
      'GET',
      `/api/beneficiario?healthInsurerCode=0900&subscriberIdOrCpf=${MARIA.cpf}`,
      {
        headers: from('198.51.100.23'),
      },
    );
    expect(byCpf.status).toBe(200);
    // A miss is a lookup too (walking sequential card numbers finds mostly nobody).
    const miss = await call(server, 'GET', '/api/v2/beneficiario?carteirinhaOuCpf=09000009999999999', {
      headers: from('203.0.113.7'),
    });
    expect(miss.status).toBe(404);

    // Creating a plan names a card and its 404 tells whether it exists: a lookup as well.
    const created = await call(server, 'POST', '/api/v2/planoTratamento', {
      headers: from('203.0.113.8'),
      body: { matriculaBeneficiario: '09000009999999998' },
    });
    expect(created.status).toBe(404);

    const rows = (await trail()).slice(before);
    expect(rows.map(({ criadoEm: _, ...row }) => row)).toEqual([
      {
        dentistaId,
        operacao: 'busca_carteira',
        beneficiarioId: await mariaId(),
        numeroCarteira: MARIA.numeroCarteira,
        planoId: null,
        ip: '203.0.113.7',
      },
      {
        dentistaId,
        operacao: 'busca_cpf',
        beneficiarioId: await mariaId(),
        numeroCarteira: MARIA.numeroCarteira,
        planoId: null,
        ip: '198.51.100.23',
      },
      {
        dentistaId,
        operacao: 'busca_carteira',
        beneficiarioId: null,
        numeroCarteira: '09000009999999999',
        planoId: null,
        ip: '203.0.113.7',
      },
      {
        dentistaId,
        operacao: 'busca_carteira',
        beneficiarioId: null,
        numeroCarteira: '09000009999999998',
        planoId: null,
        ip: '203.0.113.8',
      },
    ]);
    for (const row of rows) {
      expect(row.criadoEm.getTime()).toBeGreaterThanOrEqual(started - 5_000);
      expect(row.criadoEm.getTime()).toBeLessThanOrEqual(Date.now() + 5_000);
    }
  });

  it("should record a validation that names a card as that card's lookup, found or not", async () => {
    const restauracao = await someProcedure(server, RESTAURACAO_2_FACES);
    const validateFor = (numeroCarteira: string) =>
      call(server, 'POST', '/api/v2/planoTratamentoItens/validacao', {
        headers: from('203.0.113.9'),
        body: {
          matriculaBeneficiario: numeroCarteira,
          idAudiProcedimento: restauracao.id,
          codTuss: RESTAURACAO_2_FACES,
          idDente: 16,
          faces: 'M,O',
        },
      });
    const before = (await trail()).length;
    expect((await validateFor(MARIA.numeroCarteira)).status).toBe(200);
    expect((await validateFor('09000009999999997')).status).toBe(404);
    const rows = (await trail()).slice(before);
    expect(rows.map(({ criadoEm: _, ...row }) => row)).toEqual([
      {
        dentistaId,
        operacao: 'busca_carteira',
        beneficiarioId: await mariaId(),
        numeroCarteira: MARIA.numeroCarteira,
        planoId: null,
        ip: '203.0.113.9',
      },
      {
        dentistaId,
        operacao: 'busca_carteira',
        beneficiarioId: null,
        numeroCarteira: '09000009999999997',
        planoId: null,
        ip: '203.0.113.9',
      },
    ]);
  });

  it('should record the plan reads that show beneficiary data (one plan, v1 and v2, and the list)', async () => {
    const list = await callOperation(server, 'listPlanosByDentista', {
      token,
      path: { cro: '12345' },
      query: { pagina: 1, tamanhoPagina: 3 },
    });
    const page = list.bodyAt(200).data;
    expect(page.length).toBeGreaterThan(0);
    const [first] = page;
    if (!first) throw new Error('sem planos de demonstração');
    const before = (await trail()).length;

    expect(
      (await callOperation(server, 'getPlanoTratamento', { token, path: { id: first.idPlanoTratamento } }))
        .status,
    ).toBe(200);
    expect(
      (await callOperation(server, 'getPlanoTratamentoV1', { token, path: { id: first.idPlanoTratamento } }))
        .status,
    ).toBe(200);
    await callOperation(server, 'listPlanosByDentista', {
      token,
      path: { cro: '12345' },
      query: { pagina: 1, tamanhoPagina: 3 },
    });

    const rows = (await trail()).slice(before);
    const shown = { numeroCarteira: first.ba3MatAnt, planoId: first.idPlanoTratamento, ip: '127.0.0.1' };
    expect(rows.slice(0, 2)).toEqual([
      expect.objectContaining({ operacao: 'consulta_plano', ...shown }),
      expect.objectContaining({ operacao: 'consulta_plano', ...shown }),
    ]);
    expect(rows.slice(2).map((row) => [row.operacao, row.planoId, row.numeroCarteira])).toEqual(
      page.map((plano) => ['lista_planos', plano.idPlanoTratamento, plano.ba3MatAnt]),
    );
    // Every row names the plan's beneficiary (the list writes the ids its page read, the others resolve the card).
    const beneficiaryOf = new Map(
      (
        await server.db
          .selectFrom('planoTratamento')
          .select(['id', 'beneficiarioId'])
          .where(
            'id',
            'in',
            rows.map((row) => row.planoId ?? 0),
          )
          .execute()
      ).map((plano) => [plano.id, plano.beneficiarioId]),
    );
    expect(rows.map((row) => row.beneficiarioId)).toEqual(
      rows.map((row) => beneficiaryOf.get(row.planoId ?? 0)),
    );
  });

  it('should write the entries of a request in one statement, resolving only the ids it is not given', async () => {
    let statements = 0;
    const counting: KyselyPlugin = {
      transformQuery: ({ node }) => {
        statements++;
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    const access = new BeneficiaryAccess(server.db.withPlugin(counting), 300);
    const before = (await trail()).length;
    const mariaBeneficiario = await mariaId();
    await access.record([
      // An id the caller read is written as given (a plan list page), without looking the card up.
      {
        dentistaId,
        operacao: 'lista_planos',
        numeroCarteira: MARIA.numeroCarteira,
        planoId: 1,
        ip: '10.0.0.1',
        beneficiarioId: mariaBeneficiario,
      },
      {
        dentistaId,
        operacao: 'lista_planos',
        numeroCarteira: MARIA.numeroCarteira,
        planoId: 2,
        ip: '10.0.0.1',
        beneficiarioId: null,
      },
      {
        dentistaId,
        operacao: 'consulta_plano',
        numeroCarteira: MARIA.numeroCarteira,
        planoId: 1,
        ip: '10.0.0.1',
      },
      { dentistaId, operacao: 'busca_carteira', numeroCarteira: '09000009999999999', ip: '10.0.0.1' },
      { dentistaId, operacao: 'busca_cpf', numeroCarteira: null, ip: '10.0.0.1' },
    ]);
    expect(statements).toBe(1);
    expect(
      (await trail()).slice(before).map((row) => [row.operacao, row.beneficiarioId, row.planoId]),
    ).toEqual([
      ['lista_planos', mariaBeneficiario, 1],
      ['lista_planos', null, 2],
      ['consulta_plano', mariaBeneficiario, 1],
      ['busca_carteira', null, null],
      ['busca_cpf', null, null],
    ]);
  });

  it('should refuse UPDATE, DELETE and TRUNCATE on the trail', async () => {
    const before = await trail();
    expect(before.length).toBeGreaterThan(0);
    await expect(
      server.db
        .updateTable('acessoBeneficiario')
        .set({ ip: '0.0.0.0' })
        .where('dentistaId', '=', dentistaId)
        .execute(),
    ).rejects.toThrow(/apenas inserções/);
    await expect(
      server.db.deleteFrom('acessoBeneficiario').where('dentistaId', '=', dentistaId).execute(),
    ).rejects.toThrow(/apenas inserções/);
    await expect(sql`truncate acesso_beneficiario`.execute(server.db)).rejects.toThrow(/apenas inserções/);
    expect(await trail()).toEqual(before);
  });

  it("should put the trail in the dentist's data export, and nobody else's", async () => {
    const exported = await callOperation(server, 'exportMyData', { token });
    const { acessosBeneficiarios } = exported.bodyAt(200);
    const rows = await trail();
    expect(acessosBeneficiarios).toHaveLength(rows.length);
    // Newest first, as stored.
    expect(acessosBeneficiarios).toEqual(
      [...rows].reverse().map((row) => ({
        criadoEm: row.criadoEm.toISOString(),
        operacao: row.operacao,
        // The export is the dentist's data: the patients' cards in it are masked.
        numeroCarteira: row.numeroCarteira === null ? null : maskCarteira(row.numeroCarteira),
        planoId: row.planoId,
        ip: row.ip,
      })),
    );
    const other = (await login(server, '54321')).accessToken;
    expect(
      (await callOperation(server, 'exportMyData', { token: other })).bodyAt(200).acessosBeneficiarios,
    ).toEqual([]);
  });
});

describe.each(backends)('the beneficiary lookup quota on %s', (backend) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ backend, auditLimits: { lookupsPerHour: 3 } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('should answer 429 in pt-BR past the hourly quota of the dentist, in each version envelope', async () => {
    const token = (await login(server, '12345')).accessToken;
    const v2 = () =>
      callOperation(server, 'searchBeneficiario', { token, query: { carteirinhaOuCpf: MARIA.cpf } });
    const v1 = () =>
      callOperation(server, 'searchBeneficiarioV1', {
        token,
        query: { healthInsurerCode: '0900', subscriberIdOrCpf: MARIA.numeroCarteira },
      });
    expect([(await v2()).status, (await v1()).status, (await v2()).status]).toEqual([200, 200, 200]);

    const refusedV2 = await v2();
    expect(refusedV2.status).toBe(429);
    expect(refusedV2.body).toEqual({ success: false, data: [], errorMessage: LIMITE });
    // The oldest of the three lookups leaves the hour's window in about an hour.
    for (const refused of [refusedV2, await v1()]) {
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3_500);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(3_600);
    }
    const refusedV1 = await v1();
    expect(refusedV1.status).toBe(429);
    expect(refusedV1.body).toEqual({ success: false, data: null, message: LIMITE, errors: [LIMITE] });
    const planCount = async () =>
      (
        await server.db
          .selectFrom('planoTratamento')
          .select(sql<number>`count(*)::int`.as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const plansBefore = await planCount();
    const refusedPlan = await callOperation(server, 'createPlanoTratamento', {
      token,
      body: { matriculaBeneficiario: MARIA.numeroCarteira },
    });
    expect(refusedPlan.status).toBe(429);
    expect(Number(refusedPlan.headers.get('retry-after'))).toBeGreaterThan(3_500);
    expect(refusedPlan.body).toEqual({ success: false, data: null, message: LIMITE, errors: [LIMITE] });
    expect(await planCount()).toBe(plansBefore);

    // Refused lookups show nothing, so they are not in the trail; another dentist has a quota of their own.
    const count = await server.db
      .selectFrom('acessoBeneficiario')
      .select(sql<number>`count(*)::int`.as('count'))
      .executeTakeFirstOrThrow();
    expect(count.count).toBe(3);
    const other = (await login(server, '54321')).accessToken;
    const theirs = await callOperation(server, 'searchBeneficiario', {
      token: other,
      query: { carteirinhaOuCpf: MARIA.cpf },
    });
    expect(theirs.status).toBe(200);
  });

  it('should count only the lookups of the last hour', async () => {
    // Bruno searched once above; five searches of his older than an hour must not count, nor his plan
    // reads and odontogram reads of this hour (they show beneficiaries but are not registry lookups).
    const bruno = await dentistaIdOf(server, '54321');
    const entry = (operacao: OperacaoAcesso, criadoEm: Date) => ({
      dentistaId: bruno,
      operacao,
      numeroCarteira: null,
      ip: '127.0.0.1',
      criadoEm,
    });
    const hourAgo = new Date(Date.now() - 61 * 60_000);
    await server.db
      .insertInto('acessoBeneficiario')
      .values([
        ...Array.from({ length: 5 }, () => entry('busca_cpf', hourAgo)),
        ...(['lista_planos', 'consulta_plano', 'consulta_odontograma', 'registro_odontograma'] as const).map(
          (operacao) => entry(operacao, new Date()),
        ),
      ])
      .execute();
    const token = (await login(server, '54321')).accessToken;
    const search = () =>
      callOperation(server, 'searchBeneficiario', { token, query: { carteirinhaOuCpf: MARIA.cpf } });
    expect([(await search()).status, (await search()).status, (await search()).status]).toEqual([
      200, 200, 429,
    ]);
  });
});

describe.each(backends)('validations that name a card, against the lookup quota on %s', (backend) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ backend, auditLimits: { lookupsPerHour: 3 } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('should count a validation that names a card as a lookup: 429 past the quota, before any glosa', async () => {
    const token = (await login(server, '12345')).accessToken;
    const restauracao = await someProcedure(server, RESTAURACAO_2_FACES);
    const validate = () =>
      callOperation(server, 'validatePlanoTratamentoItem', {
        token,
        body: {
          matriculaBeneficiario: MARIA.numeroCarteira,
          idAudiProcedimento: restauracao.id,
          codTuss: RESTAURACAO_2_FACES,
          idDente: 18,
          faces: 'M,O',
        },
      });
    const search = () =>
      callOperation(server, 'searchBeneficiario', { token, query: { carteirinhaOuCpf: MARIA.cpf } });
    expect([(await validate()).status, (await search()).status, (await validate()).status]).toEqual([
      200, 200, 200,
    ]);
    // Both ways share one quota: the registry search is refused after two validations and one search...
    expect((await search()).status).toBe(429);
    // ...and the validation after them, with the lookups' message and wait.
    const refused = await validate();
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ success: false, data: null, message: LIMITE, errors: [LIMITE] });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3_500);
    const ana = await dentistaIdOf(server, '12345');
    const recorded = await server.db
      .selectFrom('acessoBeneficiario')
      .select('operacao')
      .where('dentistaId', '=', ana)
      .execute();
    expect(recorded).toHaveLength(3);
  });
});
