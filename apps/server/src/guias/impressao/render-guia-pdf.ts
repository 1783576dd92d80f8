import { planItemPlaceLabel } from '@odonto/odontogram/svg';
import PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';
import type { GuiaDoPlano, GuiaItem } from '../guia-do-plano';
import { observacaoDaGuia, tipoAtendimentoDe } from '../tiss/mensagem-tiss';
import { svgDaGuia } from './odontograma';
import { textosImprimiveis } from './win-ansi';

// @types/svg-to-pdfkit types its first parameter as the PDFDocument class; the function takes a document.
const drawSvg = SVGtoPDF as unknown as (
  doc: PDFKit.PDFDocument,
  svg: string,
  x: number,
  y: number,
  options: SVGtoPDF.Options,
) => void;

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 40;
/** Room kept under the content for the footer (date of issue and page number). */
const FOOTER = 24;
/** Room kept above the content for the line that names the guide on the pages after the first. */
const TOPO = 18;
const WIDTH = A4.width - 2 * MARGIN;
const BOTTOM = A4.height - MARGIN - FOOTER;
const REGULAR = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const INK = '#1a202c';
const MUTED = '#4a5568';
const RULE = '#a0aec0';

// The guide is read in Brazil: dates in Brasília time, as the TISS message's header.
const dataBr = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short' });
const dataHoraBr = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  dateStyle: 'short',
  timeStyle: 'short',
});
const reaisBr = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A yyyy-mm-dd date (no time, no zone) as dd/mm/yyyy. */
const dataCivil = (iso: string) => iso.split('-').reverse().join('/');

/**
 * The chart without its root's width and height, so that it scales to the box it is drawn in (svg-to-pdfkit
 * takes a root's own size over the box's), and its height over its width (from the viewBox).
 */
export function svgSemTamanho(svg: string): { svg: string; proporcao: number } {
  const raiz = /^<svg [^>]*>/.exec(svg)?.[0] ?? '';
  const viewBox = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(raiz);
  if (!viewBox) throw new Error('O odontograma exportado não tem viewBox.');
  const semTamanho = raiz.replace(/ (width|height)="[^"]*"/g, '');
  return {
    svg: semTamanho + svg.slice(raiz.length),
    proporcao: Number(viewBox[2]) / Number(viewBox[1]),
  };
}

/** What a field the provider cannot fill says (the operator fills it on authorization). */
const PELA_OPERADORA = 'Preenchido pela operadora';
const NAO_SE_APLICA = 'Não se aplica';

/** `dm_tipoAtendimentoOdonto` as the form writes it. */
const TIPO_ATENDIMENTO: Record<string, string> = {
  '1': '1 - Tratamento odontológico',
  '2': '2 - Exame radiológico',
  '3': '3 - Ortodontia',
  '4': '4 - Urgência/emergência',
};

/** TISS `dm_situacaoInicial`, the annex's legend. */
const CONDICAO: Record<string, string> = {
  A: 'Ausente',
  E: 'Extração indicada',
  H: 'Hígido',
  C: 'Cariado',
  R: 'Restaurado',
};

/**
 * The declaration of the ANS GTO form the beneficiary signs: informed consent to the treatment and
 * authorization to pay the provider.
 */
const DECLARACAO =
  'Declaro que, após ter sido devidamente esclarecido sobre os propósitos, riscos, custos e alternativas de ' +
  'tratamento conforme acima apresentados, aceito e autorizo a execução do tratamento, comprometendo-me a ' +
  'cumprir as orientações do profissional assistente e a arcar com os custos previstos em contrato. Declaro, ' +
  'ainda, que os procedimentos descritos acima, e por mim assinados, foram realizados com o meu consentimento ' +
  'e de forma satisfatória. Autorizo a operadora a pagar, em meu nome e por minha conta, ao profissional ' +
  'contratado que assina este documento, os valores referentes ao tratamento realizado.';

/** A labelled box of the form: its number and name at the top, the value under them. */
interface Campo {
  rotulo: string;
  valor: string | null | undefined;
  /** Relative width in its row. */
  peso?: number;
}

interface Coluna {
  titulo: string;
  largura: number;
  texto: (item: GuiaItem) => string;
  alinhamento?: 'right' | 'center';
}

