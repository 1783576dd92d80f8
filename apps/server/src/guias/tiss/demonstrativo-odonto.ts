import { diaBrasileiro } from '../../ciclo-de-vida/prazos/dias';
import type { FormaPagamento } from '../../faturamento/schema';
import { FORMA_DE_PAGAMENTO } from '../../faturamento/valores/em-reais';
import {
  corpoDaOperadora,
  dataHoraBrasilia,
  denteFaceDe,
  denteRegiaoDe,
  type Elemento,
  el,
  type MensagemTiss,
  mensagem,
  obrigatorio,
  opcional,
  procedimentoDados,
  reais,
  sequencialDe,
} from './mensagem-tiss';

/** A billed item as the operator analysed it, values in centavos. */
export interface ItemDoDemonstrativo {
  codigoTuss: string;
  descricao: string;
  /** FDI tooth, or null when the item is on a region or the whole mouth. */
  dente: number | null;
  /** Tabela 42 region, or null. */
  regiao: string | null;
  /** Face letters in TISS order; empty when the procedure has none. */
  faces: string[];
  /** yyyy-mm-dd. */
  dataRealizacao: string;
  quantidade: number;
  informadoCentavos: number;
  glosadoCentavos: number;
  /** The beneficiary's co-participation in the item (TISS valorFranquia), as billed. */
  franquiaCentavos: number;
  /** Tabela 38 (billing phase) when glosado. */
  codigoGlosa: string | null;
}

export interface GuiaDoDemonstrativo {
  numeroGuiaPrestador: string;
  numeroCarteira: string;
  nomeExecutante: string;
  itens: ItemDoDemonstrativo[];
}

/** A paid batch's statement as the operator issues it to the dentist. */
export interface DemonstrativoParaEmissao {
  /** TISS numeroDemonstrativo (st_texto12). */
  numeroDemonstrativo: string;
  emitidoEm: Date;
  operadora: { registroANS: string; nome: string; cnpj: string };
  prestador: {
    /** The dentist's code with the operator (codigoPrestador, destination of the message). */
    codigoNaOperadora: string;
    /** The clinic's CNPJ, 14 digits, or the dentist's CPF when there is no CNPJ. */
    documento: { cnpj: string } | { cpf: string };
  };
  /** yyyy-mm-dd. */
  dataPagamento: string;
  /** PIX or bank transfer: TISS has no element for it, the statement's observation says it. */
  formaPagamento: FormaPagamento;
  numeroLote: string;
  protocolo: string;
  guias: GuiaDoDemonstrativo[];
  /** Amounts accepted in glosa appeals since the previous statement, paid as credits (TISS ct_descontos). */
  creditos: CreditoDoDemonstrativo[];
}

/** A credit of the statement: an appeal's accepted amount. */
export interface CreditoDoDemonstrativo {
  /** What it is, in up to 40 characters (descricaoDbCr): 'Recurso RG000003, guia PTO-0017'. */
  descricao: string;
  valorCentavos: number;
}

/**
 * The statement's credits as TISS `ct_descontos` of its payment day (listed once: the statement's totals sum
 * them, `debCredDemonstrativo` would list them twice): indicator 2 (credit), type 08 (adjustment of an earlier
 * payment: the glosa appealed was of an earlier account).
 */
const descontosDe = (creditos: readonly CreditoDoDemonstrativo[]) =>
  creditos.map((credito) =>
    el('descontos', [
      el('indicador', '2'),
      el('tipoDebitoCredito', '08'),
      obrigatorio('descricaoDbCr', credito.descricao, 40),
      el('valorDbCr', reais(credito.valorCentavos)),
    ]),
  );

interface Totais {
  informado: number;
  glosado: number;
  franquia: number;
  liberado: number;
}

