import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up } from '../src/plataforma/banco/migrations/012-guias';
import type { OperacaoAcesso } from '../src/trilha-de-acesso/schema';
import { backends } from './support/database';
import { callOperation, operationUrl } from './support/operations';
import { addItem, createPlan, MARIA_CARTEIRA, setItemStatus } from './support/planos';
import { errorBody, login, startTestServer, type TestServer } from './support/server';
import { expectValidTiss, hashOf, recomputedHash, valuesOf } from './support/tiss';

type GuideOperation = 'getPlanoTratamentoTiss' | 'getPlanoTratamentoImpressao';

/** The plan code of the screens ('PTO-0042'). */
const codigo = (id: number) => `PTO-${String(id).padStart(4, '0')}`;

describe.each(backends)("a plan's guide (GTO) over HTTP on %s", (backend) => {
  let server: TestServer;
  let ana: string;
  let bruno: string;
  let planoId: number;
  let started: Date;

  beforeAll(async () => {
    server = await startTestServer({ backend, env: { OPERADORA_REGISTRO_ANS: '345678' } });
    started = new Date();
    ana = (await login(server, '12345')).accessToken;
    bruno = (await login(server, '54321')).accessToken;
    // Issue #16's example: a restoration on 16 (M, O) and a panoramic radiograph.
    planoId = await createPlan(server, ana);
    await addItem(server, ana, planoId);
    await addItem(server, ana, planoId, { codTuss: '81000405', idDente: null, faces: null });
  });
  afterAll(async () => {
    await server?.close();
  });

  /** The raw answer of a guide operation (XML or PDF bytes, or a JSON error). */
  async function guide(operation: GuideOperation, id: number | string, token?: string) {
    const response = await fetch(`${server.baseUrl}${operationUrl(operation, { path: { id } })}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    return { status: response.status, headers: response.headers, bytes };
  }
  const json = (bytes: Buffer) => JSON.parse(bytes.toString('utf8'));

  /** The guide accesses recorded for a plan, oldest first. */
  const trailOf = (id: number, operacao: OperacaoAcesso) =>
    server.db
      .selectFrom('acessoBeneficiario')
      .select(['dentistaId', 'numeroCarteira', 'planoId', 'operacao'])
      .where('planoId', '=', id)
      .where('operacao', '=', operacao)
      .orderBy('id')
      .execute();

  describe('the TISS XML (getPlanoTratamentoTiss)', () => {
    it('should answer the plan as a valid TISS message', async () => {
      const response = await guide('getPlanoTratamentoTiss', planoId, ana);
      expect(response.status).toBe(200);
      await expectValidTiss(response.bytes);
      // The plan's first emission: the plan code of the screens and the sequence.
      expect(valuesOf(response.bytes, 'numeroGuiaPrestador')).toEqual([`${codigo(planoId)}-01`]);
      expect(response.headers.get('numero-guia')).toBe(`${codigo(planoId)}-01`);
      // The header's destination, the guide's and (Maria has an initial odontogram) its annex's.
      expect(valuesOf(response.bytes, 'registroANS')).toEqual(['345678', '345678', '345678']);
      expect(valuesOf(response.bytes, 'elementoDentario').length).toBeGreaterThan(0);
      expect(valuesOf(response.bytes, 'numeroCarteira')).toContain(MARIA_CARTEIRA);
      expect(valuesOf(response.bytes, 'codigoProcedimento')).toEqual(['85100200', '81000405']);
      expect(valuesOf(response.bytes, 'codDente')).toEqual(['16']);
      expect(valuesOf(response.bytes, 'denteFace')).toEqual(['MO']);
      // New plans carry the TISS CNES of a provider without one.
      expect(valuesOf(response.bytes, 'cnesExec')).toEqual(['9999999']);
      expect(recomputedHash(response.bytes)).toBe(hashOf(response.bytes));
    });
  });

  describe('the printable guide (getPlanoTratamentoImpressao)', () => {
    it('should answer a PDF', async () => {
      const response = await guide('getPlanoTratamentoImpressao', planoId, ana);
      expect(response.status).toBe(200);
      expect(response.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    });
  });

  describe.each([
    ['getPlanoTratamentoTiss', 'exporta_guia', 'application/xml; charset=ISO-8859-1', 'attachment', 'xml'],
    ['getPlanoTratamentoImpressao', 'imprime_guia', 'application/pdf', 'inline', 'pdf'],
  ] as const)('%s', (operation, operacao, contentType, disposition, extension) => {
    it(`should answer ${contentType}, ${disposition} as GTO-<number>.${extension}, never cached`, async () => {
      const response = await guide(operation, planoId, ana);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(contentType);
      // The plan's one emission so far (the XML test above made it): the paper carries its number too.
      expect(response.headers.get('content-disposition')).toBe(
        `${disposition}; filename="GTO-${codigo(planoId)}-01.${extension}"`,
      );
      expect(response.headers.get('cache-control')).toBe('no-store');
    });

    it(`should record the access in the beneficiary's access trail as ${operacao}`, async () => {
      const before = (await trailOf(planoId, operacao)).length;
      expect((await guide(operation, planoId, ana)).status).toBe(200);
      const trail = await trailOf(planoId, operacao);
      expect(trail).toHaveLength(before + 1);
      expect(trail.at(-1)).toMatchObject({ numeroCarteira: MARIA_CARTEIRA, planoId, operacao });
    });

    it('should answer 401 without a token', async () => {
      const response = await guide(operation, planoId);
      expect(response.status).toBe(401);
    });

    it("should answer another dentist's plan as a missing one (404), recording nothing", async () => {
      const before = (await trailOf(planoId, operacao)).length;
      const foreign = await guide(operation, planoId, bruno);
      expect(foreign.status).toBe(404);
      expect(json(foreign.bytes)).toEqual(errorBody('Nenhum plano de tratamento encontrado.'));
      const missing = await guide(operation, 2_000_000_000, ana);
      expect(missing.status).toBe(404);
      expect(json(missing.bytes)).toEqual(json(foreign.bytes));
      expect(await trailOf(planoId, operacao)).toHaveLength(before);
    });

    it('should answer 400 for an id that is not a plan id', async () => {
      const response = await guide(operation, 'abc', ana);
      expect(response.status).toBe(400);
      expect(json(response.bytes)).toMatchObject({ success: false, data: null });
    });
  });

  it('should refuse the XML of a plan without items (409), the TISS request needing one', async () => {
    const empty = await createPlan(server, ana);
    const response = await guide('getPlanoTratamentoTiss', empty, ana);
    expect(response.status).toBe(409);
    expect(json(response.bytes)).toEqual(
      errorBody(
        'Este plano de tratamento ainda não tem procedimentos. Adicione ao menos um para gerar a guia TISS.',
      ),
    );
  });

  it("should give plans made with the old default CNES '0000000' the TISS one (migration 012)", async () => {
    const old = await createPlan(server, ana);
    await addItem(server, ana, old);
    await server.db
      .updateTable('planoTratamento')
      .set({ codigoCnes: '0000000' })
      .where('id', '=', old)
      .execute();
    // Migrations are written against an untyped database (they must not follow today's schema types).
    await up(server.db as unknown as Kysely<unknown>);
    const response = await guide('getPlanoTratamentoTiss', old, ana);
    expect(valuesOf(response.bytes, 'cnesExec')).toEqual(['9999999']);
  });

  describe('issue #29: each emission is a guide', () => {
    const tiss = (id: number) => guide('getPlanoTratamentoTiss', id, ana);
    const cancel = (id: number) =>
      callOperation(server, 'cancelPlanoTratamento', {
        token: ana,
        path: { id },
        body: { motivo: 'Paciente desistiu do tratamento.' },
      });
    const emissions = (id: number) =>
      server.db
        .selectFrom('emissaoGuia')
        .select(['numero', 'sequencia', 'tipo', 'hash'])
        .where('planoTratamentoId', '=', id)
        .orderBy('sequencia')
        .execute();

    it('should keep the number while the pending items stay, and give the next one when they change', async () => {
      const id = await createPlan(server, ana);
      const first = await addItem(server, ana, id);
      const one = await tiss(id);
      expect(one.status).toBe(200);
      expect(valuesOf(one.bytes, 'numeroGuiaPrestador')).toEqual([`${codigo(id)}-01`]);
      // Asked again with nothing changed: the same emission, byte for byte.
      const again = await tiss(id);
      expect(again.bytes.equals(one.bytes)).toBe(true);
      // A new item awaiting authorization: a new guide, with both.
      const second = await addItem(server, ana, id, { codTuss: '81000405', idDente: null, faces: null });
      const two = await tiss(id);
      expect(valuesOf(two.bytes, 'numeroGuiaPrestador')).toEqual([`${codigo(id)}-02`]);
      expect(valuesOf(two.bytes, 'codigoProcedimento')).toEqual(['85100200', '81000405']);
      // The first one decided: the next guide requests only the other.
      await setItemStatus(server, first, 'Autorizado');
      const three = await tiss(id);
      expect(valuesOf(three.bytes, 'numeroGuiaPrestador')).toEqual([`${codigo(id)}-03`]);
      expect(valuesOf(three.bytes, 'codigoProcedimento')).toEqual(['81000405']);
      await expectValidTiss(three.bytes);
      const stored = await emissions(id);
      expect(stored.map(({ numero, tipo }) => [numero, tipo])).toEqual([
        [`${codigo(id)}-01`, 'solicitacao'],
        [`${codigo(id)}-02`, 'solicitacao'],
        [`${codigo(id)}-03`, 'solicitacao'],
      ]);
      expect(stored.at(-1)?.hash).toBe(hashOf(three.bytes));
      const items = await server.db
        .selectFrom('emissaoGuiaItem as ei')
        .innerJoin('emissaoGuia as e', 'e.id', 'ei.emissaoGuiaId')
        .select(['e.numero', 'ei.planoTratamentoItemId as item'])
        .where('e.planoTratamentoId', '=', id)
        .orderBy('e.sequencia')
        .orderBy('ei.planoTratamentoItemId')
        .execute();
      expect(items.map(({ numero, item }) => [numero.slice(-2), item])).toEqual([
        ['01', first],
        ['02', first],
        ['02', second],
        ['03', second],
      ]);
    });

    it('should request neither a denied nor a performed item: only the pending one, valid, under a new number (acceptance)', async () => {
      const id = await createPlan(server, ana);
      const denied = await addItem(server, ana, id);
      const performed = await addItem(server, ana, id, { codTuss: '81000405', idDente: null, faces: null });
      const previous = await tiss(id);
      await setItemStatus(server, denied, 'Negado');
      await setItemStatus(server, performed, 'Realizado');
      // A root amputation on 16 (the root: no Tabela 32 face) now awaits authorization.
      await addItem(server, ana, id, { codTuss: '82000050', faces: 'R' });
      const response = await tiss(id);
      expect(response.status).toBe(200);
      await expectValidTiss(response.bytes);
      expect(valuesOf(response.bytes, 'procedimentosSolicitados')).toEqual([]);
      expect(valuesOf(response.bytes, 'codigoProcedimento')).toEqual(['82000050']);
      expect(valuesOf(response.bytes, 'denteFace')).toEqual([]);
      expect(valuesOf(response.bytes, 'aut')).toEqual(['N']);
      const [valor] = valuesOf(response.bytes, 'valorProc');
      expect(valuesOf(response.bytes, 'valorTotalProc')).toEqual([valor]);
      const [number] = valuesOf(response.bytes, 'numeroGuiaPrestador');
      expect(number).not.toBe(valuesOf(previous.bytes, 'numeroGuiaPrestador')[0]);
      expect(number).toBe(`${codigo(id)}-02`);
    });

    /** The annex's clinical content (ct_situacaoInicial: teeth, answers, observation) as the message carries it. */
    const situacaoOf = (bytes: Buffer) =>
      /<ans:ct_situacaoInicial>.*<\/ans:ct_situacaoInicial>/s.exec(bytes.toString('latin1'))?.[0] ?? '';
    /** Each tooth of the annex with its condition ('16C'). */
    const annexTeeth = (bytes: Buffer) =>
      [
        ...situacaoOf(bytes).matchAll(
          /<ans:elementoDentario>(\d+)<\/ans:elementoDentario><ans:condicaoClinica>(\w)</g,
        ),
      ].map(([, dente, condicao]) => `${dente}${condicao}`);

    it("should carry the plan's situação inicial in every emission, whatever is recorded after its first item (acceptance)", async () => {
      const id = await createPlan(server, ana);
      await addItem(server, ana, id);
      const first = await tiss(id);
      expect(first.status).toBe(200);
      const before = situacaoOf(first.bytes);
      // Maria's record is complete: the 32 positions (her retained 75 beside the missing 35) go in the annex.
      expect(annexTeeth(first.bytes)).toHaveLength(33);
      expect(annexTeeth(first.bytes)).toEqual(expect.arrayContaining(['35A', '75E', '16C']));
      // Bruno records a new version: 46 restored, periodontal disease, another observation.
      await createPlan(server, bruno);
      const latest = (
        await callOperation(server, 'getOdontogramaInicial', {
          token: bruno,
          path: { numeroCarteira: MARIA_CARTEIRA },
        })
      ).bodyAt(200).data;
      const changed = await callOperation(server, 'putOdontogramaInicial', {
        token: bruno,
        path: { numeroCarteira: MARIA_CARTEIRA },
        body: {
          dentes: latest.dentes.map(({ idDente, condicao }) => ({
            idDente,
            condicao: idDente === 46 ? 'R' : condicao,
          })),
          doencaPeriodontal: !latest.doencaPeriodontal,
          alteracaoTecidoMole: false,
          observacao: 'Reavaliação após raspagem.',
        },
      });
      expect(changed.status).toBe(200);
      // A new pending item: a new guide, whose annex is still the plan's version.
      await addItem(server, ana, id, { codTuss: '81000405', idDente: null, faces: null });
      const second = await tiss(id);
      expect(valuesOf(second.bytes, 'numeroGuiaPrestador')).toEqual([`${codigo(id)}-02`]);
      await expectValidTiss(second.bytes);
      expect(situacaoOf(second.bytes)).toBe(before);
      expect(annexTeeth(second.bytes)).toContain('46C');
      expect(situacaoOf(second.bytes)).not.toContain('Reavaliação após raspagem.');
    });

    it('should refuse a request whose situação inicial is incomplete (409 saying what to record), and issue it once complete', async () => {
      // Another beneficiary of the registry, whose latest record becomes a partial one.
      const semRegistro = await server.db
        .selectFrom('beneficiario')
        .select('numeroCarteira')
        .where('numeroCarteira', '!=', MARIA_CARTEIRA)
        // An expired card opens no plan (issue #30).
        .where('validadeCarteira', '>=', new Date().toISOString().slice(0, 10))
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirstOrThrow();
      const numeroCarteira = semRegistro.numeroCarteira;
      const id = (
        await callOperation(server, 'createPlanoTratamento', {
          token: ana,
          body: { matriculaBeneficiario: numeroCarteira },
        })
      ).bodyAt(201).data.id;
      const put = (body: Parameters<typeof callOperation<'putOdontogramaInicial'>>[2]['body']) =>
        callOperation(server, 'putOdontogramaInicial', { token: ana, path: { numeroCarteira }, body });
      expect((await put({ dentes: [{ idDente: 16, condicao: 'C' }] })).status).toBe(200);
      await addItem(server, ana, id);
      const refused = await tiss(id);
      expect(refused.status).toBe(409);
      const missing = [
        11, 12, 13, 14, 15, 17, 18, 21, 22, 23, 24, 25, 26, 27, 28, 31, 32, 33, 34, 35, 36, 37, 38, 41, 42,
        43, 44, 45, 46, 47, 48,
      ];
      expect(json(refused.bytes)).toEqual(
        errorBody(
          `A situação inicial do plano está incompleta para emitir a guia: registre os dentes ${missing.join(', ')} (ou marque-os como não avaliados); responda sobre doença periodontal e alteração de tecido mole.`,
        ),
      );
      expect(await emissions(id)).toEqual([]);
      // Every position recorded (those not examined as 'não avaliado', N) and both questions answered.
      const dentes = [16, ...missing].map((idDente) => ({
        idDente,
        condicao: idDente === 16 ? ('C' as const) : idDente === 18 ? ('A' as const) : ('N' as const),
      }));
      expect((await put({ dentes, doencaPeriodontal: false, alteracaoTecidoMole: false })).status).toBe(200);
      const issued = await tiss(id);
      expect(issued.status).toBe(200);
      await expectValidTiss(issued.bytes);
      // Teeth not evaluated stay out of the annex: dm_condicaoClinica has no such condition.
      expect(annexTeeth(issued.bytes)).toEqual(['16C', '18A']);
    });

    it('should answer 409 with the reason when nothing awaits authorization', async () => {
      const decided = await createPlan(server, ana);
      const a = await addItem(server, ana, decided);
      const b = await addItem(server, ana, decided, { idDente: 26, faces: 'M,O' });
      await setItemStatus(server, a, 'Autorizado');
      await setItemStatus(server, b, 'Negado');
      const response = await tiss(decided);
      expect(response.status).toBe(409);
      expect(json(response.bytes)).toEqual(
        errorBody(
          'Não há procedimentos aguardando autorização neste plano: todos já foram decididos pela operadora.',
        ),
      );
      await setItemStatus(server, a, 'Realizado');
      await server.db.updateTable('planoTratamento').set({ status: 3 }).where('id', '=', decided).execute();
      const concluded = await tiss(decided);
      expect(concluded.status).toBe(409);
      expect(json(concluded.bytes)).toEqual(
        errorBody(
          'Este plano de tratamento foi concluído: não há procedimentos aguardando autorização para solicitar.',
        ),
      );
      await setItemStatus(server, b, 'Auditoria');
      await server.db.updateTable('planoTratamento').set({ status: 1 }).where('id', '=', decided).execute();
      const inAudit = await tiss(decided);
      expect(json(inAudit.bytes)).toEqual(
        errorBody(
          'Não há procedimentos aguardando autorização neste plano: os demais já foram solicitados e estão em auditoria.',
        ),
      );
      expect(await emissions(decided)).toEqual([]);
    });

    it('should cancel the last request of a cancelled plan with cancelaGuia, once', async () => {
      const id = await createPlan(server, ana);
      await addItem(server, ana, id);
      await tiss(id);
      expect((await cancel(id)).status).toBe(200);
      const response = await tiss(id);
      expect(response.status).toBe(200);
      await expectValidTiss(response.bytes);
      expect(valuesOf(response.bytes, 'tipoTransacao')).toEqual(['CANCELA_GUIA']);
      expect(valuesOf(response.bytes, 'numeroGuiaPrestador')).toEqual([`${codigo(id)}-01`]);
      expect(response.headers.get('numero-guia')).toBe(`${codigo(id)}-02`);
      expect((await tiss(id)).bytes.equals(response.bytes)).toBe(true);
      expect((await emissions(id)).map(({ tipo }) => tipo)).toEqual(['solicitacao', 'cancelamento']);
    });

    it('should keep each emission as it was sent: its tables only grow', async () => {
      const id = await createPlan(server, ana);
      await addItem(server, ana, id);
      expect((await tiss(id)).status).toBe(200);
      const refused = 'as emissões de guia só recebem novas linhas';
      await expect(
        server.db
          .updateTable('emissaoGuia')
          .set({ hash: '0'.repeat(32) })
          .where('planoTratamentoId', '=', id)
          .execute(),
      ).rejects.toThrow(refused);
      await expect(
        server.db.deleteFrom('emissaoGuia').where('planoTratamentoId', '=', id).execute(),
      ).rejects.toThrow(refused);
      await expect(server.db.deleteFrom('emissaoGuiaItem').execute()).rejects.toThrow(refused);
    });

    it('should answer 409 for a plan cancelled before any guide', async () => {
      const id = await createPlan(server, ana);
      await addItem(server, ana, id);
      expect((await cancel(id)).status).toBe(200);
      const response = await tiss(id);
      expect(response.status).toBe(409);
      expect(json(response.bytes)).toEqual(
        errorBody('Este plano foi cancelado antes de qualquer guia ser emitida: não há guia a cancelar.'),
      );
    });
  });

  it('should export every demo plan of every demo dentist as a valid TISS message', async () => {
    const demoPlans = await server.db
      .selectFrom('planoTratamento as p')
      .innerJoin('dentista as d', 'd.id', 'p.dentistaId')
      .select(['d.cro', 'p.id'])
      .where('p.criadoEm', '<', started)
      .orderBy('p.id')
      .execute();
    const tokens = new Map([
      ['12345', ana],
      ['54321', bruno],
    ]);
    expect(new Set(demoPlans.map(({ cro }) => cro))).toEqual(new Set(tokens.keys()));
    const withItems = await server.db
      .selectFrom('planoTratamentoItem')
      .select('planoTratamentoId')
      .distinct()
      .execute();
    const exported = new Set(withItems.map((row) => row.planoTratamentoId));
    expect(demoPlans.filter(({ id }) => exported.has(id)).length).toBeGreaterThan(0);
    const semPendencias = [
      'Este plano de tratamento foi concluído: não há procedimentos aguardando autorização para solicitar.',
      'Não há procedimentos aguardando autorização neste plano: todos já foram decididos pela operadora.',
      'Não há procedimentos aguardando autorização neste plano: os demais já foram solicitados e estão em auditoria.',
      'Este plano foi cancelado antes de qualquer guia ser emitida: não há guia a cancelar.',
    ].map((message) => errorBody(message));
    let emitted = 0;
    for (const { cro, id } of demoPlans) {
      const response = await guide('getPlanoTratamentoTiss', id, tokens.get(cro));
      if (!exported.has(id)) {
        // A draft without items is no TISS request: the schema wants at least one procedure.
        expect(response.status, `plano ${id}`).toBe(409);
        continue;
      }
      if (response.status === 409) {
        // A plan with nothing awaiting authorization, or cancelled before any guide, says why.
        expect(semPendencias, `plano ${id}`).toContainEqual(json(response.bytes));
        continue;
      }
      expect(response.status, `plano ${id}`).toBe(200);
      emitted++;
      await expectValidTiss(response.bytes);
      expect(valuesOf(response.bytes, 'cnesExec'), `plano ${id}`).toEqual(['9999999']);
    }
    expect(emitted).toBeGreaterThan(0);
  });
});
