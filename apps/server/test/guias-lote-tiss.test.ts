import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GuiaDoPlano, GuiaItem } from '../src/guias/guia-do-plano';
import { type LoteParaEnvio, MAX_GUIAS_POR_LOTE, mensagemLoteGuias } from '../src/guias/tiss/lote-guias';
import { validarMensagemTiss } from '../src/guias/tiss/validacao-xsd';
import { expectValidTiss, hashOf, recomputedHash, valuesOf } from './support/tiss';
import { anyGuiaItem, anyText } from './support/tiss-arbitraries';

/** A performed 2-face resin restoration on 16 (M, O), R$ 120,00. */
const restauracao = (overrides: Partial<GuiaItem> = {}): GuiaItem => ({
  id: 1,
  codigoTuss: '85100200',
  descricao: 'Restauração em resina fotopolimerizável 2 faces',
  dente: 16,
  regiao: null,
  faces: ['M', 'O'],
  quantidade: 1,
  valorUnitarioCentavos: 12_000,
  status: 'Realizado',
  motivo: null,
  realizadoEm: new Date('2026-11-20T14:00:00Z'),
  dataRealizacao: '2026-11-20',
  justificativa: null,
  ...overrides,
});

/** A scaling on the upper-right sextant (Tabela 42 S1), two sessions of R$ 45,50. */
const raspagemS1 = (overrides: Partial<GuiaItem> = {}): GuiaItem =>
  restauracao({
    id: 2,
    codigoTuss: '85300020',
    descricao: 'Raspagem supra-gengival e polimento coronário (por sextante)',
    dente: null,
    regiao: 'S1',
    faces: [],
    quantidade: 2,
    valorUnitarioCentavos: 4_550,
    dataRealizacao: '2026-11-18',
    ...overrides,
  });

/** A panoramic radiograph: the whole mouth, no tooth, no region, no faces. */
const panoramica = (overrides: Partial<GuiaItem> = {}): GuiaItem =>
  restauracao({
    id: 3,
    codigoTuss: '81000405',
    descricao: 'Radiografia panorâmica de mandíbula/maxila (ortopantomografia)',
    dente: null,
    regiao: null,
    faces: [],
    valorUnitarioCentavos: 8_550,
    dataRealizacao: '2026-11-03',
    ...overrides,
  });

/** Dra. Ana Souza's guide for Maria da Silva, PTO-0042-01, without co-participation, not concluded. */
const guia = (
  overrides: Partial<GuiaDoPlano> = {},
  plano: Partial<GuiaDoPlano['plano']> = {},
): GuiaDoPlano => ({
  emitidaEm: new Date('2026-11-23T15:04:05Z'),
  operadora: { nome: 'Odonto Cooperativa', registroANS: '123456' },
  plano: {
    id: 42,
    codigo: 'PTO-0042',
    numeroGuiaPrestador: 'PTO-0042-01',
    numeroEmitidoEm: new Date('2026-11-02T12:00:00Z'),
    criadoEm: new Date('2026-11-01T12:00:00Z'),
    validoAte: new Date('2027-01-01T12:00:00Z'),
    status: 2,
    statusTexto: 'Autorizado',
    nomePlano: 'Odonto Essencial',
    empresa: 'Padaria Pão Quente Ltda',
    observacao: 'Plano de tratamento emitido pelo Portal do Dentista.',
    coparticipacao: null,
    cnes: '9999999',
    ...plano,
  },
  beneficiario: {
    nome: 'Maria da Silva',
    nomeSocial: null,
    numeroCarteira: '09000001000001001',
    dataNascimento: '1985-04-12',
  },
  executante: { nome: 'Dra. Ana Souza', cro: '12345', uf: 'SP', codigoNaOperadora: '7', cbos: '223208' },
  solicitante: null,
  itens: [restauracao()],
  situacaoInicial: {
    dentes: [{ dente: 16, condicao: 'C' }],
    doencaPeriodontal: null,
    alteracaoTecidoMole: null,
    observacao: null,
    completude: { completa: true, posicoesSemRegistro: [], respostasFaltando: [] },
  },
  ...overrides,
});

const lote = (guias: GuiaDoPlano[], numeroLote = '000012'): LoteParaEnvio => ({
  numeroLote,
  // 13:30:00 in Brasília.
  emitidoEm: new Date('2026-11-30T16:30:00Z'),
  guias,
});

