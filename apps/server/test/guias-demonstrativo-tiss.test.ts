import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type DemonstrativoParaEmissao,
  type ItemDoDemonstrativo,
  mensagemDemonstrativoOdonto,
} from '../src/guias/tiss/demonstrativo-odonto';
import { validarMensagemTiss } from '../src/guias/tiss/validacao-xsd';
import { CODIGOS_DA_CONTA } from '../src/mesa-de-autorizacao/codigos-por-decisao';
import { expectValidTiss, hashOf, recomputedHash, valuesOf } from './support/tiss';
import { anyGuiaItem, anyText } from './support/tiss-arbitraries';

/** A 2-face resin restoration on 37 (D, O) billed at R$ 150,00 and paid at the amalgam's value (R$ 45,00 glosado). */
const restauracao: ItemDoDemonstrativo = {
  codigoTuss: '85100200',
  descricao: 'Restauração em resina fotopolimerizável 2 faces',
  dente: 37,
  regiao: null,
  faces: ['D', 'O'],
  dataRealizacao: '2026-09-20',
  quantidade: 1,
  informadoCentavos: 15_000,
  glosadoCentavos: 4_500,
  franquiaCentavos: 3_000,
  codigoGlosa: '3030',
};
const profilaxia: ItemDoDemonstrativo = {
  codigoTuss: '84000198',
  descricao: 'Profilaxia: polimento coronário',
  dente: null,
  regiao: 'AS',
  faces: [],
  dataRealizacao: '2026-09-18',
  quantidade: 1,
  informadoCentavos: 9_000,
  glosadoCentavos: 0,
  franquiaCentavos: 1_800,
  codigoGlosa: null,
};

const demonstrativo = (overrides: Partial<DemonstrativoParaEmissao> = {}): DemonstrativoParaEmissao => ({
  numeroDemonstrativo: 'DP000012',
  emitidoEm: new Date('2026-10-25T15:00:00Z'),
  operadora: { registroANS: '345678', nome: 'Odonto Cooperativa', cnpj: '11444777000161' },
  prestador: { codigoNaOperadora: '1', documento: { cnpj: '12345678000195' } },
  dataPagamento: '2026-10-25',
  formaPagamento: 'pix',
  numeroLote: '000012',
  protocolo: '260920000012',
  guias: [
    {
      numeroGuiaPrestador: 'PTO-0017-01',
      numeroCarteira: '09000001000001001',
      nomeExecutante: 'Dra. Ana Souza',
      itens: [restauracao, profilaxia],
    },
  ],
  creditos: [],
  ...overrides,
});