function somar(itens: readonly ItemDoDemonstrativo[]): Totais {
  const totais = { informado: 0, glosado: 0, franquia: 0, liberado: 0 };
  for (const item of itens) {
    totais.informado += item.informadoCentavos;
    totais.glosado += item.glosadoCentavos;
    totais.franquia += item.franquiaCentavos;
    totais.liberado += item.informadoCentavos - item.glosadoCentavos;
  }
  return totais;
}

/** Every item of the statement (the period is its first and last day of performance). */
const itensDe = (demonstrativo: DemonstrativoParaEmissao) =>
  demonstrativo.guias.flatMap((guia) => guia.itens);

function dadosPagamentoDoItem(item: ItemDoDemonstrativo, sequencial: number): Elemento {
  return el('dadosPagamento', [
    el('sequencialItem', String(sequencial)),
    el('procedimento', procedimentoDados(item)),
    denteRegiaoDe(item),
    opcional('denteFace', denteFaceDe({ dente: item.dente, faces: item.faces }), 5),
    el('dataRealizacao', item.dataRealizacao),
    el('qtdProc', String(item.quantidade)),
    el('valorInformado', reais(item.informadoCentavos)),
    // Processed: what the operator took into the analysis, the whole informed value.
    el('valorProcessado', reais(item.informadoCentavos)),
    el('valorGlosaEstorno', reais(item.glosadoCentavos)),
    el('valorFranquia', reais(item.franquiaCentavos)),
    el('valorLiberado', reais(item.informadoCentavos - item.glosadoCentavos)),
    item.codigoGlosa === null ? null : el('codigosGlosa', item.codigoGlosa),
  ]);
}

function dadosPagamentoGuia(guia: GuiaDoDemonstrativo): Elemento {
  const totais = somar(guia.itens);
  return el('dadosPagamentoGuia', [
    obrigatorio('numeroGuiaPrestador', guia.numeroGuiaPrestador, 20),
    // No appeal in this statement (the glosa appeal is another message).
    el('recurso', 'N'),
    obrigatorio('nomeExecutante', guia.nomeExecutante, 70),
    obrigatorio('carteiraBeneficiario', guia.numeroCarteira, 20),
    ...guia.itens.map((item, index) => dadosPagamentoDoItem(item, index + 1)),
    el('valorTotalInformadoGuia', reais(totais.informado)),
    el('valorTotalProcessadoGuia', reais(totais.informado)),
    el('valorTotalGlosaGuia', reais(totais.glosado)),
    el('valorTotalFranquiaGuia', reais(totais.franquia)),
    el('valorTotalLiberadoGuia', reais(totais.liberado)),
  ]);
}

/**
 * The payment statement of a paid batch as a TISS 4.01.00 `mensagemTISS` from the operator to the dentist
 * (DEMONSTRATIVO_ODONTOLOGIA, `operadoraParaPrestador/demonstrativosRetorno/demonstrativoPagamentoOdonto`):
 * per guide and item the informed, processed, glosado (with its Tabela 38 code), co-participation and released
 * values, with the totals per guide, protocol, payment day and statement. Released = informed - glosado. The
 * payment method, which the schema has no element for, goes in the statement's observation. Validate the bytes
 * with validarMensagemTiss before issuing them.
 */
