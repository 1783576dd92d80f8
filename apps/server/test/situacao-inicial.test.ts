import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completudeDaSituacaoInicial, POSICOES_PERMANENTES } from '../src/planos/situacao-inicial';
import { backends } from './support/database';
import { callOperation } from './support/operations';
import { addItem, createPlan, MARIA_CARTEIRA } from './support/planos';
import { demoTokens, startTestServer, type TestServer } from './support/server';

type Condicao = 'A' | 'E' | 'H' | 'C' | 'R' | 'N';
const todos = (condicao: Condicao) => POSICOES_PERMANENTES.map((idDente) => ({ idDente, condicao }));

describe('completeness of an initial situation for a GTO', () => {
  const respondida = { doencaPeriodontal: false, alteracaoTecidoMole: true };
  const dataRegistro = '2026-11-02';
  const dentes = (lista: { idDente: number; condicao: Condicao }[]) =>
    lista.map((dente) => ({ ...dente, dataRegistro }));

  it('should count every position recorded, absent and not evaluated included, with both questions answered', () => {
    const lista = todos('H').map((dente, index) => ({
      ...dente,
      condicao: (['A', 'N', 'H'] as const)[index % 3] ?? 'H',
    }));
    expect(completudeDaSituacaoInicial({ ...respondida, dentes: dentes(lista) })).toEqual({
      completa: true,
      posicoesSemRegistro: [],
      respostasFaltando: [],
    });
  });

  it('should accept the deciduous predecessor at positions 1 to 5 (mixed dentition), never at 6 to 8', () => {
    const mista = todos('H').map((dente) =>
      dente.idDente % 10 >= 3 && dente.idDente % 10 <= 5 ? { ...dente, idDente: dente.idDente + 40 } : dente,
    );
    expect(completudeDaSituacaoInicial({ ...respondida, dentes: dentes(mista) }).completa).toBe(true);
    const semMolar = mista.filter((dente) => dente.idDente !== 16);
    expect(completudeDaSituacaoInicial({ ...respondida, dentes: dentes(semMolar) })).toMatchObject({
      completa: false,
      posicoesSemRegistro: [16],
    });
  });

  it('should name the missing positions and the unanswered questions; the observation is optional', () => {
    const semDois = todos('H').filter((dente) => dente.idDente !== 18 && dente.idDente !== 45);
    expect(
      completudeDaSituacaoInicial({
        doencaPeriodontal: null,
        alteracaoTecidoMole: false,
        dentes: dentes(semDois),
      }),
    ).toEqual({ completa: false, posicoesSemRegistro: [18, 45], respostasFaltando: ['doencaPeriodontal'] });
  });
});