describe('the TISS payment statement (demonstrativoPagamentoOdonto)', () => {
  it('should pay the appeals accepted since the last statement as credits of type 08, added to what is received', async () => {
    const { bytes } = mensagemDemonstrativoOdonto(
      demonstrativo({
        creditos: [
          { descricao: 'Recurso RG000003, lote 000009', valorCentavos: 62_000 },
          { descricao: 'Recurso RG000004, lote 000010', valorCentavos: 2_500 },
        ],
      }),
    );
    await expectValidTiss(bytes);
    expect(valuesOf(bytes, 'indicador')).toEqual(['2', '2']);
    expect(valuesOf(bytes, 'tipoDebitoCredito')).toEqual(['08', '08']);
    expect(valuesOf(bytes, 'descricaoDbCr')).toEqual([
      'Recurso RG000003, lote 000009',
      'Recurso RG000004, lote 000010',
    ]);
    expect(valuesOf(bytes, 'valorTotalCreditosPorData')).toEqual(['645.00']);
    expect(valuesOf(bytes, 'totalCreditosDemonstrativo')).toEqual(['645.00']);
    // Released 195,00 plus the credits.
    expect(valuesOf(bytes, 'valorFinalAReceberPorData')).toEqual(['840.00']);
    expect(valuesOf(bytes, 'valorRecebidoDemonstrativo')).toEqual(['840.00']);
    expect(valuesOf(bytes, 'valorTotalLiberadoPorProtocolo')).toEqual(['195.00']);
  });

  it('should validate, from the operator to the dentist, with released = informed - glosado at every level', async () => {
    const { bytes } = mensagemDemonstrativoOdonto(demonstrativo());
    await expectValidTiss(bytes);
    expect(valuesOf(bytes, 'tipoTransacao')).toEqual(['DEMONSTRATIVO_ODONTOLOGIA']);
    expect(valuesOf(bytes, 'valorLiberado')).toEqual(['105.00', '90.00']);
    expect(valuesOf(bytes, 'valorGlosaEstorno')).toEqual(['45.00', '0.00']);
    expect(valuesOf(bytes, 'codigosGlosa')).toEqual(['3030']);
    expect(valuesOf(bytes, 'valorTotalLiberadoGuia')).toEqual(['195.00']);
    expect(valuesOf(bytes, 'valorTotalLiberadoPorProtocolo')).toEqual(['195.00']);
    expect(valuesOf(bytes, 'valorRecebidoDemonstrativo')).toEqual(['195.00']);
    expect(valuesOf(bytes, 'valorTotalFranquiaGuia')).toEqual(['48.00']);
    // The period of the performances, the payment's day and method.
    expect(valuesOf(bytes, 'datainicio')).toEqual(['2026-09-18']);
    expect(valuesOf(bytes, 'datafim')).toEqual(['2026-09-20']);
    expect(valuesOf(bytes, 'dataPagamento')).toEqual(['2026-10-25']);
    expect(valuesOf(bytes, 'observacao')).toEqual(['Pagamento por PIX em 25/10/2026.']);
    expect(valuesOf(bytes, 'denteFace')).toEqual(['OD']);
    expect(hashOf(bytes)).toBe(recomputedHash(bytes));
  });

  it('should name the dentist by CPF when there is no CNPJ, and a bank transfer in the observation', async () => {
    const { bytes } = mensagemDemonstrativoOdonto(
      demonstrativo({
        prestador: { codigoNaOperadora: '7', documento: { cpf: '52998224725' } },
        formaPagamento: 'bank_transfer',
      }),
    );
    await expectValidTiss(bytes);
    expect(valuesOf(bytes, 'cpfContratado')).toEqual(['52998224725']);
    expect(valuesOf(bytes, 'observacao')).toEqual(['Pagamento por transferência bancária em 25/10/2026.']);
  });

  it('should refuse to build a statement without items', () => {
    expect(() => mensagemDemonstrativoOdonto(demonstrativo({ guias: [] }))).toThrow(/has no item/);
  });

  it('should validate for any guides and items, their texts, sites, values and billing codes', async () => {
    const item = anyGuiaItem({ statuses: ['Realizado'], descricaoMax: 200, realizado: true }).chain(
      (guiaItem) =>
        fc
          .record({
            glosado: fc.integer({ min: 0, max: guiaItem.quantidade * guiaItem.valorUnitarioCentavos }),
            franquia: fc.integer({ min: 0, max: guiaItem.quantidade * guiaItem.valorUnitarioCentavos }),
            codigo: fc.constantFrom(...CODIGOS_DA_CONTA.map((codigo) => codigo.codigo)),
          })
          .map(
            ({ glosado, franquia, codigo }): ItemDoDemonstrativo => ({
              codigoTuss: guiaItem.codigoTuss,
              descricao: guiaItem.descricao,
              dente: guiaItem.dente,
              regiao: guiaItem.regiao,
              faces: guiaItem.faces,
              dataRealizacao: guiaItem.dataRealizacao ?? '2026-01-01',
              quantidade: guiaItem.quantidade,
              informadoCentavos: guiaItem.quantidade * guiaItem.valorUnitarioCentavos,
              glosadoCentavos: glosado,
              franquiaCentavos: franquia,
              codigoGlosa: glosado > 0 ? codigo : null,
            }),
          ),
    );
    const guia = fc.record({
      numeroGuiaPrestador: anyText(30),
      numeroCarteira: fc.stringMatching(/^\d{17}$/),
      nomeExecutante: anyText(90),
      itens: fc.array(item, { minLength: 1, maxLength: 4 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(guia, { minLength: 1, maxLength: 3 }), async (guias) => {
        const { bytes } = mensagemDemonstrativoOdonto(demonstrativo({ guias }));
        expect(await validarMensagemTiss(bytes)).toEqual([]);
        const itens = guias.flatMap((cada) => cada.itens);
        const liberado = itens.reduce(
          (total, cada) => total + cada.informadoCentavos - cada.glosadoCentavos,
          0,
        );
        expect(valuesOf(bytes, 'valorRecebidoDemonstrativo')).toEqual([(liberado / 100).toFixed(2)]);
      }),
      { numRuns: 40 },
    );
  }, 120_000);
});
