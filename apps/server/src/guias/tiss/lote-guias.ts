import type { PlanoStatus } from '../../ciclo-de-vida/schema';
import type { GuiaDoPlano, GuiaItem } from '../guia-do-plano';
import {
  autorizado,
  corpo,
  dadosDoBeneficiario,
  dadosDoItem,
  type Elemento,
  el,
  type MensagemTiss,
  mensagem,
  obrigatorio,
  observacaoDaGuia,
  opcional,
  profissionais,
  sequencialDe,
  tipoAtendimentoDe,
  totaisDaGuia,
} from './mensagem-tiss';

/** A billing batch as it is sent: the provider's batch number, when, and one guide per plan. */
export interface LoteParaEnvio {
  /** The batch's number on the provider's side (`numeroLote`, st_texto12), e.g. '000012'. */
  numeroLote: string;
  /** When the batch is sent (the header's date and time). */
  emitidoEm: Date;
  /**
   * One guide per plan, each with only the items this batch bills, every one with its `dataRealizacao`; all
   * of the same dentist and operator. At most MAX_GUIAS_POR_LOTE.
   */
  guias: GuiaDoPlano[];
}

/** `ctm_guiaLote/guiasTISS/guiaOdonto` maxOccurs: a batch carries at most 100 guides (more fail the schema). */
export const MAX_GUIAS_POR_LOTE = 100;

/** The plan status in which every authorized item was performed (ciclo-de-vida.ts statusDoPlano). */
const PLANO_CONCLUIDO: PlanoStatus = 3;
/** `dm_tipoFaturamentoOdonto`: 1 parcial, 4 total (the only two the dental guide has). */
const FATURAMENTO_PARCIAL = '1';
const FATURAMENTO_TOTAL = '4';

function dataRealizacaoDo(item: GuiaItem, guia: GuiaDoPlano): string {
  if (item.dataRealizacao === null) {
    throw new Error(
      `item ${item.id} of guide ${guia.plano.numeroGuiaPrestador} has no dataRealizacao: only performed items are billed`,
    );
  }
  return item.dataRealizacao;
}

function procedimentoExecutado(item: GuiaItem, sequencial: number, guia: GuiaDoPlano): Elemento {
  return el('procedimentosExecutados', [
    // st_numerico4: the item's place in the guide, from 1.
    el('sequencialItem', String(sequencial)),
    ...dadosDoItem(item, guia),
    el('autorizado', autorizado(item) ? 'true' : 'false'),
    el('dataRealizacao', dataRealizacaoDo(item, guia)),
  ]);
}

/**
 * The plan's billed items as an executed GTO (`cto_guiaOdontologia`), in schema order.
 *
 * Left out, all optional: `numeroGuiaPrincipal`, `dataAutorizacao`, `senhaAutorizacao`, `validadeSenha`,
 * `numeroGuiaOperadora` (the operator authorizes the items in this portal, under the provider's guide number;
 * there is no other guide, password or operator number to quote, and GuiaDoPlano holds no authorization date);
 * `ausenciaCodValidacao` and `codValidacao` (the portal takes no beneficiary validation token); `qtdUS` and
 * `qtdTotalUS` (values are in reais, not service units); `odontoInicial` (the initial situation went with the
 * request, SOLICITACAO_PROCEDIMENTOS, under the same guide number); `assinaturaDigitalGuia`.
 */
function guiaOdonto(guia: GuiaDoPlano): Elemento {
  const { plano } = guia;
  const datas = guia.itens.map((item) => dataRealizacaoDo(item, guia));
  // A concluded plan (every authorized item performed) has no item left to bill after this guide: its
  // treatment ended with the latest performance here, and the billing is total; otherwise more of the
  // treatment is still to be performed and billed, and this billing is partial. yyyy-mm-dd sorts as text.
  const concluido = plano.status === PLANO_CONCLUIDO;
  const termino = [...datas].sort().at(-1);
  return el('guiaOdonto', [
    el('registroANS', guia.operadora.registroANS),
    obrigatorio('numeroGuiaPrestador', plano.numeroGuiaPrestador, 20),
    el('dadosBeneficiario', dadosDoBeneficiario(guia)),
    obrigatorio('planoBeneficiario', plano.nomePlano, 40),
    opcional('nomeEmpresa', plano.empresa, 40),
    profissionais(guia, 15),
    ...guia.itens.map((item, index) => procedimentoExecutado(item, index + 1, guia)),
    concluido && termino ? el('dataTerminoTrat', termino) : null,
    el('tipoAtendimento', tipoAtendimentoDe(guia.itens)),
    el('tipoFaturamento', concluido ? FATURAMENTO_TOTAL : FATURAMENTO_PARCIAL),
    ...totaisDaGuia(guia),
    opcional('observacao', observacaoDaGuia(guia), 500),
  ]);
}

/**
 * The batch as a TISS 4.01.00 `mensagemTISS` sending the executed GTOs to the operator (ENVIO_LOTE_GUIAS,
 * `prestadorParaOperadora/loteGuias`): one `guiaOdonto` per guide, each procedure with its performance date,
 * value and co-participation. The header names the provider and the operator of the first guide; a guide of
 * another dentist or operator, a batch without guides and an item without `dataRealizacao` are the caller's
 * errors and throw. Validate the bytes with validarMensagemTiss (validacao-xsd.ts) before sending them.
 *
 * `tipoFaturamento` is read from `plano.status`: pass the plan's current status.
 */
export function mensagemLoteGuias(
  lote: LoteParaEnvio,
  sequencial = sequencialDe(lote.emitidoEm),
): MensagemTiss {
  const [primeira] = lote.guias;
  if (!primeira) throw new Error(`batch ${lote.numeroLote} has no guide`);
  const codigoPrestadorNaOperadora = primeira.executante.codigoNaOperadora;
  const { registroANS } = primeira.operadora;
  for (const guia of lote.guias) {
    if (
      guia.executante.codigoNaOperadora !== codigoPrestadorNaOperadora ||
      guia.operadora.registroANS !== registroANS
    ) {
      throw new Error(
        `guide ${guia.plano.numeroGuiaPrestador} is not of the batch's provider and operator (batch ${lote.numeroLote})`,
      );
    }
  }
  const conteudo = el('loteGuias', [
    obrigatorio('numeroLote', lote.numeroLote, 12),
    el('guiasTISS', lote.guias.map(guiaOdonto)),
  ]);
  return mensagem(
    corpo(
      'ENVIO_LOTE_GUIAS',
      { emitidaEm: lote.emitidoEm, codigoPrestadorNaOperadora, registroANS },
      sequencial,
      conteudo,
    ),
  );
}
