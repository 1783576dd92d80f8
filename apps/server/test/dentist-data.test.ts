import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DentistOperations, QueryParams } from '../src/contract';
import { textoDoCodigo } from '../src/mesa-de-autorizacao/codigos-por-decisao';
import { backends } from './support/database';
import { callOperation } from './support/operations';
import { call, login, startTestServer, type TestServer } from './support/server';

type GlosaQuery = QueryParams<DentistOperations['listGlosas']>;
type FinanceiroQuery = QueryParams<DentistOperations['listFinanceiro']>;

const sumOf = (values: number[]) => Math.round(values.reduce((total, value) => total + value, 0) * 100) / 100;
const semAcentos = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

// Glosas and Financeiro read the billing flow (issue #31): the demo's month was made by the services (a batch
// sent, analysed and paid; one in analysis), so every row here has an analysed item or a sent batch behind it.
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

  async function dentistId(cro: string): Promise<number> {
    const row = await server.db
      .selectFrom('dentista')
      .select('id')
      .where('cro', '=', cro)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** The analyses with a glosa of the dentist's batches, as stored. */
  const analisesGlosadas = async (cro: string) =>
    server.db
      .selectFrom('analiseContaItem as a')
      .innerJoin('fechamento as f', 'f.id', 'a.fechamentoId')
      .select([
        'a.id',
        'a.planoTratamentoItemId',
        'a.valorGlosadoCentavos',
        'a.valorInformadoCentavos',
        'f.id as loteId',
      ])
      .where('f.dentistaId', '=', await dentistId(cro))
      .where('a.valorGlosadoCentavos', '>', 0)
      .execute();

  describe('glosas', () => {
    it("should list exactly the dentist's analysed items with a glosa, newest analysis first", async () => {
      const stored = await analisesGlosadas('12345');
      expect(stored.length).toBe(2);
      const response = await glosas(ana);
      expect(response.paginacao).toEqual({
        pagina: 1,
        tamanhoPagina: 10,
        total: stored.length,
        totalPaginas: 1,
      });
      expect(response.data.map((glosa) => glosa.id).sort()).toEqual(stored.map((row) => row.id).sort());
      for (const glosa of response.data) {
        const row = stored.find((candidate) => candidate.id === glosa.id);
        expect(glosa.idProcedimentoItem).toBe(row?.planoTratamentoItemId);
        expect(glosa.idLote).toBe(row?.loteId);
        expect(glosa.glosedAmount).toBe((row?.valorGlosadoCentavos ?? 0) / 100);
        expect(glosa.originalAmount).toBe((row?.valorInformadoCentavos ?? 0) / 100);
        expect(glosa.tipo).toBe(
          row?.valorGlosadoCentavos === row?.valorInformadoCentavos ? 'total' : 'parcial',
        );
      }
      const dias = response.data.map((glosa) => glosa.responseDate);
      expect(dias).toEqual([...dias].sort().reverse());
      // Paged by the server.
      const first = await glosas(ana, { tamanhoPagina: 1 });
      expect(first.paginacao).toEqual({ pagina: 1, tamanhoPagina: 1, total: 2, totalPaginas: 2 });
      const second = await glosas(ana, { tamanhoPagina: 1, pagina: 2 });
      expect(second.data[0]?.id).not.toBe(first.data[0]?.id);
    });

    it('should name the patient, the item, the batch and guide, and give the billing code, its text and the note', async () => {
      const { data } = await glosas(ana);
      const parcial = data.find((glosa) => glosa.codigoGlosa === '3030');
      expect(parcial).toMatchObject({
        procedureCode: '85100200',
        local: 'Dente 37 · D, O',
        tipo: 'parcial',
        glosedAmount: 45,
        status: 'nao_recorrida',
        temDemonstrativo: true,
        descricaoGlosa: textoDoCodigo('3030'),
      });
      expect(parcial?.reason).toBe(`3030 – ${textoDoCodigo('3030')}. ${parcial?.observacao}`);
      expect(parcial?.numeroLote).toMatch(/^\d{6}$/);
      expect(parcial?.protocolo).toMatch(/^\d{12}$/);
      expect(parcial?.numeroGuiaPrestador).toMatch(/^PTO-\d{4}/);
      const total = data.find((glosa) => glosa.codigoGlosa === '3015');
      expect(total).toMatchObject({
        procedureCode: '81000405',
        local: 'Boca',
        tipo: 'total',
        temDemonstrativo: false,
      });
      expect(total?.glosedAmount).toBe(total?.originalAmount);
      // The same patient, back a month later: both glosas are hers, from two batches.
      expect(parcial?.patientName).toBe(total?.patientName);
      expect(parcial?.idLote).not.toBe(total?.idLote);
    });

    it('should tab by the appeal, summing over the search and batch, not the tab', async () => {
      // The demo: Dra. Ana left the resin glosa (3030) unappealed past its 30 days, and appealed the panoramic
      // (3015) twice: kept, then appealed again, waiting.
      const todas = await glosas(ana);
      const total = sumOf(todas.data.map((glosa) => glosa.glosedAmount));
      const resina = todas.data.find((glosa) => glosa.codigoGlosa === '3030');
      const panoramica = todas.data.find((glosa) => glosa.codigoGlosa === '3015');
      if (!resina || !panoramica) throw new Error('the demo glosas are missing');
      expect(todas.resumo).toEqual({
        totalGlosado: total,
        naoRecorrido: resina.glosedAmount,
        emRecurso: panoramica.glosedAmount,
        recuperado: 0,
      });
      const naoRecorridas = await glosas(ana, { status: 'nao_recorrida' });
      expect(naoRecorridas.data.map((glosa) => glosa.id)).toEqual([resina.id]);
      expect(naoRecorridas.resumo).toEqual(todas.resumo);
      expect(resina.recurso).toMatchObject({ permitido: false, proximaRodada: 1, rodadasMaximas: 2 });
      expect(resina.recurso.motivo).toMatch(/^O prazo de recurso terminou em \d{2}\/\d{2}\/\d{4}\.$/);
      const emRecurso = await glosas(ana, { status: 'em_recurso' });
      expect(emRecurso.data.map((glosa) => glosa.id)).toEqual([panoramica.id]);
      expect(panoramica.status).toBe('em_recurso');
      expect(panoramica.recurso.permitido).toBe(false);
      expect(panoramica.recursos.map((rodada) => [rodada.rodada, rodada.resposta?.decisao ?? null])).toEqual([
        [1, 'manter'],
        [2, null],
      ]);
      expect(panoramica.recursos[0]?.resposta?.auditor).toBe('Dr. Paulo Auditor');
      expect((await glosas(ana, { status: 'mantida' })).data).toEqual([]);
    });

    it("should show the second dentist's glosas accepted in part and in full, with what was recovered", async () => {
      const todas = await glosas(bruno);
      const resina = todas.data.find((glosa) => glosa.codigoGlosa === '3030');
      const panoramica = todas.data.find((glosa) => glosa.codigoGlosa === '3015');
      expect(resina).toMatchObject({ status: 'aceita_parcialmente', valorRecuperado: 25 });
      expect(panoramica).toMatchObject({ status: 'aceita', valorRecuperado: panoramica?.glosedAmount });
      // The rest of a partial acceptance may be appealed again, within 30 days of the answer.
      expect(resina?.recurso).toMatchObject({ permitido: true, proximaRodada: 2 });
      expect(panoramica?.recurso).toMatchObject({
        permitido: false,
        motivo: 'A operadora aceitou o recurso por inteiro.',
      });
      expect(todas.resumo.recuperado).toBe(sumOf([25, panoramica?.glosedAmount ?? 0]));
      expect((await glosas(bruno, { status: 'aceita' })).data.map((glosa) => glosa.id)).toEqual([
        panoramica?.id,
      ]);
    });

    it('should filter by batch and list the batches with a glosa for the filter', async () => {
      const todas = await glosas(ana);
      const lotes = [...new Set(todas.data.map((glosa) => glosa.idLote))].sort((a, b) => b - a);
      expect(todas.lotes.map((lote) => lote.idLote)).toEqual(lotes);
      const [primeiro] = lotes;
      const doLote = await glosas(ana, { idLote: primeiro });
      expect(doLote.data.length).toBe(1);
      expect(doLote.data.every((glosa) => glosa.idLote === primeiro)).toBe(true);
      expect(doLote.lotes).toEqual(todas.lotes);
    });

    it('should search the patient without regard to case or accents, the TUSS and glosa codes and the card', async () => {
      const { data } = await glosas(ana);
      const sample = data[0];
      if (!sample) throw new Error('sem glosas');
      const nome = semAcentos(sample.patientName.split(' ')[0] ?? '').toUpperCase();
      expect((await glosas(ana, { busca: nome })).data.length).toBe(2);
      expect((await glosas(ana, { busca: '3015' })).data.map((glosa) => glosa.codigoGlosa)).toEqual(['3015']);
      expect((await glosas(ana, { busca: '85100200' })).data.map((glosa) => glosa.procedureCode)).toEqual([
        '85100200',
      ]);
      const card = sample.patientId;
      const typed = `${card.slice(0, 4)}.${card.slice(4, 8)}.${card.slice(8, 14)}-${card.slice(14, 16)}.${card.slice(16)}`;
      expect((await glosas(ana, { busca: typed })).data.length).toBe(2);
      for (const busca of ['%', '_']) {
        const response = await glosas(ana, { busca });
        expect(response.data).toEqual([]);
        expect(response.resumo).toEqual({ totalGlosado: 0, naoRecorrido: 0, emRecurso: 0, recuperado: 0 });
      }
    });

    it('should refuse an unknown status with 400 and a pt-BR message', async () => {
      // Off the description on purpose: 'pending' was a sample status; the tabs are the appeal's.
      const response = await call(server, 'GET', '/api/v2/glosas?status=pending', { token: ana });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        success: false,
        message: 'Dados inválidos. Verifique os campos informados.',
      });
    });

    it('should show the second dentist only his own glosas', async () => {
      const anaIds = new Set((await glosas(ana)).data.map((glosa) => glosa.id));
      const brunoRows = (await glosas(bruno)).data;
      const stored = await analisesGlosadas('54321');
      expect(brunoRows.map((glosa) => glosa.id).sort()).toEqual(stored.map((row) => row.id).sort());
      expect(brunoRows.some((glosa) => anaIds.has(glosa.id))).toBe(false);
      const anaLote = (await glosas(ana)).data[0]?.idLote ?? 0;
      expect((await glosas(bruno, { idLote: anaLote })).data).toEqual([]);
    });
  });

  describe('financeiro', () => {
    it("should list the dentist's sent batches, newest first, with informed, glosado and the amount", async () => {
      const sent = await server.db
        .selectFrom('fechamento')
        .select(['id', 'status'])
        .where('dentistaId', '=', await dentistId('12345'))
        .where('status', '<>', 'Aberto')
        .orderBy('enviadoEm', 'desc')
        .execute();
      const response = await financeiro(ana);
      expect(response.data.map((registro) => registro.idLote)).toEqual(sent.map((row) => row.id));
      expect(response.data.map((registro) => registro.loteStatus)).toEqual(['Em análise', 'Pago']);
      for (const registro of response.data) {
        expect(registro.amount).toBeCloseTo(registro.valorInformado - registro.valorGlosado, 2);
        expect(registro.description).toMatch(/^Lote \d{6} · 1 guia, \d procedimentos?$/);
        expect(registro.dueDate > registro.createdAt.slice(0, 10)).toBe(true);
      }
      const [emAnalise, pago] = response.data;
      expect(emAnalise).toMatchObject({
        status: 'pending',
        paymentMethod: null,
        paymentDate: null,
        numeroDemonstrativo: null,
      });
      expect(pago).toMatchObject({ status: 'completed', paymentMethod: 'pix', valorGlosado: 45 });
      expect(pago?.numeroDemonstrativo).toBe(`DP${pago?.numeroLote}`);
    });

    it('should tab by paid and pending, filter by method, and sum received, pending and total over the filter', async () => {
      const todos = await financeiro(ana);
      const pagos = await financeiro(ana, { status: 'completed' });
      const pendentes = await financeiro(ana, { status: 'pending' });
      expect(pagos.data.every((registro) => registro.status === 'completed')).toBe(true);
      expect(pendentes.data.every((registro) => registro.status === 'pending')).toBe(true);
      expect(pagos.data.length + pendentes.data.length).toBe(todos.data.length);
      expect(todos.resumo).toEqual({
        totalRecebido: sumOf(pagos.data.map((registro) => registro.amount)),
        pendente: sumOf(pendentes.data.map((registro) => registro.amount)),
        total: sumOf(todos.data.map((registro) => registro.amount)),
        creditosAReceber: 0,
      });
      expect(todos.creditosPendentes).toEqual([]);
      expect(pagos.resumo).toEqual(todos.resumo);
      const pix = await financeiro(ana, { metodoPagamento: 'pix' });
      expect(pix.data.map((registro) => registro.paymentMethod)).toEqual(['pix']);
      expect(pix.resumo.pendente).toBe(0);
      expect((await financeiro(ana, { metodoPagamento: 'bank_transfer' })).data).toEqual([]);
      expect((await financeiro(bruno, { metodoPagamento: 'bank_transfer' })).data.length).toBe(1);
    });

    it("should search the batch number, the protocol and the guides' patients", async () => {
      const todos = await financeiro(ana);
      const [primeiro] = todos.data;
      if (!primeiro) throw new Error('sem lotes');
      expect((await financeiro(ana, { busca: primeiro.numeroLote })).data.map((r) => r.idLote)).toEqual([
        primeiro.idLote,
      ]);
      expect((await financeiro(ana, { busca: primeiro.protocolo })).data.map((r) => r.idLote)).toEqual([
        primeiro.idLote,
      ]);
      const paciente = (await glosas(ana)).data[0]?.patientName.split(' ')[0] ?? '';
      expect((await financeiro(ana, { busca: semAcentos(paciente) })).data.length).toBe(2);
      expect((await financeiro(ana, { busca: 'ninguém-com-este-nome' })).data).toEqual([]);
    });

    it('should show the second dentist only his own batches', async () => {
      const anaLotes = new Set((await financeiro(ana)).data.map((registro) => registro.idLote));
      const brunoRows = (await financeiro(bruno)).data;
      expect(brunoRows.length).toBe(2);
      expect(brunoRows.some((registro) => anaLotes.has(registro.idLote))).toBe(false);
      // Searching her batch's number finds none of hers.
      const anaFirst = (await financeiro(ana)).data[0];
      const searched = (await financeiro(bruno, { busca: anaFirst?.numeroLote ?? '' })).data;
      expect(searched.some((registro) => anaLotes.has(registro.idLote))).toBe(false);
    });

    it('should give the dashboard the same money: owed, received and glosado in the last 30 days', async () => {
      const painel = (await callOperation(server, 'getDashboard', { token: ana })).bodyAt(200).data
        .financeiro;
      const todos = await financeiro(ana);
      expect(painel.aReceber).toBe(todos.resumo.pendente);
      // The paid batch was paid 27 days before the seed; the panoramic glosada 20 days before.
      expect(painel.recebidoUltimos30Dias).toBe(todos.resumo.totalRecebido);
      const panoramica = (await glosas(ana, { busca: '3015' })).data[0];
      expect(painel.glosadoUltimos30Dias).toBe(panoramica?.glosedAmount);
      expect(painel.percentualGlosaUltimos30Dias).toBeGreaterThan(0);
      expect(painel.percentualGlosaUltimos30Dias).toBeLessThanOrEqual(100);
    });
  });
});
