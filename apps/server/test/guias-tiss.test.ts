import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GuiaDoPlano, GuiaItem } from '../src/guias/guia-do-plano';
import {
  denteFaceDe,
  hashTiss,
  mensagemCancelamento,
  mensagemTiss,
  observacaoDaGuia,
  tipoAtendimentoDe,
} from '../src/guias/tiss/mensagem-tiss';
import { textoTiss } from '../src/guias/tiss/texto';
import { RESTAURACAO_16 } from './support/guias-impressao';
import { expectValidTiss, hashOf, recomputedHash, validateTiss, valuesOf } from './support/tiss';
import { anyGuiaItem, anyText, TEETH } from './support/tiss-arbitraries';

/** The printed guide's restoration on 16 (M, O), R$ 120,00, awaiting approval, with changes. */
const item = (overrides: Partial<GuiaItem> = {}): GuiaItem => ({ ...RESTAURACAO_16, ...overrides });

/** Issue #16's example: a restoration on 16 (M, O) and a panoramic radiograph, for Maria da Silva. */
const guia = (overrides: Partial<GuiaDoPlano> = {}): GuiaDoPlano => ({
  emitidaEm: new Date('2026-11-23T15:04:05Z'),
  operadora: { nome: 'Odonto Cooperativa', registroANS: '123456' },
  plano: {
    id: 42,
    codigo: 'PTO-0042',
    numeroGuiaPrestador: 'PTO-0042-01',
    numeroEmitidoEm: new Date('2026-11-23T15:04:05Z'),
    criadoEm: new Date('2026-11-20T12:00:00Z'),
    validoAte: new Date('2027-01-19T12:00:00Z'),
    status: 1,
    statusTexto: 'Pendente',
    nomePlano: 'Odonto Essencial',
    empresa: 'Padaria Pão Quente Ltda',
    observacao: 'Plano de tratamento emitido pelo Portal do Dentista.',
    coparticipacao: null,
    cnes: '9999999',
  },
  beneficiario: {
    nome: 'Maria da Silva',
    nomeSocial: null,
    numeroCarteira: '09000001000001001',
    dataNascimento: '1985-04-12',
  },
  executante: {
    nome: 'Dra. Ana Souza',
    cro: '12345',
    uf: 'SP',
    codigoNaOperadora: '1',
    cbos: '223208',
  },
  solicitante: null,
  itens: [
    item(),
    item({
      id: 2,
      codigoTuss: '81000405',
      descricao: 'Radiografia panorâmica de mandíbula/maxila (ortopantomografia)',
      dente: null,
      faces: [],
      valorUnitarioCentavos: 8_550,
      status: 'Autorizado',
    }),
  ],
  situacaoInicial: {
    dentes: [],
    doencaPeriodontal: null,
    alteracaoTecidoMole: null,
    observacao: null,
    completude: { completa: true, posicoesSemRegistro: [], respostasFaltando: [] },
  },
  ...overrides,
});

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

