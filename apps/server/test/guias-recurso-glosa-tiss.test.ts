import { describe, expect, it } from 'vitest';
import {
  type ItemDoRecurso,
  mensagemRecursoGlosa,
  mensagemRespostaRecursoGlosa,
  type RecursoParaEnvio,
} from '../src/guias/tiss/recurso-glosa';
import { expectValidTiss, hashOf, recomputedHash, valuesOf } from './support/tiss';

/** An endodontic treatment on 11 glosado whole for its missing final radiograph (3067). */
const endodontia: ItemDoRecurso = {
  sequencialItem: 1,
  codigoTuss: '85200166',
  descricao: 'Tratamento endodôntico unirradicular',
  dente: 11,
  regiao: null,
  faces: [],
  dataRealizacao: '2026-10-02',
  quantidade: 1,
  codigoGlosa: '3067',
  justificativa: 'Segue a periapical final com a obturação do 11; a enviada no lote era a de diagnóstico.',
  recursadoCentavos: 62_000,
};
/** A 2-face resin on 37 paid at the amalgam's value (3030, R$ 45,00). */
const restauracao: ItemDoRecurso = {
  sequencialItem: 2,
  codigoTuss: '85100200',
  descricao: 'Restauração em resina fotopolimerizável 2 faces',
  dente: 37,
  regiao: null,
  faces: ['D', 'O'],
  dataRealizacao: '2026-10-02',
  quantidade: 1,
  codigoGlosa: '3030',
  justificativa: 'O produto cobre resina em posteriores; a tabela da operadora paga resina em 37.',
  recursadoCentavos: 4_500,
};
/** A panoramic radiograph without its region (whole mouth). */
const panoramica: ItemDoRecurso = {
  sequencialItem: 1,
  codigoTuss: '81000405',
  descricao: 'Radiografia panorâmica de mandíbula/maxila (ortopantomografia)',
  dente: null,
  regiao: null,
  faces: [],
  dataRealizacao: '2026-10-05',
  quantidade: 1,
  codigoGlosa: '3015',
  justificativa: 'A imagem e o laudo da panorâmica seguem anexos.',
  recursadoCentavos: 9_000,
};

const recurso = (overrides: Partial<RecursoParaEnvio> = {}): RecursoParaEnvio => ({
  numero: 'RG000003',
  enviadoEm: new Date('2026-11-10T14:30:00Z'),
  operadora: { registroANS: '345678', nome: 'Odonto Cooperativa' },
  codigoPrestador: '1',
  numeroLote: '000012',
  protocoloLote: '261020000012',
  guias: [
    { numeroGuiaPrestador: 'PTO-0017-01', itens: [endodontia, restauracao] },
    { numeroGuiaPrestador: 'PTO-0021-01', itens: [panoramica] },
  ],
  ...overrides,
});

describe('the TISS glosa appeal (recursoGlosa, cto_recursoGlosaOdonto)', () => {
  it('should validate from the dentist to the operator: per guide its procedures, codes, justifications and amounts', async () => {
    const { bytes } = mensagemRecursoGlosa(recurso());
    await expectValidTiss(bytes);
    expect(valuesOf(bytes, 'tipoTransacao')).toEqual(['RECURSO_GLOSA']);
    expect(valuesOf(bytes, 'numeroGuiaRecGlosaPrestador')).toEqual(['RG000003']);
    expect(valuesOf(bytes, 'objetoRecurso')).toEqual(['2']);
    expect(valuesOf(bytes, 'numeroProtocolo')).toEqual(['261020000012']);
    expect(valuesOf(bytes, 'numeroGuiaPrestador')).toEqual(['PTO-0017-01', 'PTO-0021-01']);
    expect(valuesOf(bytes, 'codGlosaProc')).toEqual(['3067', '3030', '3015']);
    expect(valuesOf(bytes, 'valorRecursado')).toEqual(['620.00', '45.00', '90.00']);
    expect(valuesOf(bytes, 'valorTotalRecursado')).toEqual(['755.00']);
    expect(valuesOf(bytes, 'codDente')).toEqual(['11', '37']);
    expect(valuesOf(bytes, 'denteFace')).toEqual(['OD']);
    // The day of the appeal in Brasília.
    expect(valuesOf(bytes, 'dataRecurso')).toEqual(['2026-11-10']);
    expect(hashOf(bytes)).toBe(recomputedHash(bytes));
  });

  it("should name one justification per guide: the items' own when they agree, else a pointer to them", () => {
    const { bytes } = mensagemRecursoGlosa(recurso());
    expect(valuesOf(bytes, 'justificativaGuia')).toEqual([
      'Recurso por procedimento: a justificativa de cada um está no seu item.',
      panoramica.justificativa,
    ]);
    expect(valuesOf(bytes, 'codGlosaGuia')).toEqual(['3067', '3015']);
  });

  it('should cut a justification to the 500 characters of st_texto500 and still validate', async () => {
    const longa = { ...endodontia, justificativa: 'Periapical final anexada. '.repeat(30) };
    const { bytes } = mensagemRecursoGlosa(
      recurso({ guias: [{ numeroGuiaPrestador: 'PTO-0017-01', itens: [longa] }] }),
    );
    await expectValidTiss(bytes);
    expect(valuesOf(bytes, 'justificativaProc')[0]?.length).toBeLessThanOrEqual(500);
  });
});

describe('the TISS answer to a glosa appeal (respostaRecursoGlosa, reciboGlosaOdonto)', () => {
  it('should validate from the operator to the dentist with each amount accepted and the totals', async () => {
    const { bytes } = mensagemRespostaRecursoGlosa({
      recurso: recurso(),
      respondidoEm: new Date('2026-11-20T13:00:00Z'),
      respostas: [
        [
          { acatadoCentavos: 62_000, justificativa: null },
          {
            acatadoCentavos: 2_500,
            justificativa: 'Aceita a diferença da tabela de 2026; o restante segue a de amálgama.',
          },
        ],
        [{ acatadoCentavos: 0, justificativa: 'O laudo anexado é de outra data e de outro paciente.' }],
      ],
    });
    await expectValidTiss(bytes);
    expect(valuesOf(bytes, 'tipoTransacao')).toEqual(['RESPOSTA_RECURSO_GLOSA']);
    expect(valuesOf(bytes, 'valorAcatado')).toEqual(['620.00', '25.00', '0.00']);
    expect(valuesOf(bytes, 'justificativaOperadora')).toHaveLength(2);
    expect(valuesOf(bytes, 'valorTotalRecursado')).toEqual(['755.00']);
    expect(valuesOf(bytes, 'valorTotalAcatado')).toEqual(['645.00']);
    expect(valuesOf(bytes, 'justificativaPrestador')).toEqual([
      endodontia.justificativa,
      restauracao.justificativa,
      panoramica.justificativa,
    ]);
    expect(hashOf(bytes)).toBe(recomputedHash(bytes));
  });

  it('should refuse to build an answer that leaves an item unanswered', () => {
    expect(() =>
      mensagemRespostaRecursoGlosa({
        recurso: recurso(),
        respondidoEm: new Date('2026-11-20T13:00:00Z'),
        respostas: [[{ acatadoCentavos: 62_000, justificativa: null }]],
      }),
    ).toThrow(/answers for 3 items/);
  });
});