export function mensagemDemonstrativoOdonto(
  demonstrativo: DemonstrativoParaEmissao,
  sequencial = sequencialDe(demonstrativo.emitidoEm),
): MensagemTiss {
  const itens = itensDe(demonstrativo);
  if (itens.length === 0) throw new Error(`statement ${demonstrativo.numeroDemonstrativo} has no item`);
  const datas = itens.map((item) => item.dataRealizacao).sort();
  const totais = somar(itens);
  const creditos = demonstrativo.creditos.reduce((total, credito) => total + credito.valorCentavos, 0);
  const recebido = reais(totais.liberado + creditos);
  const { data } = dataHoraBrasilia(demonstrativo.emitidoEm);
  const { operadora, prestador } = demonstrativo;
  const totaisDoLote = [
    reais(totais.informado),
    reais(totais.informado),
    reais(totais.glosado),
    reais(totais.franquia),
    reais(totais.liberado),
  ] as const;
  const conteudo = el('demonstrativoPagamentoOdonto', [
    el('cabecalhoDemonstrativoOdonto', [
      el('registroANS', operadora.registroANS),
      obrigatorio('numeroDemonstrativo', demonstrativo.numeroDemonstrativo, 12),
      obrigatorio('nomeOperadora', operadora.nome, 70),
      el('cnpjOper', operadora.cnpj),
      el('periodoProc', [el('datainicio', datas[0] ?? data), el('datafim', datas.at(-1) ?? data)]),
    ]),
    el('dadosPrestador', [
      obrigatorio('codigoPrestador', prestador.codigoNaOperadora, 14),
      el('cpfCNPJContratado', [
        'cnpj' in prestador.documento
          ? el('cnpjPrestador', prestador.documento.cnpj)
          : el('cpfContratado', prestador.documento.cpf),
      ]),
    ]),
    el('dadosPagamentoPorData', [
      el('dadosPagamento', [el('dataPagamento', demonstrativo.dataPagamento)]),
      el('protocolos', [
        obrigatorio('numeroLote', demonstrativo.numeroLote, 12),
        obrigatorio('numeroProtocolo', demonstrativo.protocolo, 12),
        ...demonstrativo.guias.map(dadosPagamentoGuia),
        el('totaisPorProtocolo', [
          el('valorTotalInformadoPorProtocolo', totaisDoLote[0]),
          el('valorTotalProcessadoPorProtocolo', totaisDoLote[1]),
          el('valorTotalGlosaPorProtocolo', totaisDoLote[2]),
          el('valorTotalFranquiaPorProtocolo', totaisDoLote[3]),
          el('valorTotalLiberadoPorProtocolo', totaisDoLote[4]),
        ]),
      ]),
      el('totaisPorData', [
        el('valorBrutonformadoPorData', totaisDoLote[0]),
        el('valorBrutoProcessadoPorData', totaisDoLote[1]),
        el('valorBrutoGlosaPorData', totaisDoLote[2]),
        el('valorBrutoFranquiaPorData', totaisDoLote[3]),
        el('valorBrutoLiberadoPorData', totaisDoLote[4]),
      ]),
      demonstrativo.creditos.length === 0
        ? null
        : el('debCredPorDataPagamento', descontosDe(demonstrativo.creditos)),
      el('totalLiquidoPorData', [
        el('valorTotalDebitosPorData', '0.00'),
        el('valorTotalCreditosPorData', reais(creditos)),
        el('valorFinalAReceberPorData', recebido),
      ]),
    ]),
    el('totaisBrutoDemonstrativo', [
      el('valorInformadoPorDemonstrativoData', totaisDoLote[0]),
      el('valorlProcessadoPorDemonstrativo', totaisDoLote[1]),
      el('valorlGlosaPorDemonstrativo', totaisDoLote[2]),
      el('valoFranquiaPorDemonstrativo', totaisDoLote[3]),
      el('valorLiberadoPorDemonstrativo', totaisDoLote[4]),
    ]),
    el('totalDebitosDemonstativo', '0.00'),
    el('totalCreditosDemonstrativo', reais(creditos)),
    el('valorRecebidoDemonstrativo', recebido),
    obrigatorio(
      'observacao',
      `Pagamento por ${FORMA_DE_PAGAMENTO[demonstrativo.formaPagamento]} em ${diaBrasileiro(demonstrativo.dataPagamento)}.`,
      500,
    ),
  ]);
  return mensagem(
    corpoDaOperadora(
      'DEMONSTRATIVO_ODONTOLOGIA',
      {
        emitidaEm: demonstrativo.emitidoEm,
        codigoPrestadorNaOperadora: prestador.codigoNaOperadora,
        registroANS: operadora.registroANS,
      },
      sequencial,
      el('demonstrativosRetorno', [conteudo]),
    ),
  );
}
