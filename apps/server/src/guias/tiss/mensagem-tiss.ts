import { createHash } from 'node:crypto';
import { create } from 'xmlbuilder2';
import type { DentistSchema } from '../../contract';
import type { GuiaDoPlano, GuiaItem } from '../guia-do-plano';
import { textoTiss } from './texto';

/** The TISS schemas' namespace (tissV4_01_00.xsd targetNamespace), written with the customary `ans:` prefix. */
export const TISS_NAMESPACE = 'http://www.ans.gov.br/padroes/tiss/schemas';
export const TISS_VERSAO = '4.01.00';
/** The message's character set: the TISS standard's (the ANS schemas themselves are ISO-8859-1). */
export const TISS_ENCODING = 'ISO-8859-1';

/** `dm_UF`: TISS names a state by its IBGE code, not by its letters. */
const UF_IBGE: Record<DentistSchema<'Uf'>, string> = {
  RO: '11',
  AC: '12',
  AM: '13',
  RR: '14',
  PA: '15',
  AP: '16',
  TO: '17',
  MA: '21',
  PI: '22',
  CE: '23',
  RN: '24',
  PB: '25',
  PE: '26',
  AL: '27',
  SE: '28',
  BA: '29',
  MG: '31',
  ES: '32',
  RJ: '33',
  SP: '35',
  PR: '41',
  SC: '42',
  RS: '43',
  MS: '50',
  MT: '51',
  GO: '52',
  DF: '53',
};

/** `dm_tipoAtendimentoOdonto` 1: tratamento odontológico (docs/product-rules.md#gto-export). */
const TRATAMENTO_ODONTOLOGICO = '1';
/** `dm_tabela` 22: TUSS procedures and events. */
const TABELA_TUSS = '22';
/** Item statuses that mean the operator authorized the item (`aut` S); any other is N. */
const AUTORIZADOS: readonly string[] = ['Autorizado', 'Realizado'];

/** One element of the message: a value, or children in schema order (absent optional ones left out). */
type Elemento = readonly [nome: string, conteudo: string | readonly (Elemento | null)[]];

const el = (nome: string, conteudo: string | readonly (Elemento | null)[]): Elemento => [nome, conteudo];
/** An optional text element: left out when the value is empty once made TISS text. */
const opcional = (nome: string, value: string | null | undefined, max: number): Elemento | null => {
  const texto = value ? textoTiss(value, max) : '';
  return texto === '' ? null : el(nome, texto);
};
/** A required text element; '-' when nothing of the value survives (the schema wants at least one character). */
const obrigatorio = (nome: string, value: string, max: number): Elemento =>
  el(nome, textoTiss(value, max) || '-');

const reais = (centavos: number) => (centavos / 100).toFixed(2);

/** Date and time of `at` in Brasília (the header's date and time are the provider's local ones). */
function dataHoraBrasilia(at: Date) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Sao_Paulo',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return {
    data: `${parts.year}-${parts.month}-${parts.day}`,
    hora: `${parts.hour}:${parts.minute}:${parts.second}`,
  };
}

/** The item's line value (quantity times the value of use) and its co-participation, in centavos. */
function valoresDoItem(item: GuiaItem, guia: GuiaDoPlano) {
  const valor = item.quantidade * item.valorUnitarioCentavos;
  const percentual = guia.plano.coparticipacao?.percentual;
  return { valor, franquia: percentual === undefined ? null : Math.round((valor * percentual) / 100) };
}

function procedimento(item: GuiaItem, guia: GuiaDoPlano): Elemento {
  const { valor, franquia } = valoresDoItem(item, guia);
  const faces = item.faces.join('');
  return el('procedimentosSolicitados', [
    el('procSolic', [
      el('codigoTabela', TABELA_TUSS),
      obrigatorio('codigoProcedimento', item.codigoTuss, 10),
      obrigatorio('descricaoProcedimento', item.descricao, 150),
    ]),
    item.dente !== null
      ? el('denteRegiao', [el('codDente', String(item.dente))])
      : item.regiao !== null
        ? el('denteRegiao', [el('codRegiao', item.regiao)])
        : null,
    opcional('denteFace', faces, 5),
    el('qtdProc', String(item.quantidade)),
    el('valorProc', reais(valor)),
    franquia === null ? null : el('valorFranquia', reais(franquia)),
    el('aut', AUTORIZADOS.includes(item.status) ? 'S' : 'N'),
  ]);
}

function profissionais(guia: GuiaDoPlano): Elemento {
  const { executante } = guia;
  // Without another requester, the executing dentist is the one who asks for the plan.
  const solicitante = guia.solicitante ?? executante;
  return el('dadosProfissionaisResponsaveis', [
    obrigatorio('nomeProfSolic', solicitante.nome, 70),
    obrigatorio('croSolic', solicitante.cro, 20),
    el('ufSolic', UF_IBGE[solicitante.uf]),
    guia.solicitante ? null : el('cbosSolic', executante.cbos),
    obrigatorio('codigoProfExec', executante.codigoNaOperadora, 14),
    obrigatorio('croExec', executante.cro, 20),
    el('ufExec', UF_IBGE[executante.uf]),
    obrigatorio('cnesExec', guia.plano.cnes, 7),
    el('cbosExec2', executante.cbos),
  ]);
}

