import { describe, expect, it } from 'vitest';
import {
  CODIGOS_DE_ELEGIBILIDADE,
  classificacaoDosCodigos,
  codigoAptoPara,
  codigosDaDecisao,
  type DecisaoComCodigo,
  textoDoCodigo,
} from '../src/mesa-de-autorizacao/codigos-por-decisao';
import { readCsvFile, seedFile } from '../src/plataforma/csv';

const DECISOES: readonly DecisaoComCodigo[] = [
  'negar',
  'solicitarDocumentos',
  'solicitarJustificativa',
  'autorizarComAlteracao',
  'negarEmJunta',
];
const dentalCodes = readCsvFile(seedFile('tiss-glosas-odonto.csv')).map((row) => row.codigo ?? '');
/** The five texts as the full Tabela 38 (TISS 4.01.00, shared/data/tiss/tiss-tabela38-completa.csv) has them. */
const OFFICIAL_ELIGIBILITY_TEXTS: Record<string, string> = {
  '1007': 'ATENDIMENTO DENTRO DA CARÊNCIA DO BENEFICIÁRIO',
  '1017': 'DATA VALIDADE DA CARTEIRA VENCIDA',
  '1410': 'SERVIÇO SOLICITADO EM CARÊNCIA',
  '1420': 'SERVIÇO SOLICITADO FORA DA COBERTURA',
  '3109':
    'PROCEDIMENTO SOLICITADO NÃO AUTORIZADO POR NÃO CONSTAR DO ROL DE PROCEDIMENTOS E EVENTOS EM SAÚDE DA ANS',
};

describe('codes per decision of the authorization desk', () => {
  it('classifies every dental code of Tabela 38 exactly once, and the eligibility codes', () => {
    const classified = [...classificacaoDosCodigos.keys()];
    expect(new Set(classified).size).toBe(classified.length);
    expect([...classified].sort()).toEqual([...dentalCodes, ...CODIGOS_DE_ELEGIBILIDADE].sort());
    expect(dentalCodes).toHaveLength(105);
    expect(CODIGOS_DE_ELEGIBILIDADE).toEqual(['1007', '1017', '1410', '1420', '3109']);
  });

  it('never lets a waiting, billing or cancellation text refuse an authorization', () => {
    for (const entry of classificacaoDosCodigos.values()) {
      if (entry.decisoes.has('negar')) expect(['autorizacao', 'elegibilidade']).toContain(entry.fase);
    }
    for (const codigo of ['3019', '3051', '3067', '3048', '3058', '3080']) {
      expect(codigoAptoPara('negar', codigo)).toBe(false);
    }
  });

  it('lists every code with its official text, in code order', () => {
    for (const decisao of DECISOES) {
      const codes = codigosDaDecisao(decisao);
      expect(codes.length).toBeGreaterThan(0);
      expect(codes.map((code) => Number(code.codigo))).toEqual(
        codes.map((code) => Number(code.codigo)).sort((a, b) => a - b),
      );
      for (const code of codes) {
        expect(code.descricao).not.toBe('');
        expect(code.descricao).toBe(textoDoCodigo(code.codigo));
      }
    }
  });

  it('copies the eligibility texts unchanged from the full Tabela 38', () => {
    for (const codigo of CODIGOS_DE_ELEGIBILIDADE) {
      expect(textoDoCodigo(codigo)).toBe(OFFICIAL_ELIGIBILITY_TEXTS[codigo]);
    }
  });

  it('keeps 3104 for the junta, and the junta to 3104', () => {
    expect(codigosDaDecisao('negarEmJunta').map((code) => code.codigo)).toEqual(['3104']);
    for (const decisao of DECISOES.filter((decisao) => decisao !== 'negarEmJunta')) {
      expect(codigoAptoPara(decisao, '3104')).toBe(false);
    }
  });

  it('puts the eligibility codes in the denial list', () => {
    const denial = codigosDaDecisao('negar').map((code) => code.codigo);
    for (const codigo of [...CODIGOS_DE_ELEGIBILIDADE, '1025']) expect(denial).toContain(codigo);
  });

  it('asks for documents for a missing initial radiograph, and bills a missing final one', () => {
    expect(codigoAptoPara('solicitarDocumentos', '3081')).toBe(true);
    expect(classificacaoDosCodigos.get('3067')?.fase).toBe('faturamento');
    expect(classificacaoDosCodigos.get('3067')?.decisoes.size).toBe(0);
    for (const codigo of ['3052', '3062', '3113', '3114', '3115', '3131']) {
      expect(codigoAptoPara('solicitarDocumentos', codigo)).toBe(true);
    }
  });

  it('asks for a justification with the codes the rules engine predicts', () => {
    for (const codigo of ['3003', '3004', '3007', '3016', '3024', '3025', '3032', '3033', '3034', '3083']) {
      expect(codigoAptoPara('solicitarJustificativa', codigo)).toBe(true);
    }
    expect(codigoAptoPara('solicitarJustificativa', '3086')).toBe(false);
  });

  it('authorizes with a change for another code, face or region', () => {
    for (const codigo of ['1431', '1432', '3042', '3043', '3044', '3045', '3055']) {
      expect(codigoAptoPara('autorizarComAlteracao', codigo)).toBe(true);
    }
    expect(codigoAptoPara('autorizarComAlteracao', '1430')).toBe(false);
  });

  it('knows no code outside the two lists', () => {
    expect(textoDoCodigo('9999')).toBeUndefined();
    expect(codigoAptoPara('negar', '9999')).toBe(false);
  });
});