/** Where the item is: its tooth, or its region's TISS name (Tabela 42), or the whole mouth. */
function local(item: GuiaItem): string {
  return planItemPlaceLabel({ tooth: item.dente, region: item.regiao });
}

const AUTORIZADOS: readonly string[] = ['Autorizado', 'Realizado'];
const negado = (item: GuiaItem) => item.status === 'Negado';

/** Aut. of the form: S when authorized (performed implies it), N when denied, else still in analysis. */
function autorizacao(item: GuiaItem): string {
  if (AUTORIZADOS.includes(item.status)) return 'S';
  if (negado(item)) return 'N';
  return 'Em análise';
}

/** Date of performance: the day reported, a blank to fill for an authorized item, nothing for the rest. */
function realizacao(item: GuiaItem): string {
  if (item.realizadoEm) return dataBr.format(item.realizadoEm);
  return item.status === 'Autorizado' ? '___/___/____' : '';
}

/** The largest font size from `maximo` down to `minimo` (half-points) at which `texto` fits `largura`. */
function ajustada(doc: PDFKit.PDFDocument, texto: string, largura: number, maximo: number, minimo: number) {
  let tamanho = maximo;
  while (tamanho > minimo && doc.fontSize(tamanho).widthOfString(texto) > largura) tamanho -= 0.5;
  return tamanho;
}

const PADDING = 3;
const FONT_SIZE = 7.5;
const LABEL_SIZE = 6;
const BOX_HEIGHT = 23;

