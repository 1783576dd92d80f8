import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DentistOperations, QueryParams } from '../src/contract';
import { backends } from './support/database';
import { callOperation } from './support/operations';
import { createPlan } from './support/planos';
import { call, demoTokens, errorBody, startTestServer, type TestServer } from './support/server';
import { dentistaIdOf } from './support/sessions';

type Direcao = 'asc' | 'desc';

/**
 * The order a list must come in: by the value, then by the id in the same direction (the servers'
 * tie-breaker), nulls last either way.
 */
function sortedBy<Row>(
  rows: readonly Row[],
  value: (row: Row) => string | number | null,
  id: (row: Row) => number,
  ordem: Direcao,
): Row[] {
  const sentido = ordem === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const [x, y] = [value(a), value(b)];
    if (x !== y) {
      if (x === null) return 1;
      if (y === null) return -1;
      return sentido * (x < y ? -1 : 1);
    }
    return sentido * (id(a) - id(b));
  });
}

const INVALID = 'Dados inválidos. Verifique os campos informados.';
const badValue = (name: string) =>
  errorBody(
    INVALID,
    [`O campo ${name} tem um valor não permitido.`],
    [{ name, reason: `O campo ${name} tem um valor não permitido.` }],
  );

// The list operations behind the portal's sortable tables (issue #34): a whitelisted column, a direction,
// a total order (a tie-breaker) so that paging never repeats or skips a row, and a 400 in pt-BR otherwise.
describe.each(backends)('sorting the lists over HTTP on %s', (backend) => {
  let server: TestServer;
  let ana: string;
  let bruno: string;
  let paulo: string;

  beforeAll(async () => {
    server = await startTestServer({ backend });
    ({ ana, bruno, paulo } = await demoTokens(server));
  });
  afterAll(async () => server?.close());

  /** Every page of a list, one row a page, concatenated: what a person paging through sees. */
  async function pagedThrough<Row>(page: (pagina: number) => Promise<{ rows: Row[]; total: number }>) {
    const seen: Row[] = [];
    const first = await page(1);
    seen.push(...first.rows);
    for (let pagina = 2; pagina <= first.total; pagina += 1) seen.push(...(await page(pagina)).rows);
    return seen;
  }

  describe('the plan list', () => {
    type Query = QueryParams<DentistOperations['listPlanosByDentista']>;
    const list = async (query: Query) =>
      (
        await callOperation(server, 'listPlanosByDentista', { token: ana, path: { cro: '12345' }, query })
      ).bodyAt(200);

    beforeAll(async () => {
      // Two plans issued at the same instant and a third with another status: ties the order must break.
      const ids = [
        await createPlan(server, ana),
        await createPlan(server, ana),
        await createPlan(server, ana),
      ];
      const instante = new Date('2026-11-20T12:00:00.000Z');
      // Columns the services never update: set here by hand.
      await sql`update plano_tratamento set criado_em = ${instante}, valido_ate = ${new Date('2027-01-19T12:00:00.000Z')}
        where id in (${sql.join(ids.slice(0, 2))})`.execute(server.db);
    });

    it('should keep the newest first without a sorting, as before', async () => {
      const all = (await list({ pagina: 1, tamanhoPagina: 100 })).data;
      expect(all.length).toBeGreaterThan(3);
      const asked = (await list({ pagina: 1, tamanhoPagina: 100, ordenarPor: 'emissao', ordem: 'desc' }))
        .data;
      expect(all.map((plan) => plan.idPlanoTratamento)).toEqual(asked.map((plan) => plan.idPlanoTratamento));
      expect(all.map((plan) => plan.idPlanoTratamento)).toEqual(
        sortedBy(
          all,
          (plan) => plan.dtCriacao,
          (plan) => plan.idPlanoTratamento,
          'desc',
        ).map((plan) => plan.idPlanoTratamento),
      );
    });

    it.each([
      ['emissao', 'asc'],
      ['emissao', 'desc'],
      ['validade', 'asc'],
      ['validade', 'desc'],
    ] as const)(
      'should sort by %s %s, the id breaking ties, and page without repeats',
      async (por, ordem) => {
        const all = (await list({ pagina: 1, tamanhoPagina: 100, ordenarPor: por, ordem })).data;
        const value = (plan: (typeof all)[number]) => (por === 'emissao' ? plan.dtCriacao : plan.dtValidade);
        const ids = all.map((plan) => plan.idPlanoTratamento);
        expect(ids).toEqual(
          sortedBy(all, value, (plan) => plan.idPlanoTratamento, ordem).map((p) => p.idPlanoTratamento),
        );
        const paged = await pagedThrough(async (pagina) => {
          const page = await list({ pagina, tamanhoPagina: 1, ordenarPor: por, ordem });
          return { rows: page.data, total: page.paginacao.total };
        });
        expect(paged.map((plan) => plan.idPlanoTratamento)).toEqual(ids);
      },
    );

    it.each(['asc', 'desc'] as const)(
      'should sort by status %s, equal statuses newest first',
      async (ordem) => {
        const all = (await list({ pagina: 1, tamanhoPagina: 100, ordenarPor: 'status', ordem })).data;
        expect(new Set(all.map((plan) => plan.status)).size).toBeGreaterThan(1);
        const expected = [...all].sort(
          (a, b) =>
            (ordem === 'asc' ? 1 : -1) * (a.status - b.status) ||
            b.dtCriacao.localeCompare(a.dtCriacao) ||
            b.idPlanoTratamento - a.idPlanoTratamento,
        );
        expect(all.map((plan) => plan.idPlanoTratamento)).toEqual(
          expected.map((plan) => plan.idPlanoTratamento),
        );
        // The page's beneficiaries go to the access trail in the page's own order.
        const page = await list({ pagina: 1, tamanhoPagina: 3, ordenarPor: 'status', ordem });
        const trail = await server.db
          .selectFrom('acessoBeneficiario')
          .select('planoId')
          .where('dentistaId', '=', await dentistaIdOf(server, '12345'))
          .where('operacao', '=', 'lista_planos')
          .orderBy('id', 'desc')
          .limit(3)
          .execute();
        expect(trail.map((row) => row.planoId).reverse()).toEqual(
          page.data.map((plan) => plan.idPlanoTratamento),
        );
      },
    );

    it.each([
      ['ordenarPor=nome', 'ordenarPor'],
      ['ordenarPor=criadoEm', 'ordenarPor'],
      ['ordem=crescente', 'ordem'],
    ])('should refuse %s with 400 and a pt-BR message', async (search, name) => {
      const response = await call(server, 'GET', `/api/v2/planoTratamento/dentista/12345?${search}`, {
        token: ana,
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual(badValue(name));
    });
  });

  describe('glosas', () => {
    type Query = QueryParams<DentistOperations['listGlosas']>;
    const list = async (token: string, query: Query) =>
      (await callOperation(server, 'listGlosas', { token, query })).bodyAt(200);

    it('should keep the newest analysis first without a sorting, the id breaking ties', async () => {
      const all = (await list(ana, { tamanhoPagina: 100 })).data;
      expect(all.length).toBeGreaterThan(1);
      const stored = await server.db
        .selectFrom('analiseContaItem')
        .select(['id', 'analisadoEm'])
        .where(
          'id',
          'in',
          all.map((glosa) => glosa.id),
        )
        .execute();
      const analisadoEm = new Map(stored.map((row) => [row.id, row.analisadoEm.toISOString()]));
      expect(all.map((glosa) => glosa.id)).toEqual(
        sortedBy(
          all,
          (glosa) => analisadoEm.get(glosa.id) ?? null,
          (glosa) => glosa.id,
          'desc',
        ).map((g) => g.id),
      );
      // A total order: ascending is descending read backwards, ties included.
      const asc = (await list(ana, { tamanhoPagina: 100, ordenarPor: 'dataAnalise', ordem: 'asc' })).data;
      expect(asc.map((glosa) => glosa.id)).toEqual(all.map((glosa) => glosa.id).reverse());
    });

    const SITUACOES = ['nao_recorrida', 'em_recurso', 'aceita', 'aceita_parcialmente', 'mantida'];
    it.each([
      ['valorGlosado', 'asc'],
      ['valorGlosado', 'desc'],
      ['valorInformado', 'asc'],
      ['dataRealizacao', 'desc'],
      ['situacao', 'asc'],
      ['situacao', 'desc'],
    ] as const)('should sort by %s %s and page without repeats', async (por, ordem) => {
      // Bruno's glosas are accepted, in part and in full: more than one situation to sort.
      for (const token of [ana, bruno]) {
        const all = (await list(token, { tamanhoPagina: 100, ordenarPor: por, ordem })).data;
        const value = (glosa: (typeof all)[number]) =>
          por === 'valorGlosado'
            ? glosa.glosedAmount
            : por === 'valorInformado'
              ? glosa.originalAmount
              : por === 'dataRealizacao'
                ? glosa.dataRealizacao || null
                : SITUACOES.indexOf(glosa.status);
        expect(all.map((glosa) => glosa.id)).toEqual(
          sortedBy(all, value, (glosa) => glosa.id, ordem).map((glosa) => glosa.id),
        );
        const paged = await pagedThrough(async (pagina) => {
          const page = await list(token, { pagina, tamanhoPagina: 1, ordenarPor: por, ordem });
          return { rows: page.data, total: page.paginacao.total };
        });
        expect(paged.map((glosa) => glosa.id)).toEqual(all.map((glosa) => glosa.id));
      }
    });

    it('should sort the situations in the order an appeal goes through them', async () => {
      const all = (await list(bruno, { tamanhoPagina: 100, ordenarPor: 'situacao', ordem: 'asc' })).data;
      const statuses = all.map((glosa) => glosa.status);
      expect(new Set(statuses).size).toBeGreaterThan(1);
      expect(statuses).toEqual([...statuses].sort((a, b) => SITUACOES.indexOf(a) - SITUACOES.indexOf(b)));
    });

    it.each([
      ['ordenarPor=paciente', 'ordenarPor'],
      ['ordem=DESC', 'ordem'],
    ])('should refuse %s with 400 and a pt-BR message', async (search, name) => {
      const response = await call(server, 'GET', `/api/v2/glosas?${search}`, { token: ana });
      expect(response.status).toBe(400);
      expect(response.body).toEqual(badValue(name));
    });
  });

  describe('financeiro', () => {
    type Query = QueryParams<DentistOperations['listFinanceiro']>;
    const list = async (token: string, query: Query) =>
      (await callOperation(server, 'listFinanceiro', { token, query })).bodyAt(200);

    it('should keep the newest batch first without a sorting', async () => {
      const all = (await list(ana, {})).data;
      expect(all.length).toBeGreaterThan(1);
      const asked = (await list(ana, { ordenarPor: 'dataEnvio', ordem: 'desc' })).data;
      expect(all.map((registro) => registro.id)).toEqual(asked.map((registro) => registro.id));
      expect(all.map((registro) => registro.id)).toEqual(
        sortedBy(
          all,
          (registro) => registro.createdAt,
          (registro) => registro.id,
          'desc',
        ).map((r) => r.id),
      );
    });

    const LOTE = ['Aberto', 'Enviado', 'Em análise', 'Analisado', 'Pago'];
    it.each([
      ['valorLiberado', 'asc'],
      ['valorLiberado', 'desc'],
      ['valorGlosado', 'asc'],
      ['valorInformado', 'desc'],
      ['prazoPagamento', 'asc'],
      ['dataPagamento', 'asc'],
      ['dataPagamento', 'desc'],
      ['competencia', 'asc'],
      ['situacao', 'asc'],
      ['situacao', 'desc'],
    ] as const)(
      'should sort by %s %s, unpaid last on the payment day, and page without repeats',
      async (por, ordem) => {
        const all = (await list(ana, { tamanhoPagina: 100, ordenarPor: por, ordem })).data;
        const value = (r: (typeof all)[number]) =>
          ({
            valorLiberado: r.amount,
            valorGlosado: r.valorGlosado,
            valorInformado: r.valorInformado,
            prazoPagamento: r.dueDate,
            dataPagamento: r.paymentDate,
            competencia: r.competencia,
            situacao: LOTE.indexOf(r.loteStatus),
          })[por];
        expect(all.map((r) => r.id)).toEqual(sortedBy(all, value, (r) => r.id, ordem).map((r) => r.id));
        const paged = await pagedThrough(async (pagina) => {
          const page = await list(ana, { pagina, tamanhoPagina: 1, ordenarPor: por, ordem });
          return { rows: page.data, total: page.paginacao.total };
        });
        expect(paged.map((r) => r.id)).toEqual(all.map((r) => r.id));
      },
    );

    it('should list an unpaid batch after the paid ones by payment day, whichever the direction', async () => {
      for (const ordem of ['asc', 'desc'] as const) {
        const all = (await list(ana, { ordenarPor: 'dataPagamento', ordem })).data;
        expect(all.some((r) => r.paymentDate === null)).toBe(true);
        expect(all.at(-1)?.paymentDate).toBeNull();
      }
    });

    it('should refuse an unknown column with 400 and a pt-BR message', async () => {
      const response = await call(server, 'GET', '/api/v2/financeiro?ordenarPor=amount', { token: ana });
      expect(response.status).toBe(400);
      expect(response.body).toEqual(badValue('ordenarPor'));
    });
  });

  describe("the auditor's queue", () => {
    type Query = QueryParams<DentistOperations['listAuditoriaFila']>;
    const list = async (query: Query) =>
      (await callOperation(server, 'listAuditoriaFila', { token: paulo, query })).bodyAt(200).data;

    it('should keep the nearest deadline first without a sorting', async () => {
      const { itens } = await list({ tamanhoPagina: 100 });
      expect(itens.length).toBeGreaterThan(1);
      const prazos = itens.map((item) => Date.parse(item.prazo.prazoResposta));
      expect(prazos).toEqual([...prazos].sort((a, b) => a - b));
    });

    it.each([
      ['naFila', 'asc'],
      ['naFila', 'desc'],
      ['prazo', 'desc'],
    ] as const)('should sort by %s %s and page without repeats', async (por, ordem) => {
      const { itens } = await list({ tamanhoPagina: 100, ordenarPor: por, ordem });
      const value = (item: (typeof itens)[number]) =>
        por === 'naFila' ? item.naFilaDesde : item.prazo.prazoResposta;
      expect(itens.map((item) => item.idProcedimentoItem)).toEqual(
        sortedBy(itens, value, (item) => item.idProcedimentoItem, ordem).map(
          (item) => item.idProcedimentoItem,
        ),
      );
      const paged = await pagedThrough(async (pagina) => {
        const page = await list({ pagina, tamanhoPagina: 1, ordenarPor: por, ordem });
        return { rows: page.itens, total: page.total };
      });
      expect(paged.map((item) => item.idProcedimentoItem)).toEqual(
        itens.map((item) => item.idProcedimentoItem),
      );
    });

    it('should refuse an unknown column with 400 and a pt-BR message', async () => {
      const response = await call(server, 'GET', '/api/v2/auditoria/fila?ordenarPor=dentista', {
        token: paulo,
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual(badValue('ordenarPor'));
    });
  });
});
