import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from './support/database';
import { callOperation } from './support/operations';
import { addItem, createPlan } from './support/planos';
import { demoTokens, startTestServer, type TestServer } from './support/server';

describe.each(backends)(
  'the console plan: fitting codes and duplicate pending procedures on %s',
  (backend) => {
    let server: TestServer;
    let ana: string;
    let paulo: string;
    beforeAll(async () => {
      server = await startTestServer({ backend });
      ({ ana, paulo } = await demoTokens(server));
    });
    afterAll(async () => server?.close());

    /** The card of another titular of the demo, not Maria. */
    const carteiraDe = async (nome: string) =>
      (
        await server.db
          .selectFrom('beneficiario')
          .select('numeroCarteira')
          .where('nome', '=', nome)
          .executeTakeFirstOrThrow()
      ).numeroCarteira;

    const auditorPlan = async (planoId: number) =>
      (await callOperation(server, 'getAuditoriaPlano', { token: paulo, path: { id: planoId } })).bodyAt(200)
        .data;

    it('should flag an item pending in another plan of the same beneficiary, not another beneficiary nor a decided one', async () => {
      // Tooth 47 and 46: no demo plan of Maria's has a restoration there.
      const first = await createPlan(server, ana);
      const on47 = await addItem(server, ana, first, { idDente: 47, faces: 'M,O' });
      const on46 = await addItem(server, ana, first, { idDente: 46, faces: 'M,O' });
      // The same restoration on 47, the faces written the other way round: the same request.
      const second = await createPlan(server, ana);
      const again47 = await addItem(server, ana, second, { idDente: 47, faces: 'O,M' });
      // The same on 46 in a third plan, decided: nothing waits there.
      const third = await createPlan(server, ana);
      const decided46 = await addItem(server, ana, third, { idDente: 46, faces: 'M,O' });
      const authorized = await callOperation(server, 'decideAuditoriaItem', {
        token: paulo,
        path: { id: decided46 },
        body: { decisao: 'autorizar' },
      });
      expect(authorized.status).toBe(200);
      // Another beneficiary's plan with the same procedure on 47, pending.
      const other = (
        await callOperation(server, 'createPlanoTratamento', {
          token: ana,
          body: { matriculaBeneficiario: await carteiraDe('José Carlos Oliveira') },
        })
      ).bodyAt(201).data.id;
      const other47 = await addItem(server, ana, other, { idDente: 47, faces: 'M,O' });

      const iguais = (await auditorPlan(first)).pendentesIguais;
      expect(iguais).toContainEqual({
        idProcedimentoItem: on47,
        idPlanoTratamento: second,
        idProcedimentoItemIgual: again47,
      });
      const ids = iguais.map((igual) => igual.idProcedimentoItemIgual);
      expect(ids).not.toContain(other47);
      expect(ids).not.toContain(decided46);
      expect(iguais.filter((igual) => igual.idProcedimentoItem === on46)).toEqual([]);
      // The other plan flags the first back; the other beneficiary's plan flags nothing of Maria's.
      expect((await auditorPlan(second)).pendentesIguais).toContainEqual({
        idProcedimentoItem: again47,
        idPlanoTratamento: first,
        idProcedimentoItemIgual: on47,
      });
      expect((await auditorPlan(other)).pendentesIguais).toEqual([]);
      // The decided item is flagged nowhere, not even beside the pending one it repeats.
      expect((await auditorPlan(third)).pendentesIguais).toEqual([]);
    });

    it('should give each item the codes that fit it: face codes for a restoration', async () => {
      const planoId = await createPlan(server, ana);
      const item = await addItem(server, ana, planoId, { idDente: 45, faces: 'M,O' });
      const { indicacoes } = await auditorPlan(planoId);
      const codigos = indicacoes.find((indicacao) => indicacao.idProcedimentoItem === item)?.codigos ?? [];
      expect(codigos).toEqual(expect.arrayContaining(['1431', '3023', '3056', '1433']));
      expect(codigos).not.toContain('3021');
    });
  },
);
