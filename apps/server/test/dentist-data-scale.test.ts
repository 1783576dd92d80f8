import { isValidCPF } from '@brazilian-utils/brazilian-utils';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_CRO, type ScaleSizes, seedScale } from '../scripts/scale-data';
import { backends } from './support/database';
import { callOperation } from './support/operations';
import { login, startTestServer, type TestServer } from './support/server';

/** The operator-scale generator at a small size: the same SQL, checked row by row. */
const SIZES: ScaleSizes = { beneficiarios: 2_000, dentistas: 10, planos: 200, itensPorPlano: 3 };
const GENERATED_CROS = Array.from({ length: SIZES.dentistas }, (_, index) => String(FIRST_CRO + 1 + index));

describe.each(backends)('the scale data set generator on %s', (backend) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ backend });
    await seedScale(server.db, SIZES, () => {});
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  const generated = () =>
    server.db.selectFrom('beneficiario').selectAll().where('numeroCarteira', 'like', '09001%').execute();

  it('should generate beneficiaries with valid, unique CPFs and 17-character unique cards', async () => {
    const rows = await generated();
    expect(rows).toHaveLength(SIZES.beneficiarios);
    expect(rows.filter((row) => !isValidCPF(row.cpf)).map((row) => row.cpf)).toEqual([]);
    expect(new Set(rows.map((row) => row.cpf)).size).toBe(rows.length);
    expect(rows.every((row) => /^\d{17}$/.test(row.numeroCarteira))).toBe(true);
    expect(new Set(rows.map((row) => row.numeroCarteira)).size).toBe(rows.length);
  });

  it('should make families: each dependente points to a titular of the same contract and family', async () => {
    const rows = await generated();
    const byId = new Map(rows.map((row) => [row.id, row]));
    const dependentes = rows.filter((row) => row.tipo === 'D');
    expect(dependentes.length).toBe(rows.length - rows.length / 4);
    for (const dependente of dependentes) {
      const titular = byId.get(dependente.titularId ?? -1);
      expect(titular?.tipo).toBe('T');
      expect(titular?.numeroCarteira.slice(0, 14)).toBe(dependente.numeroCarteira.slice(0, 14));
    }
  });

  it('should spread the plans evenly over dentists who can sign in, with their items', async () => {
    const perDentist = await server.db
      .selectFrom('planoTratamento as p')
      .innerJoin('dentista as d', 'd.id', 'p.dentistaId')
      .select(['d.cro', sql<number>`count(*)::int`.as('planos')])
      .where('d.cro', 'in', GENERATED_CROS)
      .groupBy('d.cro')
      .execute();
    expect(perDentist).toHaveLength(SIZES.dentistas);
    expect(perDentist.every((row) => row.planos === SIZES.planos / SIZES.dentistas)).toBe(true);
    const items = await server.db
      .selectFrom('planoTratamentoItem as i')
      .innerJoin('planoTratamento as p', 'p.id', 'i.planoTratamentoId')
      .innerJoin('dentista as d', 'd.id', 'p.dentistaId')
      .select(['i.status', sql<number>`count(*)::int`.as('total')])
      .where('d.cro', 'in', GENERATED_CROS)
      .groupBy('i.status')
      .execute();
    expect(items.reduce((sum, row) => sum + row.total, 0)).toBe(SIZES.planos * SIZES.itensPorPlano);
    expect(items.map((row) => row.status).sort()).toEqual(
      ['Aguardando Aprovação', 'Auditoria', 'Autorizado', 'Negado', 'Realizado'].sort(),
    );
  });

  it('should let a generated dentist sign in and find a generated beneficiary by CPF over HTTP', async () => {
    const token = (await login(server, String(FIRST_CRO + 1))).accessToken;
    const [sample] = await generated();
    if (!sample) throw new Error('nada gerado');
    const response = await callOperation(server, 'searchBeneficiario', {
      token,
      query: { carteirinhaOuCpf: sample.cpf },
    });
    expect(response.bodyAt(200).data).toEqual([
      expect.objectContaining({ cpf: sample.cpf, numeroCarteira: sample.numeroCarteira }),
    ]);
  });

  it('should leave a database that already has the data set alone', async () => {
    expect(await seedScale(server.db, SIZES, () => {})).toBe(false);
    expect(await generated()).toHaveLength(SIZES.beneficiarios);
  });
});
