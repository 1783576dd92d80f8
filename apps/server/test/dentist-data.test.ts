import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DentistOperations, QueryParams } from '../src/contract';
import { backends } from './support/database';
import { callOperation } from './support/operations';
import { call, login, startTestServer, type TestServer } from './support/server';

type GlosaQuery = QueryParams<DentistOperations['listGlosas']>;
type FinanceiroQuery = QueryParams<DentistOperations['listFinanceiro']>;

const sumOf = (values: number[]) => Math.round(values.reduce((total, value) => total + value, 0) * 100) / 100;

describe.each(backends)("the dentist's own data on %s", (backend) => {
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

  const glosas = async (token: string, query: GlosaQuery = {}) =>
    (await callOperation(server, 'listGlosas', { token, query })).bodyAt(200);
  const financeiro = async (token: string, query: FinanceiroQuery = {}) =>
    (await callOperation(server, 'listFinanceiro', { token, query })).bodyAt(200);

  /** Every glosa of a dentist, through the API, page by page. */
  async function allGlosas(token: string, query: GlosaQuery = {}) {
    const rows = [];
    for (let pagina = 1; ; pagina++) {
      const page = await glosas(token, { ...query, pagina });
      rows.push(...page.data);
      if (pagina >= page.paginacao.totalPaginas) return rows;
    }
  }

  async function dentistId(cro: string): Promise<number> {
    const row = await server.db
      .selectFrom('dentista')
      .select('id')
      .where('cro', '=', cro)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  describe('glosas', () => {
    it('should page by 10 by default with the total count of the dentist', async () => {
      const stored = await server.db
        .selectFrom('glosa')
        .select(sql<number>`count(*)::int`.as('total'))
        .where('dentistaId', '=', await dentistId('12345'))
        .executeTakeFirstOrThrow();
      expect(stored.total).toBeGreaterThan(10);

      const first = await glosas(ana);
      expect(first.data).toHaveLength(10);
      expect(first.paginacao).toEqual({
        pagina: 1,
        tamanhoPagina: 10,
        total: stored.total,
        totalPaginas: Math.ceil(stored.total / 10),
      });
      const second = await glosas(ana, { pagina: 2 });
      expect(second.data).toHaveLength(stored.total - 10);
      const ids = [...first.data, ...second.data].map((glosa) => glosa.id);
      expect(new Set(ids).size).toBe(stored.total);
    });

    it('should list the newest submission first', async () => {
      const rows = await allGlosas(ana);
      const dates = rows.map((glosa) => glosa.submissionDate);
      expect(dates).toEqual([...dates].sort().reverse());
    });

    it('should hold glosas in every status, each tab showing only its own', async () => {
      const all = await allGlosas(ana);
      for (const status of ['pending', 'under_review', 'approved', 'rejected'] as const) {
        const tab = await allGlosas(ana, { status });
        expect(tab.length).toBeGreaterThan(0);
        expect(tab.every((glosa) => glosa.status === status)).toBe(true);
        expect(tab.map((glosa) => glosa.id).sort()).toEqual(
          all
            .filter((glosa) => glosa.status === status)
            .map((glosa) => glosa.id)
            .sort(),
        );
      }
    });

    it('should sum the denied, pending and approved amounts over the search, not the tab', async () => {
      const all = await allGlosas(ana);
      const expected = {
        totalGlosado: sumOf(all.map((glosa) => glosa.glosedAmount)),
        pendente: sumOf(all.filter((glosa) => glosa.status === 'pending').map((glosa) => glosa.glosedAmount)),
        aprovado: sumOf(
          all.filter((glosa) => glosa.status === 'approved').map((glosa) => glosa.glosedAmount),
        ),
      };
      expect((await glosas(ana)).resumo).toEqual(expected);
      expect((await glosas(ana, { status: 'rejected' })).resumo).toEqual(expected);
    });

    it('should give amounts in reais with their cents', async () => {
      const all = await allGlosas(ana);
      expect(all.some((glosa) => !Number.isInteger(glosa.originalAmount))).toBe(true);
      for (const glosa of all) expect(glosa.glosedAmount).toBeLessThanOrEqual(glosa.originalAmount);
    });

    it('should give the TISS glosa code and its official text as the reason', async () => {
      const all = await allGlosas(ana);
      const codes = await server.db.selectFrom('motivoGlosa').selectAll().execute();
      const official = new Map(codes.map((code) => [code.codigo, code.descricao]));
      for (const glosa of all) {
        const [codigo = ''] = glosa.reason.split(' – ');
        expect(glosa.reason.startsWith(`${codigo} – ${official.get(codigo)}`)).toBe(true);
      }
    });

    it('should search patient names without regard to case or accents', async () => {
      const all = await allGlosas(ana);
      const name = all[0]?.patientName ?? '';
      const term = name
        .split(' ')[0]
        ?.toLowerCase()
        .normalize('NFD')
        .replace(/\p{Diacritic}/gu, '');
      const found = await allGlosas(ana, { busca: term ?? '' });
      expect(found.length).toBeGreaterThan(0);
      expect(found.map((glosa) => glosa.id).sort()).toEqual(
        all
          .filter((glosa) =>
            glosa.patientName
              .normalize('NFD')
              .replace(/\p{Diacritic}/gu, '')
              .toLowerCase()
              .includes(term ?? ''),
          )
          .map((glosa) => glosa.id)
          .sort(),
      );
    });

    it('should search by procedure code and by card number typed with punctuation', async () => {
      const all = await allGlosas(ana);
      const sample = all[1];
      if (!sample) throw new Error('sem glosas');
      const byCode = await allGlosas(ana, { busca: sample.procedureCode });
      expect(byCode.map((glosa) => glosa.id)).toContain(sample.id);
      expect(
        byCode.every(
          (glosa) =>
            glosa.procedureCode.includes(sample.procedureCode) ||
            glosa.patientId.includes(sample.procedureCode),
        ),
      ).toBe(true);

      const card = sample.patientId;
      const typed = `${card.slice(0, 4)}.${card.slice(4, 8)}.${card.slice(8, 14)}-${card.slice(14, 16)}.${card.slice(16)}`;
      const byCard = await allGlosas(ana, { busca: typed });
      expect(byCard.length).toBeGreaterThan(0);
      expect(byCard.every((glosa) => glosa.patientId === card || glosa.procedureCode.includes(card))).toBe(
        true,
      );
    });

    it('should filter by insurer and list every insurer of the dentist for the filter', async () => {
      const all = await allGlosas(ana);
      const insurers = [...new Set(all.map((glosa) => glosa.insuranceName))].sort();
      const response = await glosas(ana, { operadora: insurers[0] ?? '' });
      expect(response.operadoras).toEqual(insurers);
      expect(response.data.length).toBeGreaterThan(0);
      expect(response.data.every((glosa) => glosa.insuranceName === insurers[0])).toBe(true);
      expect(response.paginacao.total).toBe(
        all.filter((glosa) => glosa.insuranceName === insurers[0]).length,
      );
    });

    it('should take a search term with % and _ literally', async () => {
      for (const busca of ['%', '_']) {
        const response = await glosas(ana, { busca });
        expect(response.data).toEqual([]);
        expect(response.paginacao).toEqual({ pagina: 1, tamanhoPagina: 10, total: 0, totalPaginas: 0 });
        expect(response.resumo).toEqual({ totalGlosado: 0, pendente: 0, aprovado: 0 });
      }
    });

    it('should refuse an unknown status with 400 and a pt-BR message', async () => {
      // Off the description on purpose: 'perdida' is not a GlosaStatus.
      const response = await call(server, 'GET', '/api/v2/glosas?status=perdida', { token: ana });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        success: false,
        message: 'Dados inválidos. Verifique os campos informados.',
      });
    });

    it('should show the second dentist only his own glosas', async () => {
      const anaIds = new Set((await allGlosas(ana)).map((glosa) => glosa.id));
      const brunoRows = await allGlosas(bruno);
      const stored = await server.db
        .selectFrom('glosa')
        .select('id')
        .where('dentistaId', '=', await dentistId('54321'))
        .execute();
      expect(brunoRows.map((glosa) => glosa.id).sort()).toEqual(stored.map((row) => row.id).sort());
      expect(brunoRows.some((glosa) => anaIds.has(glosa.id))).toBe(false);
      const anaFirst = [...anaIds][0];
      const searched = await glosas(bruno, { busca: String(anaFirst) });
      expect(searched.data.some((glosa) => anaIds.has(glosa.id))).toBe(false);
    });
  });

  describe('financeiro', () => {
    async function allRegistros(token: string, query: FinanceiroQuery = {}) {
      const rows = [];
      for (let pagina = 1; ; pagina++) {
        const page = await financeiro(token, { ...query, pagina });
        rows.push(...page.data);
        if (pagina >= page.paginacao.totalPaginas) return rows;
      }
    }

    it('should page by 10, latest due date first, with the total count', async () => {
      const all = await allRegistros(ana);
      expect(all.length).toBeGreaterThan(10);
      const first = await financeiro(ana);
      expect(first.data).toEqual(all.slice(0, 10));
      expect(first.paginacao).toEqual({
        pagina: 1,
        tamanhoPagina: 10,
        total: all.length,
        totalPaginas: Math.ceil(all.length / 10),
      });
      const dates = all.map((registro) => registro.dueDate);
      expect(dates).toEqual([...dates].sort().reverse());
    });

    it('should hold records in every status and method, each tab showing only its own', async () => {
      const all = await allRegistros(ana);
      for (const status of ['pending', 'completed', 'cancelled', 'refunded'] as const) {
        const tab = await allRegistros(ana, { status });
        expect(tab.length).toBeGreaterThan(0);
        expect(tab).toEqual(all.filter((registro) => registro.status === status));
      }
      expect(new Set(all.map((registro) => registro.paymentMethod))).toEqual(
        new Set(['credit_card', 'debit_card', 'cash', 'pix', 'bank_transfer']),
      );
      for (const registro of all) {
        if (registro.status === 'pending' || registro.status === 'cancelled')
          expect(registro.paymentDate).toBeNull();
        else expect(registro.paymentDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    });

    it('should filter by payment method and sum received, pending and overall totals over it', async () => {
      const byMethod = await allRegistros(ana, { metodoPagamento: 'pix' });
      expect(byMethod.length).toBeGreaterThan(0);
      expect(byMethod.every((registro) => registro.paymentMethod === 'pix')).toBe(true);
      const response = await financeiro(ana, { metodoPagamento: 'pix', status: 'cancelled' });
      expect(response.resumo).toEqual({
        totalRecebido: sumOf(byMethod.filter((r) => r.status === 'completed').map((r) => r.amount)),
        pendente: sumOf(byMethod.filter((r) => r.status === 'pending').map((r) => r.amount)),
        total: sumOf(byMethod.map((r) => r.amount)),
      });
    });

    it('should search the description, the patient name and the record id', async () => {
      const all = await allRegistros(ana);
      const sample = all[3];
      if (!sample) throw new Error('sem registros');
      const byId = await allRegistros(ana, { busca: String(sample.id) });
      expect(byId.map((registro) => registro.id)).toContain(sample.id);
      const word = sample.description.split(' ')[0] ?? '';
      const byDescription = await allRegistros(ana, { busca: word.toUpperCase() });
      expect(byDescription.map((registro) => registro.id)).toContain(sample.id);
      const none = await financeiro(ana, { busca: 'inexistente-xyz' });
      expect(none.data).toEqual([]);
      expect(none.resumo).toEqual({ totalRecebido: 0, pendente: 0, total: 0 });
    });

    it('should show the second dentist only his own records', async () => {
      const anaIds = new Set((await allRegistros(ana)).map((registro) => registro.id));
      const brunoRows = await allRegistros(bruno);
      const stored = await server.db
        .selectFrom('registroFinanceiro')
        .select('id')
        .where('dentistaId', '=', await dentistId('54321'))
        .execute();
      expect(brunoRows.map((registro) => registro.id).sort()).toEqual(stored.map((row) => row.id).sort());
      expect(brunoRows.some((registro) => anaIds.has(registro.id))).toBe(false);
      const searched = await financeiro(bruno, { busca: String([...anaIds][0]) });
      expect(searched.data.some((registro) => anaIds.has(registro.id))).toBe(false);
    });
  });

  it.each(['/api/v2/dashboard', '/api/v2/glosas', '/api/v2/financeiro'])(
    'should answer 401 at %s without a session',
    async (url) => {
      const response = await call(server, 'GET', url);
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ success: false });
    },
  );
});