/** The three guides of one batch: a tooth with faces, a region and the whole mouth; with and without co-participation. */
const tresGuias = (): GuiaDoPlano[] => [
  guia({ itens: [restauracao(), raspagemS1()] }, { coparticipacao: { percentual: 30 } }),
  guia(
    {
      beneficiario: {
        nome: 'João Araújo',
        nomeSocial: null,
        numeroCarteira: '09000001000002001',
        dataNascimento: null,
      },
      itens: [panoramica()],
    },
    { id: 43, codigo: 'PTO-0043', numeroGuiaPrestador: 'PTO-0043-01', empresa: null },
  ),
  guia(
    { itens: [restauracao({ id: 9, dente: 46, faces: ['O', 'D', 'V'], valorUnitarioCentavos: 15_075 })] },
    { id: 44, codigo: 'PTO-0044', numeroGuiaPrestador: 'PTO-0044-02', coparticipacao: { percentual: 15 } },
  ),
];

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

/** Each `guiaOdonto` of the message, as its own text, to read values guide by guide. */
const guiasDe = (bytes: Uint8Array) =>
  [...latin1(bytes).matchAll(/<ans:guiaOdonto>.*?<\/ans:guiaOdonto>/g)].map(([xml]) =>
    Buffer.from(xml, 'latin1'),
  );

