import { ITEM_STATUS, PLANO_STATUS } from '@odonto/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codigosTissDoPlano } from '../src/glossario/glossario';
import { codigosDaDecisao } from '../src/mesa-de-autorizacao/codigos-por-decisao';
import { backends } from './support/database';
import { call, startTestServer, type TestServer } from './support/server';

interface Entry {
  codigo: string | number;
  descricao: string;
}
interface Status {
  tipo: string;
  valor: string;
  significado: string;
  codigosTiss: number[];
}
interface Body {
  success: boolean;
  data: {
    statusTiss: Entry[];
    statusDoProduto: Status[];
    codigosTabela38: (Entry & { fase: string })[];
    regioes: Entry[];
    faces: Entry[];
  };
}

describe('the plan statuses of the glossary', () => {
  it('should give each plan status the TISS codes the lifecycle gives it', () => {
    expect(Object.fromEntries(codigosTissDoPlano())).toEqual({
      0: [],
      1: [2],
      2: [1],
      3: [1, 7],
      4: [6],
      5: [7],
      6: [3],
    });
  });
});

describe.each(backends)('the glossary over HTTP on %s', (backend) => {
  let server: TestServer;
  let body: Body;
  let headers: Headers;
  let status: number;

  beforeAll(async () => {
    server = await startTestServer({ backend });
    // No token: public reference data.
    const response = await call<Body>(server, 'GET', '/api/glossario');
    ({ body, headers, status } = response);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('should answer without a token, and let browsers keep it for an hour (no personal data)', () => {
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('public, max-age=3600');
    expect(body.success).toBe(true);
  });

  it('should list the seven TISS statuses with their official texts', () => {
    expect(body.data.statusTiss).toHaveLength(7);
    expect(body.data.statusTiss).toContainEqual({ codigo: 2, descricao: 'Em análise' });
    expect(body.data.statusTiss).toContainEqual({ codigo: 7, descricao: 'Autorizado parcialmente' });
  });

  it('should explain every plan and item status in one pt-BR line, with its TISS codes', () => {
    const planos = body.data.statusDoProduto.filter((status) => status.tipo === 'plano');
    const itens = body.data.statusDoProduto.filter((status) => status.tipo === 'item');
    expect(planos.map((status) => status.valor)).toEqual(PLANO_STATUS.map(String));
    expect(itens.map((status) => status.valor)).toEqual([...ITEM_STATUS]);
    for (const status of body.data.statusDoProduto) expect(status.significado, status.valor).toMatch(/\.$/);
    expect(itens.find((status) => status.valor === 'Aguardando Aprovação')).toEqual({
      tipo: 'item',
      valor: 'Aguardando Aprovação',
      significado: 'O item foi incluído e espera a decisão da auditoria da operadora.',
      codigosTiss: [2],
    });
    expect(planos.find((status) => status.valor === '5')?.codigosTiss).toEqual([7]);
    const glosa = body.data.statusDoProduto.find((status) => status.tipo === 'glosa');
    expect(glosa?.codigosTiss).toEqual([]);
  });

  it('should list the Tabela 38 codes the desk uses, with their official texts and phases', () => {
    const codes = body.data.codigosTabela38;
    expect(codes).toContainEqual({
      codigo: '1430',
      descricao: 'PROCEDIMENTO ODONTOLÓGICO NÃO AUTORIZADO',
      fase: 'autorizacao',
    });
    for (const code of codigosDaDecisao('negar')) {
      expect(codes.map((entry) => entry.codigo)).toContain(code.codigo);
    }
    expect(codes.map((entry) => Number(entry.codigo))).toEqual(
      codes.map((entry) => Number(entry.codigo)).sort((a, b) => a - b),
    );
  });

  it('should list the regions of Tabela 42 and the faces', () => {
    expect(body.data.regioes).toContainEqual({ codigo: 'AS', descricao: 'Arco Superior' });
    expect(body.data.regioes).toContainEqual({
      codigo: 'S1',
      descricao: 'Sextante superior posterior direito',
    });
    expect(body.data.faces).toContainEqual({ codigo: 'O', descricao: 'Oclusal' });
    expect(body.data.faces).toHaveLength(7);
  });
});
