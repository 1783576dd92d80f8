import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectFileType } from '../src/arquivos/file-type';
import { ITEM_SITE_COLUMNS } from '../src/ciclo-de-vida/local-do-item';
import type { DentistSchema } from '../src/contract';
import { classificacaoDosCodigos } from '../src/mesa-de-autorizacao/codigos-por-decisao';
import { DEMO_TUSS } from '../src/planos/demonstracao';
import { contextoDoPlano, glosasPrevistas } from '../src/planos/regras';
import { backends } from './support/database';
import { callOperation } from './support/operations';
import { planImages } from './support/planos';
import { login, startTestServer, type TestServer } from './support/server';

describe.each(backends)('demo plans on %s', (backend) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ backend });
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each(['12345', '54321'])(
    'should give CRO %s plans in every status, items in every status and files that open',
    async (cro) => {
      const token = (await login(server, cro)).accessToken;
      const { data: plans } = (
        await callOperation(server, 'listPlanosByDentista', { token, path: { cro } })
      ).bodyAt(200);
      expect(new Set(plans.map((plan) => plan.status))).toEqual(new Set([0, 1, 2, 3, 4, 5, 6]));
      const expiringSoon = plans.filter((plan) => {
        const days = (Date.parse(plan.dtValidade) - Date.now()) / 86_400_000;
        return days > 0 && days <= 15;
      });
      expect(expiringSoon.length).toBeGreaterThan(0);

      const statuses = new Set<string>();
      const imagens: DentistSchema<'PlanoImagem'>[] = [];
      for (const plan of plans) {
        const path = { id: plan.idPlanoTratamento };
        const items = await callOperation(server, 'listPlanoTratamentoItens', { token, path });
        for (const item of items.bodyAt(200).data) statuses.add(item.audiStatus);
        imagens.push(...(await planImages(server, token, plan.idPlanoTratamento)));
      }
      expect(statuses).toEqual(
        new Set([
          'Aguardando Aprovação',
          'Auditoria',
          'Aguardando Justificativa',
          'Aguardando Documentação',
          'Aguardando Aceite',
          'Em Junta',
          'Autorizado',
          'Realizado',
          'Negado',
          'Ativo',
        ]),
      );
      expect(new Set(imagens.map((imagem) => imagem.contentType))).toEqual(
        new Set(['image/png', 'application/pdf']),
      );
      for (const imagem of imagens) {
        const file = await fetch(`${server.baseUrl}${imagem.absolutePath}`);
        expect(file.status).toBe(200);
        const bytes = new Uint8Array(await file.arrayBuffer());
        expect(bytes.length).toBe(imagem.tamanho);
        expect(detectFileType(bytes)?.contentType).toBe(imagem.contentType);
      }

      const atos = await callOperation(server, 'listAtos', { token });
      expect(atos.bodyAt(200).data.length).toBeGreaterThan(0);

      // The auditor's demo decisions reached the dentist: the recent ones unread, each about one of the plans.
      const notificacoes = (await callOperation(server, 'listNotificacoes', { token })).bodyAt(200).data;
      expect(notificacoes.naoLidas).toBeGreaterThan(0);
      expect(notificacoes.itens.length).toBeGreaterThan(notificacoes.naoLidas);
      const planIds = new Set(plans.map((plan) => plan.idPlanoTratamento));
      const lotes = new Set(
        (await callOperation(server, 'listLotes', { token })).bodyAt(200).data.map((lote) => lote.idLote),
      );
      // Each notice is about one of the dentist's plans, or one of the dentist's batches.
      for (const aviso of notificacoes.itens) {
        if (aviso.idLote === null) expect(planIds.has(aviso.idPlanoTratamento ?? 0)).toBe(true);
        else expect(lotes.has(aviso.idLote)).toBe(true);
      }
      expect(notificacoes.itens.map((aviso) => aviso.titulo)).toContain('Procedimento negado');
    },
  );

  it('should seed items that pass the procedure rules, an initial odontogram and a birth date per beneficiary', async () => {
    const items = await server.db
      .selectFrom('planoTratamentoItem as i')
      .innerJoin('planoTratamento as p', 'p.id', 'i.planoTratamentoId')
      .innerJoin('procedimento as pr', 'pr.id', 'i.procedimentoId')
      .select([
        'i.id',
        'i.planoTratamentoId',
        'p.dentistaId',
        'pr.tuss',
        'i.glosasPrevistas',
        'i.justificativa',
        ...ITEM_SITE_COLUMNS,
      ])
      .execute();
    expect(items.length).toBeGreaterThan(0);
    // A demo item either passes the rules or was sent with a technical justification and keeps the glosas the
    // rules predict for it (issue #29); none is blocked.
    for (const {
      id,
      planoTratamentoId,
      dentistaId,
      tuss,
      glosasPrevistas: kept,
      justificativa,
      ...local
    } of items) {
      const contexto = await contextoDoPlano(server.db, planoTratamentoId, dentistaId, id);
      const glosas = glosasPrevistas(tuss, local, contexto);
      expect({ id, tuss, ...local, glosas }).toEqual({ id, tuss, ...local, glosas: kept });
      expect(glosas.every((glosa) => !glosa.bloqueante)).toBe(true);
      expect(justificativa === null).toBe(glosas.length === 0);
    }
    // An adult's retained deciduous 75, sent with its justification: the age is advised (3003), not refused.
    const retido = items.find((item) => item.tuss === '83000089' && item.idDente === 75);
    expect(retido?.glosasPrevistas.map((glosa) => glosa.codigo)).toEqual(['3003']);
    expect(retido?.justificativa).toMatch(/agenesia do 35/);
    // Placed on the mouth and on arches too, not only on tooth faces.
    expect(items.some((item) => item.idDente === null && item.arcada === null)).toBe(true);
    expect(items.some((item) => item.arcada !== null)).toBe(true);

    const planned = await server.db
      .selectFrom('planoTratamento as p')
      .leftJoin('situacaoInicialVersao as v', 'v.beneficiarioId', 'p.beneficiarioId')
      .select(['p.beneficiarioId', 'v.id as versao'])
      .execute();
    expect(planned.every((row) => row.versao !== null)).toBe(true);
    const semNascimento = await server.db
      .selectFrom('beneficiario')
      .select('nome')
      .where('dataNascimento', 'is', null)
      .execute();
    expect(semNascimento).toEqual([]);

    // Every glosa is an analysed item of a batch its dentist sent, with a billing-phase code that fits the
    // procedure, and a note.
    const glosas = await server.db
      .selectFrom('analiseContaItem as a')
      .innerJoin('fechamento as f', 'f.id', 'a.fechamentoId')
      .innerJoin('planoTratamentoItem as i', 'i.id', 'a.planoTratamentoItemId')
      .innerJoin('planoTratamento as p', 'p.id', 'i.planoTratamentoId')
      .innerJoin('procedimento as pr', 'pr.id', 'i.procedimentoId')
      .select([
        'pr.tuss',
        'a.codigoGlosa',
        'a.observacao',
        'f.dentistaId as loteDe',
        'p.dentistaId as planoDe',
      ])
      .where('a.valorGlosadoCentavos', '>', 0)
      .execute();
    const aptos = new Set([`${DEMO_TUSS.restauracao2} 3030`, `${DEMO_TUSS.panoramica} 3015`]);
    expect(glosas.length).toBe(4);
    for (const glosa of glosas) {
      expect(aptos).toContain(`${glosa.tuss} ${glosa.codigoGlosa}`);
      expect(classificacaoDosCodigos.get(glosa.codigoGlosa ?? '')?.fase).toBe('faturamento');
      expect(glosa.observacao).toBeTruthy();
      expect(glosa.loteDe).toBe(glosa.planoDe);
    }
  });
});