/** Writes the guide on `doc`, which buffers its pages so that the footers can count them at the end. */
class Guia {
  private readonly cols: Coluna[];

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly guia: GuiaDoPlano,
  ) {
    this.cols = this.colunas();
  }

  private valores(item: GuiaItem) {
    const valor = item.quantidade * item.valorUnitarioCentavos;
    const percentual = this.guia.plano.coparticipacao?.percentual;
    return { valor, franquia: percentual === undefined ? null : Math.round((valor * percentual) / 100) };
  }

  /** The procedures table's columns (the form's 27 to 37); the description takes the width the others leave. */
  private colunas(): Coluna[] {
    const reais = (centavos: number | null) =>
      centavos === null ? NAO_SE_APLICA : reaisBr.format(centavos / 100);
    const fixas: Coluna[] = [
      { titulo: '27 - Tabela', largura: 28, texto: () => '22' },
      { titulo: '28 - Código do procedimento', largura: 50, texto: (item) => item.codigoTuss },
      { titulo: '30 - Dente/Região', largura: 58, texto: local },
      {
        titulo: '31 - Face',
        largura: 30,
        texto: (item) => item.faces.filter((face) => face !== 'R').join(''),
      },
      { titulo: '32 - Qtd.', largura: 24, texto: (item) => String(item.quantidade), alinhamento: 'right' },
      {
        titulo: '33 - Valor R$',
        largura: 44,
        texto: (item) => reais(this.valores(item).valor),
        alinhamento: 'right',
      },
      {
        titulo: '34 - Franquia R$',
        largura: 44,
        texto: (item) => reais(this.valores(item).franquia),
        alinhamento: 'right',
      },
      { titulo: '35 - Aut.', largura: 34, texto: autorizacao, alinhamento: 'center' },
      { titulo: '36 - Data de realização', largura: 54, texto: realizacao },
      { titulo: '37 - Assinatura/iniciais do beneficiário', largura: 54, texto: () => '' },
    ];
    const usada = fixas.reduce((soma, coluna) => soma + coluna.largura, 0);
    const descricao: Coluna = {
      titulo: '29 - Descrição',
      largura: WIDTH - usada,
      texto: (item) => (item.motivo ? `${item.descricao} (${item.status}: ${item.motivo})` : item.descricao),
    };
    return [...fixas.slice(0, 2), descricao, ...fixas.slice(2)];
  }

  /** Starts a new page when `altura` does not fit on this one; true when it did. */
  private reserva(altura: number): boolean {
    if (this.doc.y + altura <= BOTTOM) return false;
    this.doc.addPage();
    return true;
  }

  /** A shaded band naming a block of the form. */
  private secao(titulo: string) {
    this.reserva(14 + BOX_HEIGHT);
    const { doc } = this;
    const y = doc.y + 3;
    doc.rect(MARGIN, y, WIDTH, 11).fillColor('#e2e8f0').fill();
    doc
      .font(BOLD)
      .fontSize(7)
      .fillColor(INK)
      .text(titulo, MARGIN + PADDING, y + 2.5, { width: WIDTH - 2 * PADDING, lineBreak: false });
    doc.x = MARGIN;
    doc.y = y + 11;
  }

  /** A row of labelled boxes across the page, each as wide as its weight says. */
  private campos(campos: Campo[], altura = BOX_HEIGHT) {
    const { doc } = this;
    this.reserva(altura);
    const total = campos.reduce((soma, campo) => soma + (campo.peso ?? 1), 0);
    const y = doc.y;
    let x = MARGIN;
    for (const campo of campos) {
      const largura = (WIDTH * (campo.peso ?? 1)) / total;
      doc.rect(x, y, largura, altura).lineWidth(0.5).strokeColor(RULE).stroke();
      const util = largura - 2 * PADDING;
      // One line each: the label and a short value shrink to fit their box rather than wrap over it.
      doc
        .font(REGULAR)
        .fontSize(ajustada(doc, campo.rotulo, util, LABEL_SIZE, 4.5))
        .fillColor(MUTED)
        .text(campo.rotulo, x + PADDING, y + 2, { width: util, lineBreak: false });
      const valor = campo.valor?.trim() ? campo.valor : 'Não informado';
      doc.font(REGULAR).fillColor(INK);
      if (altura > BOX_HEIGHT) {
        doc
          .fontSize(8)
          .text(valor, x + PADDING, y + 11, { width: util, height: altura - 12, ellipsis: true });
      } else {
        doc
          .fontSize(ajustada(doc, valor, util, 8, 6))
          .text(valor, x + PADDING, y + 11, { width: util, lineBreak: false, ellipsis: true });
      }
      x += largura;
    }
    doc.x = MARGIN;
    doc.y = y + altura;
  }

  /** The form's title, the provider's number of the guide and the fields the operator fills. */
  cabecalho() {
    const { doc, guia } = this;
    const { plano } = guia;
    doc
      .font(BOLD)
      .fontSize(12)
      .fillColor(INK)
      .text('GUIA DE TRATAMENTO ODONTOLÓGICO', MARGIN, MARGIN, {
        width: WIDTH * 0.62,
      });
    doc
      .font(REGULAR)
      .fontSize(8)
      .fillColor(MUTED)
      .text(guia.operadora.nome, MARGIN, doc.y, { width: WIDTH * 0.62 });
    // 2: the emission's number; before any emission the plan code, and the paper says so.
    const numero = plano.numeroEmitidoEm
      ? plano.numeroGuiaPrestador
      : `${plano.codigo} (guia TISS ainda não emitida)`;
    doc
      .font(REGULAR)
      .fontSize(LABEL_SIZE)
      .fillColor(MUTED)
      .text('2 - Nº Guia no Prestador', MARGIN + WIDTH * 0.62, MARGIN, {
        width: WIDTH * 0.38,
        align: 'right',
      });
    doc
      .font(BOLD)
      .fontSize(11)
      .fillColor(INK)
      .text(numero, MARGIN + WIDTH * 0.62, doc.y + 1, { width: WIDTH * 0.38, align: 'right' });
    doc.y = Math.max(doc.y, MARGIN + 30) + 4;
    this.campos([
      { rotulo: '1 - Registro ANS', valor: guia.operadora.registroANS, peso: 0.8 },
      { rotulo: '3 - Nº Guia Principal', valor: NAO_SE_APLICA, peso: 0.9 },
      { rotulo: '4 - Data da Autorização', valor: PELA_OPERADORA, peso: 1.1 },
      { rotulo: '5 - Senha', valor: PELA_OPERADORA, peso: 1.1 },
      { rotulo: '6 - Data de Validade da Senha', valor: PELA_OPERADORA, peso: 1.1 },
      { rotulo: '7 - Nº da Guia Atribuído pela Operadora', valor: PELA_OPERADORA, peso: 1.4 },
    ]);
    this.campos([
      { rotulo: 'Plano de tratamento', valor: plano.codigo, peso: 0.8 },
      { rotulo: 'Situação do plano', valor: plano.statusTexto, peso: 1 },
      { rotulo: 'Criado em', valor: dataBr.format(plano.criadoEm), peso: 0.8 },
      { rotulo: 'Válido até', valor: dataBr.format(plano.validoAte), peso: 0.8 },
      {
        rotulo: 'Emissão da guia',
        valor: plano.numeroEmitidoEm ? dataHoraBr.format(plano.numeroEmitidoEm) : 'Ainda não emitida',
        peso: 1.2,
      },
    ]);
  }

  beneficiario() {
    const { beneficiario, plano } = this.guia;
    this.secao('DADOS DO BENEFICIÁRIO');
    this.campos([
      { rotulo: '8 - Número da Carteira', valor: beneficiario.numeroCarteira, peso: 1.3 },
      { rotulo: '9 - Plano', valor: plano.nomePlano, peso: 1.6 },
      { rotulo: '10 - Empresa', valor: plano.empresa ?? NAO_SE_APLICA, peso: 1.6 },
      { rotulo: '11 - Telefone', valor: 'Não registrado no portal', peso: 1.1 },
    ]);
    this.campos([
      { rotulo: '12 - Nome', valor: beneficiario.nome, peso: 3 },
      { rotulo: 'Nome social', valor: beneficiario.nomeSocial ?? NAO_SE_APLICA, peso: 1.6 },
      {
        rotulo: 'Nascimento',
        valor: beneficiario.dataNascimento ? dataCivil(beneficiario.dataNascimento) : null,
        peso: 0.8,
      },
      { rotulo: '13 - Atendimento a RN', valor: 'Não', peso: 0.8 },
    ]);
  }

  profissionais() {
    const { executante, solicitante, plano } = this.guia;
    const pedido = solicitante ?? executante;
    this.secao('DADOS DO PROFISSIONAL SOLICITANTE');
    this.campos([
      { rotulo: '14 - Nome do Profissional Solicitante', valor: pedido.nome, peso: 3 },
      { rotulo: '15 - Número no CRO', valor: pedido.cro, peso: 1 },
      { rotulo: '16 - UF', valor: pedido.uf, peso: 0.5 },
      { rotulo: '17 - Código CBO', valor: solicitante ? 'Não informado' : executante.cbos, peso: 0.8 },
    ]);
    this.secao('DADOS DO CONTRATADO EXECUTANTE');
    this.campos([
      { rotulo: '18 - Código na Operadora', valor: executante.codigoNaOperadora, peso: 1 },
      { rotulo: '19 - Nome do Contratado / Profissional Executante', valor: executante.nome, peso: 3 },
      { rotulo: '20 - Número no CRO', valor: executante.cro, peso: 0.9 },
      { rotulo: '21 - UF', valor: executante.uf, peso: 0.5 },
      { rotulo: '22 - Código CNES', valor: plano.cnes, peso: 0.8 },
      { rotulo: '23 - Código CBO', valor: executante.cbos, peso: 0.8 },
    ]);
  }

  /** The row's height once its cells are wrapped to their columns. */
  private alturaDaLinha(textos: string[], fonte: string) {
    const { doc } = this;
    doc.font(fonte).fontSize(fonte === BOLD ? LABEL_SIZE : FONT_SIZE);
    const alturas = this.cols.map((coluna, index) =>
      doc.heightOfString(textos[index] ?? '', { width: coluna.largura - 2 * PADDING }),
    );
    return Math.max(...alturas, fonte === BOLD ? 0 : 14) + 2 * PADDING;
  }

  private linhaDaTabela(textos: string[], fonte: string, fundo: string | null) {
    const { doc } = this;
    const altura = this.alturaDaLinha(textos, fonte);
    const y = doc.y;
    if (fundo) doc.rect(MARGIN, y, WIDTH, altura).fillColor(fundo).fill();
    let x = MARGIN;
    for (const [index, coluna] of this.cols.entries()) {
      doc.rect(x, y, coluna.largura, altura).lineWidth(0.5).strokeColor(RULE).stroke();
      doc
        .fillColor(INK)
        .font(fonte)
        .fontSize(fonte === BOLD ? LABEL_SIZE : FONT_SIZE)
        .text(textos[index] ?? '', x + PADDING, y + PADDING, {
          width: coluna.largura - 2 * PADDING,
          align: fonte === BOLD ? 'left' : coluna.alinhamento,
        });
      x += coluna.largura;
    }
    doc.x = MARGIN;
    doc.y = y + altura;
  }

  private titulosDaTabela() {
    this.linhaDaTabela(
      this.cols.map((coluna) => coluna.titulo),
      BOLD,
      '#edf2f7',
    );
  }

  itens() {
    this.secao('PROCEDIMENTOS');
    this.reserva(
      this.alturaDaLinha(
        this.cols.map((coluna) => coluna.titulo),
        BOLD,
      ) + 20,
    );
    this.titulosDaTabela();
    if (this.guia.itens.length === 0) {
      this.doc
        .font(REGULAR)
        .fontSize(FONT_SIZE)
        .fillColor(INK)
        .text('Nenhum procedimento no plano.', MARGIN + PADDING, this.doc.y + 4);
      this.doc.moveDown(0.5);
      return;
    }
    for (const item of this.guia.itens) {
      const textos = this.cols.map((coluna) => coluna.texto(item));
      // A row that does not fit goes to a new page, under the columns' titles again.
      if (this.reserva(this.alturaDaLinha(textos, REGULAR))) this.titulosDaTabela();
      this.linhaDaTabela(textos, REGULAR, null);
    }
  }

  /** 38 to 43: the type of care and the totals of the items not denied. */
  totais() {
    const validos = this.guia.itens.filter((item) => !negado(item));
    const valores = validos.map((item) => this.valores(item));
    const total = valores.reduce((soma, { valor }) => soma + valor, 0);
    const franquia = this.guia.plano.coparticipacao
      ? valores.reduce((soma, { franquia: parte }) => soma + (parte ?? 0), 0)
      : null;
    const tipo = validos.length > 0 ? tipoAtendimentoDe(validos) : tipoAtendimentoDe(this.guia.itens);
    this.doc.y += 4;
    this.campos([
      { rotulo: '38 - Data do Término do Tratamento', valor: '___/___/______', peso: 1.2 },
      { rotulo: '39 - Tipo de Atendimento', valor: TIPO_ATENDIMENTO[tipo], peso: 1.6 },
      { rotulo: '40 - Tipo de Faturamento', valor: NAO_SE_APLICA, peso: 1 },
      {
        rotulo: '41 - Total Quantidade',
        valor: String(validos.reduce((soma, item) => soma + item.quantidade, 0)),
        peso: 0.9,
      },
      { rotulo: '42 - Valor Total R$', valor: reaisBr.format(total / 100), peso: 1 },
      {
        rotulo: '43 - Valor Total Franquia R$',
        valor: franquia === null ? NAO_SE_APLICA : reaisBr.format(franquia / 100),
        peso: 1.1,
      },
    ]);
  }

  /** 44: the plan's observation and the items' justifications, as the TISS message writes them. */
  observacao() {
    const { doc } = this;
    const texto = observacaoDaGuia(this.guia) || 'Nenhuma.';
    doc.font(REGULAR).fontSize(8);
    const altura = Math.max(BOX_HEIGHT + 1, doc.heightOfString(texto, { width: WIDTH - 2 * PADDING }) + 14);
    this.campos([{ rotulo: '44 - Observação / Justificativa', valor: texto }], altura);
  }

  /** The declaration and the signatures (45 to 50), kept together on one page. */
  assinaturas() {
    const { doc, guia } = this;
    doc.font(REGULAR).fontSize(7);
    const alturaDeclaracao = doc.heightOfString(DECLARACAO, { width: WIDTH });
    this.reserva(alturaDeclaracao + 90);
    doc.y += 6;
    doc.fillColor(INK).text(DECLARACAO, MARGIN, doc.y, { width: WIDTH, align: 'justify' });
    const y = doc.y + 38;
    const largura = (WIDTH - 40) / 3;
    const solicitante = guia.solicitante ?? guia.executante;
    const blocos = [
      {
        titulo: '45/46 - Data e assinatura do cirurgião-dentista solicitante',
        linhas: [solicitante.nome, `CRO/UF: ${solicitante.cro}/${solicitante.uf}`, 'Data: ___/___/______'],
      },
      {
        titulo: '47/48 - Data e assinatura do cirurgião-dentista executante',
        linhas: [
          guia.executante.nome,
          `CRO/UF: ${guia.executante.cro}/${guia.executante.uf}`,
          'Data: ___/___/______',
        ],
      },
      {
        titulo: '49/50 - Data e assinatura do beneficiário ou responsável',
        linhas: [guia.beneficiario.nomeSocial ?? guia.beneficiario.nome, 'Data: ___/___/______'],
      },
    ];
    let fim = y;
    blocos.forEach((bloco, index) => {
      const x = MARGIN + index * (largura + 20);
      doc
        .moveTo(x, y)
        .lineTo(x + largura, y)
        .lineWidth(0.8)
        .strokeColor(INK)
        .stroke();
      doc
        .font(BOLD)
        .fontSize(FONT_SIZE)
        .fillColor(INK)
        .text(bloco.titulo, x, y + 3, { width: largura });
      doc.font(REGULAR);
      for (const linha of bloco.linhas) doc.text(linha, x, doc.y + 1, { width: largura });
      fim = Math.max(fim, doc.y);
    });
    doc.x = MARGIN;
    doc.y = fim;
  }

  /** The Anexo de Situação Inicial, on its own page: its numbers, the chart, each tooth's condition, the answers. */
  anexo() {
    const { doc, guia } = this;
    const { situacaoInicial: situacao, plano } = guia;
    doc.addPage();
    doc
      .font(BOLD)
      .fontSize(12)
      .fillColor(INK)
      .text('ANEXO DE SITUAÇÃO INICIAL', MARGIN, MARGIN + TOPO, {
        width: WIDTH,
      });
    doc.font(REGULAR).fontSize(8).fillColor(MUTED).text(`${guia.operadora.nome}`, { width: WIDTH });
    doc.y += 4;
    const numero = plano.numeroEmitidoEm ? plano.numeroGuiaPrestador : null;
    this.campos([
      { rotulo: '1 - Registro ANS', valor: guia.operadora.registroANS, peso: 0.8 },
      {
        rotulo: '2 - Nº Guia Referenciada',
        valor: numero ?? `${plano.codigo} (guia TISS ainda não emitida)`,
        peso: 1.6,
      },
      { rotulo: '3 - Nº Guia do Anexo', valor: numero ? `SI-${numero}` : NAO_SE_APLICA, peso: 1.2 },
      { rotulo: '4 - Nº da Guia Atribuído pela Operadora', valor: PELA_OPERADORA, peso: 1.4 },
    ]);
    this.campos([
      { rotulo: '5 - Número da Carteira', valor: guia.beneficiario.numeroCarteira, peso: 1 },
      { rotulo: '6 - Nome do Beneficiário', valor: guia.beneficiario.nome, peso: 2.4 },
    ]);
    this.odontograma();
    this.secao('SITUAÇÃO CLÍNICA (dentes com condição registrada)');
    const texto =
      situacao.dentes.length === 0
        ? 'Situação inicial não registrada no portal para este beneficiário.'
        : situacao.dentes
            .map(({ dente, condicao }) => `${dente}: ${condicao} (${CONDICAO[condicao] ?? condicao})`)
            .join('   ');
    doc
      .font(REGULAR)
      .fontSize(8)
      .fillColor(INK)
      .text(texto, MARGIN + PADDING, doc.y + 3, { width: WIDTH });
    doc
      .fontSize(LABEL_SIZE)
      .fillColor(MUTED)
      .text(
        `Legenda: ${Object.entries(CONDICAO)
          .map(([letra, nome]) => `${letra} - ${nome}`)
          .join('; ')}.`,
        MARGIN + PADDING,
        doc.y + 2,
        { width: WIDTH },
      );
    doc.y += 4;
    const resposta = (valor: boolean | null) =>
      valor === null ? 'Não registrado no portal' : valor ? 'Sim' : 'Não';
    this.campos([
      { rotulo: 'Sinais clínicos de doença periodontal', valor: resposta(situacao.doencaPeriodontal) },
      { rotulo: 'Alteração de tecidos moles', valor: resposta(situacao.alteracaoTecidoMole) },
    ]);
    this.campos([{ rotulo: 'Observação', valor: situacao.observacao ?? 'Nenhuma.' }]);
    const y = doc.y + 40;
    const largura = (WIDTH - 40) / 2;
    const blocos = [
      {
        titulo: 'Data e assinatura do cirurgião-dentista',
        linhas: [
          guia.executante.nome,
          `CRO/UF: ${guia.executante.cro}/${guia.executante.uf}`,
          'Data: ___/___/______',
        ],
      },
      {
        titulo: 'Data e assinatura do beneficiário ou responsável',
        linhas: [guia.beneficiario.nomeSocial ?? guia.beneficiario.nome, 'Data: ___/___/______'],
      },
    ];
    blocos.forEach((bloco, index) => {
      const x = MARGIN + index * (largura + 40);
      doc
        .moveTo(x, y)
        .lineTo(x + largura, y)
        .lineWidth(0.8)
        .strokeColor(INK)
        .stroke();
      doc
        .font(BOLD)
        .fontSize(FONT_SIZE)
        .fillColor(INK)
        .text(bloco.titulo, x, y + 3, { width: largura });
      doc.font(REGULAR);
      for (const linha of bloco.linhas) doc.text(linha, x, doc.y + 1, { width: largura });
    });
    doc.x = MARGIN;
  }

  private odontograma() {
    const { doc } = this;
    const { svg, proporcao } = svgSemTamanho(svgDaGuia(this.guia));
    const altura = WIDTH * proporcao;
    this.secao('ODONTOGRAMA');
    const y = doc.y + 4;
    drawSvg(doc, svg, MARGIN, y, { width: WIDTH, height: altura, assumePt: false });
    doc.y = y + altura + 4;
  }

  /**
   * 'Página n de N' and the guide's number on every page, once all pages exist; the pages after the first
   * also name the guide and the beneficiary at the top, for a sheet that comes loose.
   */
  rodapes() {
    const { doc, guia } = this;
    const { plano } = guia;
    const range = doc.bufferedPageRange();
    const rotulo = plano.numeroEmitidoEm
      ? `Guia ${plano.numeroGuiaPrestador} — emitida em ${dataHoraBr.format(plano.numeroEmitidoEm)}`
      : `Plano ${plano.codigo} — guia TISS ainda não emitida`;
    for (let index = range.start; index < range.start + range.count; index++) {
      doc.switchToPage(index);
      if (index > range.start) {
        const nome = guia.beneficiario.nomeSocial ?? guia.beneficiario.nome;
        doc.font(REGULAR).fontSize(8).fillColor(MUTED);
        doc.text(
          `Guia de Tratamento Odontológico ${plano.numeroGuiaPrestador} — ${nome} (continuação)`,
          MARGIN,
          MARGIN,
          {
            width: WIDTH,
            lineBreak: false,
          },
        );
      }
      // The footer sits below the content's bottom margin: without this pdfkit would open a new page.
      const margem = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      const y = A4.height - MARGIN - 10;
      doc.font(REGULAR).fontSize(8).fillColor(MUTED);
      doc.text(`${rotulo}; impressa em ${dataHoraBr.format(guia.emitidaEm)}`, MARGIN, y, {
        width: (WIDTH * 3) / 4,
        lineBreak: false,
      });
      doc.text(`Página ${index - range.start + 1} de ${range.count}`, MARGIN + (WIDTH * 3) / 4, y, {
        width: WIDTH / 4,
        align: 'right',
        lineBreak: false,
      });
      doc.page.margins.bottom = margem;
    }
  }
}

/**
 * The plan as the ANS Guia de Tratamento Odontológico (A4, pt-BR) the beneficiary and the dentist sign: the
 * form's fields (those the operator fills say so), every item of the plan with its authorization, date of
 * performance and room for the beneficiary's initials, the totals, the declaration and the signatures; then
 * the Anexo de Situação Inicial on its own page.
 */
export function renderGuiaPdf(guia: GuiaDoPlano): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN + TOPO, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER },
    bufferPages: true,
    lang: 'pt-BR',
    info: {
      Title: `Guia de Tratamento Odontológico ${guia.plano.numeroGuiaPrestador}`,
      Author: guia.executante.nome,
      CreationDate: guia.emitidaEm,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const escrita = new Guia(doc, textosImprimiveis(guia));
  escrita.cabecalho();
  escrita.beneficiario();
  escrita.profissionais();
  escrita.itens();
  escrita.totais();
  escrita.observacao();
  escrita.assinaturas();
  escrita.anexo();
  escrita.rodapes();
  doc.end();
  return done;
}
