import { createHash } from 'node:crypto';
import { isToothNumber, toTissDenteFace } from '@odonto/odontogram/svg';
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

/**
 * `dm_tipoAtendimentoOdonto`: 1 tratamento odontológico, 2 exame radiológico, 3 ortodontia, 4
 * urgência/emergência (5, auditoria, is the operator's).
 */
export type TipoAtendimentoOdonto = '1' | '2' | '3' | '4';

/** TUSS urgency consultations: Consulta odontológica de Urgência, and its 24-hour variant. */
const URGENCIA: ReadonlySet<string> = new Set(['81000049', '81000057']);
/** TUSS imaging exams (seed/tuss-odontologia.csv): radiographs, the radiographic survey, tomographies. */
const RADIOLOGIA: ReadonlySet<string> = new Set([
  '81000294', // Levantamento Radiográfico (Exame Radiodôntico)
  '81000324', // Radiografia antero-posterior
  '81000340', // Radiografia da ATM
  '81000367', // Radiografia da mão e punho - carpal
  '81000375', // Radiografia interproximal - bite-wing
  '81000383', // Radiografia oclusal
  '81000405', // Radiografia panorâmica de mandíbula/maxila (ortopantomografia)
  '81000413', // ... com traçado cefalométrico
  '81000421', // Radiografia periapical
  '81000430', // Radiografia póstero-anterior
  '81000472', // Telerradiografia
  '81000480', // Telerradiografia com traçado cefalométrico
  '81000510', // Tomografia computadorizada por feixe cônico – cone beam
  '81000529', // Tomografia convencional – linear ou multi-direcional
]);
/** Orthodontic procedures: the TUSS orthodontics group (86…: appliances, their maintenance) and the models. */
const ortodontico = (codigo: string) => codigo.startsWith('86') || codigo === '81000308';

/**
 * The request's type of care from its content: urgency (4) when any item is an urgency consultation;
 * orthodontics (3) when any is orthodontic; radiology (2) when every item is an imaging exam; else dental
 * treatment (1).
 */
export function tipoAtendimentoDe(itens: readonly Pick<GuiaItem, 'codigoTuss'>[]): TipoAtendimentoOdonto {
  const codigos = itens.map((item) => item.codigoTuss);
  if (codigos.some((codigo) => URGENCIA.has(codigo))) return '4';
  if (codigos.some(ortodontico)) return '3';
  if (codigos.length > 0 && codigos.every((codigo) => RADIOLOGIA.has(codigo))) return '2';
  return '1';
}

/**
 * The item's `denteFace` (Tabela 32) through the odontogram's encoder; null when it has none: no tooth, a tooth
 * the chart does not know, only the root ('R': Tabela 32 has no root face), or faces the tooth lacks. The
 * root beside crown faces is left out, the crown faces written.
 */
export function denteFaceDe(item: Pick<GuiaItem, 'dente' | 'faces'>): string | null {
  if (item.dente === null || !isToothNumber(item.dente)) return null;
  const coroa = item.faces.filter((face) => face !== 'R');
  if (coroa.length === 0) return null;
  const result = toTissDenteFace(item.dente, coroa as Parameters<typeof toTissDenteFace>[1]);
  return result.ok ? result.value : null;
}

/**
 * The guide's `observacao`: the plan's observation, then the items' technical justifications ('<plan
 * observation> | Justificativas: 85100200 dente 16: …; …'), cut to the schema's 500 characters by textoTiss.
 */
export function observacaoDaGuia(guia: Pick<GuiaDoPlano, 'plano' | 'itens'>): string {
  const justificativas = guia.itens
    .filter((item) => item.justificativa?.trim())
    .map((item) => {
      const local =
        item.dente !== null ? ` dente ${item.dente}` : item.regiao !== null ? ` região ${item.regiao}` : '';
      return `${item.codigoTuss}${local}: ${item.justificativa?.trim()}`;
    });
  const partes = [guia.plano.observacao.trim()];
  if (justificativas.length > 0) partes.push(`Justificativas: ${justificativas.join('; ')}`);
  return partes.filter(Boolean).join(' | ');
}
/** `dm_tabela` 22: TUSS procedures and events. */
const TABELA_TUSS = '22';
/** Item statuses that mean the operator authorized the item; any other is not. */
const AUTORIZADOS: readonly string[] = ['Autorizado', 'Realizado'];
/** Whether the operator authorized the item (the request's `aut` S, the executed guide's `autorizado` true). */
export const autorizado = (item: Pick<GuiaItem, 'status'>) => AUTORIZADOS.includes(item.status);