describe('the TISS GTO message', () => {
  it('should validate against tissV4_01_00.xsd', async () => {
    await expectValidTiss(mensagemTiss(guia()).bytes);
  });

  it('should be rejected with the schema message when an element breaks the schema', async () => {
    const broken = latin1(mensagemTiss(guia()).bytes).replace(
      '<ans:codigoTabela>22</ans:codigoTabela>',
      '<ans:codigoTabela>23</ans:codigoTabela>',
    );
    const messages = await validateTiss(Buffer.from(broken, 'latin1'));
    expect(messages).toEqual([
      expect.stringMatching(
        /Element '\{http:\/\/www\.ans\.gov\.br\/padroes\/tiss\/schemas\}codigoTabela': \[facet 'enumeration'\] The value '23'/,
      ),
    ]);
    await expect(expectValidTiss(Buffer.from(broken, 'latin1'))).rejects.toThrow(
      /codigoTabela.*The value '23'/,
    );
  });

  it('should be rejected when a required element is missing', async () => {
    const broken = latin1(mensagemTiss(guia()).bytes).replace(
      /<ans:atendimentoRN>N<\/ans:atendimentoRN>/,
      '',
    );
    const messages = await validateTiss(Buffer.from(broken, 'latin1'));
    expect(messages.join('\n')).toMatch(/planoBeneficiario.*Expected is.*atendimentoRN/);
  });

  it('should carry the header of a request from the provider to the operator', () => {
    const { bytes } = mensagemTiss(guia(), '000000000007');
    expect(valuesOf(bytes, 'tipoTransacao')).toEqual(['SOLICITACAO_PROCEDIMENTOS']);
    expect(valuesOf(bytes, 'sequencialTransacao')).toEqual(['000000000007']);
    // 15:04:05 UTC is 12:04:05 in Brasília.
    expect(valuesOf(bytes, 'dataRegistroTransacao')).toEqual(['2026-11-23']);
    expect(valuesOf(bytes, 'horaRegistroTransacao')).toEqual(['12:04:05']);
    expect(valuesOf(bytes, 'codigoPrestadorNaOperadora')).toEqual(['1']);
    expect(valuesOf(bytes, 'registroANS')).toEqual(['123456', '123456']);
    expect(valuesOf(bytes, 'Padrao')).toEqual(['4.01.00']);
  });

  it('should write each item with table 22, its tooth or region, faces, quantity, value and authorization', () => {
    const { bytes } = mensagemTiss(
      guia({
        itens: [
          ...guia().itens,
          item({ id: 3, codigoTuss: '85300020', dente: null, faces: [], regiao: 'S1' }),
        ],
      }),
    );
    expect(valuesOf(bytes, 'codigoTabela')).toEqual(['22', '22', '22']);
    expect(valuesOf(bytes, 'codigoProcedimento')).toEqual(['85100200', '81000405', '85300020']);
    expect(valuesOf(bytes, 'codDente')).toEqual(['16']);
    expect(valuesOf(bytes, 'codRegiao')).toEqual(['S1']);
    expect(valuesOf(bytes, 'denteFace')).toEqual(['MO']);
    expect(valuesOf(bytes, 'qtdProc')).toEqual(['1', '1', '1']);
    expect(valuesOf(bytes, 'valorProc')).toEqual(['120.00', '85.50', '120.00']);
    expect(valuesOf(bytes, 'aut')).toEqual(['N', 'S', 'N']);
    expect(valuesOf(bytes, 'valorTotalProc')).toEqual(['325.50']);
    expect(valuesOf(bytes, 'ufExec')).toEqual(['35']);
    expect(valuesOf(bytes, 'cnesExec')).toEqual(['9999999']);
    // No initial odontogram recorded: no annex.
    expect(latin1(bytes)).not.toContain('odontoInicial');
  });

  it('should write the co-participation as franquia when the plan has it', async () => {
    const { bytes } = mensagemTiss(guia({ plano: { ...guia().plano, coparticipacao: { percentual: 30 } } }));
    expect(valuesOf(bytes, 'valorFranquia')).toEqual(['36.00', '25.65']);
    expect(valuesOf(bytes, 'valorTotalFranquia')).toEqual(['61.65']);
    await expectValidTiss(bytes);
  });

  it('should write the initial odontogram and another requesting dentist', async () => {
    const { bytes } = mensagemTiss(
      guia({
        situacaoInicial: {
          dentes: [
            { dente: 16, condicao: 'C' },
            { dente: 36, condicao: 'A' },
          ],
          doencaPeriodontal: null,
          alteracaoTecidoMole: null,
          observacao: null,
          completude: { completa: true, posicoesSemRegistro: [], respostasFaltando: [] },
        },
        solicitante: { nome: 'Dr. Bruno Lima', cro: '54321', uf: 'RJ' },
      }),
    );
    expect(valuesOf(bytes, 'elementoDentario')).toEqual(['16', '36']);
    expect(valuesOf(bytes, 'condicaoClinica')).toEqual(['C', 'A']);
    expect(valuesOf(bytes, 'doencaPeriodontal')).toEqual(['false']);
    expect(valuesOf(bytes, 'alteracaoTecidoMole')).toEqual(['false']);
    expect(valuesOf(bytes, 'nomeProfSolic')).toEqual(['Dr. Bruno Lima']);
    expect(valuesOf(bytes, 'ufSolic')).toEqual(['33']);
    await expectValidTiss(bytes);
  });

  it('should be ISO-8859-1 as it declares, accents one byte each', () => {
    const { bytes, xml } = mensagemTiss(guia());
    expect(xml.startsWith('<?xml version="1.0" encoding="ISO-8859-1"?>')).toBe(true);
    const text = latin1(bytes);
    expect(text).toContain('Restauração em resina');
    // 'ç' and 'ã' are 0xE7 and 0xE3 in ISO-8859-1 (UTF-8 would be two bytes each).
    expect(bytes.includes(Buffer.from([0x61, 0xe7, 0xe3, 0x6f]))).toBe(true);
    expect(bytes.includes(Buffer.from('ção', 'utf8'))).toBe(false);
  });

  it('should cut texts to their maximum length and keep every character within ISO-8859-1', async () => {
    const long = `${'Descrição muito longa '.repeat(10)}“fim” — ő 漢`;
    const { bytes } = mensagemTiss(
      guia({ itens: [item({ descricao: long })], plano: { ...guia().plano, nomePlano: 'P'.repeat(60) } }),
    );
    const [descricao = ''] = valuesOf(bytes, 'descricaoProcedimento');
    expect(descricao.length).toBeLessThanOrEqual(150);
    expect(valuesOf(bytes, 'planoBeneficiario')).toEqual(['P'.repeat(40)]);
    expect(textoTiss('“fim” — ő 漢', 50)).toBe('"fim" - o ?');
    await expectValidTiss(bytes);
  });
});

