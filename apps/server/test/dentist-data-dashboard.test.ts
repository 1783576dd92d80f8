import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/autenticacao/password';
import { backends } from './support/database';
import { callOperation } from './support/operations';
import { DEMO_PASSWORD, login, startTestServer, type TestServer } from './support/server';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A demo dentist without plans of his own, given a password for this test. */
const CRO = '22222';

describe.each(backends)('the dashboard on %s', (backend) => {
  let server: TestServer;
  let token: string;
  const now = Date.now();
  const plans: Record<string, number> = {};
  let beneficiarios: { id: number; nome: string; numeroCarteira: string }[] = [];
  let especialidades: { procedimentoId: number; especialidade: string }[] = [];

  async function insertPlan(
    dentistaId: number,
    beneficiarioId: number,
    status: 0 | 1 | 2 | 3 | 4,
    daysAgo: number,
  ) {
    const criadoEm = new Date(now - daysAgo * DAY_MS);
    const row = await server.db
      .insertInto('planoTratamento')
      .values({
        dentistaId,
        beneficiarioId,
        status,
        criadoEm,
        // A cancelled plan has its date (migration 015).
        canceladoEm: status === 4 ? criadoEm : null,
        validoAte: new Date(criadoEm.getTime() + 60 * DAY_MS),
        codigoOperadora: '900',
        nomeOperadora: 'Odonto Cooperativa',
        codigoPontoAtendimento: '1',
        nomePontoAtendimento: 'Consultório',
        codigoCnes: '0000000',
        observacoes: 'teste',
        usuarioCriacao: CRO,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async function insertItem(planoTratamentoId: number, procedimentoId: number, daysAgo: number) {
    await server.db
      .insertInto('planoTratamentoItem')
      .values({
        planoTratamentoId,
        procedimentoId,
        idDente: 16,
        faces: 'O',
        criadoEm: new Date(now - daysAgo * DAY_MS),
        prazoResposta: new Date(now - (daysAgo - 9) * DAY_MS),
        usuarioAtualizacao: CRO,
      })
      .execute();
  }

  beforeAll(async () => {
    server = await startTestServer({ backend });
    const dentista = await server.db
      .updateTable('dentista')
      .set({ senhaHash: await hashPassword(DEMO_PASSWORD) })
      .where('cro', '=', CRO)
      .returning('id')
      .executeTakeFirstOrThrow();
    token = (await login(server, CRO)).accessToken;
    beneficiarios = await server.db
      .selectFrom('beneficiario')
      .select(['id', 'nome', 'numeroCarteira'])
      .orderBy('id')
      .limit(3)
      .execute();
    especialidades = await server.db
      .selectFrom('procedimento as p')
      .innerJoin('especialidade as e', 'e.id', 'p.especialidadeId')
      .distinctOn('e.nome')
      .select(['p.id as procedimentoId', 'e.nome as especialidade'])
      .orderBy('e.nome')
      .orderBy('p.id')
      .limit(2)
      .execute();
    const [b1, b2, b3] = beneficiarios.map((b) => b.id);
    if (b1 === undefined || b2 === undefined || b3 === undefined) throw new Error('demo sem beneficiários');
    plans.p1 = await insertPlan(dentista.id, b1, 1, 50); // active, expires in 10 days
    plans.p2 = await insertPlan(dentista.id, b1, 2, 5); // active
    plans.p3 = await insertPlan(dentista.id, b2, 0, 55); // draft, expires in 5 days
    plans.p4 = await insertPlan(dentista.id, b3, 3, 50); // completed: neither active nor expiring
    plans.p5 = await insertPlan(dentista.id, b3, 1, 70); // expired 10 days ago
    plans.p6 = await insertPlan(dentista.id, b2, 4, 1); // cancelled
    const [first, second] = especialidades;
    if (!first || !second) throw new Error('demo sem especialidades');
    await insertItem(plans.p2, first.procedimentoId, 1);
    await insertItem(plans.p2, first.procedimentoId, 2);
    await insertItem(plans.p1, second.procedimentoId, 29);
    await insertItem(plans.p1, second.procedimentoId, 40); // older than 30 days
  });
  afterAll(async () => {
    await server?.close();
  });

  it("should compute the figures from the dentist's own plans and items", async () => {
    const response = await callOperation(server, 'getDashboard', { token });
    const [b1, b2, b3] = beneficiarios;
    const [first, second] = especialidades;
    const { data } = response.bodyAt(200);
    expect(data.totalPacientes).toBe(3);
    expect(data.planosAtivos).toBe(2);
    expect(data.planosAVencer).toBe(2);
    expect(
      data.proximosVencimentos.map((plan) => [
        plan.idPlanoTratamento,
        plan.nome,
        plan.ba3MatAnt,
        plan.diasRestantes,
      ]),
    ).toEqual([
      [plans.p3, b2?.nome, b2?.numeroCarteira, 5],
      [plans.p1, b1?.nome, b1?.numeroCarteira, 10],
    ]);
    expect(data.procedimentosUltimos30Dias).toBe(3);
    expect(data.procedimentosPorEspecialidade).toEqual([
      { especialidade: first?.especialidade, quantidade: 2, percentual: 66.7 },
      { especialidade: second?.especialidade, quantidade: 1, percentual: 33.3 },
    ]);
    expect(data.pacientesRecentes.map((patient) => [patient.idPlanoTratamento, patient.nome])).toEqual([
      [plans.p6, b2?.nome],
      [plans.p2, b1?.nome],
      [plans.p4, b3?.nome],
    ]);
  });

  it("should not count another dentist's plans", async () => {
    const bruno = (await login(server, '54321')).accessToken;
    const { data } = (await callOperation(server, 'getDashboard', { token: bruno })).bodyAt(200);
    const ids = [
      ...data.proximosVencimentos.map((plan) => plan.idPlanoTratamento),
      ...data.pacientesRecentes.map((patient) => patient.idPlanoTratamento),
    ];
    expect(ids.some((id) => Object.values(plans).includes(id))).toBe(false);
    const own = await server.db
      .selectFrom('planoTratamento as p')
      .innerJoin('dentista as d', 'd.id', 'p.dentistaId')
      .select((eb) => eb.fn.count<string>('p.beneficiarioId').distinct().as('total'))
      .where('d.cro', '=', '54321')
      .executeTakeFirstOrThrow();
    expect(data.totalPacientes).toBe(Number(own.total));
  });
});