describe.each(backends)('the initial situation as versions on %s', (backend) => {
  let server: TestServer;
  let ana: string;
  let bruno: string;
  let paulo: string;

  beforeAll(async () => {
    server = await startTestServer({ backend });
    ({ ana, bruno, paulo } = await demoTokens(server));
  });
  afterAll(async () => {
    await server?.close();
  });

  const put = (token: string, body: Parameters<typeof callOperation<'putOdontogramaInicial'>>[2]['body']) =>
    callOperation(server, 'putOdontogramaInicial', { token, path: { numeroCarteira: MARIA_CARTEIRA }, body });
  const latest = async (token: string) =>
    (
      await callOperation(server, 'getOdontogramaInicial', {
        token,
        path: { numeroCarteira: MARIA_CARTEIRA },
      })
    ).bodyAt(200).data;
  const situacaoDoPlano = async (token: string, id: number) =>
    (await callOperation(server, 'getPlanoTratamentoSituacaoInicial', { token, path: { id } })).bodyAt(200)
      .data;
  const versionRows = () =>
    server.db
      .selectFrom('situacaoInicialVersao as v')
      .innerJoin('situacaoInicialDente as d', 'd.versaoId', 'v.id')
      .innerJoin('beneficiario as b', 'b.id', 'v.beneficiarioId')
      .select(['v.numero', 'v.dentistaId', 'v.criadoEm', 'd.idDente', 'd.condicao', 'd.dataRegistro'])
      .where('b.numeroCarteira', '=', MARIA_CARTEIRA)
      .orderBy('v.numero')
      .orderBy('d.idDente')
      .execute();

  it('should refuse to change or delete a recorded version or its teeth: the tables only grow', async () => {
    const refused = 'a situação inicial só recebe novas versões';
    await expect(
      sql`update situacao_inicial_versao set observacao = 'reescrita'`.execute(server.db),
    ).rejects.toThrow(refused);
    await expect(sql`update situacao_inicial_dente set condicao = 'H'`.execute(server.db)).rejects.toThrow(
      refused,
    );
    await expect(server.db.deleteFrom('situacaoInicialDente').execute()).rejects.toThrow(refused);
    await expect(server.db.deleteFrom('situacaoInicialVersao').execute()).rejects.toThrow(refused);
    await expect(sql`truncate situacao_inicial_dente`.execute(server.db)).rejects.toThrow(refused);
  });

  it('should record each PUT as a new version by the caller, leaving the earlier ones as they were', async () => {
    await createPlan(server, ana);
    const before = await latest(ana);
    const rowsBefore = await versionRows();
    const recorded = (
      await put(ana, {
        dentes: [...todos('H').filter((dente) => dente.idDente !== 28), { idDente: 28, condicao: 'N' }],
        doencaPeriodontal: true,
        alteracaoTecidoMole: false,
        observacao: '  Sangramento à sondagem.  ',
      })
    ).bodyAt(200).data;
    expect(recorded).toMatchObject({
      numeroCarteira: MARIA_CARTEIRA,
      versao: (before.versao ?? 0) + 1,
      registradoPor: 'Dra. Ana Souza',
      doencaPeriodontal: true,
      alteracaoTecidoMole: false,
      observacao: 'Sangramento à sondagem.',
    });
    expect(recorded.dentes).toContainEqual(expect.objectContaining({ idDente: 28, condicao: 'N' }));
    expect(await latest(ana)).toEqual(recorded);
    const rowsAfter = await versionRows();
    expect(rowsAfter.filter((row) => row.numero <= (before.versao ?? 0))).toEqual(rowsBefore);
  });

  it('should give a plan frozen on an incomplete version the next one recorded: an incomplete version issues no guide', async () => {
    const plano = await createPlan(server, ana);
    await put(ana, { dentes: [{ idDente: 16, condicao: 'C' }] });
    await addItem(server, ana, plano);
    const incompleta = await situacaoDoPlano(ana, plano);
    expect(incompleta).toMatchObject({ congelada: true, completa: false });
    expect(incompleta.respostasFaltando).toEqual(['doencaPeriodontal', 'alteracaoTecidoMole']);
    const completa = todos('H').map((dente) =>
      dente.idDente === 16 ? { ...dente, condicao: 'C' as const } : dente,
    );
    const gravada = (
      await put(ana, { dentes: completa, doencaPeriodontal: false, alteracaoTecidoMole: false })
    ).bodyAt(200).data;
    const depois = await situacaoDoPlano(ana, plano);
    expect(depois).toMatchObject({ congelada: true, completa: true, alteracoesDesde: null });
    expect(depois.versao.versao).toBe(gravada.versao);
  });

  it("should keep a plan's frozen version after its dentist's next PUT, and list what changed since", async () => {
    const planoAna = await createPlan(server, ana);
    // 16 and 26 decayed: the restorations added below are what the record calls for (no prediction).
    const inicio = todos('H').map((dente) =>
      dente.idDente === 16 || dente.idDente === 26 ? { ...dente, condicao: 'C' as const } : dente,
    );
    await put(ana, { dentes: inicio, doencaPeriodontal: false, alteracaoTecidoMole: false });
    const naoCongelado = await situacaoDoPlano(ana, planoAna);
    expect(naoCongelado.congelada).toBe(false);
    await addItem(server, ana, planoAna);
    const congelado = await situacaoDoPlano(ana, planoAna);
    expect(congelado).toMatchObject({
      congelada: true,
      completa: true,
      posicoesSemRegistro: [],
      respostasFaltando: [],
      alteracoesDesde: null,
    });
    const versaoDoPlano = congelado.versao;

    const dentes = inicio.filter((dente) => dente.idDente !== 38 && dente.idDente !== 16);
    const novo = (
      await put(ana, {
        dentes: [...dentes, { idDente: 16, condicao: 'R' }, { idDente: 19, condicao: 'H' }],
        doencaPeriodontal: true,
        alteracaoTecidoMole: false,
      })
    ).bodyAt(200).data;

    const depois = await situacaoDoPlano(ana, planoAna);
    expect(depois.versao).toEqual(versaoDoPlano);
    expect(depois.versaoMaisRecente).toBe(novo.versao);
    expect(depois.alteracoesDesde).toEqual({
      versao: novo.versao,
      dentesIncluidos: [expect.objectContaining({ idDente: 19, condicao: 'H' })],
      dentesAlterados: [{ idDente: 16, antes: 'C', depois: 'R' }],
      dentesRemovidos: [expect.objectContaining({ idDente: 38, condicao: 'H' })],
      respostasAlteradas: ['doencaPeriodontal'],
    });
    expect(depois.completa).toBe(true);

    const auditoria = (
      await callOperation(server, 'getAuditoriaPlano', { token: paulo, path: { id: planoAna } })
    ).bodyAt(200).data;
    expect(auditoria.situacaoInicial).toEqual(depois);
    expect(auditoria.odontogramaInicial).toEqual(versaoDoPlano);

    // A plan whose first item comes later takes its dentist's latest version then.
    const outroPlano = await createPlan(server, ana);
    await addItem(server, ana, outroPlano, { idDente: 26, faces: 'M,O' });
    expect((await situacaoDoPlano(ana, outroPlano)).versao.versao).toBe(novo.versao);
  });

  it("should never let another dentist's record become what a plan shows, nor lose the plan's (the throwaway-plan attack)", async () => {
    // Ana's plans: one with an item, frozen on her incomplete record (a GTO not issued yet), one still empty.
    const congeladoAna = await createPlan(server, ana);
    const vazioAna = await createPlan(server, ana);
    const registroAna = (await put(ana, { dentes: [{ idDente: 18, condicao: 'A' }] })).bodyAt(200).data;
    await addItem(server, ana, congeladoAna);
    const antesCongelado = await situacaoDoPlano(ana, congeladoAna);
    const antesVazio = await situacaoDoPlano(ana, vazioAna);
    expect(antesCongelado).toMatchObject({ congelada: true, completa: false });
    expect(antesCongelado.versao).toEqual(registroAna);
    expect(antesVazio).toMatchObject({ congelada: false, versao: registroAna });
    const rowsBefore = await versionRows();

    // Bruno opens a throwaway draft plan and records a complete situation saying the opposite.
    await createPlan(server, bruno);
    const deBruno = (
      await put(bruno, { dentes: todos('H'), doencaPeriodontal: false, alteracaoTecidoMole: false })
    ).bodyAt(200).data;
    expect(deBruno.registradoPor).toBe('Dr. Bruno Lima');

    // Nothing Ana's plans show changed: not the frozen one (incomplete as it is), not the empty one, not the
    // latest version nor the changes since; the audit console shows the same.
    expect(await situacaoDoPlano(ana, congeladoAna)).toEqual(antesCongelado);
    expect(await situacaoDoPlano(ana, vazioAna)).toEqual(antesVazio);
    expect(await latest(ana)).toEqual(registroAna);
    const auditoria = (
      await callOperation(server, 'getAuditoriaPlano', { token: paulo, path: { id: congeladoAna } })
    ).bodyAt(200).data;
    expect(auditoria.situacaoInicial).toEqual(antesCongelado);
    // Ana's next item on the empty plan freezes her record, not Bruno's.
    await addItem(server, ana, vazioAna);
    expect((await situacaoDoPlano(ana, vazioAna)).versao).toEqual(registroAna);
    // Bruno's record is kept, his own (numbered in his line, no gap telling of Ana's), and only he reads it.
    expect(await latest(bruno)).toEqual(deBruno);
    const brunoId = (
      await server.db.selectFrom('dentista').select('id').where('cro', '=', '54321').executeTakeFirstOrThrow()
    ).id;
    const linhaDeBruno = (await versionRows()).filter((row) => row.dentistaId === brunoId);
    expect(deBruno.versao).toBe(new Set(linhaDeBruno.map((row) => row.numero)).size);
    // Every row recorded before is still there as it was: evidence is added to, never rewritten.
    const rowsAfter = await versionRows();
    for (const row of rowsBefore) expect(rowsAfter).toContainEqual(row);
    expect(rowsAfter.length).toBe(rowsBefore.length + todos('H').length);
  });

  it("should answer another dentist's plan as one that does not exist", async () => {
    const planoAna = await createPlan(server, ana);
    const response = await callOperation(server, 'getPlanoTratamentoSituacaoInicial', {
      token: bruno,
      path: { id: planoAna },
    });
    expect(response.status).toBe(404);
  });

  it('should refuse an unknown condition and a long observation with pt-BR field errors', async () => {
    await createPlan(server, ana);
    const longa = await put(ana, { dentes: [], observacao: 'x'.repeat(1001) });
    expect(longa.status).toBe(400);
    const body = longa.body as { 'invalid-params'?: { name: string; reason: string }[] };
    expect(body['invalid-params']?.map((param) => param.name)).toEqual(['observacao']);
    const condicao = await callOperation(server, 'putOdontogramaInicial', {
      token: ana,
      path: { numeroCarteira: MARIA_CARTEIRA },
      body: { dentes: [{ idDente: 11, condicao: 'X' as 'N' }] },
    });
    expect(condicao.status).toBe(400);
    const invalid = (condicao.body as { 'invalid-params'?: { name: string; reason: string }[] })[
      'invalid-params'
    ];
    expect(invalid?.[0]?.name).toBe('dentes/0/condicao');
    expect(invalid?.[0]?.reason).toMatch(/[ãçéõ]|deve|valor/i);
  });
});
