import {
  corpo,
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

/** A glosa appealed: the billed item as the batch sent it, the glosa and the dentist's justification. */
export interface ItemDoRecurso {
  /** The item's position in its guide of the batch (TISS sequencialItem). */
  sequencialItem: number;
  codigoTuss: string;
  descricao: string;
  dente: number | null;
  regiao: string | null;
  faces: string[];
  /** yyyy-mm-dd. */
  dataRealizacao: string;
  quantidade: number;
  /** Tabela 38 code of the glosa appealed. */
  codigoGlosa: string;
  justificativa: string;
  recursadoCentavos: number;
}

/** The operator's answer to an appealed item. */
export interface RespostaDoItem {
  acatadoCentavos: number;
  /** Required when the glosa is kept or accepted in part. */
  justificativa: string | null;
}

export interface GuiaDoRecurso {
  numeroGuiaPrestador: string;
  itens: ItemDoRecurso[];
}

/** One round of appeal of one batch's glosas. */
export interface RecursoParaEnvio {
  /** TISS numeroGuiaRecGlosaPrestador (st_texto20): 'RG' and six digits. */
  numero: string;
  enviadoEm: Date;
  operadora: { registroANS: string; nome: string };
  /** The dentist's code with the operator. */
  codigoPrestador: string;
  numeroLote: string;
  /** The batch's protocol (12 digits). */
  protocoloLote: string;
  guias: GuiaDoRecurso[];
}

const itensDe = (recurso: Pick<RecursoParaEnvio, 'guias'>) => recurso.guias.flatMap((guia) => guia.itens);
const soma = (valores: readonly number[]) => valores.reduce((total, valor) => total + valor, 0);

/**
 * A guide's appeal names one code and one justification (codGlosaGuia, justificativaGuia, both required): the
 * first item's code, and its justification when every item says the same; else a pointer to the items'.
 */
function justificativaDaGuia(guia: GuiaDoRecurso): string {
  const [primeira, ...outras] = guia.itens.map((item) => item.justificativa);
  if (primeira !== undefined && outras.every((texto) => texto === primeira)) return primeira;
  return 'Recurso por procedimento: a justificativa de cada um está no seu item.';
}

/** What the appeal and its answer write alike for an item, up to the code of the glosa. */
function procedimentoRecursado(item: ItemDoRecurso): (Elemento | null)[] {
  return [
    el('sequencialItem', String(item.sequencialItem)),
    el('dataRealizacao', item.dataRealizacao),
    denteRegiaoDe(item),
    opcional('denteFace', denteFaceDe({ dente: item.dente, faces: item.faces }), 5),
    el('quantidade', String(item.quantidade)),
    el('procRecurso', procedimentoDados(item)),
    el('codGlosaProc', item.codigoGlosa),
  ];
}

/**
 * The appeal as a TISS 4.01.00 `mensagemTISS` from the dentist to the operator (RECURSO_GLOSA,
 * `prestadorParaOperadora/recursoGlosa/guiaRecursoGlosaOdonto`): an appeal of guides (objetoRecurso 2) of one
 * batch and protocol, each guide with its appealed procedures, their codes, justifications and amounts.
 * Validate the bytes with validarMensagemTiss before recording it.
 */
export function mensagemRecursoGlosa(
  recurso: RecursoParaEnvio,
  sequencial = sequencialDe(recurso.enviadoEm),
): MensagemTiss {
  const itens = itensDe(recurso);
  if (itens.length === 0) throw new Error(`appeal ${recurso.numero} has no item`);
  const { data } = dataHoraBrasilia(recurso.enviadoEm);
  const conteudo = el('recursoGlosa', [
    el('guiaRecursoGlosaOdonto', [
      el('registroANS', recurso.operadora.registroANS),
      obrigatorio('numeroGuiaRecGlosaPrestador', recurso.numero, 20),
      obrigatorio('nomeOperadora', recurso.operadora.nome, 70),
      el('objetoRecurso', '2'),
      el('dadosContratado', [obrigatorio('codigoPrestadorNaOperadora', recurso.codigoPrestador, 14)]),
      obrigatorio('numeroLote', recurso.numeroLote, 12),
      obrigatorio('numeroProtocolo', recurso.protocoloLote, 12),
      el(
        'opcaoRecurso',
        recurso.guias.map((guia) =>
          el('recursoGuia', [
            obrigatorio('numeroGuiaPrestador', guia.numeroGuiaPrestador, 20),
            el('codGlosaGuia', guia.itens[0]?.codigoGlosa ?? ''),
            obrigatorio('justificativaGuia', justificativaDaGuia(guia), 500),
            ...guia.itens.map((item) =>
              el('recursoProcedimento', [
                ...procedimentoRecursado(item),
                obrigatorio('justificativaProc', item.justificativa, 500),
                el('valorRecursado', reais(item.recursadoCentavos)),
              ]),
            ),
          ]),
        ),
      ),
      el('valorTotalRecursado', reais(soma(itens.map((item) => item.recursadoCentavos)))),
      el('dataRecurso', data),
    ]),
  ]);
  return mensagem(
    corpo(
      'RECURSO_GLOSA',
      {
        emitidaEm: recurso.enviadoEm,
        codigoPrestadorNaOperadora: recurso.codigoPrestador,
        registroANS: recurso.operadora.registroANS,
      },
      sequencial,
      conteudo,
    ),
  );
}

/** The operator's answer to one appeal: the appeal as sent and, per item in the same order, the answer. */
export interface RespostaParaEnvio {
  recurso: RecursoParaEnvio;
  respondidoEm: Date;
  /** Per guide, per item, in the order of `recurso.guias`. */
  respostas: RespostaDoItem[][];
}

/**
 * The answer as a TISS 4.01.00 `mensagemTISS` from the operator to the dentist (RESPOSTA_RECURSO_GLOSA,
 * `operadoraParaPrestador/respostaRecursoGlosa/reciboGlosaOdonto`): per guide, each appealed procedure with the
 * amount appealed, the dentist's justification, the amount accepted and the operator's justification; the
 * totals appealed and accepted. Validate the bytes with validarMensagemTiss before recording it.
 */
export function mensagemRespostaRecursoGlosa(
  resposta: RespostaParaEnvio,
  sequencial = sequencialDe(resposta.respondidoEm),
): MensagemTiss {
  const { recurso } = resposta;
  const itens = itensDe(recurso);
  const respostas = resposta.respostas.flat();
  if (respostas.length !== itens.length) {
    throw new Error(`answer to ${recurso.numero}: ${respostas.length} answers for ${itens.length} items`);
  }
  const conteudo = el('respostaRecursoGlosa', [
    el('reciboGlosaOdonto', [
      el('registroANS', recurso.operadora.registroANS),
      obrigatorio('numeroGuiaRecGlosaPrestador', recurso.numero, 20),
      obrigatorio('nomeOperadora', recurso.operadora.nome, 70),
      el('objetoRecurso', '2'),
      obrigatorio('codigoPrestador', recurso.codigoPrestador, 14),
      obrigatorio('numeroLote', recurso.numeroLote, 12),
      obrigatorio('numeroProtocolo', recurso.protocoloLote, 12),
      el(
        'opcaoRecurso',
        recurso.guias.map((guia, g) =>
          el('recursoGuia', [
            el('respostaRecursoItemOdonto', [
              obrigatorio('numeroGuiaPrestador', guia.numeroGuiaPrestador, 20),
              ...guia.itens.map((item, i) => {
                const dada = resposta.respostas[g]?.[i];
                if (!dada) throw new Error(`answer to ${recurso.numero}: item ${g}.${i} unanswered`);
                return el('recursoProcedimento', [
                  ...procedimentoRecursado(item),
                  el('valorRecursado', reais(item.recursadoCentavos)),
                  obrigatorio('justificativaPrestador', item.justificativa, 500),
                  el('valorAcatado', reais(dada.acatadoCentavos)),
                  opcional('justificativaOperadora', dada.justificativa, 500),
                ]);
              }),
            ]),
          ]),
        ),
      ),
      el('dataRecurso', dataHoraBrasilia(recurso.enviadoEm).data),
      el('valorTotalRecursado', reais(soma(itens.map((item) => item.recursadoCentavos)))),
      el('valorTotalAcatado', reais(soma(respostas.map((cada) => cada.acatadoCentavos)))),
    ]),
  ]);
  return mensagem(
    corpoDaOperadora(
      'RESPOSTA_RECURSO_GLOSA',
      {
        emitidaEm: resposta.respondidoEm,
        codigoPrestadorNaOperadora: recurso.codigoPrestador,
        registroANS: recurso.operadora.registroANS,
      },
      sequencial,
      conteudo,
    ),
  );
}