/** One element of the message: a value, or children in schema order (absent optional ones left out). */
export type Elemento = readonly [nome: string, conteudo: string | readonly (Elemento | null)[]];

export const el = (nome: string, conteudo: string | readonly (Elemento | null)[]): Elemento => [
  nome,
  conteudo,
];
/** An optional text element: left out when the value is empty once made TISS text. */
export const opcional = (nome: string, value: string | null | undefined, max: number): Elemento | null => {
  const texto = value ? textoTiss(value, max) : '';
  return texto === '' ? null : el(nome, texto);
};
/** A required text element; '-' when nothing of the value survives (the schema wants at least one character). */
export const obrigatorio = (nome: string, value: string, max: number): Elemento =>
  el(nome, textoTiss(value, max) || '-');

/** Centavos as a TISS decimal (st_decimal8-2, st_decimal10-2): '120.00'. */
export const reais = (centavos: number) => (centavos / 100).toFixed(2);

/** Date and time of `at` in Brasília (the header's date and time are the provider's local ones). */
export function dataHoraBrasilia(at: Date) {
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

/** The procedure as TISS `ct_procedimentoDados` names it: Tabela 22, the TUSS code and its description. */
export function procedimentoDados(item: Pick<GuiaItem, 'codigoTuss' | 'descricao'>): Elemento[] {
  return [
    el('codigoTabela', TABELA_TUSS),
    obrigatorio('codigoProcedimento', item.codigoTuss, 10),
    obrigatorio('descricaoProcedimento', item.descricao, 150),
  ];
}

/** The item's `denteRegiao`: its tooth (Tabela 28) or its region (Tabela 42); none for the whole mouth. */
export function denteRegiaoDe(item: Pick<GuiaItem, 'dente' | 'regiao'>): Elemento | null {
  if (item.dente !== null) return el('denteRegiao', [el('codDente', String(item.dente))]);
  return item.regiao !== null ? el('denteRegiao', [el('codRegiao', item.regiao)]) : null;
}

/**
 * What the request (`procedimentosSolicitados`) and the executed guide (`procedimentosExecutados`) write alike
 * for an item, in schema order: the procedure (Tabela 22), its tooth or region and faces, the quantity, the
 * line value and the co-participation as franquia (`qtdUS`, which both allow there, is not written: the
 * portal values procedures in reais, not in service units).
 */
export function dadosDoItem(item: GuiaItem, guia: GuiaDoPlano): (Elemento | null)[] {
  const { valor, franquia } = valoresDoItem(item, guia);
  return [
    el('procSolic', procedimentoDados(item)),
    denteRegiaoDe(item),
    opcional('denteFace', denteFaceDe(item), 5),
    el('qtdProc', String(item.quantidade)),
    el('valorProc', reais(valor)),
    franquia === null ? null : el('valorFranquia', reais(franquia)),
  ];
}

function procedimento(item: GuiaItem, guia: GuiaDoPlano): Elemento {
  return el('procedimentosSolicitados', [
    ...dadosDoItem(item, guia),
    el('aut', autorizado(item) ? 'S' : 'N'),
  ]);
}

/**
 * The guide's `valorTotalProc` (the items' values) and `valorTotalFranquia` (their co-participation, only when
 * the plan has it), in schema order.
 */
export function totaisDaGuia(guia: GuiaDoPlano): [Elemento, Elemento | null] {
  const valores = guia.itens.map((item) => valoresDoItem(item, guia));
  const total = valores.reduce((sum, { valor }) => sum + valor, 0);
  const franquia = guia.plano.coparticipacao
    ? valores.reduce((sum, { franquia: value }) => sum + (value ?? 0), 0)
    : null;
  return [
    el('valorTotalProc', reais(total)),
    franquia === null ? null : el('valorTotalFranquia', reais(franquia)),
  ];
}

/**
 * The beneficiary as both guides name it: the card and `atendimentoRN` N. S is for a newborn seen under a
 * parent's card in its first 30 days (Lei 9.656, art. 12), and every beneficiary of the portal has a card of
 * their own.
 */
export function dadosDoBeneficiario(guia: GuiaDoPlano): Elemento[] {
  return [obrigatorio('numeroCarteira', guia.beneficiario.numeroCarteira, 20), el('atendimentoRN', 'N')];
}

/**
 * The dentists: the requester (the executing dentist when no other asked) and the executing one. The CRO is
 * st_texto20 in the request and st_texto15 in the executed guide (`maxCro`).
 */
export function profissionais(guia: GuiaDoPlano, maxCro: 15 | 20): Elemento {
  const { executante } = guia;
  // Without another requester, the executing dentist is the one who asks for the plan.
  const solicitante = guia.solicitante ?? executante;
  return el('dadosProfissionaisResponsaveis', [
    obrigatorio('nomeProfSolic', solicitante.nome, 70),
    obrigatorio('croSolic', solicitante.cro, maxCro),
    el('ufSolic', UF_IBGE[solicitante.uf]),
    guia.solicitante ? null : el('cbosSolic', executante.cbos),
    obrigatorio('codigoProfExec', executante.codigoNaOperadora, 14),
    obrigatorio('croExec', executante.cro, maxCro),
    el('ufExec', UF_IBGE[executante.uf]),
    obrigatorio('cnesExec', guia.plano.cnes, 7),
    el('cbosExec2', executante.cbos),
  ]);
}

/** The annex's clinical answer: null (not recorded by the portal) is written false, the schema requiring one. */
const logico = (value: boolean | null) => (value === true ? 'true' : 'false');

function odontoInicial(guia: GuiaDoPlano): Elemento | null {
  const { dentes, doencaPeriodontal, alteracaoTecidoMole, observacao } = guia.situacaoInicial;
  if (dentes.length === 0) return null;
  const numero = guia.plano.numeroGuiaPrestador;
  return el('odontoInicial', [
    el('registroANS', guia.operadora.registroANS),
    obrigatorio('numeroGuiaAnexo', `SI-${numero}`, 20),
    obrigatorio('numeroGuiaReferenciada', numero, 20),
    obrigatorio('numeroCarteira', guia.beneficiario.numeroCarteira, 20),
    el('ct_situacaoInicial', [
      el(
        'situacaoClinica',
        dentes.map(({ dente, condicao }) =>
          el('dentes', [el('elementoDentario', String(dente)), el('condicaoClinica', condicao)]),
        ),
      ),
      // The request variant of the annex requires both; not recorded (null) is written false.
      el('doencaPeriodontal', logico(doencaPeriodontal)),
      el('alteracaoTecidoMole', logico(alteracaoTecidoMole)),
      opcional('observacao', observacao, 500),
    ]),
  ]);
}

function solicitacaoOdontologia(guia: GuiaDoPlano): Elemento {
  const { plano } = guia;
  return el('solicitacaoOdontologia', [
    el('registroANS', guia.operadora.registroANS),
    obrigatorio('numeroGuiaPrestador', plano.numeroGuiaPrestador, 20),
    ...dadosDoBeneficiario(guia),
    obrigatorio('planoBeneficiario', plano.nomePlano, 40),
    opcional('nomeEmpresa', plano.empresa, 40),
    profissionais(guia, 20),
    ...guia.itens.map((item) => procedimento(item, guia)),
    el('tipoAtendimento', tipoAtendimentoDe(guia.itens)),
    ...totaisDaGuia(guia),
    opcional('observacao', observacaoDaGuia(guia), 500),
    odontoInicial(guia),
  ]);
}

/** The header's `identificacaoTransacao`: the transaction, its number and when it was registered (Brasília). */
function identificacaoTransacao(tipo: string, sequencial: string, emitidaEm: Date): Elemento {
  const { data, hora } = dataHoraBrasilia(emitidaEm);
  return el('identificacaoTransacao', [
    el('tipoTransacao', tipo),
    obrigatorio('sequencialTransacao', sequencial, 12),
    el('dataRegistroTransacao', data),
    el('horaRegistroTransacao', hora),
  ]);
}

/** What a message is (`dm_tipoTransacao`): its TISS transaction and the body under `prestadorParaOperadora`. */
export type TipoTransacao =
  | 'SOLICITACAO_PROCEDIMENTOS'
  | 'CANCELA_GUIA'
  | 'ENVIO_LOTE_GUIAS'
  | 'RECURSO_GLOSA';

/** The fields of the header: when, from which provider, to which operator. */
export interface Remessa {
  emitidaEm: Date;
  codigoPrestadorNaOperadora: string;
  registroANS: string;
}

/**
 * The header and body of the message, in schema order: everything the hash covers.
 * `sequencial` is the transaction's number (st_texto12).
 */
export function corpo(
  tipo: TipoTransacao,
  remessa: Remessa,
  sequencial: string,
  conteudo: Elemento,
): Elemento[] {
  return [
    el('cabecalho', [
      identificacaoTransacao(tipo, sequencial, remessa.emitidaEm),
      el('origem', [
        el('identificacaoPrestador', [
          obrigatorio('codigoPrestadorNaOperadora', remessa.codigoPrestadorNaOperadora, 14),
        ]),
      ]),
      el('destino', [el('registroANS', remessa.registroANS)]),
      el('Padrao', TISS_VERSAO),
    ]),
    el('prestadorParaOperadora', [conteudo]),
  ];
}

/** What the operator sends its provider (`dm_tipoTransacao`): the payment statement, an appeal's answer. */
export type TipoTransacaoDaOperadora = 'DEMONSTRATIVO_ODONTOLOGIA' | 'RESPOSTA_RECURSO_GLOSA';

/**
 * The header and body of a message from the operator (its ANS registration) to a provider (its code with the
 * operator), `conteudo` under `operadoraParaPrestador`: everything the hash covers.
 */
export function corpoDaOperadora(
  tipo: TipoTransacaoDaOperadora,
  remessa: Remessa,
  sequencial: string,
  conteudo: Elemento,
): Elemento[] {
  return [
    el('cabecalho', [
      identificacaoTransacao(tipo, sequencial, remessa.emitidaEm),
      el('origem', [el('registroANS', remessa.registroANS)]),
      el('destino', [
        el('identificacaoPrestador', [
          obrigatorio('codigoPrestadorNaOperadora', remessa.codigoPrestadorNaOperadora, 14),
        ]),
      ]),
      el('Padrao', TISS_VERSAO),
    ]),
    el('operadoraParaPrestador', [conteudo]),
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

export interface MensagemTiss {
  /** The message as text (its declaration says ISO-8859-1). */
  xml: string;
  /** The message's bytes in ISO-8859-1, as sent. */
  bytes: Buffer;
  hash: string;
}

/** `yyMMddHHmmss` of the emission in Brasília: the transaction's number when the caller gives none. */
export function sequencialDe(at: Date) {
  const { data, hora } = dataHoraBrasilia(at);
  return `${data.slice(2)}${hora}`.replace(/\D/g, '');
}

/** The message of `elementos` with its epilogue: no indentation, ISO-8859-1. */
export function mensagem(elementos: Elemento[]): MensagemTiss {
  const hash = hashTiss(valores(elementos));
  const doc = create({ version: '1.0', encoding: TISS_ENCODING });
  const root = doc.ele(TISS_NAMESPACE, 'ans:mensagemTISS');
  escrever(root, [...elementos, el('epilogo', [el('hash', hash)])]);
  // Sent as written: no indentation (whitespace between elements is no content of the standard's).
  const xml = doc.end({ prettyPrint: false });
  // textoTiss kept every value within Latin-1, so each character is one byte of the declared encoding.
  return { xml, bytes: Buffer.from(xml, 'latin1'), hash };
}

const remessaDa = (guia: GuiaDoPlano): Remessa => ({
  emitidaEm: guia.emitidaEm,
  codigoPrestadorNaOperadora: guia.executante.codigoNaOperadora,
  registroANS: guia.operadora.registroANS,
});

/**
 * The guide as a TISS 4.01.00 `mensagemTISS` requesting its items from the operator
 * (`prestadorParaOperadora/solicitacaoProcedimento/solicitacaoOdontologia`), valid against tissV4_01_00.xsd.
 * Every item of `guia.itens` is requested: the caller (emissoes.ts) passes only the ones awaiting authorization.
 */
export function mensagemTiss(guia: GuiaDoPlano, sequencial = sequencialDe(guia.emitidaEm)): MensagemTiss {
  const conteudo = el('solicitacaoProcedimento', [solicitacaoOdontologia(guia)]);
  return mensagem(corpo('SOLICITACAO_PROCEDIMENTOS', remessaDa(guia), sequencial, conteudo));
}

/** `dm_tipoGuia` 1: a request (solicitação). */
const GUIA_DE_SOLICITACAO = '1';

/**
 * The cancellation (`prestadorParaOperadora/cancelaGuia`, CANCELA_GUIA) of the request numbered
 * `numeroGuiaCancelada`, for a plan the dentist cancelled; valid against tissV4_01_00.xsd.
 */
export function mensagemCancelamento(
  guia: GuiaDoPlano,
  numeroGuiaCancelada: string,
  sequencial = sequencialDe(guia.emitidaEm),
): MensagemTiss {
  const conteudo = el('cancelaGuia', [
    el('dadosPrestador', [obrigatorio('codigoPrestadorNaOperadora', guia.executante.codigoNaOperadora, 14)]),
    el('tipoCancelamento', [
      el('tipoCancelamentoGuia', [
        el('tipoGuia', GUIA_DE_SOLICITACAO),
        obrigatorio('numeroGuiaPrestador', numeroGuiaCancelada, 20),
      ]),
    ]),
  ]);
  return mensagem(corpo('CANCELA_GUIA', remessaDa(guia), sequencial, conteudo));
}