function odontoInicial(guia: GuiaDoPlano): Elemento | null {
  if (guia.situacaoInicial.length === 0) return null;
  const numero = guia.plano.numeroGuiaPrestador;
  return el('odontoInicial', [
    el('registroANS', guia.operadora.registroANS),
    obrigatorio('numeroGuiaAnexo', `SI-${numero}`, 20),
    obrigatorio('numeroGuiaReferenciada', numero, 20),
    obrigatorio('numeroCarteira', guia.beneficiario.numeroCarteira, 20),
    el('ct_situacaoInicial', [
      el(
        'situacaoClinica',
        guia.situacaoInicial.map(({ dente, condicao }) =>
          el('dentes', [el('elementoDentario', String(dente)), el('condicaoClinica', condicao)]),
        ),
      ),
      // The portal records neither; the request variant of the annex requires both.
      el('doencaPeriodontal', 'false'),
      el('alteracaoTecidoMole', 'false'),
    ]),
  ]);
}

function solicitacaoOdontologia(guia: GuiaDoPlano): Elemento {
  const { plano, beneficiario } = guia;
  const valores = guia.itens.map((item) => valoresDoItem(item, guia));
  const total = valores.reduce((sum, { valor }) => sum + valor, 0);
  const franquia = plano.coparticipacao
    ? valores.reduce((sum, { franquia: value }) => sum + (value ?? 0), 0)
    : null;
  return el('solicitacaoOdontologia', [
    el('registroANS', guia.operadora.registroANS),
    obrigatorio('numeroGuiaPrestador', plano.numeroGuiaPrestador, 20),
    obrigatorio('numeroCarteira', beneficiario.numeroCarteira, 20),
    el('atendimentoRN', 'N'),
    obrigatorio('planoBeneficiario', plano.nomePlano, 40),
    opcional('nomeEmpresa', plano.empresa, 40),
    profissionais(guia),
    ...guia.itens.map((item) => procedimento(item, guia)),
    el('tipoAtendimento', TRATAMENTO_ODONTOLOGICO),
    el('valorTotalProc', reais(total)),
    franquia === null ? null : el('valorTotalFranquia', reais(franquia)),
    opcional('observacao', plano.observacao, 500),
    odontoInicial(guia),
  ]);
}

/**
 * The header and body of the message, in schema order: everything the hash covers.
 * `sequencial` is the transaction's number (st_texto12).
 */
function corpo(guia: GuiaDoPlano, sequencial: string): Elemento[] {
  const { data, hora } = dataHoraBrasilia(guia.emitidaEm);
  return [
    el('cabecalho', [
      el('identificacaoTransacao', [
        el('tipoTransacao', 'SOLICITACAO_PROCEDIMENTOS'),
        obrigatorio('sequencialTransacao', sequencial, 12),
        el('dataRegistroTransacao', data),
        el('horaRegistroTransacao', hora),
      ]),
      el('origem', [
        el('identificacaoPrestador', [
          obrigatorio('codigoPrestadorNaOperadora', guia.executante.codigoNaOperadora, 14),
        ]),
      ]),
      el('destino', [el('registroANS', guia.operadora.registroANS)]),
      el('Padrao', TISS_VERSAO),
    ]),
    el('prestadorParaOperadora', [el('solicitacaoProcedimento', [solicitacaoOdontologia(guia)])]),
  ];
}

/** Every element's value in document order, concatenated: what the TISS hash is computed over. */
function valores(elementos: readonly (Elemento | null)[]): string {
  let result = '';
  for (const elemento of elementos) {
    if (elemento === null) continue;
    const [, conteudo] = elemento;
    result += typeof conteudo === 'string' ? conteudo : valores(conteudo);
  }
  return result;
}

/**
 * The `epilogo/hash` of the TISS standard: the MD5, in hexadecimal, of the values of every element of the
 * message before the epilogue, concatenated in document order without tags, taken as ISO-8859-1 bytes (the
 * message's own encoding).
 */
export function hashTiss(conteudo: string): string {
  return createHash('md5').update(Buffer.from(conteudo, 'latin1')).digest('hex');
}

function escrever(parent: ReturnType<typeof create>, elementos: readonly (Elemento | null)[]) {
  for (const elemento of elementos) {
    if (elemento === null) continue;
    const [nome, conteudo] = elemento;
    const node = parent.ele(TISS_NAMESPACE, `ans:${nome}`);
    if (typeof conteudo === 'string') node.txt(conteudo);
    else escrever(node, conteudo);
  }
}

/** `yyMMddHHmmss` of the emission in Brasília: the transaction's number when the caller gives none. */
function sequencialDe(at: Date) {
  const { data, hora } = dataHoraBrasilia(at);
  return `${data.slice(2)}${hora}`.replace(/\D/g, '');
}

export interface MensagemTiss {
  /** The message as text (its declaration says ISO-8859-1). */
  xml: string;
  /** The message's bytes in ISO-8859-1, as sent. */
  bytes: Buffer;
  hash: string;
}

/**
 * The plan as a TISS 4.01.00 `mensagemTISS` requesting its procedures from the operator
 * (`prestadorParaOperadora/solicitacaoProcedimento/solicitacaoOdontologia`), valid against tissV4_01_00.xsd.
 */
export function mensagemTiss(guia: GuiaDoPlano, sequencial = sequencialDe(guia.emitidaEm)): MensagemTiss {
  const elementos = corpo(guia, sequencial);
  const hash = hashTiss(valores(elementos));
  const doc = create({ version: '1.0', encoding: TISS_ENCODING });
  const root = doc.ele(TISS_NAMESPACE, 'ans:mensagemTISS');
  escrever(root, [...elementos, el('epilogo', [el('hash', hash)])]);
  const xml = doc.end({ prettyPrint: true });
  // textoTiss kept every value within Latin-1, so each character is one byte of the declared encoding.
  return { xml, bytes: Buffer.from(xml, 'latin1'), hash };
}
