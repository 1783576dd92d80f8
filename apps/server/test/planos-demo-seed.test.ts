import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectFileType } from '../src/files/file-type';
import { backends } from './support/database';
import { call, login, startTestServer, type TestServer } from './support/server';

interface Resumo {
  idPlanoTratamento: number;
  status: number;
  dtValidade: string;
}
interface Item {
  audiStatus: string;
}
interface Imagem {
  absolutePath: string;
  contentType: string;
  tamanho: number;
}

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
      const list = await call<{ data: Resumo[] }>(server, 'GET', `/api/v2/planoTratamento/dentista/${cro}`, {
        token,
      });
      expect(list.status).toBe(200);
      expect(new Set(list.body.data.map((plan) => plan.status))).toEqual(new Set([0, 1, 2, 3, 4]));
      const expiringSoon = list.body.data.filter((plan) => {
        const days = (Date.parse(plan.dtValidade) - Date.now()) / 86_400_000;
        return days > 0 && days <= 15;
      });
      expect(expiringSoon.length).toBeGreaterThan(0);

      const statuses = new Set<string>();
      const imagens: Imagem[] = [];
      for (const plan of list.body.data) {
        const items = await call<{ data: Item[] }>(
          server,
          'GET',
          `/api/v2/planoTratamentoItens/plano/${plan.idPlanoTratamento}`,
          { token },
        );
        for (const item of items.body.data) statuses.add(item.audiStatus);
        const full = await call<{ data: { imagens: Imagem[] } }>(
          server,
          'GET',
          `/api/v2/planoTratamento/${plan.idPlanoTratamento}`,
          { token },
        );
        imagens.push(...full.body.data.imagens);
      }
      expect(statuses).toEqual(
        new Set(['Aguardando Aprovação', 'Auditoria', 'Autorizado', 'Realizado', 'Negado', 'Ativo']),
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

      const atos = await call<{ data: unknown[] }>(server, 'GET', '/api/ato', { token });
      expect(atos.body.data.length).toBeGreaterThan(0);
    },
  );
});