describe('issue #29: each emission is a guide', () => {
  it('should be sent without indentation: no whitespace between elements', () => {
    const { xml } = mensagemTiss(guia());
    expect(xml).not.toMatch(/>\s+</);
    expect(xml).not.toContain('\n');
  });

  it('should write denteFace only from Tabela 32 through the odontogram encoder, never the root', async () => {
    expect(denteFaceDe({ dente: 16, faces: ['O', 'M'] })).toBe('MO');
    expect(denteFaceDe({ dente: 16, faces: ['R'] })).toBeNull();
    expect(denteFaceDe({ dente: 16, faces: ['M', 'R'] })).toBe('M');
    expect(denteFaceDe({ dente: 16, faces: [] })).toBeNull();
    expect(denteFaceDe({ dente: null, faces: ['M'] })).toBeNull();
    // A face the tooth lacks (an incisor has no occlusal face) is no Tabela 32 face of it.
    expect(denteFaceDe({ dente: 11, faces: ['O'] })).toBeNull();
    const { bytes } = mensagemTiss(
      guia({ itens: [item({ faces: ['R'], codigoTuss: '85200050', descricao: 'Tratamento endodôntico' })] }),
    );
    expect(valuesOf(bytes, 'codDente')).toEqual(['16']);
    expect(valuesOf(bytes, 'denteFace')).toEqual([]);
    await expectValidTiss(bytes);
  });

  it.each([
    ['urgency (81000049)', ['81000049', '85100200'], '4'],
    ['24-hour urgency (81000057)', ['81000057'], '4'],
    ['orthodontic maintenance', ['86000357'], '3'],
    ['an orthodontic appliance beside a radiograph', ['86000098', '81000405'], '3'],
    ['radiographs and a tomography only', ['81000405', '81000421', '81000510'], '2'],
    ['the radiographic survey only', ['81000294'], '2'],
    ['a radiograph and a restoration', ['81000405', '85100200'], '1'],
    ['a restoration', ['85100200'], '1'],
  ])('should give tipoAtendimento from the content: %s', (_, codigos, tipo) => {
    expect(tipoAtendimentoDe(codigos.map((codigoTuss) => ({ codigoTuss })))).toBe(tipo);
    const { bytes } = mensagemTiss(
      guia({ itens: codigos.map((codigoTuss, index) => item({ id: index + 1, codigoTuss })) }),
    );
    expect(valuesOf(bytes, 'tipoAtendimento')).toEqual([tipo]);
  });

  it("should write the items' justifications after the plan's observation, cut to 500", async () => {
    const comJustificativa = guia({
      itens: [
        item({ justificativa: 'Cárie extensa com dor ao frio.' }),
        item({
          id: 2,
          dente: null,
          regiao: 'AS',
          faces: [],
          codigoTuss: '85300020',
          justificativa: 'Gengivite',
        }),
        item({ id: 3 }),
      ],
    });
    expect(observacaoDaGuia(comJustificativa)).toBe(
      'Plano de tratamento emitido pelo Portal do Dentista. | Justificativas: 85100200 dente 16: Cárie extensa com dor ao frio.; 85300020 região AS: Gengivite',
    );
    expect(observacaoDaGuia(guia())).toBe('Plano de tratamento emitido pelo Portal do Dentista.');
    const longa = mensagemTiss(guia({ itens: [item({ justificativa: 'x'.repeat(900) })] }));
    expect(valuesOf(longa.bytes, 'observacao')[0]).toHaveLength(500);
    await expectValidTiss(longa.bytes);
  });

  it("should write the annex's answers when recorded, false when not", async () => {
    const { bytes } = mensagemTiss(
      guia({
        situacaoInicial: {
          dentes: [{ dente: 16, condicao: 'C' }],
          doencaPeriodontal: true,
          alteracaoTecidoMole: null,
          observacao: 'Gengiva sangra à sondagem.',
          completude: { completa: true, posicoesSemRegistro: [], respostasFaltando: [] },
        },
      }),
    );
    expect(valuesOf(bytes, 'doencaPeriodontal')).toEqual(['true']);
    expect(valuesOf(bytes, 'alteracaoTecidoMole')).toEqual(['false']);
    expect(valuesOf(bytes, 'numeroGuiaAnexo')).toEqual(['SI-PTO-0042-01']);
    expect(valuesOf(bytes, 'numeroGuiaReferenciada')).toEqual(['PTO-0042-01']);
    await expectValidTiss(bytes);
  });

  it('should cancel a request with cancelaGuia, valid against the schema', async () => {
    const { bytes, hash } = mensagemCancelamento(guia(), 'PTO-0042-02', '000000000009');
    await expectValidTiss(bytes);
    expect(valuesOf(bytes, 'tipoTransacao')).toEqual(['CANCELA_GUIA']);
    expect(valuesOf(bytes, 'tipoGuia')).toEqual(['1']);
    expect(valuesOf(bytes, 'numeroGuiaPrestador')).toEqual(['PTO-0042-02']);
    expect(valuesOf(bytes, 'codigoPrestadorNaOperadora')).toEqual(['1', '1']);
    expect(recomputedHash(bytes)).toBe(hash);
  });
});

