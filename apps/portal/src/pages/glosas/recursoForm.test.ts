import type { CallFailure, PrazoDeRecurso } from '@odonto/api';
import type { FileLike, QueuedFile } from '@odonto/ui';
import { describe, expect, it } from 'vitest';
import {
  errosDoServidor,
  guiasDoRecurso,
  type ItemDoRecurso,
  RECURSO_MESSAGES,
  recursoRequest,
  semErros,
  validarRecurso,
} from './recursoForm';

const aberto = (diasRestantes: number): PrazoDeRecurso => ({
  permitido: true,
  prazo: '2026-12-14',
  diasRestantes,
  proximaRodada: 1,
  rodadasMaximas: 2,
  motivo: null,
});
const fechado: PrazoDeRecurso = {
  permitido: false,
  prazo: null,
  diasRestantes: null,
  proximaRodada: 2,
  rodadasMaximas: 2,
  motivo: 'A glosa está em recurso: aguarde a resposta da operadora.',
};

const arquivo = (id: string, imageTypeId: number | null): QueuedFile<FileLike> => ({
  id,
  file: { name: `${id}.png`, type: 'image/png', size: 10 },
  imageTypeId,
});
const item = (justificativa: string, arquivos: QueuedFile<FileLike>[] = []): ItemDoRecurso<FileLike> => ({
  justificativa,
  arquivos,
});

describe('guiasDoRecurso', () => {
  it('should group the glosas that can be appealed by guide, in the order they come', () => {
    const glosas = [
      { id: 1, numeroGuiaPrestador: 'PTO-1024-01', recurso: aberto(10) },
      { id: 2, numeroGuiaPrestador: 'PTO-1031-01', recurso: aberto(10) },
      { id: 3, numeroGuiaPrestador: 'PTO-1024-01', recurso: aberto(10) },
      { id: 4, numeroGuiaPrestador: 'PTO-1024-01', recurso: fechado },
      { id: 5, numeroGuiaPrestador: 'PTO-1045-01', recurso: fechado },
    ];
    expect(
      guiasDoRecurso(glosas).map((guia) => [guia.numeroGuiaPrestador, guia.glosas.map((g) => g.id)]),
    ).toEqual([
      ['PTO-1024-01', [1, 3]],
      ['PTO-1031-01', [2]],
    ]);
  });
});

describe('validarRecurso', () => {
  it('should refuse an appeal without a glosa', () => {
    expect(validarRecurso([], {})).toEqual({ geral: RECURSO_MESSAGES.nenhuma, itens: {} });
  });

  it('should ask for the justification of each chosen glosa, blank or too long being none', () => {
    const erros = validarRecurso([7, 8, 9], {
      7: item('   '),
      8: item('x'.repeat(501)),
      9: item('Segue a periapical final.'),
    });
    expect(erros).toEqual({
      itens: {
        7: { justificativa: RECURSO_MESSAGES.justificativa },
        8: { justificativa: RECURSO_MESSAGES.justificativa },
      },
    });
    expect(semErros(erros)).toBe(false);
  });

  it('should count a glosa never typed in as without a justification', () => {
    expect(validarRecurso([7], {}).itens[7]?.justificativa).toBe(RECURSO_MESSAGES.justificativa);
  });

  it('should ask for the type of every file', () => {
    const erros = validarRecurso([7], { 7: item('Segue.', [arquivo('a', 1), arquivo('b', null)]) });
    expect(erros.itens[7]).toEqual({
      arquivos: 'É necessário selecionar o Tipo de arquivo para 1 anexo(s).',
    });
  });

  it('should hold back an image over 2 MB that was not reduced', () => {
    const grande = {
      ...arquivo('foto', 1),
      file: { name: 'foto.jpg', type: 'image/jpeg', size: 3 * 1024 * 1024 },
    };
    const erros = validarRecurso([7], { 7: item('Segue.', [arquivo('a', 1), grande]) });
    expect(erros.itens[7]).toEqual({ arquivos: 'Arquivo "foto.jpg" excede o limite de 2 MB.' });
  });

  it('should let a complete appeal go', () => {
    expect(semErros(validarRecurso([7], { 7: item('x'.repeat(500), [arquivo('a', 1)]) }))).toBe(true);
  });
});

describe('recursoRequest', () => {
  it('should send the chosen glosas in order, trimmed, with the uploaded files when there are any', () => {
    expect(
      recursoRequest(
        [8, 7],
        { 7: item('  Segue a periapical final. '), 8: item('Resina, não amálgama.') },
        {
          7: [91, 92],
          8: [],
        },
      ),
    ).toEqual({
      itens: [
        { idGlosa: 8, justificativa: 'Resina, não amálgama.' },
        { idGlosa: 7, justificativa: 'Segue a periapical final.', idsImagem: [91, 92] },
      ],
    });
  });
});

describe('errosDoServidor', () => {
  const refused = (params: Array<{ name: string; reason: string }>): CallFailure => ({
    status: 400,
    body: {
      success: false,
      data: null,
      message: 'O recurso não foi enviado.',
      errors: params.map((param) => param.reason),
      'invalid-params': params,
    },
  });

  it('should place the N-th item refused under the N-th glosa sent', () => {
    expect(
      errosDoServidor(
        refused([
          { name: 'itens/1/justificativa', reason: 'Justificativa longa demais.' },
          { name: 'itens/0/idsImagem/0', reason: 'Arquivo de outro plano.' },
          { name: 'itens/5/justificativa', reason: 'Sem glosa.' },
          { name: 'itens', reason: 'Glosas de lotes diferentes.' },
        ]),
        [8, 7],
      ),
    ).toEqual({
      itens: {
        7: { justificativa: 'Justificativa longa demais.' },
        8: { arquivos: 'Arquivo de outro plano.' },
      },
    });
  });

  it('should place nothing for a failure that names no field', () => {
    expect(errosDoServidor({ status: 409, body: { message: 'Prazo encerrado.' } }, [7])).toEqual({
      itens: {},
    });
  });
});