describe('the batch of executed GTOs (ENVIO_LOTE_GUIAS)', () => {
  it('should send one guide as a valid message whose hash checks', async () => {
    const { bytes, hash, xml } = mensagemLoteGuias(lote([guia()]), '000000000031');
    expect(await validarMensagemTiss(bytes)).toEqual([]);
    await expectValidTiss(bytes);
    expect(hashOf(bytes)).toBe(hash);
    expect(recomputedHash(bytes)).toBe(hash);
    expect(xml.startsWith('<?xml version="1.0" encoding="ISO-8859-1"?>')).toBe(true);
    expect(xml).not.toMatch(/>\s+</);
  });

  it('should carry the header of a batch from the provider to the operator', () => {
    const { bytes } = mensagemLoteGuias(lote([guia()]), '000000000031');
    expect(valuesOf(bytes, 'tipoTransacao')).toEqual(['ENVIO_LOTE_GUIAS']);
    expect(valuesOf(bytes, 'sequencialTransacao')).toEqual(['000000000031']);
    expect(valuesOf(bytes, 'dataRegistroTransacao')).toEqual(['2026-11-30']);
    expect(valuesOf(bytes, 'horaRegistroTransacao')).toEqual(['13:30:00']);
    expect(valuesOf(bytes, 'codigoPrestadorNaOperadora')).toEqual(['7']);
    // The header's destination, then the guide's.
    expect(valuesOf(bytes, 'registroANS')).toEqual(['123456', '123456']);
    expect(valuesOf(bytes, 'Padrao')).toEqual(['4.01.00']);
    expect(valuesOf(bytes, 'numeroLote')).toEqual(['000012']);
    expect(latin1(bytes)).toContain('<ans:prestadorParaOperadora><ans:loteGuias>');
  });

  it('should write the executed procedure: sequence, code, tooth and faces, quantity, value, authorization, date', () => {
    const { bytes } = mensagemLoteGuias(lote([guia()]));
    expect(valuesOf(bytes, 'numeroGuiaPrestador')).toEqual(['PTO-0042-01']);
    expect(valuesOf(bytes, 'numeroCarteira')).toEqual(['09000001000001001']);
    expect(valuesOf(bytes, 'atendimentoRN')).toEqual(['N']);
    expect(valuesOf(bytes, 'sequencialItem')).toEqual(['1']);
    expect(valuesOf(bytes, 'codigoTabela')).toEqual(['22']);
    expect(valuesOf(bytes, 'codigoProcedimento')).toEqual(['85100200']);
    expect(valuesOf(bytes, 'codDente')).toEqual(['16']);
    expect(valuesOf(bytes, 'denteFace')).toEqual(['MO']);
    expect(valuesOf(bytes, 'qtdProc')).toEqual(['1']);
    expect(valuesOf(bytes, 'valorProc')).toEqual(['120.00']);
    expect(valuesOf(bytes, 'valorFranquia')).toEqual([]);
    expect(valuesOf(bytes, 'autorizado')).toEqual(['true']);
    expect(valuesOf(bytes, 'dataRealizacao')).toEqual(['2026-11-20']);
    expect(valuesOf(bytes, 'tipoAtendimento')).toEqual(['1']);
    expect(valuesOf(bytes, 'tipoFaturamento')).toEqual(['1']);
    expect(valuesOf(bytes, 'valorTotalProc')).toEqual(['120.00']);
    expect(valuesOf(bytes, 'valorTotalFranquia')).toEqual([]);
    expect(valuesOf(bytes, 'cbosExec2')).toEqual(['223208']);
    // The request carried the initial situation; the executed guide does not repeat it.
    expect(latin1(bytes)).not.toContain('odontoInicial');
    expect(latin1(bytes)).not.toContain('dataTerminoTrat');
  });

  it('should send three guides, each with its items, values, co-participation and totals', async () => {
    const { bytes, hash } = mensagemLoteGuias(lote(tresGuias(), '000000000099'));
    expect(await validarMensagemTiss(bytes)).toEqual([]);
    await expectValidTiss(bytes);
    expect(recomputedHash(bytes)).toBe(hash);
    expect(valuesOf(bytes, 'numeroLote')).toEqual(['000000000099']);
    expect(valuesOf(bytes, 'numeroGuiaPrestador')).toEqual(['PTO-0042-01', 'PTO-0043-01', 'PTO-0044-02']);
    expect(valuesOf(bytes, 'registroANS')).toEqual(['123456', '123456', '123456', '123456']);

    const [primeira, segunda, terceira] = guiasDe(bytes);
    if (!primeira || !segunda || !terceira) throw new Error('expected three guiaOdonto');
    // A tooth with faces and a sextant; 30% co-participation.
    expect(valuesOf(primeira, 'sequencialItem')).toEqual(['1', '2']);
    expect(valuesOf(primeira, 'codDente')).toEqual(['16']);
    expect(valuesOf(primeira, 'codRegiao')).toEqual(['S1']);
    expect(valuesOf(primeira, 'denteFace')).toEqual(['MO']);
    expect(valuesOf(primeira, 'qtdProc')).toEqual(['1', '2']);
    expect(valuesOf(primeira, 'dataRealizacao')).toEqual(['2026-11-20', '2026-11-18']);
    expect(valuesOf(primeira, 'valorProc')).toEqual(['120.00', '91.00']);
    expect(valuesOf(primeira, 'valorFranquia')).toEqual(['36.00', '27.30']);
    expect(valuesOf(primeira, 'valorTotalProc')).toEqual(['211.00']);
    expect(valuesOf(primeira, 'valorTotalFranquia')).toEqual(['63.30']);
    expect(valuesOf(primeira, 'nomeEmpresa')).toEqual(['Padaria Pão Quente Ltda']);
    // The whole mouth: no tooth, region or face; a radiograph alone is radiology (2); no co-participation.
    expect(valuesOf(segunda, 'numeroCarteira')).toEqual(['09000001000002001']);
    expect(latin1(segunda)).not.toContain('denteRegiao');
    expect(latin1(segunda)).not.toContain('denteFace');
    expect(latin1(segunda)).not.toContain('nomeEmpresa');
    expect(valuesOf(segunda, 'dataRealizacao')).toEqual(['2026-11-03']);
    expect(valuesOf(segunda, 'tipoAtendimento')).toEqual(['2']);
    expect(valuesOf(segunda, 'valorProc')).toEqual(['85.50']);
    expect(valuesOf(segunda, 'valorFranquia')).toEqual([]);
    expect(valuesOf(segunda, 'valorTotalProc')).toEqual(['85.50']);
    expect(valuesOf(segunda, 'valorTotalFranquia')).toEqual([]);
    // Three faces of a molar; 15% of R$ 150,75 is R$ 22,6125, rounded to the centavo.
    expect(valuesOf(terceira, 'codDente')).toEqual(['46']);
    expect(valuesOf(terceira, 'denteFace')).toEqual(['ODV']);
    expect(valuesOf(terceira, 'valorProc')).toEqual(['150.75']);
    expect(valuesOf(terceira, 'valorFranquia')).toEqual(['22.61']);
    expect(valuesOf(terceira, 'valorTotalFranquia')).toEqual(['22.61']);
  });

  it('should bill a concluded plan as total, with the last performance as the end of the treatment', async () => {
    const concluido = guia(
      { itens: [restauracao(), raspagemS1({ dataRealizacao: '2026-11-25' }), panoramica()] },
      { status: 3, statusTexto: 'Concluído' },
    );
    const { bytes } = mensagemLoteGuias(lote([concluido, guia({}, { numeroGuiaPrestador: 'PTO-0042-02' })]));
    await expectValidTiss(bytes);
    expect(valuesOf(bytes, 'tipoFaturamento')).toEqual(['4', '1']);
    expect(valuesOf(bytes, 'dataTerminoTrat')).toEqual(['2026-11-25']);
  });

  it("should name the items' authorization as the operator gave it", async () => {
    const { bytes } = mensagemLoteGuias(
      lote([guia({ itens: [restauracao(), panoramica({ status: 'Negado' })] })]),
    );
    await expectValidTiss(bytes);
    expect(valuesOf(bytes, 'autorizado')).toEqual(['true', 'false']);
  });

  it("should write Latin-1 accents as one byte each and escape '&', the hash over the unescaped text", async () => {
    const { bytes, hash } = mensagemLoteGuias(
      lote([
        guia(
          {
            executante: {
              nome: 'Dra. Conceição Araújo & Filhos',
              cro: '12345',
              uf: 'MG',
              codigoNaOperadora: '7',
              cbos: '223208',
            },
            solicitante: { nome: 'Dr. João Müller', cro: '54321', uf: 'RJ' },
            itens: [restauracao({ descricao: 'Restauração “estética” — resina & ionômero' })],
          },
          { empresa: 'Pão & Companhia Ltda', nomePlano: 'Odonto Açaí Plus' },
        ),
      ]),
    );
    expect(await validarMensagemTiss(bytes)).toEqual([]);
    expect(recomputedHash(bytes)).toBe(hash);
    const text = latin1(bytes);
    expect(text).toContain('<ans:nomeEmpresa>Pão &amp; Companhia Ltda</ans:nomeEmpresa>');
    expect(text).toContain('<ans:descricaoProcedimento>Restauração "estética" - resina &amp; ionômero<');
    expect(valuesOf(bytes, 'nomeProfSolic')).toEqual(['Dr. João Müller']);
    expect(valuesOf(bytes, 'ufSolic')).toEqual(['33']);
    expect(valuesOf(bytes, 'ufExec')).toEqual(['31']);
    expect(valuesOf(bytes, 'planoBeneficiario')).toEqual(['Odonto Açaí Plus']);
    // 'ção' is E7 E3 6F in ISO-8859-1; its UTF-8 bytes never appear.
    expect(bytes.includes(Buffer.from([0xe7, 0xe3, 0x6f]))).toBe(true);
    expect(bytes.includes(Buffer.from('ção', 'utf8'))).toBe(false);
  });

  it('should be refused by validarMensagemTiss with the schema messages when a date is corrupted', async () => {
    const corrupted = latin1(mensagemLoteGuias(lote(tresGuias())).bytes).replace(
      '<ans:dataRealizacao>2026-11-18</ans:dataRealizacao>',
      '<ans:dataRealizacao>2026-11-31</ans:dataRealizacao>',
    );
    const messages = await validarMensagemTiss(Buffer.from(corrupted, 'latin1'));
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.join('\n')).toMatch(/dataRealizacao.*'2026-11-31' is not a valid value/);
    await expect(expectValidTiss(Buffer.from(corrupted, 'latin1'))).rejects.toThrow(/dataRealizacao/);
  });

  it('should be refused when a required element is missing or the XML is broken', async () => {
    const xml = latin1(mensagemLoteGuias(lote([guia()])).bytes);
    const semFaturamento = xml.replace('<ans:tipoFaturamento>1</ans:tipoFaturamento>', '');
    expect((await validarMensagemTiss(Buffer.from(semFaturamento, 'latin1'))).join('\n')).toMatch(
      /valorTotalProc.*Expected is.*tipoFaturamento/,
    );
    const truncated = Buffer.from(xml.slice(0, xml.length / 2), 'latin1');
    expect((await validarMensagemTiss(truncated)).join('\n')).toMatch(/parser error/);
  });

  it('should answer validations asked at once each with its own messages', async () => {
    const valid = mensagemLoteGuias(lote([guia()])).bytes;
    const invalid = Buffer.from(latin1(valid).replace('<ans:qtdProc>1<', '<ans:qtdProc>100<'), 'latin1');
    const results = await Promise.all(
      [valid, invalid, valid, invalid].map((bytes) => validarMensagemTiss(bytes)),
    );
    expect(results[0]).toEqual([]);
    expect(results[2]).toEqual([]);
    for (const messages of [results[1], results[3]]) {
      expect(messages).toEqual([expect.stringMatching(/qtdProc.*\[facet 'totalDigits'\] The value '100'/)]);
    }
  });

  it(`should fit ${MAX_GUIAS_POR_LOTE} guides in a batch, one more failing the schema`, async () => {
    const guias = Array.from({ length: MAX_GUIAS_POR_LOTE + 1 }, (_, index) =>
      guia({}, { id: index + 1, numeroGuiaPrestador: `PTO-${String(index + 1).padStart(4, '0')}-01` }),
    );
    expect(await validarMensagemTiss(mensagemLoteGuias(lote(guias.slice(0, -1))).bytes)).toEqual([]);
    expect((await validarMensagemTiss(mensagemLoteGuias(lote(guias)).bytes)).join('\n')).toMatch(
      /guiaOdonto.*This element is not expected/,
    );
  });

  it("should throw on the caller's errors: no guide, an item not performed, another provider's guide", () => {
    expect(() => mensagemLoteGuias(lote([]))).toThrow(/has no guide/);
    expect(() => mensagemLoteGuias(lote([guia({ itens: [restauracao({ dataRealizacao: null })] })]))).toThrow(
      /no dataRealizacao/,
    );
    const outro = guia({ executante: { ...guia().executante, codigoNaOperadora: '8' } });
    expect(() => mensagemLoteGuias(lote([guia(), outro]))).toThrow(/not of the batch's provider/);
    const outraOperadora = guia({ operadora: { nome: 'Outra', registroANS: '654321' } });
    expect(() => mensagemLoteGuias(lote([guia(), outraOperadora]))).toThrow(/not of the batch's provider/);
  });
});

const anyItem = anyGuiaItem({
  statuses: ['Autorizado', 'Realizado', 'Negado'],
  descricaoMax: 200,
  realizado: true,
});

const anyGuia = fc
  .record({
    numero: fc.integer({ min: 1, max: 99_999 }),
    status: fc.constantFrom(2, 3, 5),
    nomePlano: anyText(60),
    empresa: fc.option(anyText(60)),
    observacao: anyText(600),
    coparticipacao: fc.option(fc.record({ percentual: fc.integer({ min: 0, max: 100 }) })),
    numeroCarteira: fc.stringMatching(/^\d{17}$/),
    cro: fc.stringMatching(/^\d{1,20}$/),
    solicitante: fc.option(fc.record({ nome: anyText(90), cro: fc.stringMatching(/^\d{1,20}$/) })),
    itens: fc.array(anyItem, { minLength: 1, maxLength: 8 }),
  })
  .map(
    (g): GuiaDoPlano =>
      guia(
        {
          beneficiario: { ...guia().beneficiario, numeroCarteira: g.numeroCarteira },
          executante: { ...guia().executante, cro: g.cro },
          solicitante: g.solicitante && { ...g.solicitante, uf: 'RJ' },
          itens: g.itens,
        },
        {
          numeroGuiaPrestador: `PTO-${g.numero}-01`,
          status: g.status as GuiaDoPlano['plano']['status'],
          nomePlano: g.nomePlano,
          empresa: g.empresa,
          observacao: g.observacao,
          coparticipacao: g.coparticipacao,
        },
      ),
  );

describe('any batch of performed items', () => {
  it('should be a message that validates, with a hash that checks', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(anyGuia, { minLength: 1, maxLength: 4 }),
        fc.stringMatching(/^\d{1,12}$/),
        async (guias, numeroLote) => {
          const { bytes, hash } = mensagemLoteGuias(lote(guias, numeroLote));
          expect(await validarMensagemTiss(bytes)).toEqual([]);
          expect(recomputedHash(bytes)).toBe(hash);
          expect(valuesOf(bytes, 'numeroLote')).toEqual([numeroLote]);
          expect(valuesOf(bytes, 'dataRealizacao')).toEqual(
            guias.flatMap((g) => g.itens.map((item) => item.dataRealizacao)),
          );
        },
      ),
      { numRuns: 20 },
    );
  });
});