const UFS = Object.keys({
  AC: 0,
  AL: 0,
  AP: 0,
  AM: 0,
  BA: 0,
  CE: 0,
  DF: 0,
  ES: 0,
  GO: 0,
  MA: 0,
  MT: 0,
  MS: 0,
  MG: 0,
  PA: 0,
  PB: 0,
  PR: 0,
  PE: 0,
  PI: 0,
  RJ: 0,
  RN: 0,
  RS: 0,
  RO: 0,
  RR: 0,
  SC: 0,
  SP: 0,
  SE: 0,
  TO: 0,
} satisfies Record<GuiaDoPlano['executante']['uf'], 0>) as GuiaDoPlano['executante']['uf'][];
const name = fc.oneof(
  anyText(120),
  fc.constantFrom('José Conceição Müller', 'Ana Luíza D’Ávila', 'Zoë Ångström'),
);

const anyItem = anyGuiaItem({
  statuses: ['Aguardando Aprovação', 'Auditoria', 'Autorizado', 'Realizado', 'Negado', 'Ativo'],
  descricaoMax: 300,
});

const anyGuia = fc
  .record({
    emitidaEm: fc.date({
      min: new Date('2000-01-01T00:00:00Z'),
      max: new Date('2099-12-31T23:59:59Z'),
      noInvalidDate: true,
    }),
    registroANS: fc.stringMatching(/^\d{6}$/),
    id: fc.integer({ min: 1, max: 2_147_483_647 }),
    nomePlano: anyText(80),
    empresa: fc.option(anyText(80)),
    observacao: anyText(700),
    coparticipacao: fc.option(fc.record({ percentual: fc.integer({ min: 0, max: 100 }) })),
    cnes: fc.stringMatching(/^\d{7}$/),
    beneficiario: name,
    numeroCarteira: fc.stringMatching(/^\d{17}$/),
    executante: fc.record({ nome: name, cro: fc.stringMatching(/^\d{1,10}$/), uf: fc.constantFrom(...UFS) }),
    codigoNaOperadora: fc.integer({ min: 1, max: 2_147_483_647 }).map(String),
    solicitante: fc.option(
      fc.record({ nome: name, cro: fc.stringMatching(/^\d{1,10}$/), uf: fc.constantFrom(...UFS) }),
    ),
    itens: fc.array(anyItem, { minLength: 1, maxLength: 10 }),
    situacaoInicial: fc.uniqueArray(
      fc.record({
        dente: fc.constantFrom(...TEETH),
        condicao: fc.constantFrom('A', 'E', 'H', 'C', 'R' as const),
      }),
      { selector: (tooth) => tooth.dente, maxLength: 12 },
    ),
  })
  .map((g): GuiaDoPlano => {
    const base = guia();
    return {
      emitidaEm: g.emitidaEm,
      operadora: { nome: 'Operadora', registroANS: g.registroANS },
      plano: {
        ...base.plano,
        id: g.id,
        codigo: `PTO-${String(g.id).padStart(4, '0')}`,
        numeroGuiaPrestador: `PTO-${String(g.id).padStart(4, '0')}-01`,
        nomePlano: g.nomePlano,
        empresa: g.empresa,
        observacao: g.observacao,
        coparticipacao: g.coparticipacao,
        cnes: g.cnes,
      },
      beneficiario: { ...base.beneficiario, nome: g.beneficiario, numeroCarteira: g.numeroCarteira },
      executante: { ...g.executante, codigoNaOperadora: g.codigoNaOperadora, cbos: '223208' },
      solicitante: g.solicitante,
      itens: g.itens,
      situacaoInicial: {
        dentes: g.situacaoInicial,
        doencaPeriodontal: null,
        alteracaoTecidoMole: null,
        observacao: null,
        completude: { completa: true, posicoesSemRegistro: [], respostasFaltando: [] },
      },
    };
  });

describe('any plan the rules accept', () => {
  it('should export a message that validates, with a hash that checks', async () => {
    await fc.assert(
      fc.asyncProperty(anyGuia, async (generated) => {
        const { bytes, hash } = mensagemTiss(generated);
        await expectValidTiss(bytes);
        expect(recomputedHash(bytes)).toBe(hash);
      }),
      { numRuns: 40 },
    );
  });
});

describe('the TISS hash (epilogo/hash)', () => {
  it('should be the MD5 of the values before the epilogue, as recomputed from the answer', () => {
    const { bytes, hash } = mensagemTiss(guia());
    expect(hashOf(bytes)).toBe(hash);
    expect(recomputedHash(bytes)).toBe(hash);
    expect(hash).toMatch(/^[0-9a-f]{32}$/);
  });

  it('should change when one value changes', () => {
    const before = mensagemTiss(guia()).hash;
    const after = mensagemTiss(
      guia({ itens: [item({ valorUnitarioCentavos: 12_001 }), ...guia().itens.slice(1)] }),
    ).hash;
    expect(after).not.toBe(before);
    const tampered = latin1(mensagemTiss(guia()).bytes).replace(
      '<ans:valorProc>120.00',
      '<ans:valorProc>120.01',
    );
    expect(recomputedHash(Buffer.from(tampered, 'latin1'))).not.toBe(before);
  });

  it('should hash the ISO-8859-1 bytes of the text, not its UTF-8 bytes', () => {
    const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');
    expect(hashTiss('ção')).toBe(md5(Buffer.from([0xe7, 0xe3, 0x6f])));
    expect(hashTiss('ção')).not.toBe(md5(Buffer.from('ção', 'utf8')));
  });
});
